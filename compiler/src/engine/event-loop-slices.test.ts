import { expect, it } from 'vitest';
import { EventLoopSlices } from './event-loop-slices.js';

it('is due once its slice has run, and its turn lets callbacks already queued run first', async () => {
  expect(new EventLoopSlices(60_000).due()).toBe(false);
  const spent = new EventLoopSlices(0);
  expect(spent.due()).toBe(true);
  let ran = false;
  setImmediate(() => (ran = true));
  await spent.turn();
  expect(ran).toBe(true);
  const long = new EventLoopSlices(60_000);
  await long.turn();
  expect(long.due()).toBe(false);
});
