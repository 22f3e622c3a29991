import { Body1 } from '@fluentui/react-components';
import { AppLink } from '../../components/app-link.js';
import { FormCard } from '../../components/form-card.js';

/**
 * `/sso`: single sign-on through an organization's identity provider. This server has none configured, so the page
 * says so plainly and offers the ways of signing in that work.
 */
export function SsoPage() {
  return (
    <FormCard title="Single sign-on">
      <Body1 as="p">
        Single sign-on through your organization’s identity provider is not set up on this Storykeep server. Sign in with your e-mail
        address and password instead, or ask for a sign-in link by e-mail.
      </Body1>
      <AppLink to="/login">Sign in with e-mail and password</AppLink>
      <AppLink to="/magic-link">Get a sign-in link by e-mail</AppLink>
    </FormCard>
  );
}
