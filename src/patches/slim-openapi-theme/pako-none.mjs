// Stands in for `pako` in the site's bundles. The OpenAPI theme's ApiItem inflates each page's
// `api` front matter with pako's ungzip (about 100 KB of JavaScript). The site generates that front
// matter uncompressed (`disableCompression` in docusaurus.config.ts), so ApiItem's attempt fails,
// which it catches, and it uses the operation as it is.
/** @param {Uint8Array} _data what pako would inflate */
export function ungzip(_data) {
  throw new Error('API pages are generated uncompressed (disableCompression): nothing to inflate.');
}
