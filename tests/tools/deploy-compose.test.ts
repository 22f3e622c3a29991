import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@storykeep/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The compose file cannot be started here (no container engine), so this keeps it from drifting away from
// what the server reads: every variable given to a Storykeep process must be one the server knows and documents.
const root = fileURLToPath(new URL('../../', import.meta.url));
const serverSource = join(root, 'packages/server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Names the server reads: keys of its environment schemas and `env.NAME` look-ups, outside tests. */
function namesTheServerReads(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(serverSource)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]+)/g)) names.add(match[1] as string);
    if (/const EnvSchema = z\.object\(/.test(text)) {
      const body = text.slice(text.indexOf('const EnvSchema'), text.indexOf('\n});', text.indexOf('const EnvSchema')));
      for (const match of body.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) names.add(match[1] as string);
    }
  }
  return names;
}

/** Names `.env.example` documents, set or commented out. */
function documentedNames(): Set<string> {
  const text = readFileSync(join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] as string));
}

/** `${NAME:?message}` and `${NAME:-default}` with the values of a deploy/.env, as compose would (`:?` refuses empty too). */
function interpolate(value: string, example: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (_all, name: string, kind: string | undefined, fallback: string) => {
    const set = example[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '-') return fallback;
    throw new Error(`${name} has no value in deploy/.env`);
  });
}

/** The secrets deploy/.env.example leaves for the operator to make. */
const SECRETS = ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'MEDIA_URL_SECRET', 'STORYKEEP_SEALING_KEYS'];

/** deploy/.env.example as an operator fills it in: every secret made with `openssl rand -base64 32`. */
const filledIn = (example: Record<string, string>) => ({
  ...example,
  POSTGRES_PASSWORD: randomBytes(24).toString('base64url'),
  MINIO_ROOT_PASSWORD: randomBytes(24).toString('base64url'),
  MEDIA_URL_SECRET: randomBytes(32).toString('base64'),
  STORYKEEP_SEALING_KEYS: `k1:${randomBytes(32).toString('base64')}`,
});

const compose = parse(readFileSync(join(root, 'deploy/compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, { image?: string; command?: string[]; environment?: Record<string, string> }>;
};
const deployExample = Object.fromEntries(
  [...readFileSync(join(root, 'deploy/.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]),
);
const storykeepServices = Object.entries(compose.services).filter(([, service]) => service.image === 'storykeep:local');

describe('deploy/compose.yaml', () => {
  it('runs several servers and workers beside PostgreSQL, MinIO, Weaviate and Caddy', () => {
    const commands = storykeepServices.map(([, service]) => service.command?.[0]);
    expect(commands.filter((c) => c === 'serve').length).toBeGreaterThanOrEqual(2);
    expect(commands.filter((c) => c === 'worker').length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'weaviate', 'caddy']));
  });

  it('gives Storykeep only variables the server reads and .env.example documents', () => {
    const read = namesTheServerReads();
    const documented = documentedNames();
    // The scan itself must see the settings it is meant to guard.
    expect([...read]).toEqual(expect.arrayContaining(['DATABASE_URL', 'S3_BUCKET', 'WEAVIATE_URL', 'MEDIA_URL_SECRET']));
    for (const [name, service] of storykeepServices) {
      for (const variable of Object.keys(service.environment ?? {})) {
        expect(read.has(variable), `${name}: ${variable} is not read by the server`).toBe(true);
        expect(documented.has(variable), `${name}: ${variable} is not in .env.example`).toBe(true);
      }
    }
  });

  it('gives every Storykeep process settings the server accepts once .env is filled in', () => {
    const filled = filledIn(deployExample);
    for (const [name, service] of storykeepServices) {
      const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), filled)]));
      const config = loadConfig(env);
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/storykeep:.+@postgres:5432\/storykeep$/);
      // Browsers get the public address; the servers' own calls (and readiness) stay on the compose network.
      expect(config.s3, name).toMatchObject({ bucket: 'storykeep-media', forcePathStyle: true, internalEndpoint: 'http://minio:9000' });
      expect(config.s3?.endpoint, name).toMatch(/^https:\/\//);
      expect(env.MEDIA_URL_SECRET, name).toBe(filled.MEDIA_URL_SECRET);
      expect(
        config.sealingKeys?.map((key) => key.id),
        name,
      ).toEqual(['k1']);
    }
  });

  it('ships no secret anything would accept: each is empty, and compose refuses to start until it is set', () => {
    for (const secret of SECRETS) expect(deployExample[secret], secret).toBe('');
    const [, serve] = storykeepServices.find(([, service]) => service.command?.[0] === 'serve') ?? [];
    expect(() => interpolate(String(serve?.environment?.MEDIA_URL_SECRET), deployExample)).toThrow(/MEDIA_URL_SECRET/);
    expect(() => interpolate(String(serve?.environment?.STORYKEEP_SEALING_KEYS), deployExample)).toThrow(/STORYKEEP_SEALING_KEYS/);
    // The placeholder it once shipped is refused by the server itself.
    expect(() => loadConfig({ MEDIA_URL_SECRET: 'a-long-random-string' })).toThrow(/MEDIA_URL_SECRET/);
  });
});
