// Docusaurus's window.docusaurus (core lib/client/docusaurus.js) for a site whose routes come in
// shards: a link into a pack whose shard was never asked for prefetches the shard's file only (the
// page's chunks are known once the shard runs; running it on sight would cost every page the
// shards of every pack its navbar links to); every other link prefetches as before.
import core from '@docusaurus/core/lib/client/docusaurus.js';
import prefetchFile from '@docusaurus/core/lib/client/prefetch.js';
import {loadShardFor, shardAsked, shardOf, shardUrl} from './load';

/** Docusaurus's own rule: no prefetching on 2G or with data saver on. */
const slow = () => Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData);

const prefetchedShards = new Set<string>();

const docusaurus = {
  prefetch(routePath: string): false | Promise<unknown> {
    const id = shardOf(routePath);
    if (id === undefined) return core.prefetch(routePath);
    if (shardAsked(id)) return loadShardFor(routePath)!.then((): unknown => core.prefetch(routePath));
    if (slow() || prefetchedShards.has(id)) return false;
    prefetchedShards.add(id);
    const url = shardUrl(id);
    return url ? prefetchFile(url) : false;
  },
  preload: core.preload,
};

export default Object.freeze(docusaurus);
