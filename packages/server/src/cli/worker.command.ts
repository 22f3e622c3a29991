import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { Worker } from '../jobs/worker.js';
import type { Command } from './command.js';
import { workerMediaServices } from './worker-services.js';

export const workerCommand: Command = {
  name: 'worker',
  summary: 'Run background jobs (media processing, mixing, transcription, clips, download builds, auto chapters) in a process of its own',
  usage:
    'storykeep worker [--concurrency 1] [--lease-seconds 60] [--until-idle]   (STORYKEEP_DATA, DATABASE_URL from the environment)\n' +
    '  Several workers, on one machine or many, can share one PostgreSQL database. Jobs run at least once: a job whose\n' +
    '  lease runs out is taken up again, and only the run holding the lease records its outcome.\n' +
    '  --until-idle  run the jobs that are due, then exit',
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        concurrency: { type: 'string', default: '1' },
        'lease-seconds': { type: 'string', default: '60' },
        'until-idle': { type: 'boolean', default: false },
      },
    });
    const concurrency = Number(values.concurrency);
    const leaseMs = Number(values['lease-seconds']) * 1000;
    if (!Number.isInteger(concurrency) || concurrency < 1 || !(leaseMs >= 1000)) {
      console.error(`Usage: ${this.usage}`);
      return 2;
    }
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateToLatest(database.db as never);
    const media = await workerMediaServices(
      {
        db: database.db,
        dataDir: config.dataDir,
        publicUrl: config.publicUrl,
        s3: config.s3,
        sealingKeys: config.sealingKeys,
        sharedDatabase: config.databaseUrl !== undefined,
        mediaUrlSecret: config.mediaUrlSecret,
        speech: config.speech,
        limits: config.uploadLimits,
      },
      config.areas,
      config,
    );
    const onError = (error: unknown, job?: { id: string; type: string }) =>
      console.error(`${job ? `job ${job.type} ${job.id}: ` : ''}${error instanceof Error ? error.message : String(error)}`);
    const workers = Array.from(
      { length: concurrency },
      () => new Worker({ store: media.jobs, handlers: media.handlers, leaseMs, onError }),
    );
    if (values['until-idle']) {
      const ran = await Promise.all(workers.map((w) => w.drain()));
      console.log(`Ran ${ran.reduce((a, b) => a + b, 0)} job(s)`);
      await database.close();
      return 0;
    }
    for (const worker of workers) worker.start();
    console.log(`Storykeep worker ${workers.map((w) => w.id).join(', ')} is running (${media.handlers.types().join(', ')})`);
    return new Promise<number>((resolve) => {
      const shutdown = async () => {
        // Running jobs finish; anything cut short returns to the queue when its lease runs out.
        await Promise.all(workers.map((w) => w.stop()));
        await database.close();
        resolve(0);
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    });
  },
};
