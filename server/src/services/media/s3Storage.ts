import fs from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type MediaStorage } from './storage';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2 ...) holding the media. */
export interface S3MediaOptions {
  bucket: string;
  /** `us-east-1` unless given; MinIO and R2 accept it too. */
  region?: string;
  /** The store's address when it is not AWS, e.g. `https://<account>.r2.cloudflarestorage.com`. */
  endpoint?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO needs it). */
  forcePathStyle?: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket the keys live under, e.g. `academy/media`. */
  prefix?: string;
  /** How long a presigned address stays valid; 5 minutes unless given. */
  urlSeconds?: number;
}

const S3_URL_SECONDS = 300;

export type S3MediaStorage = MediaStorage & { close(): void };

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound');

/**
 * Objects in a bucket: written with PutObject, and read by the browser itself from a short-lived
 * presigned GetObject address, so the bucket serves the byte ranges and the bytes never pass
 * through this server.
 */
export function createS3MediaStorage(options: S3MediaOptions): S3MediaStorage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Not every S3-compatible store accepts the checksums the SDK adds to uploads by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket: options.bucket, Key: prefix ? `${prefix}/${key}` : key };
  };
  const presign = (key: string) =>
    getSignedUrl(client, new GetObjectCommand(object(key)), {
      expiresIn: options.urlSeconds ?? S3_URL_SECONDS,
    });
  const exists = async (key: string): Promise<boolean> =>
    client.send(new HeadObjectCommand(object(key))).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );

  return {
    kind: 's3',
    exists,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ ...object(key), Body: body, ContentType: contentType }),
      );
    },
    async putFile(key, filePath, contentType) {
      const { size } = await fs.promises.stat(filePath);
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: fs.createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async locate(key) {
      if (!(await exists(key))) return undefined;
      return { at: 'remote', url: await presign(key) };
    },
    async remoteOrigin() {
      // Presigning is local: the address of any key shows where the browser will be sent.
      return new URL(await presign('origin-probe')).origin;
    },
    close() {
      client.destroy();
    },
  };
}
