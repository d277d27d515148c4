import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon in its own process, so the load generator does not share the servers' CPU time. */
export function runAutocannon(options: {
  url: string;
  host: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  seconds: number;
  repoRoot: string;
}): Promise<LoadResult> {
  const bin = path.join(options.repoRoot, 'node_modules', '.bin', 'autocannon');
  const args = [
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-m',
    'POST',
    '-j',
    '-H',
    `host=${options.host}`,
    '-H',
    'content-type=application/json',
  ];
  for (const [k, v] of Object.entries(options.headers)) args.push('-H', `${k}=${v}`);
  args.push('-b', options.body, options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const json = JSON.parse(out) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
        };
        resolve({
          rps: json.requests.average,
          p50: json.latency.p50,
          p99: json.latency.p99,
          errors: json.errors + json.non2xx,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
