import { type ObjectStore, pageOffset } from '@storykeep/core';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import { JobStore, toJob } from '../../jobs/job-store.js';
import { requireStory } from '../access.js';
import { recordPackageDownload } from '../audit/audited-reads.js';
import { ARCHIVE_PACKAGE_JOB } from '../export/archive-package.job.js';
import { visibleTo } from '../stories/story-list.query.js';
import { eventStream } from './event-stream.js';
import { applyCommand, parseCommands, requireStateWriter } from './story-state-commands.js';
import type { TaskEvents } from './task-events.js';
import type { TaskResolvers } from './task-schema.js';
import { jobTypesOf, storyViews, taskOf } from './task-views.js';

/** What every operation runs with: the caller (checked per operation), the app and the media store. */
export interface TaskContext {
  actor: Actor | undefined;
  /** The caller as their token says now (a session may end while a subscription runs); undefined once it ended. */
  currentActor: () => Promise<Actor | undefined>;
  /**
   * Over a socket: closes it with 4403 once its session ended. A subscription that finds the session gone calls it
   * before it ends, so the client always learns to sign in again; ended alone, its last subscription would let the
   * client close the socket itself (1000) first, a race the socket's own check could lose.
   */
  sessionEnded?: () => void;
  app: AppContext;
  store: ObjectStore;
  events: TaskEvents;
  /** The client's address as the server sees it (for the audit of a package's download address). */
  address?: string | undefined;
}

const forbidden = (message = 'You may not see this') => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function actorOf(ctx: TaskContext): Actor {
  if (!ctx.actor) throw forbidden('Sign in again');
  return ctx.actor;
}

/** The story if the caller may see it; FORBIDDEN otherwise (the client then signs in again and retries). */
/** An archival package holds the release forms and every participant's recording: only those who manage the story follow it. */
function taskAccessLevel(jobType: string): 'see' | 'manage' {
  return jobType === ARCHIVE_PACKAGE_JOB ? 'manage' : 'see';
}

async function seeStory(ctx: TaskContext, storyId: string, level: 'see' | 'manage' = 'see'): Promise<void> {
  const parsed = z.string().min(1).max(200).safeParse(storyId);
  if (!parsed.success) throw badInput('storyId: not a story id');
  await requireStory(ctx.app, actorOf(ctx), storyId, level).catch(() => {
    throw forbidden();
  });
}

/**
 * Whether the caller, as they are now, may still see every one of the stories (for open subscriptions). A database
 * that does not answer decides nothing: the watch goes on and the next check decides.
 */
async function stillSees(ctx: TaskContext, storyIds: readonly string[]): Promise<boolean> {
  try {
    const actor = await ctx.currentActor();
    if (!actor) {
      ctx.sessionEnded?.();
      return false;
    }
    for (const storyId of storyIds) await requireStory(ctx.app, actor, storyId, 'see');
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    return true;
  }
}

const guardOf = (ctx: TaskContext, storyIds: readonly string[]) => ({
  allowed: () => stillSees(ctx, storyIds),
  denied: () => forbidden('Your access to this story has ended; sign in again'),
});

/** Records who was given the signed address of a finished package (once per person and package in the read window). */
const packageDownloadAudit = (ctx: TaskContext) => (job: { id: string; storyId: string | null; type: string }) =>
  recordPackageDownload(ctx.app, ctx.actor, ctx.address, job);

const PENDING = ['queued', 'running'] as const;

async function activeTasks(ctx: TaskContext, storyId: string) {
  const rows = await new JobStore(ctx.app.db).db
    .selectFrom('jobs')
    .selectAll()
    .where('story_id', '=', storyId)
    .where('status', 'in', [...PENDING])
    .orderBy('created_at')
    .execute();
  return { storyId, tasks: await Promise.all(rows.map((row) => taskOf(toJob(row), ctx.store))) };
}

