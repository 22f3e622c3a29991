import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { messages, type Project, pathTo, projectsLabels } from '@storykeep/core';
import { useState } from 'react';
import { AppLinkButton } from '../../components/app-link-button.js';
import { AskForRecordingsDialog } from './ask-for-recordings-dialog.js';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

export interface ProjectActionsProps {
  project: Project;
  /** On a folder's page: uploads and calls go into that folder. */
  folderId?: string | undefined;
  /** Under `/organization/{code}/…`: the plans open there too. */
  organizationCode?: string | undefined;
  canManage: boolean;
}

/** The cloud import page with this project chosen. */
export function importPath(projectId: string): string {
  return `${pathTo('selectCloudFiles')}?${new URLSearchParams({ project: projectId }).toString()}`;
}

/**
 * Every way of bringing interviews into a project, on its page and on each of its folders' pages: upload, record in
 * person, start a call, import from a link or Box, ask someone for recordings (managers), and plan a campaign or a call.
 */
export function ProjectActions({ project, folderId, organizationCode, canManage }: ProjectActionsProps) {
  const styles = useStyles();
  const [asking, setAsking] = useState(false);
  const projectId = project._id;
  const inFolder = folderId ? { projectId, folderId } : undefined;
  return (
    <section className={styles.actions} aria-label={messages.addInterviews}>
      <AppLinkButton appearance="primary" to={inFolder ? pathTo('folderUploadFiles', inFolder) : pathTo('uploadFiles', { projectId })}>
        {projectsLabels.uploadFiles}
      </AppLinkButton>
      <AppLinkButton to={pathTo('inPersonRecording', { projectId })}>{projectsLabels.recordInPerson}</AppLinkButton>
      <AppLinkButton to={inFolder ? pathTo('folderRoomStart', inFolder) : pathTo('projectRoomStart', { projectId })}>
        {projectsLabels.startACall}
      </AppLinkButton>
      <AppLinkButton to={importPath(projectId)}>{messages.importFromLinkOrBox}</AppLinkButton>
      {canManage && <Button onClick={() => setAsking(true)}>{projectsLabels.askForRecordings}</Button>}
      <AppLinkButton
        to={organizationCode ? pathTo('planCampaignOrganization', { organizationCode, projectId }) : pathTo('planCampaign', { projectId })}
      >
        {messages.planCampaign}
      </AppLinkButton>
      <AppLinkButton
        to={organizationCode ? pathTo('planCallOrganization', { organizationCode, projectId }) : pathTo('planCall', { projectId })}
      >
        {messages.planCall}
      </AppLinkButton>
      <AskForRecordingsDialog project={project} open={asking} onClose={() => setAsking(false)} />
    </section>
  );
}
