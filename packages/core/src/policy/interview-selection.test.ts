import { describe, expect, it } from 'vitest';
import { canBulkDownload, isDeleteConfirmed, showsBulkFooter } from './interview-selection.js';

describe('selection rules', () => {
  it('shows the footer and allows download only with a selection', () => {
    expect([showsBulkFooter(0), canBulkDownload(0)]).toEqual([false, false]);
    expect([showsBulkFooter(3), canBulkDownload(3)]).toEqual([true, true]);
  });

  it.each([
    ['DELETE', true],
    ['delete', false],
    ['Delete', false],
    [' DELETE', false],
    ['DELETE ', false],
    ['', false],
  ])('confirms bulk delete for %j: %s', (typed, confirmed) => {
    expect(isDeleteConfirmed(typed)).toBe(confirmed);
  });
});
