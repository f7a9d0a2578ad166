import { describe, expect, it } from 'vitest';
import { serializeBootData } from './boot-data.js';

describe('serializeBootData', () => {
  it('cannot close the script element and round-trips', () => {
    const data = { shell: { title: '</script><script>alert(1)</script>' }, page: { chain: [], files: {} } } as never;
    const text = serializeBootData(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
