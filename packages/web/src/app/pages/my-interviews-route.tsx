import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { appLabels, messages, pathTo, reachesRoute, StoryApi } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { InterviewList } from '../../features/interviews/interview-list.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
});

/**
 * `/myInterviews`: the user's interviews across projects, with the organization, project and deed-of-gift filters.
 * Its header leads to the people, places and dates said across them (`/entities`), which has no side-navigation item.
 */
export function MyInterviewsRoute() {
  const styles = useStyles();
  const stories = useService<StoryApi>(StoryApi);
  const role = useAuth((s) => s.context.role);
  // The list answers its filter choices; one small request fetches them once for the filter menus.
  const choices = useLoad(async () => {
    const answer = await stories.list({ kind: 'mine' }, { page: 1, pageSize: 1, sort: 'record_date', direction: 'desc' });
    return {
      organizations: (answer.organizations ?? []).map((o) => ({ code: o.organizational_code, name: o.organization_name })),
      projects: (answer.project ?? []).map((p) => ({ id: p._id, name: p.name })),
    };
  }, [stories]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Title1 as="h1">{messages.labels.interviews}</Title1>
        {reachesRoute(role, 'entities') && <AppLink to={pathTo('entities')}>{appLabels.peoplePlacesAndDates}</AppLink>}
      </header>
      <InterviewList
        source={{ kind: 'mine' }}
        project={null}
        folders={[]}
        hubPath={(story) => pathTo('myInterviewHub', { storyId: story._id })}
        choices={choices.state === 'ready' ? choices.value : { organizations: [], projects: [] }}
      />
    </div>
  );
}
