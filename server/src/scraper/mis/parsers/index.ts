/** The MIS page parsers: pure functions from page text to the types of ../types.ts. */
export * from './values.js';
export * from './faults.js';
export * from './webforms.js';
export * from './dynamic-works.parser.js';
export * from './work-register.parser.js';
export * from './material-register.parser.js';
export * from './fto.parser.js';
