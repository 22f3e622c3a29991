import { join } from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  /** OpenAI-compatible chat completions endpoint (…/v1/chat/completions) for AI chaptering and summaries. */
  CHAT_API_URL: z.url().optional(),
  CHAT_API_KEY: z.string().optional(),
  CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Weaviate instance for search; without it search runs on PostgreSQL full text and trigrams. */
  WEAVIATE_URL: z.url().optional(),
  WEAVIATE_API_KEY: z.string().optional(),
  /** Where archival exports go; `STORYKEEP_DATA/exports` by default. */
  STORYKEEP_EXPORT_DIR: z.string().min(1).optional(),
});

/** Settings of the transcript, index, clip, search, sharing, export and task modules. */
export interface StoryWorkSettings {
  exportDir: string;
  chat: { url: string; apiKey: string | undefined; model: string } | undefined;
  weaviate: { url: string; apiKey: string | undefined } | undefined;
}

/** Reads the settings from the environment; a bad value stops start-up with the variable's name. */
export function storyWorkSettingsFrom(env: Record<string, string | undefined>, dataDir: string): StoryWorkSettings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    exportDir: e.STORYKEEP_EXPORT_DIR ?? join(dataDir, 'exports'),
    chat: e.CHAT_API_URL ? { url: e.CHAT_API_URL, apiKey: e.CHAT_API_KEY, model: e.CHAT_MODEL } : undefined,
    weaviate: e.WEAVIATE_URL ? { url: e.WEAVIATE_URL, apiKey: e.WEAVIATE_API_KEY } : undefined,
  };
}
