// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID, marketingSiteFromPage, ssoFromPage, telemetryFromPage } from './page-client-config.js';

function pageWith(text: string | null): Document {
  const page = document.implementation.createHTMLDocument('Storykeep');
  if (text !== null) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = CLIENT_CONFIG_ELEMENT_ID;
    script.textContent = text;
    page.head.append(script);
  }
  return page;
}

describe('telemetryFromPage', () => {
  it('reads the Sentry settings the server wrote into the page', () => {
    const config = { sentry: { dsn: 'https://k@o1.ingest.example/4', environment: 'staging', release: 'storykeep@0.1.0' } };
    expect(telemetryFromPage(pageWith(JSON.stringify(config)))).toEqual({
      sentryDsn: 'https://k@o1.ingest.example/4',
      environment: 'staging',
      release: 'storykeep@0.1.0',
    });
  });

  it('turns the server relay of analytics on when the server says a provider is configured', () => {
    expect(telemetryFromPage(pageWith('{"analytics":true}'))).toEqual({ analytics: true });
    expect(telemetryFromPage(pageWith('{"analytics":false}'))).toEqual({});
  });

  it('is the console (no settings) when the page has none or they do not parse', () => {
    expect(telemetryFromPage(pageWith(null))).toEqual({});
    expect(telemetryFromPage(pageWith('{}'))).toEqual({});
    expect(telemetryFromPage(pageWith('{"sentry":{"dsn":""}}'))).toEqual({});
    expect(telemetryFromPage(undefined)).toEqual({});
    fc.assert(fc.property(fc.string(), (text) => typeof telemetryFromPage(pageWith(text)) === 'object'));
  });
});

describe('marketingSiteFromPage', () => {
  it('is the marketing site the server names, or none', () => {
    expect(marketingSiteFromPage(pageWith('{"marketingUrl":"https://storykeep.example"}'))).toBe('https://storykeep.example');
    expect(marketingSiteFromPage(pageWith('{}'))).toBeNull();
    expect(marketingSiteFromPage(pageWith('{"marketingUrl":"not a url"}'))).toBeNull();
    expect(marketingSiteFromPage(pageWith(null))).toBeNull();
  });
});

describe('ssoFromPage', () => {
  it('is the single sign-on setup the server wrote, or null when the page does not say or says it wrongly', () => {
    expect(ssoFromPage(pageWith('{"sso":{"enabled":true,"name":"Riverbend ID"}}'))).toEqual({ enabled: true, name: 'Riverbend ID' });
    expect(ssoFromPage(pageWith('{"sso":{"enabled":false,"name":null}}'))).toEqual({ enabled: false, name: null });
    expect(ssoFromPage(pageWith('{}'))).toBeNull();
    expect(ssoFromPage(pageWith('{"sso":{"enabled":"yes","name":null}}'))).toBeNull();
    expect(ssoFromPage(pageWith(null))).toBeNull();
  });
});
