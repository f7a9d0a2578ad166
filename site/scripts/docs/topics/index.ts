// The docs table, group by group. A group is a sidebar category: `sidebars.ts` places each
// group's ids (written to reference-sidebar.ts by the generator).
import type { DocGroup } from '../types.js';
import { cloudrunMoreApi, cloudrunMoreGuides, lambdaMoreApi, lambdaMoreGuides } from './cloud-more.js';
import { cloudrunApi, cloudrunCli, cloudrunGuides } from './cloudrun.js';
import { core } from './core.js';
import { captionsApi, mediaComponents, transitionsApi, transitionsGuides } from './effects.js';
import { extraApi, extraCli, extraGuides } from './extra.js';
import { noiseApi, pathsApi, shapesApi } from './graphics.js';
import { guides } from './guides.js';
import { lambdaApi, lambdaCli, lambdaGuides } from './lambda.js';
import { finalApi, finalGuides, lastApi, lastGuides } from './last.js';
import { legacyTopics } from './legacy.js';
import { mediaParser, webcodecs } from './media.js';
import { playerComponents, playerEvents, playerMethods, playerProps } from './player.js';
import { bundlerApi, coreMore, mediaUtils } from './packages.js';
import { licensingGuides, moreGuides, packageGuides, recorderGuides } from './products.js';
import { renderer } from './renderer.js';
import { configApi, studioApi, studioGuides } from './studio.js';

export const groups: DocGroup[] = [
  { key: 'legacy', entries: legacyTopics },
  { key: 'guides', entries: guides },
  { key: 'core', entries: core },
  { key: 'renderer', entries: renderer },
  { key: 'lambda-api', entries: lambdaApi },
  { key: 'lambda-guides', entries: [...lambdaGuides, ...lambdaCli] },
  { key: 'cloudrun-api', entries: cloudrunApi },
  { key: 'cloudrun-guides', entries: [...cloudrunGuides, ...cloudrunCli] },
  { key: 'player-api', entries: playerComponents },
  { key: 'player-props', entries: playerProps },
  { key: 'player-methods', entries: playerMethods },
  { key: 'player-events', entries: playerEvents },
  { key: 'media-parser', entries: mediaParser },
  { key: 'webcodecs', entries: webcodecs },
  { key: 'captions', entries: captionsApi },
  { key: 'transitions', entries: transitionsApi },
  { key: 'transitions-guides', entries: transitionsGuides },
  { key: 'paths', entries: pathsApi },
  { key: 'shapes', entries: shapesApi },
  { key: 'noise', entries: noiseApi },
  { key: 'media-components', entries: mediaComponents },
  { key: 'package-guides', entries: packageGuides },
  { key: 'media-utils', entries: mediaUtils },
  { key: 'bundler', entries: bundlerApi },
  { key: 'core-more', entries: coreMore },
  { key: 'studio-api', entries: studioApi },
  { key: 'studio-guides', entries: studioGuides },
  { key: 'config', entries: configApi },
  { key: 'recorder', entries: recorderGuides },
  { key: 'licensing', entries: licensingGuides },
  { key: 'more-guides', entries: moreGuides },
  { key: 'lambda-api-more', entries: lambdaMoreApi },
  { key: 'lambda-guides-more', entries: lambdaMoreGuides },
  { key: 'cloudrun-api-more', entries: cloudrunMoreApi },
  { key: 'cloudrun-guides-more', entries: cloudrunMoreGuides },
  { key: 'extra-api', entries: extraApi },
  { key: 'extra-guides', entries: extraGuides },
  { key: 'extra-cli', entries: extraCli },
  { key: 'last-guides', entries: lastGuides },
  { key: 'last-api', entries: lastApi },
  { key: 'final-guides', entries: finalGuides },
  { key: 'final-api', entries: finalApi },
];
