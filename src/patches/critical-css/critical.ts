/**
 * A page's critical CSS: the rules of the stylesheets it links that can apply to its
 * server-rendered markup, inlined in a `<style>` where its first stylesheet was linked. The links
 * move to the end of `<body>`: they no longer hold the first paint back, and still load and apply
 * before the reader can do anything the critical CSS does not cover. No `onload=` handler and no
 * script, which the hash-only `script-src` of the CSP would block.
 *
 * The page is parsed once, with source positions; the stylesheets once with PostCSS. A rule is
 * kept when, for one of its selectors, every tag, class and id it names outside its pseudo-classes
 * and pseudo-elements is on some element of the page (namesOf). That can only keep more than the rule
 * needs, never less. A selector that cannot be read is kept. (beasties, the usual tool, dropped
 * Infima's `:where(...)` rules and broke the data URL of the search field's icon.)
 *
 * The page's own markup is kept byte for byte: the links are cut and pasted by their source
 * positions, so the inline scripts' hashes and everything the later steps read stay as rendered.
 */
import path from 'node:path';
import type {ElementContent, Root, Text} from 'hast';
import postcss, {type AtRule, type ChildNode, type Container, type Root as CssRoot, type Rule} from 'postcss';
import selectorParser from 'postcss-selector-parser';
import valueParser from 'postcss-value-parser';
import {
  classList,
  findAll,
  findFirst,
  isStylesheetLink,
  renderBlockingCss,
  sitePathOf,
  type Element,
} from '../../core/site/html';

/** Reads a stylesheet of the build by its path relative to the build folder (`assets/css/x.css`). */
type ReadStylesheet = (file: string) => Promise<string>;

type CriticalCss = {
  /** The page with its critical CSS inlined, or the page unchanged when it links no stylesheet. */
  html: string;
  /** The inlined CSS, empty when unchanged. */
  css: string;
  /** The new page's tree: the one given, changed as the HTML was (unchanged: as given). */
  tree: Root;
};

