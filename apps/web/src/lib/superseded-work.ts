/**
 * Work the app started and then superseded rejects with an AbortError: a navigation cut short by a newer one (a
 * sign-out's "go home" overtaken by the session guard's redirect), a query whose screen went away. React Router and
 * Apollo Client settle those promises by rejecting them, and a caller that fired and forgot (`void navigate(…)`)
 * leaves the rejection unhandled. Nothing failed, so nothing is reported; any other unhandled rejection still is.
 */
export function ignoreSupersededWork(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isAbortError(event.reason)) event.preventDefault();
  });
}

export function isAbortError(reason: unknown): boolean {
  return reason instanceof Error || reason instanceof DOMException ? reason.name === 'AbortError' : false;
}
