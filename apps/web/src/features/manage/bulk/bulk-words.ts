import type { BulkActionKind } from '@admit/shared';

export const BULK_LABELS: Record<BulkActionKind, string> = {
  RESEND: 'Send tickets again',
  REFUND: 'Refund',
  CANCEL: 'Cancel orders',
};

const orders = (n: number) => (n === 1 ? '1 order' : `${n.toLocaleString('en-GB')} orders`);

/**
 * What a bulk action will do, in words for its confirmation: how many orders and what happens to each, so no one
 * refunds fifty thousand orders by a slip.
 */
export function bulkEffect(kind: BulkActionKind, count: number, choice: { refund: boolean; notify: boolean }): string {
  const scope = orders(count);
  if (kind === 'RESEND') {
    return `The tickets of ${scope} are mailed again to each buyer’s address (an address that has not confirmed itself is asked to first). Orders without tickets standing are skipped.`;
  }
  if (kind === 'REFUND') {
    return `Every ticket still standing in ${scope} is refunded to the card it was paid with, and each buyer is told. Orders already refunded are skipped.`;
  }
  const money = choice.refund
    ? 'what each paid (less what already went back) is refunded to its card'
    : 'no money goes back';
  const told = choice.notify ? 'each buyer is told' : 'the buyers are not told';
  return `${scope} are cancelled: their tickets are voided and their places go back on sale; ${money}; ${told}.`;
}

/** A running or finished action's progress in one line. */
export function progressWords(p: { total: number; done: number; skipped: number; failed: number; status: string }) {
  const settled = p.done + p.skipped + p.failed;
  const parts = [`${settled.toLocaleString('en-GB')} of ${orders(p.total)}`];
  if (p.skipped) parts.push(`${p.skipped.toLocaleString('en-GB')} skipped`);
  if (p.failed) parts.push(`${p.failed.toLocaleString('en-GB')} refused`);
  return `${p.status === 'DONE' ? 'Done' : 'Working'}: ${parts.join(', ')}.`;
}
