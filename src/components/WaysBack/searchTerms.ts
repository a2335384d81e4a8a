/** Words to search for, taken from the last part of a path: /ios/2.2/live-flight-map → "live flight map". */
export function searchTermsOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: search for the raw text.
  }
  return decoded
    .replace(/\.html?$/, '')
    .replace(/[-_.+]+/g, ' ')
    .trim();
}
