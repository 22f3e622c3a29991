import { parseArgs } from 'node:util';
import { buildApp } from '../app/build-app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { adminPasswordFrom, adminPasswordText } from '../seed/admin-password.js';
import { databaseIsEmpty, demoAccountsText, seedDemo } from '../seed/demo.seed.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_EMAIL } from '../seed/demo-data.js';
import { seedDemoMedia } from '../seed/demo-media.seed.js';
import type { Command } from './command.js';

async function makeDemoRecordings(app: Parameters<typeof seedDemoMedia>[0], db: Parameters<typeof seedDemoMedia>[1]) {
  console.log('Making the demo recordings (synthetic speech, a picture, timed transcripts)…');
  try {
    const result = await seedDemoMedia(app, db, DEFAULT_DEMO_PASSWORD);
    console.log(
      result.skipped
        ? `The demo interviews have no recordings: ${result.skipped}.`
        : `Demo recordings ready: ${result.recorded.join(', ')}.`,
    );
    if (result.passed) console.log(`Demo recordings not made: ${result.passed.join('; ')}.`);
  } catch (error) {
    console.error('The demo recordings could not be made:', error instanceof Error ? error.message : error);
  }
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Serve the web app and the API on one port',
  usage:
    'storykeep serve [--demo]   (PORT, HOST, STORYKEEP_DATA, DATABASE_URL from the environment)\n  --demo  load the demo organizations and accounts when the database is new',
  async run(argv) {
    const { values } = parseArgs({ args: argv, options: { demo: { type: 'boolean', default: false } }, strict: true });
    const config = loadConfig();
    const database = await openDatabase<DB>({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    // Every start brings the schema up to date; the demo fills only a database without accounts.
    await migrateToLatest(database.db as never);
    const seeded = values.demo && (await databaseIsEmpty(database.db));
    // The administrator's password is made (or read) only for a new database and printed once, never logged.
    const admin = seeded ? adminPasswordFrom() : undefined;
    if (admin) await seedDemo(database.db, admin.password, DEFAULT_DEMO_PASSWORD);
    const app = await buildApp({ config, database });
    const shutdown = async () => {
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    const address = await app.listen({ port: config.port, host: config.host });
    console.log(`Storykeep is running at ${address}${values.demo ? ' (demo mode)' : ''}`);
    if (values.demo) console.log(`${seeded ? 'Loaded the demo data. ' : ''}${demoAccountsText(DEFAULT_DEMO_PASSWORD)}`);
    if (admin) console.log(adminPasswordText(DEMO_ADMIN_EMAIL, admin));
    // The demo recordings are spoken and filmed after the server is up: a newcomer can sign in meanwhile.
    if (admin && config.demoRecordings) void makeDemoRecordings(app, database.db);
    return new Promise<number>(() => {});
  },
};
