/**
 * The bundler's chunk graph, recorded while the client bundle is made: which files load together,
 * which groups each group loads lazily, and which start a runtime of their own (a worker).
 * Docusaurus's client manifest does not say what a chunk loads lazily, so the graph is taken from
 * the compilation itself (webpack 5 and Rspack share this API).
 */

/** What the graph needs of a chunk group of webpack 5 or Rspack. */
type BundlerChunkGroup = {
  readonly name?: string | null;
  getFiles(): string[];
  readonly childrenIterable: Iterable<BundlerChunkGroup>;
  getParents(): BundlerChunkGroup[];
  isInitial(): boolean;
  readonly chunks: readonly {readonly auxiliaryFiles: Iterable<string>}[];
};
type BundlerCompilation = {
  readonly chunkGroups: readonly BundlerChunkGroup[];
  readonly entrypoints: ReadonlyMap<string, BundlerChunkGroup>;
};
type BundlerCompiler = {
  hooks: {emit: {tap(name: string, callback: (compilation: BundlerCompilation) => void): void}};
};

type ChunkGroupRecord = {
  /** The group's name: a route chunk's name (`4c5e977b`), `main`; none for most lazy imports. */
  name?: string;
  /** Site paths of its files, the assets its CSS and code reference included (`/assets/js/…`). */
  files: string[];
  /** The groups it loads lazily, by index in the graph. */
  children: number[];
  /** An entry point of the page (`main`): the page loads it before anything else. */
  entry: boolean;
  /** A group with a runtime of its own that no group imports (a worker, started by URL). */
  worker: boolean;
};

export type ChunkGraph = {groups: ChunkGroupRecord[]};

/** Records the client compilation's chunk graph when it emits; `graph()` returns it. */
export function chunkGraphRecorder(): {plugin: {apply(compiler: BundlerCompiler): void}; graph(): ChunkGraph} {
  let recorded: ChunkGraph | undefined;
  return {
    plugin: {
      apply(compiler) {
        compiler.hooks.emit.tap('skypath-chunk-graph', (compilation) => {
          const groups = [...compilation.chunkGroups];
          const index = new Map(groups.map((group, i) => [group, i]));
          const entries = new Set(compilation.entrypoints.values());
          recorded = {
            groups: groups.map((group) => ({
              ...(group.name ? {name: group.name} : {}),
              files: [
                ...new Set([...group.getFiles(), ...group.chunks.flatMap((chunk) => [...chunk.auxiliaryFiles])]),
              ].map((file) => `/${file}`),
              children: [...group.childrenIterable].map((child) => index.get(child)!),
              entry: entries.has(group),
              worker: !entries.has(group) && !group.isInitial() && group.getParents().length === 0,
            })),
          };
        });
      },
    },
    graph() {
      if (!recorded)
        throw new Error('The chunk graph was not recorded: the client bundle was not built in this process.');
      return recorded;
    },
  };
}

/** Docusaurus's `routesChunkNames.json`: each route (its path and a hash) with its chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

/**
 * Every file the given routes can load: the entry points, what they load lazily (but not other
 * routes' chunks), each route's chunks and its ancestors' (the docs layout of `/ios` for
 * `/ios/basic/data`) with what those load lazily, and every worker.
 */
export function routeFiles(graph: ChunkGraph, routesChunkNames: RoutesChunkNames) {
  /** route path → chunk names (a path can have several nested routes) */
  const names = new Map<string, Set<string>>();
  const collect = (value: unknown, into: Set<string>) => {
    if (typeof value === 'string') into.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach((item) => collect(item, into));
  };
  for (const [key, value] of Object.entries(routesChunkNames)) {
    const routePath = key.slice(0, key.lastIndexOf('-'));
    if (!names.has(routePath)) names.set(routePath, new Set());
    collect(value, names.get(routePath)!);
  }
  const routeChunks = new Set([...names.values()].flatMap((set) => [...set]));
  const byName = new Map(graph.groups.flatMap((group, i) => (group.name ? [[group.name, i] as const] : [])));

  /**
   * With `{ownChunks: true}`, only the files of the routes' own chunks (what a page of the route
   * needs to render besides the entry point), not the entry points, workers and lazy imports.
   * With `{entryOnly: true}`, the entry points' own files only, which every page's HTML links.
   */
  return function filesOf(routePaths: Iterable<string>, {ownChunks = false, entryOnly = false} = {}): string[] {
    if (entryOnly) return [...new Set(graph.groups.flatMap((group) => (group.entry ? group.files : [])))];
    const seen = new Set<number>();
    const visit = (i: number) => {
      if (seen.has(i)) return;
      seen.add(i);
      if (ownChunks) return;
      // A route's chunks are loaded by its route, not by the groups that list them as lazy imports.
      for (const child of graph.groups[i]!.children)
        if (!routeChunks.has(graph.groups[child]!.name ?? '')) visit(child);
    };
    graph.groups.forEach((group, i) => {
      if (!ownChunks && (group.entry || group.worker)) visit(i);
    });
    for (const routePath of routePaths) {
      const segments = routePath.split('/').filter(Boolean);
      const ancestors = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
      for (const candidate of [...ancestors, routePath]) {
        for (const name of names.get(candidate) ?? names.get(candidate.replace(/\/$/, '')) ?? []) {
          // A name without a group (a plugin's context data) is bundled into main.js.
          const group = byName.get(name);
          if (group !== undefined) visit(group);
        }
      }
    }
    return [...new Set([...seen].sort((a, b) => a - b).flatMap((i) => graph.groups[i]!.files))];
  };
}
