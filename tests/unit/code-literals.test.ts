// The data literals of code samples and what a map draws of them (codeMapContent): the corridor a
// curl, JavaScript, Python or Swift sample sends gets a map like a JSON example does; code that
// only computes one, or a literal under another name, gets none.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeLiterals, readsLiterals} from '../../src/core/corridor/literals.ts';
import {blockMapJson, codeMapContent} from '../../src/core/corridor/examples.ts';
import {SPEC_REQUEST_EXAMPLE} from '../../src/core/corridor/spec-examples.ts';

/** The corridor of the spec's request example, as the checker offers it. */
const POLYGON = SPEC_REQUEST_EXAMPLE.corridor;
const RING = POLYGON.coordinates[0]!;
const ringText = JSON.stringify(RING);

test('literals: objects, arrays and tuples of strings, numbers and constants, with the name they are given', () => {
  assert.deepEqual(codeLiterals(`const corridor = {type: 'Polygon', coordinates: [${ringText},],};`, 'js'), [
    {name: 'corridor', value: POLYGON},
  ]);
  assert.deepEqual(
    codeLiterals(`CORRIDOR = {"type": "Polygon", "coordinates": [${ringText}], "ok": True, "x": None}`, 'python'),
    [{name: 'CORRIDOR', value: {...POLYGON, ok: true, x: null}}],
  );
  assert.deepEqual(
    codeLiterals('let corridorLngLat: [(Double, Double)] = [(-76.76, 37.43), (-72.55, 39.5)]', 'swift'),
    [
      {
        name: 'corridorLngLat',
        value: [
          [-76.76, 37.43],
          [-72.55, 39.5],
        ],
      },
    ],
  );
  assert.deepEqual(
    codeLiterals('altRange: 0...52_000, limit = 1e3', 'swift').map((l) => l.value),
    [],
  );
  assert.deepEqual(codeLiterals('x = [52_000, -1.5e2, +3]', 'python'), [{name: 'x', value: [52000, -150, 3]}]);
  // Escapes in strings; bash's single quotes keep backslashes.
  assert.deepEqual(codeLiterals(String.raw`a = {"q": "say \"hi\"\n"}`, 'python')[0]?.value, {q: 'say "hi"\n'});
  assert.deepEqual(codeLiterals(String.raw`echo '{"q": "a\\b"}'`, 'bash')[0]?.value, {q: 'a\\b'});
});

test('a literal holding code is not read, but the literals inside it are; comments are not code', () => {
  const js = `await fetch(url, {method: 'POST', body: JSON.stringify({corridor: {type: 'Polygon', coordinates: [${ringText}]}, hours: 2})});`;
  assert.deepEqual(
    codeLiterals(js, 'js').map((l) => l.value),
    [[{corridor: POLYGON, hours: 2}]],
  );
  assert.deepEqual(codeLiterals('body = {"corridor": CORRIDOR, "hours": 2}', 'python'), []);
  assert.deepEqual(codeLiterals('const a = {...rest, b: 1}', 'ts'), []);
  assert.deepEqual(
    codeLiterals(`// const corridor = {type: 'Polygon', coordinates: [${ringText}]};\n/* [1, 2] */`, 'js'),
    [],
  );
  assert.deepEqual(codeLiterals(`# CORRIDOR = {"type": "Polygon", "coordinates": [${ringText}]}`, 'python'), []);
  assert.deepEqual(codeLiterals(`url = 'https://example.com/#[1]' # [2]`, 'python'), []);
  assert.deepEqual(codeLiterals('const s = `${a} [1, 2]`;', 'js'), []);
  assert.equal(readsLiterals('yaml'), false);
  assert.deepEqual(codeLiterals('{"a": [1]}', 'yaml'), []);
});

test('curl: the JSON of a single-quoted -d body and of a heredoc; a body built from variables has none', () => {
  const body = JSON.stringify({corridor: POLYGON, hours: 2}, null, 2);
  assert.deepEqual(
    codeLiterals(`curl -X POST "$URL" \\\n  -d '${body}'`, 'bash').map((l) => l.value),
    [{corridor: POLYGON, hours: 2}],
  );
  assert.deepEqual(
    codeLiterals(`cat > request.json <<'JSON'\n${body}\nJSON\ncurl -d @request.json`, 'bash').map((l) => l.value),
    [{corridor: POLYGON, hours: 2}],
  );
  const built = String.raw`curl -d "{\"corridor\": {\"type\": \"Polygon\", \"coordinates\": [$ring]}}"`;
  assert.deepEqual(codeLiterals(built, 'bash'), []);
  assert.equal(codeMapContent(built, 'bash'), undefined);
});

test('what a map draws of a sample: a corridor named so or under "corridor", a closed ring named like a corridor, hexagons', () => {
  assert.deepEqual(
    codeMapContent(`const corridor = {type: 'Polygon', coordinates: [${ringText}]};`, 'js')?.corridor,
    POLYGON,
  );
  assert.deepEqual(
    codeMapContent(`body = {"corridor": {"type": "Polygon", "coordinates": [${ringText}]}}`, 'python')?.corridor,
    POLYGON,
  );
  assert.deepEqual(codeMapContent(`let corridorLngLat = ${ringText}`, 'swift')?.corridor, POLYGON);
  // Not a corridor: a Polygon or a ring under another name, an open ring, too few positions.
  assert.equal(codeMapContent(`const viewport = {type: 'Polygon', coordinates: [${ringText}]};`, 'js'), undefined);
  assert.equal(codeMapContent(`const a = {area: {type: 'Polygon', coordinates: [${ringText}]}};`, 'js'), undefined);
  assert.equal(
    codeMapContent(`const body = {geo: {type: 'Polygon', coordinates: [${ringText}]}};`, 'js')?.area,
    'geo-fence',
  );
  assert.equal(codeMapContent(`let route = ${ringText}`, 'swift'), undefined);
  assert.equal(codeMapContent(`let corridor = ${JSON.stringify(RING.slice(0, -1))}`, 'swift'), undefined);
  assert.equal(codeMapContent(`let corridor = [[1, 2], [3, 4], [1, 2]]`, 'swift'), undefined);
  const hexagons = codeMapContent(
    `const answer = {data: {hexagons: [{id: '852a13c7fffffff', alt: 38, sev: 2}]}};`,
    'ts',
  );
  assert.equal(hexagons?.hexagons.length, 1);
  assert.equal(blockMapJson({lang: 'ts', code: ''}, hexagons!), JSON.stringify({hexagons: hexagons!.hexagons}));
  const corridor = codeMapContent(`CORRIDOR = {"type": "Polygon", "coordinates": [${ringText}]}`, 'python')!;
  assert.deepEqual(JSON.parse(blockMapJson({lang: 'python', code: ''}, corridor)), {corridor: POLYGON, hexagons: []});
  assert.equal(blockMapJson({lang: 'json', code: '{ "as": "written" }'}, corridor), '{ "as": "written" }');
});
