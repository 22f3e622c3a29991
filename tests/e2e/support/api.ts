import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN_PASSWORD, DEMO_PASSWORD, demo } from './sign-in.js';

/** A session token for API calls that set up what a page then shows. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const password = email === demo.admin ? ADMIN_PASSWORD : DEMO_PASSWORD;
  const response = await request.post('/api/signin', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return (await response.json()).token;
}

/** A GET of the API as the holder of a token, its JSON answer checked to be a success. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** A POST to the API as the holder of a token, its JSON answer checked to be a success. */
export async function apiPost<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `POST ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The demo project of this name, as the holder of the token sees it. */
export async function projectNamed(request: APIRequestContext, token: string, name: string): Promise<{ _id: string; name: string }> {
  const page = await apiGet<{ items: { _id: string; name: string }[] }>(request, token, '/projects?pageSize=100');
  const project = page.items.find((p) => p.name === name);
  if (!project) throw new Error(`No project ${name}`);
  return project;
}

/**
 * A new interview without a recording in the named demo project, as a started upload or a call leaves one: journeys
 * that need an interview in that state make their own, since the demo's interviews get recordings after start-up.
 */
export async function interviewWithoutRecording(
  request: APIRequestContext,
  token: string,
  projectName: string,
  title: string,
): Promise<{ projectId: string; storyId: string }> {
  const project = await projectNamed(request, token, projectName);
  const started = await apiPost<{ _id: string }>(request, token, '/stories/start', {
    project: project._id,
    title,
    upload: true,
    file_name: 'interview.mp4',
  });
  return { projectId: project._id, storyId: started._id };
}
