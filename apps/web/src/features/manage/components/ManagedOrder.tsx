import { useMutation } from '@apollo/client/react';
import { formatEventDateTime, formatPrice } from '@admit/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { graphql } from '../gql/index.ts';
import type { ManagedOrder_OrderFragment as ManagedOrderData } from '../gql/graphql.ts';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { useToast } from '../../../ui/toast-context.ts';
import { ManagedOrder_OrderFragment } from '../event-orders-query.ts';
import { ManageEventQuery } from '../manage-event-query.ts';
import { refundableTicketIds, refundAmountMinor } from '../refund-amount.ts';

const RefundOrderMutation = graphql(`
  mutation RefundOrder($id: ID!, $ticketIds: [ID!]) {
    refundOrder(id: $id, ticketIds: $ticketIds) {
      id
      ...ManagedOrder_order
    }
  }
`);

/** A refund being confirmed: the whole order (every ticket still valid), or one ticket. */
type Refunding = { ticketIds: string[]; wholeOrder: boolean; amountMinor: number; label: string };

const REFUND_STATUS = { PENDING: 'Pending', SUCCEEDED: 'Refunded', FAILED: 'Failed' } as const;

/** A refusal names `ticketIds`, which has no field here: it belongs in the modal's alert. */
const noFieldsShown = () => false;

/** One order opened: its lines, tickets and refunds, with refunds of the whole order or of one ticket. */
export function ManagedOrder({ order, timeZone }: { order: ManagedOrderData; timeZone: string }) {
  const toast = useToast();
  const [refunding, setRefunding] = useState<Refunding | null>(null);
  const refund = useFormSubmit({ showsField: noFieldsShown });
  // Sold counts on the page go down as places go back on sale.
  const [refundOrder] = useMutation(RefundOrderMutation, { refetchQueries: [ManageEventQuery] });
  const price = (minor: number) => formatPrice(minor, order.currency);
  const refundable = order.status === 'PAID' || order.status === 'PARTIALLY_REFUNDED';
  const validIds = refundableTicketIds(order);

  function ask(next: Refunding) {
    refund.setError(null);
    setRefunding(next);
  }

  async function confirm() {
    if (!refunding) return;
    const { ticketIds, wholeOrder, amountMinor } = refunding;
    const ok = await refund.run(async () => {
      const result = await refundOrder({ variables: { id: order.id, ticketIds: wholeOrder ? null : ticketIds } });
      const refunded = result.data ? getFragmentData(ManagedOrder_OrderFragment, result.data.refundOrder) : null;
      const pending = refunded?.refunds.some((r) => r.status === 'PENDING') ?? false;
      toast.show({
        variant: 'success',
        message: pending
          ? `Refund of ${price(amountMinor)} asked of the card network; it completes when they confirm.`
          : `Refunded ${price(amountMinor)} to ${order.buyerEmail ?? 'the buyer'}.`,
      });
    });
    if (ok) setRefunding(null);
  }

  return (
    <div className="pt-2" data-testid="managed-order">
      <dl className="row small mb-2">
        <dt className="col-4 fw-normal text-body-secondary">Ordered</dt>
        <dd className="col-8 mb-1">{formatEventDateTime(order.createdAt, timeZone)}</dd>
        {order.paidAt && (
          <>
            <dt className="col-4 fw-normal text-body-secondary">Paid</dt>
            <dd className="col-8 mb-1">{formatEventDateTime(order.paidAt, timeZone)}</dd>
          </>
        )}
        <dt className="col-4 fw-normal text-body-secondary">Total</dt>
        <dd className="col-8 mb-1">{price(order.totalMinor)}</dd>
        {order.refundedMinor > 0 && (
          <>
            <dt className="col-4 fw-normal text-body-secondary">Refunded</dt>
            <dd className="col-8 mb-1">{price(order.refundedMinor)}</dd>
          </>
        )}
      </dl>

      <h4 className="h6 mb-1">Lines</h4>
      <ul className="list-unstyled small mb-2">
        {order.lines.map((l) => (
          <li key={l.id} className="d-flex justify-content-between gap-2">
            <span>
              {l.quantity} × {l.ticketTypeName}
            </span>
            <span>{price(l.totalMinor)}</span>
          </li>
        ))}
      </ul>

      {order.tickets.length > 0 && (
        <>
          <h4 className="h6 mb-1">Tickets</h4>
          <ListGroup as="ul" className="mb-2" aria-label="Tickets of this order">
            {order.tickets.map((t) => {
              const amountMinor = refundAmountMinor(order, [t.id]);
              return (
                <ListGroup.Item
                  as="li"
                  key={t.id}
                  className="d-flex justify-content-between align-items-center gap-2"
                  data-testid="order-ticket"
                >
                  <div>
                    <div className="fw-semibold">{t.attendeeName}</div>
                    <div className="small text-body-secondary">
                      {t.ticketTypeName} · {price(amountMinor)}
                    </div>
                  </div>
                  {t.status === 'VOID' ? (
                    <Badge bg="secondary">Refunded</Badge>
                  ) : (
                    refundable && (
                      <Button
                        variant="outline-danger"
                        size="sm"
                        onClick={() =>
                          ask({
                            ticketIds: [t.id],
                            wholeOrder: false,
                            amountMinor,
                            label: `${t.attendeeName}’s ${t.ticketTypeName} ticket`,
                          })
                        }
                      >
                        Refund<span className="visually-hidden"> {t.attendeeName}’s ticket</span>
                      </Button>
                    )
                  )}
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        </>
      )}

      {refundable && validIds.length > 0 && (
        <Button
          variant="outline-danger"
          className="w-100 mb-2"
          onClick={() =>
            ask({
              ticketIds: validIds,
              wholeOrder: true,
              amountMinor: refundAmountMinor(order, validIds),
              label: validIds.length === order.tickets.length ? 'the whole order' : 'every ticket still valid',
            })
          }
        >
          Refund order
        </Button>
      )}

      {order.refunds.length > 0 && (
        <>
          <h4 className="h6 mb-1">Refunds</h4>
          <ul className="list-unstyled small mb-0" aria-label="Refunds of this order">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {price(r.amountMinor)} for {r.ticketCount} {r.ticketCount === 1 ? 'ticket' : 'tickets'} ·{' '}
                {REFUND_STATUS[r.status]} · {formatEventDateTime(r.createdAt, timeZone)}
              </li>
            ))}
          </ul>
        </>
      )}

      <ConfirmModal
        show={!!refunding}
        title={refunding?.wholeOrder ? 'Refund this order?' : 'Refund this ticket?'}
        confirmLabel={`Refund ${price(refunding?.amountMinor ?? 0)}`}
        busyLabel="Refunding…"
        variant="danger"
        busy={refund.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setRefunding(null)}
      >
        <FormError message={refund.error} />
        {refunding && (
          <>
            <p>
              <strong data-testid="refund-amount">{price(refunding.amountMinor)}</strong> goes back to{' '}
              {order.buyerEmail ?? 'the buyer'}’s card for {refunding.label} ({refunding.ticketIds.length}{' '}
              {refunding.ticketIds.length === 1 ? 'ticket' : 'tickets'}).
            </p>
            <p className="mb-0">
              Refunded tickets stop admitting anyone, their places go back on sale, and the buyer is emailed.
            </p>
          </>
        )}
      </ConfirmModal>
    </div>
  );
}
