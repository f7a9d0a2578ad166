import { describe, expect, it } from 'vitest';
import { loadRuntime } from './load-runtime.js';

describe('loadRuntime', () => {
  it('tells an API user to install the runtime when it is missing, not to build a repository', async () => {
    const missing = '@sitegraph/runtime-not-installed';
    const error = await loadRuntime(missing).then(
      () => null,
      (e: unknown) => e as { code: string; message: string },
    );
    expect(error?.code).toBe('cli/runtime-missing');
    expect(error?.message).toContain(`npm install ${missing}`);
    expect(error?.message).toContain('graphOnly');
    expect(error?.message).not.toMatch(/npm run build|repository root/);
  });

  it('loads the installed runtime', async () => {
    expect(typeof (await loadRuntime()).buildSite).toBe('function');
  });
});
