#!/usr/bin/env python3
"""Generates data/gbn3/maps/trautenau-soor.toml: the reconstructed Trautenau-Soor map.

The map is hand-designed (see the 'source' text it writes); this script only
keeps the geometry consistent: road and path chains are checked for adjacency
and the Aupa's river hexsides are derived from which bank each hex lies on.
Edit the tables below, run `python3 tools/gen_trautenau_map.py`, and commit
both files. Owners of the printed map may also edit the TOML directly.
"""
import sys

COLS, ROWS = 16, 18

def nb(c, r):
    """Neighbours by direction; even columns sit half a hex lower (notes 3.10)."""
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

# Levels, one row per line (row 01 first), columns 01..16.
LEVELS = """
1 1 2 3 3 3 2 2 2 2 3 3 3 3 2 2
1 1 1 2 3 3 2 2 2 2 2 3 3 3 2 2
1 1 1 1 2 2 2 2 1 1 1 2 2 2 2 2
1 1 1 1 1 1 1 1 1 1 1 1 2 2 2 2
1 1 1 1 1 1 1 1 1 1 1 1 1 2 2 2
1 1 1 1 1 1 1 1 1 2 1 1 1 1 2 2
1 1 1 1 1 2 2 2 2 2 2 1 1 1 1 2
2 2 2 2 2 3 3 3 3 2 2 2 1 1 1 1
2 3 3 3 3 3 4 3 3 3 2 2 2 1 1 1
3 3 3 3 3 3 3 3 3 3 3 2 2 2 1 1
3 3 4 3 3 3 3 3 3 3 3 3 2 2 2 1
3 4 4 3 3 3 3 4 3 3 3 3 2 2 2 1
3 3 3 3 3 3 3 3 3 3 2 2 2 2 1 1
3 3 3 3 3 3 3 2 2 2 2 2 2 2 1 1
3 3 4 3 3 3 3 2 2 2 2 2 2 2 2 1
2 3 3 3 3 3 3 3 2 2 3 3 2 2 2 2
2 2 3 3 3 3 3 3 3 2 3 3 3 2 2 2
2 2 2 3 3 3 3 3 2 2 2 3 3 2 2 2
"""

TOWNS = {"0606"}
VILLAGES = {"0508", "0611", "0513", "0806", "1004", "0910", "0915", "1214",
            "1314", "1414", "1613", "1212", "0315"}
WOODS = {"0401", "0501", "0601", "0502", "0602", "1201", "1301", "1401",
         "1202", "1302", "0209", "0309", "0210", "1409", "1410", "0811",
         "1011", "1111", "0812", "1012", "0213", "0214", "0416", "0616",
         "1116", "1216", "1316", "0417", "0617", "1217"}

# North/east bank of the Aupa: rows 01..T[c] of column c. Everything else is
# the south/west bank. The river runs along every hexside between the banks.
NORTH_BANK_LAST_ROW = {1: 0, 2: 0, 3: 3, 4: 4, 5: 5, 6: 5, 7: 5, 8: 5, 9: 5,
                       10: 4, 11: 5, 12: 6, 13: 7, 14: 8, 15: 9, 16: 10}

ROADS = [
    ("Trautenau - Hohenbruck - Neu Rognitz - Burkersdorf - Königinhof",
     "0606 0607 0508 0509 0609 0610 0611 0512 0513 0514 0414 0415 0316 0216 0217 0118"),
    ("Trautenau - Aupa bridge - Wolta - Liebau (north edge)",
     "0606 0605 0705 0804 0904 0903 0902 0901"),
    ("Trautenau - up the Aupa valley (west edge, evacuation road)",
     "0107 0207 0307 0407 0507 0606"),
    ("Eipel - Raatsch - Staudenz - Burkersdorf",
     "1613 1514 1414 1314 1214 1114 1014 0915 0815 0715 0614 0514"),
]
PATHS = [
    ("Wolta - Kriebnitz bridge - Alt-Rognitz - Staudenz",
     "0904 0905 0805 0806 0807 0808 0909 0910 0911 0912 0913 0914 0915"),
    ("Parschnitz bridge - Alt-Rognitz", "1004 1005 1006 1007 1008 0909"),
    ("Neu Rognitz - Alt-Rognitz", "0611 0711 0810 0910"),
    ("Alt-Rognitz - Rudersdorf - Raatsch", "0910 1010 1111 1211 1212 1313 1314"),
    ("East edge (1603) - Parschnitz", "1603 1503 1403 1303 1203 1104 1004"),
    ("Hohenbruck - west hills (plausible fill)", "0312 0311 0410 0409 0408 0508"),
]
STREAMS = [("Rognitz brook (flows north to the Aupa at Kriebnitz)",
            ["0806/SE", "0807/NE", "0807/SE", "0808/NE", "0808/SE"])]
