import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChangeAwareCache } from './change-aware-cache.js';
import { ANY_TABLE, TableChanges } from './table-changes.js';

function setUp(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
  const changes = new TableChanges();
  changes.setListening(true);
  const clock = { now: 0 };
  const cache = new ChangeAwareCache<string>({
    tables: ['users'],
    changes,
    maxAgeMs: options.maxAgeMs ?? 1000,
    maxEntries: options.maxEntries ?? 100,
    clock: () => clock.now,
  });
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { changes, clock, cache, load, loads: () => loads };
}

describe('ChangeAwareCache', () => {
  it('serves a kept value without loading again, until its table changes', async () => {
    const { cache, changes, load, loads } = setUp();
    expect(await cache.get('a', load('one'))).toBe('one');
    expect(await cache.get('a', load('two'))).toBe('one');
    changes.announce('projects');
    expect(await cache.get('a', load('two'))).toBe('one');
    changes.announce('users');
    expect(await cache.get('a', load('three'))).toBe('three');
    changes.announce(ANY_TABLE);
    expect(await cache.get('a', load('four'))).toBe('four');
    expect(loads()).toBe(3);
  });

  it('does not keep a value whose load was running when a change came in', async () => {
    const { cache, changes, load } = setUp();
    const stale = await cache.get('a', async () => {
      changes.announce('users');
      return 'read before the change';
    });
    expect(stale).toBe('read before the change');
    expect(await cache.get('a', load('fresh'))).toBe('fresh');
  });

  it('serves nothing it holds while notices cannot arrive, and keeps nothing loaded then', async () => {
    const { cache, changes, load } = setUp();
    await cache.get('a', load('one'));
    changes.setListening(false);
    expect(await cache.get('a', load('two'))).toBe('two');
    changes.setListening(true);
    expect(await cache.get('a', load('three'))).toBe('three');
    expect(await cache.get('a', load('four'))).toBe('three');
  });

  it('loads again when a value is too old or no longer usable, and never keeps undefined', async () => {
    const { cache, clock, load } = setUp({ maxAgeMs: 100 });
    await cache.get('a', load('one'));
    clock.now = 99;
    expect(await cache.get('a', load('two'))).toBe('one');
    clock.now = 100;
    expect(await cache.get('a', load('two'))).toBe('two');
    expect(await cache.get('a', load('three'), (value) => value !== 'two')).toBe('three');
    expect(await cache.get('b', async () => undefined)).toBeUndefined();
    expect(await cache.get('b', load('b'))).toBe('b');
  });

  it('drops the value kept longest past its size, and everything when closed', async () => {
    const { cache, changes, load } = setUp({ maxEntries: 2 });
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load('a again'))).toBe('a again');
    cache.close();
    expect(cache.size).toBe(0);
    changes.announce('users');
    expect(await cache.get('c', load('c again'))).toBe('c again');
  });

  it('never serves a value read before the latest change to its tables', async () => {
    type Step = { kind: 'get'; key: string } | { kind: 'change'; table: string } | { kind: 'lose' | 'regain' };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ kind: fc.constant('change' as const), table: fc.constantFrom('users', 'projects', ANY_TABLE) }),
      fc.record({ kind: fc.constantFrom('lose' as const, 'regain' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps: Step[]) => {
        const { cache, changes } = setUp();
        // The database's state: a version that moves with every change to the watched table.
        let version = 0;
        for (const s of steps) {
          if (s.kind === 'change') {
            if (s.table !== 'projects') version += 1;
            changes.announce(s.table);
          } else if (s.kind === 'lose') changes.setListening(false);
          else if (s.kind === 'regain') changes.setListening(true);
          else if (s.kind === 'get') expect(await cache.get(s.key, async () => `${s.key}@${version}`)).toBe(`${s.key}@${version}`);
        }
      }),
    );
  });
});
