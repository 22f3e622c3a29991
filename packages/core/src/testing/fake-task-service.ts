import { filter, type Observable, Subject } from 'rxjs';
import type { AsyncTask, TaskServiceStory } from '../model/async-task.schema.js';
import type { StoryActiveTasks, StoryStateCommand, TaskService } from '../ports/task-service.port.js';
import { itemsOnPage } from '../util/paging.js';

/** In-memory TaskService: tests push updates with `emit…` and read the commands it was sent. */
export class FakeTaskService implements TaskService {
  stories: TaskServiceStory[] = [];
  /** Pending task counts keyed by `${storyId}:${taskType}`. */
  readonly taskCounts = new Map<string, number>();
  readonly commands: StoryStateCommand[][] = [];
  private readonly storyUpdates = new Subject<TaskServiceStory>();
  private readonly taskUpdates = new Subject<AsyncTask>();
  private readonly activeUpdates = new Subject<StoryActiveTasks>();

  async getStories(page: number, count: number): Promise<TaskServiceStory[]> {
    return itemsOnPage(this.stories, page, count);
  }

  async getStoryAsyncTaskCount(storyId: string, taskType: string): Promise<number> {
    return this.taskCounts.get(`${storyId}:${taskType}`) ?? 0;
  }

  async updateStoryState(commands: readonly StoryStateCommand[]): Promise<TaskServiceStory[]> {
    this.commands.push([...commands]);
    const ids = new Set(commands.map((c) => c.storyId));
    return this.stories.filter((s) => ids.has(s.id));
  }

  watchStory(storyId: string): Observable<TaskServiceStory> {
    return this.storyUpdates.pipe(filter((s) => s.id === storyId));
  }

  watchAsyncTask(taskId: string): Observable<AsyncTask> {
    return this.taskUpdates.pipe(filter((t) => t.id === taskId));
  }

  watchActiveTasksOnStories(storyIds: readonly string[]): Observable<StoryActiveTasks> {
    const ids = new Set(storyIds);
    return this.activeUpdates.pipe(filter((a) => ids.has(a.storyId)));
  }

  emitStory(story: TaskServiceStory): void {
    this.storyUpdates.next(story);
  }

  emitTask(task: AsyncTask): void {
    this.taskUpdates.next(task);
  }

  emitActiveTasks(update: StoryActiveTasks): void {
    this.activeUpdates.next(update);
  }
}
