// Checks the Swift samples: each must parse, and every SkyPathSDK symbol it uses must exist in the
// SDK version of its page. Other capitalised names must be declared in the sample or be Apple names
// of the inventory's platform list.
import {sdkVersion, type Block, type Problem} from './extract.ts';
import {
  APPLE_IMPLICIT_MEMBERS,
  APPLE_NAMES,
  IOS_SDK_VERSIONS,
  inventory,
  parseMember,
  PROTOCOL_MEMBERS,
  sdkDiff,
  type Inventory,
  type Member,
} from './ios-sdk/index.ts';
import {loadGrammar, rootOf, syntaxErrors, type SyntaxNode as Node} from './tree-sitter.ts';

type Parameters = NonNullable<Member['labels']>;
type SymbolIn = (inv: Inventory) => string | undefined;
/** An SDK type's value (`meta`: the type itself). */
type Value = {type: string; meta: boolean};

const APPLE = new Set(Object.values(APPLE_NAMES).flat());
const PROTOCOLS = Object.fromEntries(
  Object.entries(PROTOCOL_MEMBERS).map(([kind, members]) => [kind, members.map((m) => parseMember(m))]),
);
/** Types whose members the inventory does not list completely: an unknown member is not an error. */
const OPEN_KINDS = new Set(['extension', 'type']);
const DELEGATE = 'SkyPathDelegate';
const DELEGATE_NAMES = new Set(
  IOS_SDK_VERSIONS.flatMap((v) => inventory(v).types[DELEGATE].members.map((m) => m.name)),
);

const shown = (version: string) => (version === 'next' ? 'Next' : version);
const selector = (name: string, labels: string[]) => `${name}(${labels.map((label) => `${label}:`).join('')})`;
const parameters = (labels: Parameters) =>
  `(${labels.map((p) => (p.optional ? `[${p.label}:]` : `${p.label}:`)).join('')})`;

/** Whether a call's labels fit a signature: in order, skipping only defaulted parameters, a trailing closure last. */
function fits(params: Parameters, labels: string[], trailing: boolean) {
  let i = 0;
  for (const label of labels) {
    while (i < params.length && params[i].label !== label) {
      if (!params[i].optional) return false;
      i++;
    }
    if (i === params.length) return false;
    i++;
  }
  const rest = params.slice(i);
  const required = rest.filter((p) => !p.optional).length;
  return trailing ? rest.length > 0 && required <= 1 : required === 0;
}

const diffs = new Map<string, ReturnType<typeof sdkDiff>>();
/** What `symbol` of version `other` is called in `version`, when the change is a rename. */
function renamedIn(version: string, other: string, symbol: string | undefined) {
  const key = `${other}>${version}`;
  const diff = diffs.get(key) ?? sdkDiff(other, version);
  diffs.set(key, diff);
  return diff.renamed.find((r) => r.from === symbol)?.to;
}

/** The end of a message on a symbol missing from `version`: where it exists instead, its new name, what to do. */
function advice(version: string, symbolIn: SymbolIn) {
  const all = IOS_SDK_VERSIONS.filter((v) => v !== version && symbolIn(inventory(v)));
  const others = all.some((v) => v !== '2.0') ? all.filter((v) => v !== '2.0') : all;
  if (others.length === 0) return 'Check the name against the iOS SDK inventory in facts/sdk/ios.';
  const renames = others.map((v) => renamedIn(version, v, symbolIn(inventory(v)))).filter(Boolean);
  const now = renames.length > 0 ? ` (in ${shown(version)}: \`${renames[0]}\`)` : '';
  const older = others.find((v) => IOS_SDK_VERSIONS.indexOf(v) < IOS_SDK_VERSIONS.indexOf(version));
  const mark = older ? `, or mark a migration guide's "before" code with \`\`\`swift version="${older}"` : '';
  return `It exists in ${others.map(shown).join(', ')}${now}. Use the ${shown(version)} API${mark}.`;
}

/** Symbol lookups in one inventory; `symbolIn` callbacks return the symbol's name or undefined. */
const hasType =
  (name: string): SymbolIn =>
  (inv) =>
    inv.types[name] ? name : undefined;
