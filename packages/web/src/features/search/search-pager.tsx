import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { pageCount, searchLabels } from '@storykeep/core';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Moves between the pages of the interviews found; nothing to show when they fit on one page. */
export function SearchPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  const styles = useStyles();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={searchLabels.resultPages}>
      <Button disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {searchLabels.previousPage}
      </Button>
      <Body1>{searchLabels.pageOf(page, pages)}</Body1>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {searchLabels.nextPage}
      </Button>
    </nav>
  );
}
