// @ts-check
/**
 * Admit runs on Node 24 LTS, which `npm ci` installs into node_modules/.bin
 * (the `node` package), so every npm script uses it. package.json's
 * `engines.node` is the one statement of the minimum.
 *
 * Plain JavaScript on purpose: it has to run on the older Node it refuses,
 * which cannot load TypeScript. npm scripts preload it (`node --import`), and
 * each entry point imports it first, so an older Node stops here with a clear
 * sentence before anything that needs a newer one is loaded.
 */
import { readFileSync } from 'node:fs';

/** @type {{ engines: { node: string } }} */
const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));

/** The lowest Node major Admit supports, from `engines.node` (">=24"). */
export const MIN_NODE_MAJOR = Number(/^>=\s*(\d+)/.exec(rootPackage.engines.node)?.[1]);

/**
 * A sentence for the operator when `version` (e.g. "20.20.2") is too old, or null when it is supported.
 * @param {string} version
 * @returns {string | null}
 */
export function unsupportedNodeMessage(version) {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= MIN_NODE_MAJOR) return null;
  return (
    `Admit needs Node ${MIN_NODE_MAJOR} or newer, but this is Node ${version}. ` +
    `Start it through npm (npm start), which runs the Node ${MIN_NODE_MAJOR} that "npm ci" installed, ` +
    `or install Node ${MIN_NODE_MAJOR} LTS.`
  );
}

const problem = unsupportedNodeMessage(process.versions.node);
if (problem) {
  console.error(`admit: ${problem}`);
  process.exit(1);
}
