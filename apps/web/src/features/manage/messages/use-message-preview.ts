import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { SchemaForm } from '../../../lib/forms/use-schema-form.ts';
import type { MessagePreviewQuery as MessagePreviewData } from '../gql/graphql.ts';
import { messageInputOf, type MessageDraft, type MessageValue } from './message-draft.ts';
import { MessagePreviewQuery } from './messages-documents.ts';

export type MessagePreview = MessagePreviewData['messagePreview'];

/**
 * The message as it would be mailed, and to how many, asked of the API (which refuses it as sendMessage would).
 * A preview shows what was written when it was asked for: an edit since makes it stale, so it goes.
 */
export function useMessagePreview(eventId: string, form: SchemaForm<MessageDraft, MessageValue>) {
  const client = useApolloClient();
  const [preview, setPreview] = useState<MessagePreview | null>(null);

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') setPreview(null);
        },
      }),
    [subscribe],
  );

  const fetchPreview = useCallback(
    async (value: MessageValue) => {
      const { data } = await client.query({
        query: MessagePreviewQuery,
        variables: { eventId, input: messageInputOf(value) },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The preview did not arrive.');
      setPreview(data.messagePreview);
      return data.messagePreview;
    },
    [client, eventId],
  );

  return { preview, fetchPreview, clearPreview: useCallback(() => setPreview(null), []) };
}
