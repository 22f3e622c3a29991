import { normalizeEmail } from '@storykeep/core';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { adminPasswordText, generatedPassword } from '../seed/admin-password.js';
import { createAdministrator } from '../seed/administrator.seed.js';
import type { Command } from './command.js';
import { parseCommandArgs } from './command-input.js';

const CreateOptions = z.object({
  email: z.email('--email must be an e-mail address'),
  name: z.string().trim().min(1, '--name must not be empty').max(200).optional(),
});

/**
 * `storykeep admin create`: another administrator, with a generated password printed once (never logged) that the
 * first sign-in replaces. The first administrator is made by `serve` on a new database.
 */
export const adminCommand: Command = {
  name: 'admin',
  summary: 'Make an administrator account (its password is generated, printed once, and replaced at the first sign-in)',
  usage: 'storykeep admin create --email E [--name N]   (STORYKEEP_DATA or DATABASE_URL from the environment)',
  async run(argv) {
    const [action, ...rest] = argv;
    if (action !== 'create') {
      console.error(`Usage: ${this.usage}`);
      return 2;
    }
    const options = parseCommandArgs(rest, { email: { type: 'string' }, name: { type: 'string' } }, CreateOptions);
    if (options instanceof Error) {
      console.error(options.message);
      return 2;
    }
    const config = loadConfig();
    const database = await openDatabase<DB>({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrateToLatest(database.db as never);
      const password = generatedPassword();
      const email = normalizeEmail(options.email);
      const made = await createAdministrator(database.db, {
        email,
        name: options.name ?? 'Administrator',
        password: password.password,
        mustChange: true,
      });
      if (!made) {
        console.error(`An account with the e-mail ${email} exists already.`);
        return 1;
      }
      console.log(adminPasswordText(email, password, true));
      return 0;
    } finally {
      await database.close();
    }
  },
};
