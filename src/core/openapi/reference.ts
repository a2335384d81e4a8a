/**
 * The API reference (`api/reference/`, gitignored), generated from the OpenAPI spec by the OpenAPI
 * plugin's command: current when it is newer than everything it is made from.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {API_REFERENCE_DIR, OPENAPI_SPEC} from '../contentFolders.mjs';

const SOURCES = [OPENAPI_SPEC, 'docusaurus.config.ts', 'src/core/openapi/preview.ts', 'package-lock.json'];

/** Whether the reference was generated after the last change to what it is generated from. */
export function apiReferenceIsCurrent(siteDir = '.'): boolean {
  const output = path.join(siteDir, API_REFERENCE_DIR, 'sidebar.ts');
  if (!existsSync(output)) return false;
  const made = statSync(output).mtimeMs;
  return SOURCES.every(
    (source) => !existsSync(path.join(siteDir, source)) || statSync(path.join(siteDir, source)).mtimeMs < made,
  );
}

/** Generates the reference unless it is current (`npm run gen-api-docs`); throws with its output when that fails. */
export function ensureApiReference(siteDir = '.'): void {
  if (apiReferenceIsCurrent(siteDir)) return;
  const result = spawnSync('npm', ['run', '--silent', 'gen-api-docs'], {cwd: siteDir, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`could not generate the API reference:\n${result.stdout}${result.stderr}`);
}
