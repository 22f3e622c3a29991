import type { IceServersResponse } from '@storykeep/core';
import { type AreaSettings, areaSettingsFrom } from './config-areas.js';
import { type VoiceSipSettings, voiceSipFromEnv } from './modules/rooms/dial-in-settings.js';
import { iceServersFromEnv } from './modules/rooms/room-runtime.js';
import {
  type VonageSettings,
  vonageCallbackSecretFromEnv,
  vonageDialInNumberFromEnv,
  vonageFromEnv,
} from './modules/rooms/vonage-video.js';
import { type UploadLimits, uploadLimitsFrom } from './modules/upload/upload-limits.js';
import { configuredAdminPassword } from './seed/admin-password.js';
import { firstAdministratorFrom } from './seed/administrator.seed.js';
import { ALLOW_DEMO_ENV } from './seed/demo-guard.js';
import type { SpeechEnv } from './stt/speech-to-text.factory.js';

type Env = Record<string, string | undefined>;

/** The calls' settings: ICE servers, Vonage Video and its dial-in (docs/configuration.md). */
export interface RoomSettings {
  iceServers: IceServersResponse['iceServers'];
  /** Vonage Video when its key and secret are set; calls use the built-in WebRTC otherwise. */
  vonage: VonageSettings | undefined;
  vonageCallbackSecret: string | undefined;
  dialInNumber: string | undefined;
  voiceSip: VoiceSipSettings | undefined;
}

/** The speech-to-text services this server may use: the service variables, and whether SPEECH_TO_TEXT=none turns it off. */
export interface SpeechSettings extends SpeechEnv {
  off: boolean;
}

/** The settings of the media, calls, transcription, first administrator and demo, part of the server's `Config`. */
export interface ServiceSettings {
  /** Export folder, AI chaptering, search and imports (config-areas.ts). */
  areas: AreaSettings;
  rooms: RoomSettings;
  speech: SpeechSettings;
  /** STORYKEEP_ORGANIZATION_QUOTA_BYTES and STORYKEEP_ABANDONED_UPLOAD_DAYS. */
  uploadLimits: UploadLimits;
  /** MEDIA_URL_SECRET (checked for strength by `loadConfig`); without it a secret kept under the data folder. */
  mediaUrlSecret: string | undefined;
  /** STORYKEEP_ADMIN_EMAIL and STORYKEEP_ADMIN_NAME, or their defaults. */
  firstAdministrator: { email: string; name: string };
  /** STORYKEEP_ADMIN_PASSWORD when set (checked against the password rule); a password is generated without it. */
  adminPassword: string | undefined;
  /** STORYKEEP_ALLOW_DEMO=1: demo mode may run on an address other than loopback. */
  allowDemo: boolean;
  /** The operating-system account (USER, LOGNAME) the command line names when the system does not say. */
  localUser: string | undefined;
}

/** The calls' settings from the environment; a bad or incomplete value stops start-up with the variable's name. */
export function roomSettingsFrom(env: Env): RoomSettings {
  return {
    iceServers: iceServersFromEnv(env.ICE_SERVERS),
    vonage: vonageFromEnv(env),
    vonageCallbackSecret: vonageCallbackSecretFromEnv(env),
    dialInNumber: vonageDialInNumberFromEnv(env),
    voiceSip: voiceSipFromEnv(env),
  };
}

/** The speech-to-text variables (DEEPGRAM_*, WHISPER_*, SPEECH_TO_TEXT). */
export function speechSettingsFrom(env: Env): SpeechSettings {
  return {
    off: env.SPEECH_TO_TEXT === 'none',
    DEEPGRAM_API_KEY: env.DEEPGRAM_API_KEY,
    DEEPGRAM_API_URL: env.DEEPGRAM_API_URL,
    DEEPGRAM_MODEL: env.DEEPGRAM_MODEL,
    WHISPER_API_URL: env.WHISPER_API_URL,
    WHISPER_API_KEY: env.WHISPER_API_KEY,
    WHISPER_MODEL: env.WHISPER_MODEL,
  };
}

/** Reads the service settings; `dataDir` is the resolved STORYKEEP_DATA (the exports' default home). */
export function serviceSettingsFrom(env: Env, dataDir: string): ServiceSettings {
  return {
    areas: areaSettingsFrom(env, dataDir),
    rooms: roomSettingsFrom(env),
    speech: speechSettingsFrom(env),
    uploadLimits: uploadLimitsFrom(env),
    mediaUrlSecret: env.MEDIA_URL_SECRET || undefined,
    firstAdministrator: firstAdministratorFrom(env),
    adminPassword: configuredAdminPassword(env.STORYKEEP_ADMIN_PASSWORD),
    allowDemo: env[ALLOW_DEMO_ENV] === '1',
    localUser: env.USER ?? env.LOGNAME,
  };
}
