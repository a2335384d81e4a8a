/**
 * Splits Docusaurus's generated route table, registry and route chunk names into the part every
 * page needs (the skeleton) and one shard per offline pack, and writes each part as a module.
 * Pure: the patch's index.ts reads the generated files and writes the modules.
 */

/** A route of `.docusaurus/routes.js`, its `ComponentCreator(path, hash)` call kept as its two arguments. */
export type TableRoute = {
  path: string;
  component: readonly [string, string?];
  exact?: boolean;
  routes?: TableRoute[];
  [key: string]: unknown;
};

/** A shard's route: the key of the skeleton route it goes under, its index among that route's children, the route. */
export type ShardEntry = {parent: string; index: number; route: TableRoute};

export type Split = {
  /** The table without the shards' routes. */
  skeleton: TableRoute[];
  /** Per parent key, the original indices of the children the skeleton keeps. */
  kept: Map<string, number[]>;
  /** The skeleton's routes that lose children to a shard, by key (`r.3.0.0`: indices from the top). */
  parentKeys: Map<TableRoute, string>;
  shards: Map<string, ShardEntry[]>;
};

/**
 * The pack a nested route goes to whole: an exact leaf's, or a layout's (a docs version) whose
 * routes are all of its own pack. A non-exact leaf (a catch-all) stays.
 */
function packOfSubtree(route: TableRoute, packOf: (path: string) => string | undefined): string | undefined {
  const pack = packOf(route.path);
  if (pack === undefined) return undefined;
  if (!route.routes) return route.exact ? pack : undefined;
  return route.routes.every((child) => packOfSubtree(child, packOf) === pack) ? pack : undefined;
}

/**
 * A nested route whose whole subtree is of one pack (`packOf` its paths: a doc page, a docs
 * version's layout with its pages) goes to that pack's shard; every other route stays in the
 * skeleton, in its place, so the top-level `<Switch>` that Docusaurus renders once (App.js) stays
 * whole and a shard only adds routes to nested lists.
 */
export function splitRoutes(table: readonly TableRoute[], packOf: (path: string) => string | undefined): Split {
  const kept = new Map<string, number[]>();
  const parentKeys = new Map<TableRoute, string>();
  const shards = new Map<string, ShardEntry[]>();
  const walk = (routes: readonly TableRoute[], key: string, nested: boolean): TableRoute[] => {
    const keep: TableRoute[] = [];
    const keptIndices: number[] = [];
    routes.forEach((route, index) => {
      const pack = nested ? packOfSubtree(route, packOf) : undefined;
      if (pack) {
        if (!shards.has(pack)) shards.set(pack, []);
        shards.get(pack)!.push({parent: key, index, route});
        return;
      }
      keptIndices.push(index);
      if (!route.routes) {
        keep.push(route);
        return;
      }
      const childKey = `${key}.${index}`;
      const copy = {...route, routes: walk(route.routes, childKey, true)};
      if (kept.has(childKey)) parentKeys.set(copy, childKey);
      keep.push(copy);
    });
    if (keptIndices.length < routes.length) kept.set(key, keptIndices);
    return keep;
  };
  const skeleton = walk(table, 'r', false);
  return {skeleton, kept, parentKeys, shards};
}

/**
 * Adds a shard's routes to the skeleton: each goes into its parent's children at its place in the
 * original table (`kept` holds the original indices of the children a parent holds, and grows).
 */
export function insertShard<R extends {routes?: R[]}>(
  parents: Record<string, R>,
  kept: Record<string, number[]>,
  entries: readonly (readonly [parent: string, index: number, route: R])[],
): void {
  for (const [key, index, route] of entries) {
    const indices = kept[key]!;
    const at = indices.findIndex((other) => other > index);
    const position = at === -1 ? indices.length : at;
    indices.splice(position, 0, index);
    parents[key]!.routes!.splice(position, 0, route);
  }
}

/** The chunk names a route's entry in `routesChunkNames.json` holds, nested values included. */
export function chunkNamesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => chunkNamesIn(item, into));
  return into;
}

/** Every route of a (sub)table, nested ones included. */
export function allRoutes(routes: readonly TableRoute[]): TableRoute[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}

