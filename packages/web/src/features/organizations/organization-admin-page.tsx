import { Body1, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { messages, OrganizationApi, organizationsLabels, pathTo } from '@storykeep/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { OrganizationDetailsForm } from './organization-details-form.js';
import { OrganizationFlagsForm, useCanChangeOrganizationFlags } from './organization-flags-form.js';
import { OrganizationSettingsForm } from './organization-settings-form.js';
import { StorageUsageCard } from './storage-usage-card.js';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' } });

export interface OrganizationAdminPageProps {
  /** The members section, composed in by the app (another feature's screen). */
  members?: (organizationCode: string) => ReactNode;
}

/** `/admin/organization/{code}`: the organization's details (with the session-password lock), its settings, its storage and members. */
export function OrganizationAdminPage({ members }: OrganizationAdminPageProps = {}) {
  const styles = useStyles();
  const { organizationCode = '' } = useParams();
  const api = useService<OrganizationApi>(OrganizationApi);
  const organization = useLoad(() => api.get(organizationCode), [api, organizationCode]);
  const mayChangeFlags = useCanChangeOrganizationFlags(organizationCode);
  if (organization.state === 'loading') return <Spinner label={organizationsLabels.loadingTheOrganization} />;
  if (organization.state === 'failed') return <Body1 role="alert">{messages.organizationLoadFailed}</Body1>;
  const current = organization.value;
  return (
    <div className={styles.page}>
      <Title1 as="h1">{current.organization_name}</Title1>
      <AppLink to={pathTo('organizationProjects', { organizationCode: current.organizational_code })}>
        {organizationsLabels.projectsOfThisOrganization}
      </AppLink>
      <OrganizationDetailsForm key={`details-${current._id}`} organization={current} onSaved={organization.reload} />
      <OrganizationSettingsForm key={`settings-${current._id}`} organization={current} onSaved={organization.reload} />
      {mayChangeFlags && <OrganizationFlagsForm key={`flags-${current._id}`} organizationCode={current.organizational_code} />}
      <StorageUsageCard organizationCode={current.organizational_code} />
      {members?.(current.organizational_code)}
    </div>
  );
}
