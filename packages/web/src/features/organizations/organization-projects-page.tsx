import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { OrganizationApi, organizationsLabels } from '@storykeep/core';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { OrganizationDetailsForm } from './organization-details-form.js';
import { OrganizationFlagsForm, useCanChangeOrganizationFlags } from './organization-flags-form.js';
import { OrganizationSettingsForm } from './organization-settings-form.js';

const useStyles = makeStyles({
  header: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', marginBottom: tokens.spacingVerticalL },
  surface: { maxWidth: '720px' },
  forms: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * `/organization/{code}/projects`: the organization's name above its projects (the app passes the projects list in). Its managers (the server sends the
 * settings only to them) open the organization's details and settings from here.
 */
export function OrganizationProjectsPage({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  const { organizationCode = '' } = useParams();
  const api = useService<OrganizationApi>(OrganizationApi);
  const organization = useLoad(() => api.get(organizationCode), [api, organizationCode]);
  const [open, setOpen] = useState(false);
  const mayChangeFlags = useCanChangeOrganizationFlags(organizationCode);
  const current = organization.state === 'ready' ? organization.value : null;
  return (
    <>
      {current && (
        <section className={styles.header} aria-label={organizationsLabels.organization}>
          <Subtitle1 as="p">{current.organization_name}</Subtitle1>
          {current.settings && <Button onClick={() => setOpen(true)}>{organizationsLabels.organizationSettings}</Button>}
        </section>
      )}
      {children}
      {current?.settings && (
        <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
          <DialogSurface className={styles.surface}>
            <DialogBody>
              <DialogTitle>{current.organization_name}</DialogTitle>
              <DialogContent className={styles.forms}>
                <OrganizationDetailsForm organization={current} onSaved={organization.reload} />
                <OrganizationSettingsForm organization={current} onSaved={organization.reload} />
                {mayChangeFlags && <OrganizationFlagsForm organizationCode={current.organizational_code} />}
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={() => setOpen(false)}>
                  {organizationsLabels.close}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
