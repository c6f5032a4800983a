import 'bootstrap/dist/css/bootstrap.min.css';
import './ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { sessionStore } from './lib/session/session.ts';
import { ignoreSupersededWork } from './lib/superseded-work.ts';

ignoreSupersededWork();
sessionStore.restore();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
