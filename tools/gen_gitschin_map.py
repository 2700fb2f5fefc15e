#!/usr/bin/env python3
"""Generates data/gbn3/maps/gitschin.toml: the reconstructed Gitschin map (VV174 §12).

The map is hand-designed (see the 'source' text it writes); this script keeps
the geometry consistent: road and path chains are checked for adjacency, the
Cidlina's stream hexsides are derived from which bank each hex lies on, and
every hex the rulebook names is checked against the terrain it must have.
Edit the tables below, run `python3 tools/gen_gitschin_map.py`, and commit both
files. Owners of the printed map may also edit the TOML directly.

Orientation (derived, see SOURCE below): the printed map has real NORTH on its
RIGHT-HAND edge (column 17) and real WEST on its TOP edge (row 01). Hexside
directions in the data (N, NE, ...) are map directions: map N = real west.
"""
import sys

COLS, ROWS = 17, 20

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

def on_edge(h):
    c, r = parse(h)
    return c in (1, COLS) or r in (1, ROWS)

# --- The Cidlina -----------------------------------------------------------
# The Cidlina brook enters from the north edge (column 17, between 1713 and
# 1714), runs south past the village of Cidlina (1613) to Markt-Eisenstadtl
# (1217), then south-west to Gitschin, passing the town on its eastern side,
# and leaves the south edge (column 01) between 0114 and 0115.
# Column c: rows 01..EAST_BANK_FIRST_ROW[c]-1 are the west bank, the rest the
# east bank; the stream runs along every hexside between the banks.
EAST_BANK_FIRST_ROW = {1: 15, 2: 15, 3: 15, 4: 14, 5: 15, 6: 15, 7: 16, 8: 16,
                       9: 17, 10: 17, 11: 17, 12: 18, 13: 17, 14: 16, 15: 15,
                       16: 14, 17: 14}

def east_bank(c, r):
    return r >= EAST_BANK_FIRST_ROW[c]

# --- Terrain ---------------------------------------------------------------
TOWNS = {"0413", "0514"}                       # Gitschin
VILLAGES = {
    "0803",  # Woharitz
    "0806",  # Unter Lochow
    "0908",  # Ober Lochow
    "1008",  # Prachow
    "0709", "0809",  # Wohawec (two hexes, ruling A-43)
    "0409",  # Brezina
    "0311",  # Wokschitz
    "0213",  # Tschejkowitz
    "1112",  # Brada
    "1114",  # Diletz
    "1311",  # Jinolitz
    "1313",  # Podulsch
    "1315",  # Zames
    "1217",  # Markt-Eisenstadtl
    "1118",  # Tesin
    "1610",  # Ober Kniznitz
    "1613",  # Cidlina
    "1708",  # Libun
    "0520",  # Podhrad (no hex in the text: guess)
}
WOODS = {
    # Prachow rocks and the wooded Privysin ridge north of Gitschin
    "1009", "1109", "1010", "1110", "1111", "1209", "1210",
    # fir woods on both sides of the Sobotka chaussee west of Lochow
    "0704", "0705", "0904", "0905",
    # fill, not evidence
    "0606", "1503", "1504", "1603", "0918", "1019", "0117", "0217",
}
MARSH = {"1309", "1310"}  # the marsh in front of the Privysin, by Jinolitz (1866 accounts)

def level(c, r):
    """Elevation level: 1 about 280 m (the Gitschin plain and the Cidlina
    valley), 2 about 330 m, 3 about 380 m, 4 the Prachow rocks."""
    h = lab(c, r)
    overrides = {
        # Prachow rocks (4) and Prachow on their western foot (3)
        "1009": 4, "1109": 4, "1008": 3,
        # the Anna Berg south of the Sobotka chaussee and its eastern slope
        "0607": 3, "0707": 3, "0508": 2, "0608": 2, "0708": 2,
        # hills of the Sobotka pass at the western edge
        "0602": 3, "0603": 3, "0702": 3, "1002": 3, "1003": 3, "1102": 3,
        # the slope from Lochow up to Prachow
        "0908": 2, "0909": 2, "0910": 2,
        # a hill east of Gitschin (Zebin) and its slopes
        "0616": 3, "0615": 2, "0617": 2, "0716": 2, "0717": 2, "0516": 2, "0517": 2,
    }
    if h in overrides:
        return overrides[h]
    if east_bank(c, r):
        return 1
    if c >= 9 and r == EAST_BANK_FIRST_ROW[c] - 1:
        return 1  # the Cidlina valley floor on the west bank
    if c <= 9:
        return 2 if r < 8 else 1
    if c == 10:
        return 2
    if c in (11, 12):
        return 3 if 6 <= r <= 13 else 2
    return 2

