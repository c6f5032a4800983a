// The door scanner's public face: the events to scan for, and the scanner itself.
export { ScanHome } from './components/ScanHome.tsx';
export { ScannerPage } from './components/ScannerPage.tsx';
