import type { MessageAudience, MessageKind, MessageRecipientStatus, MessageStatus } from '../gql/graphql.ts';

/** The recipients' choices, in the order the form offers them. */
export const AUDIENCE_LABELS: Record<MessageAudience, string> = {
  EVERYONE: 'Everyone',
  TICKET_TYPES: 'Holders of some ticket types',
  CHECKED_IN: 'Checked in',
  NOT_CHECKED_IN: 'Not checked in yet',
  ONE_ORDER: 'One order',
};

export const KIND_LABELS: Record<MessageKind, string> = {
  ORGANIZER: 'Message',
  CHANGE_NOTICE: 'Change notice',
};

export const STATUS_LABELS: Record<MessageStatus, string> = {
  SENDING: 'Sending',
  QUEUED: 'Queued',
};

export const RECIPIENT_STATUS_LABELS: Record<MessageRecipientStatus, string> = {
  WAITING: 'Waiting',
  PENDING: 'Pending',
  SENT: 'Sent',
  FAILED: 'Failed',
  UNCONFIRMED: 'Unconfirmed',
};

/** "1 person", "12 people". */
export const peopleWords = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'person' : 'people'}`;

/** Whether a message still moves: mails being written, or waiting for the mail server. */
export const isInProgress = (m: { status: MessageStatus; pending: number }) => m.status === 'SENDING' || m.pending > 0;
