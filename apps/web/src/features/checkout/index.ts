// The checkout feature's public face: the pages the app's routes show.
export { CheckoutPage } from './components/CheckoutPage.tsx';
export { OrderPage } from './components/OrderPage.tsx';
export { ConfirmEmailPage } from './components/ConfirmEmailPage.tsx';
export { HoldWhileSigningIn } from './components/HoldWhileSigningIn.tsx';
export { TicketChangePage } from './ticket-change/TicketChangePage.tsx';
