// GBN3's panels: its log lines' time and phase, the odds, the status panel
// and the decisions the map has no gesture for.
import { describe, expect, it } from 'vitest';
import { choicesHtml } from '../../ui/decision';
import { logLineHtml } from '../../ui/panels';
import { getSystem } from '../registry';
import { counters } from './board';
import { oddsHtml } from './odds';
import { statusHtml } from './status';
import type { GameView, Gbn3LogEntry, Odds, Scenario } from './types';

const system = getSystem('gbn3');

describe('log lines (turn, phase, rule; hexes centre the map)', () => {
  it('links the map hexes named in the text and cites the section with its title', () => {
    const e: Gbn3LogEntry = { index: 3, hour: 10, day: 1, phase: 'movement', section: '9.3', text: 'p-1gren moves 0903 to 0904; 9999 is no hex', hexes: ['0903', '0904', '0705'] };
    const html = logLineHtml(e, system, new Set(['0903', '0904', '0705']));
    expect(html).toContain('<span class="lt">10.00</span> <span class="lp">movement</span>');
    expect(logLineHtml({ ...e, day: 2 }, system, new Set())).toContain('<span class="lt">D2 10.00</span>');
    expect(html).toContain('data-hex="0903"');
    expect(html).toContain('data-hex="0904"');
    expect(html).toContain('data-hex="0705"'); // named by the entry, not in the text
    expect(html).not.toContain('data-hex="9999"');
    expect(html).toMatch(/<abbr class="section" title="Movement">§9.3<\/abbr>/);
  });
  it('links only the hexes the server names, and none of a line on another day\'s map (§13)', () => {
    const e = { index: 4, hour: 16, day: 1, phase: 'movement', section: '9.3', text: 'p-1gren moves 0903 to 0904', hexes: ['0903'] };
    const html = logLineHtml(e, system, new Set(['0903', '0904']));
    expect(html).toContain('data-hex="0903"');
    expect(html).not.toContain('data-hex="0904"');
    expect(logLineHtml(e, system, new Set())).not.toContain('hexlink');
  });
});

describe('odds panel', () => {
  const odds: Odds = {
    action: 'assault p-44ir 0504:4', kind: 'assault',
    modifiers: [{ text: '+1 col. Dreyse needle gun', section: '9.5.2', column: 1, drm: 0 }],
    column: 4, drm: 2,
    results: { '-': 1 / 6, T: 1 / 6, D: 0.5, 'D+1': 1 / 6 },
    combined: [{ defence: { 'p-44ir': '-' }, attack: 'D', p: 0.75 }, { defence: { 'p-44ir': 'T' }, attack: 'D+1', p: 0.25 }],
  };
  const html = oddsHtml(odds, (id) => (id === 'p-44ir' ? '44th IR' : id));
  it('one line per modifier with its section, the column and die modifier', () => {
    expect(html).toContain('+1 col. Dreyse needle gun');
    expect(html).toContain('title="Coordinated assault">§9.5.2');
    expect(html).toContain('Column 4, die modifier +2');
  });
  it('a bar per result with its exact probability, totals of 100 %', () => {
    expect(html.match(/class="result" data-result=/g)!.length).toBe(4);
    expect(html).toContain('data-p="0.5"');
    expect(html).toContain('50.0 %');
    expect(html).toContain('Total 100.0 %');
    expect(html).toContain('44th IR: -');
  });
  it('says so when there are no odds', () => {
    expect(oddsHtml(null, (x) => x)).toContain('No odds');
  });
});

describe('status panel', () => {
  const sc = {
    turns: [{ hour: 9, day: 1, night: false }, { hour: 21, day: 1, night: true }],
    formations: [{ id: 'mondel', name: 'Brigade Mondel', side: 'austria', commander: 'Mondel' }],
    units: [], cincs: [{ id: 'bonin', name: 'von Bonin', side: 'prussia', reaction: 2, initiative: 0, movement: 6 }],
    locations: [{ place: 'Trautenau', hexes: ['0606'], vp: 2 }],
    reinforcements: [{ turn: 11, hex: '0901', pieces: ['bonin'] }],
    map: { hexes: [] },
  } as unknown as Scenario;
  const v = {
    turn: { hour: 9, day: 1, night: false, label: '09.00' }, phase: 'movement', section: '9.3',
    actor: { kind: 'decision', side: 'austria' }, active_formation: 'mondel',
    cup: { left: [], drawn: ['mondel'] }, vp: { prussia: 1, austria: 3 },
    pieces: [{ id: 'bonin', kind: 'cinc', side: 'prussia', where: 'pending', hex: null, facing: null, disorganised: false, losses: 0, markers: [] }],
    result: null,
  } as unknown as GameView;
  const html = statusHtml(sc, v, counters(sc));
  it('turn track with the night turn dark and the current turn marked', () => {
    expect(html).toMatch(/class="turn  current"[^>]*>09</);
    expect(html).toMatch(/class="turn night "[^>]*>21</);
  });
  it('§10.2 demoralised formations are flagged', () => {
    expect(html).not.toContain('data-testid="demoralised"');
    const pieces = [...v.pieces, { id: 'mondel', kind: 'commander', side: 'austria', where: 'map', hex: '0508', facing: null, disorganised: false, losses: 0, markers: ['demoralised'] }];
    const flagged = statusHtml(sc, { ...v, pieces } as unknown as GameView, counters(sc));
    expect(flagged).toMatch(/data-testid="demoralised"[^]*§10.2[^]*⚑ Mondel/);
  });
  it('phase, active formation, cup, VP and reinforcements to come', () => {
    expect(html).toContain('Brigade Mondel');
    expect(html).toContain('data-testid="vp-prussia">1<');
    expect(html).toContain('data-testid="vp-austria">3<');
    expect(html).toMatch(/11.00<\/b> <a class="hexlink" data-hex="0901">0901<\/a>: Bonin/);
  });
});

