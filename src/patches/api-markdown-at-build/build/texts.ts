import {getQualifierMessage, mergeAllOf} from './theme-helpers';

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A theme helper's answer, or nothing when the object is not the schema it expects. */
function attempt<T>(helper: () => T): T | undefined {
  try {
    return helper();
  } catch {
    return undefined;
  }
}

/**
 * The texts the OpenAPI theme can pass to `@theme/Markdown` on a reference page, from the page's
 * props and its `api` front matter: every description and example summary, and the qualifier line
 * of every schema, as given and with its `allOf` merged (as the theme shows it). More than the
 * theme shows is harmless; a text it shows that is missing loads marked in the browser, which the
 * browser tests fail on.
 */
export function markdownTexts(value: Json, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) markdownTexts(item, into);
    return into;
  }
  if (!isObject(value)) return into;
  for (const key of ['description', 'summary']) {
    const text = value[key];
    if (typeof text === 'string' && text !== '') into.add(text);
  }
  const qualifier = attempt(() => getQualifierMessage(value));
  if (typeof qualifier === 'string') into.add(qualifier);
  if ('allOf' in value) {
    const merged = attempt(() => mergeAllOf(value) as JsonObject);
    if (merged && !('allOf' in merged)) markdownTexts(merged, into);
  }
  for (const child of Object.values(value)) markdownTexts(child, into);
  return into;
}
