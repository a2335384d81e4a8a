// `npm run preview`: serves the production build through nginx with the site's hosting rules (made
// from the build's site.json), on 127.0.0.1:${PORT:-8080}, in the foreground until stopped. The
// browser tests and the benchmark use it, so they meet what production serves: server redirects,
// 404 statuses, cache and security headers, precompressed files, Markdown negotiation.
// Options: --port N, --dir <build folder> (default build).
// As root on Debian it installs nginx and its brotli module with apt-get when missing (and says
// so); otherwise it stops with the exact install command.
import {spawn, type StdioOptions} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ensureDebianPackages} from '../src/core/debian.ts';
import {BROTLI_MODULE, NGINX, nginxRequirement} from './nginx-binary.ts';
import {readSite} from '../src/core/site/manifest.ts';
import {rulesOf} from '../src/features/hosting/step.ts';
import {httpConf, serverConf} from '../src/features/hosting/nginx.ts';

/** The nginx.conf that serves `buildDir` on `port` with the hosting rules, in `dir`. */
export async function previewConf({buildDir, port, dir}: {buildDir: string; port: number; dir: string}) {
  const rules = await rulesOf(readSite(buildDir).pages, process.cwd());
  writeFileSync(path.join(dir, 'skypath-docs.http.conf'), httpConf(rules));
  writeFileSync(path.join(dir, 'skypath-docs.server.conf'), serverConf(rules));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp), {recursive: true});
  return `load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types_hash_max_size 4096;
  map_hash_bucket_size 256;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/skypath-docs.http.conf;
  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(buildDir)};
    include ${dir}/skypath-docs.server.conf;
  }
}
`;
}

type PreviewOptions = {buildDir: string; port: number; stdio?: StdioOptions};

/** Starts nginx for `buildDir` on `port`; resolves once it answers. */
export async function startPreview({buildDir, port, stdio = 'inherit'}: PreviewOptions) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}/. Run npm run build first.`);
  }
  if (!existsSync(path.join(buildDir, 'index.html.br'))) {
    throw new Error(
      `${buildDir}/ has no precompressed files: it was not built by this site's docusaurus build (npm run build).`,
    );
  }
  ensureDebianPackages([nginxRequirement]);
  const dir = mkdtempSync(path.join(tmpdir(), 'skypath-preview-'));
  writeFileSync(path.join(dir, 'nginx.conf'), await previewConf({buildDir, port, dir}));
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {stdio});
  const url = `http://127.0.0.1:${port}`;
  const stop = () => child.kill('SIGQUIT');
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with code ${child.exitCode}; its config is ${dir}/nginx.conf`);
    try {
      await fetch(`${url}/`, {method: 'HEAD'});
      return {url, stop, child};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  stop();
  throw new Error(`nginx did not answer on ${url}`);
}

async function main() {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  try {
    const port = Number(argument('--port') ?? process.env.PORT ?? 8080);
    const buildDir = argument('--dir') ?? 'build';
    const {url, stop, child} = await startPreview({buildDir, port});
    console.log(`Serving ${buildDir}/ through nginx on ${url} (Ctrl+C to stop)`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
    child.on('exit', (code) => process.exit(code ?? 0));
  } catch (error) {
    console.error(`preview: ${(error as Error).message}`);
    process.exit(1);
  }
}

// A function, not top-level await: tsx runs this .ts file as CommonJS (package.json has no "type"). Not
// import.meta either: the browser tests import this module, and Playwright's loader would take it for ESM.
if (require.main === module) void main();
