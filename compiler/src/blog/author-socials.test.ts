import { describe, expect, it } from 'vitest';
import { InvalidSocialError, normalizeSocials, validateSocials } from './author-socials.js';

describe('author socials', () => {
  it('turns handles of known platforms into profile URLs', () => {
    expect(
      normalizeSocials({
        x: 'mira',
        twitter: 'mira',
        github: 'mira',
        linkedin: 'mira',
        stackoverflow: '4711',
        bluesky: 'mira.example.org',
        instagram: 'mira',
        threads: 'mira',
        mastodon: 'mira@fosstodon.org',
        twitch: 'mira',
        youtube: 'mira',
      }),
    ).toEqual({
      x: 'https://x.com/mira',
      twitter: 'https://twitter.com/mira',
      github: 'https://github.com/mira',
      linkedin: 'https://www.linkedin.com/in/mira/',
      stackoverflow: 'https://stackoverflow.com/users/4711',
      bluesky: 'https://bsky.app/profile/mira.example.org',
      instagram: 'https://www.instagram.com/mira',
      threads: 'https://www.threads.net/@mira',
      mastodon: 'https://mastodon.social/@mira@fosstodon.org',
      twitch: 'https://twitch.tv/mira',
      youtube: 'https://youtube.com/@mira',
    });
  });

  it('keeps absolute URLs and unknown platforms, lower-cases known platform names', () => {
    expect(normalizeSocials({ GitHub: 'mira', website: 'https://mira.dev', custom: 'handle', x: 'https://x.com/other' })).toEqual({
      github: 'https://github.com/mira',
      website: 'https://mira.dev',
      custom: 'handle',
      x: 'https://x.com/other',
    });
  });

  it('refuses values with a slash that are not URLs, and non-strings', () => {
    expect(() => normalizeSocials({ github: 'org/mira' })).toThrow(InvalidSocialError);
    expect(() => normalizeSocials({ custom: 3 })).toThrow(/custom/);
  });

  it('validates: stackoverflow numbers become strings, other known platforms need strings', () => {
    expect(validateSocials({ stackoverflow: 4711, website: 'x' })).toEqual({ stackoverflow: '4711', website: 'x' });
    expect(() => validateSocials({ github: 42 })).toThrow(InvalidSocialError);
    expect(() => validateSocials(['github'])).toThrow(TypeError);
  });
});
