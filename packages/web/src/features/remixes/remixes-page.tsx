import {
  Body1,
  Dropdown,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { formatClockTime, messages, ProjectApi, pathTo, RemixApi, remixesLabels } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { useWorkspace } from '../../shared/workspace-context.js';
import { NewRemixForm } from './new-remix-form.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, minWidth: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { overflowWrap: 'anywhere' },
});

const STATE_TEXT = { pending: 'rendering', ready: 'ready', failed: 'failed' } as const;

/** `/remixes`. */
export function RemixesRoute() {
  const { flags } = useWorkspace();
  if (!flags.enableRemixer) return <Body1 role="status">{messages.remixesOff}</Body1>;
  return <RemixesPage />;
}

/** A project's remixes and a form to make a new one from clips of its organization's projects. */
export function RemixesPage() {
  const styles = useStyles();
  usePageTitle('Remixes');
  const navigate = useNavigate();
  const projectsApi = useService<ProjectApi>(ProjectApi);
  const remixesApi = useService<RemixApi>(RemixApi);
  const projects = useLoad(() => projectsApi.list({}), [projectsApi]);
  const [chosen, setChosen] = useState<string | undefined>();
  const projectId = chosen ?? (projects.state === 'ready' ? projects.value.items[0]?._id : undefined);
  const remixes = useLoad(async () => (projectId ? remixesApi.list(projectId) : []), [remixesApi, projectId]);
  if (projects.state === 'loading') return <Spinner label={remixesLabels.loadingTheProjects} />;
  if (projects.state === 'failed') return <Body1 role="alert">{messages.projectsLoadFailed}</Body1>;
  const current = projects.value.items.find((p) => p._id === projectId);
  // A remix draws on clips of any project of its own organization the person sees, never another tenant's.
  const sameOrganization = new Set(projects.value.items.filter((p) => p.org_code === current?.org_code).map((p) => p._id));
  return (
    <div className={styles.page}>
      <Title1 as="h1">{remixesLabels.remixes}</Title1>
      <Field label={remixesLabels.project}>
        <Dropdown
          value={current?.name ?? ''}
          selectedOptions={projectId ? [projectId] : []}
          onOptionSelect={(_e, data) => setChosen(data.optionValue)}
        >
          {projects.value.items.map((p) => (
            <Option key={p._id} value={p._id}>
              {p.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <section aria-label={remixesLabels.remixesOfTheProject}>
        {remixes.state === 'loading' && <Spinner label={remixesLabels.loadingTheRemixes} />}
        {remixes.state === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{messages.remixesLoadFailed}</MessageBarBody>
          </MessageBar>
        )}
        {remixes.state === 'ready' &&
          (remixes.value.length === 0 ? (
            <Body1>{messages.remixNoRemixes}</Body1>
          ) : (
            <ul className={styles.list}>
              {remixes.value.map((remix) => (
                <li key={remix._id} className={styles.item}>
                  <Link
                    as="a"
                    href={pathTo('remix', { remixerId: remix._id })}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(pathTo('remix', { remixerId: remix._id }));
                    }}
                  >
                    {remix.title}
                  </Link>{' '}
                  — {remixesLabels.clipCount(remix.clipCount)}, {formatClockTime(remix.duration)}, {STATE_TEXT[remix.state]}
                </li>
              ))}
            </ul>
          ))}
      </section>
      {projectId && (
        <section aria-labelledby="new-remix">
          <h2 id="new-remix">{remixesLabels.newRemix}</h2>
          <NewRemixForm
            key={projectId}
            projectId={projectId}
            inReach={(id) => sameOrganization.has(id)}
            onCreated={(remix) => navigate(pathTo('remix', { remixerId: remix._id }))}
          />
        </section>
      )}
    </div>
  );
}
