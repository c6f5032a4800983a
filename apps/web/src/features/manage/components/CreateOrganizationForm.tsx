import { useMutation } from '@apollo/client/react';
import { createOrganizationSchema, slugify } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ViewerMembershipsQuery } from '../../memberships/index.ts';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

const CreateOrganizationMutation = graphql(`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      id
      name
      slug
      viewerRole
    }
  }
`);

const FIELDS = new Set(['name', 'slug']);
const showsField = (field: string) => FIELDS.has(field);

/** Anyone signed in can start an organization and becomes its owner; the slug follows the name until edited. */
export function CreateOrganizationForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [editedSlug, setEditedSlug] = useState<string | null>(null);
  const slug = editedSlug ?? slugify(name);
  const form = useFormSubmit({ showsField });
  const [createOrganization] = useMutation(CreateOrganizationMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      form: event.currentTarget,
      schema: createOrganizationSchema,
      input: { name, slug },
      send: async (input) => {
        // The viewer's memberships decide whether the tab bar offers Manage.
        const { data } = await createOrganization({
          variables: { input },
          refetchQueries: [ViewerMembershipsQuery],
          awaitRefetchQueries: true,
        });
        if (data) void navigate(`/manage/${data.createOrganization.slug}`);
      },
    });
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Create organization">
      <FormError message={form.error} />
      <TextField
        label="Organization name"
        autoComplete="organization"
        value={name}
        onChange={setName}
        error={form.fieldErrors['name']}
      />
      <TextField
        label="Web address"
        autoCapitalize="none"
        spellCheck={false}
        value={slug}
        onChange={setEditedSlug}
        error={form.fieldErrors['slug']}
        hint="Lowercase letters, numbers and hyphens: your organization's part of Admit's addresses."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Creating…">
        Create organization
      </SubmitButton>
    </Form>
  );
}
