import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { authoringLabels, messages, type Story } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthoringPlayer } from './authoring-player.js';
import { AUTHORING_TABS } from './authoring-tabs.js';
import { EditorHeader } from './editor-header.js';
import type { IndexFocus } from './indexes-panel.js';
import { ConflictBar, KeptCopyNotice } from './saving/conflict-bar.js';
import { useSaveOnLeave } from './saving/use-save-on-leave.js';
import { TranscriptEditor } from './transcript-editor.js';
import { type AuthoringActor, type MachineClock, useAuthoring } from './use-authoring.js';
import { useAuthoringShortcuts } from './use-authoring-shortcuts.js';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    minHeight: '100vh',
    maxWidth: '100%',
    // clip, not hidden: a hidden overflow can still be scrolled sideways by focus moving into it (a tab at 390 px).
    overflowX: 'clip',
  },
  tabs: { flexWrap: 'wrap' },
  body: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    flexGrow: 1,
    minHeight: 0,
    '@media (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  focusTranscript: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  focusTabs: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabPanel: { overflowY: 'auto', maxHeight: '70vh', minWidth: 0 },
  hidden: { display: 'none' },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, minHeight: 0 },
  transcript: { height: 'calc(100vh - 7rem)', minHeight: '20rem' },
});

export interface AuthoringPageProps {
  storyId: string;
  /** The index a `…/author/{index}/metadata` or `…/notes` route opened. */
  focus?: IndexFocus;
  /** For tests: a simulated clock for the draft's debounce. */
  clock?: MachineClock;
  /** For tests: answers the leave question instead of the browser's confirm. */
  confirmLeave?: (message: string) => boolean;
}

/**
 * The authoring screen: a slim header (back to the interview, title, save state, export), then the player and the
 * panels (indexes, versions, clips, transcription and layout) beside the transcript editor. Saving happens on its own.
 */
export function AuthoringPage({ storyId, focus, clock, confirmLeave }: AuthoringPageProps) {
  const media = useRef<HTMLMediaElement | null>(null);
  const actor = useAuthoring(storyId, media, clock);
  const phase = useSelector(actor, (s) => (s.matches('ready') ? 'ready' : s.matches('loadFailed') ? 'failed' : 'loading'));
  const story = useSelector(actor, (s) => s.context.story);
  // A reload (after a restore, an import or a finished transcription) keeps the page mounted, so what the tools
  // were showing (such as 'Transcription Completed!') stays; only the first load shows a spinner alone.
  const [shown, setShown] = useState(false);
  if (phase === 'ready' && !shown) setShown(true);
  useSaveOnLeave(actor, confirmLeave);
  useAuthoringShortcuts(actor);
  if (phase === 'failed') return <Body1 role="alert">{messages.interviewLoadFailed}</Body1>;
  if ((phase === 'loading' && !shown) || !story) return <Spinner label={authoringLabels.loadingTheInterview} />;
  return <LoadedEditor actor={actor} storyId={storyId} story={story} focus={focus} media={media} reloading={phase === 'loading'} />;
}

interface LoadedEditorProps {
  actor: AuthoringActor;
  storyId: string;
  story: Story;
  focus: IndexFocus | undefined;
  media: React.RefObject<HTMLMediaElement | null>;
  reloading: boolean;
}

function LoadedEditor({ actor, storyId, story, focus, media, reloading }: LoadedEditorProps) {
  const styles = useStyles();
  const layout = useSelector(actor, (s) => s.context.layout);
  const showIndex = useSelector(actor, (s) => s.context.showIndex);
  const showTranscript = useSelector(actor, (s) => s.context.showTranscript);
  const draftRestored = useSelector(actor, (s) => s.context.draftRestored);
  const tabs = AUTHORING_TABS.filter((tab) => showIndex || tab.id !== 'indexes');
  // `?panel=clips` (Make a clip, from the hub or a list) opens that panel; an unknown one falls back to the first.
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(focus ? 'indexes' : (params.get('panel') ?? tabs[0]?.id ?? ''));
  const tab = tabs.find((candidate) => candidate.id === selected) ?? tabs[0];
  const context = { actor, storyId, story };
  return (
    <div className={styles.page}>
      <EditorHeader {...context} />
      <ConflictBar actor={actor} />
      <KeptCopyNotice actor={actor} />
      {reloading && <Spinner size="tiny" labelPosition="after" label={authoringLabels.loadingTheInterview} />}
      {draftRestored && (
        <MessageBar intent="info">
          <MessageBarBody>{messages.authoringDraftRestored}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'authoring.draftNotice.dismiss' })}>{authoringLabels.dismiss}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={`${styles.body} ${layout === 'tabs' ? styles.focusTabs : styles.focusTranscript}`}>
        <div className={styles.side}>
          <AuthoringPlayer actor={actor} story={story} media={media} />
          {tabs.length > 0 && (
            <TabList
              className={styles.tabs}
              selectedValue={tab?.id}
              onTabSelect={(_, data) => setSelected(String(data.value))}
              aria-label={authoringLabels.editorPanels}
            >
              {tabs.map((candidate) => (
                <Tab key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </Tab>
              ))}
            </TabList>
          )}
          {tabs.map((candidate) =>
            candidate === tab || candidate.keepMounted ? (
              <div
                key={candidate.id}
                className={candidate === tab ? styles.tabPanel : styles.hidden}
                role="tabpanel"
                aria-label={candidate.label}
                hidden={candidate !== tab}
              >
                {candidate.render({ ...context, focus })}
              </div>
            ) : null,
          )}
        </div>
        {showTranscript && (
          <div className={styles.main}>
            <EditorArea actor={actor} media={media} />
          </div>
        )}
      </div>
    </div>
  );
}

function EditorArea({ actor, media }: { actor: AuthoringActor; media: React.RefObject<HTMLMediaElement | null> }) {
  const styles = useStyles();
  const transcript = useSelector(actor, (s) => s.context.transcript);
  const caret = useSelector(actor, (s) => s.context.caret);
  const autoScroll = useSelector(actor, (s) => s.context.autoScroll);
  const highlightWords = useSelector(actor, (s) => s.context.highlightWords);
  if (!transcript) return <Body1>{authoringLabels.thisInterviewHasNoTranscriptYet}</Body1>;
  return (
    <div className={styles.transcript}>
      <TranscriptEditor
        transcript={transcript}
        caret={caret}
        media={media}
        autoScroll={autoScroll}
        highlightWords={highlightWords}
        onEdit={(command) => actor.send({ type: 'authoring.edit', command })}
        onUndo={() => actor.send({ type: 'authoring.undo' })}
        onRedo={() => actor.send({ type: 'authoring.redo' })}
        onSeek={(seconds) => actor.send({ type: 'authoring.seek', seconds })}
      />
    </div>
  );
}
