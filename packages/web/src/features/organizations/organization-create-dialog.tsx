import { Field, Input } from '@fluentui/react-components';
import { messages, OrganizationApi, type OrganizationResponse, organizationsLabels } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog, useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { OrganizationSecurityChecks } from './organization-security-checks.js';

export interface OrganizationCreateDialogProps {
  open: boolean;
  onClose(): void;
  onCreated(organization: OrganizationResponse): void;
}

const EMPTY = { name: '', code: '', requirePasswords: false, forceTwoFactor: false };

/** `POST /organization/create`: name, code (lowercase letters, digits, dashes), session passwords and two-factor. */
export function OrganizationCreateDialog({ open, onClose, onCreated }: OrganizationCreateDialogProps) {
  const api = useService<OrganizationApi>(OrganizationApi);
  const [form, setForm] = useState(EMPTY);
  const { busy, error, run } = useSubmission(messages.organizationCreateFailed);
  const submit = () =>
    run(async () => {
      const organization = await api.create({
        organization_name: form.name.trim(),
        organizational_code: form.code.trim(),
        require_session_passwords: form.requirePasswords,
        force_two_factor: form.forceTwoFactor,
      });
      setForm(EMPTY);
      onCreated(organization);
    });
  return (
    <FormDialog
      open={open}
      title={organizationsLabels.newOrganization}
      submitLabel="Create organization"
      submitDisabled={busy || !form.name.trim() || !form.code.trim()}
      onDismiss={onClose}
      onSubmit={() => void submit()}
    >
      <Field label={organizationsLabels.organizationName} required>
        <Input value={form.name} onChange={(_, d) => setForm({ ...form, name: d.value })} />
      </Field>
      <Field label={organizationsLabels.organizationCode} required hint={organizationsLabels.lowercaseLettersDigitsAndDashes}>
        <Input value={form.code} onChange={(_, d) => setForm({ ...form, code: d.value })} />
      </Field>
      <OrganizationSecurityChecks value={form} onChange={(change) => setForm({ ...form, ...change })} />
      <FormMessage text={error} />
    </FormDialog>
  );
}
