import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { type Project, ProjectApi, pathTo, projectsLabels } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { LeaveProjectDialog } from './leave-project-dialog.js';
import { ProjectActions } from './project-actions.js';
import { ProjectFormDialog } from './project-form-dialog.js';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ProjectOverviewProps {
  project: Project;
  canManage: boolean;
  /** Under `/organization/{code}/…`. */
  organizationCode?: string | undefined;
  onChanged(): void;
}

/**
 * A project's name and description, every way of adding interviews (upload, record, call, import, ask for recordings,
 * plans), and Edit (managers) and Leave.
 */
export function ProjectOverview({ project, canManage, organizationCode, onChanged }: ProjectOverviewProps) {
  const styles = useStyles();
  const api = useService<ProjectApi>(ProjectApi);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <header className={styles.header}>
      <Title1 as="h1">{project.name}</Title1>
      {project.description && <Body1 as="p">{project.description}</Body1>}
      <ProjectActions project={project} organizationCode={organizationCode} canManage={canManage} />
      <div className={styles.actions}>
        {canManage && <Button onClick={() => setEditing(true)}>{projectsLabels.editProject}</Button>}
        <Button appearance="subtle" onClick={() => setLeaving(true)}>
          {projectsLabels.leaveProject}
        </Button>
      </div>
      <LeaveProjectDialog
        project={project}
        open={leaving}
        onClose={() => setLeaving(false)}
        onLeft={() => navigate(pathTo('projects'), { replace: true })}
      />
      <ProjectFormDialog
        title={projectsLabels.editProject}
        submitLabel="Save"
        open={editing}
        initial={{ name: project.name, description: project.description ?? '' }}
        onClose={() => setEditing(false)}
        onSubmit={async ({ invites, ...fields }) => {
          await api.edit(project._id, { ...fields, ...(invites.length > 0 ? { invites } : {}) });
          setEditing(false);
          onChanged();
        }}
      />
    </header>
  );
}
