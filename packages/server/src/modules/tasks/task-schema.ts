import { buildSchema, GraphQLError, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

/**
 * The real-time task service (see docs/product/api.md), served at `/api/graphql` over HTTP POST and graphql-ws. Type names
 * are the browser client's (`TASK_SERVICE_SDL` in packages/adapters); tests/tools/task-service-contract.test.ts
 * validates the client's operations against this schema.
 */
export const TASK_SERVICE_SDL = /* GraphQL */ `
  scalar JSON

  type TaskServiceStory {
    id: ID!
    title: String!
    description: String
    featureFlags: JSON
    "What the story's tasks report (asyncOperations, transcript) and what updateStoryState commands set."
    state: JSON!
  }

  type AsyncTask {
    id: ID!
    storyId: ID
    type: String!
    "pending, completed or failed; download builds: Pending, Completed or Failed."
    status: String!
    errorMsg: String
    downloadUrl: String
    "How far a running task is, 0 to 1, for tasks that tell (remix renders); 1 once completed."
    progress: Float
  }

  type StoryActiveTasks {
    storyId: ID!
    tasks: [AsyncTask!]!
  }

  input StoryStateCommandInput {
    storyId: ID!
    "The state key the payload is stored under; a null payload removes it."
    type: String!
    payload: JSON
  }

  type Query {
    getStories(page: Int = 1, count: Int = 15): [TaskServiceStory!]!
    "How many tasks of a type a story has in a status (pending by default), e.g. TranscodeLocalVideo."
    getStoryAsyncTaskCount(storyId: ID!, type: String!, status: String = "pending"): Int!
    getAsyncTask(taskId: ID!): AsyncTask
  }

  type Mutation {
    updateStoryState(commands: [StoryStateCommandInput!]!): [TaskServiceStory!]!
  }

  type Subscription {
    watchStory(storyId: ID!): TaskServiceStory!
    "Ends once the task has completed or failed."
    watchAsyncTask(taskId: ID!): AsyncTask!
    watchActiveTasksOnStories(storyIds: [ID!]!): StoryActiveTasks!
  }
`;

// biome-ignore lint/suspicious/noExplicitAny: resolvers take the arguments the SDL declares; each resolver validates them
type Resolver = GraphQLFieldResolver<unknown, any, any>;

export interface TaskResolvers {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
  /** Each subscription answers an async iterator of the field's values. */
  Subscription: Record<string, Resolver>;
}

/** The schema with its resolvers attached to the fields (subscription values are emitted as they are). */
export function taskServiceSchema(resolvers: TaskResolvers): GraphQLSchema {
  const schema = buildSchema(TASK_SERVICE_SDL);
  for (const [typeName, fields] of Object.entries(resolvers) as [string, Record<string, Resolver>][]) {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) throw new Error(`No type ${typeName}`);
    const declared = type.getFields() as Record<string, { resolve?: Resolver; subscribe?: Resolver }>;
    for (const [name, resolver] of Object.entries(fields)) {
      const field = declared[name];
      if (!field) throw new Error(`No field ${typeName}.${name}`);
      if (typeName === 'Subscription') {
        field.subscribe = resolver;
        // A stream ends a caller's watch by yielding an error (access lost): it reaches them as the event's error.
        field.resolve = ((value: unknown) => {
          if (value instanceof GraphQLError) throw value;
          return value;
        }) as Resolver;
      } else field.resolve = resolver;
    }
  }
  return schema;
}
