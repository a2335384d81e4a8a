import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** Attribute values as the elements give them (strings, numbers, booleans). */
export type Attrs = Record<string, unknown>;

/**
 * The tags a `<Head>` writes as elements of `<head>`, each with the attributes that make two of them
 * the same tag, where the later `<Head>` wins (react-helmet-async 1.3.0's primary attributes).
 */
export const TAGS = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
} as const satisfies Record<string, readonly string[]>;
export type TagName = keyof typeof TAGS;
const isTag = (type: string): type is TagName => Object.hasOwn(TAGS, type);

/** What one `<Head>` asks for, shaped as react-helmet-async shapes a Helmet's props. */
export type Ask = {title?: unknown; htmlAttributes?: Attrs; bodyAttributes?: Attrs} & {[T in TagName]?: Attrs[]};

/** The head every mounted `<Head>` together asks for. */
export interface HeadState {
  title: string | undefined;
  htmlAttributes: Attrs;
  bodyAttributes: Attrs;
  tags: Record<TagName, Attrs[]>;
}

/** React's prop names that are not the attribute's name. */
const ATTRIBUTE: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** One `<Head>`'s children as an Ask, the way react-helmet-async reads them (fragments included). */
export function readChildren(children: ReactNode, ask: Ask = {}): Ask {
  const arrays: {[T in TagName]?: Attrs[]} = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<Attrs>(child)) return;
    const {children: nested, ...props} = child.props;
    const attrs: Attrs = {};
    for (const [name, value] of Object.entries(props)) attrs[ATTRIBUTE[name] ?? name] = value;
    const type = child.type;
    if (type === Fragment) ask = readChildren(nested as ReactNode, ask);
    else if (typeof type !== 'string') return;
    else if (isTag(type)) {
      if (nested) attrs[type === 'style' ? 'cssText' : 'innerHTML'] = nested;
      (arrays[type] ??= []).push(attrs);
    } else if (type === 'title') ask = {...ask, title: nested};
    else if (type === 'html' || type === 'body') ask = {...ask, [`${type}Attributes`]: attrs};
  });
  return {...ask, ...arrays};
}

/**
 * One kind of tag from every Ask, later Asks first: a tag whose primary attribute's value (any case)
 * a later Ask already gave is dropped. The primary attribute is the tag's last one named in
 * `primary`, except that `rel="canonical"` stays primary and `rel="stylesheet"` never is.
 */
function tagsOf(type: TagName, asks: Ask[]): Attrs[] {
  const primary: readonly string[] = TAGS[type];
  const seen = new Set<string>();
  const kept: Attrs[][] = [];
  for (const ask of [...asks].reverse()) {
    const tags = ask[type];
    if (!Array.isArray(tags)) continue;
    const mine = new Set<string>();
    kept.unshift(
      tags.filter((tag) => {
        let key: string | undefined;
        for (const name of Object.keys(tag)) {
          const lower = name.toLowerCase();
          const relIs = (attribute: string, value: string) =>
            attribute === 'rel' && String(tag[attribute]).toLowerCase() === value;
          if (primary.includes(lower) && !(key && relIs(key, 'canonical')) && !relIs(lower, 'stylesheet')) key = lower;
          if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText')) key = name;
        }
        if (!key || !tag[key]) return false;
        const id = `${key}\n${String(tag[key]).toLowerCase()}`;
        if (seen.has(id)) return false;
        mine.add(id);
        return true;
      }),
    );
    for (const id of mine) seen.add(id);
  }
  return kept.flat();
}

/** The head the mounted `<Head>`s ask for, in the order they first rendered. */
export function reduceHead(asks: Ask[]): HeadState {
  let title: unknown;
  for (const ask of asks) if (Object.hasOwn(ask, 'title')) title = ask.title;
  if (Array.isArray(title)) title = title.join('');
  const merged = (key: 'htmlAttributes' | 'bodyAttributes'): Attrs => Object.assign({}, ...asks.map((ask) => ask[key]));
  return {
    title: title ? String(title) : undefined,
    htmlAttributes: merged('htmlAttributes'),
    bodyAttributes: merged('bodyAttributes'),
    tags: {
      link: tagsOf('link', asks),
      meta: tagsOf('meta', asks),
      noscript: tagsOf('noscript', asks),
      script: tagsOf('script', asks),
      style: tagsOf('style', asks),
    },
  };
}
