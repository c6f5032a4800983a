import { useQuery } from '@apollo/client/react';
import { can, type AuditLogFilter } from '@admit/shared';
import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { FullPageSpinner, Spinner } from '../../../ui/Spinner.tsx';
import { LAPTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { OrganizationLoadError } from '../components/OrganizationPage.tsx';
import { AuditCards, AuditTable } from './AuditEntries.tsx';
import { AuditFiltersForm } from './AuditFiltersForm.tsx';
import { filterFromUrl, urlFromFilter } from './audit-filters.ts';
import { AuditOrganizationQuery } from './audit-log-query.ts';
import { useAuditLog } from './use-audit-log.ts';

/** The filter, read from and written to the address (replacing it: a new filter is not a new page). */
function useUrlFilter(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const { filter, ignored } = useMemo(() => filterFromUrl(new URLSearchParams(address), timeZone), [address, timeZone]);
  const setFilter = useCallback(
    (next: AuditLogFilter) => setParams(urlFromFilter(next, timeZone), { replace: true }),
    [setParams, timeZone],
  );
  return { filter, ignored, setFilter, address };
}

/**
 * The organization's audit log, for its owners and managers: who changed what and when, newest first, with each
 * change in words; filters in the address; a table on a laptop, cards on a phone; "Load more" by cursor.
 */
export function AuditLogPage({ slug }: { slug: string }) {
  const { data, loading, error, refetch } = useQuery(AuditOrganizationQuery, { variables: { slug } });
  if (loading && !data) return <FullPageSpinner label="Loading the organization…" />;
  if (error || !data) return <OrganizationLoadError error={error} retry={() => void refetch()} />;
  const organization = data.organization;
  return (
    <>
      <title>{`Audit log · ${organization.name} · Admit`}</title>
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to="/manage">Your organizations</Link> ›{' '}
        <Link to={`/manage/${encodeURIComponent(organization.slug)}`}>{organization.name}</Link>
      </nav>
      <h1 className="h3 mb-3">Audit log</h1>
      {can(organization.viewerRole, 'audit.view') ? (
        <AuditLog organizationId={organization.id} events={organization.events} />
      ) : (
        <Alert variant="warning" role="alert">
          Only owners and managers can read the audit log.
        </Alert>
      )}
    </>
  );
}

function AuditLog({
  organizationId,
  events,
}: {
  organizationId: string;
  events: readonly { id: string; title: string }[];
}) {
  const [timeZone] = useState(browserTimeZone);
  const { filter, ignored, setFilter, address } = useUrlFilter(timeZone);
  const log = useAuditLog(organizationId, filter);
  const laptop = useMediaQuery(LAPTOP_QUERY);
  const { page } = log;
  return (
    <div data-testid="audit-log">
      <p className="text-body-secondary small">
        Every change to orders, tickets, ticket types, events and the team, with who made it. Times are in {timeZone}.
      </p>
      {/* Keyed by the address: going back to another filter shows it in the form too. */}
      <AuditFiltersForm
        key={address}
        filter={filter}
        events={events}
        timeZone={timeZone}
        onApply={setFilter}
        laptop={laptop}
      />
      {ignored.length > 0 && (
        <Alert variant="warning" className="small">
          Left out of this view, as the address’s value was not understood: {ignored.join(', ')}.
        </Alert>
      )}
      {!page ? (
        log.error ? (
          <LoadFailedAlert error={log.error} onRetry={() => void log.refetch()}>
            The audit log could not be loaded.
          </LoadFailedAlert>
        ) : (
          <Spinner size={32} label="Loading the audit log…" />
        )
      ) : (
        <div className={log.stale ? 'opacity-50' : undefined} aria-busy={log.stale}>
          {page.entries.length === 0 ? (
            <p className="text-body-secondary">{address ? 'No records match.' : 'Nothing has been recorded yet.'}</p>
          ) : laptop ? (
            <AuditTable entries={page.entries} timeZone={timeZone} />
          ) : (
            <AuditCards entries={page.entries} timeZone={timeZone} />
          )}
          {log.moreFailed && <Alert variant="danger">More records could not be loaded. Try again.</Alert>}
          {page.hasNextPage && (
            <div className="d-grid mt-3">
              <Button variant="outline-secondary" disabled={log.loadingMore} onClick={() => void log.loadMore()}>
                {log.loadingMore ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
