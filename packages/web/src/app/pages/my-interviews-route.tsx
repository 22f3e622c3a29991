import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { messages, StoryApi } from '@storykeep/core';
import { InterviewList } from '../../features/interviews/interview-list.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** `/myInterviews`: the user's interviews across projects, with the organization, project and deed-of-gift filters. */
export function MyInterviewsRoute() {
  const styles = useStyles();
  const stories = useService<StoryApi>(StoryApi);
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
      <Title1 as="h1">{messages.labels.interviews}</Title1>
      <InterviewList
        source={{ kind: 'mine' }}
        projectRole={null}
        folders={[]}
        hubPath={(story) => `/myInterviews/stories/${story._id}/hub`}
        choices={choices.state === 'ready' ? choices.value : { organizations: [], projects: [] }}
      />
    </div>
  );
}
