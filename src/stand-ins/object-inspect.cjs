// object-inspect (~17 KB) in the SPA's build (vite.config.ts, standIns): the side-channel packages under qs (refine's
// and react-router's query strings) import it only to name a missing key in the error of their `assert`, which qs
// never calls. The key is named with String instead. CommonJS, as its importers `require` it.
'use strict';

module.exports = function inspect(value) {
  return String(value);
};
