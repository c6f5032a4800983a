/** Every table, gathered for Drizzle's relational API and for drizzle-kit. */
export * from '../modules/identity/tables.ts';
export * from '../modules/organizations/tables.ts';
export * from '../modules/media/tables.ts';
export * from '../modules/events/tables.ts';
export * from '../modules/ticket-types/tables.ts';
export * from '../modules/waiting-room/tables.ts';
export * from './meta-table.ts';
export * from '../modules/orders/tables.ts';
export * from '../modules/tickets/tables.ts';
export * from '../modules/payments/tables.ts';
export * from '../modules/mail/tables.ts';
export * from '../modules/audit/tables.ts';
export * from '../modules/checkin/tables.ts';
export * from '../modules/bulk-actions/tables.ts';
export * from '../modules/dashboard/tables.ts';
export * from './relations.ts';
export * from '../modules/messages/tables.ts';
