import { describe, expect, it } from 'vitest';
import { normalizeHast, staticExpressionValue } from './normalize-hast.js';

describe('normalizeHast', () => {
  it('turns MDX JSX into elements and collects component names', () => {
    const { root, componentNames } = normalizeHast({
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Tabs',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'groupId', value: 'os' },
            { type: 'mdxJsxAttribute', name: 'lazy', value: null },
            { type: 'mdxJsxAttribute', name: 'values', value: { type: 'mdxJsxAttributeValueExpression', value: '[{"label":"A","value":"a"}]' } },
            { type: 'mdxJsxAttribute', name: 'onClick', value: { type: 'mdxJsxAttributeValueExpression', value: '() => alert(1)' } },
          ],
          children: [{ type: 'element', tagName: 'TabItem', properties: { value: 'a' }, children: [] }],
        },
        { type: 'mdxjsEsm', value: 'import Tabs from "@theme/Tabs"' },
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'mdxTextExpression', value: 'x' }, { type: 'text', value: 'ok' }] },
      ] as never,
    });
    expect([...componentNames].sort()).toEqual(['TabItem', 'Tabs']);
    expect(root.children).toHaveLength(2);
    expect(root.children[0]).toMatchObject({ type: 'element', tagName: 'Tabs', properties: { groupId: 'os', lazy: true, values: [{ label: 'A', value: 'a' }] } });
    expect((root.children[0] as { properties: object }).properties).not.toHaveProperty('onClick');
    expect(root.children[1]).toMatchObject({ children: [{ type: 'text', value: 'ok' }] });
  });
  it('unwraps a summary from its paragraph', () => {
    const { root } = normalizeHast({
      type: 'root',
      children: [{ type: 'element', tagName: 'details', properties: {}, children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: 'More' }] }] }] }],
    });
    expect(root.children[0]).toMatchObject({ tagName: 'details', children: [{ tagName: 'summary' }] });
  });
  it('evaluates only static literals', () => {
    expect(staticExpressionValue('42')).toBe(42);
    expect(staticExpressionValue("'hi'")).toBe('hi');
    expect(staticExpressionValue('window.x')).toBeUndefined();
  });
});

describe('raw HTML', () => {
  it('becomes an SgRaw element that knows whether it is inline', () => {
    const { root } = normalizeHast({
      type: 'root',
      children: [
        { type: 'raw', value: '<div class="x">a</div>' },
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'raw', value: '<b>b</b>' }] },
      ] as never,
    });
    expect(root.children[0]).toMatchObject({ tagName: 'SgRaw', properties: { value: '<div class="x">a</div>', inline: false } });
    expect(root.children[1]).toMatchObject({ children: [{ tagName: 'SgRaw', properties: { inline: true } }] });
  });
});
