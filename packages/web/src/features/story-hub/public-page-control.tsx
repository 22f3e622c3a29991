import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  apiFailureMessage,
  apiFailureStatus,
  ErrorReporter,
  messages,
  type PublishDecisionView,
  publishRefusalText,
  SharingApi,
  storyHubLabels,
} from '@storykeep/core';
import { useState } from 'react';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  address: { wordBreak: 'break-all' },
});

export interface PublicPageControlProps {
  storyId: string;
  /** The story's `shared_page`: the public page's address while it is on. */
  sharedPage: string | null | undefined;
  /** Core's publishing rule as the server answered it for this reader (absent: not known, the server decides). */
  publishing?: PublishDecisionView | undefined;
  /** Ask at once whether to share (Share was chosen on a list row); nothing is shared before the person confirms. */
  openAtStart?: boolean;
}

/**
 * Turns the story's public page on (showing its address) and off. A failure shows the catalogue's toast and goes to
 * the error reporter; without a SharingApi bound there is nothing to show.
 */
export function PublicPageControl({ storyId, sharedPage, publishing, openAtStart = false }: PublicPageControlProps) {
  const styles = useStyles();
  const sharing = useOptionalService<SharingApi>(SharingApi);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const notify = useNotify();
  const [address, setAddress] = useState(sharedPage ?? null);
  const [busy, setBusy] = useState(false);
  // Share chosen on a list row opens the dialog, unless the publishing rule already says no (the reason shows instead).
  const [confirming, setConfirming] = useState(openAtStart && !sharedPage && !(publishing && publishRefusalText(publishing, 'story')));
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!sharing) return null;
  // Offered only where the publishing rule allows it; otherwise the reason, from the catalogue.
  const refused = publishing ? publishRefusalText(publishing, 'story') : null;

  const run = async (action: () => Promise<string | null>, failure: string) => {
    setBusy(true);
    try {
      setAddress(await action());
      setConfirming(false);
    } catch (error) {
      // The organization's rule (a release or deed of gift first) is an answer to show, not a fault to report.
      const refused = apiFailureStatus(error) === 409 ? apiFailureMessage(error) : undefined;
      if (refused) {
        setRefusal(refused);
        return;
      }
      setConfirming(false);
      notify({ text: failure, intent: 'error' });
      reporter?.captureException(error, { tags: { storyId, action: failure } });
    } finally {
      setBusy(false);
    }
  };
  const share = () => run(() => sharing.sharePublic(storyId), messages.publicPageEnableFailed);
  const unshare = () =>
    run(async () => {
      await sharing.unsharePublic(storyId);
      return null;
    }, messages.publicPageDisableFailed);

  return (
    <section aria-label={storyHubLabels.publicPage} className={styles.row}>
      {address ? (
        <>
          <Caption1>{storyHubLabels.publicPage2}</Caption1>
          <Link href={address} target="_blank" rel="noopener" className={styles.address}>
            {address}
          </Link>
          <Button size="small" disabled={busy} onClick={unshare}>
            {storyHubLabels.stopSharing}
          </Button>
        </>
      ) : (
        <>
          <Button
            size="small"
            disabled={busy || refused !== null}
            onClick={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          >
            {storyHubLabels.shareAPublicPage}
          </Button>
          {refused && <Caption1>{refused}</Caption1>}
        </>
      )}
      <Dialog open={confirming} onOpenChange={(_, data) => setConfirming(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{storyHubLabels.shareThisInterviewPublicly}</DialogTitle>
            <DialogContent>
              <Body1>{storyHubLabels.anyoneWithTheAddressWillSee}</Body1>
              {refusal && (
                <MessageBar intent="warning">
                  <MessageBarBody>{refusal}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={busy || refusal !== null} onClick={share}>
                {storyHubLabels.sharePublicly}
              </Button>
              <Button onClick={() => setConfirming(false)}>{storyHubLabels.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
