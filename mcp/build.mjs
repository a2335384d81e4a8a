// Bundles the server for publishing (npm pack / npm publish run it as `prepack`): dist/cli.js holds
// mcp/src and the site's shared code it imports (src/core: the full-text format, the corridor rules,
// the URL scheme with the versions files), and requires the package's dependencies at run time.
import {build} from 'esbuild';
import {readFileSync} from 'node:fs';

const {dependencies} = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('src/cli.ts', import.meta.url).pathname],
  outfile: new URL('dist/cli.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
