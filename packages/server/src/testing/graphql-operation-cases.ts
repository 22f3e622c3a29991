import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { JobStore } from '../jobs/job-store.js';
import { JOB_TYPES } from '../modules/pipeline/async-operations.js';
import type { Side } from './route-rules.js';
import { addStory, type Tenant, type WorldRole } from './world.js';

/** What one role gets from one operation on one side: its data, or FORBIDDEN (a refused socket counts as FORBIDDEN). */
export type GraphqlOutcome = 'data' | 'forbidden';

/** An operation of the task service, a well-formed call against either tenant, and what each role must get. */
export interface GraphqlCase {
  /** `Query.getStories`, `Mutation.updateStoryState`, `Subscription.watchStory`, … */
  operation: string;
  build(db: Kysely<DB>, tenant: Tenant): Promise<{ query: string; variables: Record<string, unknown> }>;
  expect(role: WorldRole, side: Side): GraphqlOutcome;
}

const MEMBERS: WorldRole[] = ['org_manager', 'manager', 'user', 'project_manager'];

/** A story's tasks and state: admins, the organization's managers and the project's members; nobody else learns it exists. */
const seesStory = (role: WorldRole, side: Side): GraphqlOutcome =>
  role === 'admin' || (side === 'own' && MEMBERS.includes(role)) ? 'data' : 'forbidden';

/** A story of the tenant with one queued job (a task to ask about). */
async function storyWithTask(db: Kysely<DB>, tenant: Tenant) {
  const storyId = await addStory(db, tenant, 'With a task');
  const { id } = await new JobStore(db).enqueue(JOB_TYPES.mixLocalTracks, { storyId }, { storyId });
  return { storyId, taskId: id };
}

/** Every operation of the task service's schema (the matrix checks none is missing). */
export const graphqlOperationCases: GraphqlCase[] = [
  {
    operation: 'Query.getStories',
    build: async () => ({ query: '{ getStories(page: 1, count: 100) { id title state } }', variables: {} }),
    // Anyone signed in gets a list, of what they see only (the matrix checks nothing foreign is in it).
    expect: (role) => (role === 'anonymous' ? 'forbidden' : 'data'),
  },
  {
    operation: 'Query.getStoryAsyncTaskCount',
    build: async (db, tenant) => ({
      query: 'query ($id: ID!) { getStoryAsyncTaskCount(storyId: $id, type: "TranscodeLocalVideo") }',
      variables: { id: (await storyWithTask(db, tenant)).storyId },
    }),
    expect: seesStory,
  },
  {
    operation: 'Query.getAsyncTask',
    build: async (db, tenant) => ({
      query: 'query ($id: ID!) { getAsyncTask(taskId: $id) { id storyId type status } }',
      variables: { id: (await storyWithTask(db, tenant)).taskId },
    }),
    expect: seesStory,
  },
  {
    operation: 'Mutation.updateStoryState',
    build: async (db, tenant) => ({
      query: 'mutation ($c: [StoryStateCommandInput!]!) { updateStoryState(commands: $c) { id state } }',
      variables: { c: [{ storyId: await addStory(db, tenant, 'Laid out'), type: 'layout', payload: { focus: 'transcript' } }] },
    }),
    expect: seesStory,
  },
  {
    operation: 'Subscription.watchStory',
    build: async (db, tenant) => ({
      query: 'subscription ($id: ID!) { watchStory(storyId: $id) { id title state } }',
      variables: { id: await addStory(db, tenant, 'Watched') },
    }),
    expect: seesStory,
  },
  {
    operation: 'Subscription.watchAsyncTask',
    build: async (db, tenant) => ({
      query: 'subscription ($id: ID!) { watchAsyncTask(taskId: $id) { id storyId type status } }',
      variables: { id: (await storyWithTask(db, tenant)).taskId },
    }),
    expect: seesStory,
  },
  {
    operation: 'Subscription.watchActiveTasksOnStories',
    build: async (db, tenant) => ({
      query: 'subscription ($ids: [ID!]!) { watchActiveTasksOnStories(storyIds: $ids) { storyId tasks { id type status } } }',
      variables: { ids: [(await storyWithTask(db, tenant)).storyId] },
    }),
    expect: seesStory,
  },
];
