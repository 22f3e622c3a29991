import { type AuditEvent, type AuditEventKind, AuditEventListResponseSchema } from '@storykeep/core';
import { expect } from 'vitest';
import type { MediaTestApp } from './media-test-kit.js';

/** A request as a reader at a known address, the log as the administrators' screen reads it, and the clock moved on. */
export interface AuditProbe {
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field as inject's json() gives them
  ask: (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) => Promise<{ status: number; body: any }>;
  logged: (kind: AuditEventKind, account: string) => Promise<AuditEvent[]>;
  later: (ms: number) => void;
}

/** Helpers over the app a test builds in beforeAll, hence the getter; `from` is the reader's address the log keeps. */
export function auditProbe(app: () => MediaTestApp, from: string): AuditProbe {
  return {
    async ask(method, url, token, payload) {
      const answer = await app().app.inject({
        method,
        url: `/api${url}`,
        remoteAddress: from,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? { payload } : {}),
      });
      return { status: answer.statusCode, body: answer.body ? answer.json() : undefined };
    },
    // Through the administrators' screen's own call, filtered by kind and account as the screen filters.
    async logged(kind, account) {
      const t = app();
      const query = `kind=${kind}&account=${encodeURIComponent(account)}&pageSize=100`;
      const answer = await t.call('GET', `/admin/audit-events?${query}`, { token: t.world.tokens.admin });
      expect(answer.status).toBe(200);
      return AuditEventListResponseSchema.parse(answer.body).items;
    },
    later(ms) {
      const t = app();
      t.clock.now = new Date(t.clock.now.getTime() + ms);
    },
  };
}
