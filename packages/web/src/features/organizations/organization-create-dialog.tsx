import {
  Button,
  Checkbox,
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
import { apiFailureMessage, OrganizationApi, type OrganizationResponse } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../app/container-context.js';
import { FormMessage } from '../../components/form-message.js';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface OrganizationCreateDialogProps {
  open: boolean;
  onClose(): void;
  onCreated(organization: OrganizationResponse): void;
}

const EMPTY = { name: '', code: '', requirePasswords: false, forceTwoFactor: false };

/** `POST /organization/create`: name, code (lowercase letters, digits, dashes), session passwords and two-factor. */
export function OrganizationCreateDialog({ open, onClose, onCreated }: OrganizationCreateDialogProps) {
  const styles = useStyles();
  const api = useService<OrganizationApi>(OrganizationApi);
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const organization = await api.create({
        organization_name: form.name.trim(),
        organizational_code: form.code.trim(),
        require_session_passwords: form.requirePasswords,
        force_two_factor: form.forceTwoFactor,
      });
      setForm(EMPTY);
      onCreated(organization);
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? 'The organization could not be created.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>New organization</DialogTitle>
            <DialogContent className={styles.fields}>
              <Field label="Organization name" required>
                <Input value={form.name} onChange={(_, d) => setForm({ ...form, name: d.value })} />
              </Field>
              <Field label="Organization code" required hint="Lowercase letters, digits and dashes">
                <Input value={form.code} onChange={(_, d) => setForm({ ...form, code: d.value })} />
              </Field>
              <Checkbox
                label="Require session passwords"
                checked={form.requirePasswords}
                onChange={(_, d) => setForm({ ...form, requirePasswords: d.checked === true })}
              />
              <Checkbox
                label="Require two-factor sign-in"
                checked={form.forceTwoFactor}
                onChange={(_, d) => setForm({ ...form, forceTwoFactor: d.checked === true })}
              />
              <FormMessage text={error} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={busy || !form.name.trim() || !form.code.trim()}>
                Create organization
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
