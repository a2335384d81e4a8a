// REST samples run against a mock of the spec: a request the spec rejects, a script that breaks on
// a response without its optional fields, and a sample that sends nothing each fail at the sample.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {extractBlocks, extractOpenApiExamples} from '../samples/extract.ts';
import {minimalValue, startMockApi, type MockApi} from '../samples/mock-api.ts';
import {checkRest, restRequirements, restTracks} from '../samples/rest.ts';
import {ensureDebianPackages} from '../../../core/debian.ts';
import {resolveRef, type Schema} from '../../../core/json-pointer.ts';
import {fixtureRoot, page} from './samples-fixture.ts';

const CORRIDOR =
  '{"type": "Polygon", "coordinates": [[[-75.4, 39.64], [-73.62, 40.57], [-73.62, 40.87], [-75.4, 39.94], [-75.4, 39.64]]]}';
const URL = 'https://staging-api.skypath.io/observations/v5/corridor';
const curl = (body: string, headers = '-H "x-api-key: $SKYPATH_API_KEY" ') =>
  `\`\`\`bash\ncurl --fail-with-body -sS -X POST "${URL}" ${headers}-H "Content-Type: application/json" -d '${body}'\n\`\`\``;

let mock: MockApi;
before(async () => {
  ensureDebianPackages(restRequirements);
  mock = await startMockApi('openapi/skypath.yaml', extractOpenApiExamples('.').spec);
});
after(() => mock?.stop());

const run = async (files: Record<string, string>) => checkRest(extractBlocks(fixtureRoot(files)), mock);

test('a valid curl request passes with full and minimal responses', async () => {
  const result = await run({'api/page.md': page(curl(`{"corridor": ${CORRIDOR}, "hours": 2}`))});
  assert.equal(result.checked, 1);
  assert.deepEqual(result.problems, []);
});

test('a curl body the spec rejects fails, naming the file, line and rule', async () => {
  const {problems} = await run({'api/page.md': page(`Text.\n\n${curl(`{"corridor": ${CORRIDOR}, "hours": 3}`)}`)});
  assert.ok(problems.length > 0);
  assert.ok(problems.every((p) => p.file === 'api/page.md' && p.line === 8));
  assert.ok(
    problems.some((p) =>
      /POST \/observations\/v5\/corridor → 400: Request body property hours must be equal to one of the allowed values/.test(
        p.message,
      ),
    ),
  );
});

test('a request without x-api-key, or to a path the spec lacks, fails', async () => {
  const noKey = await run({'api/page.md': page(curl(`{"corridor": ${CORRIDOR}}`, ''))});
  assert.ok(
    noKey.problems.some((p) => /→ 401: Invalid security scheme used/.test(p.message)),
    JSON.stringify(noKey.problems),
  );
  const unknown = await run({
    'api/page.md': page('```bash\ncurl -sS -H "x-api-key: k" https://api.skypath.io/observations/v5/nowhere\n```'),
  });
  assert.ok(unknown.problems.some((p) => /GET \/observations\/v5\/nowhere → 404: Route not resolved/.test(p.message)));
});

test('a request body that breaks the domain fails although the schema accepts it', async () => {
  const large =
    '{"type": "Polygon", "coordinates": [[[-74.2, 40.4], [-73.6, 40.4], [-76.9, 38.7], [-77.6, 38.9], [-74.2, 40.4]]]}';
  const {problems} = await run({'api/page.md': page(curl(`{"corridor": ${large}}`))});
  assert.ok(problems.some((p) => /body corridor: the corridor covers 13,136 km²/.test(p.message)));
});

test('a script that feeds a response into the next request must work when optional fields are absent', async () => {
  const python = `\`\`\`python title="poll.py"
import os
import requests

def fetch(extra):
    body = {"corridor": ${CORRIDOR}, **extra}
    response = requests.post("${URL}", json=body, headers={"x-api-key": os.environ["SKYPATH_API_KEY"]}, timeout=30)
    response.raise_for_status()
    return response.json()["data"]

first = fetch({})
fetch({"lastUpdatedAt": first.get("lastUpdatedAt")})
\`\`\``;
  const {problems} = await run({'api/page.md': page(python)});
  assert.ok(problems.length > 0);
  assert.ok(
    problems.every((p) => /with minimal responses/.test(p.message)),
    'the full responses have lastUpdatedAt',
  );
  assert.ok(problems.some((p) => /Request body property lastUpdatedAt must be integer/.test(p.message)));
});

