// The post-build pipeline: the features' steps run in the order the pipeline names, after the
// postBuild of the plugins whose output they read (which Docusaurus would run at the same time as
// them); a plugin left with a postBuild of its own fails the build; a failing step is named; a step
// the order does not name fails, and a feature taken out leaves its step out.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadedPlugin, Plugin, PluginModule} from '@docusaurus/types';
import sitePipeline, {
  deferPostBuild,
  deferredPostBuilds,
  orderSteps,
  ORDER,
  runPipeline,
  type Step,
} from '../../src/core/pipeline';
import type {PostBuildProps} from '../../src/core/site/model';
import {pipelineSteps} from '../../scripts/build-profile.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Postbuild props for an empty build folder, with these plugins. */
function props(plugins: unknown[]): PostBuildProps {
  const root = mkdtempSync(path.join(tmpdir(), 'pipeline-'));
  return {
    outDir: root,
    siteDir: root,
    siteConfig: {title: 'T', titleDelimiter: '|', url: 'https://docs.skypath.io'},
    routesPaths: [],
    routes: [],
    routesBuildMetadata: {},
    plugins,
  } as unknown as PostBuildProps;
}

/** A plugin module that writes `file` in postBuild, slowly, and records when. */
function writer(file: string, events: string[]): PluginModule {
  const module: PluginModule = () => ({
    name: `writes-${file}`,
    async postBuild({outDir, content}) {
      events.push(`start ${file}`);
      await delay(30);
      writeFileSync(path.join(outDir, file), String(content));
      events.push(`end ${file}`);
    },
  });
  module.validateOptions = ({options}) => options as never;
  return module;
}

/** What Docusaurus makes of a plugin module: the plugin, with its options and loaded content. */
async function load(module: PluginModule, content = 'loaded'): Promise<LoadedPlugin> {
  const plugin = (await module({} as never, {})) as Plugin;
  return {...plugin, options: {id: 'default'}, content} as unknown as LoadedPlugin;
}

test('a deferred plugin has no postBuild of its own; the pipeline runs it, with its content, before every step', async () => {
  const events: string[] = [];
  const deferred = deferPostBuild(writer('sitemap.xml', events));
  assert.equal(typeof deferred.validateOptions, 'function', 'the module keeps its options validation');
  const plugins = [await load(deferred, 'the sitemap'), await load(deferPostBuild(writer('feed.xml', events)))];
  assert.ok(
    plugins.every((plugin) => plugin.postBuild === undefined),
    'Docusaurus finds nothing to run',
  );
  const seen: string[] = [];
  const steps: Step[] = [
    {
      name: 'first',
      run: async (site) => {
        events.push('step first');
        seen.push(...['sitemap.xml', 'feed.xml'].filter((file) => existsSync(path.join(site.outDir, file))));
        assert.ok(site.files.has('sitemap.xml'), "the model's files include the plugins' output");
      },
    },
    {name: 'second', run: async () => void events.push('step second')},
  ];
  const built = props(plugins);
  const lines: string[] = [];
  await runPipeline(built, {routeFiles: () => [], steps, log: (line) => lines.push(line)});
  assert.deepEqual(seen, ['sitemap.xml', 'feed.xml']);
  assert.deepEqual(events.slice(-2), ['step first', 'step second'], 'the steps run after the plugins, in order');
  assert.ok(events.indexOf('end sitemap.xml') < events.indexOf('step first'));
  assert.match(
    lines.join('\n'),
    /\[site-pipeline\] first \(\d+\.\d s, \d+ pages parsed in \d+\.\d s, heap \d+ MB, rss \d+ MB\)\n\[site-pipeline\] second/,
  );
});

test("the bench reads each step's name and time from the line the pipeline prints", async () => {
  const lines: string[] = [];
  const steps: Step[] = [
    {name: 'Markdown copies and llms.txt', run: () => delay(120).then(() => '3 pages (1.5 s, said by the step)')},
    {name: 'search indexes', run: async () => undefined},
  ];
  await runPipeline(props([]), {routeFiles: () => [], steps, log: (line) => lines.push(line)});
  const read = pipelineSteps(['[INFO] other output', ...lines]);
  assert.deepEqual(
    read.map((step) => step.name),
    ['Markdown copies and llms.txt', 'search indexes'],
  );
  assert.ok(read[0]!.seconds >= 0.1 && read[0]!.seconds < 5, `${read[0]!.seconds} s`);
});

