// @ts-check
// The slim-translate patch's transform and bundler loader (see ./index.ts). A plain module: the
// bundler loads it by path, outside the config's TypeScript.
import {parse} from '@babel/parser';

/** @typedef {{type: string, start: number, end: number, [key: string]: unknown}} Node */

/** @param {unknown} value @returns {value is Node} */
const isNode = (value) =>
  typeof value === 'object' && value !== null && typeof (/** @type {Node} */ (value).type) === 'string';

/** @param {Node} node @param {(node: Node) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'extra') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit);
  }
}

/** A property's or attribute's name. @param {Node} node */
function nameOf(node) {
  const key = /** @type {Node & {name?: unknown, value?: unknown}} */ (node.key ?? node.name);
  return key && (typeof key.name === 'string' ? key.name : typeof key.value === 'string' ? key.value : undefined);
}

/** @returns {boolean} Whether a call is Docusaurus's `translate(…)`, imported or required (`(0, Translate_1.translate)(…)`). @param {Node} callee */
function isTranslate(callee) {
  if (callee.type === 'Identifier') return callee.name === 'translate';
  if (callee.type === 'SequenceExpression') {
    const last = /** @type {Node[]} */ (callee.expressions).at(-1);
    return last !== undefined && isTranslate(last);
  }
  const property = /** @type {Node | undefined} */ (callee.property);
  return callee.type === 'MemberExpression' && !callee.computed && property?.name === 'translate';
}

/**
 * The source without what Docusaurus's `translate()` and `<Translate>` never read in the browser:
 * every `description`, and, with `stripIds` (a site without code translations, where the id is only
 * a lookup that misses), the `id` of a declaration that has its message.
 * @param {string} source
 * @param {{stripIds: boolean}} options
 */
export function stripDeclarations(source, {stripIds}) {
  if (!source.includes('@docusaurus/Translate')) return source;
  const ast = /** @type {Node} */ (
    /** @type {unknown} */ (parse(source, {sourceType: 'unambiguous', plugins: ['jsx']}))
  );
  /** @type {[number, number][]} */
  const cuts = [];
  /** Cuts the items named in `drop` out of a comma-separated list (never all of them). @param {Node[]} items @param {Set<string>} drop */
  const cutList = (items, drop) => {
    const dropped = (/** @type {Node} */ item) => drop.has(nameOf(item) ?? '');
    const lastKept = items.findLastIndex((item) => !dropped(item));
    if (lastKept < 0) return;
    items.forEach((item, i) => {
      if (dropped(item) && i < lastKept) cuts.push([item.start, /** @type {Node} */ (items[i + 1]).start]);
    });
    // A run dropped at the end goes with the comma before it.
    if (lastKept < items.length - 1)
      cuts.push([/** @type {Node} */ (items[lastKept]).end, /** @type {Node} */ (items.at(-1)).end]);
  };
  walk(ast, (node) => {
    if (node.type === 'CallExpression' && isTranslate(/** @type {Node} */ (node.callee))) {
      const [declaration] = /** @type {Node[]} */ (node.arguments);
      if (declaration?.type !== 'ObjectExpression') return;
      const properties = /** @type {Node[]} */ (declaration.properties);
      if (properties.some((property) => property.type !== 'ObjectProperty')) return;
      const hasMessage = properties.some((property) => nameOf(property) === 'message');
      cutList(properties, new Set(['description', ...(stripIds && hasMessage ? ['id'] : [])]));
    }
    if (node.type === 'JSXElement') {
      const opening = /** @type {Node} */ (node.openingElement);
      if (/** @type {Node} */ (opening.name).name !== 'Translate') return;
      const children = /** @type {Node[]} */ (node.children);
      // Its text is its message (`<Translate>` takes one string; whitespace-only lines are no child).
      const hasMessage = children.some((child) => child.type !== 'JSXText' || String(child.value).trim() !== '');
      const drop = new Set(['description', ...(stripIds && hasMessage ? ['id'] : [])]);
      for (const attribute of /** @type {Node[]} */ (opening.attributes)) {
        // The whitespace before an attribute goes with it.
        if (attribute.type === 'JSXAttribute' && drop.has(nameOf(attribute) ?? '')) {
          let start = attribute.start;
          while (/\s/.test(source[start - 1] ?? '')) start--;
          cuts.push([start, attribute.end]);
        }
      }
    }
  });
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/**
 * The loader: a module's source, stripped.
 * @this {{getOptions: () => {stripIds: boolean}}}
 * @param {string} source
 */
export default function loader(source) {
  return stripDeclarations(source, this.getOptions());
}
