import { Body1, Card, makeStyles, ProgressBar, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { formatByteSize, messages, StorageUsageApi, storageUsage } from '@storykeep/core';
import { useOptionalService } from '../../shared/optional-service.js';
import { useLoad } from '../../shared/use-load.js';

// Laid out like the settings cards above it on the organization's page.
const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
});

/**
 * The organization's storage use against its quota, for its managers (the server answers only them): the bytes of its
 * completed uploads and story files, and a bar filling toward the quota. Shows nothing where no StorageUsageApi is bound.
 */
export function StorageUsageCard({ organizationCode }: { organizationCode: string }) {
  const styles = useStyles();
  const api = useOptionalService<StorageUsageApi>(StorageUsageApi);
  const usage = useLoad(() => (api ? api.storageUsage(organizationCode) : Promise.resolve(null)), [api, organizationCode]);
  if (!api) return null;
  return (
    <Card className={styles.card} role="group" aria-label={messages.storageUsageTitle}>
      <Subtitle2 as="h2">{messages.storageUsageTitle}</Subtitle2>
      {usage.state === 'loading' && <Spinner size="tiny" label={messages.storageUsageTitle} />}
      {usage.state === 'failed' && <Body1 role="alert">{messages.storageUsageFailed}</Body1>}
      {usage.state === 'ready' &&
        usage.value &&
        (usage.value.quotaBytes === null ? (
          <Body1>
            {formatByteSize(usage.value.usedBytes)} · {messages.storageUnlimited}
          </Body1>
        ) : (
          <>
            <Body1>{storageUsage(formatByteSize(usage.value.usedBytes), formatByteSize(usage.value.quotaBytes))}</Body1>
            <ProgressBar
              value={Math.min(1, usage.value.usedBytes / usage.value.quotaBytes)}
              color={usage.value.usedBytes >= usage.value.quotaBytes ? 'error' : 'brand'}
              aria-label={messages.storageUsageTitle}
            />
          </>
        ))}
    </Card>
  );
}
