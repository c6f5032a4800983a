import 'bootstrap/dist/css/bootstrap.min.css';
import '../ui/theme.css';
import { EventPageApp } from './EventPageApp.tsx';
import { hydratePage } from './hydrate-page.ts';
import { readPageData } from './page-data.ts';

hydratePage(<EventPageApp data={readPageData('event')} />);
