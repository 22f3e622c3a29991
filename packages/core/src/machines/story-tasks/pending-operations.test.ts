import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsyncOperation } from '../../model/async-task.schema.js';
import type { Story } from '../../model/story.schema.js';
import { arbAsyncOperation } from '../../testing/model-arbitraries.js';
import { isPending, markPendingUnknown, pendingTypes, samePendingTypes } from './pending-operations.js';

const story = (asyncOperations: AsyncOperation[]): Story => ({ _id: 's', created_at: '2024-05-01T12:00:00.000Z', asyncOperations });

describe('pending operations', () => {
  it('compare as sets: order and repeats do not matter', () => {
    fc.assert(
      fc.property(fc.array(arbAsyncOperation, { maxLength: 8 }), (operations) => {
        const shuffled = [...operations].reverse();
        expect(samePendingTypes(story(operations), story([...shuffled, ...shuffled]))).toBe(true);
      }),
    );
  });

  it('lists exactly the types of pending and pending_mux operations', () => {
    fc.assert(
      fc.property(fc.array(arbAsyncOperation, { maxLength: 8 }), (operations) => {
        const expected = new Set(operations.filter((o) => o.status === 'pending' || o.status === 'pending_mux').map((o) => o.type));
        expect(new Set(pendingTypes(story(operations)))).toEqual(expected);
      }),
    );
  });

  it('after a failed poll leaves nothing pending and other operations untouched', () => {
    fc.assert(
      fc.property(fc.array(arbAsyncOperation, { maxLength: 8 }), (operations) => {
        const marked = markPendingUnknown(story(operations)).asyncOperations ?? [];
        expect(marked.some(isPending)).toBe(false);
        marked.forEach((o, i) => {
          const before = operations[i] as AsyncOperation;
          expect(o.status).toBe(isPending(before) ? 'unknown' : before.status);
        });
      }),
    );
  });
});
