#!/usr/bin/env python3
"""Generates data/mns/maps/koniggratz.toml: the reconstructed Königgrätz map.

The printed map is not in the rules text. The text names twenty hexes
(reading notes §3); everything else is placed from the 1866 ground around
those anchors. This script keeps the geometry consistent: roads and trails
are drawn as straight hex lines between waypoints, the Bistritz is the
boundary between its two banks, bridges and fords are where paths cross it,
the fieldworks line is checked contiguous, and every feature's source is
written into the file. Edit the tables below, run

    python3 tools/mns/gen_koniggratz_map.py            # writes the file
    python3 tools/mns/gen_koniggratz_map.py --show     # also draws the map as text

and commit both files. An owner of the printed map may also edit the TOML
directly (python3 tools/mns/check_data.py checks it either way).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mnsgrid as g  # noqa: E402

COLS, ROWS = 55, 30
OFFSET = "even-q"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "mns", "maps", "koniggratz.toml")


def P(label):
    return g.parse(label)


def L(c, r):
    return g.lab(c, r)


# ----------------------------------------------------------------- the Bistritz
# West bank = rows 01..WEST_LAST[c] of column c; the river runs along every
# hexside between the banks, from the south edge (column 01) to the north
# edge (column 55). Anchors: Sadowa 3604/3704/3705 on the west bank (the
# Austrian brigade Prochaska holds the village, 17.2, and the free set-up
# allows only towns there, 17.3); Benatek 4610 and Hradek 0608 on the east
# bank; Formation 10 sets up 'east of the Bistritz' in columns 24-32 west of
# row 13 (17.2); Nechanitz (0904/0905) on the west bank at the Elbe Army's
# crossing.
WEST_LAST = {}
for c in range(1, COLS + 1):
    if c <= 4:
        WEST_LAST[c] = 4
    elif c <= 10:
        WEST_LAST[c] = 5
    elif c <= 26:
        WEST_LAST[c] = 4
    elif c <= 33:
        WEST_LAST[c] = 5
    elif c <= 36:
        WEST_LAST[c] = 4
    elif c <= 42:
        WEST_LAST[c] = 5
    elif c <= 47:
        WEST_LAST[c] = 6
    elif c <= 53:
        WEST_LAST[c] = 7
    else:
        WEST_LAST[c] = 8


def west(h):
    return h[1] <= WEST_LAST[h[0]]


# ---------------------------------------------------------------------- places
# (name, hexes, terrain, from the text?, derivation). Terrain 't' = town.
PLACES = [
    ("Chlum", ["3416"], "t", True, "17.2: Benedek and the HQ set up at '3416 (Chlum)'. The village on the heights at the centre of the Austrian position; a hill hex."),
    ("Sadowa", ["3604", "3704", "3705"], "t", True, "17.2: Formation P sets up at '3604, 3704, 3705 (Sadowa)'. Three town hexes on the west bank of the Bistritz, where the Horsitz-Königgrätz chaussee crosses it; with even columns low the three form a triangle (the offset's evidence)."),
    ("Nedelist", ["3624", "3724", "3725"], "t", True, "17.2: Formation 2 at 'hexes 3624, 3724, 3725 (Nedelist)', Formation T 'w/3 3725 (Nedelist)'. Three town hexes, a triangle like Sadowa's, at the north-east end of the fieldworks."),
    ("Rosnitz", ["2420"], "t", True, "17.2: Formation 1 'w/3 2420 (Rosnitz)'."),
    ("Sweti", ["2824"], "t", True, "17.2: Formation 6 'w/3 2824 (Sweti)'. On the chaussee to Königgrätz."),
    ("Wschestar", ["2721", "2722"], "t", True, "17.2: Formations C and R 'w/3 2721 (Wschestar)', the trains at '2722 (Wschestar)'."),
    ("Benatek", ["4610"], "t", True, "17.2: Formation 3 puts 'any two infantry units in 4610 (Benatek)'. East of the Bistritz, north-west of the Swiepwald."),
    ("Hradek", ["0608"], "t", True, "17.2: Formation E 'w/5 0608 (Hradek)'. The château east of the Bistritz below Nechanitz; a hill hex."),
    ("Königgrätz road (Entry Hex N)", ["2030"], ".", True, "17.2 'LOC: Entry Hex N', 18.1 'hex 2030 (Entry Hex N)'. On the east edge (row 30), where the chaussee leaves the map for the fortress of Königgrätz."),
    ("8th Corps set-up centre", ["1614"], ".", True, "17.2: Formation 8 'w/2 1614'. Not named in the text; in 1866 the VIII Corps stood in reserve behind the Saxons: drawn clear, by Charbusitz (1514)."),
    ("3rd Corps set-up centre", ["3709"], ".", True, "17.2: Formation 3 'w/5 3709'. Not named in the text; between the Holawald, Cistowes and Chlum, the ground the III Corps held in 1866."),
    ("Fieldworks, south-west end", ["2712"], ".", True, "19.6: the fieldworks run 'from 2712 to 3723'. By Langenhof (2611)."),
    ("Fieldworks, north-east end", ["3723"], ".", True, "19.6: the fieldworks run 'from 2712 to 3723'. By Nedelist."),
    ("Fieldworks, Formation 4 sector", ["3514", "3718"], ".", True, "17.2: Formation 4 'on or adjacent to the Austrian fieldworks from 3514 through 3718': the sector north of Chlum."),
    # Not in the text: placed from the 1866 ground relative to the anchors.
    ("Lipa", ["3214"], "t", False, "NOT IN THE TEXT. On the chaussee south-west of Chlum, behind the fieldworks (1866 maps: Lipa 1 km south-west of Chlum)."),
    ("Langenhof", ["2611"], "t", False, "NOT IN THE TEXT. South of Lipa where the Nechanitz road meets the works; the cavalry battle of the afternoon was fought around it and Stresetitz."),
    ("Stresetitz", ["2211"], "t", False, "NOT IN THE TEXT. On the Nechanitz-Lipa road between Problus and Langenhof."),
    ("Problus", ["1409", "1410"], "t", False, "NOT IN THE TEXT. The Saxon centre (Formation S sets up in columns 10-23, rows 03-13, 17.2), on the heights above Nieder-Prim; two town hexes on a hill."),
    ("Nieder-Prim", ["1106"], "t", False, "NOT IN THE TEXT. On the Nechanitz road east of the Bistritz; the Saxon left."),
    ("Ober-Prim", ["0909"], "t", False, "NOT IN THE TEXT. South-east of Nieder-Prim by the Prim woods, where the Elbe Army turned the Saxon flank."),
    ("Nechanitz", ["0904", "0905"], "t", False, "NOT IN THE TEXT. The Elbe Army's crossing of the Bistritz: a town on the west bank at the Smidar road's bridge. Columns 01-10 are the Elbe Army's side (17.3 keeps the Austrian out of their rows 01-02)."),
    ("Lubno", ["0404"], "t", False, "NOT IN THE TEXT. A village on the west bank below Nechanitz with a ford (the Elbe Army's 15th Division crossed south of Nechanitz)."),
    ("Charbusitz", ["1514"], "t", False, "NOT IN THE TEXT. Behind the Saxons on the road from Problus towards Königgrätz; next to 1614, the 8th Corps' set-up centre."),
    ("Briza", ["2115"], "t", False, "NOT IN THE TEXT. Between Stresetitz and Rosnitz; the Briza wood beside it."),
    ("Rosberitz", ["3019"], "t", False, "NOT IN THE TEXT. On the chaussee south-east of Chlum, where the Prussian Guard cut the Austrian line of retreat in the afternoon."),
    ("Cistowes", ["3910"], "t", False, "NOT IN THE TEXT. Between the Holawald and the Swiepwald, held by the III Corps' brigade Appiano."),
    ("Maslowed", ["4215"], "t", False, "NOT IN THE TEXT. North of Chlum behind the Swiepwald, on its height."),
    ("Horenowes", ["4918"], "t", False, "NOT IN THE TEXT. The Second Army's first objective (its lime trees stood on the height); a hill."),
    ("Racitz", ["4824"], "t", False, "NOT IN THE TEXT. North-east, on the VI Corps' road from Welchow (Entry Hex L)."),
    ("Sendrasitz", ["4128"], "t", False, "NOT IN THE TEXT. North of Nedelist on the Josefstadt road (Entry Hex M)."),
    ("Lochenitz", ["3529"], "t", False, "NOT IN THE TEXT. Near the east edge by the Elbe (the Elbe itself lies off the map)."),
    ("Sowetitz", ["4204"], "t", False, "NOT IN THE TEXT. On the west bank north of Sadowa."),
    ("Cerekwitz", ["5204"], "t", False, "NOT IN THE TEXT. On the west bank at the north edge: the 7th Division came down from there."),
    ("Dohalitz", ["3103"], "t", False, "NOT IN THE TEXT. On the west bank south of Sadowa, with a bridge (the 4th Division's crossing)."),
    ("Mokrowous", ["2703"], "t", False, "NOT IN THE TEXT. On the west bank south of Dohalitz, with a ford (the 3rd Division's crossing)."),
]

# Areas: (name, terrain code, list of (centre, radius) discs, derivation).
WOODS = [
    ("Swiepwald", "w", [("4312", 2)], "NOT IN THE TEXT. The dense wood between Benatek, Cistowes and Maslowed where the 7th Division fought two Austrian corps all morning."),
    ("Prim woods", "w", [("1008", 1)], "NOT IN THE TEXT. The wooded park between Ober- and Nieder-Prim through which the Elbe Army turned the Saxon left."),
    ("Holawald", "l", [("3507", 1)], "NOT IN THE TEXT. The open wood of tall trees astride the chaussee east of the Sadowa bridge, where the 3rd, 4th and 8th Divisions stood under the Austrian guns: light woods (bombardable)."),
    ("Briza wood", "l", [("2014", 1)], "NOT IN THE TEXT. Beside Briza, behind Stresetitz."),
    ("Racitz woods", "l", [("5023", 1)], "NOT IN THE TEXT. North of Racitz toward the Trotina."),
    ("Hradek park", "l", [("0709", 0)], "NOT IN THE TEXT. The château park by Hradek."),
]
HILLS = [
    ("Chlum heights", [("3416", 2), ("3214", 1)], "Chlum (3416) stood on the highest ground of the Austrian centre; Lipa (3214) on its south-west shoulder."),
    ("Lipa - Langenhof heights", [("2712", 0), ("2812", 0), ("2912", 0), ("3012", 0), ("3112", 0), ("3212", 0), ("3312", 0), ("3313", 0), ("3413", 0)], "The western face of the Austrian position above the Bistritz valley, crowned by the fieldworks' batteries."),
    ("Maslowed height", [("4215", 1)], "The height north of Chlum behind the Swiepwald."),
    ("Horenowes heights", [("4918", 2)], "The Horenowes heights with their lime trees, the Second Army's target at noon."),
    ("Problus heights", [("1409", 2)], "The Saxon position on the heights of Problus."),
    ("Hradek", [("0608", 1)], "The château height by Hradek."),
    ("Roskosberg", [("3802", 1)], "The height west of Sadowa from which King Wilhelm watched the battle; west bank."),
    ("Swiepwald plateau", [("4311", 1)], "The plateau under the Swiepwald."),
]

# Paths: (name, kind, waypoints, crossings, derivation). Consecutive
# waypoints are joined by a straight hex line. `crossings` says how a trail
# crosses the Bistritz ("bridge" or "ford"); roads always cross by bridge.
PATHS = [
    ("Horsitz - Sadowa - Lipa - Rosberitz - Sweti - Königgrätz chaussee", "road",
     ["3701", "3704", "3705", "3706", "3410", "3214", "3019", "2824", "2030"], "bridge",
     "The main road of the battle: from the First Army's Entry Hex G over the Sadowa bridge, through the Holawald, by Lipa below Chlum, Rosberitz and Sweti to Entry Hex N (2030) and Königgrätz."),
    ("Smidar - Nechanitz - Prim - Problus - Stresetitz - Langenhof - Lipa", "road",
     ["0801", "0904", "0905", "0906", "1006", "1106", "1409", "2211", "2611", "2712", "3214"], "bridge",
     "The Elbe Army's road from Entry Hex C over the Nechanitz bridge, through the Saxon position, to the Austrian centre at Lipa."),
    ("Problus - Charbusitz - Königgrätz", "road", ["1409", "1514", "2030"], "bridge",
     "The road from Problus to the fortress, behind the Saxons and the VIII Corps."),
    ("Sweti - Nedelist - Sendrasitz - Josefstadt", "road", ["2824", "3624", "3724", "4128", "5528"], "bridge",
     "The road along the Elbe valley from Königgrätz north to Josefstadt, by which the 12th Division came down (Entry Hex M)."),
    ("Cerekwitz - Benatek ford - Maslowed - Chlum", "trail", ["4701", "4705", "4707", "4610", "4215", "3416"], "ford",
     "The 7th Division's way from Entry Hex H over the Bistritz by Benatek to Maslowed and Chlum."),
    ("Gross Bürglitz - Benatek", "trail", ["5510", "4610"], "ford", "The I Corps' way in (Entry Hex I)."),
    ("Zizelowes - Horenowes - Maslowed", "trail", ["5513", "4918", "4215"], "ford", "The Guard's way from Entry Hex J by Horenowes to Maslowed."),
    ("Horenowes - Chlum", "trail", ["4918", "3416"], "ford", "The Guard's line of attack on Chlum."),
    ("Welchow - Horenowes", "trail", ["5517", "4918"], "ford", "Entry Hex K to Horenowes."),
    ("Welchow - Racitz - Nedelist", "trail", ["5521", "4824", "3724"], "ford", "The VI Corps' way from Entry Hex L by Racitz to Nedelist."),
    ("Chlum - Nedelist", "trail", ["3416", "3624"], "ford", "Behind the north front of the works."),
    ("Nedelist - Lochenitz", "trail", ["3725", "3529"], "ford", "Towards the Elbe."),
    ("Dub - Dohalitz bridge - Lipa", "trail", ["3001", "3103", "3105", "3106", "3214"], "bridge", "The 4th Division's way from Entry Hex F over the Dohalitz bridge to Lipa."),
    ("Mokrowous ford - Langenhof", "trail", ["2401", "2703", "2705", "2706", "2611"], "ford", "The 3rd Division's way from Entry Hex E over the Mokrowous ford to Langenhof."),
    ("Lubno ford - Hradek", "trail", ["0501", "0404", "0405", "0406", "0608"], "ford", "Entry Hex B over the Lubno ford to Hradek."),
    ("Kralowa Lhota - Nechanitz", "trail", ["1001", "0904"], "ford", "Entry Hex D to Nechanitz on the west bank."),
    ("South ford - Hradek", "trail", ["0201", "0204", "0205", "0608"], "ford", "Entry Hex A over a ford below Lubno to Hradek."),
    ("Hradek - Ober-Prim - Problus", "trail", ["0608", "0909", "1409"], "ford", "Across the Saxon flank."),
    ("Problus - Briza - Rosnitz - Wschestar", "trail", ["1409", "2115", "2420", "2721"], "ford", "The lateral way behind the Austrian left."),
    ("Rosberitz - Wschestar", "trail", ["3019", "2722"], "ford", "From the chaussee to the trains."),
    ("Cistowes - Chlum", "trail", ["3910", "3416"], "ford", "From the Swiepwald front to Chlum."),
    ("Cerekwitz - Sowetitz - Sadowa (west bank)", "trail", ["5204", "4204", "3704"], "ford", "Along the west bank."),
]

# The fieldworks (19.6): the contiguous line of hexes from 2712 to 3723,
# each with at least one protected hexside. Protected hexsides face away
# from the ground behind the works (REAR, around Rosberitz): the west face
# (2712-3413) covers the Bistritz valley, the north face (3514-3723) the
# approach of the Second Army. Battery positions: the works that held guns.
FIELDWORKS = ["2712", "2812", "2912", "3012", "3112", "3212", "3312", "3313", "3413", "3514",
              "3515", "3615", "3616", "3717", "3718", "3719", "3720", "3721", "3722", "3723"]
REAR = "3019"
BATTERY_POSITIONS = ["2912", "3112", "3312", "3413", "3515", "3616", "3719", "3722"]

# Ridges (19.2): each the boundary between two bands of hexes inside a window.
# ("row", R, c1, c2): between rows <= R and rows > R, in columns c1..c2.
# ("col", C, r1, r2): between columns <= C and columns > C, in rows r1..r2.
RIDGES = [
    ("Chlum heights, east crest", ("row", 17, 31, 36), "Hides the Austrian reserves around Rosberitz and Wschestar from the west."),
    ("Horenowes heights, south crest", ("col", 47, 15, 21), "Hides the Second Army's approach behind the Horenowes heights from Chlum."),
    ("Problus heights, west crest", ("row", 7, 11, 17), "Hides the Saxon position from the Bistritz valley."),
    ("Maslowed ridge", ("col", 40, 14, 18), "Between the Swiepwald and Chlum."),
]

# Entry hexes (17.2, 17.4): id -> (hex, army, derivation).
ENTRIES = {
    "A": ("0201", "Elbe", "The Elbe Army's southernmost way, over a ford below Lubno (15th Division, 16th, reserve: A-D)."),
    "B": ("0501", "Elbe", "The Lubno ford road (Advance Guard and 14th Division: B/C; LOC)."),
    "C": ("0801", "Elbe", "The Smidar road to the Nechanitz bridge (Advance Guard and 14th Division: B/C; LOC)."),
    "D": ("1001", "Elbe", "The Kralowa Lhota way to Nechanitz (A-D)."),
    "E": ("2401", "First", "The 3rd Division's way to the Mokrowous ford; later the First Army's cavalry corps."),
    "F": ("3001", "First", "The 4th Division's way to the Dohalitz bridge; III Corps and the reserve artillery; LOC."),
    "G": ("3701", "First", "The Horsitz chaussee to Sadowa: First Army HQ, 8th Division, III Corps; LOC."),
    "H": ("4701", "First", "The 7th Division's way from Cerekwitz to the Benatek ford."),
    "I": ("5510", "Second", "The I Corps' way from Gross Bürglitz to Benatek (I or J)."),
    "J": ("5513", "Second", "The Guard's way from Zizelowes to Horenowes; Second Army HQ, reserve cavalry and artillery; LOC."),
    "K": ("5517", "Second", "The V Corps' way from Welchow (K/L); LOC."),
    "L": ("5521", "Second", "The VI Corps' way from Welchow to Racitz (11th Division; K/L); LOC."),
    "M": ("5528", "Second", "The Josefstadt road along the Elbe (12th Division)."),
    "N": ("2030", "Austrian", "The chaussee to Königgrätz: the Austrian LOC and the Prussian victory hex (17.2, 18.1)."),
}


# LOC hexes (12.3): 17.4 gives the Prussians B, C, F, G, J, K, L; 17.2 the Austrians N.
LOC = set("BCFGJKLN")


def disc(label, radius):
    return set(g.within(P(label), radius, COLS, ROWS, OFFSET))


def chain(waypoints):
    hexes = []
    for a, b in zip(waypoints, waypoints[1:]):
        seg = g.line(P(a), P(b), OFFSET)
        hexes.extend(seg if not hexes else seg[1:])
    for a, b in zip(hexes, hexes[1:]):
        assert g.adjacent(a, b, OFFSET), (a, b)
    return hexes


def band(spec):
    kind, k, lo, hi = spec
    sides = set()
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            for d, (c2, r2) in g.neighbours(c, r, OFFSET, COLS, ROWS).items():
                if kind == "row":
                    if lo <= c <= hi and lo <= c2 <= hi and r <= k < r2:
                        sides.add(g.side_label((c, r), (c2, r2)))
                else:
                    if lo <= r <= hi and lo <= r2 <= hi and c <= k < c2:
                        sides.add(g.side_label((c, r), (c2, r2)))
    return sorted(sides)


def build():
    terrain = {(c, r): "." for c in range(1, COLS + 1) for r in range(1, ROWS + 1)}
    hills = set()
    for _name, code, discs, _ in WOODS:
        for centre, radius in discs:
            for h in disc(centre, radius):
                terrain[h] = code
    for _name, discs, _ in HILLS:
        for centre, radius in discs:
            hills |= disc(centre, radius)
    for _name, hexes, code, _text, _ in PLACES:
        for h in hexes:
            if code == "t":
                terrain[P(h)] = "t"
            elif terrain[P(h)] != ".":
                sys.exit(f"{h} ({_name}) must be clear")
    river = set()
    for (c, r) in terrain:
        for _d, h2 in g.neighbours(c, r, OFFSET, COLS, ROWS).items():
            if west((c, r)) and not west(h2):
                river.add(g.side_label((c, r), h2))
    paths = []
    crossings = {"bridge": [], "ford": []}
    for name, kind, wps, how, der in PATHS:
        hexes = chain(wps)
        for a, b in zip(hexes, hexes[1:]):
            s = g.side_label(a, b)
            if s in river:
                crossings["bridge" if kind == "road" else how].append((s, name))
        paths.append((name, kind, hexes, der))
    for b in crossings["bridge"]:
        if b[0] in {f[0] for f in crossings["ford"]}:
            sys.exit(f"{b[0]} is both a bridge and a ford")
    fw = [P(h) for h in FIELDWORKS]
    for a, b in zip(fw, fw[1:]):
        if not g.adjacent(a, b, OFFSET):
            sys.exit(f"fieldworks: {L(*a)} and {L(*b)} are not adjacent")
    protected = []
    rear = P(REAR)
    for h in fw:
        for _d, n in g.neighbours(h[0], h[1], OFFSET, COLS, ROWS).items():
            if n in fw:
                continue
            if g.distance(n, rear, OFFSET) > g.distance(h, rear, OFFSET):
                protected.append(g.side_label(h, n))
    for h in fw:
        if not any(L(*h) in s.split("/") for s in protected):
            sys.exit(f"fieldworks hex {L(*h)} has no protected hexside")
    woods_hexes = {h for h, t in terrain.items() if t in "wl"}
    treeline = sorted({g.side_label(h, n) for h in woods_hexes
                       for _d, n in g.neighbours(h[0], h[1], OFFSET, COLS, ROWS).items()
                       if terrain[n] not in "wl" and g.side_label(h, n) not in river})
    ridges = [(name, band(spec), der) for name, spec, der in RIDGES]
    for name, sides, _ in ridges:
        if set(sides) & river:
            sys.exit(f"ridge {name} lies on the river")
    return terrain, hills, river, paths, crossings, protected, treeline, ridges


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def qlist(items, per_line=10, indent="  "):
    items = list(items)
    if len(items) <= per_line:
        return "[" + ", ".join(q(x) for x in items) + "]"
    lines = []
    for i in range(0, len(items), per_line):
        lines.append(indent + ", ".join(q(x) for x in items[i:i + per_line]) + ",")
    return "[\n" + "\n".join(lines) + "\n]"


SOURCE = """
The printed map is not in the rules text (2.1) and no public source gives it.
Reconstructed as follows; every feature can be corrected from the printed map.
- Size 55 x 30. The text uses columns 01 to 55 (17.3 'columns 53xx, 54xx,
  55xx') and rows at least to 30; 2030 is an edge hex (Entry Hex N, 17.2,
  18.1) in an interior column, so row 30 is the last row.
