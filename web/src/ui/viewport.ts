// Zoom and pan of the map, wheel zoom about the cursor, drag to pan (a press
// that moves less than DRAG_PIXELS is a click), keys + - and F (fit), and
// centring on a hex. Panning moves the whole <svg> with a CSS transform on
// its own compositor layer, so a pan repaints nothing (docs/performance.md:
// repainting the map's SVG every frame gave 37-50 fps on the largest map);
// zooming resizes the <svg> and the browser draws it again, once.

/** A press that moves less than this is a click, not a drag. */
export const DRAG_PIXELS = 5;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 3;
const WHEEL_STEP = 1.15;
/** Map-unit font sizes of hex numbers and place names (systems/gbn3/map.ts)… */
const HEXNUM_PX = 7.5;
const PLACE_PX = 11.5;
/** …and the smallest they may appear on screen. */
const MIN_HEXNUM_PX = 6;
const MIN_PLACE_PX = 9.5;

/** Below this zoom the counters are drawn simplified (values only)… */
export const SMALL_ZOOM = 0.75;
/** …and scaled by COUNTER_ZOOM / zoom, at most MAX_COUNTER_SCALE (a
 * counter of 65 map units still fits its hex, 73 high). */
const COUNTER_ZOOM = 0.6;
const MAX_COUNTER_SCALE = 1.3;

/** How much hex numbers and place names grow at zoom k (styles.css multiplies their sizes). */
export function labelScales(k: number): { hexnum: number; place: number } {
  return { hexnum: Math.max(1, MIN_HEXNUM_PX / (HEXNUM_PX * k)), place: Math.max(1, MIN_PLACE_PX / (PLACE_PX * k)) };
}

/** The map-unit sizes of hex numbers and place names at zoom k. */
export function labelSizes(k: number): { hexnumPx: number; placePx: number } {
  const s = labelScales(k);
  return { hexnumPx: HEXNUM_PX * Number(s.hexnum.toFixed(3)), placePx: PLACE_PX * Number(s.place.toFixed(3)) };
}

export interface Transform {
  x: number;
  y: number;
  k: number;
}

export class Viewport {
  t: Transform = { x: 0, y: 0, k: 1 };
  private drag: { sx: number; sy: number; x: number; y: number; moved: boolean; id: number } | null = null;
  /** True while the last pointer-up ended a drag (the click is swallowed). */
  dragged = false;
  onChange: () => void = () => {};

  private appliedK = 0;

  constructor(
    readonly pane: HTMLElement,
    readonly svg: SVGSVGElement,
    private content: { width: number; height: number },
  ) {
    svg.setAttribute('viewBox', `0 0 ${content.width} ${content.height}`);
    pane.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    pane.addEventListener('pointerdown', (e) => this.onDown(e));
    pane.addEventListener('pointermove', (e) => this.onMove(e));
    pane.addEventListener('pointerup', (e) => this.onUp(e));
    pane.addEventListener('pointercancel', () => (this.drag = null));
  }

  apply(): void {
    if (this.t.k !== this.appliedK) {
      this.svg.setAttribute('width', (this.content.width * this.t.k).toFixed(1));
      this.svg.setAttribute('height', (this.content.height * this.t.k).toFixed(1));
      // Hex numbers and place names keep a legible size on screen when the
      // whole map is shown (web-look.md): they grow as the map shrinks.
      const labels = labelScales(this.t.k);
      this.svg.style.setProperty('--hexnum-scale', labels.hexnum.toFixed(3));
      this.svg.style.setProperty('--place-scale', labels.place.toFixed(3));
      // Below SMALL_ZOOM the counters show their values alone, larger, and
      // grow up to MAX_COUNTER_SCALE so that they stay legible with the
      // whole map in view (issue 14 item 7d, a 1280 x 720 screen).
      this.svg.classList.toggle('small-zoom', this.t.k < SMALL_ZOOM);
      this.svg.style.setProperty('--counter-scale', Math.min(MAX_COUNTER_SCALE, Math.max(1, COUNTER_ZOOM / this.t.k)).toFixed(3));
      this.appliedK = this.t.k;
    }
    this.svg.style.transform = `translate(${this.t.x.toFixed(1)}px, ${this.t.y.toFixed(1)}px)`;
    this.onChange();
  }

  set(t: Transform): void {
    this.t = { ...t, k: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, t.k)) };
    this.apply();
  }

  size(): { w: number; h: number } {
    const r = this.pane.getBoundingClientRect();
    return { w: r.width || 800, h: r.height || 600 };
  }

  /** Scale and centre so the whole map fits the view. */
  fit(): void {
    const { w, h } = this.size();
    const margin = 16;
    const k = Math.min((w - 2 * margin) / this.content.width, (h - 2 * margin) / this.content.height);
    this.set({ k, x: (w - this.content.width * k) / 2, y: (h - this.content.height * k) / 2 });
  }

  zoomAt(factor: number, cx: number, cy: number): void {
    const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.t.k * factor));
    const f = k / this.t.k;
    this.set({ k, x: cx - (cx - this.t.x) * f, y: cy - (cy - this.t.y) * f });
  }

  zoom(factor: number): void {
    const { w, h } = this.size();
    this.zoomAt(factor, w / 2, h / 2);
  }

  panBy(dx: number, dy: number): void {
    this.set({ ...this.t, x: this.t.x + dx, y: this.t.y + dy });
  }

  /** Centres the view on a map point, keeping the zoom (at least 1). */
  centreOn(p: { x: number; y: number }, minZoom = 1): void {
    const { w, h } = this.size();
    const k = Math.max(this.t.k, minZoom);
    this.set({ k, x: w / 2 - p.x * k, y: h / 2 - p.y * k });
  }

  /** Map coordinates of a client (screen) point. */
  toMap(clientX: number, clientY: number): { x: number; y: number } {
    const r = this.pane.getBoundingClientRect();
    return { x: (clientX - r.left - this.t.x) / this.t.k, y: (clientY - r.top - this.t.y) / this.t.k };
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    const r = this.pane.getBoundingClientRect();
    this.zoomAt(e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, e.clientX - r.left, e.clientY - r.top);
  }

  private onDown(e: PointerEvent): void {
    if (e.button !== 0 && e.button !== 1) return;
    this.drag = { sx: e.clientX, sy: e.clientY, x: this.t.x, y: this.t.y, moved: false, id: e.pointerId };
    this.dragged = false;
  }

  private onMove(e: PointerEvent): void {
    const d = this.drag;
    if (!d) return;
    const dx = e.clientX - d.sx;
    const dy = e.clientY - d.sy;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_PIXELS) return;
    if (!d.moved) {
      d.moved = true;
      this.pane.setPointerCapture?.(d.id);
      this.pane.classList.add('panning');
    }
    this.set({ ...this.t, x: d.x + dx, y: d.y + dy });
  }

  private onUp(_e: PointerEvent): void {
    if (this.drag?.moved) {
      this.dragged = true;
      this.pane.classList.remove('panning');
    }
    this.drag = null;
  }
}
