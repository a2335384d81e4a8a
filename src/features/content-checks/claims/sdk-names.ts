// SDK names in prose: an inline code span on an SDK page that names a symbol (`SkyPath.shared.stop()`,
// `TurbulenceQuery(type:altRange:resultOptions:)`, `.geoJSON`, `createNowcastingFlow()`) must name one
// the facts list for the page's version (facts/sdk): the samples' checks cover code blocks, this the
// sentences around them. A page that compares versions is held to every version the facts list.
import {readFileSync} from 'node:fs';
import ts from 'typescript';
import {parseDocument} from 'yaml';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {CROSS_VERSION_PAGES, SDK_SECTIONS, versionedDocsDir} from '../../../core/contentFolders.mjs';
import {line, type ContentModel} from '../content-model.ts';
import {APPLE_IMPLICIT_MEMBERS, APPLE_NAMES, IOS_SDK_VERSIONS, inventory} from '../samples/ios-sdk/index.ts';
import {nearest} from '../links.ts';

export interface NameProblem {
  line: number;
  text: string;
  why: string;
}

type Sdk = 'ios' | 'web';

/** The SDK and version of a page (`ios_versioned_docs/version-2.2/…` → ios 2.2, `js/…` → web next); none for other pages. */
export function sdkOfPage(file: string): {sdk: Sdk; version: string} | undefined {
  for (const section of SDK_SECTIONS) {
    const sdk: Sdk = section === 'ios' ? 'ios' : 'web';
    if (file.startsWith(`${section}/`)) return {sdk, version: 'next'};
    const versioned = new RegExp(`^${versionedDocsDir(section)}/version-([^/]+)/`).exec(file);
    if (versioned) return {sdk, version: versioned[1]};
  }
  return undefined;
}

/** One step of a span: a name, and the argument labels when it is called (`_` for an unlabelled one). */
type Step = {name: string; labels?: string[]};

/** `SkyPath.shared.fetchData(refresh: true)` → SkyPath, shared, fetchData [refresh]; undefined when it is no symbol. */
export function stepsOf(span: string): {steps: Step[]; implicit: boolean} | undefined {
  const text = span.trim().replace(/^(?:try\s+|await\s+|let\s+\w+\s*=\s*|var\s+\w+\s*=\s*)/, '');
  const implicit = text.startsWith('.');
  const steps: Step[] = [];
  let rest = implicit ? text.slice(1) : text;
  while (rest) {
    const name = /^[A-Za-z_]\w*/.exec(rest)?.[0];
    if (!name) return undefined;
    rest = rest.slice(name.length).replace(/^[?!]/, '');
    const step: Step = {name};
    if (rest.startsWith('(')) {
      const end = closing(rest);
      if (end < 0) return undefined;
      step.labels = labelsOf(rest.slice(1, end));
      rest = rest.slice(end + 1).replace(/^[?!]/, '');
    }
    steps.push(step);
    if (!rest) break;
    if (!rest.startsWith('.')) return undefined;
    rest = rest.slice(1);
  }
  return steps.length > 0 ? {steps, implicit} : undefined;
}

/** The index of the parenthesis that closes the one `text` starts with. */
function closing(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if ('([{'.includes(text[i])) depth++;
    if (')]}'.includes(text[i]) && --depth === 0) return i;
  }
  return -1;
}

