import { type ConcludeRequest, normalizeEmail } from '@storykeep/core';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';

interface ConcludedStory {
  id: string;
  projectId: string;
  title: string;
}

async function recipients(context: AppContext, actor: Actor, story: ConcludedStory, input: ConcludeRequest): Promise<string[]> {
  const listed = input.emails.map(normalizeEmail);
  if (!input.notify_group) return [...new Set(listed)];
  const members = await context.db
    .selectFrom('project_members as pm')
    .innerJoin('users as u', 'u.id', 'pm.user_id')
    .select('u.email')
    .where('pm.project_id', '=', story.projectId)
    .where('u.id', '!=', actor.userId)
    .orderBy('u.email')
    .execute();
  return [...new Set([...listed, ...members.map((m) => normalizeEmail(m.email))])];
}

/** Mails each address of the conclusion (and the project's members with `notify_group`) a link to the story; answers who was told. */
export async function notifyConcluded(context: AppContext, actor: Actor, story: ConcludedStory, input: ConcludeRequest): Promise<string[]> {
  const to = await recipients(context, actor, story, input);
  const link = appUrl(context, 'storyHub', { projectId: story.projectId, storyId: story.id });
  for (const address of to) {
    await context.mailer.send({
      to: address,
      subject: `"${story.title}" is saved on Storykeep`,
      text: `${actor.email} saved the story "${story.title}" on Storykeep.\n\nOpen it here:\n\n${link}\n`,
      link,
    });
  }
  return to;
}
