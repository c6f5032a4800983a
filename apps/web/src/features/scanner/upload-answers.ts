import type { DoorResult, QueuedScan } from './door-state.ts';
import type { UploadCheckInsMutation } from './gql/graphql.ts';

type Upload = UploadCheckInsMutation['uploadCheckIns'];
type UploadAnswer = Upload['results'][number];

/** The server's answer to a scan, as the door shows it. */
export function serverResult(r: UploadAnswer): DoorResult {
  return {
    nonce: r.nonce,
    ticketId: r.ticket?.id ?? null,
    outcome: r.outcome,
    reason: r.reason ?? null,
    attendeeName: r.ticket?.attendeeName ?? null,
    ticketTypeName: r.ticket?.ticketTypeName ?? null,
    notes: r.ticket?.doorNotes ?? [],
    first: r.firstCheckIn ? { at: String(r.firstCheckIn.at), deviceName: r.firstCheckIn.deviceName } : null,
    offline: false,
  };
}

/** The answers that differ from what the door showed (or that conflicted with another device). */
export function differingAnswers(batch: readonly QueuedScan[], results: readonly UploadAnswer[]): UploadAnswer[] {
  return results.filter((r) => {
    const shown = batch.find((s) => s.nonce === r.nonce)?.shownOutcome;
    return shown !== r.outcome || r.conflict;
  });
}

/** Tells the door which scans another device had let in first; null when none. */
export function conflictNotice(upload: Upload): string | null {
  const { conflicts, results } = upload;
  if (conflicts <= 0) return null;
  const names = results
    .filter((r) => r.conflict)
    .map(
      (r) =>
        `${r.ticket?.attendeeName ?? 'A ticket'}${r.firstCheckIn ? ` (first let in on ${r.firstCheckIn.deviceName})` : ''}`,
    );
  return `${conflicts} ${conflicts === 1 ? 'scan' : 'scans'} conflicted with another device: ${names.join(', ')}. The first scan counts.`;
}
