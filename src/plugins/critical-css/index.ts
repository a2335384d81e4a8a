import type {Plugin} from '@docusaurus/types';
import {PATCH} from './step';

/**
 * Critical CSS inlined in every page, the stylesheets loaded after the first paint (./critical.ts).
 * The work is the pipeline's `critical CSS` step (src/plugins/site-pipeline); this plugin names the
 * patch for the stock switch (`SKYPATH_STOCK=critical-css`), which the step obeys.
 */
export default function criticalCss(): Plugin {
  return {name: PATCH};
}
