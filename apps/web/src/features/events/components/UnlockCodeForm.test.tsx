import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnlockCodeForm } from './UnlockCodeForm.tsx';

describe('UnlockCodeForm', () => {
  // Guards: "Apply" with nothing typed says what to enter beside the field (never a silent button); typing clears
  // it; a code is handed over trimmed; the server's refusal shows in the same place.
  it('asks for a code when none was typed, and hands over a typed one trimmed', () => {
    const onUnlock = vi.fn();
    const { rerender } = render(<UnlockCodeForm onUnlock={onUnlock} error={null} />);
    const field = screen.getByLabelText('Have a promo or access code?');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter the code the organizer gave you.')).toBeTruthy();
    expect(field.classList.contains('is-invalid')).toBe(true);
    expect(onUnlock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' crew-2042 ' } });
    expect(field.classList.contains('is-invalid')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onUnlock).toHaveBeenCalledWith('crew-2042');
    rerender(<UnlockCodeForm onUnlock={onUnlock} error="That code has expired." />);
    expect(screen.getByText('That code has expired.')).toBeTruthy();
  });

  // Guards: a promo code that applies says what it gives under the field, and a refusal replaces that note.
  it('says what an applied promo code gives, and not once it is refused', () => {
    const { rerender } = render(
      <UnlockCodeForm onUnlock={vi.fn()} error={null} applied="SUMMER20: 20% off" initialCode="summer20" />,
    );
    expect(screen.getByRole('status').textContent).toBe('SUMMER20: 20% off');
    expect((screen.getByLabelText('Have a promo or access code?') as HTMLInputElement).value).toBe('summer20');
    rerender(<UnlockCodeForm onUnlock={vi.fn()} error="That code has been used up." applied="SUMMER20: 20% off" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  // Guards: a buyer who came by a promo link for other tickets can take the code off, and the field empties.
  it('takes an applied code off with “Remove code”', () => {
    const onClear = vi.fn();
    render(
      <UnlockCodeForm
        onUnlock={vi.fn()}
        error={null}
        applied="VIP-ONLY: 20% off"
        onClear={onClear}
        initialCode="vip-only"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('Have a promo or access code?') as HTMLInputElement).value).toBe('');
  });
});
