import { useMutation } from '@apollo/client/react';
import { transferPolicyDraftSchema } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SetTransferPolicyMutation } from './on-sale-documents.ts';

type Policy = { allowed: boolean; closesHoursBefore: number; summary: string };

/** Whether ticket holders may pass their tickets on, and until when; saved, it says so in the holders' words. */
export function TransferPolicyForm({ eventId, policy }: { eventId: string; policy: Policy }) {
  const form = useSchemaForm({
    schema: transferPolicyDraftSchema,
    defaultValues: { allowed: policy.allowed, closesHoursBefore: String(policy.closesHoursBefore) },
  });
  const allowed = useWatch({ control: form.control, name: 'allowed' });
  const [save] = useMutation(SetTransferPolicyMutation);
  const [saved, setSaved] = useState<string | null>(null);
  const submit = form.onSubmit(async (input) => {
    setSaved(null);
    const { data } = await save({ variables: { eventId, input } });
    setSaved(data?.setTransferPolicy.transferPolicy.summary ?? null);
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Passing tickets on" className="border rounded p-3 mb-4">
      <h3 className="h6">Passing tickets on</h3>
      <p className="small text-body-secondary">
        A holder sends their ticket to someone by email; it is reissued in the new name and the old code stops working.
        No money changes hands.
      </p>
      <SwitchField control={form.control} name="allowed" id="transfers-allowed" label="Holders may pass tickets on" />
      {allowed && (
        <TextField
          control={form.control}
          name="closesHoursBefore"
          label="Until how many hours before the event (0: until it starts)"
          inputMode="numeric"
        />
      )}
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save passing on
      </SubmitButton>
      <FormError message={form.alert} />
      {saved && <FormSuccess>Saved. Holders read: “{saved}”</FormSuccess>}
    </Form>
  );
}
