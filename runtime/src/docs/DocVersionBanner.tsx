import { useShell } from '../client/runtime-context.js';
import type { DocData } from '../data/site-data.js';
import { Link } from '../router/Link.js';
import { usePreferredVersion } from './use-preferred-version.js';
import { useDocsVersion } from './DocsVersionRoot.js';
import { themeMessage } from '../i18n/theme-message.js';
import { themeMessageNodes } from '../i18n/theme-message-nodes.js';

/**
 * The banner of an unreleased or unmaintained docs version, linking to the same doc in the
 * latest version (else its main doc); following the link stores the latest as preferred. Its
 * sentences are Docusaurus's messages (`theme.docs.versions.unreleasedVersionLabel` or
 * `unmaintainedVersionLabel`, then `latestVersionSuggestionLabel` with the
 * `latestVersionLinkLabel` link and the latest `versionLabel`), so a site's `code.json` applies.
 */
export function DocVersionBanner({ doc, className }: { doc: Pick<DocData, 'versionPaths'> | null; className?: string }) {
  const version = useDocsVersion();
  const shell = useShell();
  const { save } = usePreferredVersion(version?.pluginId ?? 'default');
  if (!version || !version.banner || version.banner === 'none') return null;
  const latest = version.latest;
  const target = doc?.versionPaths[latest.name] ?? latest.mainDocPath;
  return (
    <div className={`version-banner version-banner--${version.banner}${className ? ` ${className}` : ''}`} role="alert">
      <p>
        {themeMessage(version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel', {
          siteTitle: shell.site.title,
          versionLabel: version.label,
        })}
      </p>
      <p>
        {themeMessageNodes('theme.docs.versions.latestVersionSuggestionLabel', {
          latestVersionLink: (
            <Link to={target} onClick={() => save(latest.name)}>
              <strong>{themeMessage('theme.docs.versions.latestVersionLinkLabel')}</strong>
            </Link>
          ),
          versionLabel: latest.label,
        })}
      </p>
    </div>
  );
}

/** "Version: <label>" above a doc when the version has a badge; `className` is added to its `<span>`. */
export function DocVersionBadge({ className }: { className?: string } = {}) {
  const version = useDocsVersion();
  if (!version?.badge) return null;
  return <span className={`badge version-badge${className ? ` ${className}` : ''}`}>{themeMessage('theme.docs.versionBadge.label', { versionLabel: version.label })}</span>;
}
