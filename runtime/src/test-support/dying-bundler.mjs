// A stand-in for the bundler's process (bundle-child.ts) in build tests: on the bundle request it
// writes a file into both output folders, as a bundler part way through would, then ends the way
// SITEGRAPH_TEST_BUNDLER_END says (`SIGKILL`: killed; `exit`: exit code 3 without an answer).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const how = process.env.SITEGRAPH_TEST_BUNDLER_END;
process.on('message', (message) => {
  if (message.type !== 'bundle') return;
  for (const dir of [message.request.clientOutDir, message.request.serverOutDir]) {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', 'partial.js'), '// part of a bundle\n');
  }
  if (how === 'SIGKILL') process.kill(process.pid, 'SIGKILL');
  else process.exit(3);
});
