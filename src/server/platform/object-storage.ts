import { HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorageConfig } from '../config.ts';
import { HttpError } from './errors.ts';
import type { FileStorage } from './storage.ts';

/** Objects are named as the disk store names files, so a URL reads the same in either. */
const KEY_PREFIX = 'uploads/';
const UNAVAILABLE = 'Uploads are unavailable right now. Please try again in a few minutes.';

/**
 * Uploads in an S3-compatible bucket through the AWS SDK, served by the bucket at its public
 * address. Names carry their content (a fresh id each), so objects are cached for a year. A store
 * that cannot be reached answers 503 within seconds, and the upload is not reported as saved.
 */
export function createObjectStorage(
  config: ObjectStorageConfig,
  log: Pick<FastifyBaseLogger, 'error'>,
): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Plain PUT bodies: some S3-compatible stores refuse the SDK's chunked trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  return {
    async put(key, bytes, contentType) {
      const objectKey = `${KEY_PREFIX}${key}`;
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: objectKey,
            Body: bytes,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
            // Evidence PDFs download; they never open as a page of the bucket's site.
            ...(contentType === 'application/pdf' && { ContentDisposition: 'attachment' }),
          }),
        );
      } catch (error) {
        log.error({ err: error, key: objectKey }, 'The upload bucket refused or did not answer');
        throw new HttpError(503, UNAVAILABLE);
      }
      return `${config.publicUrl}/${objectKey}`;
    },

    // The bucket answers and these credentials may use it; a probe every few seconds writes
    // nothing.
    async isWritable() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