test('a plugin that still writes in postBuild fails the build, named, since it would race the steps', async () => {
  const racing = await load(writer('sitemap.xml', []));
  assert.throws(
    () => deferredPostBuilds([racing]),
    /writes-sitemap\.xml write\(s\) in postBuild outside the pipeline.*wrap the plugin with deferPostBuild\(\)/,
  );
  const pipeline = {...(sitePipeline([]) as () => Plugin)(), options: {id: 'default'}} as unknown as LoadedPlugin;
  assert.deepEqual(deferredPostBuilds([pipeline]), [], 'the pipeline itself is the one postBuild');
});

test('a failing step fails the build with the name of the step', async () => {
  const steps: Step[] = [{name: 'offline packs', run: async () => Promise.reject(new Error('no home page'))}];
  await assert.rejects(
    runPipeline(props([]), {routeFiles: () => [], steps, log: () => {}}),
    /\[site-pipeline\] offline packs: no home page/,
  );
});

test("a step's start runs once the model is made, before every step; a start that throws fails the build, named", async () => {
  const events: string[] = [];
  const steps: Step[] = [
    {name: 'critical CSS', run: async () => void events.push('critical CSS runs')},
    {
      name: 'social cards',
      start: (site) => void events.push(`cards start with ${Array.isArray(site.pages) ? 'the model' : '?'}`),
      run: async () => void events.push('cards run'),
    },
  ];
  await runPipeline(props([]), {routeFiles: () => [], steps, log: () => {}});
  assert.deepEqual(events, ['cards start with the model', 'critical CSS runs', 'cards run']);
  const failing: Step[] = [
    {
      name: 'social cards',
      start: () => {
        throw new Error('no fonts');
      },
      run: async () => {},
    },
  ];
  await assert.rejects(
    runPipeline(props([]), {routeFiles: () => [], steps: failing, log: () => {}}),
    /\[site-pipeline\] social cards: no fonts/,
  );
  // Work that fails later fails its step at its turn, named, and the step does not run.
  const ran: string[] = [];
  const failingLater: Step[] = [
    {name: 'critical CSS', run: async () => void ran.push('critical CSS')},
    {
      name: 'social cards',
      start: async () => Promise.reject(new Error('a card failed')),
      run: async () => void ran.push('social cards'),
    },
  ];
  await assert.rejects(
    runPipeline(props([]), {routeFiles: () => [], steps: failingLater, log: () => {}}),
    /\[site-pipeline\] social cards: a card failed/,
  );
  assert.deepEqual(ran, ['critical CSS']);
});

test('the order: what reads the model written by others comes after them, precompression last', () => {
  const order: readonly string[] = ORDER;
  const before = (a: string, b: string) => {
    assert.ok(order.includes(a) && order.includes(b), `${a} and ${b} are steps`);
    assert.ok(order.indexOf(a) < order.indexOf(b), `${a} before ${b}`);
  };
  before('Markdown copies and llms.txt', 'offline packs');
  before('search indexes', 'offline packs');
  before('redirect pages', 'hosting rules');
  // Every step that reads a page's links sees the stylesheets the route-stylesheets step adds.
  for (const reader of ['Markdown copies and llms.txt', 'offline packs', 'hosting rules'])
    before('route stylesheets', reader);
  before('Markdown copies and llms.txt', 'hosting rules');
  before('hosting rules', 'site.json');
  assert.equal(order.at(-1), 'precompressed copies');
});

test("the features' steps run in the order the pipeline names, whatever order they come in; one it does not name fails", () => {
  const step = (name: string): Step => ({name, run: async () => undefined});
  const given = ['precompressed copies', 'offline packs', 'redirect pages', 'search indexes'].map(step);
  assert.deepEqual(
    orderSteps(given).map((ordered) => ordered.name),
    ['redirect pages', 'search indexes', 'offline packs', 'precompressed copies'],
    'a feature left out of the config leaves its step out; the others keep their order',
  );
  assert.throws(() => orderSteps([step('redirect pages'), step('thumbnails')]), /no place in ORDER .*thumbnails/);
  assert.throws(() => orderSteps([step('search indexes'), step('search indexes')]), /given twice: search indexes/);
});
