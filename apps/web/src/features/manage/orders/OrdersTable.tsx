import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import BootstrapTable from 'react-bootstrap/Table';
import type { OrderRow } from './order-columns.tsx';

const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;

function HeaderCell({ header }: { header: Header<OrderRow, unknown> }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const sorted = header.column.getIsSorted();
  return (
    <th
      scope="col"
      className="bg-body-tertiary text-nowrap"
      // Sticky: the column names stay in view while a long page scrolls under them.
      style={{ position: 'sticky', top: 0, zIndex: 2 }}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {header.column.getCanSort() ? (
        <button
          type="button"
          className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
          onClick={header.column.getToggleSortingHandler()}
        >
          {content}
          {sorted ? SORT_MARK[sorted] : ''}
        </button>
      ) : (
        content
      )}
    </th>
  );
}

/**
 * The orders as a table, on a laptop: a header that stays in view, the columns the person chose, sortable by date
 * or total (the server sorts), a box to select each row, and a row opening into the order below it.
 */
export function OrdersTable({
  table,
  renderOrder,
}: {
  table: Table<OrderRow>;
  renderOrder: (order: OrderRow) => ReactNode;
}) {
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className="table-responsive border rounded" style={{ maxHeight: '75vh' }} data-testid="orders-table">
      <BootstrapTable hover className="mb-0 align-middle" aria-label="Orders">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <tr data-testid="order-row" aria-selected={row.getIsSelected()}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
              {row.getIsExpanded() && (
                <tr id={`order-${row.id}`}>
                  <td colSpan={columnCount} className="bg-body-tertiary">
                    {renderOrder(row.original)}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </BootstrapTable>
    </div>
  );
}
