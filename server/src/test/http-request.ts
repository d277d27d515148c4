import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A plain HTTP request with a chosen Host header (fetch refuses to set Host, and Node's resolver
 * does not resolve *.localhost), so tests reach a tenant's subdomain on 127.0.0.1.
 */
export function httpRequest(
  port: number,
  pathAndQuery: string,
  init: { host: string; method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathAndQuery,
        method: init.method ?? 'GET',
        headers: { host: init.host, ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}
