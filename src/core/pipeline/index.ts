/**
 * The post-build pipeline: everything the site writes after Docusaurus has rendered its pages, as
 * one ordered list of steps over one model of the built site.
 *
 * Docusaurus runs every plugin's `postBuild` at once (`Promise.all`). The plugins whose output the
 * steps read or rewrite are wrapped with `deferPostBuild` in the config: their `postBuild` runs
 * here, first, so no step races them. A plugin left with a `postBuild` of its own fails the build.
 */

import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadedPlugin, Plugin, PluginModule} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {chunkGraphRecorder, routeFiles, type RoutesChunkNames} from '../site/chunks';
import {createSiteModel, type PostBuildProps, type SiteModel} from '../site/model';
import {writeManifest} from '../site/manifest';
import {precompress} from '../site/precompress';
import {writeBuildId} from '../site/build-id';
import {heapGrowingPercent, withHeapGrowth} from './heap';
import type {Step} from './step';

export const PLUGIN_NAME = 'site-pipeline';

export type {Step};

/** The order the steps run in, by name: the features and patches bring their steps; one not named here fails. */
export const ORDER = [
  'redirect pages',
  'route stylesheets',
  'critical CSS',
  'Markdown copies and llms.txt',
  'social cards',
  'search indexes',
  'offline packs',
  'hosting rules',
  'build id',
  'site.json',
  'precompressed copies',
] as const;

/** The pipeline's own steps: what every build writes, whichever features are on. */
const CORE_STEPS: readonly Step[] = [
  {name: 'build id', run: writeBuildId},
  {name: 'site.json', run: writeManifest},
  {name: 'precompressed copies', run: precompress},
];

/** Fails naming a step ORDER does not name, or one given twice. */
export function orderSteps(steps: readonly Step[]): Step[] {
  const names = steps.map((step) => step.name);
  const unknown = names.filter((name) => !(ORDER as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`[${PLUGIN_NAME}] no place in ORDER (src/core/pipeline) for the step(s): ${unknown.join(', ')}`);
  }
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`[${PLUGIN_NAME}] step(s) given twice: ${twice.join(', ')}`);
  return ORDER.flatMap((name) => steps.filter((step) => step.name === name));
}

const DEFERRED = Symbol.for('skypath.site-pipeline.deferred-post-build');

type DeferredPlugin = Plugin & {[DEFERRED]?: NonNullable<Plugin['postBuild']>};

/**
 * The same plugin module, with its `postBuild` run by the pipeline instead of by Docusaurus. Give a
 * module, or the name of a package whose CommonJS exports are one (`default`, `validateOptions`).
 */
export function deferPostBuild(module: PluginModule | string): PluginModule {
  type Exports = Pick<PluginModule, 'validateOptions' | 'validateThemeConfig'> & {default: PluginModule};
  const source: Exports =
    typeof module === 'string' ? (createRequire(__filename)(module) as Exports) : {...module, default: module};
  const create = source.default;
  const deferred: PluginModule = async (context, options) => {
    const plugin = await create(context, options);
    if (!plugin?.postBuild) return plugin;
    const {postBuild, ...rest} = plugin;
    return {...rest, [DEFERRED]: postBuild} satisfies DeferredPlugin;
  };
  deferred.validateOptions = source.validateOptions;
  deferred.validateThemeConfig = source.validateThemeConfig;
  return deferred;
}

/** The plugins' deferred `postBuild`s; fails naming any plugin that would still race the pipeline. */
export function deferredPostBuilds(plugins: readonly LoadedPlugin[]): ((props: PostBuildProps) => Promise<void>)[] {
  const racing = plugins.filter((plugin) => plugin.name !== PLUGIN_NAME && plugin.postBuild);
  if (racing.length > 0) {
    throw new Error(
      `[${PLUGIN_NAME}] ${racing.map((plugin) => plugin.name).join(', ')} write(s) in postBuild outside the pipeline, ` +
        'at the same time as its steps: wrap the plugin with deferPostBuild() in docusaurus.config.ts.',
    );
  }
  return plugins.flatMap((plugin) => {
    const postBuild = (plugin as DeferredPlugin)[DEFERRED];
    return postBuild ? [async (props: PostBuildProps) => postBuild({...props, content: plugin.content})] : [];
  });
}

