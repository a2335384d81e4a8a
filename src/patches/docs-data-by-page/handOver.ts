import type {GlobalDoc, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/** Adds a page's entries to a docs plugin's global data: each to its version's list, once. */
export function handOver(data: GlobalPluginData | undefined, byVersion: Record<string, GlobalDoc>): void {
  for (const version of data?.versions ?? []) {
    const doc = byVersion[version.name];
    if (doc && !version.docs.some((known) => known.id === doc.id)) version.docs.push(doc);
  }
}
