import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedCardForm } from './SimulatedCardForm.tsx';
import { simulatedProcessor, type ConfirmAnswer } from './simulated-processor.ts';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pay = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Pay / })));

function renderForm(onPaid = () => undefined) {
  render(<SimulatedCardForm clientSecret="pi_1_secret" publishableKey={null} amount="£22.50" onPaid={onPaid} />);
}

function fillCard() {
  type('Card number', '4000002760003184');
  type('Expiry (MM / YY)', '1234');
  type('CVC', '12a3');
}

afterEach(() => vi.restoreAllMocks());

describe('SimulatedCardForm', () => {
  it('shapes what is typed, and sends nothing the shared rules refuse', async () => {
    const confirm = vi.spyOn(simulatedProcessor, 'confirm');
    renderForm();
    await pay();
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the card number.').className).toMatch(/invalid-feedback/);
    fillCard();
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4000 0027 6000 3184');
    expect(screen.getByLabelText<HTMLInputElement>('Expiry (MM / YY)').value).toBe('12 / 34');
    expect(screen.getByLabelText<HTMLInputElement>('CVC').value).toBe('123');
    await act(async () => undefined);
    expect(screen.queryByText('Enter the card number.')).toBeNull();
  });

  it('puts a failed 3-D Secure challenge in the alert, and pays when it passes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const challenge: ConfirmAnswer = { status: 'requires_action' };
    vi.spyOn(simulatedProcessor, 'confirm').mockResolvedValue(challenge);
    vi.spyOn(simulatedProcessor, 'authenticate').mockImplementation((_secret, passed) =>
      Promise.resolve(
        passed
          ? { status: 'succeeded' }
          : { status: 'requires_payment_method', error: { message: 'We are unable to authenticate your card.' } },
      ),
    );
    const onPaid = vi.fn();
    renderForm(onPaid);
    fillCard();
    await pay();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Fail authentication' })));
    const refusal = await screen.findByText('We are unable to authenticate your card.');
    expect(refusal.getAttribute('role')).toBe('alert');

    await pay();
    expect(screen.queryByText('We are unable to authenticate your card.')).toBeNull();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' })));
    expect(onPaid).toHaveBeenCalledOnce();
  });
});
