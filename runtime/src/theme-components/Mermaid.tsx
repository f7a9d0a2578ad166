/**
 * `@theme/Mermaid`: the diagram's source in `<pre class="mermaid">`. The runtime has no diagram
 * renderer yet, so the diagram shows as its text.
 */
export default function Mermaid({ value }: { value: string }) {
  return <pre className="mermaid">{value}</pre>;
}
