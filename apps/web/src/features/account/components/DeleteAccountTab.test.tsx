import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../../lib/session/session.ts';
import type { SessionUser } from '../../../lib/session/session.ts';
import { DeleteAccountDocument } from '../gql/graphql.ts';
import { DeleteAccountTab } from './DeleteAccountTab.tsx';

/** The few Firebase calls deleting makes, each a mock the test sets up. */
const auth = {
  hasPassword: vi.fn<() => Promise<boolean>>(),
  reauthenticateWithPassword: vi.fn<(password: string) => Promise<void>>(),
  startPhoneReauthentication: vi.fn<(buttonId: string) => Promise<void>>(),
  finishPhoneReauthentication: vi.fn<(code: string) => Promise<void>>(),
  signOut: vi.fn<() => Promise<void>>(),
};

vi.mock('../../../lib/session/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  loadAuth: () => Promise.resolve(auth),
}));

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada',
  photoURL: null,
  phoneNumber: null,
  secondFactors: [],
  providerIds: ['password'],
  ...overrides,
});

function renderTab(account: SessionUser) {
  const mocks = [
    { request: { query: DeleteAccountDocument }, result: { data: { deleteAccount: { deletedUserId: 'u1' } } } },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/account']}>
        <Routes>
          <Route path="/account" element={<DeleteAccountTab user={account} />} />
          <Route path="/goodbye" element={<p>Goodbye</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const modal = () => within(screen.getByRole('dialog', { name: 'Delete your account?' }));

beforeEach(() => {
  auth.hasPassword.mockResolvedValue(true);
  auth.signOut.mockResolvedValue(undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('deleting the account', () => {
  it('asks for the password, shows a wrong one in the alert, and leaves once the account is gone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    auth.reauthenticateWithPassword
      .mockRejectedValueOnce(firebaseError('auth/wrong-password'))
      .mockResolvedValueOnce(undefined);
    renderTab(user({}));
    await press('Delete my account');
    await press('Delete account');
    expect(modal().getByText('Enter your password to confirm.')).toBeTruthy();
    expect(auth.reauthenticateWithPassword).not.toHaveBeenCalled();

    fireEvent.change(modal().getByLabelText('Password'), { target: { value: 'wrong-password-1' } });
    await press('Delete account');
    expect(modal().getByRole('alert').textContent).toContain('do not match');

    fireEvent.change(modal().getByLabelText('Password'), { target: { value: 'tickets4all' } });
    await press('Delete account');
    expect(auth.reauthenticateWithPassword).toHaveBeenLastCalledWith('tickets4all');
    expect(await screen.findByText('Goodbye')).toBeTruthy();
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('texts a code to a phone-only account, and deletes once the code is right', async () => {
    auth.hasPassword.mockResolvedValue(false);
    auth.startPhoneReauthentication.mockResolvedValue(undefined);
    auth.finishPhoneReauthentication.mockResolvedValue(undefined);
    renderTab(user({ email: null, phoneNumber: '+447400123456', providerIds: ['phone'] }));
    await press('Delete my account');
    await press('Text me a code');
    expect(auth.startPhoneReauthentication).toHaveBeenCalledWith('reauth-phone-send');

    fireEvent.change(modal().getByLabelText('Code'), { target: { value: '123456' } });
    await press('Delete account');
    expect(auth.finishPhoneReauthentication).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Goodbye')).toBeTruthy();
  });
});
