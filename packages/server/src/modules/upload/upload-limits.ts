import { formatByteSize, LOCAL_PART_SIZE_LIMIT_BYTES, storageQuotaExceeded } from '@storykeep/core';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

/** How much an organization may store and how long an unfinished upload may wait (docs/configuration.md). */
export interface UploadLimits {
  /** Bytes each organization may keep; null: no limit. */
  organizationQuotaBytes: number | null;
  /** A multipart upload nobody added to for this long is swept with its parts. */
  abandonedUploadMs: number;
}

/** The largest local-recording part a device may send without naming its size (parts close at 30 MiB, plus a slice). */
export const LOCAL_PART_MAX_BYTES = 2 * LOCAL_PART_SIZE_LIMIT_BYTES;
/** The largest whole recording a form upload takes when the device does not name its size: 4 GiB. */
export const FORM_UPLOAD_MAX_BYTES = 4 * 1024 ** 3;

const DAY_MS = 24 * 60 * 60 * 1000;

const LimitsEnvSchema = z.object({
  /** 0: no limit. The default, 100 GiB, suits a small archive on one disk. */
  STORYKEEP_ORGANIZATION_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(100 * 1024 ** 3),
  STORYKEEP_ABANDONED_UPLOAD_DAYS: z.coerce.number().int().min(2).max(365).default(7),
});

/** The limits with none of their variables set (servers built without a `Config`, as tests are). */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = uploadLimitsFrom({});

/** Reads the limits from the environment; a bad value stops start-up with the variable's name. */
export function uploadLimitsFrom(env: Record<string, string | undefined>): UploadLimits {
  const parsed = LimitsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const quota = parsed.data.STORYKEEP_ORGANIZATION_QUOTA_BYTES;
  return { organizationQuotaBytes: quota === 0 ? null : quota, abandonedUploadMs: parsed.data.STORYKEEP_ABANDONED_UPLOAD_DAYS * DAY_MS };
}

/** The bytes an organization keeps: its completed uploads (originals, call tracks) and its stories' files. */
export async function storedBytesOf(db: Kysely<DB>, organizationId: string): Promise<number> {
  const row = await sql<{ used: string | number | null }>`
    select
      (select coalesce(sum(u.size), 0) from media_uploads u join stories s on s.id = u.story_id
        where s.organization_id = ${organizationId} and u.status = 'completed')
      + (select coalesce(sum(f.size), 0) from story_files f join stories s on s.id = f.story_id
        where s.organization_id = ${organizationId} and f.uploaded) as used`.execute(db);
  return Number(row.rows[0]?.used ?? 0);
}

/** 413 naming the quota when `incoming` more bytes would take the organization past it (or it is already full). */
export async function requireRoom(db: Kysely<DB>, limits: UploadLimits, organizationId: string, incoming = 0): Promise<void> {
  const quota = limits.organizationQuotaBytes;
  if (quota === null) return;
  const used = await storedBytesOf(db, organizationId);
  if (used + incoming > quota || used >= quota) {
    throw new HttpError(413, 'STORAGE_QUOTA_EXCEEDED', storageQuotaExceeded(formatByteSize(quota)));
  }
}
