import { Fragment } from 'react';
import type { ManagedOrder_OrderFragment as ManagedOrderData } from '../gql/graphql.ts';

/**
 * The answers to the event's questions: the order's, then each ticket's under its attendee's name (tickets are
 * numbered by place, as answers are). A deleted question's answers are still shown, marked.
 */
export function OrderAnswers({ order }: { order: ManagedOrderData }) {
  if (order.answers.length === 0) return null;
  const nameAt = (place: number) => order.tickets[place - 1]?.attendeeName ?? `Ticket ${place}`;
  return (
    <>
      <h4 className="h6 mb-1">Answers</h4>
      <dl className="row small mb-2" data-testid="order-answers">
        {order.answers.map((a) => (
          <Fragment key={`${a.questionId}_${a.place}`}>
            <dt className="col-5 fw-normal text-body-secondary">
              {a.question}
              {a.place > 0 && ` (${nameAt(a.place)})`}
              {a.questionDeleted && ' (deleted)'}
            </dt>
            <dd className="col-7 mb-1">{a.text}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
