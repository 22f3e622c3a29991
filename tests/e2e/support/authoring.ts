import { expect, type Page } from '@playwright/test';
import { apiToken, interviewWithoutRecording } from './api.js';
import { demo } from './sign-in.js';

/** A paragraph whose words follow each other every 0.5 s. */
export function spoken(speaker: string, start: number, text: string) {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.5, end: start + i * 0.5 + 0.4 }));
  return { speaker, start, end: (words.at(-1)?.end ?? start) + 0.1, children: [{ text, words }] };
}

/**
 * Makes an interview of its own in Mill Town Memories (so the demo's recordings, transcripts and indexes stay out of
 * the journey), opens it by clicking, as its people would, and gives it these paragraphs as its transcript through the
 * API (a whole save). Answers the story's id and the session token the page uses. `title` must be unique to the caller.
 */
export async function storyWithTranscript(page: Page, title: string, paragraphs: unknown[]): Promise<{ storyId: string; token: string }> {
  await interviewWithoutRecording(page.request, await apiToken(page.request, demo.manager), 'Mill Town Memories', title);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  const authorized = page.waitForRequest((request) => request.url().includes('/api/') && Boolean(request.headers().authorization));
  await page.getByRole('link', { name: title, exact: true }).click();
  const token = (await authorized).headers().authorization ?? '';
  const storyId = /\/stories\/([^/]+)/.exec(page.url())?.[1] ?? '';
  expect(storyId).not.toBe('');
  const saved = await page.request.post(`/api/transcripts/${storyId}/edit`, { headers: { authorization: token }, data: paragraphs });
  expect(saved.status()).toBe(200);
  return { storyId, token };
}

/** The editor's paragraph `n` (from 1). */
export const paragraph = (page: Page, n: number) => page.getByRole('textbox', { name: new RegExp(`^Paragraph ${n},`) });
