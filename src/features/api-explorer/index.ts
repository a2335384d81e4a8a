/**
 * The API explorer's handling of what a reader types and what comes back: a body that is not JSON
 * or too large, an empty or odd API key, an answer that is a file, a host that refuses or never
 * answers, each stopped or shown with a plain message; and the explorer with its code generators
 * loaded only when the reader opens it.
 */
import type {Feature} from '../../core/feature';

export default {name: 'api-explorer', folder: __dirname} satisfies Feature;
