#!/usr/bin/env node
// Fails when two server modules import each other, directly or through a longer loop
// (docs/decisions/045-modules-without-loops.md). Type-only imports count: a loop of types is a loop of knowledge.
// Usage: node scripts/check-module-imports.mjs [server modules folder]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = process.argv[2] ?? join(root, 'apps/server/src/modules');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(?:ts|mts|js|mjs)$/.test(name) && !/\.test\.|\.spec\./.test(name)) yield path;
  }
}

/** module → module it imports → the first place it does. */
const edges = new Map();
const importRe = /\b(?:import|export)\b[^'"]*?\bfrom\s*['"](\.\.\/([^/'"]+)\/[^'"]*)['"]|\bimport\(\s*['"]\.\.\/([^/'"]+)\//g;
for (const moduleName of readdirSync(modulesDir)) {
  const dir = join(modulesDir, moduleName);
  if (!statSync(dir).isDirectory()) continue;
  for (const path of files(dir)) {
    const rel = relative(dir, path);
    // Only files directly in the module folder reach other modules with '../<module>/'.
    const depth = rel.split('/').length - 1;
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? `../${m[3]}/`;
      const parts = spec.split('/');
      // '../' repeated depth+1 times leaves the module; the next part names the target module.
      const ups = parts.findIndex((p) => p !== '..');
      if (ups !== depth + 1) continue;
      const target = parts[ups];
      if (!target || target === moduleName || !statSync(join(modulesDir, target), { throwIfNoEntry: false })?.isDirectory()) continue;
      if (!edges.has(moduleName)) edges.set(moduleName, new Map());
      const out = edges.get(moduleName);
      if (!out.has(target)) out.set(target, `${relative(root, path)}:${text.slice(0, m.index).split('\n').length}`);
    }
  }
}

// Tarjan's strongly connected components: any component with more than one module is a loop.
let index = 0;
const stack = [];
const state = new Map();
const loops = [];
function visit(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!state.has(w)) {
      visit(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) loops.push(component.sort());
  }
}
for (const v of edges.keys()) if (!state.has(v)) visit(v);

if (loops.length > 0) {
  console.error('Server modules import each other in a loop; one side must call the other through the composition root or an injected function:');
  for (const loop of loops) {
    console.error(`  ${loop.join(' ↔ ')}`);
    for (const a of loop) for (const [b, where] of edges.get(a) ?? []) if (loop.includes(b)) console.error(`    ${a} → ${b}  (${where})`);
  }
  process.exit(1);
}
const pairs = [...edges.values()].reduce((n, out) => n + out.size, 0);
console.log(`module imports: ${edges.size} modules, ${pairs} module-to-module edges, no loops`);
