import { MembersSection } from '../../features/members/members-section.js';
import { OrganizationAdminPage } from '../../features/organizations/organization-admin-page.js';

/** The organization admin page with its members: whoever reaches this page manages the organization. */
export function OrganizationAdminRoute() {
  return <OrganizationAdminPage members={(code) => <MembersSection scope={{ kind: 'organization', code }} canManage />} />;
}
