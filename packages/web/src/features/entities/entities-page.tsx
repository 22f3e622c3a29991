import { Body1, Button, makeStyles, SearchBox, Spinner, Switch, Tab, TabList, Title1, tokens } from '@fluentui/react-components';
import { type EntityType, entitiesLabels, messages } from '@storykeep/core';
import { useState } from 'react';
import { EntityCard } from './entity-card.js';
import { type EntityAction, EntityActionDialog } from './entity-dialogs.js';
import { TYPE_TABS } from './entity-labels.js';
import { EntityMentionsPanel } from './entity-mentions.js';
import { useCanChangeEntities } from './use-can-change-entities.js';
import { useEntityChanges } from './use-entity-changes.js';
import { useEntityList } from './use-entity-list.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tabs: { flexWrap: 'wrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/entities`: the people, places, organizations and dates said across the organization's interviews. */
export function EntitiesPage() {
  const styles = useStyles();
  const list = useEntityList();
  const canChange = useCanChangeEntities();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [action, setAction] = useState<EntityAction | null>(null);
  const [version, setVersion] = useState(0);
  const changes = useEntityChanges(() => {
    setVersion((v) => v + 1);
    list.reload();
  });
  return (
    <div className={styles.page}>
      <Title1 as="h1">{entitiesLabels.entities}</Title1>
      <Body1>{entitiesLabels.peoplePlacesOrganizationsAndDatesNamed}</Body1>
      <TabList
        className={styles.tabs}
        aria-label={entitiesLabels.entityType}
        selectedValue={list.query.type}
        onTabSelect={(_, d) => list.reload({ type: d.value as EntityType | '' })}
      >
        {TYPE_TABS.map((t) => (
          <Tab key={t.value} value={t.value}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      <div className={styles.controls}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            list.reload({ search: search.trim() });
          }}
        >
          <SearchBox
            aria-label={entitiesLabels.searchEntities}
            placeholder={entitiesLabels.searchEntities}
            value={search}
            onChange={(_, d) => setSearch(d.value)}
          />
        </form>
        <Switch
          label={entitiesLabels.showHidden}
          checked={list.query.showHidden}
          onChange={(_, d) => list.reload({ showHidden: d.checked })}
        />
      </div>
      {list.failed && <Body1 role="alert">{messages.entitiesLoadFailed}</Body1>}
      {!list.loading && !list.failed && list.items.length === 0 && <Body1>{messages.noEntitiesFound}</Body1>}
      <Body1 aria-live="polite">{list.total > 0 && entitiesLabels.entitiesMostSaidFirst(list.total)}</Body1>
      <ul className={styles.list} aria-label={entitiesLabels.entities}>
        {list.items.map((entity) => (
          <EntityCard
            key={entity._id}
            entity={entity}
            open={open === entity._id}
            onToggle={() => setOpen(open === entity._id ? null : entity._id)}
            onAction={setAction}
            canChange={canChange(entity)}
          >
            <EntityMentionsPanel entityId={entity._id} version={version} />
          </EntityCard>
        ))}
      </ul>
      {list.loading && <Spinner label={entitiesLabels.loadingEntities} />}
      {!list.loading && list.items.length < list.total && <Button onClick={list.next}>{entitiesLabels.showMoreEntities}</Button>}
      <EntityActionDialog action={action} changes={changes} onDone={() => setAction(null)} />
    </div>
  );
}
