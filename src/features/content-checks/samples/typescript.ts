// The Web SDK samples type-check: every TypeScript and JavaScript block of a Web SDK page (`js/`,
// `js_versioned_docs/`), and every such block elsewhere (blog posts) that imports the SDK, is
// compiled with `strict` against the declaration of its page's version in `facts/sdk/web/<version>/`
// (one TypeScript Program per version). The Types page of each version is checked against the
// same declaration. Problems are {file, line, message} at the real line of the content file.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Nodes, Root, TableCell} from 'mdast';
import {toString} from 'mdast-util-to-string';
import ts, {type CompilerOptions, type Diagnostic, type Node, type Program, type SourceFile} from 'typescript';
import {line, readContent} from '../content-model.ts';
import {place, sdkVersion, type Block, type Problem} from './extract.ts';
import {versionDir, versionedDocsDir} from '../../../core/contentFolders.mjs';

/** The Web SDK's per-version declarations, facts: `facts/sdk/web/0.5/index.d.ts`, `…/next/index.d.ts`. */
export const DECLARATION_DIR = fileURLToPath(new URL('../../../../facts/sdk/web/', import.meta.url));

/** The repository: its `node_modules` resolves the samples' other imports (`mapbox-gl`, `geojson`, React). */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

const PACKAGE = '@skypath-io/web-sdk';
const IMPORTS_SDK = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]@skypath-io\/web-sdk['"]/m;
const EXTENSIONS: Record<string, string> = {ts: 'ts', tsx: 'tsx', js: 'js'};

/** Whether a block is checked against the Web SDK: a TS/TSX/JS block of its section, or elsewhere one importing it. */
export function isWebSdkSample(block: Block) {
  if (!Object.hasOwn(EXTENSIONS, block.lang)) return false;
  return block.context.section === 'js' || IMPORTS_SDK.test(block.code);
}

/** The declaration of a docs version, or an error naming the missing file. */
function declarationOf(version: string, declarationDir: string, needer: string) {
  const file = path.join(declarationDir, version, 'index.d.ts');
  if (!existsSync(file)) {
    const relative = path.relative(REPO, file);
    throw new Error(`${needer} is checked against Web SDK ${version}, but its declaration ${relative} is missing`);
  }
  return file;
}

/** What every sample project is: strict ES2022 modules, resolved bundler-style. */
const STRICT_MODULES: CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  isolatedModules: true,
};

/** The compiler options of a Web SDK sample project: browser, JSX, `PACKAGE` → the declaration. */
function compilerOptions(declaration: string, extra: CompilerOptions = {}): CompilerOptions {
  return {
    ...STRICT_MODULES,
    noUnusedLocals: false,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    esModuleInterop: true,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    checkJs: true,
    types: [],
    paths: {[PACKAGE]: [declaration]},
    ...extra,
  };
}

/** A compiler host serving the samples (by path) from memory; a file on disk is parsed once for all Programs sharing `cache`. */
function hostWith(options: CompilerOptions, samples: Map<string, Block>, cache: Map<string, SourceFile | undefined>) {
  const host = ts.createCompilerHost(options, true);
  const {fileExists, readFile, getSourceFile, directoryExists} = host;
  host.fileExists = (file) => samples.has(file) || fileExists.call(host, file);
  // Module resolution looks for a relative import's folder first: the samples' folders exist only here.
  host.directoryExists = (dir) =>
    [...samples.keys()].some((file) => file.startsWith(dir + path.sep)) || (directoryExists?.call(host, dir) ?? true);
  host.readFile = (file) => samples.get(file)?.code ?? readFile.call(host, file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = samples.get(file)?.code;
    if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, true);
    const key = `${file}\0${JSON.stringify(languageVersion)}`;
    if (!cache.has(key)) cache.set(key, getSourceFile.call(host, file, languageVersion, onError, shouldCreate));
    return cache.get(key);
  };
  return host;
}

