import { useQuery } from '@apollo/client/react';
import { formatEventDateTime, MIN_ATTENDEE_SEARCH } from '@admit/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { errorMessage } from '../../../lib/error-message.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { createSignal } from '../camera.ts';
import { useDoorDevice } from '../device.ts';
import { headline, localCounts } from '../door-state.ts';
import { createWedgeBuffer } from '../keyboard-wedge.ts';
import { searchAttendees } from '../name-search.ts';
import { CheckInCountsQuery } from '../scanner-documents.ts';
import { useDoor } from '../use-door.ts';
import { useOnline } from '../use-online.ts';
import { CameraPanel } from './CameraPanel.tsx';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ErrorReference } from '../../../ui/LoadFailedAlert.tsx';

const COUNTS_POLL_MS = 10_000;

/**
 * The door: scan codes with the camera, a handheld (keyboard-wedge) scanner or by typing; find a guest by name;
 * see who is in. Works with the network off from a copy kept on the device, and uploads what it scanned when
 * the network returns.
 */
export function ScannerPage({ eventSlug }: { eventSlug: string }) {
  const online = useOnline();
  const [device, renameDevice] = useDoorDevice();
  const door = useDoor(eventSlug, device, online);
  const { record } = door;
  const lists = record?.copy.lists ?? [];
  const [chosenList, setChosenList] = useState<string | null>(null);
  const list = lists.find((l) => l.id === chosenList) ?? lists[0] ?? null;
  const signal = useMemo(() => createSignal(), []);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');

  const queued = record?.queue.length ?? 0;
  const { data: serverCounts } = useQuery(CheckInCountsQuery, {
    variables: { listId: list?.id ?? '' },
    skip: !list || !online || queued > 0,
    pollInterval: COUNTS_POLL_MS,
    fetchPolicy: 'network-only',
  });

  const scanCode = useCallback(
    (code: string, frameAt: number | null = null) => {
      if (list) void door.scan(list.id, { code }, { frameAt });
    },
    [door, list],
  );

  // A keyboard-wedge scanner types into the page; a person typing into a field is left alone.
  const scanRef = useRef(scanCode);
  useEffect(() => {
    scanRef.current = scanCode;
  }, [scanCode]);
  useEffect(() => {
    const wedge = createWedgeBuffer();
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable]')) return;
      const code = wedge.key(e.key, performance.now());
      if (code) scanRef.current(code);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (!record) {
    if (door.loading) return <FullPageSpinner label="Loading the door…" />;
    return (
      <Alert variant="danger" role="alert">
        <h1 className="h5">The scanner could not load this event</h1>
        <p className="mb-0">
          {door.loadError
            ? errorMessage(door.loadError)
            : 'Open it once with the network on: it then keeps working without it.'}
        </p>
        {door.loadError ? <ErrorReference error={door.loadError} /> : null}
      </Alert>
    );
  }

  const { copy } = record;
  const local = list ? localCounts(copy, record.states, list) : null;
  // The server's counts while nothing waits here (other doors' scans included); otherwise what this device knows.
  const counts = (online && queued === 0 ? serverCounts?.checkInCounts : null) ?? local;
  const matches = searchAttendees(copy.tickets, query);
  const typeName = new Map(copy.ticketTypes.map((t) => [t.id, t.name]));

  return (
    <article aria-labelledby="scanner-heading" className="py-3">
      <title>{`Scan · ${copy.eventTitle} · Admit`}</title>
      <h1 id="scanner-heading" className="h4 fw-bold mb-1">
        {copy.eventTitle}
      </h1>
      <p className="small text-body-secondary">{formatEventDateTime(String(copy.startsAt), copy.timeZone)}</p>

      <div
        role="status"
        className={`alert ${online ? 'alert-success' : 'alert-warning'} py-2`}
        data-testid="door-status"
      >
        <strong>{online ? 'Online' : 'Offline'}</strong>
        {queued > 0 && (
          <span>
            {' '}
            · {queued} {queued === 1 ? 'scan' : 'scans'} waiting to upload
          </span>
        )}
        <span className="d-block small">
          Offline copy saved {formatEventDateTime(record.savedAt, copy.timeZone)}: scanning works without the network.
        </span>
      </div>
      {door.notice && (
        <Alert variant="warning" dismissible onClose={door.clearNotice} role="alert">
          {door.notice}
        </Alert>
      )}

      <Form.Group className="mb-3" controlId="check-in-list">
        <Form.Label>Check-in list</Form.Label>
        <Form.Select value={list?.id ?? ''} onChange={(e) => setChosenList(e.target.value)}>
          {lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.allowReentry ? ' (re-entry)' : ''}
            </option>
          ))}
        </Form.Select>
        {list && (
          <Form.Text>
            Opens {formatEventDateTime(String(list.opensAt), copy.timeZone)}
            {list.ticketTypeIds.length > 0 &&
              ` · ${list.ticketTypeIds.map((id) => typeName.get(id) ?? 'Ticket').join(', ')}`}
          </Form.Text>
        )}
      </Form.Group>

      <CameraPanel onCode={scanCode} onStart={signal.unlock} />

      <Form
        className="mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) scanCode(typed.trim());
          setTyped('');
        }}
      >
        <Form.Group controlId="ticket-code">
          <Form.Label>Ticket code</Form.Label>
          <div className="d-flex gap-2">
            <Form.Control value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            <Button type="submit" variant="outline-primary" className="text-nowrap">
              Check code
            </Button>
          </div>
        </Form.Group>
      </Form>

      <div className="d-flex gap-2 mb-3">
        <Button variant="outline-secondary" onClick={door.undoLast} disabled={door.recent.length === 0}>
          Undo last scan
        </Button>
      </div>

      {counts && (
        <section aria-label="Checked in" className="mb-3" data-testid="checkin-counts">
          <p className="h5 mb-1">
            {counts.checkedIn} / {counts.expected} checked in
          </p>
          <ul className="list-unstyled small mb-0">
            {counts.byTicketType.map((t) => (
              <li key={t.ticketTypeId}>
                {t.name}: {t.checkedIn} / {t.expected}
              </li>
            ))}
          </ul>
        </section>
      )}

      <Form.Group className="mb-2" controlId="find-by-name">
        <Form.Label>Find by name</Form.Label>
        <Form.Control value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        <Form.Text>At least {MIN_ATTENDEE_SEARCH} letters, for a guest whose phone is gone.</Form.Text>
      </Form.Group>
      {matches.length > 0 && list && (
        <ListGroup as="ul" className="mb-3" aria-label="Matching guests">
          {matches.map((t) => (
            <ListGroup.Item as="li" key={t.id} className="d-flex justify-content-between align-items-center gap-2">
              <span>
                {t.attendeeName}
                <span className="d-block small text-body-secondary">{typeName.get(t.ticketTypeId) ?? 'Ticket'}</span>
              </span>
              <Button
                size="sm"
                onClick={() => {
                  void door.scan(list.id, { ticketId: t.id });
                  setQuery('');
                }}
              >
                Check in
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}

      {door.recent.length > 0 && (
        <section className="mb-3">
          <h2 className="h6">Recent scans</h2>
          <ul className="list-unstyled mb-0" aria-label="Recent scans">
            {door.recent.map((r) => (
              <li key={r.nonce} data-outcome={r.outcome} className="small">
                {headline(r)}
                {r.attendeeName ? ` · ${r.attendeeName}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}

      <Form.Group className="mb-3" controlId="device-name">
        <Form.Label>This device</Form.Label>
        <Form.Control
          defaultValue={device.name}
          maxLength={60}
          onBlur={(e) => renameDevice(e.target.value)}
          autoComplete="off"
        />
        <Form.Text>Other doors are told which device let a ticket in.</Form.Text>
      </Form.Group>

      <ScanFeedback feedback={door.feedback} timeZone={copy.timeZone} onDismiss={door.dismiss} onShown={signal.play} />
    </article>
  );
}
