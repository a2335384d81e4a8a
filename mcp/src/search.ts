/**
 * Full-text search over the pages' Markdown, in process, with MiniSearch: fields title, section
 * headings (h2), subsection headings (h3) and text, boosted by the weights the site's Pagefind index
 * gives them; pages that restate others weigh less. The Markdown is read with remark, so a `##`
 * inside a code block is never a heading. A result carries the passage under the heading where the
 * query's words meet.
 */
import MiniSearch from 'minisearch';
import type {Content, Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {stemmer} from 'stemmer';
import {unified} from 'unified';
import {FIELD_WEIGHTS} from '../../src/core/search-weights';
import {STOP_WORDS} from '../../src/core/stop-words';

export type SearchDocument = {
  id: string;
  title: string;
  /** The page's Markdown, without its own title line. */
  text: string;
  /** Multiplies the page's score (RESTATING_WEIGHT for pages that restate others). */
  weight: number;
};

export type Passage = {heading?: string; text: string};
export type Hit = {id: string; score: number; passage: Passage};

/** A term as the index keeps it: lower case, stop words out (MiniSearch drops a falsy term), stemmed as Pagefind stems. */
const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stemmer(lower);
};

/** A text's words: runs of letters and digits (MiniSearch's own split keeps the backticks of `code`). */
const tokenize = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The terms of a text, as the index reads them. */
export function terms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));
}

type Section = {depth: number; heading?: string; text: string};

/** A page's passages, from its Markdown tree: the text before its first heading, then each heading's part. */
export function passages(markdown: string): Section[] {
  const tree: Root = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const parts: Section[] = [{depth: 1, text: ''}];
  const slice = (node: Content) => markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth >= 2) {
      parts.push({depth: (node as Heading).depth, heading: toString(node).trim(), text: ''});
    } else parts.at(-1)!.text += `${slice(node)}\n\n`;
  }
  return parts.filter((part, index) => index > 0 || part.text.trim());
}

type Fields = {id: string; title: string; section: string; subsection: string; text: string; weight: number};

const options = {
  fields: ['title', 'section', 'subsection', 'text'],
  storeFields: ['weight'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: FIELD_WEIGHTS,
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => Number(stored?.weight ?? 1),
  },
};

export function createIndex(documents: readonly SearchDocument[]) {
  const pages = new MiniSearch<Fields>(options);
  const sections = new Map<string, Section[]>();
  /** Each page's terms in reading order, space-separated, for phrases. */
  const sequences = new Map<string, string>();
  pages.addAll(
    documents.map((doc) => {
      const parts = passages(doc.text);
      sections.set(doc.id, parts);
      sequences.set(doc.id, ` ${terms(`${doc.title}\n${doc.text}`).join(' ')} `);
      const headings = (depth: number) =>
        parts
          .filter((part) => part.depth === depth)
          .map((part) => part.heading)
          .join('\n');
      return {
        id: doc.id,
        title: doc.title,
        section: headings(2),
        subsection: headings(3),
        text: parts.map((part) => part.text).join('\n'),
        weight: doc.weight,
      };
    }),
  );

  /** The passage where the query's words weigh most, by the same index options, its text shortened around the first of them. */
  const bestPassage = (id: string, query: string): Passage => {
    const parts = sections.get(id) ?? [];
    const index = new MiniSearch<Fields>(options);
    index.addAll(
      parts.map((part, at) => ({
        id: String(at),
        title: '',
        section: part.heading ?? '',
        subsection: '',
        text: part.text,
        weight: 1,
      })),
    );
    const best = parts[Number(index.search(query)[0]?.id ?? 0)] ?? {text: ''};
    return {...(best.heading ? {heading: best.heading} : {}), text: excerpt(best.text, terms(query))};
  };

  return {
    /** The documents that match, best first; `filter` keeps the ids in scope. */
    search(query: string, {filter, limit = 10}: {filter?: (id: string) => boolean; limit?: number} = {}): Hit[] {
      const phrase = terms(query);
      if (phrase.length === 0) return [];
      const inOrder = (id: string) =>
        phrase.length > 1 && Boolean(sequences.get(id)?.includes(` ${phrase.join(' ')} `));
      // Pages with the query's words in its order first ("flight level"): MiniSearch has no phrase
      // signal, and its heading boosts otherwise favor a page with the words apart.
      const results = pages
        .search(query, {filter: filter && ((result) => filter(String(result.id)))})
        .map((result) => ({...result, phrase: inOrder(String(result.id))}))
        .sort(
          (a, b) =>
            Number(b.phrase) - Number(a.phrase) || b.score - a.score || String(a.id).localeCompare(String(b.id)),
        );
      return results.slice(0, limit).map((result) => ({
        id: String(result.id),
        score: Math.round(result.score * 1000) / 1000,
        passage: bestPassage(String(result.id), query),
      }));
    },
  };
}

/** About `length` characters of a passage around the first line holding a query term. */
function excerpt(text: string, queryTerms: string[], length = 400): string {
  const lines = text.split('\n').filter((line) => line.trim() && !/^\s*(```|~~~)/.test(line));
  const first = Math.max(
    0,
    lines.findIndex((line) => terms(line).some((term) => queryTerms.some((query) => term.startsWith(query)))),
  );
  let result = '';
  for (const line of lines.slice(first)) {
    if (result.length + line.length > length) {
      if (!result) result = `${line.slice(0, length)}…`;
      else result += '…';
      break;
    }
    result += `${line.trim()}\n`;
  }
  return result.trim();
}
