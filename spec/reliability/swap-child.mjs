// Child process of swap.test.ts: swaps `fresh` into `target` with the compiler's swapIntoPlace,
// SIGKILLing itself at one step (`before-1`, `after-1`, `after-2`: before or after the first or
// second rename; `before-rm`: before the old folder is deleted).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const [safetyModule, fresh, target, step] = process.argv.slice(2);
let renames = 0;
const rename = fs.renameSync;
fs.renameSync = (from, to) => {
  renames++;
  if (step === `before-${renames}`) process.kill(process.pid, 'SIGKILL');
  rename(from, to);
  if (step === `after-${renames}`) process.kill(process.pid, 'SIGKILL');
};
const rm = fs.rmSync;
fs.rmSync = (p, o) => {
  if (step === 'before-rm' && String(p).includes('.old-')) process.kill(process.pid, 'SIGKILL');
  rm(p, o);
};
syncBuiltinESMExports();
const { swapIntoPlace } = await import(safetyModule);
swapIntoPlace(fresh, target);
