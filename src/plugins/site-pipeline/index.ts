/**
 * The post-build pipeline: everything the site writes after Docusaurus has rendered its pages, as
 * one ordered list of steps over one model of the built site (src/site/model.ts). It runs in this
 * plugin's `postBuild`, so `docusaurus build` alone gives the whole production output.
 *
 * Docusaurus runs every plugin's `postBuild` at once (`Promise.all`). The plugins whose output the
 * steps read or rewrite (the blog's feeds, the sitemap) are wrapped with
 * `deferPostBuild` in the config: their `postBuild` is taken away from Docusaurus and run here,
 * first, so no step races them. A plugin left with a `postBuild` of its own fails the build.
 * ARCHITECTURE.md draws the flow.
 */

import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadedPlugin, Plugin, PluginModule} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {chunkGraphRecorder, routeFiles, type RoutesChunkNames} from '../../site/chunks';
import {createSiteModel, type PostBuildProps, type SiteModel} from '../../site/model';
import {writeManifest} from '../../site/manifest';
import {writeSearchIndexes} from '../search/step';
import {writeMarkdownCopies} from '../../markdown/step';
import {writeSocialCards} from '../social-cards/step';
import {inlineCriticalCss} from '../critical-css/step';
import {linkRouteStylesheets} from '../api-reference-css/step';
import {writeOfflinePacks} from '../../offline/build';
import {writeHosting, writeRedirectPages} from '../../hosting/step';
import {precompress} from '../../hosting/precompress';
import {writeBuildId} from '../../hosting/build-id';

export const PLUGIN_NAME = 'site-pipeline';

/** A step of the pipeline: a function of the model, which records the files it writes there. */
export type Step = {name: string; run: (site: SiteModel) => Promise<string | void>};

/** The steps, in the order they run. Each may read what the steps before it wrote. */
export const STEPS: readonly Step[] = [
  {name: 'redirect pages', run: writeRedirectPages},
  {name: 'route stylesheets', run: linkRouteStylesheets},
  {name: 'critical CSS', run: inlineCriticalCss},
  {name: 'Markdown copies and llms.txt', run: writeMarkdownCopies},
  {name: 'social cards', run: writeSocialCards},
  {name: 'search indexes', run: writeSearchIndexes},
  {name: 'offline packs', run: writeOfflinePacks},
  {name: 'hosting rules', run: writeHosting},
  {name: 'build id', run: writeBuildId},
  {name: 'site.json', run: writeManifest},
  {name: 'precompressed copies', run: precompress},
];

const DEFERRED = Symbol.for('skypath.site-pipeline.deferred-post-build');

type DeferredPlugin = Plugin & {[DEFERRED]?: NonNullable<Plugin['postBuild']>};

/**
 * The same plugin module, with its `postBuild` run by the pipeline (first, before every step)
 * instead of by Docusaurus. Give a module, or the name of a package whose CommonJS exports are one
 * (`default`, `validateOptions`).
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

/** Runs the deferred `postBuild`s (together, as Docusaurus would), then makes the model and runs the steps in order. */
export async function runPipeline(
  props: PostBuildProps,
  {
    routeFiles,
    steps = STEPS,
    log = console.log,
  }: {
    routeFiles: SiteModel['routeFiles'];
    steps?: readonly Step[];
    log?: (line: string) => void;
  },
): Promise<SiteModel> {
  const started = performance.now();
  await Promise.all(deferredPostBuilds(props.plugins).map((postBuild) => postBuild(props)));
  const site = await createSiteModel(props, {routeFiles});
  for (const step of steps) {
    const stepStarted = performance.now();
    let summary: string | void;
    try {
      summary = await step.run(site);
    } catch (error) {
      throw new Error(`[${PLUGIN_NAME}] ${step.name}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
    log(`[${PLUGIN_NAME}] ${step.name} (${seconds} s)${summary ? `: ${summary}` : ''}`);
  }
  log(
    `[${PLUGIN_NAME}] ${site.pages.length} pages, ${site.files.size} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return site;
}

export default function sitePipeline(): Plugin {
  const recorder = chunkGraphRecorder();
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [{apply: (compiler: Compiler) => recorder.plugin.apply(compiler)}]};
    },
    async postBuild(props) {
      const routesChunkNames = JSON.parse(
        await readFile(path.join(props.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as RoutesChunkNames;
      await runPipeline(props, {routeFiles: routeFiles(recorder.graph(), routesChunkNames)});
    },
  };
}
