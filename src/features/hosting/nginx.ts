// Renders the hosting rules (rules.ts) as nginx configuration for Debian's nginx 1.22 with its
// brotli module (libnginx-mod-http-brotli-static). Two files, included by the host's own config:
// - skypath-docs.http.conf, inside `http {}`: the maps (redirects, Markdown negotiation, caching);
// - skypath-docs.server.conf, inside `server {}`, after `root`: headers, precompressed files,
//   redirects, 404 and the locations.
// example.conf shows a production server block with TLS and HSTS; scripts/preview.ts wraps the
// two files in a minimal nginx.conf for `npm run preview` and the browser tests.

import {GENERATED, type HostingRules} from './rules';

/** A string as an nginx quoted string. */
const quote = (value: string) => `"${String(value).replace(/(["\\$])/g, '\\$1')}"`;

/** The text files the build precompresses (./precompress.ts) and nginx labels as UTF-8. */
export const CHARSET_TYPES = [
  'text/plain',
  'text/css',
  'text/xml',
  'text/markdown',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/yaml',
  'image/svg+xml',
];

/** An Accept header that names text/markdown with q=0 (parameters before the q allowed). */
export const NOT_MARKDOWN = 'text/markdown(\\s*;[^,]*)?;\\s*q\\s*=\\s*0(\\.0{0,3})?\\s*(?![^,])';

const ONCE = `# Each header once. For a Range it cannot satisfy, nginx answers 416 from a file's 200 and runs
# the header filters a second time, and every \`add_header … always\` would be sent twice: each value
# is empty on that second run, whose status is 416 (nginx makes a 416 only there).`;

/** The headers every response carries, each with the variable that holds it for the first run. */
function onceHeaders(rules: HostingRules): {name: string; variable: string; value: string}[] {
  return [
    {name: 'Cache-Control', value: '$skypath_cache_control'},
    {name: 'Vary', value: '$skypath_vary_accept'},
    ...Object.entries(rules.headers).map(([name, value]) => ({name, value: quote(value)})),
  ].map(({name, value}) => ({name, value, variable: `$skypath_once_${name.toLowerCase().replace(/-/g, '_')}`}));
}

/** HSTS, sent over HTTPS only: example.conf's TLS server block adds it with this variable. */
const HSTS_ONCE = (rules: HostingRules) => ({
  name: 'Strict-Transport-Security',
  variable: '$skypath_once_strict_transport_security',
  value: quote(rules.hsts),
});

/** The `http {}` part: maps from the request to a redirect, a Markdown copy and a cache policy. */
export function httpConf(rules: HostingRules): string {
  const lines = [GENERATED, ''];
  lines.push('# Permanent redirects: section roots, and every form of a page that is not its canonical path.');
  lines.push('# $skypath_path is the path as requested (skypath-docs.server.conf sets it before try_files and');
  lines.push('# the Markdown rewrite change $uri).');
  lines.push('map $skypath_path $skypath_redirect {', '  default "";');
  for (const {from, to} of rules.redirects) lines.push(`  ${quote(from)} ${quote(to)};`);
  lines.push('}', '');
  lines.push("# A request that prefers Markdown (Accept: text/markdown) gets the page's Markdown copy.");
  lines.push('# Not when it says q=0 for it ("text/markdown;q=0": not acceptable, RFC 9110 12.4.2).');
  lines.push(
    'map $http_accept $skypath_wants_markdown {',
    '  default 0;',
    `  ${quote(`~*${NOT_MARKDOWN}`)} 0;`,
    '  "~*text/markdown" 1;',
    '}',
  );
  lines.push('map "$skypath_wants_markdown:$skypath_path" $skypath_markdown {', '  default "";');
  for (const {route, file} of rules.markdown) lines.push(`  ${quote(`1:${route}`)} ${quote(file)};`);
  lines.push('}');
  lines.push('# Pages with a Markdown copy vary by Accept.');
  lines.push('map $skypath_path $skypath_vary_accept {', '  default "";');
  for (const {route} of rules.markdown) lines.push(`  ${quote(route)} "Accept";`);
  lines.push('}', '');
  lines.push(`# Methods other than ${rules.methods.join(' and ')} are refused (405), which says what is allowed.`);
  lines.push('map $status $skypath_allow {', '  default "";', `  405 ${quote(rules.methods.join(', '))};`, '}');
  lines.push('# A path (before any query) with percent-encoded path syntax is not found (rules.ts); once,');
  lines.push('# not again for the not-found page that answers it ($request_uri stays the same).');
  lines.push(
    'map $request_uri $skypath_encoded_path {',
    '  default 0;',
    `  ${quote(`~*^[^?]*(${rules.encodedPathSyntax.join('|')})`)} 1;`,
    '}',
    'map "$skypath_encoded_path$uri" $skypath_refuse_path {',
    '  # Evaluated again after the redirect to the not-found page, not kept from the first time.',
    '  volatile;',
    '  default 0;',
    '  "~^1/(?!404\\.html)" 1;',
    '}',
    '',
  );
  lines.push(ONCE);
  for (const {variable, value} of [...onceHeaders(rules), HSTS_ONCE(rules)])
    lines.push(`map $status ${variable} {`, '  volatile;', `  default ${value};`, '  416 "";', '}');
  lines.push('');
  lines.push('map $skypath_path $skypath_cache_control {', `  default ${quote(rules.defaultCache)};`);
  for (const {prefix, value} of rules.cache)
    lines.push(`  ${quote(`~^${prefix.replace(/[.]/g, '\\.')}`)} ${quote(value)};`);
  lines.push('}', '');
  return `${lines.join('\n')}\n`;
}

