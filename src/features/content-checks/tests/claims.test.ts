// The claims check against the real facts: every planted invention fails at its line, including
// ones that reuse the facts' numbers with another meaning; what the facts say passes; arithmetic is
// checked; the allow-list and the one-place rule work both ways.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseContent} from '../content-model.ts';
import {checkClaims, loadKnowledge, parseAllowed, parseArithmetic, type Knowledge} from '../claims/check.ts';
import {specTexts} from '../claims/openapi.ts';

const knowledge = loadKnowledge();
const withAllowed = (yaml: string): Knowledge => ({...knowledge, allowed: parseAllowed(yaml)});

/** The unsupported claims of one page, as "line claim". */
function unsupported(body: string, file = 'api/planted.md', known: Knowledge = withAllowed('[]')) {
  // A title about corridors: claims must not borrow the page's subject to pass.
  const page = parseContent(`---\ntitle: Corridor limits\ndescription: A page.\n---\n\n${body}\n`, 'md');
  const {unsupported: problems} = checkClaims([{file, page}], known);
  return problems.map(({claim}) => `${claim.line} ${claim.text}`);
}

test('inventions fail, with their line, even when they reuse the sheet’s numbers', () => {
  const inventions = [
    ['The corridor operation accepts up to 250 requests per minute.', '250 requests'],
    ['Each airline account is limited to 7,500 users.', '7,500 users'],
    ['A corridor may cover at most 250 km².', '250 km²'],
    ['The nowcast looks 24 hours ahead.', '24 hours'],
    ['The QA checklist has 12 items.', '12 items'],
    ['The corridor operation returns HTTP 429 when you call it too often.', '429'],
    ['The iOS SDK 3.0.25 fixes notifications.', '3.0.25'],
    ['iOS SDK 3.0.0 was released on 2025-05-01.', '2025-05-01'],
    ['The Web SDK is GA.', 'GA'],
    ['The Web SDK 0.5 is deprecated.', 'deprecated'],
  ];
  inventions.forEach(([sentence, claim], index) => {
    const line = 6 + index * 2;
    assert.ok(
      unsupported(inventions.map(([text]) => text).join('\n\n')).includes(`${line} ${claim}`),
      `"${claim}" in "${sentence}" should fail at line ${line}`,
    );
  });
});

test('a support period of 6 months fails on the number and on the status', () => {
  assert.deepEqual(unsupported('Each iOS SDK release is supported for 6 months after it ships.'), [
    '6 6 months',
    '6 supported',
  ]);
});

test('what the sheet says passes, with its subject', () => {
  const sentences = [
    'A corridor covers at most 7,500 km² and has at most 250 vertices.',
    'Altitude blocks run from 5 to 52, in thousands of feet; 38,600 ft is block 38.',
    'Severity runs from 0 to 4 and EDR from 0 to 1.',
    'The corridor operation answers 400 when the body fails validation.',
    'The older map operation POST /v4/map is deprecated.',
    'SkyPath iOS SDK 3.0.0 shipped on 2025-04-24; the latest release is 3.0.19.',
    'Each hexagon covers about 252.9 km².',
    'The flight callsign has at most 20 characters.',
  ];
  assert.deepEqual(unsupported(sentences.join('\n\n')), []);
});

test('an altitude inside the documented range passes in feet and flight levels; outside it fails', () => {
  assert.deepEqual(unsupported('The example asks for altitude from FL300 to FL410, that is 30,000 to 41,000 ft.'), []);
  assert.deepEqual(unsupported('The example asks for altitude blocks 3 to 60.'), ['6 3 to 60']);
});

