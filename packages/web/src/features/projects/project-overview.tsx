import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { type Project, ProjectApi, pathTo } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { AskForRecordingsDialog } from './ask-for-recordings-dialog.js';
import { LeaveProjectDialog } from './leave-project-dialog.js';
import { ProjectFormDialog } from './project-form-dialog.js';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ProjectOverviewProps {
  project: Project;
  canManage: boolean;
  onChanged(): void;
}

/** A project's name and description, with Upload, Record, Call, Edit and Ask for recordings (managers), and Leave. */
export function ProjectOverview({ project, canManage, onChanged }: ProjectOverviewProps) {
  const styles = useStyles();
  const api = useService<ProjectApi>(ProjectApi);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <header className={styles.header}>
      <Title1 as="h1">{project.name}</Title1>
      {project.description && <Body1 as="p">{project.description}</Body1>}
      <div className={styles.actions}>
        <Button onClick={() => navigate(pathTo('uploadFiles', { projectId: project._id }))}>Upload files</Button>
        <Button onClick={() => navigate(pathTo('inPersonRecording', { projectId: project._id }))}>Record in person</Button>
        <Button onClick={() => navigate(pathTo('projectRoomStart', { projectId: project._id }))}>Start a call</Button>
        {canManage && <Button onClick={() => setEditing(true)}>Edit project</Button>}
        {canManage && <Button onClick={() => setAsking(true)}>Ask for recordings</Button>}
        <Button appearance="subtle" onClick={() => setLeaving(true)}>
          Leave project
        </Button>
      </div>
      <LeaveProjectDialog
        project={project}
        open={leaving}
        onClose={() => setLeaving(false)}
        onLeft={() => navigate('/projects', { replace: true })}
      />
      <AskForRecordingsDialog project={project} open={asking} onClose={() => setAsking(false)} />
      <ProjectFormDialog
        title="Edit project"
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
