import http from 'node:http';
import net from 'node:net';

// Real local stand-ins for the outside services (issue 18.5): an HTTP service whose answer the test
// sets, and an SMTP server that refuses or accepts mail. Both can be stopped (the port then refuses
// connections) and started again on the same port.

export interface StandIn {
  port: number;
  /** Requests seen: method, path and body. */
  requests: { method: string; path: string; body: string }[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function listenOn(server: http.Server | net.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function closeServer(server: http.Server | net.Server): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** An HTTP stand-in: `answer` decides each reply (status, JSON body). */
export async function startHttpStandIn(
  answer: (request: { method: string; path: string; body: string }, port: number) => { status: number; body: unknown },
): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  let port = 0;
  const make = () =>
    http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const seen = { method: req.method ?? 'GET', path: req.url ?? '/', body: Buffer.concat(chunks).toString('utf8') };
        requests.push(seen);
        const { status, body } = answer(seen, port);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
  let server = make();
  port = await listenOn(server, 0);
  return {
    get port() {
      return port;
    },
    requests,
    stop: () => closeServer(server),
    async start() {
      server = make();
      await listenOn(server, port);
    },
  };
}

/**
 * A minimal SMTP server. While `refuse` is set it greets with the given reply and hangs up (as a
 * server in maintenance does); otherwise it accepts every message and keeps its text.
 */
export async function startSmtpStandIn(): Promise<StandIn & { refuse: string | null; messages: string[] }> {
  const messages: string[] = [];
  let port = 0;
  const state = { refuse: null as string | null };
  const make = () =>
    net.createServer((socket) => {
      if (state.refuse) {
        socket.end(`${state.refuse}\r\n`);
        return;
      }
      socket.write('220 stand-in ESMTP\r\n');
      let data: string[] | null = null;
      let buffer = '';
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        let newline = buffer.indexOf('\r\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 2);
          if (data) {
            if (line === '.') {
              messages.push(data.join('\n'));
              data = null;
              socket.write('250 2.0.0 queued\r\n');
            } else data.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 stand-in\r\n');
          else if (/^DATA/i.test(line)) {
            data = [];
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
          newline = buffer.indexOf('\r\n');
        }
      });
      socket.on('error', () => undefined);
    });
  let server = make();
  port = await listenOn(server, 0);
  return {
    get port() {
      return port;
    },
    requests: [],
    messages,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: string | null) {
      state.refuse = value;
    },
    stop: () => closeServer(server),
    async start() {
      server = make();
      await listenOn(server, port);
    },
  };
}
