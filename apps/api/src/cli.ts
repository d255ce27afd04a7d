// Operations command line: `node apps/api/dist/cli.js apikey create <nome> | list | revoke <prefixo>`.
// It opens the database of the configuration and applies the migrations first. With the embedded
// database (PGlite), stop the portal before running it: one process at a time may open DATA_DIR.
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { CLI_USAGE, runApiKeyCli } from './erp/api-key-cli';

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
  console.log(CLI_USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 2 });
let code = 1;
try {
  await migrateDatabase(database);
  code = await runApiKeyCli(args, database, { out: (l) => console.log(l), err: (l) => console.error(l) });
} catch (err) {
  console.error(`Falha: ${(err as Error).message}`);
} finally {
  await database.close();
}
process.exit(code);
