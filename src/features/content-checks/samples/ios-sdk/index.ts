// SkyPathSDK's public symbols per version, built from the 2.2 inventory and each version's changes
// (facts/sdk/ios), and the differences between two versions (for the migration-guide checks); the
// Apple names the samples may use are in platform.yaml. A writer edits the YAML: each file is checked
// against its shape when loaded, and a mistake names the file and line.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import Ajv, {type ErrorObject} from 'ajv';
import {LineCounter, parseDocument} from 'yaml';

/** A type in the notation of sdk-2.2.yaml. */
export type TypeNotation = {kind: string; rawType?: string; cases?: string[]; members?: string[]};
type Without<K extends string> = {[key in K]?: undefined};
type Rename = {rename: string; to: string} & Without<'remove' | 'add' | 'member' | 'case' | 'type'>;
type Remove = {remove: string} & Without<'rename' | 'to' | 'add' | 'member' | 'case' | 'type'>;
type Add = {add: string; member?: string; case?: string; type?: TypeNotation} & Without<'rename' | 'to' | 'remove'>;
/** A change a version makes to the one it derives from: a rename (`to` without the type), a removal or an addition. */
export type Change = (Rename | Remove | Add) & {basis: string; why: string};
/** One `remove` change for several symbols with the same basis and reason, as the YAML may write it. */
type ListedRemovals = Omit<Change & Remove, 'remove'> & {remove: string[]};
/**
 * A member, parsed: `labels` is undefined for a property or a case without associated values; `key`
 * is the name with its labels, as in `SkyPath.start(apiKey:airline:userId:env:completion:)`.
 */
export type Member = {
  name: string;
  key: string;
  kind: string;
  labels?: {label: string; optional: boolean}[];
  type?: string;
  static: boolean;
};
type SdkType = {kind: string; rawType?: string; members: Member[]};
export type Inventory = {version: string; types: Record<string, SdkType>};

const STRING = {type: 'string'};
const STRINGS = {type: 'array', items: STRING};
const TYPE = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: {enum: ['class', 'struct', 'enum', 'optionSet', 'options', 'protocol', 'type', 'extension']},
    rawType: STRING,
    cases: STRINGS,
    members: STRINGS,
  },
  additionalProperties: false,
};
/** A change has exactly one of `rename` (with `to`), `remove` (one symbol or a list) and `add`. */
const change = (required: string[], properties: object) => ({
  required: [...required, 'basis', 'why'],
  properties: {...properties, basis: {enum: ['certain', 'inferred', 'unknown', 'site']}, why: STRING},
  additionalProperties: false,
});
const CHANGES = {
  type: 'object',
  required: ['from', 'changes'],
  properties: {
    from: STRING,
    changes: {
      type: 'array',
      items: {
        type: 'object',
        if: {required: ['rename']},
        then: change(['rename', 'to'], {rename: STRING, to: STRING}),
        else: {
          if: {required: ['remove']},
          then: change(['remove'], {remove: {anyOf: [STRING, STRINGS]}}),
          else: {
            ...change(['add'], {add: STRING, member: STRING, case: STRING, type: TYPE}),
            oneOf: [{required: ['member']}, {required: ['case']}, {required: ['type']}],
          },
        },
      },
    },
  },
  additionalProperties: false,
};
const PLATFORM = {
  type: 'object',
  required: ['names', 'implicitMembers', 'protocolMembers'],
  properties: {
    names: {type: 'object', additionalProperties: STRINGS},
    implicitMembers: {type: 'object', additionalProperties: STRING},
    protocolMembers: {type: 'object', required: ['rawEnum', 'optionSet'], additionalProperties: STRINGS},
  },
  additionalProperties: false,
};

const ajv = new Ajv();

const INVENTORIES = fileURLToPath(new URL('../../../../../facts/sdk/ios/', import.meta.url));

