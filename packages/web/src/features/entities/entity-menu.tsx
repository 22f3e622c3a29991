import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { EntitySummary } from '@storykeep/core';
import { entitiesLabels } from '@storykeep/core';
import type { EntityAction } from './entity-dialogs.js';

/** The changes an archivist can make to an entity, each confirmed in a dialog. */
export function EntityMenu({ entity, onAction }: { entity: EntitySummary; onAction(action: EntityAction): void }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={entitiesLabels.changeEntity(entity.name)} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onAction({ kind: 'rename', entity })}>{entitiesLabels.rename}</MenuItem>
          <MenuItem onClick={() => onAction({ kind: 'merge', entity })}>{entitiesLabels.mergeIntoEllipsis}</MenuItem>
          {entity.merged.map((part) => (
            <MenuItem key={part._id} onClick={() => onAction({ kind: 'unmerge', entity, part })}>
              {entitiesLabels.separate} {part.name}…
            </MenuItem>
          ))}
          {entity.hidden ? (
            <MenuItem onClick={() => onAction({ kind: 'show', entity })}>{entitiesLabels.showAgain}</MenuItem>
          ) : (
            <MenuItem onClick={() => onAction({ kind: 'hide', entity })}>{entitiesLabels.hide}</MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
