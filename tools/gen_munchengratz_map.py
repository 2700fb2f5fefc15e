#!/usr/bin/env python3
"""Generates data/gbn3/maps/munchengratz.toml: the reconstructed Münchengrätz map (VV174 §11).

The map is hand-designed (see the 'source' text it writes); this script keeps
the geometry consistent: road and path chains are checked for adjacency, the
Iser's river hexsides are derived from which bank each hex lies on, intact and
destroyed bridges from where the roads and paths cross it, and the hexsides
where a ford may be searched for or a pontoon built from the river hexsides
without an escarpment. Edit the tables below, run
`python3 tools/gen_munchengratz_map.py`, and commit both files. Owners of the
printed map may also edit the TOML directly.
"""
import sys

COLS, ROWS = 12, 15

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

def other_end(s):
    h, d = s.split("/")
    c, r = parse(h)
    return lab(*nb(c, r)[d])

# Levels, one row per line (row 01 first), columns 01..12. The Iser valley is
# level 1; the right-bank plateau (Weissleim, Bukowina) level 2-3; on the left
# bank the ground rises from the town to the Musky massif (Musky Berg 0513,
# level 4) and the plateau of Bossin and Branzez (level 2).
LEVELS = """
2 2 2 2 2 2 2 2 3 3 3 3
1 1 2 2 2 2 2 2 2 3 3 3
1 1 1 2 2 2 2 2 2 2 3 3
1 1 1 1 1 2 2 2 2 2 2 3
1 1 1 1 1 1 2 2 2 2 2 2
1 1 1 1 1 1 1 2 2 2 2 2
1 1 1 1 1 1 1 1 2 2 2 2
2 2 1 1 1 1 1 1 1 2 2 2
2 2 2 2 2 2 1 1 1 1 2 2
2 2 2 2 2 2 2 2 1 1 1 2
2 2 2 3 2 2 2 2 2 1 1 1
2 2 3 3 3 3 2 2 2 1 1 1
2 2 3 3 4 3 2 2 2 2 1 1
2 2 2 3 3 3 2 2 2 2 1 1
2 2 2 2 2 2 2 2 2 2 1 1
"""

TOWNS = {"0406", "0507"}
VILLAGES = {"0404", "0602", "0703", "0605", "0807", "1214", "1215", "0412",
            "0511", "0209", "0111", "0215"}
WOODS = {"0901", "1001", "1101", "1002", "0312", "0313", "0613", "0614"}
MARSH = {"0713", "0714", "0814", "0914"}

# Right (western) bank of the Iser: rows 01..T[c] of column c. Everything else
# is the left (eastern) bank. The river runs along every hexside between them.
WEST_BANK_LAST_ROW = {1: 3, 2: 3, 3: 3, 4: 4, 5: 4, 6: 5, 7: 6, 8: 7, 9: 8,
                      10: 10, 11: 12, 12: 15}

ROADS = [
    ("Hühnerwasser - Weissleim - Kloster - Münchengrätz bridge - Münchengrätz",
     "0701 0601 0602 0503 0504 0404 0405 0406"),
    ("Münchengrätz - Podol bridge - Prischowitz - Turnau (left bank)",
     "0406 0507 0607 0708 0808 0909 0910 0911 1011 1012 1113 1114 1214 1215"),
    ("Münchengrätz - Dneboch - Musky - Branzez - Sobotka (the Austrian retreat)",
     "0507 0508 0509 0510 0511 0411 0412 0413 0314 0214 0215"),
    ("Münchengrätz - Bakow - Jungbunzlau (west edge)", "0406 0306 0206 0106"),
]
PATHS = [
    ("Zabrdka valley - Kloster (north edge 0401)", "0401 0402 0403 0404"),
    ("Ober Bukowina - Weissleim", "0801 0802 0703 0602"),
    ("Kloster - Haschkow - Mohelnitz - Podol (right bank)",
     "0504 0604 0605 0705 0706 0806 0807 0907 0908 1008 1009 1010 1110 1111 1112 1212 1213 1214"),
    ("Haschkow bridge (destroyed)", "0605 0606"),
    ("Mohelnitz bridge (destroyed)", "0807 0808"),
    ("Mohelnitz - Loukow - east edge", "0907 0906 1005 1105 1205"),
    ("Dneboch - Musky Berg - south edge", "0511 0512 0513 0514 0515"),
    ("Podol road - south edge along the Iser", "1012 1013 1014 1015"),
    ("Mohelnitz crossing - through the marsh behind the heights - south edge",
     "0808 0809 0810 0811 0812 0813 0814 0815"),
    ("Münchengrätz - Dobrawud - Bossin", "0406 0407 0308 0309 0209 0210 0111"),
    ("Bossin - Branzez", "0111 0112 0212 0213 0214"),
]
# Bridges where roads cross the Iser: these stand. Where the two paths cross
# it the bridges are destroyed (VV174 §11.1.5 'Mohelnitz and Haschkow bridges').
INTACT = {"0404/S": "Münchengrätz bridge (may be burnt, VV174 §11.1.5)",
          "1114/SE": "Podol bridges (Podol 1214 to the bridgehead 1114)"}
