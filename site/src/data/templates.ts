/** A starter template listed on /templates/ (SPEC §2: 17 template pages). */
export interface Template {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  /** Background of the preview tile. */
  color: string;
}

export const templates: Template[] = [
  { slug: 'hello-world', title: 'Hello World', description: 'The default starter: a logo animation with a title and subtitle, using springs and sequences.', tags: ['TypeScript', 'Beginner'], color: '#0b5cff' },
  { slug: 'blank', title: 'Blank', description: 'An empty composition and nothing else, for when you know what you want to build.', tags: ['TypeScript'], color: '#64748b' },
  { slug: 'javascript', title: 'JavaScript', description: 'The Hello World template in plain JavaScript, without a type checker.', tags: ['JavaScript', 'Beginner'], color: '#ca8a04' },
  { slug: 'next', title: 'Next.js (App dir)', description: 'A Next.js app with the Player on the page and a render route that calls Lambda.', tags: ['Next.js', 'Lambda', 'Player'], color: '#111827' },
  { slug: 'next-pages-dir', title: 'Next.js (Pages dir)', description: 'The same app for projects that still use the pages directory of Next.js.', tags: ['Next.js', 'Lambda'], color: '#1f2937' },
  { slug: 'next-tailwind', title: 'Next.js + Tailwind', description: 'Next.js with Tailwind styling in both the app and the compositions.', tags: ['Next.js', 'Tailwind'], color: '#0e7490' },
  { slug: 'remix', title: 'Remix', description: 'A Remix app with the Player and a server action that renders on Lambda.', tags: ['Remix', 'Lambda', 'Player'], color: '#4338ca' },
  { slug: 'still', title: 'Still images', description: 'Generates social cards and thumbnails from props, with an HTTP endpoint that serves them.', tags: ['Stills', 'Server'], color: '#be185d' },
  { slug: 'three', title: 'React Three Fiber', description: 'A 3D phone mockup rendered with three.js that plays a video on its screen.', tags: ['3D', 'Three.js'], color: '#7c3aed' },
  { slug: 'skia', title: 'Skia', description: 'Drawing with React Native Skia on a canvas, with shaders and paths.', tags: ['Skia', 'Canvas'], color: '#0f766e' },
  { slug: 'audiogram', title: 'Audiogram', description: 'Turns a podcast clip into a video with a waveform, cover art and captions.', tags: ['Audio', 'Captions'], color: '#b45309' },
  { slug: 'tts', title: 'Text to speech', description: 'Synthesises a voice-over from text with a cloud speech service and animates the words.', tags: ['Audio', 'Cloud'], color: '#15803d' },
  { slug: 'google-tts', title: 'Google TTS', description: 'A variant of the text-to-speech template that uses a different speech provider.', tags: ['Audio', 'Cloud'], color: '#16a34a' },
  { slug: 'code-hike', title: 'Code Hike', description: 'Animated code walkthroughs with focus, annotations and smooth transitions between steps.', tags: ['Code', 'Explainers'], color: '#334155' },
  { slug: 'stargazer', title: 'Stargazer', description: 'A celebration video listing the stargazers of a repository, fetched from an API.', tags: ['Data', 'API'], color: '#a16207' },
  { slug: 'tiktok', title: 'Short-video captions', description: 'Vertical video with word-by-word captions generated from a local transcription.', tags: ['Captions', 'Vertical'], color: '#db2777' },
  { slug: 'overlay', title: 'Overlay', description: 'Transparent overlays such as lower thirds and logos, exported for video editors.', tags: ['ProRes', 'Transparency'], color: '#0369a1' },
];

/** The template with this slug; throws for an unknown slug. */
export function templateBySlug(slug: string): Template {
  const found = templates.find((t) => t.slug === slug);
  if (!found) throw new Error(`Unknown template "${slug}". Known: ${templates.map((t) => t.slug).join(', ')}`);
  return found;
}
