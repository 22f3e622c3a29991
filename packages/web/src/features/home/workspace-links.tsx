import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { messages, pathTo, reachesRoute } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { useAuth } from '../../shared/auth-context.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
});

/**
 * The places of the workspace that are not in the side menu for everyone: every project, the organization's projects,
 * organizations, search, the recordings kept on this device and the guides. Each shows only to those who may open it.
 */
export function WorkspaceLinks() {
  const styles = useStyles();
  const role = useAuth((s) => s.context.role);
  const organization = useAuth((s) => s.context.organization_info);
  const links: { to: string; label: string }[] = [];
  if (reachesRoute(role, 'projects')) links.push({ to: pathTo('projects'), label: messages.allProjects });
  if (organization?.organizational_code && reachesRoute(role, 'organizationProjects'))
    links.push({
      to: pathTo('organizationProjects', { organizationCode: organization.organizational_code }),
      label: `Projects of ${organization.organization_name ?? organization.organizational_code}`,
    });
  if (reachesRoute(role, 'organizations')) links.push({ to: pathTo('organizations'), label: 'Organizations' });
  if (reachesRoute(role, 'search')) links.push({ to: pathTo('search'), label: 'Search interviews' });
  if (reachesRoute(role, 'localRecordingStatus')) links.push({ to: pathTo('localRecordingStatus'), label: messages.recordingsOnDevice });
  links.push({ to: pathTo('tutorials'), label: 'Tutorials' });
  return (
    <nav className={styles.section} aria-labelledby="home-places">
      <Subtitle1 as="h2" id="home-places">
        {messages.goTo}
      </Subtitle1>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
