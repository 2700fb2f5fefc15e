// The Austrian movement phase's decision panel (issue 18): the flips of
// §2.6 (one per effective unit that may turn, dozens) are folded into one
// closed group, so the line (§19.7) and move (§4) decisions stay in view;
// the fold is a <details> whose summary the keyboard reaches.
import { describe, expect, it } from 'vitest';
import { choicesHtml } from '../../ui/decision';
import { mns } from './index';
import type { MnsView } from './types';

const ids = Array.from({ length: 30 }, (_, i) => `a-u${i}`);
const pieceIds = new Set(ids);
const legal = [...ids.map((id) => `flip ${id}`), 'line a-u0 N-NE', 'open a-u1', 'begin'].map((n) => mns.parseAction(n, pieceIds));
const view = { phase: 'movement', units: [], markers: [], vp: [0, 0], last: [] } as unknown as MnsView;

describe('Mns_S2_6 flips folded in the panel', () => {
  const html = choicesHtml({ view, legal, system: mns, name: (id) => id, button: (a, text) => `<button data-action="${a.notation}">${text}</button>`, mapLit: false });
  const fold = html.match(/<details class="choice-group folded" data-kind="flip"[^>]*>([\s\S]*?)<\/details>/);
  it('puts every flip in one closed <details> with its count', () => {
    expect(fold).not.toBeNull();
    expect(fold![0]).not.toMatch(/<details[^>]* open/);
    expect(fold![1].match(/data-action="flip /g)?.length).toBe(30);
    expect(fold![1]).toMatch(/<summary>.*\(30\)<\/summary>/);
  });
  it('leaves the other groups open, and none of them folded', () => {
    expect(html).toMatch(/<div class="choice-group" data-kind="line"><b>.*<\/b><div><button data-action="line a-u0 N-NE">/);
    expect(fold![1]).not.toContain('line a-u0');
    expect(html.match(/<details/g)?.length).toBe(1);
  });
});
