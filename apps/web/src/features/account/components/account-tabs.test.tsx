import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../../lib/session/session.ts';
import type { SessionUser } from '../../../lib/session/session.ts';
import { EmailTab } from './EmailTab.tsx';
import { PasswordTab } from './PasswordTab.tsx';

const auth = {
  hasPassword: vi.fn<() => Promise<boolean>>(),
  reauthenticateWithPassword: vi.fn<(password: string) => Promise<void>>(),
  changePassword: vi.fn<(password: string) => Promise<void>>(),
  changeEmail: vi.fn<(email: string) => Promise<void>>(),
};

vi.mock('../../../lib/session/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  loadAuth: () => Promise.resolve(auth),
}));

const user: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada',
  photoURL: null,
  phoneNumber: null,
  secondFactors: [],
  providerIds: ['password'],
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  auth.hasPassword.mockResolvedValue(true);
  auth.reauthenticateWithPassword.mockResolvedValue(undefined);
  auth.changePassword.mockResolvedValue(undefined);
  auth.changeEmail.mockResolvedValue(undefined);
});

describe('the password tab', () => {
  it('asks for the current password, then changes it and empties the form', async () => {
    render(<PasswordTab user={user} />);
    await act(async () => undefined);
    type('New password', 'better-password-2');
    await press('Change password');
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(auth.changePassword).not.toHaveBeenCalled();

    type('Current password', 'tickets4all');
    await press('Change password');
    expect(auth.reauthenticateWithPassword).toHaveBeenCalledWith('tickets4all');
    expect(auth.changePassword).toHaveBeenCalledWith('better-password-2');
    expect(screen.getByRole('status').textContent).toBe('Your password is changed.');
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', false);
  });

  it('lets an account without a password set one', async () => {
    auth.hasPassword.mockResolvedValue(false);
    render(<PasswordTab user={user} />);
    await act(async () => undefined);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'fresh-password-3');
    await press('Set password');
    expect(screen.getByRole('status').textContent).toBe('Your password is set.');
  });
});

describe('the email tab', () => {
  it('refuses the address the account already has', async () => {
    render(<EmailTab user={user} />);
    await act(async () => undefined);
    type('New email', 'ADA@example.com');
    type('Current password', 'tickets4all');
    await press('Send verification link');
    expect(screen.getByText('That is already your email.')).toBeTruthy();
    expect(auth.changeEmail).not.toHaveBeenCalled();

    type('New email', 'lovelace@example.com');
    await press('Send verification link');
    expect(auth.changeEmail).toHaveBeenCalledWith('lovelace@example.com');
    expect(screen.getByRole('status').textContent).toContain('We sent a link to lovelace@example.com.');
  });
});
