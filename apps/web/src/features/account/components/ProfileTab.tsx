import { useMutation } from '@apollo/client/react';
import { profileFormSchema } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      displayName
    }
  }
`);

/** Name and photo: kept in Firebase (what other apps see) and in Admit's records. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const [saved, setSaved] = useState(false);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const form = useSchemaForm({
    schema: profileFormSchema,
    defaultValues: { displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' },
  });

  const submit = form.onSubmit(async (value) => {
    await updateProfile({ variables: { input: { displayName: value.displayName } } });
    await (await loadAuth()).updateProfile({ displayName: value.displayName, photoURL: value.photoURL });
    setSaved(true);
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        // A new try hides the last success, whether or not the rules let it through.
        setSaved(false);
        void submit(event);
      }}
    >
      <FormError message={form.alert} />
      {saved && <FormSuccess>Your profile is saved.</FormSuccess>}
      <TextField control={form.control} name="displayName" label="Display name" autoComplete="name" />
      <TextField
        control={form.control}
        name="photoURL"
        label="Photo URL"
        type="url"
        inputMode="url"
        hint="An https:// address of a picture of you. Optional."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        Save profile
      </SubmitButton>
    </Form>
  );
}
