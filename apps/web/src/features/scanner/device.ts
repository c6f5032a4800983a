import { useState } from 'react';

const KEY = 'admit.doorDevice';

export type DoorDevice = { id: string; name: string };

/** A random id, URL-safe, for nonces and this device. */
export const randomId = () => crypto.randomUUID().replace(/-/g, '');

function load(): DoorDevice {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DoorDevice> | null;
    if (saved?.id && saved.name) return { id: saved.id, name: saved.name };
  } catch {
    // A broken entry is replaced below.
  }
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
  const [device, setDevice] = useState(load);
  const rename = (name: string) => {
    const next = { ...device, name: name.trim().slice(0, 60) || device.name };
    localStorage.setItem(KEY, JSON.stringify(next));
    setDevice(next);
  };
  return [device, rename];
}
