// Colours of the GBN3 map and counters, in the printed maps' conventions
// (shared/design/web-look.md): quiet terrain so the counters stand out.

/** Ground colour per elevation level (1..4): darker and browner uphill. */
export const LEVEL_FILL = ['#f1ecd4', '#e6d9ae', '#d4bf8c', '#bb9f6b', '#a58656'];
export const WOODS_FILL = '#5d8a45';
export const WOODS_TREE = '#3f6b2f';
export const MARSH_HATCH = '#4a86c5';
export const VILLAGE_BLOCK = '#8a5a44';
export const TOWN_BLOCK = '#5e3b2c';
export const GRID_STROKE = '#9b8a68';
export const CONTOUR_STROKE = '#8a6a3c';
export const STEEP_STROKE = '#5f4020';
export const STREAM_STROKE = '#3b7fc6';
export const RIVER_STROKE = '#2560a8';
export const ROAD_STROKE = '#8c3b25';
export const PATH_STROKE = '#7b4e2b';
export const RAILWAY_STROKE = '#222222';
export const HEX_NUMBER_FILL = '#6e5c3a';
export const PLACE_FILL = '#231a10';

/** A side's counter colours: face, text, the lighter disorganised back. */
export interface SideColours {
  face: string;
  text: string;
  back: string;
  edge: string;
}

export const SIDE_COLOURS: Record<string, SideColours> = {
  prussia: { face: '#1f3560', text: '#ffffff', back: '#7f93b8', edge: '#0c1730' },
  austria: { face: '#f4f0e2', text: '#1b1b1b', back: '#d9d2bb', edge: '#57513f' },
  saxony: { face: '#3b6a3a', text: '#ffffff', back: '#8fb08a', edge: '#1b331a' },
};

export function sideColours(side: string): SideColours {
  return SIDE_COLOURS[side] ?? SIDE_COLOURS.austria;
}

/** Formation bands (rule 1.2.3: the coloured band names the parent unit). */
export const FORMATION_BANDS = [
  '#d23f31', '#f2b632', '#3aa24a', '#8e44ad', '#e67e22', '#16a0b5', '#c2185b', '#7f8c2d',
];

/** Retreat edges tinted in the side's colour. */
export const RETREAT_TINT: Record<string, string> = {
  prussia: '#2b4c8c',
  austria: '#c9b27a',
};
