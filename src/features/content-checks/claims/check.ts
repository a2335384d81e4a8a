// The claims check: every claim a page makes must be stated by a product fact (facts/) with the same
// value and unit and a topic (subjects.yaml) that the claim's sentence names too: a bare number a
// fact gives about something else proves nothing. Arithmetic the page shows ("6,000,000 km² ÷ 7,500
// km² = 800 corridors") is checked, its result supported when each operand is. The rest must be in
// the allow-list with a reason; an entry nothing uses is a problem too, so the list cannot rot. So
// must a statement that something does not exist (an "absence" fact), and an SDK name in code on an
// SDK page (sdk-names.ts).

import {readFileSync} from 'node:fs';
import {isMap, LineCounter, parseDocument} from 'yaml';
import {DOCS_SECTIONS, OPENAPI_SPEC, sectionDirs} from '../../../core/contentFolders.mjs';
import type {ContentModel} from '../content-model.ts';
import {FACTS_DIR, loadFacts, type LoadedFact} from '../../../core/facts.ts';
import {claimsOf, numberValue, unitWord, VERSION, type Claim} from './extract.ts';
import {sdkNameProblems} from './sdk-names.ts';

export const SUBJECTS_FILE = 'claims/subjects.yaml';
export const ALLOWED_FILE = 'claims/allowed.yaml';
export const TWO_ANSWERS_FILE = 'claims/two-answers.yaml';

/** What an allowed claim is instead of a product fact (product facts go in facts/). */
export const NOT_FACTS = ['example', 'site', 'general', 'provisional'] as const;

/** An entry of the allow-list: a claim as written, what it is, where (a file or `*`-glob; every page when none), and why. */
export interface Allowance {
  claim: string;
  about: (typeof NOT_FACTS)[number];
  file?: string;
  /** Words of the sentence, when the claim is allowed in one sentence only. */
  sentence?: string;
  reason: string;
  line: number;
}

/** A fact with two answers: the site says so in one place and links there; elsewhere the number is a problem. */
export interface TwoAnswers {
  measures: string;
  topic: string;
  unit: string;
  values: number[];
  /** The page (and anchor) that says it: `docs/main-concepts.md#prediction-horizons`. */
  place: string;
}

export interface Knowledge {
  facts: Fact[];
  subjects: Map<string, RegExp>;
  allowed: Allowance[];
  twoAnswers: TwoAnswers[];
}

export type Fact = Omit<LoadedFact, 'topics'> & {text: string; topics: Set<string>};

/** The facts a claim can match: every entry but the records code reads. */
export function matchable(facts: readonly LoadedFact[]): Fact[] {
  return facts.flatMap((fact) =>
    fact.kind === 'record' || fact.text === undefined ? [] : [{...fact, text: fact.text, topics: new Set(fact.topics)}],
  );
}

export interface Unsupported {
  file: string;
  claim: Claim;
  why: string;
}

/** The topics of a text: each topic of subjects.yaml one of whose words it contains. */
export function topicsOf(text: string, subjects: Map<string, RegExp>): Set<string> {
  const found = new Set<string>();
  for (const [topic, pattern] of subjects) if (pattern.test(text)) found.add(topic);
  // An identifier names its subject exactly: `maxDistanceToNearestNM`, `lastUpdatedAt`, `rollingFrequency`.
  for (const [identifier] of text.matchAll(IDENTIFIER)) if (!NAMES.has(identifier)) found.add(`\`${identifier}\``);
  for (const [, code] of text.matchAll(/`([A-Za-z_][\w.-]*)`/g)) if (!NAMES.has(code)) found.add(`\`${code}\``);
  return found;
}

