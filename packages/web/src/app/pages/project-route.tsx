import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { appLabels, FolderApi, messages, ProjectApi, pathTo } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { FolderPanel } from '../../features/folders/folder-panel.js';
import { InterviewList } from '../../features/interviews/interview-list.js';
import { MembersSection } from '../../features/members/members-section.js';
import { ProjectOverview } from '../../features/projects/project-overview.js';
import { useService } from '../../shared/container-context.js';
import { useCanManageProject } from '../../shared/use-access-subject.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** A project's page: its overview, its folders, its interview list and its members (also under `/organization/{code}/…`). */
export function ProjectRoute() {
  const styles = useStyles();
  const { projectId = '', organizationCode } = useParams();
  const projects = useService<ProjectApi>(ProjectApi);
  const folderApi = useService<FolderApi>(FolderApi);
  const project = useLoad(() => projects.get(projectId), [projects, projectId]);
  const folders = useLoad(() => folderApi.listOfProject(projectId), [folderApi, projectId]);
  const canManage = useCanManageProject(project.state === 'ready' ? project.value : null);
  if (project.state === 'loading') return <Spinner label={appLabels.loadingTheProject} />;
  if (project.state === 'failed') return <Body1 role="alert">{messages.projectLoadFailed}</Body1>;
  const folderList = folders.state === 'ready' ? folders.value : [];
  return (
    <div className={styles.page}>
      <ProjectOverview project={project.value} canManage={canManage} organizationCode={organizationCode} onChanged={project.reload} />
      <AppLink to={`${pathTo('search')}?${new URLSearchParams({ project: projectId }).toString()}`}>
        {appLabels.searchTheInterviewsOfThisProject}
      </AppLink>
      <FolderPanel
        projectId={projectId}
        folders={folderList}
        canManage={canManage}
        folderPath={(f) =>
          organizationCode
            ? pathTo('organizationFolder', { organizationCode, projectId, folderId: f._id })
            : pathTo('folder', { projectId, folderId: f._id })
        }
        onChanged={folders.reload}
      />
      <InterviewList
        source={{ kind: 'project', projectId }}
        project={project.value}
        folders={folderList}
        hubPath={(story) =>
          organizationCode
            ? pathTo('organizationStoryHub', { organizationCode, projectId, storyId: story._id })
            : pathTo('storyHub', { projectId, storyId: story._id })
        }
        place={{ projectId }}
        onFoldersChanged={folders.reload}
      />
      <MembersSection scope={{ kind: 'project', id: projectId }} canManage={canManage} />
    </div>
  );
}
