import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { EventImageKind } from '../gql/graphql.ts';
import { UPLOAD_EVENT_HEADER, type FieldErrors } from '@admit/shared';
import { apiFieldErrors } from '../../../lib/api-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { IMAGE_TYPES, imageFileProblem, tooLargeMessage } from '../upload-event-image.ts';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

export const EventImages_EventFragment = graphql(`
  fragment EventImages_event on Event {
    id
    coverImage {
      id
      alt
      url(width: 640)
    }
    gallery {
      id
      alt
      url(width: 320)
    }
  }
`);

// Both answer with the event's images, which Apollo writes over the cached ones.
const UploadEventImageMutation = graphql(`
  mutation UploadEventImage($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {
    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {
      id
      ...EventImages_event
    }
  }
`);

const RemoveEventImageMutation = graphql(`
  mutation RemoveEventImage($eventId: ID!, $imageId: ID!) {
    removeEventImage(eventId: $eventId, imageId: $imageId) {
      id
      ...EventImages_event
    }
  }
`);

// A refused file is explained beside the file input, whether the API named it or a proxy refused its size.
const fileErrorsOf = (error: unknown): FieldErrors | null => {
  const tooLarge = tooLargeMessage(error);
  return tooLarge ? { file: tooLarge } : apiFieldErrors(error);
};

type Props = {
  event: FragmentType<typeof EventImages_EventFragment>;
  readOnly: boolean;
};

/** The cover (one, replaced by a new upload) and a gallery, each with a preview and a remove button. */
export function EventImages({ event: eventRef, readOnly }: Props) {
  const event = getFragmentData(EventImages_EventFragment, eventRef);
  const [removeImage] = useMutation(RemoveEventImageMutation);
  const removal = useFormSubmit();
  const remove = (imageId: string) =>
    void removal.run(async () => void (await removeImage({ variables: { eventId: event.id, imageId } })));

  return (
    <>
      <FormError message={removal.error} />
      <h3 className="h6">Cover image</h3>
      {event.coverImage ? (
        <figure className="mb-2">
          <img src={event.coverImage.url} alt={event.coverImage.alt} className="img-fluid rounded w-100" />
          {!readOnly && (
            <Button
              variant="link"
              className="text-danger px-0"
              disabled={removal.busy}
              onClick={() => event.coverImage && remove(event.coverImage.id)}
            >
              Remove cover image
            </Button>
          )}
        </figure>
      ) : (
        <p className="text-body-secondary small">No cover image yet.</p>
      )}
      {!readOnly && (
        <ImageUploadForm
          eventId={event.id}
          kind="COVER"
          fileLabel={event.coverImage ? 'Replace cover image' : 'Cover image'}
          submitLabel="Upload cover"
        />
      )}

      <h3 className="h6 mt-4">Gallery</h3>
      {event.gallery.length === 0 && <p className="text-body-secondary small">No gallery images yet.</p>}
      <div className="row row-cols-2 g-2 mb-3" role="list" aria-label="Gallery images">
        {event.gallery.map((image, index) => (
          <figure key={image.id} className="col mb-0" role="listitem">
            <img src={image.url} alt={image.alt} className="img-fluid rounded w-100" />
            {!readOnly && (
              <Button
                variant="link"
                size="sm"
                className="text-danger px-0"
                disabled={removal.busy}
                onClick={() => remove(image.id)}
              >
                Remove<span className="visually-hidden"> gallery image {index + 1}</span>
              </Button>
            )}
          </figure>
        ))}
      </div>
      {!readOnly && (
        <ImageUploadForm eventId={event.id} kind="GALLERY" fileLabel="Gallery image" submitLabel="Add to gallery" />
      )}
    </>
  );
}

type UploadProps = {
  eventId: string;
  kind: EventImageKind;
  fileLabel: string;
  submitLabel: string;
};

const showsField = (field: string) => field === 'file';

function ImageUploadForm({ eventId, kind, fileLabel, submitLabel }: UploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  // A new key empties the file input after an upload (file inputs cannot be set from code).
  const [inputKey, setInputKey] = useState(0);
  const action = useFormSubmit({ showsField, fieldErrorsOf: fileErrorsOf });
  const [upload] = useMutation(UploadEventImageMutation);
  const fileId = `event-image-${kind.toLowerCase()}`;
  const fileError = action.fieldErrors['file'];

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = file ? imageFileProblem(file) : 'Choose an image first.';
    if (!file || problem) {
      action.setFieldErrors({ file: problem ?? 'Choose an image first.' });
      return;
    }
    const form = e.currentTarget;
    const ok = await action.run(async () => {
      // The server checks who may upload to this event before it reads the file.
      await upload({
        variables: { eventId, kind, file, alt: alt.trim() || null },
        context: { headers: { [UPLOAD_EVENT_HEADER]: eventId } },
      });
    }, form);
    if (ok) {
      setFile(null);
      setAlt('');
      setInputKey((k) => k + 1);
    }
  }

  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={kind === 'COVER' ? 'Upload a cover image' : 'Upload a gallery image'}
      className="mb-3"
    >
      <FormError message={action.error} />
      <Form.Group className="mb-2" controlId={fileId}>
        <Form.Label>{fileLabel}</Form.Label>
        <Form.Control
          key={inputKey}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          isInvalid={!!fileError}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            setFile(input.files?.[0] ?? null);
            action.setFieldErrors({});
          }}
        />
        <Form.Control.Feedback type="invalid" id={`${fileId}-error`}>
          {fileError}
        </Form.Control.Feedback>
        <Form.Text muted>JPEG, PNG, WebP or GIF, up to 10 MB.</Form.Text>
      </Form.Group>
      {/* The API describes a cover by the event's title and keeps alt text for gallery images only. */}
      {kind === 'GALLERY' && (
        <TextField
          label="Gallery image description"
          value={alt}
          onChange={setAlt}
          className="mb-2"
          hint="What the picture shows, for people who cannot see it."
        />
      )}
      <SubmitButton variant="outline-primary" className="w-100" busy={action.busy} busyLabel="Uploading…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
