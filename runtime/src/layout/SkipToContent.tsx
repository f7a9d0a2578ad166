/** Id of the main content wrapper (the skip link's target). */
export const MAIN_CONTENT_ID = '__sg_main';

/** The first focusable element of every page: jumps to the main content (SPEC §2 shared layout). */
export function SkipToContent() {
  return (
    <div role="region" aria-label="Skip to main content">
      <a
        className="skip-to-content"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(e) => {
          const main = document.getElementById(MAIN_CONTENT_ID);
          if (!main) return;
          e.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
      >
        Skip to main content
      </a>
    </div>
  );
}
