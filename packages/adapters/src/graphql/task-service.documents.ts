// The task service's operations as the browser sends them; the server's schema (packages/server/src/graphql) must
// answer these shapes. `JSON` is a scalar carrying plain JSON objects (feature flags, a story's state aggregate).

const STORY_FIELDS = 'id title description featureFlags state';
const TASK_FIELDS = 'id type status errorMsg downloadUrl progress';

export const GET_STORIES = `query GetStories($page: Int!, $count: Int!) {
  getStories(page: $page, count: $count) { ${STORY_FIELDS} }
}`;

export const GET_STORY_ASYNC_TASK_COUNT = `query GetStoryAsyncTaskCount($storyId: ID!, $type: String!) {
  getStoryAsyncTaskCount(storyId: $storyId, type: $type)
}`;

export const UPDATE_STORY_STATE = `mutation UpdateStoryState($commands: [StoryStateCommandInput!]!) {
  updateStoryState(commands: $commands) { ${STORY_FIELDS} }
}`;

export const WATCH_STORY = `subscription WatchStory($storyId: ID!) {
  watchStory(storyId: $storyId) { ${STORY_FIELDS} }
}`;

export const WATCH_ASYNC_TASK = `subscription WatchAsyncTask($taskId: ID!) {
  watchAsyncTask(taskId: $taskId) { ${TASK_FIELDS} }
}`;

export const WATCH_ACTIVE_TASKS_ON_STORIES = `subscription WatchActiveTasksOnStories($storyIds: [ID!]!) {
  watchActiveTasksOnStories(storyIds: $storyIds) { storyId tasks { ${TASK_FIELDS} } }
}`;

/** The schema those operations need, in SDL; the server's schema must include it. */
export const TASK_SERVICE_SDL = `
scalar JSON
type TaskServiceStory { id: ID! title: String! description: String featureFlags: JSON state: JSON! }
type AsyncTask { id: ID! type: String! status: String! errorMsg: String downloadUrl: String progress: Float }
type StoryActiveTasks { storyId: ID! tasks: [AsyncTask!]! }
input StoryStateCommandInput { storyId: ID! type: String! payload: JSON }
type Query {
  getStories(page: Int!, count: Int!): [TaskServiceStory!]!
  getStoryAsyncTaskCount(storyId: ID!, type: String!): Int!
}
type Mutation { updateStoryState(commands: [StoryStateCommandInput!]!): [TaskServiceStory!]! }
type Subscription {
  watchStory(storyId: ID!): TaskServiceStory!
  watchAsyncTask(taskId: ID!): AsyncTask!
  watchActiveTasksOnStories(storyIds: [ID!]!): StoryActiveTasks!
}
`;
