import { CodeParamsSchema, NoQuerySchema, StorageUsageSchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { requireOrganization } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { storedBytesOf } from './upload-limits.js';

/** The organization's storage use, shown to its managers (docs/configuration.md, STORYKEEP_ORGANIZATION_QUOTA_BYTES). */
export function storageUsageRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/organization/:code/storage',
      tag: 'Organizations',
      summary: 'Bytes the organization keeps (completed uploads and story files) and its quota (null: no limit); for its managers',
      access: 'member',
      params: CodeParamsSchema,
      query: NoQuerySchema,
      response: StorageUsageSchema,
      handler: async ({ context, actor, params }) => {
        const organization = await requireOrganization(context, actor, params.code, 'manage');
        return { usedBytes: await storedBytesOf(context.db, organization.id), quotaBytes: media.limits.organizationQuotaBytes };
      },
    }),
  ];
}