/** What a claim is about: its sentence's topics, and what it stands under when the sentence names only a product. */
export function claimTopics(claim: Claim, subjects: Map<string, RegExp>): Set<string> {
  const narrow = (topics: Set<string>) => [...topics].some((topic) => !BROAD_TOPICS.has(topic));
  // Nearest first: the clause (between semicolons and dashes), the sentence, what it stands under.
  const at = Math.max(claim.sentence.indexOf(claim.text), 0);
  const starts = [...claim.sentence.slice(0, at).matchAll(/[;—]/g)].map((m) => (m.index ?? 0) + 1);
  const end = claim.sentence.slice(at).search(/[;—]/);
  const clause = claim.sentence.slice(starts.at(-1) ?? 0, end < 0 ? undefined : at + end);
  // The claim's own words ("250 vertices", "beta") name its subject only when nothing else does:
  // "each severity allows 250 vertices" is about severities, not corridors.
  const rest = topicsOf(clause.replace(claim.text, ' '), subjects);
  const topics = narrow(rest) ? rest : topicsOf(clause, subjects);
  for (const text of [claim.sentence, claim.under]) {
    if (narrow(topics)) break;
    // A status word is about what its sentence names ("the Web SDK is deprecated"), not the page's
    // topic; only a sentence that names nothing (a table cell) takes its row's.
    if (claim.kind === 'status-word' && text === claim.under && topics.size > 0) break;
    for (const topic of topicsOf(text, subjects)) topics.add(topic);
  }
  return topics;
}

/** Product and company names written like identifiers, which name no particular subject. */
const NAMES = new Set([
  'SkyPath',
  'iOS',
  'iPadOS',
  'iPad',
  'iPhone',
  'macOS',
  'tvOS',
  'JavaScript',
  'TypeScript',
  'GeoJSON',
  'GitHub',
  'OpenAPI',
  'CocoaPods',
  'PwC',
  'PIREPs',
  'FlightAware',
  'WebKit',
]);
/** camelCase, PascalCase with an inner capital, or snake_case words: names of the API. */
const IDENTIFIER = /\b(?:[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*|[a-z]+_[a-z_]+)\b/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** subjects.yaml: topic → words separated by commas; a word matches whole, any case (`/…/` for a pattern). */
export function parseSubjects(text: string): Map<string, RegExp> {
  const data: unknown = parseDocument(text).toJS();
  const subjects = new Map<string, RegExp>();
  if (!data || typeof data !== 'object') throw new Error(`${SUBJECTS_FILE}: expected topics, each with its words`);
  for (const [topic, list] of Object.entries(data)) {
    if (typeof list !== 'string' || !list.trim())
      throw new Error(`${SUBJECTS_FILE}: topic "${topic}" needs its words, separated by commas`);
    const words = list.split(/\s*,\s*/).filter(Boolean);
    const alternatives = words.map((word) =>
      /^\/.*\/$/.test(word) ? word.slice(1, -1) : String.raw`(?<![\w-])${escape(word)}(?![\w-])`,
    );
    subjects.set(topic, new RegExp(alternatives.join('|'), 'i'));
  }
  return subjects;
}

/** allowed.yaml: a list of {claim, file?, sentence?, reason}; every entry needs its reason. */
export function parseAllowed(text: string): Allowance[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {lineCounter});
  const items = document.contents && 'items' in document.contents ? document.contents.items : [];
  return items.map((item) => {
    const line = isMap(item) && item.range ? lineCounter.linePos(item.range[0]).line : 1;
    if (!isMap(item)) throw new Error(`${ALLOWED_FILE}:${line}: expected {claim, file, reason}`);
    const {claim, about, file, sentence, reason} = item.toJSON() as Record<string, unknown>;
    if (typeof claim !== 'string' || !claim.trim()) throw new Error(`${ALLOWED_FILE}:${line}: entry has no "claim"`);
    if (!NOT_FACTS.includes(about as Allowance['about'])) {
      throw new Error(
        `${ALLOWED_FILE}:${line}: "${claim}" needs "about": one of ${NOT_FACTS.join(', ')}; a product fact goes in facts/, with its source`,
      );
    }
    if (typeof reason !== 'string' || reason.trim().split(/\s+/).length < 4) {
      throw new Error(`${ALLOWED_FILE}:${line}: "${claim}" needs a "reason" a reviewer can judge (a sentence)`);
    }
    return {
      claim,
      about: about as Allowance['about'],
      reason,
      line,
      ...(typeof file === 'string' && {file}),
      ...(typeof sentence === 'string' && {sentence}),
    };
  });
}

