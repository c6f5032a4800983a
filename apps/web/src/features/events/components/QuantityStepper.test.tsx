import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper.tsx';

function Stepper({ min, max }: { min: number; max: number }) {
  const [quantity, setQuantity] = useState(0);
  return <QuantityStepper name="Standing" quantity={quantity} min={min} max={max} onChange={setQuantity} />;
}

describe('QuantityStepper', () => {
  it('goes from none to the minimum, one at a time to the maximum, and back to none below the minimum', () => {
    render(<Stepper min={2} max={4} />);
    const more = screen.getByRole('button', { name: 'Add a Standing ticket' });
    const fewer = screen.getByRole('button', { name: 'Remove a Standing ticket' });
    const chosen = screen.getByRole('status', { name: 'Standing tickets chosen' });
    expect(chosen.textContent).toBe('0');
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(more);
    expect(chosen.textContent).toBe('2');
    fireEvent.click(more);
    fireEvent.click(more);
    expect(chosen.textContent).toBe('4');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(fewer);
    fireEvent.click(fewer);
    expect(chosen.textContent).toBe('2');
    fireEvent.click(fewer);
    expect(chosen.textContent).toBe('0');
  });
});
