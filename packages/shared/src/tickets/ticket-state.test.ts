import { describe, expect, it } from 'vitest';
import { TICKET_STATE_LABELS, TICKET_STATES, ticketState, ticketStateAdmits } from './ticket-state.ts';

const facts = { status: 'VALID' as const, eventCancelled: false, orderCancelled: false, checkedIn: false };

describe('a ticket’s state', () => {
  it('is Checked in once the door let it in, not Valid', () => {
    expect(ticketState(facts)).toBe('VALID');
    expect(ticketState({ ...facts, checkedIn: true })).toBe('CHECKED_IN');
  });

  it('is Refunded when void, checked in before or not', () => {
    expect(ticketState({ ...facts, status: 'VOID' })).toBe('REFUNDED');
    expect(ticketState({ ...facts, status: 'VOID', checkedIn: true })).toBe('REFUNDED');
  });

  it('is Cancelled with its event or order, even before the refund voids it', () => {
    expect(ticketState({ ...facts, eventCancelled: true })).toBe('CANCELLED');
    expect(ticketState({ ...facts, eventCancelled: true, status: 'VOID' })).toBe('CANCELLED');
    expect(ticketState({ ...facts, orderCancelled: true, checkedIn: true })).toBe('CANCELLED');
  });

  it('is Transferred to the one who passed it on while it admits its new holder, and Refunded once void', () => {
    expect(ticketState({ ...facts, passedOn: true })).toBe('TRANSFERRED');
    expect(ticketState({ ...facts, passedOn: true, checkedIn: true })).toBe('TRANSFERRED');
    expect(ticketState({ ...facts, passedOn: true, status: 'VOID' })).toBe('REFUNDED');
  });

  it('has one label per state, and admits only while valid or checked in', () => {
    expect(TICKET_STATES.map((s) => TICKET_STATE_LABELS[s])).toEqual([
      'Valid',
      'Checked in',
      'Refunded',
      'Cancelled',
      'Transferred',
    ]);
    expect(TICKET_STATES.filter(ticketStateAdmits)).toEqual(['VALID', 'CHECKED_IN']);
  });
});
