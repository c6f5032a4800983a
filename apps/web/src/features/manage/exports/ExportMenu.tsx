import type { ExportFormat, ExportKind } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { downloadExport, ExportFailed } from './download-export.ts';

type Props = {
  eventId: string;
  kind: ExportKind;
  /** The list's current filters as a query string (see exportPath), so the file holds what the screen shows. */
  query?: string;
};

const LABELS: Record<ExportKind, string> = { orders: 'orders', attendees: 'attendees', checkins: 'check-ins' };

const OFFLINE = 'The export needs a connection. Check your network and try again.';

/**
 * "Export" → CSV or Excel, for owners and managers (the API refuses anyone else, and says so here). The file is
 * made from the database as it downloads; a failure shows the API's words and the reference to quote.
 */
export function ExportMenu({ eventId, kind, query }: Props) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<ExportFailed | null>(null);

  const start = (format: ExportFormat) => {
    setBusy(format);
    setFailure(null);
    downloadExport(eventId, kind, format, query)
      .catch((error: unknown) => setFailure(error instanceof ExportFailed ? error : new ExportFailed(OFFLINE, null)))
      .finally(() => setBusy(null));
  };

  return (
    <div className="d-inline-block">
      <Dropdown>
        <Dropdown.Toggle variant="outline-secondary" size="sm" disabled={busy !== null} id={`export-${kind}`}>
          {busy ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
          {busy ? 'Exporting…' : 'Export'}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={() => start('csv')}>
            {`CSV (${LABELS[kind]})`}
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => start('xlsx')}>
            {`Excel (${LABELS[kind]})`}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {failure ? (
        <Alert variant="danger" className="mt-2 small" dismissible onClose={() => setFailure(null)}>
          {failure.message}
          {failure.reference ? (
            <span className="d-block mt-1">
              Reference: <span className="font-monospace user-select-all">{failure.reference}</span>
            </span>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
