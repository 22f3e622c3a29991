import { VISIT_RELOG_INTERVAL_MS } from '@storykeep/core';
import { FakeClock, FakeDeviceStorage, FakeErrorReporter, FakeVisitApi } from '@storykeep/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserVisitFacts } from './browser-visit-facts.js';
import { DeviceVisitorTracker } from './device-visitor-tracker.js';

function setup(ids: string[] = ['id-1', 'id-2']) {
  const storage = new FakeDeviceStorage();
  const visits = new FakeVisitApi();
  const clock = new FakeClock(1_700_000_000_000);
  const reporter = new FakeErrorReporter();
  const logged: string[] = [];
  const tracker = new DeviceVisitorTracker({
    storage,
    visits,
    clock,
    reporter,
    randomId: () => ids.shift() ?? 'exhausted',
    facts: (page) => browserVisitFacts(page, { userAgent: 'test-agent', platform: 'test' } as Navigator, ''),
    log: (message) => logged.push(message),
  });
  return { storage, visits, clock, reporter, logged, tracker };
}

describe('DeviceVisitorTracker', () => {
  it('creates a visitor id once, keeps it on the device and records the first visit', async () => {
    const { tracker, storage, visits, clock } = setup();
    await expect(tracker.init('/welcome?gclid=abc')).resolves.toBe('id-1');
    await expect(tracker.init('/projects')).resolves.toBe('id-1');
    expect(storage.getVisitorId()).toBe('id-1');
    expect(visits.visits).toHaveLength(1);
    expect(visits.visits[0]).toMatchObject({
      visitor_id: 'id-1',
      landing_page: '/welcome?gclid=abc',
      gclid: 'abc',
      user_agent: 'test-agent',
    });
    expect(storage.getLastVisitTime()).toBe(clock.now());
  });

  it('records a visit again only once the last one is older than the re-log interval', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * VISIT_RELOG_INTERVAL_MS }), async (elapsed) => {
        const { tracker, visits, clock } = setup();
        await tracker.init('/');
        clock.advance(elapsed);
        await tracker.init('/');
        expect(visits.visits).toHaveLength(elapsed > VISIT_RELOG_INTERVAL_MS ? 2 : 1);
      }),
      { numRuns: 40 },
    );
  });

  it('logs and reports a failed visit, still returns the id, and tries again next time', async () => {
    const { tracker, visits, reporter, logged, storage } = setup();
    visits.failWith = new Error('offline');
    await expect(tracker.init('/')).resolves.toBe('id-1');
    expect(logged).toHaveLength(1);
    expect(reporter.exceptions.map((e) => e.error)).toEqual([visits.failWith]);
    expect(storage.getLastVisitTime()).toBeNull();
    visits.failWith = null;
    await tracker.init('/');
    expect(visits.visits).toHaveLength(1);
  });

  it('still gives an id when no random UUID source exists', async () => {
    const storage = new FakeDeviceStorage();
    const tracker = new DeviceVisitorTracker({
      storage,
      visits: new FakeVisitApi(),
      clock: new FakeClock(5),
      reporter: new FakeErrorReporter(),
      randomId: () => {
        throw new Error('no crypto');
      },
    });
    const id = await tracker.init('/');
    expect(id).toMatch(/^v-/);
    expect(storage.getVisitorId()).toBe(id);
  });
});

describe('browserVisitFacts', () => {
  it('reads network estimates and analytics ids when the browser gives them', () => {
    const nav = { userAgent: 'ua', platform: 'Linux', connection: { downlink: 10, rtt: 50, effectiveType: '4g' } } as unknown as Navigator;
    const facts = browserVisitFacts('/?gclid=g1', nav, '_ga=GA1.1.123.456; _ga_ABC123=GS1.1.789.1.0');
    expect(facts).toMatchObject({
      network_down: 10,
      network_rtt: 50,
      network_effective_type: '4g',
      ga_client_id: '123.456',
      ga_session_id: '789',
      gclid: 'g1',
    });
  });

  it('leaves out what the browser does not give', () => {
    const facts = browserVisitFacts('/', { userAgent: 'ua', platform: '' } as Navigator, '');
    expect(facts).toMatchObject({ network_down: null, network_effective_type: null, ga_client_id: null, gclid: null, user_platform: null });
  });
});
