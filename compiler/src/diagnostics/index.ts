export * from './diagnostic.js';
