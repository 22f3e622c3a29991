import { Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', padding: tokens.spacingHorizontalXXL },
  card: { width: '100%', maxWidth: '420px', padding: tokens.spacingHorizontalXL },
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
    <main className={styles.page}>
      <Card className={styles.card}>
        <Title2 as="h1">{title}</Title2>
        <form className={styles.form} onSubmit={submit} noValidate>
          {children}
        </form>
      </Card>
    </main>
  );
}
