import { defineConfig } from 'vitest/config';

// `vite` (dev) proxies the API to a running server: BOHEMIA_API, default the
// mock on 8067 (npm run mock) — or `bohemia serve` on 8066.
export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
  server: {
    proxy: {
      '/api': { target: process.env.BOHEMIA_API ?? 'http://127.0.0.1:8067', ws: true },
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
