import { Body1, Button, Card, Checkbox, Field, Input, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { apiFailureMessage, type BoxItem, CloudImportApi, messages } from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', padding: 0, margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', overflowWrap: 'anywhere' },
});

interface Props {
  /** Imports the chosen files; answers an error message, or null when they are on their way. */
  onImport(boxToken: string, files: { id: string; name: string }[]): Promise<string | null>;
}

/** Lists the person's Box files (with their Box access token) through the server and imports the chosen ones. */
export function BoxPicker({ onImport }: Props) {
  const styles = useStyles();
  const api = useService<CloudImportApi>(CloudImportApi);
  const [token, setToken] = useState('');
  const [trail, setTrail] = useState<{ id: string; name: string }[]>([{ id: '0', name: 'All files' }]);
  const [items, setItems] = useState<BoxItem[] | null>(null);
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(path: { id: string; name: string }[]) {
    setBusy(true);
    setError(null);
    try {
      setItems(await api.listBox(token.trim(), path.at(-1)?.id ?? '0'));
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
      token.trim(),
      [...chosen].map(([id, name]) => ({ id, name })),
    );
    setBusy(false);
    setError(message);
  }

  return (
    <Card>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void open([{ id: '0', name: 'All files' }]);
        }}
      >
        <Subtitle2 as="h2">Box</Subtitle2>
        <Field label="Box access token" required hint="A developer or OAuth token of your Box account">
          <Input type="password" value={token} onChange={(_, d) => setToken(d.value)} />
        </Field>
        <Button type="submit" disabled={busy || !token.trim()}>
          List Box files
        </Button>
        {busy && <Spinner size="tiny" label="Reading Box" />}
        <FormMessage text={error} />
        {items && (
          <>
            <nav aria-label="Box folders" className={styles.row}>
              {trail.map((folder, index) => (
                <Button key={folder.id} appearance="subtle" size="small" onClick={() => void open(trail.slice(0, index + 1))}>
                  {folder.name}
                </Button>
              ))}
            </nav>
            {items.length === 0 && <Body1>This folder is empty.</Body1>}
            <ul className={styles.list} aria-label="Box files">
              {items.map((item) => (
                <li key={`${item.type}:${item.id}`} className={styles.row}>
                  {item.type === 'folder' ? (
                    <Button appearance="transparent" onClick={() => void open([...trail, { id: item.id, name: item.name }])}>
                      {`Folder: ${item.name}`}
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
              {`Import ${chosen.size} file${chosen.size === 1 ? '' : 's'}`}
            </Button>
          </>
        )}
      </form>
    </Card>
  );
}
