// Issue 14 figures: a 100 MB upload through POST /api/files raises the server's memory by how much,
// and upload/download throughput on localhost in MB/s, for the file-system store and for an
// S3-compatible one (s3rver, in a child process so its own memory is not counted).
// The server runs in this process; the client generates the body lazily (64 KB at a time), so the
// rise is the server's streaming. Run: npx tsx bench/storage-upload.ts [--mb=100]
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer, type TestServer } from '../server/src/test/test-server';

const MB = Number(process.argv.find((a) => a.startsWith('--mb='))?.slice(5) ?? 100);
const CHUNK = 64 * 1024;
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function startS3rver(): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-s3-'));
  const script = path.join(dir, 's3.mjs');
  await writeFile(
    script,
    `import S3rver from ${JSON.stringify(path.resolve(import.meta.dirname, '../node_modules/s3rver/lib/s3rver.js'))};
     const s = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: 'bench', configs: [] }] });
     const a = await s.run(); process.send({ port: a.port });`,
  );
  const child = fork(script, [], { stdio: 'ignore' });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  return { port, child, dir };
}

function upload(server: TestServer, token: string, bytes: number): Promise<{ status: number; seconds: number; id: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path: '/api/files?name=stor.png', method: 'POST',
        headers: { host: 'demo.localhost', authorization: `Bearer ${token}`, 'content-length': String(bytes) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { id?: number };
          resolve({ status: response.statusCode ?? 0, seconds, id: body.id ?? 0 });
        });
      },
    );
    request.on('error', reject);
    let sent = 0;
    const zero = Buffer.alloc(CHUNK, 7);
    const write = () => {
      while (sent < bytes) {
        const head = sent === 0 ? Buffer.concat([PNG_HEAD, zero.subarray(PNG_HEAD.length)]) : zero;
        const piece = head.subarray(0, Math.min(CHUNK, bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

function download(server: TestServer, token: string, id: number): Promise<{ bytes: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get({ host: '127.0.0.1', port: server.port, path: `/api/files/${id}`, headers: { host: 'demo.localhost', authorization: `Bearer ${token}` } }, (response) => {
        let bytes = 0;
        response.on('data', (c: Buffer) => (bytes += c.length));
        response.on('end', () => resolve({ bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 }));
      })
      .on('error', reject);
  });
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startTestServer({ env: { UPLOAD_MAX_MB: String(MB + 1), ...env } });
  try {
    const token = await signInAs(server, 'demo', 'staff');
    await upload(server, token, 1024 * 1024); // warm up the route, the store and the JIT
    global.gc?.();
    const js = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const baseline = process.memoryUsage().rss;
    const jsBaseline = js();
    let peak = baseline;
    let jsPeak = jsBaseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      jsPeak = Math.max(jsPeak, js());
    }, 10);
    const up = await upload(server, token, MB * 1024 * 1024);
    clearInterval(sampler);
    if (up.status !== 201) throw new Error(`upload answered ${up.status}`);
    const down = await download(server, token, up.id);
    console.log(
      `${label.padEnd(24)} ${MB} MB upload: memory rise ${((peak - baseline) / 1024 / 1024).toFixed(1).padStart(5)} MB rss, ` +
        `${((jsPeak - jsBaseline) / 1024 / 1024).toFixed(1).padStart(5)} MB heap+buffers, ` +
        `upload ${(MB / up.seconds).toFixed(0).padStart(4)} MB/s, download ${(down.bytes / 1024 / 1024 / down.seconds).toFixed(0).padStart(4)} MB/s`,
    );
  } finally {
    await server.close();
  }
}

await measure('file system (DATA_DIR)', {});
const s3 = await startS3rver();
try {
  await measure('S3-compatible (s3rver)', {
    S3_BUCKET: 'bench',
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
} finally {
  s3.child.kill();
  await rm(s3.dir, { recursive: true, force: true });
}