RAVINES = ["0610/NE", "0610/SE"]

PLACES = [
    ("Trautenau", ["0606"], "town; VV165 §12.2 sets Soor units 'at 0606 (Trautenau)'; 0607 and 0707 (§11.4.1 note) are its southern neighbours"),
    ("Hohenbruck", ["0508"], "village; VV165 §11.2 '0508 (Hohenbruck)'"),
    ("Neu Rognitz", ["0611"], "village; VV165 §12.2 '0611 (Neu Rognitz)'"),
    ("Alt-Rognitz", ["0910"], "village; VV165 §12.2 '0910 (Alt-Rognitz)'"),
    ("Burkersdorf", ["0513"], "village; VV165 §12.2 '0513 (Burkersdorf)'"),
    ("Kriebnitz", ["0806"], "village; VV165 §12.2 '0806 (Kriebnitz)'"),
    ("Parschnitz", ["1004"], "village; VV165 §11.2 '1004 (Parschnitz)'"),
    ("Wolta", ["0903"], "named in VV165 §11.2 '0903 (Wolta)'; drawn CLEAR because the set-up stacks infantry with artillery there, which §3 forbids in a village"),
    ("Staudenz", ["0915"], "village; VV165 §12.2 '0915 (Staudenz)'"),
    ("Ober Raatsch", ["1214"], "village; VV165 §12.2 '1214 (Ober Raatsch)'"),
    ("Raatsch", ["1314"], "village; VV165 §12.2 '1314 (Raatsch)'"),
    ("Unter Raatsch", ["1414"], "village; VV165 §12.2 '1414 (Unter Raatsch)'. The set-up line '3rd IR + Art G-2: 1414' would break §3's village limit, but Art G-2 is also set up alone at 1514 and the 1st Guard Division's 12 steps hold only one battery: the battery is read as standing at 1514 (ruling A-36), leaving 1414 a village like Ober Raatsch and Raatsch"),
    ("Eipel", ["1613"], "village; VV165 §12.2 '1613 (Eipel)', on the Aupa at the east edge"),
    ("Kaile", ["0315"], "NO HEX IN THE TEXT (GUESS). VV165 §12.1.5: the Austrian expected the IV corps 'at Kaile's elevation level' and may not stand more than one hex west of the Trautenau-Burkersdorf-0118 road until the end of 12.00, yet §12.4.1 gives him 2 VP for holding Kaile at the end of 12.00: Kaile must lie within one hex west of that road (or east of it). 1866 accounts put the expected IV corps south of Burkersdorf towards Prausnitz, on the road to Königinhof (the IV corps enters by the road in 0118, §13.3.1). Placed as a village on a level-4 height one hex west of the road (0414/0415/0316), south-west of Burkersdorf. Correct from the printed map"),
    ("Rudersdorf", ["1212"], "NO HEX IN THE TEXT (GUESS; §13.4 campaign VP). On 28 June Grivicic was sent 'over Alt-Rognitz to Rudersdorf' and was caught there by the 2nd Guard Division coming from Eipel and Raatsch (Sybel, Begründung des Deutschen Reiches V; k.k. Kriegsarchiv, Kriegs-Chronik 1885): placed as a village between Alt-Rognitz (0910) and Ober Raatsch (1214), on a path joining them. Correct from the printed map"),
]

