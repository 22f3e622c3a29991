import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectRole, Role } from '../model/role.schema.js';
import { type AccessUser, canManageOrganization, canManageProject } from './access.js';
import {
  canChangeGallery,
  clipPublishDecision,
  galleryPublishDecision,
  type PublishableStory,
  staysPublishable,
  storyPublishDecision,
} from './publishing.js';

const user = (role: Role, projectRoles: Record<string, ProjectRole> = {}, organizations = ['o1']): AccessUser => ({
  role,
  userId: 'u1',
  organizations,
  projectRoles,
});
const story = (projectId: string, hasReleaseForm: boolean): PublishableStory => ({
  project: { id: projectId, organization: 'o1' },
  creatorId: 'u2',
  ticketId: null,
  hasReleaseForm,
});
const strict = { releaseRequiredToShare: true };
const open = { releaseRequiredToShare: false };

describe('publishing an interview or a clip', () => {
  it('needs manage rights on the project, whatever the release rule', () => {
    const member = user('user', { p1: 'project_member' });
    expect(storyPublishDecision(member, story('p1', true), open)).toEqual({ allowed: false, refusal: 'manage' });
    expect(clipPublishDecision(member, { story: story('p1', true) }, open)).toEqual({ allowed: false, refusal: 'manage' });
    expect(storyPublishDecision(user('user', { p1: 'project_manager' }), story('p1', false), open)).toEqual({ allowed: true });
    expect(storyPublishDecision(user('manager'), story('p1', false), open)).toEqual({ allowed: true });
    expect(storyPublishDecision(user('guest', { p1: 'project_manager' }), story('p1', true), open).allowed).toBe(false);
  });

  it('needs a release form where the organization requires one, even for an admin', () => {
    expect(storyPublishDecision(user('admin', {}, []), story('p1', false), strict)).toEqual({ allowed: false, refusal: 'release' });
    expect(clipPublishDecision(user('admin', {}, []), { story: story('p1', false) }, strict)).toEqual({
      allowed: false,
      refusal: 'release',
    });
    expect(storyPublishDecision(user('admin', {}, []), story('p1', true), strict)).toEqual({ allowed: true });
    expect(staysPublishable({ hasReleaseForm: false }, strict)).toBe(false);
    expect(staysPublishable({ hasReleaseForm: false }, open)).toBe(true);
  });

  it('allows exactly: manages the project, and the release is on file or not required', () => {
    const roles = fc.constantFrom<Role>('admin', 'org_manager', 'manager', 'user', 'guest');
    const projectRole = fc.constantFrom<ProjectRole | undefined>('project_manager', 'project_member', undefined);
    fc.assert(
      fc.property(roles, projectRole, fc.boolean(), fc.boolean(), (role, own, released, required) => {
        const subject = user(role, own ? { p1: own } : {});
        const decision = storyPublishDecision(subject, story('p1', released), { releaseRequiredToShare: required });
        expect(decision.allowed).toBe(canManageProject(subject, { id: 'p1', organization: 'o1' }) && (released || !required));
      }),
    );
  });
});

describe('publishing a gallery', () => {
  const gallery = { organization: 'o1', authorId: 'u1' };

  it('refuses a plain member, even the gallery author, for a clip of a project they only belong to', () => {
    const member = user('user', { p1: 'project_member' });
    expect(canChangeGallery(member, gallery)).toBe(true);
    expect(galleryPublishDecision(member, gallery, [{ id: 'c1', story: story('p1', true) }], open)).toEqual({
      allowed: false,
      refusal: 'manage',
      clipId: 'c1',
    });
  });

  it('names the first clip that stops it, for manage rights or a missing release', () => {
    const pm = user('user', { p1: 'project_manager', p2: 'project_member' });
    const clips = [
      { id: 'c1', story: story('p1', true) },
      { id: 'c2', story: story('p1', false) },
      { id: 'c3', story: story('p2', true) },
    ];
    expect(galleryPublishDecision(pm, gallery, clips, open)).toEqual({ allowed: false, refusal: 'manage', clipId: 'c3' });
    expect(galleryPublishDecision(pm, gallery, clips.slice(0, 2), strict)).toEqual({ allowed: false, refusal: 'release', clipId: 'c2' });
    expect(galleryPublishDecision(pm, gallery, clips.slice(0, 2), open)).toEqual({ allowed: true });
  });

  it('is for the gallery author or the organization managers, who must still be able to publish each clip', () => {
    const stranger = { ...user('user', { p1: 'project_manager' }), userId: 'u9' };
    expect(galleryPublishDecision(stranger, gallery, [], open)).toEqual({ allowed: false, refusal: 'manage' });
    expect(canChangeGallery(user('manager', {}, ['o1']), { organization: 'o1', authorId: 'someone' })).toBe(
      canManageOrganization(user('manager'), 'o1'),
    );
    expect(canChangeGallery(user('user', {}, ['o2']), gallery)).toBe(false);
    expect(
      galleryPublishDecision(user('org_manager'), { organization: 'o1', authorId: 'x' }, [{ id: 'c1', story: story('p1', true) }], strict),
    ).toEqual({
      allowed: true,
    });
  });
});
