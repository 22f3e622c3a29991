import {
  type AsyncTask,
  AsyncTaskSchema,
  backoffDelayMs,
  SOCKET_BACKOFF_CAP_SECONDS,
  SOCKET_MAX_RETRY_ATTEMPTS,
  type StoryActiveTasks,
  type StoryStateCommand,
  type TaskService,
  type TaskServiceStory,
  TaskServiceStorySchema,
  type TokenRefresher,
} from '@storykeep/core';
import { type Client, type ClientOptions, createClient } from 'graphql-ws';
import { lastValueFrom, Observable } from 'rxjs';
import { z } from 'zod';
import {
  GET_STORIES,
  GET_STORY_ASYNC_TASK_COUNT,
  UPDATE_STORY_STATE,
  WATCH_ACTIVE_TASKS_ON_STORIES,
  WATCH_ASYNC_TASK,
  WATCH_STORY,
} from './task-service.documents.js';
import { isForbidden, TaskServiceError, toTaskServiceError } from './task-service-errors.js';

export interface GraphqlTaskServiceOptions {
  /** `ws(s)://<host>/api/graphql`. */
  url: string;
  /** The current access token; after a refresh it must give the new one. */
  getToken: () => string | null | undefined;
  tokenRefresher: TokenRefresher;
  /** `WebSocket` outside the browser (the `ws` package under Node). */
  webSocketImpl?: unknown;
  /** Waits between reconnects; a test passes a recorder instead of real time. */
  wait?: (ms: number) => Promise<void>;
}

const StoriesSchema = z.array(TaskServiceStorySchema);
const ActiveTasksSchema = z.object({ storyId: z.string().min(1), tasks: z.array(AsyncTaskSchema) });

/** graphql-ws options: token in connection_init, backoff capped at 30 s, up to 999 reconnects after any close. */
export function taskServiceClientOptions(options: GraphqlTaskServiceOptions, forbiddenSeen: () => Promise<void>): ClientOptions {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    url: options.url,
    lazy: true,
    // Keep an idle socket a moment: queries often come in quick succession, and reopening for each is wasteful.
    lazyCloseTimeout: 3000,
    webSocketImpl: options.webSocketImpl,
    retryAttempts: SOCKET_MAX_RETRY_ATTEMPTS,
    retryWait: (retries) => wait(backoffDelayMs(retries, SOCKET_BACKOFF_CAP_SECONDS)),
    // A dropped network (not only a close event) is worth another try, the browser may come back online; a token
    // that cannot be renewed is not.
    shouldRetry: (failure) => !(failure instanceof TaskServiceError && failure.code === 'FORBIDDEN'),
    connectionParams: async () => {
      await forbiddenSeen();
      const token = options.getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  };
}

/**
 * TaskService over graphql-ws at `/api/graphql`. A FORBIDDEN answer (a GraphQL error with that code, or the socket
 * closed with 4403) refreshes the token once and retries; the socket reconnects on its own with capped backoff.
 */
export class GraphqlTaskService implements TaskService {
  private readonly client: Client;
  private refreshing: Promise<void> | null = null;
  private refreshBeforeConnect = false;

  constructor(private readonly options: GraphqlTaskServiceOptions) {
    this.client = createClient({
      ...taskServiceClientOptions(options, () => this.refreshIfRefused()),
      on: {
        closed: (event) => {
          if (isForbidden(event)) this.refreshBeforeConnect = true;
        },
      },
    });
  }

  getStories(page: number, count: number): Promise<TaskServiceStory[]> {
    return this.single(this.operation(GET_STORIES, { page, count }, (d) => StoriesSchema.parse(withoutNullFlags(d.getStories))));
  }

  getStoryAsyncTaskCount(storyId: string, taskType: string): Promise<number> {
    return this.single(
      this.operation(GET_STORY_ASYNC_TASK_COUNT, { storyId, type: taskType }, (d) =>
        z.number().int().nonnegative().parse(d.getStoryAsyncTaskCount),
      ),
    );
  }

