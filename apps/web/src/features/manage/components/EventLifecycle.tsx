import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { graphql } from '../gql/index.ts';
import type { EventStatus } from '../gql/graphql.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';

// Each returns the event's new status, which Apollo writes over the cached one.
const PublishEventMutation = graphql(`
  mutation PublishEvent($id: ID!) {
    publishEvent(id: $id) {
      id
      status
    }
  }
`);
const EndEventMutation = graphql(`
  mutation EndEvent($id: ID!) {
    endEvent(id: $id) {
      id
      status
    }
  }
`);
const CancelEventMutation = graphql(`
  mutation CancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      id
      status
    }
  }
`);

const STATUS_HELP: Record<EventStatus, string> = {
  DRAFT: 'Only your team can see this draft. Publish it to put it on sale.',
  PUBLISHED: 'The event is public and on sale.',
  ENDED: 'The event has ended: it no longer sells and can no longer be changed.',
  CANCELLED: 'The event is cancelled: its page says so and it can no longer be changed.',
};

type Confirming = 'end' | 'cancel' | null;

/** draft → published → ended, or cancelled. The API enforces each step (publishing needs a ticket type). */
export function EventLifecycle({
  event,
  mayManage,
}: {
  event: { id: string; status: EventStatus };
  mayManage: boolean;
}) {
  const [publish] = useMutation(PublishEventMutation);
  const [end] = useMutation(EndEventMutation);
  const [cancel] = useMutation(CancelEventMutation);
  const action = useAction();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const variables = { id: event.id };

  function ask(which: Confirming) {
    action.setError(null);
    setConfirming(which);
  }

  async function confirm() {
    const ok = await action.run(async () => {
      if (confirming === 'end') await end({ variables });
      else await cancel({ variables });
    });
    if (ok) setConfirming(null);
  }

  return (
    <div className="mb-4">
      <p className="text-body-secondary small mb-2">{STATUS_HELP[event.status]}</p>
      {!confirming && <FormError message={action.error} />}
      {mayManage && event.status === 'DRAFT' && (
        <Button
          className="w-100"
          variant="success"
          disabled={action.busy}
          onClick={() => void action.run(() => publish({ variables }))}
        >
          {action.busy ? 'Publishing…' : 'Publish'}
        </Button>
      )}
      {mayManage && event.status === 'PUBLISHED' && (
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" className="flex-fill" onClick={() => ask('end')}>
            End event
          </Button>
          <Button variant="outline-danger" className="flex-fill" onClick={() => ask('cancel')}>
            Cancel event
          </Button>
        </div>
      )}
      <ConfirmModal
        show={confirming !== null}
        title={confirming === 'end' ? 'End this event?' : 'Cancel this event?'}
        confirmLabel={confirming === 'end' ? 'End event' : 'Cancel event'}
        busyLabel="Working…"
        variant="danger"
        busy={action.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        <FormError message={action.error} />
        <p className="mb-0">
          {confirming === 'end'
            ? 'Ticket sales stop and the event shows as ended. This cannot be undone.'
            : 'The event is called off and its page says so; paid orders are refunded. This cannot be undone.'}
        </p>
      </ConfirmModal>
    </div>
  );
}