/** `a:b:` (a selector) or `a: 1, b: x` (a call) → ['a', 'b']; `nil` → ['_']; `` → []. */
function labelsOf(inside: string): string[] | undefined {
  if (!inside.trim()) return [];
  if (/^(?:\w+:)+$/.test(inside.replace(/\s/g, ''))) return inside.replace(/\s/g, '').split(':').slice(0, -1);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inside.length; i++) {
    const char = inside[i];
    if (char === undefined || (char === ',' && depth === 0)) {
      parts.push(inside.slice(start, i).trim());
      start = i + 1;
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
  }
  // JavaScript arguments (`{ hexIds }`, `callback`) have no labels: the call is checked by its name only.
  if (parts.some((part) => /^[{[]/.test(part) || part.includes('=>'))) return undefined;
  return parts.map((part) => /^(\w+)\s*:(?!:)/.exec(part)?.[1] ?? '_');
}

/** The names the page's own code blocks declare: the reader's types, functions and variables. */
function declaredIn(page: ContentModel): Set<string> {
  const names = new Set<string>();
  visit(page.tree, 'code', (node) => {
    for (const [, name] of node.value.matchAll(
      /\b(?:class|struct|enum|protocol|func|let|var|const|function|interface|type|case)\s+([A-Za-z_]\w*)/g,
    ))
      names.add(name);
  });
  return names;
}

const APPLE = new Set([...Object.values(APPLE_NAMES).flat(), ...Object.keys(APPLE_IMPLICIT_MEMBERS)]);

/** The iOS names of one version: each type's members, by name, with the type of the first of that name. */
function iosNames(version: string) {
  return new Map(
    Object.entries(inventory(version).types).map(([type, {members}]) => [
      type,
      new Map([...members].reverse().map((member) => [member.name, member.type])),
    ]),
  );
}

/** Whether a call's labels fit one of a member's signatures (a label with a default may be left out). */
function fits(called: string[] | undefined, version: string, type: string, name: string): boolean {
  if (called === undefined) return true;
  const member = inventory(version)
    .types[type]?.members.filter((m) => m.name === name)
    .map((m) => m.labels);
  return Boolean(
    member?.some((labels) => {
      if (labels === undefined) return true;
      let i = 0;
      for (const param of labels) {
        if (called[i] === param.label) i++;
        else if (!param.optional) return false;
      }
      return i === called.length;
    }),
  );
}

/** Whether an iOS span names symbols of `version`, its calls with labels that fit. */
function iosKnown(steps: Step[], implicit: boolean, version: string): boolean {
  const names = iosNames(version);
  const {types} = inventory(version);
  const [first] = steps;
  const stepNames = steps.map((step) => step.name);
  if (implicit) {
    // `.geoJSON`: a case or static member of some SkyPathSDK type.
    return [...names].some(([type, byName]) => byName.has(first.name) && fits(first.labels, version, type, first.name));
  }
  if (/^[A-Z]/.test(first.name)) {
    const path = (n: number) => stepNames.slice(0, n).join('.');
    // The longest run of names that is a type: `InjectedLocation.Altitude`.
    let taken = 1;
    for (let n = steps.length; n > 1 && taken === 1; n--)
      if (steps.slice(0, n - 1).every((step) => !step.labels) && types[path(n)]) taken = n;
    let type: string | undefined = path(taken);
    if (!types[type]) return false;
    const init = steps[taken - 1].labels;
    // An enum with a raw type has `init(rawValue:)`.
    const rawInit = init?.length === 1 && init[0] === 'rawValue' && Boolean(types[type].rawType);
    if (init && !rawInit && !fits(init, version, type, 'init')) return false;
    for (const step of steps.slice(taken)) {
      const members = names.get(type ?? '');
      if (type && !(members?.has(step.name) && fits(step.labels, version, type, step.name))) return false;
      type = members?.get(step.name)?.replace(/[?!]$/, '');
      if (type && !types[type]) type = undefined;
    }
    return true;
  }
  // `fetchData(refresh:)`, `query.minSev`: the last name is a member of some SkyPathSDK type;
  // `serverUrl`, `areaType`: a name alone may be a label of one.
  const last = steps.at(-1)!;
  if (steps.length === 1 && !last.labels && iosWords([version]).has(last.name)) return true;
  return [...names].some(([type, byName]) => byName.has(last.name) && fits(last.labels, version, type, last.name));
}

/** Every name of the iOS inventories of `versions`: types, members, labels. */
function iosWords(versions: string[]): Set<string> {
  const words = new Set<string>();
  for (const version of versions)
    for (const [type, {members}] of Object.entries(inventory(version).types)) {
      type.split('.').forEach((name) => words.add(name));
      for (const member of members) {
        words.add(member.name);
        member.labels?.forEach(({label}) => words.add(label));
      }
    }
  return words;
}

/** The words of a camelCase or PascalCase name: `TurbulenceQuery` → turbulence, query. */
const wordsOf = (name: string) => (name.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? []).map((w) => w.toLowerCase());

/**
 * Whether a name no inventory has is meant as an SDK name: it is an SDK name with other labels, or
 * shares a word of five letters or more with one ("TurbulenceFilter", "fetchTurbulence"). The
 * reader's own names (`announce(_:)`) and other libraries' (`setData`) share none.
 */
function meantAsSdk(steps: Step[], implicit: boolean, known: Set<string>): boolean {
  // `.geoJson`: an implicit member is the SDK's unless Apple's; `geoJson` for `geoJSON` is a near miss.
  if (implicit) return true;
  const lower = new Set([...known].map((name) => name.toLowerCase()));
  const nearMiss = (name: string) => /[A-Z]/.test(name) && lower.has(name.toLowerCase());
  if (steps.some((step) => known.has(step.name) || nearMiss(step.name))) return true;
  const words = new Set([...known].flatMap(wordsOf).filter((word) => word.length >= 5));
  return steps.some((step) => wordsOf(step.name).some((word) => words.has(word)));
}

const WEB_VERSIONS = ['0.5', 'next'];
/** names.yaml's releases before 0.5, named on pages that compare versions. */
const EARLIER = 'earlier';
const WEB_FACTS = 'facts/sdk/web';
const webNames = new Map<string, Set<string>>();

/**
 * Every name the Web SDK's facts give for a version: what its declarations declare, the names their
 * comments quote (`hexId`), and names.yaml's names of earlier releases and of SkyPath's demo.
 */
function webNamesOf(version: string): Set<string> {
  if (!webNames.has(version)) {
    const names = new Set<string>();
    const files = version === EARLIER ? [] : ['shared.d.ts', 'exports.d.ts', `${version}/index.d.ts`];
    for (const file of files) {
      const text = readFileSync(`${WEB_FACTS}/${file}`, 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
      const walk = (node: ts.Node) => {
        const name = (node as {name?: ts.Node}).name;
        if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.add(name.text);
        ts.forEachChild(node, walk);
      };
      walk(source);
      for (const range of commentsOf(text))
        for (const [, code] of range.matchAll(/`([^`]+)`/g))
          stepsOf(code)?.steps.forEach((step) => names.add(step.name));
    }
    const listed = parseDocument(readFileSync(`${WEB_FACTS}/names.yaml`, 'utf8')).toJS() as {
      names: {name: string; versions: string[]}[];
    };
    for (const {name, versions} of listed.names) if (versions.includes(version)) names.add(name);
    webNames.set(version, names);
  }
  return webNames.get(version)!;
}

/** The comments of a declaration file. */
function commentsOf(text: string): string[] {
  const comments: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(scanner.getTokenText());
  return comments;
}

/** Names a Web SDK page may use besides the SDK's: the language's, the browser's, Mapbox GL JS's. */
const JS_NAMES = new Set(
  'console window document fetch Promise JSON Object Array Error RangeError TypeError Map Set localStorage navigator setTimeout clearTimeout structuredClone AbortController mapboxgl getMap setData addSource addLayer getSource'.split(
    ' ',
  ),
);

/** Whether a Web SDK span's names are all among `names` (a release, or releases a paragraph compares). */
function webKnown(steps: Step[], names: Set<string>, declared: Set<string>): boolean {
  const [first] = steps;
  const last = steps.at(-1)!;
  // A member of the reader's own object (`sdk.createNowcastingFlow()`, `flow.isRunning`) is judged by its name.
  if (steps.length > 1 && (declared.has(first.name) || /^[a-z]/.test(first.name))) return names.has(last.name);
  return steps.every((step) => names.has(step.name));
}

/** The versions a paragraph names ("the 2.2 `AlertQuery`", "the 0.5 options"). */
const namedVersions = (text: string, all: string[]) =>
  all.filter((version) => new RegExp(String.raw`(?<![\d.])${version.replace('.', String.raw`\.`)}(?![\d])`).test(text));

/** A host or a file name in code (`api.skypath.io`, `Info.plist`): no symbol. */
const HOST_OR_FILE =
  /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:io|com|org|net|dev)$|^\.?[\w-]*\.(?:swift|plist|json|ts|js|md|ya?ml|zip|xc\w+)$/;

/**
 * The inline code spans of an SDK page that name SDK symbols the facts do not list for its version
 * (or, in a paragraph that names other versions, for those). A page that compares versions (release
 * notes, migration guides) is held to every version.
 */
export function sdkNameProblems(file: string, page: ContentModel): NameProblem[] {
  const sdk = sdkOfPage(file);
  if (!sdk) return [];
  const crossVersion = CROSS_VERSION_PAGES.test(file);
  const all = sdk.sdk === 'ios' ? IOS_SDK_VERSIONS : [...WEB_VERSIONS, EARLIER];
  const own = all.includes(sdk.version) ? sdk.version : 'next';
  const declared = declaredIn(page);
  const namesOf = (versions: string[]) =>
    sdk.sdk === 'ios' ? iosWords(versions) : new Set(versions.flatMap((version) => [...webNamesOf(version)]));
  const known = namesOf(all);
  const problems: NameProblem[] = [];
  visit(page.tree, 'paragraph', (paragraph) => {
    const text = toString(paragraph);
    // A Web SDK paragraph about a release before 0.5 ("in 0.3 and 0.4") may use that release's names.
    const before = sdk.sdk === 'web' && /(?<![\d.])0\.[0-4](?![\d])/.test(text) ? [EARLIER] : [];
    const versions = crossVersion ? all : [own, ...namedVersions(text, all), ...before];
    visit(paragraph, 'inlineCode', (node) => {
      const parsed = HOST_OR_FILE.test(node.value) ? undefined : stepsOf(node.value);
      if (!parsed) return;
      const {steps, implicit} = parsed;
      const [first] = steps;
      // The reader's names, the module's, and constants (`AIRLINE_ICAO`, `OPTIONS`) are not the SDK's.
      if (declared.has(first.name) || first.name === 'SkyPathSDK' || /^[A-Z0-9_]+$/.test(first.name)) return;
      if (sdk.sdk === 'ios' ? APPLE.has(first.name) : JS_NAMES.has(first.name) || implicit) return;
      const ok =
        sdk.sdk === 'ios'
          ? versions.some((version) => iosKnown(steps, implicit, version))
          : webKnown(steps, namesOf(versions), declared);
      if (ok || !meantAsSdk(steps, implicit, known)) return;
      const where = sdk.sdk === 'ios' ? 'SkyPathSDK inventory (facts/sdk/ios)' : 'Web SDK declarations (facts/sdk/web)';
      const names = namesOf(versions);
      const unknown = steps.find((step) => !names.has(step.name)) ?? steps.at(-1)!;
      const near = nearest(unknown.name, names);
      problems.push({
        line: line(node),
        text: node.value,
        why: `not in the ${versions.join(' / ')} ${where}${near ? `; did you mean \`${near}\`?` : ''}`,
      });
    });
  });
  return problems;
}
