import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStore, PermanentExportResponse } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { writeTar } from '../downloads/tar-archive.js';
import { storeFile } from '../pipeline/pipeline-deps.js';
import { exportStory, StoryNotFoundError } from './permanent-export.js';

/** Job type of an archival package build (`POST /user/permanentExport/{id}`). */
export const ARCHIVE_PACKAGE_JOB = 'story.archive-package';

/** The folder every file of a package unpacks into. */
export const archiveFolderName = (storyId: string) => `storykeep-archive-${storyId}`;

/** Object key of a finished package: one tar per build, in the media store beside the story's other files. */
export const archivePackageKey = (storyId: string, taskId: string) =>
  `stories/${storyId}/archives/${taskId}/${archiveFolderName(storyId)}.tar`;

/** What a finished build answers (kept as the job's result): where the package is and its manifest. */
export interface ArchivePackageResult {
  key: string;
  manifest: PermanentExportResponse;
}

/**
 * Builds a story's archival package in the worker's scratch folder (media, each participant's recording, transcript,
 * indexes, metadata, release forms, and `manifest.json` with every file's SHA-256), packs it into one tar and puts it
 * in the media store, so every server of an installation offers the same file and backups of the store hold it. The
 * scratch folder is removed whatever happens; a rerun after a crash builds the package again from the start.
 */
export function archivePackageJob(deps: { db: Kysely<DB>; store: ObjectStore; now(): Date }): JobHandler<{ storyId: string }> {
  return async ({ storyId }, { job, progress }) => {
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-archive-'));
    try {
      progress?.(0.05);
      const manifest = await exportStory(deps, storyId, dir, deps.now()).catch((error: unknown) => {
        throw error instanceof StoryNotFoundError ? new PermanentJobError('This interview no longer exists') : error;
      });
      progress?.(0.6);
      const built = join(dir, storyId);
      const folder = archiveFolderName(storyId);
      const names = [...manifest.files.map((file) => file.name), 'manifest.json'];
      const tar = join(dir, 'package.tar');
      await writeTar(
        names.map((name) => ({ name: `${folder}/${name}`, path: join(built, name) })),
        tar,
      );
      progress?.(0.8);
      const key = archivePackageKey(storyId, job.id);
      await storeFile(deps.store, key, tar);
      return { key, manifest } satisfies ArchivePackageResult;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