  updateStoryState(commands: readonly StoryStateCommand[]): Promise<TaskServiceStory[]> {
    return this.single(this.operation(UPDATE_STORY_STATE, { commands }, (d) => StoriesSchema.parse(withoutNullFlags(d.updateStoryState))));
  }

  watchStory(storyId: string): Observable<TaskServiceStory> {
    return this.operation(WATCH_STORY, { storyId }, (d) => TaskServiceStorySchema.parse(withoutNullFlags(d.watchStory)));
  }

  watchAsyncTask(taskId: string): Observable<AsyncTask> {
    return this.operation(WATCH_ASYNC_TASK, { taskId }, (d) => AsyncTaskSchema.parse(d.watchAsyncTask));
  }

  watchActiveTasksOnStories(storyIds: readonly string[]): Observable<StoryActiveTasks> {
    return this.operation(WATCH_ACTIVE_TASKS_ON_STORIES, { storyIds }, (d) => ActiveTasksSchema.parse(d.watchActiveTasksOnStories));
  }

  // A query's single result is taken once the server completes it: unsubscribing early while the idle socket
  // closes made graphql-ws complete the next operation without a result.
  private single<T>(operation: Observable<T>): Promise<T> {
    return lastValueFrom(operation);
  }

  /** Closes the socket for good (sign-out, app teardown). */
  dispose(): Promise<void> {
    return Promise.resolve(this.client.dispose());
  }

  private operation<T>(query: string, variables: Record<string, unknown>, pick: (data: Record<string, unknown>) => T): Observable<T> {
    return new Observable<T>((subscriber) => {
      let stop: () => void = () => {};
      let run = 0;
      const start = () => {
        // Each run has its own number, so the old run's late completion cannot end the retried one.
        const current = ++run;
        const live = () => current === run && !subscriber.closed;
        const fail = (failure: unknown) => {
          if (!live()) return;
          if (current === 1 && isForbidden(failure)) {
            run += 1;
            stop();
            this.refresh().then(start, (error: unknown) => subscriber.error(new TaskServiceError('FORBIDDEN', String(error))));
            return;
          }
          subscriber.error(toTaskServiceError(failure));
        };
        stop = this.client.subscribe<Record<string, unknown>>(
          { query, variables },
          {
            next: (result) => {
              if (!live()) return;
              if (result.errors?.length) return fail(result.errors);
              try {
                subscriber.next(pick(result.data ?? {}));
              } catch (error) {
                subscriber.error(new TaskServiceError('CONTRACT_MISMATCH', String(error)));
              }
            },
            error: fail,
            complete: () => {
              if (live()) subscriber.complete();
            },
          },
        );
      };
      start();
      return () => stop();
    });
  }

  // Runs while connecting, so the new connection_init carries the renewed token.
  private async refreshIfRefused(): Promise<void> {
    if (!this.refreshBeforeConnect) return;
    this.refreshBeforeConnect = false;
    try {
      await this.options.tokenRefresher.refresh();
    } catch (error) {
      throw new TaskServiceError('FORBIDDEN', `The session could not be renewed: ${String(error)}`);
    }
  }

  // One refresh at a time, however many operations were refused together.
  private refresh(): Promise<void> {
    this.refreshing ??= this.options.tokenRefresher
      .refresh()
      .then(() => {
        // The open socket still carries the old token in its connection_init: reconnect with the new one.
        this.client.terminate();
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }
}

// GraphQL answers an absent JSON field with null; the model leaves feature flags out instead.
function withoutNullFlags(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullFlags);
  if (value && typeof value === 'object' && (value as { featureFlags?: unknown }).featureFlags === null) {
    const { featureFlags: _null, ...rest } = value as Record<string, unknown>;
    return rest;
  }
  return value;
}
