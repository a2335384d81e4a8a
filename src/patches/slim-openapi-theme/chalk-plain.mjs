// Stands in for `chalk` in the site's bundles. The OpenAPI theme's response examples import the
// plugin's example generator, which colours one console warning with chalk (its terminal colour
// tables are about 14 KB). Here every style, chained or not, returns the text uncoloured.
/** @typedef {((...parts: unknown[]) => string) & {[style: string]: Style}} Style */
const style = /** @type {Style} */ (
  new Proxy((/** @type {unknown[]} */ ...parts) => parts.join(' '), {get: () => style})
);
export default style;
