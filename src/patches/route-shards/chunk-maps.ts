// The runtime's chunk maps, sharded like the routes: the runtime keeps the entries of the chunks a
// page can load before any shard, and each shard's chunk brings the entries of the chunks its
// routes load. Build time only.
import {parse, type Node} from 'acorn';
import type {Compiler} from 'webpack';

/** The global the runtime's maps live in, for the shards to add to. */
const MAPS_GLOBAL = 'skypathChunkMaps';

/**
 * The three maps of a chunk id or name in the runtime: the names of named chunks, the content
 * hashes (both `__webpack_require__.u`'s) and core's ChunkAssetPlugin's name → id (`.gca`).
 */
type MapKind = 'names' | 'hashes' | 'ids';
const KINDS: readonly MapKind[] = ['names', 'hashes', 'ids'];

type Chunk = {id: string; name?: string};

/** Named chunks' ids, by name. */
const idsByName = (chunks: readonly Chunk[]) =>
  new Map(chunks.flatMap((chunk) => (chunk.name ? [[chunk.name, chunk.id] as const] : [])));
type Found = {kind: MapKind; start: number; end: number; entries: [string, string][]};

const keyOf = (node: Node): string | undefined => {
  const key = node as Node & {value?: unknown; name?: string; type: string};
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value);
  return undefined;
};

/**
 * Every object literal whose keys and values are all plain strings or numbers, inside the
 * assignment of `__webpack_require__.u` (chunk file names) or `.gca` (core's chunk URLs): other
 * runtime modules (the CSS chunks' file names) may have maps of chunk ids too.
 */
function stringMaps(code: string) {
  const maps: {start: number; end: number; entries: [string, string][]}[] = [];
  const visit = (node: unknown, inside: boolean) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((child) => visit(child, inside));
    const value = node as Node & {
      properties?: (Node & {key: Node; value: Node; computed: boolean})[];
      left?: Node & {property?: Node & {name?: string}};
      right?: Node;
    };
    if (value.type === 'AssignmentExpression' && value.left?.type === 'MemberExpression') {
      const name = value.left.property?.name;
      if (name === 'u' || name === 'gca') return visit(value.right, true);
    }
    if (inside && value.type === 'ObjectExpression' && value.properties!.length > 0) {
      const entries = value.properties!.map((property) => {
        const literal = property.value as Node & {value?: unknown};
        const key = property.type === 'Property' && !property.computed ? keyOf(property.key) : undefined;
        return key !== undefined && literal.type === 'Literal' && typeof literal.value === 'string'
          ? ([key, literal.value] as [string, string])
          : undefined;
      });
      if (entries.every((entry) => entry !== undefined)) {
        maps.push({start: value.start, end: value.end, entries: entries as [string, string][]});
        return;
      }
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child, inside);
  };
  visit(parse(code, {ecmaVersion: 'latest', sourceType: 'script'}), false);
  return maps;
}

/** Finds the three chunk maps in the runtime's code, by what they map: throws unless each is there once. */
export function findChunkMaps(code: string, chunks: readonly Chunk[]): Found[] {
  const nameOf = new Map(chunks.map((chunk) => [chunk.id, chunk.name]));
  const idOf = idsByName(chunks);
  const kindOf = (entries: [string, string][]): MapKind | undefined => {
    if (entries.every(([id, name]) => nameOf.has(id) && nameOf.get(id) === name)) return 'names';
    if (entries.every(([id, hash]) => nameOf.has(id) && /^[0-9a-f]{6,}$/.test(hash))) return 'hashes';
    if (entries.every(([name, id]) => idOf.get(name) === id)) return 'ids';
    return undefined;
  };
  const found = stringMaps(code).flatMap((map) => {
    const kind = kindOf(map.entries);
    return kind ? [{...map, kind}] : [];
  });
  for (const kind of KINDS) {
    const count = found.filter((map) => map.kind === kind).length;
    if (count !== 1)
      throw new Error(
        `route-shards: expected the runtime's chunk ${kind} map once, found it ${count} times (did Rspack's or core's runtime change? SKYPATH_STOCK=route-shards switches the patch off)`,
      );
  }
  return found;
}

const literal = (entries: [string, string][]) =>
  `{${entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join(',')}}`;

/** Where each chunk's entries go: kept in the runtime, or carried by the shards that load it. */
export type Placement = {kept: ReadonlySet<string>; shards: ReadonlyMap<string, ReadonlySet<string>>};

/**
 * The runtime with only the kept chunks' entries (in `self.skypathChunkMaps`) and, per shard, the
 * code its chunk runs first to add its chunks' entries. A chunk neither kept nor in a shard keeps
 * its entries in the runtime too.
 */
