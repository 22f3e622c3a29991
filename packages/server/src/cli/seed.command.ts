import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { databaseIsEmpty, demoAccountsText, seedDemo } from '../seed/demo.seed.js';
import { DEFAULT_DEMO_PASSWORD } from '../seed/demo-data.js';
import type { Command } from './command.js';

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Load the demo organizations, accounts and interviews',
  usage: `storykeep seed --demo [--password P]   (default password ${DEFAULT_DEMO_PASSWORD}; refuses a database that has accounts)`,
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
    const config = loadConfig();
    const database = await openDatabase<DB>({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrateToLatest(database.db as never);
      if (!(await databaseIsEmpty(database.db))) {
        console.error('The database already has accounts; the demo is only loaded into a new database.');
        return 1;
      }
      await seedDemo(database.db, values.password);
      console.log(demoAccountsText(values.password));
      return 0;
    } finally {
      await database.close();
    }
  },
};