test('polling loops end after a few rounds; imported files of the page are saved beside the script', async () => {
  const js = [
    `\`\`\`js title="client.mjs"\nexport async function corridor() {\n  const r = await fetch('${URL}', {method: 'POST', headers: {'x-api-key': process.env.SKYPATH_API_KEY, 'Content-Type': 'application/json'}, body: JSON.stringify({corridor: ${CORRIDOR}})});\n  if (!r.ok) throw new Error(String(r.status));\n  return (await r.json()).data;\n}\n\`\`\``,
    '```js title="poll.mjs"\nimport {corridor} from \'./client.mjs\';\nlet rounds = 0;\nconst poll = async () => { await corridor(); rounds++; };\nawait poll();\nsetInterval(poll, 60_000);\n```',
  ].join('\n\n');
  const files = {'api/page.md': page(js)};
  const [track] = restTracks(extractBlocks(fixtureRoot(files)));
  assert.deepEqual(
    track.runs.map((b) => b.attrs.title),
    ['client.mjs', 'poll.mjs'],
    'poll.mjs runs because it uses client.mjs',
  );
  assert.deepEqual((await run(files)).problems, []);
});

test('a sample that names SkyPath but sends nothing fails; norun samples are listed with their reason', async () => {
  const silent = await run({'api/page.md': page(`\`\`\`js\nconst url = '${URL}';\nconsole.log(url);\n\`\`\``)});
  assert.ok(silent.problems.some((p) => /no js sample of the page sent a request/.test(p.message)));
  const listed = await run({
    'api/page.md': page(
      '```bash norun="calls your identity provider"\ncurl https://api.skypath.io/v2/sso/metadata.xml\n```',
    ),
  });
  assert.deepEqual(listed.notRun, [{file: 'api/page.md', line: 6, reason: 'calls your identity provider'}]);
  assert.equal(listed.checked, 0);
});

test('the minimal response keeps only what the schema requires', () => {
  const {spec} = extractOpenApiExamples('.');
  const resolve = (node: Schema | undefined) => resolveRef(spec, node);
  const full = {
    data: {lastUpdatedAt: 1, hexagons: [{id: 'x', alt: 38, sev: 2, edr: 0.1, observedAt: 2}]},
    meta: {},
    links: {},
    warnings: {},
  };
  assert.deepEqual(minimalValue({$ref: '#/components/schemas/HexagonsResponse'}, full, resolve), {
    data: {hexagons: [{id: 'x', alt: 38, sev: 2, observedAt: 2}]},
  });
});

test('TypeScript samples run with tsx and import each other by their titles', async () => {
  const ts = [
    `\`\`\`ts title="client.ts"\nexport async function corridor(): Promise<{hexagons: {id: string}[]}> {\n  const key = process.env.SKYPATH_API_KEY ?? '';\n  const r = await fetch('${URL}', {method: 'POST', headers: {'x-api-key': key, 'Content-Type': 'application/json'}, body: JSON.stringify({corridor: ${CORRIDOR}})});\n  if (!r.ok) throw new Error(String(r.status));\n  return ((await r.json()) as {data: {hexagons: {id: string}[]}}).data;\n}\n\`\`\``,
    '```ts title="main.ts"\nimport {corridor} from \'./client.js\';\n\ncorridor().then((data) => console.log(data.hexagons.length));\n```',
  ].join('\n\n');
  const files = {'api/page.md': page(ts)};
  const [track] = restTracks(extractBlocks(fixtureRoot(files)));
  assert.deepEqual(
    track.runs.map((b) => b.attrs.title),
    ['client.ts', 'main.ts'],
  );
  const result = await run(files);
  assert.deepEqual(result.problems, []);
  assert.equal(result.checked, 2);
});

test('a TypeScript sample fails on a type error, at its line, and on a corridor that breaks the domain', async () => {
  const typeError = `\`\`\`ts\nconst response = await fetch('${URL}', {\n  method: 'POST',\n  headers: {'x-api-key': process.env.SKYPATH_API_KEY, 'Content-Type': 'application/json'},\n  body: JSON.stringify({corridor: ${CORRIDOR}}),\n});\nconsole.log(response.status);\n\`\`\``;
  const typed = await run({'api/page.md': page(typeError)});
  assert.ok(
    typed.problems.some((p) => p.file === 'api/page.md' && p.line === 9 && /^TS2322: /.test(p.message)),
    JSON.stringify(typed.problems),
  );
  const dented =
    '{"type": "Polygon", "coordinates": [[[-75.4, 39.64], [-74.5, 40.3], [-73.62, 40.57], [-73.62, 40.87], [-75.4, 39.94], [-75.4, 39.64]]]}';
  const concave = `\`\`\`ts\nasync function main(): Promise<void> {\n  const response = await fetch('${URL}', {\n    method: 'POST',\n    headers: {'x-api-key': process.env.SKYPATH_API_KEY ?? '', 'Content-Type': 'application/json'},\n    body: JSON.stringify({corridor: ${dented}}),\n  });\n  console.log(response.status);\n}\n\nmain();\n\`\`\``;
  const {problems} = await run({'api/page.md': page(concave)});
  assert.ok(
    problems.some((p) => /body corridor: the corridor is not convex/.test(p.message)),
    JSON.stringify(problems),
  );
});
