import { useQuery } from '@apollo/client/react';
import type { OrderSort } from '@admit/shared';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { BulkActionButtons, useBulkActions } from '../bulk/BulkActions.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { exportQuery } from '../exports/export-query.ts';
import type { BulkScope } from '../bulk/BulkActionModal.tsx';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LAPTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import { ManagedOrder } from '../components/ManagedOrder.tsx';
import { ManagedOrder_OrderFragment, OrderFilterOptionsQuery } from '../event-orders-query.ts';
import type { OrderRow } from './order-columns.tsx';
import { activeFilterCount, filtersFromUrl, urlFromFilters, type OrderListFilters } from './order-filters.ts';
import { OrderCards } from './OrderCards.tsx';
import { OrderFiltersPanel } from './OrderFiltersPanel.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { ColumnChooser, NewOrderButton, OrderSearchBox, SelectionBar, SortSelect } from './OrdersToolbar.tsx';
import { OrderTotal } from './OrderTotal.tsx';
import { useOrderSearch } from './use-order-search.ts';
import { useOrdersTable } from './use-orders-table.ts';

/**
 * The list's filters, read from and written to the address (replacing it: a filter click is not a page). The
 * router applies a new address in a transition; until it has, the filters just chosen are shown, so a ticked box
 * stays ticked rather than blinking back.
 */
function useUrlFilters(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const fromUrl = useMemo(() => filtersFromUrl(new URLSearchParams(address), timeZone), [address, timeZone]);
  const [chosen, setChosen] = useState<{ over: string; filters: OrderListFilters } | null>(null);
  // Once the address has moved on, it speaks for itself (and going back to the old one shows the old list).
  if (chosen && chosen.over !== address) setChosen(null);
  const filters = chosen?.over === address ? chosen.filters : fromUrl.filters;
  const setFilters = useCallback(
    (next: OrderListFilters) => {
      setChosen({ over: address, filters: next });
      setParams(urlFromFilters(next, timeZone), { replace: true });
    },
    [address, setParams, timeZone],
  );
  return { filters, ignored: fromUrl.ignored, setFilters, key: urlFromFilters(filters, timeZone).toString() };
}

/**
 * The event's orders for its owners and managers: search, filters and sort in the address, a page at a time with
 * the total; a table on a laptop, cards on a phone; rows selected for actions on many (or on all the filter
 * matches), and opened one at a time.
 */
export function OrdersList({ eventId, eventSlug, timeZone }: { eventId: string; eventSlug: string; timeZone: string }) {
  const { filters, ignored, setFilters, key } = useUrlFilters(timeZone);
  const search = useOrderSearch(eventId, filters);
  const options = useQuery(OrderFilterOptionsQuery, { variables: { slug: eventSlug } });
  const [showFilters, setShowFilters] = useState(false);
  const laptop = useMediaQuery(LAPTOP_QUERY);
  const rows = useMemo(() => search.page?.nodes ?? [], [search.page]);
  const setSort = (sort: OrderSort) => setFilters({ ...filters, sort });
  const onSearch = useCallback(
    (text: string) => setFilters({ ...filters, search: text || null }),
    [filters, setFilters],
  );
  const table = useOrdersTable({ rows, timeZone, sort: filters.sort, onSort: setSort, listKey: key });
  const selected = Object.keys(table.getState().rowSelection);
  const bulk = useBulkActions(eventId, () => {
    table.resetRowSelection();
    void search.refetch();
  });
  const matching = search.page && { count: search.page.totalCount, exact: search.page.totalIsExact };
  const scope: BulkScope = { orderIds: selected, filter: filters, matching };
  const renderOrder = (o: OrderRow) => (
    <ManagedOrder order={getFragmentData(ManagedOrder_OrderFragment, o)} timeZone={timeZone} />
  );
  const narrowing = activeFilterCount(filters);

  return (
    <div data-testid="orders-list">
      <div className="d-flex flex-wrap gap-2 mb-2">
        <OrderSearchBox value={filters.search ?? ''} onSearch={onSearch} />
        <SortSelect sort={filters.sort} onSort={setSort} />
        <Button variant="outline-secondary" className="d-lg-none" onClick={() => setShowFilters(true)}>
          {narrowing ? `Filters (${narrowing})` : 'Filters'}
        </Button>
        {laptop && <ColumnChooser table={table} />}
        <ExportMenu eventId={eventId} kind="orders" query={exportQuery(filters)} />
        <NewOrderButton />
      </div>
      <OrderFiltersPanel
        show={showFilters}
        onHide={() => setShowFilters(false)}
        onClear={() => setFilters({ search: filters.search ?? null, sort: filters.sort })}
        filters={filters}
        onChange={setFilters}
        ticketTypes={options.data?.event.ticketTypes ?? []}
        timeZone={timeZone}
      />
      {ignored.length > 0 && (
        <Alert variant="warning" className="small">
          Left out of this list, as the address’s value was not understood: {ignored.join(', ')}.
        </Alert>
      )}
      {bulk.progress}
      <SelectionBar count={selected.length} onClear={() => table.resetRowSelection()}>
        <BulkActionButtons onChoose={(kind) => bulk.ask(kind, scope)} />
      </SelectionBar>
      {bulk.modal}
      <OrdersResults
        search={search}
        table={table}
        laptop={laptop}
        narrowed={narrowing > 0 || Boolean(filters.search)}
        timeZone={timeZone}
        renderOrder={renderOrder}
      />
    </div>
  );
}

function OrdersResults({
  search,
  table,
  laptop,
  narrowed,
  timeZone,
  renderOrder,
}: {
  search: ReturnType<typeof useOrderSearch>;
  narrowed: boolean;
  table: ReturnType<typeof useOrdersTable>;
  laptop: boolean;
  timeZone: string;
  renderOrder: (o: OrderRow) => ReactNode;
}) {
  const { page, error } = search;
  if (!page) {
    if (!error) return <Spinner size={32} label="Loading the orders…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void search.refetch()}>
        The orders could not be loaded.
      </LoadFailedAlert>
    );
  }
  return (
    <div className={search.stale ? 'opacity-50' : undefined} aria-busy={search.stale}>
      <OrderTotal count={page.totalCount} exact={page.totalIsExact} shown={page.nodes.length} />
      {page.nodes.length === 0 ? (
        <p className="text-body-secondary">{narrowed ? 'No orders match.' : 'No orders yet.'}</p>
      ) : laptop ? (
        <OrdersTable table={table} renderOrder={renderOrder} />
      ) : (
        <OrderCards table={table} timeZone={timeZone} renderOrder={renderOrder} />
      )}
      {search.moreFailed && <Alert variant="danger">More orders could not be loaded. Try again.</Alert>}
      {page.hasNextPage && (
        <div className="d-grid mt-3">
          <Button variant="outline-secondary" disabled={search.loadingMore} onClick={() => void search.loadMore()}>
            {search.loadingMore ? 'Loading…' : 'Load more orders'}
          </Button>
        </div>
      )}
    </div>
  );
}
