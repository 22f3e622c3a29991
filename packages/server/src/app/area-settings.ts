import type { AreaSettings } from '../config-areas.js';
import { areaSettingsFrom } from '../config-areas.js';
import type { MediaServices } from '../modules/media-services.types.js';

export type { AreaSettings } from '../config-areas.js';

/** Where the settings come from: the server's Config, or (tests) an environment record of their own. */
export interface AreaSettingsOptions {
  /** Parsed instead of the configured settings (tests). */
  env?: Record<string, string | undefined>;
  dataDir?: string;
}

/**
 * The settings for `options`: those parsed from its `env` (the data folder defaulting to the one holding the media
 * store), else the configured ones, else the defaults.
 */
export function resolveAreaSettings(media: MediaServices, options: AreaSettingsOptions = {}, configured?: AreaSettings): AreaSettings {
  if (options.env === undefined && configured) return configured;
  return areaSettingsFrom(options.env ?? {}, options.dataDir ?? media.dataDir);
}