const messageOf = (diagnostic: Diagnostic) =>
  `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;

/**
 * A sample's diagnostic with what TypeScript relates to it ("The expected type comes from property
 * 'apiBaseUrl'…"); when that is a property the declaration marks as absent from the version (type
 * `never`), its JSDoc says what to use instead.
 */
function sampleMessage(diagnostic: Diagnostic) {
  const related = (diagnostic.relatedInformation ?? []).map((info) => {
    const text = ts.flattenDiagnosticMessageText(info.messageText, ' ');
    const note = info.file ? absentPropertyNote(info.file, info.start ?? 0) : undefined;
    return note ? `${text}: ${note}` : text;
  });
  return [messageOf(diagnostic), ...related].join(' ');
}

/** The JSDoc of a `never` property declared at `position` of a declaration file ("Not in 0.5: …"). */
function absentPropertyNote(sourceFile: SourceFile, position: number) {
  let found: string | undefined;
  const visit = (node: Node) => {
    if (found || position < node.pos || position >= node.end) return;
    if (ts.isPropertySignature(node) && node.name.getStart(sourceFile) === position) {
      if (node.type?.kind === ts.SyntaxKind.NeverKeyword) {
        const docs = ts.getJSDocCommentsAndTags(node).map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '');
        found = docs.join(' ').trim();
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found || undefined;
}

/** `file:line: message` of a diagnostic outside the samples (a declaration, an option). */
function describe(diagnostic: Diagnostic) {
  if (!diagnostic.file) return messageOf(diagnostic);
  const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return `${path.relative(REPO, diagnostic.file.fileName)}:${line + 1}: ${messageOf(diagnostic)}`;
}

/** A sample's syntax errors, or, when it parses, its type errors, at the lines of its content file. */
function blockProblems(program: Program, file: string, block: Block, message: (diagnostic: Diagnostic) => string) {
  const sourceFile = program.getSourceFile(file) as SourceFile;
  const syntax = program.getSyntacticDiagnostics(sourceFile);
  const diagnostics = [...syntax, ...(syntax.length > 0 ? [] : program.getSemanticDiagnostics(sourceFile))];
  return diagnostics.map((diagnostic): Problem => {
    const {line} = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {file: block.file, line: block.codeLine + line, message: message(diagnostic)};
  });
}

/**
 * Type-checks the Web SDK samples among `blocks`, one Program per docs version. Counter-examples are
 * compiled too; their diagnostics are listed instead of failing.
 */
export async function checkTypeScript(blocks: Block[], {declarationDir = DECLARATION_DIR} = {}) {
  const byVersion = new Map<string, Block[]>();
  for (const block of blocks.filter(isWebSdkSample)) {
    const version = sdkVersion(block, 'js');
    const list = byVersion.get(version) ?? [];
    byVersion.set(version, list);
    list.push(block);
  }
  const problems: Problem[] = [];
  const counterExamples: {file: string; line: number; title: string | undefined; messages: string[]}[] = [];
  const versions: Record<string, number> = {};
  const parsed = new Map<string, SourceFile | undefined>();
  for (const [version, versionBlocks] of byVersion) {
    const declaration = declarationOf(version, declarationDir, place(versionBlocks[0]));
    const options = compilerOptions(declaration);
    const blockOf = new Map<string, Block>();
    versionBlocks.forEach((block, index) => {
      const name = `${index}-${block.file.replace(/[^\w.-]+/g, '_')}-${block.line}.${EXTENSIONS[block.lang]}`;
      blockOf.set(path.join(REPO, '.web-sdk-samples', version, name), block);
    });
    const host = hostWith(options, blockOf, parsed);
    const program = ts.createProgram({rootNames: [declaration, ...blockOf.keys()], options, host});
    const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    const isDeclaration = (file: SourceFile) => !path.relative(declarationDir, file.fileName).startsWith('..');
    for (const file of program.getSourceFiles().filter(isDeclaration)) {
      setup.push(...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file));
    }
    if (setup.length > 0) {
      throw new Error(`the Web SDK ${version} samples cannot be type-checked: ${setup.map(describe).join('; ')}`);
    }
    const message = (diagnostic: Diagnostic) => `${sampleMessage(diagnostic)} (Web SDK ${version})`;
    for (const [file, block] of blockOf) {
      const found = blockProblems(program, file, block, message);
      if (block.counterExample) {
        const messages = found.map(({line, message}) => `${line}: ${message}`);
        counterExamples.push({file: block.file, line: block.line, title: block.attrs.title, messages});
      } else {
        problems.push(...found);
      }
    }
    versions[version] = versionBlocks.length;
  }
  const checked = Object.values(versions).reduce((sum, count) => sum + count, 0);
  return {checked, versions, problems, counterExamples};
}

// ---- The Types page against the declaration ----

export const typesPageOf = (version: string) =>
  `${version === 'next' ? 'js' : versionDir('js', version)}/features/types.md`;

/** The Web SDK docs versions of a content root: Next when `js/` exists, each `js_versioned_docs/version-*`. */
function contentVersions(root: string) {
  const versions = existsSync(path.join(root, 'js')) ? ['next'] : [];
  const versioned = path.join(root, versionedDocsDir('js'));
  if (existsSync(versioned)) {
    for (const entry of readdirSync(versioned).sort()) {
      const version = /^version-(.+)$/.exec(entry)?.[1];
      if (version) versions.push(version);
    }
  }
  return versions;
}

/** `"C10" | 'C20'` → `"C10" | "C20"`: a shape as TypeScript, quotes and spaces normalized. */
const normalizeShape = (text: string) =>
  text.replace(/'/g, '"').replace(/\s+/g, ' ').replace(/\[ /g, '[').replace(/ \]/g, ']').trim();

/** A table cell: its text (code spans' included, an escaped pipe a pipe) and its first code span's. */
type Cell = {text: string; code: string | undefined};

function cellOf(cell: TableCell): Cell {
  const code = cell.children.find((child) => child.type === 'inlineCode');
  return {text: toString(cell).trim(), code: code?.value};
}

/** The GFM tables of a page, each with its header cells' text and the closest heading above it. */
function tablesOf(tree: Root) {
  const tables: {header: string[]; heading: string; line: number; rows: {cells: Cell[]; line: number}[]}[] = [];
  let heading = '';
  const visit = (node: Nodes) => {
    if (node.type === 'heading') heading = toString(node).trim();
    if (node.type === 'table') {
      const [header, ...rows] = node.children;
      tables.push({
        header: (header?.children ?? []).map((cell) => cellOf(cell).text),
        heading,
        line: line(node),
        rows: rows.map((row) => ({cells: row.children.map(cellOf), line: line(row)})),
      });
    } else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return tables;
}

/** The types a declaration exports, by name; values (the factory, the helper objects) are left out. */
function exportedTypes(declaration: string) {
  const options = compilerOptions(declaration, {noLib: true});
  const program = ts.createProgram({rootNames: [declaration], options});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(declaration);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) {
    throw new Error(`the Web SDK declaration ${path.relative(REPO, declaration)} cannot be read as a module`);
  }
  const types = new Map<string, DeclaredType>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    for (const node of symbol.declarations ?? []) {
      if (ts.isTypeAliasDeclaration(node)) {
        types.set(exported.name, {kind: 'alias', shape: normalizeShape(node.type.getText())});
      } else if (ts.isEnumDeclaration(node)) {
        const members = node.members.map(
          (member) => [member.name.getText(), checker.getConstantValue(member)] as const,
        );
        types.set(exported.name, {kind: 'enum', members: new Map(members)});
      } else if (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) {
        types.set(exported.name, {kind: 'alias', shape: 'interface'});
      }
    }
  }
  return types;
}

type DeclaredType = {kind: 'alias'; shape: string} | EnumType;
type EnumType = {kind: 'enum'; members: Map<string, string | number | undefined>};

/** What the General types table must say in the shape column of a declared type. */
function expectedShape(type: DeclaredType) {
  if (type.kind === 'alias') return type.shape;
  return [...type.members.values()].every((value) => typeof value === 'number') ? 'numeric enum' : 'string enum';
}

/** The problems of one Types page against its version's declaration. */
function typesPageProblems(root: string, version: string, declarationFile: string): Problem[] {
  const file = typesPageOf(version);
  const declaration = `the Web SDK ${version} declaration`;
  const about = `${declaration} (${path.relative(REPO, declarationFile)})`;
  if (!existsSync(path.join(root, file))) {
    const message = `the Types page of Web SDK ${version} is missing: it must document the types of ${about}`;
    return [{file, line: 1, message}];
  }
  const declared = exportedTypes(declarationFile);
  const tables = tablesOf(readContent(file, root).tree);
  const general = tables.find((table) => table.header.includes('Name') && table.header.includes('TypeScript shape'));
  if (!general) {
    const columns = 'the columns "Name" and "TypeScript shape"';
    const message = `the Types page needs a table with ${columns} listing every type of ${about}`;
    return [{file, line: 1, message}];
  }
  const shapeColumn = general.header.indexOf('TypeScript shape');
  const problems: Problem[] = [];
  const documented = new Set<string>();
  for (const {cells, line} of general.rows) {
    const name = cells[0]?.code;
    if (!name) continue;
    documented.add(name);
    const type = declared.get(name);
    if (!type) {
      problems.push({file, line, message: `\`${name}\` is documented here, but ${about} has no such type`});
      continue;
    }
    const shape = normalizeShape(cells[shapeColumn]?.text ?? '');
    const expected = expectedShape(type);
    if (shape !== expected) {
      const message = `\`${name}\` is documented as \`${shape}\`, but ${declaration} defines it as \`${expected}\``;
      problems.push({file, line, message});
    }
  }
  for (const [name, type] of declared) {
    if (!documented.has(name)) {
      const message = `\`${name}\` is a type of ${about}, but this table does not document it`;
      problems.push({file, line: general.line, message});
    }
    if (type.kind === 'enum') problems.push(...enumTableProblems(file, tables, name, type, version, general.line));
  }
  return problems;
}

