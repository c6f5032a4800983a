/*
 * ALTCHA's solver and Web Crypto's SHA-256, and nothing else of altcha-lib: named here so the bundler keeps only
 * what solving needs. Importing the package's index dynamically kept all of it (the server's challenge making and
 * verifying too, 3.4 KiB gzipped on the waiting page). Loaded only when a visitor joins.
 */
export { solveChallenge } from 'altcha-lib';
export { deriveKey } from 'altcha-lib/algorithms/web/sha';
