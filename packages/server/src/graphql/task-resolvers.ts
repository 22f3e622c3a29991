import type { ObjectStore } from '@storykeep/core';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../http/actor.js';
import { JobStore, toJob } from '../jobs/job-store.js';
import { requireStory } from '../modules/access.js';
import { ARCHIVE_PACKAGE_JOB } from '../modules/export/archive-package.job.js';
import { visibleTo } from '../modules/stories/story-list.query.js';
import { eventStream } from './event-stream.js';
import type { TaskEvents } from './task-events.js';
import type { TaskResolvers } from './task-schema.js';
import { jobTypesOf, storyViews, taskOf } from './task-views.js';

/** What every operation runs with: the caller (checked per operation), the app and the media store. */
export interface TaskContext {
  actor: Actor | undefined;
  app: AppContext;
  store: ObjectStore;
  events: TaskEvents;
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

const CommandSchema = z.strictObject({
  storyId: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  payload: z.unknown().optional(),
});

export const taskResolvers: TaskResolvers = {
  Query: {
    async getStories(_root, args: { page: number; count: number }, ctx: TaskContext) {
      if (!(args.page >= 1 && args.count >= 1 && args.count <= 100)) throw badInput('page ≥ 1 and count between 1 and 100');
      const rows = await ctx.app.db
        .selectFrom('stories as s')
        .select('s.id')
        .where(visibleTo(actorOf(ctx)) as never)
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id')
        .limit(args.count)
        .offset((args.page - 1) * args.count)
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
      return taskOf(job, ctx.store);
    },
  },
  Mutation: {
    async updateStoryState(_root, args: { commands: unknown[] }, ctx: TaskContext) {
      const commands = args.commands.map((command, i) => {
        const parsed = CommandSchema.safeParse(command);
        if (!parsed.success) throw badInput(`commands.${i}: ${parsed.error.issues[0]?.message}`);
        return parsed.data;
      });
      for (const storyId of new Set(commands.map((c) => c.storyId))) await seeStory(ctx, storyId);
      const db = ctx.app.db;
      for (const { storyId, type, payload } of commands) {
        const row = await db.selectFrom('story_states').select('state').where('story_id', '=', storyId).executeTakeFirst();
        const state = { ...((typeof row?.state === 'string' ? JSON.parse(row.state) : row?.state) ?? {}) } as Record<string, unknown>;
        if (payload === undefined || payload === null) delete state[type];
        else state[type] = payload;
        const json = JSON.stringify(state);
        await db
          .insertInto('story_states')
          .values({ story_id: storyId, state: json, updated_at: ctx.app.now() })
          .onConflict((oc) => oc.column('story_id').doUpdateSet({ state: json, updated_at: ctx.app.now() }))
          .execute();
      }
      const changed = [...new Set(commands.map((c) => c.storyId))];
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
          return { value: await taskOf(current, ctx.store), done: current.status === 'done' || current.status === 'failed' };
        },
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
            if (!event.storyId || !watched.has(event.storyId)) return false;
            if (!changed.includes(event.storyId)) changed.push(event.storyId);
            return true;
          },
          async () => {
            const values = [];
            for (const storyId of changed.splice(0)) values.push(await activeTasks(ctx, storyId));
            return { value: values };
          },
        );
        try {
          for await (const batch of stream) yield* batch;
        } finally {
          await stream.return(undefined);
        }
      }
      return perStory();
    },
  },
};
