import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { appLabels, FolderApi, messages, ProjectApi, pathTo } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/breadcrumbs.js';
import { FolderHeader } from '../../features/folders/folder-header.js';
import { InterviewList } from '../../features/interviews/interview-list.js';
import { ProjectActions } from '../../features/projects/project-actions.js';
import { useService } from '../../shared/container-context.js';
import { useCanManageProject } from '../../shared/use-access-subject.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL } });

/** A folder's page: its header and its interview list (also under `/organization/{code}/…`). */
export function FolderRoute() {
  const styles = useStyles();
  const { projectId = '', folderId = '', organizationCode } = useParams();
  const folderApi = useService<FolderApi>(FolderApi);
  const projects = useService<ProjectApi>(ProjectApi);
  const folder = useLoad(() => folderApi.get(folderId), [folderApi, folderId]);
  const project = useLoad(() => projects.get(projectId), [projects, projectId]);
  const folders = useLoad(() => folderApi.listOfProject(projectId), [folderApi, projectId]);
  const canManage = useCanManageProject(project.state === 'ready' ? project.value : null);
  if (folder.state === 'loading') return <Spinner label={appLabels.loadingTheFolder} />;
  if (folder.state === 'failed') return <Body1 role="alert">{messages.folderLoadFailed}</Body1>;
  const projectPath = organizationCode ? pathTo('organizationProject', { organizationCode, projectId }) : pathTo('project', { projectId });
  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { label: 'Projects', to: organizationCode ? pathTo('organizationProjects', { organizationCode }) : pathTo('projects') },
          { label: project.state === 'ready' ? project.value.name : 'Project', to: projectPath },
          { label: folder.value.name ?? 'Folder' },
        ]}
      />
      <FolderHeader
        folder={folder.value}
        canManage={canManage}
        projectPath={projectPath}
        actions={
          project.state === 'ready' && (
            <ProjectActions project={project.value} folderId={folderId} organizationCode={organizationCode} canManage={canManage} />
          )
        }
        onChanged={folder.reload}
      />
      <InterviewList
        source={{ kind: 'folder', folderId }}
        project={project.state === 'ready' ? project.value : null}
        folders={folders.state === 'ready' ? folders.value : []}
        hubPath={(story) =>
          organizationCode
            ? pathTo('organizationFolderStoryHub', { organizationCode, projectId, folderId, storyId: story._id })
            : pathTo('folderStoryHub', { projectId, folderId, storyId: story._id })
        }
        place={{ projectId, folderId }}
      />
    </div>
  );
}
