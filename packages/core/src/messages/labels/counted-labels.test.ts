import { describe, expect, it } from 'vitest';
import { adminLabels } from './admin.labels.js';
import { cloudImportLabels } from './cloud-import.labels.js';
import { entitiesLabels } from './entities.labels.js';

// These labels once spelled their plural by hand (`account${n === 1 ? '' : 's'}`); they now go through countOf, and
// must still read the same for the counts the pages show.
describe('labels with a counted noun', () => {
  it('say the singular for one and the plural otherwise', () => {
    expect(adminLabels.accountCount(1)).toBe('1 account');
    expect(adminLabels.accountCount(4)).toBe('4 accounts');
    expect(adminLabels.accountCount(0)).toBe('0 accounts');
    expect(cloudImportLabels.importFiles(1)).toBe('Import 1 file');
    expect(cloudImportLabels.importFiles(3)).toBe('Import 3 files');
    expect(entitiesLabels.entitiesMostSaidFirst(1)).toBe('1 entity, most said first');
    expect(entitiesLabels.entitiesMostSaidFirst(12)).toBe('12 entities, most said first');
  });

  it('write a large count with its thousands separator', () => {
    expect(adminLabels.accountCount(1200)).toBe('1,200 accounts');
  });
});
