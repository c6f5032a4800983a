import { MESSAGE_RATE_MAX, MESSAGE_RATE_MIN } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { emptyMessageDraft, messageDraftSchema } from './message-draft.ts';
import { peopleWords } from './message-words.ts';
import { MessagePreviewPanel } from './MessagePreviewPanel.tsx';
import { RecipientsFields, type TicketTypeOption } from './RecipientsFields.tsx';
import { useComposeActions } from './use-compose-actions.ts';

type Props = { eventId: string; ticketTypes: TicketTypeOption[] };

/**
 * A message to the event's attendees: subject, Markdown body, recipients and sending rate, checked by the shared
 * rules. Preview shows it and counts its recipients; a test goes to the organizer; Send asks first, with the count.
 */
export function ComposeMessageForm({ eventId, ticketTypes }: Props) {
  const form = useSchemaForm({ schema: messageDraftSchema, defaultValues: emptyMessageDraft });
  const actions = useComposeActions(eventId, form);
  const { pending } = actions;

  return (
    <Form noValidate onSubmit={actions.askToSend} aria-labelledby="compose-heading" className="mb-4">
      <h3 id="compose-heading" className="h6">
        New message
      </h3>
      <fieldset disabled={form.busy || actions.sending}>
        <TextField control={form.control} name="subject" label="Subject" autoComplete="off" />
        <TextField
          control={form.control}
          name="body"
          label="Message"
          as="textarea"
          rows={8}
          hint="Markdown: **bold**, _italic_, [a link](https://example.com), lists with -."
        />
        <RecipientsFields control={form.control} ticketTypes={ticketTypes} />
        <TextField
          control={form.control}
          name="ratePerMinute"
          label="Sending rate (mails per minute)"
          type="number"
          inputMode="numeric"
          min={MESSAGE_RATE_MIN}
          max={MESSAGE_RATE_MAX}
        />
        <FormError message={form.alert} />
        {actions.testSentTo && <FormSuccess>{`Test sent to ${actions.testSentTo}`}</FormSuccess>}
        {actions.sent && <FormSuccess>{actions.sent}</FormSuccess>}
        {actions.preview && <MessagePreviewPanel preview={actions.preview} />}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={(e) => void actions.showPreview(e)}>
            {actions.busy('preview') ? 'Previewing…' : 'Preview'}
          </Button>
          <Button variant="outline-secondary" onClick={(e) => void actions.sendTestToMe(e)}>
            {actions.busy('test') ? 'Sending the test…' : 'Send a test to me'}
          </Button>
          <SubmitButton busy={actions.busy('send')} busyLabel="Counting recipients…" className="ms-sm-auto">
            Send
          </SubmitButton>
        </div>
      </fieldset>
      <ConfirmModal
        show={pending !== null}
        title="Send this message?"
        confirmLabel={pending ? `Send to ${peopleWords(pending.recipientCount)}` : 'Send'}
        busy={actions.sending}
        busyLabel="Sending…"
        onConfirm={() => void actions.confirmSend()}
        onCancel={actions.cancelSend}
      >
        {pending && (
          <p className="mb-0">
            {`“${pending.value.subject}” will go to ${peopleWords(pending.recipientCount)}, `}
            {`${pending.value.ratePerMinute.toLocaleString('en')} mails a minute. It cannot be called back.`}
          </p>
        )}
      </ConfirmModal>
    </Form>
  );
}
