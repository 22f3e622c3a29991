import { Button, Card, Field, Input, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { messages, OrganizationApi, type OrganizationResponse, organizationsLabels } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { OrganizationSecurityChecks } from './organization-security-checks.js';
import { SessionLockDialog } from './session-lock-dialog.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/** Whether an edit turns session passwords on (see docs/product/entities.md, "Organization edit"): only then are unsecured sessions counted. */
export function turnsOnSessionPasswords(before: Pick<OrganizationResponse, 'require_session_passwords'>, requested: boolean): boolean {
  return !before.require_session_passwords && requested;
}

export interface OrganizationDetailsFormProps {
  organization: OrganizationResponse;
  onSaved(organization: OrganizationResponse): void;
}

/**
 * `PUT /organization/{code}/edit` of the organization's own fields. When session passwords become required, the
 * preparation sessions still without one are counted and, if there are any, the user is offered to lock them.
 */
export function OrganizationDetailsForm({ organization, onSaved }: OrganizationDetailsFormProps) {
  const styles = useStyles();
  const api = useService<OrganizationApi>(OrganizationApi);
  const notify = useNotify();
  const [form, setForm] = useState({
    name: organization.organization_name,
    logoUrl: organization.logoUrl ?? '',
    requirePasswords: organization.require_session_passwords,
    forceTwoFactor: organization.force_two_factor,
  });
  const [busy, setBusy] = useState(false);
  const [unsecured, setUnsecured] = useState(0);
  const submit = async () => {
    setBusy(true);
    try {
      const saved = await api.edit(organization.organizational_code, {
        organization_name: form.name.trim(),
        logoUrl: form.logoUrl.trim() || null,
        require_session_passwords: form.requirePasswords,
        force_two_factor: form.forceTwoFactor,
      });
      notify({ text: messages.organizationEdited, intent: 'success' });
      if (turnsOnSessionPasswords(organization, form.requirePasswords)) {
        setUnsecured(await api.countPrepSessions({ org_id: organization._id, password_present: false }).catch(() => 0));
      }
      onSaved(saved);
    } catch {
      notify({ text: messages.organizationEditFailed, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">{organizationsLabels.organizationDetails}</Subtitle2>
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={organizationsLabels.organizationName} required>
          <Input value={form.name} onChange={(_, d) => setForm({ ...form, name: d.value })} />
        </Field>
        <Field label={organizationsLabels.logoAddress}>
          <Input type="url" value={form.logoUrl} onChange={(_, d) => setForm({ ...form, logoUrl: d.value })} />
        </Field>
        <OrganizationSecurityChecks value={form} onChange={(change) => setForm({ ...form, ...change })} />
        <Button type="submit" appearance="primary" disabled={busy || !form.name.trim()}>
          {organizationsLabels.saveOrganization}
        </Button>
      </form>
      <SessionLockDialog organizationCode={organization.organizational_code} unsecuredCount={unsecured} onClose={() => setUnsecured(0)} />
    </Card>
  );
}
