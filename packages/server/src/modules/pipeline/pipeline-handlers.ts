import { JobHandlers } from '../../jobs/job-handler.js';
import { JOB_TYPES } from './async-operations.js';
import { mixLocalTracksJob } from './mix-local-tracks.job.js';
import type { PipelineDeps } from './pipeline-deps.js';
import { processMediaJob } from './process-media.job.js';
import { transcribeJob } from './transcribe.job.js';

/** Every job type of the media pipeline, for the server's own workers and `storykeep worker`. */
export function pipelineHandlers(deps: PipelineDeps): JobHandlers {
  return new JobHandlers()
    .register(JOB_TYPES.processMedia, processMediaJob(deps))
    .register(JOB_TYPES.mixLocalTracks, mixLocalTracksJob(deps))
    .register(JOB_TYPES.transcribe, transcribeJob(deps));
}
