import { describe, expect, it } from 'vitest';
import { analyticsOptionsSchema } from './analytics-options.js';

describe('analytics options', () => {
  it('take one tracking id or several, anonymizeIP false by default', () => {
    expect(analyticsOptionsSchema.parse({ gtag: { trackingID: 'G-1' } })).toEqual({ gtag: { trackingID: ['G-1'], anonymizeIP: false } });
    expect(analyticsOptionsSchema.parse({ gtag: { trackingID: ['G-1', 'UA-2-1'], anonymizeIP: true }, googleTagManager: { containerId: 'GTM-X' } })).toEqual({
      gtag: { trackingID: ['G-1', 'UA-2-1'], anonymizeIP: true },
      googleTagManager: { containerId: 'GTM-X' },
    });
  });

  it.each([
    ['an id that would break out of the inline script', { gtag: { trackingID: "G-1');alert(1);('" } }],
    ['no tracking id', { gtag: { trackingID: [] } }],
    ['a container id with markup', { googleTagManager: { containerId: '<b>' } }],
    ['an unknown option', { gtag: { trackingID: 'G-1', trackingId: 'G-1' } }],
  ])('refuse %s', (_, options) => {
    expect(analyticsOptionsSchema.safeParse(options).success).toBe(false);
  });
});
