// Entry point: the URL decides the screen.
//   /                      lobby
//   /?game=ID#seat=TOKEN   play a seat (two seat parameters: hot seat). The
//                          token is in the fragment, which the browser never
//                          sends to a server nor in a Referer (docs/security.md);
//                          an old link with ?seat= is rewritten to that form.
//   /?watch=ID             spectator
//   /?replay=ID            step through a game
//   /?mini                 the miniatures referee (rules 14-18)
import './styles.css';
import { t } from './i18n';
import { GameScreen } from './ui/game';
import { showLobby } from './ui/lobby';
import { showMini } from './systems/mini/panel';

async function main(): Promise<void> {
  document.title = t('app.title');
  const root = document.getElementById('app')!;
  const q = new URLSearchParams(location.search);
  const tokens = seatTokens(q);
  try {
    if (q.get('game')) await new GameScreen(root, { id: q.get('game')!, mode: 'seat', tokens }).start();
    else if (q.get('watch')) await new GameScreen(root, { id: q.get('watch')!, mode: 'watch', tokens: [] }).start();
    else if (q.get('replay')) await new GameScreen(root, { id: q.get('replay')!, mode: 'replay', tokens: [] }).start();
    else if (q.has('mini')) await showMini(root);
    else await showLobby(root);
  } catch (e) {
    // As text: the message may quote the URL (an unknown game id).
    const p = document.createElement('p');
    p.className = 'fatal';
    p.textContent = String((e as Error).message);
    root.replaceChildren(p);
    document.documentElement.dataset.error = String((e as Error).message);
  }
}

/** The seat tokens of a play link: from the fragment, or from an old-style
 *  query, which is then moved into the fragment (out of history and logs). */
function seatTokens(q: URLSearchParams): string[] {
  const h = new URLSearchParams(location.hash.replace(/^#/, ''));
  const tokens = [...h.getAll('seat'), ...q.getAll('seat')];
  if (q.has('seat')) {
    q.delete('seat');
    const f = new URLSearchParams();
    for (const tok of tokens) f.append('seat', tok);
    history.replaceState(null, '', `${location.pathname}?${q.toString()}#${f.toString()}`);
  }
  return tokens;
}

void main();
