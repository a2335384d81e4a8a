import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type {Feature} from '../../core/feature';
import {packOfPath} from '../../core/packs';
import {replaceModule} from '../../core/docusaurus/replace-module';
import {
  allRoutes,
  chunkNamesIn,
  chunkNamesKey,
  shardModule,
  shardsModule,
  shardOfChunkName,
  skeletonModule,
  splitRoutes,
  registryCode,
  type TableRoute,
} from './split';
import {chunkMapsPlugin} from './chunk-maps';

/** Evaluates a module Docusaurus generated (ESM, one default export) with `globals` standing in for its imports. */
function evaluateGenerated(file: string, globals: Record<string, unknown>): unknown {
  const code = readFileSync(file, 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'module.exports = ');
  const sandbox = {module: {exports: undefined as unknown}, ...globals};
  vm.runInNewContext(code, sandbox, {filename: file});
  return sandbox.module.exports;
}

/** Reads `.docusaurus/routes.js`, `registry.js` and `routesChunkNames.json` and writes the skeleton and shards into `dir`. */
export function writeShards(generatedFilesDir: string, dir: string): {shards: number; skeletonRoutes: number} {
  const table = evaluateGenerated(path.join(generatedFilesDir, 'routes.js'), {
    ComponentCreator: (...args: [string, string?]) => args,
  }) as TableRoute[];
  const registryTable = evaluateGenerated(path.join(generatedFilesDir, 'registry.js'), {
    require: {resolveWeak: (module: string) => module},
  }) as Record<string, [unknown, string]>;
  const chunkNames = JSON.parse(readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const split = splitRoutes(table, (routePath) => packOfPath(routePath)?.id);

  const namesOf = (routes: readonly TableRoute[]) => {
    const names = new Set<string>();
    for (const route of routes) chunkNamesIn(chunkNames[chunkNamesKey(route)], names);
    return names;
  };
  const sharded = new Set<string>();
  const shardFiles = [...split.shards].map(([id, entries]) => {
    const routes = allRoutes(entries.map(({route}) => route));
    routes.forEach((route) => sharded.add(chunkNamesKey(route)));
    return {id, entries, routes, names: namesOf(routes)};
  });
  const skeletonNames = namesOf(allRoutes(split.skeleton));
  const inAShard = new Set(shardFiles.flatMap(({names}) => [...names]));
  const registryOf = (keep: (name: string) => boolean) =>
    Object.entries(registryTable)
      .filter(([name]) => keep(name))
      .map(([name, [, module]]) => [name, module] as const);

  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'routes.js'), skeletonModule(split));
  writeFileSync(
    path.join(dir, 'registry.js'),
    `export default {${registryCode(registryOf((name) => skeletonNames.has(name) || !inAShard.has(name)))}};\n`,
  );
  writeFileSync(
    path.join(dir, 'routesChunkNames.js'),
    `export default ${JSON.stringify(Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !sharded.has(key))))};\n`,
  );
  for (const {id, entries, routes, names} of shardFiles) {
    const own = Object.fromEntries(routes.map((route) => [chunkNamesKey(route), chunkNames[chunkNamesKey(route)]]));
    writeFileSync(
      path.join(dir, `shard-${id}.js`),
      shardModule(
        entries,
        registryOf((name) => names.has(name) && !skeletonNames.has(name)),
        own,
      ),
    );
  }
  writeFileSync(path.join(dir, 'shards.js'), shardsModule(split.shards.keys()));
  return {shards: split.shards.size, skeletonRoutes: allRoutes(split.skeleton).length};
}

const CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
const OWN_CLIENT = path.join(__dirname, 'client');
const GENERATED = /^@generated\/(routes|registry|routesChunkNames)$/;

/**
 * Docusaurus puts every route of the site into every page's first load: the route table, the
 * registry of route chunks and the routes' chunk names (facebook/docusaurus#7256). In production
 * builds the client gets a skeleton (every route but the docs pages) and loads the pages of an
 * offline pack (section and version, `packOfPath`) as one shard, before the first load hydrates
 * and before a navigation or prefetch matches a route. Server rendering keeps the full table.
 */
export default {
  name: 'route-shards',
  folder: __dirname,
  plugin: ({generatedFilesDir}) => ({
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server regenerates the route table as content changes; it keeps Docusaurus's own.
      if (isServer || config.mode !== 'production') return {};
      const dir = path.join(generatedFilesDir, 'route-shards');
      writeShards(generatedFilesDir, dir);
      return {
        resolve: {alias: {'@skypath/route-shards': dir}},
        plugins: [
          chunkMapsPlugin(shardOfChunkName),
          replaceModule(currentBundler, GENERATED, (request) => path.join(dir, `${GENERATED.exec(request)![1]}.js`)),
          replaceModule(currentBundler, /^\.\/preload$/, (_request, importer) =>
            importer === CLIENT_DIR ? path.join(OWN_CLIENT, 'preload.ts') : undefined,
          ),
          // window.docusaurus, wherever it is imported from (the deferred-client-work patch wraps it too).
          replaceModule(
            currentBundler,
            /^(\.\/docusaurus|@docusaurus\/core\/lib\/client\/docusaurus\.js)$/,
            (request, importer) =>
              importer !== OWN_CLIENT && (!request.startsWith('.') || importer === CLIENT_DIR)
                ? path.join(OWN_CLIENT, 'docusaurus.ts')
                : undefined,
          ),
        ],
      };
    },
  }),
} satisfies Feature;
