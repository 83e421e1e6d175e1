#!/usr/bin/env node
// Summarises a V8 .cpuprofile (node --cpu-prof): where the process spent its CPU, by function and by package.
//
//   node scripts/cpu-profile-top.mjs <file.cpuprofile> [rows]
//
// Self time is the time a function itself was on top of the stack; inclusive time also counts what it
// called (each function counted once per stack, so recursion does not count twice). Idle time, the garbage
// collector and the profiler's own entries are listed apart from the JavaScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const [file, rowsArg] = args.filter((a) => !a.startsWith('--'));
const rows = Number(rowsArg ?? 25);
/** Only the samples between these offsets (seconds from the profile's start), e.g. one phase of a bench run. */
const fromUs = Number(option('from') ?? 0) * 1e6;
const toUs = option('to') === undefined ? Infinity : Number(option('to')) * 1e6;
/** Also list the inclusive time of functions in files whose path contains this (e.g. main.js: our own code). */
const own = option('own');
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [rows] [--from=s] [--to=s] [--own=main.js]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Where a function lives: a package name for dependencies, a path below the repository for our code. */
function place(url) {
  if (!url) return '';
  const clean = url.replace(/^file:\/\//, '');
  const modules = clean.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = clean.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (clean.startsWith('node:')) return clean;
  const root = clean.indexOf('/apps/') >= 0 ? clean.indexOf('/apps/') : clean.indexOf('/packages/');
  return root >= 0 ? clean.slice(root + 1) : path.basename(clean);
}

function key(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${place(url)}${url ? `:${lineNumber + 1}` : ''}`;
}

// Time per sample: the delta to the next sample (the last sample gets the mean).
const samples = profile.samples;
const deltas = profile.timeDeltas;
let total = 0;
/** Busy milliseconds in each second of the profile: where the phases of a run begin and end. */
const timeline = [];
const self = new Map();
const inclusive = new Map();
const byPlace = new Map();
const stackKeys = new Map();
function keysOf(id) {
  let keys = stackKeys.get(id);
  if (keys) return keys;
  keys = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) keys.add(key(byId.get(at)));
  stackKeys.set(id, keys);
  return keys;
}
let at = 0;
for (let i = 0; i < samples.length; i += 1) {
  at += deltas[i];
  const us = i + 1 < deltas.length ? Math.max(deltas[i + 1], 0) : 0;
  if (at < fromUs || at > toUs) continue;
  total += us;
  const node = byId.get(samples[i]);
  if (node.callFrame.functionName !== '(idle)') timeline[Math.floor(at / 1e6)] = (timeline[Math.floor(at / 1e6)] ?? 0) + us / 1000;
  const k = key(node);
  self.set(k, (self.get(k) ?? 0) + us);
  const p = place(node.callFrame.url) || node.callFrame.functionName;
  byPlace.set(p, (byPlace.get(p) ?? 0) + us);
  for (const s of keysOf(samples[i])) inclusive.set(s, (inclusive.get(s) ?? 0) + us);
}

const SPECIAL = new Set(['(idle) ', '(program) ', '(garbage collector) ', '(root) ']);
const ms = (us) => `${(us / 1000).toFixed(0)} ms`;
const pct = (us, of) => `${((100 * us) / of).toFixed(1)} %`;
const idle = self.get('(idle) ') ?? 0;
const busy = total - idle;

console.log(`${path.basename(file)}: ${ms(total)} profiled, ${ms(busy)} busy (${pct(busy, total)}), ${samples.length} samples`);
for (const k of ['(program) ', '(garbage collector) ']) console.log(`  ${k.trim()}: ${ms(self.get(k) ?? 0)} (${pct(self.get(k) ?? 0, busy)} of busy)`);

const top = (map, n) => [...map.entries()].filter(([k]) => !SPECIAL.has(k)).sort((a, b) => b[1] - a[1]).slice(0, n);
console.log('\nSelf time (share of busy time):');
for (const [k, us] of top(self, rows)) console.log(`  ${pct(us, busy).padStart(7)}  ${ms(us).padStart(9)}  ${k}`);
console.log('\nInclusive time (share of busy time):');
for (const [k, us] of top(inclusive, rows)) console.log(`  ${pct(us, busy).padStart(7)}  ${ms(us).padStart(9)}  ${k}`);
console.log('\nSelf time by package or file:');
for (const [k, us] of [...byPlace.entries()].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, rows)) {
  console.log(`  ${pct(us, busy).padStart(7)}  ${ms(us).padStart(9)}  ${k}`);
}

if (own) {
  console.log(`\nInclusive time of functions in ${own}:`);
  for (const [k, us] of top(new Map([...inclusive].filter(([k]) => k.includes(own))), rows)) console.log(`  ${pct(us, busy).padStart(7)}  ${ms(us).padStart(9)}  ${k}`);
}
console.log('\nBusy ms per second of the profile:');
console.log(`  ${Array.from(timeline, (v, s) => `${s}:${Math.round(v ?? 0)}`).join(' ')}`);
