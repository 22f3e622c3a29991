import { Observable, of, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lazyService, once } from './lazy-service.js';

interface Echo {
  say(word: string): Promise<string>;
  watch(word: string): Observable<string>;
}

function echo(): Echo {
  return { say: async (word) => `said ${word}`, watch: (word) => of(`${word}1`, `${word}2`) };
}

describe('lazyService', () => {
  it('loads the adapter once, on the first call, and forwards promise and observable methods', async () => {
    let loads = 0;
    const service = lazyService<Echo>(async () => {
      loads += 1;
      return echo();
    }, ['watch']);
    expect(loads).toBe(0);
    expect(await service.say('a')).toBe('said a');
    const seen: string[] = [];
    await new Promise<void>((done) => service.watch('w').subscribe({ next: (v) => seen.push(v), complete: done }));
    expect(seen).toEqual(['w1', 'w2']);
    expect(loads).toBe(1);
  });

  it('does not subscribe to the adapter when unsubscribed before it loaded', async () => {
    const inner = new Subject<string>();
    let subscribed = 0;
    const service = lazyService<Echo>(
      async () => ({
        ...echo(),
        watch: () =>
          new Observable<string>((s) => {
            subscribed += 1;
            return inner.subscribe(s);
          }),
      }),
      ['watch'],
    );
    service.watch('x').subscribe().unsubscribe();
    await service.resolve();
    expect(subscribed).toBe(0);
  });

  it('passes a failed import to the caller and tries again on the next call', async () => {
    let attempt = 0;
    const service = lazyService<Echo>(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return echo();
    });
    await expect(service.say('a')).rejects.toThrow('chunk failed');
    expect(await service.say('b')).toBe('said b');
  });
});

describe('once', () => {
  it('shares one pending load between callers', async () => {
    let loads = 0;
    const load = once(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
  });
});
