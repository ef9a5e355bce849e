// The bundler's loader for `inlineStrings.ts`. Loaders are loaded with Node's require, which cannot read
// TypeScript; tsx's require can.
const {require: tsxRequire} = require('tsx/cjs/api');

const {inlineSiteStrings} = tsxRequire('./inlineStrings.ts', __filename);

module.exports = function inlineStringsLoader(source) {
  const {table, tableFile} = this.getOptions();
  this.addDependency(tableFile);
  return inlineSiteStrings(source, table).code;
};