/** two-answers.yaml: a list of {measures, topic, unit, values, place}. */
export function parseTwoAnswers(text: string, subjects: Map<string, RegExp>): TwoAnswers[] {
  const data: unknown = parseDocument(text).toJS();
  if (!Array.isArray(data)) throw new Error(`${TWO_ANSWERS_FILE}: expected a list`);
  return data.map((entry: Record<string, unknown>, index) => {
    const {measures, topic, unit, values, place} = entry ?? {};
    const ok =
      typeof measures === 'string' &&
      typeof topic === 'string' &&
      subjects.has(topic) &&
      typeof unit === 'string' &&
      Array.isArray(values) &&
      values.every((value) => typeof value === 'number') &&
      typeof place === 'string';
    if (!ok) {
      throw new Error(
        `${TWO_ANSWERS_FILE}: entry ${index + 1} needs measures, topic (one of ${SUBJECTS_FILE}), unit, values (numbers) and place`,
      );
    }
    return {measures, topic, unit, values: values as number[], place};
  });
}

export function loadKnowledge(root = '.'): Knowledge {
  const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');
  const subjects = parseSubjects(read(SUBJECTS_FILE));
  return {
    subjects,
    allowed: parseAllowed(read(ALLOWED_FILE)),
    twoAnswers: parseTwoAnswers(read(TWO_ANSWERS_FILE), subjects),
    facts: matchable(loadFacts(root)),
  };
}

/** A date as [year, month?, day?]. */
function dateParts(text: string): number[] {
  const iso = /(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text);
  if (iso) return iso.slice(1).filter(Boolean).map(Number);
  const months = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
  const month = months.findIndex((name) => text.toLowerCase().includes(name)) + 1;
  const year = Number(/\b(19|20)\d{2}\b/.exec(text)?.[0]);
  const day = /\b(\d{1,2})\b(?!\d)/.exec(text.replace(/\b(19|20)\d{2}\b/, ''))?.[1];
  return [year, ...(month ? [month] : []), ...(month && day ? [Number(day)] : [])];
}

/** A version as written, without `v`, and whether it names a line (`3.0`, `3.0.x`, `2.x`). */
function versionOf(text: string): {version: string; line: boolean} {
  const bare = text.replace(/^.*?(\d)/, '$1');
  const wildcard = /\.x/.test(bare);
  const version = bare.replace(/(\.x)+$/, '');
  return {version, line: wildcard || version.split('.').length < 3};
}

const VERSION_IN = new RegExp(VERSION.source, 'g');

/** The versions a date is about: those since the previous date ("0.4.13 / 0.4.15 (2025-03-06)"), else its row's. */
export function aboutVersions(claim: Claim): string[] {
  const at = Math.max(claim.sentence.indexOf(claim.text), 0);
  const before = claim.sentence.slice(0, at);
  const previousDate = [...before.matchAll(/\d{4}-\d{2}(?:-\d{2})?|\b(?:19|20)\d{2}\b/g)].at(-1);
  const run = previousDate ? before.slice((previousDate.index ?? 0) + previousDate[0].length) : before;
  const found = [...run.matchAll(VERSION_IN)].map((m) => m[0]);
  const versions = found.length > 0 ? found : [...claim.under.matchAll(VERSION_IN)].map((m) => m[0]);
  return versions.map((version) => version.replace(/^[v^~]/, ''));
}

function sameVersion(page: string, fact: string): boolean {
  const a = versionOf(page);
  const b = versionOf(fact).version;
  return a.version === b || (a.line && b.startsWith(`${a.version}.`));
}

/** Topics too broad to tell what a number measures (a product, a section): only versions and dates match on them. */
export const BROAD_TOPICS = new Set(['ios-sdk', 'web-sdk', 'rest-api', 'versions', 'platform-minimums', 'http-error']);

/** Nouns that name the same thing in the facts' words: a corridor's coordinates are its vertices. */
const SAME_UNIT: Record<string, string> = {coordinate: 'vertex', coord: 'vertex', position: 'vertex'};
/** How the facts write a unit a page spells out: a colour's opacity is its alpha, α. */
const WRITTEN_AS: Record<string, string> = {opacity: 'α'};
export const sameUnit = (unit?: string) => (unit && SAME_UNIT[unit]) ?? unit;

/** The claim's unit, or a bare number whose sentence names it ("`hours`: one of 0.5, 1, 2 or 4"); see `matches`. */
function sameUnits(claim: Claim, fact: Fact): boolean {
  if (claim.unit === 'ft' || claim.unit === 'FL') return true;
  if (sameUnit(fact.unit) === sameUnit(claim.unit)) return true;
  if (fact.unit || !claim.unit) return false;
  const written = claim.text.replace(/^[\d.,\s–-]+|^(?:to|and)\s+[\d.,]+\s*/g, '').trim();
  const words = [claim.unit, written, WRITTEN_AS[claim.unit]].filter(
    (word): word is string => Boolean(word) && (word!.length > 1 || word === 'α'),
  );
  return words.some((word) => fact.counts?.includes(word.toLowerCase()));
}

