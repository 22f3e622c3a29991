import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { componentsLabels } from '@storykeep/core';
import { Fragment } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** One step of a trail: a page above this one, or (without `to`) the page itself. */
export interface Crumb {
  label: string;
  to?: string;
}

function CrumbLink({ crumb, current }: { crumb: Crumb; current: boolean }) {
  const navigate = useNavigate();
  const href = useHref(crumb.to ?? '.');
  if (current || !crumb.to) return <BreadcrumbButton current>{crumb.label}</BreadcrumbButton>;
  const to = crumb.to;
  return (
    <BreadcrumbButton
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {crumb.label}
    </BreadcrumbButton>
  );
}

/** Where a page sits (Projects › project › folder), each step above it a link that moves the router. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumb aria-label={componentsLabels.breadcrumb}>
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.to ?? crumb.label}>
          {index > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            <CrumbLink crumb={crumb} current={index === crumbs.length - 1} />
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
