// The waiting list's public face: joining from a sold-out type, the confirmation link, and the offer's link.
export { JoinWaitingListPage } from './components/JoinWaitingListPage.tsx';
export { ConfirmWaitingListPage } from './components/ConfirmWaitingListPage.tsx';
export { WaitingListOfferPage } from './components/WaitingListOfferPage.tsx';
