// The hosting steps of the post-build pipeline:
// - writeRedirectPages: a page for each section root (`/ios` → `/ios/introduction`), for hosts
//   without server redirects: valid HTML, noindex, no script;
// - writeHosting: fails when a page carries an inline script the Content-Security-Policy does not
//   allow (naming the page), then writes the hosting rules to deploy/ (gitignored) and robots.txt.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {SITE} from '../../core/constants';
import {apiHosts, readSpec} from '../../core/openapi/spec';
import {SEARCH_BASES, SECTION_ROOT_REDIRECTS} from '../../core/sections';
import {bundleDir} from '../../core/paths';
import {escapeHtml} from '../../core/site/html';
import type {SiteModel} from '../../core/site/model';
import {hostingRules, inlineScriptProblems} from './rules';
import {exampleConf, httpConf, serverConf} from './nginx';
import {cloudflareRedirectsFile, headersFile, redirectsFile} from './netlify';

/** Where the host configurations go, in the site folder. */
export const DEPLOY_DIR = 'deploy';

/** A redirect page for hosts without server redirects: valid HTML, noindex, no script. */
export function redirectPage(to: string): string {
  const target = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${target}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeHtml(SITE.url + to)}">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** robots.txt: every crawler may read every page, and the sitemap says which pages there are. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export async function writeRedirectPages(site: SiteModel): Promise<string> {
  const pages = site.pages.filter((page) => page.kind === 'redirect');
  for (const page of pages) await site.write(page.file, redirectPage(page.redirectTo!));
  return `${pages.length} section roots`;
}

/** The hosting rules of a site's pages, with the API hosts of the spec in `siteDir`. */
export async function rulesOf(pages: SiteModel['pages'], siteDir: string) {
  const searchBundles = SEARCH_BASES.map((base) => `/${bundleDir(base)}`);
  return hostingRules({
    pages,
    sectionRoots: SECTION_ROOT_REDIRECTS,
    apiHosts: apiHosts(readSpec(siteDir)),
    searchBundles,
  });
}

export async function writeHosting(site: SiteModel): Promise<string> {
  const checked = [];
  for (const page of site.pages.filter((candidate) => candidate.kind !== 'redirect')) {
    const scripts = (await site.tree.refs(page)).inlineScripts;
    page.inlineScripts = scripts.map((script) => script.sha256);
    checked.push({file: page.file, inlineScripts: scripts});
  }
  const problems = inlineScriptProblems(checked);
  if (problems.length > 0)
    throw new Error(
      `${problems.length} inline script(s) the Content-Security-Policy does not allow:\n${problems.join('\n')}`,
    );

  const rules = await rulesOf(site.pages, site.siteDir);
  const deployDir = path.join(site.siteDir, DEPLOY_DIR);
  const files: Record<string, string> = {
    'nginx/skypath-docs.http.conf': httpConf(rules),
    'nginx/skypath-docs.server.conf': serverConf(rules),
    'nginx/example.conf': exampleConf(rules),
    'netlify/_headers': headersFile(rules),
    'netlify/_redirects': redirectsFile(rules),
    'cloudflare-pages/_headers': headersFile(rules),
    'cloudflare-pages/_redirects': cloudflareRedirectsFile(rules),
    'rules.json': `${JSON.stringify(rules, null, 2)}\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(deployDir, file)), {recursive: true});
    await writeFile(path.join(deployDir, file), text);
  }
  await site.write('robots.txt', robotsTxt(site.siteUrl));
  return `${rules.redirects.length} redirects, ${rules.markdown.length} Markdown copies: ${DEPLOY_DIR}/ written`;
}
