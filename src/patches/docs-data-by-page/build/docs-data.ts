import path from 'node:path';
import type {GlobalData, AllContent} from '@docusaurus/types';
import type {GlobalDoc, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_PLUGIN} from '../../../core/docusaurus/content-plugins';

/** A doc page's own entry in its version's list and its entry in each other version that has its id. */
export type PageDocs = {pluginId: string; byVersion: Record<string, GlobalDoc>};

/** Where each doc's source is: its plugin, version and id (from the docs plugins' loaded content). */
export type DocSource = {pluginId: string; versionName: string; id: string};

export function docSources(allContent: AllContent, siteDir: string): Map<string, DocSource> {
  const sources = new Map<string, DocSource>();
  const instances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, LoadedContent>;
  for (const [pluginId, content] of Object.entries(instances)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        const file = path.resolve(siteDir, doc.source.replace(/^@site[\\/]/, ''));
        sources.set(file, {pluginId, versionName: version.versionName, id: doc.id});
      }
    }
  }
  return sources;
}

const docsPlugins = (globalData: GlobalData) =>
  Object.entries((globalData[DOCS_PLUGIN] ?? {}) as Record<string, GlobalPluginData>);

/**
 * Each doc page's entries, as Docusaurus wrote them into the global data: the page's own, and the
 * same id's in the other versions (the version dropdown's and the old-version banner's links).
 */
export function pageDocs(globalData: GlobalData, sources: Map<string, DocSource>): Map<string, PageDocs> {
  const pages = new Map<string, PageDocs>();
  const plugins = new Map(docsPlugins(globalData));
  for (const [file, {pluginId, versionName, id}] of sources) {
    const versions = plugins.get(pluginId)?.versions ?? [];
    const own = versions.find((version) => version.name === versionName)?.docs.find((doc) => doc.id === id);
    // A draft or a doc the data leaves out has no entry to hand over.
    if (!own) continue;
    const byVersion: Record<string, GlobalDoc> = {};
    for (const version of versions) {
      const doc = version.name === versionName ? own : version.docs.find((candidate) => candidate.id === id);
      if (doc) byVersion[version.name] = doc;
    }
    pages.set(file, {pluginId, byVersion});
  }
  return pages;
}

/**
 * The global data the browser starts with: each docs version keeps the entries no page hands over
 * (its main doc, which the version links use, and its category index pages, which have no
 * Markdown); every doc page hands over its own entries as it loads (./provide.ts).
 */
export function slimGlobalData(globalData: GlobalData, pages: Map<string, PageDocs>): GlobalData {
  const handedOver = new Set<GlobalDoc>();
  for (const {byVersion} of pages.values()) for (const doc of Object.values(byVersion)) handedOver.add(doc);
  const slim: GlobalData = {...globalData, [DOCS_PLUGIN]: {}};
  for (const [pluginId, data] of docsPlugins(globalData)) {
    slim[DOCS_PLUGIN]![pluginId] = {
      ...data,
      versions: data.versions.map((version) => ({
        ...version,
        docs: version.docs.filter((doc) => doc.id === version.mainDocId || !handedOver.has(doc)),
      })),
    } satisfies GlobalPluginData;
  }
  return slim;
}
