import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, type InspectionEvent } from 'xstate';
import { inspectOption, startInspector, wantsInspector } from './inspector.js';

const counter = createMachine({
  context: { count: 0 },
  on: { bump: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe('wantsInspector', () => {
  it('asks for the inspector only in development with ?inspect in the address', () => {
    expect(wantsInspector(true, '?inspect')).toBe(true);
    expect(wantsInspector(true, '?story=1&inspect=1')).toBe(true);
    expect(wantsInspector(false, '?inspect')).toBe(false);
    expect(wantsInspector(true, '')).toBe(false);
    expect(wantsInspector(true, '?inspector')).toBe(false);
  });
});

// One file, one module: the steps below share the inspector the module opens once, so they run in order.
describe('startInspector', () => {
  it('opens nothing outside development or without ?inspect, and actors get no inspect option', () => {
    const create = vi.fn(async () => () => {});
    expect(startInspector({ dev: false, search: '?inspect', create })).toBeNull();
    expect(startInspector({ dev: true, search: '?other', create })).toBeNull();
    expect(startInspector({ dev: true, search: '?inspect', create: undefined })).toBeNull();
    expect(create).not.toHaveBeenCalled();
    expect(inspectOption()).toEqual({});
  });

  it('opens the inspector once with ?inspect in development and delivers actor events to it', async () => {
    const events: InspectionEvent[] = [];
    const create = vi.fn(async () => (event: InspectionEvent) => void events.push(event));
    const first = startInspector({ dev: true, search: '?inspect', create });
    expect(first).not.toBeNull();
    await first;
    expect(startInspector({ dev: true, search: '?inspect', create })).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);

    const actor = createActor(counter, inspectOption()).start();
    actor.send({ type: 'bump' });
    expect(events.some((e) => e.type === '@xstate.event' && e.event.type === 'bump')).toBe(true);
    expect(events.some((e) => e.type === '@xstate.snapshot' && (e.snapshot as { context?: { count: number } }).context?.count === 1)).toBe(
      true,
    );
    actor.stop();
  });
});
