#!/usr/bin/env python3
"""Generates data/gbn3/maps/nachod-skalitz.toml: the reconstructed Nachod-Skalitz map (VV157).

The map is hand-designed from the rulebook's named hexes and the 1866
geography (see the 'source' text it writes); this script keeps the geometry
consistent: road, path and railway chains are drawn between waypoints and
checked for adjacency, the Aupa's river hexsides and the Metuje's stream
hexsides are derived from which bank each hex lies on, and every crossing of
the Aupa must be one of the intended bridges. Edit the tables below, run
`python3 tools/gen_nachod_skalitz_map.py`, and commit both files. Owners of
the printed map may also edit the TOML directly.

Orientation (ruling in docs/rulings.md, "Map A orientation"): the printed map
is read with real WEST at the top (row 01) and real NORTH on the right
(column 16). Rows therefore run west -> east and columns south -> north.
"""
import sys

COLS, ROWS = 16, 20


def nb(c, r):
    """Neighbours by map direction; even columns sit half a hex lower (notes 3.10)."""
    if c % 2 == 0:
        d = {"N": (c, r - 1), "NE": (c + 1, r), "SE": (c + 1, r + 1),
             "S": (c, r + 1), "SW": (c - 1, r + 1), "NW": (c - 1, r)}
    else:
        d = {"N": (c, r - 1), "NE": (c + 1, r - 1), "SE": (c + 1, r),
             "S": (c, r + 1), "SW": (c - 1, r), "NW": (c - 1, r - 1)}
    return {k: v for k, v in d.items() if 1 <= v[0] <= COLS and 1 <= v[1] <= ROWS}


def lab(c, r):
    return f"{c:02d}{r:02d}"


def parse(l):
    return int(l[:2]), int(l[2:])


def side(a, b):
    ca, ra = parse(a)
    for k, v in nb(ca, ra).items():
        if v == parse(b):
            return f"{a}/{k}"
    sys.exit(f"{a} and {b} are not adjacent")


def to_cube(c, r):
    # Even columns sit lower ("even-q" offset).
    x = c
    z = r - (c + (c & 1)) // 2
    return x, -x - z, z


def from_cube(x, y, z):
    c = x
    r = z + (c + (c & 1)) // 2
    return c, r


def cube_round(x, y, z):
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return rx, ry, rz


def line(a, b):
    """Hexes from a to b inclusive, each adjacent to the previous (cube lerp)."""
    ca, cb = to_cube(*parse(a)), to_cube(*parse(b))
    n = max(abs(ca[i] - cb[i]) for i in range(3))
    out = []
    for i in range(n + 1):
        t = i / n if n else 0.0
        p = [ca[k] + (cb[k] - ca[k]) * t + 1e-6 * (k + 1) for k in range(3)]
        h = lab(*from_cube(*cube_round(*p)))
        if not out or out[-1] != h:
            out.append(h)
    return out


def chain(*waypoints):
    hexes = [waypoints[0]]
    for a, b in zip(waypoints, waypoints[1:]):
        hexes += line(a, b)[1:]
    for a, b in zip(hexes, hexes[1:]):
        side(a, b)  # exits if not adjacent
    return hexes


# --- Terrain ---------------------------------------------------------------

TOWNS = {"1318", "0805", "0806"}  # Nachod; Skalitz (two hexes)
VILLAGES = {"0801", "1114", "0916", "1420", "1109", "1306", "0505", "0411",
            "0514", "1412"}
# Villages of the 1866 map drawn CLEAR for now, because the engine's current
# town/village stacking check is VV165's (one infantry OR two cavalry OR one
# artillery) while the printed VV157 set-ups put cavalry + artillery in Kleny
# (Nachod §11.2) and infantry + artillery in Wisokow 1115 (Skalitz §12.2),
# both legal under VV157 §3 as written. Move them to VILLAGES once the
# engine applies VV157's own town rule.
VILLAGES_HELD_CLEAR = {"0910", "1115"}
WOODS = {"1016", "1017",                          # wood north of Wenzelsberg
         "1118", "1218",                          # woods on the Branka heights
         "1516", "1517", "1518", "1616", "1617",  # hills north-east of Nachod
         "1208", "1209", "1210", "1308", "1309",  # Dubno forest
         "0808",                                  # Skalitz pheasantry (Fasanerie)
         "0313", "0314", "0413",                  # woods by Prowodow and Schonow
         "1403", "1404", "1503", "1504",          # Aupa valley above Ratiboritz
         "0719", "0720", "0819"}                  # beyond the Metuje


