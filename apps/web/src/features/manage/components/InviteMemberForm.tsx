import { useMutation } from '@apollo/client/react';
import { inviteMemberSchema, ORGANIZATION_ROLES, ROLE_LABELS } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { InvitationsQuery } from './team-queries.ts';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

const InviteMemberMutation = graphql(`
  mutation InviteMember($organizationId: ID!, $input: InviteMemberInput!) {
    inviteMember(organizationId: $organizationId, input: $input) {
      id
      email
      role
    }
  }
`);

/** An invitation waits for the person with that (verified) email to accept it; then they join with the chosen role. */
export function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const [invited, setInvited] = useState<string | null>(null);
  const form = useSchemaForm({ schema: inviteMemberSchema, defaultValues: { email: '', role: 'MANAGER' } });
  const [inviteMember] = useMutation(InviteMemberMutation, {
    refetchQueries: [InvitationsQuery],
    awaitRefetchQueries: true,
  });
  const send = form.onSubmit(async (input) => {
    await inviteMember({ variables: { organizationId, input } });
    setInvited(input.email);
    // The role stays: the next invitation is often for the same role.
    form.resetField('email');
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    // A new try hides the last one's success, whether or not it passes the rules.
    setInvited(null);
    void send(event);
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Invite someone">
      <FormError message={form.alert} />
      {invited && (
        <FormSuccess>Invited {invited}. They join once they accept, signed in with that verified email.</FormSuccess>
      )}
      <TextField
        control={form.control}
        name="email"
        label="Email of the person to invite"
        type="email"
        inputMode="email"
        autoComplete="off"
      />
      <SelectField
        control={form.control}
        name="role"
        label="Their role"
        hint="Managers run events and ticket types; door staff only check tickets in; owners also manage the team."
      >
        {ORGANIZATION_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Sending…">
        Send invitation
      </SubmitButton>
    </Form>
  );
}
