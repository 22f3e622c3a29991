import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  Option,
  SearchBox,
  Spinner,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { type ClipLibraryItem, clipsLabels, messages } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addressWithPage, pageFromAddress } from '../../components/page-address.js';
import { Pager } from '../../components/pager.js';
import { addressWithFilter, filterFromAddress } from './clip-address.js';
import { ClipCard } from './clip-card.js';
import { useClipActions } from './use-clip-actions.js';
import { useClipLibrary } from './use-clip-library.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const ALL = '';

/**
 * `/clips`: every clip the person may see across stories, newest first, in numbered pages; search, filters, play,
 * delete, download, share. The page, search and filters are kept in the address.
 */
export function ClipsPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  // Read once: afterwards the library's own query and page are written back to the address.
  const [initial] = useState(() => ({ filter: filterFromAddress(params), page: pageFromAddress(params) }));
  const library = useClipLibrary(initial);
  const { query, page } = library;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<ClipLibraryItem[] | null>(null);
  const [search, setSearch] = useState(initial.filter.search);
  useEffect(() => {
    // Before the first page arrives there is no page to write (0), so the address keeps the one it asked for.
    setParams((current) => (page > 0 ? addressWithPage(addressWithFilter(current, query), page) : addressWithFilter(current, query)), {
      replace: true,
    });
  }, [query, page, setParams]);
  // A selection holds what the person sees: another page or filter starts a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the page or the query changes
  useEffect(() => setSelected(new Set()), [page, query]);
  const actions = useClipActions(() => {
    setSelected(new Set());
    library.reload();
  });
  const chosen = library.items.filter((item) => selected.has(item.clip._id));
  const projectName = library.facets.projects.find((p) => p._id === library.query.project)?.name ?? 'All projects';
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className={styles.page}>
      <Title1 as="h1">{messages.labels.clips}</Title1>
      <div className={styles.controls}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            library.reload({ search });
          }}
        >
          <SearchBox
            aria-label={clipsLabels.searchClips}
            placeholder={clipsLabels.searchClips}
            value={search}
            onChange={(_, d) => setSearch(d.value)}
          />
        </form>
        <Field label={clipsLabels.project}>
          <Dropdown
            value={projectName}
            selectedOptions={[library.query.project]}
            onOptionSelect={(_, d) => library.reload({ project: d.optionValue ?? ALL })}
          >
            <Option value={ALL}>{clipsLabels.allProjects}</Option>
            {library.facets.projects.map((p) => (
              <Option key={p._id} value={p._id}>
                {p.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={clipsLabels.tag}>
          <Dropdown
            value={library.query.tag || 'All tags'}
            selectedOptions={[library.query.tag]}
            onOptionSelect={(_, d) => library.reload({ tag: d.optionValue ?? ALL })}
          >
            <Option value={ALL}>{clipsLabels.allTags}</Option>
            {library.facets.tags.map((tag) => (
              <Option key={tag} value={tag}>
                {tag}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {chosen.length > 0 && (
        <section aria-label={clipsLabels.selectedClips} className={styles.bar}>
          <Body1>{clipsLabels.selectedCount(chosen.length)}</Body1>
          <Button appearance="primary" disabled={actions.busy} onClick={() => setConfirming(chosen)}>
            {clipsLabels.deleteSelected}
          </Button>
          <Button onClick={() => setSelected(new Set())}>{clipsLabels.clearSelection}</Button>
        </section>
      )}
      {library.failed && <Body1 role="alert">{messages.clipsLoadFailed}</Body1>}
      {!library.loading && !library.failed && library.items.length === 0 && <Body1>{messages.noClipsFound}</Body1>}
      <ul className={styles.grid} aria-label={clipsLabels.clips}>
        {library.items.map((item) => (
          <ClipCard
            key={item.clip._id}
            item={item}
            selected={selected.has(item.clip._id)}
            busy={actions.busy}
            onSelect={(on) => toggle(item.clip._id, on)}
            onDelete={() => setConfirming([item])}
            onDownloadAudio={() => actions.downloadAudio(item)}
            onShare={actions.canShare ? () => actions.share(item) : undefined}
            onUnshare={actions.canShare ? () => actions.unshare(item) : undefined}
          />
        ))}
      </ul>
      {library.loading && <Spinner label={clipsLabels.loadingClips} />}
      {!library.failed && page > 0 && library.items.length > 0 && (
        <Pager
          page={page}
          pageSize={library.pageSize}
          total={library.total}
          noun={['clips', 'clip']}
          disabled={library.loading}
          onPage={library.goto}
        />
      )}
      <Dialog open={confirming !== null} onOpenChange={(_, d) => !d.open && setConfirming(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>
              {confirming && confirming.length > 1 ? clipsLabels.deleteClipsCount(confirming.length) : clipsLabels.deleteThisClip}
            </DialogTitle>
            <DialogContent>
              {confirming?.map((item) => item.clip.title).join(', ')}
              {clipsLabels.theInterviewsTheyWereCutFrom}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirming(null)}>{clipsLabels.cancel}</Button>
              <Button
                appearance="primary"
                disabled={actions.busy}
                onClick={async () => {
                  const items = confirming ?? [];
                  setConfirming(null);
                  await actions.remove(items);
                }}
              >
                {clipsLabels.delete}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
