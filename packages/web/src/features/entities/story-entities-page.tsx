import { Body1, makeStyles, Spinner, Tab, TabList, Title1, tokens } from '@fluentui/react-components';
import { EntityApi, type EntityApi as EntityApiPort, type EntityType, entitiesLabels, messages, pathTo } from '@storykeep/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { EntityCard } from './entity-card.js';
import { type EntityAction, EntityActionDialog } from './entity-dialogs.js';
import { TYPE_TABS } from './entity-labels.js';
import { MentionLinks } from './entity-mentions.js';
import { useCanChangeEntities } from './use-can-change-entities.js';
import { useEntityChanges } from './use-entity-changes.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  tabs: { flexWrap: 'wrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/entities/:storyId`. */
export function StoryEntitiesRoute() {
  const { storyId = '' } = useParams();
  return <StoryEntitiesPage key={storyId} storyId={storyId} />;
}

/** One interview's entities, each open with the moments it is said; hidden ones are shown, marked, to bring back. */
export function StoryEntitiesPage({ storyId }: { storyId: string }) {
  const styles = useStyles();
  const api = useService<EntityApiPort>(EntityApi);
  const loaded = useLoad(() => api.forStory(storyId), [storyId]);
  const [type, setType] = useState<EntityType | ''>('');
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<EntityAction | null>(null);
  const changes = useEntityChanges(loaded.reload);
  const canChange = useCanChangeEntities();
  if (loaded.state === 'loading') return <Spinner label={entitiesLabels.loadingEntities} />;
  if (loaded.state === 'failed') return <Body1 role="alert">{messages.entityMentionsLoadFailed}</Body1>;
  const { story, entities } = loaded.value;
  const shown = entities.filter((e) => !type || e.type === type);
  const toggle = (id: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={styles.page}>
      <Title1 as="h1" className={styles.title}>
        {entitiesLabels.entitiesIn} {story.title || entitiesLabels.untitled}
      </Title1>
      <AppLink to={pathTo('storyHub', { projectId: story.project_id, storyId: story._id })}>{entitiesLabels.openTheInterview}</AppLink>
      <TabList
        className={styles.tabs}
        aria-label={entitiesLabels.entityType}
        selectedValue={type}
        onTabSelect={(_, d) => setType(d.value as EntityType | '')}
      >
        {TYPE_TABS.map((t) => (
          <Tab key={t.value} value={t.value}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {shown.length === 0 && <Body1>{entities.length === 0 ? messages.noStoryEntities : messages.noEntitiesFound}</Body1>}
      <ul className={styles.list} aria-label={entitiesLabels.entities}>
        {shown.map((entity) => (
          <EntityCard
            key={entity._id}
            entity={entity}
            open={!closed.has(entity._id)}
            onToggle={() => toggle(entity._id)}
            onAction={setAction}
            canChange={canChange(entity)}
          >
            <MentionLinks story={story} mentions={entity.mentions} />
          </EntityCard>
        ))}
      </ul>
      <EntityActionDialog action={action} changes={changes} onDone={() => setAction(null)} />
    </div>
  );
}
