// The sample checks: extraction, SkyPath's domain rules, JSON examples against the spec, and the
// syntax of every language. Each mistake is planted in a fixture and must be named with its place.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {altitudeBlock, h3Problem, polygonProblems, schemaLimitProblems, valueProblems} from '../samples/domain.ts';
import {extractBlocks, extractOpenApiExamples, fileContext, sdkVersion} from '../samples/extract.ts';
import {checkJsonBlocks, checkOpenApiExamples, schemaPointer} from '../samples/json.ts';
import {checkSyntax} from '../samples/syntax.ts';
import {lintSpec} from '../lint-openapi.ts';
import {fixtureRoot, page} from './samples-fixture.ts';
import routesFixture from '../../../../tests/fixtures/routes.json' with {type: 'json'};

const CORRIDOR =
  '{"type": "Polygon", "coordinates": [[[-75.4, 39.64], [-73.62, 40.57], [-73.62, 40.87], [-75.4, 39.94], [-75.4, 39.64]]]}';

test('blocks carry their language, attributes, code, place and version', () => {
  const root = fixtureRoot({
    'ios_versioned_docs/version-2.2/page.md': page(
      'Text.\n\n```swift title="Don\'t: block the main thread"\nlet a = 1\n```',
    ),
    'blog/post.md': page('```swift version="2.2"\nlet b = 2\n```\n\n```bash\necho hi\n```'),
  });
  const blocks = extractBlocks(root);
  const [post, shell, ios] = blocks;
  assert.deepEqual([post.file, post.line, post.codeLine, post.code], ['blog/post.md', 6, 7, 'let b = 2']);
  assert.equal(sdkVersion(post, 'ios'), '2.2', 'the fence attribute wins');
  assert.equal(
    sdkVersion(shell, 'ios'),
    routesFixture.versions.ios.latest,
    'outside the SDK sections: the latest version',
  );
  assert.equal(sdkVersion(ios, 'ios'), '2.2', 'the page folder');
  assert.equal(ios.counterExample, true);
  assert.equal(post.counterExample, false);
  assert.deepEqual(fileContext('ios/basic/data.md').versions, {ios: 'next'});
  assert.deepEqual(fileContext('js_versioned_docs/version-0.5/faq.md').versions, {js: '0.5'});
});

test('hexagon ids are H3 cells of resolution 5; tiles of resolution 0 or 1', () => {
  assert.equal(h3Problem('852a13c7fffffff'), undefined);
  assert.match(h3Problem('8a283082a677fff') ?? '', /resolution 10, not 5/);
  assert.match(h3Problem('8a283082a677ffx') ?? '', /not a valid H3 cell/);
  assert.equal(h3Problem('8027fffffffffff', [0, 1]), undefined);
  const problems = valueProblems({
    data: {hexagons: [{id: '8a283082a677fff', alt: 38, sev: 2}]},
    hexId: '852a13c7fffffff',
  });
  assert.deepEqual(
    problems.map((p) => p.path),
    ['data.hexagons[0].id', 'hexId'],
  );
});

test('a corridor is closed, convex, at most 250 vertices and 7,500 km²', () => {
  const corridor = JSON.parse(CORRIDOR);
  assert.deepEqual(polygonProblems(corridor, {corridor: true}), []);
  const large = {
    type: 'Polygon',
    coordinates: [
      [
        [-74.2, 40.4],
        [-73.6, 40.4],
        [-76.9, 38.7],
        [-77.6, 38.9],
        [-74.2, 40.4],
      ],
    ],
  };
  assert.match(
    polygonProblems(large, {corridor: true}).join(),
    /covers 13,136 km²; a corridor may cover at most 7,500 km²/,
  );
  const concave = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0.2, 0],
        [0.1, 0.05],
        [0.2, 0.2],
        [0, 0.2],
        [0, 0],
      ],
    ],
  };
  assert.match(polygonProblems(concave, {corridor: true}).join(), /not convex/);
  const open = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0.2, 0],
        [0.2, 0.2],
        [0, 0.2],
      ],
    ],
  };
  assert.match(polygonProblems(open).join(), /not closed/);
  const many = {
    type: 'Polygon',
    coordinates: [[...Array.from({length: 251}, (_, i) => [i / 1000, Math.sin(i) / 1000]), [0, 0]]],
  };
  assert.match(polygonProblems(many).join(), /252 vertices; at most 250/);
});

test('altitudes are blocks 5 to 52 that round down; severity 0 to 4; EDR 0 to 1', () => {
  assert.equal(altitudeBlock(38_600), 38);
  assert.equal(altitudeBlock(38_000), 38);
  const problems = valueProblems({minAltitude: 41, maxAltitude: 30, alt: 53, sev: 5, edr: 1.2});
  assert.deepEqual(
    problems.map((p) => p.message),
    [
      'minAltitude 41 is above maxAltitude 30',
      'altitude block 53 is outside 5 to 52 (thousands of feet)',
      'severity 5 is not an integer from 0 to 4',
      'EDR 1.2 is outside 0 to 1',
    ],
  );
});

