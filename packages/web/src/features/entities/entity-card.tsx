import { Badge, Body1, Button, Caption1, Card, makeStyles, tokens } from '@fluentui/react-components';
import type { EntitySummary } from '@storykeep/core';
import { entitiesLabels } from '@storykeep/core';
import type { ReactNode } from 'react';
import type { EntityAction } from './entity-dialogs.js';
import { countLine, TYPE_LABEL } from './entity-labels.js';
import { EntityMenu } from './entity-menu.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', textAlign: 'start', justifyContent: 'flex-start' },
});

interface Props {
  entity: EntitySummary;
  open: boolean;
  onToggle(): void;
  onAction(action: EntityAction): void;
  /** Whether the person may change the entity: without it there is no menu of changes. */
  canChange: boolean;
  /** The mentions, shown while the entity is open. */
  children: ReactNode;
}

/** One entity: its name (opens where it is said), type, how often it is said, other names, and, for an archivist, the menu of changes. */
export function EntityCard({ entity, open, onToggle, onAction, canChange, children }: Props) {
  const styles = useStyles();
  const panel = `mentions-${entity._id}`;
  return (
    <li>
      <Card className={styles.card}>
        <div className={styles.head}>
          <Button appearance="transparent" className={styles.name} aria-expanded={open} aria-controls={panel} onClick={onToggle}>
            {entity.name}
          </Button>
          <Badge appearance="tint">{TYPE_LABEL[entity.type]}</Badge>
          {entity.hidden && (
            <Badge appearance="outline" color="informative">
              {entitiesLabels.hidden}
            </Badge>
          )}
          {canChange && <EntityMenu entity={entity} onAction={onAction} />}
        </div>
        <Caption1>{countLine(entity)}</Caption1>
        {entity.aliases.length > 0 && (
          <Body1>
            {entitiesLabels.alsoSaidAs} {entity.aliases.join(', ')}
          </Body1>
        )}
        {open && <div id={panel}>{children}</div>}
      </Card>
    </li>
  );
}
