import { UserError } from '@sitegraph/compiler/safety';
import type { BundleRequest, BundleResult } from './bundle-site.js';

/** Messages from the build to the bundler's process (`bundle-child.ts`). */
export type BundleParentMessage = { type: 'bundle'; request: BundleRequest } | { type: 'chunk'; hash: string; text?: string; error?: string };

/** Messages from the bundler's process to the build. */
export type BundleChildMessage =
  | { type: 'log'; message: string }
  | { type: 'client-done' }
  | { type: 'chunk'; hash: string }
  | { type: 'done'; result: BundleResult }
  | { type: 'failed'; error: SerializedError };

/** An error as it crosses processes: a `UserError` keeps its code; others their name, message, stack and plain fields (Rolldown's `id`, `loc`, `frame`, `plugin`, …). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** `UserError`'s code (the error is one). */
  userCode?: string;
  /** The error's other own fields whose values survive a structured clone as data. */
  fields: Record<string, unknown>;
}

/** Whether a value is plain data (what a structured clone keeps as it is). */
function plainData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (depth > 4 || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((v) => plainData(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((v) => plainData(v, depth + 1));
}

/** Turns a thrown value into data for the parent (see {@link SerializedError}). */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (key !== 'code' || !(error instanceof UserError)) if (plainData(value)) fields[key] = value;
  return { name: error.name, message: error.message, stack: error.stack, ...(error instanceof UserError ? { userCode: error.code } : {}), fields };
}

/** The error {@link serializeError} described, made again in this process: a `UserError` is one again. */
export function deserializeError(data: SerializedError): Error {
  const error = data.userCode !== undefined ? new UserError(data.userCode, data.message) : new Error(data.message);
  Object.assign(error, data.fields);
  error.name = data.name;
  if (data.stack !== undefined) error.stack = data.stack;
  return error;
}
