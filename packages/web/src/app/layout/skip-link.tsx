import { makeStyles, tokens } from '@fluentui/react-components';
import { appLabels } from '@storykeep/core';

const useStyles = makeStyles({
  // Out of sight until a keyboard user tabs onto it as the page's first stop.
  link: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    ':focus': { top: tokens.spacingVerticalS },
  },
});

/** The first tab stop of every page: jumps past the menus to the page's main content. */
export function SkipLink() {
  const styles = useStyles();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main by convention; the handler only keeps the hash out of the router's address
    <a
      className={styles.link}
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        // Focus moves without the hash changing the address the router owns.
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.();
      }}
    >
      {appLabels.skipToContent}
    </a>
  );
}
