// The static map of a large board as one bitmap (issue 18 item 6,
// docs/performance.md). With Königgrätz's 1,650 hexes in view the browser
// repainted the whole map's SVG (terrain, hexsides, roads, numbers, names)
// on every frame of a pan: 4.7 fps. Here the map is drawn once into a
// canvas under the board's SVG at the zoom shown, and moves with it; while
// a zoom has not been drawn yet the last bitmap is scaled, and it is drawn
// again once the zoom settles. The vector map stays in the DOM (hidden while
// the bitmap stands for it). Small maps (GBN3's, at most 340 hexes) keep the
// vector map alone: they pan at 60 fps as they are.
import type { Transform } from './viewport';

/** Maps with at least this many hexes get the bitmap. */
export const CACHE_MIN_HEXES = 800;
/** The largest bitmap drawn (device pixels); above it (a large zoom, where
 * little of the map is in view and the vector map pans fast) the vector map is shown. */
export const MAX_BITMAP_PIXELS = 20e6;
/** How long the zoom must stay unchanged before the bitmap is drawn again. */
const SETTLE_MS = 150;

/** The map's own sizes of its zoom-aware labels (styles.css), at a zoom. */
export interface LabelSizes {
  hexnumPx: number;
  placePx: number;
}

/** A standalone SVG document of the static map at zoom k: the map's SVG
 * with the label sizes and font the page's stylesheet would give it. */
export function standaloneSvg(mapSvg: string, size: { width: number; height: number }, k: number, labels: LabelSizes, font: string): string {
  const w = Math.round(size.width * k);
  const h = Math.round(size.height * k);
  const style = `.hexnum{font-size:${labels.hexnumPx.toFixed(2)}px}.places{font-size:${labels.placePx.toFixed(2)}px}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${size.width} ${size.height}" font-family="${font.replace(/"/g, "'")}"><style>${style}</style>${mapSvg}</svg>`;
}

/** Whether the bitmap of a map of this size may be drawn at zoom k. */
export function bitmapFits(size: { width: number; height: number }, k: number, dpr: number): boolean {
  return size.width * k * dpr * size.height * k * dpr <= MAX_BITMAP_PIXELS;
}

export class StaticLayer {
  private canvas: HTMLCanvasElement;
  /** The zoom the bitmap was drawn at (0: none). */
  private drawnK = 0;
  private timer: number | null = null;
  private drawing = false;
  private seq = 0;
  /** Set when a bitmap is shown (tests and the benchmark read it). */
  onDrawn: () => void = () => {};

  constructor(
    pane: HTMLElement,
    private readonly svg: SVGSVGElement,
    private readonly mapLayer: SVGGElement,
    private readonly mapSvg: string,
    private readonly size: { width: number; height: number },
    private readonly labels: (k: number) => LabelSizes,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board-bitmap';
    this.canvas.hidden = true;
    pane.insertBefore(this.canvas, svg);
  }

  /** Drawing waits until the page's first render is done (`enable`): it
   * would hold the main thread while the first view is read and drawn. */
  private enabled = false;

  enable(): void {
    if (this.enabled) return;
    this.enabled = true;
    const t = this.current();
    if (t) this.update(t);
  }

  /** After every change of the viewport: the bitmap follows the board; a new zoom is drawn once it settles. */
  update(t: Transform): void {
    if (!this.enabled) return;
    if (this.drawnK) this.canvas.style.transform = `translate(${t.x.toFixed(1)}px, ${t.y.toFixed(1)}px) scale(${(t.k / this.drawnK).toFixed(5)})`;
    if (t.k === this.drawnK) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = window.setTimeout(() => {
      this.timer = null;
      void this.draw(t);
    }, SETTLE_MS);
  }

  /** Whether the bitmap stands for the map now. */
  get shown(): boolean {
    return !this.canvas.hidden;
  }

  /** Whether nothing is waiting to be drawn (the benchmark waits for it). */
  get settled(): boolean {
    return this.enabled && this.timer === null && !this.drawing;
  }

  private showVector(): void {
    this.canvas.hidden = true;
    this.drawnK = 0;
    this.mapLayer.style.display = '';
  }

  private async draw(at: Transform): Promise<void> {
    const k = at.k;
    const dpr = window.devicePixelRatio || 1;
    if (!bitmapFits(this.size, k, dpr)) return this.showVector();
    const seq = ++this.seq;
    this.drawing = true;
    const font = getComputedStyle(this.svg).fontFamily || 'sans-serif';
    const text = standaloneSvg(this.mapSvg, this.size, k * dpr, this.labels(k), font);
    // A data: URL (the server's Content-Security-Policy allows img-src 'self' data:, not blob:).
    const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      if (seq !== this.seq) return;
      const w = Math.round(this.size.width * k * dpr);
      const h = Math.round(this.size.height * k * dpr);
      const c = this.canvas;
      c.width = w;
      c.height = h;
      c.style.width = `${(w / dpr).toFixed(1)}px`;
      c.style.height = `${(h / dpr).toFixed(1)}px`;
      c.getContext('2d')!.drawImage(img, 0, 0, w, h);
      this.drawnK = k;
      c.hidden = false;
      this.mapLayer.style.display = 'none';
      // Placed where the board is now (it may have moved while drawing).
      const vp = this.current();
      if (vp) this.canvas.style.transform = `translate(${vp.x.toFixed(1)}px, ${vp.y.toFixed(1)}px) scale(${(vp.k / k).toFixed(5)})`;
      this.onDrawn();
    } catch {
      if (seq === this.seq) this.showVector();
    } finally {
      if (seq === this.seq) this.drawing = false;
    }
  }

  /** The board's transform now (set by the board). */
  current: () => Transform | null = () => null;
}
