#!/usr/bin/env node
// The sitegraph command line; the compiled TypeScript lives in ../dist.
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
