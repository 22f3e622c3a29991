import { Badge, Body1, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { homeLabels, messages, pathTo } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { useUploadStatus } from '../../shared/upload-status.js';
import { taskLabel } from './task-labels.js';
import { useActiveTasks } from './use-active-tasks.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Uploads running in this tab and the tasks the server is running on the user's interviews. */
export function TasksInProgress() {
  const styles = useStyles();
  const upload = useUploadStatus();
  const active = useActiveTasks();
  const uploading = upload?.uploading === true;
  return (
    <section className={styles.section} aria-labelledby="home-tasks">
      <Subtitle1 as="h2" id="home-tasks">
        {homeLabels.tasksInProgress}
      </Subtitle1>
      {active.state === 'loading' && <Spinner size="tiny" label={homeLabels.lookingForRunningTasks} />}
      {active.state === 'failed' && <Body1>{messages.tasksLoadFailed}</Body1>}
      <ul className={styles.list} aria-label={homeLabels.runningTasks}>
        {uploading && upload && (
          <li className={styles.item}>
            <Badge appearance="tint">{homeLabels.uploading}</Badge>
            {upload.projectId ? (
              <AppLink to={pathTo('uploadingMetadata', { projectId: upload.projectId })}>
                {homeLabels.filesUploaded(upload.completed, upload.total)}
              </AppLink>
            ) : (
              <Body1>{homeLabels.filesUploaded(upload.completed, upload.total)}</Body1>
            )}
          </li>
        )}
        {active.state === 'ready' &&
          active.stories.map((story) => (
            <li key={story.storyId} className={styles.item}>
              {story.tasks.map((task) => (
                <Badge key={task.id} appearance="tint" color="informative">
                  {taskLabel(task.type)}
                </Badge>
              ))}
              <AppLink to={pathTo('myInterviewHub', { storyId: story.storyId })}>{story.title || homeLabels.untitled}</AppLink>
            </li>
          ))}
      </ul>
      {active.state === 'ready' && active.stories.length === 0 && !uploading && <Body1>{homeLabels.nothingIsRunningRightNow}</Body1>}
    </section>
  );
}
