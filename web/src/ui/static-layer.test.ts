// The large map's bitmap (ui/static-layer.ts, issue 18 item 6): the
// standalone SVG it is drawn from carries the map, its size at the zoom,
// and the label sizes the page's stylesheet would give; a bitmap too large
// for the zoom is not drawn (the vector map is shown).
import { describe, expect, it } from 'vitest';
import { bitmapFits, CACHE_MIN_HEXES, MAX_BITMAP_PIXELS, standaloneSvg } from './static-layer';
import { labelSizes } from './viewport';

describe('the static map as a bitmap', () => {
  it('is a standalone SVG of the map at the zoom, with the label sizes of that zoom', () => {
    const size = { width: 3000, height: 2000 };
    const svg = standaloneSvg('<path class="river" d="M0 0L1 1"/><g class="hexnum"><text>0101</text></g>', size, 0.5, labelSizes(0.5), '"DejaVu Sans", sans-serif');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('width="1500" height="1000" viewBox="0 0 3000 2000"');
    expect(svg).toContain('class="river"');
    // At half size the hex numbers grow to stay 6 px on screen (viewport.ts): 12 map units.
    expect(svg).toContain('.hexnum{font-size:12.00px}');
    expect(svg).toContain("font-family=\"'DejaVu Sans', sans-serif\"");
    expect(new DOMParserLike(svg).ok).toBe(true);
  });
  it('is drawn only within its pixel budget, and only for large maps', () => {
    const size = { width: 3600, height: 2300 };
    expect(bitmapFits(size, 0.3, 1)).toBe(true);
    expect(bitmapFits(size, 3, 1)).toBe(false);
    expect(size.width * 3 * size.height * 3).toBeGreaterThan(MAX_BITMAP_PIXELS);
    expect(CACHE_MIN_HEXES).toBeGreaterThan(340); // GBN3's largest map keeps the vector map
    expect(CACHE_MIN_HEXES).toBeLessThanOrEqual(1650); // Königgrätz gets the bitmap
  });
});

/** A minimal well-formedness check: every element opened is closed, in order. */
class DOMParserLike {
  ok = true;
  constructor(text: string) {
    const stack: string[] = [];
    for (const m of text.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
      if (m[3]) continue;
      if (!m[1]) stack.push(m[2]);
      else if (stack.pop() !== m[2]) this.ok = false;
    }
    if (stack.length) this.ok = false;
  }
}
