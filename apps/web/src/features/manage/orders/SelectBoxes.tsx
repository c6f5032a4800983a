import type { Row, Table } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import type { OrderRow } from './order-columns.tsx';

function Checkbox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // "Some selected" has no HTML attribute: it is set on the element.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="form-check-input m-0"
      checked={checked}
      aria-label={label}
      onChange={onChange}
    />
  );
}

/** Selects every order shown, or none. */
export function SelectAllBox({ table }: { table: Table<OrderRow> }) {
  return (
    <Checkbox
      checked={table.getIsAllRowsSelected()}
      indeterminate={table.getIsSomeRowsSelected()}
      label="Select every order shown"
      onChange={table.getToggleAllRowsSelectedHandler()}
    />
  );
}

export function SelectRowBox({ row }: { row: Row<OrderRow> }) {
  return (
    <Checkbox
      checked={row.getIsSelected()}
      label={`Select order ${row.original.code}`}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}
