import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('analytics settings', () => {
  it('are off by default, and the page is not told to relay', () => {
    const config = loadConfig({});
    expect(config.analytics).toBeUndefined();
    expect(config.client.analytics).toBeUndefined();
  });

  it('read a Plausible-compatible endpoint with its site domain, and tell the page to relay', () => {
    const config = loadConfig({
      ANALYTICS_PLAUSIBLE_URL: 'https://plausible.example/api/event',
      ANALYTICS_PLAUSIBLE_DOMAIN: 'archive.example',
    });
    expect(config.analytics).toEqual({ provider: 'plausible', url: 'https://plausible.example/api/event', domain: 'archive.example' });
    expect(config.client.analytics).toBe(true);
  });

  it('read GA4 with the default Measurement Protocol address', () => {
    const config = loadConfig({ ANALYTICS_GA4_MEASUREMENT_ID: 'G-ABC123', ANALYTICS_GA4_API_SECRET: 'secret' });
    expect(config.analytics).toEqual({
      provider: 'ga4',
      url: 'https://www.google-analytics.com/mp/collect',
      measurementId: 'G-ABC123',
      apiSecret: 'secret',
    });
  });

  it('stop start-up naming the variable when half of a pair or a bad value is given', () => {
    expect(() => loadConfig({ ANALYTICS_PLAUSIBLE_DOMAIN: 'archive.example' })).toThrow('ANALYTICS_PLAUSIBLE_URL');
    expect(() => loadConfig({ ANALYTICS_GA4_MEASUREMENT_ID: 'G-ABC123' })).toThrow('ANALYTICS_GA4_API_SECRET');
    expect(() => loadConfig({ ANALYTICS_GA4_MEASUREMENT_ID: 'UA-1', ANALYTICS_GA4_API_SECRET: 's' })).toThrow(
      'ANALYTICS_GA4_MEASUREMENT_ID',
    );
    expect(() => loadConfig({ ANALYTICS_PLAUSIBLE_URL: 'not a url', ANALYTICS_PLAUSIBLE_DOMAIN: 'a' })).toThrow('ANALYTICS_PLAUSIBLE_URL');
  });
});
