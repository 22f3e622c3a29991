import { Body1, Link, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { AppLink } from '../../components/app-link.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase400 },
  heading: { marginTop: tokens.spacingVerticalL },
  picture: {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

function isInternal(href: string | undefined): href is string {
  return Boolean(href?.startsWith('/'));
}

/** A guide's Markdown as Fluent text: its own links move the app, pictures fit the screen. */
export function TutorialMarkdown({ markdown }: { markdown: string }) {
  const styles = useStyles();
  const components: Components = {
    // The page's title is the h1; the guide's sections sit below it.
    h1: ({ children }) => (
      <Subtitle1 as="h2" className={styles.heading}>
        {children}
      </Subtitle1>
    ),
    h2: ({ children }) => (
      <Subtitle1 as="h2" className={styles.heading}>
        {children}
      </Subtitle1>
    ),
    p: ({ children }) => <Body1 as="p">{children}</Body1>,
    a: ({ href, children }) =>
      isInternal(href) ? <AppLink to={href}>{children as ReactNode}</AppLink> : <Link href={href}>{children}</Link>,
    img: ({ src, alt }) => (
      <img className={styles.picture} src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />
    ),
    code: ({ children }) => <code className={styles.code}>{children}</code>,
  };
  return (
    <div className={styles.body}>
      <Markdown components={components}>{markdown}</Markdown>
    </div>
  );
}
