import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {GlobalData} from '@docusaurus/types';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';
import {docSources, pageDocs, slimGlobalData, type DocSource} from './build/docs-data';
import {pagesBySource, remarkProvideDocs} from './build/remark';

/**
 * Docusaurus's global data lists every doc of every version, and `main.js` carries it to every page
 * (facebook/docusaurus#7256): it grows with the site. The browser's copy keeps each version's main
 * doc and category index pages; each doc page hands over its own entries, and the same doc's in the
 * other versions, as its module loads. Server rendering keeps the full data, and renders the same.
 */
export default {
  name: 'docs-data-by-page',
  folder: __dirname,
  remark: {docs: [remarkProvideDocs], api: [remarkProvideDocs]},
  plugin: ({generatedFilesDir, siteDir}) => {
    let sources = new Map<string, DocSource>();
    return {
      allContentLoaded({allContent}) {
        sources = docSources(allContent, siteDir);
      },
      configureWebpack(bundlerConfig, isServer, {currentBundler}) {
        const globalData = JSON.parse(
          readFileSync(path.join(generatedFilesDir, 'globalData.json'), 'utf8'),
        ) as GlobalData;
        pagesBySource.clear();
        for (const [file, page] of pageDocs(globalData, sources)) pagesBySource.set(file, page);
        // The dev server rewrites the global data as docs change: it keeps Docusaurus's module.
        if (isServer || bundlerConfig.mode !== 'production') return {};
        const dir = path.join(generatedFilesDir, 'docs-data-by-page');
        mkdirSync(dir, {recursive: true});
        const file = path.join(dir, 'globalData.json');
        writeFileSync(file, JSON.stringify(slimGlobalData(globalData, pagesBySource)));
        return {plugins: [replaceModule(currentBundler, /^@generated\/globalData$/, () => file)]};
      },
    };
  },
} satisfies Feature;
