import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { apiFailureMessage, OrganizationApi } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../app/container-context.js';
import { FormMessage } from '../../components/form-message.js';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** The server's shortest accepted session password (LockPrepSessionsRequestSchema). */
const MIN_PASSWORD_LENGTH = 4;

export interface SessionLockDialogProps {
  organizationCode: string;
  /** Preparation sessions without a password; the dialog is open while this is above zero. */
  unsecuredCount: number;
  onClose(): void;
}

/** Offers to give every preparation session without a password one (`POST /organization/{code}/lock_unsecure_prep_sessions`). */
export function SessionLockDialog({ organizationCode, unsecuredCount, onClose }: SessionLockDialogProps) {
  const styles = useStyles();
  const api = useService<OrganizationApi>(OrganizationApi);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const lock = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.lockPrepSessions(organizationCode, password);
      close();
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? 'The sessions could not be locked.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={unsecuredCount > 0} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void lock();
          }}
        >
          <DialogBody>
            <DialogTitle>Lock preparation sessions</DialogTitle>
            <DialogContent className={styles.fields}>
              <Body1>
                {unsecuredCount === 1
                  ? '1 preparation session has no password.'
                  : `${unsecuredCount} preparation sessions have no password.`}{' '}
                Give them this password so that they are protected too.
              </Body1>
              <Field label="Session password" required hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
                <Input type="password" autoComplete="new-password" value={password} onChange={(_, d) => setPassword(d.value)} />
              </Field>
              <FormMessage text={error} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                Not now
              </Button>
              <Button type="submit" appearance="primary" disabled={busy || password.length < MIN_PASSWORD_LENGTH}>
                Lock sessions
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
