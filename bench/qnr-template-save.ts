// Prints how long the designer's calls take on a template of 200 questions (sections, conditions,
// matrices) against the real server on PGlite (or PostgreSQL with TEST_DATABASE_URL): the first
// save, opening it (design and version in one transaction) and saving it again over itself with
// the conflict check. Figures only, never asserted.
// Run: npx tsx bench/qnr-template-save.ts  (or npm run bench:qnr-templates)
import { performance } from 'node:perf_hooks';
import type { DesignQuestionInput, TemplateDesignInput } from '@portal/rules';
import { signInAs } from '../server/src/test/sign-in-as';
import { startTestServer } from '../server/src/test/test-server';

const QUESTIONS = 200;
const ROUNDS = 5;

function design(): TemplateDesignInput {
  const questions: DesignQuestionInput[] = [];
  for (let n = 1; questions.length < QUESTIONS; n += 1) {
    if (n % 20 === 1) questions.push({ key: `s${n}`, type: 'section', title: `Del ${Math.ceil(n / 20)}` });
    if (n % 25 === 0)
      questions.push({
        key: `q${n}`,
        type: 'composite',
        title: `Matrise ${n}`,
        inner: [
          { key: `q${n}a`, title: 'Stilling', type: 'text' },
          { key: `q${n}b`, title: 'År', type: 'number' },
        ],
      });
    else if (n % 5 === 0)
      questions.push({
        key: `q${n}`,
        type: 'text',
        title: `Oppfølging ${n}`,
        showIf: { question: `q${n - 1}`, op: 'eq', value: true },
      });
    else if (n % 5 === 4)
      questions.push({ key: `q${n}`, type: 'yesno', title: `Ja eller nei ${n}`, required: true });
    else
      questions.push({
        key: `q${n}`,
        type: 'single',
        title: `Spørsmål ${n}`,
        choices: [
          { value: '1', text: 'Lite' },
          { value: '2', text: 'Noe' },
          { value: '3', text: 'Mye' },
        ],
      });
  }
  return { template: { title: 'Benk: 200 spørsmål', flags: {} }, questions };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startTestServer();
try {
  const token = await signInAs(server, 'demo', 'admin');
  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const answer = await server.request('/api/srvproxy/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = answer.json<{ data?: T; errors?: { message: string }[] }>();
    if (body.errors) throw new Error(body.errors[0]!.message);
    return body.data!;
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { ms: performance.now() - started, result };
  };
  const SAVE = `mutation ($id: bigint, $at: timestamptz, $design: jsonb!) {
    qnrTemplateSave(template_id: $id, expected_updated_at: $at, design: $design) { id updated_at } }`;
  const OPEN = `mutation ($id: bigint!) { qnrTemplateOpen(template_id: $id) { updated_at design } }`;
  const creates: number[] = [];
  const opens: number[] = [];
  const saves: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const created = await timed(() =>
      gql<{ qnrTemplateSave: { id: string } }>(SAVE, { id: null, at: null, design: design() }),
    );
    creates.push(created.ms);
    const id = created.result.qnrTemplateSave.id;
    const opened = await timed(() =>
      gql<{ qnrTemplateOpen: { updated_at: string; design: TemplateDesignInput } }>(OPEN, { id }),
    );
    opens.push(opened.ms);
    const { updated_at, design: stored } = opened.result.qnrTemplateOpen;
    saves.push((await timed(() => gql(SAVE, { id, at: updated_at, design: stored }))).ms);
  }
  console.log(
    `questionnaire designer, a template of ${QUESTIONS} questions (${server.db.kind}, ${ROUNDS} rounds, median):`,
  );
  console.log(`  first save (create):            ${median(creates).toFixed(0).padStart(5)} ms`);
  console.log(`  open (design and version):      ${median(opens).toFixed(0).padStart(5)} ms`);
  console.log(`  save over itself (conflict ok): ${median(saves).toFixed(0).padStart(5)} ms`);
} finally {
  await server.close();
}