export function shardChunkMaps(code: string, chunks: readonly Chunk[], {kept, shards}: Placement) {
  const maps = findChunkMaps(code, chunks);
  const idOf = idsByName(chunks);
  const inAShard = new Set([...shards.values()].flatMap((ids) => [...ids]));
  const chunkOf = (kind: MapKind, [key]: [string, string]) => (kind === 'ids' ? idOf.get(key)! : key);
  const stays = (id: string) => kept.has(id) || !inAShard.has(id);
  const ordered = KINDS.map((kind) => maps.find((map) => map.kind === kind)!);
  const runtimeMaps = ordered.map((map) => literal(map.entries.filter((entry) => stays(chunkOf(map.kind, entry)))));
  const replacements = ordered.map((map, index) => ({
    start: map.start,
    end: map.end,
    text: `self.${MAPS_GLOBAL}[${index}]`,
  }));
  const shardCode = new Map(
    [...shards].map(([shard, ids]) => {
      const added = ordered.map((map) =>
        literal(map.entries.filter((entry) => !stays(chunkOf(map.kind, entry)) && ids.has(chunkOf(map.kind, entry)))),
      );
      // Statements without a variable: the minifier would hoist one into the script's global scope.
      return [shard, `${added.map((map, index) => `Object.assign(self.${MAPS_GLOBAL}[${index}],${map});`).join('')}\n`];
    }),
  );
  return {prelude: `self.${MAPS_GLOBAL}=[${runtimeMaps.join(',')}];\n`, replacements, shardCode};
}

/** Where a script's leading `"use strict";` ends (0 without one). */
export const directiveEnd = (code: string) => /^\s*(["'])use strict\1;?/.exec(code)?.[0].length ?? 0;

/** What placing needs of a webpack 5 or Rspack chunk group. */
type BundlerChunkGroup = {
  readonly name?: string | null;
  readonly chunks: readonly {readonly id: string | number | null}[];
  readonly childrenIterable: Iterable<BundlerChunkGroup>;
};

/**
 * Which chunks a page can load before any shard (reachable from the entry without passing a
 * shard's chunk; the shards' own chunks too), and per shard the chunks reachable through it.
 */
export function placeChunks(entry: BundlerChunkGroup, isShard: (group: BundlerChunkGroup) => string | undefined) {
  const kept = new Set<string>();
  const add = (group: BundlerChunkGroup, into: Set<string>) =>
    group.chunks.forEach((chunk) => chunk.id !== null && into.add(String(chunk.id)));
  /** Each shard's chunk group, met on the way from the entry. */
  const shardGroups = new Map<string, BundlerChunkGroup>();
  const seen = new Set<BundlerChunkGroup>();
  const visit = (group: BundlerChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    add(group, kept);
    for (const child of group.childrenIterable) {
      const shard = isShard(child);
      if (shard === undefined) visit(child);
      else {
        add(child, kept);
        shardGroups.set(shard, child);
      }
    }
  };
  visit(entry);
  const shards = new Map<string, Set<string>>();
  for (const [shard, group] of shardGroups) {
    const into = new Set<string>();
    const inner = new Set<BundlerChunkGroup>();
    const walk = (g: BundlerChunkGroup) => {
      if (inner.has(g)) return;
      inner.add(g);
      if (g !== group) add(g, into);
      for (const child of g.childrenIterable) walk(child);
    };
    walk(group);
    for (const id of kept) into.delete(id);
    shards.set(shard, into);
  }
  return {kept, shards};
}

/**
 * The bundler plugin: before minification, the runtime of the entry `main` keeps only the kept
 * chunks' map entries, and each shard's chunk adds its own at its start. Content hashes are then
 * computed on the rewritten files (real content hash), so every reference stays exact.
 */
export function chunkMapsPlugin(shardOfChunkName: (name: string) => string | undefined) {
  return {
    // Typed with webpack's API, which Rspack's JavaScript API follows for what is used here.
    apply(compiler: Compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap('skypath-route-shards', (compilation) => {
        compilation.hooks.processAssets.tap(
          {name: 'skypath-route-shards', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE},
          () => {
            // A shard's file name must change with the entries it carries, which its modules do not show.
            if (compilation.options.optimization.realContentHash === false)
              throw new Error('route-shards: the chunk maps need optimization.realContentHash');
            const entry = compilation.entrypoints.get('main');
            const runtimeChunk = entry?.getRuntimeChunk();
            if (!entry || !runtimeChunk) throw new Error('route-shards: no runtime chunk of the entry main');
            const isShard = (group: BundlerChunkGroup) => (group.name ? shardOfChunkName(group.name) : undefined);
            const placement = placeChunks(entry, isShard);
            const chunks = [...compilation.chunks].flatMap((chunk) =>
              chunk.id === null ? [] : [{id: String(chunk.id), ...(chunk.name ? {name: chunk.name} : {})}],
            );
            const runtimeFile = [...runtimeChunk.files].find((file) => file.endsWith('.js'))!;
            const runtime = compilation.getAsset(runtimeFile)!.source;
            const {prelude, replacements, shardCode} = shardChunkMaps(String(runtime.source()), chunks, placement);
            const rewritten = new sources.ReplaceSource(runtime);
            rewritten.insert(0, prelude);
            for (const {start, end, text} of replacements) rewritten.replace(start, end - 1, text);
            compilation.updateAsset(runtimeFile, rewritten);
            for (const group of compilation.chunkGroups) {
              const shard = isShard(group);
              if (shard === undefined) continue;
              const code = shardCode.get(shard);
              if (code === undefined) throw new Error(`route-shards: the shard ${shard} is not loaded from main`);
              for (const file of group.chunks.flatMap((chunk) =>
                [...chunk.files].filter((name) => name.endsWith('.js')),
              )) {
                const original = compilation.getAsset(file)!.source;
                const source = new sources.ReplaceSource(original);
                // After a leading "use strict", which must stay the script's first statement.
                source.insert(directiveEnd(String(original.source())), code);
                compilation.updateAsset(file, source);
              }
            }
          },
        );
      });
    },
  };
}
