/**
 * Admit runs on Node 24 LTS, which `npm ci` installs into node_modules/.bin
 * (the `node` package) so that every npm script uses it. This is the one
 * place that says which majors are supported; package.json's `engines`
 * repeats it and a test keeps the two equal.
 */
export const MIN_NODE_MAJOR = 24;

/** A sentence for the operator when `version` (e.g. "20.20.2") is too old, or null when it is supported. */
export function unsupportedNodeMessage(version: string): string | null {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= MIN_NODE_MAJOR) return null;
  return (
    `Admit needs Node ${MIN_NODE_MAJOR} or newer, but this is Node ${version}. ` +
    `Start it through npm (npm start), which runs the Node ${MIN_NODE_MAJOR} that "npm ci" installed, ` +
    `or install Node ${MIN_NODE_MAJOR} LTS.`
  );
}
