// The claims check's mutation corpus (issue #39): false sentences built from the facts themselves,
// the way a writer goes wrong: a number of the facts with another counted noun, or about another
// subject; a status word moved to another product; a date moved to another release; an open
// question stated as known. Each is false by the facts (no fact states it, checked here), so a
// check that lets one pass has missed. Deterministic: the facts alone decide the corpus.
import {readFileSync} from 'node:fs';
import {parseDocument} from 'yaml';
import {parseContent} from '../content-model.ts';
import {BROAD_TOPICS, sameUnit, SUBJECTS_FILE, unsupportedClaims, type Fact, type Knowledge} from './check.ts';
import {loadFacts} from '../../../core/facts.ts';

export const MUTATION_KINDS = [
  'number-noun',
  'number-subject',
  'status-product',
  'date-version',
  'open-question',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  kind: MutationKind;
  sentence: string;
  /** The fact (or open question) it was made from. */
  from: string;
}

/** Counted nouns and units a writer puts after a number, singular → plural. */
const NOUNS: Record<string, string> = {
  vertex: 'vertices',
  'km²': 'km²',
  hour: 'hours',
  minute: 'minutes',
  second: 'seconds',
  request: 'requests',
  character: 'characters',
  hexagon: 'hexagons',
  day: 'days',
  MB: 'MB',
  'nautical mile': 'nautical miles',
  key: 'keys',
};

