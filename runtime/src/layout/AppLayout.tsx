import { useEffect, type ReactNode } from 'react';
import { AnnouncementBar } from '../announcement-bar/AnnouncementBar.js';
import { Footer as ThemeFooter } from '../footer/Footer.js';
import { Navbar as ThemeNavbar } from '../navbar/Navbar.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { useSiteRuntime } from '../client/runtime-context.js';
import { forgetFailedReads } from '../router/read-data-file.js';
import { useRouteState } from '../router/route-state.js';
import { BackToTopButton } from './BackToTopButton.js';
import { ErrorBoundary, ErrorPage } from './ErrorBoundary.js';
import { trackKeyboardNavigation } from './keyboard-navigation.js';
import { NoFooterProvider } from './no-footer.js';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent.js';

/**
 * The shared layout of every page (SPEC §2): skip-to-content link, announcement bar, navbar,
 * main content (inside an error boundary reset on navigation), footer (skip link, announcement
 * bar, navbar and footer as the site swizzles them). Installs keyboard-navigation mode.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { location, chain } = useRouteState();
  const runtime = useSiteRuntime();
  useEffect(() => trackKeyboardNavigation(document), []);
  const leaf = chain[chain.length - 1];
  const Navbar = useThemeComponent('Navbar', ThemeNavbar);
  const Footer = useThemeComponent('Footer', ThemeFooter);
  const SkipLink = useThemeComponent('SkipToContent', SkipToContent);
  const Announcement = useThemeComponent('AnnouncementBar', AnnouncementBar);
  return (
    <NoFooterProvider>
      {(noFooter) => (
        <>
          <SkipLink />
          <Announcement />
          <Navbar />
          <div id={MAIN_CONTENT_ID} className={`main-wrapper main-wrapper--${leaf?.view ?? 'page'}`} tabIndex={-1}>
            <ErrorBoundary resetKey={location.pathname} fallback={(p) => <ErrorPage {...p} />} onTryAgain={() => forgetFailedReads(runtime.data)}>
              {children}
            </ErrorBoundary>
          </div>
          {noFooter ? null : <Footer />}
          <BackToTopButton />
        </>
      )}
    </NoFooterProvider>
  );
}
