import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { componentsLabels, messages, type Story } from '@storykeep/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { exportRecordOf } from '../export-files.js';
import { EXPORT_LABELS } from '../export-menu.js';
import { ArchivePackageDialog } from './archive-package-dialog.js';
import { LocalRecordingsDialog } from './local-recordings-dialog.js';
import { clipPath, editorPath, editPath, type StoryPlace, sharePath } from './story-paths.js';
import { useRowExport } from './use-row-export.js';

export interface StoryActionsMenuProps {
  story: Story;
  hubPath: string;
  place?: StoryPlace;
  /** Whether the signed-in user manages the interview's project (the archival package is theirs). */
  canManage: boolean;
}

/**
 * Everything one can do with an interview of a list, behind one "more" button so the row stays one line on a phone:
 * open it, its editor or its edit page, export it, cut a clip, share it, build its archival package (managers) and
 * download its local recordings (when it was recorded on devices).
 */
export function StoryActionsMenu({ story, hubPath, place = {}, canManage }: StoryActionsMenuProps) {
  const navigate = useNavigate();
  const title = story.title || 'Untitled';
  const exporter = useRowExport(story._id, story.title, exportRecordOf(story));
  const [dialog, setDialog] = useState<'archive' | 'local' | null>(null);
  const edit = editPath(story, place);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={`${messages.storyActionsMenu} ${title}`} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => navigate(hubPath)}>{messages.openInterview}</MenuItem>
            <MenuItem onClick={() => navigate(editorPath(story._id))}>{messages.openEditor}</MenuItem>
            {edit && <MenuItem onClick={() => navigate(edit)}>{messages.editDetails}</MenuItem>}
            <MenuItem onClick={() => navigate(clipPath(story._id))}>{messages.makeClip}</MenuItem>
            <MenuItem onClick={() => navigate(sharePath(hubPath))}>{messages.shareInterview}</MenuItem>
            <MenuDivider />
            <MenuGroup>
              <MenuGroupHeader>{componentsLabels.export}</MenuGroupHeader>
              {EXPORT_LABELS.map(({ format, label }) => (
                <MenuItem key={format} disabled={exporter.busy} onClick={() => void exporter.run(format)}>
                  {label}
                </MenuItem>
              ))}
            </MenuGroup>
            {(canManage || story.type === 'local') && <MenuDivider />}
            {canManage && <MenuItem onClick={() => setDialog('archive')}>{messages.archivePackage}</MenuItem>}
            {story.type === 'local' && <MenuItem onClick={() => setDialog('local')}>{messages.downloadLocalRecordings}</MenuItem>}
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog === 'archive' && <ArchivePackageDialog storyId={story._id} title={title} open onClose={() => setDialog(null)} />}
      {dialog === 'local' && <LocalRecordingsDialog storyId={story._id} title={title} open onClose={() => setDialog(null)} />}
    </>
  );
}
