import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUNCATE_MARKER, hasTruncateMarker, truncateAtMarker, truncateMarkerToString } from './truncate-marker.js';

describe('truncation markers', () => {
  it('finds the Markdown and the MDX comment forms, inner spaces free', () => {
    expect(hasTruncateMarker('a\n\n<!-- truncate -->\n\nb')).toBe(true);
    expect(hasTruncateMarker('a\n\n<!--truncate-->')).toBe(true);
    expect(hasTruncateMarker('a\n\n{/* truncate */}\n\nb')).toBe(true);
    expect(hasTruncateMarker('a\n\n{/*truncate*/}')).toBe(true);
    expect(hasTruncateMarker('a <!-- more --> b')).toBe(false);
    expect(hasTruncateMarker('truncate')).toBe(false);
  });

  it('cuts at the first marker', () => {
    expect(truncateAtMarker('intro\n\n<!-- truncate -->\n\nrest <!-- truncate --> more')).toBe('intro\n\n');
    expect(truncateAtMarker('no marker')).toBe('no marker');
  });

  it('prints the marker as Docusaurus prints its resolved option', () => {
    expect(truncateMarkerToString()).toBe('/<!--\\s*truncate\\s*-->|\\{\\/\\*\\s*truncate\\s*\\*\\/\\}/');
    expect(truncateMarkerToString(DEFAULT_TRUNCATE_MARKER)).toBe(String(DEFAULT_TRUNCATE_MARKER));
  });

  it('does not keep state between calls with a global marker', () => {
    const global = /<!--\s*truncate\s*-->/g;
    expect(hasTruncateMarker('x <!-- truncate -->', global)).toBe(true);
    expect(hasTruncateMarker('x <!-- truncate -->', global)).toBe(true);
  });
});