# --- Roads and paths ---------------------------------------------------------
ROADS = [
    ("Sobotka - Woharitz - Unter Lochow - Wohawec - Gitschin (the Münchengrätz chaussee)",
     "0901 0801 0802 0803 0804 0805 0806 0807 0808 0809 0709 0710 0610 0611 0512 0412 0413"),
    ("Turnau - Libun - Ober Kniznitz - Podulsch - Brada - Gitschin",
     "1708 1608 1609 1610 1511 1411 1412 1313 1212 1112 1012 0913 0813 0714 0614 0514"),
    ("Gitschin - Miletin (east of the Cidlina)",
     "0514 0515 0516 0416 0417 0418 0419 0420"),
    ("Gitschin - Horitz - Königgrätz (east of the Cidlina)",
     "0413 0414 0315 0316 0317 0318 0319 0320"),
    ("Gitschin - Tschejkowitz - Kopidlno (west of the Cidlina)",
     "0413 0313 0213 0113"),
    ("Cidlina - Zames - Markt-Eisenstadtl",
     "1713 1613 1514 1414 1315 1316 1216 1217"),
    ("Markt-Eisenstadtl - Diletz - Gitschin",
     "1217 1216 1116 1115 1114 1014 0914 0814 0714"),
]
PATHS = [
    ("Gitschin - Smidar (east of the Cidlina)", "0315 0215 0116"),
    ("Ober Kniznitz road - Jinolitz - Prachow - Ober Lochow - Lochow",
     "1411 1311 1211 1111 1110 1009 1008 0908 0807"),
    ("Gitschin - Wokschitz - Brezina", "0412 0411 0311 0310 0409"),
    ("Markt-Eisenstadtl - Tesin", "1217 1218 1118"),
]
# The three routes whose exits count for the Austrian exit VP (§12.4.1).
EXIT_ROUTES_EAST = ["0420", "0320", "0116"]

STREAMS_EXTRA = [("Lochow brook (the 'last break' east of Unter Lochow, 1866 accounts)",
                  ["0706/S", "0806/SW", "0806/S", "0806/SE", "0906/S"])]
RAVINES = [("hollow on the Sobotka side of the Lochow woods (1866 accounts)",
            ["0703/S", "0803/SW", "0803/S", "0803/SE", "0903/S"])]

PLACES = [
    ("Gitschin", ["0413", "0514"], "town of two adjacent hexes; VV174 §12.2 sets the commanders-in-chief at '0413 or 0514 ... in Gitschin'; §12.1.5 prints '0413-0515', read 0514 (A-42: 0515 is not adjacent to 0413)"),
    ("Woharitz", ["0803"], "village; VV174 §12.4.1 'Woharitz (0803)', on the Sobotka chaussee near the western entry"),
    ("Unter Lochow", ["0806"], "village; VV174 §12.4.1 'Unter Lochow (0806)', on the chaussee"),
    ("Ober Lochow", ["0908"], "village; VV174 §12.2 '0908 (Ober Lochow)'"),
    ("Prachow", ["1008"], "village; VV174 §12.2 and §12.4.1 '1008 (Prachow)'"),
    ("Wohawec", ["0709", "0809"], "village of two adjacent hexes: VV174 §12.2 sets the 2nd Hussars at '0709 (Wohawec)' and §12.4.1 scores 'Whoawec (0809)'; both hexes are read as Wohawec (ruling A-43). The chaussee runs through both"),
    ("Brezina", ["0409"], "village; VV174 §12.2 '0409 (Brezina)'"),
    ("Wokschitz", ["0311"], "village; VV174 §12.2 '0311 (Wokschitz)'"),
    ("Tschejkowitz", ["0213"], "village; VV174 §12.2 '0213 (Tschejkowotz)'"),
    ("Brada", ["1112"], "village; VV174 §12.4.1 'Brada (1112)', on the Turnau road"),
    ("Diletz", ["1114"], "village; VV174 §12.4.1 'Diletz (1114)'"),
    ("Jinolitz", ["1311"], "village; VV174 §12.4.1 'Jinolitz (1311)' ('Ginolitz' in the historical note)"),
    ("Podulsch", ["1313"], "village; VV174 §12.4.1 'Podulsch (1313)', on the Turnau road"),
    ("Zames", ["1315"], "village; VV174 §12.4.1 'Zames (1315)'"),
    ("Markt-Eisenstadtl", ["1217"], "village (a market town; the VP list calls every objective a village); VV174 §12.2 and §12.4.1 '1217'; on the west bank of the Cidlina"),
    ("Tesin", ["1118"], "village; VV174 §12.2 '1118 (Tesin)', across the Cidlina from Markt-Eisenstadtl"),
    ("Ober Kniznitz", ["1610"], "village; VV174 §12.2 and §12.4.1 '1610 (Ober Kniznitz)', on the Turnau road"),
    ("Cidlina", ["1613"], "village on the Cidlina brook; VV174 §12.2 '1613 (Cidlina)'"),
    ("Libun", ["1708"], "village on the north edge; VV174 §12.2 '1708 (Libun)', where the Turnau road enters"),
    ("Podhrad", ["0520"], "NO HEX IN THE TEXT: VV174 §12.1.3 and §12.4.1 use it as the far end of the Austrian edge ('up to Gitschin and Podhrad', exits 'between Podhrad and Gitschin'), so it must lie beyond the 0420 exit; placed on the east edge at 0520. Correct from the printed map"),
]

