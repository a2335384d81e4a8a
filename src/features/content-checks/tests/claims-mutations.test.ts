// The claims check against its mutation corpus (claims/mutations.ts): false sentences made from the
// facts, planted on an API, an iOS SDK and a Web SDK page. The check must stop at least 95% of them,
// and most of each kind; the corpus itself must be large, varied and the same on every run.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadKnowledge} from '../claims/check.ts';
import {catchRate, describeCatchRate, generateMutations, MUTATION_KINDS} from '../claims/mutations.ts';

const knowledge = loadKnowledge();
const corpus = generateMutations(knowledge);

test('the corpus: hundreds of sentences, every kind well represented, the same on every run', () => {
  assert.ok(corpus.length >= 250, `${corpus.length} mutations`);
  for (const kind of MUTATION_KINDS)
    assert.ok(corpus.filter((mutation) => mutation.kind === kind).length >= 10, `too few ${kind} mutations`);
  assert.deepEqual(generateMutations(knowledge), corpus);
});

test('the claims check stops at least 95% of the corpus, and at least 75% of each kind', () => {
  const rate = catchRate(knowledge, corpus);
  const summary = `${describeCatchRate(rate)}; missed, for example: ${rate.missed
    .slice(0, 5)
    .map(({sentence}) => sentence)
    .join(' | ')}`;
  assert.ok(rate.caught / rate.total >= 0.95, summary);
  for (const kind of MUTATION_KINDS) {
    const {caught, total} = rate.byKind[kind];
    assert.ok(caught / total >= 0.75, `${kind}: ${summary}`);
  }
});
