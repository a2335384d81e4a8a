/**
 * Full-text search over the pages' Markdown, in process: a field-weighted BM25 index (title,
 * headings, text) with a light English stemmer, weighted as the site's Pagefind index is: headings
 * weigh most, pages that restate others (FAQs, version pages, release notes, blog posts) half. A
 * result carries the passage under the heading where the query's words meet.
 */

export type SearchDocument = {
  id: string;
  title: string;
  /** The page's Markdown, without its own title line. */
  text: string;
  /** Multiplies the page's score (0.5 for pages that restate others). */
  weight: number;
};

export type Passage = {heading?: string; text: string};
export type Hit = {id: string; score: number; passage: Passage};

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its of on or so that the their then this to use using what when where which with you your'.split(
    ' ',
  ),
);

/**
 * A word's stem: plurals, the common verb endings and "-ation" dropped ("corridors" → "corridor",
 * "submitted" → "submit", "migration" and "migrate" → "migrat").
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const noun = /^(.{3,})ations?$/.exec(word);
  if (noun) return `${noun[1]}at`;
  if (/^.{3,}ates?$/.test(word)) return word.replace(/es?$/, '');
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  if (word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

function undouble(word: string): string {
  return /([^aeiouls])\1$/.test(word) ? word.slice(0, -1) : word;
}

/** The terms of a text: lower-case runs of letters and digits, stop words out, stemmed. */
export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word)).map(stem);
}

/** Field weights, as Pagefind weighs a page's title and headings against its text. */
const FIELDS = {title: 7, heading: 4, text: 1} as const;
const K1 = 1.2;
const B = 0.75;

type Indexed = {
  doc: SearchDocument;
  tf: Map<string, number>;
  length: number;
  /** The title's terms, and every term in reading order (for phrases). */
  titleTerms: Set<string>;
  sequence: string[];
};

/** How many times the terms follow each other in this order. */
function phraseCount(sequence: readonly string[], phrase: readonly string[]): number {
  let count = 0;
  for (let i = 0; i + phrase.length <= sequence.length; i++) {
    if (phrase.every((term, offset) => sequence[i + offset] === term)) count++;
  }
  return count;
}

function headingsOf(text: string): string[] {
  return [...text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((match) => match[1] ?? '');
}

/** The passages of a page: the text before its first heading, then each heading's part. */
export function passages(text: string): Passage[] {
  const parts: Passage[] = [];
  let current: Passage = {text: ''};
  let inCode = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = !inCode && /^#{2,6}\s+(.+)$/.exec(line);
    if (heading) {
      if (current.text.trim() || current.heading) parts.push(current);
      current = {heading: heading[1]!.trim(), text: ''};
    } else current.text += `${line}\n`;
  }
  parts.push(current);
  return parts;
}

export function createIndex(documents: readonly SearchDocument[]) {
  const indexed: Indexed[] = documents.map((doc) => {
    const tf = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const term of terms(text)) tf.set(term, (tf.get(term) ?? 0) + weight);
    };
    add(doc.title, FIELDS.title);
    for (const heading of headingsOf(doc.text)) add(heading, FIELDS.heading - FIELDS.text);
    add(doc.text, FIELDS.text);
    return {
      doc,
      tf,
      length: [...tf.values()].reduce((sum, count) => sum + count, 0),
      titleTerms: new Set(terms(doc.title)),
      sequence: terms(`${doc.title}\n${doc.text}`),
    };
  });
  const averageLength = indexed.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, indexed.length);
  const documentFrequency = new Map<string, number>();
  for (const entry of indexed) {
    for (const term of entry.tf.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (indexed.length - n + 0.5) / (n + 0.5));
  };

  /** The passage where most of the query's terms meet, its text shortened around the first of them. */
  const bestPassage = (doc: SearchDocument, queryTerms: string[]): Passage => {
    let best: {passage: Passage; score: number} | undefined;
    for (const passage of passages(doc.text)) {
      const found = new Set(terms(`${passage.heading ?? ''} ${passage.text}`));
      const score = queryTerms.reduce((sum, term) => sum + (found.has(term) ? idf(term) : 0), 0);
      if (!best || score > best.score) best = {passage, score};
    }
    const passage = best?.passage ?? {text: doc.text};
    return {...(passage.heading ? {heading: passage.heading} : {}), text: excerpt(passage.text, queryTerms)};
  };

  return {
    size: indexed.length,
    /** The documents that match, best first; `filter` keeps the ids in scope. */
    search(query: string, {filter, limit = 10}: {filter?: (id: string) => boolean; limit?: number} = {}): Hit[] {
      const phrase = terms(query);
      const queryTerms = [...new Set(phrase)];
      if (queryTerms.length === 0) return [];
      const scored: {entry: Indexed; score: number}[] = [];
      for (const entry of indexed) {
        if (filter && !filter(entry.doc.id)) continue;
        let score = 0;
        let matched = 0;
        for (const term of queryTerms) {
          const tf = entry.tf.get(term);
          if (!tf) continue;
          matched++;
          score += (idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * entry.length) / averageLength));
        }
        if (matched === 0) continue;
        // Pages with every word of the query first, then the pages where they form the phrase asked
        // for, and the pages whose title has them.
        const coverage = matched / queryTerms.length;
        const inTitle = queryTerms.filter((term) => entry.titleTerms.has(term)).length / queryTerms.length;
        const asPhrase = phrase.length > 1 && phraseCount(entry.sequence, phrase) > 0 ? 2 : 1;
        scored.push({entry, score: score * entry.doc.weight * coverage * coverage * (1 + inTitle) * asPhrase});
      }
      scored.sort((a, b) => b.score - a.score || a.entry.doc.id.localeCompare(b.entry.doc.id));
      return scored.slice(0, limit).map(({entry, score}) => ({
        id: entry.doc.id,
        score: Math.round(score * 1000) / 1000,
        passage: bestPassage(entry.doc, queryTerms),
      }));
    },
  };
}

export type SearchIndex = ReturnType<typeof createIndex>;

/** About `length` characters of a passage around the first line holding a query term. */
function excerpt(text: string, queryTerms: string[], length = 400): string {
  const lines = text.split('\n').filter((line) => line.trim() && !/^\s*(```|~~~)/.test(line));
  const first = Math.max(
    0,
    lines.findIndex((line) => terms(line).some((term) => queryTerms.includes(term))),
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