function matches(claim: Claim, topics: Set<string>, fact: Fact): boolean {
  // A version or a date may be about a product; a status the facts state for the whole API
  // ("validation failures return HTTP 400") holds for any operation of it.
  const general =
    claim.kind === 'http-status' && [...fact.topics].every((topic) => BROAD_TOPICS.has(topic) || topic.startsWith('`'));
  const broadOk = claim.kind === 'version' || claim.kind === 'date' || general;
  const shared = [...topics].some((topic) => fact.topics.has(topic) && (broadOk || !BROAD_TOPICS.has(topic)));
  switch (claim.kind) {
    case 'quantity': {
      if (fact.kind !== 'quantity' || !shared) return false;
      // A number with a unit or a noun needs a fact with the same one: "250 requests" is not "250 vertices".
      if (claim.unit && !sameUnits(claim, fact)) return false;
      const values = claim.values ?? [];
      if (values.every((value) => fact.values?.includes(value))) return true;
      // A value inside a range the facts give, in its unit or as an altitude block: 38,500 ft is block 38.
      const [low, high] = fact.values ?? [];
      if (!fact.range || low === undefined || high === undefined) return false;
      const blocks =
        claim.unit === 'ft'
          ? values.map((v) => Math.floor(v / 1000))
          : claim.unit === 'FL'
            ? values.map((v) => Math.floor(v / 10))
            : values;
      // A range the facts give bare (altitude blocks 5–52) holds a bare number or an altitude, never
      // another noun counted: "12 keys" is not inside "0–12".
      const unitOk =
        (!fact.unit && !claim.unit) ||
        (fact.unit !== undefined && fact.unit === claim.unit) ||
        ((claim.unit === 'ft' || claim.unit === 'FL') && fact.topics.has('altitude'));
      return unitOk && blocks.every((value) => value >= low && value <= high);
    }
    case 'version':
      return fact.kind === 'version' && shared && sameVersion(claim.text, fact.text);
    case 'date': {
      if (fact.kind !== 'date') return false;
      const page = dateParts(claim.text);
      const known = dateParts(fact.text);
      if (!page.every((part, i) => known[i] === part)) return false;
      const about = aboutVersions(claim);
      const factAbout = fact.about ?? [];
      if (about.length === 0 || factAbout.length === 0) return shared;
      return about.some((page) => factAbout.some((known) => sameVersion(page, known)));
    }
    case 'http-status':
      // The facts list statuses bare: "responses 200, 400, 401".
      return (
        (fact.kind === 'http-status' || (fact.kind === 'quantity' && !fact.unit)) && shared && fact.text === claim.text
      );
    case 'status-word':
      return fact.kind === claim.kind && shared && fact.text.toLowerCase() === claim.text.toLowerCase();
    case 'absence': {
      // An absence holds only for what the fact says is missing ("pod", "offline") and, where the
      // sentence names versions, for one the fact holds for: "no pod for 3.0" is not "no pod for 2.2".
      if (fact.kind !== 'absence' || !shared) return false;
      const words = fact.absent ?? [];
      if (!words.some((word) => new RegExp(String.raw`(?<![\w-])${escape(word)}`, 'i').test(claim.sentence)))
        return false;
      const versions = [...claim.sentence.matchAll(VERSION_IN)].map((m) => m[0]);
      return (
        versions.length === 0 ||
        !fact.about ||
        versions.some((page) => fact.about!.some((known) => sameVersion(page, known)))
      );
    }
    default:
      return false;
  }
}

const OPERATORS: Record<string, (a: number, b: number) => number> = {
  '×': (a, b) => a * b,
  '*': (a, b) => a * b,
  '÷': (a, b) => a / b,
  '/': (a, b) => a / b,
  '+': (a, b) => a + b,
  '−': (a, b) => a - b,
};

