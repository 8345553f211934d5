import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The disk under DATA_DIR/uploads, unless S3_ENDPOINT and S3_BUCKET name a bucket. */
export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  const { endpoint, bucket } = config.s3;
  if (endpoint && bucket) return createS3Storage({ ...config.s3, endpoint, bucket });
  return createDiskStorage({ root: uploadsDir(config) });
}

export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');
