import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, type ReactNode, Suspense } from 'react';
import { NARROW_SCREEN, useNarrowScreen } from '../../components/use-narrow-screen.js';
import { useAuth } from '../../shared/auth-context.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { SkipLink } from './skip-link.js';

// The menus (avatars, badges, tooltips, drawer, upload progress) only show once signed in, so the sign-in page does not
// load them.
const SideNav = lazy(() => import('./side-nav.js').then((m) => ({ default: m.SideNav })));
const MobileTopBar = lazy(() => import('./mobile-top-bar.js').then((m) => ({ default: m.MobileTopBar })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
  body: { display: 'flex', flexGrow: 1, minWidth: 0 },
  stacked: { flexDirection: 'column' },
  content: {
    flexGrow: 1,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    [NARROW_SCREEN]: { padding: tokens.spacingHorizontalM },
  },
  bare: { flexGrow: 1, minWidth: 0 },
  // Focus lands here from the skip link; the page's own headings and controls carry the visible focus.
  main: { ':focus': { outlineStyle: 'none' } },
});

/**
 * The shell around every page: a skip link, the impersonation banner, and the side menu (a top bar with a drawer on a
 * phone) with padding except on call, room, author, edit, conclude and upload pages (and for visitors not signed in).
 */
export function WorkspaceLayout({ showsSideMenu, children }: { showsSideMenu: boolean; children: ReactNode }) {
  const styles = useStyles();
  const signedIn = useAuth((s) => s.context.authenticated);
  const narrow = useNarrowScreen();
  const withMenu = showsSideMenu && signedIn;
  return (
    <div className={styles.root}>
      <SkipLink />
      <ImpersonationBanner />
      <div className={mergeClasses(styles.body, withMenu && narrow && styles.stacked)}>
        {withMenu && <Suspense fallback={null}>{narrow ? <MobileTopBar /> : <SideNav />}</Suspense>}
        <main id="main" tabIndex={-1} className={mergeClasses(withMenu ? styles.content : styles.bare, styles.main)}>
          {children}
        </main>
      </div>
    </div>
  );
}
