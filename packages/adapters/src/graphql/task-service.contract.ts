import type { AsyncTask, TaskService } from '@storykeep/core';
import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';

export interface TaskServiceUnderTest {
  service: TaskService;
  /** Has the backend report a task update (after the service is watching it). */
  publishTask(task: AsyncTask): Promise<void>;
  close?(): Promise<void>;
}

/**
 * The behaviour every TaskService must have. The backend behind `create` holds two stories, s1 and s2 (in that
 * order), and two pending TranscodeLocalVideo tasks on s1.
 */
export function describeTaskServiceContract(name: string, create: () => Promise<TaskServiceUnderTest>): void {
  describe(`TaskService contract: ${name}`, () => {
    it('pages stories and counts pending tasks', async () => {
      const { service, close } = await create();
      expect((await service.getStories(1, 1)).map((s) => s.id)).toEqual(['s1']);
      expect((await service.getStories(2, 1)).map((s) => s.id)).toEqual(['s2']);
      expect(await service.getStoryAsyncTaskCount('s1', 'TranscodeLocalVideo')).toBe(2);
      expect(await service.getStoryAsyncTaskCount('s2', 'TranscodeLocalVideo')).toBe(0);
      await close?.();
    });

    it('streams the updates of a watched task only', async () => {
      const { service, publishTask, close } = await create();
      const updates = firstValueFrom(service.watchAsyncTask('t1').pipe(take(2), toArray()));
      await publishTask({ id: 't1', type: 'BuildDownload', status: 'pending' });
      await publishTask({ id: 't9', type: 'BuildDownload', status: 'failed', errorMsg: 'other task' });
      await publishTask({ id: 't1', type: 'BuildDownload', status: 'completed', downloadUrl: '/all.zip' });
      expect((await updates).map((t) => [t.id, t.status])).toEqual([
        ['t1', 'pending'],
        ['t1', 'completed'],
      ]);
      await close?.();
    });
  });
}
