import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { authoringLabels, type EditCommand, paragraphText, type TextPoint, type Transcript } from '@storykeep/core';
import { type MouseEvent, type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PlaybackHighlighter } from '../../components/transcript/playback-highlighter.js';
import { useParagraphVirtualizer } from '../../components/transcript/use-paragraph-virtualizer.js';
import { usePlaybackFollow } from '../../components/transcript/use-playback-follow.js';
import { buildWordTimeline, seekTimeOf } from '../../components/transcript/word-timeline.js';
import { EditorParagraph } from './editor-paragraph.js';
import { placeCaret, selectionRange } from './editor-selection.js';
import { commandsForInput } from './input-commands.js';
import { SpeakerDialog } from './speaker-dialog.js';

const useStyles = makeStyles({
  scroller: { position: 'relative', overflowY: 'auto', height: '100%', minHeight: '300px', contain: 'layout paint' },
  highlightWords: {
    '& [data-current]': {
      backgroundColor: tokens.colorBrandBackground2,
      color: tokens.colorNeutralForeground1,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** Height of a paragraph's speaker button line and padding, for the estimate before it is measured. */
const CHROME_PX = 56;

export interface TranscriptEditorProps {
  transcript: Transcript;
  /** Where the caret goes after the last edit, undo or redo. */
  caret: TextPoint | null;
  media: RefObject<HTMLMediaElement | null>;
  autoScroll: boolean;
  highlightWords: boolean;
  onEdit(command: EditCommand): void;
  onUndo(): void;
  onRedo(): void;
  onSeek(seconds: number): void;
}

/**
 * The transcript editor: paragraphs virtualised (a four-hour interview renders a screenful), the spoken word
 * followed by the playback highlighter, a click on a word seeking the player. Every input the browser would apply
 * is turned into the model's editing commands instead, so untouched words keep their timings.
 */
export function TranscriptEditor(props: TranscriptEditorProps) {
  const { transcript, caret, media, autoScroll, highlightWords } = props;
  const styles = useStyles();
  const scroller = useRef<HTMLElement>(null);
  const [speakerOf, setSpeakerOf] = useState<number | null>(null);
  const timeline = useMemo(() => buildWordTimeline(transcript), [transcript]);
  // One highlighter for the editor's life: a new one per edit would re-register, and so re-render, every paragraph.
  const [highlighter] = useState(() => new PlaybackHighlighter(timeline));
  useLayoutEffect(() => highlighter.setTimeline(timeline), [highlighter, timeline]);
  const { virtualizer, attach, reveal } = useParagraphVirtualizer(transcript, CHROME_PX, scroller, highlighter);
  usePlaybackFollow(media, highlighter, autoScroll, reveal);

  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const onBeforeInput = (event: InputEvent) => {
      const range = selectionRange(root.ownerDocument.getSelection());
      event.preventDefault();
      if (!range) return;
      const { transcript: current, onEdit, onUndo, onRedo } = latest.current;
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      const lengthOf = (p: number) => {
        const paragraph = current.paragraphs[p];
        return paragraph ? paragraphText(paragraph).length : 0;
      };
      const action = commandsForInput(event.inputType, data, range, lengthOf, current.paragraphs.length);
      if (action.kind === 'undo') onUndo();
      else if (action.kind === 'redo') onRedo();
      else if (action.kind === 'edit') {
        for (const command of action.commands) onEdit(command);
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      const range = selectionRange(root.ownerDocument.getSelection());
      event.preventDefault();
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (range && text) latest.current.onEdit({ type: 'paste', range, text });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        latest.current.onUndo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        latest.current.onRedo();
      }
    };
    root.addEventListener('beforeinput', onBeforeInput);
    root.addEventListener('paste', onPaste);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('beforeinput', onBeforeInput);
      root.removeEventListener('paste', onPaste);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useLayoutEffect(() => {
    const root = scroller.current;
    if (!root || !caret) return;
    // Carets move only after the editor's own edits; when the focused paragraph went with an undo, focus fell to the body.
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body && !root.contains(active)) return;
    void transcript;
    placeCaret(root, caret);
  }, [caret, transcript]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const time = seekTimeOf(timeline, event.target);
    if (time !== undefined) props.onSeek(time);
  };

  const speakerParagraph = speakerOf === null ? undefined : transcript.paragraphs[speakerOf];
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on a word also seeks; the keyboard edits and the player's controls seek */}
      <section
        ref={scroller}
        className={mergeClasses(styles.scroller, highlightWords && styles.highlightWords)}
        onClick={onClick}
        aria-label={authoringLabels.transcriptEditor}
      >
        <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map(({ index, start: top }) => {
            const paragraph = transcript.paragraphs[index];
            if (!paragraph) return null;
            return <EditorParagraph key={index} paragraph={paragraph} index={index} top={top} attach={attach} onSpeaker={setSpeakerOf} />;
          })}
        </div>
      </section>
      {speakerOf !== null && speakerParagraph && (
        <SpeakerDialog
          speaker={speakerParagraph.speaker}
          onChangeOne={(name) => props.onEdit({ type: 'setParagraphSpeaker', paragraph: speakerOf, speaker: name })}
          onRenameAll={(name) => props.onEdit({ type: 'renameSpeaker', from: speakerParagraph.speaker, to: name })}
          onClose={() => setSpeakerOf(null)}
        />
      )}
    </>
  );
}
