import { useMutation } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { ImageUploadForm } from './ImageUploadForm.tsx';

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

// It answers with the event's images, which Apollo writes over the cached ones.
const RemoveEventImageMutation = graphql(`
  mutation RemoveEventImage($eventId: ID!, $imageId: ID!) {
    removeEventImage(eventId: $eventId, imageId: $imageId) {
      id
      ...EventImages_event
    }
  }
`);

type Props = {
  event: FragmentType<typeof EventImages_EventFragment>;
  readOnly: boolean;
};

/** The cover (one, replaced by a new upload) and a gallery, each with a preview and a remove button. */
export function EventImages({ event: eventRef, readOnly }: Props) {
  const event = getFragmentData(EventImages_EventFragment, eventRef);
  const [removeImage] = useMutation(RemoveEventImageMutation);
  const removal = useAction();
  const remove = (imageId: string) =>
    void removal.run(() => removeImage({ variables: { eventId: event.id, imageId } }));

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
