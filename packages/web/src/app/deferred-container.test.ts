import { AccountApi } from '@storykeep/core';
import { FakeAccountApi } from '@storykeep/core/testing';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { deferredContainer, deferredPort } from './deferred-container.js';

function bound(): Container {
  const container = new Container();
  container.bind(AccountApi).toConstantValue(new FakeAccountApi([]));
  return container;
}

describe('the deferred container', () => {
  it('is built once, on first demand, and tells who waits for it', async () => {
    let builds = 0;
    const deferred = deferredContainer(async () => {
      builds += 1;
      return bound();
    });
    let told = 0;
    deferred.subscribe(() => {
      told += 1;
    });
    expect(deferred.current()).toBeNull();
    expect(builds).toBe(0);
    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect(first).toBe(second);
    expect(deferred.current()).toBe(first);
    expect(builds).toBe(1);
    expect(told).toBe(1);
    // Marked for React's use(), so a component asking again after the load renders at once.
    expect(deferred.load()).toMatchObject({ status: 'fulfilled', value: first });
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let attempts = 0;
    const deferred = deferredContainer(async () => {
      attempts += 1;
      if (attempts <= 3) throw new Error('chunk missing');
      return bound();
    });
    // importWithRetry makes three attempts before giving up; storage is absent here, so it does not reload the page.
    await expect(deferred.load()).rejects.toThrow('chunk missing');
    await expect(deferred.load()).resolves.toBeInstanceOf(Container);
  }, 20_000);

  it('stands in for a port until the container is in, then forwards every call to it', async () => {
    const account = new FakeAccountApi([]);
    let asked = 0;
    const port = deferredPort<AccountApi>(async () => {
      asked += 1;
      return account;
    });
    expect(asked).toBe(0);
    await expect(port.ssoConfig()).resolves.toEqual(await account.ssoConfig());
    expect(asked).toBe(1);
  });
});
