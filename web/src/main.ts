// Entry point: the URL decides the screen.
//   /                      lobby
//   /?game=ID&seat=TOKEN   play a seat (two seat parameters: hot seat)
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
  try {
    if (q.get('game')) await new GameScreen(root, { id: q.get('game')!, mode: 'seat', tokens: q.getAll('seat') }).start();
    else if (q.get('watch')) await new GameScreen(root, { id: q.get('watch')!, mode: 'watch', tokens: [] }).start();
    else if (q.get('replay')) await new GameScreen(root, { id: q.get('replay')!, mode: 'replay', tokens: [] }).start();
    else if (q.has('mini')) await showMini(root);
    else await showLobby(root);
  } catch (e) {
    root.innerHTML = `<p class="fatal">${String((e as Error).message)}</p>`;
    document.documentElement.dataset.error = String((e as Error).message);
  }
}

void main();