/** The members table of an enum (columns Member and Value, under a heading named after it) against its declaration. */
function enumTableProblems(
  file: string,
  tables: ReturnType<typeof tablesOf>,
  name: string,
  type: EnumType,
  version: string,
  fallbackLine: number,
): Problem[] {
  const table = tables.find((t) => t.heading === name && t.header.includes('Member') && t.header.includes('Value'));
  if (!table) {
    const columns = 'columns "Member" and "Value"';
    const message = `the enum \`${name}\` needs a table of its members (${columns}) under a "${name}" heading`;
    return [{file, line: fallbackLine, message}];
  }
  const [memberColumn, valueColumn] = [table.header.indexOf('Member'), table.header.indexOf('Value')];
  const declaration = `the Web SDK ${version} declaration`;
  const problems: Problem[] = [];
  const seen = new Set();
  for (const {cells, line} of table.rows) {
    const member = cells[memberColumn]?.code ?? cells[memberColumn]?.text;
    const value = (cells[valueColumn]?.text ?? '').replace(/^["']|["']$/g, '');
    seen.add(member);
    if (!type.members.has(member)) {
      const message = `\`${name}.${member}\` is documented here, but ${declaration} has no such member`;
      problems.push({file, line, message});
    } else if (String(type.members.get(member)) !== value) {
      const expected = type.members.get(member);
      const message = `\`${name}.${member}\` is documented as ${value}, but ${declaration} gives ${expected}`;
      problems.push({file, line, message});
    }
  }
  for (const member of type.members.keys()) {
    if (!seen.has(member)) {
      const message = `\`${name}.${member}\` is a member in ${declaration}, but this table does not document it`;
      problems.push({file, line: table.line, message});
    }
  }
  return problems;
}

/**
 * Checks the Types page of every Web SDK docs version under `root` against its declaration: each
 * type the "TypeScript shape" table documents exists with that shape (an enum also has a
 * Member/Value table under its heading), and each type the declaration exports is documented.
 */
export function checkTypesPage(root = '.', {declarationDir = DECLARATION_DIR} = {}) {
  return contentVersions(root).flatMap((version) => {
    const declaration = declarationOf(version, declarationDir, `the Types page ${typesPageOf(version)}`);
    return typesPageProblems(root, version, declaration);
  });
}

// ---- REST samples in TypeScript ----

/**
 * Type-checks the REST API's TypeScript samples against Node's types, each page's together under the
 * file names rest.ts runs them as, so that one may import another of its page (`./large-area.js`).
 */
export function checkRestTypeScript(files: {block: Block; name: string}[]): Problem[] {
  if (files.length === 0) return [];
  const options: CompilerOptions = {
    ...STRICT_MODULES,
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
    typeRoots: [path.join(REPO, 'node_modules', '@types')],
  };
  const blockOf = new Map(
    files.map(({block, name}) => [path.join(REPO, '.rest-samples', block.file.replace(/[^\w.-]+/g, '_'), name), block]),
  );
  const host = hostWith(options, blockOf, new Map());
  const program = ts.createProgram({rootNames: [...blockOf.keys()], options, host});
  const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (setup.length > 0) {
    throw new Error(`the REST TypeScript samples cannot be type-checked: ${setup.map(describe).join('; ')}`);
  }
  return [...blockOf].flatMap(([file, block]) => blockProblems(program, file, block, messageOf));
}
