// SkyPath's product facts (`facts/*.json`, one schema). Build and check time only: all of it is far
// too large for a browser bundle.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';

export const FACTS_DIR = 'facts';

export type FactKind =
  'quantity' | 'version' | 'date' | 'status-word' | 'http-status' | 'absence' | 'record' | 'question';
export type FactStatus = 'confirmed' | 'preview' | 'open';

/** One entry of a facts file (facts/schema.json says what each field means). */
export type FactEntry = {
  id: string;
  kind: FactKind;
  text?: string;
  values?: number[];
  unit?: string;
  range?: true;
  counts?: string[];
  about?: string[];
  absent?: string[];
  value?: unknown;
  question?: string;
  where?: string;
  until?: string;
  places?: string[];
  topics: string[];
  status: FactStatus;
  source: string;
};

/** A fact as read, with the file it is in. */
export type LoadedFact = FactEntry & {file: string};

export class FactsError extends Error {}

/** Checks each facts file against the schema and every id for uniqueness; throws naming the file and entry. */
export function validateFacts(files: {file: string; data: unknown}[], schemaText: string): LoadedFact[] {
  const validate = new Ajv({allErrors: true}).compile(JSON.parse(schemaText) as object);
  const problems: string[] = [];
  const facts: LoadedFact[] = [];
  for (const {file, data} of files) {
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        const [, index] = /^\/facts\/(\d+)/.exec(error.instancePath) ?? [];
        const entry = index === undefined ? undefined : (data as {facts: {id?: string}[]}).facts[Number(index)];
        const where = entry ? ` fact "${entry.id ?? `#${Number(index) + 1}`}"` : '';
        const missing =
          error.keyword === 'required' ? `: needs "${String(error.params.missingProperty)}"` : `: ${error.message}`;
        problems.push(`${file}${where}${error.instancePath.replace(/^\/facts\/\d+/, '')}${missing}`);
      }
      continue;
    }
    for (const fact of (data as {facts: FactEntry[]}).facts) facts.push({...fact, file});
  }
  const seen = new Map<string, string>();
  for (const fact of facts) {
    const other = seen.get(fact.id);
    if (other) problems.push(`${fact.file}: fact "${fact.id}" is also in ${other}: ids are unique`);
    seen.set(fact.id, fact.file);
  }
  if (problems.length > 0) throw new FactsError(`the facts do not match facts/schema.json:\n${problems.join('\n')}`);
  return facts;
}

/** Every fact of the facts folder under `root`, checked. */
export function loadFacts(root = '.'): LoadedFact[] {
  const dir = path.join(root, FACTS_DIR);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'schema.json')
    .sort()
    .map((name) => ({
      file: `${FACTS_DIR}/${name}`,
      data: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown,
    }));
  return validateFacts(files, readFileSync(path.join(dir, 'schema.json'), 'utf8'));
}
