/** Version of the compiler; part of the graph and of parse-cache keys. */
export const COMPILER_VERSION = '0.1.0';
