import type { IndexMetadataItem, Paragraph } from '@storykeep/core';
import { z } from 'zod';

export interface ChatSettings {
  url: string;
  apiKey: string | undefined;
  model: string;
  fetch?: typeof fetch;
}

/** Used when the organization has not written its own chaptering prompt. */
export const DEFAULT_CHAPTERING_PROMPT =
  'You index oral-history interviews. Split the interview into chapters, one per topic, in order. Give each a short title, a one-sentence synopsis and up to five keywords.';

const FORMAT =
  'Answer with JSON only: {"chapters": [{"start": <seconds where the chapter begins>, "title": "...", "synopsis": "...", "keywords": ["..."]}]}. The first chapter starts at 0.';

const ChaptersAnswerSchema = z.object({
  chapters: z
    .array(
      z.object({
        start: z.number().nonnegative(),
        title: z.string(),
        synopsis: z.string().default(''),
        keywords: z.array(z.string()).default([]),
      }),
    )
    .min(1),
});

const CompletionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** The transcript as the model reads it: one line per paragraph, `[m:ss] Speaker: text`. */
export function transcriptForChat(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map((p) => `[${clock(p.start)}] ${p.speaker}: ${p.children.map((c) => c.text).join(' ')}`).join('\n');
}

/** The model's answer to one system and one user message, at temperature 0. */
export async function complete(settings: ChatSettings, system: string, user: string): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const response = await (settings.fetch ?? fetch)(settings.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: settings.model,
      temperature: 0,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    }),
  });
  if (!response.ok) throw new Error(`Chat completions answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const parsed = CompletionSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('Chat completions answered without a message');
  return parsed.data.choices[0]?.message.content ?? '';
}

/** The JSON object inside a model's answer (models wrap it in prose or code fences now and then). */
export function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('The model answered without JSON');
  return JSON.parse(text.slice(start, end + 1));
}

/** Chapters by an OpenAI-compatible model, with the organization's prompt; starts clamped into the media and sorted. */
export async function chatChapters(
  settings: ChatSettings,
  paragraphs: readonly Paragraph[],
  prompt: string | undefined,
  duration: number,
): Promise<IndexMetadataItem[]> {
  const answer = await complete(settings, `${prompt?.trim() || DEFAULT_CHAPTERING_PROMPT}\n\n${FORMAT}`, transcriptForChat(paragraphs));
  const parsed = ChaptersAnswerSchema.safeParse(jsonIn(answer));
  if (!parsed.success) throw new Error(`The model's chapters were malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data.chapters
    .map((c) => ({ title: c.title, synopsis: c.synopsis, keywords: c.keywords, time: { start: Math.min(c.start, duration) } }))
    .sort((a, b) => a.time.start - b.time.start)
    .map((c, index) => ({ ...c, index }));
}

/** A summary of the interview by the model, with the organization's summary prompt. */
export function chatSummary(settings: ChatSettings, paragraphs: readonly Paragraph[], prompt: string): Promise<string> {
  return complete(settings, prompt, transcriptForChat(paragraphs)).then((text) => text.trim());
}
