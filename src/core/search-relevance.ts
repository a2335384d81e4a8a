// How well a search answers a set of questions: the share whose page comes first and the share with
// a page among the first three. No Node or browser API.

/** A question and the pages ("title | label") that answer it; any one of them counts. */
export type RelevanceQuestion = {words: string; expected: string | readonly string[]};

export type Relevance = {
  questions: number;
  /** Shares, 0 to 1. */
  first: number;
  topThree: number;
  /** The questions with no answering page in the first three, with what came instead. */
  misses: string[];
};

/** The floors both searches are held to on the reader questions. */
export const RELEVANCE_FLOORS = {first: 0.6, topThree: 0.85} as const;

export const answers = (question: RelevanceQuestion): readonly string[] =>
  typeof question.expected === 'string' ? [question.expected] : question.expected;

/** Scores rankings (the pages listed for each question, best first, in the questions' order). */
export function scoreRankings(
  questions: readonly RelevanceQuestion[],
  rankings: readonly (readonly string[])[],
): Relevance {
  let first = 0;
  let topThree = 0;
  const misses: string[] = [];
  questions.forEach((question, index) => {
    const listed = rankings[index] ?? [];
    const expected = answers(question);
    if (expected.includes(listed[0] ?? '')) first++;
    if (listed.slice(0, 3).some((page) => expected.includes(page))) topThree++;
    else misses.push(`"${question.words}": ${expected.join(' or ')} not in ${JSON.stringify(listed.slice(0, 3))}`);
  });
  const share = (count: number) => (questions.length ? count / questions.length : 1);
  return {questions: questions.length, first: share(first), topThree: share(topThree), misses};
}

/** "first 63%, top three 88% (75 questions)". */
export const formatRelevance = ({first, topThree, questions}: Relevance) =>
  `first ${Math.round(first * 100)}%, top three ${Math.round(topThree * 100)}% (${questions} questions)`;
