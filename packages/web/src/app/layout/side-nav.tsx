import { Badge, Button, makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { PanelLeftContract24Regular, PanelLeftExpand24Regular } from '@fluentui/react-icons';
import {
  Analytics,
  appLabels,
  DeviceStorage,
  LAYOUT,
  messages,
  type NavigationItem,
  navigationEvent,
  navigationItems,
  pathTo,
} from '@storykeep/core';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useOptionalService } from '../../shared/optional-service.js';
import { useUploadStatus } from '../../shared/upload-status.js';
import { useWorkspace } from '../../shared/workspace-context.js';
import { AccountMenu } from './account-menu.js';
import { navIcon } from './nav-icons.js';
import { OrganizationMark } from './organization-mark.js';
import { UploadProgressBox } from './upload-progress-box.js';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    width: `${LAYOUT.sidebarWidth}px`,
    flexShrink: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    minHeight: '100vh',
  },
  collapsed: { width: '64px' },
  // Inside the mobile drawer the drawer gives the width, height and background.
  inDrawer: { width: 'auto', minHeight: 0, flexGrow: 1, borderRight: 'none', backgroundColor: 'transparent' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    flexGrow: 1,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
  },
  iconOnly: { justifyContent: 'center', paddingLeft: 0, paddingRight: 0 },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: tokens.fontWeightSemibold },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS },
  footerCollapsed: { alignItems: 'center' },
  home: {
    display: 'block',
    position: 'relative',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
  },
  // Read after the organization's name, so the link says where it goes and still starts with what it shows.
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

export interface SideNavProps {
  /** Shown in the mobile drawer: always expanded, no collapse switch. */
  inDrawer?: boolean;
  /** Called after a menu link is followed (the drawer closes then). */
  onNavigate?(): void;
}

/** The side navigation (see docs/product/routes-and-roles.md): items by role and flags, collapse remembered on the device, account menu. */
export function SideNav({ inDrawer = false, onNavigate }: SideNavProps) {
  const styles = useStyles();
  const storage = useService<DeviceStorage>(DeviceStorage);
  const analytics = useOptionalService<Analytics>(Analytics);
  const [storedExpanded, setExpanded] = useState(() => storage.getNavigationExpanded());
  const expanded = inDrawer || storedExpanded;
  const role = useAuth((s) => s.context.role);
  const organizationName = useAuth((s) => s.context.organization_info?.organization_name ?? null);
  const { flags, logoUrl } = useWorkspace();
  const uploads = useUploadStatus();
  const toggle = () => {
    storage.setNavigationExpanded(!expanded);
    setExpanded(!expanded);
  };
  const link = (item: NavigationItem) => (
    <NavLink
      to={item.target}
      end={item.target === '/'}
      className={({ isActive }) => mergeClasses(styles.link, !expanded && styles.iconOnly, isActive && styles.active)}
      onClick={() => {
        analytics?.track(navigationEvent(item.title));
        onNavigate?.();
      }}
    >
      {navIcon(item.id)}
      {expanded && item.title}
      {expanded && item.beta && (
        <Badge size="small" appearance="tint">
          {messages.beta}
        </Badge>
      )}
    </NavLink>
  );
  return (
    <nav aria-label={appLabels.main} className={mergeClasses(styles.nav, !expanded && styles.collapsed, inDrawer && styles.inDrawer)}>
      {!inDrawer && (
        // The mark is the way home for everyone: admins' and managers' Projects item leads to /projects instead.
        <NavLink to={pathTo('home')} end className={styles.home} onClick={() => onNavigate?.()}>
          <OrganizationMark organizationName={organizationName} logoUrl={flags.enableOrgBranding ? logoUrl : null} compact={!expanded} />
          <span className={styles.hidden}>{messages.homeLink}</span>
        </NavLink>
      )}
      <ul className={styles.list}>
        {navigationItems(role, flags).map((item) => (
          <li key={item.id}>
            {expanded ? (
              link(item)
            ) : (
              <Tooltip content={item.title} relationship="label" positioning="after">
                {link(item)}
              </Tooltip>
            )}
          </li>
        ))}
      </ul>
      <div className={mergeClasses(styles.footer, !expanded && styles.footerCollapsed)}>
        <UploadProgressBox status={uploads} />
        <AccountMenu compact={!expanded} />
        {!inDrawer && (
          <Tooltip content={expanded ? appLabels.collapseMenu : appLabels.expandMenu} relationship="label" positioning="after">
            <Button
              appearance="subtle"
              aria-expanded={expanded}
              icon={expanded ? <PanelLeftContract24Regular /> : <PanelLeftExpand24Regular />}
              onClick={toggle}
            >
              {expanded && appLabels.collapseMenu}
            </Button>
          </Tooltip>
        )}
      </div>
    </nav>
  );
}
