import type { ReactNode } from 'react';
import { useShell } from '../../client/runtime-context.js';
import type { FooterConfig } from '../../footer/footer-config.js';

/** Props of `@theme/Footer/Layout`, as Docusaurus's: the footer's style and its rendered parts. */
export interface FooterLayoutProps {
  style: 'light' | 'dark';
  links: ReactNode;
  logo: ReactNode;
  copyright: ReactNode;
}

/**
 * `@theme/Footer/Layout`: the `<footer>` (`footer--dark` for the dark style) holding the links,
 * then a bottom row with the logo, the copyright and sitegraph's "made with" note
 * (`themeConfig.footer.madeWith`, which a swizzled layout leaves out unless it renders it).
 */
export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  const config = useShell().themeConfig.footer as FooterConfig | undefined;
  const madeWith = config?.madeWith === false ? null : (config?.madeWith ?? 'Built with sitegraph, the documentation framework.');
  return (
    <footer className={`footer${style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="container">
        {links}
        <div className="footer__bottom">
          {logo}
          {copyright}
          {madeWith ? <div className="footer__made-with" dangerouslySetInnerHTML={{ __html: madeWith }} /> : null}
        </div>
      </div>
    </footer>
  );
}
