// The facts are the repository's own data, reviewed like code: a claim no fact states fails the
// claims check, and passes once its fact, with its source, is added to facts/; a fact without a
// source fails the schema, named.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {loadFacts} from '../../../core/facts.ts';
import {loadKnowledge, unsupportedClaims} from '../claims/check.ts';
import {parseContent} from '../content-model.ts';

/** A copy of the facts and the claims' lists, to add to. */
function copy() {
  const root = mkdtempSync(path.join(tmpdir(), 'facts-'));
  cpSync('facts', path.join(root, 'facts'), {recursive: true});
  cpSync('claims', path.join(root, 'claims'), {recursive: true});
  return root;
}

const addFact = (root: string, file: string, fact: object) => {
  const full = path.join(root, 'facts', file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as {facts: object[]};
  data.facts.push(fact);
  writeFileSync(full, JSON.stringify(data));
};

const PAGE = parseContent(
  '---\ntitle: Refresh\n---\n\nThe corridor operation refreshes its hexagons every 90 seconds.\n',
  'md',
);

/** A new fact as a writer adds it, without its source. */
const REFRESH_INTERVAL = {
  id: 'api.corridor.refresh-interval',
  kind: 'quantity',
  text: '90 seconds',
  values: [90],
  unit: 'second',
  topics: ['corridor', 'update'],
  status: 'confirmed',
};

test('a claim fails until its fact, with a source, is added to facts/', () => {
  const root = copy();
  const before = unsupportedClaims('api/refresh.md', PAGE, loadKnowledge(root), 'rest-api');
  assert.deepEqual(
    before.map((problem) => problem.claim.text),
    ['90 seconds'],
  );
  addFact(root, 'api.json', {...REFRESH_INTERVAL, source: 'SkyPath support, ticket 1234'});
  assert.deepEqual(unsupportedClaims('api/refresh.md', PAGE, loadKnowledge(root), 'rest-api'), []);
});

test('a fact without a source fails the schema, naming its file and id', () => {
  const root = copy();
  addFact(root, 'api.json', REFRESH_INTERVAL);
  assert.throws(() => loadFacts(root), /facts\/api\.json fact "api\.corridor\.refresh-interval": needs "source"/);
});

test('ids are unique across the files', () => {
  const root = copy();
  addFact(root, 'ios.json', {...loadFacts().find((fact) => fact.file === 'facts/api.json'), file: undefined});
  assert.throws(() => loadFacts(root), /ids are unique|must NOT have additional properties/);
});
