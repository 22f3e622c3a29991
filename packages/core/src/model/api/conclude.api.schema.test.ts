import { describe, expect, it } from 'vitest';
import { type ConcludeRequest, ConcludeRequestSchema } from './conclude.api.schema.js';

const valid: ConcludeRequest = {
  story_id: 's1',
  title: 'Harvest',
  description: '',
  notes: 'Recorded at the mill',
  groups: [],
  projects: ['p1'],
  project: 'p1',
  folders: ['f1'],
  emails: ['ada@example.org'],
  notify_group: false,
  termsAccepted: true,
  is_upload: true,
  mediaKey: null,
  mediaType: 'video/mp4',
  export_to_permanent_org: false,
  file_name: null,
};

describe('ConcludeRequestSchema', () => {
  it('accepts the whole form', () => {
    expect(ConcludeRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each(Object.keys(valid))('refuses a request without %s, naming it', (field) => {
    const { [field as keyof ConcludeRequest]: _dropped, ...rest } = valid;
    const result = ConcludeRequestSchema.safeParse(rest);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
  });

  it('refuses unknown fields and malformed addresses', () => {
    expect(ConcludeRequestSchema.safeParse({ ...valid, owner: 'x' }).success).toBe(false);
    expect(ConcludeRequestSchema.safeParse({ ...valid, emails: ['not an address'] }).error?.issues[0]?.path).toEqual(['emails', 0]);
  });
});
