import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { CheckInListsQuery } from '../components/check-in-lists-query.ts';
import { CheckInAttendeeMutation, UndoAttendeeCheckInMutation } from './attendees-query.ts';
import { checkInWords } from './attendee-words.ts';
import type { AttendeeRowData } from './AttendeeResults.tsx';

type Props = {
  attendee: AttendeeRowData;
  list: { id: string; name: string };
  timeZone: string;
  /** What happened, for the screen's status line (or what went wrong). */
  onDone: (words: { ok: boolean; text: string }) => void;
};

// The door's counts (on the check-in section and here) are read again after each change.
const refetch = { refetchQueries: [CheckInListsQuery], awaitRefetchQueries: true };

/**
 * "Check in" for an attendee not yet in on the list, "Undo" (after a confirmation) for one who is. Each click has
 * a nonce of its own, so a retry of the same click changes nothing; a second click is told "already checked in".
 */
export function AttendeeCheckInButton({ attendee, list, timeZone, onDone }: Props) {
  const [checkIn] = useMutation(CheckInAttendeeMutation, refetch);
  const [undo] = useMutation(UndoAttendeeCheckInMutation, refetch);
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const inHere = attendee.checkIns.some((c) => c.listId === list.id);
  const name = attendee.attendeeName;
  const report = (ok: boolean) => (text: string) => onDone({ ok, text });
  const failed = (e: unknown) => report(false)(errorMessage(e));

  const admit = () =>
    void action.run(async () => {
      const input = { ticketId: attendee.id, listId: list.id, nonce: crypto.randomUUID() };
      const result = (await checkIn({ variables: { input } }).catch(failed))?.data?.checkInAttendee;
      if (result) report(result.outcome !== 'REJECTED')(checkInWords(name, list.name, result, timeZone));
    });
  const takeBack = () =>
    void action.run(async () => {
      const done = await undo({ variables: { ticketId: attendee.id, listId: list.id } }).catch(failed);
      setConfirming(false);
      if (done?.data) report(true)(`${name} is no longer checked in on ${list.name}.`);
    });

  if (attendee.state === 'REFUNDED' || attendee.state === 'CANCELLED') return null;
  if (!inHere) {
    return (
      <Button size="sm" variant="primary" disabled={action.busy} onClick={admit}>
        Check in <span className="visually-hidden">{name}</span>
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline-secondary" disabled={action.busy} onClick={() => setConfirming(true)}>
        Undo <span className="visually-hidden">{`${name}’s check-in`}</span>
      </Button>
      <ConfirmModal
        show={confirming}
        title="Undo this check-in?"
        confirmLabel="Undo check-in"
        cancelLabel="Keep it"
        busy={action.busy}
        variant="danger"
        onConfirm={takeBack}
        onCancel={() => setConfirming(false)}
      >
        {`${name} will count as not checked in on ${list.name}, on every door device at its next sync.`}
      </ConfirmModal>
    </>
  );
}
