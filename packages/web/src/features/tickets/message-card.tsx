import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', padding: tokens.spacingHorizontalXXL },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '480px',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
});

/** A centred card with a heading, a few plain sentences and what to do next (the guest pages are all this shape). */
export function MessageCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="message-card-title">
        <Title2 as="h1" id="message-card-title">
          {title}
        </Title2>
        <Body1 as="p">{text}</Body1>
        {children}
      </section>
    </div>
  );
}
