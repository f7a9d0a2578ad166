import type { ReactNode } from 'react';

/**
 * `@theme/Layout/Provider`: Docusaurus's providers of the theme's state (colour mode, announcement
 * bar, navbar, docs versions). The app already provides them around every page, so an ejected
 * `Layout` wrapping its content in this gets its `children` as they are.
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