/** Rewrites the relative `url()`s of a declaration's value to site paths (`file` is the stylesheet's). */
function siteUrls(value: string, file: string): string {
  if (!value.includes('url(')) return value;
  const parsed = valueParser(value);
  parsed.walk((node) => {
    if (node.type !== 'function' || node.value.toLowerCase() !== 'url') return;
    const target = node.nodes[0];
    if (!target || /^(?:[a-z][\w+.-]*:|\/|#)/i.test(target.value)) return;
    target.value = path.posix.join('/', path.posix.dirname(file), target.value);
  });
  return parsed.toString();
}

/** How many cuts the inliner keeps (about 50 KB each). */
const CUTS_KEPT = 64;

const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

/** What a selector names: each must be on some element of a page for the selector to match there. */
export type Names = {tags: string[]; classes: string[]; ids: string[]};

/**
 * The tags, classes and ids a selector names outside its pseudo-classes and pseudo-elements
 * (`.button:where(.x):not(.y)::before` names `.button`). Attribute tests are never required, so
 * the attributes the page's inline script sets on `<html>` before the first paint (`data-theme`,
 * a dismissed announcement bar) keep the rules of both modes for what the page holds.
 */
export function namesOf(selector: string): Names {
  const names: Names = {tags: [], classes: [], ids: []};
  const inPseudo = (node: selectorParser.Node) => {
    for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return true;
    return false;
  };
  selectorParser((selectors) => {
    selectors.walk((node) => {
      if (inPseudo(node)) return;
      if (node.type === 'tag') names.tags.push(node.value.toLowerCase());
      else if (node.type === 'class') names.classes.push(node.value);
      else if (node.type === 'id') names.ids.push(node.value);
    });
  }).processSync(selector);
  return names;
}

/** Whether every tag, class and id a selector names is on some element of the page. */
function pageNames(tree: Root) {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const node of findAll(tree, () => true)) {
    tags.add(node.tagName);
    for (const name of classList(node)) classes.add(name);
    if (node.properties.id !== undefined) ids.add(String(node.properties.id));
  }
  return (names: Names) =>
    names.tags.every((tag) => tags.has(tag)) &&
    names.classes.every((name) => classes.has(name)) &&
    names.ids.every((id) => ids.has(id));
}

function memo<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

/** One inliner for a build: each stylesheet is read and parsed once, whatever the page count. */
export function criticalCssInliner(read: ReadStylesheet, keep = CUTS_KEPT) {
  const parse = memo((file) => read(file).then((css) => postcss.parse(css, {from: file})));
  /** Each selector's names, read once for every page; null when it cannot be read (it may apply: kept). */
  const namesOfSelector = memo((selector): Names | null => {
    try {
      return namesOf(selector);
    } catch {
      return null;
    }
  });

  /** Every selector of a sheet, in order, split once. */
  const selectorsOf = new WeakMap<CssRoot, string[]>();
  const selectorsIn = (sheet: CssRoot) => {
    let selectors = selectorsOf.get(sheet);
    if (!selectors) {
      selectors = [];
      for (const rule of collectRules(sheet)) selectors.push(...rule.selectors);
      selectorsOf.set(sheet, selectors);
    }
    return selectors;
  };
  /**
   * The cut of a sheet is a function of which of its selectors apply: pages that agree on every one
   * (the same templates, in another version) share it. The last `keep` cuts are kept.
   */
  const cuts = new Map<string, string>();
  let cutCount = 0;

  /** The rules of `sheet` that can apply to a page with the names `present` holds; empty when none. */
  function critical(sheet: CssRoot, present: (names: Names) => boolean, file: string): string {
    const applies = (selector: string) => {
      const found = namesOfSelector(selector);
      return found === null || present(found);
    };
    const key = `${file}\n${selectorsIn(sheet)
      .map((selector) => (applies(selector) ? '1' : '0'))
      .join('')}`;
    const known = cuts.get(key);
    if (known !== undefined) {
      cuts.delete(key);
      cuts.set(key, known);
      return known;
    }
    const css = cutSheet(sheet, applies, file);
    cutCount += 1;
    cuts.set(key, css);
    for (const oldest of cuts.keys()) {
      if (cuts.size <= keep) break;
      cuts.delete(oldest);
    }
    return css;
  }

  function cutSheet(sheet: CssRoot, applies: (selector: string) => boolean, file: string): string {
    const animations = new Set<string>();
    const keyframes: AtRule[] = [];
    const prune = (container: Container<ChildNode>) => {
      container.each((node) => {
        if (node.type === 'comment') node.remove();
        else if (node.type === 'rule') {
          const kept = node.selectors.filter(applies);
          if (kept.length === 0) {
            node.remove();
            return;
          }
          if (kept.length < node.selectors.length) node.selectors = kept;
          node.walkDecls((decl) => {
            decl.value = siteUrls(decl.value, file);
            if (/^(?:-webkit-)?animation(?:-name)?$/.test(decl.prop))
              valueParser(decl.value).walk((word) => {
                if (word.type === 'word') animations.add(word.value);
              });
          });
        } else if (node.type === 'atrule' && node.name.endsWith('keyframes')) keyframes.push(node);
        else if (node.type === 'atrule' && GROUPS.has(node.name) && node.nodes) {
          prune(node);
          if (node.nodes.length === 0) node.remove();
        }
        // Anything else (a `@layer` order statement, `@font-face`, `@property`) is kept.
      });
    };
    const copy = sheet.clone();
    prune(copy);
    for (const rule of keyframes) if (!animations.has(rule.params)) rule.remove();
    return copy.toString();
  }

  /** `tree` is the page's, with source positions (parseHtml). */
  async function inline(html: string, tree: Root): Promise<CriticalCss> {
    const {stylesheets, inline: headStyles} = renderBlockingCss(tree);
    if (stylesheets.length === 0) return {html, css: '', tree};
    if (headStyles)
      throw new Error('the page already has a <style> in its head; its critical CSS would be mixed with it.');
    const files = stylesheets.map((href) => {
      const file = sitePathOf(href);
      if (!file) throw new Error(`the stylesheet ${href} is not a file of the site.`);
      return file.slice(1);
    });
    const present = pageNames(tree);
    const css = (await Promise.all(files.map(async (file) => critical(await parse(file), present, file)))).join('');
    if (!css) return {html, css: '', tree};
    if (css.toLowerCase().includes('</style'))
      throw new Error('the critical CSS holds "</style", which would end the <style> early.');

    // Cut and paste by the tree's source positions.
    const span = (node: Element) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) throw new Error(`<${node.tagName}> has no source position.`);
      return {start, end};
    };
    const head = findFirst(tree, (node) => node.tagName === 'head')!;
    const links = findAll(head, isStylesheetLink);
    const cut = links.map(span);
    const body = findFirst(tree, (node) => node.tagName === 'body')!;
    const lastInBody = body.children.filter((child): child is Element => child.type === 'element').at(-1);
    const bodyEnd = span(lastInBody ?? body).end;
    let out = '';
    let at = 0;
    cut.forEach(({start, end}, index) => {
      out += html.slice(at, start) + (index === 0 ? `<style>${css}</style>` : '');
      at = end;
    });
    out += html.slice(at, bodyEnd) + cut.map(({start, end}) => html.slice(start, end)).join('') + html.slice(bodyEnd);
    return {html: out, css, tree: moveLinks(tree, {head, links, css, body, lastInBody})};
  }
  /** How many times a sheet was cut: the pages that shared a cut are not counted again. */
  return Object.assign(inline, {cuts: () => cutCount});
}

/**
 * The tree of the page `inline` writes, from the tree of the page it read: the same change made to
 * the tree, so that no later step parses the page again (SiteModel.writePage). The `<style>` takes
 * the first link's place, the links follow the body's last element, and the text left on either
 * side of a link that moved joins, as the parser would have read it.
 */
function moveLinks(
  tree: Root,
  {
    head,
    links,
    css,
    body,
    lastInBody,
  }: {head: Element; links: Element[]; css: string; body: Element; lastInBody?: Element},
): Root {
  const parents = [head, ...findAll(head, () => true)].filter((node) =>
    node.children.some((child) => links.includes(child as Element)),
  );
  // The parser reads a <style>'s text with its line breaks normalized and NULs replaced.
  const text = css.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  const style: Element = {type: 'element', tagName: 'style', properties: {}, children: [{type: 'text', value: text}]};
  for (const parent of parents) {
    const children: ElementContent[] = [];
    for (const child of parent.children) {
      if (child === links[0]) children.push(style);
      else if (links.includes(child as Element)) continue;
      else if (child.type === 'text' && children.at(-1)?.type === 'text') {
        const previous = children.pop() as Text;
        children.push({...previous, value: previous.value + child.value});
      } else children.push(child);
    }
    parent.children = children;
  }
  const after = lastInBody ? body.children.indexOf(lastInBody) + 1 : body.children.length;
  body.children.splice(after, 0, ...links);
  return tree;
}

/** Every rule of a sheet, nested ones included, in order. */
function collectRules(sheet: CssRoot): Rule[] {
  const rules: Rule[] = [];
  sheet.walkRules((rule) => {
    rules.push(rule);
  });
  return rules;
}
