// The claims a page makes: every number with what it counts or measures, range, HTTP status,
// version, date and product status word a reader reads, each with its sentence and what it stands
// under (headings, a table's column and row), so that the check can match it to a fact's subject.

import type {Heading, Nodes, Root, Table} from 'mdast';
import {line, type ContentModel} from '../content-model.ts';

export type ClaimKind =
  'quantity' | 'http-status' | 'version' | 'date' | 'status-word' | 'derived' | 'absence' | 'sdk-name';

export interface Claim {
  kind: ClaimKind;
  /** The claim as written ("7,500 km²", "HTTP 429", "3.0.19", "Preview"). */
  text: string;
  line: number;
  sentence: string;
  /** The words it stands under: the page title and headings; in a table, its column header and the rest of its row. */
  under: string;
  /** Numbers: the value, or the two ends of a range. */
  values?: number[];
  /** Quantities: the unit or the noun counted, lower case and singular ("km²", "vertex", "hour"). */
  unit?: string;
  /** The unit is one of measure (km², ft, hour, MB...), not a noun counted. */
  measured?: boolean;
  /** A range ("5 to 52", "FL050–FL520"): `values` are its ends. */
  range?: boolean;
  /** A count the sentence shows: the things counted follow it after a colon ("two ways: …"). */
  enumerated?: boolean;
  /** Written in words ("two", "seven"), not digits. */
  spelled?: boolean;
}

/** A run of text a reader reads as one (a paragraph, heading or table cell), with each character's line. */
interface Block {
  text: string;
  lines: number[];
  under: string;
}

const SPELLED: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const NUMBER = `(?:${DIGITS}|${Object.keys(SPELLED).join('|')})`;
/** Words that stand between a number and nothing it measures. */
const NOT_UNITS = new Set(
  'a after an and are as at be because before by first for from if in into is it its means of on or per than that the their then this to unless was were when which while with'.split(
    ' ',
  ),
);
const STATUS_WORDS =
  /\b(?:GA|EOL|(?:[Pp]review|[Dd]eprecated|[Uu]nsupported|[Ss]upported|[Gg]enerally available|[Bb]eta|[Aa]lpha|[Ee]xperimental|[Ss]table|[Uu]nmaintained|[Mm]aintained|[Ee]nd[- ]of[- ]life|[Ll]egacy|[Oo]bsolete|[Ss]unset))\b/g;
const REASONS =
  /^\s*(OK|Created|Accepted|No Content|Bad Request|Unauthori[sz]ed|Forbidden|Not Found|Too Many Requests|Internal Server Error|Service Unavailable|Payload Too Large|Conflict|Unprocessable)/i;
/** A version as written: `3.0.19`, `v2.2.0`, `^6.5`, `3.0.x`, `3.0.0-beta.1`; the check reads the facts' too. */
export const VERSION = /(?<![\w.])[v^~]?\d+\.(?:\d+|x)(?:\.(?:\d+|x))*(?:-[a-z]+(?:\.\d+)?)?(?![\w.]*\d)/;
/** Words that make the number after them a version: "SDK 3.0", "from 2.2 to 3.0", "version 5.0". */
const VERSION_BEFORE =
  /\b(?:versions?|releases?|SDK|SkyPathSDK|web-sdk|iOS|iPadOS|macOS|Xcode|Swift|Node(?:\.js)?|CocoaPods|line|from|to|and|or|since|before|after|in|on|of|with|migrat\w*|upgrade\w*)\W{1,3}$/i;
/** Words after which a number numbers something: "Step 1", "Option 2", "SOC 2 Type 2". */
const NUMBERING =
  /\b(?:[Ss]teps?|[Oo]ptions?|[Ii]tems?|Part|Section|Phase|Figure|Table|Type|SOC|Level|Chapter|Rule|Example|ISO|RFC|OpenAPI|SAML|Python|HTTP\/)\s?$/;
