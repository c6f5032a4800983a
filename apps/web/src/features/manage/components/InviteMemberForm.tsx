import { useMutation } from '@apollo/client/react';
import { inviteMemberSchema, ORGANIZATION_ROLES, ROLE_LABELS, type OrganizationRole } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
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

const FIELDS = new Set(['email', 'role']);
const showsField = (field: string) => FIELDS.has(field);

/** An invitation waits for the person with that (verified) email to accept it; then they join with the chosen role. */
export function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizationRole>('MANAGER');
  const [invited, setInvited] = useState<string | null>(null);
  const form = useFormSubmit({ showsField });
  const [inviteMember] = useMutation(InviteMemberMutation, {
    refetchQueries: [InvitationsQuery],
    awaitRefetchQueries: true,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setInvited(null);
    await form.submit({
      form: event.currentTarget,
      schema: inviteMemberSchema,
      input: { email, role },
      send: async (input) => {
        await inviteMember({ variables: { organizationId, input } });
        setInvited(input.email);
        setEmail('');
      },
    });
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Invite someone">
      <FormError message={form.error} />
      {invited && (
        <FormSuccess>Invited {invited}. They join once they accept, signed in with that verified email.</FormSuccess>
      )}
      <TextField
        label="Email of the person to invite"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={form.fieldErrors['email']}
      />
      <SelectField
        label="Their role"
        value={role}
        onChange={(value) => setRole(value as OrganizationRole)}
        error={form.fieldErrors['role']}
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
