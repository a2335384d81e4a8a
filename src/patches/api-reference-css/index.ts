import path from 'node:path';
import type {Feature} from '../../core/feature';
import {replaceModule} from '../../core/docusaurus/replace-module';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {linkRouteStylesheets} from './step';

/** The OpenAPI theme's global stylesheet, which the theme loads on every page (a client module). */
export const OPENAPI_STYLES = require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
/** The chunk, and so the CSS file (`assets/css/api-reference.<hash>.css`), that holds it instead. */
export const CHUNK = 'api-reference';
const EMPTY = path.join(__dirname, 'empty.css');

/**
 * The API reference pages' generator, with the theme's stylesheet imported at the top of each page.
 * The import is there in stock builds too, where the stylesheet is already global and the bundler
 * leaves the second import out.
 */
export function importingReferenceStyles(generate: (page: ApiPageMetadata) => string) {
  return (page: ApiPageMetadata): string => {
    const markdown = generate(page);
    const at = markdown.indexOf('\nimport ');
    if (at < 0) throw new Error(`api-reference-css: the OpenAPI plugin's page for ${page.id} imports nothing.`);
    return `${markdown.slice(0, at)}\nimport ${JSON.stringify(OPENAPI_STYLES)};${markdown.slice(at)}`;
  };
}

/** Whether the client modules' list (`.docusaurus/client-modules.js`, in `generatedFilesDir`) asks for the theme's stylesheet. */
export const isGlobalImport = (request: string, context: string, generatedFilesDir: string) =>
  request === OPENAPI_STYLES && path.resolve(context) === path.resolve(generatedFilesDir);

/**
 * The OpenAPI theme's stylesheet (three quarters of the site's CSS) only on the API reference pages, not render-blocking on every page:
 * - the theme's client module (the stylesheet on every page) is replaced by an empty one;
 * - the API reference pages import it themselves (importingReferenceStyles);
 * - the bundler puts it in a CSS file of its own, which those pages link after `styles.css` (the
 *   same order as before, so `src/css/custom.css` overrides it as before), and not in the one
 *   `styles` file Docusaurus puts every stylesheet in (facebook/docusaurus#2006).
 */
export default {
  name: 'api-reference-css',
  folder: __dirname,
  steps: [{name: 'route stylesheets', run: linkRouteStylesheets, writesPages: true}],
  plugin: ({generatedFilesDir}) => ({
    configureWebpack(config, isServer, {currentBundler}) {
      const replacement = replaceModule(currentBundler, /styles\.scss$/, (request, importer) =>
        isGlobalImport(request, importer, generatedFilesDir) ? EMPTY : undefined,
      );
      const splitChunks = config.optimization?.splitChunks;
      if (!isServer) {
        if (!splitChunks || !splitChunks.cacheGroups)
          throw new Error('api-reference-css: Docusaurus no longer sets splitChunks.cacheGroups (see UPGRADING.md).');
        splitChunks.cacheGroups[CHUNK] = {
          name: CHUNK,
          // A stylesheet's module is named by the file it came from (webpack and Rspack alike).
          test: (module: {nameForCondition(): string | null}) => module.nameForCondition() === OPENAPI_STYLES,
          type: 'css/mini-extract',
          chunks: 'all',
          enforce: true,
          // Above Docusaurus's `styles` group (50), which takes every other stylesheet.
          priority: 60,
        };
      }
      return {plugins: [replacement]};
    },
  }),
} satisfies Feature;
