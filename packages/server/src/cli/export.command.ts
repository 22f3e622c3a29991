import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IdSchema } from '@storykeep/core';
import { type Config, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { recordAudit } from '../modules/audit/audit-log.js';
import { exportStory, StoryNotFoundError } from '../modules/export/permanent-export.js';
import { openMediaStorage } from '../storage/media-storage.js';
import type { Command } from './command.js';

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { to: { type: 'string' }, json: { type: 'boolean', default: false } },
    });
  } catch (error) {
    return error as Error;
  }
}

/** The operating-system account that ran the command (the database has no account for the command line). */
function operatorName(config: Config): string {
  try {
    return userInfo().username;
  } catch {
    return config.localUser ?? 'unknown';
  }
}

export const exportCommand: Command = {
  name: 'export',
  summary: "Write a story's archival package (media, transcript, WebVTT, OHMS, metadata, manifest with SHA-256)",
  usage:
    'storykeep export STORY_ID [--to DIR] [--json]   (STORYKEEP_DATA, DATABASE_URL, STORYKEEP_EXPORT_DIR from the environment)\n' +
    '  The package goes to DIR/STORY_ID, by default STORYKEEP_DATA/exports/STORY_ID, as POST /api/user/permanentExport/{id} does.',
  async run(argv) {
    const parsed = parse(argv);
    if (parsed instanceof Error) {
      console.error(`${parsed.message}\nUsage: ${this.usage}`);
      return 2;
    }
    const [storyId, ...extra] = parsed.positionals;
    if (!storyId || extra.length > 0 || !IdSchema.safeParse(storyId).success) {
      console.error(`Give one story id.\nUsage: ${this.usage}`);
      return 2;
    }
    const config = loadConfig();
    const exportDir = parsed.values.to ? resolve(parsed.values.to) : config.areas.exportDir;
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrateToLatest(database.db as never);
      const { store } = await openMediaStorage({
        dataDir: config.dataDir,
        publicUrl: config.publicUrl,
        mediaUrlSecret: config.mediaUrlSecret,
      });
      const manifest = await exportStory({ db: database.db, store }, storyId, exportDir, new Date());
      // The package has left the server's keeping: one event in the database it came from, naming who ran the command.
      await recordAudit(
        { db: database.db, now: () => new Date(), log: { warn: (_details, message) => console.error(message) } },
        {
          kind: 'package.export',
          outcome: 'success',
          target: { type: 'story', id: storyId },
          address: hostname(),
          details: { by: 'command line', operator: operatorName(config), to: resolve(exportDir, storyId), files: manifest.files.length },
        },
      );
      if (parsed.values.json) console.log(JSON.stringify({ ...manifest, target: resolve(exportDir, storyId) }, null, 2));
      else {
        console.log(`Exported story ${storyId} to ${resolve(exportDir, storyId)}`);
        for (const file of manifest.files) console.log(`  ${file.sha256}  ${String(file.bytes).padStart(10)}  ${file.name}`);
      }
      return 0;
    } catch (error) {
      if (error instanceof StoryNotFoundError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    } finally {
      await database.close();
    }
  },
};