/** A place: a number of degrees of latitude or longitude, which no fact needs to state. */
const COORDINATE = /^(?:\s*°?\s*[NSEW]\b|\s*,\s*-?\d)|(?:longitude|latitude|\blat\b|\blon\b|\[)\W*-?$/;
/** What a reader does with a product: an absence says one of these does not exist. */
const MEANS = String.raw`(?:operations?|endpoints?|API calls?|calls?|methods?|functions?|ways?|means|options?|settings?|parameters?|properties|property|fields?|pods?|packages?|modes?|buttons?|events?|callbacks?|hooks?)`;
/** "there is no operation to…", "offers no way to…", "does not provide an endpoint for…", "cannot be read back". */
const ABSENCE = new RegExp(
  [
    String.raw`\bthere(?: is|'s| are| exists?) no (?!need\b)(?:[\w-]+ ){0,2}?${MEANS}\b`,
    String.raw`\bno (?:[\w-]+ ){0,2}?${MEANS} (?:exists?|is (?:offered|available|provided|exposed)|lets?|can)\b`,
    String.raw`\b(?:offers?|provides?|exposes?|has|have|includes?|gives?) no (?:[\w-]+ ){0,2}?${MEANS}\b`,
    String.raw`\b(?:does not|doesn't|do not|don't|cannot|can't|can not) (?:offer|provide|expose|have|include|give you) (?:a |an |any )?(?:[\w-]+ ){0,2}?${MEANS}\b`,
    String.raw`\b(?:cannot|can't|can not|is not possible to) (?:be )?(?:read|retrieved?|fetch(?:ed)?|list(?:ed)?|delet(?:e|ed)|query|queried|download(?:ed)?|export(?:ed)?|undo(?:ne)?|recover(?:ed)?)(?: \w+){0,3}? back\b`,
    String.raw`\b(?:cannot|can't|can not) be (?:read|retrieved|fetched|listed|deleted|queried|downloaded|exported|undone|recovered)\b`,
    String.raw`\b(?:is|are) (?:not|no longer) (?:offered|available|exposed|provided)\b`,
  ].join('|'),
  'gi',
);
/** An absence that is a condition ("when there is no flight number") or about these pages is no claim about the product. */
const CONDITION = /\b(?:if|when|whenever|where|while|whether|unless|until|once)\b[^.;:,]*$/i;
const ABOUT_THESE_PAGES = /\b(?:these docs|this reference|these pages|this site)\b/i;
const HTTP_CONTEXT = /\b(HTTP|status|response|responds?|returns?|answers?|error|code|gets?|with)\b/i;

/** Units written as symbols or abbreviations, as the unit they stand for. */
const UNIT_SYMBOLS: [RegExp, string][] = [
  [/^(km²|km2|square kilomet(?:re|er)s?|sq\.? ?km)/i, 'km²'],
  [/^(mi²|square miles?)/i, 'mi²'],
  [/^(nautical miles?|NM\b|nmi\b)/, 'nautical mile'],
  [/^(kilomet(?:re|er)s?|km\b)/i, 'km'],
  [/^(miles?\b|mi\b)/i, 'mile'],
  [/^(feet|foot|ft\b)/i, 'ft'],
  [/^(metres?|meters?|m\b)/, 'metre'],
  [/^(milliseconds?|ms\b)/, 'millisecond'],
  [/^(seconds?|secs?\b|s\b)/, 'second'],
  [/^(minutes?|mins?\b)/, 'minute'],
  [/^(hours?|hrs?\b|h\b)/, 'hour'],
  [/^(days?)\b/, 'day'],
  [/^(weeks?)\b/, 'week'],
  [/^(months?)\b/, 'month'],
  [/^(years?)\b/, 'year'],
  [/^(KB|kB|kilobytes?)\b/, 'KB'],
  [/^(MB|megabytes?)\b/, 'MB'],
  [/^(GB|gigabytes?)\b/, 'GB'],
  [/^(bytes?)\b/, 'byte'],
  [/^(chars?|characters?)\b/, 'character'],
  [/^(knots?|kts?)\b/, 'knot'],
  [/^%/, '%'],
  [/^(°|degrees?)/, 'degree'],
];

export function measureOf(word: string): string | undefined {
  return UNIT_SYMBOLS.find(([pattern]) => pattern.test(word))?.[1];
}

/** A noun as a unit: lower case, singular. */
export function unitWord(word: string): string {
  const lower = word.toLowerCase();
  const measure = measureOf(word);
  if (measure) return measure;
  if (/(ch|sh|x|ss)es$/.test(lower)) return lower.slice(0, -2);
  if (/ices$/.test(lower)) return lower.replace(/ices$/, 'ex');
  if (/ies$/.test(lower)) return lower.replace(/ies$/, 'y');
  if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** A number as written ("7,500", "252.9", "six") as its value. */
export function numberValue(written: string): number {
  const lower = written.toLowerCase();
  return lower in SPELLED ? SPELLED[lower] : Number(written.replace(/,/g, ''));
}

export function claimsOf(page: ContentModel): Claim[] {
  return blocksOf(page).flatMap(claimsOfBlock);
}

/** The text of an inline node as a reader reads it (no expressions, no raw HTML). */
function inlineText(node: Nodes, push: (text: string, line: number) => void): void {
  switch (node.type) {
    case 'text':
      push(node.value, line(node));
      return;
    case 'inlineCode':
      // Kept in backticks: code names its subject exactly (the check's `topicsOf`).
      push(`\`${node.value}\``, line(node));
      return;
    case 'break':
      push('\n', line(node));
      return;
    case 'html':
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
    case 'image':
    case 'footnoteReference':
      return;
    default:
      if ('children' in node) for (const child of node.children) inlineText(child, push);
  }
}

function blockOf(nodes: Nodes[], under: string): Block {
  const block: Block = {text: '', lines: [], under};
  const push = (text: string, first: number) => {
    let at = first;
    for (const char of text) {
      block.text += char;
      block.lines.push(at);
      if (char === '\n') at++;
    }
  };
  for (const node of nodes) inlineText(node, push);
  return block;
}

const plain = (nodes: Nodes[]) => blockOf(nodes, '').text.replace(/\s+/g, ' ').trim();

/** The paragraphs, headings and table cells of a page, and its front matter's title and description. */
function blocksOf(page: ContentModel): Block[] {
  const blocks: Block[] = [];
  const lines = page.text.split('\n');
  for (const field of ['title', 'description', 'sidebar_label']) {
    const value = page.frontMatter[field];
    if (typeof value !== 'string') continue;
    const at = lines.findIndex((text) => text.startsWith(`${field}:`)) + 1;
    blocks.push({text: value, lines: [...value].map(() => at || 1), under: ''});
  }
  // The headings the text stands under, from the page's title down: "Limits › Corridor".
  const title = typeof page.frontMatter.title === 'string' ? page.frontMatter.title : '';
  const trail: string[] = [title];
  let heading = title;
  const visit = (node: Nodes | Root) => {
    switch (node.type) {
      case 'heading':
        trail.length = Math.max((node satisfies Heading).depth - 1, 1);
        trail[Math.max(node.depth - 1, 1)] = plain(node.children);
        heading = trail.filter(Boolean).join(' › ');
        blocks.push(blockOf(node.children, trail.slice(0, -1).filter(Boolean).join(' › ')));
        return;
      case 'paragraph':
        blocks.push(blockOf(node.children, heading));
        return;
      case 'table':
        tableBlocks(node, heading, blocks);
        return;
      case 'code':
      case 'html':
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return;
      default:
        if ('children' in node) for (const child of node.children) visit(child);
    }
  };
  visit(page.tree);
  return blocks;
}

function tableBlocks(table: Table, heading: string, blocks: Block[]) {
  const [head, ...rows] = table.children;
  const headers = head.children.map((cell) => plain(cell.children));
  for (const cell of head.children) blocks.push(blockOf(cell.children, heading));
  for (const row of rows) {
    // A cell stands under its column's header and in its row: the row says what the cell's number is about.
    const cells = row.children.map((cell) => plain(cell.children));
    row.children.forEach((cell, column) => {
      const others = cells.filter((_, i) => i !== column).join(' · ');
      blocks.push(blockOf(cell.children, [heading, headers[column], others].join(' · ')));
    });
  }
}

function sentences(text: string): {sentence: string; at: number}[] {
  const found: {sentence: string; at: number}[] = [];
  const boundary = /(?<=[.!?])\s+(?=[A-Z`"'(*[])|\n{2,}/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    if (/^\s*\d+[.)]$/.test(text.slice(start, match.index))) continue;
    found.push({sentence: text.slice(start, match.index), at: start});
    start = match.index + match[0].length;
  }
  found.push({sentence: text.slice(start), at: start});
  return found.filter(({sentence}) => sentence.trim());
}

function claimsOfBlock(block: Block): Claim[] {
  const claims: Claim[] = [];
  for (const {sentence, at} of sentences(block.text)) {
    const taken: boolean[] = [...sentence].map(() => false);
    const add = (kind: ClaimKind, index: number, length: number, extra: Partial<Claim> = {}) => {
      for (let i = index; i < index + length; i++) taken[i] = true;
      claims.push({
        kind,
        text: sentence.slice(index, index + length).trim(),
        line: block.lines[at + index] ?? block.lines[0] ?? 1,
        sentence: sentence.replace(/\s+/g, ' ').trim(),
        under: block.under,
        ...extra,
      });
    };
    const free = (index: number, length: number) => !taken.slice(index, index + length).some(Boolean);
    const scan = (pattern: RegExp, found: (match: RegExpMatchArray) => void) => {
      for (const match of sentence.matchAll(pattern)) if (free(match.index ?? 0, match[0].length)) found(match);
    };

    // Arithmetic shown on the page: "6,000,000 km² ÷ 7,500 km² = 800 corridors".
    const operand = String.raw`(${DIGITS})(?:\s*([^\s\d×÷=≈*/+−-][^\s×÷=≈]*))?`;
    scan(new RegExp(String.raw`(?<![\w.])${operand}(?:\s*[×÷*/+−]\s*${operand})+\s*[=≈]\s*${operand}`, 'g'), (m) =>
      add('derived', m.index ?? 0, m[0].length),
    );
    scan(/\b\d{4}-\d{2}-\d{2}\b/g, (m) => add('date', m.index ?? 0, m[0].length));
    scan(
      new RegExp(String.raw`\b(?:(?:\d{1,2} )?(?:${MONTHS})(?: \d{1,2},?)? )?(?:19|20)\d{2}\b(?![.,]\d)`, 'g'),
      (m) => add('date', m.index ?? 0, m[0].length),
    );
    scan(new RegExp(VERSION.source, 'g'), (m) => {
      const index = m.index ?? 0;
      const before = sentence.slice(Math.max(0, index - 30), index);
      const after = sentence.slice(index + m[0].length, index + m[0].length + 12);
      const version =
        /^[v^~]|\.x|^\d+\.\d+\.\d+/.test(m[0]) ||
        VERSION_BEFORE.test(before) ||
        /^(?: line| release| docs| SDK|\.x)/.test(after);
      // "0.7° high", "2.5 km": a measure, not a version.
      const unitAfter = /^\s*([^\s\d,.;:)]+)/.exec(after)?.[1];
      if (version && !(unitAfter && measureOf(unitAfter))) add('version', index, m[0].length);
    });
    scan(/\b(?:iOS|iPadOS|macOS|Xcode|Swift|Node(?:\.js)?|CocoaPods) (\d+)\b(?!\.)/g, (m) =>
      add('version', m.index ?? 0, m[0].length),
    );
    scan(/(?<![\w.,])[1-5](?:\d\d|xx)(?![\w.,]*\d)/g, (m) => {
      const index = m.index ?? 0;
      const after = sentence.slice(index + m[0].length);
      const before = sentence.slice(Math.max(0, index - 40), index);
      const nextWord = /^\s*(\w+)/.exec(after)?.[1]?.toLowerCase();
      // A table column of statuses: "HTTP status | …".
      const column = /\bHTTP\b|\bstatus\b/i.test(block.under.split(' · ')[1] ?? '') && !sentence.slice(0, index).trim();
      if (
        m[0].endsWith('xx') ||
        REASONS.test(after) ||
        column ||
        (HTTP_CONTEXT.test(before) && (!nextWord || NOT_UNITS.has(nextWord)))
      ) {
        add('http-status', index, m[0].length);
      }
    });
    // Quantities: a number or range, in digits or words, and the unit or noun after it ("250 vertices",
    // "6-hour"); a bare number ("altitude blocks 5–52") has none, and its sentence says what it is.
    const quantity = new RegExp(
      String.raw`(?<![\w.$#/−-])(FL ?)?(${NUMBER})(?:(?: ?[–-] ?| to | and )(?:FL ?)?(${NUMBER}))?(?![\w.]*\d)(?:(?:\s*|-)(km²|km2|mi²|%|°|[A-Za-z][A-Za-z-]*))?`,
      'gi',
    );
    scan(quantity, (m) => {
      const index = m.index ?? 0;
      const [, fl, first, second, next] = m;
      const before = sentence.slice(Math.max(0, index - 12), index);
      const afterNumber = sentence.slice(index + (fl?.length ?? 0) + first.length);
      if (/\./.test(first) && (COORDINATE.test(afterNumber) || COORDINATE.test(before))) return;
      const spelled = !/\d/.test(first);
      const values = [first, second].filter(Boolean).map(numberValue);
      // Numbering is no claim: "Step 1", "Option 2", "SOC 2 Type 2", a heading's "3. Start the SDK".
      if (NUMBERING.test(sentence.slice(0, index))) return;
      if (!sentence.slice(0, index).trim() && /^[.)]\s/.test(sentence.slice(index + m[0].length))) return;
      // A place: "longitude −85, latitude 35".
      if (/(?:longitude|latitude)\W*$/i.test(sentence.slice(0, index))) return;
      const unit = fl ? 'FL' : next && !NOT_UNITS.has(next.toLowerCase()) ? unitWord(next) : undefined;
      let length = m[0].length;
      if (!unit && next) length -= next.length;
      // Words spelled out count only with a noun after them: "two ways", "six hours".
      if (spelled && !unit) return;
      const rest = sentence.slice(index + length);
      add('quantity', index, length, {
        values,
        ...(unit && {unit}),
        ...((fl || (next && measureOf(next))) && {measured: true}),
        ...(second && {range: true}),
        ...(spelled && {spelled: true}),
        ...(spelled && rest.includes(':') && {enumerated: true}),
      });
    });
    // "There is no operation to read flight plans back": that something does not exist is a claim too.
    scan(ABSENCE, (m) => {
      const index = m.index ?? 0;
      if (!CONDITION.test(sentence.slice(0, index)) && !ABOUT_THESE_PAGES.test(sentence))
        add('absence', index, m[0].length);
    });
    // A status word in code (`x-status: preview`) is a value, not a claim.
    const code = [...sentence.matchAll(/`[^`]*`/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
    scan(STATUS_WORDS, (m) => {
      const at = m.index ?? 0;
      if (!code.some(([start, end]) => at > start && at < end)) add('status-word', at, m[0].length);
    });
  }
  return claims;
}
