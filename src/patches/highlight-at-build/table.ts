/**
 * What slim-prism's Highlight gets for `./prebuilt`: the tokens of the code blocks the build
 * highlighted, handed over by each page's module as it loads (before it renders, on the server as
 * in the browser), so a block needs neither Prism nor its grammar. A block not in the table (code a
 * component renders, a block whose code changed on its way) is highlighted by Prism as before.
 */
import type {Token} from 'prism-react-renderer';

/**
 * A block's lines: each line a flat list of (type, length) pairs, the type an index into the page's
 * `types` (a token's types joined by spaces), the length that of its text in the code; -1 is the
 * newline token of an empty line.
 */
export type EncodedLines = number[][];

type Entry = {types: string[]; lines: EncodedLines};

const table = new Map<string, Entry>();

/** A block's key: a 32-bit FNV-1a hash of its language and code, in base 36. */
export function blockKey(code: string, language: string): string {
  const text = `${language}\n${code}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Called by a page's module with its blocks' tokens; true, for the export that calls it. */
export function provideTokens(types: string[], blocks: Record<string, EncodedLines>): true {
  for (const [key, lines] of Object.entries(blocks)) table.set(key, {types, lines});
  return true;
}

/** The lines of `code` from their encoding, or undefined where the two do not fit (not this code). */
export function decodeLines(code: string, {types, lines}: Entry): Token[][] | undefined {
  let at = 0;
  const result: Token[][] = [];
  for (let index = 0; index < lines.length; index++) {
    const row = lines[index];
    const line: Token[] = [];
    for (let i = 0; i + 1 < row.length; i += 2) {
      const tokenTypes = types[row[i]]?.split(' ');
      const length = row[i + 1];
      if (!tokenTypes) return undefined;
      if (length < 0) line.push({types: tokenTypes, content: '\n', empty: true});
      else {
        line.push({types: tokenTypes, content: code.slice(at, at + length)});
        at += length;
      }
    }
    result.push(line);
    if (index === lines.length - 1) break;
    const lineBreak = code.startsWith('\r\n', at) ? 2 : code[at] === '\n' || code[at] === '\r' ? 1 : 0;
    if (lineBreak === 0) return undefined;
    at += lineBreak;
  }
  return at === code.length ? result : undefined;
}

export function prebuiltTokens(code: string, language: string): Token[][] | undefined {
  const entry = table.get(blockKey(code, language));
  return entry && decodeLines(code, entry);
}
