/**
 * The component a CommonJS package exports as `exports.default` (react-slick, react-multi-carousel).
 *
 * The app's package is "type": "module", so Vite's production build (Rolldown) imports CommonJS the way Node
 * does: the default import is the whole `exports` object, `{ __esModule, default: Component }`, and React
 * fails on it ("Element type is invalid ... got: object", error #130). Vitest unwraps it to the component
 * itself. This accepts both.
 */
export function cjsDefault<T>(imported: T): T {
  const maybeWrapped: unknown = imported;
  if (typeof maybeWrapped === 'object' && maybeWrapped !== null && 'default' in maybeWrapped) {
    return maybeWrapped.default as T;
  }
  return imported;
}
