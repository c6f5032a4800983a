import { describe, expect, it } from 'vitest';
import { cjsDefault } from './cjs-default.ts';

function Slider() {
  return null;
}

describe('cjsDefault', () => {
  it('unwraps the exports object a production build hands over', () => {
    expect(cjsDefault({ __esModule: true, default: Slider })).toBe(Slider);
  });

  it('passes through a component that was already unwrapped', () => {
    expect(cjsDefault(Slider)).toBe(Slider);
  });
});
