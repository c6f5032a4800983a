import { ORDER_SORTS, type OrderSort } from '@admit/shared';
import type { Table } from '@tanstack/react-table';
import { useEffect, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { Link, useNavigation } from 'react-router';
import { HIDEABLE_COLUMNS, type HideableColumn, type OrderRow } from './order-columns.tsx';
import { SORT_LABELS } from './order-filters.ts';

/** How long typing pauses before the list follows: one request per word, not per key. */
const SEARCH_PAUSE_MS = 350;

/**
 * The search box: the list follows as the person types (after a pause), and at once on Enter. It starts from
 * the address, and follows it when the address changes (back, a shared link).
 */
export function OrderSearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed by itself (back, a cleared search): the box shows it. Its own echo changes nothing.
  if (value !== seen) {
    setSeen(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  // A link followed while the pause runs (an order opened from the list) wins: the search would take the page back.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (leaving || text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, leaving]);
  return (
    <Form
      role="search"
      className="flex-grow-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Form.Control
        type="search"
        aria-label="Search orders"
        placeholder="Name, email or code"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Form>
  );
}

/** The sort as a menu: the phone's cards have no column headers to click. */
export function SortSelect({ sort, onSort }: { sort: OrderSort; onSort: (sort: OrderSort) => void }) {
  return (
    <Form.Select
      aria-label="Sort orders"
      className="w-auto"
      value={sort}
      onChange={(e) => {
        const next = ORDER_SORTS.find((s) => s === e.target.value);
        if (next) onSort(next);
      }}
    >
      {ORDER_SORTS.map((s) => (
        <option key={s} value={s}>
          {SORT_LABELS[s]}
        </option>
      ))}
    </Form.Select>
  );
}

/** A pay-later order reserved for a buyer (staff-order/): its form is the next address under the list's. */
export function NewOrderButton() {
  return (
    <Link to="new" className="btn btn-primary">
      New order
    </Link>
  );
}

/** Which columns the table shows; the choice is kept in this browser. */
export function ColumnChooser({ table }: { table: Table<OrderRow> }) {
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary">Columns</Dropdown.Toggle>
      <Dropdown.Menu className="px-3">
        {(Object.keys(HIDEABLE_COLUMNS) as HideableColumn[]).map((id) => {
          const column = table.getColumn(id);
          if (!column) return null;
          return (
            <Form.Check
              key={id}
              id={`column-${id}`}
              label={HIDEABLE_COLUMNS[id]}
              checked={column.getIsVisible()}
              onChange={column.getToggleVisibilityHandler()}
            />
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The selected orders: how many, and a way to let go of them. Actions on a selection (resend, cancel, refund,
 * export) come with the bulk actions; they read the same selection.
 */
export function SelectionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children?: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div
      className="d-flex align-items-center gap-2 border rounded bg-body-tertiary px-3 py-2 mb-2"
      role="status"
      data-testid="order-selection"
    >
      <strong>{count === 1 ? '1 selected' : `${count} selected`}</strong>
      {children}
      <Button variant="link" size="sm" className="ms-auto" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
