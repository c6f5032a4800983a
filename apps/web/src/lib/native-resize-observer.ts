/**
 * Stands in for `resize-observer-polyfill`, which react-slick imports (vite.config.ts aliases it here): every browser
 * the build targets has ResizeObserver (Baseline since 2020), so the home page uses the browser's own rather than
 * downloading 7.6 KiB of polyfill. Undefined on the server, where the carousel never measures anything.
 */
const NativeResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;