/** A YAML file (of this folder, or an inventory), checked against `schema`; a mistake throws with the file and line. */
function load<T>(name: string, schema: object): T {
  const url = name.startsWith('sdk-') ? path.join(INVENTORIES, name) : fileURLToPath(new URL(name, import.meta.url));
  const file = path.relative(process.cwd(), url);
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), {lineCounter});
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
  const data: unknown = doc.toJS();
  const validate = ajv.compile<T>(schema);
  if (validate(data)) return data;
  const where = ({instancePath}: ErrorObject) => {
    const node = doc.getIn(instancePath.split('/').slice(1), true);
    const offset = (node as {range?: number[]} | undefined)?.range?.[0];
    return `${file}:${offset === undefined ? 1 : lineCounter.linePos(offset).line}`;
  };
  const problems = (validate.errors ?? []).filter(({keyword}) => keyword !== 'if');
  throw new Error(
    problems.map((e) => `${where(e)}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('\n'),
  );
}

/** The Apple names of platform.yaml: types by framework, implicit members, protocols' members. */
export const {
  names: APPLE_NAMES,
  implicitMembers: APPLE_IMPLICIT_MEMBERS,
  protocolMembers: PROTOCOL_MEMBERS,
} = load<{
  names: Record<string, string[]>;
  implicitMembers: Record<string, string>;
  protocolMembers: {rawEnum: string[]; optionSet: string[]};
}>('platform.yaml', PLATFORM);

const SDK = load<Record<string, TypeNotation>>('sdk-2.2.yaml', {type: 'object', additionalProperties: TYPE});

/** The versions with an inventory: the docs versions, and 2.0 for the 2.1 migration guide's "before" code. */
export const IOS_SDK_VERSIONS = ['2.0', '2.2', '3.0', 'next'];

/** The versions other than 2.2, each derived from another: its file's `from` and its changes, one symbol each. */
const DERIVED = Object.fromEntries(
  IOS_SDK_VERSIONS.filter((version) => version !== '2.2').map((version) => {
    const {from, changes} = load<{from: string; changes: (Change | ListedRemovals)[]}>(`sdk-${version}.yaml`, CHANGES);
    const each = changes.flatMap((c) =>
      Array.isArray(c.remove) ? c.remove.map((remove) => ({...(c as ListedRemovals), remove})) : [c as Change],
    );
    return [version, {FROM: from, CHANGES: each}];
  }),
);

/** A member in sdk-2.2.yaml's notation (`static shared: SkyPath`, `start(apiKey:env?:)`), parsed. */
export function parseMember(text: string, {isCase = false} = {}): Member {
  const match = /^(static )?(\w+)(?:\(([\w?:]*)\))?(?:: (.+))?$/.exec(text);
  if (!match) throw new Error(`Unreadable SkyPathSDK member notation: ${text}`);
  const [, isStatic, name, labelList, type] = match;
  const labels = labelList
    ?.split(':')
    .slice(0, -1)
    .map((label) => ({
      label: label.replace('?', ''),
      optional: label.endsWith('?'),
    }));
  let kind = labels ? 'method' : 'property';
  if (isCase) kind = 'case';
  else if (name === 'init') kind = 'init';
  const key = labels ? `${name}(${labels.map(({label}) => `${label}:`).join('')})` : name;
  return {name, key, kind, labels, type, static: Boolean(isStatic) || isCase};
}

const buildType = ({kind, rawType, cases = [], members = []}: TypeNotation): SdkType => ({
  kind,
  rawType,
  members: [...cases.map((text) => parseMember(text, {isCase: true})), ...members.map((text) => parseMember(text))],
});

const targetOf = (change: Change) => (change.rename ?? change.remove ?? change.add) as string;

/** `SkyPath.alerts(with:)` → ['SkyPath', 'alerts(with:)']; a type name → [name, undefined]. */
function splitSymbol(types: Record<string, SdkType>, symbol: string): [string, string | undefined] {
  if (types[symbol]) return [symbol, undefined];
  const head = symbol.split('(')[0];
  const dot = head.lastIndexOf('.');
  return [symbol.slice(0, dot), symbol.slice(dot + 1)];
}

function applyChange(types: Record<string, SdkType>, change: Change) {
  const fail = (why: string): never => {
    throw new Error(`SkyPathSDK change ${JSON.stringify(change)} does not apply: ${why}`);
  };
  const target = targetOf(change);
  if (change.add && change.type) {
    if (types[target]) fail('the type exists');
    types[target] = buildType(change.type);
    return;
  }
  const [typeName, key] = splitSymbol(types, target);
  const type = types[typeName] ?? fail(`no type ${typeName}`);
  if (change.add) {
    const member = parseMember(change.member ?? change.case ?? fail('no member, case or type'), {
      isCase: Boolean(change.case),
    });
    if (type.members.some((m) => m.key === member.key)) fail('the member exists');
    type.members.push(member);
    return;
  }
  if (key === undefined) {
    delete types[typeName];
    if (change.rename) {
      types[change.to] = type;
    }
    return;
  }
  const index = type.members.findIndex((m) => m.key === key);
  if (index < 0) fail(`${typeName} has no member ${key}`);
  const [old] = type.members.splice(index, 1);
  if (change.rename) type.members.push({...parseMember(change.to, {isCase: old.kind === 'case'}), static: old.static});
}

const inventories = new Map<string, Inventory>();

/** The public symbols of a SkyPathSDK version (one of IOS_SDK_VERSIONS). */
export function inventory(version: string): Inventory {
  if (!inventories.has(version)) {
    let types: Record<string, SdkType>;
    if (version === '2.2') {
      types = Object.fromEntries(Object.entries(SDK).map(([name, type]) => [name, buildType(type)]));
    } else if (DERIVED[version]) {
      const base = inventory(DERIVED[version].FROM).types;
      const copy = ([name, type]: [string, SdkType]) => [name, {...type, members: [...type.members]}];
      types = Object.fromEntries(Object.entries(base).map(copy));
      DERIVED[version].CHANGES.forEach((change) => applyChange(types, change));
    } else {
      throw new Error(`No SkyPathSDK inventory for version "${version}"; known: ${IOS_SDK_VERSIONS.join(', ')}`);
    }
    inventories.set(version, {version, types});
  }
  return inventories.get(version) as Inventory;
}

/** Every symbol of a version, by name (`AlertQuery`, `SkyPath.stop()`), with its type and member key. */
function symbols(version: string): Map<string, {type: string; key?: string}> {
  const {types} = inventory(version);
  return new Map(
    Object.entries(types).flatMap(([type, {members}]) => [
      [type, {type}] as const,
      ...members.map(({key}) => [`${type}.${key}`, {type, key}] as const),
    ]),
  );
}

/** Every change of every version, with the full symbols it names: `[old, new]` for a rename. */
const CHANGE_SYMBOLS = Object.values(DERIVED)
  .flatMap(({CHANGES}) => CHANGES)
  .map((change) => {
    const target = targetOf(change);
    const added = change.member ?? change.case;
    if (added) return {change, names: [`${target}.${parseMember(added).key}`]};
    if (!change.rename) return {change, names: [target]};
    const [type, key] = splitSymbol(inventory('2.2').types, target);
    return {change, names: [target, key === undefined ? change.to : `${type}.${parseMember(change.to).key}`]};
  });

/** The basis and reason of the change that names one of `symbols` (best first), or their type. */
function explain(...symbols: string[]) {
  const found =
    symbols.map((symbol) => CHANGE_SYMBOLS.find(({names}) => names.includes(symbol))).find(Boolean) ??
    CHANGE_SYMBOLS.find(({names}) => names.some((name) => symbols.some((s) => s.startsWith(`${name}.`))));
  if (!found) return {basis: 'inventory', why: 'the inventories differ'};
  return {basis: found.change.basis, why: found.change.why};
}

/**
 * What differs between SkyPathSDK `from` and `to` (`'2.2'`, `'3.0'`): removed, added and renamed
 * symbols, each with its change's `basis` and `why`. A removed or added type is listed once, without
 * its members; a renamed type's members only where they differ.
 */
export function sdkDiff(from: string, to: string) {
  const [a, b] = [symbols(from), symbols(to)];
  const renamed = CHANGE_SYMBOLS.filter(({change}) => change.rename)
    .flatMap(({names: [old, now]}) => [
      [old, now],
      [now, old],
    ])
    .filter(([old, now]) => a.has(old) && !b.has(old) && b.has(now) && !a.has(now))
    .map(([old, now]) => ({from: old, to: now, ...explain(now)}));
  const typeRenames = new Map(renamed.filter(({from: old}) => !a.get(old)?.key).map((r) => [r.from, r.to]));
  const onlyIn = (
    mine: typeof a,
    theirs: typeof a,
    renames: Map<string, string>,
  ): {symbol: string; basis: string; why: string}[] =>
    [...mine]
      .filter(([symbol, {type, key}]) => {
        if (theirs.has(symbol) || renamed.some((r) => r.from === symbol || r.to === symbol)) return false;
        if (key === undefined) return !renames.has(type);
        if (renames.has(type)) return !theirs.has(`${renames.get(type)}.${key}`);
        return theirs.has(type);
      })
      .map(([symbol, {type, key}]) => {
        const counterpart = renames.has(type) ? [`${renames.get(type)}.${key}`] : [];
        return {symbol, ...explain(symbol, ...counterpart)};
      });
  const reverse = new Map([...typeRenames].map(([old, now]) => [now, old]));
  return {removed: onlyIn(a, b, typeRenames), renamed, added: onlyIn(b, a, reverse)};
}
