import { useQuery } from '@apollo/client/react';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { useManagedEvent } from '../event-page/use-managed-event.ts';
import { QuestionsQuery } from './question-documents.ts';
import { QuestionForm } from './QuestionForm.tsx';
import { QuestionsList } from './QuestionsList.tsx';

function Questions({ slug }: { slug: string }) {
  const { data, error, refetch } = useQuery(QuestionsQuery, { variables: { slug } });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The questions could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (!data?.event) return <p className="text-body-secondary">Loading…</p>;
  const { id, ticketTypes, questions } = data.event;
  return (
    <>
      <QuestionsList eventId={id} questions={questions} ticketTypes={ticketTypes} />
      <p className="small text-body-secondary">
        Answers appear on each order, in the orders and attendees exports (a column per question), and at the door for
        the questions marked so. Deleting a question stops asking it; the answers already given stay.
      </p>
      <div className="col-lg-8">
        <QuestionForm eventId={id} ticketTypes={ticketTypes} />
      </div>
    </>
  );
}

/** Questions at checkout: what buyers are asked, in order, and a form for another (managers). */
export function EventQuestionsSection({ eventSlug }: { eventSlug: string }) {
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event, mayManage } = managed;
  return (
    <SectionFrame id="questions" title="Questions at checkout" eventTitle={event.title}>
      {mayManage ? (
        <Questions slug={event.slug} />
      ) : (
        <p className="text-body-secondary">Only the event’s owners and managers change its questions.</p>
      )}
    </SectionFrame>
  );
}
