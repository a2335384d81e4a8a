// What the API explorer says about input it should not send and answers it cannot show.
// site-spec.md §5 leaves user input validation and §8 server errors out of the product's
// catalogue, so these messages are ours: each says what happened, that nothing was sent when
// nothing was, and what to do next. Pure functions, loaded with the explorer's wrappers (never
// with the page) and tested without a browser.

/** Above this many characters the body field and the code samples leave the body out (`samplesLeftOut`). */
export const SAMPLE_BODY_LIMIT = 100 * 1024;

/** The longest API key the explorer sends: more is something else pasted, or more than a header carries. */
export const KEY_MAX_LENGTH = 4096;

/** `5242880` → `5 MB`, `1536` → `1.5 KB`. */
export function formatSize(characters: number): string {
  const oneDecimal = (n: number) => n.toFixed(1).replace(/\.0$/, '');
  if (characters < 1024) return `${characters} bytes`;
  if (characters < 1024 * 1024) return `${oneDecimal(characters / 1024)} KB`;
  return `${oneDecimal(characters / (1024 * 1024))} MB`;
}

/**
 * Why the text is not JSON, or undefined when it parses. V8 says where JSON broke as `position N`,
 * and (since Chrome 121) `(line L column C)`: the line and column are added when missing.
 */
function jsonProblem(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    if (!position || /line \d+/.test(message)) return message;
    const before = text.slice(0, Number(position[1]));
    return `${message} (line ${before.split('\n').length} column ${before.length - before.lastIndexOf('\n')})`;
  }
}

/**
 * Why a request body cannot go as typed, or undefined. A JSON body must parse; an empty one is left
 * to the theme's own "This field is required" when the operation requires a body.
 */
export function bodyProblem(text: string, contentType: string | undefined): string | undefined {
  if (!contentType?.includes('json') || text.trim() === '') return undefined;
  const reason = jsonProblem(text);
  return reason && `The body is not valid JSON: ${reason}. Fix it and send again. Nothing was sent.`;
}

/** A character named so that a reader can find it: `"к" (U+043A)`, `a line break`. */
function describeCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (character === '\n' || character === '\r') return 'a line break';
  if (character === '\t') return 'a tab';
  if (character === ' ') return 'a space';
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  return code < 0x20 || code === 0x7f ? `a control character (U+${hex})` : `"${character}" (U+${hex})`;
}

/**
 * Why an API key cannot go in the request's header, or undefined. A header carries visible ASCII
 * only: the browser refuses a line break or a character beyond Latin-1 (fetch throws), and drops
 * spaces at either end, so what arrives would not be what was typed.
 */
export function keyProblem(key: string | undefined, header: string): string | undefined {
  if (!key || key.trim() === '')
    return `Enter your API key under Auth (it goes in the ${header} header), then send again. Nothing was sent.`;
  if (key.length > KEY_MAX_LENGTH)
    return `The API key is ${key.length.toLocaleString('en-US')} characters long, more than the ${KEY_MAX_LENGTH.toLocaleString('en-US')} a header carries safely: paste only the key under Auth, then send again. Nothing was sent.`;
  const odd = [...key].findIndex((character) => !/^[\x21-\x7e]$/.test(character));
  if (odd === -1) return undefined;
  const character = [...key][odd]!;
  return `The API key contains ${describeCharacter(character)} at character ${odd + 1}, which the ${header} header cannot carry as typed (a header holds visible ASCII characters only). Paste the key again under Auth, then send again. Nothing was sent.`;
}

/** The theme's own messages when a request fails (docusaurus-theme-openapi-docs@5.2.0 `Request/index.js`, `getErrorMessage`). */
const THEME_FAILURES: {kind: 'timeout' | 'network' | 'other'; starts: string}[] = [
  {kind: 'timeout', starts: 'The request timed out'},
  {kind: 'network', starts: 'Unable to reach the server'},
  {kind: 'network', starts: 'The request was blocked'},
  {kind: 'other', starts: 'An unexpected error occurred'},
  {kind: 'other', starts: 'Connection failed'},
];

/**
 * The message for a request that got no answer the explorer can show: the theme's own message
 * (which it sets but never displays) in plain words, naming the host; our own messages pass as they are.
 */
export function failureMessage(message: string, host: string, timeoutMs: number): string {
  const failure = THEME_FAILURES.find(({starts}) => message.startsWith(starts));
  switch (failure?.kind) {
    case 'timeout':
      return `${host} did not answer within ${timeoutMs / 1000} seconds, so the explorer stopped waiting. Check the Base URL and send again; for a slow answer, run the curl sample with a longer timeout.`;
    case 'network':
      return `No answer from ${host}: the connection failed (the host is down or unreachable, or it refused a request from this page). Check your connection and the Base URL, then send again.`;
    case 'other':
      return `The request to ${host} failed before an answer came back. Send again; if it keeps failing, run the curl sample.`;
    default:
      return message;
  }
}

/** The message for an answer that was a file, which the theme would have downloaded as `fileName`. */
export function fileAnswerMessage(host: string, fileName: string): string {
  const extension = fileName.split('.').pop() ?? '';
  return `${host} answered with a file (.${extension}), not JSON, so the explorer cannot show it and did not save it. The SkyPath API answers JSON: check the Base URL, then send again.`;
}

/**
 * A note on an answer that is not JSON, or undefined when it is: a page of HTML from a proxy, plain
 * text, an empty body, JSON that does not parse. The answer itself is shown below it, as received.
 */
export function answerNote(
  code: number | string,
  headers: Readonly<Record<string, string>> | undefined,
  body: string,
): string | undefined {
  const contentType = headers?.['content-type']?.split(';')[0]?.trim();
  const status = `The server answered ${code}`;
  if (body.trim() === '') return `${status} with an empty body: there is nothing to show.`;
  if (contentType && !/[/+]json$/.test(contentType)) {
    const kind = contentType === 'text/html' ? 'an HTML page' : contentType;
    return `${status} with ${kind}, not JSON (a proxy or gateway in the way can answer so). It is shown below as received.`;
  }
  const reason = jsonProblem(body);
  return (
    reason &&
    `${status}${contentType ? '' : ' without a Content-Type'}, but the body is not valid JSON (${reason}). It is shown below as received.`
  );
}

/** The note shown instead of the code samples when the body is too large to copy into each of them. */
export function samplesLeftOut(characters: number): string {
  return `The request body is ${formatSize(characters)}, so the code samples are not shown: copying a body over ${formatSize(SAMPLE_BODY_LIMIT)} into each sample would freeze the page. You can still send it below; with curl, save the body to a file and pass --data @body.json.`;
}
