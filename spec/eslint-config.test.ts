import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// React's hook rules are on wherever React code lives, so a stale dependency fails the lint.
describe('eslint config', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const stale = [
    "import { useEffect, useState } from 'react';",
    'export function Clock({ step }: { step: number }) {',
    '  const [t, setT] = useState(0);',
    '  useEffect(() => {',
    '    const id = setInterval(() => setT((x) => x + step), 1000);',
    '    return () => clearInterval(id);',
    '  }, []);',
    '  if (t > 10) useState(1);',
    '  return t;',
    '}',
  ].join('\n');

  for (const file of ['runtime/src/app/Clock.tsx', 'site/src/components/Clock.tsx', 'fixtures/sites/docusaurus-theme/src/Clock.tsx']) {
    it(`reports a missing effect dependency and a conditional hook in ${file.split('/')[0]}`, async () => {
      const [result] = await eslint.lintText(stale, { filePath: path.join(ROOT, file) });
      expect(result!.messages.map((m) => [m.ruleId, m.severity])).toEqual([
        ['react-hooks/exhaustive-deps', 2],
        ['react-hooks/rules-of-hooks', 2],
      ]);
    });
  }
});
