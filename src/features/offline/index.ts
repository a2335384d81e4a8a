/**
 * Offline reading: a reader saves a section and version (a pack, ./packs.ts) for reading with no
 * connection. The pipeline's step (./step.ts) writes each pack's manifest, the not-saved page and
 * the service worker (client/sw.js); theme/OfflineSave is the "Save for offline" control and its
 * panel, which the page actions show; client/ is the page code that saves and removes copies.
 */
import type {Feature} from '../../core/feature';
import {writeOfflinePacks} from './step';

export default {
  name: 'offline',
  folder: __dirname,
  steps: [{name: 'offline packs', run: writeOfflinePacks}],
} satisfies Feature;
