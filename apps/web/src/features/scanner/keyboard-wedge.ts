/**
 * A keyboard-wedge (HID) scanner types a code faster than any person and ends it with Enter. Keys arriving at
 * most `gapMs` apart are gathered; Enter hands over what was gathered if it is long enough to be a code. A slow
 * key (a person typing) starts again.
 */
export function createWedgeBuffer(gapMs = 50, minLength = 8) {
  let text = '';
  let lastAt = -Infinity;
  return {
    /** A key, as KeyboardEvent.key; returns a code when Enter completes one. */
    key(key: string, now: number): string | null {
      if (now - lastAt > gapMs) text = '';
      lastAt = now;
      if (key === 'Enter') {
        const code = text;
        text = '';
        return code.length >= minLength ? code : null;
      }
      if (key.length === 1) text += key;
      return null;
    },
  };
}
