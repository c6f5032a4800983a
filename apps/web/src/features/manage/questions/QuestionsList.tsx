import { useMutation } from '@apollo/client/react';
import { QUESTION_KIND_LABELS } from '@admit/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { errorMessage } from '../../../lib/error-message.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import type { TicketTypeOption } from '../components/TicketTypeChoices.tsx';
import type { QuestionFieldsFragment } from '../gql/graphql.ts';
import { DeleteQuestionMutation, MoveQuestionMutation, QuestionFields, QuestionsQuery } from './question-documents.ts';
import { QuestionForm } from './QuestionForm.tsx';

const refetch = { refetchQueries: [QuestionsQuery], awaitRefetchQueries: true };

/** Who is asked, in words: "Each ticket · VIP" or "Once per order". */
function audience(q: QuestionFieldsFragment, ticketTypes: readonly TicketTypeOption[]): string {
  const types = ticketTypes.filter((t) => q.ticketTypeIds.includes(t.id)).map((t) => t.name);
  const who = q.scope === 'TICKET' ? 'Each ticket' : 'Once per order';
  return types.length > 0 ? `${who} · ${types.join(', ')}` : who;
}

/** The event's questions in the order buyers meet them: move, edit or delete each (answers given stay). */
export function QuestionsList({
  eventId,
  questions: masked,
  ticketTypes,
}: {
  eventId: string;
  questions: readonly FragmentType<typeof QuestionFields>[];
  ticketTypes: readonly TicketTypeOption[];
}) {
  const questions = getFragmentData(QuestionFields, masked);
  const [move, moving] = useMutation(MoveQuestionMutation, refetch);
  const [remove, removing] = useMutation(DeleteQuestionMutation, refetch);
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  if (questions.length === 0) return <p className="text-body-secondary">Buyers are asked no questions yet.</p>;
  const busy = moving.loading || removing.loading;
  return (
    <>
      <FormError message={failure} />
      <ListGroup as="ol" numbered className="mb-4" aria-label="Questions">
        {questions.map((q, i) =>
          editing === q.id ? (
            <ListGroup.Item as="li" key={q.id}>
              <QuestionForm eventId={eventId} ticketTypes={ticketTypes} editing={q} onDone={() => setEditing(null)} />
            </ListGroup.Item>
          ) : (
            <ListGroup.Item as="li" key={q.id} className="d-flex flex-wrap gap-2 align-items-start">
              <div className="me-auto">
                <div className="fw-semibold">{q.label}</div>
                <div className="small text-body-secondary">
                  {QUESTION_KIND_LABELS[q.kind]} · {audience(q, ticketTypes)}
                  {q.options.length > 0 && ` · ${q.options.join(', ')}`}
                </div>
              </div>
              {q.required && <Badge bg="secondary">Required</Badge>}
              {q.showAtDoor && <Badge bg="info">At the door</Badge>}
              <div className="btn-group btn-group-sm">
                <Button
                  variant="outline-secondary"
                  disabled={busy || i === 0}
                  onClick={() => void act(() => move({ variables: { id: q.id, up: true } }))}
                >
                  Up<span className="visually-hidden"> {q.label}</span>
                </Button>
                <Button
                  variant="outline-secondary"
                  disabled={busy || i === questions.length - 1}
                  onClick={() => void act(() => move({ variables: { id: q.id, up: false } }))}
                >
                  Down<span className="visually-hidden"> {q.label}</span>
                </Button>
                <Button variant="outline-secondary" onClick={() => setEditing(q.id)}>
                  Edit<span className="visually-hidden"> {q.label}</span>
                </Button>
                <Button
                  variant="outline-danger"
                  disabled={busy}
                  onClick={() => void act(() => remove({ variables: { id: q.id } }))}
                >
                  Delete<span className="visually-hidden"> {q.label}</span>
                </Button>
              </div>
            </ListGroup.Item>
          ),
        )}
      </ListGroup>
    </>
  );
}
