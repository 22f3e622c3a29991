import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '../../shared/auth-context.js';
import { ImpersonationBanner } from './impersonation-banner.js';

// The side menu (menus, avatars, badges, tooltips, upload progress) only shows once signed in, so the sign-in page
// does not load it.
const SideNav = lazy(() => import('./side-nav.js').then((m) => ({ default: m.SideNav })));

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
        {withMenu && (
          <Suspense fallback={null}>
            <SideNav />
          </Suspense>
        )}
        <div className={mergeClasses(withMenu ? styles.content : styles.bare)}>{children}</div>
      </div>
    </div>
  );
}