/** The operands, operators and result of arithmetic written out ("a km² ÷ b km² = c corridors"). */
export function parseArithmetic(text: string) {
  const parts = text.split(/\s*([×÷*/+−=≈])\s*/);
  const terms: {text: string; value: number; unit?: string}[] = [];
  const operators: string[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 1) operators.push(part);
    else {
      const [, number, unit] = /^([\d,.]+)\s*(.*?)[.,;:!?)]*$/.exec(part.trim()) ?? [];
      terms.push({text: part.trim(), value: numberValue(number ?? 'NaN'), ...(unit && {unit: unitWord(unit)})});
    }
  });
  const result = terms.pop();
  const approximate = operators.pop() === '≈';
  let value = terms[0]?.value ?? NaN;
  operators.forEach((operator, i) => (value = OPERATORS[operator](value, terms[i + 1].value)));
  const stated = result?.value ?? NaN;
  const decimals = (result?.text.split(/\s/)[0].split('.')[1] ?? '').length;
  const step = 10 ** -decimals;
  const right = approximate
    ? Math.abs(value - stated) <= Math.max(step, Math.abs(value) * 0.01)
    : Math.abs(value - stated) < step / 2 + 1e-9 || stated === Math.ceil(value) || stated === Math.floor(value);
  return {operands: terms, result, computed: value, right};
}

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${escape(glob)
      .replace(/\\\*\\\*/g, '.*')
      .replace(/\\\*/g, '[^/]*')}$`,
  );

/** The claims of one page that nothing supports. `section`: the page's section topic ("ios-sdk"). */
export function unsupportedClaims(
  file: string,
  page: ContentModel,
  knowledge: Knowledge,
  section?: string,
  used: Set<Allowance> = new Set(),
): Unsupported[] {
  const problems: Unsupported[] = [];
  // The numbers the page worked out: a later mention of one, or of it rounded, needs no fact.
  const derived: number[] = [];
  const allowance = (claim: Claim, text = claim.text) =>
    knowledge.allowed.find(
      (entry) =>
        entry.claim === text &&
        (!entry.file || globToRegExp(entry.file).test(file)) &&
        (!entry.sentence || claim.sentence.includes(entry.sentence)),
    );
  const supported = (claim: Claim): boolean => {
    const topics = claimTopics(claim, knowledge.subjects);
    if (section && (claim.kind === 'version' || claim.kind === 'date')) topics.add(section);
    if (claim.kind === 'version') topics.add('versions');
    return knowledge.facts.some((fact) => matches(claim, topics, fact));
  };
  for (const claim of claimsOf(page)) {
    const twice = claim.kind === 'quantity' ? twoAnswersOf(claim, file, knowledge) : undefined;
    if (twice) {
      problems.push({
        file,
        claim,
        why: `the facts give two answers for ${twice.measures}: say it only in ${twice.place} and link there`,
      });
      continue;
    }
    const allowed = allowance(claim);
    if (allowed) {
      used.add(allowed);
      continue;
    }
    if (claim.kind === 'derived') {
      const {operands, result, computed, right} = parseArithmetic(claim.text);
      if (!right) {
        problems.push({file, claim, why: `the arithmetic is wrong: it comes to ${Number(computed.toFixed(3))}`});
        continue;
      }
      for (const operand of operands) {
        const asClaim: Claim = {
          ...claim,
          kind: 'quantity',
          text: operand.text,
          values: [operand.value],
          ...(operand.unit ? {unit: operand.unit} : {}),
        };
        const example = allowance(claim, operand.text);
        if (example) used.add(example);
        const ok = derived.some((known) => sameValue(operand.value, known)) || supported(asClaim) || example;
        if (!ok)
          problems.push({
            file,
            claim: asClaim,
            why: "an operand no fact gives (a reader's example belongs in the allow-list)",
          });
      }
      if (result) derived.push(result.value);
      continue;
    }
    // A number the page worked out before, or that number rounded: "≈ 857.1, that is 858 cells".
    const value = claim.values?.[0];
    if (claim.kind === 'quantity' && claim.values?.length === 1 && derived.some((known) => sameValue(value, known)))
      continue;
    if (claim.kind === 'quantity' && claim.enumerated) continue;
    // A count in words of something no topic names ("two ways", "four corners") is the text's own
    // structure; one of a thing the facts speak of ("seven items" of a checklist) is a claim.
    if (claim.kind === 'quantity' && claim.spelled && !claim.measured && !namesSubject(claim, knowledge)) continue;
    // "2.2 apps", "the 3.0 reference": a release line where a decimal stands before a noun.
    const asVersion = claim.kind === 'quantity' && /^\d+\.\d+\b/.test(claim.text) && !claim.measured;
    if (asVersion && supported({...claim, kind: 'version', text: claim.text.split(/\s/)[0]})) continue;
    if (!supported(claim)) problems.push({file, claim, why: whyUnsupported(claim, knowledge)});
  }
  return problems;
}

/** The same number, or a worked-out number rounded up or down. */
const sameValue = (value: number | undefined, known: number) =>
  value !== undefined && (value === known || value === Math.ceil(known) || value === Math.floor(known));

/** Whether the noun a number counts is a word of a topic: "items" (of a checklist), "blocks". */
function namesSubject(claim: Claim, knowledge: Knowledge): boolean {
  const noun = claim.text.split(/\s+/).at(-1) ?? '';
  return [...knowledge.subjects.values()].some((pattern) => pattern.test(noun) || pattern.test(claim.unit ?? ''));
}

/** The fact with two answers a claim states outside its one place, if it does. */
function twoAnswersOf(claim: Claim, file: string, knowledge: Knowledge): TwoAnswers | undefined {
  const topics = claimTopics(claim, knowledge.subjects);
  return knowledge.twoAnswers.find(
    (entry) =>
      file !== entry.place.split('#')[0] &&
      topics.has(entry.topic) &&
      claim.unit === entry.unit &&
      (claim.values ?? []).some((value) => entry.values.includes(value)),
  );
}

/** What the facts do say about the claim's value, to help the writer. */
function whyUnsupported(claim: Claim, knowledge: Knowledge): string {
  const topics = claimTopics(claim, knowledge.subjects);
  const named = [...topics].join(', ');
  if (![...topics].some((topic) => !BROAD_TOPICS.has(topic)) && claim.kind !== 'version' && claim.kind !== 'date') {
    return `its sentence names no subject the facts know (${SUBJECTS_FILE})${named ? `, only ${named}` : ''}`;
  }
  if (claim.kind === 'quantity' || claim.kind === 'http-status') {
    const near = knowledge.facts.find(
      (fact) =>
        fact.kind === claim.kind &&
        claim.values?.every((value) => fact.values?.includes(value)) &&
        [...fact.topics].some((topic) => topics.has(topic) && !BROAD_TOPICS.has(topic)),
    );
    if (near)
      return `the facts give "${near.text}" about ${named}, in another unit or sense (fact ${near.id} in ${near.file})`;
    return `no fact gives this number about ${named}`;
  }
  if (claim.kind === 'absence') {
    return `no fact says that ${named ? `for ${named} ` : ''}this does not exist ("absence" facts in ${FACTS_DIR}/): if SkyPath has not said, write an open question instead`;
  }
  return `no fact gives this ${claim.kind === 'status-word' ? 'status' : claim.kind} about ${named || 'this subject'}`;
}

/** The section topic of a content file: what its versions and dates are about. */
export function sectionTopic(file: string): string | undefined {
  if (file === OPENAPI_SPEC) return SECTION_TOPICS.api;
  const section = DOCS_SECTIONS.find((name) => sectionDirs(name).some((dir) => file.startsWith(`${dir}/`)));
  return section && SECTION_TOPICS[section];
}
/** The topic each section's pages are about. */
const SECTION_TOPICS: Partial<Record<(typeof DOCS_SECTIONS)[number], string>> = {
  api: 'rest-api',
  ios: 'ios-sdk',
  js: 'web-sdk',
};

/** The unsupported claims of the pages, then the allow-list's entries that none of them used. */
export function checkClaims(pages: {file: string; page: ContentModel; section?: string}[], knowledge: Knowledge) {
  const used = new Set<Allowance>();
  const unsupported = pages.flatMap(({file, page, section}) => [
    ...unsupportedClaims(file, page, knowledge, section ?? sectionTopic(file), used),
    ...sdkNameProblems(file, page).map(({line, text, why}) => ({
      file,
      claim: {kind: 'sdk-name' as const, text, line, sentence: text, under: ''},
      why,
    })),
  ]);
  const unused = knowledge.allowed.filter((entry) => !used.has(entry));
  return {unsupported, unused};
}
