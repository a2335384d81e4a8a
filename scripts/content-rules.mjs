// Rules every docs page and blog post must meet (issue "Write the SkyPath documentation").
// Pure functions over a file's text, so tests/unit/content-rules.test.mjs can show each rule fails.

export const MIN_PROSE_WORDS = 150;
/** An admonition opened with its title after a space (`:::warning Title`), which Docusaurus 3 does not parse. */
const ADMONITION_SPACE_TITLE = /^:::(\w+)[ \t]+(\S.*?)\s*$/;
const PLACEHOLDER = /\b(lorem ipsum|TODO|TBD|FIXME|coming soon)\b/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** A page opens with what it lets the reader do, not with a description of itself. */
const SELF_OPENING = /^(This|The present) (page|guide|section|article|document|tutorial)\b/i;
/**
 * Sentences that tell the reader where the text came from instead of what to do: "not documented",
 * "SkyPath's earlier documentation…", "as in 2.2" on a version's page. Say what is known and that
 * SkyPath confirms the rest, or say nothing.
 */
const PROVENANCE = [
  /\b(?:not|isn['’]t|aren['’]t|never) (?:yet )?documented\b/i,
  /\bundocumented\b/i,
  /\b(?:SkyPath['’]s )?(?:earlier|older|previous) (?:\w+ )?(?:documentation|docs)\b/i,
  /\b(?:the|our) (?:fact )?sheet\b/i,
  /\bthe store\b/i,
  /\bas (?:it was )?in (?:version )?\d+\.\d+\b/i,
];

/**
 * @typedef {{line: number, rule: string, message: string}} Problem A page's problem, at a 1-based line.
 * @typedef {{minWords?: number | false, requireCode?: boolean, crossVersion?: boolean}} PageOptions
 */

/**
 * Splits off the front matter: its flat `key: value` fields, and the body with its first line number.
 * @param {string} text
 * @returns {{frontMatter: Record<string, string>, body: string, bodyLine: number}}
 */
export function parseDoc(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return {frontMatter: {}, body: text, bodyLine: 1};
  /** @type {Record<string, string>} */
  const frontMatter = {};
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (field) frontMatter[field[1]] = field[2].replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return {frontMatter, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length};
}

/**
 * The fenced code blocks of a body: language ('' when none), the rest of the info string (`meta`,
 * such as `title="poll.py"`), the code, the 1-based line of the opening fence, of the first code
 * line and of the closing fence (`endLine`; the body's last line when the block is never closed). A
 * fence indented inside JSX (up to three spaces) has that indent removed from its lines.
 * @param {string} body
 * @returns {CodeBlock[]}
 */
export function codeBlocks(body, firstLine = 1) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  /** @type {{marker: string, lang: string, meta: string, line: number, indent: number, lines: string[]} | undefined} */
  let open;
  body.split(/\r?\n/).forEach((line, index) => {
    const fence = FENCE.exec(line);
    if (!open) {
      if (!fence) return;
      const info = fence[2].trim();
      const lang = info.split(/[\s{]/)[0] ?? '';
      const indent = /** @type {RegExpExecArray} */ (/^ */.exec(line))[0].length;
      open = {marker: fence[1], lang, meta: info.slice(lang.length).trim(), line: firstLine + index, indent, lines: []};
    } else if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2].trim()) {
      blocks.push(closeBlock(open));
      open = undefined;
    } else {
      open.lines.push(line.slice(Math.min(open.indent, /** @type {RegExpExecArray} */ (/^ */.exec(line))[0].length)));
    }
  });
  if (open) blocks.push({...closeBlock(open), endLine: open.line + open.lines.length, unclosed: true});
  return blocks;
}

/**
 * @typedef {{lang: string, meta: string, line: number, codeLine: number, endLine: number, code: string, unclosed?: boolean}} CodeBlock
 * A fenced code block (codeBlocks).
 */

