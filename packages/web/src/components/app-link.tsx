import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** A Fluent link that moves the router instead of reloading the page (modified clicks still open a new tab). */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const href = useHref(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={href} onClick={follow}>
      {children}
    </Link>
  );
}
