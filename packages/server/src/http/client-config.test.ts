import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig, clientConfigFromEnv, sentryDsnProblem, withClientConfig } from './client-config.js';

/** The config as the browser reads it back from the page. */
function readBack(html: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">(.*?)</script>`, 's'));
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe('SENTRY_DSN', () => {
  it('accepts the DSNs Sentry and self-hosted installs hand out', () => {
    expect(sentryDsnProblem('https://abc123@o1.ingest.sentry.io/42')).toBeNull();
    expect(sentryDsnProblem('https://key@self.hosted/sentry/7')).toBeNull();
    expect(sentryDsnProblem('http://publickey@127.0.0.1:9000/1')).toBeNull();
  });

  it('names what is wrong with a malformed one', () => {
    expect(sentryDsnProblem('not a dsn')).toMatch(/^not a URL/);
    expect(sentryDsnProblem('ftp://k@host/1')).toMatch(/scheme/);
    expect(sentryDsnProblem('https://o1.ingest.sentry.io/42')).toMatch(/public key/);
    expect(sentryDsnProblem('https://k@o1.ingest.sentry.io/project')).toMatch(/project id/);
    expect(sentryDsnProblem('https://k@o1.ingest.sentry.io')).toMatch(/project id/);
  });

  it('stops start-up when malformed, with the variable and the reason', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'https://sentry.example/1' })).toThrow(
      'Invalid environment variable SENTRY_DSN: no public key before the host; expected http(s)://<public key>@<host>[/<path>]/<project id>',
    );
  });

  it('gives the client nothing without it, and the DSN, environment and release with it', () => {
    expect(loadConfig({}).client).toEqual({});
    expect(clientConfigFromEnv({ SENTRY_DSN: '  ' }, '1.0.0')).toEqual({});
    expect(loadConfig({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/4' }).client).toEqual({
      sentry: { dsn: 'https://k@o1.ingest.sentry.io/4', environment: 'production', release: 'storykeep@0.1.0' },
    });
    expect(clientConfigFromEnv({ SENTRY_DSN: 'https://k@h/4', SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'r9' }, '1.0.0')).toEqual({
      sentry: { dsn: 'https://k@h/4', environment: 'staging', release: 'r9' },
    });
  });
});

describe('withClientConfig', () => {
  const html = '<!doctype html><html><head><title>Storykeep</title></head><body><div id="root"></div></body></html>';

  it('puts the config in the head, where the app reads it before it starts', () => {
    const config: ClientConfig = { sentry: { dsn: 'https://k@h/1', environment: 'production', release: 'storykeep@0.1.0' } };
    const page = withClientConfig(html, config);
    expect(page.indexOf(CLIENT_CONFIG_ELEMENT_ID)).toBeLessThan(page.indexOf('</head>'));
    expect(readBack(page)).toEqual(config);
  });

  it('writes no < or > of a value into the page, so none can open or close a comment there', () => {
    const page = withClientConfig(html, { sentry: { dsn: 'https://k@h/1', environment: '<!--', release: '-->' } });
    const element = page.slice(page.indexOf(CLIENT_CONFIG_ELEMENT_ID), page.indexOf('</script>'));
    expect(element).not.toMatch(/<!--|-->/);
  });

  it('reads back exactly whatever the values are: none can close the element or be taken as a pattern', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (environment, release) => {
        const config: ClientConfig = { sentry: { dsn: 'https://k@h/1', environment, release } };
        const page = withClientConfig(html, config);
        expect(readBack(page)).toEqual(config);
        expect(page.endsWith('<div id="root"></div></body></html>')).toBe(true);
      }),
      {
        examples: [
          ['</script><script>alert(1)</script>', '$&$`'],
          ['\u2028', '<!--'],
        ],
      },
    );
  });
});
