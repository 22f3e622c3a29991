import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { formatClockTime, paragraphText, type Transcript } from '@storykeep/core';

const useStyles = makeStyles({
  preview: {
    maxHeight: '50vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowWrap: 'anywhere',
  },
  speaker: { fontWeight: tokens.fontWeightSemibold },
});

/** A version's transcript, read only: each paragraph's time, speaker and text. */
export function VersionPreview({ label, transcript }: { label: string; transcript: Transcript }) {
  const styles = useStyles();
  return (
    <section aria-label={label} className={styles.preview}>
      {transcript.paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a preview never reorders its paragraphs
        <div key={i}>
          <Caption1>
            {formatClockTime(paragraph.start)} <span className={styles.speaker}>{paragraph.speaker}</span>
          </Caption1>
          <Body1 as="p">{paragraphText(paragraph)}</Body1>
        </div>
      ))}
    </section>
  );
}
