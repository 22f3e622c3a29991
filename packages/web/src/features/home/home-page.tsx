import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { homeLabels, isGuestAccount, PRODUCT_NAME } from '@storykeep/core';
import { useAuth } from '../../shared/auth-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { GuestHome } from './guest-home.js';
import { NeedsAttention } from './needs-attention.js';
import { QuickActions } from './quick-actions.js';
import { RecentInterviews } from './recent-interviews.js';
import { TasksInProgress } from './tasks-in-progress.js';
import { WorkspaceLinks } from './workspace-links.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** `/`: for members, what they worked on last, what is running and what to start; for guests, their own home. */
export function HomePage() {
  usePageTitle();
  const styles = useStyles();
  const role = useAuth((s) => s.context.role);
  const name = useAuth((s) => s.context.full_name);
  if (isGuestAccount(role)) return <GuestHome />;
  return (
    <div className={styles.page}>
      <Title1 as="h1">{name ? homeLabels.welcomeBack(name) : PRODUCT_NAME}</Title1>
      <NeedsAttention />
      <QuickActions />
      <RecentInterviews />
      <TasksInProgress />
      <WorkspaceLinks />
    </div>
  );
}