/** The `server {}` part, to include after `listen` and `root`. */
export function serverConf(rules: HostingRules): string {
  const header = (name: string, value: string) => `add_header ${name} ${value} always;`;
  const lines = [
    GENERATED,
    '',
    'index index.html;',
    '# Redirects stay relative to the host the reader used.',
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    `charset_types ${CHARSET_TYPES.join(' ')};`,
    '# The build writes .br and .gz next to every text file; serve them by Accept-Encoding.',
    'brotli_static on;',
    'gzip_static on;',
    'gzip_vary on;',
    '',
    '# Every response, errors and redirects included; each once (skypath-docs.http.conf, ONCE).',
    ...onceHeaders(rules).map(({name, variable}) => header(name, variable)),
    header('Allow', '$skypath_allow'),
    '',
    'error_page 404 /404.html;',
    '# The path as requested, for the maps of skypath-docs.http.conf.',
    'set $skypath_path $uri;',
    `if ($request_method !~ ^(${rules.methods.join('|')})$) {`,
    '  return 405;',
    '}',
    'if ($skypath_refuse_path) {',
    '  return 404;',
    '}',
    'if ($skypath_redirect) {',
    '  return 301 $skypath_redirect$is_args$args;',
    '}',
    'if ($skypath_markdown) {',
    '  rewrite ^ $skypath_markdown last;',
    '}',
    '',
    'location / {',
    '  try_files $uri $uri/index.html =404;',
    '}',
    'location ~ \\.md$ {',
    '  types { text/markdown md; }',
    '  try_files $uri =404;',
    '}',
    "# Pagefind's files (the search feature): its index, fragments and WebAssembly are gzip data that",
    '# its script inflates itself; served as they are, with no Content-Encoding.',
    `location ~ ^(${rules.searchBundles.map((bundle) => bundle.replace(/[.]/g, '\\.')).join('|')}) {`,
    '  types { application/javascript js; application/json json; application/octet-stream pagefind pf_meta pf_index pf_fragment pf_filter; }',
    '  try_files $uri =404;',
    '}',
    'location = /404.html {',
    '  internal;',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** A production server block with TLS and HSTS, for reference. */
export function exampleConf(rules: HostingRules): string {
  return `${GENERATED}
# An example production site, /etc/nginx/sites-enabled/skypath-docs: the built site published with
# src/features/hosting/deploy-nginx.ts --root /var/www/skypath-docs (served from its \`current\` symlink) and the
# two generated files copied to /etc/nginx/skypath-docs/. Debian's nginx
# loads the brotli module from /etc/nginx/modules-enabled when libnginx-mod-http-brotli-static is
# installed.

include /etc/nginx/skypath-docs/skypath-docs.http.conf;

server {
  listen 80;
  listen [::]:80;
  server_name docs.skypath.io;
  return 301 https://$host$request_uri;
}

server {
  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  server_name docs.skypath.io;
  ssl_certificate /etc/ssl/certs/docs.skypath.io.pem;
  ssl_certificate_key /etc/ssl/private/docs.skypath.io.key;

  root /var/www/skypath-docs/current;
  include /etc/nginx/skypath-docs/skypath-docs.server.conf;
  # Over HTTPS only: browsers remember to use HTTPS for this host.
  add_header Strict-Transport-Security ${HSTS_ONCE(rules).variable} always;
}
`;
}
