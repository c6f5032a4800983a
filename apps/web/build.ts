/**
 * `npm run build`: the web app into WEB_DIST_DIR (apps/web/dist by default), in three Vite builds:
 * 1. the client-rendered app (React), with its service worker; this build empties the directory;
 * 2. the server-rendered pages' browser files (Preact), named in pages-manifest.json;
 * 3. the same pages' server bundle, .ssr/entry-server.js, which the API renders them with.
 * `--quiet` prints warnings and errors only. `--pages` builds only the pages (2 and 3), for `npm run dev`, where
 * Vite's dev server serves the app and the API renders the pages; with `--watch`, again on every change.
 */
import { build, type LogLevel } from 'vite';

const root = import.meta.dirname;
const logLevel: LogLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

const watch = process.argv.includes('--watch') ? { watch: {} } : {};
if (!process.argv.includes('--pages')) await build({ root, logLevel });
await build({ root, logLevel, mode: 'pages', build: { ...watch } });
await build({ root, logLevel, mode: 'pages', build: { ssr: true, ...watch } });