DESTROYED = {"0605/S": "Haschkow bridge", "0807/S": "Mohelnitz bridge"}
# Steep banks of the Iser (no ford search, no pontoon, TEC escarpment):
# the rock of Kloster and the gorge below it. Plausible fill, not evidence.
ESCARPMENT = ["0404/SW", "0404/NW", "0303/S", "0203/SE", "0203/S"]
STREAMS = [("Zabrdka (Kleine Iser), joining the Iser at Kloster",
            ["0301/SE", "0302/NE", "0302/SE", "0303/NE", "0303/SE"])]

PLACES = [
    ("Münchengrätz", ["0406", "0507"], "town of two hexes; VV174 §11.4.1 '(0406 and 0507)', §11.2 '0507 (Münchengrätz N)'; on the left (east) bank of the Iser"),
    ("Musky Berg", ["0513"], "hill, the highest of the map (level 4, clear summit for the guns); VV174 §11.2 '0513 (Musky Berg)', §11.4.1 '(0513)'"),
    ("Musky", ["0412"], "village on the Musky massif; VV174 §11.2 '0412 (Musky)'"),
    ("Kloster", ["0404"], "village across the Iser from the town (1866: 'Kloster' west of Münchengrätz); VV174 §11.2 '0404 (Kloster)'; the Münchengrätz bridge is its south side 0404/S"),
    ("Weissleim", ["0602"], "village on the right-bank plateau; VV174 §11.2 '0602 (Weissleim)'"),
    ("Ober Bukowina", ["0703"], "village on the right-bank plateau; VV174 §11.2 '0703 (Ober Bukowina)'"),
    ("Dneboch", ["0511"], "village at the foot of the Musky massif; VV174 §11.2 '0511 (Dneboch)'"),
    ("Dobrawud", ["0209"], "village; VV174 §11.2 '0209 (Dobrawud)'"),
    ("Bossin", ["0111"], "village; VV174 §11.2 '0111 (Bossin)'"),
    ("Podol", ["1214"], "village at the Podol bridges, on the right bank; VV174 §11.2 '1214 (Podol)'"),
    ("Prischowitz", ["1215"], "village on the Turnau road; Prussian entry, VV174 §11.3 '1215 (Prischowitz)'"),
    ("Branzez", ["0215"], "NO HEX IN THE TEXT: §11.4.1 names it as the end of the Austrian exit edge ('between the Iser and Branzez'); placed on the south edge where 1866 geography puts Branžež (east-south-east of Münchengrätz, beyond the Musky massif). Correct from the printed map"),
    ("Haschkow", ["0605"], "NO HEX IN THE TEXT: village of the destroyed Haschkow bridge (§11.1.5), placed on the right bank upstream of the town (read as Hoškovice). Guess"),
    ("Mohelnitz", ["0807"], "NO HEX IN THE TEXT: village of the destroyed Mohelnitz bridge (§11.1.5), placed on the right bank between the town and Podol where Mohelnice nad Jizerou stands. Guess"),
]

