import { pathTo } from '@storykeep/core';
import { useParams } from 'react-router-dom';
import type { TicketUploadSlotProps } from '../../components/ticket-upload-slot.js';
import { UploadPage } from './upload-page.js';
import { UploadingMetadataPage } from './uploading-metadata-page.js';

function projectBase(projectId: string, folderId?: string): string {
  return folderId ? pathTo('folder', { projectId, folderId }) : pathTo('project', { projectId });
}

/** `/projects/{project_id}/upload_files` and its folder variant. */
export function UploadFilesRoute() {
  const { projectId = '', folderId } = useParams();
  const base = projectBase(projectId, folderId);
  return (
    <UploadPage
      projectId={projectId}
      folderId={folderId}
      backTo={base}
      hubPath={(storyId) => `${base}/stories/${storyId}/hub`}
      metadataPath={`${projectBase(projectId)}/uploadingMetadata`}
    />
  );
}

/** `/projects/{project_id}/uploadingMetadata`. */
export function UploadingMetadataRoute() {
  const { projectId = '' } = useParams();
  const base = projectBase(projectId);
  return <UploadingMetadataPage backTo={base} hubPath={(storyId) => `${base}/stories/${storyId}/hub`} />;
}

/** What an upload ticket opens: the upload page for its project, with no way into the project itself. */
export function TicketUploadView({ ticket, projectId, projectName }: TicketUploadSlotProps) {
  const where = projectName ? `the ${projectName} collection` : 'the collection that invited you';
  return (
    <UploadPage
      projectId={projectId}
      ticket={ticket}
      heading="Send your recordings"
      intro={`Each file you add becomes an interview in ${where}. Give each one its details while it uploads. Keep this page open until every file reaches 100%.`}
    />
  );
}
