import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { PRODUCT_NAME } from '@storykeep/core';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  page: {
    padding: tokens.spacingHorizontalXXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
});

/**
 * The built-in stand-in for the marketing site, used when the build names none: the page's title, what the product
 * is, and the way in.
 */
export function MarketingPage({ title }: { title: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      <Body1 as="p">
        {PRODUCT_NAME} records remote oral-history interviews, transcribes them with word timings, and keeps them in organizations, projects
        and folders for indexing, clipping and sharing.
      </Body1>
      <div>
        <Button appearance="primary" onClick={() => navigate('/login')}>
          Sign in
        </Button>
      </div>
    </div>
  );
}
