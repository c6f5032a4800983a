import { useMutation } from '@apollo/client/react';
import { updateProfileSchema } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { ProfilePhotoForm } from './ProfilePhotoForm.tsx';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      displayName
    }
  }
`);

/** Photo and name: kept in Admit's records and in Firebase (what other apps see). The photo is uploaded. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const [saved, setSaved] = useState(false);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const form = useSchemaForm({ schema: updateProfileSchema, defaultValues: { displayName: user.displayName ?? '' } });

  const submit = form.onSubmit(async (value) => {
    await updateProfile({ variables: { input: { displayName: value.displayName } } });
    // The photo is the upload's business (ProfilePhotoForm): unchanged here, so not sent.
    await (await loadAuth()).updateProfile({ displayName: value.displayName, photoURL: user.photoURL ?? '' });
    setSaved(true);
  });

  return (
    <>
      <ProfilePhotoForm user={user} />
      <Form
        noValidate
        aria-label="Your name"
        onSubmit={(event) => {
          // A new try hides the last success, whether or not the rules let it through.
          setSaved(false);
          void submit(event);
        }}
      >
        <FormError message={form.alert} />
        {saved && <FormSuccess>Your profile is saved.</FormSuccess>}
        <TextField control={form.control} name="displayName" label="Display name" autoComplete="name" />
        <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
          Save name
        </SubmitButton>
      </Form>
    </>
  );
}
