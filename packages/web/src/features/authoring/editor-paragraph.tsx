import { makeStyles, tokens } from '@fluentui/react-components';
import { authoringLabels, type Paragraph, paragraphSearchIndexOf, paragraphText } from '@storykeep/core';
import { memo, type ReactNode } from 'react';
import { ParagraphFrame, ParagraphHeader } from '../../components/transcript/paragraph-frame.js';

const useStyles = makeStyles({
  text: {
    margin: 0,
    minHeight: tokens.lineHeightBase400,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    outlineStyle: 'none',
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  word: { cursor: 'text' },
});

export interface EditorParagraphProps {
  paragraph: Paragraph;
  index: number;
  top: number;
  attach(index: number, element: HTMLElement | null): void;
  onSpeaker(index: number): void;
}

/**
 * One paragraph of the editor: its speaker (a button that changes it), its start time, and its text, editable. The
 * browser is never let to change the text (the editor turns every input into a command), so React stays the owner
 * of these nodes.
 */
export const EditorParagraph = memo(function EditorParagraph({ paragraph, index, top, attach, onSpeaker }: EditorParagraphProps) {
  return (
    <ParagraphFrame index={index} top={top} attach={attach}>
      <ParagraphHeader speaker={paragraph.speaker} start={paragraph.start} onSpeaker={() => onSpeaker(index)} />
      <ParagraphText paragraph={paragraph} index={index} />
    </ParagraphFrame>
  );
});

/** The text exactly as the model has it (words as spans between the text's own gaps), so DOM offsets are text offsets. */
const ParagraphText = memo(function ParagraphText({ paragraph, index }: { paragraph: Paragraph; index: number }) {
  const styles = useStyles();
  const text = paragraphText(paragraph);
  const { words, textOffsets } = paragraphSearchIndexOf(paragraph);
  const pieces: ReactNode[] = [];
  let at = 0;
  words.forEach((word, i) => {
    const start = Math.max(at, textOffsets[i] ?? at);
    const end = Math.min(text.length, start + word.text.length);
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in its paragraph is its identity (the highlighter addresses words by it)
      <span key={i} className={styles.word} data-w={i}>
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  });
  if (at < text.length) pieces.push(text.slice(at));
  return (
    // biome-ignore lint/a11y/useSemanticElements: rich text with word spans, which a textarea cannot hold
    <div
      className={styles.text}
      data-text={index}
      contentEditable
      suppressContentEditableWarning
      spellCheck
      role="textbox"
      aria-multiline="true"
      aria-label={authoringLabels.paragraphOfSpeaker(index + 1, paragraph.speaker)}
      tabIndex={0}
    >
      {pieces}
    </div>
  );
});