def level(c, r):
    """Elevation level (one level ~100 m in VV157 §1.1)."""
    if (c == 15 and r >= 15) or (c == 16 and r >= 14):
        return 3  # hills north-east of Nachod (Branka/Dobroschow side)
    if lab(c, r) in {"1017", "1117", "1018", "1118", "1218"}:
        return 3  # the heights between Wenzelsberg and Nachod
    if r >= 13 or (c >= 13 and r >= 11) or (c <= 4 and r >= 11):
        return 2  # Wysokow plateau, Studnitz heights, Prowodow-Schonow hills
    return 1      # Aupa plain: Skalitz, Kleny, Dubno, Trzebeschow


# West (real) bank of the Aupa: rows 01..T[c] of column c. The river runs
# along every hexside between the banks. It comes in from the real north
# (column 16) at rows 05/06, passes between the two Skalitz hexes and leaves
# by the real west edge (row 01) between columns 02 and 03, towards Jaromer.
AUPA_WEST_BANK_LAST_ROW = {1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4, 7: 4, 8: 5, 9: 5,
                           10: 5, 11: 5, 12: 5, 13: 5, 14: 5, 15: 5, 16: 5}
# The Metuje (a stream here): hexes with a row above M[c] lie beyond it. It
# comes from Bilowec and Nachod and turns south towards Neustadt.
METUJE_LAST_ROW = {c: 18 for c in range(1, 14)} | {14: 19, 15: 20, 16: 20}

ROADS = [
    ("Josefstadt - Trzebeschow - Skalitz - Kleny - Wisokow - Nachod - Bilowec (Glatz road)",
     chain("0801", "0805", "0806", "0910", "1114", "1115", "1318", "1418", "1420")),
    ("Neustadt chaussee - Wenzelsberg - Wisokow", chain("0117", "0916", "1015", "1115")),
    ("Opocno road - Schonow - Wisokow", chain("0115", "0514", "1114")),
]
PATHS = [
    ("Opocno - Zlitsch - Skalitz", chain("0105", "0505", "0605", "0706", "0806")),
    ("Zlitsch bridge - Jaromer (west edge)", chain("0505", "0501")),
    ("Dolsko - Prowodow - Kleny", chain("0109", "0411", "0910")),
    ("Kleny - Dubno - Ratiboritz bridge - Königinhof (west edge)",
     chain("0910", "1109", "1306", "1305", "1301")),
    ("Kosteletz (north edge) - Studnitz - Wisokow", chain("1611", "1412", "1114")),
]
RAILWAYS = [
    ("Josefstadt - Skalitz station - Schwadowitz railway",
     chain("0201", "0202", "0303", "0404", "0505", "0605", "0706", "0806", "1606")),
]
# Where a road or path may cross the Aupa: every crossing must be listed.
INTENDED_BRIDGES = {frozenset(("0805", "0806")), frozenset(("0503", "0504")),
                    frozenset(("1305", "1306"))}

PLACES = [
    ("Nachod", ["1318"], "town; VV157 §11.2 'Nachod (1318)'; 2 VP at Nachod (§11.4.1)"),
    ("Bilowec", ["1420"], "village; VV157 §11.2 'Bilowec (1420)', the Prussian entry on the real east (row 20) edge"),
    ("Kleny", ["0910"], "VV157 §11.2 'Kleny (0910)'; 2 VP at Nachod, 1 VP at Skalitz. A village in 1866, drawn CLEAR until the engine applies VV157's town stacking rule (its printed stack is cavalry + artillery)"),
    ("Wisokow", ["1114", "1115"], "VV157 §12.2 'Wisokow (1115)'; §11.4.1 '1 VP per hex': two hexes along the Skalitz-Nachod road, 1114 added west of 1115 (guess). 1115 drawn CLEAR until the engine applies VV157's town stacking rule (its printed Skalitz stack is infantry + artillery)"),
    ("Wisokow-1114", ["1114"], "one VP hex of Wisokow (§11.4.1 '1 VP per hex'); village"),
    ("Wisokow-1115", ["1115"], "one VP hex of Wisokow (§11.4.1 '1 VP per hex')"),
    ("Wenzelsberg", ["0916"], "NO HEX IN THE TEXT (§11.4.1 1 VP): village and church on the Neustadt chaussee south-east of Wisokow, between Wisokow and the Metuje, as the 27 June fighting places it. Guess: correct from the printed map"),
    ("Skalitz", ["0805", "0806"], "NO HEX IN THE TEXT: two adjacent town hexes (§12.4.1 'the 2 hex. of Skalitz') where the Skalitz set-up puts Archduke Leopold's headquarters (0805) and the reserve guns (0806), west of Kleny on the Aupa. Guess: correct from the printed map"),
    ("Skalitz-0805", ["0805"], "one VP hex of Skalitz (§12.4.1 '1 VP per hex'), west bank"),
    ("Skalitz-0806", ["0806"], "one VP hex of Skalitz (§12.4.1 '1 VP per hex'), east bank, railway station"),
    ("Trzebeschow", ["0801"], "village; VV157 §11.3 'route by Trzebeschow (0801)', on the road to Josefstadt at the real west (row 01) edge; 1 VP at Skalitz"),
    ("Dubno", ["1109"], "village north-east of Skalitz by its forest (1866 accounts); guess, no VP"),
    ("Ratiboritz", ["1306"], "village and Aupa bridge north of Skalitz; guess, no VP"),
    ("Zlitsch", ["0505"], "village and Aupa bridge south of Skalitz; guess, no VP"),
    ("Prowodow", ["0411"], "village south of Kleny, Austrian approach of 27 June; guess, no VP"),
    ("Schonow", ["0514"], "village south of Wenzelsberg, Austrian approach of 27 June; guess, no VP"),
    ("Studnitz", ["1412"], "village north of Wisokow on the heights; guess, no VP"),
]


