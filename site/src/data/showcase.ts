/** A project shown on /showcase/ (fictional). */
export interface ShowcaseItem {
  title: string;
  author: string;
  description: string;
  color: string;
}

export const showcase: ShowcaseItem[] = [
  { title: 'Year in review', author: 'Shortvid', description: 'A personal recap video for every user, rendered overnight on Lambda.', color: '#0b5cff' },
  { title: 'Release trailers', author: 'Grace Liu', description: 'Every release of an open-source library gets a trailer generated from its changelog.', color: '#7c3aed' },
  { title: 'Weather minutes', author: 'Marcus Johnson', description: 'A one-minute forecast for 300 cities, updated every hour from live data.', color: '#0e7490' },
  { title: 'Podcast audiograms', author: 'Hugo Lindqvist', description: 'Waveform clips with captions for each episode of a weekly show.', color: '#b45309' },
  { title: 'Code explainers', author: 'Isabel Santos', description: 'Animated walkthroughs of pull requests for a developer newsletter.', color: '#334155' },
  { title: 'Match highlights', author: 'Yarx', description: 'Scoreboards and player cards for amateur football, minutes after the game.', color: '#15803d' },
];
