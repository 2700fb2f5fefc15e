#!/usr/bin/env python3
"""Generates data/gbn3/scenarios/nachod.toml (VV157 §11) and skalitz.toml (VV157 §12).

Both battles share the Prussian V corps and the Austrian 1st Reserve Cavalry
Division; one table of commanders and units keeps their values identical in
the two files (the two-day campaign of §13 carries them over). The set-ups,
reinforcements, thresholds, lines of retreat and victory conditions are the
rulebook's; commander and unit VALUES are not printed there, and each carries
a derivation saying how it was reconstructed so that an owner of the printed
counters can correct it. Edit the tables, run
`python3 tools/gen_nachod_skalitz_scenarios.py`, commit all three files.
"""

# --- Commanders-in-chief (§1.2.1) ------------------------------------------
CINCS = {
    "steinmetz": dict(name="von Steinmetz", side="prussia", corps="V", reaction=4, initiative=2,
                      derivation="Not printed in the text. Steinmetz drove the V corps through the pass and attacked on both days ('the lion of Nachod'): reaction 4, initiative 2, the values of the VV165 counter diagram's CinC (Gablenz). Movement 6 (§7.1, A-63)."),
    "ramming": dict(name="von Ramming", side="austria", corps="VI", reaction=3, initiative=1,
                    derivation="Not printed in the text. Ramming was thought one of the ablest Austrian corps commanders but fed his brigades in one after another: reaction 3, initiative 1 (guess). Movement 6 (§7.1)."),
    "leopold": dict(name="Archduke Leopold", side="austria", corps="VIII", reaction=2, initiative=0,
                    derivation="Not printed in the text. Archduke Leopold stayed passive while his brigades attacked piecemeal and was relieved after Skalitz: reaction 2, initiative 0 (guess). Movement 6 (§7.1)."),
}

AIDE = "Aide de Camp side: command 1, bonus 0 (assumed for every commander, as at Trautenau)."

# --- Formations (§1.2.2) ---------------------------------------------------
# Thresholds per scenario: (steps, demo, vp) from §11.1.2 / §12.1.2.
FORMATIONS = {
    "lowenfeld": dict(name="9th Division (von Löwenfeld)", side="prussia", cinc="steinmetz", corps="V",
                      commander="von Löwenfeld", command=2, bonus=1,
                      nachod=(9, 5, 2), skalitz=(9, 5, 2),
                      why="Command 2, bonus 1: Löwenfeld led the advance guard that held the heights all morning (guess)."),
    "kirchbach": dict(name="10th Division (von Kirchbach)", side="prussia", cinc="steinmetz", corps="V",
                      commander="von Kirchbach", command=2, bonus=1,
                      nachod=(10, 6, 2), skalitz=(10, 6, 2),
                      why="Command 2, bonus 1: Kirchbach's counter-attack cleared Wysokow (guess)."),
    "wunck": dict(name="Cavalry brigade Wunck", side="prussia", cinc="steinmetz", corps="V",
                  commander="von Wunck", command=2, bonus=1,
                  nachod=(2, 1, 1), skalitz=(3, 2, 1),
                  why="Command 2, bonus 1: his dragoons and uhlans beat the Austrian cuirassiers at Wysokow (guess)."),
    "hoffmann": dict(name="11th Division - 22nd Brigade (Hoffmann)", side="prussia", cinc="steinmetz", corps="VI",
                     commander="von Hoffmann", command=1, bonus=1,
                     skalitz=(5, 3, 1),
                     why="Command 1, bonus 1 (guess). A VI corps brigade commanded by the V corps CinC in this battle (§12.2); 'corps' keeps its parent corps for the campaign."),
    "guard-cav": dict(name="Guard heavy cavalry brigade", side="prussia", cinc="steinmetz", corps="Guard",
                      commander="Prince Albrecht (the younger)", command=1, bonus=1,
                      skalitz=(3, 2, 1),
                      why="§12.3 'Brigade of large cavalry (HQ + 3 units)', the 'Cav brig of the Guard' of §12.1.2. The commander's name is not in the text (guess: the heavy Guard brigade placed with V corps on 28 June). Command 1, bonus 1 (guess)."),
    "waldstatten": dict(name="Brigade Waldstätten", side="austria", cinc="ramming", corps="VI",
                        commander="Waldstätten", command=1, bonus=1, nachod=(6, 3, 1),
                        why="Printed 'Waldsätten'. Command 1, bonus 1 (guess): his last attack on Wysokow failed."),
    "hertweck": dict(name="Brigade von Hertweck", side="austria", cinc="ramming", corps="VI",
                     commander="von Hertweck", command=1, bonus=0, nachod=(6, 3, 1),
                     why="Command 1, bonus 0 (guess): he turned his brigade against the heights instead of holding Wysokow and was thrown back."),
    "rosenzweig": dict(name="Brigade von Rosenzweig", side="austria", cinc="ramming", corps="VI",
                       commander="von Rosenzweig", command=1, bonus=1, nachod=(6, 3, 1),
                       why="Command 1, bonus 1 (guess)."),
    "jonak": dict(name="Brigade von Jonak", side="austria", cinc="ramming", corps="VI",
                  commander="von Jonak", command=1, bonus=1, nachod=(6, 3, 1),
                  why="Command 1, bonus 1 (guess)."),
    "holstein": dict(name="1st Reserve Cavalry Division (Prince Holstein)", side="austria", cinc="ramming",
                     corps="army reserve", commander="Prince Holstein", command=2, bonus=1,
                     nachod=(6, 4, 1), skalitz=(6, 3, 1),
                     why="Command 2, bonus 1: a cavalry division commander (guess). PRINTED STEPS DISAGREE WITH THE SET-UP: the division has 7 counters in both set-ups (6 regiments and Art 5-6/VI, listed under its heading) but the table prints 6 steps; every counter has morale 1, so the units total 7 (see docs/rulings.md)."),
    "fragnern": dict(name="Brigade Fragnern", side="austria", cinc="leopold", corps="VIII",
                     commander="Fragnern", command=1, bonus=1, skalitz=(6, 3, 1),
                     why="Printed 'Fragern' and 'Fragnern'. Command 1, bonus 1 (guess): he fell leading his brigade's attack."),
    "schulz": dict(name="Brigade Schulz", side="austria", cinc="leopold", corps="VIII",
                   commander="Schulz", command=1, bonus=0, skalitz=(6, 3, 1),
                   why="Printed 'Schulz' and 'Schultz'. Command 1, bonus 0 (guess)."),
    "kreyssern": dict(name="Brigade von Kreyssern", side="austria", cinc="leopold", corps="VIII",
                      commander="von Kreyssern", command=1, bonus=1, skalitz=(6, 3, 1),
                      why="Printed 'Kreyssem' and 'Kreyssern'. Command 1, bonus 1 (guess): he fell at the head of his brigade."),
}
INDEPENDENTS = {
    ("prussia", "nachod"): ((2, 1, 1), "§11.1.2 'Independent units 2 | 1 | 1': Art V-1."),
    ("austria", "nachod"): ((4, 2, 1), "§11.1.2 'Independent units 4 | 2 | 1': 10th Uhlans, Art 7-8/X (1) and Art 5-9-10/X (2)."),
    ("prussia", "skalitz"): ((4, 2, 1), "§12.1.2 'Independent units 4 | 2 | 1': Art V-1 and Art V-2."),
    ("austria", "skalitz"): ((6, 3, 1), "§12.1.2 'Independent units 6 | 3 | 1': 10th and 3rd Uhlans, Art 7-8/IX (1), Art 5-9-10/IX (2), the Josephstadt detachment."),
}

