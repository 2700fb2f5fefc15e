// Small helpers to build SVG markup as strings: one innerHTML assignment
// draws a whole layer, which is much faster than thousands of createElement.

/** Escapes text for SVG/HTML content and attribute values. */
export function esc(s: string | number | null | undefined): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A number with at most one decimal, for compact coordinates. */
export function n1(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
