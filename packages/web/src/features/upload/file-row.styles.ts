import { makeStyles, tokens } from '@fluentui/react-components';

/** The row a file or its story takes in the upload lists: name and state on the left, actions on the right. */
export const useFileRowStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, gridRow: 'span 2' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});
