import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export interface AppLinkButtonProps {
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  size?: ButtonProps['size'];
}

/**
 * A link that looks like a button (an action that opens a page): a real `<a href>`, so it can be opened in a new
 * tab, that moves the router on a plain click.
 */
export function AppLinkButton({ to, children, appearance, icon, size }: AppLinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button
      as="a"
      href={href}
      onClick={follow}
      {...(appearance ? { appearance } : {})}
      {...(icon ? { icon } : {})}
      {...(size ? { size } : {})}
    >
      {children}
    </Button>
  );
}