SOURCE = '''The printed map is not in the rulebook. Reconstructed as follows (reading notes
§3.10 Map D):
- Size 17 x 20, the least that holds every hex the text names (Libun 1708,
  exits 0320/0420 on row 20, 0116 on column 01, entry 0901 on row 01).
- ORIENTATION. The named places only fit a map with real north on the RIGHT
  edge (column 17) and real west on the TOP edge (row 01): Libun (1708) and
  Ober Kniznitz (1610) lie north of Gitschin (0413/0514), Woharitz and Lochow
  (rows 03-08) west of it on the Sobotka chaussee, Markt-Eisenstadtl (1217)
  north-north-east, Wokschitz (0311) west-south-west and Tschejkowitz (0213)
  south. The scenario's edges agree: the 5th Division (columns 15-17) retreats
  to the 'northern edge' (column 17), the 3rd Division enters at 0901 and
  retreats to the 'western edge' (row 01), and the Austrians retreat to the
  'southern' (column 01) and 'south-eastern' (row 20, near the corner) edges
  where the exits 0116, 0320 and 0420 are. Hexside directions in the data are
  map directions (map N = real west).
- Every hex the texts name holds what the text implies (see [[place]]):
  Gitschin is a town of two adjacent hexes (0413, 0514); every VP objective
  and named set-up hex is a village; Wohawec is two hexes (0709, 0809), one
  named by the set-up, the other by the VP list (ruling A-43).
- The Cidlina is a stream (the 1866 accounts call it a brook, 'Bach'): from
  the north edge past Cidlina (1613) and Markt-Eisenstadtl (1217), then
  south-west along the eastern side of Gitschin, leaving the south edge
  between 0114 and 0115. Gitschin lies on its west bank, so the three routes
  'leaving Gitschin to the east of the Cidlina' (§12.4.1: exits 0420, 0320,
  0116 = the roads to Miletin and Horitz and the path to Smidar, the three
  routes of the 1866 retreat) each cross it at the town, while the Kopidlno
  road (exit 0113) stays west of it and does not count.
- Roads follow the 1866 roads: the Münchengrätz chaussee from the western
  entry 0901 through Woharitz, Unter Lochow and Wohawec into Gitschin (the
  3rd Division's axis); the Turnau road from Libun through Ober Kniznitz,
  Podulsch and Brada (the 5th Division's axis); the road down the Cidlina
  valley from Cidlina through Zames to Markt-Eisenstadtl and on through
  Diletz; the roads leaving Gitschin south and east. Paths join Jinolitz,
  Prachow and Ober Lochow, the Saxon villages, and Tesin.
- Levels: level 1 is the Gitschin plain and the Cidlina valley; the ridge
  Prachow rocks - Privysin - Brada - Eisenstadtl that the allies held is
  level 3 (columns 11-12), with the Prachow rocks at level 4 (1009, 1109);
  the plateau north of it where the 5th Division attacked from (Jinolitz,
  Podulsch, Zames, Ober Kniznitz) and the Lochow plateau west of Gitschin are
  level 2; the Anna Berg (0607/0707), the hills of the Sobotka pass and a
  hill east of Gitschin are level 3.
- Woods on the Prachow rocks and the Privysin, fir woods either side of the
  chaussee west of Lochow, a marsh before the Privysin (1309/1310, by Jinolitz), the
  ravine and the brook the chaussee crosses before and after Lochow are from
  the 1866 accounts; the other woods are plausible fill, not evidence. Podhrad
  has no hex in the text (see its [[place]]). No railway existed in 1866.
  Correct all of it from the printed map.'''