# --- Units (§1.2.3) -----------------------------------------------------------
P_INF = ("Prussian regiment of 3 battalions (~3,000 men): combat 4 at §1.1's 700-800 infantry per point. "
         "Morale 2: the Steps column (9th Div 9, 10th Div 10, Hoffmann 5) balances only with 2 steps per "
         "regiment and divisional artillery and 1 per jäger battalion, as at Trautenau. Movement 4.")
P_JAG = ("One light battalion (~1,000 men): combat 1 (§1.1), morale 1 (the 9th Division's 9 steps), "
         "movement 4. Light troops (jägers, horn symbol).")
P_ART_DIV = ("Divisional artillery Abteilung (24 guns, part smoothbore): combat 2, range 3, as Trautenau's "
             "Art I-3. Morale 2: needed for the division's Steps (§11.1.2, §12.1.2). Movement 4.")
P_ART_RES = ("Corps reserve artillery Abteilung (rifled guns): combat 2, range 4. Morale 2: the Prussian "
             "independents are Art V-1 alone = 2 steps at Nachod (§11.1.2) and Art V-1 + V-2 = 4 at Skalitz "
             "(§12.1.2). Movement 4.")
P_CAV = ("Prussian regiment of 4 squadrons (~600 sabres): combat 1 at §1.1's 500-600 cavalry per point; "
         "morale 1 (Wunck: 2 regiments = 2 steps at Nachod, 3 = 3 at Skalitz); movement 6. Not heavy.")
P_GCAV = ("Guard heavy cavalry regiment of 4 squadrons (~600 sabres): combat 1, morale 1 (the brigade's 3 "
          "steps, §12.1.2), movement 6. Heavy (§12.3 'large cavalry') and Prussian Guard (§2 +1 morale).")
A_INF = ("Austrian regiment of 3 battalions (~3,000 men): combat 4 at §1.1's 700-800 infantry per point. "
         "Morale 2: every brigade's 6 steps (§11.1.2, §12.1.2) balance only as 2 regiments at 2 + jägers "
         "at 1 + battery at 1, as at Trautenau. Movement 4.")
A_JAG = ("One Feldjäger battalion (~1,000 men): combat 1 (§1.1), morale 1 (brigade steps), movement 4. "
         "Light troops (horn symbol).")
A_BTY = ("Brigade battery of 8 rifled 4-pounders: combat 1, range 4 (rifled), as at Trautenau. Morale 1: "
         "brigade steps (§11.1.2, §12.1.2). Movement 4.")
A_CAV = ("Austrian regiment of 6 squadrons (~900 sabres): combat 2 at 500-600 per point; morale 1 (the "
         "Reserve Cavalry Division's regiments and the independent uhlans: see their tables); movement 6.")
VI_NAME = ("Not named in the text ('HQ + 4 units', §11.3); 1866 order of battle as best reconstructed, "
           "candidate regiment given in the name: check against the counters.")

