import type { InitialPageData, ShellData } from '../data/site-data.js';

/** Id of the `<script type="application/json">` holding the first page's data. */
export const BOOT_DATA_ID = '__sg_data';
/** Id of the element the app renders into. */
export const APP_ROOT_ID = '__sg';

/** What a prerendered page inlines for hydration: the shell and the first page's data. */
export interface BootData {
  shell: ShellData;
  page: InitialPageData;
}

/** Serialises boot data for an inline JSON script (`<` escaped so no tag can close early). */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