def main():
    lv = [l.split() for l in LEVELS.strip().splitlines()]
    assert len(lv) == ROWS and all(len(r) == COLS for r in lv), "levels grid size"
    def level(c, r):
        return int(lv[r - 1][c - 1])
    def north(c, r):
        return r <= NORTH_BANK_LAST_ROW[c]
    for s in TOWNS | VILLAGES | WOODS:
        c, r = parse(s)
        assert 1 <= c <= COLS and 1 <= r <= ROWS, s
    assert not (TOWNS & VILLAGES) and not (WOODS & (TOWNS | VILLAGES))
    # River hexsides: between the banks, each written once from the north bank.
    river = []
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            if not north(c, r):
                continue
            for k, (c2, r2) in nb(c, r).items():
                if not north(c2, r2):
                    river.append(f"{lab(c, r)}/{k}")
    river_pairs = set()
    for s in river:
        h, d = s.split("/")
        c, r = parse(h)
        river_pairs.add(frozenset((h, lab(*nb(c, r)[d]))))
    bridges = []
    for name, chain in ROADS + PATHS:
        hs = chain.split()
        for a, b in zip(hs, hs[1:]):
            s = side(a, b)
            if frozenset((a, b)) in river_pairs:
                bridges.append(s)
    out = []
    w = out.append
    w("# Trautenau - Soor (VV165), reconstructed. Generated by tools/gen_trautenau_map.py;")
    w("# edit the script's tables (or this file, then port the change back).")
    w("[map]")
    w('id = "trautenau-soor"')
    w('name = "Trautenau – Soor (VV165)"')
    w(f"columns = {COLS}")
    w(f"rows = {ROWS}")
    w('orientation = "flat"')
    w('offset = "even-q"')
    w('''source = """
The printed map is not in the rulebook. Reconstructed as follows (reading notes
§3.10 Map B):
- Size 16 x 18: the scenario edges 0301-1501 (north), 1601-1603 and 1613-1618
  (east), 0118-1618 (south) and 0113-0118 (west) fix it exactly.
- Every hex the texts name is placed where they say (see [[place]] derivations).
  Trautenau is a town; Hohenbruck, Neu and Alt-Rognitz, Burkersdorf, Kriebnitz,
  Parschnitz, Staudenz, Ober Raatsch, Raatsch, Unter Raatsch and Eipel are
  villages. Wolta (0903) is drawn clear because its Trautenau set-up stack
  (infantry + artillery) is illegal in a village under §3. Unter Raatsch
  (1414) is a village: the Soor set-up lists Art G-2 both there and alone at
  1514, and the step total of the 1st Guard Division allows one battery, read
  as standing at 1514 (ruling A-36). Kaile (0315) and Rudersdorf (1212) have
  no hex in the texts: placed from 1866 accounts (see their derivations).
- The Aupa (a river, TEC: uncrossable except by a bridge) enters from the north
  edge between 0201 and 0301 (the Prussian line of retreat is 'east of the
  Aupa, 0301 to 1501'), runs south-east to Trautenau, east along the valley
  past Parschnitz (whose set-up and the 1603 entry path stay on the north bank)
  and south-east to leave the east edge between 1610 and 1611, north of Eipel
  (1613), so the Soor Guard entry 'by road in 1613' and set-up at 1612 lie on
  the south-west bank. Bridges stand where a road or path crosses it:
  Trautenau (0606/N), Kriebnitz (0805/S) and Parschnitz (1004/S).
- Levels: the Aupa valley floor is level 1; the hills north of it (border
  hills towards Liebau) level 2-3; the plateau south of Trautenau rises from
  level 2 (the Kapellenberg slopes 0607/0707, 1866 accounts) to level 3 around
  Hohenbruck, the Rognitz villages and Burkersdorf, with level-4 summits
  (0709, 0812, 0312, Kaile 0315); the ground falls to level 2 towards
  Staudenz and Raatsch and to level 1 at Eipel on the Aupa.
- Roads follow the 1866 roads: Trautenau-Hohenbruck-Neu Rognitz-Burkersdorf
  south to 0118 (VV165 §12.1.5 names this road and 0118); Trautenau over the
  Aupa bridge north to 0901 (Prussian entry, §11.3); Trautenau west up the
  valley to 0107 (the evacuation road 0107-0901, §11.4.1); the 'Eipel road in
  1613' west through the Raatsch villages and Staudenz to Burkersdorf. The
  1603 entry is 'the path in 1603' (§13.3.2). A path joins Alt-Rognitz,
  Rudersdorf and Raatsch (Grivicic's march of 28 June). Woods, the Rognitz
  brook and the two ravine hexsides are plausible fill, not evidence: correct
  them from the printed map. No railway is drawn.
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
        w(" ".join(lv[r - 1]))
    w('"""')
    for kind, items in (("road", ROADS), ("path", PATHS)):
        for name, chain in items:
            w("")
            w(f"[[{kind}]]")
            w(f'name = "{name}"')
            w("hexes = [" + ", ".join(f'"{h}"' for h in chain.split()) + "]")
    for name, sides in STREAMS:
        w("")
        w("[[stream]]")
        w(f'name = "{name}"')
        w("hexsides = [" + ", ".join(f'"{s}"' for s in sides) + "]")
    w("")
    w("[[river]]")
    w('name = "Aupa"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in river) + "]")
    w("")
    w("[[bridge]]")
    w('name = "Aupa bridges: Trautenau, Kriebnitz, Parschnitz"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in bridges) + "]")
    w("")
    w("[[ravine]]")
    w('name = "gully between Neu Rognitz and the Alt-Rognitz woods"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in RAVINES) + "]")
    for name, hexes, der in PLACES:
        w("")
        w("[[place]]")
        w(f'name = "{name}"')
        w("hexes = [" + ", ".join(f'"{h}"' for h in hexes) + "]")
        w(f'derivation = "{der}"')
    path = "data/gbn3/maps/trautenau-soor.toml"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {path}: {len(river)} river hexsides, bridges {bridges}")

if __name__ == "__main__":
    main()
