import { type Story, StoryApi, type TranscriptAndIndexes, TranscriptApi } from '@storykeep/core';
import type { Container } from 'inversify';
import { transcriptAndIndexes } from '../../shared/use-story-tasks.js';

type HubData = TranscriptAndIndexes;

interface Prefetched {
  at: number;
  story: Promise<Story>;
  data: Promise<HubData>;
}

/** Prefetched answers older than this are not used: the hub asks again. */
const FRESH_MS = 10_000;
const prefetched = new Map<string, Prefetched>();

/**
 * Asks for a story and its transcript as the app starts on a hub address, so the requests run while the session is
 * checked and the hub's code loads. The hub takes them once; failures are left to the hub's own requests.
 */
export function prefetchStoryHub(container: Container, storyId: string): void {
  const story = container.get<StoryApi>(StoryApi).get(storyId);
  const data = transcriptAndIndexes(container.get<TranscriptApi>(TranscriptApi), storyId);
  story.catch(() => undefined);
  data.catch(() => undefined);
  prefetched.set(storyId, { at: Date.now(), story, data });
}

/** The prefetched story and data of a hub (once), each falling back to a fresh request if it failed. */
export function takePrefetched(storyId: string, fresh: { story(): Promise<Story>; data(): Promise<HubData> }) {
  const early = prefetched.get(storyId);
  prefetched.delete(storyId);
  if (!early || Date.now() - early.at > FRESH_MS) return { story: fresh.story(), data: fresh.data() };
  return { story: early.story.catch(() => fresh.story()), data: early.data.catch(() => fresh.data()) };
}
