// The move of the product facts into facts/ lost nothing: for every page
// unchanged since the move, every claim the sheet supported is supported by the facts
// (`fixtures/claims-with-the-sheet.json`: per page, its hash then and the claims no fact of the
// sheet supported, the allow-list aside). At the move, the two sets were equal; a fact added since
// may support more. A page edited since is held by the claims check itself.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {OPENAPI_SPEC} from '../../../core/contentFolders.mjs';
import {checkClaims, loadKnowledge, type Knowledge} from '../claims/check.ts';
import {specTexts} from '../claims/openapi.ts';
import {readContent} from '../content-model.ts';

type Snapshot = Record<string, {sha256: string; notByFacts: string[]}>;
const snapshot = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'claims-with-the-sheet.json'), 'utf8'),
) as Snapshot;
const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
const unchanged = Object.keys(snapshot).filter((file) => existsSync(file) && hash(file) === snapshot[file]!.sha256);

function notByFacts(knowledge: Knowledge): Record<string, string[]> {
  const pages = unchanged.flatMap((file) =>
    file === OPENAPI_SPEC
      ? specTexts(readFileSync(file, 'utf8')).map(({page}) => ({file, page}))
      : [{file, page: readContent(file)}],
  );
  const {unsupported} = checkClaims(pages, {...knowledge, allowed: []});
  return Object.fromEntries(
    unchanged.map((file) => [
      file,
      unsupported.filter((u) => u.file === file).map((u) => `${u.claim.line} ${u.claim.text}`),
    ]),
  );
}

const knowledge = loadKnowledge();

/** The claims of each page the facts do not support but the sheet did. */
const lost = (now: Record<string, string[]>) =>
  Object.entries(now).flatMap(([file, claims]) =>
    claims.filter((claim) => !snapshot[file]!.notByFacts.includes(claim)).map((claim) => `${file}:${claim}`),
  );

test('on every page unchanged since the move, every claim the sheet supported, the facts support', () => {
  assert.ok(unchanged.length >= 80, `only ${unchanged.length} pages unchanged since the move`);
  assert.deepEqual(lost(notByFacts(knowledge)), []);
});

test('the comparison sees facts go: without those of the corridor area limit, pages that state it lose it', () => {
  const fewer = {...knowledge, facts: knowledge.facts.filter((fact) => !fact.values?.includes(7500))};
  const gone = lost(notByFacts(fewer));
  assert.ok(gone.length > 0, 'removing the facts lost nothing');
  assert.ok(
    gone.every((claim) => /7,500 km²/.test(claim)),
    gone.join('\n'),
  );
});
