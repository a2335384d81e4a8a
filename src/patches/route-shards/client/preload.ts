// Docusaurus's client preload (core lib/client/preload.js) with the pack's route shard loaded
// first: the first load awaits it before hydrating, a navigation before it renders.
import preload from '@docusaurus/core/lib/client/preload.js';
import {loadShardFor} from './load';

export default function preloadWithShard(pathname: string): Promise<unknown> {
  const shard = loadShardFor(pathname);
  return shard ? shard.then(() => preload(pathname)) : preload(pathname);
}