/** The first plain word each topic of claims/subjects.yaml is written with ("corridor", "EDR"). */
function subjectWords(root: string): Map<string, string> {
  const topics = parseDocument(readFileSync(`${root}/${SUBJECTS_FILE}`, 'utf8')).toJS() as Record<string, string>;
  return new Map(
    Object.entries(topics).flatMap(([topic, words]) => {
      const word = String(words)
        .split(',')
        .map((w) => w.trim())
        .find((w) => w && !w.startsWith('/') && !/[`A-Z]{2,}|^[A-Z][a-z]+[A-Z]/.test(w));
      return word ? [[topic, word] as const] : [];
    }),
  );
}

/** The fact's narrow topics that a subject word names. */
const narrowTopics = (fact: Fact, words: Map<string, string>) =>
  [...fact.topics].filter((topic) => !BROAD_TOPICS.has(topic) && words.has(topic));

const written = (value: number) => value.toLocaleString('en-US', {maximumFractionDigits: 4});

/** Whether any fact states `value` with `unit` (or counts it) about `topic`: then the sentence may be true, and is left out. */
function stated(facts: Fact[], topic: string, value: number, unit: string | undefined): boolean {
  return facts.some(
    (fact) =>
      fact.kind === 'quantity' &&
      fact.topics.has(topic) &&
      (fact.values ?? []).includes(value) &&
      (sameUnit(fact.unit) === sameUnit(unit) ||
        (!fact.unit && unit !== undefined && (fact.counts ?? []).includes(unit))),
  );
}

/** The corpus: every mutation the facts allow, in a stable order. */
export function generateMutations(knowledge: Knowledge, root = '.'): Mutation[] {
  const words = subjectWords(root);
  const topics = [...words.keys()].filter((topic) => !BROAD_TOPICS.has(topic)).sort();
  const {facts} = knowledge;
  const out: Mutation[] = [];
  const seen = new Set<string>();
  const add = (mutation: Mutation) => {
    if (seen.has(mutation.sentence)) return;
    seen.add(mutation.sentence);
    out.push(mutation);
  };
  const quantities = facts.filter(
    (fact) => fact.kind === 'quantity' && fact.values?.length === 1 && !fact.range && fact.unit && NOUNS[fact.unit],
  );
  quantities.forEach((fact, index) => {
    const value = fact.values![0]!;
    const own = narrowTopics(fact, words);
    if (own.length === 0) return;
    const topic = own[0]!;
    const word = words.get(topic)!;
    // Another counted noun, same subject.
    const nouns = Object.keys(NOUNS).filter((noun) => sameUnit(noun) !== sameUnit(fact.unit));
    for (const noun of [nouns[index % nouns.length]!, nouns[(index + 5) % nouns.length]!])
      if (!stated(facts, topic, value, noun))
        add({
          kind: 'number-noun',
          sentence: `Each ${word} allows at most ${written(value)} ${NOUNS[noun]}.`,
          from: fact.id,
        });
    // The same number and noun, another subject.
    const others = topics.filter((other) => !fact.topics.has(other));
    const other = others[index % others.length]!;
    if (!stated(facts, other, value, fact.unit))
      add({
        kind: 'number-subject',
        sentence: `Each ${words.get(other)} allows at most ${written(value)} ${NOUNS[fact.unit!]}.`,
        from: fact.id,
      });
  });
  // A status word, moved to a subject no fact gives it.
  facts
    .filter((fact) => fact.kind === 'status-word')
    .forEach((fact, index) => {
      const status = fact.text.toLowerCase();
      const others = topics.filter(
        (topic) =>
          !facts.some((f) => f.kind === 'status-word' && f.text.toLowerCase() === status && f.topics.has(topic)),
      );
      for (const topic of [others[index % others.length]!, others[(index + 7) % others.length]!])
        add({kind: 'status-product', sentence: `The ${words.get(topic)} support is ${status}.`, from: fact.id});
    });
  // A release date, moved to another release of the same line.
  const versions = facts.filter((fact) => fact.kind === 'version').map((fact) => fact.text);
  facts
    .filter((fact) => fact.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(fact.text) && fact.about?.length)
    .forEach((fact) => {
      const [about] = fact.about!;
      const line = about!.split('.').slice(0, 2).join('.');
      const other = versions.find(
        (version) =>
          /^\d+\.\d+\.\d+$/.test(version) &&
          version.startsWith(`${line}.`) &&
          version !== about &&
          !facts.some((f) => f.kind === 'date' && f.text === fact.text && f.about?.includes(version)),
      );
      if (other) add({kind: 'date-version', sentence: `Release ${other} came out on ${fact.text}.`, from: fact.id});
    });
  // An open question answered with a number of the facts.
  const questions = loadFacts(root).filter((fact) => fact.kind === 'question' && fact.status === 'open');
  questions.forEach((question, index) => {
    const title = /\*\*(.+?)\*\*/.exec(question.question ?? '')?.[1]?.replace(/`/g, '');
    const fact = quantities[(index * 7) % quantities.length];
    if (!title || !fact) return;
    add({
      kind: 'open-question',
      sentence: `${title}: SkyPath has confirmed ${written(fact.values![0]!)} ${NOUNS[fact.unit!]}.`,
      from: question.id,
    });
  });
  return out;
}

/** The section each mutation is planted in: the same sentences on an API, an iOS SDK and a Web SDK page. */
const PLANTED = ['api/zz-mutations.md', 'ios/zz-mutations.md', 'js/zz-mutations.md'];

export interface CatchRate {
  total: number;
  caught: number;
  byKind: Record<MutationKind, {total: number; caught: number}>;
  missed: (Mutation & {file: string})[];
}

/** Plants the corpus (one paragraph a sentence) on a page of each section and counts those the check reports. */
export function catchRate(knowledge: Knowledge, mutations = generateMutations(knowledge)): CatchRate {
  const byKind = Object.fromEntries(MUTATION_KINDS.map((kind) => [kind, {total: 0, caught: 0}])) as CatchRate['byKind'];
  const missed: CatchRate['missed'] = [];
  const body = mutations.map((mutation) => mutation.sentence).join('\n\n');
  // The front matter and title take 5 lines; sentence i is on line 6 + 2i.
  const page = parseContent(`---\ntitle: Notes\ndescription: Notes.\n---\n\n${body}\n`, 'md');
  for (const file of PLANTED) {
    const lines = new Set(unsupportedClaims(file, page, {...knowledge, allowed: []}).map(({claim}) => claim.line));
    mutations.forEach((mutation, index) => {
      byKind[mutation.kind].total++;
      if (lines.has(6 + index * 2)) byKind[mutation.kind].caught++;
      else missed.push({...mutation, file});
    });
  }
  const total = MUTATION_KINDS.reduce((sum, kind) => sum + byKind[kind].total, 0);
  const caught = MUTATION_KINDS.reduce((sum, kind) => sum + byKind[kind].caught, 0);
  return {total, caught, byKind, missed};
}

/** One line for a report: "catches 97.1% of 612 planted mutations (number-noun 98% of 240, …)". */
export function describeCatchRate({total, caught, byKind}: CatchRate): string {
  const percent = (part: number, whole: number) => `${whole === 0 ? 100 : Math.floor((1000 * part) / whole) / 10}%`;
  const kinds = MUTATION_KINDS.map(
    (kind) => `${kind} ${percent(byKind[kind].caught, byKind[kind].total)} of ${byKind[kind].total}`,
  );
  return `catches ${percent(caught, total)} of ${total} planted mutations (${kinds.join(', ')})`;
}
