// The docs MCP server's search index, on small inputs. The server itself is tested end to end over
// stdio by mcp.spec.ts beside this file.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createIndex, passages, terms} from '../src/search';

test('terms: lower case, stop words out, stemmed, code split at its punctuation', () => {
  assert.deepEqual(terms('The corridors of the API'), ['corridor', 'api']);
  assert.deepEqual(terms('migration'), terms('migrations'));
  assert.deepEqual(terms('`CoreUtils.debounce`'), ['coreutil', 'debounc']);
});

test('passages follow the headings, not a # inside code', () => {
  const parts = passages('Intro.\n\n## First\n\nOne.\n\n```bash\n## not a heading\n```\n\n### Second\n\nTwo.\n');
  assert.deepEqual(
    parts.map((part) => part.heading ?? ''),
    ['', 'First', 'Second'],
  );
  assert.deepEqual(
    passages('## `CoreUtils.debounce`\n\nText.\n').map((part) => part.heading),
    ['CoreUtils.debounce'],
  );
});

test('ranking: title first, a phrase before scattered words, restating pages half', () => {
  const index = createIndex([
    {id: 'title', title: 'Flight plans', text: 'Send plans.', weight: 1},
    {id: 'body', title: 'Other', text: 'Flight plans are sent. '.repeat(3), weight: 1},
    {id: 'scattered', title: 'Scattered', text: 'A flight. Many plans. Another flight.', weight: 1},
    {id: 'faq', title: 'Flight plans FAQ', text: 'Flight plans.', weight: 0.5},
    {id: 'one-word', title: 'Flight', text: 'Flight flight flight.', weight: 1},
  ]);
  const ids = index.search('flight plans').map((hit) => hit.id);
  assert.equal(ids[0], 'title');
  assert.ok(ids.indexOf('body') < ids.indexOf('scattered'), ids.join());
  assert.ok(ids.indexOf('title') < ids.indexOf('faq'), ids.join());
  assert.deepEqual(
    index.search('flight plans', {filter: (id) => id === 'faq'}).map((hit) => hit.id),
    ['faq'],
  );
  assert.deepEqual(index.search('the of'), []);
  const [hit] = index.search('sent');
  assert.equal(hit?.id, 'body');
  assert.match(hit?.passage.text ?? '', /sent/);
});
