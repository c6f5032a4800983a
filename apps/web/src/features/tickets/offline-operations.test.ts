import { getOperationAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OFFLINE_TICKET_OPERATIONS } from '../../lib/offline-tickets.ts';
import { MyTicketsQuery } from './my-tickets-query.ts';
import { TicketPageQuery } from './ticket-page-query.ts';

describe('the ticket queries the service worker keeps for offline use', () => {
  it('are the ones its route names (a renamed query would silently stop working offline)', () => {
    const names = [MyTicketsQuery, TicketPageQuery].map((document) => getOperationAST(document)?.name?.value);
    expect(names).toEqual(OFFLINE_TICKET_OPERATIONS);
  });
});
