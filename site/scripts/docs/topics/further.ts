// Every table of further sections, in the order their sections are appended to a page: the
// sections written for the first version's pages, then the rounds of depth added per entry.
import { depthCloud } from './depth-cloud.js';
import { depthCore } from './depth-core.js';
import { depthGuides } from './depth-guides.js';
import { depthMedia } from './depth-media.js';
import { depthPlayer } from './depth-player.js';
import { depthRound10 } from './depth-round10.js';
import { depthRound11 } from './depth-round11.js';
import { depthRound12 } from './depth-round12.js';
import { depthRound13 } from './depth-round13.js';
import { depthRound14 } from './depth-round14.js';
import { depthRound15 } from './depth-round15.js';
import { depthRound16 } from './depth-round16.js';
import { depthRound17 } from './depth-round17.js';
import { depthRound18 } from './depth-round18.js';
import { depthRound19 } from './depth-round19.js';
import { depthRound2 } from './depth-round2.js';
import { depthRound3 } from './depth-round3.js';
import { depthRound4 } from './depth-round4.js';
import { depthRound5 } from './depth-round5.js';
import { depthRound6 } from './depth-round6.js';
import { depthRound7 } from './depth-round7.js';
import { depthRound8 } from './depth-round8.js';
import { depthRound9 } from './depth-round9.js';
import { depthShort } from './depth-short.js';
import { lastTopUps } from './last.js';
import { more as moreGuides } from './more.js';
import { moreFinal } from './more-final.js';
import { morePlayer } from './more-player.js';
import { moreRef } from './more-ref.js';

export const furtherSections: Record<string, [string, string][]>[] = [
  moreGuides,
  morePlayer,
  moreRef,
  moreFinal,
  lastTopUps,
  depthCore,
  depthCloud,
  depthPlayer,
  depthMedia,
  depthGuides,
  depthShort,
  depthRound2,
  depthRound3,
  depthRound4,
  depthRound5,
  depthRound6,
  depthRound7,
  depthRound8,
  depthRound9,
  depthRound10,
  depthRound11,
  depthRound12,
  depthRound13,
  depthRound14,
  depthRound15,
  depthRound16,
  depthRound17,
  depthRound18,
  depthRound19,
];
