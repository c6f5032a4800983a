// The account feature's public face: what the app's routes may use.
export { AccountPage } from './components/AccountPage.tsx';
