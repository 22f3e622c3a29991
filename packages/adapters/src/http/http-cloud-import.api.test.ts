import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpCloudImportApi } from './http-cloud-import.api.js';

function client(answer: unknown, seen: { method: string; url: string; body: unknown }[], status = 200) {
  return new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer), { status });
    },
  });
}

describe('HttpCloudImportApi and Box', () => {
  it('lists with a pasted token, or without one for the connection', async () => {
    const seen: { method: string; url: string; body: unknown }[] = [];
    const api = new HttpCloudImportApi(client({ items: [{ id: '1', name: 'a.mp3', type: 'file', size: 3 }] }, seen));
    await expect(api.listBox('tok', '0')).resolves.toHaveLength(1);
    await api.listBox(undefined, '11');
    expect(seen.map((s) => s.body)).toEqual([{ boxToken: 'tok', folder: '0' }, { folder: '11' }]);
  });

  it('reads the connection, starts connecting for a project, and disconnects', async () => {
    const seen: { method: string; url: string; body: unknown }[] = [];
    await expect(new HttpCloudImportApi(client({ oauth: true, connected: false }, seen)).boxConnection()).resolves.toEqual({
      oauth: true,
      connected: false,
    });
    const url = 'https://account.box.com/api/oauth2/authorize?state=s';
    await expect(new HttpCloudImportApi(client({ url }, seen)).connectBox('p1')).resolves.toBe(url);
    await new HttpCloudImportApi(client({ oauth: true, connected: false }, seen)).disconnectBox();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/cloud/box/connection',
      'POST /api/cloud/box/authorize',
      'DELETE /api/cloud/box/connection',
    ]);
    expect(seen[1]?.body).toEqual({ project: 'p1' });
    const refused = new HttpCloudImportApi(client({ error: { code: 'CONFLICT', message: 'no Box app' } }, [], 409));
    await expect(refused.connectBox()).rejects.toThrow('no Box app');
  });
});
