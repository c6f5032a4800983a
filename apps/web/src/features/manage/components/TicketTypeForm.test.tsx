import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateTicketTypeDocument } from '../gql/graphql.ts';
import { TicketTypeForm } from './TicketTypeForm.tsx';

const input = {
  name: 'Early bird',
  description: '',
  priceMinor: 1250,
  capacity: 50,
  salesStartAt: null,
  salesEndAt: null,
  minPerOrder: 1,
  maxPerOrder: 10,
  hidden: false,
  sortOrder: 3,
};

function renderForm(onDone: () => void) {
  const created = { __typename: 'TicketType', id: 't1', ...input, salesStartAtLocal: null, salesEndAtLocal: null };
  const mocks = [
    {
      request: { query: CreateTicketTypeDocument, variables: { eventId: 'e1', input } },
      result: { data: { createTicketType: created } },
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <TicketTypeForm
        eventId="e1"
        currency="GBP"
        timeZone="Europe/London"
        ticketType={null}
        nextSortOrder={3}
        onDone={onDone}
      />
    </MockedProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add ticket type' })));
const descriptionOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

afterEach(() => vi.restoreAllMocks());

describe('the ticket type form', () => {
  it('words a price that is not one beside it, with the other fields’ messages, and sends nothing', async () => {
    const onDone = vi.fn();
    renderForm(onDone);
    type('Price (GBP)', 'twelve');
    await add();
    expect(descriptionOf('Price (GBP)')).toBe('Enter a price like 12.50, or 0 for free.');
    expect(descriptionOf('Name')).toBe('Name the ticket type.');
    expect(descriptionOf('Capacity')).toBe('Enter the capacity.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the typed price and numbers as the API takes them, then closes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onDone = vi.fn();
    renderForm(onDone);
    type('Name', 'Early bird');
    type('Price (GBP)', '12.5');
    type('Capacity', '50');
    await add();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
