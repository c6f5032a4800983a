// The manage feature's public face: the organizer screens.
export { EditEventPage } from './components/EditEventPage.tsx';
export { NewEventPage } from './components/NewEventPage.tsx';
export { OrganizationPage } from './components/OrganizationPage.tsx';
export { OrganizationsPage } from './components/OrganizationsPage.tsx';
