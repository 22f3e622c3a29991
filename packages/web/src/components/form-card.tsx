import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', padding: tokens.spacingHorizontalXXL },
  // Fluent's Card look without its focus machinery (tabster), which the sign-in page would otherwise load.
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormCardProps {
  title: string;
  onSubmit?: () => void;
  children: ReactNode;
}

/** A titled card holding one small form (sign-in, recovery, two-factor…), centred on the page. */
export function FormCard({ title, onSubmit, children }: FormCardProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <Title2 as="h1">{title}</Title2>
        {/* Without onSubmit the card holds no form of its own, so a form inside it is not nested in another. */}
        {onSubmit ? (
          <form className={styles.form} onSubmit={submit} noValidate>
            {children}
          </form>
        ) : (
          <div className={styles.form}>{children}</div>
        )}
      </section>
    </div>
  );
}