/** @param {{lang: string, meta: string, line: number, lines: string[]}} open */
function closeBlock({lang, meta, line, lines}) {
  return {lang, meta, line, codeLine: line + 1, endLine: line + lines.length + 1, code: lines.join('\n')};
}

/** The first line of prose of a body, skipping imports, JSX, headings and admonitions (a notice). */
function firstProseLine(/** @type {string} */ body) {
  const lines = body.split(/\r?\n/);
  let admonitions = 0;
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index].trim();
    if (/^:::\s*$/.test(text)) admonitions = Math.max(0, admonitions - 1);
    else if (/^:::\w/.test(text)) admonitions++;
    else if (admonitions === 0 && text && !/^(import|export)\s/.test(text) && !/^(<|#|\{\/\*|<!--)/.test(text)) {
      return {text, index};
    }
  }
  return undefined;
}

/** Words of prose: the body without code blocks, MDX import/export lines, JSX/HTML tags and comments. */
export function proseWords(/** @type {string} */ body) {
  /** @type {string[]} */
  const lines = [];
  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (!inFence && !/^\s*(import|export)\s/.test(line)) lines.push(line);
  }
  const prose = lines
    .join('\n')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.match(/[A-Za-z0-9][\w'’.-]*/g) ?? [];
}

// Accessibility and valid HTML (issue "Bad input"): a table without headers, an image without alt
// text, a heading that skips a level, raw HTML that does not nest, a task list. Each is read from
// the page's Markdown with code blocks, comments and inline code blanked out (`markup`), so that
// offsets and line numbers stay those of the file.

/** Blank out text but keep its line breaks, so that offsets and lines do not move. */
const blank = (/** @type {string} */ text) => text.replace(/[^\n]/g, ' ');
/** HTML and MDX comments: never rendered. */
const COMMENT = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;
/**
 * Inline text that is never markup: a backslash escape (`\<`), a code span (`` `<div>` ``, not across
 * a blank line), an autolink (`<https://…>`, `<ops@example.com>`). One regex, so the leftmost wins.
 */
const INLINE_LITERAL =
  /\\[!-/:-@[-`{-~]|(?<!`)(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\1(?!`)|<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>|<[\w.+-]+@[\w-]+(?:\.[\w-]+)+>/g;

/**
 * A body as the rules below read it. `blocks`: fenced code, MDX import/export lines and comments
 * blanked, the Markdown block structure intact (headings, tables, lists are read from it). `inline`:
 * also inline code spans, escapes and autolinks blanked (tags and images are read from it).
 * @param {string} body
 */
export function markup(body) {
  const lines = body.split(/\r?\n/);
  for (const block of codeBlocks(body)) {
    for (let line = block.line; line <= block.endLine; line++) lines[line - 1] = '';
  }
  const blocks = lines
    .map((line) => (/^(import|export)\s/.test(line) ? '' : line))
    .join('\n')
    .replace(COMMENT, blank);
  return {blocks, inline: blocks.replace(INLINE_LITERAL, blank)};
}

/** Elements that have no content and no end tag (`<br>`, `<img … />`). */
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
/** Elements that are only valid directly inside one of these parents. @type {Partial<Record<string, string[]>>} */
const REQUIRED_PARENT = {
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
const orList = (/** @type {string[]} */ names) =>
  names
    .map((name) => `<${name}>`)
    .reduce((list, name, i, all) => `${list}${i === all.length - 1 ? ' or ' : ', '}${name}`);
/** The start of a tag: HTML (`div`, `my-element`) or JSX (`TabItem`, `Foo.Bar`, `svg:rect`). */
const TAG_START = /<(\/?)([A-Za-z][\w.:-]*)/y;
const ATTRIBUTE_NAME = /[^\s"'<>/={}]+/y;
const UNQUOTED_VALUE = /[^\s"'=<>`{}]+/y;

/** The index after the `}` that closes the `{` at `start` (strings inside skipped), or -1. */
function skipBraces(/** @type {string} */ text, /** @type {number} */ start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = text.indexOf(c, i + 1);
      if (end === -1) return -1;
      i = end;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The rest of a tag from `start` (after its name): attributes (`name` → value, `true` when it has
 * none, `{…}` kept as written), where it ends and whether it closes itself (`/>`). Undefined when
 * this is not a tag: no `>` before another `<`, a blank line or the end.
 * @param {string} text
 * @param {number} start
 */
function readTag(text, start) {
  /** @type {Record<string, string | true>} */
  const attributes = {};
  let i = start;
  const skipSpace = () => {
    const from = i;
    while (/\s/.test(text[i] ?? '')) i++;
    return !/\n[ \t]*\n/.test(text.slice(from, i));
  };
  for (;;) {
    if (!skipSpace()) return undefined;
    const c = text[i];
    if (c === undefined || c === '<') return undefined;
    if (c === '>') return {attributes, end: i + 1, selfClosing: false};
    if (c === '/' && text[i + 1] === '>') return {attributes, end: i + 2, selfClosing: true};
    if (c === '{') {
      // A JSX spread: {...props}.
      i = skipBraces(text, i);
      if (i === -1) return undefined;
      continue;
    }
    ATTRIBUTE_NAME.lastIndex = i;
    const name = ATTRIBUTE_NAME.exec(text)?.[0];
    if (!name) return undefined;
    i += name.length;
    if (!skipSpace()) return undefined;
    /** @type {string | true | undefined} */
    let value = true;
    if (text[i] === '=') {
      i++;
      if (!skipSpace()) return undefined;
      if (text[i] === '"' || text[i] === "'") {
        const end = text.indexOf(text[i], i + 1);
        if (end === -1) return undefined;
        value = text.slice(i + 1, end);
        i = end + 1;
      } else if (text[i] === '{') {
        const end = skipBraces(text, i);
        if (end === -1) return undefined;
        value = text.slice(i, end);
        i = end;
      } else {
        UNQUOTED_VALUE.lastIndex = i;
        value = UNQUOTED_VALUE.exec(text)?.[0];
        if (!value) return undefined;
        i += value.length;
      }
    }
    attributes[name] = value;
  }
}

/**
 * The HTML and JSX tags of a text (run it over `markup(body).inline`): name, `closing` (`</x>`),
 * `selfClosing` (`<x />`), attributes, offset and 1-based line. A `<` that starts no tag (`a < b`,
 * `<3`) is text.
 * @param {string} text
 */
export function htmlTags(text, firstLine = 1) {
  /** @type {Tag[]} */
  const tags = [];
  let line = firstLine;
  let counted = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
    TAG_START.lastIndex = i;
    const start = TAG_START.exec(text);
    if (!start) continue;
    const rest = readTag(text, TAG_START.lastIndex);
    if (!rest || (start[1] && (rest.selfClosing || Object.keys(rest.attributes).length > 0))) continue;
    for (; counted < i; counted++) if (text[counted] === '\n') line++;
    tags.push({name: start[2], closing: Boolean(start[1]), ...rest, index: i, line});
    i = rest.end - 1;
  }
  return tags;
}

/**
 * @typedef {{name: string, closing: boolean, attributes: Record<string, string | true>, end: number, selfClosing: boolean, index: number, line: number}} Tag
 * An HTML or JSX tag (htmlTags).
 * @typedef {{name: string, line: number, hasHeader?: boolean}} OpenElement An element not closed yet.
 */

/** A problem at an element: `<li>` (line 12). */
const at = (/** @type {OpenElement} */ element) => `<${element.name}> (line ${element.line})`;

/**
 * Raw HTML and JSX that does not nest: a tag never closed, closed in the wrong order or closed
 * without being opened; a block element inside a phrasing-only one or after text in a Markdown
 * paragraph (which is a <p>); a link in a link; a list item, table row or cell outside its parent.
 * Also the raw tables with no <th>. Capitalised tags are MDX components: they must balance too.
 * @param {string} text
 * @param {Tag[]} tags
 * @param {number} firstLine
 */
function htmlProblems(text, tags, firstLine) {
  /** @type {Problem[]} */
  const problems = [];
  const problem = (/** @type {number} */ line, /** @type {string} */ message, rule = 'html-nesting') =>
    problems.push({line, rule, message});
  /** @type {OpenElement[]} */
  const stack = [];
  /** @type {OpenElement[]} */
  const tables = [];
  const lines = text.split('\n');
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
    } else if (BLOCK_ELEMENTS.has(name) && !stack.some((element) => /^[a-z]/.test(element.name))) {
      // In Markdown (no HTML element open), a block tag after text on its line is inside that
      // paragraph's <p> (or the heading), which cannot hold it.
      const lineText = lines[line - firstLine];
      const lineStart = text.lastIndexOf('\n', tag.index - 1) + 1;
      const before = text
        .slice(lineStart, tag.index)
        .replace(/<[^>]*>/g, '')
        .replace(/^[ \t]*(?:>[ \t]*)*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?/, '');
      if (/[\p{L}\p{N}]/u.test(before) && !/^\s*\|/.test(lineText)) {
        problem(
          line,
          `<${name}> follows text on its line, so it lands inside a paragraph (<p>): start it on its own line after a blank line`,
        );
      }
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
  for (const table of tables.filter((t) => !t.hasHeader)) {
    problem(
      table.line,
      'table has no header cells (<th>): give each column a header, so screen readers can name the column of every cell',
      'table-header',
    );
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** A GFM table's delimiter row: `| --- | :-: |`, with at least one pipe. */
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/** A table row's cells: outer pipes dropped, split at each pipe that is not escaped. */
const tableCells = (/** @type {string} */ row) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/);

/** GFM tables whose header row leaves a column without a header (`| | Value |` or `| | |`). */
function tableHeaderProblems(/** @type {string[]} */ lines, /** @type {number} */ firstLine) {
  /** @type {Problem[]} */
  const problems = [];
  lines.forEach((delimiter, index) => {
    if (index === 0 || !delimiter.includes('|') || !TABLE_DELIMITER.test(delimiter) || !lines[index - 1].trim()) return;
    const header = tableCells(lines[index - 1]);
    if (header.length !== tableCells(delimiter).length) return;
    const empty = header.flatMap((cell, column) => (cell.trim() ? [] : [column + 1]));
    if (empty.length === 0) return;
    problems.push({
      line: firstLine + index - 1,
      rule: 'table-header',
      message: `table column${empty.length > 1 ? 's' : ''} ${empty.join(', ')} ${empty.length > 1 ? 'have' : 'has'} no header: give each column a header, so screen readers can name the column of every cell`,
    });
  });
  return problems;
}

/**
 * Images with no alt text: `![](x.png)`, `![ ](x.png)` and `<img>` without `alt`. `alt=""` is how
 * an `<img>` says it is decoration only (screen readers skip it); a Markdown image has no such form,
 * as a diagram or screenshot in the docs always carries information.
 * @param {{blocks: string, inline: string}} text markup(body)
 * @param {Tag[]} tags
 * @param {number} firstLine
 */
function imageAltProblems({blocks, inline}, tags, firstLine) {
  /** @type {Problem[]} */
  const problems = [];
  const lineOf = (/** @type {number} */ index) => firstLine + (inline.slice(0, index).match(/\n/g)?.length ?? 0);
  for (const match of inline.matchAll(/!\[([^\]\n]*)\](?=[([])/g)) {
    // The alt text as written: inline code in it counts as text.
    if (blocks.slice(match.index + 2, match.index + 2 + match[1].length).trim()) continue;
    problems.push({
      line: lineOf(match.index),
      rule: 'image-alt',
      message: 'image has no alt text: write what it shows between the brackets, ![Alt text](image.png)',
    });
  }
  for (const tag of tags) {
    if (tag.name !== 'img' || tag.closing || 'alt' in tag.attributes) continue;
    problems.push({
      line: tag.line,
      rule: 'image-alt',
      message: '<img> has no alt: describe what it shows (alt="…"), or write alt="" if it is decoration only',
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** An ATX heading, `## Title` (a closing `##` after a space is not part of the title). */
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
/** A setext underline (`===` for h1, `---` for h2) under a line of paragraph text. */
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** Lines that do not end a paragraph with a setext underline: blank, headings, lists, quotes, tables, tags, admonitions. */
const NOT_PARAGRAPH = /^\s*$|^ {0,3}(?:#|>|[-*+][ \t]|\d{1,9}[.)][ \t]|\||<|:::|-{3,}[ \t]*$|={3,}[ \t]*$)/;

/**
 * Headings that skip a level. The front matter title is the h1 (without one, the first heading must
 * be an h1); each heading then goes at most one level deeper than the one before it (going back up
 * is fine). ATX (`## x`), setext (`x` over `---`) and raw HTML headings (`<h3>`) count.
 * @param {string[]} lines
 * @param {Tag[]} tags
 * @param {boolean} hasTitle
 * @param {number} firstLine
 */
function headingLevelProblems(lines, tags, hasTitle, firstLine) {
  /** @type {{level: number, text: string, line: number, html?: boolean}[]} */
  const headings = [];
  lines.forEach((text, index) => {
    const atx = ATX_HEADING.exec(text);
    const setext = SETEXT_UNDERLINE.exec(text);
    if (atx) headings.push({level: atx[1].length, text: (atx[2] ?? '').trim(), line: firstLine + index});
    else if (setext && index > 0 && !NOT_PARAGRAPH.test(lines[index - 1])) {
      headings.push({level: setext[1][0] === '=' ? 1 : 2, text: lines[index - 1].trim(), line: firstLine + index - 1});
    }
  });
  for (const tag of tags) {
    const level = /^h([1-6])$/.exec(tag.name);
    if (level && !tag.closing) headings.push({level: Number(level[1]), text: '', html: true, line: tag.line});
  }
  headings.sort((a, b) => a.line - b.line);
  /** @type {Problem[]} */
  const problems = [];
  /** @type {{level: number, line?: number, title?: boolean}} */
  let previous = hasTitle ? {level: 1, title: true} : {level: 0};
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

/** A task-list item (`- [ ] Check`, `1. [x] Done`). */
const TASK_ITEM = /^[ \t]*(?:>[ \t]*)*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[ xX]\](?=[ \t]|$)/;

/** Task-list items render as disabled checkboxes without a label, which screen readers announce as such. */
function taskListProblems(/** @type {string[]} */ lines, /** @type {number} */ firstLine) {
  return lines.flatMap((text, index) => {
    const task = TASK_ITEM.exec(text);
    return task
      ? [
          {
            line: firstLine + index,
            rule: 'task-list',
            message: `"${task[0].trim()}" renders as a disabled checkbox with no label, which screen readers announce as an unlabeled checkbox: write a plain "- " or numbered "1. " item; readers can copy the list into their own checklist`,
          },
        ]
      : [];
  });
}

/**
 * The accessibility and HTML rules over one body: tables, images, headings, raw HTML, task lists.
 * @param {string} body
 * @param {{hasTitle?: boolean, firstLine?: number}} [options]
 */
export function markupProblems(body, {hasTitle = true, firstLine = 1} = {}) {
  const text = markup(body);
  const blockLines = text.blocks.split('\n');
  const tags = htmlTags(text.inline, firstLine);
  return [
    ...tableHeaderProblems(blockLines, firstLine),
    ...imageAltProblems(text, tags, firstLine),
    ...headingLevelProblems(blockLines, tags, hasTitle, firstLine),
    ...htmlProblems(text.inline, tags, firstLine),
    ...taskListProblems(blockLines, firstLine),
  ].sort((a, b) => a.line - b.line);
}

/**
 * Checks one page. Options: `minWords` (false to skip), `requireCode` (a page that describes an API
 * needs at least one code block with a language), `crossVersion` (a migration guide, release notes
 * or a blog post may compare versions: "as in 2.2" is allowed there). Returns problems as {line, rule, message}. Whether
 * its code uses the right version's SDK is checked by `npm run check:samples` (scripts/samples). The
 * accessibility and HTML rules (`markupProblems`) apply to every page.
 * @param {string} text
 * @param {PageOptions} [options]
 */
export function checkPage(text, {minWords = MIN_PROSE_WORDS, requireCode = false, crossVersion = false} = {}) {
  /** @type {Problem[]} */
  const problems = [];
  const {frontMatter, body, bodyLine} = parseDoc(text);
  for (const field of ['title', 'description']) {
    if (!frontMatter[field]) problems.push({line: 1, rule: 'front-matter', message: `front matter needs a "${field}"`});
  }
  const blocks = codeBlocks(body, bodyLine);
  for (const block of blocks) {
    if (block.unclosed) problems.push({line: block.line, rule: 'code-fence', message: 'code block is never closed'});
    if (!block.lang) {
      problems.push({
        line: block.line,
        rule: 'code-language',
        message: 'code block declares no language (```swift, ```ts, ```bash...)',
      });
    }
  }
  if (requireCode && !blocks.some((b) => b.lang)) {
    problems.push({
      line: bodyLine,
      rule: 'needs-code',
      message: 'a page that describes an API needs at least one code block with a language',
    });
  }
  if (minWords !== false) {
    const count = proseWords(body).length;
    if (count < minWords) {
      problems.push({
        line: bodyLine,
        rule: 'prose-length',
        message: `${count} words of prose outside code; at least ${minWords} expected`,
      });
    }
  }
  const opening = firstProseLine(body);
  const selfOpening = opening && SELF_OPENING.exec(opening.text);
  if (opening && selfOpening) {
    problems.push({
      line: bodyLine + opening.index,
      rule: 'opening',
      message: `open with what the reader can do here, not "${selfOpening[0]}…"`,
    });
  }
  let inFence = false;
  body.split(/\r?\n/).forEach((line, index) => {
    if (!inFence && !FENCE.test(line)) {
      for (const pattern of PROVENANCE) {
        const hedge = pattern.exec(line.replace(/`[^`]*`/g, ''));
        if (hedge && !(crossVersion && /^as /i.test(hedge[0]))) {
          problems.push({
            line: bodyLine + index,
            rule: 'provenance',
            message: `"${hedge[0]}" tells the reader where the text came from: say what is known and what to do (ask SkyPath for the rest)`,
          });
        }
      }
    }
    const found = PLACEHOLDER.exec(line);
    if (found) problems.push({line: bodyLine + index, rule: 'placeholder', message: `placeholder text "${found[0]}"`});
    if (FENCE.test(line)) inFence = !inFence;
    else if (!inFence && /^# /.test(line)) {
      problems.push({
        line: bodyLine + index,
        rule: 'no-h1',
        message: 'no "# " heading: the front matter title is the page h1',
      });
    } else if (!inFence && ADMONITION_SPACE_TITLE.test(line)) {
      // Docusaurus 3 prints ":::note Title" as text: the title goes in brackets.
      const [, type, title] = /** @type {RegExpExecArray} */ (ADMONITION_SPACE_TITLE.exec(line));
      problems.push({
        line: bodyLine + index,
        rule: 'admonition-title',
        message: `write ":::${type}[${title}]": ":::${type} ${title}" shows as plain text`,
      });
    }
  });
  problems.push(...markupProblems(body, {hasTitle: Boolean(frontMatter.title), firstLine: bodyLine}));
  return problems;
}
