import { describe, expect, it } from 'vitest';
import { OFFLINE_TICKET_QUERY_URL } from './offline-tickets.ts';

/** A query's address as Apollo's HttpLink writes it for GET. */
const get = (operationName: string, extra = '') =>
  `http://localhost:3000/graphql?query=query%20${operationName}%20%7B%7D&operationName=${operationName}${extra}`;

describe('the service worker’s route for kept tickets', () => {
  it('takes My tickets and a ticket’s page, wherever operationName sits in the query string', () => {
    expect(OFFLINE_TICKET_QUERY_URL.test(get('MyTickets'))).toBe(true);
    expect(OFFLINE_TICKET_QUERY_URL.test(get('TicketPage', '&variables=%7B%22id%22%3A%221%22%7D'))).toBe(true);
    expect(OFFLINE_TICKET_QUERY_URL.test('http://localhost:3000/graphql?operationName=MyTickets&query=x')).toBe(true);
  });

  it('leaves every other operation alone, names that merely begin alike included', () => {
    expect(OFFLINE_TICKET_QUERY_URL.test(get('MyTicketsAdmin'))).toBe(false);
    expect(OFFLINE_TICKET_QUERY_URL.test(get('OrderPage'))).toBe(false);
    expect(OFFLINE_TICKET_QUERY_URL.test(get('ManageEvent', '&x=operationName%3DMyTickets'))).toBe(false);
    expect(OFFLINE_TICKET_QUERY_URL.test('http://localhost:3000/tickets?operationName=MyTickets')).toBe(false);
  });
});
