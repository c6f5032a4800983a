// The events feature's public face: what the app's routes (and other features) may use.
export { DiscoverPage } from './components/DiscoverPage.tsx';
export { EventPage } from './components/EventPage.tsx';
export { EventPageQuery } from './event-page-query.ts';
