import { useMutation } from '@apollo/client/react';
import { profileFormSchema } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
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
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [photoURL, setPhotoURL] = useState(user.photoURL ?? '');
  const [saved, setSaved] = useState(false);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const form = useFormSubmit();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const ok = await form.submit({
      form: event.currentTarget,
      schema: profileFormSchema,
      input: { displayName, photoURL },
      send: async (value) => {
        await updateProfile({ variables: { input: { displayName: value.displayName } } });
        await (await loadAuth()).updateProfile({ displayName: value.displayName, photoURL: value.photoURL });
      },
    });
    setSaved(ok);
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormError message={form.error} />
      {saved && <FormSuccess>Your profile is saved.</FormSuccess>}
      <TextField
        label="Display name"
        autoComplete="name"
        value={displayName}
        onChange={setDisplayName}
        error={form.fieldErrors['displayName']}
      />
      <TextField
        label="Photo URL"
        type="url"
        inputMode="url"
        value={photoURL}
        onChange={setPhotoURL}
        error={form.fieldErrors['photoURL']}
        hint="An https:// address of a picture of you. Optional."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        Save profile
      </SubmitButton>
    </Form>
  );
}
