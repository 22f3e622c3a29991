import type { AsyncTask } from '@storykeep/core';
import { FakeTaskService, FakeTokenRefresher } from '@storykeep/core/testing';
import { GraphqlTaskService } from './graphql-task-service.js';
import { describeTaskServiceContract } from './task-service.contract.js';
import { startTaskServiceServer, ws } from './task-service.test-server.js';

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describeTaskServiceContract('FakeTaskService', async () => {
  const service = new FakeTaskService();
  service.stories = [
    { id: 's1', title: 'One', state: {} },
    { id: 's2', title: 'Two', state: {} },
  ];
  service.taskCounts.set('s1:TranscodeLocalVideo', 2);
  return { service, publishTask: async (task: AsyncTask) => service.emitTask(task) };
});

describeTaskServiceContract('GraphqlTaskService (graphql-ws on loopback)', async () => {
  const server = await startTaskServiceServer();
  server.accepted.add('Bearer good');
  const service = new GraphqlTaskService({
    url: server.url,
    getToken: () => 'good',
    tokenRefresher: new FakeTokenRefresher(),
    webSocketImpl: ws.WebSocket,
  });
  return {
    service,
    publishTask: async (task: AsyncTask) => {
      await until(() => server.listeners(`task:${task.id}`) > 0 || task.id !== 't1');
      server.publish(`task:${task.id}`, task);
    },
    close: async () => {
      await service.dispose();
      await server.close();
    },
  };
});
