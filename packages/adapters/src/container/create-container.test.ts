// @vitest-environment jsdom
import {
  Analytics,
  AuthoringDraftStore,
  BrowserNotifications,
  ClipApi,
  ClipLibraryApi,
  Clock,
  DeviceStorage,
  EntityApi,
  ErrorReporter,
  GalleryApi,
  HealthApi,
  HomeApi,
  LocalRecordingStore,
  SharingApi,
  TaskService,
  TestimonialsApi,
  TokenRefresher,
  VisitApi,
  VisitorTracker,
} from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { LocalDeviceStorage } from '../device/local-device-storage.js';
import { defaultTaskServiceUrl } from '../graphql/graphql.module.js';
import { GraphqlTaskService } from '../graphql/graphql-task-service.js';
import { HttpTokenRefresher } from '../http/http-token-refresher.js';
import { IdbLocalRecordingStore } from '../indexeddb/idb-local-recording-store.js';
import { ConsoleErrorReporter } from '../telemetry/console-telemetry.js';
import { SentryErrorReporter } from '../telemetry/sentry-error-reporter.js';
import { createContainer } from './create-container.js';
import type { Lazy } from './lazy-service.js';

const ports = [
  Analytics,
  AuthoringDraftStore,
  BrowserNotifications,
  ClipApi,
  ClipLibraryApi,
  Clock,
  DeviceStorage,
  EntityApi,
  ErrorReporter,
  GalleryApi,
  HealthApi,
  HomeApi,
  LocalRecordingStore,
  SharingApi,
  TaskService,
  TestimonialsApi,
  TokenRefresher,
  VisitApi,
  VisitorTracker,
];

describe('createContainer', () => {
  it('binds every port the web app uses to its browser adapter', async () => {
    const container = createContainer({ http: { baseUrl: '/api' } });
    for (const port of ports) expect(container.get(port), String(port)).toBeDefined();
    expect(container.get(DeviceStorage)).toBeInstanceOf(LocalDeviceStorage);
    const tasks = container.get(TaskService) as Lazy<TaskService>;
    const loaded = await tasks.resolve();
    expect(loaded).toBeInstanceOf(GraphqlTaskService);
    expect(container.get(TokenRefresher)).toBeInstanceOf(HttpTokenRefresher);
    expect(container.get(ErrorReporter)).toBeInstanceOf(ConsoleErrorReporter);
    expect(container.get(TaskService)).toBe(container.get(TaskService));
    expect(await (container.get(LocalRecordingStore) as Lazy<LocalRecordingStore>).resolve()).toBeInstanceOf(IdbLocalRecordingStore);
    await (loaded as GraphqlTaskService).dispose();
  });

  it('reports to Sentry when a DSN is configured, and uses the token refresher it is given', () => {
    const refresher = { refresh: async () => 'x' };
    const container = createContainer({
      http: { baseUrl: '/api' },
      // A loopback port nothing listens on: the SDK this starts in jsdom sends nowhere beyond this machine.
      telemetry: { sentryDsn: 'http://k@127.0.0.1:9/3' },
      tokenRefresher: refresher,
    });
    expect(container.get(ErrorReporter)).toBeInstanceOf(SentryErrorReporter);
    expect(container.get(TokenRefresher)).toBe(refresher);
  });

  it('puts the task service on the page origin, over wss for https', () => {
    expect(defaultTaskServiceUrl({ protocol: 'https:', host: 'archive.example' })).toBe('wss://archive.example/api/graphql');
    expect(defaultTaskServiceUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/graphql');
  });
});
