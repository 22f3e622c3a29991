import { parseArgs } from 'node:util';
import { NewPasswordSchema, PASSWORD_MIN_LENGTH } from '@storykeep/core';
import { buildApp } from '../app/build-app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { adminPasswordFrom, adminPasswordText } from '../seed/admin-password.js';
import { databaseIsEmpty, demoAccountsText, seedDemo } from '../seed/demo.seed.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_EMAIL } from '../seed/demo-data.js';
import { demoRefusal } from '../seed/demo-guard.js';
import { seedDemoMedia } from '../seed/demo-media.seed.js';
import type { Command } from './command.js';

export const seedCommand: Command = {
  name: 'seed',
  summary:
    'Load the demo organizations, accounts and interviews (each interview with a recording, a transcript, chapters and a clip; one with a public page)',
  usage: `storykeep seed --demo [--password P]   (the demo accounts' password, default ${DEFAULT_DEMO_PASSWORD}; the administrator's is generated and printed once, or STORYKEEP_ADMIN_PASSWORD; refuses a database that has accounts; HOST on loopback or STORYKEEP_ALLOW_DEMO=1)`,
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: { demo: { type: 'boolean', default: false }, password: { type: 'string', default: DEFAULT_DEMO_PASSWORD } },
      strict: true,
    });
    if (!values.demo) {
      console.error('Only the demo data can be seeded: storykeep seed --demo');
      return 2;
    }
    if (!NewPasswordSchema.safeParse(values.password).success) {
      console.error(`--password needs ${PASSWORD_MIN_LENGTH} to 512 characters, the rule of every account password.`);
      return 2;
    }
    const config = loadConfig();
    const refused = demoRefusal(config.host, config.allowDemo);
    if (refused) {
      console.error(refused);
      return 2;
    }
    const database = await openDatabase<DB>({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrateToLatest(database.db as never);
      if (!(await databaseIsEmpty(database.db))) {
        console.error('The database already has accounts; the demo is only loaded into a new database.');
        return 1;
      }
      const admin = adminPasswordFrom(config.adminPassword);
      await seedDemo(database.db, admin.password, values.password, admin.generated);
      // The recordings go in through the API and are processed here, since each clip is cut from a processed recording.
      const app = await buildApp({ config, database, serveWebApp: false, mediaWorkers: 1 });
      try {
        const media = config.demoRecordings
          ? await seedDemoMedia(app, database.db, values.password)
          : { recorded: [], skipped: 'STORYKEEP_DEMO_RECORDINGS is off' };
        console.log(media.skipped ? `No demo recordings: ${media.skipped}.` : `Demo recordings: ${media.recorded.join(', ')}.`);
        if (media.passed) console.log(`Demo recordings not made: ${media.passed.join('; ')}.`);
      } finally {
        await app.close();
      }
      console.log(demoAccountsText(values.password));
      console.log(adminPasswordText(DEMO_ADMIN_EMAIL, admin));
      return 0;
    } finally {
      await database.close();
    }
  },
};
