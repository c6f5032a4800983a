import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEntry } from './CodeEntry.tsx';

describe('CodeEntry', () => {
  // Guards: "Check code" on an empty field says what to do beside it (never a silent button), and a code typed
  // with stray spaces is judged as its code, after which the field is empty for the next guest.
  it('asks for a code when none was typed, and hands over a typed one trimmed', async () => {
    const onCode = vi.fn();
    render(<CodeEntry onCode={onCode} />);
    const field = screen.getByLabelText('Ticket code');
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Type the code under the ticket’s QR code.')).toBeTruthy();
    expect(field.classList.contains('is-invalid')).toBe(true);
    expect(onCode).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  K7QX 2MPA ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('K7QX 2MPA'));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Type the code under the ticket’s QR code.')).toBeNull();
  });
});
