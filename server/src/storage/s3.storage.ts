import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import type { S3Settings } from '../config/app-config.js';
import { assertKey, CONTENT_TYPES, type FileBody, FileStorage, STORAGE_KEY, type StorageName, type StoredFile } from './file-storage.js';

// For FileStorages, which loads this file only where S3 is configured (file-storages.ts).
export { S3ServiceException };

/** Multipart part size of a streamed put: S3's smallest, so at most one part is held at a time. */
const PART_BYTES = 5 * 1024 * 1024;

/** The client of an S3-compatible store (MinIO, AWS S3, ...) from the settings. */
export function s3Client(settings: S3Settings): S3Client {
  const options: S3ClientConfig = {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: stores other than AWS (MinIO, s3rver) do not all
    // take the SDK's default trailing checksums on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  // Keys given in the environment; without them the SDK's default chain (profile, instance role, ...).
  if (settings.credentials) options.credentials = settings.credentials;
  return new S3Client(options);
}

function missing(err: unknown): boolean {
  return err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata?.httpStatusCode === 404);
}

/**
 * Files in an S3-compatible bucket, one object per key (`<prefix><key>`). Puts of a stream go up
 * in 5 MB parts (lib-storage's Upload, one part in flight); reads hand back the response body,
 * so neither way holds a whole file.
 */
export class S3Storage extends FileStorage {
  readonly name: StorageName = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = s3Client(settings);
  }

  private objectOf(key: string): string {
    assertKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async store(key: string, body: FileBody): Promise<StoredFile> {
    const object = this.objectOf(key);
    const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.settings.bucket, Key: object, Body: body, ContentLength: body.length, ContentType: type }),
      );
      return { key, size: body.length };
    }
    let size = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    body.once('error', (err) => counted.destroy(err));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: object, Body: counted, ContentType: type },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
    return { key, size };
  }

  async open(key: string): Promise<Readable | null> {
    if (!STORAGE_KEY.test(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectOf(key) }));
      return answer.Body as Readable;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    if (!STORAGE_KEY.test(key)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectOf(key) }));
    } catch (err) {
      if (!missing(err)) throw err;
    }
  }

  /** The bucket answers (HeadBucket) within the time given. */
  async ping(timeoutMs: number): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  }

  close(): void {
    this.client.destroy();
  }
}