const hasMember =
  (typeName: string, key: string): SymbolIn =>
  (inv) =>
    inv.types[typeName]?.members.some((m) => m.key === key) ? `${typeName}.${key}` : undefined;
const hasStatic =
  (name: string): SymbolIn =>
  (inv) => {
    const entry = Object.entries(inv.types).find(([, t]) => t.members.some((m) => m.static && m.name === name));
    return entry && `${entry[0]}.${name}`;
  };
const hasMethod =
  (name: string, labels: string[], trailing: boolean): SymbolIn =>
  (inv) => {
    for (const [typeName, type] of Object.entries(inv.types)) {
      const method = type.members.find((m) => m.name === name && m.labels && fits(m.labels, labels, trailing));
      if (method) return `${typeName}.${method.key}`;
    }
    return undefined;
  };

/** The argument labels of a call (`_` for an unlabelled argument) and whether it has a trailing closure. */
function callArguments(call: Node) {
  const suffix = call.namedChildren.find((n) => n.type === 'call_suffix');
  const list = suffix?.namedChildren.find((n) => n.type === 'value_arguments');
  const args = list?.namedChildren.filter((n) => n.type === 'value_argument') ?? [];
  return {
    labels: args.map((arg) => arg.namedChildren.find((n) => n.type === 'value_argument_label')?.text ?? '_'),
    trailing: Boolean(suffix?.namedChildren.some((n) => n.type === 'lambda_literal')),
  };
}

/** The argument labels a function declaration gives its callers. */
function declaredLabels(func: Node) {
  return func.namedChildren
    .filter((n) => n.type === 'parameter')
    .map((param) => param.namedChildren.find((n) => n.type === 'simple_identifier')?.text ?? '_');
}

/** `.name` (an implicit member expression or an enum case pattern): the name's node, else undefined. */
function implicitMember(node: Node) {
  if (node.type !== 'prefix_expression' && node.type !== 'pattern') return undefined;
  const [first, second] = node.children;
  return first?.type === '.' && second?.type === 'simple_identifier' ? second : undefined;
}

const isCallee = (node: Node) => node.parent?.type === 'call_expression' && node.parent.firstNamedChild?.id === node.id;
/** Whether `node` starts a member chain: `SkyPath` in `SkyPath.shared`, also in `!SkyPath.shared.flag` (see typeOf). */
const isChainStart = (node: Node) => {
  const operand = node.parent?.type === 'prefix_expression' && !implicitMember(node.parent) ? node.parent : node;
  return operand.parent?.type === 'navigation_expression' && operand.parent.firstNamedChild?.id === operand.id;
};
const isAttribute = (node: Node) => {
  for (let n: Node | null = node; n; n = n.parent) if (n.type === 'attribute') return true;
  return false;
};

