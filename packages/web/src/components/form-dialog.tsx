import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { apiFailureMessage } from '@storykeep/core';
import { type ReactNode, useState } from 'react';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  cancelLabel?: ReactNode;
  /** Escape, the backdrop and the cancel button. */
  onDismiss(): void;
  onSubmit(): void;
  children: ReactNode;
}

/** A modal form: title, fields stacked, and cancel beside a submit button that Enter presses too. */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitDisabled,
  cancelLabel = 'Cancel',
  onDismiss,
  onSubmit,
  children,
}: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onDismiss()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onDismiss}>
                {cancelLabel}
              </Button>
              <Button type="submit" appearance="primary" disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** A form's call to the server: busy while it runs, and the failure in the server's words (or `fallback`). */
export function useSubmission(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
