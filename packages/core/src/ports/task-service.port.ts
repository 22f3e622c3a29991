import type { Observable } from 'rxjs';
import type { AsyncTask, TaskServiceStory } from '../model/async-task.schema.js';

/** One command of an `updateStoryState` batch, applied to one story's state aggregate. */
export interface StoryStateCommand {
  storyId: string;
  type: string;
  payload?: Record<string, unknown>;
}

/** The tasks still running on one story, as `watchActiveTasksOnStories` reports them. */
export interface StoryActiveTasks {
  storyId: string;
  tasks: AsyncTask[];
}

/**
 * The real-time task service (GraphQL at `/api/graphql`). Subscriptions complete when the server ends them and
 * error when the service refuses them; unsubscribing stops them.
 */
export const TaskService = Symbol('TaskService');
export interface TaskService {
  getStories(page: number, count: number): Promise<TaskServiceStory[]>;
  /** How many tasks of a type are pending on a story (e.g. TranscodeLocalVideo). */
  getStoryAsyncTaskCount(storyId: string, taskType: string): Promise<number>;
  updateStoryState(commands: readonly StoryStateCommand[]): Promise<TaskServiceStory[]>;
  watchStory(storyId: string): Observable<TaskServiceStory>;
  watchAsyncTask(taskId: string): Observable<AsyncTask>;
  watchActiveTasksOnStories(storyIds: readonly string[]): Observable<StoryActiveTasks>;
}
