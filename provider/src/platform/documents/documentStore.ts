// Where uploaded documents' bytes live: files under DATA_DIR in the embedded default, any S3-compatible store
// (MinIO in docker-compose.yml) at scale. Keys are opaque paths the caller makes; bytes arrive already sealed.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export interface DocumentStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
  /** Lets go of connections, when it holds any. */
  close?(): void;
}

/** A key is letters, digits, '-', '_' and '/'-separated segments: never '..', never absolute. */
const KEY = /^[\w-]+(\/[\w-]+)*$/;
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under a directory; each put writes a temporary file and renames it, so a reader never sees half a file. */
class FileDocumentStore implements DocumentStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  #path(key: string): string {
    const path = resolve(join(this.#root, checkKey(key)));
    if (!path.startsWith(this.#root + sep)) throw new Error(`a document key escapes the store: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const partial = `${path}.partial-${process.pid}`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}

interface S3StoreOptions {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3 bucket through the AWS SDK, path-style so MinIO and other S3-compatible servers answer; made if missing. */
export class S3DocumentStore implements DocumentStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  #bucketReady: Promise<void> | null = null;

  constructor(options: S3StoreOptions) {
    this.#bucket = options.bucket;
    this.#client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  /** The bucket, made on first use when it is not there (another process making it first is fine). */
  #ensureBucket(): Promise<void> {
    this.#bucketReady ??= (async () => {
      try {
        await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
      } catch {
        await this.#client.send(new CreateBucketCommand({ Bucket: this.#bucket })).catch((error: unknown) => {
          const name = (error as { name?: string }).name;
          if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
        });
      }
    })().catch((error: unknown) => {
      this.#bucketReady = null;
      throw error;
    });
    return this.#bucketReady;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.#ensureBucket();
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: checkKey(key),
        Body: bytes,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    await this.#ensureBucket();
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: checkKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#ensureBucket();
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: checkKey(key) }));
  }

  close(): void {
    this.#client.destroy();
  }
}

/** The store the configuration names: DOCUMENT_STORE=file (the default) or s3. */
export function documentStoreFor(config: {
  DOCUMENT_STORE: 'file' | 's3';
  DOCUMENT_DIR?: string | undefined;
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): DocumentStore {
  if (config.DOCUMENT_STORE === 'file')
    return new FileDocumentStore(config.DOCUMENT_DIR ?? join(config.DATA_DIR, 'documents'));
  return new S3DocumentStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  });
}
