import { formatEventDateTime } from '@admit/shared';
import { useCallback, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { createSignal } from '../camera.ts';
import { useDoorDevice } from '../device.ts';
import { useDoor } from '../use-door.ts';
import { useOnline } from '../use-online.ts';
import { useWedgeScanner } from '../use-wedge-scanner.ts';
import { CameraPanel } from './CameraPanel.tsx';
import { CheckInCounts } from './CheckInCounts.tsx';
import { CodeEntry } from './CodeEntry.tsx';
import { DoorLoadFailed } from './DoorLoadFailed.tsx';
import { DoorStatus } from './DoorStatus.tsx';
import { GuestSearch } from './GuestSearch.tsx';
import { ListPicker } from './ListPicker.tsx';
import { RecentScans } from './RecentScans.tsx';
import { ScanFeedback } from './ScanFeedback.tsx';
import { UndoAdmission } from './UndoAdmission.tsx';

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

  const scanCode = useCallback(
    (code: string, frameAt: number | null = null) => {
      if (list) void door.scan(list.id, { code }, { frameAt });
    },
    [door, list],
  );
  useWedgeScanner(scanCode);

  if (!record || !door.index) {
    if (door.loading) return <FullPageSpinner label="Loading the door…" />;
    return <DoorLoadFailed error={door.loadError} />;
  }

  const { copy } = record;
  const typeName = new Map(copy.ticketTypes.map((t) => [t.id, t.name]));

  return (
    <article aria-labelledby="scanner-heading" className="py-3">
      <title>{`Scan · ${copy.eventTitle} · Admit`}</title>
      <h1 id="scanner-heading" className="h4 fw-bold mb-1">
        {copy.eventTitle}
      </h1>
      <p className="small text-body-secondary">{formatEventDateTime(String(copy.startsAt), copy.timeZone)}</p>
      <DoorStatus
        online={online}
        queued={record.queue.length}
        savedAt={record.savedAt}
        timeZone={copy.timeZone}
        notice={door.notice}
        onClearNotice={door.clearNotice}
      />
      <ListPicker lists={lists} list={list} timeZone={copy.timeZone} typeName={typeName} onChoose={setChosenList} />
      <CameraPanel onCode={scanCode} onStart={signal.unlock} />
      <CodeEntry onCode={scanCode} />
      <UndoAdmission undoable={door.undoable} undone={door.undone} onUndo={door.undo} />
      <CheckInCounts record={record} list={list} online={online} />
      <GuestSearch
        index={door.index}
        states={record.states}
        list={list}
        timeZone={copy.timeZone}
        onCheckIn={(listId, ticketId) => void door.scan(listId, { ticketId })}
      />
      <RecentScans recent={door.recent} />
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
