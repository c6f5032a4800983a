import type { MessageCounts, RecipientRow } from './repo.ts';
import type { MessageRow } from './tables.ts';

export type MessageView = MessageRow & {
  sent: number;
  pending: number;
  failed: number;
  createdByName: string | null;
};

export type RecipientStatus = 'WAITING' | 'PENDING' | 'SENT' | 'FAILED' | 'UNCONFIRMED';

export type RecipientView = {
  email: string;
  orderId: string;
  orderCode: string;
  status: RecipientStatus;
  sentAt: Date | null;
  error: string | null;
};

/** A message with its progress: what the outbox sent, what failed for good or was cut off, what still waits. */
export function presentMessage(row: MessageRow, counts: MessageCounts, createdByName: string | null): MessageView {
  const pending = Math.max(0, row.recipientCount - counts.sent - counts.failed);
  return { ...row, ...counts, pending, createdByName };
}

/** One recipient's mail in a person's words: waiting its batch, in the outbox, sent, failed, or cut off. */
export function presentRecipient(row: RecipientRow): RecipientView {
  const status: RecipientStatus = row.delivery ?? 'WAITING';
  return {
    email: row.email,
    orderId: row.orderId,
    orderCode: row.orderCode,
    status,
    sentAt: row.sentAt,
    error: status === 'SENT' ? null : row.lastError,
  };
}
