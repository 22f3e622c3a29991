import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpTestimonialsApi } from './http-testimonials.api.js';

function client(status: number, answer: unknown, seen: string[]) {
  return new HttpClient({
    baseUrl: '/api',
    fetch: async (input) => {
      seen.push(String(input));
      return new Response(JSON.stringify(answer), { status });
    },
  });
}

const clip = {
  kind: 'clip',
  id: '6f1c1f3e-9a37-4a8e-9f57-0c1e2a3b4c5d',
  title: 'The ferry at dawn',
  story_title: 'The ferry pilot’s log',
  share_key: 'AbCdEfGhIjKlMnOp12',
  start_seconds: 4,
  end_seconds: 9.5,
  organization: 'Riverbend Oral History Project',
  mediaURL: '/api/media/stories/s1/web.m4a?sig=x',
  thumbnailURL: null,
  audio: true,
};

describe('HttpTestimonialsApi', () => {
  it("reads the installation's featured testimonials and those beside a public page", async () => {
    const seen: string[] = [];
    await expect(new HttpTestimonialsApi(client(200, { items: [clip] }, seen)).featured({ installation: true })).resolves.toEqual([clip]);
    await expect(new HttpTestimonialsApi(client(200, { items: [] }, seen)).featured({ besideShareKey: 'a/b' })).resolves.toEqual([]);
    expect(seen).toEqual(['/api/public/testimonials', '/api/public/stories/a%2Fb/testimonials']);
  });

  it('answers nothing beside a withdrawn page, and raises other failures and malformed answers', async () => {
    const gone = client(404, { error: { code: 'NOT_FOUND', message: 'No such page' } }, []);
    await expect(new HttpTestimonialsApi(gone).featured({ besideShareKey: 'k' })).resolves.toEqual([]);
    const broken = client(500, { error: { code: 'INTERNAL', message: 'boom' } }, []);
    await expect(new HttpTestimonialsApi(broken).featured({ installation: true })).rejects.toThrow('boom');
    const malformed = client(200, { items: [{ ...clip, audio: 'yes' }] }, []);
    await expect(new HttpTestimonialsApi(malformed).featured({ installation: true })).rejects.toThrow();
  });
});
