/**
 * A camera sees the same code in frame after frame while a phone is held up. The gate lets a code through once,
 * then ignores it while it stays in view and for `quietMs` after it was last seen; shown again after that, it
 * scans again (and the door says it was already checked in).
 */
export function createSameCodeGate(quietMs = 1000) {
  let last: { code: string; seenAt: number } | null = null;
  return {
    /** True when this sighting should be scanned. */
    admit(code: string, now: number): boolean {
      const repeat = last !== null && last.code === code && now - last.seenAt < quietMs;
      last = { code, seenAt: now };
      return !repeat;
    },
    reset(): void {
      last = null;
    },
  };
}
