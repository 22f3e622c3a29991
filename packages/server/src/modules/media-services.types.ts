import type { JobEvents } from '../jobs/job-events.js';
import type { JobHandlers } from '../jobs/job-handler.js';
import type { JobStore } from '../jobs/job-store.js';
import type { Worker } from '../jobs/worker.js';
import type { MediaStorage } from '../storage/media-storage.js';
import type { PipelineDeps } from './pipeline/pipeline-deps.js';
import type { UploadLimits } from './upload/upload-limits.js';

// The type only: modules use the media services the composition root (app/media-services.ts) builds.
/** The media side of the server: object store, job queue, the pipeline's handlers, and its workers. */
export interface MediaServices extends PipelineDeps {
  /** The data folder (`STORYKEEP_DATA`): working folders and exports live here whichever store holds the media. */
  dataDir: string;
  signer: MediaStorage['signer'];
  /** Keys derived from the media URL secret; only to open values sealed with them before the sealing keys. */
  keys: MediaStorage['keys'];
  /** Seals the secrets the database keeps (Box tokens, queued download headers) under the sealing keys. */
  sealer: MediaStorage['sealer'];
  jobs: JobStore;
  events: JobEvents;
  handlers: JobHandlers;
  /** Wait before mixing a call's tracks, so tracks finishing together are mixed once. */
  mixDelayMs: number;
  /** Storage quota per organization and how long an unfinished upload may wait before it is swept. */
  limits: UploadLimits;
  /** Starts `count` in-process workers (0: leave the jobs to `storykeep worker` processes). */
  startWorkers(count: number): Worker[];
  /** Stops the workers, letting running jobs finish first. */
  stop(): Promise<void>;
}
