import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { SchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { messageInputOf, type MessageDraft, type MessageValue } from './message-draft.ts';
import { peopleWords } from './message-words.ts';
import { EventMessagesQuery, SendMessageMutation, SendTestMessageMutation } from './messages-documents.ts';
import { useMessagePreview } from './use-message-preview.ts';

export type ComposeAction = 'preview' | 'test' | 'send';
/** A message checked and counted, waiting for the organizer to confirm it goes. */
export type PendingSend = { value: MessageValue; recipientCount: number };
type Form = SchemaForm<MessageDraft, MessageValue>;

/** Sending, once confirmed: the message goes, the form empties, the list is read again with it. */
function useConfirmedSend(eventId: string, form: Form, onSent: (words: string) => void) {
  const [pending, setPending] = useState<PendingSend | null>(null);
  const [sending, setSending] = useState(false);
  const [sendMessage] = useMutation(SendMessageMutation, { refetchQueries: [EventMessagesQuery] });

  const confirmSend = async () => {
    if (!pending) return;
    setSending(true);
    try {
      const { value } = pending;
      const input = messageInputOf(value);
      const { data } = await sendMessage({ variables: { eventId, input, ratePerMinute: value.ratePerMinute } });
      form.reset();
      if (data) onSent(`Sending “${data.sendMessage.subject}” to ${peopleWords(data.sendMessage.recipientCount)}.`);
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  return { pending, setPending, sending, confirmSend, cancelSend: () => setPending(null) };
}

/**
 * The compose form's three actions. Preview asks how the message looks and how many it reaches; a test goes to the
 * organizer alone; Send counts the recipients first and waits for a confirmation (`confirmSend`). Each checks the
 * shared rules first, and a refusal lands beside its input (or the form's alert) as on every other form.
 */
export function useComposeActions(eventId: string, form: Form) {
  const [acting, setActing] = useState<ComposeAction | null>(null);
  const [testSentTo, setTestSentTo] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { preview, fetchPreview, clearPreview } = useMessagePreview(eventId, form);
  const [sendTest] = useMutation(SendTestMessageMutation);
  const send = useConfirmedSend(eventId, form, (words) => {
    clearPreview();
    setSent(words);
  });

  const start = (action: ComposeAction) => {
    setActing(action);
    setTestSentTo(null);
    setSent(null);
  };

  const showPreview = form.onSubmit(async (value) => {
    start('preview');
    await fetchPreview(value);
  });

  const sendTestToMe = form.onSubmit(async (value) => {
    start('test');
    const { data } = await sendTest({ variables: { eventId, input: messageInputOf(value) } });
    setTestSentTo(data?.sendTestMessage ?? null);
  });

  const askToSend = form.onSubmit(async (value) => {
    start('send');
    const counted = await fetchPreview(value);
    send.setPending({ value, recipientCount: counted.recipientCount });
  });

  const busy = (action: ComposeAction) => form.busy && acting === action;
  const { pending, sending, confirmSend, cancelSend } = send;
  return {
    busy,
    preview,
    testSentTo,
    sent,
    pending,
    sending,
    showPreview,
    sendTestToMe,
    askToSend,
    confirmSend,
    cancelSend,
  };
}
