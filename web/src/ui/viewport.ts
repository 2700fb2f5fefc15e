// Zoom and pan of the map: one transform on the world group, wheel zoom
// about the cursor, drag to pan (a press that moves less than DRAG_PIXELS is
// a click), keys + - and F (fit), and centring on a hex.

/** A press that moves less than this is a click, not a drag. */
export const DRAG_PIXELS = 5;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 3;
const WHEEL_STEP = 1.15;

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

  constructor(
    readonly svg: SVGSVGElement,
    readonly world: SVGGElement,
    private content: { width: number; height: number },
  ) {
    svg.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    svg.addEventListener('pointerdown', (e) => this.onDown(e));
    svg.addEventListener('pointermove', (e) => this.onMove(e));
    svg.addEventListener('pointerup', (e) => this.onUp(e));
    svg.addEventListener('pointercancel', () => (this.drag = null));
  }

  apply(): void {
    this.world.setAttribute('transform', `translate(${this.t.x.toFixed(1)} ${this.t.y.toFixed(1)}) scale(${this.t.k.toFixed(4)})`);
    this.onChange();
  }

  set(t: Transform): void {
    this.t = { ...t, k: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, t.k)) };
    this.apply();
  }

  size(): { w: number; h: number } {
    const r = this.svg.getBoundingClientRect();
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
    const r = this.svg.getBoundingClientRect();
    return { x: (clientX - r.left - this.t.x) / this.t.k, y: (clientY - r.top - this.t.y) / this.t.k };
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    const r = this.svg.getBoundingClientRect();
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
      this.svg.setPointerCapture?.(d.id);
      this.svg.classList.add('panning');
    }
    this.set({ ...this.t, x: d.x + dx, y: d.y + dy });
  }

  private onUp(_e: PointerEvent): void {
    if (this.drag?.moved) {
      this.dragged = true;
      this.svg.classList.remove('panning');
    }
    this.drag = null;
  }
}
