// `npm run check:samples` as writers meet it: one run over a fixture site with one planted mistake
// of each kind prints each as `file:line  reason`, the totals, and exits 1. (The site itself is
// checked by `npm run check:samples`, a step of npm test and test:fast.)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {fixtureRoot, page} from './samples-fixture.ts';

const check = (root: string) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/features/content-checks/samples/check.ts', ...(root ? [root] : [])],
    {
      encoding: 'utf8',
    },
  );

test('each kind of mistake fails the check, named by file and line', () => {
  const corridor =
    '{"type": "Polygon", "coordinates": [[[-75.4, 39.64], [-73.62, 40.57], [-73.62, 40.87], [-75.4, 39.94], [-75.4, 39.64]]]}';
  const root = fixtureRoot({
    'api/curl.md': page(
      `\`\`\`bash\ncurl --fail-with-body -sS -X POST "https://api.skypath.io/observations/v5/corridor" -H "x-api-key: $SKYPATH_API_KEY" -H "Content-Type: application/json" -d '{"corridor": ${corridor}, "hours": 3}'\n\`\`\``,
    ),
    'js_versioned_docs/version-0.5/flow.md': page(
      "```ts\nimport createSkyPathSDK from '@skypath-io/web-sdk';\n\nconst sdk = await createSkyPathSDK({apiKey: 'k', userId: 'u', companyName: 'c'});\nsdk.createWeatherFlow();\n```",
    ),
    'ios_versioned_docs/version-2.2/notify.md': page(
      '```swift\nimport SkyPathSDK\n\nlet query = NotificationQuery()\n```',
    ),
    'api/json.md': page(
      '```json openapi="POST /observations/v5/corridor 200"\n{"data": {"hexagons": [{"id": "8a283082a677fff", "alt": 38, "sev": 2, "observedAt": 1}]}}\n```',
    ),
    'docs/unknown.md': page('```kotlin\nval x = 1\n```'),
  });
  const result = check(root);
  assert.equal(result.status, 1, result.stdout + result.stderr);
  const lines = result.stderr.split('\n');
  const expect = [
    /^api\/curl\.md:6 {2}with full responses: POST \/observations\/v5\/corridor → 400: Request body property hours must be equal to one of the allowed values/,
    /^js_versioned_docs\/version-0\.5\/flow\.md:10 {2}.*createWeatherFlow/,
    /^ios_versioned_docs\/version-2\.2\/notify\.md:9 {2}.*`NotificationQuery` is not a SkyPathSDK 2\.2 symbol/,
    /^api\/json\.md:6 {2}data\.hexagons\[0\]\.id: hexagon id "8a283082a677fff" is an H3 cell of resolution 10, not 5/,
    /^docs\/unknown\.md:6 {2}code block in unknown language "kotlin"/,
  ];
  for (const pattern of expect)
    assert.ok(
      lines.some((line) => pattern.test(line)),
      `${pattern}\n${result.stderr}`,
    );
  assert.match(
    result.stdout,
    /^samples: 5 checked \(bash 1, ts 1, swift 1, json 1, kotlin 1\), \d+ OpenAPI examples, 6 failed$/m,
  );
  // The sixth: a fixture with a 0.5 page but no 0.5 Types page.
  assert.match(result.stderr, /Types page of Web SDK 0\.5 is missing/);
});

test('a check that cannot run fails with what is missing, never passes', () => {
  const root = fixtureRoot({}, 'openapi: [unclosed');
  const result = check(root);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^samples: the check could not run: openapi\/skypath\.yaml:1: /m);
});
