// Loads the shard of a pack's routes (./split.ts) into the route table before a page of the pack
// is matched: the page's first load, a navigation, a prefetch.
import type {RouteConfig} from 'react-router-config';
import shards from '@skypath/route-shards/shards';
import {packOfPath} from '../../../core/packs';
import {insertShard, shardChunkName} from '../split';

/**
 * The skeleton, evaluated when a shard is added: a static import would evaluate it, and the
 * modules it imports, in main.js's first task, ahead of deferred-client-work's startup order.
 */
const skeleton = () => import(/* webpackMode: "eager" */ '@skypath/route-shards/routes');

declare const __webpack_require__: {gca(chunkName: string): string | undefined};
/** A shard's URL, by core's ChunkAssetPlugin (a chunk's URL by its name, as core's prefetch finds route chunks). */
export const shardUrl = (id: string) => __webpack_require__.gca(shardChunkName(id));

type ShardModule = {default: [parent: string, index: number, route: RouteConfig][]};

const loading = new Map<string, Promise<void>>();

/** The id of the shard that holds `pathname`'s routes, if a shard does. */
export function shardOf(pathname: string): string | undefined {
  // The router matches paths regardless of case (/IOS/2.2/x is /ios/2.2's): so does the shard.
  const id = packOfPath(pathname.toLowerCase())?.id;
  return id !== undefined && id in shards ? id : undefined;
}

/** Whether the shard `id` has been asked for (it may still be on its way). */
export const shardAsked = (id: string) => loading.has(id);

/**
 * The shard of `pathname`'s pack, loaded (once) and added; undefined when the path is in no
 * shard. A failed load (offline) is tried again next time.
 */
export function loadShardFor(pathname: string): Promise<void> | undefined {
  const id = shardOf(pathname);
  const load = id === undefined ? undefined : shards[id];
  if (!id || !load) return undefined;
  let loaded = loading.get(id);
  if (!loaded) {
    loaded = Promise.all([load() as Promise<ShardModule>, skeleton()]).then(([shard, {parents, kept}]) =>
      insertShard(parents, kept, shard.default),
    );
    loaded.catch(() => loading.delete(id));
    loading.set(id, loaded);
  }
  return loaded;
}

// The first load's shard is fetched as main.js starts, beside its startup modules, rather than one
// round trip after them; the chunk loader's script then finds it loaded.
const first = shardOf(window.location.pathname);
const firstUrl = first === undefined ? undefined : shardUrl(first);
if (firstUrl)
  document.head.append(Object.assign(document.createElement('link'), {rel: 'preload', as: 'script', href: firstUrl}));
