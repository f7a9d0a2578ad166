import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import { Suspense, useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { ContentData } from '../data/site-data.js';
import { Head } from '../head/Head.js';
import { Link } from '../router/Link.js';
import { readDataFile } from '../router/read-data-file.js';
import { Admonition, AdmonitionTitle } from './components/Admonition.js';
import { CodeBlock, Pre } from './components/CodeBlock.js';
import { Details } from './components/Details.js';
import { Heading } from './components/Heading.js';
import { TabItem, Tabs } from './components/Tabs.js';
import { TOCInline } from './components/TOCInline.js';
import { Mermaid } from '../mermaid/Mermaid.js';
import { PHRASING_PARENTS, UnknownBlock, UnknownInline } from './components/UnknownComponent.js';
import { ContentContext } from './content-context.js';
import { normalizeHast } from './normalize-hast.js';
import { pageModuleKey } from '../router/page-modules.js';
import { SiteCodeLinks } from '../router/link-collector.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeMDXContent from '../theme-components/MDXContent.js';
import type { PageCodeRuntime, PageModuleCode } from './page-code.js';

/** A Markdown link of the content: checked by the compiler, so not collected again (`collect={false}`). */
function ContentLink({ href, children, ...rest }: { href?: string; children?: ReactNode }) {
  return (
    <Link href={href} collect={false} {...rest}>
      {children}
    </Link>
  );
}

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Markdown's `h1`–`h6` rendered by `HeadingComponent` as `<HeadingComponent as="h2" …>`, as Docusaurus's `MDXComponents` does. */
function headingsOf(HeadingComponent: ComponentType<{ as: HeadingLevel; id?: string; children?: ReactNode }>): Record<string, ComponentType<any>> {
  return Object.fromEntries((['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((as) => [as, (props: { id?: string; children?: ReactNode }) => <HeadingComponent as={as} {...props} />]));
}

const headings = headingsOf(Heading);

/** Components every site has; the site's registry can replace any of them. */
export const BUILTIN_COMPONENTS: Record<string, ComponentType<any>> = {
  Admonition,
  Tabs,
  TabItem,
  CodeBlock,
  Details,
  TOCInline,
  // ```mermaid blocks with markdown.mermaid on (the compiler's <Mermaid value>).
  Mermaid,
  // MDX `<head>` (renamed `Head` by the compiler): its tags go into the page head, not the body.
  Head,
};

/** Renders a raw HTML node (`md` format) in a wrapper fitting its place. */
function RawHtml({ value, inline }: { value?: string; inline?: boolean }) {
  return inline ? <span className="sg-raw" dangerouslySetInnerHTML={{ __html: value ?? '' }} /> : <div className="sg-raw" dangerouslySetInnerHTML={{ __html: value ?? '' }} />;
}

/**
 * The components of Markdown's HTML elements a site can replace, under Docusaurus's
 * `MDXComponents` keys (`a`, `pre`, `h1`–`h6`, `admonition`); `@theme/MDXComponents` has them, so
 * a swizzled one spreading the original keeps them.
 */
export const ELEMENT_MDX_COMPONENTS: Record<string, ComponentType<any>> = {
  a: ContentLink,
  pre: Pre,
  ...headings,
  admonition: Admonition,
};

const ELEMENT_COMPONENTS: Record<string, ComponentType<any>> = {
  ...ELEMENT_MDX_COMPONENTS,
  mdxAdmonitionTitle: AdmonitionTitle,
  SgRaw: RawHtml,
};

/**
 * The registry's components for HTML element names (lower-case keys: `table`, `img`, `a`, …),
 * which replace the elements' rendering, as a swizzled `MDXComponents`' keys do in Docusaurus.
 */
function elementOverrides(registry: Record<string, ComponentType<any>>): Record<string, ComponentType<any>> {
  const overrides: Record<string, ComponentType<any>> = {};
  for (const [name, component] of Object.entries(registry)) {
    if (/^[a-z][a-z0-9]*$/.test(name) && component !== ELEMENT_MDX_COMPONENTS[name]) overrides[name] = component;
  }
  return overrides;
}

const BASE_COMPONENTS: Record<string, ComponentType<any>> = { ...ELEMENT_COMPONENTS, SgUnknownBlock: UnknownBlock, SgUnknownInline: UnknownInline };
const baseComponentsByRegistry = new WeakMap<object, Record<string, ComponentType<any>>>();

/**
 * The components every body of a site renders with before its own names are resolved: the
 * element components, the unknown-name fallbacks, and the registry's `Admonition`, swizzled
 * `Heading` and element overrides. Kept per registry (a site has one), not rebuilt per body, so
 * the swizzled heading components keep their identity across renders.
 */
function baseComponents(registry: Record<string, ComponentType<any>> | undefined): Record<string, ComponentType<any>> {
  if (!registry) return BASE_COMPONENTS;
  let found = baseComponentsByRegistry.get(registry);
  if (found) return found;
  found = { ...BASE_COMPONENTS };
  if (registry.Admonition) found.admonition = registry.Admonition;
  // A swizzled `Heading` renders Markdown's headings, as Docusaurus's `MDXComponents` maps them to it.
  if (registry.Heading && registry.Heading !== Heading) Object.assign(found, headingsOf(registry.Heading));
  Object.assign(found, elementOverrides(registry));
  baseComponentsByRegistry.set(registry, found);
  return found;
}

/** Renames elements with unknown component names to the inline or block fallback. */
function markUnknown(node: { children?: unknown[] }, unknown: ReadonlySet<string>, inPhrasing: boolean): void {
  for (const child of (node.children ?? []) as { type: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] }[]) {
    if (child.type !== 'element') continue;
    const name = child.tagName!;
    if (unknown.has(name)) {
      child.tagName = inPhrasing ? 'SgUnknownInline' : 'SgUnknownBlock';
      child.properties = { 'data-sg-component': name };
    }
    markUnknown(child, unknown, inPhrasing || PHRASING_PARENTS.has(name));
  }
}

/**
 * Renders a page body (hast from the compiler's page chunk) with hast-util-to-jsx-runtime.
 * Capitalised element names resolve in the site's component registry, then the built-ins
 * (Admonition, Tabs, TabItem, CodeBlock, Details, TOCInline); an unknown name renders a visible,
 * labelled fallback. Internal links become router links. The body renders inside
 * `@theme/MDXContent`, as the site swizzles it.
 */
export function Content({ content }: { content: ContentData }) {
  const MDXContent = useThemeComponent('MDXContent', ThemeMDXContent);
  return (
    <MDXContent>
      <Suspense fallback={null}>{content.deferred ? <DeferredContent deferred={content.deferred} /> : <RenderedContent content={content} />}</Suspense>
    </MDXContent>
  );
}

/**
 * A body left out of the inlined page data: during hydration it suspends, so React keeps the
 * server HTML until the full data file (already requested after hydration) arrives.
 */
function DeferredContent({ deferred }: { deferred: NonNullable<ContentData['deferred']> }) {
  const runtime = useSiteRuntime();
  const file = readDataFile(runtime.data, deferred.file);
  let value: unknown = file;
  for (const key of deferred.path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  const content = value as ContentData | undefined;
  if (!content?.body) throw new Error(`The content at ${deferred.path.join('.')} of ${deferred.file} is missing.`);
  return <RenderedContent content={content} />;
}

/**
 * What the page's own module exports: `exports`, the components and values its MDX imports or
 * declares, and `code`, its expressions and partials used as values (when it has code); null
 * for a page without a module. Suspends until the module is loaded: during hydration React
 * keeps the server HTML meanwhile; the server render has every module already.
 */
function usePageModule(source: string | undefined): { exports: Readonly<Record<string, unknown>>; code?: PageModuleCode } | null {
  const runtime = useSiteRuntime();
  if (source === undefined) return null;
  const key = pageModuleKey(source);
  const loaded = runtime.modules.peek(key);
  if (!loaded) throw runtime.modules.load(key);
  const code = (loaded as { __sitegraphCode?: PageModuleCode }).__sitegraphCode;
  return { exports: (loaded.default ?? {}) as Record<string, unknown>, ...(code ? { code } : {}) };
}

/** A name as the page's module binds it: `Card`, or a member of a namespace (`Icons.Star`). */
function fromPageModule(exports: Readonly<Record<string, unknown>> | null, name: string): ComponentType<any> | undefined {
  if (!exports) return undefined;
  let value: unknown = exports;
  for (const part of name.split('.')) value = value !== null && (typeof value === 'object' || typeof value === 'function') ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value) ? (value as ComponentType<any>) : undefined;
}

/**
 * Renders a hast body: element names resolve through `resolve` (the page module, the site's
 * registry, the built-ins), unknown ones to the labelled fallback. On a page with code
 * (`codeRuntime`, from its module), the compiler's `SgExpression` placeholders are its
 * expressions (never a site component), and an element whose attributes need code
 * (`data.codeProps`) renders through a component that evaluates them.
 */
function renderHast(body: Root, resolve: (name: string) => ComponentType<any> | undefined, registry: Record<string, ComponentType<any>> | undefined, codeRuntime?: PageCodeRuntime): ReactNode {
  const { root, componentNames } = normalizeHast(body);
  const components: Record<string, ComponentType<any>> = { ...baseComponents(registry) };
  const unknown = new Set<string>();
  for (const name of componentNames) {
    const c = name === 'SgExpression' && codeRuntime ? codeRuntime.Expression : resolve(name);
    if (c) components[name] = c;
    else unknown.add(name);
  }
  if (unknown.size) markUnknown(root, unknown, false);
  if (codeRuntime) withCodeProps(root, components, codeRuntime);
  return toJsxRuntime(root, { Fragment, jsx, jsxs, components: components as Partial<Components>, ignoreInvalidStyle: true, passKeys: true });
}

/** Gives each element with `data.codeProps` a component of its own that adds them (`codePropsComponent`). */
function withCodeProps(node: { children?: unknown[] }, components: Record<string, ComponentType<any>>, codeRuntime: PageCodeRuntime): void {
  for (const child of (node.children ?? []) as { type: string; tagName?: string; data?: { codeProps?: [string, number][] }; children?: unknown[] }[]) {
    if (child.type !== 'element') continue;
    const codeProps = child.data?.codeProps;
    if (codeProps) {
      const name = `SgCodeProps${Object.keys(components).length}`;
      components[name] = codeRuntime.codePropsComponent(components[child.tagName!] ?? child.tagName!, codeProps);
      child.tagName = name;
    }
    withCodeProps(child, components, codeRuntime);
  }
}

function RenderedContent({ content }: { content: ContentData }) {
  const runtime = useSiteRuntime();
  const registry = runtime.site.components;
  const pageModule = usePageModule(content.module);
  const exports = pageModule?.exports ?? null;
  // What the page imports first: it named the module it wants.
  const resolve = useCallback((name: string) => fromPageModule(exports, name) ?? registry?.[name] ?? BUILTIN_COMPONENTS[name], [exports, registry]);
  const code = pageModule?.code;
  const codeContext = useMemo(() => (code ? code.runtime.pageCodeContext(code, resolve, (body) => renderHast(body, resolve, registry, code.runtime)) : null), [code, resolve, registry]);
  const rendered = useMemo(() => renderHast(content.body, resolve, registry, code?.runtime), [content.body, resolve, registry, code]);
  // A page whose content renders the site's own components: the links they render are collected.
  const body = content.module !== undefined ? <SiteCodeLinks source={content.module}>{rendered}</SiteCodeLinks> : rendered;
  return (
    <ContentContext.Provider value={content}>
      {code ? <code.runtime.CodeProvider value={codeContext}>{body}</code.runtime.CodeProvider> : body}
    </ContentContext.Provider>
  );
}
