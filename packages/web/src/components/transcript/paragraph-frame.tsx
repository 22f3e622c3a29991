import { Button, Caption1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { componentsLabels } from '@storykeep/core';
import { type ReactNode, useCallback } from 'react';
import { minutesSeconds } from './time-label.js';

const useStyles = makeStyles({
  paragraph: {
    position: 'absolute',
    left: 0,
    right: 0,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    // Played words are dark and unplayed ones grey so the listener sees how far playback has come; the playback highlighter sets the attributes.
    color: tokens.colorNeutralForeground4,
    // A paragraph restyled by playback, re-rendered by an edit or mounted by a scroll relays out that paragraph only.
    contain: 'layout style',
    '&[data-play="played"]': { color: tokens.colorNeutralForeground1 },
    '& [data-played]': { color: tokens.colorNeutralForeground1 },
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

export interface ParagraphFrameProps {
  index: number;
  /** Offset in the virtual list. */
  top: number;
  attach(index: number, element: HTMLElement | null): void;
  children: ReactNode;
}

/** A paragraph's place in the virtual list: positioned, measured (`data-index`) and addressed by the highlighter (`data-p`). */
export function ParagraphFrame({ index, top, attach, children }: ParagraphFrameProps) {
  const styles = useStyles();
  const ref = useCallback((element: HTMLElement | null) => attach(index, element), [attach, index]);
  return (
    <div className={styles.paragraph} style={{ top }} data-p={index} data-index={index} ref={ref}>
      {children}
    </div>
  );
}

export interface ParagraphHeaderProps {
  speaker: string;
  start: number;
  /** Given in the editor: the speaker becomes a button that changes it. */
  onSpeaker?: (() => void) | undefined;
}

/** Speaker and start time above a paragraph; a click on the time seeks there (`data-seek`). */
export function ParagraphHeader({ speaker, start, onSpeaker }: ParagraphHeaderProps) {
  const styles = useStyles();
  return (
    <div className={styles.head}>
      {onSpeaker ? (
        <Button appearance="subtle" size="small" onClick={onSpeaker} aria-label={componentsLabels.changeSpeaker(speaker)}>
          {speaker}
        </Button>
      ) : (
        <Caption1Strong>{speaker}</Caption1Strong>
      )}
      <span data-seek={start}>{minutesSeconds(start)}</span>
    </div>
  );
}
