import { makeStyles, tokens } from '@fluentui/react-components';
import { NARROW_SCREEN } from './use-narrow-screen.js';

/**
 * Classes that turn a Fluent Table into a stack of cards on a phone: each row a bordered card, each cell a line with
 * its column's name (the cell's `data-label`) before the value. The header row stays for screen readers but leaves
 * the screen, so the table keeps its roles and its column headers while nothing scrolls sideways.
 */
export const useCardTableStyles = makeStyles({
  table: {
    [NARROW_SCREEN]: { display: 'block', width: '100%', tableLayout: 'auto' },
  },
  header: {
    [NARROW_SCREEN]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  body: {
    [NARROW_SCREEN]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  },
  row: {
    [NARROW_SCREEN]: {
      display: 'flex',
      flexWrap: 'wrap',
      height: 'auto',
      padding: tokens.spacingVerticalS,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  cell: {
    [NARROW_SCREEN]: {
      display: 'flex',
      flexBasis: '100%',
      alignItems: 'center',
      gap: tokens.spacingHorizontalS,
      minHeight: '32px',
      height: 'auto',
      padding: `0 ${tokens.spacingHorizontalS}`,
      overflowWrap: 'anywhere',
      '::before': {
        content: 'attr(data-label)',
        flexShrink: 0,
        minWidth: '96px',
        color: tokens.colorNeutralForeground3,
        fontWeight: tokens.fontWeightSemibold,
      },
    },
  },
  // A cell whose value speaks for itself (a title link) shows no column name and shares the card's first line.
  unlabelled: {
    [NARROW_SCREEN]: { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0, '::before': { display: 'none' } },
  },
  // A small control (a selection box) that sits before the title on the first line.
  leading: {
    [NARROW_SCREEN]: { flexGrow: 0, flexShrink: 0, flexBasis: 'auto' },
  },
});
