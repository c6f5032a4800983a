import { useEffect, useRef } from 'react';
import { createWedgeBuffer } from './keyboard-wedge.ts';

/** A keyboard-wedge scanner types into the page; a person typing into a field is left alone. */
export function useWedgeScanner(onCode: (code: string) => void) {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);
  useEffect(() => {
    const wedge = createWedgeBuffer();
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof Element && e.target.closest('input, textarea, select, [contenteditable]')) return;
      const code = wedge.key(e.key, performance.now());
      if (code) onCodeRef.current(code);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
