import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnlockCodeForm } from './UnlockCodeForm.tsx';

describe('UnlockCodeForm', () => {
  // Guards: "Unlock" with nothing typed says what to enter beside the field (never a silent button); typing clears
  // it; a code is handed over trimmed; the server's refusal shows in the same place.
  it('asks for a code when none was typed, and hands over a typed one trimmed', () => {
    const onUnlock = vi.fn();
    const { rerender } = render(<UnlockCodeForm onUnlock={onUnlock} error={null} />);
    const field = screen.getByLabelText('Have an access code?');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByText('Enter the access code the organizer gave you.')).toBeTruthy();
    expect(field.classList.contains('is-invalid')).toBe(true);
    expect(onUnlock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' crew-2042 ' } });
    expect(field.classList.contains('is-invalid')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(onUnlock).toHaveBeenCalledWith('crew-2042');
    rerender(<UnlockCodeForm onUnlock={onUnlock} error="That code unlocks nothing for this event." />);
    expect(screen.getByText('That code unlocks nothing for this event.')).toBeTruthy();
  });
});
