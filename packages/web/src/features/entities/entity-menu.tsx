import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { EntitySummary } from '@storykeep/core';
import type { EntityAction } from './entity-dialogs.js';

/** The changes an archivist can make to an entity, each confirmed in a dialog. */
export function EntityMenu({ entity, onAction }: { entity: EntitySummary; onAction(action: EntityAction): void }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Change ${entity.name}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onAction({ kind: 'rename', entity })}>Rename…</MenuItem>
          <MenuItem onClick={() => onAction({ kind: 'merge', entity })}>Merge into…</MenuItem>
          {entity.merged.map((part) => (
            <MenuItem key={part._id} onClick={() => onAction({ kind: 'unmerge', entity, part })}>
              Separate {part.name}…
            </MenuItem>
          ))}
          {entity.hidden ? (
            <MenuItem onClick={() => onAction({ kind: 'show', entity })}>Show again…</MenuItem>
          ) : (
            <MenuItem onClick={() => onAction({ kind: 'hide', entity })}>Hide…</MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
