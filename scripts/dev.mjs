#!/usr/bin/env node
// `npm run dev`: the server with reload on change and the Vite dev server with its proxy.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@tastydrop/server'], { stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', '@tastydrop/web'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); });