- Orientation. Rows run west to east and columns south to north: Formation 10
  sets up 'west of xx13' and the Saxons 'east of xx02' (17.2), and the named
  places fit the 1866 ground only so (Hradek 0608 south-west, Benatek 4610
  north-west, Nedelist 3724 east of Chlum 3416, 2030 south-east towards
  Königgrätz; 352 yards a hex, 1.2). The printed numbers read upright with
  row 01 at the top: the top edge is real west, the right edge (column 55)
  real north. A 55 x 30 grid of flat-topped hexes has the proportions of an
  S&T 22" x 34" map (55 x 1.5 : 30 x 1.73 = 1.59); pointy-topped it would be
  2.1 : 1. So the hexes are flat-topped, each column a straight line.
- Offset. Even columns sit half a hex lower (towards higher rows): only then
  are Sadowa (3604, 3704, 3705) and Nedelist (3624, 3724, 3725) compact
  triangles of mutually adjacent town hexes (with odd columns low 3604 would
  not touch 3705, nor 3624 3725). The GBN3 maps use the same offset.
- Every hex the text names is a [[place]] with text = true; places with
  text = false are NOT in the text and were placed from 1866 maps relative
  to those anchors (distances squeezed where the anchors demand it: the
  text puts Hradek and 2030 far closer to the centre than they lie).
