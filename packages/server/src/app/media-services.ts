import type { MediaProcessor, SpeechToText } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { SpeechSettings } from '../config-services.js';
import type { DB } from '../db/schema.js';
import { JobEvents } from '../jobs/job-events.js';
import { JobStore } from '../jobs/job-store.js';
import { Worker } from '../jobs/worker.js';
import { FfmpegMediaProcessor } from '../media/ffmpeg-media-processor.js';
import type { MediaServices } from '../modules/media-services.types.js';
import type { PipelineDeps } from '../modules/pipeline/pipeline-deps.js';
import { pipelineHandlers } from '../modules/pipeline/pipeline-handlers.js';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../modules/upload/upload-limits.js';
import { type MediaStorageOptions, openMediaStorage } from '../storage/media-storage.js';
import { PocketsphinxSpeechToText } from '../stt/pocketsphinx.js';
import { speechServicesFrom, speechToTextFrom } from '../stt/speech-to-text.factory.js';

/** The media store's settings (`MediaStorageOptions`: data folder, public URL, S3, sealing keys, URL secret) and the rest. */
export interface MediaServicesOptions extends MediaStorageOptions {
  db: Kysely<DB>;
  /** The configured speech-to-text services (`Config.speech`); absent, pocketsphinx when installed. */
  speech?: SpeechSettings | undefined;
  /** Replaces the service `speech` names; null for none. */
  stt?: SpeechToText | null;
  media?: MediaProcessor;
  mixDelayMs?: number;
  /** The configured limits (`Config.uploadLimits`: STORYKEEP_ORGANIZATION_QUOTA_BYTES, STORYKEEP_ABANDONED_UPLOAD_DAYS); their defaults when absent. */
  limits?: UploadLimits | undefined;
}

/** Speech-to-text as configured, or undefined when switched off (SPEECH_TO_TEXT=none) or the default (pocketsphinx) is not installed. */
export function availableSpeechToText(speech: SpeechSettings): SpeechToText | undefined {
  if (speech.off) return undefined;
  const stt = speechToTextFrom(speech);
  return stt instanceof PocketsphinxSpeechToText && !stt.available() ? undefined : stt;
}

/** No service variable set: pocketsphinx, when installed. */
const NO_SPEECH_SERVICES: SpeechSettings = { off: false };

export async function createMediaServices(options: MediaServicesOptions): Promise<MediaServices> {
  const { store, signer, keys, sealer } = await openMediaStorage(options);
  const events = new JobEvents();
  const jobs = new JobStore(options.db, events);
  const speech = options.speech ?? NO_SPEECH_SERVICES;
  const deps: PipelineDeps = {
    db: options.db,
    store,
    media: options.media ?? new FfmpegMediaProcessor(),
    stt: options.stt === null ? undefined : (options.stt ?? availableSpeechToText(speech)),
    // An organization may pick any service configured here; a server given its one service (tests, none) keeps to it.
    ...(options.stt === undefined && !speech.off ? { speechServices: speechServicesFrom(speech) } : {}),
  };
  const handlers = pipelineHandlers(deps);
  const workers: Worker[] = [];
  // A job queued in this process wakes the local workers instead of waiting for their next poll.
  events.subscribe((change) => {
    if (change.status === 'queued') for (const worker of workers) worker.wake();
  });
  return {
    ...deps,
    dataDir: options.dataDir,
    signer,
    keys,
    sealer,
    jobs,
    events,
    handlers,
    mixDelayMs: options.mixDelayMs ?? 5_000,
    limits: options.limits ?? DEFAULT_UPLOAD_LIMITS,
    startWorkers(count) {
      for (let i = 0; i < count; i++) {
        const worker = new Worker({ store: jobs, handlers, pollMs: 2_000 });
        workers.push(worker);
        worker.start();
      }
      return workers;
    },
    async stop() {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
    },
  };
}