def main():
    lv = [l.split() for l in LEVELS.strip().splitlines()]
    assert len(lv) == ROWS and all(len(r) == COLS for r in lv), "levels grid size"
    def west(c, r):
        return r <= WEST_BANK_LAST_ROW[c]
    special = [TOWNS, VILLAGES, WOODS, MARSH]
    for i, a in enumerate(special):
        for s in a:
            c, r = parse(s)
            assert 1 <= c <= COLS and 1 <= r <= ROWS, s
        for b in special[i + 1:]:
            assert not (a & b), a & b
    # River hexsides: between the banks, each written once from the west bank.
    river = []
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            if not west(c, r):
                continue
            for k, (c2, r2) in nb(c, r).items():
                if not west(c2, r2):
                    river.append(f"{lab(c, r)}/{k}")
    river_pairs = {}
    for s in river:
        h, _ = s.split("/")
        river_pairs[frozenset((h, other_end(s)))] = s
    def canonical(s):
        """The river hexside as written in `river` (from the west bank)."""
        h, _ = s.split("/")
        key = frozenset((h, other_end(s)))
        if key not in river_pairs:
            sys.exit(f"{s} is not a river hexside")
        return river_pairs[key]
    crossings = {}
    for kind, items in (("road", ROADS), ("path", PATHS)):
        for name, chain in items:
            hs = chain.split()
            for a, b in zip(hs, hs[1:]):
                s = side(a, b)
                if frozenset((a, b)) in river_pairs:
                    crossings[canonical(s)] = (kind, name)
    intact = {canonical(s): n for s, n in INTACT.items()}
    destroyed = {canonical(s): n for s, n in DESTROYED.items()}
    assert set(crossings) == set(intact) | set(destroyed), (crossings, intact, destroyed)
    for s in intact:
        assert crossings[s][0] == "road", f"intact bridge {s} should carry a road"
    escarp = [canonical(s) for s in ESCARPMENT]
    for s in escarp:
        assert s not in intact and s not in destroyed, s
    open_bank = [s for s in river if s not in escarp and s not in intact]
    west_bank = [lab(c, r) for r in range(1, ROWS + 1) for c in range(1, COLS + 1) if west(c, r)]
    # Every named hex on the bank the text implies.
    for h in ["0404", "0602", "0703", "0701", "0801", "0401", "1205", "1214", "1215"]:
        assert west(*parse(h)), f"{h} should be on the west bank"
    for h in ["0405", "0406", "0507", "0505", "0513", "0412", "0511", "0209", "0210",
              "0211", "0111", "1114", "0215"]:
        assert not west(*parse(h)), f"{h} should be on the east bank"

    out = []
    w = out.append
    w("# Münchengrätz (VV174 §11), reconstructed. Generated by tools/gen_munchengratz_map.py;")
    w("# edit the script's tables (or this file, then port the change back).")
    w("[map]")
    w('id = "munchengratz"')
    w('name = "Münchengrätz (VV174)"')
    w(f"columns = {COLS}")
    w(f"rows = {ROWS}")
    w('orientation = "flat"')
    w('offset = "even-q"')
    w('''source = """
The printed map is not in the rulebook. Reconstructed as follows (reading notes
§3.10 Map C):
- Size 12 x 15, the least the hex numbers allow: row 01 is the Prussian entry
  edge (0401, 0701), and 1215 (Prischowitz, an entry hex) is the south-east
  corner, on both the south and the east edge. Hexes 1214 and 1205 then lie
  on the east edge.
- Orientation: the named hexes only fit 1866 geography if the top of the map
  is (roughly) west: Weissleim (0602) and Kloster (0404) lie towards the top,
  Musky Berg (0513) and Dneboch (0511) below the town, Podol (1214) and
  Prischowitz (1215) at the lower right, Bossin (0111) at the left. So the
  Army of the Elbe enters from the top edge, the 1st Army from the lower
  right, and the Austrians retreat east (the bottom edge, §11.1.3).
- The Iser (a river, TEC: uncrossable except by a bridge) enters at the
  bottom edge between 1115 and 1215 (the Austrian exit edge runs 'between the
  Iser and Branzez', §11.4.1), passes the Podol bridges (1214/NW: Horn's
  division holds the bridgehead 1114, Art IV-1 stands in Podol), runs up the
  map past Mohelnitz and Haschkow, turns along the top of the town and leaves
  the left edge between 0103 and 0104. The town (0406, 0507) is on the left
  (east) bank; Kloster, Weissleim and Ober Bukowina on the right (west) bank,
  where the Austrian must not be at the end of 12.00. The Münchengrätz bridge
  is 0404/S: Kloster to 0405, the hex an Austrian infantry unit must hold to
  burn it (§11.1.5). The destroyed Haschkow (0605/S) and Mohelnitz (0807/S)
  bridges are where paths cross the river; their hexsides are plain river
  here and are listed in [[destroyed_bridge]].
- The hexsides where a ford may be searched for and a pontoon built are the
  Iser hexsides without an escarpment and without a standing bridge
  ([[ford_search]], [[pontoon_site]]). The escarpments (the rock of Kloster
  and the gorge below it) are plausible fill: correct them from the map.
- Levels: the Iser valley and the town are level 1; the right-bank plateau of
  Weissleim and Bukowina level 2 (3 in the far corner); on the left bank the
  ground rises to the Musky massif (level 3) with Musky Berg (0513) at level
  4, and to the level-2 plateau of Bossin, Dobrawud and Branzez.
- Roads: Hühnerwasser-Weissleim-Kloster-bridge-town (the Army of the Elbe's
  road; 0701 is its entry); town-Podol bridge-Prischowitz-Turnau along the
  left bank; town-Dneboch-Musky-Branzez towards Sobotka (the Austrian
  retreat); town-Bakow to the left edge. Paths link the villages; the Austrian
  exit hexes on the bottom edge are where a road or path reaches it between
  the Iser and Branzez (0215, 0515, 0815, 1015). The Zabrdka brook, the woods
  and the marsh behind the heights (which the 7th Division skirted in 1866)
  are plausible fill. The Turnau-Prague railway is not drawn.
"""''')
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
    w('name = "Iser"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in river) + "]")
    for s, n in intact.items():
        w("")
        w("[[bridge]]")
        w(f'name = "{n}"')
        w(f'hexsides = ["{s}"]')
    w("")
    w("[[escarpment]]")
    w('name = "steep banks of the Iser: the rock of Kloster and the gorge below it"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in escarp) + "]")
    w("")
    w("# --- Features the loaders do not read yet (docs/data-format.md, 'Iser crossings').")
    w("# A bridge that may be burnt (VV174 §11.1.5). It is also a [[bridge]] above.")
    w("[[burnable_bridge]]")
    w('name = "Münchengrätz bridge"')
    w('hexside = "0404/S"')
    w('derivation = "§11.1.5: burnt from 0405; the road from Kloster (0404) to the town crosses the Iser here"')
    for s, n in destroyed.items():
        w("")
        w("# Drawn on the map but destroyed: the hexside is plain river (not a [[bridge]]).")
        w("[[destroyed_bridge]]")
        w(f'name = "{n}"')
        w(f'hexside = "{s}"')
        w('derivation = "VV174 §11.1.5: destroyed and not repairable during the scenario; placed where a path crosses the Iser (guess)"')
    w("")
    w("# Iser hexsides where a Prussian unit may search for a ford (VV174 §11.1.5):")
    w("# every river hexside without an escarpment and without a standing bridge.")
    w("[[ford_search]]")
    w('river = "Iser"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in open_bank) + "]")
    w("")
    w("# Iser hexsides where the Prussian pontoon may be built (VV174 §11.1.5):")
    w("# the same rule ('adjacent to the Iser and with no escarpment').")
    w("[[pontoon_site]]")
    w('river = "Iser"')
    w("hexsides = [" + ", ".join(f'"{s}"' for s in open_bank) + "]")
    w("")
    w("# The Iser's western (right) bank, where an Austrian unit at the end of the")
    w("# 12.00 turn costs 1 VP (VV174 §11.4.1). Every other hex is the eastern bank.")
    w("[[bank]]")
    w('river = "Iser"')
    w('name = "western bank"')
    w("hexes = [" + ", ".join(f'"{h}"' for h in west_bank) + "]")
    for name, hexes, der in PLACES:
        w("")
        w("[[place]]")
        w(f'name = "{name}"')
        w("hexes = [" + ", ".join(f'"{h}"' for h in hexes) + "]")
        w(f'derivation = "{der}"')
    path = "data/gbn3/maps/munchengratz.toml"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {path}: {len(river)} river hexsides, {len(open_bank)} open to fords, "
          f"bridges {sorted(intact)}, destroyed {sorted(destroyed)}, west bank {len(west_bank)} hexes")

if __name__ == "__main__":
    main()
