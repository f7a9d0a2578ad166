import { z } from 'zod';
import { CompileError, type Diagnostic } from '../diagnostics/index.js';
import { siteConfigSchema, type SiteConfig } from './site-config.js';

/**
 * Validates raw site configuration data and applies every default.
 *
 * Plugin options get their ids copied from the instance (`options.id === id`), and every
 * problem is reported at once.
 *
 * @param raw the parsed `site.json` or the default export of `sitegraph.config.ts`
 * @param file config file name relative to the site folder, for errors
 * @throws CompileError `config/invalid` with one diagnostic per problem, each naming the option path
 */
export function validateSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new CompileError(result.error.issues.map((issue) => issueToDiagnostic(issue, file)));
  }
  const config = result.data;
  for (const p of config.plugins) p.options.id = p.id;
  const seen = new Set<string>();
  const duplicates: Diagnostic[] = [];
  for (const p of config.plugins) {
    const key = `${p.plugin}@${p.id}`;
    if (seen.has(key)) {
      duplicates.push({
        level: 'error',
        code: 'config/duplicate-plugin-id',
        message: `Two "${p.plugin}" plugin instances have the id "${p.id}"; give each instance a unique id.`,
        file,
      });
    }
    seen.add(key);
  }
  if (duplicates.length) throw new CompileError(duplicates);
  return config;
}

function issueToDiagnostic(issue: z.core.$ZodIssue, file: string): Diagnostic {
  const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
  return { level: 'error', code: 'config/invalid', message: `${where}: ${issue.message}`, file };
}
