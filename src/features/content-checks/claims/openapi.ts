// The prose of the OpenAPI document as pages for the claims check: every `title`, `summary` and
// `description` (Markdown) becomes a small page whose lines are those of the YAML file, and every
// documented response status a sentence naming its operation, so that "401" on an operation the
// facts give no 401 for is caught like a sentence would be. Operations marked `x-status: preview`
// are provisional by design (fact:api.operations.preview) and left out.

import {isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node} from 'yaml';
import {parseContent, type ContentModel} from '../content-model.ts';

/** One text of the spec, parsed, with the path of keys that leads to it. */
export interface SpecText {
  path: string;
  line: number;
  page: ContentModel;
}

const PROSE_KEYS = new Set(['title', 'summary', 'description']);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export function specTexts(source: string): SpecText[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, {lineCounter});
  const texts: SpecText[] = [];
  const lineOf = (node: Node | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);

  const add = (path: string, line: number, text: string, about: string) => {
    // The operation (or the API) is the page's title, what its claims stand under; blank lines
    // after it keep each claim on its line of the YAML file (a block scalar's text starts on the
    // line after its key).
    const head = `---\ntitle: ${JSON.stringify(about)}\n---\n`;
    const padding = '\n'.repeat(Math.max(0, line - 1 - head.split('\n').length + 1));
    texts.push({path, line, page: parseContent(head + padding + text, 'md')});
  };

  const visit = (node: unknown, path: string[], operation?: {name: string; preview: boolean}) => {
    if (isMap(node)) {
      let here = operation;
      const parentKey = path.at(-1);
      if (parentKey && METHODS.has(parentKey) && path.at(-3) === 'paths') {
        const status = node.get('x-status');
        here = {name: `${parentKey.toUpperCase()} ${path.at(-2)}`, preview: status === 'preview'};
      }
      if (here?.preview) return;
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const value = pair.value;
        if (PROSE_KEYS.has(key) && isScalar(value) && typeof value.value === 'string') {
          const block = value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED';
          add([...path, key].join('.'), lineOf(value) + (block ? 1 : 0), value.value, here?.name ?? 'SkyPath REST API');
        }
        if (parentKey === 'responses' && here && /^[1-5]\d\d$/.test(key)) {
          add(
            [...path, key].join('.'),
            lineOf(pair.key as Node),
            `${here.name} responds with HTTP status ${key}.`,
            here.name,
          );
        }
        visit(value, [...path, key], here);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => visit(item, [...path, String(index)], operation));
    }
  };
  visit(document.contents, []);
  return texts;
}
