import { describe, expect, it } from 'vitest';
import type { GameEnvelope } from '../../api/types';
import { normaliseView } from './view';

describe('GBN3 views from the server are made drawable', () => {
  it('drops `last` entries that are not move objects', () => {
    const v = normaliseView({ last: [['index', 1], 'x', { index: 2, side: 'austria', notation: 'move a 0101 N', from: null, to: '0101' }] } as unknown as GameEnvelope);
    expect(v.last).toEqual([{ index: 2, side: 'austria', notation: 'move a 0101 N', from: null, to: '0101' }]);
    expect(v.hexsides).toEqual([]);
    expect(v.cup).toEqual({ left: [], drawn: [] });
  });
});
