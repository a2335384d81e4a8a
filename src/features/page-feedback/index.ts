/** "Was this page helpful?" under every doc. */
import type {Feature} from '../../core/feature';

export default {name: 'page-feedback', folder: __dirname} satisfies Feature;
