import { Badge, makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { PRODUCT_NAME } from '@storykeep/core';
import { usePageTitle } from '../../shared/use-page-title.js';
import { useHealth } from './use-health.js';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function HomePage() {
  usePageTitle();
  const styles = useStyles();
  const health = useHealth();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{PRODUCT_NAME}</Title1>
      <section aria-label="Server status">
        {health.kind === 'checking' && <Spinner size="tiny" label="Checking the server" />}
        {health.kind === 'up' && (
          <Badge color="success" appearance="tint">
            Server is up · database {health.health.database} · version {health.health.version}
          </Badge>
        )}
        {health.kind === 'down' && (
          <Badge color="danger" appearance="tint">
            Server is not answering
          </Badge>
        )}
      </section>
    </div>
  );
}
