// The docs MCP server, end to end: started as a reader's assistant starts it, over stdio, and
// driven by the MCP SDK's own Client, once on the production build folder (--site) and once on the
// site nginx serves (--url). Every tool, each error case, and the search ranking test's query set.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from '@playwright/test';
import {SITE} from '../../src/core/constants';
import {answers, formatRelevance, RELEVANCE_FLOORS, scoreRankings} from '../../src/core/search-relevance';
import {SPEC_REQUEST_EXAMPLE} from '../../src/core/corridor/spec-examples';
import {READER_QUESTIONS, SEARCH_QUERIES, versionOf} from '../../src/features/search/tests/search-queries';
import {IOS_LATEST, IOS_OLDEST, NEXT, VERSIONS, WEB_LATEST} from '../../tests/e2e/versions';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

type SearchResult = {
  title: string;
  url: string;
  label: string;
  passage: string;
  version?: string;
  section: string;
  notices?: string[];
};

for (const mode of ['site', 'url'] as const) {
  test.describe(`MCP server over stdio (--${mode})`, () => {
    test.describe.configure({mode: 'serial'});
    let client: Client;

    const call = async (name: string, args: Record<string, unknown> = {}) =>
      (await client.callTool({name, arguments: args})) as CallToolResult;
    const text = (result: CallToolResult) =>
      result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

    test.beforeAll(async ({baseURL}) => {
      // --site runs the package's command; --url runs it the way the README says, through npm.
      const transport =
        mode === 'site'
          ? new StdioClientTransport({command: 'node', args: ['mcp/bin/skypath-docs-mcp.cjs', '--site', BUILD_DIR]})
          : new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp', '--', '--url', baseURL!]});
      client = new Client({name: 'skypath-docs-test', version: '1.0.0'});
      await client.connect(transport);
    });

    test.afterAll(async () => {
      await client?.close();
    });

    test('it offers the five tools, each with a description and an input schema', async () => {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(
        ['check_corridor', 'get_api_operation', 'get_page', 'list_sections', 'search_docs'].sort(),
      );
      for (const tool of tools) {
        expect(tool.description, tool.name).toBeTruthy();
        expect(tool.inputSchema.type, tool.name).toBe('object');
      }
    });

    test(`search_docs lists each query's expected page in its first three (${SEARCH_QUERIES.length} queries)`, async () => {
      const misses: string[] = [];
      for (const query of SEARCH_QUERIES) {
        const {words, from} = query;
        const result = await call('search_docs', {query: words, limit: 3, ...versionOf(from)});
        expect(result.isError, words).toBeFalsy();
        const rows = (result.structuredContent!.results as SearchResult[]).map((row) => `${row.title} | ${row.label}`);
        if (!rows.some((row) => answers(query).includes(row)))
          misses.push(`"${words}" from ${from ?? '/docs/'}: ${rows.join('; ')}`);
      }
      expect(misses, `queries whose expected page is not in the first three`).toEqual([]);
    });

    test(`search_docs: the ${READER_QUESTIONS.length} reader questions meet the floors (first, first three)`, async () => {
      const rankings: string[][] = [];
      for (const {words, from} of READER_QUESTIONS) {
        const result = await call('search_docs', {query: words, limit: 3, ...versionOf(from)});
        rankings.push(
          (result.structuredContent!.results as SearchResult[]).map((row) => `${row.title} | ${row.label}`),
        );
      }
      const score = scoreRankings(READER_QUESTIONS, rankings);
      const detail = `${formatRelevance(score)}; missed:\n${score.misses.join('\n')}`;
      expect(score.first, detail).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.first);
      expect(score.topThree, detail).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.topThree);
    });

    test('search_docs answers with titles, URLs and the matching passage, from the latest versions by default', async () => {
      const result = await call('search_docs', {query: 'startMonitoringNotifications'});
      const results = result.structuredContent!.results as SearchResult[];
      expect(results.length).toBeGreaterThan(0);
      for (const row of results) {
        expect(row.url.startsWith(`${SITE.url}/`), row.url).toBe(true);
        expect(row.passage.length).toBeGreaterThan(0);
        // Never Next or an older release unless asked.
        expect(row.url).not.toMatch(
          new RegExp(`/(ios|js)/(${NEXT}|${[...VERSIONS.ios.older, ...VERSIONS.js.older].join('|')})/`),
        );
      }
      expect(results[0]!.passage.toLowerCase()).toContain('startmonitoringnotifications');
      expect(text(result)).toContain(results[0]!.url);
    });

    test('search_docs scopes by section and version as the site does', async () => {
      const api = (await call('search_docs', {query: 'corridor', section: 'api'})).structuredContent!
        .results as SearchResult[];
      expect(api.every((row) => row.section === 'api')).toBe(true);
      const old = (await call('search_docs', {query: 'AlertQuery', section: 'ios', version: IOS_OLDEST}))
        .structuredContent!.results as SearchResult[];
      expect(old.length).toBeGreaterThan(0);
      expect(old.every((row) => row.version === IOS_OLDEST)).toBe(true);
      // The version notice travels with every result of an older version.
      for (const row of old)
        expect(row.notices?.[0], row.url).toMatch(/^This is documentation for .* no longer actively maintained/);
      const next = (await call('search_docs', {query: 'OneLayer', section: 'ios', version: 'next'})).structuredContent!
        .results as SearchResult[];
      expect(next[0]?.url.split('#')[0]).toBe(`${SITE.url}/ios/next/advanced/onelayer`);
      // An older version keeps the one-version sections, as the site's version search does.
      const fromOld = (await call('search_docs', {query: 'corridor', version: IOS_OLDEST})).structuredContent!
        .results as SearchResult[];
      expect(fromOld.some((row) => row.section === 'api')).toBe(true);
      expect(fromOld.some((row) => row.section === 'ios' && row.version !== IOS_OLDEST)).toBe(false);
    });

    test('get_page returns the Markdown of a page by URL, path or .md path, with its version notice or Preview notice', async () => {
      const latest = await call('get_page', {url_or_path: `${SITE.url}/ios/basic/data`});
      expect(latest.isError).toBeFalsy();
      expect(text(latest)).toMatch(/^# Data\n\nURL: https:\/\/docs\.skypath\.io\/ios\/basic\/data\n/);
      expect(text(latest)).not.toContain('Version notice');
      const old = await call('get_page', {url_or_path: `/ios/${IOS_OLDEST}/basic/data.md`});
      expect(text(old)).toContain('> **Version notice:** This is documentation for');
      const next = await call('get_page', {url_or_path: 'ios/next/introduction'});
      expect(text(next)).toContain('> **Version notice:** This is unreleased documentation');
      const preview = await call('get_page', {url_or_path: '/ios/advanced/arinc'});
      expect(text(preview)).toContain('> **Preview**');
      const intro = await call('get_page', {url_or_path: '/docs'});
      expect(intro.structuredContent!.url).toBe(`${SITE.url}/docs/`);
      const root = await call('get_page', {url_or_path: '/ios'});
      expect(root.structuredContent!.url).toBe(`${SITE.url}/ios/introduction`);
    });

    test('list_sections names every section, its versions, the latest and Next', async () => {
      const result = await call('list_sections');
      const sections = result.structuredContent!.sections as {
        section: string;
        versions: {version: string; kind: string; fullText?: string}[];
      }[];
      expect(sections.map((section) => section.section)).toEqual(['docs', 'api', 'ios', 'js', 'blog']);
      const versions = (key: string) =>
        sections
          .find((section) => section.section === key)!
          .versions.map((version) => `${version.version}:${version.kind}`);
      expect(versions('ios')).toEqual([
        `${IOS_LATEST}:latest`,
        ...VERSIONS.ios.older.map((version) => `${version}:older`),
        'Next:next',
      ]);
      expect(versions('js')).toEqual([
        `${WEB_LATEST}:latest`,
        ...VERSIONS.js.older.map((v) => `${v}:older`),
        'Next:next',
      ]);
      expect(versions('api')).toEqual([]);
      expect(text(result)).toContain(`${SITE.url}/ios/${IOS_OLDEST}/llms-full.txt`);
      expect(text(result)).toContain(`${SITE.url}/llms-full.txt`);
    });

    test('get_api_operation returns an operation with parameters, limits, examples and its Preview notice', async () => {
      for (const asked of [
        'getCorridorDataGeoFencing',
        'POST /observations/v5/corridor',
        '/api/reference/get-corridor-data-geo-fencing',
      ]) {
        const result = await call('get_api_operation', {operation: asked});
        expect(result.isError, asked).toBeFalsy();
        const markdown = text(result);
        expect(markdown, asked).toContain('`POST /observations/v5/corridor`');
        expect(markdown).toContain('| `corridor.coordinates` |');
        expect(markdown).toContain('4 to 250 items');
        expect(markdown).toContain('5 to 52; default `5`');
        expect(markdown).toMatch(/```json\n\{/);
        expect(markdown).toContain('`x-api-key`');
        expect(result.structuredContent).toMatchObject({operationId: 'getCorridorDataGeoFencing', status: 'current'});
      }
      const preview = await call('get_api_operation', {operation: 'getAircraft'});
      expect(preview.structuredContent).toMatchObject({status: 'preview', method: 'GET'});
      const listed = (await call('search_docs', {query: 'list aircraft types', section: 'api', limit: 1}))
        .structuredContent!.results as SearchResult[];
      expect(listed[0]?.notices, 'the Preview notice travels with a search result').toEqual([
        expect.stringMatching(/^Preview: This operation is a preview/),
      ]);
      expect(text(preview)).toContain('> **Preview**');
      expect(text(preview)).toContain('This operation is a preview');
    });

    test('check_corridor returns every problem with its figure', async () => {
      const good = SPEC_REQUEST_EXAMPLE.corridor;
      const ok = await call('check_corridor', {geojson: good});
      expect(ok.isError).toBeFalsy();
      expect(ok.structuredContent).toMatchObject({valid: true, problems: []});
      // Too large, not convex, not closed, too many vertices: all four at once, each with its figure.
      const ring = Array.from({length: 300}, (_, i) => {
        const angle = (2 * Math.PI * i) / 300;
        const radius = i % 2 === 0 ? 2 : 1.2;
        return [radius * Math.cos(angle), radius * Math.sin(angle)];
      });
      const bad = await call('check_corridor', {
        geojson: JSON.stringify({type: 'Feature', geometry: {type: 'Polygon', coordinates: [ring]}}),
      });
      expect(bad.isError).toBeFalsy();
      const problems = bad.structuredContent!.problems as {rule: string; value?: number; limit?: number}[];
      expect(problems.map((problem) => problem.rule).sort()).toEqual(['area', 'closed', 'convex', 'vertices']);
      expect(problems.find((problem) => problem.rule === 'vertices')).toMatchObject({value: 300, limit: 250});
      expect(problems.find((problem) => problem.rule === 'area')).toMatchObject({limit: 7500});
      expect(text(bad)).toMatch(/has 300 vertices; at most 250/);
      expect(text(bad)).toMatch(/covers [\d,]+ km²; a corridor may cover at most 7,500 km²/);
      const point = await call('check_corridor', {geojson: {type: 'Point', coordinates: [0, 0]}});
      expect(point.structuredContent).toMatchObject({valid: false, problems: [{rule: 'polygon'}]});
    });

    test('what the docs cannot answer comes back as a tool error that says what exists', async () => {
      const cases: [string, Record<string, unknown>, RegExp][] = [
        [
          'get_page',
          {url_or_path: '/ios/basic/no-such-page'},
          /There is no page at "\/ios\/basic\/no-such-page"\. Pages with a similar path: \/ios\/basic\//,
        ],
        [
          'get_page',
          {url_or_path: '/ios/9.9/introduction'},
          /There is no page.*The sections are: .*ios \(iOS SDK: versions/,
        ],
        ['search_docs', {query: 'corridor', version: '9.9'}, /There is no version "9\.9"\. The sections are: .*2\.2/],
        [
          'search_docs',
          {query: 'corridor', section: 'android'},
          /There is no section "android"\. The sections are: docs \(Intro\); api \(API\)/,
        ],
        ['search_docs', {query: 'corridor', section: 'api', version: '2.2'}, /API has one version/],
        [
          'search_docs',
          {query: 'corridor', section: 'js', version: IOS_OLDEST},
          /There is no version "2\.2" of Web SDK/,
        ],
        [
          'get_api_operation',
          {operation: 'deleteEverything'},
          /There is no operation "deleteEverything"\. The operations are: getCorridorDataGeoFencing \(POST \/observations\/v5\/corridor\)/,
        ],
        ['check_corridor', {geojson: '{not json'}, /The corridor is not JSON/],
        ['search_docs', {}, /query/],
        ['no_such_tool', {}, /no_such_tool not found/],
      ];
      for (const [name, args, message] of cases) {
        const result = await call(name, args);
        expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
        expect(text(result), `${name} ${JSON.stringify(args)}`).toMatch(message);
      }
      // The server is still there after every error.
      expect((await call('list_sections')).isError).toBeFalsy();
    });
  });
}
