import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectRole, Role } from '../model/role.schema.js';
import { type AccessUser, canManageProject, canSeeProject } from './access.js';
import {
  canChooseRecordedVideo,
  canDeleteClip,
  canDeleteRemix,
  canDeleteStory,
  canReplaceOriginal,
  canSeeStory,
  isGuestRecorder,
  isTicketUploader,
  reachIncludesStory,
  type StoryAccessRef,
  storyReachOf,
} from './story-access.js';

// Small pools, so generated subjects and stories often meet (same project, same creator) and edge cases show up.
const ids = (prefix: string) => fc.constantFrom(`${prefix}1`, `${prefix}2`, `${prefix}3`);
const roleArb = fc.constantFrom<Role>('admin', 'org_manager', 'manager', 'user', 'guest');
const subjectArb: fc.Arbitrary<AccessUser> = fc.record({
  role: roleArb,
  userId: ids('u'),
  organizations: fc.uniqueArray(ids('o'), { maxLength: 2 }),
  projectRoles: fc.dictionary(ids('p'), fc.constantFrom<ProjectRole>('project_manager', 'project_member'), { maxKeys: 3 }),
});
const storyArb: fc.Arbitrary<StoryAccessRef> = fc.record({
  project: fc.record({ id: ids('p'), organization: ids('o') }),
  creatorId: fc.option(ids('u'), { nil: null }),
  ticketId: fc.option(fc.constant('t1'), { nil: null }),
});

describe('story reach: the data form and the predicate agree', () => {
  it('sees a story exactly when it sees its project or sent it through a ticket (the rule of docs/product/routes-and-roles.md)', () => {
    fc.assert(
      fc.property(subjectArb, storyArb, (subject, story) => {
        const expected = canSeeProject(subject, story.project) || isTicketUploader(subject.userId, story);
        expect(canSeeStory(subject, story)).toBe(expected);
        expect(reachIncludesStory(storyReachOf(subject), story)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives admins every story and keeps guests to their own ticket uploads', () => {
    fc.assert(
      fc.property(subjectArb, (subject) => {
        const reach = storyReachOf(subject);
        if (subject.role === 'admin') expect(reach).toEqual({ kind: 'all' });
        else expect(reach).toMatchObject({ kind: 'some', uploaderUserId: subject.userId });
        if (subject.role === 'guest') expect(reach).toMatchObject({ projectIds: [], organizationIds: [] });
      }),
    );
  });

  it('counts a ticket upload only with a ticket and the same creator', () => {
    const story = { project: { id: 'p9', organization: 'o9' }, creatorId: 'u1', ticketId: 't1' };
    const guest: AccessUser = { role: 'guest', userId: 'u1', organizations: [], projectRoles: {} };
    expect(canSeeStory(guest, story)).toBe(true);
    expect(canSeeStory(guest, { ...story, ticketId: null })).toBe(false);
    expect(canSeeStory({ ...guest, userId: 'u2' }, story)).toBe(false);
  });
});

describe('deleting and replacing', () => {
  it('lets whoever manages the project delete a story, and its ticket uploader only before the file arrived', () => {
    fc.assert(
      fc.property(subjectArb, storyArb, fc.boolean(), (subject, story, hasMedia) => {
        const expected = canManageProject(subject, story.project) || (!hasMedia && isTicketUploader(subject.userId, story));
        expect(canDeleteStory(subject, story, hasMedia)).toBe(expected);
      }),
    );
  });

  it('lets anyone who sees a story send its first recording, and only its managers replace one', () => {
    fc.assert(
      fc.property(subjectArb, storyArb, (subject, story) => {
        expect(canReplaceOriginal(subject, story, false)).toBe(canSeeStory(subject, story));
        expect(canReplaceOriginal(subject, story, true)).toBe(canManageProject(subject, story.project));
      }),
    );
    const member: AccessUser = { role: 'user', userId: 'u1', organizations: ['o1'], projectRoles: { p1: 'project_member' } };
    const story = { project: { id: 'p1', organization: 'o1' }, creatorId: 'u1', ticketId: null };
    expect(canReplaceOriginal(member, story, false)).toBe(true);
    expect(canReplaceOriginal(member, story, true)).toBe(false);
  });

  it('lets a clip be deleted by its maker who still sees the story, or by a manager', () => {
    fc.assert(
      fc.property(subjectArb, storyArb, fc.option(ids('u'), { nil: null }), (subject, story, creatorId) => {
        const expected = canManageProject(subject, story.project) || (creatorId === subject.userId && canSeeStory(subject, story));
        expect(canDeleteClip(subject, { creatorId, story })).toBe(expected);
      }),
    );
  });

  it('lets a remix be deleted by its author who still sees the project, or by a manager', () => {
    fc.assert(
      fc.property(subjectArb, storyArb, fc.option(ids('u'), { nil: null }), (subject, { project }, creatorId) => {
        const expected = canManageProject(subject, project) || (creatorId === subject.userId && canSeeProject(subject, project));
        expect(canDeleteRemix(subject, { creatorId, project })).toBe(expected);
      }),
    );
    const other: AccessUser = { role: 'user', userId: 'u2', organizations: ['o1'], projectRoles: { p1: 'project_member' } };
    expect(canDeleteRemix(other, { creatorId: 'u1', project: { id: 'p1', organization: 'o1' } })).toBe(false);
  });

  it("lets a call's host who still sees it, or a manager of its project, choose whose picture its recording keeps", () => {
    const call: StoryAccessRef = { project: { id: 'p1', organization: 'o1' }, creatorId: 'u1', ticketId: null };
    const host: AccessUser = { role: 'user', userId: 'u1', organizations: ['o1'], projectRoles: { p1: 'project_member' } };
    expect(canChooseRecordedVideo(host, call)).toBe(true);
    expect(canChooseRecordedVideo({ ...host, userId: 'u2' }, call)).toBe(false);
    expect(canChooseRecordedVideo({ ...host, userId: 'u2', projectRoles: { p1: 'project_manager' } }, call)).toBe(true);
    // Removed from the project, the host no longer chooses.
    expect(canChooseRecordedVideo({ ...host, projectRoles: {} }, call)).toBe(false);
    expect(canChooseRecordedVideo({ ...host, userId: 'u2' }, { ...call, creatorId: null })).toBe(false);
    fc.assert(
      fc.property(subjectArb, storyArb, (subject, story) => {
        if (canManageProject(subject, story.project)) expect(canChooseRecordedVideo(subject, story)).toBe(true);
        if (!canSeeStory(subject, story)) expect(canChooseRecordedVideo(subject, story)).toBe(false);
      }),
    );
  });

  it('knows a guest recorder: a guest account that made the story', () => {
    const guest: AccessUser = { role: 'guest', userId: 'u1', organizations: [], projectRoles: {} };
    expect(isGuestRecorder(guest, { creatorId: 'u1' })).toBe(true);
    expect(isGuestRecorder(guest, { creatorId: 'u2' })).toBe(false);
    expect(isGuestRecorder(guest, { creatorId: null })).toBe(false);
    expect(isGuestRecorder({ ...guest, role: 'user' }, { creatorId: 'u1' })).toBe(false);
  });
});
