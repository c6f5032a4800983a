import { formatEventDateTime } from '@admit/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import { actionWords, fieldWords } from '../audit/audit-words.ts';

/** Who did what to the order and its tickets, newest first, with each changed field's value before and after. */
export function OrderHistoryList({ history, timeZone }: { history: OrderDetail['history']; timeZone: string }) {
  return (
    <>
      <h3 className="h6">History</h3>
      {history.length === 0 ? (
        <p className="small text-body-secondary">Nothing has been changed on this order.</p>
      ) : (
        <ListGroup as="ol" className="mb-3" aria-label="History of this order">
          {history.map((h) => (
            <ListGroup.Item as="li" key={h.id} className="small" data-testid="history-entry">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <span className="fw-semibold">
                  {actionWords(h.action)} · {h.subject}
                </span>
                <span className="text-body-secondary">{formatEventDateTime(h.at, timeZone)}</span>
              </div>
              <div className="text-body-secondary text-break">
                by {h.actorName ?? h.actorEmail ?? 'Admit'}
                {h.actorName && h.actorEmail ? ` (${h.actorEmail})` : ''}
              </div>
              {h.changes.length > 0 && (
                <ul className="mb-0 ps-3">
                  {h.changes.map((c) => (
                    <li key={c.field}>
                      {fieldWords(c.field)}: {c.before ?? '—'} → {c.after ?? '—'}
                    </li>
                  ))}
                </ul>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
