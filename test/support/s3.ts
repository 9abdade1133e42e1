import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import net, { type Socket } from 'node:net';
import type { S3Settings } from '../../server/src/config/app-config.js';
import { freePort } from './processes.js';
import { tempDir } from './test-app.js';

/**
 * An S3 server for the tests: MinIO through Testcontainers where a Docker engine answers (the
 * image docker-compose.yml runs), else s3rver (an S3 implementation in Node, on its own
 * directory) on a free port; TEST_S3=s3rver forces the second. The object store is outside the
 * portal's machine, so this stands in for MinIO or AWS S3; the portal talks to it with the real
 * SDK over HTTP, through a counting TCP relay so a test can see how many bytes crossed the wire.
 */
export interface TestS3 {
  /** Which server answers: 'minio' or 's3rver'. */
  kind: 'minio' | 's3rver';
  settings: S3Settings;
  /** The portal's environment settings for this store (FILES_STORAGE left to the caller). */
  env: Record<string, string>;
  /** Bytes the server has read from and written to its connections so far (bodies and headers). */
  receivedBytes(): number;
  sentBytes(): number;
  close(): Promise<void>;
}

/** The MinIO release docker-compose.yml pins. */
const MINIO_IMAGE = 'minio/minio:RELEASE.2025-09-07T16-13-09Z';

async function dockerAnswers(): Promise<boolean> {
  if (process.env.TEST_S3 === 's3rver') return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        getContainerRuntimeClient(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 5000))),
      ]);
    } finally {
      clearTimeout(timer);
    }
    return true;
  } catch {
    return false;
  }
}

/** A TCP relay on a free port to host:port that counts the bytes each way. */
async function countingRelay(host: string, port: number) {
  let received = 0;
  let sent = 0;
  const sockets = new Set<Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host, port });
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => (received += chunk.length));
    upstream.on('data', (chunk: Buffer) => (sent += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  const listenPort = await freePort();
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${listenPort}`,
    received: () => received,
    sent: () => sent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function settingsOf(endpoint: string, bucket: string, key: string, secret: string): Pick<TestS3, 'settings' | 'env'> {
  return {
    settings: {
      endpoint,
      bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: '',
      credentials: { accessKeyId: key, secretAccessKey: secret },
    },
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: key, AWS_SECRET_ACCESS_KEY: secret },
  };
}

async function startMinio(bucket: string): Promise<TestS3> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const user = 'portal-test';
  const password = 'portal-test-secret';
  const container = await new GenericContainer(MINIO_IMAGE)
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: user, MINIO_ROOT_PASSWORD: password })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/ready', 9000))
    .start();
  const relay = await countingRelay(container.getHost(), container.getMappedPort(9000));
  const s3 = settingsOf(relay.endpoint, bucket, user, password);
  const client = new S3Client({
    endpoint: relay.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: user, secretAccessKey: password },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  let closed = false;
  return {
    kind: 'minio',
    ...s3,
    receivedBytes: relay.received,
    sentBytes: relay.sent,
    close: async () => {
      if (closed) return;
      closed = true;
      await relay.close();
      await container.stop();
    },
  };
}

/** s3rver's built-in key pair (it checks every request's signature against it). */
const S3RVER_KEY = 'S3RVER';

async function startS3rver(bucket: string): Promise<TestS3> {
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('s3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const http = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
  const relay = await countingRelay('127.0.0.1', port);
  return {
    kind: 's3rver',
    ...settingsOf(relay.endpoint, bucket, S3RVER_KEY, S3RVER_KEY),
    receivedBytes: relay.received,
    sentBytes: relay.sent,
    close: async () => {
      if (!http.listening) return;
      await relay.close();
      http.closeAllConnections();
      await server.close();
    },
  };
}

export async function startTestS3(bucket = 'portal-files'): Promise<TestS3> {
  return (await dockerAnswers()) ? startMinio(bucket) : startS3rver(bucket);
}
