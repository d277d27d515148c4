/**
 * A minimal GraphiQL-like page for development: no CDN (the machines here have no internet), just a
 * form that posts the query with the session token from localStorage and shows the answer.
 */
export function graphiqlPage(endpoint: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GraphQL explorer</title>
<style>body{font:14px system-ui;margin:0;display:grid;grid-template-columns:1fr 1fr;height:100vh}
textarea,pre{box-sizing:border-box;width:100%;margin:0;padding:8px;font:13px ui-monospace,monospace;border:0;border-right:1px solid #ccc}
.left{display:grid;grid-template-rows:auto 3fr 1fr auto}pre{overflow:auto;background:#fafafa}
header,footer{padding:8px;background:#eee;display:flex;gap:8px;align-items:center}input{flex:1}</style></head>
<body><div class="left"><header><label for="token">Bearer token</label><input id="token" placeholder="session token">
<label for="role">x-hasura-role</label><input id="role" style="flex:0 0 8em"></header>
<textarea id="query" aria-label="query">query { __typename }</textarea>
<textarea id="variables" aria-label="variables">{}</textarea>
<footer><button id="run">Run (Ctrl+Enter)</button></footer></div>
<pre id="result" aria-live="polite"></pre>
<script>
const $ = (id) => document.getElementById(id);
$('token').value = localStorage.getItem('graphiql.token') || '';
async function run() {
  localStorage.setItem('graphiql.token', $('token').value);
  const headers = { 'content-type': 'application/json' };
  if ($('token').value) headers.authorization = 'Bearer ' + $('token').value;
  if ($('role').value) headers['x-hasura-role'] = $('role').value;
  let variables = {};
  try { variables = JSON.parse($('variables').value || '{}'); } catch (e) { $('result').textContent = 'variables: ' + e.message; return; }
  const res = await fetch(${JSON.stringify(endpoint)}, { method: 'POST', headers, body: JSON.stringify({ query: $('query').value, variables }) });
  $('result').textContent = JSON.stringify(await res.json(), null, 2);
}
$('run').onclick = run;
document.addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run(); });
</script></body></html>`;
}
