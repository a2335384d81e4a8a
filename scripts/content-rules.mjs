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

/** Splits off the front matter: its flat `key: value` fields, and the body with its first line number. */
export function parseDoc(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return {frontMatter: {}, body: text, bodyLine: 1};
  const frontMatter = {};
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (field) frontMatter[field[1]] = field[2].replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return {frontMatter, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length};
}

/**
 * The fenced code blocks of a body: language ('' when none), the rest of the info string (`meta`,
 * such as `title="poll.py"`), the code, the 1-based line of the opening fence and of the first code
 * line. A fence indented inside JSX (up to three spaces) has that indent removed from its lines.
 */
export function codeBlocks(body, firstLine = 1) {
  const blocks = [];
  let open;
  body.split(/\r?\n/).forEach((line, index) => {
    const fence = FENCE.exec(line);
    if (!open) {
      if (!fence) return;
      const info = fence[2].trim();
      const lang = info.split(/[\s{]/)[0] ?? '';
      const indent = /^ */.exec(line)[0].length;
      open = {marker: fence[1], lang, meta: info.slice(lang.length).trim(), line: firstLine + index, indent, lines: []};
    } else if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2].trim()) {
      blocks.push(closeBlock(open));
      open = undefined;
    } else {
      open.lines.push(line.slice(Math.min(open.indent, /^ */.exec(line)[0].length)));
    }
  });
  if (open) blocks.push({...closeBlock(open), unclosed: true});
  return blocks;
}

function closeBlock({lang, meta, line, lines}) {
  return {lang, meta, line, codeLine: line + 1, code: lines.join('\n')};
}

/** The first line of prose of a body, skipping imports, JSX, headings and admonitions (a notice). */
function firstProseLine(body) {
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
export function proseWords(body) {
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

/**
 * Checks one page. Options: `minWords` (false to skip), `requireCode` (a page that describes an API
 * needs at least one code block with a language), `crossVersion` (a migration guide, release notes
 * or a blog post may compare versions: "as in 2.2" is allowed there). Returns problems as {line, rule, message}. Whether
 * its code uses the right version's SDK is checked by `npm run check:samples` (scripts/samples).
 */
export function checkPage(text, {minWords = MIN_PROSE_WORDS, requireCode = false, crossVersion = false} = {}) {
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
  if (opening && SELF_OPENING.test(opening.text)) {
    problems.push({
      line: bodyLine + opening.index,
      rule: 'opening',
      message: `open with what the reader can do here, not "${SELF_OPENING.exec(opening.text)[0]}…"`,
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
      const [, type, title] = ADMONITION_SPACE_TITLE.exec(line);
      problems.push({
        line: bodyLine + index,
        rule: 'admonition-title',
        message: `write ":::${type}[${title}]": ":::${type} ${title}" shows as plain text`,
      });
    }
  });
  return problems;
}
