export * from './canonical-json.js';
