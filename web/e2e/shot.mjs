// Quick look: opens a game against the computer and saves a screenshot.
import { startServer, launch, api, openApp } from './lib.mjs';
const srv = await startServer();
const b = await launch();
try {
  const g = (await api(srv.base, 'POST', '/api/games', { scenario: process.argv[2] ?? 'trautenau', prussia: 'human', austria: 'random', seed: 5 })).data;
    const { page, errors } = await openApp(b.context, `${srv.base}/?game=${g.id}&seat=${g.seats.prussia}`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: process.argv[3] ?? '/tmp/w8-shot.png' });
  console.log('errors', errors);
} finally {
  await b.close();
  srv.stop();
}
