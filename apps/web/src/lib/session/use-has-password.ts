import { useEffect, useState } from 'react';
import { loadAuth } from './session.ts';

/** true, false, or null when unknown (still loading, or the project hides it). */
export function useHasPassword(uid: string): boolean | null {
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    loadAuth()
      .then((auth) => auth.hasPassword())
      .then((value) => live && setHasPassword(value))
      .catch(() => live && setHasPassword(null));
    return () => {
      live = false;
    };
  }, [uid]);
  return hasPassword;
}
