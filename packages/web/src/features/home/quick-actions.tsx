import { Body1, Button, Field, makeStyles, Select, Subtitle1, tokens } from '@fluentui/react-components';
import { homeLabels, meetsLevel, messages, ProjectApi, pathTo } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLinkButton } from '../../components/app-link-button.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  project: { minWidth: 'min(100%, 240px)' },
});

/**
 * Upload, start a call, record in person, import or plan interviews in the project chosen here (the first one by
 * default), or make a project.
 */
export function QuickActions() {
  const styles = useStyles();
  const navigate = useNavigate();
  const api = useService<ProjectApi>(ProjectApi);
  const role = useAuth((s) => s.context.role);
  const projects = useLoad(() => api.list({ pageSize: 100, sort: 'name', direction: 'asc' }), [api]);
  const [projectId, setProjectId] = useState('');
  const items = projects.state === 'ready' ? projects.value.items : [];
  useEffect(() => {
    if (!projectId && items[0]) setProjectId(items[0]._id);
  }, [items, projectId]);
  const canCreateProject = meetsLevel(role, 'manager');
  return (
    <section className={styles.section} aria-labelledby="home-actions">
      <Subtitle1 as="h2" id="home-actions">
        {homeLabels.quickActions}
      </Subtitle1>
      <div className={styles.row}>
        {items.length > 1 && (
          <Field label={homeLabels.project} className={styles.project}>
            <Select value={projectId} onChange={(_, d) => setProjectId(d.value)}>
              {items.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {projectId && (
          <>
            <AppLinkButton appearance="primary" to={pathTo('uploadFiles', { projectId })}>
              {homeLabels.uploadFiles}
            </AppLinkButton>
            <AppLinkButton to={pathTo('projectRoomStart', { projectId })}>{homeLabels.startACall}</AppLinkButton>
            <AppLinkButton to={pathTo('inPersonRecording', { projectId })}>{homeLabels.recordInPerson}</AppLinkButton>
            <AppLinkButton to={`${pathTo('selectCloudFiles')}?${new URLSearchParams({ project: projectId }).toString()}`}>
              {messages.importFromLinkOrBox}
            </AppLinkButton>
            <AppLinkButton to={pathTo('planCampaign', { projectId })}>{messages.planCampaign}</AppLinkButton>
          </>
        )}
        {canCreateProject && <Button onClick={() => navigate(`${pathTo('projects')}?new=1`)}>{homeLabels.newProject}</Button>}
      </div>
      {projects.state === 'ready' && items.length === 0 && (
        <Body1>{canCreateProject ? homeLabels.makeAProjectToUploadOr : homeLabels.askAManagerToAddYou}</Body1>
      )}
    </section>
  );
}
