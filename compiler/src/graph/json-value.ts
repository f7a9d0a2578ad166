import { z } from 'zod';

/** Any JSON value (free-form parts of the graph: front matter, theme options, custom props). */
export const jsonValueSchema = z.json();

/** A JSON object of free-form values. */
export const jsonRecordSchema = z.record(z.string(), jsonValueSchema);

/** A URL path (baseUrl included): starts with `/`. */
export const urlPathSchema = z.string().regex(/^\//, 'must start with /');
