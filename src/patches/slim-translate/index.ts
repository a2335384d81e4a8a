import path from 'node:path';
import type {Feature} from '../../core/feature';

/** The packages whose client code declares translations with `translate()` and `<Translate>`. */
export const PACKAGES = ['@docusaurus/theme-classic', '@docusaurus/theme-common', 'docusaurus-theme-openapi-docs'];
/** Their `lib` folders (each package's main module is `lib/index.js`). */
export const FOLDERS = PACKAGES.map((name) => path.dirname(require.resolve(name)));

/**
 * Every `translate()` and `<Translate>` of the themes carries an id and a description for
 * translators (1.0 KB Brotli of a docs page's first load). The browser reads neither: the
 * description never, the id only to look up a translation this English site does not have. The
 * client bundle's copies of the themes get ./strip.mjs as a loader, which cuts them out (parsed, not
 * matched). With code translations (`i18n/en/code.json`) or another locale, ids stay.
 */
export default {
  name: 'slim-translate',
  folder: __dirname,
  plugin: (context) => ({
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: /\.js$/,
                  include: FOLDERS,
                  enforce: 'pre' as const,
                  use: [
                    {
                      loader: path.join(__dirname, 'strip.mjs'),
                      options: {
                        stripIds:
                          context.i18n.currentLocale === 'en' && Object.keys(context.codeTranslations).length === 0,
                      },
                    },
                  ],
                },
              ],
            },
          },
  }),
} satisfies Feature;
