import { Body1, Button, Card, Checkbox, Field, Input, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { apiFailureMessage, type BoxItem, CloudImportApi, cloudImportLabels, messages } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', padding: 0, margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', overflowWrap: 'anywhere' },
});

interface Props {
  /** The project the files go to: connecting Box comes back to it. */
  project: string;
  /** Imports the chosen files (with a pasted token, or the person's Box connection); answers an error message, or null. */
  onImport(boxToken: string | undefined, files: { id: string; name: string }[]): Promise<string | null>;
  /** Leaves for Box's consent page (a whole-page navigation: Box sends the browser back to the import page). */
  leaveFor?(url: string): void;
}

/**
 * Lists the person's Box files through the server and imports the chosen ones. Where the server has a Box app, the
 * person connects their Box account (OAuth) once; otherwise they paste a Box access token.
 */
export function BoxPicker({ project, onImport, leaveFor = (url) => window.location.assign(url) }: Props) {
  const styles = useStyles();
  const api = useService<CloudImportApi>(CloudImportApi);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [finished, setFinished] = useState<'connected' | 'failed' | null>(null);
  const [finishError, setFinishError] = useState<string | null>(null);
  const connection = useLoad(() => api.boxConnection(), [api, finished]);
  const oauth = connection.state === 'ready' && connection.value.oauth;
  const connected = oauth && connection.state === 'ready' && connection.value.connected;
  const [token, setToken] = useState('');
  const [trail, setTrail] = useState<{ id: string; name: string }[]>([{ id: '0', name: 'All files' }]);
  const [items, setItems] = useState<BoxItem[] | null>(null);
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Box's answer comes back in the address's fragment; it is handed over with this person's session, then dropped from
  // the address so a reload or a shared link does not carry it.
  useEffect(() => {
    const answer = new URLSearchParams(location.hash.slice(1));
    const state = answer.get('box_state');
    const code = answer.get('box_code');
    if (!state || !code) return;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    api.finishBox(state, code).then(
      () => setFinished('connected'),
      (failure: unknown) => {
        setFinishError(apiFailureMessage(failure) ?? messages.boxConnectFailed);
        setFinished('failed');
      },
    );
  }, [api, location.hash, location.pathname, location.search, navigate]);

  async function open(path: { id: string; name: string }[]) {
    setBusy(true);
    setError(null);
    try {
      setItems(await api.listBox(oauth ? undefined : token.trim(), path.at(-1)?.id ?? '0'));
      setTrail(path);
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? messages.boxLoadFailed);
    } finally {
      setBusy(false);
    }
  }

  async function importChosen() {
    setBusy(true);
    const message = await onImport(
      oauth ? undefined : token.trim(),
      [...chosen].map(([id, name]) => ({ id, name })),
    );
    setBusy(false);
    setError(message);
  }

  async function connect() {
    setBusy(true);
    setError(null);
    try {
      leaveFor(await api.connectBox(project || undefined));
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? messages.boxConnectFailed);
      setBusy(false);
    }
  }

  async function disconnect() {
    setBusy(true);
    try {
      await api.disconnectBox();
      setItems(null);
      setChosen(new Map());
      connection.reload();
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? messages.boxLoadFailed);
    } finally {
      setBusy(false);
    }
  }

  const returned = finished ?? params.get('box');
  return (
    <Card>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void open([{ id: '0', name: 'All files' }]);
        }}
      >
        <Subtitle2 as="h2">{cloudImportLabels.box}</Subtitle2>
        {connection.state === 'loading' && <Spinner size="tiny" label={cloudImportLabels.checkingBox} />}
        {connection.state === 'failed' && <FormMessage text={apiFailureMessage(connection.error) ?? messages.boxLoadFailed} />}
        {returned === 'connected' && connected && <Body1 role="status">{messages.boxConnected}</Body1>}
        {returned === 'failed' && !connected && <FormMessage text={finishError ?? messages.boxConnectFailed} />}
        {connection.state === 'ready' && !oauth && (
          <Field label={cloudImportLabels.boxAccessToken} required hint={cloudImportLabels.aDeveloperOrOauthTokenOf}>
            <Input type="password" value={token} onChange={(_, d) => setToken(d.value)} />
          </Field>
        )}
        {oauth && !connected && (
          <>
            <Body1>{cloudImportLabels.connectYourBoxAccountToChoose}</Body1>
            <Button appearance="primary" disabled={busy} onClick={() => void connect()}>
              {cloudImportLabels.connectBox}
            </Button>
          </>
        )}
        {connection.state === 'ready' && (!oauth || connected) && (
          <div className={styles.row}>
            <Button type="submit" disabled={busy || (!oauth && !token.trim())}>
              {cloudImportLabels.listBoxFiles}
            </Button>
            {connected && (
              <Button appearance="subtle" disabled={busy} onClick={() => void disconnect()}>
                {cloudImportLabels.disconnectBox}
              </Button>
            )}
          </div>
        )}
        {busy && <Spinner size="tiny" label={cloudImportLabels.readingBox} />}
        <FormMessage text={error} />
        {items && (
          <>
            <nav aria-label={cloudImportLabels.boxFolders} className={styles.row}>
              {trail.map((folder, index) => (
                <Button key={folder.id} appearance="subtle" size="small" onClick={() => void open(trail.slice(0, index + 1))}>
                  {folder.name}
                </Button>
              ))}
            </nav>
            {items.length === 0 && <Body1>{cloudImportLabels.thisFolderIsEmpty}</Body1>}
            <ul className={styles.list} aria-label={cloudImportLabels.boxFiles}>
              {items.map((item) => (
                <li key={`${item.type}:${item.id}`} className={styles.row}>
                  {item.type === 'folder' ? (
                    <Button appearance="transparent" onClick={() => void open([...trail, { id: item.id, name: item.name }])}>
                      {cloudImportLabels.folderNamed(item.name)}
                    </Button>
                  ) : (
                    <Checkbox
                      label={item.name}
                      checked={chosen.has(item.id)}
                      onChange={(_, d) =>
                        setChosen((c) => {
                          const next = new Map(c);
                          if (d.checked) next.set(item.id, item.name);
                          else next.delete(item.id);
                          return next;
                        })
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
            <Button appearance="primary" disabled={busy || chosen.size === 0} onClick={() => void importChosen()}>
              {cloudImportLabels.importFiles(chosen.size)}
            </Button>
          </>
        )}
      </form>
    </Card>
  );
}
