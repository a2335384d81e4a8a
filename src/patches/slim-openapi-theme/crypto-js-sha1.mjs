// Stands in for `crypto-js` in the browser bundle (see ./index.ts). The OpenAPI theme calls only
// CryptoJS.SHA1 (ApiExplorer/storage-utils), so only SHA-1 is bundled; the hashes are identical.
import SHA1 from 'crypto-js/sha1.js';

export default {SHA1};
