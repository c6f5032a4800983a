import { formatEventDateTime } from '@admit/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import BootstrapTable from 'react-bootstrap/Table';
import type { AuditLogQuery } from '../gql/graphql.ts';
import { actionWords } from './audit-words.ts';

export type AuditEntry = AuditLogQuery['auditLog']['entries'][number];

/** Who did it: their name and email, or Admit itself (a job, a webhook, an account deleted since). */
function Who({ entry, inline = false }: { entry: AuditEntry; inline?: boolean }) {
  if (!entry.actorName && !entry.actorEmail) return <span className="text-body-secondary">Admit</span>;
  const email = entry.actorName && entry.actorEmail ? entry.actorEmail : null;
  return (
    <span className="text-break">
      {entry.actorName ?? entry.actorEmail}
      {email && (inline ? ` (${email})` : <span className="d-block small text-body-secondary">{email}</span>)}
    </span>
  );
}

/** Each changed field in words: "price 40.00 → 45.00 EUR". */
function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return null;
  return (
    <ul className="mb-0 ps-3 small" aria-label="Changes">
      {entry.changes.map((c) => (
        <li key={c.field} className="text-break">
          {c.words}
        </li>
      ))}
    </ul>
  );
}

/** The log as a table, on a laptop: when, who, which event, what, and each change. */
export function AuditTable({ entries, timeZone }: { entries: readonly AuditEntry[]; timeZone: string }) {
  return (
    <div className="table-responsive border rounded" data-testid="audit-table">
      <BootstrapTable className="mb-0 align-top" aria-label="Audit log">
        <thead>
          <tr>
            {['When', 'Who', 'Event', 'What', 'Changes'].map((name) => (
              <th key={name} scope="col" className="bg-body-tertiary text-nowrap">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td className="text-nowrap small">{formatEventDateTime(entry.at, timeZone)}</td>
              <td>
                <Who entry={entry} />
              </td>
              <td>{entry.eventTitle ?? <span className="text-body-secondary">—</span>}</td>
              <td>
                <span className="d-block fw-semibold">{actionWords(entry.action)}</span>
                <span className="small">{entry.subject}</span>
              </td>
              <td>
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </BootstrapTable>
    </div>
  );
}

/** The log as cards, on a phone: the same entries, what happened first. */
export function AuditCards({ entries, timeZone }: { entries: readonly AuditEntry[]; timeZone: string }) {
  return (
    <ListGroup as="ol" aria-label="Audit log" data-testid="audit-cards">
      {entries.map((entry) => (
        <ListGroup.Item as="li" key={entry.id} data-testid="audit-entry">
          <div className="fw-semibold">
            {actionWords(entry.action)} · {entry.subject}
          </div>
          <div className="small text-body-secondary">
            {formatEventDateTime(entry.at, timeZone)}
            {entry.eventTitle ? ` · ${entry.eventTitle}` : ''}
          </div>
          <div className="small">
            by <Who entry={entry} inline />
          </div>
          <Changes entry={entry} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
