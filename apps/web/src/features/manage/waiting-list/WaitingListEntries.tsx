import { useMutation } from '@apollo/client/react';
import { formatEventDateTime } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import type { ManagedWaitingListQuery } from '../gql/graphql.ts';
import {
  ManagedWaitingListQuery as ListQuery,
  OfferWaitingListPlacesMutation,
  RemoveWaitingListEntryMutation,
} from './waiting-list-documents.ts';

type Entry = ManagedWaitingListQuery['event']['waitingList'][number];

const STATUS: Record<Entry['status'], { label: string; bg: string }> = {
  UNCONFIRMED: { label: 'Unconfirmed', bg: 'secondary' },
  WAITING: { label: 'Waiting', bg: 'primary' },
  OFFERED: { label: 'Offered', bg: 'warning' },
  BOUGHT: { label: 'Bought', bg: 'success' },
  LAPSED: { label: 'Lapsed', bg: 'secondary' },
  REMOVED: { label: 'Removed', bg: 'secondary' },
};

function EntryRow({
  entry,
  timeZone,
  busy,
  onAct,
}: {
  entry: Entry;
  timeZone: string;
  busy: boolean;
  onAct: (kind: 'offer' | 'remove') => void;
}) {
  const status = STATUS[entry.status];
  return (
    <tr data-testid="waiting-list-entry">
      <td className="text-end">{entry.position ?? ''}</td>
      <td className="text-break">{entry.email}</td>
      <td>
        {entry.quantity} × {entry.ticketTypeName}
      </td>
      <td>
        <Badge bg={status.bg} text={status.bg === 'warning' ? 'dark' : undefined}>
          {status.label}
        </Badge>
        {entry.status === 'OFFERED' && entry.offerExpiresAt && (
          <div className="small text-body-secondary">until {formatEventDateTime(entry.offerExpiresAt, timeZone)}</div>
        )}
        {entry.orderCode && <div className="small text-body-secondary">Order {entry.orderCode}</div>}
      </td>
      <td className="text-end text-nowrap">
        {entry.status === 'WAITING' && (
          <Button size="sm" variant="outline-primary" className="me-2" disabled={busy} onClick={() => onAct('offer')}>
            Offer places
          </Button>
        )}
        {(entry.status === 'WAITING' || entry.status === 'UNCONFIRMED') && (
          <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onAct('remove')}>
            Remove
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The entries in line order, with offers by hand and removal; a refusal (too few places free) shown above. */
export function WaitingListEntries({ entries, timeZone }: { entries: readonly Entry[]; timeZone: string }) {
  const refetch = { refetchQueries: [ListQuery], awaitRefetchQueries: true };
  const [offer] = useMutation(OfferWaitingListPlacesMutation, refetch);
  const [remove] = useMutation(RemoveWaitingListEntryMutation, refetch);
  const action = useAction();
  const act = (entryId: string, kind: 'offer' | 'remove') =>
    action.run(() => (kind === 'offer' ? offer : remove)({ variables: { entryId } }));
  if (entries.length === 0) return <p className="text-body-secondary">Nobody is on the waiting list.</p>;
  return (
    <>
      <FormError message={action.error} />
      <Table responsive size="sm" aria-label="Waiting list">
        <thead>
          <tr>
            <th scope="col" className="text-end">
              #
            </th>
            <th scope="col">Email</th>
            <th scope="col">Waits for</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <EntryRow
              key={e.id}
              entry={e}
              timeZone={timeZone}
              busy={action.busy}
              onAct={(kind) => void act(e.id, kind)}
            />
          ))}
        </tbody>
      </Table>
    </>
  );
}
