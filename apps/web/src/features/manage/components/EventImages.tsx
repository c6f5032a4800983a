import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import {
  IMAGE_TYPES,
  ImageTooLargeError,
  imageFileProblem,
  uploadEventImage,
  type EventImageKind,
} from '../upload-event-image.ts';

export const EventImages_EventFragment = gql`
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
`;

type Image = { id: string; alt: string; url: string };
export type EventImagesEvent = { id: string; coverImage: Image | null; gallery: Image[] };

const RemoveEventImageMutation: TypedDocumentNode<
  { removeEventImage: EventImagesEvent },
  { eventId: string; imageId: string }
> = gql`
  mutation RemoveEventImage($eventId: ID!, $imageId: ID!) {
    removeEventImage(eventId: $eventId, imageId: $imageId) {
      ...EventImages_event
    }
  }
  ${EventImages_EventFragment}
`;

// A refused file is explained beside the file input; other failures in the form's alert.
const uploadMessage = (error: unknown) => {
  if (error instanceof ImageTooLargeError || apiFieldErrors(error)?.['file']) return '';
  return apiErrorMessage(error);
};

type Props = {
  event: EventImagesEvent;
  readOnly: boolean;
  /** Uploads bypass Apollo, so the page refetches the event to show them. */
  onUploaded: () => Promise<unknown>;
};

/** The cover (one, replaced by a new upload) and a gallery, each with a preview and a remove button. */
export function EventImages({ event, readOnly, onUploaded }: Props) {
  const [removeImage] = useMutation(RemoveEventImageMutation);
  const removal = useAsyncAction(apiErrorMessage);
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
          onUploaded={onUploaded}
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
        <ImageUploadForm
          eventId={event.id}
          kind="GALLERY"
          fileLabel="Gallery image"
          submitLabel="Add to gallery"
          onUploaded={onUploaded}
        />
      )}
    </>
  );
}

type UploadProps = {
  eventId: string;
  kind: EventImageKind;
  fileLabel: string;
  submitLabel: string;
  onUploaded: () => Promise<unknown>;
};

function ImageUploadForm({ eventId, kind, fileLabel, submitLabel, onUploaded }: UploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  // A new key empties the file input after an upload (file inputs cannot be set from code).
  const [inputKey, setInputKey] = useState(0);
  const action = useAsyncAction(uploadMessage);
  const fileId = `event-image-${kind.toLowerCase()}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = file ? imageFileProblem(file) : 'Choose an image first.';
    setFileError(problem ?? undefined);
    if (!file || problem) return;
    const ok = await action.run(async () => {
      try {
        await uploadEventImage({ eventId, kind, file, alt: alt.trim() || null });
      } catch (error) {
        const refused = error instanceof ImageTooLargeError ? error.message : apiFieldErrors(error)?.['file'];
        if (refused) setFileError(refused);
        throw error;
      }
      await onUploaded();
    });
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
            setFileError(undefined);
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
      <Button type="submit" variant="outline-primary" className="w-100" disabled={action.busy}>
        {action.busy ? 'Uploading…' : submitLabel}
      </Button>
    </Form>
  );
}
