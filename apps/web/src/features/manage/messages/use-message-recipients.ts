import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { MessageRecipientsQuery } from './messages-documents.ts';

/**
 * A message's recipients, 50 a page: "More" asks for the page after the last one shown, by its cursor, and adds it
 * below. Only problems (failed and unconfirmed first) is another list, starting again at the first page.
 */
export function useMessageRecipients(messageId: string, onlyProblems: boolean) {
  const variables = { messageId, onlyProblems };
  const { data, error, loading, refetch, fetchMore } = useQuery(MessageRecipientsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.messageRecipients ?? null;
  const cursor = page?.nextCursor;
  const { loadMore, loadingMore, moreFailed } = useLoadMore(
    cursor
      ? () =>
          fetchMore({
            variables: { ...variables, after: cursor },
            updateQuery: (shown, { fetchMoreResult }) => ({
              messageRecipients: {
                ...fetchMoreResult.messageRecipients,
                items: [...shown.messageRecipients.items, ...fetchMoreResult.messageRecipients.items],
              },
            }),
          })
      : null,
  );
  return { page, error, loading: loading && !loadingMore, refetch, loadMore, loadingMore, moreFailed };
}