export const taskResolvers: TaskResolvers = {
  Query: {
    async getStories(_root, args: { page: number; count: number }, ctx: TaskContext) {
      if (!(args.page >= 1 && args.count >= 1 && args.count <= 100)) throw badInput('page ≥ 1 and count between 1 and 100');
      const rows = await ctx.app.db
        .selectFrom('stories as s')
        .select('s.id')
        .where(visibleTo(actorOf(ctx)))
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id')
        .limit(args.count)
        .offset(pageOffset(args.page, args.count))
        .execute();
      return storyViews(
        ctx.app.db,
        rows.map((r) => r.id),
      );
    },
    async getStoryAsyncTaskCount(_root, args: { storyId: string; type: string; status: string }, ctx: TaskContext) {
      await seeStory(ctx, args.storyId);
      const statuses: Record<string, string[]> = { pending: [...PENDING], completed: ['done'], failed: ['failed'] };
      const wanted = statuses[args.status.toLowerCase()];
      if (!wanted) throw badInput('status: pending, completed or failed');
      const row = await new JobStore(ctx.app.db).db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('story_id', '=', args.storyId)
        .where('type', 'in', jobTypesOf(args.type))
        .where('status', 'in', wanted as never)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async getAsyncTask(_root, args: { taskId: string }, ctx: TaskContext) {
      const job = await new JobStore(ctx.app.db).get(args.taskId);
      if (!job?.storyId) throw forbidden();
      await seeStory(ctx, job.storyId, taskAccessLevel(job.type));
      return taskOf(job, ctx.store, packageDownloadAudit(ctx));
    },
  },
  Mutation: {
    async updateStoryState(_root, args: { commands: unknown[] }, ctx: TaskContext) {
      const actor = actorOf(ctx);
      const commands = parseCommands(args.commands);
      const changed = [...new Set(commands.map((c) => c.storyId))];
      for (const storyId of changed) await requireStateWriter(ctx.app, actor, storyId);
      for (const command of commands) await applyCommand(ctx.app.db, command, ctx.app.now());
      for (const storyId of changed) await ctx.events.storyChanged(storyId, ctx.app.db);
      return storyViews(ctx.app.db, changed);
    },
  },
  Subscription: {
    async watchStory(_root, args: { storyId: string }, ctx: TaskContext) {
      await seeStory(ctx, args.storyId);
      return eventStream(
        ctx.events,
        (event) => event.storyId === args.storyId,
        async () => {
          const [story] = await storyViews(ctx.app.db, [args.storyId]);
          return story ? { value: story } : { value: undefined, done: true };
        },
        guardOf(ctx, [args.storyId]),
      );
    },
    async watchAsyncTask(_root, args: { taskId: string }, ctx: TaskContext) {
      const jobs = new JobStore(ctx.app.db);
      const job = await jobs.get(args.taskId);
      if (!job?.storyId) throw forbidden();
      await seeStory(ctx, job.storyId, taskAccessLevel(job.type));
      return eventStream(
        ctx.events,
        (event) => event.jobId === args.taskId || (event.kind === 'job' && event.storyId === job.storyId),
        async () => {
          const current = await jobs.get(args.taskId);
          if (!current) throw forbidden();
          return {
            value: await taskOf(current, ctx.store, packageDownloadAudit(ctx)),
            done: current.status === 'done' || current.status === 'failed',
          };
        },
        guardOf(ctx, [job.storyId]),
      );
    },
    async watchActiveTasksOnStories(_root, args: { storyIds: string[] }, ctx: TaskContext) {
      if (args.storyIds.length === 0 || args.storyIds.length > 100) throw badInput('storyIds: 1 to 100 ids');
      for (const storyId of args.storyIds) await seeStory(ctx, storyId);
      const changed: string[] = [...args.storyIds];
      async function* perStory() {
        const watched = new Set(args.storyIds);
        const stream = eventStream(
          ctx.events,
          (event) => {
            if (event.kind === 'resync') for (const id of watched) if (!changed.includes(id)) changed.push(id);
            if (!event.storyId || !watched.has(event.storyId)) return false;
            if (!changed.includes(event.storyId)) changed.push(event.storyId);
            return true;
          },
          async () => {
            const values = [];
            for (const storyId of changed.splice(0)) values.push(await activeTasks(ctx, storyId));
            return { value: values };
          },
          guardOf(ctx, args.storyIds),
        );
        try {
          for await (const batch of stream) {
            if (batch instanceof GraphQLError) {
              yield batch;
              return;
            }
            yield* batch;
          }
        } finally {
          await stream.return(undefined);
        }
      }
      return perStory();
    },
  },
};