/** The problems of one parsed sample against the inventory of `version`, with 0-based rows. */
function checkTree(root: Node, version: string) {
  const inv = inventory(version);
  const {types} = inv;
  const declared = new Set<string>();
  const declaredCases = new Set<string>();
  const functions = new Set<string>();
  const locals = new Map<string, string | undefined>();
  const problems: {row: number; message: string}[] = [];
  const report = (node: Node, message: string) => problems.push({row: node.startPosition.row, message});

  /** The SDK type a type annotation names (`DataQuery`, `TurbulenceClusterer.Options?`), else undefined. */
  const sdkTypeOf = (node: Node | null | undefined): string | undefined => {
    if (node?.type === 'optional_type') return sdkTypeOf(node.namedChildren[0]);
    let name = '';
    if (node?.type === 'user_type') {
      name = node.namedChildren
        .filter((n) => n.type === 'type_identifier')
        .map((n) => n.text)
        .join('.');
    }
    if (node?.type === 'array_type') name = `[${node.namedChildren[0].text}]`;
    return types[name] && !declared.has(name) ? name : undefined;
  };
  const bind = (name: string, type: string | undefined) =>
    locals.set(name, locals.has(name) && locals.get(name) !== type ? undefined : type);

  /** The members of an SDK type value (`meta`: of the type itself) called `name`. */
  const membersNamed = ({type, meta}: Value, name: string | undefined): (Partial<Member> & {nested?: string})[] => {
    const {kind, rawType, members} = types[type];
    const adopted = [...(rawType ? PROTOCOLS.rawEnum : []), ...(kind === 'optionSet' ? PROTOCOLS.optionSet : [])];
    const nested = types[`${type}.${name}`] ? [{kind: 'type', name, nested: `${type}.${name}`}] : [];
    const own = [...members, ...adopted].filter((m) => m.name === name && meta === (m.static || m.kind === 'init'));
    return meta ? [...nested, ...own] : own;
  };

  /** The SDK type of an expression's value, as `{type, meta}` (`meta`: the type itself), or undefined. */
  const typeOf = (node: Node | null): Value | undefined => {
    if (!node) return undefined;
    if (node.type === 'simple_identifier') {
      const local = locals.get(node.text);
      if (locals.has(node.text)) return local ? {type: local, meta: false} : undefined;
      return types[node.text] && !declared.has(node.text) ? {type: node.text, meta: true} : undefined;
    }
    if (node.type === 'navigation_expression') {
      const base = typeOf(node.firstNamedChild);
      if (!base) return undefined;
      const [member] = membersNamed(base, memberName(node));
      if (member?.nested) return {type: member.nested, meta: true};
      if (member?.kind === 'case') return {type: base.type, meta: false};
      const type = member?.type?.replace(/\?$/, '');
      return type && types[type] ? {type, meta: false} : undefined;
    }
    if (node.type === 'prefix_expression' && !implicitMember(node)) {
      // The grammar reads `!SkyPath.shared.flag` as `(!SkyPath).shared.flag`: the chain starts at the operand.
      return typeOf(node.childForFieldName('target'));
    }
    if (node.type === 'call_expression') {
      const base = typeOf(node.firstNamedChild);
      return base?.meta ? {type: base.type, meta: false} : undefined;
    }
    if (node.type === 'array_literal' && node.firstNamedChild?.type === 'call_expression') {
      const type = `[${node.firstNamedChild.firstNamedChild?.text}]`;
      return types[type] ? {type, meta: false} : undefined;
    }
    return undefined;
  };
  const memberName = (navigation: Node) => navigation.childForFieldName('suffix')?.childForFieldName('suffix')?.text;

  const known = (name: string) => declared.has(name) || Boolean(types[name]) || APPLE.has(name);
  const checkTypeName = (node: Node) => {
    const name = node.text;
    if (!/^[A-Z]/.test(name) || name === 'Self' || known(name) || locals.has(name) || functions.has(name)) return;
    report(
      node,
      `\`${name}\` is not a SkyPathSDK ${shown(version)} symbol (nor a known Apple type). ` +
        `${advice(version, hasType(name))} If it is an Apple type, add it to src/features/content-checks/samples/ios-sdk/platform.yaml; ` +
        "if it is the reader's own type, declare it in the sample.",
    );
  };

  const checkLabels = (node: Node, what: string, candidates: Partial<Member>[]) => {
    const {labels, trailing} = callArguments(node);
    const calls = candidates.map((m) => m.labels).filter((params) => params !== undefined);
    if (calls.length === 0 || calls.some((params) => fits(params, labels, trailing))) return;
    const forms = calls.map((params) => `\`${what}${parameters(params)}\``).join(', ');
    const optional = calls.some((params) => params.some((p) => p.optional))
      ? ' (labels in brackets can be left out)'
      : '';
    const call = `${what}${selector('', labels)}${trailing ? ' { … }' : ''}`;
    report(node, `\`${call}\` matches no SkyPathSDK ${shown(version)} signature: use ${forms}${optional}.`);
  };

  const checkNavigation = (node: Node) => {
    const base = typeOf(node.firstNamedChild);
    const name = memberName(node);
    if (!base || !name || OPEN_KINDS.has(types[base.type].kind)) return;
    const found = membersNamed(base, name);
    if (found.length > 0) return;
    const call = isCallee(node) ? callArguments(node.parent as Node) : undefined;
    const key = call ? selector(name, call.labels) : name;
    const symbolIn = (other: Inventory) => {
      const match = other.types[base.type]?.members.find((m) => m.name === name && (!call || m.labels));
      return match && `${base.type}.${match.key}`;
    };
    report(
      node,
      `\`${base.type}\` has no ${base.meta ? 'static member or case' : 'member'} \`${key}\` ` +
        `in SkyPathSDK ${shown(version)}. ${advice(version, symbolIn)}`,
    );
  };

  const inits = (type: string) => types[type].members.filter((m) => m.kind === 'init');
  const checkCall = (node: Node) => {
    const callee = node.firstNamedChild;
    if (!callee) return;
    const implicit = implicitMember(callee);
    if (implicit) {
      if (implicit.text === 'init') return;
      const cases = Object.values(types)
        .flatMap((t) => t.members)
        .filter((m) => m.static && m.name === implicit.text);
      checkLabels(node, `.${implicit.text}`, cases);
      return;
    }
    const base = typeOf(callee);
    if (base?.meta) {
      checkLabels(node, base.type, inits(base.type));
      return;
    }
    if (callee.type !== 'navigation_expression') return;
    const name = memberName(callee);
    if (!name) return;
    const receiver = typeOf(callee.firstNamedChild);
    if (receiver) {
      const members = membersNamed(receiver, name);
      const [first] = members;
      if (first?.nested) checkLabels(node, first.nested, inits(first.nested));
      else checkLabels(node, `${receiver.type}.${name}`, members);
      return;
    }
    // A receiver the check cannot type: flag only a method that this version lacks but another has.
    const {labels, trailing} = callArguments(node);
    const anyOwn = Object.values(types).some((t) => t.members.some((m) => m.name === name && m.labels));
    if (functions.has(name) || anyOwn) return;
    const symbolIn = hasMethod(name, labels, trailing);
    if (IOS_SDK_VERSIONS.some((v) => symbolIn(inventory(v)))) {
      const what = `\`${selector(name, labels)}\` is not a SkyPathSDK ${shown(version)} method.`;
      report(node, `${what} ${advice(version, symbolIn)}`);
    }
  };

  const checkImplicit = (nameNode: Node) => {
    const name = nameNode.text;
    if (name in APPLE_IMPLICIT_MEMBERS || declaredCases.has(name) || hasStatic(name)(inv)) return;
    report(
      nameNode,
      `\`.${name}\` is not a case or static member of any SkyPathSDK ${shown(version)} type ` +
        `(nor a known Apple member). ${advice(version, hasStatic(name))}`,
    );
  };

  const checkDelegateMethod = (func: Node, inConformingType: boolean) => {
    const name = func.childForFieldName('name')?.text;
    if (!name || !(DELEGATE_NAMES.has(name) || (inConformingType && /^did[A-Z]/.test(name)))) return;
    const key = selector(name, declaredLabels(func));
    const protocol = types[DELEGATE].members;
    if (protocol.some((m) => m.key === key)) return;
    const same = protocol.filter((m) => m.name === name).map((m) => `\`${m.key}\``);
    const declares = same.length > 0 ? ` ${DELEGATE} ${shown(version)} declares ${same.join(', ')}.` : '';
    report(
      func,
      `\`func ${key}\` is not a ${DELEGATE} method in SkyPathSDK ${shown(version)}, ` +
        `so the SDK never calls it.${declares} ${advice(version, hasMember(DELEGATE, key))}`,
    );
  };

  const conforms = (decl: Node) =>
    decl.namedChildren.some((n) => n.type === 'inheritance_specifier' && n.text === DELEGATE);

  // First pass: what the sample declares, and the SDK type of its variables and parameters.
  const declare = (node: Node) => {
    const name = node.childForFieldName('name');
    if (node.type === 'class_declaration' && name?.type === 'user_type') {
      // An extension of a type that is neither SkyPathSDK's nor Apple's extends the reader's own type.
      const known = IOS_SDK_VERSIONS.some((v) => inventory(v).types[name.text]) || APPLE.has(name.text);
      if (!known) declared.add(name.text);
    } else if (['class_declaration', 'protocol_declaration', 'typealias_declaration'].includes(node.type) && name) {
      declared.add(name.text);
    } else if (node.type === 'type_parameter') {
      if (node.firstNamedChild) declared.add(node.firstNamedChild.text);
    } else if (node.type === 'enum_entry') {
      node.namedChildren.filter((n) => n.type === 'simple_identifier').forEach((n) => declaredCases.add(n.text));
    } else if (node.type === 'function_declaration' && name) {
      functions.add(name.text);
    } else if (node.type === 'parameter') {
      const names = node.namedChildren.filter((n) => n.type === 'simple_identifier');
      bind(names[names.length - 1].text, sdkTypeOf(node.namedChildren.find((n) => n.type.endsWith('_type'))));
    } else if (node.type === 'property_declaration') {
      const bound = node.childForFieldName('name')?.childForFieldName('bound_identifier');
      const annotation = node.namedChildren.find((n) => n.type === 'type_annotation');
      const value = node.childForFieldName('value');
      if (bound) bind(bound.text, annotation ? sdkTypeOf(annotation.namedChildren[0]) : typeOf(value)?.type);
    }
    node.namedChildren.forEach(declare);
  };
  declare(root);

  // Second pass: every use.
  const check = (node: Node) => {
    const parent = node.parent;
    if (node.type === 'type_identifier' && parent?.type === 'user_type' && !isAttribute(node)) {
      const path = parent.namedChildren.filter((n) => n.type === 'type_identifier');
      const index = path.findIndex((n) => n.id === node.id);
      const outer = path
        .slice(0, index)
        .map((n) => n.text)
        .join('.');
      if (index === 0) checkTypeName(node);
      else if (types[outer] && !types[`${outer}.${node.text}`]) {
        report(
          node,
          `\`${outer}\` has no nested type \`${node.text}\` in SkyPathSDK ${shown(version)}. ` +
            advice(version, hasType(`${outer}.${node.text}`)),
        );
      }
    } else if (node.type === 'simple_identifier' && (isCallee(node) || isChainStart(node))) {
      checkTypeName(node);
    } else if (node.type === 'navigation_expression') {
      checkNavigation(node);
    } else if (node.type === 'call_expression') {
      checkCall(node);
    } else if (node.type === 'function_declaration') {
      const container = parent?.type === 'class_body' ? parent.parent : undefined;
      const topLevel = parent?.type === 'source_file';
      if (container ? conforms(container) : topLevel) checkDelegateMethod(node, Boolean(container));
    }
    const implicit = implicitMember(node);
    // `.init(…)` needs its contextual type, which the check does not know.
    if (implicit && implicit.text !== 'init') checkImplicit(implicit);
    node.namedChildren.forEach(check);
  };
  check(root);
  return problems;
}

