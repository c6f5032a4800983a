import { useMutation } from '@apollo/client/react';
import { UPLOAD_EVENT_HEADER, type FieldErrors } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { graphql } from '../gql/index.ts';
import type { EventImageKind } from '../gql/graphql.ts';
import { apiFieldErrors } from '../../../lib/api-errors.ts';
import { useSchemaForm, type SchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { IMAGE_TYPES, imageUploadSchema, tooLargeMessage, type ImageUploadDraft } from '../upload-event-image.ts';

// It answers with the event's images, which Apollo writes over the cached ones.
const UploadEventImageMutation = graphql(`
  mutation UploadEventImage($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {
    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {
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

const showsField = (field: string) => field === 'file';
const defaultValues: ImageUploadDraft = { file: null, alt: '' };

type Props = {
  eventId: string;
  kind: EventImageKind;
  fileLabel: string;
  submitLabel: string;
};

/** One image up to the event: a cover (which replaces the last) or a gallery image with its description. */
export function ImageUploadForm({ eventId, kind, fileLabel, submitLabel }: Props) {
  // A new key empties the file input after an upload (file inputs cannot be set from code).
  const [inputKey, setInputKey] = useState(0);
  const form = useSchemaForm({ schema: imageUploadSchema, defaultValues, showsField, fieldErrorsOf: fileErrorsOf });
  const [upload] = useMutation(UploadEventImageMutation);

  const submit = form.onSubmit(async ({ file, alt }) => {
    // The server checks who may upload to this event before it reads the file.
    await upload({
      variables: { eventId, kind, file, alt },
      context: { headers: { [UPLOAD_EVENT_HEADER]: eventId } },
    });
    form.reset();
    setInputKey((k) => k + 1);
  });

  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={kind === 'COVER' ? 'Upload a cover image' : 'Upload a gallery image'}
      className="mb-3"
    >
      <FormError message={form.alert} />
      <FileField key={inputKey} form={form} id={`event-image-${kind.toLowerCase()}`} label={fileLabel} />
      {/* The API describes a cover by the event's title and keeps alt text for gallery images only. */}
      {kind === 'GALLERY' && (
        <TextField
          control={form.control}
          name="alt"
          label="Gallery image description"
          className="mb-2"
          hint="What the picture shows, for people who cannot see it."
        />
      )}
      <SubmitButton variant="outline-primary" className="w-100" busy={form.busy} busyLabel="Uploading…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

type FileFieldProps = {
  form: SchemaForm<ImageUploadDraft, { file: File; alt: string | null }>;
  id: string;
  label: string;
};

/** The file input: the form holds the chosen file, since a file input cannot be given a value. */
function FileField({ form, id, label }: FileFieldProps) {
  const {
    field: { ref, name, onBlur, onChange },
    fieldState,
  } = useController({ control: form.control, name: 'file' });
  const error = fieldState.error?.message;
  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={ref}
        name={name}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={onBlur}
        onChange={(e) => onChange((e.target instanceof HTMLInputElement && e.target.files?.[0]) || null)}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      <Form.Text muted>JPEG, PNG, WebP or GIF, up to 10 MB.</Form.Text>
    </Form.Group>
  );
}
