// The OpenAPI lint: a broken spec fails with the file and the line of the problem.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {lintSpec} from '../lint-openapi.ts';

const spec = (operation: string) => `openapi: 3.0.3
info:
  title: Test
  version: '1'
  description: A test spec.
  license:
    name: Test
    url: https://example.com/
servers:
  - url: https://api.example.com
security: []
paths:
  /things:
    get:
      operationId: getThings
      summary: List things
      description: Lists things.
${operation}
`;

function write(text: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'spec.yaml');
  writeFileSync(file, text);
  return file;
}

test('a valid spec has no errors', async () => {
  const file = write(spec("      responses:\n        '200':\n          description: The things."));
  const {totals} = await lintSpec(file);
  assert.equal(totals.errors, 0);
});

test('an operation without responses is an error reported at its line', async () => {
  const {totals, problems} = await lintSpec(write(spec('      tags: []')));
  assert.ok(totals.errors > 0);
  const error = problems.find((p) => p.severity === 'error');
  assert.ok(error, 'no error reported');
  assert.match(error.file, /spec\.yaml$/);
  assert.ok(error.line >= 14 && error.line <= 18, `line ${error.line}`);
});

test('the project spec lints clean, with only the documented trailing slash accepted', async () => {
  const {totals} = await lintSpec('openapi/skypath.yaml');
  assert.equal(totals.errors, 0);
  assert.equal(totals.warnings, 0);
});

test('a parameter or property without a description fails at its line', async () => {
  const operation = `      parameters:
        - name: limit
          in: query
          schema:
            type: integer
      responses:
        '200':
          description: The things.
          content:
            application/json:
              schema:
                type: object
                properties:
                  count:
                    type: integer
                  items:
                    type: array
                    description: The things.`;
  const {totals, problems} = await lintSpec(write(spec(operation)));
  const missing = problems.filter((p) => p.rule === 'skypath-descriptions');
  assert.ok(totals.errors >= 2);
  assert.deepEqual(
    missing.map((p) => [p.line, p.message]),
    [
      [32, 'property "count" has no description'],
      [19, 'parameter "limit" has no description'],
    ],
  );
});

test('a response that can hold hexagons, or a body that can hold a corridor, without an example of its own fails at its line', async () => {
  const body = (example: string) => `      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Request'
${example}      responses:
        '200':
          description: The hexagons.
          content:
            application/json:
              schema:
                type: object
                description: The answer.
                properties:
                  data:
                    type: object
                    description: The result.
                    properties:
                      hexagons:
                        type: array
                        description: The hexagons.
                        items:
                          type: string
                          description: An id.
components:
  schemas:
    Request:
      type: object
      description: A request.
      properties:
        corridor:
          type: object
          description: The corridor.`;
  const {problems} = await lintSpec(write(spec(body(''))));
  const planted = problems.filter((p) => p.rule === 'skypath-example-maps');
  assert.deepEqual(
    planted.map((p) => p.message.split(' but ')[0]),
    [
      'the request body of GET /things can hold a corridor or hexagons',
      'the 200 response of GET /things can hold a corridor or hexagons',
    ],
  );
  assert.ok(
    planted.every((p) => p.line > 14),
    'at the body’s line',
  );
  const written = await lintSpec(write(spec(body('            example:\n              corridor: {}\n'))));
  assert.equal(
    written.problems.filter((p) => p.rule === 'skypath-example-maps').length,
    1,
    'the request has its example now',
  );
});
