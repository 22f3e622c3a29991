import { OrganizationProjectsPage } from '../../features/organizations/organization-projects-page.js';
import { ProjectsPage } from '../../features/projects/projects-page.js';

/** `/organization/{code}/projects`: the organization's header around the projects list. */
export function OrganizationProjectsRoute() {
  return (
    <OrganizationProjectsPage>
      <ProjectsPage />
    </OrganizationProjectsPage>
  );
}
