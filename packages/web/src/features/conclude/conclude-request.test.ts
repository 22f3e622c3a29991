import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concludeFormValues, concludeRequest, splitEmails } from './conclude-request.js';

const story = { _id: 's1', title: 'Union hall', description: 'The strike', created_at: '2024-05-01T12:00:00.000Z', foldersId: ['f1'] };

describe('conclude request', () => {
  it('starts from the story, with the folder of the page added', () => {
    expect(concludeFormValues(story, 'f2')).toMatchObject({ title: 'Union hall', description: 'The strike', folders: ['f1', 'f2'] });
    expect(concludeFormValues(null, null)).toMatchObject({ title: '', folders: [], termsAccepted: false });
  });

  it("sends the conclude call's fields with the project, folders and addresses", () => {
    const values = { ...concludeFormValues(story, null), emails: 'a@example.org, b@example.org;a@example.org', termsAccepted: true };
    const request = concludeRequest(story, values, { storyId: 's1', projectId: 'p1', isUpload: true });
    expect(request).toMatchObject({
      story_id: 's1',
      project: 'p1',
      projects: ['p1'],
      folders: ['f1'],
      emails: ['a@example.org', 'b@example.org'],
      termsAccepted: true,
      is_upload: true,
      notify_group: false,
      export_to_permanent_org: false,
    });
    expect(concludeRequest(null, values, { storyId: 's1', projectId: null, isUpload: false })).toMatchObject({
      project: null,
      projects: [],
    });
  });

  it('splits addresses without blanks or repeats, keeping every typed one', () => {
    const address = fc.emailAddress();
    const separator = fc.constantFrom(',', ';', ' ', '\n', ', ');
    fc.assert(
      fc.property(fc.array(fc.tuple(address, separator), { maxLength: 6 }), (parts) => {
        const text = parts.map(([a, s]) => `${a}${s}`).join('');
        const split = splitEmails(text);
        expect(new Set(split)).toEqual(new Set(parts.map(([a]) => a)));
        expect(split.every((e) => e.length > 0 && e.trim() === e)).toBe(true);
        expect(new Set(split).size).toBe(split.length);
      }),
    );
  });
});
