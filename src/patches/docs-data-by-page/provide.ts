import globalData from '@generated/globalData';
import type {GlobalDoc, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {handOver} from './handOver';

/**
 * Called by each doc page's module as it loads (the remark plugin writes the call): its entries go
 * into the docs plugin's global data before the page renders, where the version dropdown, the
 * old-version banner and the active-doc hooks look for them.
 */
export function provideDocs(pluginId: string, byVersion: Record<string, GlobalDoc>): true {
  handOver(globalData['docusaurus-plugin-content-docs']?.[pluginId] as GlobalPluginData | undefined, byVersion);
  return true;
}
