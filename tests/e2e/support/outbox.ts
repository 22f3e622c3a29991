import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app path of the newest link matching `pattern` (its first group) in an e-mail to `address` in the server's outbox
 * folder (quoted-printable undone); null until such a mail is there. The server sends mail from a job, so callers poll.
 */
export function outboxPath(address: string, pattern: RegExp): string | null {
  const outbox = join(process.env.E2E_DATA ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.toLowerCase().includes(`to: ${address.toLowerCase()}`)) continue;
    const link = text.match(pattern);
    if (link?.[1]) return link[1];
  }
  return null;
}

/** The link that confirms a new account's address (opening it signs in, and leads a guest on to their ticket). */
export const confirmationPath = (address: string): string | null => outboxPath(address, /https?:\/\/\S+?(\/magic-link\?token=\S+)/);
