import {
  Body1,
  Button,
  makeStyles,
  mergeClasses,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { messages, ProjectApi, pathTo, projectsLabels } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useCardTableStyles } from '../../components/card-table.js';
import { addressWithPage, pageFromAddress } from '../../components/page-address.js';
import { Pager } from '../../components/pager.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { ProjectFormDialog } from './project-form-dialog.js';
import { useProjectList } from './use-project-list.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** `/projects` and `/organization/{code}/projects`: the projects the user reaches, with search, paging and create. */
export function ProjectsPage() {
  const styles = useStyles();
  const cards = useCardTableStyles();
  const { organizationCode } = useParams();
  const api = useService<ProjectApi>(ProjectApi);
  const navigate = useNavigate();
  const ownOrganization = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  const orgCode = organizationCode ?? ownOrganization;
  // `?new=1` (the home page's 'New project') opens the create dialog at once; `?page=` keeps the page shown.
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useProjectList(organizationCode, pageFromAddress(searchParams));
  const { items, total, loading, page } = list;
  useEffect(() => {
    if (page > 0) setSearchParams((current) => addressWithPage(current, page), { replace: true });
  }, [page, setSearchParams]);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(searchParams.get('new') === '1');
  const projectPage = (projectId: string) =>
    organizationCode ? pathTo('organizationProject', { organizationCode, projectId }) : pathTo('project', { projectId });
  return (
    <div className={styles.page}>
      <Title1 as="h1">{projectsLabels.projects}</Title1>
      <div className={styles.bar}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            list.search(search.trim());
          }}
        >
          <SearchBox
            aria-label={projectsLabels.searchProjects}
            placeholder={projectsLabels.searchProjects}
            value={search}
            onChange={(_, d) => setSearch(d.value)}
          />
        </form>
        {orgCode && (
          <Button appearance="primary" onClick={() => setCreating(true)}>
            {projectsLabels.newProject}
          </Button>
        )}
      </div>
      {list.failed && <Body1 role="alert">{messages.projectsLoadFailed}</Body1>}
      {items.length === 0 && !loading && !list.failed && <Body1>{projectsLabels.noProjectsYet}</Body1>}
      {items.length > 0 && (
        <Table className={cards.table} aria-label={projectsLabels.projects}>
          <TableHeader className={cards.header}>
            <TableRow>
              <TableHeaderCell>{projectsLabels.name}</TableHeaderCell>
              <TableHeaderCell>{projectsLabels.description}</TableHeaderCell>
              <TableHeaderCell>{projectsLabels.organization}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={cards.body}>
            {items.map((project) => (
              <TableRow className={cards.row} key={project._id}>
                <TableCell className={mergeClasses(cards.cell, cards.unlabelled)}>
                  <AppLink to={projectPage(project._id)}>{project.name}</AppLink>
                </TableCell>
                <TableCell className={cards.cell} data-label="Description">
                  {project.description}
                </TableCell>
                <TableCell className={cards.cell} data-label="Organization">
                  {project.org_code}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {loading && <Spinner size="tiny" label={projectsLabels.loadingProjects} />}
      {!list.failed && page > 0 && items.length > 0 && (
        <Pager page={page} pageSize={list.pageSize} total={total} noun={['projects', 'project']} disabled={loading} onPage={list.goto} />
      )}
      {orgCode && (
        <ProjectFormDialog
          title={projectsLabels.newProject}
          submitLabel="Create project"
          open={creating}
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const project = await api.create({ ...values, org_code: orgCode });
            setCreating(false);
            navigate(projectPage(project._id));
          }}
        />
      )}
    </div>
  );
}
