import 'bootstrap/dist/css/bootstrap.min.css';
import '../ui/theme.css';
import { HomePageApp } from './HomePageApp.tsx';
import { hydratePage } from './hydrate-page.ts';
import { readPageData } from './page-data.ts';

hydratePage(<HomePageApp data={readPageData('home')} />);
