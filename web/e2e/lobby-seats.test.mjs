// Issue 15 item 4: the lobby offers the seats `/api/systems` lists for the
// chosen scenario's system and creates the game with the `seats` body; the
// game it opens reads every route with its seat's token, its events socket
// names the seat by subprotocol (a spectator's none), and it plays.
import assert from 'node:assert/strict';
import { api, launch, openApp, waitActions } from './lib.mjs';
import { decideByClicks, legal } from './helpers.mjs';

export const name = 'issue 15: the lobby creates a game with the seats body of /api/systems, reads as its seat, and plays';

/** The JSON bodies of the POST /api/games the page sends while `fn` runs. */
async function createBodies(page, fn) {
  const bodies = [];
  const on = (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/games') bodies.push(JSON.parse(req.postData() ?? 'null'));
  };
  page.on('request', on);
  try {
    await fn();
  } finally {
    page.off('request', on);
  }
  return bodies;
}

export async function run({ base }) {
  const systems = (await api(base, 'GET', '/api/systems')).data;
  const scenarios = (await api(base, 'GET', '/api/scenarios')).data;
  const b = await launch();
  try {
    const { page, errors } = await openApp(b.context, `${base}/`);
    const sc = scenarios.find((s) => s.id === 'trautenau') ?? scenarios[0];
    await page.selectOption('select[name="scenario"]', sc.id);
    const seats = systems.find((s) => s.id === sc.system).seats;
    assert.ok(seats.length >= 2, 'the system lists its seats');
    const offered = await page.locator('select[name="side"] option').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(offered, seats, 'the seats offered are those /api/systems lists');

    // Against the computer, as the second seat: the seats body, mine human, the other the computer at its default level (issue 17).
    const mine = seats[1];
    await page.selectOption('select[name="side"]', mine);
    await page.locator('input[value="computer"]').check();
    const reads = [];
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (req.method() === 'GET' && /^\/api\/games\/[^/]+(\/(log|history|reach|los|odds|view))?$/.test(u.pathname)) reads.push(req.headers().authorization ?? '');
    });
    const [body] = await createBodies(page, async () => {
      await page.locator('[data-testid="start"]').click();
      await page.waitForURL(/\?game=.+#seat=/);
    });
    const want = Object.fromEntries(seats.map((s) => [s, s === mine ? 'human' : 'normal']));
    assert.deepEqual(body, { system: sc.system, scenario: sc.id, seats: want }, 'the game is created with the seats body');
    for (const s of seats) assert.equal(body[s], undefined, 'no seat as a field of its own');
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const id = new URL(page.url()).searchParams.get('game');
    const token = new URLSearchParams(new URL(page.url()).hash.slice(1)).get('seat');
    const view = (await api(base, 'GET', `/api/games/${id}`)).data;
    assert.deepEqual(view.seats, want, 'the server has the seats asked for');

    // Every read is made as the seat; the events socket's subprotocol was selected.
    assert.ok(reads.length > 0 && reads.every((a) => a === `Bearer ${token}`), `reads with the seat's token: ${JSON.stringify(reads)}`);
    await page.waitForFunction(() => window.__bohemia.stream?.ws?.readyState === 1);
    assert.equal(await page.evaluate(() => window.__bohemia.stream.ws.protocol), 'bohemia', 'the socket offered bohemia.seat.TOKEN beside bohemia');

    // It plays: the seat's decisions by clicks, the computer's on the server.
    let played = 0;
    for (let i = 0; i < 200 && played < 3; i++) {
      const v = (await api(base, 'GET', `/api/games/${id}`, undefined, token)).data;
      if (v.over) break;
      const l = await legal(base, id, token);
      if (!l.length) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      await decideByClicks(page, l, v.actions);
      played++;
    }
    assert.equal(played, 3, 'three decisions of the seat played by clicks');
    await waitActions(page, (await api(base, 'GET', `/api/games/${id}`)).data.actions);

    // A spectator's socket offers no seat; the spectator's page reads without a token.
    const watch = (await openApp(b.context, `${base}/?watch=${id}`)).page;
    await watch.waitForFunction(() => window.__bohemia.stream?.ws?.readyState === 1);
    assert.equal(await watch.evaluate(() => window.__bohemia.stream.ws.protocol), '', 'a spectator offers no subprotocol');

    // Hot seat and with a friend: every seat human.
    const lobby = (await openApp(b.context, `${base}/`)).page;
    await lobby.selectOption('select[name="scenario"]', sc.id);
    await lobby.locator('input[value="hotseat"]').check();
    const [hot] = await createBodies(lobby, async () => {
      await lobby.locator('[data-testid="start"]').click();
      await lobby.waitForURL(/\?game=.+#seat=.+&seat=/);
    });
    assert.deepEqual(hot.seats, Object.fromEntries(seats.map((s) => [s, 'human'])), 'hot seat: every seat human');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
}
