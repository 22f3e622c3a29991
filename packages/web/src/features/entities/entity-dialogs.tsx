import { Body1, Field, Input, Radio, RadioGroup, SearchBox, Spinner } from '@fluentui/react-components';
import { ENTITY_NAME_MAX, EntityApi, type EntityApi as EntityApiPort, type EntitySummary, entitiesLabels, messages } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import type { EntityChanges } from './use-entity-changes.js';

/** A change the archivist asked for, waiting for confirmation. */
export type EntityAction =
  | { kind: 'rename' | 'merge' | 'hide' | 'show'; entity: EntitySummary }
  | { kind: 'unmerge'; entity: EntitySummary; part: EntitySummary['merged'][number] };

interface Props {
  action: EntityAction | null;
  changes: EntityChanges;
  onDone(): void;
}

/** The confirmation of a rename, merge, hide or show; nothing changes until its button is pressed. */
export function EntityActionDialog({ action, changes, onDone }: Props) {
  if (!action) return null;
  if (action.kind === 'rename') return <RenameDialog entity={action.entity} changes={changes} onDone={onDone} />;
  if (action.kind === 'merge') return <MergeDialog entity={action.entity} changes={changes} onDone={onDone} />;
  if (action.kind === 'unmerge') {
    const { entity, part } = action;
    return (
      <FormDialog
        open
        title={entitiesLabels.separatePartFrom(part.name, entity.name)}
        submitLabel="Separate"
        submitDisabled={changes.busy}
        onDismiss={onDone}
        onSubmit={async () => {
          await changes.unmerge(part._id);
          onDone();
        }}
      >
        <Body1>
          “{part.name}
          {entitiesLabels.becomesAnEntityOfItsOwn}
        </Body1>
      </FormDialog>
    );
  }
  const hide = action.kind === 'hide';
  return (
    <FormDialog
      open
      title={hide ? entitiesLabels.hideEntity(action.entity.name) : entitiesLabels.showEntityAgain(action.entity.name)}
      submitLabel={hide ? 'Hide' : 'Show'}
      submitDisabled={changes.busy}
      onDismiss={onDone}
      onSubmit={async () => {
        await changes.setHidden(action.entity._id, hide);
        onDone();
      }}
    >
      <Body1>{hide ? entitiesLabels.itLeavesTheEntityListsIts : entitiesLabels.itComesBackToTheEntity}</Body1>
    </FormDialog>
  );
}

function RenameDialog({ entity, changes, onDone }: { entity: EntitySummary; changes: EntityChanges; onDone(): void }) {
  const [name, setName] = useState(entity.name);
  const trimmed = name.trim();
  return (
    <FormDialog
      open
      title={entitiesLabels.renameEntity(entity.name)}
      submitLabel="Rename"
      submitDisabled={changes.busy || trimmed.length === 0 || trimmed === entity.name}
      onDismiss={onDone}
      onSubmit={async () => {
        await changes.rename(entity._id, trimmed === entity.extractedName ? null : trimmed);
        onDone();
      }}
    >
      <Field label={entitiesLabels.name} required validationMessage={trimmed.length === 0 ? messages.fieldRequired : undefined}>
        <Input value={name} maxLength={ENTITY_NAME_MAX} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Body1>
        {entitiesLabels.theNameIsKeptWhenThe}
        {entity.extractedName}”.
      </Body1>
    </FormDialog>
  );
}

function MergeDialog({ entity, changes, onDone }: { entity: EntitySummary; changes: EntityChanges; onDone(): void }) {
  const api = useService<EntityApiPort>(EntityApi);
  const [search, setSearch] = useState('');
  const [into, setInto] = useState('');
  const candidates = useLoad(() => api.list({ type: entity.type, search, pageSize: 20, hidden: 'include' }), [entity.type, search]);
  const options = candidates.state === 'ready' ? candidates.value.items.filter((e) => e._id !== entity._id) : [];
  const target = options.find((e) => e._id === into);
  return (
    <FormDialog
      open
      title={entitiesLabels.mergeEntityIntoAnother(entity.name)}
      submitLabel="Merge"
      submitDisabled={changes.busy || !target}
      onDismiss={onDone}
      onSubmit={async () => {
        if (!target) return;
        await changes.merge(entity._id, target._id);
        onDone();
      }}
    >
      <SearchBox aria-label={entitiesLabels.findTheEntityToMergeInto} value={search} onChange={(_, d) => setSearch(d.value)} />
      {candidates.state === 'loading' && <Spinner size="tiny" label={entitiesLabels.loadingEntities} />}
      {candidates.state === 'failed' && <Body1 role="alert">{messages.entitiesLoadFailed}</Body1>}
      {candidates.state === 'ready' && options.length === 0 && <Body1>{messages.noEntitiesFound}</Body1>}
      <Field label={entitiesLabels.mergeInto}>
        <RadioGroup value={into} onChange={(_, d) => setInto(d.value)}>
          {options.map((e) => (
            <Radio key={e._id} value={e._id} label={`${e.name}${e.hidden ? ' (hidden)' : ''}`} />
          ))}
        </RadioGroup>
      </Field>
      {target && (
        <Body1>
          {entitiesLabels.everyMentionOf}
          {entity.name}
          {entitiesLabels.willCountFor}
          {target.name}
          {entitiesLabels.and}
          {entity.name}
          {entitiesLabels.becomesOneOfItsOtherNames}
        </Body1>
      )}
    </FormDialog>
  );
}
