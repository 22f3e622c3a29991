import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, makeStyles, OverlayDrawer, Text, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, Navigation24Regular } from '@fluentui/react-icons';
import { appLabels, LAYOUT, messages, PRODUCT_NAME, pathTo } from '@storykeep/core';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '../../shared/auth-context.js';
import { SideNav } from './side-nav.js';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: `${LAYOUT.mobileTopBarHeight}px`,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: { minWidth: 0 },
  home: { minWidth: 0, position: 'relative', color: tokens.colorNeutralForeground1, textDecorationLine: 'none' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  // The drawer holds the same menu as the side menu, so it takes the side menu's width while leaving the page in sight.
  drawer: { width: `${LAYOUT.sidebarWidth}px`, maxWidth: '85vw' },
  body: { display: 'flex', flexDirection: 'column', paddingLeft: 0, paddingRight: 0 },
});

/** On a phone the side menu gives way to this bar; its menu button opens the same menu in a drawer. */
export function MobileTopBar() {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const organizationName = useAuth((s) => s.context.organization_info?.organization_name ?? null);
  const title = organizationName ?? PRODUCT_NAME;
  return (
    <header className={styles.bar}>
      <Button
        appearance="subtle"
        icon={<Navigation24Regular />}
        aria-label={appLabels.openMenu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <NavLink to={pathTo('home')} end className={styles.home}>
        <Text weight="semibold" truncate wrap={false} className={styles.title}>
          {title}
        </Text>
        <span className={styles.hidden}>{messages.homeLink}</span>
      </NavLink>
      <OverlayDrawer
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        position="start"
        className={styles.drawer}
        aria-label={appLabels.menu}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button appearance="subtle" aria-label={appLabels.closeMenu} icon={<Dismiss24Regular />} onClick={() => setOpen(false)} />
            }
          >
            {title}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          <SideNav inDrawer onNavigate={() => setOpen(false)} />
        </DrawerBody>
      </OverlayDrawer>
    </header>
  );
}
