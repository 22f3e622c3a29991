import { canManageOrganization } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { MembersSection } from '../../features/members/members-section.js';
import { OrganizationProjectsPage } from '../../features/organizations/organization-projects-page.js';
import { ProjectsPage } from '../../features/projects/projects-page.js';
import { useAccessSubject } from '../../shared/use-access-subject.js';

/** `/organization/{code}/projects`: the organization's header around the projects list, and its members for its managers. */
export function OrganizationProjectsRoute() {
  const { organizationCode = '' } = useParams();
  const subject = useAccessSubject();
  const manages = subject !== null && canManageOrganization(subject, organizationCode);
  return (
    <OrganizationProjectsPage>
      <ProjectsPage />
      {manages && <MembersSection scope={{ kind: 'organization', code: organizationCode }} canManage />}
    </OrganizationProjectsPage>
  );
}
