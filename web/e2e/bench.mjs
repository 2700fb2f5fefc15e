// Browser benchmarks for docs/performance.md, on the largest map of each
// system the browser plays (the mock's synthetic 17 x 20 "large" scenario,
// the size of Gitschin; with the real server, GBN3's scenario with the most
// hexes and Königgrätz's 55 x 30): first render of the map, and frames per
// second while panning.
//   node e2e/bench.mjs [--runs 5] [--system gbn3|mns]
import { startServer, launch, api, openApp } from './lib.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const runs = Number(arg('--runs') || 5);
const srv = await startServer();
const b = await launch();
try {
  const systems = arg('--system') ? [arg('--system')] : ['gbn3', 'mns'];
  const all = (await api(srv.base, 'GET', '/api/scenarios')).data;
  const results = [];
  for (const system of systems) {
    const list = all.filter((s) => (s.system ?? 'gbn3') === system);
    if (list.length) results.push(await bench(system, list));
  }
  console.log(JSON.stringify(results, null, 2));
} finally {
  await b.close();
  srv.stop();
}

/** The benchmark on the largest map of one system's scenarios. */
async function bench(system, list) {
  let best = null;
  for (const s of list) {
    const full = (await api(srv.base, 'GET', `/api/scenarios/${s.id}`)).data;
    const n = full.map.columns * full.map.rows;
    if (!best || n > best.n) best = { id: s.id, n, cols: full.map.columns, rows: full.map.rows };
  }
  const renders = [];
  const ready = [];
  let fps = null;
  for (let i = 0; i < runs; i++) {
    const g = (await api(srv.base, 'POST', '/api/games', { system, scenario: best.id, seats: { prussia: 'human', austria: 'random' }, seed: 3 })).data;
    const { page } = await openApp(b.context, `${srv.base}/?game=${g.id}#seat=${g.seats.prussia}`);
    renders.push(Number(await page.evaluate(() => document.documentElement.dataset.firstRenderMs)));
    ready.push(await page.evaluate(() => performance.now()));
    if (i === runs - 1) {
      fps = {};
      for (const [label, zoom] of [['fit', null], ['100%', 1]]) {
        fps[label] = await page.evaluate(async (k) => {
          const board = window.__bohemia.board;
          const vp = board.viewport;
          vp.fit();
          if (k) vp.set({ ...vp.t, k });
          // A large map's bitmap is drawn once the zoom settles (ui/static-layer.ts): pan after it.
          const t1 = performance.now();
          await new Promise((r) => setTimeout(r, 200));
          while (board.staticLayer && !board.staticLayer.settled && performance.now() - t1 < 10000) await new Promise((r) => setTimeout(r, 50));
          const ms = 3000;
          let frames = 0;
          const t0 = performance.now();
          let dir = 1;
          await new Promise((done) => {
            const step = (now) => {
              frames++;
              vp.panBy(6 * dir, 3 * dir);
              if (frames % 40 === 0) dir = -dir;
              if (now - t0 < ms) requestAnimationFrame(step);
              else done();
            };
            requestAnimationFrame(step);
          });
          return (frames * 1000) / (performance.now() - t0);
        }, zoom);
      }
    }
    if (i === runs - 1) {
      // Zooming redraws the map: the mean time of a frame that zooms.
      fps.zoomFrameMs = await page.evaluate(async () => {
        const vp = window.__bohemia.board.viewport;
        vp.fit();
        const steps = 24;
        const t0 = performance.now();
        for (let s = 0; s < steps; s++) {
          vp.zoom(s < steps / 2 ? 1.1 : 1 / 1.1);
          await new Promise((r) => requestAnimationFrame(() => r()));
        }
        return (performance.now() - t0) / steps;
      });
    }
    await page.close();
  }
  const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  return {
    server: srv.kind,
    system,
    scenario: best.id,
    map: `${best.cols} x ${best.rows}`,
    runs,
    firstRenderMs: { median: med(renders), max: Math.max(...renders), all: renders },
    pageReadyMs: { median: Math.round(med(ready)) },
    panFps: Object.fromEntries(Object.entries(fps).map(([k, v]) => [k, Math.round(v * 10) / 10])),
    chromium: b.context.browser()?.version() ?? 'chromium',
  };
}
