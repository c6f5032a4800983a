import { useMutation } from '@apollo/client/react';
import { waitingListPolicyDraftSchema } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SetWaitingListPolicyMutation, WaitingListPolicyFields } from './waiting-list-documents.ts';

/** Whether sold-out types take a waiting list, and how places that come back are offered. */
export function WaitingListPolicyForm({
  eventId,
  policy: masked,
}: {
  eventId: string;
  policy: FragmentType<typeof WaitingListPolicyFields>;
}) {
  const policy = getFragmentData(WaitingListPolicyFields, masked);
  const form = useSchemaForm({
    schema: waitingListPolicyDraftSchema,
    defaultValues: {
      enabled: policy.enabled,
      autoOffer: policy.autoOffer,
      offerHours: String(policy.offerHours),
      skipGroups: policy.skipGroups,
    },
  });
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const [save] = useMutation(SetWaitingListPolicyMutation);
  const [saved, setSaved] = useState<string | null>(null);
  const submit = form.onSubmit(async (input) => {
    setSaved(null);
    const { data } = await save({ variables: { eventId, input } });
    const after = data ? getFragmentData(WaitingListPolicyFields, data.setWaitingListPolicy.waitingListPolicy) : null;
    setSaved(after?.summary ?? null);
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Waiting list settings" className="border rounded p-3 mb-4">
      <SwitchField
        control={form.control}
        name="enabled"
        id="waiting-list-enabled"
        label="Sold-out types take a waiting list"
      />
      {enabled && (
        <>
          <SwitchField
            control={form.control}
            name="autoOffer"
            id="waiting-list-auto"
            label="Offer places that come back automatically (off: you offer them below)"
          />
          <TextField
            control={form.control}
            name="offerHours"
            label="Hours an offer holds its places"
            inputMode="numeric"
          />
          <SwitchField
            control={form.control}
            name="skipGroups"
            id="waiting-list-skip"
            label="Let a smaller entry go before a group the free places do not fit"
          />
        </>
      )}
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save waiting list
      </SubmitButton>
      <FormError message={form.alert} />
      {saved && <FormSuccess>Saved. {saved}</FormSuccess>}
    </Form>
  );
}
