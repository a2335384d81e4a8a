// Fixture content roots for the sample checks: the project's OpenAPI spec plus
// the content files a test plants its mistakes in.
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {OPENAPI_SPEC} from '../../../core/contentFolders.mjs';

/**
 * A temporary content root with the OpenAPI spec at OPENAPI_SPEC (the project's unless given) and `files`.
 */
export function fixtureRoot(files: Record<string, string>, spec = readFileSync(OPENAPI_SPEC, 'utf8')) {
  const root = mkdtempSync(path.join(tmpdir(), 'samples-'));
  mkdirSync(path.dirname(path.join(root, OPENAPI_SPEC)), {recursive: true});
  writeFileSync(path.join(root, OPENAPI_SPEC), spec);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** A content page with the front matter every page needs; its body starts on line 6. */
export const page = (body: string) => `---\ntitle: Fixture\ndescription: A fixture page.\n---\n\n${body}\n`;
