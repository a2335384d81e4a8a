/**
 * The site's OpenAPI document (openapi/skypath.yaml), read and parsed as YAML in one place for
 * everything that runs at build time: the config, the features' plugins and steps, the checks.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {OPENAPI_SPEC} from '../contentFolders.mjs';

/** The parts of an OpenAPI 3 document the site reads; each reader narrows what it walks. */
export type OpenApiSpec = {
  servers?: {url: string; description?: string}[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

const parsed = new Map<string, {mtimeMs: number; spec: OpenApiSpec}>();

/** The spec of the site in `siteDir`, parsed once (again after it changes, under `docusaurus start`). */
export function readSpec(siteDir = '.'): OpenApiSpec {
  const file = path.resolve(siteDir, OPENAPI_SPEC);
  const {mtimeMs} = statSync(file);
  const known = parsed.get(file);
  if (known?.mtimeMs === mtimeMs) return known.spec;
  const spec = parse(readFileSync(file, 'utf8')) as OpenApiSpec;
  parsed.set(file, {mtimeMs, spec});
  return spec;
}

/** The origins of the spec's servers: the hosts the API explorer may send requests to. */
export const apiHosts = (spec: OpenApiSpec): string[] => [
  ...new Set((spec.servers ?? []).map((server) => new URL(server.url).origin)),
];

/** Every media type the spec's request bodies and responses name (the keys of each `content`). */
export function mediaTypes(spec: OpenApiSpec): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'content' && child && typeof child === 'object' && !Array.isArray(child)) {
        Object.keys(child).forEach((type) => type.includes('/') && found.add(type));
      }
      walk(child);
    }
  };
  walk(spec);
  return [...found];
}
