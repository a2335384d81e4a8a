// Rules every docs page and blog post must meet (issue "Write the SkyPath documentation").
// Pure functions over a file's text, so tests/unit/content-rules.test.mjs can show each rule fails.

export const MIN_PROSE_WORDS = 150;
/** An admonition opened with its title after a space (`:::warning Title`), which Docusaurus 3 does not parse. */
const ADMONITION_SPACE_TITLE = /^:::(\w+)[ \t]+(\S.*?)\s*$/;
const PLACEHOLDER = /\b(lorem ipsum|TODO|TBD|FIXME|coming soon)\b/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

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

/** The fenced code blocks of a body: language ('' when none) and 1-based line of the opening fence. */
export function codeBlocks(body, firstLine = 1) {
  const blocks = [];
  let open;
  body.split(/\r?\n/).forEach((line, index) => {
    const fence = FENCE.exec(line);
    if (!fence) return;
    if (!open) {
      open = {marker: fence[1], lang: fence[2].trim().split(/[\s{]/)[0] ?? '', line: firstLine + index};
    } else if (fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2].trim()) {
      blocks.push({lang: open.lang, line: open.line});
      open = undefined;
    }
  });
  if (open) blocks.push({lang: open.lang, line: open.line, unclosed: true});
  return blocks;
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

/** Lines of code blocks that use one of the `forbidden` identifiers, as {line, name}. */
export function forbiddenInCode(body, forbidden, firstLine = 1) {
  const found = [];
  let inFence = false;
  body.split(/\r?\n/).forEach((line, index) => {
    if (FENCE.test(line)) {
      inFence = !inFence;
      return;
    }
    if (!inFence) return;
    const name = forbidden.find((identifier) => line.includes(identifier));
    if (name) found.push({line: firstLine + index, name});
  });
  return found;
}

/**
 * Checks one page. Options: `minWords` (false to skip), `requireCode` (a page that describes an API
 * needs at least one code block with a language), `forbidden` (identifiers of other versions that
 * its code must not use). Returns problems as {line, rule, message}.
 */
export function checkPage(text, {minWords = MIN_PROSE_WORDS, requireCode = false, forbidden = []} = {}) {
  const problems = [];
  const {frontMatter, body, bodyLine} = parseDoc(text);
  for (const field of ['title', 'description']) {
    if (!frontMatter[field]) problems.push({line: 1, rule: 'front-matter', message: `front matter needs a "${field}"`});
  }
  const blocks = codeBlocks(body, bodyLine);
  for (const block of blocks) {
    if (block.unclosed) problems.push({line: block.line, rule: 'code-fence', message: 'code block is never closed'});
    if (!block.lang) {
      problems.push({line: block.line, rule: 'code-language', message: 'code block declares no language (```swift, ```ts, ```bash...)'});
    }
  }
  if (requireCode && !blocks.some((b) => b.lang)) {
    problems.push({line: bodyLine, rule: 'needs-code', message: 'a page that describes an API needs at least one code block with a language'});
  }
  for (const {line, name} of forbiddenInCode(body, forbidden, bodyLine)) {
    problems.push({line, rule: 'version-identifier', message: `code uses \`${name}\`, which this version of the SDK does not have`});
  }
  if (minWords !== false) {
    const count = proseWords(body).length;
    if (count < minWords) {
      problems.push({line: bodyLine, rule: 'prose-length', message: `${count} words of prose outside code; at least ${minWords} expected`});
    }
  }
  let inFence = false;
  body.split(/\r?\n/).forEach((line, index) => {
    const found = PLACEHOLDER.exec(line);
    if (found) problems.push({line: bodyLine + index, rule: 'placeholder', message: `placeholder text "${found[0]}"`});
    if (FENCE.test(line)) inFence = !inFence;
    else if (!inFence && /^# /.test(line)) {
      problems.push({line: bodyLine + index, rule: 'no-h1', message: 'no "# " heading: the front matter title is the page h1'});
    } else if (!inFence && ADMONITION_SPACE_TITLE.test(line)) {
      // Docusaurus 3 prints ":::note Title" as text: the title goes in brackets.
      const [, type, title] = ADMONITION_SPACE_TITLE.exec(line);
      problems.push({line: bodyLine + index, rule: 'admonition-title', message: `write ":::${type}[${title}]": ":::${type} ${title}" shows as plain text`});
    }
  });
  return problems;
}
