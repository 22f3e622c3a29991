import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const STRONG_SECRET = 'q7Vv2m9ZrX4tL1pK8sD3fG6hJ0nB5cW2eR7yU4iO1aQ';

describe('the service settings in the configuration', () => {
  it('has the defaults with nothing set', () => {
    const config = loadConfig({ STORYKEEP_DATA: '/srv/storykeep' });
    expect(config.areas.exportDir).toBe('/srv/storykeep/exports');
    expect(config.rooms).toEqual({
      iceServers: [],
      vonage: undefined,
      vonageCallbackSecret: undefined,
      dialInNumber: undefined,
      voiceSip: undefined,
    });
    expect(config.speech.off).toBe(false);
    expect(config.uploadLimits).toEqual({ organizationQuotaBytes: 100 * 1024 ** 3, abandonedUploadMs: 7 * 24 * 60 * 60 * 1000 });
    expect(config.mediaUrlSecret).toBeUndefined();
    expect(config.firstAdministrator).toEqual({ email: 'admin@storykeep.local', name: 'Administrator' });
    expect(config.adminPassword).toBeUndefined();
    expect(config.allowDemo).toBe(false);
  });

  it('carries each variable that is set', () => {
    const config = loadConfig({
      STORYKEEP_EXPORT_DIR: '/exports',
      ICE_SERVERS: '[{"urls":"stun:stun.example.org"}]',
      VONAGE_API_KEY: 'key',
      VONAGE_API_SECRET: 'secret',
      SPEECH_TO_TEXT: 'none',
      WHISPER_API_URL: 'http://whisper.example',
      STORYKEEP_ORGANIZATION_QUOTA_BYTES: '0',
      STORYKEEP_ABANDONED_UPLOAD_DAYS: '3',
      MEDIA_URL_SECRET: STRONG_SECRET,
      STORYKEEP_ADMIN_EMAIL: ' Keeper@Archive.example ',
      STORYKEEP_ADMIN_PASSWORD: 'chosen-by-ci-0001',
      STORYKEEP_ALLOW_DEMO: '1',
      USER: 'keeper',
    });
    expect(config.areas.exportDir).toBe('/exports');
    expect(config.rooms.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    expect(config.rooms.vonage).toMatchObject({ apiKey: 'key', apiSecret: 'secret' });
    expect(config.speech).toMatchObject({ off: true, WHISPER_API_URL: 'http://whisper.example' });
    expect(config.uploadLimits).toEqual({ organizationQuotaBytes: null, abandonedUploadMs: 3 * 24 * 60 * 60 * 1000 });
    expect(config.mediaUrlSecret).toBe(STRONG_SECRET);
    expect(config.firstAdministrator.email).toBe('keeper@archive.example');
    expect(config.adminPassword).toBe('chosen-by-ci-0001');
    expect(config.allowDemo).toBe(true);
    expect(config.localUser).toBe('keeper');
    expect(loadConfig({ LOGNAME: 'archivist' }).localUser).toBe('archivist');
    expect(loadConfig({ STORYKEEP_ALLOW_DEMO: 'yes' }).allowDemo).toBe(false);
  });

  it('stops on a bad value, naming its variable', () => {
    expect(() => loadConfig({ ICE_SERVERS: 'stun:x' })).toThrow('Invalid environment variable ICE_SERVERS');
    expect(() => loadConfig({ VONAGE_API_KEY: 'key' })).toThrow('VONAGE_API_SECRET');
    expect(() => loadConfig({ STORYKEEP_ABANDONED_UPLOAD_DAYS: '1' })).toThrow('STORYKEEP_ABANDONED_UPLOAD_DAYS');
    expect(() => loadConfig({ CHAT_API_URL: 'not a url' })).toThrow('CHAT_API_URL');
    expect(() => loadConfig({ STORYKEEP_ADMIN_EMAIL: 'keeper' })).toThrow('STORYKEEP_ADMIN_EMAIL');
    expect(() => loadConfig({ STORYKEEP_ADMIN_PASSWORD: 'short' })).toThrow('STORYKEEP_ADMIN_PASSWORD');
  });
});
