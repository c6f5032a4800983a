import { formatEventDateTime } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';

type Props = {
  online: boolean;
  queued: number;
  savedAt: string;
  timeZone: string;
  notice: string | null;
  onClearNotice: () => void;
};

/** Online or not, what waits to upload, how old the offline copy is; and a notice from the last upload. */
export function DoorStatus({ online, queued, savedAt, timeZone, notice, onClearNotice }: Props) {
  return (
    <>
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
          Offline copy saved {formatEventDateTime(savedAt, timeZone)}: scanning works without the network.
        </span>
      </div>
      {notice && (
        <Alert variant="warning" dismissible onClose={onClearNotice} role="alert">
          {notice}
        </Alert>
      )}
    </>
  );
}