describe('status panel of a campaign (§13: two days, one game)', () => {
  const sc = {
    turns: [{ hour: 9, day: 1, night: false }, { hour: 10, day: 1, night: false }, { hour: 9, day: 2, night: false }],
    formations: [], units: [], cincs: [{ id: 'bonin', name: 'von Bonin', side: 'prussia', reaction: 2, initiative: 0, movement: 6 }],
    locations: [{ place: 'Trautenau', hexes: ['0606'], vp: 2, day: 1 }, { place: 'Soor', hexes: ['0909'], vp: 3, day: 2 }],
    reinforcements: [{ turn: 9, day: 2, hex: '0901', pieces: ['bonin'] }],
    map: { hexes: [] },
  } as unknown as Scenario;
  const v = {
    turn: { hour: 9, day: 2, night: false, label: 'day 2, 09.00' }, phase: 'movement', section: '9.3',
    actor: { kind: 'decision', side: 'austria' }, active_formation: null,
    cup: { left: [], drawn: [] }, vp: { prussia: 0, austria: 0 },
    pieces: [{ id: 'bonin', kind: 'cinc', side: 'prussia', where: 'pending', hex: null, facing: null, disorganised: false, losses: 0, markers: [] }],
    days: [{ day: 1, winner: 'austria', level: 'minor', vp: { prussia: 1, austria: 4 } }],
    result: null,
  } as unknown as GameView;
  const html = statusHtml(sc, v, counters(sc));
  it('the track shows each day, the current turn is that of the current day', () => {
    expect(html).toContain('data-day="1">Day 1<');
    expect(html).toContain('data-day="2">Day 2<');
    expect(html.match(/class="turn  current"/g)!.length).toBe(1);
    expect(html).toMatch(/data-day="2">Day 2<\/span><span class="turn  current"/);
  });
  it('the current day\'s locations, reinforcements by day, and day 1\'s result', () => {
    expect(html).toContain('Soor');
    expect(html).not.toContain('Trautenau');
    expect(html).toMatch(/Day 2 <b>09.00<\/b>/);
    expect(html).toMatch(/data-day="1" data-testid="day-result">Day 1 result: [^<]*minor victory \(1 – 4\)/);
  });
});

describe('decisions without a map gesture are listed to click', () => {
  const ids = new Set(['p-1gren', 'p-2gren', 'a-24ir', 'mondel']);
  const legal = [
    'end move', 'move p-1gren 0905 S', 'move p-2gren 0101 N', 'defend 2,1 bonus', 'first mondel', 'assault p-1gren 0606:4',
  ].map((n) => system.parseAction(n, ids));
  legal.push(system.parseAction({ notation: 'burn a-24ir', type: 'special', piece: 'a-24ir', rule: 'bridge_burning', section: '11.1.4' }, ids));
  legal.push(system.parseAction({ notation: 'panic prussia', type: 'special', rule: 'panic', section: '11.1.5' }, ids));
  const view = { pieces: [], combat: null } as unknown as GameView;
  const html = choicesHtml({ view, legal, system, name: (id) => id, button: (a, text) => `<button data-action="${a.notation}">${text}</button>`, mapLit: true });
  const listed = [...html.matchAll(/data-action="([^"]+)"/g)].map((m) => m[1]);
  it('actions of no piece and no hex, and every special rule decision, whatever its verb', () => {
    expect(listed).toEqual(['defend 2,1 bonus', 'first mondel', 'burn a-24ir', 'panic prussia']);
  });
  it('not the map\'s gestures nor the step-ending actions', () => {
    expect(listed).not.toContain('move p-1gren 0905 S');
    expect(listed).not.toContain('assault p-1gren 0606:4');
    expect(listed).not.toContain('end move');
  });
  it('a scenario rule\'s decisions under the rule\'s name and section', () => {
    expect(html).toContain('Burning the bridges');
    expect(html).toContain('§11.1.4');
  });
});
