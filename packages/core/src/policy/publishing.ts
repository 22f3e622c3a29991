import { interviewMessages } from '../messages/interview.messages.js';
import type { PublishDecisionView } from '../model/publish-decision.schema.js';
import { type AccessUser, canManageOrganization, canManageProject, canSeeOrganization } from './access.js';
import type { StoryAccessRef } from './story-access.js';

// Who may publish what (docs/product/publishing.md). Publishing puts a narrator's words and voice in front of anyone
// with an address, so one rule decides it for every kind of publication — an interview's public page, a clip's own
// page, a gallery — and the server asks it on every route that publishes; the web offers only what it allows.

/** What the rule needs of an organization: whether it publishes only once a release form is on file. */
export interface OrganizationPublishing {
  releaseRequiredToShare: boolean;
}

/** A story as publishing needs it: its access reference and whether a release form or deed of gift is among its files. */
export interface PublishableStory extends StoryAccessRef {
  hasReleaseForm: boolean;
}

/** Why publishing is refused: the caller may not publish here, or the organization wants a release form first. */
export type PublishRefusal = 'manage' | 'release';

/** The rule's answer; a refused gallery names the first clip that stops it. */
export type PublishDecision = { allowed: true } | { allowed: false; refusal: PublishRefusal; clipId?: string };

const ALLOWED: PublishDecision = { allowed: true };

/** Whether the organization requires a release form the story does not have yet. */
export function isReleaseMissing(story: Pick<PublishableStory, 'hasReleaseForm'>, organization: OrganizationPublishing): boolean {
  return organization.releaseRequiredToShare && !story.hasReleaseForm;
}

/**
 * Publishing an interview (its public page): whoever manages its project, and, where the organization requires it,
 * only once a release form is among its files.
 */
export function storyPublishDecision(subject: AccessUser, story: PublishableStory, organization: OrganizationPublishing): PublishDecision {
  if (!canManageProject(subject, story.project)) return { allowed: false, refusal: 'manage' };
  if (isReleaseMissing(story, organization)) return { allowed: false, refusal: 'release' };
  return ALLOWED;
}

/** Publishing a clip (its own page and rendition): the same rule as its interview, since it carries the same words. */
export function clipPublishDecision(
  subject: AccessUser,
  clip: { story: PublishableStory },
  organization: OrganizationPublishing,
): PublishDecision {
  return storyPublishDecision(subject, clip.story, organization);
}

/** A gallery as the rules need it: its organization (same kind of key as the subject's) and its author. */
export interface GalleryRef {
  organization: string;
  authorId: string;
}

/** Changing a gallery (its fields, clips, or hiding its page): its author while in its organization, or a manager of it. */
export function canChangeGallery(subject: AccessUser, gallery: GalleryRef): boolean {
  if (canManageOrganization(subject, gallery.organization)) return true;
  return gallery.authorId === subject.userId && canSeeOrganization(subject, gallery.organization);
}

/**
 * Making a gallery's page public, or keeping it public as its clips change: whoever may change the gallery and may
 * publish every clip in it (manage rights on each clip's project, and each release form the organization requires).
 */
export function galleryPublishDecision(
  subject: AccessUser,
  gallery: GalleryRef,
  clips: readonly { id: string; story: PublishableStory }[],
  organization: OrganizationPublishing,
): PublishDecision {
  if (!canChangeGallery(subject, gallery)) return { allowed: false, refusal: 'manage' };
  for (const clip of clips) {
    const decision = clipPublishDecision(subject, clip, organization);
    if (!decision.allowed) return { ...decision, clipId: clip.id };
  }
  return ALLOWED;
}

/**
 * Whether what is already public may stay public without anyone's rights: the release rule alone (a manager's
 * decision to publish stands, but a release form withdrawn or newly required takes it off the public page).
 */
export function staysPublishable(story: Pick<PublishableStory, 'hasReleaseForm'>, organization: OrganizationPublishing): boolean {
  return !isReleaseMissing(story, organization);
}

/** Withdrawing an interview's or a clip's public page: whoever manages the project (as publishing it). */
export function canUnpublish(subject: AccessUser, story: StoryAccessRef): boolean {
  return canManageProject(subject, story.project);
}

/** The decision as the API answers it (`publishing` on a story, a clip or a gallery). */
export function publishDecisionView(decision: PublishDecision): PublishDecisionView {
  if (decision.allowed) return { allowed: true, refusal: null };
  return { allowed: false, refusal: decision.refusal, clipId: decision.clipId ?? null };
}

/** The catalogue's explanation of a refusal, or null when publishing is allowed. */
export function publishRefusalText(
  decision: Pick<PublishDecisionView, 'allowed' | 'refusal'>,
  what: 'story' | 'clip' | 'gallery',
): string | null {
  if (decision.allowed || decision.refusal === null) return null;
  if (decision.refusal === 'release') return interviewMessages.publishNeedsRelease;
  return what === 'gallery' ? interviewMessages.galleryPublishNeedsManager : interviewMessages.publishNeedsManager;
}
