import { RegisterForm } from '../../features/auth/register-form.js';
import { JoinOrganizationPage } from '../../features/organizations/join-organization-page.js';

/** `/organization/{code}/accept`: a visitor registers by invitation with the auth feature's form. */
export function JoinOrganizationRoute() {
  return <JoinOrganizationPage registerForm={(code) => <RegisterForm code={code} />} />;
}
