import {readFileSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig, SiteMetadata} from '@docusaurus/types';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';

/**
 * What the build reads and the browser never does: the plugins' and presets' options, the Markdown
 * and broken-link settings, the static folders. theme-classic, the core client, the OpenAPI theme
 * and the site's own components read none of them (tests/slim-site-config.test.ts).
 */
export const SERVER_ONLY_CONFIG = [
  'plugins',
  'presets',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'staticDirectories',
] as const satisfies readonly (keyof DocusaurusConfig)[];

/** Read only by plugin-debug's page (development only) and Algolia's search bar, which the site lacks. */
export const SERVER_ONLY_METADATA = ['pluginVersions'] as const satisfies readonly (keyof SiteMetadata)[];

/** Said in the console when client code reads a key it does not get; the browser tests fail on it. */
export const GUARD_MESSAGE = '[skypath] slim-site-config: the client read a key it does not get:';

/**
 * A module exporting `value` without `keys`, each left as a getter that reports a read in the
 * console (the browser tests fail on it) and gives undefined.
 */
export function slimModule(value: Record<string, unknown>, keys: readonly string[]): string {
  const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
  return [
    `const value = ${JSON.stringify(kept)};`,
    `for (const key of ${JSON.stringify(keys.filter((key) => key in value))})`,
    `  Object.defineProperty(value, key, {get() { console.error(${JSON.stringify(GUARD_MESSAGE)}, key); }});`,
    'export default value;',
    '',
  ].join('\n');
}

const GENERATED = /^@generated\/(docusaurus\.config|site-metadata)$/;

/**
 * Docusaurus hands the client the whole site config and every plugin's version: on this site
 * about 4.5 KB of `main.js` that no client code reads. Client bundles get them without those keys;
 * server rendering keeps the full ones.
 */
export default {
  name: 'slim-site-config',
  folder: __dirname,
  plugin: ({generatedFilesDir, siteConfig}) => ({
    configureWebpack(bundlerConfig, isServer, {currentBundler}) {
      // The dev server regenerates the config as it is edited, and adds plugin-debug, which reads
      // the plugin versions: it keeps Docusaurus's own modules.
      if (isServer || bundlerConfig.mode !== 'production') return {};
      const dir = path.join(generatedFilesDir, 'slim-site-config');
      mkdirSync(dir, {recursive: true});
      // As Docusaurus writes them (codegen.js): the config through JSON, the metadata from its file.
      const config = JSON.parse(JSON.stringify(siteConfig)) as Record<string, unknown>;
      const metadata = JSON.parse(readFileSync(path.join(generatedFilesDir, 'site-metadata.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      writeFileSync(path.join(dir, 'docusaurus.config.mjs'), slimModule(config, SERVER_ONLY_CONFIG));
      writeFileSync(path.join(dir, 'site-metadata.mjs'), slimModule(metadata, SERVER_ONLY_METADATA));
      return {
        plugins: [
          replaceModule(currentBundler, GENERATED, (request) => path.join(dir, `${GENERATED.exec(request)![1]}.mjs`)),
        ],
      };
    },
  }),
} satisfies Feature;
