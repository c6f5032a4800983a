import type { OrderSort } from '@admit/shared';
import {
  getCoreRowModel,
  useReactTable,
  type ExpandedState,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { orderColumns, type OrderRow } from './order-columns.tsx';

const COLUMNS_KEY = 'admit:order-columns';
const DEFAULT_VISIBILITY: VisibilityState = { paidAt: false };

function savedVisibility(): VisibilityState {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(COLUMNS_KEY) ?? 'null');
    if (saved && typeof saved === 'object' && Object.values(saved).every((v) => typeof v === 'boolean')) {
      return saved as VisibilityState;
    }
  } catch {
    // Unreadable or no storage (a private window): the default columns.
  }
  return DEFAULT_VISIBILITY;
}

const toSorting = (sort: OrderSort): SortingState => [
  { id: sort.startsWith('TOTAL') ? 'totalMinor' : 'createdAt', desc: sort.endsWith('DESC') },
];
function toSort(sorting: SortingState): OrderSort {
  const [first] = sorting;
  const by = first?.id === 'totalMinor' ? 'TOTAL' : 'CREATED';
  return `${by}_${first?.desc === false ? 'ASC' : 'DESC'}`;
}

const apply = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/**
 * The one table model behind the laptop's table and the phone's cards (TanStack Table): the server's sort shown
 * and changed, the columns chosen (kept in this browser), the rows selected and opened. A new list (other
 * filters) starts with nothing selected, as the selection would otherwise name orders no longer shown.
 */
export function useOrdersTable({
  rows,
  timeZone,
  sort,
  onSort,
  listKey,
}: {
  rows: OrderRow[];
  timeZone: string;
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  listKey: string;
}) {
  const columns = useMemo(() => orderColumns(timeZone), [timeZone]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(savedVisibility);
  useEffect(() => setRowSelection({}), [listKey]);
  useEffect(() => {
    try {
      localStorage.setItem(COLUMNS_KEY, JSON.stringify(columnVisibility));
    } catch {
      // No storage: the choice lasts while the page is open.
    }
  }, [columnVisibility]);

  // TanStack Table hands out a fresh model each render; no React Compiler builds this app, so nothing memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns,
    getRowId: (o) => o.id,
    getCoreRowModel: getCoreRowModel(),
    getRowCanExpand: () => true,
    // The server sorts, across every page; a click asks it to.
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: true,
    defaultColumn: { enableSorting: false },
    state: { sorting: toSorting(sort), rowSelection, expanded, columnVisibility },
    onSortingChange: (updater) => onSort(toSort(apply(updater, toSorting(sort)))),
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    onColumnVisibilityChange: setColumnVisibility,
  });
}
