export * from './diagnostic.js';
export * from './collect-errors.js';
