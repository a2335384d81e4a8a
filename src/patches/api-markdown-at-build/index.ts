import path from 'node:path';
import type {Feature} from '../../core/feature';
import {fromFolder, replaceModule} from '../../core/docusaurus/replace-module';
import {remarkApiMarkdown} from './build/remark';

/** `@theme/Markdown`'s folder, whose `./render` the browser's bundle gets from here. */
export const MARKDOWN_THEME = path.join(__dirname, '..', '..', 'theme', 'Markdown');

/**
 * The API reference's descriptions and qualifier lines as HTML rendered at build time: each
 * reference page's module carries its texts' HTML, and the browser's `@theme/Markdown` reads it
 * instead of parsing Markdown, so marked (13 KB Brotli) leaves the reference pages' first load and
 * their main thread. Server rendering keeps marked, the same function that rendered the table.
 */
export default {
  name: 'api-markdown-at-build',
  folder: __dirname,
  remark: {api: [remarkApiMarkdown]},
  plugin: () => ({
    configureWebpack: (_config, isServer, {currentBundler}) =>
      isServer
        ? {}
        : {
            plugins: [
              replaceModule(
                currentBundler,
                /^\.\/render$/,
                fromFolder(MARKDOWN_THEME, path.join(__dirname, 'render.ts')),
              ),
            ],
          },
  }),
} satisfies Feature;
