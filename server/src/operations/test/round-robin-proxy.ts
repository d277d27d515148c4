import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

// The reverse proxy of compose.yaml (Caddy's `reverse_proxy portal-1 portal-2 { lb_policy
// round_robin }`) in a few lines, for the topology test: every request and websocket upgrade for a
// `*.localhost` host goes to the next instance in turn, with its Host kept and the client named in
// X-Forwarded-For. Each answer says which instance gave it (`x-instance: 1|2`), so a test can prove
// that two steps were served by different instances.

export interface RoundRobinProxy {
  port: number;
  /** The instance (1-based) of each request and upgrade, in the order they came. */
  served: number[];
  close(): Promise<void>;
}

const TENANT_HOST = /^[a-z0-9-]+\.localhost(:\d+)?$/i;

export async function startRoundRobinProxy(backends: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const pick = () => {
    const index = next;
    next = (next + 1) % backends.length;
    served.push(index + 1);
    return index;
  };
  const sockets = new Set<net.Socket>();
  const forwarded = (req: http.IncomingMessage) => ({
    'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
    'x-forwarded-proto': 'http',
  });

  const server = http.createServer((req, res) => {
    if (!TENANT_HOST.test(req.headers.host ?? '')) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('not a tenant host\n');
      return;
    }
    const index = pick();
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backends[index],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, ...forwarded(req) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index + 1) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-instance': String(index + 1) });
      res.end();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    if (!TENANT_HOST.test(req.headers.host ?? '')) {
      client.end('HTTP/1.1 421 Misdirected Request\r\n\r\n');
      return;
    }
    const index = pick();
    const upstream = net.connect(backends[index] ?? 0, '127.0.0.1', () => {
      let lines = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      for (const [name, value] of Object.entries(forwarded(req))) lines += `${name}: ${value}\r\n`;
      upstream.write(`${lines}\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream).add(client);
    upstream.on('close', () => (sockets.delete(upstream), client.destroy()));
    client.on('close', () => (sockets.delete(client), upstream.destroy()));
    upstream.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
