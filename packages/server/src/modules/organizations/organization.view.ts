import type { OrganizationResponse, OrganizationSettings } from '@storykeep/core';
import type { Selectable } from 'kysely';
import { readJsonColumn } from '../../db/json-column.js';
import { type OrganizationsTable, type StoredOrganizationSettings, StoredOrganizationSettingsSchema } from '../../db/schema.js';

const DEFAULT_SETTINGS: OrganizationSettings = {
  transcription_service: 'default',
  filler_words: false,
  vocabulary: [],
  auto_chaptering: false,
};

/** An organization row's stored settings, checked. */
export function storedSettingsOf(row: { settings: unknown }): StoredOrganizationSettings {
  return readJsonColumn(StoredOrganizationSettingsSchema, row.settings, 'organizations.settings');
}

/** Stored settings over the defaults, so older rows answer a complete set. */
export function settingsOf(stored: StoredOrganizationSettings): OrganizationSettings {
  return { ...DEFAULT_SETTINGS, ...stored };
}

/** The API's organization; settings and counts only for those who manage it. */
export function toOrganization(
  row: Selectable<OrganizationsTable>,
  extra: { withSettings: boolean; unsecurePrepSessions?: number },
): OrganizationResponse {
  return {
    _id: row.id,
    organizational_code: row.code,
    organization_name: row.name,
    logoUrl: row.logo_url,
    require_session_passwords: row.require_session_passwords,
    force_two_factor: row.force_two_factor,
    ...(extra.withSettings ? { settings: settingsOf(storedSettingsOf(row)) } : {}),
    ...(extra.unsecurePrepSessions !== undefined ? { unsecure_prepsession_count: extra.unsecurePrepSessions } : {}),
  };
}
