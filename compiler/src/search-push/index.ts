/** `search push`: the site's search records uploaded to a hosted index (issue #11 §4). */
export { DOCSEARCH_INDEX_SETTINGS } from './index-settings.js';
export { pushSearchRecords, type PushOptions, type PushProgress, type PushResult, type PushTarget } from './push-records.js';
export { readPushSource, type PushIndex, type PushSource } from './push-source.js';
