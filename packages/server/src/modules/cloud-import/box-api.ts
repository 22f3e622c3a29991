import type { BoxItem } from '@storykeep/core';
import { z } from 'zod';
import { badRequest, HttpError } from '../../http/errors.js';

const BoxFolderItems = z.object({
  entries: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), size: z.number().nullable().optional() }).passthrough()),
});

/** Where a Box file's content is read (Box answers with a redirect to the download). */
export const boxContentUrl = (base: string, fileId: string) => `${base.replace(/\/$/, '')}/2.0/files/${fileId}/content`;

/** The files and folders of one Box folder, through Box's API with the person's access token. */
export async function listBoxFolder(base: string, token: string, folder: string): Promise<BoxItem[]> {
  const url = `${base.replace(/\/$/, '')}/2.0/folders/${folder}/items?fields=id,name,type,size&limit=1000`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new HttpError(502, 'BOX_UNREACHABLE', 'Box could not be reached');
  }
  // Box's 401 is about the Box token, not this session: a 400 naming the field keeps the app from signing out.
  if (response.status === 401) throw badRequest('Box refused the access token', 'boxToken');
  if (response.status === 404) throw badRequest('No such Box folder', 'folder');
  if (!response.ok) throw new HttpError(502, 'BOX_FAILED', `Box answered ${response.status}`);
  const parsed = BoxFolderItems.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new HttpError(502, 'BOX_FAILED', 'Box sent an answer this server does not understand');
  return parsed.data.entries
    .filter((e) => e.type === 'file' || e.type === 'folder')
    .map((e) => ({ id: e.id, name: e.name, type: e.type as 'file' | 'folder', size: e.size ?? null }));
}
