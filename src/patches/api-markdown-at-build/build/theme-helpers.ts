import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';

type Schema = Record<string, unknown>;

/** The OpenAPI theme's own module `file` (CommonJS), its `@docusaurus/Translate` the site's one locale. */
function loadThemeModule<T>(file: string): T {
  const path = require.resolve(`docusaurus-theme-openapi-docs/lib/${file}`);
  const requireFromIt = createRequire(path);
  // Docusaurus's translate gives the message when the locale has no translation, as the site's has none.
  const translate = ({message}: {message: string}) => message;
  const load = (request: string): unknown =>
    request === '@docusaurus/Translate' ? {translate, default: translate} : requireFromIt(request);
  const module = {exports: {}};
  const wrapped = vm.runInThisContext(`(function (exports, require, module) {${readFileSync(path, 'utf8')}\n})`, {
    filename: path,
  }) as (exports: object, require: (request: string) => unknown, module: {exports: object}) => void;
  wrapped(module.exports, load, module);
  return module.exports as T;
}

/**
 * The theme's qualifier line of a schema ("**Possible values:** …") and its merge of `allOf`: its
 * own functions, so the build renders the very texts the theme will pass to `@theme/Markdown`.
 */
export const {getQualifierMessage} = loadThemeModule<{getQualifierMessage(schema: Schema): string | undefined}>(
  'markdown/schema.js',
);
export const {mergeAllOf} = loadThemeModule<{mergeAllOf(schema: Schema): Schema}>('theme/Schema/normalize.js');
