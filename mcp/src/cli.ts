/**
 * `skypath-docs-mcp --site <build folder>` or `skypath-docs-mcp --url <site>`: the docs MCP server
 * over stdio. `npm run mcp -- --site build` runs it from a checkout.
 */

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadDocs} from './docs';
import {createServer, SERVER_NAME, SERVER_VERSION} from './server';
import {folderSource, urlSource, type DocsSource} from './source';

const USAGE = `Usage: skypath-docs-mcp --site <built site folder> | --url <site URL>
  --site build                    a production build of the docs (npm run build)
  --url https://docs.skypath.io   a deployed docs site`;

/** The source the arguments name, or a message (the usage, or what is wrong). */
export function parseArgs(args: readonly string[]): DocsSource | string {
  const value = (flag: string) => {
    const at = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
    if (at < 0) return undefined;
    return args[at]!.includes('=') ? args[at]!.slice(flag.length + 1) : args[at + 1];
  };
  if (args.includes('--help') || args.includes('-h')) return USAGE;
  const site = value('--site');
  const url = value('--url');
  if ((site === undefined) === (url === undefined)) return `Give either --site or --url.\n${USAGE}`;
  if (url !== undefined) {
    if (!/^https?:\/\/[^/]/.test(url)) return `--url needs an http(s) URL, not "${url}".\n${USAGE}`;
    return urlSource(url);
  }
  if (!site) return `--site needs a folder.\n${USAGE}`;
  return folderSource(site);
}

async function main() {
  const source = parseArgs(process.argv.slice(2));
  if (typeof source === 'string') {
    console.error(source);
    process.exit(source === USAGE ? 0 : 2);
  }
  const started = performance.now();
  const docs = await loadDocs(source);
  const server = createServer(docs);
  await server.connect(new StdioServerTransport());
  // stdout carries the protocol; what the server says goes to stderr.
  console.error(
    `${SERVER_NAME} ${SERVER_VERSION}: ${docs.pages.length} pages, ${docs.operations.length} operations from ${docs.source} in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(`${SERVER_NAME}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
