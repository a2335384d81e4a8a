// openapi.ts writes the parts of an API reference page that its static
// HTML lacks (the theme renders them in the browser): parameters, body fields with types and
// limits, and responses, from the operation the OpenAPI plugin stores in the page's front matter.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deflateSync} from 'node:zlib';
import type {Nodes} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {decodeApiFrontMatter, limits, operationToMarkdown, typeLabel, type ApiOperation} from '../openapi';

const corridor: ApiOperation = {
  method: 'post',
  path: '/observations/v5/corridor',
  servers: [
    {url: 'https://api.skypath.io', description: 'Production'},
    {url: 'https://staging-api.skypath.io', description: 'Staging'},
  ],
  security: [{apiKey: []}],
  securitySchemes: {apiKey: {type: 'apiKey', in: 'header', name: 'x-api-key'}},
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['corridor'],
          properties: {
            corridor: {
              allOf: [
                {
                  type: 'object',
                  required: ['type'],
                  properties: {
                    type: {type: 'string', enum: ['Polygon']},
                    coordinates: {
                      type: 'array',
                      minItems: 1,
                      items: {
                        type: 'array',
                        minItems: 4,
                        maxItems: 250,
                        items: {type: 'array', minItems: 2, maxItems: 2, items: {type: 'number'}},
                      },
                    },
                  },
                },
              ],
              description: 'The route corridor.',
            },
            hours: {type: 'number', enum: [0.5, 1, 2, 4], default: 2, description: 'Hours of history.'},
            minAltitude: {type: 'number', minimum: 5, maximum: 52, default: 5},
          },
        },
        example: {corridor: {type: 'Polygon'}, hours: 2},
      },
    },
  },
  responses: {
    '200': {
      description: 'The hexagons\ninside the corridor.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  hexagons: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['id'],
                      properties: {id: {type: 'string', description: 'H3 cell id.'}},
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '401': {description: 'The `x-api-key` header is missing.'},
  },
};

test("the api front matter: the operation as the site generates it, or the plugin's default encoding", () => {
  assert.deepEqual(decodeApiFrontMatter(corridor), corridor);
  const encoded = deflateSync(JSON.stringify(corridor)).toString('base64');
  assert.deepEqual(decodeApiFrontMatter(encoded), corridor);
  assert.throws(() => decodeApiFrontMatter(42), /neither an operation nor an encoded one/);
});

test('types: arrays as [], formats in brackets, allOf merged', () => {
  assert.equal(typeLabel({type: 'array', items: {type: 'array', items: {type: 'number'}}}), 'number[][]');
  assert.equal(typeLabel({type: 'string', format: 'date-time'}), 'string (date-time)');
  assert.equal(typeLabel({allOf: [{type: 'object', properties: {}}]}), 'object');
});

test('limits in words: values, ranges, lengths, item counts per level, default', () => {
  assert.equal(limits({type: 'number', enum: [0.5, 1], default: 1}), 'One of `0.5`, `1`; default `1`');
  assert.equal(limits({type: 'number', minimum: 5, maximum: 52}), '5 to 52');
  assert.equal(limits({type: 'integer', minimum: 0}), 'Minimum 0');
  assert.equal(limits({type: 'number', exclusiveMinimum: 0}), 'More than 0');
  assert.equal(limits({type: 'string', minLength: 1, maxLength: 20}), '1 to 20 characters');
  assert.equal(
    limits({
      type: 'array',
      minItems: 1,
      items: {type: 'array', minItems: 4, maxItems: 250, items: {type: 'array', minItems: 2, maxItems: 2}},
    }),
    'At least 1 item; each item: 4 to 250 items; each item: exactly 2 items',
  );
  assert.equal(limits({type: 'string'}), '');
});

