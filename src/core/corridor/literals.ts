/**
 * The data literals written in a code sample (curl, JavaScript, TypeScript, Python, Swift), read
 * without running it: object, array and tuple literals of strings, numbers, booleans and null, each
 * with the name it is assigned to, and the JSON inside a string (curl's `-d '{…}'`). A literal
 * holding anything else (a variable, a call, a spread) is not read, but the literals inside it are.
 * No Node or browser API.
 */

/** A literal of a sample, and the name it stands under ('' when none). */
export type Literal = {name: string; value: unknown};

type Token =
  | {kind: 'punct'; text: string; line: number}
  | {kind: 'word'; text: string; line: number}
  | {kind: 'number'; value: number; line: number}
  | {kind: 'string'; value: string; line: number};

/** The languages whose samples are read, with the way each writes a comment. */
const HASH = {line: ['#'], block: false};
const SLASHES = {line: ['//'], block: true};
const COMMENTS: Record<string, {line: string[]; block: boolean}> = {
  ...Object.fromEntries(['bash', 'sh', 'shell', 'python', 'py'].map((lang) => [lang, HASH])),
  ...Object.fromEntries(
    ['js', 'javascript', 'jsx', 'ts', 'typescript', 'tsx', 'swift', 'kotlin'].map((lang) => [lang, SLASHES]),
  ),
};

export const readsLiterals = (lang: string | null | undefined): boolean => !!lang && lang in COMMENTS;

const NUMBER = /^\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?/;
const WORD = /^[A-Za-z_$][\w$]*/;
const ESCAPES: Record<string, string> = {n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '0': '\0'};

function tokenize(code: string, lang: string): Token[] {
  const comments = COMMENTS[lang]!;
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < code.length) {
    const char = code[i]!;
    if (char === '\n') line++;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    const rest = code.slice(i, i + 3);
    if (comments.line.some((start) => rest.startsWith(start))) {
      while (i < code.length && code[i] !== '\n') i++;
      continue;
    }
    if (comments.block && rest.startsWith('/*')) {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end + 2;
      line += code.slice(i, stop).split('\n').length - 1;
      i = stop;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      // Python's and Swift's triple quotes, then one quote; bash's single quotes have no escapes.
      const quote = rest === char.repeat(3) ? rest : char;
      const raw = char === "'" && (lang === 'bash' || lang === 'sh' || lang === 'shell');
      let value = '';
      let j = i + quote.length;
      while (j < code.length && !code.startsWith(quote, j)) {
        if (code[j] === '\\' && !raw && j + 1 < code.length) {
          const next = code[j + 1]!;
          value += ESCAPES[next] ?? next;
          j += 2;
        } else value += code[j++];
      }
      tokens.push({kind: 'string', value, line});
      line += code.slice(i, j).split('\n').length - 1;
      i = j + quote.length;
      continue;
    }
    const number = NUMBER.exec(code.slice(i, i + 64));
    if (number) {
      tokens.push({kind: 'number', value: Number(number[0].replaceAll('_', '')), line});
      i += number[0].length;
      continue;
    }
    const word = WORD.exec(code.slice(i, i + 256));
    if (word) {
      tokens.push({kind: 'word', text: word[0], line});
      i += word[0].length;
      continue;
    }
    tokens.push({kind: 'punct', text: char, line});
    i++;
  }
  return tokens;
}

const CONSTANTS: Record<string, unknown> = {
  true: true,
  false: false,
  True: true,
  False: false,
  null: null,
  None: null,
  nil: null,
};
const CLOSE: Record<string, string> = {'{': '}', '[': ']', '(': ')'};
const isPunct = (token: Token | undefined, text: string) => token?.kind === 'punct' && token.text === text;

/** Reads the literal that starts at `start`: its value and the index after it, or undefined when it is not one. */
function readLiteral(tokens: Token[], start: number): {value: unknown; end: number} | undefined {
  const token = tokens[start];
  if (!token) return undefined;
  if (token.kind === 'number' || token.kind === 'string') return {value: token.value, end: start + 1};
  if (token.kind === 'word')
    return token.text in CONSTANTS ? {value: CONSTANTS[token.text], end: start + 1} : undefined;
  if (token.text === '-' || token.text === '+') {
    const next = tokens[start + 1];
    return next?.kind === 'number' ? {value: token.text === '-' ? -next.value : next.value, end: start + 2} : undefined;
  }
  const close = CLOSE[token.text];
  if (!close) return undefined;
  const object = token.text === '{';
  const items: unknown[] = [];
  const entries: Record<string, unknown> = {};
  let i = start + 1;
  while (!isPunct(tokens[i], close)) {
    if (object) {
      const key = tokens[i];
      if (key?.kind !== 'word' && key?.kind !== 'string') return undefined;
      if (!isPunct(tokens[i + 1], ':')) return undefined;
      const value = readLiteral(tokens, i + 2);
      if (!value) return undefined;
      entries[key.kind === 'word' ? key.text : key.value] = value.value;
      i = value.end;
    } else {
      const value = readLiteral(tokens, i);
      if (!value) return undefined;
      items.push(value.value);
      i = value.end;
    }
    if (isPunct(tokens[i], ',')) i++;
    else if (!isPunct(tokens[i], close)) return undefined;
  }
  return {value: object ? entries : items, end: i + 1};
}

const DECLARATIONS = new Set(['let', 'var', 'const', 'val', 'final', 'static', 'private', 'public', 'export']);

/** The name a literal starting at `start` is given: `name = `, `name: `, `"name": `, `let name: Type = `. */
function nameBefore(tokens: Token[], start: number): string {
  const before = tokens[start - 1];
  const named = tokens[start - 2];
  if (!(isPunct(before, '=') || isPunct(before, ':'))) return '';
  if (named?.kind === 'word') return named.text;
  if (named?.kind === 'string') return named.value;
  // `let corridorLngLat: [(Double, Double)] = [...]`: the name after the declaration's keyword.
  if (isPunct(before, '=')) {
    for (let i = start - 2; i > 0 && tokens[i]!.line === before!.line; i--) {
      const token = tokens[i - 1]!;
      if (token.kind === 'word' && DECLARATIONS.has(token.text) && tokens[i]!.kind === 'word')
        return (tokens[i] as {text: string}).text;
    }
  }
  return '';
}

/**
 * The outermost data literals of a sample in `lang` (see readsLiterals), in order, and the JSON
 * objects and arrays written inside its strings. Empty for any other language.
 */
export function codeLiterals(code: string, lang: string | null | undefined): Literal[] {
  if (!lang || !readsLiterals(lang)) return [];
  const tokens = tokenize(code, lang);
  const literals: Literal[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'string') {
      const text = token.value.trim();
      if (!text.startsWith('{') && !text.startsWith('[')) continue;
      try {
        literals.push({name: nameBefore(tokens, i), value: JSON.parse(text)});
      } catch {
        // Not JSON (a shell string with a variable in it): nothing to read.
      }
      continue;
    }
    if (token.kind !== 'punct' || !CLOSE[token.text]) continue;
    const literal = readLiteral(tokens, i);
    if (!literal) continue;
    literals.push({name: nameBefore(tokens, i), value: literal.value});
    i = literal.end - 1;
  }
  return literals;
}
