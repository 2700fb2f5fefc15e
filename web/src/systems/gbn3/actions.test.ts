import { describe, expect, it } from 'vitest';
import { groupByType, parseAction } from './actions';

const ids = new Set(['p-1gren', 'p-44ir', 'a-art-1', 'p-41ir', 'grossmann', 'bonin', 'a-9ir', 'a-24ir']);

describe('GBN3 notation (docs/notation.md) read for map gestures', () => {
  it('§9.3 move with facing; commander without', () => {
    expect(parseAction('move p-1gren 0905 S', ids)).toMatchObject({ type: 'move', piece: 'p-1gren', hex: '0905', facing: 'S' });
    expect(parseAction('move grossmann 0807', ids)).toMatchObject({ type: 'move', piece: 'grossmann', hex: '0807', facing: null });
  });
  it('§9.2 barrage names the artillery, its target and facing', () => {
    expect(parseAction('fire a-art-1 p-41ir NE', ids)).toMatchObject({ type: 'fire', piece: 'a-art-1', target: 'p-41ir', facing: 'NE', hex: null });
  });
  it('§9.5.1 assault splits keep each hex value', () => {
    const a = parseAction('assault p-44ir 0403:1 0504:3', ids);
    expect(a.type).toBe('assault');
    expect(a.hexes).toEqual([{ hex: '0403', value: 1 }, { hex: '0504', value: 3 }]);
  });
  it('two-word types and bonus', () => {
    expect(parseAction('end move', ids).type).toBe('end move');
    expect(parseAction('no advance', ids).type).toBe('no advance');
    expect(parseAction('cinc bonin stay', ids).type).toBe('cinc stay');
    expect(parseAction('attack bonus', ids)).toMatchObject({ type: 'attack', bonus: true });
    expect(parseAction('volley a-9ir p-1gren bonus', ids)).toMatchObject({ piece: 'a-9ir', target: 'p-1gren', bonus: true });
  });
  it('§9.5.13 the Aide de Camp is a hex gesture', () => {
    expect(parseAction('aide grossmann 0903', ids)).toMatchObject({ type: 'aide', piece: null, hex: '0903' });
  });
  it('server fields win over the notation', () => {
    expect(parseAction({ notation: 'retreat a-24ir 0505 SE', type: 'retreat', piece: 'a-24ir', hex: '0606' }, ids).hex).toBe('0606');
  });
  it('a scenario rule\'s own decision: grouped by its verb, with its rule and section', () => {
    const a = parseAction({ notation: 'burn a-24ir', type: 'special', piece: 'a-24ir', rule: 'bridge_burning', section: '11.1.4' }, ids);
    expect(a).toMatchObject({ type: 'burn', piece: 'a-24ir', rule: 'bridge_burning', section: '11.1.4' });
    expect(parseAction('search p-44ir 0404/S', ids)).toMatchObject({ type: 'search', piece: 'p-44ir', rule: null });
  });
  it('groups keep first-appearance order', () => {
    const g = groupByType(['ready', 'attach a-9ir', 'attach a-24ir'].map((n) => parseAction(n, ids)));
    expect([...g.keys()]).toEqual(['ready', 'attach']);
    expect(g.get('attach')!.length).toBe(2);
  });
});