test('an operation: hosts and key header, body fields as a table with nested paths, example, responses', () => {
  assert.equal(
    operationToMarkdown(corridor),
    [
      '## Request',
      'Hosts: `https://api.skypath.io` (production), `https://staging-api.skypath.io` (staging).',
      'Send your API key in the `x-api-key` header.',
      '### Body',
      'Required, as `application/json`.',
      [
        '| Field | Type | Required | Limits and default | Description |',
        '| --- | --- | --- | --- | --- |',
        '| `corridor` | object | yes |  | The route corridor. |',
        '| `corridor.type` | string | yes | One of `Polygon` |  |',
        '| `corridor.coordinates` | number[][][] | no | At least 1 item; each item: 4 to 250 items; each item: exactly 2 items |  |',
        '| `hours` | number | no | One of `0.5`, `1`, `2`, `4`; default `2` | Hours of history. |',
        '| `minAltitude` | number | no | 5 to 52; default `5` |  |',
      ].join('\n'),
      'Example:',
      '```json\n{\n  "corridor": {\n    "type": "Polygon"\n  },\n  "hours": 2\n}\n```',
      '## Responses',
      '### 200',
      'The hexagons inside the corridor.',
      [
        '| Field | Type | Required | Limits and default | Description |',
        '| --- | --- | --- | --- | --- |',
        '| `data` | object | no |  |  |',
        '| `data.hexagons` | object[] | no |  |  |',
        '| `data.hexagons[].id` | string | yes |  | H3 cell id. |',
      ].join('\n'),
      '### 401',
      'The `x-api-key` header is missing.',
    ].join('\n\n') + '\n',
  );
});

test('a body that is an array lists the fields of one item; query parameters get their own table', () => {
  const markdown = operationToMarkdown({
    method: 'post',
    path: '/flight-plans/v5/',
    parameters: [
      {name: 'hours', in: 'query', description: 'Hours | of history.', schema: {type: 'number', enum: [1, 2]}},
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'array',
            minItems: 1,
            items: {type: 'object', required: ['callsign'], properties: {callsign: {type: 'string', maxLength: 20}}},
          },
        },
      },
    },
  });
  assert.match(
    markdown,
    /^### Parameters\n\n\| Name \| In \| Type \| Required \| Limits and default \| Description \|\n\| --- \| --- \| --- \| --- \| --- \| --- \|\n\| `hours` \| query \| number \| no \| One of `1`, `2` \| Hours \\\| of history\. \|$/m,
  );
  assert.match(
    markdown,
    /^Required, as `application\/json`\. The body is a JSON array \(at least 1 item\); each item has the fields below\.$/m,
  );
  assert.match(markdown, /^\| `callsign` \| string \| yes \| At most 20 characters \| {2}\|$/m);
});

test('values holding backticks, code fences and pipes come out intact, read back as the same code and text', () => {
  const pattern = '^[^`|]+$';
  const example = {note: '```\nfenced | text\n```'};
  const markdown = operationToMarkdown({
    method: 'post',
    path: '/notes',
    parameters: [
      {
        name: 'tag',
        in: 'query',
        description: 'Use `a|b` or a|b.',
        schema: {type: 'string', pattern, default: 'a`b'},
      },
    ],
    requestBody: {
      required: true,
      content: {'application/json': {schema: {type: 'object', properties: {note: {type: 'string'}}}, example}},
    },
    responses: {'200': {description: 'Returns:\n\n```json\n{"id": "a`b"}\n```\n\nThen more.'}},
  });
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const cells = (row: number): string[] => {
    const table = tree.children.find((node) => node.type === 'table');
    return (table?.children[row]?.children ?? []).map((cell) => toString(cell));
  };
  const codes: string[] = [];
  const inlineCodes: string[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'code') codes.push(node.value);
    if (node.type === 'inlineCode') inlineCodes.push(node.value);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  assert.deepEqual(cells(0), ['Name', 'In', 'Type', 'Required', 'Limits and default', 'Description']);
  assert.deepEqual(
    cells(1),
    ['tag', 'query', 'string', 'no', `Pattern ${pattern}; default a\`b`, 'Use a|b or a|b.'],
    `the parameter's row, read back:\n${markdown}`,
  );
  assert.ok(inlineCodes.includes(pattern), `the pattern is one code span: ${inlineCodes.join(' , ')}`);
  assert.ok(inlineCodes.includes('a`b'), `the default is one code span: ${inlineCodes.join(' , ')}`);
  assert.ok(inlineCodes.includes('a|b'), `the description's code span: ${inlineCodes.join(' , ')}`);
  assert.deepEqual(codes, [JSON.stringify(example, null, 2), '{"id": "a`b"}'], `the code blocks:\n${markdown}`);
});
