import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ApiConfig } from '../config.js';

/** What storing a file learnt about it on the way through. */
export interface StoredFile {
  sizeBytes: number;
  sha256: string;
  /** The first bytes, for checking what the file really is. */
  head: Buffer;
}

/**
 * Where uploaded files live. The default keeps them on local disk under
 * DATA_DIR/files; an object store (S3, GCS) is another implementation of these
 * three calls, chosen in `createStorage`. Keys are file ids (UUIDs), never names
 * a user chose.
 */
export interface FileStorage {
  /**
   * Streams `body` to `key`. Fails with FileTooLargeError as soon as more than
   * `maxBytes` arrive; a failed write leaves nothing behind.
   */
  put(key: string, body: Readable, maxBytes: number, headBytes: number): Promise<StoredFile>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

/** Counts, hashes and keeps the head of the bytes passing through; stops past the cap. */
function meter(maxBytes: number, headBytes: number) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
      if (headSize < headBytes) {
        head.push(chunk.subarray(0, headBytes - headSize));
        headSize += Math.min(chunk.length, headBytes - headSize);
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: (): StoredFile => ({ sizeBytes: size, sha256: hash.digest('hex'), head: Buffer.concat(head) }) };
}

/** Files on local disk, two levels of fan-out by the key's first characters. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9-]{8,64}$/.test(key)) throw new Error(`Unsafe storage key ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, body, maxBytes, headBytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      const { stream, result } = meter(maxBytes, headBytes);
      try {
        await pipeline(body, stream, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, target);
      } catch (err) {
        await rm(partial, { force: true });
        // The client may still be sending: drain it so the connection can answer.
        body.resume();
        throw err;
      }
      return result();
    },
    async get(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? createReadStream(path) : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function createStorage(config: ApiConfig): FileStorage {
  return localDiskStorage(join(config.dataDir, 'files'));
}
