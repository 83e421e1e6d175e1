import { defineConfig } from 'tsup';

// One ESM bundle; dependencies stay external, the workspace's domain package is bundled in.
export default defineConfig({
  entry: { main: 'src/bootstrap/main.ts', ops: 'src/bootstrap/ops.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@tastydrop/domain'],
});
