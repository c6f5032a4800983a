import { afterEach, describe, expect, it } from 'vitest';
import { loadDevice, parseDevice } from './device.ts';

/* This device's id and name, kept in localStorage: a broken or old entry is replaced, never a crash. */

const KEY = 'admit.doorDevice';

afterEach(() => localStorage.clear());

describe('the door device', () => {
  it('keeps the device it stored', () => {
    localStorage.setItem(KEY, JSON.stringify({ id: 'abc123', name: 'Door 2' }));
    expect(loadDevice()).toEqual({ id: 'abc123', name: 'Door 2' });
  });

  it('makes a new device, and stores it, when there is none', () => {
    const device = loadDevice();
    expect(device.name).toBe(`Door ${device.id.slice(0, 4).toUpperCase()}`);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(device);
  });

  it('starts again from a broken or older-shaped entry, and overwrites it', () => {
    for (const broken of ['{not json', 'null', '"Door 2"', '{"id":"abc123"}', '{"id":5,"name":"Door 2"}', '[]']) {
      expect(parseDevice(broken)).toBeNull();
      localStorage.setItem(KEY, broken);
      const device = loadDevice();
      expect(device.id).not.toBe('abc123');
      expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(device);
    }
  });
});
