/**
 * Author `socials` as Docusaurus 3.7.0 normalises them: a handle of a known platform becomes
 * the platform's profile URL, an absolute http(s) URL stays as written, anything else with a
 * `/` is refused.
 */

/** Social links of an author, platform → URL (or the value as written for unknown platforms). */
export type AuthorSocials = Record<string, string>;

/** Profile URL of a handle on each platform Docusaurus knows (platform names compared lower-cased). */
const PROFILE_URL: Readonly<Record<string, (handle: string) => string>> = Object.assign(Object.create(null), {
  x: (h: string) => `https://x.com/${h}`,
  twitter: (h: string) => `https://twitter.com/${h}`,
  github: (h: string) => `https://github.com/${h}`,
  linkedin: (h: string) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h: string) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h: string) => `https://bsky.app/profile/${h}`,
  instagram: (h: string) => `https://www.instagram.com/${h}`,
  threads: (h: string) => `https://www.threads.net/@${h}`,
  mastodon: (h: string) => `https://mastodon.social/@${h}`,
  twitch: (h: string) => `https://twitch.tv/${h}`,
  youtube: (h: string) => `https://youtube.com/@${h}`,
});

/** Known platforms whose value must be a string (stackoverflow also takes a number: YAML reads `4711` as one). */
const STRING_PLATFORMS = new Set(['twitter', 'github', 'linkedin', 'x', 'bluesky', 'instagram', 'threads', 'mastodon', 'twitch', 'youtube']);

/** A social entry that cannot be normalised; `reason` says why. */
export class InvalidSocialError extends Error {
  constructor(
    readonly platform: string,
    readonly value: unknown,
  ) {
    super(
      `Author socials must be user names, ids or handles, or absolute http(s) URLs; "${platform}" has the value ${JSON.stringify(value)}.`,
    );
    this.name = 'InvalidSocialError';
  }
}

/**
 * Validates `socials` as written in authors.yml or front matter (a mapping; the known
 * platforms take strings, `stackoverflow` also a number, which becomes a string).
 *
 * @throws InvalidSocialError for a known platform with a non-string value
 * @throws TypeError when `socials` is not a mapping
 */
export function validateSocials(socials: unknown): Record<string, unknown> {
  if (socials === null || typeof socials !== 'object' || Array.isArray(socials)) {
    throw new TypeError('"socials" must be a mapping of platform names to handles or URLs.');
  }
  return Object.fromEntries(
    Object.entries(socials).map(([platform, value]) => {
      if (platform === 'stackoverflow' && typeof value === 'number') return [platform, String(value)];
      if (STRING_PLATFORMS.has(platform) || platform === 'stackoverflow') {
        if (typeof value !== 'string') throw new InvalidSocialError(platform, value);
      }
      return [platform, value];
    }),
  );
}

/**
 * Normalises validated socials: handles of known platforms (case-insensitive name, stored
 * lower-cased) become profile URLs; absolute http(s) URLs and values of unknown platforms stay.
 *
 * @throws InvalidSocialError for a non-string value, or a value with `/` that is not an http(s) URL
 */
export function normalizeSocials(socials: Record<string, unknown>): AuthorSocials {
  return Object.fromEntries(
    Object.entries(socials).map(([platform, value]): [string, string] => {
      if (typeof value !== 'string') throw new InvalidSocialError(platform, value);
      if (value.startsWith('http://') || value.startsWith('https://')) return [platform, value];
      if (value.includes('/')) throw new InvalidSocialError(platform, value);
      const profileUrl = PROFILE_URL[platform.toLowerCase()];
      return profileUrl ? [platform.toLowerCase(), profileUrl(value)] : [platform, value];
    }),
  );
}
