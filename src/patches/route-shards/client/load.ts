// Loads the shard of a pack's routes (./split.ts) into the route table before a page of the pack
// is matched: the page's first load, a navigation, a prefetch.
import type {RouteConfig} from 'react-router-config';
import shards from '@skypath/route-shards/shards';
import {parents, kept} from '@skypath/route-shards/routes';
import {packOfPath} from '../../../core/packs';
import {insertShard} from '../split';

type ShardModule = {default: [parent: string, index: number, route: RouteConfig][]};

const loading = new Map<string, Promise<void>>();

/** The id of the shard that holds `pathname`'s routes, if a shard does. */
export function shardOf(pathname: string): string | undefined {
  const id = packOfPath(pathname)?.id;
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
    loaded = (load() as Promise<ShardModule>).then((shard) => insertShard(parents, kept, shard.default));
    loaded.catch(() => loading.delete(id));
    loading.set(id, loaded);
  }
  return loaded;
}
