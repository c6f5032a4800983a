import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is 80 px and green by default, and tells screen readers what is happening', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('status');
    expect(spinner.textContent).toBe('Loading…');
    expect(spinner.querySelector('.visually-hidden')?.textContent).toBe('Loading…');
    expect(spinner.style.width).toBe('80px');
    expect(spinner.style.height).toBe('80px');
    expect(spinner.style.color).toBe('green');
  });

  it('takes another size and label when asked', () => {
    render(<Spinner size={24} label="Saving…" />);
    const spinner = screen.getByRole('status');
    expect(spinner.textContent).toBe('Saving…');
    expect(spinner.style.width).toBe('24px');
  });
});
