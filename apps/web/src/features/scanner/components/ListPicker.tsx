import { formatEventDateTime } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import type { DoorList } from '../door-state.ts';

type Props = {
  lists: readonly DoorList[];
  list: DoorList | null;
  timeZone: string;
  typeName: ReadonlyMap<string, string>;
  onChoose: (listId: string) => void;
};

/** The check-in list this door scans for, with when it opens and the ticket types it takes. */
export function ListPicker({ lists, list, timeZone, typeName, onChoose }: Props) {
  return (
    <Form.Group className="mb-3" controlId="check-in-list">
      <Form.Label>Check-in list</Form.Label>
      <Form.Select value={list?.id ?? ''} onChange={(e) => onChoose(e.target.value)}>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
            {l.allowReentry ? ' (re-entry)' : ''}
          </option>
        ))}
      </Form.Select>
      {list && (
        <Form.Text>
          Opens {formatEventDateTime(String(list.opensAt), timeZone)}
          {list.ticketTypeIds.length > 0 &&
            ` · ${list.ticketTypeIds.map((id) => typeName.get(id) ?? 'Ticket').join(', ')}`}
        </Form.Text>
      )}
    </Form.Group>
  );
}
