import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../server/src/storage/file-storage.js';
import { STORAGE_KEY } from '../../server/src/storage/file-storage.js';
import { isStoreFault } from '../../server/src/storage/file-storages.js';
import { LocalDiskStorage } from '../../server/src/storage/local-disk.storage.js';
import { S3Storage } from '../../server/src/storage/s3.storage.js';
import { freePort } from '../support/processes.js';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { tempDir } from '../support/test-app.js';
import { waitUntilSteady } from '../support/wait.js';

// Issue 28: the same storage contract on both drivers, the local disk and an S3 server (s3rver
// here; MinIO in docker-compose): put (bytes and stream), read, a 20 MB file streamed both ways
// without being held whole, a missing key, delete.
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

interface Driver {
  storage: FileStorage;
  /** Bytes that have reached the store so far. */
  arrived(): number;
  /** Bytes the store has handed out for this stream so far. */
  delivered(stream: Readable): number;
  close(): Promise<void>;
}

function dirBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    const p = path.join(dir, String(f));
    try {
      const st = fs.statSync(p);
      if (st.isFile()) n += st.size;
    } catch {
      // renamed meanwhile
    }
  }
  return n;
}

/** A deterministic 20 MB (or `total`) stream, 64 KB per read, that calls `onOffset` as it is pulled. */
function bigStream(total: number, onOffset: (offset: number) => void = () => undefined): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  let offset = 0;
  const stream = new Readable({
    highWaterMark: CHUNK,
    read() {
      if (offset >= total) return void this.push(null);
      onOffset(offset);
      const chunk = Buffer.alloc(Math.min(CHUNK, total - offset), offset / CHUNK);
      chunk.writeUInt32BE(offset, 0);
      hash.update(chunk);
      offset += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const dir = tempDir('files');
      return {
        storage: new LocalDiskStorage(dir),
        arrived: () => dirBytes(dir),
        delivered: (stream) => (stream as fs.ReadStream).bytesRead ?? 0,
        close: async () => undefined,
      };
    },
  ],
  [
    'S3 server (MinIO through Testcontainers where Docker answers, else s3rver)',
    async () => {
      const s3: TestS3 = await startTestS3();
      const storage = new S3Storage(s3.settings);
      return {
        storage,
        arrived: () => s3.receivedBytes(),
        delivered: () => s3.sentBytes(),
        close: async () => {
          storage.close();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(drivers)('File storage contract: %s (issue 28)', (_name, make) => {
  let d: Driver;
  beforeAll(async () => {
    d = await make();
  });
  afterAll(() => d?.close());

  it('puts bytes under a new random key and reads them back', async () => {
    const bytes = Buffer.from('a photo, as bytes');
    const a = await d.storage.put(bytes, 'jpg');
    const b = await d.storage.put(bytes, 'png');
    expect(a.key).toMatch(STORAGE_KEY);
    expect(a.key.endsWith('.jpg') && b.key.endsWith('.png')).toBe(true);
    expect(a.key).not.toBe(b.key);
    expect(a.size).toBe(bytes.length);
    expect(await bytesOf((await d.storage.open(a.key))!)).toEqual(bytes);
  });

  it('puts a stream and reads it back; stores under a given key, replacing', async () => {
    const stored = await d.storage.put(Readable.from([Buffer.from('part one, '), Buffer.from('part two')]), 'webp');
    expect(stored.size).toBe(18);
    expect((await bytesOf((await d.storage.open(stored.key))!)).toString()).toBe('part one, part two');
    await d.storage.store(stored.key, Buffer.from('replaced'));
    expect((await bytesOf((await d.storage.open(stored.key))!)).toString()).toBe('replaced');
  });

  it('streams a 20 MB file in and out without holding it whole', async () => {
    const total = 20 * MB;
    const before = d.arrived();
    let arrivedAt16: number | null = null;
    const source = bigStream(total, (offset) => {
      if (arrivedAt16 === null && offset >= 16 * MB) arrivedAt16 = d.arrived() - before;
    });
    const stored = await d.storage.put(source.stream, 'jpg');
    expect(stored.size).toBe(total);
    // When the source was asked for its 17th megabyte, most of the first 16 had reached the store
    // (measured: 16 MB on disk, 15 MB at s3rver with its 5 MB parts).
    expect(arrivedAt16).toBeGreaterThanOrEqual(8 * MB);

    const sentBefore = d.delivered(new Readable());
    const stream = (await d.storage.open(stored.key))!;
    const iterator = stream[Symbol.asyncIterator]();
    const first = (await iterator.next()).value as Buffer;
    expect(first.length).toBeGreaterThan(0);
    // One chunk read and the reader paused: once the store has stopped handing out bytes (the
    // buffers between it and the reader are full), it has handed out only a part of the file
    // (measured: 128 KB from disk, 4 MB from s3rver, most of it in the sockets' buffers).
    const handedOut = await waitUntilSteady('the bytes handed out to a paused reader', () => d.delivered(stream));
    expect(handedOut - sentBefore).toBeLessThan(12 * MB);
    const hash = createHash('sha256').update(first);
    let size = first.length;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      hash.update(next.value as Buffer);
      size += (next.value as Buffer).length;
    }
    expect(size).toBe(total);
    expect(hash.digest('hex')).toBe(source.sha256());
  });

  it('answers null for a missing key and for what is not a key', async () => {
    expect(await d.storage.open('0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(await d.storage.open('../../etc/passwd')).toBeNull();
  });

  it('removes a file; removing a missing one is no error', async () => {
    const { key } = await d.storage.put(Buffer.from('to go'), 'jpg');
    await d.storage.remove(key);
    expect(await d.storage.open(key)).toBeNull();
    await expect(d.storage.remove(key)).resolves.toBeUndefined();
    await expect(d.storage.remove('0123456789abcdef0123456789abcdef.png')).resolves.toBeUndefined();
  });
});

describe('S3 driver faults (issue 28)', () => {
  it('a store that does not answer is a store fault (the file route answers 503), not a missing file', async () => {
    const port = await freePort();
    const storage = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'portal-files',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: '',
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    const err = await storage.open('0123456789abcdef0123456789abcdef.jpg').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(isStoreFault(err)).toBe(true);
    storage.close();
  });
});
