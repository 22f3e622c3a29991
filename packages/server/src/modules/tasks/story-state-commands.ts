import { canContributeToProject } from '@storykeep/core';
import { GraphQLError } from 'graphql';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context/app-context.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { requireStory, storyAccessRef } from '../access.js';

/**
 * The state keys a client may write with `updateStoryState`: how the people working on a story lay out and play it.
 * Everything else in a story's state is the server's own report (`asyncOperations`, `transcript`) or unknown, and a
 * command naming it is refused, so no watcher can be shown a forged task or transcript status.
 */
export const CLIENT_STATE_KEYS = ['layout', 'playback'] as const;
/** Most commands in one `updateStoryState` call. */
export const MAX_STATE_COMMANDS = 20;
/** Largest payload of one command, as JSON. */
export const MAX_STATE_PAYLOAD_BYTES = 4096;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
const forbidden = () => new GraphQLError('You may not change this story', { extensions: { code: 'FORBIDDEN' } });

const PayloadSchema = z
  .record(z.string().max(100), z.unknown())
  .nullable()
  .optional()
  .refine((payload) => payload == null || Buffer.byteLength(JSON.stringify(payload)) <= MAX_STATE_PAYLOAD_BYTES, {
    message: `at most ${MAX_STATE_PAYLOAD_BYTES} bytes`,
  });

const CommandSchema = z.strictObject({
  storyId: z.string().min(1).max(200),
  type: z.enum(CLIENT_STATE_KEYS),
  payload: PayloadSchema,
});

export type StoryStateCommandInput = z.output<typeof CommandSchema>;

/** The commands of a call, each checked; BAD_USER_INPUT naming the first wrong field. */
export function parseCommands(commands: unknown[]): StoryStateCommandInput[] {
  if (commands.length === 0 || commands.length > MAX_STATE_COMMANDS) throw badInput(`commands: 1 to ${MAX_STATE_COMMANDS} commands`);
  return commands.map((command, i) => {
    const parsed = CommandSchema.safeParse(command);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badInput(`commands.${i}.${issue?.path.join('.') ?? ''}: ${issue?.message}`);
    }
    return parsed.data;
  });
}

/**
 * Writing a story's shared state is contributing to its project: members who see the project. A ticket guest sees
 * the story they sent but does not work on it, and a stranger learns nothing (FORBIDDEN either way).
 */
export async function requireStateWriter(app: AppContext, actor: Actor, storyId: string): Promise<void> {
  const story = await requireStory(app, actor, storyId, 'see').catch(() => {
    throw forbidden();
  });
  if (!canContributeToProject(actor, storyAccessRef(story).project)) throw forbidden();
}

/**
 * Applies one command in one statement: the key is merged into (or removed from) the stored state by the database
 * itself, so concurrent commands on other keys never undo each other (no read-modify-write in between).
 */
export async function applyCommand(db: Kysely<DB>, { storyId, type, payload }: StoryStateCommandInput, now: Date): Promise<void> {
  if (payload == null) {
    await sql`update story_states set state = state - ${type}::text, updated_at = ${now} where story_id = ${storyId}`.execute(db);
    return;
  }
  const entry = JSON.stringify({ [type]: payload });
  await sql`
    insert into story_states (story_id, state, updated_at) values (${storyId}, ${entry}::jsonb, ${now})
    on conflict (story_id) do update set state = story_states.state || excluded.state, updated_at = excluded.updated_at`.execute(db);
}
