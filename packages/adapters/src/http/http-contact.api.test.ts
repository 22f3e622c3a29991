import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { HttpClient } from './http-client.js';
import { HttpContactApi } from './http-contact.api.js';

const form = { name: 'Ada', email: 'ada@example.org', message: 'Hello', location: 'http://storykeep.test/about-us' };

describe('HttpContactApi', () => {
  it("posts the form to this product's contact route", async () => {
    const seen: { url: string; body: unknown }[] = [];
    const http = new HttpClient({
      baseUrl: '/api',
      fetch: async (input, init) => {
        seen.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      },
    });
    await new HttpContactApi(http).send(form);
    expect(seen).toEqual([{ url: '/api/contact-storykeep', body: form }]);
  });

  it('rejects when the server refuses the form, so the page can say so', async () => {
    const http = new HttpClient({ baseUrl: '/api', fetch: async () => new Response('{}', { status: 500 }) });
    await expect(new HttpContactApi(http).send(form)).rejects.toBeInstanceOf(ApiError);
  });
});
