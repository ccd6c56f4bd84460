/* global module */
// node-polyglot requires the `object.entries` polyfill (and through it ~12 kB of es-abstract
// helpers); every browser we support has Object.entries natively.
module.exports = Object.entries;