def main():
    for s in TOWNS | VILLAGES | WOODS | MARSH:
        c, r = parse(s)
        assert 1 <= c <= COLS and 1 <= r <= ROWS, s
    assert not (TOWNS & VILLAGES) and not (WOODS & (TOWNS | VILLAGES)) and not (MARSH & (WOODS | VILLAGES))
    # Gitschin: two adjacent hexes on the west bank.
    side("0413", "0514")
    for h in TOWNS:
        assert not east_bank(*parse(h)), h
    # Stream hexsides between the banks, each written once from the west bank.
    cidlina = []
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            if east_bank(c, r):
                continue
            for k, (c2, r2) in nb(c, r).items():
                if east_bank(c2, r2):
                    cidlina.append(f"{lab(c, r)}/{k}")
    crossing = set()
    for s in cidlina:
        h, d = s.split("/")
        c, r = parse(h)
        crossing.add(frozenset((h, lab(*nb(c, r)[d]))))
    for name, chain in ROADS + PATHS:
        hs = chain.split()
        for a, b in zip(hs, hs[1:]):
            side(a, b)
    # The three counted exits are road/path ends on the edge, east of the Cidlina.
    ends = {chain.split()[-1] for _, chain in ROADS + PATHS}
    for h in EXIT_ROUTES_EAST:
        assert h in ends and on_edge(h) and east_bank(*parse(h)), h
    assert not east_bank(*parse("0113"))
    # Set-up hexes stacking infantry with artillery must not be villages (§3).
    for h in ("1511", "1212", "0811", "0909", "0907"):
        assert h not in VILLAGES | TOWNS, h
    # Steep slopes (two levels or more) that artillery or cavalry set up on
    # must still be able to leave by road/path: reported for review.
    steep = []
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            for k, (c2, r2) in nb(c, r).items():
                if level(c2, r2) - level(c, r) >= 2:
                    steep.append(f"{lab(c, r)}/{k}")
    out = []
    w = out.append
    w("# Gitschin (VV174 §12), reconstructed. Generated by tools/gen_gitschin_map.py;")
    w("# edit the script's tables (or this file, then port the change back).")
    w("[map]")
    w('id = "gitschin"')
    w('name = "Gitschin (VV174)"')
    w(f"columns = {COLS}")
    w(f"rows = {ROWS}")
    w('orientation = "flat"')
    w('offset = "even-q"')
    w(f'source = """\n{SOURCE}\n"""')
    w("# c clear, w woods, v village, t town, m marsh (docs/data-format.md)")
    w('terrain = """')
    for r in range(1, ROWS + 1):
        row = []
        for c in range(1, COLS + 1):
            h = lab(c, r)
            row.append("t" if h in TOWNS else "v" if h in VILLAGES else "w" if h in WOODS
                       else "m" if h in MARSH else "c")
        w(" ".join(row))
    w('"""')
    w('levels = """')
    for r in range(1, ROWS + 1):
        w(" ".join(str(level(c, r)) for c in range(1, COLS + 1)))
    w('"""')
    for kind, items in (("road", ROADS), ("path", PATHS)):
        for name, chain in items:
            w("")
            w(f"[[{kind}]]")
            w(f'name = "{name}"')
            w("hexes = [" + ", ".join(f'"{h}"' for h in chain.split()) + "]")
    w("")
    w("[[stream]]")
    w('name = "Cidlina"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in cidlina) + "]")
    for name, sides in STREAMS_EXTRA:
        w("")
        w("[[stream]]")
        w(f'name = "{name}"')
        w("hexsides = [" + ", ".join(f'"{s}"' for s in sides) + "]")
    for name, sides in RAVINES:
        w("")
        w("[[ravine]]")
        w(f'name = "{name}"')
        w("hexsides = [" + ", ".join(f'"{s}"' for s in sides) + "]")
    for name, hexes, der in PLACES:
        w("")
        w("[[place]]")
        w(f'name = "{name}"')
        w("hexes = [" + ", ".join(f'"{h}"' for h in hexes) + "]")
        w(f'derivation = "{der}"')
    path = "data/gbn3/maps/gitschin.toml"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {path}: {len(cidlina)} Cidlina hexsides; steep slopes: {' '.join(steep)}")

if __name__ == "__main__":
    main()
