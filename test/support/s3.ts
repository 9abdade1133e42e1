import S3rver from 's3rver';
import type { Socket } from 'node:net';
import type { S3Settings } from '../../server/src/config/app-config.js';
import { freePort } from './processes.js';
import { tempDir } from './test-app.js';

/**
 * An S3 server for the tests: s3rver (an S3 implementation in Node, on its own directory) on a
 * free port. The object store is outside the portal's machine, so this stands in for MinIO or
 * AWS S3; the portal talks to it with the real SDK over HTTP.
 */
export interface TestS3 {
  settings: S3Settings;
  /** The portal's environment settings for this store (FILES_STORAGE left to the caller). */
  env: Record<string, string>;
  /** Bytes the server has read from and written to its connections so far (bodies and headers). */
  receivedBytes(): number;
  sentBytes(): number;
  close(): Promise<void>;
}

/** s3rver's built-in key pair (it checks every request's signature against it). */
const KEY = 'S3RVER';

export async function startTestS3(bucket = 'portal-files'): Promise<TestS3> {
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('s3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const sockets = new Set<Socket>();
  const http = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
  http.on('connection', (socket: Socket) => sockets.add(socket));
  const sum = (pick: (s: Socket) => number) => [...sockets].reduce((n, s) => n + pick(s), 0);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      endpoint,
      bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: '',
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    },
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: KEY, AWS_SECRET_ACCESS_KEY: KEY },
    receivedBytes: () => sum((s) => s.bytesRead),
    sentBytes: () => sum((s) => s.bytesWritten),
    close: async () => {
      if (!http.listening) return;
      http.closeAllConnections();
      await server.close();
    },
  };
}
