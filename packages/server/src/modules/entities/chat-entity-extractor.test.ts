import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** An OpenAI-compatible chat endpoint on loopback answering entities as JSON, wrapped in prose as models do. */
function fakeChat(seen: ChatRequest[]): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      seen.push(JSON.parse(text) as ChatRequest);
      const entities = [
        { type: 'person', name: 'Edna Price', phrases: ['edna', 'miss price'] },
        { type: 'Place', name: 'Cairo, Illinois', phrases: ['cairo'] },
        { type: 'event', name: 'The flood', phrases: ['the flood'] },
        { type: 'date', name: '1937', phrases: ['nineteen thirty seven'] },
        { type: 'person', name: 'Nobody Said', phrases: ['not in the transcript'] },
      ];
      const content = `Sure.\n\`\`\`json\n${JSON.stringify({ entities })}\n\`\`\``;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const words = (text: string, start: number) => text.split(' ').map((w, i) => ({ text: w, start: start + i, end: start + i + 0.5 }));
const line = (text: string, start: number) => ({ speaker: 'Edna', start, end: start + 9, children: [{ text, words: words(text, start) }] });

describe.each(testDatabases)('entities by a chat model on $name', ({ open }) => {
  const seen: ChatRequest[] = [];
  let server: Server;
  beforeAll(async () => {
    server = await fakeChat(seen);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the configured model and links each entity it names to where its phrases are said', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
    const t = await buildMediaTestApp(await open(), { env: { CHAT_API_URL: url, CHAT_MODEL: 'tiny' } });
    const token = t.world.tokens.admin;
    const storyId = await addStory(t.db, t.world.own, 'River town');
    const paragraphs = [line('miss price saw the flood reach cairo in nineteen thirty seven', 0), line('edna stayed in cairo', 20)];
    expect((await t.call('POST', `/transcripts/${storyId}/edit`, { token, body: paragraphs })).status).toBe(200);
    await t.drain();

    const before = seen.length;
    expect(before).toBeGreaterThanOrEqual(1);
    const asked = seen[before - 1];
    expect(asked?.model).toBe('tiny');
    expect(asked?.messages[1]?.content).toBe('miss price saw the flood reach cairo in nineteen thirty seven\nedna stayed in cairo');
    const { body } = await t.call('GET', `/entities/${storyId}`, { token });
    const found = (body.entities as { name: string; type: string; mentions: { word: number; start: number; text: string }[] }[]).map(
      (e) => [e.type, e.name, e.mentions.map((m) => [m.word, m.start, m.text])],
    );
    expect(found).toEqual([
      [
        'place',
        'Cairo, Illinois',
        [
          [6, 6, 'cairo'],
          [14, 23, 'cairo'],
        ],
      ],
      [
        'person',
        'Edna Price',
        [
          [0, 0, 'miss price'],
          [11, 20, 'edna'],
        ],
      ],
      ['date', '1937', [[8, 8, 'nineteen thirty seven']]],
    ]);
    await t.close();
    // Opening an embedded database takes a while on a busy machine.
  }, 120_000);
});
