import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers read objects (a CDN or the bucket's public address); defaults to `<endpoint>/<bucket>`. */
  publicUrl?: string;
}

/** An S3-compatible bucket (AWS, MinIO, R2…), addressed path-style so any endpoint works. */
export function createS3Storage(opts: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region ?? 'us-east-1',
    forcePathStyle: true,
    credentials:
      opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
  });
  const base = (opts.publicUrl ?? `${opts.endpoint.replace(/\/$/, '')}/${opts.bucket}`).replace(/\/$/, '');
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    url: (key) => {
      assertSafeKey(key);
      return `${base}/${key}`;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}
