import { EventEmitter } from 'node:events';
import type { JobRowStatus } from '../db/job-tables.schema.js';

/** A job's status changed; the live task service turns these into subscription updates. */
export interface JobChange {
  id: string;
  type: string;
  storyId: string | null;
  status: JobRowStatus;
  error?: string;
}

/** In-process notifications of job changes (one server; between instances the task service polls the table). */
export class JobEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  changed(change: JobChange): void {
    this.emitter.emit('change', change);
  }

  /** Calls `listener` on every change; answers the function that stops it. */
  subscribe(listener: (change: JobChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
