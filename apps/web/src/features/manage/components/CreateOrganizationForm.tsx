import { useMutation } from '@apollo/client/react';
import { createOrganizationSchema, slugify } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
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

/** Anyone signed in can start an organization and becomes its owner; the slug follows the name until edited. */
export function CreateOrganizationForm() {
  const navigate = useNavigate();
  const form = useSchemaForm({ schema: createOrganizationSchema, defaultValues: { name: '', slug: '' } });
  const [createOrganization] = useMutation(CreateOrganizationMutation);
  // Once the organizer types an address of their own, the name no longer writes it.
  const [slugEdited, setSlugEdited] = useState(false);
  const followName = (name: string) => {
    if (!slugEdited) form.setValue('slug', slugify(name));
  };

  const submit = form.onSubmit(async (input) => {
    // The viewer's memberships decide whether the tab bar offers Manage.
    const { data } = await createOrganization({
      variables: { input },
      refetchQueries: [ViewerMembershipsQuery],
      awaitRefetchQueries: true,
    });
    if (data) void navigate(`/manage/${data.createOrganization.slug}`);
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Create organization">
      <FormError message={form.alert} />
      <TextField
        control={form.control}
        name="name"
        label="Organization name"
        autoComplete="organization"
        onValueChange={followName}
      />
      <TextField
        control={form.control}
        name="slug"
        label="Web address"
        autoCapitalize="none"
        spellCheck={false}
        onValueChange={() => setSlugEdited(true)}
        hint="Lowercase letters, numbers and hyphens: your organization's part of Admit's addresses."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Creating…">
        Create organization
      </SubmitButton>
    </Form>
  );
}
