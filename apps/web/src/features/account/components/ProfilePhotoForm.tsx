import { useMutation, useQuery } from '@apollo/client/react';
import { PROFILE_PHOTO_UPLOAD, UPLOAD_PURPOSE_HEADER, type FieldErrors } from '@admit/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { apiFieldErrors } from '../../../lib/api-errors.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { IMAGE_TYPES, tooLargeMessage } from '../../../lib/image-file.ts';
import { photoUrlForAccount } from '../../../lib/session/profile-photo.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { FileField } from '../../../ui/FileField.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { ProfilePhoto } from '../../../ui/ProfilePhoto.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { profilePhotoSchema, type ProfilePhotoDraft } from '../profile-photo.ts';

// The user is cached by id: the mutations' answers update the account card's photo too.
const ProfilePhotoQuery = graphql(`
  query ProfilePhoto {
    viewer {
      user {
        id
        photo {
          id
          url(width: 320)
          alt
        }
      }
    }
  }
`);
const UploadProfilePhotoMutation = graphql(`
  mutation UploadProfilePhoto($file: File!) {
    uploadProfilePhoto(file: $file) {
      id
      photo {
        id
        url(width: 320)
        alt
      }
    }
  }
`);
const RemoveProfilePhotoMutation = graphql(`
  mutation RemoveProfilePhoto {
    removeProfilePhoto {
      id
      photo {
        id
      }
    }
  }
`);

// A refused file is explained beside the file input, whether the API named it or a proxy refused its size.
const fileErrorsOf = (error: unknown): FieldErrors | null => {
  const tooLarge = tooLargeMessage(error);
  return tooLarge ? { file: tooLarge } : apiFieldErrors(error);
};
const defaultValues: ProfilePhotoDraft = { file: null };

type Photo = { url: string; alt: string };

/** The Firebase account keeps the photo's address too, so the shell shows it on every page without asking. */
async function keepInAccount(user: SessionUser, path: string | null): Promise<void> {
  const auth = await loadAuth();
  await auth.updateProfile({ displayName: user.displayName ?? '', photoURL: path ? photoUrlForAccount(path) : '' });
}

/** The person's photo: uploaded through the same path and checks as events' pictures, and removed on request. */
export function ProfilePhotoForm({ user }: { user: SessionUser }) {
  // A new key empties the file input after an upload (file inputs cannot be set from code).
  const [inputKey, setInputKey] = useState(0);
  // Changing the account's photo refreshes the session, which may reset Apollo's cache: always ask the API too.
  const { data, refetch } = useQuery(ProfilePhotoQuery, { fetchPolicy: 'cache-and-network' });
  const [upload] = useMutation(UploadProfilePhotoMutation);
  const [remove] = useMutation(RemoveProfilePhotoMutation);
  const removing = useAction();
  const form = useSchemaForm({
    schema: profilePhotoSchema,
    defaultValues,
    showsField: (field) => field === 'file',
    fieldErrorsOf: fileErrorsOf,
  });
  // What the last upload or removal answered, until the query has caught up with it.
  const [changed, setChanged] = useState<{ photo: Photo | null } | null>(null);
  const photo = changed ? changed.photo : (data?.viewer?.user.photo ?? null);

  const submit = form.onSubmit(async ({ file }) => {
    // The server checks that someone is signed in before it reads the file.
    const result = await upload({
      variables: { file },
      context: { headers: { [UPLOAD_PURPOSE_HEADER]: PROFILE_PHOTO_UPLOAD } },
    });
    const uploaded = result.data?.uploadProfilePhoto.photo ?? null;
    setChanged({ photo: uploaded });
    await keepInAccount(user, uploaded?.url ?? null);
    form.reset();
    setInputKey((k) => k + 1);
    await refetch();
    setChanged(null);
  });
  const removePhoto = () =>
    removing.run(async () => {
      await remove();
      setChanged({ photo: null });
      await keepInAccount(user, null);
      await refetch();
      setChanged(null);
    });

  return (
    <section aria-labelledby="profile-photo-heading" className="mb-4">
      <h2 id="profile-photo-heading" className="h6">
        Photo
      </h2>
      <div className="d-flex align-items-center gap-3 mb-3">
        {photo ? (
          <ProfilePhoto url={photo.url} size={64} alt={photo.alt} />
        ) : (
          <p className="text-body-secondary small mb-0">No photo yet. It is shown beside your name.</p>
        )}
        {photo && (
          <Button variant="outline-danger" size="sm" disabled={removing.busy} onClick={() => void removePhoto()}>
            {removing.busy ? 'Removing…' : 'Remove photo'}
          </Button>
        )}
      </div>
      <FormError message={removing.error} />
      <Form noValidate onSubmit={submit} aria-label="Upload a profile photo">
        <FormError message={form.alert} />
        <FileField
          key={inputKey}
          control={form.control}
          name="file"
          label={photo ? 'New photo' : 'Your photo'}
          accept={IMAGE_TYPES}
          hint="JPEG, PNG, WebP or GIF, up to 10 MB."
        />
        <SubmitButton variant="outline-primary" className="w-100" busy={form.busy} busyLabel="Uploading…">
          Upload photo
        </SubmitButton>
      </Form>
    </section>
  );
}
