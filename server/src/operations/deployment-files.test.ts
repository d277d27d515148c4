import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DCLinter } from 'dclint';
import { validate } from 'dockerfile-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../test/built-server';

// Issue 27 item 1: this machine has no container runtime, so the Dockerfile and compose.yaml are
// linted here, in `npm test`: the Dockerfile with dockerfile-utils (the checks of the Dockerfile
// language server: unknown instructions, wrong arguments, a second CMD or HEALTHCHECK in a stage,
// JSON in single quotes...), compose.yaml with dclint (the Compose Specification's JSON schema, and
// its rules: images with a concrete tag, ports bound to an interface, duplicate names and ports).
// Each linter is also shown a broken file, so a linter that stopped looking fails here too.

const dockerfileFindings = (content: string) =>
  validate(content).map((d) => `Dockerfile:${d.range.start.line + 1}: ${d.message}`);

// dclint's ordering rules (keys, services, top-level properties in its own order) are style, not
// correctness: compose.yaml keeps the order in which an operator reads it. (Its quotes are
// prettier's, single, as dclint wants them in ports.)
const composeLinter = new DCLinter({
  rules: {
    'service-keys-order': 0,
    'services-alphabetical-order': 0,
    'top-level-properties-order': 0,
  },
  quiet: true,
  debug: false,
  exclude: [],
});
const composeFindings = (file: string) =>
  composeLinter
    .lintFiles([file], false)
    .flatMap((result) =>
      result.messages.map((m) => `${path.basename(file)}:${m.line}: ${m.type} ${m.rule}: ${m.message}`),
    );

describe('the Dockerfile', () => {
  it('has no finding of dockerfile-utils', async () => {
    expect(dockerfileFindings(await readFile(path.join(REPO, 'Dockerfile'), 'utf8'))).toEqual([]);
  });

  it('runs as the unprivileged user, with a health check on /readyz and drain on SIGTERM', async () => {
    const runtime =
      (await readFile(path.join(REPO, 'Dockerfile'), 'utf8')).split(/^FROM .* AS runtime$/m)[1] ?? '';
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^]*\/readyz/m);
    expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(runtime).toMatch(/^CMD \["npm", "start", "--", "--no-build"\]$/m);
  });

  it('is checked: a broken Dockerfile has findings', () => {
    const broken = 'FROM node:22-bookworm-slim\nCOPY package.json\nEXPOSE web\nCMD ["a"]\nFRM x\n';
    expect(dockerfileFindings(broken)).toEqual([
      'Dockerfile:2: COPY requires at least two arguments',
      'Dockerfile:3: Invalid containerPort: web',
      'Dockerfile:5: Unknown instruction: FRM',
    ]);
  });
});

describe('compose.yaml', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-compose-lint-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('is valid under the Compose Specification and has no finding of dclint', () => {
    expect(composeFindings(path.join(REPO, 'compose.yaml'))).toEqual([]);
  });

  it('is checked: a broken compose file has findings', async () => {
    const unknownKey = path.join(dir, 'unknown-key.yaml');
    await writeFile(unknownKey, 'services:\n  portal:\n    image: portal:1\n    stop_grace: 35s\n');
    expect(composeFindings(unknownKey).join('\n')).toMatch(/invalid-schema.*additional properties/);
    const latest = path.join(dir, 'latest.yaml');
    await writeFile(
      latest,
      "name: x\nservices:\n  minio:\n    image: minio/minio:latest\n    ports:\n      - '9000:9000'\n",
    );
    expect(composeFindings(latest)).toEqual([
      expect.stringMatching(/error no-unbound-port-interfaces/),
      expect.stringMatching(/error service-image-require-explicit-tag/),
    ]);
  });
});
