import { Body1, Button, Card, Field, Input, makeStyles, Select, Spinner, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { apiFailureMessage, CloudImportApi, cloudImportLabels, ImportUrlSchema, messages, ProjectApi, pathTo } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useLoad } from '../../shared/use-load.js';
import { BoxPicker } from './box-picker.js';

const useStyles = makeStyles({
  // A focused page has no shell around it: it keeps its own margins.
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
    minWidth: 0,
    boxSizing: 'border-box',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalL,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/**
 * `/projects/select_cloud_files`: imports interviews into a project from a media address or from Box (the server
 * downloads each file and processes it like an upload). `?project=` preselects the project.
 */
export function SelectCloudFilesPage() {
  const styles = useStyles();
  const api = useService<CloudImportApi>(CloudImportApi);
  const projects = useService<ProjectApi>(ProjectApi);
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const list = useLoad(() => projects.list({ page: 1, pageSize: 100, sort: 'name' }), [projects]);
  const [project, setProject] = useState(params.get('project') ?? '');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstProject = list.state === 'ready' ? list.value.items[0]?._id : undefined;
  useEffect(() => {
    if (!project && firstProject) setProject(firstProject);
  }, [project, firstProject]);

  async function submit() {
    const checked = ImportUrlSchema.safeParse(url.trim());
    if (!checked.success) return setError(messages.importUrlInvalid);
    setError(null);
    setBusy(true);
    try {
      await api.importUrl({ project, url: checked.data, ...(title.trim() ? { title: title.trim() } : {}) });
      notify({ intent: 'success', text: messages.importStarted });
      navigate(pathTo('project', { projectId: project }));
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? messages.importFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <AppLink to={pathTo('projects')}>{cloudImportLabels.backToProjects}</AppLink>
      <Title1 as="h1">{cloudImportLabels.importFromTheWeb}</Title1>
      <Body1>{cloudImportLabels.giveTheAddressOfAnAudio}</Body1>
      {list.state === 'loading' && <Spinner size="tiny" label={cloudImportLabels.loadingProjects} />}
      {list.state === 'failed' && <Body1 role="alert">{apiFailureMessage(list.error) ?? cloudImportLabels.projectsCouldNotBeLoaded}</Body1>}
      {list.state === 'ready' && list.value.items.length === 0 && <Body1>{cloudImportLabels.createAProjectFirstImportsGo}</Body1>}
      {list.state === 'ready' && list.value.items.length > 0 && (
        <Card>
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Subtitle2 as="h2">{cloudImportLabels.mediaAddress}</Subtitle2>
            <Field label={cloudImportLabels.project} required>
              <Select value={project} onChange={(_, d) => setProject(d.value)}>
                {list.value.items.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={cloudImportLabels.fileAddress} required>
              <Input type="url" value={url} onChange={(_, d) => setUrl(d.value)} placeholder="https://…/interview.mp3" />
            </Field>
            <Field label={cloudImportLabels.title} hint={cloudImportLabels.theFileNameWhenLeftEmpty}>
              <Input value={title} onChange={(_, d) => setTitle(d.value)} />
            </Field>
            <FormMessage text={error} />
            <Button type="submit" appearance="primary" disabled={busy || !project || !url.trim()}>
              {cloudImportLabels.import}
            </Button>
          </form>
        </Card>
      )}
      {list.state === 'ready' && list.value.items.length > 0 && (
        <BoxPicker
          project={project}
          onImport={async (boxToken, files) => {
            try {
              await api.importBox({ project, ...(boxToken ? { boxToken } : {}), stories: files });
              notify({ intent: 'success', text: messages.importStarted });
              navigate(pathTo('project', { projectId: project }));
              return null;
            } catch (failure) {
              return apiFailureMessage(failure) ?? messages.importFailed;
            }
          }}
        />
      )}
    </div>
  );
}
