import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useAuth } from '../auth-context.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { SideNav } from './side-nav.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
  body: { display: 'flex', flexGrow: 1 },
  content: { flexGrow: 1, minWidth: 0, padding: tokens.spacingHorizontalL },
  bare: { flexGrow: 1, minWidth: 0 },
});

/**
 * The shell around every page: the impersonation banner, and the side menu with padding except on call, room, author,
 * edit, conclude and upload pages (and for visitors who are not signed in).
 */
export function WorkspaceLayout({ showsSideMenu, children }: { showsSideMenu: boolean; children: ReactNode }) {
  const styles = useStyles();
  const signedIn = useAuth((s) => s.context.authenticated);
  const withMenu = showsSideMenu && signedIn;
  return (
    <div className={styles.root}>
      <ImpersonationBanner />
      <div className={styles.body}>
        {withMenu && <SideNav />}
        <div className={mergeClasses(withMenu ? styles.content : styles.bare)}>{children}</div>
      </div>
    </div>
  );
}
