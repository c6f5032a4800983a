import { afterEach, describe, expect, it } from 'vitest';
import { claimTokenOf, saveHold } from './hold-store.ts';

afterEach(() => localStorage.clear());

describe('hold store', () => {
  it('keeps each order’s claim token in this browser', () => {
    saveHold({ orderId: 'order-1', claimToken: 'token-1' });
    saveHold({ orderId: 'order-2', claimToken: 'token-2' });
    expect(claimTokenOf('order-1')).toBe('token-1');
    expect(claimTokenOf('order-2')).toBe('token-2');
    expect(claimTokenOf('order-3')).toBeNull();
  });

  it('keeps only the newest twenty holds', () => {
    for (let i = 0; i < 25; i++) saveHold({ orderId: `order-${i}`, claimToken: `token-${i}` });
    expect(claimTokenOf('order-4')).toBeNull();
    expect(claimTokenOf('order-5')).toBe('token-5');
    expect(claimTokenOf('order-24')).toBe('token-24');
  });

  it('survives storage it did not write', () => {
    localStorage.setItem('admit.holds', '{not json');
    expect(claimTokenOf('order-1')).toBeNull();
    saveHold({ orderId: 'order-1', claimToken: 'token-1' });
    expect(claimTokenOf('order-1')).toBe('token-1');
  });

  it('starts again from storage of another shape', () => {
    localStorage.setItem('admit.holds', '{"orderId":"order-1","claimToken":"token-1"}');
    expect(claimTokenOf('order-1')).toBeNull();
    localStorage.setItem('admit.holds', 'null');
    expect(claimTokenOf('order-1')).toBeNull();
    saveHold({ orderId: 'order-2', claimToken: 'token-2' });
    expect(claimTokenOf('order-2')).toBe('token-2');
  });

  it('keeps the good entries when some are mangled', () => {
    localStorage.setItem(
      'admit.holds',
      JSON.stringify([
        { orderId: 'order-1', claimToken: 42 },
        'order-2',
        null,
        { orderId: 'order-3', claimToken: 'token-3' },
      ]),
    );
    expect(claimTokenOf('order-1')).toBeNull();
    expect(claimTokenOf('order-3')).toBe('token-3');
  });
});
