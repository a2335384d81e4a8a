// The client's window.docusaurus with link prefetching deferred to idle time (see ./index.ts).
import core from '@docusaurus/core/lib/client/docusaurus.js';
import {createIdleQueue} from './idleQueue';

const queue = createIdleQueue<string>((routePath) => void core.prefetch(routePath));

const docusaurus = {
  /** Queues the route for prefetching when the main thread is idle; Docusaurus skips it on 2G or data-saver. */
  prefetch(routePath: string): boolean {
    queue.add(routePath);
    return true;
  },
  /** Loads a route now (the reader is about to open it): unchanged. */
  preload: core.preload,
};

export default Object.freeze(docusaurus);
