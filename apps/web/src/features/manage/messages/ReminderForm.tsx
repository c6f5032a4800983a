import { useMutation } from '@apollo/client/react';
import { REMINDER_HOURS_DEFAULT, REMINDER_HOURS_MAX, REMINDER_HOURS_MIN } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { reminderDraftSchema } from './message-draft.ts';
import { SetReminderHoursMutation } from './messages-documents.ts';

/**
 * When each paid order's holder is reminded of the event: hours before the start, saved on its own. A refusal is
 * shown beside the input.
 */
export function ReminderForm({ eventId, reminderHours }: { eventId: string; reminderHours: number | null }) {
  const form = useSchemaForm({
    schema: reminderDraftSchema,
    defaultValues: { hours: String(reminderHours ?? REMINDER_HOURS_DEFAULT) },
  });
  const [save] = useMutation(SetReminderHoursMutation);
  const [saved, setSaved] = useState<number | null>(null);
  const submit = form.onSubmit(async ({ hours }) => {
    setSaved(null);
    const { data } = await save({ variables: { eventId, hours } });
    setSaved(data?.setReminderHours.reminderHours ?? hours);
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="reminder-heading" className="border rounded p-3 mb-4">
      <h3 id="reminder-heading" className="h6">
        Reminder
      </h3>
      <div className="d-flex gap-2 align-items-start">
        <TextField
          control={form.control}
          name="hours"
          label="Hours before the start"
          type="number"
          inputMode="numeric"
          min={REMINDER_HOURS_MIN}
          max={REMINDER_HOURS_MAX}
          className="flex-grow-1 mb-2"
          hint={`Each holder is mailed a reminder this long before the start (${REMINDER_HOURS_MIN} to ${REMINDER_HOURS_MAX}).`}
        />
        {/* Level with the input, below its label. */}
        <SubmitButton busy={form.busy} busyLabel="Saving…" style={{ marginTop: '2rem' }}>
          Save
        </SubmitButton>
      </div>
      <FormError message={form.alert} />
      {saved !== null && (
        <FormSuccess>{`Holders are reminded ${saved} ${saved === 1 ? 'hour' : 'hours'} before the start.`}</FormSuccess>
      )}
    </Form>
  );
}
