import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

export interface Proxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The upstream (index into the list given) that answered each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A small round-robin reverse proxy standing in for nginx (deploy/nginx.conf) in tests: each
 * request goes to the next upstream in turn, with the client's Host kept as sent, the address
 * the proxy saw appended to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`) and
 * X-Forwarded-Proto set. Each answer names the upstream that gave it in `X-Upstream`.
 */
export async function startProxy(upstreams: string[]): Promise<Proxy> {
  if (!upstreams.length) throw new Error('startProxy needs at least one upstream');
  const targets = upstreams.map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 32 });
  const served: number[] = [];
  let next = 0;

  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    const target = targets[index];
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const prior = req.headers['x-forwarded-for'];
    const seen = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = prior ? `${String(prior)}, ${seen}` : seen;
    headers['x-forwarded-proto'] = 'http';

    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        served.push(index);
        const out: http.OutgoingHttpHeaders = { ...answer.headers, 'x-upstream': String(index) };
        for (const name of HOP_BY_HOP) delete out[name];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': String(index) });
      res.end(`Bad gateway: ${err.message}`);
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
