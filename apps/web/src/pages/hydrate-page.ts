import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { sessionStore } from '../lib/session/session.ts';

/**
 * Brings a server-rendered page to life: hydrates what the server wrote (the same components, the same data),
 * then restores the session, if this browser may have one. The service worker, which keeps the whole app for
 * offline use, is registered for returning members only: a first visit downloads the page and nothing more.
 */
export function hydratePage(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('This page has no #root element.');
  hydrateRoot(root, page);
  sessionStore.restore();
  if (sessionStore.get().status !== 'signed-out') registerServiceWorker();
}
