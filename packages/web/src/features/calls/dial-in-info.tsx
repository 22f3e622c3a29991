import { Caption1, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { type DialIn, dialInNumber, messages } from '@storykeep/core';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  number: { overflowWrap: 'anywhere' },
});

/** How to join by phone: the number and the code where the video service offers dial-in, and plainly not otherwise. */
export function DialInInfo({ dialIn }: { dialIn: DialIn | null }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={messages.dialInTitle}>
      <Subtitle2 as="h2">{messages.dialInTitle}</Subtitle2>
      {dialIn ? (
        <Text className={styles.number}>{dialInNumber(dialIn.phone_number, dialIn.dial_in_code)}</Text>
      ) : (
        <Caption1>{messages.dialInUnavailable}</Caption1>
      )}
    </section>
  );
}