/** Checks the Swift blocks among `blocks`; a counter-example (a "Don't" sample) is parsed, its symbols not checked. */
export async function checkSwift(blocks: Block[]) {
  const swift = blocks.filter((block) => block.lang === 'swift');
  const parser = await loadGrammar('swift');
  const problems: Problem[] = [];
  const counterExamples = [];
  for (const block of swift) {
    const tree = parser.parse(block.code);
    const found = syntaxErrors(tree).map(({line, text}) => ({
      line: block.codeLine + line - 1,
      message: `Swift syntax error: ${text}.`,
    }));
    const version = sdkVersion(block, 'ios');
    if (block.counterExample) {
      counterExamples.push(block);
    } else if (found.length === 0 && !IOS_SDK_VERSIONS.includes(version)) {
      found.push({
        line: block.line,
        message:
          `No SkyPathSDK inventory for version "${version}" ` +
          `(known: ${IOS_SDK_VERSIONS.join(', ')}); fix the block's version="…" attribute.`,
      });
    } else if (found.length === 0) {
      const symbols = checkTree(rootOf(tree), version);
      found.push(...symbols.map(({row, message}) => ({line: block.codeLine + row, message})));
    }
    tree?.delete();
    problems.push(...found.map((problem) => ({file: block.file, ...problem})));
  }
  return {checked: swift.length, problems, counterExamples};
}
