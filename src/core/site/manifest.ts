/**
 * `site.json`, the model of the built site written into the build: its pages and its files. What
 * runs without Docusaurus (the preview server, the HTML check, the benchmark, the browser tests,
 * the docs MCP server…) reads the build through it.
 */

import {existsSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {treeReader, type SiteModel, type SitePage} from './model';

export const SITE_MANIFEST = 'site.json';

export type SiteManifest = {
  siteUrl: string;
  pages: SitePage[];
  /** Every file of the build, relative and `/`-separated, the precompressed copies and itself left out. */
  files: string[];
};

export function manifestOf(site: SiteModel): SiteManifest {
  return {
    siteUrl: site.siteUrl,
    pages: site.pages,
    files: [...site.files].filter((file) => file !== SITE_MANIFEST).sort(),
  };
}

/** A built site read through its manifest. Throws, saying what to do, when the folder holds no build. */
export function readSite(buildDir: string) {
  const file = path.join(buildDir, SITE_MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`No ${SITE_MANIFEST} in ${buildDir}/: build the site first (npm run build).`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  return {
    ...manifest,
    dir: buildDir,
    /** The HTML files of the build: its pages and the pages the steps write (the offline page). */
    htmlFiles: manifest.files.filter((name) => name.endsWith('.html')),
    /** A page's HTML as a tree, parsed when asked. */
    tree: treeReader(buildDir),
    read(name: string): Promise<Buffer> {
      return readFile(path.join(buildDir, name));
    },
  };
}

export type BuiltSite = ReturnType<typeof readSite>;

/** The step that writes the manifest (after every step that changes the model). */
export async function writeManifest(site: SiteModel): Promise<string> {
  await site.write(SITE_MANIFEST, `${JSON.stringify(manifestOf(site), null, 1)}\n`);
  return `${site.pages.length} pages, ${site.files.size} files`;
}
