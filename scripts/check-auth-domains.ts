/**
 * `npm run check:auth-domains`: lists the authorized domains this deployment
 * needs in Firebase (Authentication → Settings → Authorized domains) and says
 * which are missing. Reads the same environment as the API.
 */
import { loadConfig } from '../apps/api/src/config.ts';
import { checkAuthDomains } from '../apps/api/src/deployment/auth-domains.ts';

const config = loadConfig();
const report = await checkAuthDomains(config);
console.log(`Firebase project: ${config.firebase.projectId}`);
console.log('Authorized domains this deployment needs:');
for (const host of report.needed) {
  const state = report.authorized === null ? '?' : report.missing.includes(host) ? 'MISSING' : 'ok';
  console.log(`  ${state.padEnd(8)}${host}`);
}
if (report.error) {
  console.log(`Could not read the project's authorized domains: ${report.error}`);
  process.exit(2);
}
if (report.missing.length > 0) {
  console.log('Add the missing ones under Authentication → Settings → Authorized domains.');
  process.exit(1);
}
console.log('All needed domains are authorized.');
