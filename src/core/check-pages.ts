/**
 * The pages a pull request's content job checks in the browser and with the HTML checker: the
 * routes in CHECK_PAGES, separated by commas; undefined when it is not set (every page).
 */
export function checkPages(value = process.env.CHECK_PAGES): string[] | undefined {
  const routes = value
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  return routes && routes.length > 0 ? routes : undefined;
}
