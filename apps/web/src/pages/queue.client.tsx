import 'bootstrap/dist/css/bootstrap.min.css';
import '../ui/theme.css';
import { hydrateRoot } from 'react-dom/client';
import { NoWaitingRoom, WaitingRoomPage } from '../features/waiting-room/index.ts';
import { readPageData } from './page-data.ts';

// Hydrated on its own, without the session or the service worker: the waiting page stays small for a crowd.
const data = readPageData('queue');
const root = document.getElementById('root');
if (!root) throw new Error('This page has no #root element.');
hydrateRoot(root, data.event ? <WaitingRoomPage event={data.event} /> : <NoWaitingRoom slug={data.slug} />);
document.documentElement.dataset['hydrated'] = 'true';