test('the spec examples obey their schemas and the domain, and error examples name real fields', () => {
  const {examples, spec} = extractOpenApiExamples('.');
  assert.deepEqual(checkOpenApiExamples(examples, spec), []);
  const planted = examples.map((example) =>
    example.pointer.includes('edr') && example.pointer.includes('/400/')
      ? {
          ...example,
          value: {
            data: {
              statusCode: 400,
              code: 'FST_ERR_VALIDATION',
              error: 'Bad Request',
              message: "body must have required property 'corridor'",
            },
          },
        }
      : example.pointer.endsWith('/Hexagon/properties/id/example')
        ? {...example, value: '8a283082a677fff'}
        : example,
  );
  const messages = checkOpenApiExamples(planted, spec).map((p) => `${p.file}:${p.line} ${p.message}`);
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(
    messages[0],
    /^openapi\/skypath\.yaml:\d+ .*edr.*names body field "corridor", which this operation does not have/,
  );
  assert.match(messages[1], /^openapi\/skypath\.yaml:\d+ .*Hexagon.*resolution 10, not 5/);
});

test('a JSON example with a resolution-10 hexagon id fails, naming the file and line', () => {
  const root = fixtureRoot({
    'api/page.md': page(
      '```json openapi="POST /observations/v5/corridor 200"\n{"data": {"hexagons": [{"id": "8a283082a677fff", "alt": 38, "sev": 2, "observedAt": 1732702380}]}}\n```',
    ),
  });
  const {examples, spec} = extractOpenApiExamples(root);
  assert.ok(examples.length > 0);
  const {checked, againstSpec, problems} = checkJsonBlocks(extractBlocks(root), spec);
  assert.deepEqual([checked, againstSpec], [1, 1]);
  assert.deepEqual(problems, [
    {
      file: 'api/page.md',
      line: 6,
      message: 'data.hexagons[0].id: hexagon id "8a283082a677fff" is an H3 cell of resolution 10, not 5',
    },
  ]);
});

test('a JSON block is validated against the operation its fence names', () => {
  const root = fixtureRoot({
    'api/page.md': page(
      [
        `\`\`\`json openapi="POST /observations/v5/corridor request"\n{"corridor": ${CORRIDOR}, "hours": 3}\n\`\`\``,
        '```json openapi="POST /observations/v9/corridor request"\n{}\n```',
        '```json\n{"a": 1,}\n```',
      ].join('\n\n'),
    ),
  });
  const {spec} = extractOpenApiExamples(root);
  const messages = checkJsonBlocks(extractBlocks(root), spec).problems.map((p) => `${p.line} ${p.message}`);
  assert.deepEqual(messages.slice(0, 2), [
    '6 does not match POST /observations/v5/corridor request: /hours must be equal to one of the allowed values (0.5, 1, 2, 4)',
    '10 the spec has no operation POST /observations/v9/corridor',
  ]);
  assert.match(messages[2], /^15 is not valid JSON: /);
  assert.match(
    String(schemaPointer(spec, 'POST /observations/v5/corridor 400')),
    /^#\/paths\/~1observations~1v5~1corridor\/post\/responses\/400\//,
  );
});

test('the spec lint fails where a schema states another limit than the domain', async () => {
  const spec = readFileSync('openapi/skypath.yaml', 'utf8').replace(
    /(Severity:\n(?: {6}.*\n)*? {6}maximum:) 4/,
    '$1 5',
  );
  assert.match(spec, /maximum: 5/);
  const root = fixtureRoot({}, spec);
  const {totals, problems} = await lintSpec(path.join(root, 'openapi', 'skypath.yaml'));
  assert.ok(totals.errors > 0);
  const domain = problems.filter((p) => p.rule === 'skypath-domain');
  assert.ok(
    domain.some((p) => /a severity must allow 0 to 4, not 0 to 5/.test(p.message) && p.line > 1),
    JSON.stringify(domain),
  );
  const {components} = JSON.parse(JSON.stringify(extractOpenApiExamples('.').spec));
  components.schemas.Polygon.properties.coordinates.items.maxItems = 300;
  assert.match(
    schemaLimitProblems({components})
      .map((p) => p.message)
      .join(),
    /a corridor's ring must allow at most 250 vertices/,
  );
});

test('every language is parsed; an error is reported at its line in the file', async () => {
  const root = fixtureRoot({
    'api/page.md': page(
      [
        '```bash\nif [ -n "$A" ]; then\n  echo a\n```',
        '```python\ndef f(:\n    pass\n```',
        '```js\nconst a = ;\n```',
        '```xml\n<key>UIBackgroundModes</key>\n<array><string>location</array>\n```',
        "```ruby\nplatform :ios, '14.0'\ntarget 'App' do\n  pod 'SkyPath'\n```",
        '```bash\necho fine\n```',
      ].join('\n\n'),
    ),
  });
  const problems = await checkSyntax(extractBlocks(root));
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line} ${p.message.split(':')[0]}`),
    [
      'api/page.md:9 bash does not parse',
      'api/page.md:12 python does not parse',
      'api/page.md:17 js does not parse',
      'api/page.md:22 xml does not parse',
      'api/page.md:27 ruby does not parse',
    ],
  );
  assert.match(problems[4].message, /^ruby does not parse: (missing|unexpected) "/, 'the grammar names what is wrong');
});
