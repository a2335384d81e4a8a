// The questions SkyPath has not answered yet, each shown in the FAQs it names: a FAQ holds
// `::open-questions` where its list goes, and this remark plugin of the docs puts the list there.
import type {Nodes, Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {isSdkSection, sectionOfFile} from './contentFolders.mjs';
import {loadFacts, type LoadedFact} from './facts';

export type OpenQuestion = LoadedFact & {
  kind: 'question';
  question: string;
  places: string[];
  where?: string;
  until?: string;
};

/** Every open question. */
export const openQuestions = (root = '.'): OpenQuestion[] =>
  loadFacts(root).filter((fact): fact is OpenQuestion => fact.kind === 'question');

/** Where a content file belongs, as the questions name places: `api`, `ios/next`, `ios/2.2`, `js/0.5`. */
export function placeOfFile(file: string): string | undefined {
  const posix = file.replaceAll('\\', '/');
  const folders = posix.split('/');
  // The last folder that is a section's, wherever the site's folder is.
  const index = folders.findLastIndex((folder) => sectionOfFile(folder) !== undefined);
  if (index < 0) return undefined;
  const section = sectionOfFile(folders[index]!)!;
  if (!isSdkSection(section)) return section;
  const version = /^version-(.+)$/.exec(folders[index + 1] ?? '')?.[1];
  return `${section}/${folders[index] === section ? 'next' : (version ?? 'next')}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The questions of a place as Markdown: a table of three or two columns, or a list. */
export function questionsMarkdown(questions: readonly OpenQuestion[]): string {
  if (questions.some((q) => q.where !== undefined)) {
    const rows = questions.map((q) => `| ${cell(q.question)} | ${cell(q.where ?? '')} | ${cell(q.until ?? '')} |`);
    return ['| Item | Where it matters | Until you have the answer |', '| --- | --- | --- |', ...rows].join('\n');
  }
  if (questions.some((q) => q.until !== undefined)) {
    const rows = questions.map((q) => `| ${cell(q.question)} | ${cell(q.until ?? '')} |`);
    return ['| Question | Until SkyPath answers |', '| --- | --- |', ...rows].join('\n');
  }
  return questions.map((q) => `- ${q.question}`).join('\n');
}

/** Remark plugin of the docs: `::open-questions` becomes the page's place's questions. */
export function remarkOpenQuestions({questions}: {questions?: readonly OpenQuestion[]} = {}) {
  const all = questions ?? openQuestions();
  return (tree: Root, file: {path?: string}) => {
    const visit = (node: Nodes): void => {
      if (!('children' in node)) return;
      const children = node.children as RootContent[];
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (child.type === 'leafDirective' && child.name === 'open-questions') {
          const place = placeOfFile(file.path ?? '');
          const mine = all.filter((q) => place !== undefined && q.places.includes(place));
          if (mine.length === 0)
            throw new Error(`${file.path}: ::open-questions, but no open question names "${place}"`);
          const parsed = unified().use(remarkParse).use(remarkGfm).parse(questionsMarkdown(mine));
          children.splice(i, 1, ...parsed.children);
          i += parsed.children.length - 1;
        } else visit(child);
      }
    };
    visit(tree);
  };
}
