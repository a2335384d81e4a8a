// Debian's nginx and its brotli module: where they are, and how to get them.
import {existsSync} from 'node:fs';
import {commandWorks} from '../src/core/debian.ts';

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** nginx and its brotli module, as a Debian requirement (`npm test` installs them with Chromium). */
export const nginxRequirement = {
  what: 'nginx with its brotli module (npm run preview, the browser tests)',
  present: () => commandWorks(NGINX, ['-v']) && existsSync(BROTLI_MODULE),
  packages: ['nginx', 'libnginx-mod-http-brotli-static'],
};