/** The key of a route in `routesChunkNames.json`. */
export const chunkNamesKey = (route: TableRoute) => `${route.path}-${route.component[1]}`;

const json = (value: unknown) => JSON.stringify(value);

/** A shard's chunk is named after its pack: `route-shard-ios-3.0`. */
export const shardChunkName = (id: string) => `route-shard-${id}`;
/** The shard whose chunk has the name `name`, if one has. */
export const shardOfChunkName = (name: string) => (name.startsWith('route-shard-') ? name.slice(12) : undefined);

/**
 * The React key of a route in a list that shards add to: its place in the original table.
 * react-router-config keys a route by its index in its list (`route.key || i`); a shard's routes
 * inserted before the route on screen would change it, and React would mount that route's whole
 * subtree again (a docs version's sidebar, its state lost) on the next render.
 */
export const routeKey = (parent: string, index: number) => `${parent}.${index}`;

/** A route as code: its fields as JSON, its component as Docusaurus's `ComponentCreator` call. */
function routeCode(route: TableRoute, split: Pick<Split, 'parentKeys' | 'kept'>, key?: string): string {
  const {component, routes, ...fields} = route;
  const parts = Object.entries(fields).map(([name, value]) => `${json(name)}: ${json(value)}`);
  if (key !== undefined) parts.push(`key: ${json(key)}`);
  parts.push(`component: ComponentCreator(${component.map(json).join(', ')})`);
  const parentKey = split.parentKeys.get(route);
  const indices = parentKey === undefined ? undefined : split.kept.get(parentKey)!;
  if (routes)
    parts.push(
      `routes: [${routes.map((child, at) => routeCode(child, split, indices && routeKey(parentKey!, indices[at]!))).join(',\n')}]`,
    );
  const code = `{${parts.join(', ')}}`;
  return parentKey ? `parent(${json(parentKey)}, ${code})` : code;
}

/** Registry entries as Docusaurus writes them in `registry.js`: a lazy import named by its chunk, the module, its weak id. */
export function registryCode(entries: Iterable<readonly [string, string]>): string {
  return [...entries]
    .map(
      ([name, module]) =>
        `${json(name)}: [() => import(/* webpackChunkName: ${json(name)} */ ${json(module)}), ${json(module)}, require.resolveWeak(${json(module)})]`,
    )
    .join(',\n');
}

const NO_PARENTS: Pick<Split, 'parentKeys' | 'kept'> = {parentKeys: new Map(), kept: new Map()};

const HEADER = '// Generated by the route-shards patch (src/patches/route-shards): do not edit.\n';

/** The skeleton's module: the route table every page loads, with its parents of shard routes named. */
export function skeletonModule(split: Split): string {
  return `${HEADER}import ComponentCreator from '@docusaurus/ComponentCreator';
/** Routes that receive a shard's routes, by key, and the original indices of the children they hold. */
export const parents = {};
export const kept = ${json(Object.fromEntries(split.kept))};
function parent(key, route) {
  parents[key] = route;
  return route;
}
export default [${split.skeleton.map((route) => routeCode(route, split)).join(',\n')}];
`;
}

/**
 * A shard's module: its registry entries and route chunk names are added to the skeleton's before
 * its routes are made (ComponentCreator reads both when it is called).
 */
export function shardModule(
  entries: readonly ShardEntry[],
  registry: Iterable<readonly [string, string]>,
  chunkNames: Record<string, unknown>,
): string {
  return `${HEADER}import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
Object.assign(registry, {${registryCode(registry)}});
Object.assign(routesChunkNames, ${json(chunkNames)});
export default [${entries.map(({parent, index, route}) => `[${json(parent)}, ${index}, ${routeCode(route, NO_PARENTS, routeKey(parent, index))}]`).join(',\n')}];
`;
}

/** The module that loads a pack's shard: one lazy import per pack, each its own chunk. */
export function shardsModule(ids: Iterable<string>): string {
  const loaders = [...ids].map(
    (id) =>
      `${json(id)}: () => import(/* webpackChunkName: ${json(shardChunkName(id))} */ ${json(`./shard-${id}.js`)})`,
  );
  return `${HEADER}export default {${loaders.join(',\n')}};\n`;
}
