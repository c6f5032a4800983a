import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { EventLifecycle_EventFragment as LifecycleData, EventStatus } from '../gql/graphql.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';
import { PublishSummary } from '../event-page/PublishSummary.tsx';
import { cancelLabel, ordersText } from '../event-page/sale-window.ts';

export const EventLifecycle_EventFragment = graphql(`
  fragment EventLifecycle_event on Event {
    id
    slug
    status
    timeZone
    ticketTypes {
      id
      name
      hidden
      salesStartAt
      salesEndAt
    }
    sales {
      ordersToRefund
    }
  }
`);

// Each returns the event's new status, which Apollo writes over the cached one.
const PublishEventMutation = graphql(`
  mutation PublishEvent($id: ID!) {
    publishEvent(id: $id) {
      id
      status
      ticketTypes {
        id
        availability
      }
    }
  }
`);
const EndEventMutation = graphql(`
  mutation EndEvent($id: ID!) {
    endEvent(id: $id) {
      id
      status
      ticketTypes {
        id
        availability
      }
    }
  }
`);
const CancelEventMutation = graphql(`
  mutation CancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      id
      status
      ticketTypes {
        id
        availability
      }
    }
  }
`);

const STATUS_HELP: Record<EventStatus, string> = {
  DRAFT: 'Only your team can see this draft. Publish it to put it on sale.',
  PUBLISHED: 'The event is public and on sale.',
  ENDED: 'The event has ended: it no longer sells and can no longer be changed.',
  CANCELLED: 'The event is cancelled: its page says so and it can no longer be changed.',
};

type Step = 'publish' | 'end' | 'cancel';

type DialogProps = {
  event: LifecycleData;
  /** The step asked about; it stays while the modal fades out. */
  step: Step;
  show: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The words of each step's confirmation: what it does, and what it cannot undo. */
function dialogOf(event: LifecycleData, which: Step) {
  const toRefund = event.sales?.ordersToRefund ?? 0;
  switch (which) {
    case 'publish':
      return {
        title: 'Publish this event?',
        confirm: 'Publish the event',
        keep: 'Not yet',
        variant: 'primary' as const,
        body: <PublishSummary event={event} />,
      };
    case 'end':
      return {
        title: 'End this event?',
        confirm: 'End the event',
        keep: 'Keep it running',
        variant: 'danger' as const,
        body: <p className="mb-0">Ticket sales stop and the event shows as ended. This cannot be undone.</p>,
      };
    case 'cancel':
      return {
        title: 'Cancel this event?',
        confirm: cancelLabel(toRefund),
        keep: 'Keep the event',
        variant: 'danger' as const,
        body: (
          <p className="mb-0">
            The event is called off and its page says so
            {toRefund > 0 ? `; ${ordersText(toRefund)} paid for are refunded in full` : ''}. This cannot be undone.
          </p>
        ),
      };
  }
}

function LifecycleDialog({ event, step, show, busy, error, onConfirm, onClose }: DialogProps) {
  const dialog = dialogOf(event, step);
  return (
    <ConfirmModal
      show={show}
      title={dialog.title}
      confirmLabel={dialog.confirm}
      cancelLabel={dialog.keep}
      busyLabel="Working…"
      variant={dialog.variant}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <FormError message={error} />
      {dialog.body}
    </ConfirmModal>
  );
}

function LifecycleButtons({ status, onAsk }: { status: EventStatus; onAsk: (which: Step) => void }) {
  if (status === 'DRAFT') {
    return (
      <Button className="w-100" variant="success" onClick={() => onAsk('publish')}>
        Publish
      </Button>
    );
  }
  if (status !== 'PUBLISHED') return null;
  return (
    <div className="d-flex gap-2">
      <Button variant="outline-secondary" className="flex-fill" onClick={() => onAsk('end')}>
        End event
      </Button>
      <Button variant="outline-danger" className="flex-fill" onClick={() => onAsk('cancel')}>
        Cancel event
      </Button>
    </div>
  );
}

/** draft → published → ended, or cancelled; each step confirmed first. The API enforces each (publishing needs a ticket type). */
export function EventLifecycle({
  event: eventRef,
  mayManage,
}: {
  event: FragmentType<typeof EventLifecycle_EventFragment>;
  mayManage: boolean;
}) {
  const event = getFragmentData(EventLifecycle_EventFragment, eventRef);
  const [publish] = useMutation(PublishEventMutation);
  const [end] = useMutation(EndEventMutation);
  const [cancel] = useMutation(CancelEventMutation);
  const client = useApolloClient();
  const action = useAction();
  const [step, setStep] = useState<Step>('publish');
  const [open, setOpen] = useState(false);
  const variables = { id: event.id };

  function ask(which: Step) {
    action.setError(null);
    setStep(which);
    setOpen(true);
    // Orders may have been paid since the page loaded: the dialog's count is asked again. The whole page's query,
    // so every section's fields stay complete; a failure shows as the page's own load error.
    if (which === 'cancel') void client.refetchQueries({ include: [ManageEventQuery] }).catch(() => undefined);
  }

  async function confirm() {
    const ok = await action.run(async () => {
      if (step === 'publish') await publish({ variables });
      else if (step === 'end') await end({ variables });
      else await cancel({ variables });
    });
    if (ok) setOpen(false);
  }

  return (
    <div className="mb-4">
      <p className="text-body-secondary small mb-2">{STATUS_HELP[event.status]}</p>
      {!open && <FormError message={action.error} />}
      {mayManage && <LifecycleButtons status={event.status} onAsk={ask} />}
      <LifecycleDialog
        event={event}
        step={step}
        show={open}
        busy={action.busy}
        error={action.error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
