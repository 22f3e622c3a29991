import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { componentsLabels, pageCount, pageRange, pageWindow } from '@storykeep/core';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  number: { minWidth: '32px' },
  gap: { paddingInline: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
});

export interface PagerProps {
  /** The page shown (1-based). */
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, plural and singular ("interviews", "interview"): names the pager and its count. */
  noun: [plural: string, singular: string];
  disabled?: boolean;
  onPage(page: number): void;
}

/**
 * Numbered paging under a list: "16–30 of 42 interviews", then first, previous, the nearby page numbers, next and last.
 * The buttons show only when there is more than one page.
 */
export function Pager({ page, pageSize, total, noun, disabled = false, onPage }: PagerProps) {
  const styles = useStyles();
  const count = pageCount(total, pageSize);
  const { first, last } = pageRange(page, pageSize, total);
  const summary = total === 0 ? `0 ${noun[0]}` : `${first}–${last} of ${total} ${total === 1 ? noun[1] : noun[0]}`;
  return (
    <nav className={styles.pager} aria-label={componentsLabels.pagesOf(noun[0])}>
      <Body1 aria-live="polite">{summary}</Body1>
      {count > 1 && (
        <div className={styles.buttons}>
          <Button
            size="small"
            appearance="subtle"
            icon={<ChevronDoubleLeftRegular />}
            aria-label={componentsLabels.firstPage}
            disabled={disabled || page <= 1}
            onClick={() => onPage(1)}
          />
          <Button
            size="small"
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label={componentsLabels.previousPage}
            disabled={disabled || page <= 1}
            onClick={() => onPage(page - 1)}
          />
          {pageWindow(page, count).map((p, i) =>
            p === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              <Button
                key={p}
                size="small"
                className={styles.number}
                appearance={p === page ? 'primary' : 'subtle'}
                aria-label={componentsLabels.pageNumber(p)}
                aria-current={p === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => p !== page && onPage(p)}
              >
                {p}
              </Button>
            ),
          )}
          <Button
            size="small"
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label={componentsLabels.nextPage}
            disabled={disabled || page >= count}
            onClick={() => onPage(page + 1)}
          />
          <Button
            size="small"
            appearance="subtle"
            icon={<ChevronDoubleRightRegular />}
            aria-label={componentsLabels.lastPage}
            disabled={disabled || page >= count}
            onClick={() => onPage(count)}
          />
        </div>
      )}
    </nav>
  );
}