UNITS = {
    # Prussian V corps
    "p-37ir": ("17th Brigade - 37th Infantry regiment", "prussia", "lowenfeld", "infantry", 4, 2, 4, 0, P_INF),
    "p-58ir": ("17th Brigade - 58th Infantry regiment", "prussia", "lowenfeld", "infantry", 4, 2, 4, 0, P_INF),
    "p-5jag": ("5th Jäger battalion", "prussia", "lowenfeld", "light", 1, 1, 4, 0, P_JAG),
    "p-7gren": ("18th Brigade - 7th Grenadier regiment", "prussia", "lowenfeld", "infantry", 4, 2, 4, 0, P_INF),
    "p-art-v3": ("Art V-3 (9th Division artillery)", "prussia", "lowenfeld", "artillery", 2, 2, 4, 3, P_ART_DIV),
    "p-6gren": ("19th Brigade - 6th Grenadier regiment", "prussia", "kirchbach", "infantry", 4, 2, 4, 0, P_INF),
    "p-46ir": ("19th Brigade - 46th Infantry regiment", "prussia", "kirchbach", "infantry", 4, 2, 4, 0, P_INF),
    "p-47ir": ("20th Brigade - 47th Infantry regiment", "prussia", "kirchbach", "infantry", 4, 2, 4, 0, P_INF),
    "p-52ir": ("20th Brigade - 52nd Infantry regiment", "prussia", "kirchbach", "infantry", 4, 2, 4, 0, P_INF),
    "p-art-v4": ("Art V-4 (10th Division artillery)", "prussia", "kirchbach", "artillery", 2, 2, 4, 3, P_ART_DIV),
    "p-1uhl": ("1st Uhlan regiment", "prussia", "wunck", "cavalry", 1, 1, 6, 0, P_CAV),
    "p-8drag": ("8th Dragoon regiment", "prussia", "wunck", "cavalry", 1, 1, 6, 0, P_CAV),
    "p-4drag": ("4th Dragoon regiment", "prussia", "wunck", "cavalry", 1, 1, 6, 0, P_CAV),
    "p-art-v1": ("Art V-1 (corps reserve artillery)", "prussia", "prussia-independent", "artillery", 2, 2, 4, 4, P_ART_RES),
    "p-art-v2": ("Art V-2 (corps reserve artillery)", "prussia", "prussia-independent", "artillery", 2, 2, 4, 4, P_ART_RES),
    "p-38fus": ("22nd Brigade - 38th Fusilier regiment", "prussia", "hoffmann", "infantry", 4, 2, 4, 0,
                P_INF + " Fusiliers were line infantry in 1866 (not light troops)."),
    "p-51ir": ("22nd Brigade - 51st Infantry regiment", "prussia", "hoffmann", "infantry", 4, 2, 4, 0, P_INF),
    "p-art-vi3": ("Art VI-3 (artillery with Brigade Hoffmann)", "prussia", "hoffmann", "artillery", 1, 1, 4, 3,
                  "Artillery detached with the brigade: the brigade's 5 steps (§12.1.2) leave it 1 step after two regiments at 2, so a smaller detachment: combat 1, morale 1, range 3 (guess). Movement 4."),
    "p-gdc": ("Regiment of the Gardes du Corps", "prussia", "guard-cav", "cavalry", 1, 1, 6, 0, P_GCAV),
    "p-gkur": ("Guard Cuirassier regiment", "prussia", "guard-cav", "cavalry", 1, 1, 6, 0, P_GCAV),
    "p-g-hart": ("Guard horse battery", "prussia", "guard-cav", "artillery", 1, 1, 6, 3,
                 "The brigade's third unit (§12.3 'HQ + 3 units', 3 steps) is not named: the heavy Guard brigade had two regiments, so a horse battery is assumed (guess; it could be a third regiment). Combat 1, morale 1, range 3, movement 6 (horse artillery keeps up with cavalry). Prussian Guard."),
    # Austrian VI corps (Nachod)
    "a-wal-ir1": ("Brigade Waldstätten - 1st regiment (IR 6 Coronini?)", "austria", "waldstatten", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-wal-ir2": ("Brigade Waldstätten - 2nd regiment (IR 79 Frank?)", "austria", "waldstatten", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-wal-jag": ("Brigade Waldstätten - jäger battalion (FJB 6?)", "austria", "waldstatten", "light", 1, 1, 4, 0, A_JAG + " " + VI_NAME),
    "a-wal-art": ("Brigade Waldstätten - battery", "austria", "waldstatten", "artillery", 1, 1, 4, 4, A_BTY + " " + VI_NAME),
    "a-hert-ir1": ("Brigade Hertweck - 1st regiment (IR 41 Kellner?)", "austria", "hertweck", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-hert-ir2": ("Brigade Hertweck - 2nd regiment (IR 56 Gorizzutti?)", "austria", "hertweck", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-hert-jag": ("Brigade Hertweck - jäger battalion (FJB 25?)", "austria", "hertweck", "light", 1, 1, 4, 0, A_JAG + " " + VI_NAME),
    "a-hert-art": ("Brigade Hertweck - battery", "austria", "hertweck", "artillery", 1, 1, 4, 4, A_BTY + " " + VI_NAME),
    "a-ros-ir1": ("Brigade Rosenzweig - 1st regiment (IR 4 Hoch- und Deutschmeister?)", "austria", "rosenzweig", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-ros-ir2": ("Brigade Rosenzweig - 2nd regiment (IR 55 Gondrecourt?)", "austria", "rosenzweig", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-ros-jag": ("Brigade Rosenzweig - jäger battalion (FJB 17?)", "austria", "rosenzweig", "light", 1, 1, 4, 0, A_JAG + " " + VI_NAME),
    "a-ros-art": ("Brigade Rosenzweig - battery", "austria", "rosenzweig", "artillery", 1, 1, 4, 4, A_BTY + " " + VI_NAME),
    "a-jon-ir1": ("Brigade Jonak - 1st regiment (IR 20 Crown Prince of Prussia?)", "austria", "jonak", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-jon-ir2": ("Brigade Jonak - 2nd regiment (IR 60 Wasa?)", "austria", "jonak", "infantry", 4, 2, 4, 0, A_INF + " " + VI_NAME),
    "a-14jag": ("14th Feldjäger battalion", "austria", "jonak", "light", 1, 1, 4, 0, A_JAG + " Named in §11.3 ('14th jägers', Jonak's brigade)."),
    "a-jon-art": ("Brigade Jonak - battery", "austria", "jonak", "artillery", 1, 1, 4, 4, A_BTY + " " + VI_NAME),
    "a-10uhl": ("10th Uhlans Clam-Gallas", "austria", "austria-independent", "cavalry", 2, 1, 6, 0,
                A_CAV + " Independent (§11.3 lists it apart from the brigades); Austrian uhlans are light cavalry (not heavy)."),
    "a-art-78x": ("Art 7-8/X (VI corps reserve, two batteries)", "austria", "austria-independent", "artillery", 2, 1, 4, 4,
                  "Two reserve batteries (16 rifled guns): combat 2, range 4; morale 1 (§11.1.2 independents 4 steps = uhlans 1 + this 1 + Art 5-9-10/X 2), as Trautenau's Art 7-8/III. Movement 4."),
    "a-art-5910x": ("Art 5-9-10/X (VI corps reserve, three batteries)", "austria", "austria-independent", "artillery", 3, 2, 4, 4,
                    "Three reserve batteries (24 rifled guns): combat 3, range 4; morale 2 (§11.1.2 independents 4 steps), as Trautenau's Art 5-9-10/III. Movement 4."),
    # Austrian 1st Reserve Cavalry Division (both battles)
    "a-4cuir": ("4th Cuirassiers Emperor Ferdinand", "austria", "holstein", "cavalry", 2, 1, 6, 0, A_CAV + " Heavy (cuirassiers)."),
    "a-6cuir": ("6th Cuirassiers Prince of Hesse", "austria", "holstein", "cavalry", 2, 1, 6, 0, A_CAV + " Heavy (cuirassiers)."),
    "a-9cuir": ("9th Cuirassiers Stadion", "austria", "holstein", "cavalry", 2, 1, 6, 0, A_CAV + " Heavy (cuirassiers)."),
    "a-11cuir": ("11th Cuirassiers Emperor Franz Joseph", "austria", "holstein", "cavalry", 2, 1, 6, 0, A_CAV + " Heavy (cuirassiers)."),
    "a-4uhl": ("4th Uhlans Emperor Franz Joseph", "austria", "holstein", "cavalry", 2, 1, 6, 0, A_CAV + " Uhlans: not heavy."),
    "a-8uhl": ("8th Uhlans Emperor of Mexico", "austria", "holstein", "cavalry", 2, 1, 6, 0, A_CAV + " Uhlans: not heavy."),
    "a-art-56": ("Art 5-6/VI (two cavalry batteries)", "austria", "holstein", "artillery", 2, 1, 6, 4,
                 "The division's two horse batteries (16 rifled guns): combat 2, range 4, movement 6 (horse artillery). Morale 1 (least possible; see the division's derivation for the step total). In the division: both set-ups list it under the division's heading."),
    # Austrian VIII corps (Skalitz)
    "a-3uhl": ("3rd Uhlans Archduke Charles", "austria", "austria-independent", "cavalry", 2, 1, 6, 0,
               A_CAV + " Independent (listed with Leopold in §12.2); not heavy."),
    "a-art-78ix": ("Art 7-8/IX (VIII corps reserve, two batteries)", "austria", "austria-independent", "artillery", 2, 1, 4, 4,
                   "Two reserve batteries: combat 2, range 4; morale 1 (§12.1.2 independents 6 steps). Movement 4."),
    "a-art-5910ix": ("Art 5-9-10/IX (VIII corps reserve, three batteries)", "austria", "austria-independent", "artillery", 3, 2, 4, 4,
                     "Three reserve batteries: combat 3, range 4; morale 2 (§12.1.2 independents 6 steps = 1 + 1 + 1 + 2 + 1). Movement 4."),
    "a-josdet": ("Detachment of the Josephstadt garrison", "austria", "austria-independent", "infantry", 2, 1, 4, 0,
                 "A fortress detachment of about two battalions (guess): combat 2, morale 1 (§12.1.2 independents 6 steps), movement 4."),
    "a-15ir": ("15th IR Nassau", "austria", "fragnern", "infantry", 4, 2, 4, 0, A_INF),
    "a-77ir": ("77th IR Toscane", "austria", "fragnern", "infantry", 4, 2, 4, 0, A_INF),
    "a-art-1ix": ("Art 1/IX (Fragnern's brigade battery)", "austria", "fragnern", "artillery", 1, 1, 4, 4, A_BTY),
    "a-5jag": ("5th Feldjäger battalion", "austria", "fragnern", "light", 1, 1, 4, 0, A_JAG),
    "a-8ir": ("8th IR Gerstner", "austria", "schulz", "infantry", 4, 2, 4, 0, A_INF),
    "a-74ir": ("74th IR Nobili", "austria", "schulz", "infantry", 4, 2, 4, 0, A_INF),
    "a-art-2ix": ("Art 2/IX (Schulz's brigade battery)", "austria", "schulz", "artillery", 1, 1, 4, 4, A_BTY),
    "a-31jag": ("31st Feldjäger battalion", "austria", "schulz", "light", 1, 1, 4, 0, A_JAG),
    "a-21ir": ("21st IR Reischach", "austria", "kreyssern", "infantry", 4, 2, 4, 0, A_INF),
    "a-32ir": ("32nd IR Este", "austria", "kreyssern", "infantry", 4, 2, 4, 0, A_INF),
    "a-art-4ix": ("Art 4/IX (Kreyssern's brigade battery)", "austria", "kreyssern", "artillery", 1, 1, 4, 4, A_BTY),
    "a-24jag": ("24th Feldjäger battalion", "austria", "kreyssern", "light", 1, 1, 4, 0, A_JAG),
}
HEAVY = {"a-4cuir", "a-6cuir", "a-9cuir", "a-11cuir", "p-gdc", "p-gkur"}
GUARD = {"p-gdc", "p-gkur", "p-g-hart"}

# --- Scenarios -----------------------------------------------------------------
# Facings are not printed: Prussians face N (towards the Austrian edge, row 01),
# Austrians S (ruling in docs/rulings.md).
NACHOD = dict(
    id="nachod", name="The battle of Nachod, 27 June 1866", rules="VV157 §11",
    first_turn=7, last_turn=18,
    header_notes=[
        "first_turn = 7 (§11.1.1: from 07.00). last_turn = 18: the battle ends at",
        "random from the end of 16.00 (§11.1.1, [special.nachod_random_end]); with",
        "+0 at 16.00, +1 at 17.00 and +2 at 18.00 the end of 18.00 is certain (A-30).",
    ],
    cincs=["steinmetz", "ramming"],
    formations=["lowenfeld", "kirchbach", "wunck", "waldstatten", "hertweck", "rosenzweig", "jonak", "holstein"],
    units=["p-37ir", "p-58ir", "p-5jag", "p-7gren", "p-art-v3",
           "p-6gren", "p-46ir", "p-47ir", "p-52ir", "p-art-v4",
           "p-1uhl", "p-8drag", "p-art-v1",
           "a-wal-ir1", "a-wal-ir2", "a-wal-jag", "a-wal-art",
           "a-hert-ir1", "a-hert-ir2", "a-hert-jag", "a-hert-art",
           "a-ros-ir1", "a-ros-ir2", "a-ros-jag", "a-ros-art",
           "a-jon-ir1", "a-jon-ir2", "a-14jag", "a-jon-art",
           "a-4cuir", "a-6cuir", "a-9cuir", "a-11cuir", "a-4uhl", "a-8uhl", "a-art-56",
           "a-10uhl", "a-art-78x", "a-art-5910x"],
    setup=[
        ("1420", "N", ["steinmetz", "p-37ir"], {}, "§11.2: Steinmetz at Bilowec (1420); 17th Brigade 37th IR at Bilowec"),
        ("1318", "N", ["lowenfeld", "p-58ir", "p-5jag"], {}, "§11.2: von Löwenfeld, 17th Brigade 58th IR and 5th jägers at Nachod (1318)"),
        ("1217", "N", ["p-8drag"], {}, "§11.2: 8th Dragoons (Wunck's brigade) at 1217"),
        ("0910", "S", ["holstein", "a-4cuir", "a-6cuir", "a-art-56"], {}, "§11.2: Holstein, 4th Cuirassiers Ferdinand, 6th Cuirassiers Prince of Hesse and Art 5-6/VI at Kleny (0910)"),
    ],
    reinforcements=[
        (7, "1420", ["p-art-v3"], "§11.3 Prussian 7.00: Art V-3 by Bilowec"),
        (9, "1420", ["wunck", "p-1uhl"], "§11.3 Prussian 9.00: Wunck + 1st Uhlans by Bilowec. The text adds the 8th Dragoons, which §11.2 already sets up at 1217: they are not doubled (A-31; Wunck's 2 steps in §11.1.2 are these two regiments)"),
        (11, "1420", ["kirchbach", "p-6gren", "p-46ir", "p-47ir", "p-52ir"], "§11.3 Prussian 11.00: von Kirchbach + 6th Grenadiers, 46th IR (19th Brigade), 47th IR, 52nd IR (20th Brigade) by Bilowec"),
        (12, "1420", ["p-art-v1", "p-art-v4"], "§11.3 Prussian 12.00: Art V-1 + Art V-4 by Bilowec"),
        (13, "1420", ["p-7gren"], "§11.3 Prussian 13.00: 18th Brigade 7th Grenadiers by Bilowec"),
        (7, "0105", ["ramming", "a-art-78x", "a-art-5910x"], "§11.3 Austrian 7.00: Ramming, and Art 7-8/X + Art 5-9-10/X, path by 0105"),
        (7, "0115", ["a-10uhl", "jonak", "a-jon-ir1", "a-jon-ir2", "a-jon-art"], "§11.3 Austrian 7.00: 10th Uhlans Clam-Gallas and Brigade von Jonak (HQ + all units except the jägers), road by 0115"),
        (7, "0117", ["hertweck", "a-hert-ir1", "a-hert-ir2", "a-hert-jag", "a-hert-art"], "§11.3 Austrian 7.00: Brigade von Hertweck (HQ + 4 units), road by 0117"),
        (7, "0109", ["rosenzweig", "a-ros-ir1", "a-ros-ir2", "a-ros-jag", "a-ros-art"], "§11.3 Austrian 7.00: Brigade von Rosenzweig (HQ + 4 units), path by 0109"),
        (8, "0105", ["waldstatten", "a-wal-ir1", "a-wal-ir2", "a-wal-jag", "a-wal-art"], "§11.3 Austrian 8.00: Brigade Waldsätten (HQ + 4 units), path by 0105"),
        (8, "0115", ["a-14jag"], "§11.3 Austrian 8.00: 14th jägers, road by 0115"),
        (10, "0801", ["a-9cuir", "a-11cuir", "a-4uhl", "a-8uhl"], "§11.3 Austrian 10.00: 9th Cuirassiers Stadion, 11th Cuirassiers, 4th and 8th Uhlans, road by Trzebeschow (0801)"),
    ],
    locations=[("Kleny", 2, "§11.4.1 Kléný 2 VP"), ("Wisokow-1114", 1, "§11.4.1 Wisokow 1 VP per hex"),
               ("Wisokow-1115", 1, "§11.4.1 Wisokow 1 VP per hex"), ("Nachod", 2, "§11.4.1 Nachod 2 VP"),
               ("Wenzelsberg", 1, "§11.4.1 Wenzelsberg 1 VP")],
    special=[
        ("nachod_random_end", [
            ('section', '"VV157 §11.1.1"'),
            ('summary', '"From the end of the 16.00 turn, at the end of each turn, roll 1d6 plus a modifier that grows by one each turn: on 3 or more the battle ends and is scored. The modifier is +0 at 16.00, +1 at 17.00, +2 at 18.00 (A-30), so the end of 18.00 is certain; that is last_turn."'),
            ('from_turn', '16'),
            ('roll_at_least', '3'),
            ('first_modifier', '0      # A-30; the other reading (+1 already at 16.00, the end of 17.00 certain) is first_modifier = 1'),
            ('modifier_per_turn', '1'),
            ('ruling', '"A-30"'),
        ]),
    ],
)

SKALITZ = dict(
    id="skalitz", name="The battle of Skalitz, 28 June 1866", rules="VV157 §12",
    first_turn=10, last_turn=17,
    header_notes=["§12.1.1: from 10.00 to 17.00."],
    cincs=["steinmetz", "leopold"],
    formations=["lowenfeld", "kirchbach", "wunck", "hoffmann", "guard-cav", "fragnern", "schulz", "kreyssern", "holstein"],
    units=["p-37ir", "p-58ir", "p-5jag", "p-7gren", "p-art-v3",
           "p-6gren", "p-46ir", "p-47ir", "p-52ir", "p-art-v4",
           "p-1uhl", "p-4drag", "p-8drag",
           "p-38fus", "p-51ir", "p-art-vi3",
           "p-gdc", "p-gkur", "p-g-hart",
           "p-art-v1", "p-art-v2",
           "a-15ir", "a-77ir", "a-art-1ix", "a-5jag",
           "a-8ir", "a-74ir", "a-art-2ix", "a-31jag",
           "a-21ir", "a-32ir", "a-art-4ix", "a-24jag",
           "a-4cuir", "a-6cuir", "a-9cuir", "a-11cuir", "a-4uhl", "a-8uhl", "a-art-56",
           "a-10uhl", "a-3uhl", "a-art-78ix", "a-art-5910ix", "a-josdet"],
    setup=[
        ("1115", "N", ["steinmetz", "p-46ir", "p-art-v4"], {}, "§12.2: von Steinmetz at Wisokow (1115); 19th Brigade 46th IR + Art V-4 at 1115"),
        ("1116", "N", ["p-art-v1", "p-art-v2"], {}, "§12.2: Art V-1 + Art V-2 at 1116"),
        ("1315", "N", ["lowenfeld", "p-37ir", "p-58ir"], {"p-58ir": 1}, "§12.2: von Löwenfeld + 37th IR + 58th IR (1 loss) at 1315"),
        ("1316", "N", ["p-art-v3"], {}, "§12.2: Art V-3 at 1316"),
        ("1011", "N", ["p-7gren", "p-5jag"], {}, "§12.2: 18th Brigade 7th Grenadiers + 5th jägers at 1011"),
        ("1114", "N", ["kirchbach", "p-6gren"], {}, "§12.2: von Kirchbach + 19th Brigade 6th Grenadiers at 1114"),
        ("1214", "N", ["p-47ir", "p-52ir"], {}, "§12.2: 20th Brigade 47th IR + 52nd IR at 1214"),
        ("1014", "N", ["wunck", "p-1uhl", "p-art-vi3"], {}, "§12.2: Wunck + 1st Uhlans at 1014; Art VI-3 (Brigade Hoffmann) at 1014"),
        ("0909", "N", ["p-4drag"], {}, "§12.2: 4th Dragoons at 0909"),
        ("0809", "N", ["p-8drag"], {}, "§12.2: 8th Dragoons at 0809"),
        ("1013", "N", ["hoffmann", "p-38fus", "p-51ir"], {}, "§12.2: Hoffmann + 22nd Brigade 38th Fusiliers + 51st IR at 'S1013' (1013, A-60)"),
        ("0805", "S", ["leopold", "a-josdet"], {}, "§12.2: Leopold and the detachment from the Josephstadt garrison at 0805"),
        ("0507", "S", ["a-10uhl"], {}, "§12.2: 10th Uhlans Clam-Gallas at 0507"),
        ("0708", "S", ["a-3uhl"], {}, "§12.2: 3rd Uhlans Archduke Charles at 0708"),
        ("1007", "S", ["fragnern", "a-15ir", "a-art-78ix"], {}, "§12.2: Art 7-8/IX at 1007; Fragnern + 15th IR Nassau at 1007"),
        ("0806", "S", ["a-art-5910ix", "a-31jag", "a-24jag"], {}, "§12.2: Art 5-9-10/IX at 0806; 31st jägers (Schulz) and 24th jägers (Kreyssem) at 0806 (stacking: see the test, A-59)"),
        ("1507", "S", ["holstein", "a-4uhl", "a-11cuir"], {}, "§12.2: Holstein + 4th Uhlans + 11th Cuirassiers at 1507"),
        ("0903", "S", ["a-4cuir", "a-6cuir", "a-art-56"], {}, "§12.2: 4th Cuirassiers + 6th Cuirassiers + Art 5-6/VI at 0903"),
        ("0904", "S", ["a-8uhl", "a-9cuir"], {}, "§12.2: 8th Uhlans + 9th Cuirassiers at 0904"),
        ("1107", "S", ["a-77ir", "a-art-1ix"], {}, "§12.2: 77th IR Toscane + Art 1/IX at 1107"),
        ("1207", "S", ["a-5jag"], {}, "§12.2: 5th jägers at 1207"),
        ("0606", "S", ["schulz", "a-8ir", "a-art-2ix"], {}, "§12.2: Schultz + 8th IR Gerstner + Art 2/IX at 0606"),
        ("0605", "S", ["a-74ir"], {}, "§12.2: 74th IR Nobill at 0605"),
        ("0907", "S", ["kreyssern", "a-21ir", "a-art-4ix"], {}, "§12.2: von Kreyssem + 21st IR Reischach + Art 4/IX at 0907"),
        ("1006", "S", ["a-32ir"], {}, "§12.2: 32nd IR Este at 1006"),
    ],
    reinforcements=[
        (11, "1611", ["guard-cav", "p-gdc", "p-gkur", "p-g-hart"], "§12.3 Prussian 11h: Brigade of large cavalry (HQ + 3 units) at 1611 (the horse battery enters last, 9.4)"),
    ],
    locations=[("Kleny", 1, "§12.4.1 Klény 1 VP"), ("Skalitz-0805", 1, "§12.4.1 Skalitz 1 VP per hex"),
               ("Skalitz-0806", 1, "§12.4.1 Skalitz 1 VP per hex"), ("Trzebeschow", 1, "§12.4.1 Trzebeschow 1 VP")],
    special=[
        ("skalitz_thirteen_hundred_bonus", [
            ('section', '"VV157 §12.4.1"'),
            ('summary', '"The Austrian scores 2 VP more if he controls both hexes of Skalitz at the end of the 13.00 turn (control as for the victory locations, line to the friendly edge included)."'),
            ('side', '"austria"'),
            ('place', '"Skalitz"'),
            ('hexes', '["0805", "0806"]'),
            ('turn', '13'),
            ('vp', '2'),
        ]),
        ("skalitz_11th_division_under_v_corps", [
            ('section', '"VV157 §12.2"'),
            ('summary', '"Brigade Hoffmann (11th Division, Prussian VI corps) is commanded by the V corps commander-in-chief in this battle. The data already say so (formation hoffmann, cinc steinmetz); listed for the campaign (§13.4.1), where it arrives at 04.00."'),
            ('formation', '"hoffmann"'),
            ('cinc', '"steinmetz"'),
            ('parent_corps', '"VI"'),
        ]),
    ],
)


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emit(sc):
    sid = sc["id"]
    out = []
    w = out.append
    w(f"# {sc['name']} ({sc['rules']}). Generated by tools/gen_nachod_skalitz_scenarios.py;")
    w("# edit the script's tables (or this file, then port the change back).")
    w("#")
    w("# The set-up, reinforcements, thresholds, lines of retreat and victory")
    w("# conditions are those of the rulebook. Commander and unit VALUES are not in")
    w("# the rulebook: each is reconstructed and its \"derivation\" says how, so that an")
    w("# owner of the printed counters can correct it.")
    w("[scenario]")
    w(f"id = {q(sid)}")
    w(f"name = {q(sc['name'])}")
    w('edition = "VV157"')
    w(f"rules = {q(sc['rules'])}")
    w('map = "nachod-skalitz"')
    for n in sc["header_notes"]:
        w(f"# {n}")
    w(f"first_turn = {sc['first_turn']}")
    w(f"last_turn = {sc['last_turn']}")
    w("night_turns = []")
    w('initiative_tie = "prussia"   # rule 8: ties go to the Prussian')
    w("# Special rules that are not code yet are described in [special.*] tables at")
    w("# the end of the file (docs/data-format.md).")
    w("special_rules = []")
    w("")
    w("# Lines of retreat (§11.1.3 / §12.1.3): 'Prussians: eastern edge; Austrians:")
    w("# western edge'. The map is printed with real west at the top (row 01) and real")
    w("# east at the bottom (row 20): see the map's source and docs/rulings.md.")
    w("[sides.prussia]")
    w('retreat_edge = ["0120-1620"]')
    w("[sides.austria]")
    w('retreat_edge = ["0101-1601"]')
    for cid in sc["cincs"]:
        c = CINCS[cid]
        w("")
        w("[[commander_in_chief]]")
        w(f"id = {q(cid)}")
        w(f"name = {q(c['name'])}")
        w(f"side = {q(c['side'])}")
        w(f"corps = {q(c['corps'])}")
        w(f"reaction = {c['reaction']}")
        w(f"initiative = {c['initiative']}")
        w("movement = 6")
        w(f"derivation = {q(c['derivation'])}")
    sec = "§11.1.2" if sid == "nachod" else "§12.1.2"
    for fid in sc["formations"]:
        f = FORMATIONS[fid]
        steps, demo, vp = f[sid]
        cinc = f["cinc"] if f["side"] == "prussia" else ("ramming" if sid == "nachod" else "leopold")
        w("")
        w("[[formation]]")
        w(f"id = {q(fid)}")
        w(f"name = {q(f['name'])}")
        w(f"side = {q(f['side'])}")
        w(f"cinc = {q(cinc)}")
        w(f"corps = {q(f['corps'])}   # extra key (docs/data-format.md): parent corps, for the campaign")
        w(f"commander = {q(f['commander'])}")
        w(f"command = {f['command']}")
        w(f"bonus = {f['bonus']}")
        w("movement = 6")
        w("aide_command = 1")
        w("aide_bonus = 0")
        w(f"steps = {steps}")
        w(f"demo = {demo}")
        w(f"vp = {vp}")
        w(f"derivation = {q(f['why'] + f' Step/Demo/VP from {sec}. ' + AIDE)}")
    for side, cinc in (("prussia", "steinmetz"), ("austria", "ramming" if sid == "nachod" else "leopold")):
        (steps, demo, vp), der = INDEPENDENTS[(side, sid)]
        w("")
        w("[[formation]]")
        w(f'id = "{side}-independent"')
        w(f'name = "{side.capitalize()}n independent units"')
        w("independent = true")
        w(f"side = {q(side)}")
        w(f"cinc = {q(cinc)}")
        w(f"steps = {steps}")
        w(f"demo = {demo}")
        w(f"vp = {vp}")
        w(f"derivation = {q(der + ' They suffer no demoralisation but reaching the threshold scores VP (' + sec + ').')}")
    for uid in sc["units"]:
        name, side, form, kind, combat, morale, move, rng, der = UNITS[uid]
        w("")
        w("[[unit]]")
        w(f"id = {q(uid)}")
        w(f"name = {q(name)}")
        w(f"side = {q(side)}")
        w(f"formation = {q(form)}")
        w(f"type = {q(kind)}")
        if uid in HEAVY:
            w("heavy = true")
        if uid in GUARD:
            w("guard = true")
        w(f"combat = {combat}")
        w(f"morale = {morale}")
        w(f"movement = {move}")
        if rng:
            w(f"range = {rng}")
        w(f"derivation = {q(der)}")
    w("")
    w("# The text gives no facings: units face the enemy (Prussians N, towards the")
    w("# Austrian edge; Austrians S), ruling in docs/rulings.md.")
    for hexl, facing, pieces, losses, note in sc["setup"]:
        w("")
        w("[[setup]]")
        w(f"hex = {q(hexl)}")
        w(f"facing = {q(facing)}")
        w("pieces = [" + ", ".join(q(p) for p in pieces) + "]")
        if losses:
            w("losses = { " + ", ".join(f"{q(k)} = {v}" for k, v in losses.items()) + " }")
        w(f"note = {q(note)}")
    for turn, hexl, pieces, note in sc["reinforcements"]:
        w("")
        w("[[reinforcement]]")
        w(f"turn = {turn}")
        w(f"hex = {q(hexl)}")
        w("pieces = [" + ", ".join(q(p) for p in pieces) + "]")
        w(f"note = {q(note)}")
    w("")
    w(f"# {'§11.4' if sid == 'nachod' else '§12.4'}: '1 VP for every 2 enemy step losses' (complete pairs, A-8);")
    w("# 5 VP or more major, 2 to 4 minor, 1 or fewer a draw.")
    w("[victory]")
    w("loss_vp_every = 2")
    w("major = 5")
    w("minor = 2")
    for place, vp, note in sc["locations"]:
        w("")
        w("[[victory.location]]")
        w(f"place = {q(place)}")
        w(f"vp = {vp}")
        w(f"# {note}")
    w("")
    w("# ---------------------------------------------------------------------------")
    w("# Special rules of the text that are not code yet (docs/data-format.md,")
    w("# 'Special rules described as data'). The loader ignores these tables.")
    for name, kv in sc["special"]:
        w("")
        w(f"[special.{name}]")
        for k, v in kv:
            w(f"{k} = {v}")
    path = f"data/gbn3/scenarios/{sid}.toml"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"wrote {path}")


def check():
    for sc in (NACHOD, SKALITZ):
        placed = [p for s in sc["setup"] for p in s[2]] + [p for r in sc["reinforcements"] for p in r[2]]
        assert len(placed) == len(set(placed)), f"{sc['id']}: a piece placed twice"
        for u in sc["units"]:
            assert u in placed, f"{sc['id']}: {u} never placed"
        for p in placed:
            assert p in sc["units"] or p in sc["formations"] or p in sc["cincs"], f"{sc['id']}: unknown {p}"
        for f in sc["formations"]:
            assert f in placed, f"{sc['id']}: commander of {f} never placed"


if __name__ == "__main__":
    check()
    emit(NACHOD)
    emit(SKALITZ)
