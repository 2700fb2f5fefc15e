#!/usr/bin/env python3
"""Generates data/mns/scenarios/koniggratz.toml: the Königgrätz order of battle and scenario.

The counters' values are not in the rules text. Every counter here comes
from §21 (and the 1866 order of battle where §21 is silent) and its values
from the strength scale in SCALE below: men and guns on 3 July -> combat
factor, steps, morale, movement. Each counter's `derivation` shows the sum.
An owner of the printed counters may correct the TOML directly; to change a
whole family, change SCALE or the tables here and run

    python3 tools/mns/gen_koniggratz_scenario.py
    python3 tools/mns/check_data.py --stats

docs/mns/data-derivation.md explains the scale and what to check first.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "mns", "scenarios", "koniggratz.toml")


def rnd(x):
    """Round half up (2.5 -> 3), the rounding of every value below."""
    return int(x + 0.5)


# ---------------------------------------------------------------------- scale
SCALE = dict(
    # Infantry: CF = men/1000 x fire (+ bonus), rounded half up, at least 1.
    infantry_fire=dict(prussia=1.6, austria=1.0, saxony=1.1),
    jaeger_factor=1.25,          # marksmen (Jäger, Schützen)
    grenzer_factor=0.9,          # Grenz infantry
    depot_factor=0.8,            # fourth (depot) battalions
    brigade_battery_bonus=0.4,   # Austrian brigade battery folded into each of its two regiments
    regiment_steps=2,            # regiments, 4-bn groups, brigades: two steps (2.5)
    battalion_steps=1,           # battalions: one step with an ineffective side (2.7)
    men_per_squadron=150,
    men_per_battery=dict(prussia=150, austria=180, saxony=150),
    # Cavalry: charge = men/1000 x shock x 2.5 x nation; CF = men/800; at least 1.
    cavalry_shock=dict(Cu=1.3, Dr=1.1, Uh=1.1, Hu=1.0, Lw=0.8, Cav=1.1, GdCav=1.2),
    cavalry_nation=dict(prussia=1.0, austria=1.1, saxony=1.0),
    cavalry_charge_scale=2.5,
    cavalry_cf_men=800,
    # Artillery: attack = guns x quality / 5; defence = attack / 2; at least 1.
    artillery_quality=dict(austria_rifled=1.1, austria_horse=1.0, prussia=0.85, prussia_horse=0.8,
                           saxony_rifled=1.0, saxony_smoothbore=0.75),
    artillery_guns_per_factor=5,
    artillery_range=dict(austria_rifled=5, austria_horse=4, prussia=4, prussia_horse=3,
                         saxony_rifled=5, saxony_smoothbore=3),
    max_guns_per_counter=24,     # 1.2: an artillery unit holds 4 to 24 guns
)

# Morale ratings (2.4): d6 above it fails.
MR = dict(
    prussia_line=4, prussia_guard=5, prussia_jaeger=5, prussia_cav=4, prussia_guard_cav=5, prussia_landwehr=3,
    austria_fresh=4, austria_beaten=3, austria_jaeger=5, austria_cav=5, grenzer=3, depot=3,
    saxony=4, saxony_jaeger=5, saxony_cav=4,
)
AUSTRIAN_BEATEN = {"1": "Gitschin (29 June)", "6": "Nachod and Skalitz (27-28 June)",
                   "8": "Skalitz (28 June)", "10": "Soor (28 June)"}


def inf_cf(men, fire, bonus=0.0):
    return max(1, rnd(men / 1000 * fire + bonus))


def fmt(x):
    return f"{x:,}"


# ------------------------------------------------------------------ formations
# Prussian corps strengths of §21 on 3 July: men, battalions, batteries, squadrons.
PCORPS = {
    "II": (22500, 25, 8, 8), "III": (22000, 25, 8, 8), "IV": (21000, 22, 8, 8),
    "Guard": (24500, 26, 14, 16), "I": (24000, 25, 16, 20), "V": (17500, 22, 13, 8),
    "VI": (18500, 19, 9, 12), "VII": (12500, 13, 4, 4), "VIII": (23000, 25, 8, 4),
}
ACORPS = {
    "1": (22500, 28, 10, 4), "2": (25500, 28, 10, 4), "3": (28000, 28, 10, 2), "4": (24000, 28, 10, 4),
    "6": (19500, 28, 9, 4), "8": (19000, 27, 9, 5), "10": (15500, 27, 8, 3),
}


def per_bn(corps, side):
    men, bns, btys, sqs = (PCORPS if side == "prussia" else ACORPS)[corps]
    inf = men - btys * SCALE["men_per_battery"][side] - sqs * SCALE["men_per_squadron"]
    return inf / bns, (men, bns, btys, sqs)


# Prussian divisions: formation -> (army, corps, label, name, regiments in grouping
# order, divisional cavalry (name, kind, squadrons), divisional batteries).
PDIV = [
    ("p-3", "first", "II", "3", "3rd Division (Werder)", ["2 Inf", "42 Inf", "14 Inf", "54 Inf"], ("5 Hu", "Hu", 4), 4),
    ("p-4", "first", "II", "4", "4th Division (Herwarth)", ["9 Inf", "49 Inf", "21 Inf", "61 Inf"], ("4 Uh", "Uh", 4), 4),
    ("p-5", "first", "III", "5", "5th Division (Tümpling)", ["8 Inf", "48 Inf", "12 Inf", "18 Inf"], ("3 Uh", "Uh", 4), 4),
    ("p-6", "first", "III", "6", "6th Division (Manstein)", ["35 Fus", "60 Inf", "24 Inf", "64 Inf"], ("2 Dr", "Dr", 4), 4),
    ("p-7", "first", "IV", "7", "7th Division (Fransecky)", ["26 Inf", "66 Inf", "27 Inf", "67 Inf"], ("10 Hu", "Hu", 4), 4),
    ("p-8", "first", "IV", "8", "8th Division (Horn)", ["31 Inf", "71 Inf", "72 Inf"], ("6 Uh", "Uh", 4), 4),
    ("p-g1", "second", "Guard", "1G", "1st Guard Division (Hiller)", ["1 Gd", "2 Gd", "3 Gd", "Gd Fus"], ("Gd Hu", "Hu", 4), 4),
    ("p-g2", "second", "Guard", "2G", "2nd Guard Division (Plonski)", ["1 Gd Gren", "2 Gd Gren", "3 Gd Gren", "4 Gd Gren"], ("3 Gd Uh", "Uh", 4), 4),
    ("p-1", "second", "I", "1", "1st Division (Grossmann)", ["1 Inf", "41 Inf", "3 Inf", "43 Inf"], ("1 Dr", "Dr", 4), 4),
    ("p-2", "second", "I", "2", "2nd Division (Clausewitz)", ["4 Inf", "44 Inf", "5 Inf", "45 Inf"], ("1 Hu", "Hu", 4), 4),
    ("p-9", "second", "V", "9", "9th Division (Löwenfeld)", ["37 Fus", "58 Inf", "7 Inf"], ("4 Dr", "Dr", 4), 4),
    ("p-10", "second", "V", "10", "10th Division (Kirchbach)", ["6 Inf", "46 Inf", "52 Inf", "47 Inf"], ("1 Uh", "Uh", 4), 4),
    ("p-11", "second", "VI", "11", "11th Division (Zastrow)", ["10 Inf", "50 Inf", "38 Fus", "51 Inf"], ("8 Dr", "Dr", 4), 4),
    ("p-12", "second", "VI", "12", "12th Division (Prondzynski)", ["22 Inf", "23 Inf"], ("4 Hu", "Hu", 4), 2),
    ("p-14", "elbe", "VII", "14", "14th Division (Münster)", ["56 Inf", "16 Inf", "17 Inf", "57 Inf"], ("7 Dr", "Dr", 4), 4),
    ("p-15", "elbe", "VIII", "15", "15th Division (Canstein)", ["40 Fus", "65 Inf", "28 Inf", "68 Inf"], ("7 Hu", "Hu", 4), 4),
    ("p-16", "elbe", "VIII", "16", "16th Division (Etzel)", ["33 Fus", "34 Fus", "29 Inf", "69 Inf"], None, 4),
]
# Names §17.4 gives to some groups.
GROUP_NAMES = {("p-14", 0): "AG/14", ("p-16", 0): "33 Fu"}
GROUP_NOTES = {
    ("p-14", 0): "17.4 names it: the Elbe Army's Advance Guard infantry of the 14th Division.",
    ("p-16", 0): "17.4 names it '33 Fu/16': the 33rd Fusiliers with the 16th Division.",
}

FORMATIONS = [
    # id, side, army, label, name, sub-formations [(id, label, name)], derivation
    ("p-3", "prussia", "first", "3", "3rd Division (II Corps)", [], "21: '[3-4] 2nd Corps'; 3rd Division."),
    ("p-4", "prussia", "first", "4", "4th Division (II Corps)", [], "21: '[3-4] 2nd Corps'; 4th Division."),
    ("p-5", "prussia", "first", "5", "5th Division (III Corps)", [], "21: '[5-6] 3rd Corps'; 5th Division."),
    ("p-6", "prussia", "first", "6", "6th Division (III Corps)", [], "21: '[5-6] 3rd Corps'; 6th Division."),
    ("p-7", "prussia", "first", "7", "7th Division (IV Corps)", [], "21: '[7-8] 4th Corps'; 7th Division."),
    ("p-8", "prussia", "first", "8", "8th Division (IV Corps)", [], "21: '[7-8] 4th Corps'; 8th Division."),
    ("p-f", "prussia", "first", "F", "First Army Reserve (cavalry corps and reserve artillery)", [], "21: '[F] First Army Reserve'; 17.4 brings its cavalry and its artillery separately."),
    ("p-g", "prussia", "second", "G", "Guard Corps", [("p-g1", "1G", "1st Guard Division"), ("p-g2", "2G", "2nd Guard Division")], "21: '[G] Guard Corps'; 19.1: one formation of two sub-formations (1G, 2G, 17.4)."),
    ("p-1", "prussia", "second", "1", "1st Division (I Corps)", [], "21: '[1-2] 1st Corps'; 1st Division."),
    ("p-2", "prussia", "second", "2", "2nd Division (I Corps)", [], "21: '[1-2] 1st Corps'; 2nd Division."),
    ("p-9", "prussia", "second", "9", "9th Division (V Corps)", [], "21: '[9-10] 5th Corps'; 9th Division."),
    ("p-10", "prussia", "second", "10", "10th Division (V Corps)", [], "21: '[9-10] 5th Corps'; 10th Division."),
    ("p-11", "prussia", "second", "11", "11th Division (VI Corps)", [], "21: '[11-12] 6th Corps'; 11th Division."),
    ("p-12", "prussia", "second", "12", "12th Division (VI Corps)", [], "21: '[11-12] 6th Corps'; 12th Division (half: two regiments left in Silesia)."),
    ("p-s", "prussia", "second", "S", "Second Army Reserve (cavalry division and massed artillery)", [], "21: '[S] Second Army Reserve'; 17.4 brings its cavalry and its artillery separately."),
    ("p-14", "prussia", "elbe", "14", "14th Division (VII Corps)", [], "21: '[14] 7th Corps' (the 13th Division fought in the west)."),
    ("p-15", "prussia", "elbe", "15", "15th Division (VIII Corps)", [], "21: '[15-16] 8th Corps'; 15th Division."),
    ("p-16", "prussia", "elbe", "16", "16th Division (VIII Corps)", [], "21: '[15-16] 8th Corps'; 16th Division."),
    ("p-e", "prussia", "elbe", "E", "Elbe Army Reserve", [], "21 labels it '[F] First Army Reserve' under the Elbe Army, a slip: 17.4 calls it Formation E of the Elbe Army (ruling D-2)."),
]
ABDE = {  # Austrian corps: brigades (name, regiments, Jäger bn or None), corps cavalry, commander
    "1": ([("Poschacher", ["30", "34"], "18"), ("Leiningen", ["33", "38"], "32"), ("Piret", ["18", "45"], "29"),
           ("Ringelsheim", ["42", "73"], "26")], ("2 Hu", "Hu", 4)),
    "2": ([("Thom", ["40", "69"], "2"), ("Henriquez", ["14", "27"], "9"), ("Saffran", ["64", "80"], "11"),
           ("Württemberg", ["47", "57"], "20")], ("6 Uh", "Uh", 4)),
    "3": ([("Kalik", ["35", "72"], "22"), ("Appiano", ["46", "62"], "4"), ("Benedek", ["52", "78"], "1"),
           ("Kirchsberg", ["44", "49"], "3")], ("9 Uh", "Uh", 2)),
    "4": ([("Brandenstein", ["12", "26"], "27"), ("Fleischhacker", ["6", "61"], "13"), ("Poeckh", ["37", "51"], "8"),
           ("Archduke Joseph", ["67", "68"], "30")], ("7 Hu", "Hu", 4)),
    "6": ([("Waldstätten", ["9", "79"], "6"), ("Hertwek", ["41", "56"], "25"), ("Rosenzweig", ["4", "55"], "17"),
           ("Jonak", ["20", "60"], "14")], ("10 Uh", "Uh", 4)),
    "8": ([("Fragnern", ["15", "77"], "5"), ("Schulz", ["8", "74"], "31"), ("Kreyssern", ["21", "32"], "24"),
           ("Rothkirch", ["25", "71"], None)], ("3 Uh", "Uh", 5)),
    "10": ([("Mondel", ["10", "24"], "12"), ("Grivicic", ["2", "23"], "16"), ("Knebel", ["1", "3"], "28"),
            ("Wimpffen", ["13", "58"], None)], ("9 Uh", "Uh", 3)),
}
ACORPS_NAME = {"1": "I Corps", "2": "II Corps", "3": "III Corps", "4": "IV Corps", "6": "VI Corps",
               "8": "VIII Corps", "10": "X Corps"}
# Corps artillery counters beyond the four brigade batteries (folded into the
# regiments): (name, guns, quality key).
AART = {
    "1": [("Res Art A (4-pdr, 2 horse btys)", 24, "austria_rifled"), ("Res Art B (8-pdr, rockets)", 24, "austria_rifled")],
    "2": [("Res Art A (4-pdr, 2 horse btys)", 24, "austria_rifled"), ("Res Art B (8-pdr, rockets)", 24, "austria_rifled")],
    "3": [("Res Art A (4-pdr, 2 horse btys)", 24, "austria_rifled"), ("Res Art B (8-pdr, rockets)", 24, "austria_rifled")],
    "4": [("Res Art A (4-pdr, 2 horse btys)", 24, "austria_rifled"), ("Res Art B (8-pdr, 4-pdr)", 24, "austria_rifled")],
    "6": [("Res Art A (4-pdr, 2 horse btys)", 24, "austria_rifled"), ("Res Art B (8-pdr)", 16, "austria_rifled")],
    "8": [("Res Art A (4-pdr, 2 horse btys)", 24, "austria_rifled"), ("Res Art B (8-pdr)", 16, "austria_rifled")],
    "10": [("Res Art A (4-pdr, 1 horse bty)", 16, "austria_rifled"), ("Res Art B (8-pdr)", 16, "austria_rifled")],
}
AFORMS = [
    ("a-p", "P", "Brigade Prochaska", [], "21: '[P] Brigade Prochaska', troops of the Königgrätz fortress."),
    ("a-e", "E", "1st Light Cavalry Division (Edelsheim)", [], "21: '[E] 1st Light Cav Division'; 17.2 prints it 'Formation E [1/L]'."),
    ("a-t", "T", "2nd Light Cavalry Division (Thurn und Taxis)", [], "21: '[T] 2 Light Cav Division'; 17.2 prints it 'Formation T [2/L]'."),
    ("a-c", "C", "Reserve (Heavy) Cavalry", [("a-c1", "1R", "1st Reserve Cavalry Division"), ("a-c2", "2R", "2nd Reserve Cavalry Division"),
                                              ("a-c3", "3R", "3rd Reserve Cavalry Division")],
     "21: three divisions all labelled '[C]'; 17.2 'Formation C [1R, 2R, 3R]': one formation, three sub-formations (19.1)."),
    ("a-r", "R", "Artillery Reserve", [], "21: '[R] Artillery Reserve'."),
    ("a-s", "S", "Saxon Army Corps (Crown Prince Albert)", [("a-s1", "1", "1st Division"), ("a-s2", "2", "2nd Division"),
                                                             ("a-sc", "C", "Cavalry Division"), ("a-sr", "R", "Artillery Reserve")],
     "21: 'Saxon Army'; 17.2 'Formation S'; 19.1: the Saxon corps is one formation of sub-formations (its divisions, cavalry and artillery reserve)."),
]

LEADERS = [
    # id, name, side, army, span, cf, mr, movement, derivation
    ("p-frederick-charles", "Prince Frederick Charles", "prussia", "first", ["A"], 1, 1, 1,
     "First Army commander (21); span A = every First Army formation (10.3). Methodical, kept his divisions on the Bistritz until the Second Army came: average values."),
    ("p-schmidt", "Schmidt", "prussia", "first", ["p-3", "p-4"], 1, 1, 1, "II Corps commander: coordinates the 3rd and 4th Divisions ('[3-4]', 21)."),
    ("p-tumpling", "Tümpling", "prussia", "first", ["p-5"], 1, 1, 1, "5th Division (III Corps had no corps commander in the field)."),
    ("p-manstein", "Manstein", "prussia", "first", ["p-6"], 1, 1, 1, "6th Division."),
    ("p-fransecky", "Fransecky", "prussia", "first", ["p-7"], 2, 2, 1, "7th Division: held the Swiepwald against two Austrian corps for five hours; the best values of the First Army's leaders."),
    ("p-horn", "Horn", "prussia", "first", ["p-8"], 1, 1, 1, "8th Division, took Sadowa and the Holawald."),
    ("p-albrecht", "Prince Albrecht", "prussia", "first", ["p-f"], 1, 1, 2, "Cavalry corps commander (the First Army Reserve's cavalry): movement 2, a horseman's."),
    ("p-crown-prince", "Crown Prince Frederick William", "prussia", "second", ["A"], 1, 2, 1, "Second Army commander (21); span A. His army's arrival decided the day: MR 2."),
    ("p-wurttemberg", "Prince August of Württemberg", "prussia", "second", ["p-g"], 1, 2, 1, "Guard Corps commander: span G coordinates 1G and 2G (19.1)."),
    ("p-hiller", "Hiller von Gaertringen", "prussia", "second", ["p-g"], 2, 1, 1, "1st Guard Division: stormed Chlum and was killed there; his span is the Guard formation (his counter shows G, 19.1)."),
    ("p-bonin", "Bonin", "prussia", "second", ["p-1", "p-2"], 0, 1, 1, "I Corps commander, slow and cautious (beaten at Trautenau): CF 0."),
    ("p-steinmetz", "Steinmetz", "prussia", "second", ["p-9", "p-10"], 2, 2, 1, "V Corps commander, the victor of Nachod and Skalitz."),
    ("p-mutius", "Mutius", "prussia", "second", ["p-11", "p-12"], 1, 1, 1, "VI Corps commander."),
    ("p-hartmann", "Hartmann", "prussia", "second", ["p-s"], 1, 1, 2, "Second Army cavalry division commander."),
    ("p-herwarth", "Herwarth von Bittenfeld", "prussia", "elbe", ["A"], 1, 1, 1, "Elbe Army commander (21); span A. Slow to press the Saxons: no better than average."),
    ("p-munster", "Münster", "prussia", "elbe", ["p-14"], 1, 1, 1, "14th Division."),
    ("p-canstein", "Canstein", "prussia", "elbe", ["p-15"], 1, 1, 1, "15th Division, turned the Saxon flank at Prim."),
    ("p-etzel", "Etzel", "prussia", "elbe", ["p-16"], 1, 1, 1, "16th Division."),
    ("a-benedek", "Benedek", "austria", "north", ["A"], 1, 1, 1, "North Army commander (21); 17.2 sets him up 'Active' at Chlum; span A: every Austrian and Saxon formation. Lethargy is the HQ's (19.5), not his."),
    ("a-gondrecourt", "Gondrecourt", "austria", "north", ["a-1"], 1, 1, 1, "I Corps (Clam-Gallas had been relieved after Gitschin). Led the costly counter-attack on Chlum."),
    ("a-thun", "Thun", "austria", "north", ["a-2"], 0, 1, 1, "II Corps; moved his corps off the line into the Swiepwald fight against orders: CF 0."),
    ("a-ernst", "Archduke Ernst", "austria", "north", ["a-3"], 0, 1, 1, "III Corps; a passive commander whose corps lost Chlum: CF 0."),
    ("a-festetics", "Festetics", "austria", "north", ["a-4"], 1, 1, 1, "IV Corps (wounded early; Mollinary took over)."),
    ("a-ramming", "Ramming", "austria", "north", ["a-6"], 2, 1, 1, "VI Corps; led the counter-attack on Chlum and Rosberitz."),
    ("a-weber", "Weber", "austria", "north", ["a-8"], 1, 1, 1, "VIII Corps (after Archduke Leopold's removal)."),
    ("a-gablenz", "Gablenz", "austria", "north", ["a-10"], 2, 2, 1, "X Corps; the only Austrian victor of the campaign (Trautenau)."),
    ("a-edelsheim", "Edelsheim", "austria", "north", ["a-e"], 2, 2, 2, "1st Light Cavalry Division; the army's best cavalry leader."),
    ("a-taxis", "Thurn und Taxis", "austria", "north", ["a-t"], 1, 1, 2, "2nd Light Cavalry Division."),
    ("a-holstein", "Prince of Schleswig-Holstein", "austria", "north", ["a-c"], 1, 1, 2, "1st Reserve Cavalry Division; span C (all three heavy divisions, one formation)."),
    ("a-egbell", "Egbell", "austria", "north", ["a-c"], 1, 1, 2, "2nd Reserve Cavalry Division, named as 21 prints him (the 1866 lists give GM Zajtsek): check the counter."),
    ("a-coudenhove", "Coudenhove", "austria", "north", ["a-c"], 2, 1, 2, "3rd Reserve Cavalry Division; led the great charges at Stresetitz and Langenhof."),
    ("a-albert", "Crown Prince Albert", "austria", "north", ["a-s"], 2, 2, 1, "Saxon commander; held Problus all day."),
]
for _l in LEADERS:
    assert len(_l) == 9, _l


class Unit(dict):
    pass


UNITS = []


def add(**kw):
    u = Unit(kw)
    UNITS.append(u)
    return u


def infantry(id, name, side, army, formations, sub, men, fire, mr, ma, ma_kind="number", bonus=0.0,
             paren=False, steps=2, red=(), why="", bns=None):
    full = dict(cf=inf_cf(men, fire, bonus), paren=paren, mr=mr, ma=ma, ma_kind=ma_kind)
    kind = "infantry" if steps == 2 else "battalion"
    u = add(id=id, name=name, side=side, army=army, formation=formations, sub=sub, type=kind, steps=steps,
            men=men, bns=bns, full=full, red=list(red))
    sum_full = f"{fmt(men)} men x {fire:g}" + (f" + {bonus:g}" if bonus else "") + f" = {men / 1000 * fire + bonus:.2f} -> CF {full['cf']}"
    if steps == 2:
        half = men // 2
        red_side = dict(cf=inf_cf(half, fire, bonus), paren=paren, mr=max(2, mr - 1), ma=ma, ma_kind=ma_kind)
        u["back"] = ("reduced", red_side)
        sum_red = f"reduced {fmt(half)} x {fire:g}" + (f" + {bonus:g}" if bonus else "") + f" = {half / 1000 * fire + bonus:.2f} -> {red_side['cf']}, MR {red_side['mr']}"
    else:
        ineff = dict(cf=full["cf"] // 2, paren=paren, mr=max(2, mr - 1), ma=ma, ma_kind=ma_kind)
        u["back"] = ("ineffective", ineff)
        sum_red = f"ineffective CF {ineff['cf']} (half, down), MR {ineff['mr']}"
    u["derivation"] = f"{why} CF: {sum_full}; {sum_red}."
    return u


def cavalry(id, name, side, army, formations, sub, men, comp, mr, squadron=False, why=""):
    """comp: list of (kind, squadrons) for the shock factor."""
    sqs = sum(n for _k, n in comp)
    shock = sum(SCALE["cavalry_shock"][k] * n for k, n in comp) / sqs
    nation = SCALE["cavalry_nation"]["saxony" if id.startswith("s-") else side]
    charge = max(1, rnd(men / 1000 * shock * SCALE["cavalry_charge_scale"] * nation))
    cf = max(1, rnd(men / SCALE["cavalry_cf_men"]))
    heavy = sum(n for k, n in comp if k in ("Cu", "GdCav")) * 2 > sqs
    ma = 7 if heavy else 8
    full = dict(cf=cf, charge=charge, mr=mr, ma=ma)
    ineff = dict(cf=cf // 2, charge=max(1, charge // 3), mr=max(2, mr - 1), ma=ma)
    u = add(id=id, name=name, side=side, army=army, formation=formations, sub=sub,
            type="squadron" if squadron else "cavalry", steps=1, men=men, sqs=sqs, full=full,
            back=("ineffective", ineff), red=[])
    u["derivation"] = (f"{why} {sqs} sq, {fmt(men)} men. Charge: {men / 1000:.2f} x shock {shock:.2f} x 2.5 x {nation:g} "
                       f"= {men / 1000 * shock * 2.5 * nation:.2f} -> {charge}; CF {fmt(men)}/800 -> {cf}; MA {ma} "
                       f"({'heavy' if heavy else 'light or medium'}). Ineffective: CF {ineff['cf']}, charge {ineff['charge']}, MR {ineff['mr']}.")
    return u


def artillery(id, name, side, army, formations, sub, guns, quality, horse=False, why="", red=()):
    q = SCALE["artillery_quality"][quality]
    attack = max(1, rnd(guns * q / SCALE["artillery_guns_per_factor"]))
    defence = max(1, rnd(attack / 2))
    rng = SCALE["artillery_range"][quality]
    ma = 6 if horse else 4
    assert guns <= SCALE["max_guns_per_counter"], (id, guns)
    full = dict(attack=attack, defense=defence, range=rng, ma=ma)
    ineff = dict(attack=max(1, attack // 3), defense=max(1, defence // 2), range=0, ma=ma)
    u = add(id=id, name=name, side=side, army=army, formation=formations, sub=sub, type="artillery", steps=1,
            guns=guns, full=full, back=("ineffective", ineff), red=list(red))
    u["derivation"] = (f"{why} {guns} guns x {q:g} ({quality.replace('_', ' ')}) / 5 = {guns * q / 5:.2f} -> attack {attack}; "
                       f"defence {defence} (half); range {rng}; MA {ma} ({'horse' if horse else 'foot'}). "
                       f"No MR (8.1: 6 effective, 3 ineffective). Ineffective: attack {ineff['attack']}, defence {ineff['defense']}, no range.")
    return u


# ---------------------------------------------------------------- Prussian OOB
def build_prussians():
    for fid, army, corps, label, dname, regs, dcav, btys in PDIV:
        bn, (cmen, cbns, cbty, csq) = per_bn(corps, "prussia")
        guard = corps == "Guard"
        mr = MR["prussia_guard"] if guard else MR["prussia_line"]
        formation = ["p-g"] if guard else [fid]
        sub = fid if guard else ""
        bns = [(r, b) for r in regs for b in ("I", "II", "F")]
        n = len(bns)
        ngroups = max(1, rnd(n / 4)) if n != 6 else 2
        sizes = [n // ngroups] * ngroups
        for i in range(n % ngroups):
            sizes[-1 - i] += 1
        k = 0
        for gi, size in enumerate(sizes):
            part = bns[k:k + size]
            k += size
            whole = [r for r in regs if all((r, b) in part for b in ("I", "II", "F"))]
            bits = list(whole) + [f"{b}/{r.split()[0]}" for (r, b) in part if r not in whole]
            name = GROUP_NAMES.get((fid, gi), f"{label}/{'ABC'[gi]}")
            men = rnd(bn * size)
            why = (f"21: {dname}. A {size}-battalion group ({', '.join(bits)}), as the Prussians fought in 4-battalion groups "
                   f"(20.1). {corps} Corps {fmt(cmen)} men, {cbns} bns, {cbty} btys, {csq} sq -> {bn:.0f} men a battalion "
                   f"-> {fmt(men)} men; 2 steps. MR {mr} ({'Guard' if guard else 'line'}). MA 4.")
            if (fid, gi) in GROUP_NOTES:
                why = GROUP_NOTES[(fid, gi)] + " " + why
            infantry(f"{fid}-{'abc'[gi]}", name, "prussia", army, formation, sub, men,
                     SCALE["infantry_fire"]["prussia"], mr, 4, why=why, bns=size)
        if dcav:
            cname, kind, sqs = dcav
            men = sqs * SCALE["men_per_squadron"]
            cavalry(f"{fid}-cav", cname, "prussia", army, formation, sub, men, [(kind, sqs)],
                    MR["prussia_guard_cav"] if guard else MR["prussia_cav"], squadron=True,
                    why=f"21: the {dname}'s divisional cavalry regiment; a squadron-type counter (2.7): it stacks and fights beside the division.")
        artillery(f"{fid}-art", f"{label} Div Art", "prussia", army, formation, sub, btys * 6, "prussia",
                  why=f"21: four batteries with each division ({btys} btys of 6 guns here; the Prussian guns were two-thirds 6-pdr rifled, one-third 12-pdr smoothbore).")
    # Corps troops: Jäger with a formation span.
    jg = [("p-2jg", "2 Jg", "first", ["p-3", "p-4"], "", "II"), ("p-3jg", "3 Jg", "first", ["p-5", "p-6"], "", "III"),
          ("p-4jg", "4 Jg", "first", ["p-7", "p-8"], "", "IV"), ("p-gdjg", "Gd Jg", "second", ["p-g"], "", "Guard"),
          ("p-gdsch", "Gd Schützen", "second", ["p-g"], "", "Guard"), ("p-1jg", "1 Jg", "second", ["p-1", "p-2"], "", "I"),
          ("p-5jg", "5 Jg", "second", ["p-9", "p-10"], "", "V"), ("p-6jg", "6 Jg", "second", ["p-11", "p-12"], "", "VI"),
          ("p-7jg", "7 Jg", "elbe", ["p-14"], "", "VII"), ("p-8jg", "8 Jg", "elbe", ["p-15", "p-16"], "", "VIII")]
    for uid, name, army, forms, sub, corps in jg:
        bn, _ = per_bn(corps, "prussia")
        mr = MR["prussia_jaeger"]
        infantry(uid, name, "prussia", army, forms, sub, rnd(bn), SCALE["infantry_fire"]["prussia"] * SCALE["jaeger_factor"],
                 mr, 5, steps=1, bns=1,
                 why=f"21: {corps} Corps troops. A battalion (2.7), one step and an ineffective side; span "
                     f"{'-'.join(f.split('-')[1].upper() for f in forms)} (corps troops may serve either division, 17.4). "
                     f"Fire x 1.25 (marksmen); MR {mr}; MA 5 (light infantry).")
    A = "prussia"
    # First Army Reserve.
    f_sq = (8000 - 5 * 150) / 48
    for uid, name, comp, mr in [("p-f-hvy", "F Hvy Bde (2, 6, 7 Cu)", [("Cu", 12)], 4),
                                ("p-f-gddr", "F Gd Dr Bde (1, 2 Gd Dr)", [("Dr", 8)], 5),
                                ("p-f-gduh", "F Gd Uh Bde (1, 2 Gd Uh)", [("Uh", 8)], 5),
                                ("p-f-lt", "F Lt Bde (3, 12 Hu, 3 Dr)", [("Hu", 8), ("Dr", 4)], 4),
                                ("p-f-uh", "F Uh Bde (9, 11 Uh)", [("Uh", 8)], 4)]:
        sqs = sum(n for _k, n in comp)
        cavalry(uid, name, A, "first", ["p-f"], "", rnd(f_sq * sqs), comp, mr,
                why=f"21: First Army Reserve cavalry, 8,000 men with 30 guns (5 horse batteries) and 48 squadrons -> {f_sq:.0f} men a squadron; grouped by brigade.")
    artillery("p-f-ha1", "F Horse Art I", A, "first", ["p-f"], "", 18, "prussia_horse", horse=True,
              why="21: the cavalry's 30 horse guns in 5 batteries: 3 btys here.")
    artillery("p-f-ha2", "F Horse Art II", A, "first", ["p-f"], "", 12, "prussia_horse", horse=True,
              why="21: the cavalry's 30 horse guns in 5 batteries: 2 btys here.")
    for i, (n, b) in enumerate([("I", 4), ("II", 4), ("III", 3), ("IV", 3)]):
        artillery(f"p-f-art{i + 1}", f"F Res Art {n}", A, "first", ["p-f"], "", b * 6, "prussia",
                  why=f"21: First Army Reserve artillery, 84 guns in 14 batteries: {b} btys here.")
    # Guard corps troops.
    cavalry("p-g-hvy", "Gd Hvy Bde (Garde du Corps, Gd Cu)", A, "second", ["p-g"], "", 8 * 150, [("Cu", 8)], MR["prussia_guard_cav"],
            why="21: Guard corps reserve cavalry: the Garde du Corps and the Guard Cuirassiers.")
    artillery("p-g-res1", "Gd Res Art I", A, "second", ["p-g"], "", 18, "prussia",
              why="21: Guard artillery, 14 btys: 8 with the divisions, 1 horse with the First Army's cavalry, the rest (5) in corps reserve: 3 here.")
    artillery("p-g-res2", "Gd Res Art II", A, "second", ["p-g"], "", 12, "prussia",
              why="21: Guard corps reserve artillery: 2 btys here.")
    # I, V, VI corps troops.
    cavalry("p-1-rescav", "I Res Cav (3 Cu, 8, 12 Uh)", A, "second", ["p-1", "p-2"], "", 12 * 150, [("Cu", 4), ("Uh", 8)], 4,
            why="21: I Corps reserve cavalry.")
    artillery("p-1-res", "I Res Art", A, "second", ["p-1", "p-2"], "", 24, "prussia",
              why="21: I Corps, 16 btys: 8 with the divisions, 8 in reserve: 4 here, 4 in the Second Army's massed artillery (S Art A).")
    artillery("p-9-res", "V Res Art", A, "second", ["p-9", "p-10"], "", 18, "prussia",
              why="21: V Corps, 13 btys present: 8 with the divisions, 5 in reserve: 3 here, 2 in S Art B.")
    cavalry("p-11-6hu", "6 Hu", A, "second", ["p-11", "p-12"], "", 4 * 150, [("Hu", 4)], 4,
            why="21: VI Corps reserve cavalry regiment.")
    artillery("p-11-res", "VI Res Art", A, "second", ["p-11", "p-12"], "", 18, "prussia",
              why="21: VI Corps, 9 btys: 6 with the divisions, 3 in reserve.")
    # Second Army Reserve.
    s_sq = (3250 - 2 * 150) / 24
    cavalry("p-s-hvy", "S Hvy Bde (1, 5 Cu, 10 Uh)", A, "second", ["p-s"], "", rnd(s_sq * 12), [("Cu", 8), ("Uh", 4)], 4,
            why=f"21: Second Army Reserve cavalry, 3,250 men with 12 guns (2 horse batteries) and 20 squadrons (its listed regiments make 24): {s_sq:.0f} men a squadron.")
    cavalry("p-s-lt", "S Lt Bde (2 Hu, 2 Lw Hu, 1 Lw Uh)", A, "second", ["p-s"], "", rnd(s_sq * 12), [("Hu", 4), ("Lw", 8)], MR["prussia_landwehr"],
            why="21: Second Army Reserve cavalry; two of its three regiments Landwehr: MR 3.")
    artillery("p-s-ha", "S Horse Art", A, "second", ["p-s"], "", 12, "prussia_horse", horse=True,
              why="21: the Second Army cavalry's 2 horse btys.")
    artillery("p-s-arta", "S Art A", A, "second", ["p-s"], "", 24, "prussia",
              why="21: gathered from the corps during the battle: 4 btys of the I Corps reserve (17.4 brings them at T6).")
    artillery("p-s-artb", "S Art B", A, "second", ["p-s"], "", 12, "prussia",
              why="21: gathered from the corps during the battle: 2 btys of the V Corps reserve.")
    # Elbe Army Reserve and Advance Guard.
    e_sq = (3250 - 150) / 20
    cavalry("p-e-ltcav", "AG Lt Cav (11 Hu)", A, "elbe", ["p-e"], "", rnd(e_sq * 4), [("Hu", 4)], 4,
            why=f"17.4 names the Advance Guard's 'Lt Cav': the 11th Hussars of the Elbe Army Reserve (21). {e_sq:.0f} men a squadron (3,250 men with 6 guns in one horse battery, 20 squadrons).")
    artillery("p-e-hart", "AG Horse Art", A, "elbe", ["p-e"], "", 6, "prussia_horse", horse=True,
              why="17.4 names the Advance Guard's 'Horse Art': the Elbe Army cavalry's one horse battery (21).")
    cavalry("p-e-hvy", "E Hvy Bde (8 Cu, 7 Uh)", A, "elbe", ["p-e"], "", rnd(e_sq * 8), [("Cu", 4), ("Uh", 4)], 4,
            why="21: Elbe Army Reserve cavalry.")
    cavalry("p-e-lt", "E Lt Bde (5 Uh, Lw Cav)", A, "elbe", ["p-e"], "", rnd(e_sq * 8), [("Uh", 4), ("Lw", 4)], 4,
            why="21: Elbe Army Reserve cavalry, with 'one Lw Cav Rgt from 2nd Corps'.")
    for i in (1, 2):
        artillery(f"p-e-art{i}", f"E Res Art {'I' * i}", A, "elbe", ["p-e"], "", 24, "prussia",
                  why="21: Elbe Army Reserve artillery, 48 guns in 8 batteries: 4 btys here.")


# ---------------------------------------------------------------- Austrian OOB
def build_austrians():
    A = "austria"
    for corps, (bdes, ccav) in ABDE.items():
        fid = f"a-{corps}"
        bn, (cmen, cbns, cbty, csq) = per_bn(corps, "austria")
        beaten = corps in AUSTRIAN_BEATEN
        mr = MR["austria_beaten"] if beaten else MR["austria_fresh"]
        mr_why = f"MR {mr}: {'beaten at ' + AUSTRIAN_BEATEN[corps] if beaten else 'fresh (no defeat before 3 July)'}"
        head = f"{ACORPS_NAME[corps]} {fmt(cmen)} men, {cbns} bns, {cbty} btys, {csq} sq -> {bn:.0f} men a battalion"
        for bi, (bname, regs, _jg) in enumerate(bdes, 1):
            sub = f"{fid}-{bi}"
            for reg in regs:
                men = rnd(bn * 3)
                note = " The text prints 'Bde Leiningen: 33 & Inf'; the 1866 lists give IR 38 (ruling D-5)." if reg == "38" else ""
                infantry(f"{fid}-ir{reg}", f"IR {reg}", A, "north", [fid], sub, men, SCALE["infantry_fire"]["austria"],
                         mr, 4, ma_kind="bracketed", bonus=SCALE["brigade_battery_bonus"], bns=3,
                         why=f"21: Bde {bname}, {ACORPS_NAME[corps]}; one counter per regiment (20.1).{note} {head}; 3 bns "
                             f"= {fmt(men)} men; 2 steps. The brigade's 8-gun battery is folded into its two regiments "
                             f"(+0.4 each). {mr_why}. MA [4]: line regiments fought in Stosstaktik columns and cannot "
                             f"skirmish (ruling D-7; a line marker lets them, 19.7D).")
        jgs = [j for _b, _r, j in bdes if j]
        men = rnd(bn * len(jgs))
        infantry(f"{fid}-jg", f"{ACORPS_NAME[corps]} Jg ({', '.join(jgs)})", A, "north", [fid], "", men,
                 SCALE["infantry_fire"]["austria"] * SCALE["jaeger_factor"], MR["austria_jaeger"], 5, bns=len(jgs),
                 why=f"21/20.1: the corps' {len(jgs)} Jäger battalions pooled in one corps counter. {head}; 2 steps. "
                     f"Fire x 1.25 (marksmen), MR {MR['austria_jaeger']}, MA 5 (they skirmish).")
        for ai, (aname, guns, q) in enumerate(AART[corps], 1):
            artillery(f"{fid}-art{'ab'[ai - 1]}", f"{ACORPS_NAME[corps]} {aname}", A, "north", [fid], "", guns, q,
                      why=f"21: '{ACORPS_NAME[corps]} artillery', 8-gun batteries; the four brigade batteries are in the regiments, "
                          f"the rest ({sum(x[1] for x in AART[corps])} guns) in two counters of at most 24 guns (1.2).")
        cname, kind, sqs = ccav
        cavalry(f"{fid}-cav", f"{cname} ({sqs} Sq)", A, "north", [fid], "", sqs * SCALE["men_per_squadron"], [(kind, sqs)],
                MR["austria_cav"], squadron=True, why=f"21: the {ACORPS_NAME[corps]}'s cavalry; a squadron-type counter (2.7).")
    # Prochaska.
    bn = (5750 - 180) / 7
    infantry("a-p-gr13", "13 Grenzer", A, "north", ["a-p"], "", rnd(bn * 4), SCALE["infantry_fire"]["austria"] * SCALE["grenzer_factor"],
             MR["grenzer"], 4, paren=True, red=["full", "reduced"], bns=4,
             why="21: Brigade Prochaska (printed 5,7500 men, read 5,750, in 7 bns and 1 bty -> 796 men a battalion); the Grenzer are the 4 "
                 "battalions the other units leave. Parenthesized CF: border infantry, no attackers. Red dots: a fortress detachment with no depot on the field (11.2).")
    for uid, name in (("a-p-iv55", "IV/55"), ("a-p-iv56", "IV/56")):
        infantry(uid, name, A, "north", ["a-p"], "", rnd(bn), SCALE["infantry_fire"]["austria"] * SCALE["depot_factor"],
                 MR["depot"], 0, ma_kind="variable", paren=True, steps=1, red=["full"], bns=1,
                 why="21: a fourth (depot) battalion of the Königgrätz garrison: fire x 0.8, parenthesized CF, MA V (raw troops), red dot.")
    infantry("a-p-jg", "33/34 Jg", A, "north", ["a-p"], "", rnd(bn), SCALE["infantry_fire"]["austria"] * SCALE["jaeger_factor"],
             4, 5, steps=1, red=["full"], bns=1, why="21: the combined battalion of the 33rd and 34th Jäger, depot companies: MR 4, MA 5, red dot.")
    artillery("a-p-art", "P 4-pdr Bty", A, "north", ["a-p"], "", 8, "austria_rifled", red=["full"],
              why="21: one 4-pdr battery lent by the X Corps' artillery.")
    # Light cavalry divisions.
    e_sq = (4500 - 3 * 100) / 30
    for uid, name, comp in [("a-e-appel", "Bde Appel (2 Dr, 9 Hu)", [("Dr", 5), ("Hu", 5)]),
                            ("a-e-wallis", "Bde Wallis (1 Dr, 10 Hu)", [("Dr", 5), ("Hu", 5)]),
                            ("a-e-fratricevics", "Bde Fratricevics (5, 8 Hu)", [("Hu", 10)])]:
        cavalry(uid, name, A, "north", ["a-e"], "", rnd(e_sq * 10), comp, MR["austria_cav"],
                why=f"21: 1st Light Cav Division, 4,500 men with 12 guns (3 batteries) and 30 squadrons -> {e_sq:.0f} men a squadron (5 sq a light regiment).")
    artillery("a-e-art", "E Horse Art (4, 5, 6/XI)", A, "north", ["a-e"], "", 12, "austria_horse", horse=True,
              why="21: the division's three horse batteries, of 4 guns each by 21's note on the reserve cavalry's batteries.")
    t_sq = (3000 - 2 * 100) / 20
    for uid, name in [("a-t-bellegarde", "Bde Bellegarde (4, 12 Hu)"), ("a-t-westphalen", "Bde Westphalen (6, 14 Hu)")]:
        cavalry(uid, name, A, "north", ["a-t"], "", rnd(t_sq * 10), [("Hu", 10)], MR["austria_cav"],
                why=f"21: 2nd Light Cav Division, 3,000 men with 8 guns (2 batteries) and 20 squadrons -> {t_sq:.0f} men a squadron.")
    artillery("a-t-art", "T Horse Art (2, 3/XI)", A, "north", ["a-t"], "", 8, "austria_horse", horse=True,
              why="21: two 4-gun horse batteries.")
    c_sq = (4000 - 2 * 100) / 26
    heavy = [("a-c1", "1R", [("solms", "Bde Solms (4, 6 Cu, 8 Uh)"), ("schindlocker", "Bde Schindlöcker (9, 11 Cu, 4 Uh)")], "5, 6/VI"),
             ("a-c2", "2R", [("boxberg", "Bde Boxberg (3, 7 Cu, 2 Uh)"), ("soltyk", "Bde Soltyk (1, 5 Cu, 5 Uh)")], "4, 5/XII"),
             ("a-c3", "3R", [("windischgratz", "Bde Windischgrätz (2, 8 Cu, 7 Uh)"), ("mengen", "Bde Mengen (10, 12 Cu, 11 Uh)")], "2, 3/XII")]
    for sub, lab, bdes, btys in heavy:
        for key, name in bdes:
            cavalry(f"a-c-{key}", name, A, "north", ["a-c"], sub, rnd(c_sq * 13), [("Cu", 8), ("Uh", 5)], MR["austria_cav"],
                    why=f"21: {lab} Reserve (Heavy) Cav Division, 4,000 men with 8 guns (2 batteries) and 26 squadrons -> {c_sq:.0f} men a squadron (4 a cuirassier regiment, 5 an uhlan).")
        artillery(f"a-c-art{lab[0]}", f"{lab} Horse Art ({btys})", A, "north", ["a-c"], sub, 8, "austria_horse", horse=True,
                  why="21: two 4-gun horse batteries.")
    for i, guns in enumerate([24, 24, 24, 24, 16, 16], 1):
        artillery(f"a-r-art{i}", f"Res Art {i}", A, "north", ["a-r"], "", guns, "austria_rifled",
                  why="21: Artillery Reserve, 4,000 men and 128 guns in 16 batteries of the XI and XII regiments: six counters of at most 24 guns (1.2).")
    # Saxons.
    S = "saxony"
    for sub, div, men_div, bdes, cav in [
        ("a-s1", "1st", 8000, [("2", "2nd Bde (5-8 Bns)", "2 Jg"), ("3", "3rd Bde (9-12 Bns)", "3 Jg")], "IV/2 & IV/3 Cav"),
        ("a-s2", "2nd", 7500, [("1", "1st Bde (1-4 Bns)", "1 Jg"), ("4", "4th (Leib) Bde (13-16 Bns)", "4 Jg")], "IV/Gd & IV/1 Cav"),
    ]:
        bn = (men_div - 2 * 150 - 2 * 150) / 10
        for key, name, jg in bdes:
            infantry(f"s-{key}bde", name, A, "north", ["a-s"], sub, rnd(bn * 4), SCALE["infantry_fire"][S], MR["saxony"], 4,
                     red=["reduced"], bns=4,
                     why=f"21: Saxon {div} Division ({fmt(men_div)} men, 10 bns, 2 btys, 2 sq -> {bn:.0f} men a battalion); the brigade's 4 line "
                         f"battalions = {fmt(rnd(bn * 4))} men; 2 steps. Fire 1.1 (rifled, trained in open order), MR 4, MA 4. Red dot on the "
                         f"reduced step: the army had left its depots in occupied Saxony (11.2).")
            infantry(f"s-{key}jg", jg, A, "north", ["a-s"], sub, rnd(bn), SCALE["infantry_fire"][S] * SCALE["jaeger_factor"],
                     MR["saxony_jaeger"], 5, steps=1, red=["full"], bns=1,
                     why="21: the brigade's Jäger battalion; a battalion counter (2.7). Red dot (no depot).")
        artillery(f"s-{sub[-1]}art", f"{div} Div Art (12-pdr, 6-pdr)", A, "north", ["a-s"], sub, 12, "saxony_smoothbore", red=["full"],
                  why="21: a 12-pdr smoothbore and a 6-pdr rifled battery (6 guns each); rated as smoothbore. Red dot (no depot).")
        cavalry(f"s-{sub[-1]}cav", cav, A, "north", ["a-s"], sub, 300, [("Cav", 2)], MR["saxony_cav"], squadron=True,
                why="21: the division's two squadrons; a squadron-type counter (2.7).")
    for key, name, comp in [("1", "1st Cav Bde (Gd, 1 Cav)", [("GdCav", 3), ("Cav", 3)]), ("2", "2nd Cav Bde (2, 3 Cav)", [("Cav", 6)])]:
        cavalry(f"s-cav{key}", name, A, "north", ["a-s"], "a-sc", 1000, comp, MR["saxony_cav"],
                why="21: Saxon Cavalry Division, 2,000 horsemen in two brigades of 3+3 sq.")
    artillery("s-res1", "Saxon Res Art (6-pdr rifled)", A, "north", ["a-s"], "a-sr", 12, "saxony_rifled", red=["full"],
              why="21: Saxon Artillery Reserve, its two rifled 6-pdr batteries.")
    artillery("s-res2", "Saxon Res Art (12-pdr)", A, "north", ["a-s"], "a-sr", 18, "saxony_smoothbore", red=["full"],
              why="21: Saxon Artillery Reserve, its three 12-pdr batteries (one of them horse).")


def build():
    build_prussians()
    build_austrians()
    ids = [u["id"] for u in UNITS]
    dup = {i for i in ids if ids.count(i) > 1}
    assert not dup, dup
    return UNITS


# --------------------------------------------------------------------- writer
def q(s):
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def ql(items):
    return "[" + ", ".join(q(x) for x in items) + "]"


def value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(value(x) for x in v) + "]"
    if isinstance(v, dict):
        return inline(v)
    return q(v)


def inline(d):
    return "{ " + ", ".join(f"{k} = {value(v)}" for k, v in d.items()) + " }"


SOURCE = """
The set-up, arrivals, turns, weather and victory conditions are the text's
(17-18). The counters are not: 21 lists the organisations and strengths, and
every counter's values were reconstructed from the strength scale in [scale]
(docs/mns/data-derivation.md). Each [[unit]]'s derivation shows its sum.
Counters: 285 pieces (combat units, leaders, HQs, trains) against the 280
counters of the printed sheet, which also held markers: the printed game
grouped some units more than this reconstruction does (the data-derivation
notes say which are the likeliest).
"""


def write_oob(out):
    w = out.append
    w("# Königgrätz (Musket & Saber, S&T 275): order of battle and scenario, RECONSTRUCTED.")
    w("# Generated by tools/mns/gen_koniggratz_scenario.py. Schema: docs/mns/data-format.md")
    w("# (\"scenarios/*.toml\"); derivations: docs/mns/data-derivation.md.")
    w("[scenario]")
    w('id = "koniggratz"')
    w('system = "musket-and-saber"')
    w('name = "Königgrätz, 3 July 1866"')
    w('rules = "Musket & Saber standard rules 1-15; Königgrätz exclusive rules 16-21 (S&T 275)"')
    w('edition = "S&T 275"    # the magazine issue (the header of bohemia play)')
    w('status = "reconstructed"')
    w('map = "koniggratz"     # data/mns/maps/koniggratz.toml')
    w('crt = "crt"            # data/mns/charts/crt.toml')
    w('tec = "tec"            # data/mns/charts/tec.toml')
    w('rain = "rain"          # data/mns/charts/rain.toml')
    w('source = """' + SOURCE.rstrip() + '\n"""')
    w("")
    w("# The strength scale every counter value was computed from (documentation:")
    w("# the engine reads the counters, not this table).")
    w("[scale]")
    for k, v in SCALE.items():
        w(f"{k} = {inline(v) if isinstance(v, dict) else v}")
    w("morale = " + inline(MR))
    w("")
    w("[[side]]")
    w('id = "prussia"')
    w('name = "Prussia"')
    w("first_player = true   # 17.1")
    w("")
    w("[[side]]")
    w('id = "austria"')
    w('name = "Austria and Saxony"')
    w("first_player = false")
    armies = [("first", "prussia", "First Army", "p-hq-first", None, "21; 17.4."),
              ("second", "prussia", "Second Army", "p-hq-second", None, "21; 17.4."),
              ("elbe", "prussia", "Elbe Army", "p-hq-elbe", None, "21; 17.4."),
              ("north", "austria", "North Army (with the Saxon Army Corps)", "a-hq", "a-trains",
               "21; 17.2: one HQ and one trains serve every Austrian and Saxon unit (the Saxons fought under Benedek).")]
    for aid, side, name, hq, trains, der in armies:
        w("")
        w("[[army]]")
        w(f'id = "{aid}"')
        w(f'side = "{side}"')
        w(f"name = {q(name)}")
        w(f'hq = "{hq}"')
        if trains:
            w(f'trains = "{trains}"')
        w(f"derivation = {q(der)}")
    forms = []
    for fid, side, army, label, name, subs, der in FORMATIONS:
        forms.append((fid, side, army, label, name, subs, der))
    for corps in ABDE:
        bdes = ABDE[corps][0]
        subs = [(f"a-{corps}-{i}", str(i), f"Bde {b[0]}") for i, b in enumerate(bdes, 1)]
        forms.append((f"a-{corps}", "austria", "north", corps, ACORPS_NAME[corps], subs,
                      f"21: '[{corps}] {ACORPS_NAME[corps]}'; 19.1: an Austrian corps is one formation, its brigades sub-formations."))
    for fid, label, name, subs, der in AFORMS:
        forms.append((fid, "austria", "north", label, name, subs, der))
    for fid, side, army, label, name, subs, der in forms:
        w("")
        w("[[formation]]")
        w(f'id = "{fid}"')
        w(f'side = "{side}"')
        w(f'army = "{army}"')
        w(f'label = "{label}"')
        w(f"name = {q(name)}")
        w("replacements_per_turn = 1   # 17.2, 17.4: one per formation (not sub-formation) per turn")
        if subs:
            w("sub_formations = [")
            for sid, slab, sname in subs:
                w(f"  {{ id = {q(sid)}, label = {q(slab)}, name = {q(sname)} }},")
            w("]")
        w(f"derivation = {q(der)}")
    for lid, name, side, army, span, cf, mr, mv, der in LEADERS:
        w("")
        w("[[unit]]")
        w(f'id = "{lid}"')
        w(f"name = {q(name)}")
        w(f'side = "{side}"')
        w(f'army = "{army}"')
        w('type = "leader"')
        w(f"span = {ql(span)}")
        w(f"full = {inline(dict(cf=cf, mr=mr, movement=mv))}")
        w(f"ineffective = {inline(dict(cf=0, mr=0, movement=0))}")
        w(f"derivation = {q(der + ' Values reconstructed: CF, MR and movement 0-2 from the man (10.3). Ineffective side: no effect (10.1).')}")
    for hid, name, side, army, ma in [("p-hq-first", "First Army HQ", "prussia", "first", 8),
                                      ("p-hq-second", "Second Army HQ", "prussia", "second", 8),
                                      ("p-hq-elbe", "Elbe Army HQ", "prussia", "elbe", 8),
                                      ("a-hq", "North Army HQ", "austria", "north", 8)]:
        w("")
        w("[[unit]]")
        w(f'id = "{hid}"')
        w(f"name = {q(name)}")
        w(f'side = "{side}"')
        w(f'army = "{army}"')
        w('type = "hq"')
        w(f"inactive = {inline(dict(ma=ma))}")
        w(f"derivation = {q('12.1: no ZOC, CF 0, moves like cavalry with the MA printed on its inactive side. MA 8 reconstructed (a cavalry MA).')}")
    w("")
    w("[[unit]]")
    w('id = "a-trains"')
    w('name = "North Army Trains"')
    w('side = "austria"')
    w('army = "north"')
    w('type = "trains"')
    w(f"inactive = {inline(dict(ma=4))}")
    w(f"derivation = {q('12.2: MA on the inactive side only, doubled on roads. MA 4 reconstructed (wagons: 4 MP, 8 along a road). The Prussians have no trains counter (17.4 lists none; they trace lines of retreat to an HQ or a LOC hex).')}")
    for u in UNITS:
        w("")
        w("[[unit]]")
        w(f'id = "{u["id"]}"')
        w(f"name = {q(u['name'])}")
        w(f'side = "{u["side"]}"')
        w(f'army = "{u["army"]}"')
        w(f"formation = {ql(u['formation'])}")
        if u["sub"]:
            w(f'sub_formation = "{u["sub"]}"')
        w(f'type = "{u["type"]}"')
        w(f"steps = {u['steps']}")
        strength = {}
        if "men" in u:
            strength["men"] = u["men"]
        if u.get("bns"):
            strength["battalions"] = u["bns"]
        if u.get("sqs"):
            strength["squadrons"] = u["sqs"]
        if u.get("guns"):
            strength["guns"] = u["guns"]
        w(f"strength = {inline(strength)}")
        w(f"full = {inline(u['full'])}")
        side_name, back = u["back"]
        w(f"{side_name} = {inline(back)}")
        if u["red"]:
            w(f"red_dots = {ql(u['red'])}")
        w(f"derivation = {q(u['derivation'])}")


def main():
    build()
    out = []
    write_oob(out)
    if SETUP_WRITER:
        SETUP_WRITER[0](out, UNITS)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = len(UNITS) + len(LEADERS) + 5
    print(f"wrote {os.path.relpath(OUT)}: {n} pieces ({len(UNITS)} combat units, {len(LEADERS)} leaders, 4 HQs, 1 trains)")


SETUP_WRITER = []

# ---------------------------------------------------- turns, set-up, arrivals
TURNS = [  # number, time, light
    (1, "06:00", "day"), (2, "07:30", "day"), (3, "09:00", "day"), (4, "10:30", "day"), (5, "12:00", "day"),
    (6, "13:30", "day"), (7, "15:00", "day"), (8, "16:30", "day"), (9, "18:00", "day"), (10, "19:30", "twilight"),
]
TURN_SOURCE = """
From the text: 10 turns (17.1), 90 minutes of daylight each (1.2), from dawn
to dusk of 3 July (16.2); which turns are night or twilight was printed on
the Turn Record Track (14.2, 14.3), not in the text. Reconstructed: turn 1
begins at 06:00, the hour that fits the arrivals of 17.4 with the 1866
timetable (the First Army's divisions on the Bistritz from about 07:30: T1;
the 1st Guard Division at Horenowes about 11:30: T4 = 10:30-12:00; the VI
Corps at Racitz about noon: T5; the I Corps at Chlum about 15:00: T6 or T7;
the V Corps last: T7). Turn 10 (19:30-21:00) holds sunset (about 20:10 local
time at 50.3 N on 3 July) and civil dusk (about 20:55): twilight (14.3).
No turn is night. Turn 1 starting at 04:30 would make every turn day and
bring the Guard at 09:00-10:30, too early.
"""


def units_of(pred):
    return [u["id"] for u in UNITS if pred(u)]


def in_form(*fids):
    return lambda u: any(f in u["formation"] for f in fids)


def only(*fids):
    return lambda u: set(u["formation"]) <= set(fids)


def arrivals():
    AG = ["p-14-a", "p-16-a", "p-e-ltcav", "p-e-hart"]
    G_TROOPS = units_of(lambda u: u["formation"] == ["p-g"] and not u["sub"])
    ARR = []

    def arr(aid, army, members, turn, entries, choice="any", span=(), roll=None, note=""):
        ARR.append(dict(id=aid, army=army, units=list(members), span_units=list(span), turn=turn,
                        entries=entries, choice=choice, roll=roll, note=note))

    e = lambda fid, ex=(): [x for x in units_of(only(fid)) if x not in ex]  # noqa: E731
    arr("elbe-hq", "elbe", ["p-hq-elbe"], 3, ["B", "C"], roll=dict(kind="each_turn", from_turn=3, success=[1, 2]),
        note="Rolled at the start of each Prussian movement phase from turn 3; arrives on 1-2.")
    arr("elbe-advance-guard", "elbe", AG, 1, ["B", "C"], note="The four units 17.4 lists: AG/14, 33 Fu/16, Lt Cav, Horse Art.")
    arr("elbe-14", "elbe", e("p-14", AG), 2, ["B", "C"])
    arr("elbe-15", "elbe", e("p-15"), 3, ["A", "B", "C", "D"], span=["p-8jg"])
    arr("elbe-16", "elbe", e("p-16", AG), 4, ["A", "B", "C", "D"], span=["p-8jg"])
    arr("elbe-e", "elbe", e("p-e", AG), 5, ["A", "B", "C", "D"])
    arr("first-hq", "first", ["p-hq-first"], 1, ["G"])
    arr("first-3", "first", e("p-3"), 1, ["E"], span=["p-2jg"])
    arr("first-4", "first", e("p-4"), 1, ["F"], span=["p-2jg"])
    arr("first-7", "first", e("p-7"), 1, ["H"], span=["p-4jg"])
    arr("first-8", "first", e("p-8"), 1, ["G"], span=["p-4jg"])
    arr("first-5-6", "first", units_of(only("p-5", "p-6")), 3, ["F", "G"])
    arr("first-f-cavalry", "first", units_of(lambda u: u["formation"] == ["p-f"] and (u["type"] == "cavalry" or "Horse" in u["name"])), 4, ["E"],
        note="Formation F (Cavalry): the cavalry corps with its horse batteries.")
    arr("first-f-artillery", "first", units_of(lambda u: u["formation"] == ["p-f"] and u["type"] == "artillery" and "Horse" not in u["name"]),
        4, ["F", "G"], note="Formation F (Artillery): the reserve artillery.")
    arr("second-1g", "second", units_of(lambda u: u["sub"] == "p-g1"), 4, ["J"], span=G_TROOPS,
        note="Guard corps troops (formation G, no sub-formation) come with 1G or 2G.")
    arr("second-2g", "second", units_of(lambda u: u["sub"] == "p-g2"), 5, ["J"], span=G_TROOPS)
    arr("second-hq", "second", ["p-hq-second"], 5, ["J"])
    arr("second-1-2", "second", units_of(only("p-1", "p-2")), 6, ["I", "J"], choice="one",
        roll=dict(kind="once", on_turn=6, success=[1, 2, 3], otherwise_turn=7),
        note="One roll on turn 6: 1-3 they arrive on turn 6, 4-6 on turn 7; all through Entry Hex I or all through J.")
    arr("second-9-10", "second", units_of(only("p-9", "p-10")), 7, ["K", "L"])
    arr("second-11", "second", e("p-11"), 5, ["L"], span=["p-6jg", "p-11-6hu", "p-11-res"])
    arr("second-12", "second", e("p-12"), 5, ["M"], span=["p-6jg", "p-11-6hu", "p-11-res"],
        roll=dict(kind="once", on_turn=5, success=[1, 2, 3], otherwise_turn=6),
        note="One roll on turn 5: 1-3 on turn 5, 4-6 on turn 6.")
    arr("second-s-cavalry", "second", ["p-s-hvy", "p-s-lt", "p-s-ha"], 5, ["J"],
        roll=dict(kind="each_turn", from_turn=5, success=[1, 2]),
        note="Rolled each turn from turn 5; arrives on 1-2, with its horse battery.")
    arr("second-s-artillery", "second", ["p-s-arta", "p-s-artb"], 6, ["J"])
    return ARR


SETUP = [  # id, who (formation or unit list), zone clauses, hidden allowed, note, requirements
    ("benedek-hq", dict(units=["a-benedek", "a-hq"]), [dict(hexes=["3416"])], False, "Benedek (active) and the HQ at Chlum.", []),
    ("trains", dict(units=["a-trains"]), [dict(hexes=["2722"])], False, "The trains at Wschestar.", []),
    ("f1", dict(formation="a-1"), [dict(within=3, of="2420")], True, "Within 3 hexes of Rosnitz.", []),
    ("f2", dict(formation="a-2"), [dict(fieldworks=["3718", "3723"], adjacent=True), dict(hexes=["3624", "3724", "3725"])], False,
     "On or adjacent to the fieldworks from 3718 to 3723, and/or at Nedelist (3624, 3724, 3725). The text's range is garbled ('from and/or hexes'): "
     "read as the works' north-east end, beyond Formation 4's sector (ruling D-3).", []),
    ("f3", dict(formation="a-3"), [dict(within=5, of="3709")], False, "Within 5 hexes of 3709, and any two infantry units at Benatek (4610).",
     [dict(count=2, type="infantry", hex="4610")]),
    ("f4", dict(formation="a-4"), [dict(fieldworks=["3514", "3718"], adjacent=True)], False, "On or adjacent to the fieldworks from 3514 to 3718.", []),
    ("f6", dict(formation="a-6"), [dict(within=3, of="2824")], True, "Within 3 hexes of Sweti.", []),
    ("f8", dict(formation="a-8"), [dict(within=2, of="1614")], True, "Within 2 hexes of 1614 (the text's '(see 19.10)' is read as 19.8, ruling D-4).", []),
    ("f10", dict(formation="a-10"), [dict(columns=[24, 32], rows=[1, 12], bank="east")], False,
     "Any hex of columns 24-32 east of the Bistritz and west of row 13.", []),
    ("s", dict(formation="a-s"), [dict(columns=[10, 23], rows=[3, 13])], False, "Any hex of columns 10-23 east of row 02 and west of row 14.", []),
    ("c", dict(formation="a-c"), [dict(within=3, of="2721")], True, "Within 3 hexes of Wschestar (2721).", []),
    ("r", dict(formation="a-r"), [dict(within=3, of="2721")], True, "Within 3 hexes of Wschestar (2721).", []),
    ("e", dict(formation="a-e"), [dict(within=5, of="0608")], False, "Within 5 hexes of Hradek.", []),
    ("t", dict(formation="a-t"), [dict(within=3, of="3725")], False, "Within 3 hexes of Nedelist (3725).", []),
    ("p", dict(formation="a-p"), [dict(hexes=["3604", "3704", "3705"])], False, "At Sadowa (3604, 3704, 3705).", []),
]


def write_setup(out, _units):
    w = out.append
    w("")
    w("# ------------------------------------------------------------------ turns")
    w("[turn_track]")
    w("turns = 10          # 17.1")
    w('first_phase = "prussian movement"   # 17.1: play opens with the Prussian movement phase of turn 1')
    w('status = "reconstructed"            # which turns are twilight or night')
    w('source = """' + TURN_SOURCE.rstrip() + '\n"""')
    for n, t, light in TURNS:
        w("")
        w("[[turn]]")
        w(f"number = {n}")
        w(f'time = "{t}"')
        w(f'light = "{light}"   # day | twilight (14.3) | night (14.2)')
    w("")
    w("[weather]")
    w('start = "heavy"     # 17.1: the weather marker starts Heavy Rain side up in the Turn 1 box')
    w('table = "rain"      # data/mns/charts/rain.toml, rolled in each Game Turn marker phase for the next turn (19.4)')
    w("")
    w("# ------------------------------------------------ lines of communication")
    w("[loc]")
    w('prussia = ["B", "C", "F", "G", "J", "K", "L"]   # 17.4: any Prussian unit may use any of them')
    w('austria = ["N"]                                  # 17.2 (and 17.3)')
    w("")
    w("# --------------------------------------------------------- Austrian set-up")
    w("# 17.2 (historical) or 17.3 (free). Zones are unions of clauses:")
    w("#   { hexes = [...] }                       those hexes")
    w("#   { within = N, of = \"CCRR\" }             hexes at distance <= N")
    w("#   { fieldworks = [\"A\", \"B\"], adjacent = true }   the fieldworks line from A through B, and (adjacent) their neighbours")
    w("#   { columns = [c1, c2], rows = [r1, r2], bank = \"east\" }   a block of columns and rows, optionally one bank of the Bistritz")
    w("[setup]")
    w('side = "austria"')
    w('options = ["historical", "free"]')
    w('leaders = "with_unit_in_span"   # 17.2: every leader but Benedek sets up stacked with a unit of his command span')
    for sid, who, zone, hidden, note, reqs in SETUP:
        w("")
        w("[[setup.historical]]")
        w(f'id = "{sid}"')
        if "formation" in who:
            w(f'formation = "{who["formation"]}"')
        else:
            w(f"units = {ql(who['units'])}")
        w("zone = [" + ", ".join(inline(c) for c in zone) + "]")
        w(f"hidden_allowed = {'true' if hidden else 'false'}   # 19.8B")
        for r in reqs:
            w("requirement = " + inline(r))
        w(f"note = {q(note)}")
    w("")
    w("[setup.free]")
    w('hidden = "any"     # 17.3: any unit may be hidden')
    w('fixed = [{ unit = "a-trains", hex = "2722" }]')
    w('note = "17.3: anywhere, except the prohibited zones; the LOC and replacements stay as in 17.2."')
    for clause, note in [(dict(bank="west", except_terrain=["town"]), "On or west of the Bistritz only town hexes."),
                         (dict(columns=[53, 55], rows=[1, 30]), "Nothing in columns 53-55."),
                         (dict(columns=[1, 10], rows=[1, 2]), "In columns 01-10 nothing west of row 03.")]:
        w("")
        w("[[setup.free.prohibited]]")
        for k, v in clause.items():
            w(f"{k} = {value(v)}")
        w(f"note = {q(note)}")
    w("")
    w("# ----------------------------------------------------------- hidden movement")
    w("[hidden_movement]")
    w('boxes = ["A", "B", "C", "D"]     # 19.8A')
    w("markers_per_box = 2              # 19.8A: one real marker, one dummy")
    w('historical_formations = ["a-1", "a-6", "a-8", "a-c", "a-r"]   # 17.2, 19.8B')
    w('free_setup_formations = "all"    # 17.3, 19.8B')
    w('shared_boxes = [["a-c", "a-r"]]  # 19.8B: one formation a box, but C and R may share one')
    w('marker_movement = "infantry"     # 19.8C: infantry and march rates; rolls for MA while the HQ is inactive')
    w("")
    w("# ---------------------------------------------------------- Prussian arrivals")
    w("# 17.4. units: come with this arrival. span_units: units whose formation span")
    w("# covers several arrivals; each comes with any one of them (17.4). choice:")
    w("# 'any' = each unit uses any listed entry hex ('and/or'); 'one' = all use one")
    w("# entry hex the owner picks ('I OR J'). roll: 'each_turn' = from from_turn,")
    w("# one die each turn until a success; 'once' = one die on on_turn, failure")
    w("# brings them on otherwise_turn. Leaders arrive with any one unit of their")
    w("# command span (17.4).")
    w("[arrivals]")
    w('side = "prussia"')
    w('leaders = "with_unit_in_span"')
    w('span_units = "with_any_formation_in_span"')
    for a in arrivals():
        w("")
        w("[[arrival]]")
        w(f'id = "{a["id"]}"')
        w(f'army = "{a["army"]}"')
        w(f"turn = {a['turn']}")
        w(f"entries = {ql(a['entries'])}")
        w(f'choice = "{a["choice"]}"')
        if a["roll"]:
            w("roll = " + inline(a["roll"]))
        w("units = [")
        for i in range(0, len(a["units"]), 6):
            w("  " + ", ".join(q(x) for x in a["units"][i:i + 6]) + ",")
        w("]")
        if a["span_units"]:
            w(f"span_units = {ql(a['span_units'])}")
        if a["note"]:
            w(f"note = {q(a['note'])}")
    w("")
    w("# ----------------------------------------------------------------- victory")
    w("[victory]")
    w('prussian_hex = "2030"                 # 18.1: the last unit to enter it is Prussian')
    w("prussian_artillery_in_range = true    # 18.1: or Prussian artillery has it within range, LOS limits of rain and darkness ignored")
    w('austrian_trains = "a-trains"          # 18.2: never moved nor attacked')
    w("austrian_fieldworks_clear = true      # 18.2: no Prussian unit in a fieldworks hex at the end")
    w("vp = { destroyed = 1, leader_casualty = 1, captured = 2, hq_captured = 4 }   # 18.3")
    w("draw_below = 10                       # 18.3: a winner with fewer than 10 VP makes it a draw")
    w("")
    w("# ----------------------------------------------------------------- markers")
    w("# Non-unit counters. count: how many the sheet holds; limit: whether the")
    w("# count limits play. Only the hidden-movement markers' count is the text's.")
    for kind, count, limit, note in [
        ("game_turn", 1, False, "17.1"), ("rain", 1, False, "two-sided Heavy/Light Rain, 19.4"),
        ("hidden_movement", 8, True, "19.8A: boxes A-D, a real and a dummy marker each"),
        ("line", 0, False, "19.7: the count is not in the text; 0 = not limited"),
        ("open_order", 0, False, "19.10: the count is not in the text; 0 = not limited"),
        ("disrupted", 0, False, "2.8: not limited"), ("charge", 0, False, "7.13.3, 9.3.1: declared charges; not limited")]:
        w("")
        w("[[marker]]")
        w(f'kind = "{kind}"')
        w(f"count = {count}")
        w(f"limit = {'true' if limit else 'false'}")
        w(f"note = {q(note)}")


SETUP_WRITER.append(write_setup)

if __name__ == "__main__":
    main()
