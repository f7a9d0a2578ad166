import { userCodeError } from './user-code-error.js';

/**
 * Evaluates a module of the site's own code (a config, a sidebars module) with jiti, as
 * Docusaurus loads its config: ESM, CJS or TypeScript, imports resolved from the module's own
 * folder (so the site's `node_modules` work), without jiti's module cache so that dev reloads
 * see edits. jiti is imported on first use: loading it costs ~0.1 s, and sites with site.json
 * and JSON sidebars never need it. This runs the site's code with the user's rights: see
 * SECURITY.md.
 *
 * @param abs the module's absolute path
 * @param file the module's site-relative path, for errors
 * @param code the error code when it fails (`config/load-failed`, `sidebars/load-failed`)
 * @returns the module namespace (or `module.exports`)
 * @throws CompileError `code` naming the file (and line, when the stack tells) when
 *   the module or one of its imports throws or cannot be found
 */
export async function importUserModule(abs: string, file: string, code: string): Promise<unknown> {
  const { createJiti } = await import('jiti');
  try {
    return await createJiti(abs, { moduleCache: false, fsCache: false }).import(abs);
  } catch (error) {
    throw userCodeError(error, abs, file, code);
  }
}
