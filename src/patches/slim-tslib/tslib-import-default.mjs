// What `@docusaurus/utils-common` gets for `require("tslib")` (./index.ts): the one helper it calls,
// as tslib 2.9.1 writes it (tslib.js, `__importDefault`).

/**
 * @param {unknown} mod
 * @returns {unknown}
 */
export function __importDefault(mod) {
  return mod && /** @type {{__esModule?: unknown}} */ (mod).__esModule ? mod : {default: mod};
}
