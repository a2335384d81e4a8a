/**
 * A "Show on a map" view beside every example that holds a corridor or hexagons (issue #28): on the
 * docs' pages, a remark plugin puts the map's button after each such code block; for the API
 * reference, the spec's examples that hold one are written into a module the reference's code
 * samples read, keyed by a hash of the text the theme shows.
 */
import {sectionOfFile} from '../../core/contentFolders.mjs';
import {corridorLimitsOf} from '../../core/corridor/rules';
import type {DataModule} from '../../core/docusaurus/data-module';
import type {OpenApiSpec} from '../../core/openapi/spec';
import {
  blockMapContent,
  blockMapJson,
  mapContent,
  mapJson,
  mapTitle,
  referenceExampleText,
  textKey,
  type ReferenceExampleMap,
} from '../../core/corridor/examples';

/** The map's button, which each page with such an example imports by its theme name. */
export const MAP_VIEW = '@theme/CorridorMap';
/** The name the button is imported under in a page (out of the way of the page's own names). */
const MAP_VIEW_NAME = 'SkyPathExampleMap';

/** The part of mdast the remark plugin reads and writes. */
type MdastNode = {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  name?: string;
  attributes?: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children?: MdastNode[];
  data?: unknown;
};

/** `import SkyPathExampleMap from "<MapView>";` as an MDX ESM node (MDX compiles it from its estree). */
function importNode(): MdastNode {
  const source = JSON.stringify(MAP_VIEW);
  return {
    type: 'mdxjsEsm',
    value: `import ${MAP_VIEW_NAME} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: MAP_VIEW_NAME}}],
            source: {type: 'Literal', value: MAP_VIEW, raw: source},
          },
        ],
      },
    },
  };
}

/**
 * The docs section of the page MDX compiles: the last folder of its path that is a section's
 * (`…/ios_versioned_docs/version-2.2/quick-start.md` → `ios`), wherever the site's folder is.
 */
function sectionOfPage(file: {path?: string} | undefined): string | undefined {
  const folders = (file?.path ?? '').split(/[\\/]/).slice(0, -1);
  return folders.map((folder) => sectionOfFile(folder)).findLast((section) => section !== undefined);
}

/**
 * Remark plugin of the docs: after each code block that holds a corridor or hexagons,
 * `<SkyPathExampleMap title="…" json="<the block's JSON>" />`, and the import of it.
 */
export function remarkExampleMaps() {
  return (tree: MdastNode, file?: {path?: string}): void => {
    const section = sectionOfPage(file);
    let added = 0;
    const visit = (node: MdastNode) => {
      const children = node.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (child.type === 'code') {
          const block = {lang: child.lang, meta: child.meta, code: child.value ?? ''};
          const content = blockMapContent(block);
          if (!content) continue;
          const limits = corridorLimitsOf(section, content.area);
          children.splice(i + 1, 0, {
            type: 'mdxJsxFlowElement',
            name: MAP_VIEW_NAME,
            attributes: [
              {type: 'mdxJsxAttribute', name: 'title', value: mapTitle(content)},
              {type: 'mdxJsxAttribute', name: 'json', value: blockMapJson(block, content)},
              // An SDK page's corridor is held to that SDK's limits, not the API's.
              ...(limits === 'api' ? [] : [{type: 'mdxJsxAttribute' as const, name: 'limits', value: limits}]),
            ],
            children: [],
          });
          added++;
          i++;
        } else visit(child);
      }
    };
    visit(tree);
    if (added > 0) tree.children = [importNode(), ...(tree.children ?? [])];
  };
}

type MediaTypes = Record<string, {example?: unknown; examples?: Record<string, {value?: unknown}>}>;
type Operation = {
  requestBody?: {content?: MediaTypes};
  responses?: Record<string, {content?: MediaTypes}>;
};

/** The spec's JSON request and response examples that hold a corridor or hexagons, by `textKey` of their text. */
export function referenceExampleMaps(spec: OpenApiSpec): Record<string, ReferenceExampleMap> {
  const maps: Record<string, ReferenceExampleMap> = {};
  const add = (content: MediaTypes | undefined, what: string) => {
    for (const [mediaType, media] of Object.entries(content ?? {})) {
      if (!mediaType.endsWith('json')) continue;
      const values = [
        ...('example' in media ? [media.example] : []),
        ...Object.values(media.examples ?? {}).map((named) => named.value),
      ];
      for (const value of values) {
        const found = mapContent(value);
        if (!found) continue;
        const text = referenceExampleText(value);
        const json = mapJson(text, found);
        const limits = corridorLimitsOf(undefined, found.area);
        maps[textKey(text)] = {
          title: mapTitle(found, what),
          ...(json === text ? {} : {json}),
          ...(found.corridor && limits !== 'api' ? {limits} : {}),
        };
      }
    }
  };
  for (const [route, operations] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations) as [string, Operation][]) {
      const name = `${method.toUpperCase()} ${route}`;
      add(operation.requestBody?.content, `the request example of ${name}`);
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        add(response.content, `the ${status} response example of ${name}`);
    }
  }
  return maps;
}

/** The reference's examples with a map, as a data module for theme/CodeSamples. */
export const exampleMapsModule = (spec: () => OpenApiSpec): DataModule => ({
  alias: '@skypath/example-maps',
  file: 'example-maps.json',
  make: () => JSON.stringify(referenceExampleMaps(spec())),
});