- The Bistritz crosses the map from the south edge (column 01) to the north
  edge (column 55) a few rows in from the west edge, leaving Sadowa,
  Nechanitz and the First and Elbe Armies' entry hexes on its west bank and
  Hradek, Benatek and Formation 10's zone (columns 24-32 'east of the
  Bistriz', 17.2) on its east bank. Bridges where roads cross it (Sadowa,
  Nechanitz) and at Dohalitz; fords where the other trails cross it.
- The fieldworks run as the text says from 2712 to 3723 (19.6): a west face
  above the Bistritz valley from Langenhof to Chlum and a north face from
  Chlum to Nedelist; protected hexsides face away from the ground behind the
  works, battery positions are eight of the twenty hexes.
- Woods, hills, ridges, roads, trails and the entry hexes A-N are placed from
  the 1866 ground: the Elbe Army from the west via Nechanitz (A-D in columns
  01-10, which 17.3 keeps free of Austrians in rows 01-02), the First Army
  on the Bistritz front around Sadowa (E-H), the Second Army from the north
  towards Chlum (I-M on the north edge), Entry Hex N = 2030 towards
  Königgrätz. Each has a derivation below. The Elbe river lies just off the
  east edge and is not drawn.
"""


def write(terrain, hills, river, paths, crossings, protected, treeline, ridges):
    out = []
    w = out.append
    w("# Königgrätz (Musket & Saber, S&T 275), RECONSTRUCTED. Generated by")
    w("# tools/mns/gen_koniggratz_map.py: edit the script's tables (or this file, then")
    w("# port the change back). Schema: docs/mns/data-format.md (\"maps/*.toml\").")
    w("[map]")
    w('id = "koniggratz"')
    w('system = "musket-and-saber"')
    w('name = "Königgrätz, 3 July 1866"')
    w('status = "reconstructed"')
    w(f"columns = {COLS}")
    w(f"rows = {ROWS}")
    w('orientation = "flat"              # flat-topped: each column a straight line of hexes (core/grid_layout.h)')
    w(f'offset = "{OFFSET}"                # even-numbered columns sit half a hex lower')
    w('hexside_notation = "CCRR/CCRR"    # a hexside is written as the two hexes it separates')
    w('# Real directions of the map edges (row 01 at the top, column 01 at the left).')
    w('compass = { row_01_edge = "west", last_row_edge = "east", column_01_edge = "south", last_column_edge = "north" }')
    w('source = """' + SOURCE.rstrip() + '\n"""')
    w("")
    w("# One character per hex: line k is row k (01 first), character c is column c.")
    w("# Codes from data/mns/charts/tec.toml: . clear, l light woods, w woods, t town.")
    ruler_t = "".join(str(c // 10) for c in range(1, COLS + 1))
    ruler_u = "".join(str(c % 10) for c in range(1, COLS + 1))
    w(f"# columns {ruler_t}")
    w(f"#         {ruler_u}")
    w('terrain = """')
    for r in range(1, ROWS + 1):
        w("".join(terrain[(c, r)] for c in range(1, COLS + 1)))
    w('"""')
    w("# Hills (secondary terrain, 2.2): h = hill, . = none; same layout.")
    w('hills = """')
    for r in range(1, ROWS + 1):
        w("".join("h" if (c, r) in hills else "." for c in range(1, COLS + 1)))
    w('"""')
    for name, kind, hexes, der in paths:
        w("")
        w(f"[[{kind}]]")
        w(f"name = {q(name)}")
        w("hexes = " + qlist([L(*h) for h in hexes], 12))
        w(f"derivation = {q('NOT IN THE TEXT. ' + der)}")
    w("")
    w("[[river]]")
    w('name = "Bistritz"')
    w('terrain = "bistritz"')
    w("hexsides = " + qlist(sorted(river), 8))
    w("derivation = " + q("Not in the text beyond its name and its two banks (17.2, 17.3). Drawn between the west bank (rows 01..n, n = 4 to 8 from south to north) and the east bank; see [[bank]]."))
    w("")
    w("[[bank]]")
    w('river = "Bistritz"')
    w('name = "west"')
    w("# 17.3 'on or west of the Bistriz': these hexes (the river is on their east sides).")
    w("hexes = " + qlist([L(c, r) for c in range(1, COLS + 1) for r in range(1, WEST_LAST[c] + 1)], 12))
    for kind in ("bridge", "ford"):
        for s, name in crossings[kind]:
            w("")
            w(f"[[{kind}]]")
            w(f"name = {q(name)}")
            w(f"hexsides = [{q(s)}]")
            w(f"derivation = {q('NOT IN THE TEXT. Where this path crosses the Bistritz.')}")
    for name, sides, der in ridges:
        w("")
        w("[[ridge]]")
        w(f"name = {q(name)}")
        w("hexsides = " + qlist(sides, 8))
        w(f"derivation = {q('NOT IN THE TEXT (ridges are a terrain type of 19.2). ' + der)}")
    w("")
    w("[[treeline]]")
    w('name = "edges of the woods and light woods"')
    w("hexsides = " + qlist(treeline, 8))
    w(f"derivation = {q('NOT IN THE TEXT. Every side of a wood or light wood that faces open ground, except where the Bistritz runs.')}")
    w("")
    w("[fieldworks]")
    w('name = "Austrian fieldworks"')
    w("# 19.6: the contiguous line from 2712 to 3723, in order.")
    w("line = " + qlist(FIELDWORKS, 10))
    w("# Protected hexsides: the first hex of each pair is the fieldworks hex.")
    prot = []
    for s in protected:
        a, b = s.split("/")
        prot.append(f"{a}/{b}" if a in FIELDWORKS else f"{b}/{a}")
    w("protected = " + qlist(prot, 8))
    w("battery_positions = " + qlist(BATTERY_POSITIONS, 10))
    w(f"derivation = {q('From the text: the line 2712-3723, each hex with at least one protected hexside, battery positions (19.6). NOT IN THE TEXT: the hexes between the ends, which sides are protected (those facing away from the rear at ' + REAR + '), which hexes are battery positions.')}")
    for eid, (hexl, army, der) in ENTRIES.items():
        c, r = P(hexl)
        edges = g.edge_name(c, r, COLS, ROWS, dict(row_01_edge="west", last_row_edge="east",
                                                    column_01_edge="south", last_column_edge="north"))
        w("")
        w("[[entry]]")
        w(f'id = "{eid}"')
        w(f'hex = "{hexl}"')
        w(f'edge = "{edges[0]}"')
        w(f'army = "{army}"')
        w(f"loc = {'true' if eid in LOC else 'false'}   # a line-of-communication hex (12.3; 17.2, 17.4)")
        prefix = "" if eid == "N" else "NOT IN THE TEXT (17.4 names the entry hexes but not their places). "
        w(f"derivation = {q(prefix + der)}")
    for name, hexes, code, text, der in PLACES:
        w("")
        w("[[place]]")
        w(f"name = {q(name)}")
        w("hexes = " + qlist(hexes))
        w(f"text = {'true' if text else 'false'}")
        w(f"derivation = {q(der)}")
    for name, discs, der in HILLS:
        pass
    w("")
    w("# Areas drawn on the map (for the display and for owners' corrections).")
    for name, code, discs, der in WOODS:
        w("")
        w("[[area]]")
        w(f"name = {q(name)}")
        w(f'terrain = "{ {"w": "woods", "l": "light_woods"}[code] }"')
        w(f"derivation = {q(der)}")
    for name, discs, der in HILLS:
        w("")
        w("[[area]]")
        w(f"name = {q(name)}")
        w('terrain = "hill"')
        w(f"derivation = {q('NOT IN THE TEXT. ' + der)}")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def show(terrain, hills, river, paths, crossings):
    path_hexes = {}
    for _name, kind, hexes, _ in paths:
        for h in hexes:
            if path_hexes.get(h) != "=":
                path_hexes[h] = "=" if kind == "road" else "-"
    fw = {P(h) for h in FIELDWORKS}
    entries = {P(h): e for e, (h, _a, _d) in ENTRIES.items()}
    print("     " + "".join(str(c // 10) for c in range(1, COLS + 1)))
    print("     " + "".join(str(c % 10) for c in range(1, COLS + 1)))
    for r in range(1, ROWS + 1):
        row = []
        for c in range(1, COLS + 1):
            h = (c, r)
            ch = terrain[h]
            if h in entries:
                ch = entries[h]
            elif h in fw:
                ch = "F"
            elif ch == "t":
                ch = "T"
            elif h in path_hexes and ch == ".":
                ch = path_hexes[h]
            elif ch == "." and h in hills:
                ch = "^"
            elif ch == "." and not west(h):
                ch = "."
            elif ch == "." and west(h):
                ch = ","
            row.append(ch)
        print(f"{r:02d}   " + "".join(row))
    print("legend: , west bank  . east bank  ^ hill  T town  F fieldworks  = road  - trail  w woods  l light woods  A-N entries")
    print(f"bridges {[s for s, _ in crossings['bridge']]}  fords {[s for s, _ in crossings['ford']]}")


def main():
    built = build()
    write(*built)
    print(f"wrote {os.path.relpath(OUT)}")
    if "--show" in sys.argv:
        show(*built[:5])


if __name__ == "__main__":
    main()
