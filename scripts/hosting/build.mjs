// `npm run build`'s last step (the `postbuild` script), after `docusaurus build`: makes the hosting
// rules from the built site and writes them to deploy/ (gitignored):
//   deploy/nginx/skypath-docs.http.conf, skypath-docs.server.conf, example.conf
//   deploy/netlify/_headers, _redirects; deploy/cloudflare-pages/_headers, _redirects
// It also rewrites the client-side redirect pages as valid, noindex HTML without scripts, fails
// when a page carries an inline script the Content-Security-Policy does not allow (naming the
// page), writes what offline reading needs (scripts/offline/build.mjs: the manifests, the service
// worker, the not-saved page), and writes .br and .gz copies of every text file for hosts that serve them.
// Usage: node --import tsx scripts/hosting/build.mjs [build folder] (default build).
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {SECTION_ROOT_REDIRECTS} from '../../src/redirects.ts';
import {SITE} from '../../src/constants.ts';
import {scanBuild} from './site.mjs';
import {hostingRules, inlineScriptProblems} from './rules.mjs';
import {exampleConf, httpConf, serverConf} from './nginx.mjs';
import {cloudflareRedirectsFile, headersFile, redirectsFile} from './netlify.mjs';
import {precompress} from './precompress.mjs';
import {buildOffline, describePack} from '../offline/build.mjs';

export const DEPLOY_DIR = 'deploy';

/** The API hosts the explorer may send requests to: the spec's servers. */
export function apiHosts(specFile = 'openapi/skypath.yaml') {
  const spec = parse(readFileSync(specFile, 'utf8'));
  return [...new Set((spec.servers ?? []).map((server) => new URL(server.url).origin))];
}

const escapeHtml = (value) =>
  value.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);

/** A client-side redirect page for hosts without server redirects: valid HTML, noindex, no script. */
export function redirectPage(to) {
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
export function robotsTxt(siteUrl = SITE.url) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Writes the hosting files for the build in `buildDir`; throws naming every page whose inline
 * script is not allowed. `offline: false` leaves out offline reading (for a fake build in a test).
 */
export async function buildHosting(buildDir = 'build', deployDir = DEPLOY_DIR, {offline: withOffline = true} = {}) {
  const before = scanBuild(buildDir);
  for (const {file, to} of before.redirectPages) writeFileSync(path.join(buildDir, file), redirectPage(to));
  const offline = withOffline ? buildOffline(buildDir) : [];
  const site = scanBuild(buildDir);
  const problems = inlineScriptProblems(site.pages);
  if (problems.length > 0)
    throw new Error(
      `${problems.length} inline script(s) the Content-Security-Policy does not allow:\n${problems.join('\n')}`,
    );

  const rules = hostingRules({site, sectionRoots: SECTION_ROOT_REDIRECTS, apiHosts: apiHosts()});
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(deployDir, file)), {recursive: true});
    writeFileSync(path.join(deployDir, file), text);
  };
  write('nginx/skypath-docs.http.conf', httpConf(rules));
  write('nginx/skypath-docs.server.conf', serverConf(rules));
  write('nginx/example.conf', exampleConf(rules));
  write('netlify/_headers', headersFile(rules));
  write('netlify/_redirects', redirectsFile(rules));
  write('cloudflare-pages/_headers', headersFile(rules));
  write('cloudflare-pages/_redirects', cloudflareRedirectsFile(rules));
  write('rules.json', `${JSON.stringify(rules, null, 2)}\n`);
  writeFileSync(path.join(buildDir, 'robots.txt'), robotsTxt());
  const compressed = await precompress(buildDir);
  return {rules, site, compressed, offline};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  try {
    const {rules, site, compressed, offline} = await buildHosting(process.argv[2] ?? 'build');
    console.log(`[offline] ${offline.map(describePack).join('; ')}`);
    console.log(
      `[hosting] ${site.pages.length} pages, ${rules.redirects.length} redirects, ${rules.markdown.length} Markdown copies: ` +
        `deploy/ written; ${compressed.files} files precompressed (${(compressed.bytes / 1e6).toFixed(1)} MB → ` +
        `${(compressed.brotliBytes / 1e6).toFixed(1)} MB brotli) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } catch (error) {
    console.error(`[hosting] ${error.message}`);
    process.exit(1);
  }
}
