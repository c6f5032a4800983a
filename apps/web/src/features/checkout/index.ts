// The checkout feature's public face: the pages the app's routes show, and where the event page keeps a new hold.
export { CheckoutPage } from './components/CheckoutPage.tsx';
export { OrderPage } from './components/OrderPage.tsx';
export { saveHold } from './hold-store.ts';
