// `npm run seed`: loads demo data into the configured database, even if it was seeded before.
import '../runtime/require-supported-node.js';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ensureDemoAccounts, seedDemoData } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  await ensureDemoAccounts(config.firebase);
  await seedDemoData(database.db, config);
  console.log(`Seeded demo data into ${database.kind}.`);
} finally {
  await database.close();
}
