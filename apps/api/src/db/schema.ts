/** Every table, gathered for Drizzle's relational API and for drizzle-kit. */
export * from '../modules/identity/tables.ts';
export * from './meta-table.ts';
