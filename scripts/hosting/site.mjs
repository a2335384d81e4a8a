// What the built site holds, read from build/: its pages with their canonical paths and inline
// scripts, the client-side redirect pages, and the Markdown copies. The hosting rules are made
// from this, so they follow the site.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownPath} from '../../src/plugins/markdown-export/markdownPath.ts';

/** The file's path on the site: `docs/faq/index.html` → `/docs/faq/index.html`. */
const sitePath = (file) => `/${file.split(path.sep).join('/')}`;

/** The inline scripts of an HTML page that a browser runs (JSON-LD and other data blocks excepted). */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    scripts.push({sha256: createHash('sha256').update(body, 'utf8').digest('base64'), text: body});
  }
  return scripts;
}

/**
 * Reads a build folder. Pages are the HTML files with a canonical link to themselves; client-side
 * redirect pages are those with a meta refresh; 404.html is the not-found page.
 */
export function scanBuild(buildDir) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No site in ${buildDir}/: run npm run build first.`);
  }
  const pages = [];
  const redirectPages = [];
  for (const file of readdirSync(buildDir, {recursive: true})) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    const refresh = /<meta\s+http-equiv=["']?refresh["']?\s+content=["']?\d+;\s*url=([^"'>\s]+)/i.exec(html);
    if (refresh) {
      redirectPages.push({
        file,
        from:
          sitePath(file)
            .replace(/index\.html$/, '')
            .replace(/\/$/, '') || '/',
        to: refresh[1],
      });
      continue;
    }
    const canonical = /<link[^>]+rel=["']?canonical["']?[^>]*href=["']?([^"'>\s]+)/i.exec(html)?.[1];
    const route = canonical ? new URL(canonical, 'https://site.invalid').pathname : undefined;
    const markdown = route ? markdownPath(route) : undefined;
    pages.push({
      file,
      route,
      noindex: /<meta[^>]+name=["']?robots["']?[^>]+content=["']?[^"'>]*noindex/i.test(html),
      inlineScripts: inlineScripts(html),
      markdown: markdown && existsSync(path.join(buildDir, markdown)) ? markdown : undefined,
    });
  }
  pages.sort((a, b) => a.file.localeCompare(b.file));
  redirectPages.sort((a, b) => a.from.localeCompare(b.from));
  return {pages, redirectPages};
}
