import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrefersReducedMotion } from '../test/reduced-motion.ts';
import { useToast, type ToastMessage } from './toast-context.ts';
import { ToastProvider } from './Toasts.tsx';

function SaveButton({ toast }: { toast: ToastMessage }) {
  const toasts = useToast();
  return (
    <button type="button" onClick={() => toasts.show(toast)}>
      Save
    </button>
  );
}

function renderWithToasts(toast: ToastMessage = { message: 'Event saved', variant: 'success' }) {
  return render(
    <ToastProvider>
      <SaveButton toast={toast} />
    </ToastProvider>,
  );
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('are announced politely: shown inside a polite live region that was there before them', () => {
    renderWithToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(region.textContent).toContain('Event saved');
    // Not an assertive alert of its own, which would interrupt the screen reader.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(region.querySelector('[aria-live="assertive"]')).toBeNull();
  });

  it('go away by themselves after 4 seconds and a 150 ms fade', async () => {
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByText('Event saved').closest('.toast');
    expect(toast?.classList.contains('text-bg-success')).toBe(true);
    expect((toast as HTMLElement | null)?.style.transitionDuration).toBe('150ms');
    await advance(3999);
    expect(toast?.classList.contains('showing')).toBe(false);
    await advance(1);
    // Bootstrap fades a toast out while it has .showing.
    expect(toast?.classList.contains('showing')).toBe(true);
    await advance(149);
    expect(screen.queryByText('Event saved')).not.toBeNull();
    // The fade ends at 150 ms in a browser (transitionend); react-bootstrap's fallback timer adds 5 ms.
    await advance(6);
    expect(screen.queryByText('Event saved')).toBeNull();
  });

  it('can be dismissed at once with their close button', async () => {
    renderWithToasts({ message: 'Could not save', variant: 'danger' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await advance(160);
    expect(screen.queryByText('Could not save')).toBeNull();
  });

  it('stack when several are shown, each leaving on its own time', async () => {
    renderWithToasts({ message: 'Copied' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Copied')).toHaveLength(2);
    // act() renders what the timers changed when it returns, so the clock stops where the first one hides.
    await advance(2000);
    await advance(200);
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    await advance(1800);
    await advance(200);
    expect(screen.queryAllByText('Copied')).toHaveLength(0);
  });

  it('appear and leave without fading when the person prefers reduced motion', async () => {
    setPrefersReducedMotion(true);
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Event saved').closest('.toast')?.classList.contains('fade')).toBe(false);
    await advance(4000);
    expect(screen.queryByText('Event saved')).toBeNull();
  });

  it('need a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SaveButton toast={{ message: 'x' }} />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