/** A step's failure, named. */
const stepError = (step: Step, error: unknown) =>
  new Error(`[${PLUGIN_NAME}] ${step.name}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

type PipelineOptions = {routeFiles: SiteModel['routeFiles']; steps?: readonly Step[]; log?: (line: string) => void};

/**
 * Runs the deferred `postBuild`s (together, as Docusaurus would), then makes the model and runs the
 * steps in order, with the heap's growth held (./heap.ts).
 */
export async function runPipeline(props: PostBuildProps, options: PipelineOptions): Promise<SiteModel> {
  return withHeapGrowth(heapGrowingPercent(), () => runSteps(props, options));
}

async function runSteps(
  props: PostBuildProps,
  {routeFiles, steps = CORE_STEPS, log = console.log}: PipelineOptions,
): Promise<SiteModel> {
  const started = performance.now();
  await Promise.all(deferredPostBuilds(props.plugins).map((postBuild) => postBuild(props)));
  const site = await createSiteModel(props, {routeFiles});
  // Files are compressed in the background while the steps run: every file but the pages from the
  // start and as soon as a step writes it (again at the end if a later step writes it again), the
  // pages as the last step that writes them writes them (its pages are final), the rest once it is done.
  const lastPageWriter = steps.findLastIndex((step) => step.writesPages);
  const compressDone = (stepsDone: number) =>
    site.precompressor.early([...site.files].filter((file) => stepsDone > lastPageWriter || !site.isPage(file)));
  compressDone(0);
  site.compressWritesEarly();
  const startedWork = new Map<Step, Promise<void>>();
  for (const step of steps) {
    try {
      const work = step.start?.(site);
      if (work) {
        // Marked handled now; awaited at the step's turn, where its failure is thrown.
        work.catch(() => undefined);
        startedWork.set(step, work);
      }
    } catch (error) {
      await site.precompressor.stop();
      throw stepError(step, error);
    }
  }
  for (const [index, step] of steps.entries()) {
    site.closePages(step.writesPages ? undefined : step.name);
    if (index === lastPageWriter) site.compressWritesEarly({pages: true});
    const stepStarted = performance.now();
    const parsedBefore = site.tree.parsed();
    let summary: string | void;
    try {
      await startedWork.get(step);
      summary = await step.run(site);
    } catch (error) {
      // Nothing of the build is written once the error is out, the background's copies neither.
      await site.precompressor.stop();
      throw stepError(step, error);
    }
    const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
    // The build's memory after each step, for the growth bench to say where the peak is.
    const {heapUsed, rss} = process.memoryUsage();
    const memory = `heap ${megabytes(heapUsed)}, rss ${megabytes(rss)}`;
    const parsed = site.tree.parsed();
    const parsing = `${parsed.pages - parsedBefore.pages} pages parsed in ${((parsed.ms - parsedBefore.ms) / 1000).toFixed(1)} s`;
    log(`[${PLUGIN_NAME}] ${step.name} (${seconds} s, ${parsing}, ${memory})${summary ? `: ${summary}` : ''}`);
    compressDone(index + 1);
  }
  site.closePages(undefined);
  // A pipeline without the precompression step (tests, a stock build's) still ends the background's threads.
  await site.precompressor.stop();
  log(
    `[${PLUGIN_NAME}] ${site.pages.length} pages, ${site.files.size} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return site;
}

/**
 * The pipeline's plugin. Its theme holds the fallbacks of the components one feature offers
 * another: a feature taken out of the config leaves its fallback.
 */
export default function sitePipeline(featureSteps: readonly Step[]): PluginModule {
  const steps = orderSteps([...featureSteps, ...CORE_STEPS]);
  return (): Plugin => {
    const recorder = chunkGraphRecorder();
    return {
      name: PLUGIN_NAME,
      getThemePath: () => path.join(__dirname, '..', 'theme'),
      configureWebpack(_config, isServer) {
        if (isServer) return {};
        return {
          plugins: [{apply: (compiler: Compiler) => recorder.plugin.apply(compiler)}],
          // For `npm run bench -- --profile`, which maps a CPU profile to the sources: never shipped.
          ...(process.env.SKYPATH_SOURCE_MAPS === '1' ? {devtool: 'source-map'} : {}),
        };
      },
      async postBuild(props) {
        const routesChunkNames = JSON.parse(
          await readFile(path.join(props.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
        ) as RoutesChunkNames;
        await runPipeline(props, {routeFiles: routeFiles(recorder.graph(), routesChunkNames), steps});
      },
    };
  };
}
