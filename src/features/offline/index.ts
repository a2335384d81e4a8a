/**
 * Offline reading: a reader saves a section and version (a pack) for reading with no connection.
 * The step writes each pack's manifest, the not-saved page and the service worker (client/sw.js);
 * theme/OfflineSave is the "Save for offline" control and its panel, which the page actions show.
 */
import type {Feature} from '../../core/feature';
import {writeOfflinePacks} from './step';

export default {
  name: 'offline',
  folder: __dirname,
  steps: [{name: 'offline packs', run: writeOfflinePacks}],
} satisfies Feature;
