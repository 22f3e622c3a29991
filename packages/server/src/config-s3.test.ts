import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('S3_* configuration', () => {
  it('keeps media on local disk without S3_BUCKET, whatever else is set', () => {
    expect(loadConfig({ S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
  });

  it('reads the bucket and the optional settings', () => {
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toEqual({ bucket: 'media' });
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3,
    ).toEqual({
      bucket: 'media',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('reads the internal endpoint the servers use beside the public one browsers use', () => {
    expect(
      loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'https://media.example.org', S3_INTERNAL_ENDPOINT: 'http://minio:9000' }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'https://media.example.org',
      internalEndpoint: 'http://minio:9000',
    });
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_INTERNAL_ENDPOINT: 'minio' })).toThrow(/S3_INTERNAL_ENDPOINT/);
  });

  it('stops start-up on a bad value, naming the variable', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
