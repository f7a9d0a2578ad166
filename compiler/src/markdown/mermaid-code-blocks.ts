import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/**
 * With `markdown.mermaid` on, as Docusaurus's Mermaid remark step does: every ```` ```mermaid ````
 * code block becomes a `<Mermaid value="…source…"/>` element, which `@theme/Mermaid` renders as a
 * diagram. It runs after `beforeDefaultRemarkPlugins` and before the default transforms, so the
 * element is read like authored JSX (its `value` a static prop). Without the option, a mermaid
 * block stays a code block, as in Docusaurus.
 */
export function markMermaidCodeBlocks(tree: Root): void {
  replaceIn(tree);
}

/** Replaces the mermaid code blocks among a node's descendants (lists, quotes, admonitions…). */
function replaceIn(node: Nodes): void {
  if (!('children' in node)) return;
  const children = node.children as RootContent[];
  children.forEach((child, i) => {
    if (child.type === 'code' && child.lang === 'mermaid') {
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Mermaid',
        attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: child.value }],
        children: [],
        ...(child.position ? { position: child.position } : {}),
      };
      children[i] = element;
    } else {
      replaceIn(child);
    }
  });
}
