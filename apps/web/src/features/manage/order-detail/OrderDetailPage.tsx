import { useQuery } from '@apollo/client/react';
import { isOrderCancellable, isOrderRefundable } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import { CancelModal, ResendModal } from './ConfirmActionModals.tsx';
import { DetailTickets } from './DetailTickets.tsx';
import { ExtendModal, RenameModal } from './FormActionModals.tsx';
import { OrderAnswers } from '../components/OrderAnswers.tsx';
import { ManagedOrderPageQuery, OrderDetailPage_DetailFragment } from './order-detail-documents.ts';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderHistoryList } from './OrderHistoryList.tsx';
import { OrderMailsList } from './OrderMailsList.tsx';
import { RefundFromDetailModal } from './RefundFromDetailModal.tsx';
import { TypeChangeModal } from './TypeChangeModal.tsx';
import { TypeChangesList } from './TypeChangesList.tsx';
import { MarkPaidAction } from '../staff-order/MarkPaidAction.tsx';
import { useOrderActions, type OrderActions } from './use-order-actions.ts';

type Props = { eventId: string; timeZone: string; ordersPath: string; code: string };

/** The modal of the action being confirmed, mounted while it is asked for. */
function ActionModal({ detail, actions, timeZone }: { detail: OrderDetail; actions: OrderActions; timeZone: string }) {
  const { asking } = actions;
  if (!asking) return null;
  switch (asking.kind) {
    case 'resend':
      return <ResendModal detail={detail} actions={actions} ticket={asking.ticket} />;
    case 'rename':
      return <RenameModal actions={actions} ticket={asking.ticket} />;
    case 'extend':
      return <ExtendModal detail={detail} actions={actions} timeZone={timeZone} />;
    case 'cancel':
      return <CancelModal detail={detail} actions={actions} />;
    case 'refund':
      return <RefundFromDetailModal detail={detail} actions={actions} tickets={asking.tickets} />;
    case 'change-type':
      return <TypeChangeModal detail={detail} actions={actions} ticket={asking.ticket} />;
  }
}

/** The order's actions that apply to it now. */
function OrderActionsBar({ detail, actions }: { detail: OrderDetail; actions: OrderActions }) {
  const { status } = detail.order;
  const valid = detail.tickets.filter((t) => t.status === 'VALID');
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Order actions">
      {isOrderRefundable(status) && (
        <Button variant="outline-primary" onClick={() => actions.ask({ kind: 'resend', ticket: null })}>
          Send the tickets again
        </Button>
      )}
      {status === 'RESERVED' && (
        <Button variant="outline-primary" onClick={() => actions.ask({ kind: 'extend' })}>
          Extend the hold
        </Button>
      )}
      {isOrderRefundable(status) && valid.length > 0 && (
        <Button variant="outline-danger" onClick={() => actions.ask({ kind: 'refund', tickets: valid })}>
          Refund order
        </Button>
      )}
      {isOrderCancellable(status) && (
        <Button variant="outline-danger" onClick={() => actions.ask({ kind: 'cancel' })}>
          Cancel order
        </Button>
      )}
    </div>
  );
}

/**
 * One order, for its event's owners and managers: what it holds, its tickets at the door, its payment, refunds,
 * mails and history, and the actions on it, each confirmed in a modal that says what it will do.
 */
export function OrderDetailPage({ eventId, timeZone, ordersPath, code }: Props) {
  const { data, error, refetch } = useQuery(ManagedOrderPageQuery, {
    variables: { eventId, code },
    fetchPolicy: 'cache-and-network',
  });
  const detail = data ? getFragmentData(OrderDetailPage_DetailFragment, data.managedOrder) : null;
  const actions = useOrderActions(detail, () => refetch());

  if (!detail) {
    if (!error) return <Spinner size={32} label="Loading the order…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The order could not be loaded.
      </LoadFailedAlert>
    );
  }
  const actable = isOrderRefundable(detail.order.status);
  return (
    <div data-testid="order-detail">
      <Link to={ordersPath} className="small">
        ← All orders
      </Link>
      <p className="h4 mt-2 d-flex flex-wrap align-items-center gap-2">
        Order <span data-testid="order-code">{detail.order.code}</span>
        <OrderStatusBadge status={detail.order.status} />
      </p>
      {actions.conflict && (
        <Alert variant="warning" dismissible onClose={actions.dismissConflict} data-testid="order-conflict">
          {actions.conflict} The order below has been read again.
        </Alert>
      )}
      <OrderActionsBar detail={detail} actions={actions} />
      <MarkPaidAction detail={detail} reload={() => refetch()} />
      <div className="row g-4">
        <div className="col-lg-7">
          <OrderFacts detail={detail} timeZone={timeZone} />
          <DetailTickets detail={detail} timeZone={timeZone} actable={actable} onAsk={actions.ask} />
          <OrderAnswers answers={detail.order.answers} attendeeNames={detail.tickets.map((t) => t.attendeeName)} />
          <TypeChangesList detail={detail} timeZone={timeZone} />
          <OrderMailsList mails={detail.mails} timeZone={timeZone} />
        </div>
        <div className="col-lg-5">
          <OrderHistoryList history={detail.history} timeZone={timeZone} />
        </div>
      </div>
      <ActionModal detail={detail} actions={actions} timeZone={timeZone} />
    </div>
  );
}
