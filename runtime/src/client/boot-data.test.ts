import { describe, expect, it } from 'vitest';
import { assembleBootData, escapeInlineJson, serializeBootData } from './boot-data.js';

describe('serializeBootData', () => {
  it('cannot close the script element and round-trips', () => {
    const data = { shell: { title: '</script><script>alert(1)</script>' }, page: { chain: [], files: {} } } as never;
    const text = serializeBootData(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('assembleBootData', () => {
  it('gives the same JSON as serialising the whole boot data', () => {
    const shell = { title: 'a</script>' };
    const chain = [{ path: '/x', exact: true, view: 'doc', data: 'f1' }];
    const file = { view: 'doc', title: 'T \u2028 <b>' };
    const whole = serializeBootData({ shell, page: { chain, files: { f1: file } } } as never);
    const assembled = assembleBootData(escapeInlineJson(JSON.stringify(shell)), escapeInlineJson(JSON.stringify(chain)), [['f1', escapeInlineJson(JSON.stringify(file))]]);
    expect(assembled).toBe(whole);
  });
});
