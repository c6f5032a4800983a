import { useMutation } from '@apollo/client/react';
import { attendeeNameSchema, formatEventDateTime, z } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import { extendEffect, renameEffect } from './effect-words.ts';
import { ExtendOrderHoldMutation, RenameAttendeeMutation } from './order-detail-documents.ts';
import type { OrderActions } from './use-order-actions.ts';

type Props = { detail: OrderDetail; actions: OrderActions; timeZone: string };

const renameSchema = z.object({ attendeeName: attendeeNameSchema });

/** A ticket's attendee renamed, the new name typed in the modal. Mounted while it is asked for. */
export function RenameModal({ actions, ticket }: { actions: OrderActions; ticket: OrderDetail['tickets'][number] }) {
  const [rename] = useMutation(RenameAttendeeMutation);
  const form = useSchemaForm({ schema: renameSchema, defaultValues: { attendeeName: ticket.attendeeName } });
  const submit = form.onSubmit(({ attendeeName }) =>
    actions.confirm((input) => rename({ variables: { input, ticketId: ticket.id, attendeeName } })),
  );
  return (
    <ConfirmModal
      show
      title="Rename this attendee?"
      confirmLabel="Rename"
      busyLabel="Renaming…"
      busy={actions.action.busy}
      onConfirm={() => void submit()}
      onCancel={actions.close}
    >
      <FormError message={actions.action.error ?? form.alert} />
      <p data-testid="action-effect">{renameEffect(ticket.attendeeName)}</p>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField control={form.control} name="attendeeName" label="New name" autoComplete="off" autoFocus />
      </Form>
    </ConfirmModal>
  );
}

const EXTENSIONS = ['15', '30', '60', '120'] as const;
const extendSchema = z.object({ minutes: z.enum(EXTENSIONS) });

/** A running hold made longer by a chosen number of minutes; the modal says until when. */
export function ExtendModal({ detail, actions, timeZone }: Props) {
  const [extend] = useMutation(ExtendOrderHoldMutation);
  const form = useSchemaForm({ schema: extendSchema, defaultValues: { minutes: '30' as const } });
  const minutes = Number(form.watch('minutes'));
  const until = new Date(Date.parse(detail.order.holdExpiresAt) + minutes * 60_000);
  const submit = form.onSubmit(({ minutes: chosen }) =>
    actions.confirm((input) => extend({ variables: { input, minutes: Number(chosen) } })),
  );
  return (
    <ConfirmModal
      show
      title="Extend this hold?"
      confirmLabel={`Extend by ${minutes} minutes`}
      busyLabel="Extending…"
      busy={actions.action.busy}
      onConfirm={() => void submit()}
      onCancel={actions.close}
    >
      <FormError message={actions.action.error ?? form.alert} />
      <SelectField control={form.control} name="minutes" label="Extend by">
        {EXTENSIONS.map((m) => (
          <option key={m} value={m}>
            {m} minutes
          </option>
        ))}
      </SelectField>
      <p className="mb-0" data-testid="action-effect">
        {extendEffect(minutes, detail.placesHeld, formatEventDateTime(until.toISOString(), timeZone))}
      </p>
    </ConfirmModal>
  );
}