def banks(last_row):
    """Hexsides between rows <= last_row[c] and the rest, written once from the first bank."""
    out, pairs = [], set()
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            if r > last_row[c]:
                continue
            for k, (c2, r2) in nb(c, r).items():
                if r2 > last_row[c2]:
                    out.append(f"{lab(c, r)}/{k}")
                    pairs.add(frozenset((lab(c, r), lab(c2, r2))))
    return out, pairs


def main():
    for s in TOWNS | VILLAGES | VILLAGES_HELD_CLEAR | WOODS:
        c, r = parse(s)
        assert 1 <= c <= COLS and 1 <= r <= ROWS, s
    assert not (TOWNS & VILLAGES) and not (WOODS & (TOWNS | VILLAGES | VILLAGES_HELD_CLEAR))
    assert not (VILLAGES & VILLAGES_HELD_CLEAR)
    # No steep slopes (the text names none on this map).
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            for c2, r2 in nb(c, r).values():
                assert abs(level(c, r) - level(c2, r2)) <= 1, f"steep slope {lab(c, r)}-{lab(c2, r2)}"
    river, river_pairs = banks(AUPA_WEST_BANK_LAST_ROW)
    stream, _ = banks(METUJE_LAST_ROW)
    bridges = []
    for kind, items in (("road", ROADS), ("path", PATHS), ("railway", RAILWAYS)):
        for name, hs in items:
            for a, b in zip(hs, hs[1:]):
                if frozenset((a, b)) in river_pairs:
                    assert kind != "railway", f"railway crosses the Aupa at {a}-{b}"
                    assert frozenset((a, b)) in INTENDED_BRIDGES, f"{name} crosses the Aupa at {a}-{b}"
                    bridges.append(side(a, b))
    assert len(set(bridges)) == len(INTENDED_BRIDGES), bridges

    out = []
    w = out.append
    w("# Nachod - Skalitz (VV157), reconstructed. Generated by tools/gen_nachod_skalitz_map.py;")
    w("# edit the script's tables (or this file, then port the change back).")
    w("[map]")
    w('id = "nachod-skalitz"')
    w('name = "Nachod – Skalitz (VV157)"')
    w(f"columns = {COLS}")
    w(f"rows = {ROWS}")
    w('orientation = "flat"')
    w('offset = "even-q"')
    w('''source = """
The printed map is not in the rulebook. Reconstructed as follows (reading notes
§3.10 Map A; rulings 'Map A orientation'):
- Size 16 x 20 (reading notes §3.10): entries on column 01 (0105-0117), row 01
  (0801), column 16 (1611) and row 20 (1420).
- ORIENTATION: real west is at the top (row 01), real north on the right
  (column 16). At 750 m a hex (§1.1) Skalitz lies about 11 rows west of
  Nachod (8.5 km) and both are on the map, which only the 20-row axis can
  hold; Trzebeschow (0801) is on the road to Josefstadt (west) and Bilowec
  (1420) on the road to Glatz (east); the Austrian VI corps comes from Opocno
  and Neustadt (south) through column 01 and the Guard cavalry from the north
  through 1611. So the texts' 'eastern edge' (Prussian line of retreat) is
  row 20 and the 'western edge' (Austrian) is row 01.
- Every hex the texts name is placed where they say (see [[place]]
  derivations). Nachod is a town; Skalitz (two hexes, no numbers in the text)
  a town on the Aupa at 0805-0806; Wisokow (1115 named, 1114 added: '1 VP per
  hex'), Bilowec, Trzebeschow and Wenzelsberg (no number: 0916) are villages.
  Kleny (0910) and Wisokow 1115 are drawn CLEAR only until the engine applies
  VV157's own town stacking rule: their printed stacks (cavalry + artillery,
  infantry + artillery) are legal in a village under VV157 §3 as written (A-1)
  but not under the VV165 rule the engine uses today.
- The Aupa (a river, as at Trautenau: uncrossable except by a bridge) comes
  from Ratiboritz (real north) along rows 05/06, passes between the two
  Skalitz hexes and leaves by the real west edge towards Jaromer between
  columns 02 and 03. Bridges: Skalitz (road, 0805/0806), Zlitsch (path,
  0503/0504) and Ratiboritz (path, 1305/1306). The VIII corps set-up of
  §12.2 stands east of it, the reserve cavalry at 0903/0904 and Leopold at
  0805 west of it; Trzebeschow and the Josefstadt road are west of it.
- The Metuje (drawn as a stream) comes past Bilowec and Nachod and turns
  south towards Neustadt along rows 18/19.
- Levels (one level ~100 m, VV157 §1.1): the Aupa plain with Skalitz,
  Kleny, Dubno and Trzebeschow level 1; the Wysokow plateau, Wenzelsberg,
  the Studnitz heights and the Prowodow-Schonow hills level 2; the heights
  between Wenzelsberg and Nachod and the hills north-east of Nachod level 3.
  No steep slopes.
- Roads follow the 1866 roads: Josefstadt-Trzebeschow-Skalitz-Kleny-Wisokow-
  Nachod-Bilowec (the Glatz road through the pass); the Neustadt chaussee by
  Wenzelsberg to Wisokow ('route by 0117'); the road from Opocno by Schonow
  ('route by 0115'). Paths: Opocno-Zlitsch-Skalitz ('path by 0105'),
  Dolsko-Prowodow-Kleny ('path by 0109'), Kleny-Dubno-Ratiboritz, the
  Zlitsch bridge path and the path from 1611 (Guard cavalry entry) by
  Studnitz. Railway: Josefstadt-Skalitz-Schwadowitz, east of the Aupa.
- Woods, secondary villages, the stream and the exact course of each line
  are plausible fill from the 1866 accounts, not evidence: correct them from
  the printed map.
"""''')
    w("# c clear, w woods, v village, t town (docs/data-format.md)")
    w('terrain = """')
    for r in range(1, ROWS + 1):
        row = []
        for c in range(1, COLS + 1):
            h = lab(c, r)
            row.append("t" if h in TOWNS else "v" if h in VILLAGES else "w" if h in WOODS else "c")
        w(" ".join(row))
    w('"""')
    w('levels = """')
    for r in range(1, ROWS + 1):
        w(" ".join(str(level(c, r)) for c in range(1, COLS + 1)))
    w('"""')
    for kind, items in (("road", ROADS), ("path", PATHS), ("railway", RAILWAYS)):
        for name, hs in items:
            w("")
            w(f"[[{kind}]]")
            w(f'name = "{name}"')
            w("hexes = [" + ", ".join(f'"{h}"' for h in hs) + "]")
    w("")
    w("[[stream]]")
    w('name = "Metuje (Mettau)"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in stream) + "]")
    w("")
    w("[[river]]")
    w('name = "Aupa"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in river) + "]")
    w("")
    w("[[bridge]]")
    w('name = "Aupa bridges: Skalitz, Zlitsch, Ratiboritz"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in bridges) + "]")
    for name, hexes, der in PLACES:
        w("")
        w("[[place]]")
        w(f'name = "{name}"')
        w("hexes = [" + ", ".join(f'"{h}"' for h in hexes) + "]")
        w(f'derivation = "{der}"')
    path = "data/gbn3/maps/nachod-skalitz.toml"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {path}: {len(river)} river hexsides, {len(stream)} stream hexsides, bridges {bridges}")
    for kind, items in (("road", ROADS), ("path", PATHS), ("railway", RAILWAYS)):
        for name, hs in items:
            print(f"  {kind}: {' '.join(hs)}")


if __name__ == "__main__":
    main()
