import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { authoringLabels, messages, pathTo, type Story } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { AppLink } from '../../components/app-link.js';
import { exportRecordOf } from '../../components/export-files.js';
import { ExportMenu } from '../../components/export-menu.js';
import { SaveStatus } from './saving/save-status.js';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  title: { flexGrow: 1, flexBasis: '12rem', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', margin: 0 },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Where the editor's way back goes: the interview's hub in its project, or the person's own interview hub. */
export function interviewPath(story: Story): string {
  return story.project_id
    ? pathTo('storyHub', { projectId: story.project_id, storyId: story._id })
    : pathTo('myInterviewHub', { storyId: story._id });
}

/** Exports what is in the editor now, saved or not, so a correction can leave before it is saved. */
function EditorExport({ actor, storyId, story }: { actor: AuthoringActor; storyId: string; story: Story }) {
  const loaded = useSelector(actor, (s) => s.context.transcript !== null);
  const indexes = useSelector(actor, (s) => s.context.indexes);
  const read = useCallback(() => actor.getSnapshot().context.transcript, [actor]);
  return (
    <ExportMenu storyId={storyId} title={story.title} transcript={loaded ? read : null} indexes={indexes} record={exportRecordOf(story)} />
  );
}

/**
 * The editor's one slim line: the way back to the interview, its title, where saving stands and export. Everything
 * else (transcription requests, layout) is in the side panel, so the words get the page.
 */
export function EditorHeader({ actor, storyId, story }: { actor: AuthoringActor; storyId: string; story: Story }) {
  const styles = useStyles();
  return (
    // Inside the page's main landmark a header would be no landmark at all; a named section is a region.
    <section className={styles.header} aria-label={authoringLabels.editorHeader}>
      <span className={styles.back}>
        <ArrowLeftRegular aria-hidden />
        <AppLink to={interviewPath(story)}>{messages.authoringBackToInterview}</AppLink>
      </span>
      <Subtitle1 as="h1" className={styles.title} title={story.title || undefined}>
        {story.title || authoringLabels.untitledInterview}
      </Subtitle1>
      <div className={styles.tools}>
        <SaveStatus actor={actor} />
        <EditorExport actor={actor} storyId={storyId} story={story} />
      </div>
    </section>
  );
}
