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

/** Escapes JSON text for an inline script (same rules as {@link serializeBootData}). */
export function escapeInlineJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Boot data assembled from JSON texts that are already serialised (and escaped with
 * {@link escapeInlineJson}): the shell and each data file are serialised once per build, not
 * once per page. Equivalent to `serializeBootData` of the parsed values.
 */
export function assembleBootData(shellJson: string, chainJson: string, files: readonly (readonly [string, string])[]): string {
  return `{"shell":${shellJson},"page":{"chain":${chainJson},"files":{${files.map(([id, json]) => `${JSON.stringify(id)}:${json}`).join(',')}}}}`;
}
