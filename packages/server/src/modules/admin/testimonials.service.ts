import type { TestimonialCandidate, TestimonialSelectionRequest } from '@storykeep/core';
import { isAdmin } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';

interface Candidate extends Omit<TestimonialCandidate, 'featured'> {
  start_seconds: number | null;
  end_seconds: number | null;
}

/** The organization's id for its code; 404 when there is none. */
export async function organizationId(context: AppContext, code: string): Promise<string> {
  const row = await context.db.selectFrom('organizations').select('id').where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound('Organization');
  return row.id;
}

/** Only what the public can already see qualifies: shared stories and the clips of shared stories. */
async function candidates(context: AppContext, organization: string): Promise<Candidate[]> {
  const stories = await context.db
    .selectFrom('stories as s')
    .innerJoin('story_shares as sh', 'sh.story_id', 's.id')
    .select(['s.id', 's.title', 'sh.share_key'])
    .where('s.organization_id', '=', organization)
    .orderBy('s.title')
    .execute();
  const clips = await context.db
    .selectFrom('clips as c')
    .innerJoin('stories as s', 's.id', 'c.story_id')
    .innerJoin('story_shares as sh', 'sh.story_id', 's.id')
    .select(['c.id', 'c.title', 'c.start_seconds', 'c.end_seconds', 's.title as story_title', 'sh.share_key'])
    .where('s.organization_id', '=', organization)
    .orderBy('s.title')
    .orderBy('c.start_seconds')
    .execute();
  return [
    ...stories.map((s) => ({
      kind: 'story' as const,
      id: s.id,
      title: s.title,
      story_title: s.title,
      share_key: s.share_key,
      start_seconds: null,
      end_seconds: null,
    })),
    ...clips.map((c) => ({ kind: 'clip' as const, ...c, title: c.title || c.story_title })),
  ];
}

async function featured(context: AppContext, organization: string): Promise<{ kind: string; item_id: string }[]> {
  return context.db
    .selectFrom('testimonials')
    .select(['kind', 'item_id'])
    .where('organization_id', '=', organization)
    .orderBy('position')
    .execute();
}

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor) || actor.impersonatorId) throw forbidden('Only an admin can choose testimonials');
}

/** `GET /admin/testimonials/{code}`: every public page and clip the organization could feature, chosen ones first. */
export async function listTestimonialCandidates(
  context: AppContext,
  actor: Actor,
  code: string,
): Promise<{ items: TestimonialCandidate[] }> {
  requireAdmin(actor);
  const organization = await organizationId(context, code);
  const all = await candidates(context, organization);
  const chosen = (await featured(context, organization)).map((f) => keyOf(f.kind, f.item_id));
  const rank = (c: Candidate) => {
    const at = chosen.indexOf(keyOf(c.kind, c.id));
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const ordered = all.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i);
  return {
    items: ordered.map(({ c }) => ({
      kind: c.kind,
      id: c.id,
      title: c.title,
      story_title: c.story_title,
      share_key: c.share_key,
      featured: chosen.includes(keyOf(c.kind, c.id)),
    })),
  };
}

/** `PUT /admin/testimonials/{code}`: replaces the featured items; each must be a public page or clip of this organization. */
export async function saveTestimonials(
  context: AppContext,
  actor: Actor,
  code: string,
  request: TestimonialSelectionRequest,
): Promise<{ items: TestimonialCandidate[] }> {
  requireAdmin(actor);
  const organization = await organizationId(context, code);
  const allowed = new Set((await candidates(context, organization)).map((c) => keyOf(c.kind, c.id)));
  const seen = new Set<string>();
  request.items.forEach((item, index) => {
    const key = keyOf(item.kind, item.id);
    if (!allowed.has(key)) throw new HttpError(400, 'VALIDATION', 'Not a public page or clip of this organization', `items.${index}.id`);
    if (seen.has(key)) throw new HttpError(400, 'VALIDATION', 'Listed twice', `items.${index}.id`);
    seen.add(key);
  });
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('testimonials').where('organization_id', '=', organization).execute();
    if (request.items.length > 0)
      await trx
        .insertInto('testimonials')
        .values(
          request.items.map((item, position) => ({
            organization_id: organization,
            kind: item.kind,
            item_id: item.id,
            position,
            created_by: actor.userId,
          })),
        )
        .execute();
  });
  return listTestimonialCandidates(context, actor, code);
}
