import { getFragmentData } from '../../../lib/fragment-masking.ts';
import type {
  MessageChangedSubscription as MessageChangedSubscriptionData,
  MessageRow_MessageFragment as MessageFacts,
} from '../gql/graphql.ts';
import { useSseSubscription, type LiveStatus } from '../../../lib/use-sse-subscription.ts';
import { isInProgress } from './message-words.ts';
import { MessageChangedSubscription, MessageRow_MessageFragment } from './messages-documents.ts';

const settled = (data: MessageChangedSubscriptionData) =>
  !isInProgress(getFragmentData(MessageRow_MessageFragment, data.messageChanged));

/**
 * A message as the list read it, kept current while it is being sent: its subscription (messageChanged, over SSE
 * as the dashboard's) is open while mails are still being written or wait for the mail server, and the tab is
 * visible. Nothing polls. Once every mail is settled the stream closes and the last figures stay.
 */
export function useLiveMessage(listed: MessageFacts): { message: MessageFacts; status: LiveStatus | null } {
  const { data, status } = useSseSubscription(
    MessageChangedSubscription,
    { id: listed.id },
    { enabled: isInProgress(listed), isFinal: settled },
  );
  const message = getFragmentData(MessageRow_MessageFragment, data?.messageChanged ?? null) ?? listed;
  // While it moves, the connection's state; once settled, nothing to tell.
  return { message, status: isInProgress(message) ? status : null };
}
