// The tickets feature's public face: My tickets and one ticket's page.
export { MyTicketsPage } from './components/MyTicketsPage.tsx';
export { TicketPage } from './components/TicketPage.tsx';
export { AddToCalendarButton } from './components/AddToCalendarButton.tsx';
export { AcceptTransferPage } from './transfer/AcceptTransferPage.tsx';
