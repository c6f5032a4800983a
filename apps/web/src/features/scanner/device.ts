import { useState } from 'react';
import { z } from '@admit/shared';

const KEY = 'admit.doorDevice';

export type DoorDevice = { id: string; name: string };

/** A random id, URL-safe, for nonces and this device. */
export const randomId = () => crypto.randomUUID().replace(/-/g, '');

const savedDevice = z.object({ id: z.string().min(1), name: z.string().min(1) });

/** The device as stored, or null when there is none or it is broken (not JSON, or another shape). */
export function parseDevice(stored: string | null): DoorDevice | null {
  if (stored === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = savedDevice.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** This device as stored; a new one (stored, replacing a broken entry) when there is none. */
export function loadDevice(): DoorDevice {
  const saved = parseDevice(localStorage.getItem(KEY));
  if (saved) return saved;
  const id = randomId();
  const device = { id, name: `Door ${id.slice(0, 4).toUpperCase()}` };
  localStorage.setItem(KEY, JSON.stringify(device));
  return device;
}

/**
 * This device at the door: an id of its own, and a name other devices are told ("checked in at 19:02 on Door
 * 2"), kept in localStorage (no personal data).
 */
export function useDoorDevice(): [DoorDevice, (name: string) => void] {
  const [device, setDevice] = useState(loadDevice);
  const rename = (name: string) => {
    const next = { ...device, name: name.trim().slice(0, 60) || device.name };
    localStorage.setItem(KEY, JSON.stringify(next));
    setDevice(next);
  };
  return [device, rename];
}
