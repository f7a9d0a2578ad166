/** A fictional freelancer or agency listed on /experts/ (SPEC §2: 16 profiles). */
export interface Expert {
  slug: string;
  name: string;
  headline: string;
  location: string;
  since: number;
  bio: string;
  skills: string[];
  website: string;
}

export const experts: Expert[] = [
  { slug: 'alex-moreno', name: 'Alex Moreno', headline: 'Data-driven video dashboards', location: 'Madrid, Spain', since: 2021, bio: 'Alex turns analytics data into weekly video reports for sales teams. He has built rendering pipelines on Lambda for three SaaS companies.', skills: ['Lambda', 'Charts', 'Automation'], website: 'https://alexmoreno.example.com' },
  { slug: 'amara-okafor', name: 'Amara Okafor', headline: 'Motion design in React', location: 'Lagos, Nigeria', since: 2022, bio: 'A motion designer who moved to code. Amara builds brand animation systems that marketing teams can edit through input props.', skills: ['Animation', 'Branding', 'Studio'], website: 'https://amaraokafor.example.com' },
  { slug: 'ben-hartmann', name: 'Ben Hartmann', headline: 'Video pipelines for e-commerce', location: 'Hamburg, Germany', since: 2021, bio: 'Ben generates product videos from shop catalogues, with thousands of renders per night on Cloud Run and Lambda.', skills: ['Cloud Run', 'Lambda', 'E-commerce'], website: 'https://benhartmann.example.com' },
  { slug: 'camille-dubois', name: 'Camille Dubois', headline: 'Captions and accessibility', location: 'Lyon, France', since: 2023, bio: 'Camille specialises in captions: transcription, timing and word-by-word animation that stays readable.', skills: ['Captions', 'Accessibility', 'Audio'], website: 'https://camilledubois.example.com' },
  { slug: 'daniel-kim', name: 'Daniel Kim', headline: 'Player integrations', location: 'Seoul, South Korea', since: 2022, bio: 'Daniel embeds the Player in web apps, including custom timelines, editors and real-time collaboration.', skills: ['Player', 'Editors', 'TypeScript'], website: 'https://danielkim.example.com' },
  { slug: 'elena-petrova', name: 'Elena Petrova', headline: '3D scenes and WebGL', location: 'Sofia, Bulgaria', since: 2021, bio: 'Elena builds three.js and shader-based scenes that render deterministically, with a focus on GPU performance.', skills: ['Three.js', 'WebGL', 'Performance'], website: 'https://elenapetrova.example.com' },
  { slug: 'farid-haddad', name: 'Farid Haddad', headline: 'Social video at scale', location: 'Dubai, UAE', since: 2023, bio: 'Farid helps media companies publish vertical videos automatically from their articles and feeds.', skills: ['Automation', 'Templates', 'Lambda'], website: 'https://faridhaddad.example.com' },
  { slug: 'grace-liu', name: 'Grace Liu', headline: 'Developer tooling and CI', location: 'Vancouver, Canada', since: 2021, bio: 'Grace sets up render farms, caching and visual regression tests for video repositories.', skills: ['CI', 'Testing', 'Renderer'], website: 'https://graceliu.example.com' },
  { slug: 'hugo-lindqvist', name: 'Hugo Lindqvist', headline: 'Audio visualisation', location: 'Stockholm, Sweden', since: 2022, bio: 'Hugo makes audiograms and music visualisers, from waveform analysis to the final animation.', skills: ['Audio', 'Visualisation', 'Canvas'], website: 'https://hugolindqvist.example.com' },
  { slug: 'isabel-santos', name: 'Isabel Santos', headline: 'Explainer videos', location: 'Lisbon, Portugal', since: 2022, bio: 'Isabel writes and animates explainer videos for developer products, including code animations.', skills: ['Explainers', 'Code animation', 'Storytelling'], website: 'https://isabelsantos.example.com' },
  { slug: 'kenji-watanabe', name: 'Kenji Watanabe', headline: 'Interactive video products', location: 'Osaka, Japan', since: 2021, bio: 'Kenji builds end-to-end video products: from the editor to billing and rendering infrastructure.', skills: ['Full stack', 'Player', 'Cloud Run'], website: 'https://kenjiwatanabe.example.com' },
  { slug: 'lucia-romero', name: 'Lucía Romero', headline: 'Templates for agencies', location: 'Buenos Aires, Argentina', since: 2023, bio: 'Lucía designs template libraries that agencies customise per client with Zod-typed props.', skills: ['Templates', 'Zod types', 'Studio'], website: 'https://luciaromero.example.com' },
  { slug: 'marcus-johnson', name: 'Marcus Johnson', headline: 'Sports graphics', location: 'Atlanta, USA', since: 2022, bio: 'Marcus creates score bugs, player cards and highlight packages driven by live data.', skills: ['Data', 'Graphics', 'Automation'], website: 'https://marcusjohnson.example.com' },
  { slug: 'nadia-rahman', name: 'Nadia Rahman', headline: 'Media parsing and conversion', location: 'Dhaka, Bangladesh', since: 2023, bio: 'Nadia works on in-browser video processing with the media parser and WebCodecs.', skills: ['Media parser', 'WebCodecs', 'Performance'], website: 'https://nadiarahman.example.com' },
  { slug: 'oliver-brennan', name: 'Oliver Brennan', headline: 'Lottie and illustration', location: 'Dublin, Ireland', since: 2021, bio: 'Oliver brings illustrated Lottie animations into compositions and keeps them frame-accurate.', skills: ['Lottie', 'Illustration', 'Animation'], website: 'https://oliverbrennan.example.com' },
  { slug: 'sofia-bianchi', name: 'Sofia Bianchi', headline: 'Personalised marketing videos', location: 'Milan, Italy', since: 2022, bio: 'Sofia runs campaigns that send a personalised video to every customer, from template to delivery.', skills: ['Personalisation', 'Lambda', 'Email'], website: 'https://sofiabianchi.example.com' },
];

/** The expert with this slug; throws for an unknown slug (a page module with a typo). */
export function expertBySlug(slug: string): Expert {
  const found = experts.find((e) => e.slug === slug);
  if (!found) throw new Error(`Unknown expert "${slug}". Known: ${experts.map((e) => e.slug).join(', ')}`);
  return found;
}
