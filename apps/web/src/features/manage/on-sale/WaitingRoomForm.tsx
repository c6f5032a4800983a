import { useMutation } from '@apollo/client/react';
import { instantToZoned } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ConfigureWaitingRoomMutation, WaitingRoomFields } from './on-sale-documents.ts';
import { draftOf, waitingRoomDraftSchema } from './waiting-room-draft.ts';

type Props = {
  eventId: string;
  timeZone: string;
  room: FragmentType<typeof WaitingRoomFields> | null;
  /** The room was saved: the counts beside the form are read again. */
  onSaved: () => void;
};

/**
 * The waiting room's settings: on or off, the on-sale (a wall-clock time in the event's zone), the pre-queue
 * window, the starting rate, and how long holds last while it is on. Refusals land beside their inputs.
 */
export function WaitingRoomForm({ eventId, timeZone, room: masked, onSaved }: Props) {
  const room = getFragmentData(WaitingRoomFields, masked);
  // The next whole minute, in the event's zone: a first room's on-sale to adjust (read once, on first render).
  const [nextMinute] = useState(() => instantToZoned(new Date(Date.now() + 60_000), timeZone));
  const form = useSchemaForm({ schema: waitingRoomDraftSchema, defaultValues: draftOf(room, nextMinute) });
  const [save] = useMutation(ConfigureWaitingRoomMutation);
  const [saved, setSaved] = useState(false);
  const submit = form.onSubmit(async (input) => {
    setSaved(false);
    await save({ variables: { eventId, input } });
    setSaved(true);
    onSaved();
  });
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="waiting-room-heading" className="border rounded p-3 mb-4">
      <h3 id="waiting-room-heading" className="h6">
        Waiting room
      </h3>
      <p className="small text-body-secondary">
        Everyone who arrives in the pre-queue window gets a random place at the on-sale, so arriving first or refreshing
        gives no advantage; later arrivals queue in order. Visitors are let through at the rate you set, slower if
        checkout slows down.
      </p>
      <SwitchField
        control={form.control}
        name="enabled"
        id="waiting-room-enabled"
        label="Sell through a waiting room"
      />
      <TextField control={form.control} name="opensAt" label={`On-sale (${timeZone})`} type="datetime-local" />
      <TextField
        control={form.control}
        name="preQueueMinutes"
        label="Pre-queue window (minutes before the on-sale)"
        type="number"
        inputMode="numeric"
      />
      <TextField
        control={form.control}
        name="admitPerMinute"
        label="People let through per minute"
        type="number"
        inputMode="numeric"
      />
      <TextField
        control={form.control}
        name="holdMinutes"
        label="Hold length while the room is on (minutes)"
        type="number"
        inputMode="numeric"
      />
      <TextField
        control={form.control}
        name="autoArrivalsPerMinute"
        label="Turn on by itself above this many holds a minute"
        type="number"
        inputMode="numeric"
        hint="While the room is off: past this rate on one server, it turns on, first come, first served. Leave empty for never."
      />
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save waiting room
      </SubmitButton>
      <FormError message={form.alert} />
      {saved && <FormSuccess>The waiting room is saved.</FormSuccess>}
    </Form>
  );
}
