import { pathTo } from '@storykeep/core';
import { useParams } from 'react-router-dom';
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
