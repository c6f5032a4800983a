import { useMutation } from '@apollo/client/react';
import { profileFormSchema, validate, type FieldErrors } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { loadAuth, type SessionUser } from '../../auth/session.ts';
import { accountErrorMessage } from '../error-message.ts';
import { UpdateProfileMutation } from '../operations.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';

/** Name and photo: kept in Firebase (what other apps see) and in Admit's records. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [photoURL, setPhotoURL] = useState(user.photoURL ?? '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const action = useAsyncAction(accountErrorMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const result = validate(profileFormSchema, { displayName, photoURL });
    if (!result.ok) return setFieldErrors(result.errors);
    setFieldErrors({});
    const ok = await action.run(async () => {
      await updateProfile({ variables: { input: { displayName: result.value.displayName } } });
      await (
        await loadAuth()
      ).updateProfile({
        displayName: result.value.displayName,
        photoURL: result.value.photoURL,
      });
    });
    setSaved(ok);
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormError message={action.error} />
      {saved && <FormSuccess>Your profile is saved.</FormSuccess>}
      <TextField
        label="Display name"
        autoComplete="name"
        value={displayName}
        onChange={setDisplayName}
        error={fieldErrors['displayName']}
      />
      <TextField
        label="Photo URL"
        type="url"
        inputMode="url"
        value={photoURL}
        onChange={setPhotoURL}
        error={fieldErrors['photoURL']}
        hint="An https:// address of a picture of you. Optional."
      />
      <Button type="submit" className="w-100" disabled={action.busy}>
        {action.busy ? 'Saving…' : 'Save profile'}
      </Button>
    </Form>
  );
}
