import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../db/postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the private PostgreSQL cluster; empty when it could not start. */
    postgresUrl: string;
    /** Why the cluster could not start, so the PostgreSQL suites fail with the reason. */
    postgresError: string;
  }
}

/** Starts one private PostgreSQL cluster for the whole server suite and stops it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    const cluster = await startPostgresCluster();
    project.provide('postgresUrl', cluster.url);
    project.provide('postgresError', '');
    return () => cluster.stop();
  } catch (error) {
    project.provide('postgresUrl', '');
    project.provide('postgresError', error instanceof Error ? error.message : String(error));
    return async () => {};
  }
}
