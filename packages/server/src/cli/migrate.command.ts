import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Command } from './command.js';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: 'Bring the database schema up to date',
  usage: 'storykeep migrate   (DATABASE_URL or STORYKEEP_DATA from the environment)',
  async run() {
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const ran = await migrateToLatest(database.db);
      console.log(ran.length === 0 ? 'The database is up to date.' : `Ran ${ran.length} migration(s): ${ran.join(', ')}`);
      return 0;
    } finally {
      await database.close();
    }
  },
};
