import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  mark: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The server's highlight (escaped text with `<em>` around matching words) as React text with marks, so no markup
 * from a transcript ever reaches the page as HTML.
 */
export function HighlightedText({ html }: { html: string }) {
  const styles = useStyles();
  const pieces = html.split(/<\/?em>/);
  return (
    <>
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder
          <mark key={i} className={styles.mark}>
            {decodeEntities(piece)}
          </mark>
        ) : (
          decodeEntities(piece)
        ),
      )}
    </>
  );
}
