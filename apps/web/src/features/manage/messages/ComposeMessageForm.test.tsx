import { ErrorCode } from '@admit/shared';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagePreviewDocument } from '../gql/graphql.ts';
import { ComposeMessageForm } from './ComposeMessageForm.tsx';

const VIP = { id: '6f1c2a8e-3b4d-4c5e-8f90-1a2b3c4d5e6f', name: 'VIP' };
const input = {
  subject: 'Doors open early',
  body: 'Come at **six**.',
  recipients: { audience: 'TICKET_TYPES', ticketTypeIds: [VIP.id], orderCode: null },
};
const request = { query: MessagePreviewDocument, variables: { eventId: 'e1', input } };

function renderForm(result: { data: unknown } | { errors: GraphQLError[] }) {
  render(
    <MockedProvider mocks={[{ request, result }]}>
      <ComposeMessageForm eventId="e1" ticketTypes={[{ id: 't0', name: 'Standing' }, VIP]} />
    </MockedProvider>,
  );
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: input.subject } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: input.body } });
  fireEvent.click(screen.getByRole('radio', { name: 'Holders of some ticket types' }));
}

const preview = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Preview' })));

afterEach(() => vi.restoreAllMocks());

describe('the compose form', () => {
  it('asks for a ticket type beside the types, and sends nothing', async () => {
    renderForm({ data: null });
    await preview();
    expect(screen.getByText('Choose at least one ticket type.')).toBeTruthy();
  });

  it('previews the message: how many it goes to, and its HTML in a sandboxed frame', async () => {
    const html = '<p>Come at <strong>six</strong>.</p>';
    renderForm({
      data: { messagePreview: { __typename: 'MessagePreview', subject: input.subject, html, recipientCount: 2 } },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'VIP' }));
    await preview();
    expect(await screen.findByText('This will go to 2 people')).toBeTruthy();
    const frame = screen.getByTitle('Message preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(html);
  });

  it('shows recipients that match nobody as an alert in the recipients group', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nobody = 'No one matches these recipients.';
    renderForm({
      errors: [new GraphQLError(nobody, { extensions: { code: ErrorCode.BAD_USER_INPUT, field: 'recipients' } })],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'VIP' }));
    await preview();
    const group = screen.getByRole('group', { name: 'Recipients' });
    expect((await within(group).findByRole('alert')).textContent).toBe(nobody);
    expect(screen.queryByTitle('Message preview')).toBeNull();
  });
});
