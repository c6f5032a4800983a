import { Fragment } from 'react';

type Answer = { questionId: string; question: string; place: number; text: string; questionDeleted: boolean };

/**
 * The answers to the event's questions: the order's, then each ticket's with its attendee's name (tickets are
 * numbered by place, as answers are). A deleted question's answers are still shown, marked.
 */
export function OrderAnswers({
  answers,
  attendeeNames,
}: {
  answers: readonly Answer[];
  /** The order's tickets' names, in place order. */
  attendeeNames: readonly string[];
}) {
  if (answers.length === 0) return null;
  const nameAt = (place: number) => attendeeNames[place - 1] ?? `Ticket ${place}`;
  return (
    <>
      <h4 className="h6 mb-1">Answers</h4>
      <dl className="row small mb-2" data-testid="order-answers">
        {answers.map((a) => (
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
