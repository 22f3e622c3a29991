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
import { Person24Regular } from '@fluentui/react-icons';
import { appLabels, isAdmin, messages, pathTo } from '@storykeep/core';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth-context.js';
import { useThemeMode } from '../theme.js';

/** The account menu: who is signed in (name, e-mail, id), their account page, Admin for admins, Tutorials, the theme, Logout. */
export function AccountMenu({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const theme = useThemeMode();
  const user = {
    name: useAuth((s) => s.context.full_name),
    email: useAuth((s) => s.context.email),
    id: useAuth((s) => s.context.user_id),
    role: useAuth((s) => s.context.role),
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={appLabels.accountMenuOf(user.name ?? '')}
          icon={compact ? <Person24Regular aria-hidden /> : undefined}
        >
          {compact ? undefined : user.name}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{user.name}</MenuGroupHeader>
            <MenuGroupHeader>{user.email}</MenuGroupHeader>
            <MenuGroupHeader>{appLabels.userId(user.id)}</MenuGroupHeader>
          </MenuGroup>
          <MenuDivider />
          <MenuItem onClick={() => navigate(pathTo('account'))}>{messages.accountMenuItem}</MenuItem>
          {isAdmin(user) && <MenuItem onClick={() => navigate(pathTo('admin'))}>{messages.labels.admin}</MenuItem>}
          <MenuItem onClick={() => navigate(pathTo('tutorials'))}>{messages.labels.tutorials}</MenuItem>
          <MenuItem onClick={theme.toggle}>{theme.dark ? appLabels.lightTheme : appLabels.darkTheme}</MenuItem>
          <MenuItem onClick={() => navigate(pathTo('signout'))}>{messages.labels.logout}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
