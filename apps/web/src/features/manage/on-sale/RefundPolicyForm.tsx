import { useMutation } from '@apollo/client/react';
import { refundPolicyDraftSchema, type RefundPolicyMode } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SetRefundPolicyMutation } from './on-sale-documents.ts';

type Policy = { mode: RefundPolicyMode; days: number; percent: number; summary: string };

/** What buyers get back by cancelling their own orders, and until when; saved, it says so in the buyers' words. */
export function RefundPolicyForm({ eventId, policy }: { eventId: string; policy: Policy }) {
  const form = useSchemaForm({
    schema: refundPolicyDraftSchema,
    defaultValues: { mode: policy.mode, days: String(policy.days), percent: String(policy.percent) },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const [save] = useMutation(SetRefundPolicyMutation);
  const [saved, setSaved] = useState<string | null>(null);
  const submit = form.onSubmit(async (input) => {
    setSaved(null);
    const { data } = await save({ variables: { eventId, input } });
    setSaved(data?.setRefundPolicy.refundPolicy.summary ?? null);
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Refund policy" className="border rounded p-3 mb-4">
      <h3 className="h6">Refund policy</h3>
      <p className="small text-body-secondary">Buyers cancel from their order page and see the amount first.</p>
      <SelectField control={form.control} name="mode" label="Buyers who cancel get back">
        <option value="NONE">Nothing (no cancelling)</option>
        <option value="FULL">Everything they paid</option>
        <option value="PERCENT">A percentage of what they paid</option>
      </SelectField>
      {mode === 'PERCENT' && (
        <TextField control={form.control} name="percent" label="Percentage given back" inputMode="numeric" />
      )}
      {mode !== 'NONE' && (
        <TextField
          control={form.control}
          name="days"
          label="Until how many days before the event (0: until it starts)"
          inputMode="numeric"
        />
      )}
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save policy
      </SubmitButton>
      <FormError message={form.alert} />
      {saved && <FormSuccess>Saved. Buyers read: “{saved}”</FormSuccess>}
    </Form>
  );
}
