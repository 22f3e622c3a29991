import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { buildApp } from '../app/build-app.js';
import { type Config, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { type AdminPassword, adminPasswordFrom, adminPasswordText } from '../seed/admin-password.js';
import { ensureFirstAdministrator } from '../seed/administrator.seed.js';
import { databaseIsEmpty, demoAccountsText, seedDemo } from '../seed/demo.seed.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_EMAIL } from '../seed/demo-data.js';
import { demoRefusal } from '../seed/demo-guard.js';
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

interface MadeAdministrator {
  email: string;
  password: AdminPassword;
  mustChange: boolean;
}

/**
 * A database without accounts gets its first administrator: the demo's (with the demo data) or, without --demo, the
 * one STORYKEEP_ADMIN_EMAIL names. The password is STORYKEEP_ADMIN_PASSWORD or generated; a generated one, and any
 * outside demo mode, is replaced at the first sign-in. Undefined when there were accounts already.
 */
async function firstAdministrator(db: Kysely<DB>, config: Config, demo: boolean): Promise<MadeAdministrator | undefined> {
  if (!(await databaseIsEmpty(db))) return undefined;
  const password = adminPasswordFrom(config.adminPassword);
  if (demo) {
    await seedDemo(db, password.password, DEFAULT_DEMO_PASSWORD, password.generated);
    return { email: DEMO_ADMIN_EMAIL, password, mustChange: password.generated };
  }
  const who = config.firstAdministrator;
  return (await ensureFirstAdministrator(db, who, password.password)) ? { email: who.email, password, mustChange: true } : undefined;
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Serve the web app and the API on one port',
  usage:
    'storykeep serve [--demo]   (PORT, HOST, STORYKEEP_DATA, DATABASE_URL from the environment)\n' +
    '  A new database gets its first administrator (STORYKEEP_ADMIN_EMAIL, default admin@storykeep.local), with\n' +
    '  STORYKEEP_ADMIN_PASSWORD or a generated password printed once; the first sign-in asks for a new one.\n' +
    '  --demo  load the demo organizations and accounts when the database is new (HOST on loopback, or STORYKEEP_ALLOW_DEMO=1)',
  async run(argv) {
    const { values } = parseArgs({ args: argv, options: { demo: { type: 'boolean', default: false } }, strict: true });
    const config = loadConfig();
    const refused = values.demo ? demoRefusal(config.host, config.allowDemo) : null;
    if (refused) {
      console.error(refused);
      return 2;
    }
    const database = await openDatabase<DB>({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    // Every start brings the schema up to date; the first administrator (and the demo) fill only a database without accounts.
    await migrateToLatest(database.db as never);
    const admin = await firstAdministrator(database.db, config, values.demo);
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
    if (values.demo) console.log(`${admin ? 'Loaded the demo data. ' : ''}${demoAccountsText(DEFAULT_DEMO_PASSWORD)}`);
    // Printed once, to standard output and never to the log; the next start finds accounts and prints nothing.
    if (admin) console.log(adminPasswordText(admin.email, admin.password, admin.mustChange));
    // The demo recordings are spoken and filmed after the server is up: a newcomer can sign in meanwhile.
    if (admin && values.demo && config.demoRecordings) void makeDemoRecordings(app, database.db);
    return new Promise<number>(() => {});
  },
};
