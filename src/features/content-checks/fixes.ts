// What a writer does about each problem: the fix printed under it by `npm run check`.
import type {Claim} from './claims/extract.ts';
import {ALLOWED_FILE, SUBJECTS_FILE} from './claims/check.ts';
import {sdkOfPage} from './claims/sdk-names.ts';

/** The fix of each content rule. */
export const FIXES: Record<string, string> = {
  'front-matter': 'give the page `title` and `description` in its front matter (YAML between --- lines)',
  'no-h1': 'remove the `# Heading`: the front matter title is the page h1; start sections at ##',
  'code-fence': 'close the code block with the same fence that opened it (```)',
  'code-language': 'put the language after the opening fence: ```bash, ```json, ```swift… (```text for output)',
  'needs-code': 'add a complete sample in a fenced code block with its language',
  'prose-length': 'say what the page lets the reader do, with types, defaults, ranges, units and errors',
  opening: 'open with what the reader can do here ("Query turbulence along a route…"), not "This page…"',
  provenance: 'state the fact itself, or say once that SkyPath has not published it; never where the text came from',
  placeholder: 'write the content, or leave the section out until it exists',
  'admonition-title': 'put the title in brackets: :::warning[Corridor limits]',
  'table-header': 'give every column a header cell',
  'image-alt': 'describe the image in its alt text: ![A corridor over the Atlantic](…)',
  'heading-level': 'use the next heading level (## then ###), never skip one',
  'task-list': 'use a plain list: a task-list checkbox has no label',
  'html-nesting': 'close each tag in the order it opened, and keep blocks out of paragraphs',
  mdx: 'fix the MDX at the line and column given (an unclosed tag, a stray { or <); or rename the page .md if it uses no components',
};

/** The facts file a page's new fact most likely belongs in. */
function factsFileOf(file: string): string {
  const sdk = sdkOfPage(file)?.sdk;
  if (sdk) return sdk === 'ios' ? 'facts/ios.json' : 'facts/web-sdk.json';
  return file.startsWith('api/') || file.startsWith('openapi/') ? 'facts/api.json' : 'facts/concepts.json';
}

/** The fix of an unsupported claim. */
export function claimFix(claim: Claim, file: string): string {
  if (claim.kind === 'derived') return 'correct the arithmetic, or give each operand a fact';
  if (claim.kind === 'sdk-name') {
    const sdk = sdkOfPage(file);
    const where =
      sdk?.sdk === 'ios'
        ? `facts/sdk/ios/sdk-${sdk.version}.yaml`
        : 'facts/sdk/web/ (the .d.ts of the version, or names.yaml)';
    return `write the name as the SDK of this version declares it (${where}); if the SDK has it and the facts do not, add it there in this pull request with its source`;
  }
  const newFact = `add to ${factsFileOf(file)} {id, kind, text, topics, status, source} with its source`;
  if (claim.kind === 'absence')
    return `if SkyPath has said so, ${newFact.replace('kind', 'kind: "absence", absent')}; if not, take it out and add an open question to facts/open-questions.json`;
  return `say it as the facts do, with the subject they name (${SUBJECTS_FILE}); a new true fact: ${newFact}; no product fact (a reader's example): add it to ${ALLOWED_FILE} with a reason; otherwise take it out, or list it among the section's open questions`;
}
