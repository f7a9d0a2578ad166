import type { ReactNode } from 'react';
import { AnnouncementBar } from '../announcement-bar/AnnouncementBar.js';
import { Footer as ThemeFooter } from '../footer/Footer.js';
import { Navbar as ThemeNavbar } from '../navbar/Navbar.js';
import { useRouteState } from '../router/route-state.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent.js';

/**
 * The shared chrome of a page (SPEC §2): skip-to-content link, announcement bar, navbar, the main
 * content wrapper (inside an error boundary reset on navigation) and the footer, each as the site
 * swizzles it. `wrapperClassName` is added to the main wrapper's classes; `noFooter` leaves the
 * footer out.
 */
export function ShellChrome({ children, noFooter, wrapperClassName }: { children: ReactNode; noFooter: boolean; wrapperClassName?: string }) {
  const { chain } = useRouteState();
  const leaf = chain[chain.length - 1];
  const Navbar = useThemeComponent('Navbar', ThemeNavbar);
  const Footer = useThemeComponent('Footer', ThemeFooter);
  const SkipLink = useThemeComponent('SkipToContent', SkipToContent);
  const Announcement = useThemeComponent('AnnouncementBar', AnnouncementBar);
  return (
    <>
      <SkipLink />
      <Announcement />
      <Navbar />
      <div id={MAIN_CONTENT_ID} className={`main-wrapper main-wrapper--${leaf?.view ?? 'page'}${wrapperClassName ? ` ${wrapperClassName}` : ''}`} tabIndex={-1}>
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </div>
      {noFooter ? null : <Footer />}
    </>
  );
}
