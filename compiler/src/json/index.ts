export * from './canonical-json.js';
export * from './parse-json-file.js';