test('arithmetic shown on the page is checked, and its result may be used again', () => {
  assert.deepEqual(unsupported('A corridor of 7,500 km² ÷ 252.9 km² ≈ 29.7 hexagons at most.'), []);
  assert.deepEqual(unsupported('A corridor of 7,500 km² ÷ 252.9 km² ≈ 35 hexagons at most.'), [
    '6 7,500 km² ÷ 252.9 km² ≈ 35 hexagons',
  ]);
  // An operand no fact gives fails unless the allow-list names it as the reader's example.
  const example = 'A viewport of 6,000,000 km² ÷ 7,500 km² = 800 corridors.\n\nSo 800 corridors cover it.';
  assert.deepEqual(unsupported(example), ['6 6,000,000 km²']);
  const allowed = withAllowed(
    '- claim: 6,000,000 km²\n  about: example\n  reason: The reader’s example viewport, not a SkyPath figure.',
  );
  assert.deepEqual(unsupported(example, 'api/planted.md', allowed), []);
  assert.equal(parseArithmetic('10 km × 3 km = 30 km²').right, true);
  assert.equal(parseArithmetic('10 km × 3 km = 31 km²').right, false);
  assert.equal(parseArithmetic('801 ÷ 2 = 401').right, true, 'a count may be rounded up');
});

test('the allow-list: an entry lets its claim stand where it says, needs a reason, and is reported when unused', () => {
  const yaml =
    '- claim: 450 knots\n  about: site\n  file: ios*/**/test.md\n  reason: The simulator’s speed, a property of the test tool.';
  const allowed = withAllowed(yaml);
  const body = 'The simulator flies at about 450 knots.';
  assert.deepEqual(unsupported(body, 'ios/basic/test.md', allowed), []);
  assert.deepEqual(unsupported(body, 'ios/basic/data.md', allowed), ['6 450 knots']);
  const page = parseContent('No numbers here.\n', 'md');
  assert.equal(checkClaims([{file: 'ios/basic/test.md', page}], allowed).unused.length, 1);
  assert.throws(() => parseAllowed('- claim: 450 knots\n  about: site\n  reason: ok'), /needs a "reason"/);
  // Only what is no product fact: an entry says what it is instead, or goes to facts/.
  assert.throws(
    () => parseAllowed('- claim: 450 knots\n  reason: The simulator’s speed, a property of the test tool.'),
    /needs "about": one of example, site, general, provisional; a product fact goes in facts\//,
  );
  assert.throws(() => parseAllowed('- reason: A sentence that says why.'), /no "claim"/);
});

test('a fact with two answers may be stated only in its one place', () => {
  const body = 'The nowcast is issued hourly for up to 6 hours ahead.';
  assert.deepEqual(unsupported(body, 'ios/advanced/nowcast.md'), ['6 6 hours']);
  assert.deepEqual(unsupported(body, 'docs/main-concepts.md'), []);
});

test('the OpenAPI document: prose and documented statuses are claims, at their YAML line', () => {
  const spec = [
    'openapi: 3.0.3',
    'paths:',
    '  /observations/v5/corridor:',
    '    post:',
    '      description: |',
    '        The corridor holds at most 250 vertices.',
    '        Send at most 100 requests per second.',
    '      responses:',
    "        '200':",
    '          description: OK',
    "        '429':",
    '          description: Too many requests',
  ].join('\n');
  const pages = specTexts(spec).map(({page}) => ({file: 'openapi/skypath.yaml', page}));
  const {unsupported: problems} = checkClaims(pages, withAllowed('[]'));
  assert.deepEqual(
    problems.map(({claim}) => `${claim.line} ${claim.text}`),
    ['7 100 requests', '11 429'],
  );
});

test('lint:content reports an unsupported claim as file:line with the claim', async () => {
  const {claimProblems} = await import('../check-content.ts');
  const planted = parseContent(
    '---\ntitle: Limits\ndescription: A page.\n---\n\nAt most 250 requests per minute.\n',
    'md',
  );
  const lines = claimProblems([{file: 'api/planted.md', page: planted}]).filter((line) => line.startsWith('api/'));
  assert.deepEqual(
    lines.map((line) => line.split(': ')[0]),
    ['api/planted.md:6  claim  "250 requests"'],
  );
});
