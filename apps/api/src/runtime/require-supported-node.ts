import { unsupportedNodeMessage } from './node-version.ts';

// Imported first by every entry point (the API, `npm start`, `npm run dev`,
// the seed): ES modules run in import order, so this refuses an old Node
// before any dependency that needs a newer one is evaluated.
const problem = unsupportedNodeMessage(process.versions.node);
if (problem) {
  console.error(`admit: ${problem}`);
  process.exit(1);
}
