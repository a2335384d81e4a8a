// Rules every docs page and blog post must meet, read on the page's content model: pure functions
// of a page, so that the tests can show each rule fail.

import type {Heading, Nodes, Paragraph} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {
  type ContentModel,
  type Format,
  type ProseText,
  type Root,
  type Tag,
  line,
  parseContent,
  sourceOf,
} from './content-model.ts';

export interface Problem {
  line: number;
  rule: string;
  message: string;
}

/**
 * `requireCode`: an API page needs a code block with a language; `crossVersion`: a migration guide,
 * release notes or a blog post may compare versions ("as in 2.2").
 */
export interface PageOptions {
  minWords?: number | false;
  requireCode?: boolean;
  crossVersion?: boolean;
  format?: Format;
}

export const MIN_PROSE_WORDS = 150;
/** An admonition opened with its title after a space (`:::warning Title`), which Docusaurus 3 does not parse. */
const ADMONITION_SPACE_TITLE = /^:::(\w+)[ \t]+(\S.*?)\s*$/;
const PLACEHOLDER = /\b(lorem ipsum|TODO|TBD|FIXME|coming soon)\b/i;
/** A page opens with what it lets the reader do, not with a description of itself. */
const SELF_OPENING = /^(This|The present) (page|guide|section|article|document|tutorial)\b/i;
/** Sentences that say where the text came from instead of what to do ("not documented", "as in 2.2"). */
const PROVENANCE = [
  /\b(?:not|isn['’]t|aren['’]t|never) (?:yet )?documented\b/i,
  /\bundocumented\b/i,
  /\b(?:SkyPath['’]s )?(?:earlier|older|previous) (?:\w+ )?(?:documentation|docs)\b/i,
  /\b(?:the|our) (?:fact )?sheet\b/i,
  /\bthe store\b/i,
  /\bas (?:it was )?in (?:version )?\d+\.\d+\b/i,
];

/** Words of prose: the text a reader reads, inline code included (not code blocks, imports, tags or comments). */
export function proseWords(body: string): string[] {
  return wordsOf(parseContent(body).prose);
}

const wordsOf = (prose: ProseText[]) =>
  prose
    .map((piece) => piece.value)
    .join(' ')
    .match(/[A-Za-z0-9][\w'’.-]*/g) ?? [];

/** Checks one page; whether its code fits the version's SDK is `npm run check:samples`'s job. */
export function checkPage(text: string, options: PageOptions = {}): Problem[] {
  return checkContent(parseContent(text, options.format), options);
}

export function checkContent(
  page: ContentModel,
  {minWords = MIN_PROSE_WORDS, requireCode = false, crossVersion = false}: PageOptions = {},
): Problem[] {
  const problems: Problem[] = [];
  const {frontMatter, frontMatterError, bodyLine} = page;
  if (frontMatterError) {
    problems.push({
      line: frontMatterError.line ?? 1,
      rule: 'front-matter',
      message: `front matter is not YAML: ${frontMatterError.message}`,
    });
  }
  for (const field of ['title', 'description']) {
    const value = frontMatter[field];
    if (value === undefined || value === null || String(value).trim() === '') {
      problems.push({line: 1, rule: 'front-matter', message: `front matter needs a "${field}"`});
    }
  }
  for (const block of page.codeBlocks) {
    if (block.unclosed) problems.push({line: block.line, rule: 'code-fence', message: 'code block is never closed'});
    if (!block.lang) {
      problems.push({
        line: block.line,
        rule: 'code-language',
        message: 'code block declares no language (```swift, ```ts, ```bash...)',
      });
    }
  }
  if (requireCode && !page.codeBlocks.some((b) => b.lang)) {
    problems.push({
      line: bodyLine,
      rule: 'needs-code',
      message: 'a page that describes an API needs at least one code block with a language',
    });
  }
  if (minWords !== false) {
    const count = wordsOf(page.prose).length;
    if (count < minWords) {
      problems.push({
        line: bodyLine,
        rule: 'prose-length',
        message: `${count} words of prose outside code; at least ${minWords} expected`,
      });
    }
  }
  const opening = firstParagraph(page.tree.children);
  const selfOpening = opening && SELF_OPENING.exec(toString(opening));
  if (opening && selfOpening) {
    problems.push({
      line: line(opening),
      rule: 'opening',
      message: `open with what the reader can do here, not "${selfOpening[0]}…"`,
    });
  }
  problems.push(
    ...byLine([
      ...provenanceProblems(page.prose, crossVersion),
      ...placeholderProblems(page.text, bodyLine),
      ...h1Problems(page.tree),
      ...admonitionTitleProblems(page),
    ]),
  );
  // Accessibility and valid HTML.
  problems.push(
    ...byLine([
      ...tableHeaderProblems(page),
      ...imageAltProblems(page),
      ...headingLevelProblems(page),
      ...htmlProblems(page),
      ...taskListProblems(page),
    ]),
  );
  return problems;
}

/** Sorted by line; problems on one line keep their order. */
const byLine = (problems: Problem[]) => problems.sort((a, b) => a.line - b.line);

function* nodes(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* nodes(child);
}

/** The paragraph a page opens with, past imports, comments, headings, raw HTML and admonitions, into JSX. */
function firstParagraph(children: Nodes[]): Paragraph | undefined {
  for (const node of children) {
    switch (node.type) {
      case 'paragraph':
        return node;
      case 'mdxJsxFlowElement': {
        const inner = firstParagraph(node.children);
        if (inner) return inner;
        continue;
      }
      case 'yaml':
      case 'mdxjsEsm':
      case 'heading':
      case 'html':
      case 'containerDirective':
        continue;
      case 'mdxFlowExpression':
        if (node.value.trim().startsWith('/*')) continue;
        return undefined;
      default:
        return undefined;
    }
  }
  return undefined;
}

/** Prose that tells where the text came from; on a page that compares versions, "as in 2.2" is allowed. */
function provenanceProblems(prose: ProseText[], crossVersion: boolean): Problem[] {
  return prose.flatMap((piece) =>
    piece.kind === 'inlineCode'
      ? []
      : PROVENANCE.flatMap((pattern) => {
          const hedge = pattern.exec(piece.value);
          if (!hedge || (crossVersion && /^as /i.test(hedge[0]))) return [];
          return [
            {
              line: piece.line + (piece.value.slice(0, hedge.index).match(/\n/g)?.length ?? 0),
              rule: 'provenance',
              message: `"${hedge[0]}" tells the reader where the text came from: say what is known and what to do (ask SkyPath for the rest)`,
            },
          ];
        }),
  );
}

/** Placeholders fail anywhere, code and attributes too: read on the lines as written, as no node holds them all. */
function placeholderProblems(text: string, bodyLine: number): Problem[] {
  return text
    .split(/\r?\n/)
    .slice(bodyLine - 1)
    .flatMap((lineText, index) => {
      const found = PLACEHOLDER.exec(lineText);
      return found ? [{line: bodyLine + index, rule: 'placeholder', message: `placeholder text "${found[0]}"`}] : [];
    });
}

/** The front matter title is the page's h1: no other. */
function h1Problems(tree: Root): Problem[] {
  return [...nodes(tree)]
    .filter((node): node is Heading => node.type === 'heading' && node.depth === 1)
    .map((heading) => ({
      line: line(heading),
      rule: 'no-h1',
      message: 'no "# " heading: the front matter title is the page h1',
    }));
}

/**
 * `:::warning Title` is no admonition in Docusaurus 3 but a paragraph, shown as text: the title goes
 * in brackets. Read on the paragraph's lines as written, where the title keeps its markup.
 */
function admonitionTitleProblems({tree, text}: ContentModel): Problem[] {
  return [...nodes(tree)].flatMap((node) => {
    if (node.type !== 'paragraph') return [];
    return sourceOf(text, node)
      .split(/\r?\n/)
      .flatMap((lineText, index) => {
        const found = ADMONITION_SPACE_TITLE.exec(lineText);
        if (!found) return [];
        const [, type, title] = found;
        return [
          {
            line: line(node) + index,
            rule: 'admonition-title',
            message: `write ":::${type}[${title}]": ":::${type} ${title}" shows as plain text`,
          },
        ];
      });
  });
}

// Accessibility and valid HTML, on every page.

const VOID_ELEMENTS = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
/** Elements whose content is phrasing (inline) only: no `<div>`, `<p>`, list or table inside. */
const PHRASING_ONLY = new Set(
  'p span em strong b i u s small code kbd samp var sub sup abbr cite q mark time label button h1 h2 h3 h4 h5 h6 pre'.split(
    ' ',
  ),
);
/** Block (flow) elements: they cannot go inside a phrasing-only element or a Markdown paragraph. */
const BLOCK_ELEMENTS = new Set(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre section table ul'.split(
    ' ',
  ),
);
/** Links and buttons cannot contain one another. */
const INTERACTIVE = new Set(['a', 'button']);
const REQUIRED_PARENT: Partial<Record<string, string[]>> = {
  li: ['ul', 'ol', 'menu'],
  // `<table><tr>` makes the browser add a <tbody> that React does not expect.
  tr: ['thead', 'tbody', 'tfoot'],
  td: ['tr'],
  th: ['tr'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  caption: ['table'],
  colgroup: ['table'],
  col: ['colgroup'],
  dt: ['dl', 'div'],
  dd: ['dl', 'div'],
  option: ['select', 'optgroup', 'datalist'],
  optgroup: ['select'],
  summary: ['details'],
};
const orList = (names: string[]) =>
  names
    .map((name) => `<${name}>`)
    .reduce((list, name, i, all) => `${list}${i === all.length - 1 ? ' or ' : ', '}${name}`);

interface OpenElement {
  name: string;
  line: number;
  hasHeader?: boolean;
}

const at = (element: OpenElement) => `<${element.name}> (line ${element.line})`;

/**
 * Raw HTML and JSX (MDX components too) that does not nest: a tag never closed, closed out of order
 * or never opened; a block in a phrasing-only element or a paragraph (a <p>); a link in a link; a
 * list item, row or cell outside its parent; raw tables with no <th>.
 */
function htmlProblems({tags, mdxError, bodyLine}: ContentModel): Problem[] {
  const problems: Problem[] = [];
  const problem = (line: number, message: string, rule = 'html-nesting') => problems.push({line, rule, message});
  const stack: OpenElement[] = [];
  const tables: OpenElement[] = [];
  for (const tag of tags) {
    const {name, line} = tag;
    if (tag.closing) {
      if (stack.at(-1)?.name === name) {
        stack.pop();
      } else if (VOID_ELEMENTS.has(name)) {
        problem(line, `</${name}>: <${name}> has no closing tag; write <${name} />`);
      } else {
        const open = stack.findLastIndex((element) => element.name === name);
        if (open === -1) {
          problem(line, `</${name}> closes nothing: no <${name}> is open here; remove it or add the opening tag`);
        } else {
          const last = stack[stack.length - 1];
          problem(
            line,
            `</${name}> closes ${at(stack[open])} while ${at(last)} is still open: close <${last.name}> first`,
          );
          stack.length = open;
        }
      }
      continue;
    }
    const parent = stack.at(-1);
    const allowed = REQUIRED_PARENT[name];
    if (allowed && !(parent && allowed.includes(parent.name))) {
      const where = parent ? `inside ${at(parent)}` : 'outside any HTML element';
      problem(line, `<${name}> is ${where}: it must be directly inside ${orList(allowed)}`);
    }
    const phrasing = stack.findLast((element) => PHRASING_ONLY.has(element.name));
    if (BLOCK_ELEMENTS.has(name) && phrasing) {
      problem(
        line,
        `<${name}> is inside ${at(phrasing)}, which holds only inline content (text, links, <code>, <strong>…): close <${phrasing.name}> before it, or make the outer element a <div>`,
      );
    } else if (BLOCK_ELEMENTS.has(name) && tag.block && !stack.some((element) => /^[a-z]/.test(element.name))) {
      problem(line, inParagraphMessage(tag, tag.block));
    }
    const link = INTERACTIVE.has(name) && stack.findLast((element) => INTERACTIVE.has(element.name));
    if (link) {
      problem(line, `<${name}> is inside ${at(link)}: links and buttons cannot nest; close <${link.name}> first`);
    }
    if (name === 'th') {
      const table = stack.findLast((element) => element.name === 'table');
      if (table) table.hasHeader = true;
    }
    if (VOID_ELEMENTS.has(name) || tag.selfClosing) continue;
    const element = {name, line};
    if (name === 'table') tables.push(element);
    stack.push(element);
  }
  for (const element of stack) {
    problem(
      element.line,
      `<${element.name}> is never closed: add </${element.name}> (or, if it is text, put it in \`backticks\`)`,
    );
  }
  // MDX reads no page whose tags do not nest. Read as CommonMark, such a page shows the mistake
  // above, in the writer's words and at its line (which MDX leaves out for a tag open at the end).
  if (mdxError && problems.length === 0) {
    problem(mdxError.line ?? bodyLine, `MDX cannot read the page: ${mdxError.message}`, 'mdx');
  }
  for (const table of tables.filter((t) => !t.hasHeader)) {
    problem(
      table.line,
      'table has no header cells (<th>): give each column a header, so screen readers can name the column of every cell',
      'table-header',
    );
  }
  return byLine(problems);
}

/** A block element in a paragraph (a `<p>`) or heading; usually the tag follows text on its line. */
function inParagraphMessage(tag: Tag, block: Paragraph | Heading): string {
  if (block.type === 'heading') {
    return `<${tag.name}> is inside a heading (<h${block.depth}>), which holds only inline content: move it out of the heading`;
  }
  const before = [...nodes(block)]
    .filter((node) => (node.type === 'text' || node.type === 'inlineCode') && line(node, 'end') === tag.line)
    .filter((node) => (node.position?.end.offset ?? 0) <= tag.offset)
    .map((node) => ('value' in node ? node.value.split('\n').at(-1) : ''))
    .join('');
  return /[\p{L}\p{N}]/u.test(before)
    ? `<${tag.name}> follows text on its line, so it lands inside a paragraph (<p>): start it on its own line after a blank line`
    : `<${tag.name}> is inside a paragraph (<p>) with the text around it: put it on lines of its own, with a blank line before and after`;
}

/** GFM tables whose header row leaves a column without a header (`| | Value |` or `| | |`). */
function tableHeaderProblems({tree}: ContentModel): Problem[] {
  return [...nodes(tree)].flatMap((node) => {
    if (node.type !== 'table') return [];
    const empty = (node.children[0]?.children ?? []).flatMap((cell, column) =>
      toString(cell).trim() ? [] : [column + 1],
    );
    if (empty.length === 0) return [];
    return [
      {
        line: line(node),
        rule: 'table-header',
        message: `table column${empty.length > 1 ? 's' : ''} ${empty.join(', ')} ${empty.length > 1 ? 'have' : 'has'} no header: give each column a header, so screen readers can name the column of every cell`,
      },
    ];
  });
}

/**
 * Images with no alt text: `![](x.png)`, `![ ](x.png)` and `<img>` without `alt`. `alt=""` is how
 * an `<img>` says it is decoration only (screen readers skip it); a Markdown image has no such form,
 * as a diagram or screenshot in the docs always carries information.
 */
function imageAltProblems({tree, tags}: ContentModel): Problem[] {
  const markdown = [...nodes(tree)].flatMap((node) =>
    (node.type === 'image' || node.type === 'imageReference') && !node.alt?.trim()
      ? [
          {
            line: line(node),
            rule: 'image-alt',
            message: 'image has no alt text: write what it shows between the brackets, ![Alt text](image.png)',
          },
        ]
      : [],
  );
  const html = tags
    .filter((tag) => tag.name === 'img' && !tag.closing && !('alt' in tag.attributes))
    .map((tag) => ({
      line: tag.line,
      rule: 'image-alt',
      message: '<img> has no alt: describe what it shows (alt="…"), or write alt="" if it is decoration only',
    }));
  return byLine([...markdown, ...html]);
}

/**
 * Headings that skip a level. The front matter title is the h1 (without one, the first heading must
 * be an h1); each heading then goes at most one level deeper than the one before it (going back up
 * is fine). Markdown (`## x`, `x` over `---`) and HTML headings (`<h3>`) count.
 */
function headingLevelProblems({tree, tags, text, frontMatter}: ContentModel): Problem[] {
  const headings: {level: number; text: string; line: number; html?: boolean}[] = [
    ...[...nodes(tree)].flatMap((node) => {
      if (node.type !== 'heading') return [];
      const [first, last] = [node.children[0], node.children.at(-1)];
      // The title as written, markup included.
      const written = first && last ? text.slice(first.position?.start.offset, last.position?.end.offset) : '';
      return [{level: node.depth, text: written.trim(), line: line(node)}];
    }),
    ...tags.flatMap((tag) => {
      const level = /^h([1-6])$/.exec(tag.name);
      return level && !tag.closing ? [{level: Number(level[1]), text: '', html: true, line: tag.line}] : [];
    }),
  ].sort((a, b) => a.line - b.line);
  const problems: Problem[] = [];
  let previous: {level: number; line?: number; title?: boolean} = frontMatter.title
    ? {level: 1, title: true}
    : {level: 0};
  for (const heading of headings) {
    if (heading.level > previous.level + 1) {
      const want = previous.level + 1;
      const shown = heading.html ? `<h${heading.level}>` : `"${'#'.repeat(heading.level)} ${heading.text}"`;
      const fix = heading.html ? `<h${want}>` : `"${'#'.repeat(want)} ${heading.text}"`;
      const after = previous.title
        ? 'the page title, which is the h1'
        : previous.level === 0
          ? 'the start of a page with no title, where the first heading is the h1'
          : `the h${previous.level} at line ${previous.line}`;
      problems.push({
        line: heading.line,
        rule: 'heading-level',
        message: `${shown} skips a level after ${after}: make it ${fix}; headings go one level deeper at a time`,
      });
    }
    previous = heading;
  }
  return problems;
}

/** Task-list items render as disabled checkboxes without a label, which screen readers announce as such. */
function taskListProblems({tree, text}: ContentModel): Problem[] {
  return [...nodes(tree)].flatMap((node) => {
    if (node.type !== 'listItem' || typeof node.checked !== 'boolean') return [];
    // The item's marker and checkbox as written (`- [ ]`, `1. [x]`): what comes before its text.
    const content = node.children[0];
    const marker = text.slice(node.position?.start.offset, content?.position?.start.offset).trim();
    return [
      {
        line: line(node),
        rule: 'task-list',
        message: `"${marker}" renders as a disabled checkbox with no label, which screen readers announce as an unlabeled checkbox: write a plain "- " or numbered "1. " item; readers can copy the list into their own checklist`,
      },
    ];
  });
}
