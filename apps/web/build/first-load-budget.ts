import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The main page's first download, gzip: the entry and what index.html preloads (the main page's route), with every
 * chunk they import statically. `npm run bench:web` measures the same in a browser; this holds it at build time.
 * FIRST_LOAD_BUDGET_KB overrides the budget (to see the check fail, for one).
 */
export const FIRST_LOAD_BUDGET_KB = 170;

/** Code that is never part of a player's first download: the operator console's code and texts. */
const NEVER_FIRST = [/[\\/]src[\\/]features[\\/]admin[\\/]/, /[\\/]src[\\/]locales[\\/]ru[\\/]admin[^\\/]*\.json$/];

/** The console page's entry module. */
const CONSOLE_ENTRY = /[\\/]src[\\/]console-main\.tsx$/;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Chunk {
  code: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/** The chunks reachable from `start` through the imports `next` names, at any depth. */
function reach(start: readonly string[], chunks: ReadonlyMap<string, Chunk>, next: (chunk: Chunk) => string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (seen.has(fileName) || !chunk) return;
    seen.add(fileName);
    next(chunk).forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}

/** The chunks index.html loads (its module script and modulepreloads) and the chunks they import statically, at any depth. */
export function firstLoadChunks(html: string, chunks: ReadonlyMap<string, Chunk>): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const loaded = tags.flatMap((tag) => {
    const found = /^<script\b/.test(tag) ? /\btype="module"/.test(tag) && /\bsrc="\/?([^"]+)"/.exec(tag) : /\brel="modulepreload"/.test(tag) && /\bhref="\/?([^"]+)"/.exec(tag);
    return found ? [found[1]!] : [];
  });
  return reach(loaded, chunks, (chunk) => chunk.imports);
}

/** Every chunk the site's page can ever load: what index.html loads and every chunk imported from it, statically or lazily. */
export function siteChunks(html: string, chunks: ReadonlyMap<string, Chunk>): string[] {
  return reach(firstLoadChunks(html, chunks), chunks, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);
}

/** Fails the web build when the main page's first download is over its budget or holds console code, and prints the figure. */
export function firstLoadBudget(budgetKb = Number(process.env.FIRST_LOAD_BUDGET_KB ?? FIRST_LOAD_BUDGET_KB)): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    writeBundle: {
      // After the other plugins have written index.html's final preload list.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const chunks = new Map<string, Chunk>();
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type === 'chunk') chunks.set(fileName, { code: output.code, imports: output.imports, dynamicImports: output.dynamicImports, moduleIds: output.moduleIds });
        }
        // The console is a page of its own: a site chunk that reaches its code would load its entry, which draws the
        // console over the site's page.
        const reachable = siteChunks(String(page.source), chunks).flatMap((f) => chunks.get(f)!.moduleIds.filter((id) => NEVER_FIRST.some((re) => re.test(id)) || CONSOLE_ENTRY.test(id)));
        if (reachable.length > 0) this.error(`the site's pages can load the console's code: ${reachable.join(', ')}`);
        const files = firstLoadChunks(String(page.source), chunks);
        const sizes = files.map((f) => ({ file: f, gzip: gzipSync(chunks.get(f)!.code, { level: 9 }).length })).sort((a, b) => b.gzip - a.gzip);
        const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
        const largest = sizes
          .slice(0, 5)
          .map((s) => `${s.file} ${kb(s.gzip)}`)
          .join(', ');
        this.info(`main page first load: ${files.length} files, ${kb(total)} KB gzip (budget ${budgetKb} KB); largest: ${largest}`);
        const console = files.flatMap((f) => chunks.get(f)!.moduleIds.filter((id) => NEVER_FIRST.some((re) => re.test(id))));
        if (console.length > 0) this.error(`the console's code is in the main page's first load: ${console.join(', ')}`);
        if (total > budgetKb * 1024) this.error(`the main page's first load is ${kb(total)} KB gzip, over its budget of ${budgetKb} KB`);
      },
    },
  };
}
