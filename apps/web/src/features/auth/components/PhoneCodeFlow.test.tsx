import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneCodeFlow } from './PhoneCodeFlow.tsx';

/** A Firebase refusal, as the SDK throws it. */
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

type Send = (phoneNumber: string, buttonId: string) => Promise<void>;
type Confirm = (code: string) => Promise<void>;

function renderFlow(send = vi.fn<Send>(() => Promise.resolve()), confirm = vi.fn<Confirm>(() => Promise.resolve())) {
  const onDone = vi.fn();
  render(
    <PhoneCodeFlow buttonId="send" sendLabel="Text me a code" submitLabel="Sign in" {...{ send, confirm, onDone }} />,
  );
  return { send, confirm, onDone };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the phone flow', () => {
  it('checks the number by the shared rules before texting anything', async () => {
    const { send } = renderFlow();
    await press('Text me a code');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your phone number.')).toBeTruthy();
  });

  it('texts the number in E.164 form, then checks the code and reports the number as people read it', async () => {
    const { send, confirm, onDone } = renderFlow();
    type('Phone number', '+44 7400 123456');
    await press('Text me a code');
    expect(send).toHaveBeenCalledWith('+447400123456', 'send');
    expect(screen.getByText('+44 7400 123456')).toBeTruthy();

    await press('Sign in');
    expect(screen.getByText('Enter the 6-digit code from the text message.')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();

    type('Code', '123456');
    await press('Sign in');
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(onDone).toHaveBeenCalledWith('+44 7400 123456');
  });

  it('shows a wrong code in the step’s alert, and a failed resend in the same place', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(firebaseError('auth/quota-exceeded'));
    const { onDone } = renderFlow(
      send,
      vi.fn<Confirm>(() => Promise.reject(firebaseError('auth/invalid-verification-code'))),
    );
    type('Phone number', '+44 7400 123456');
    await press('Text me a code');
    type('Code', '654321');
    await press('Sign in');
    expect(screen.getByRole('alert').textContent).toBe('That code is not right. Check it and try again.');
    expect(onDone).not.toHaveBeenCalled();

    // The countdown sets its next second after each render.
    for (let s = 0; s < 30; s++) await act(async () => void vi.advanceTimersByTime(1000));
    await press('Resend code');
    vi.useRealTimers();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'We cannot send more codes right now. Try again later.',
    ]);
  });
});
