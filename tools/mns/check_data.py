#!/usr/bin/env python3
"""Checks the Musket & Saber / Königgrätz data under data/mns for consistency.

A development tool (python3 >= 3.11, standard library only; not run in CI):

    python3 tools/mns/check_data.py            # all files, problems only
    python3 tools/mns/check_data.py --stats    # also the CRT, rain and OOB figures
    python3 tools/mns/check_data.py --crt my-crt.toml   # check a replacement chart

Every problem is printed as FILE:LINE: message (the line is the first line of
the file that holds the offending key or value, or 0 when it cannot be
found). The exit status is 1 if there is any problem. The schema is
docs/mns/data-format.md; the reasons for each check are in
docs/mns/data-derivation.md.
"""
import argparse
import os
import re
import sys
import tomllib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mnsgrid as g  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


class Report:
    """Collects problems with their file and line."""

    def __init__(self):
        self.problems = []
        self.texts = {}

    def load(self, path):
        try:
            with open(path, "rb") as f:
                raw = f.read()
        except OSError as e:
            self.problems.append(f"{path}:0: cannot read: {e.strerror}")
            return None
        self.texts[path] = raw.decode("utf-8", errors="replace").splitlines()
        try:
            return tomllib.loads(raw.decode("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
            m = re.search(r"line (\d+)", str(e))
            self.problems.append(f"{path}:{m.group(1) if m else 0}: not valid TOML: {e}")
            return None

    def line(self, path, *needles):
        needles = [n for n in needles if n]
        """First line holding every needle (1-based), or 0."""
        for i, text in enumerate(self.texts.get(path, []), 1):
            if all(str(n) in text for n in needles):
                return i
        for n in needles:
            for i, text in enumerate(self.texts.get(path, []), 1):
                if str(n) in text:
                    return i
        return 0

    def error(self, path, needles, msg):
        if isinstance(needles, str):
            needles = (needles,)
        self.problems.append(f"{os.path.relpath(path, ROOT)}:{self.line(path, *needles)}: {msg}")


def need(rep, path, table, key, types, where):
    """The value of table[key] if it has one of the types, else None (and a problem)."""
    if not isinstance(table, dict) or key not in table:
        rep.error(path, where, f"{where}: missing key '{key}'")
        return None
    v = table[key]
    if isinstance(v, bool) and bool not in types:
        rep.error(path, (where, key), f"{where}.{key}: {v!r} is not {'/'.join(t.__name__ for t in types)}")
        return None
    if not isinstance(v, types):
        rep.error(path, (where, key), f"{where}.{key}: {v!r} is not {'/'.join(t.__name__ for t in types)}")
        return None
    return v


STATUSES = ("reconstructed", "printed")

# ------------------------------------------------------------------------ CRT

TEXT_CODES = ["NE", "Ar", "Dr", "Ac", "Dc", "Ax", "Dx", "Dm", "Ex", "DF", "Leader", "Ammo", "m", "Am"]
CELL_RE = re.compile(r"^([A-Za-z]+)(?:\s*\(\s*([A-Za-z]+)\s*\))?((?:\s+[A-Za-z]+)*)\s*$")


def parse_cell(cell, codes):
    """'Dm (Dx) Leader' -> (primary, second or None, [flags]); raises ValueError."""
    m = CELL_RE.match(cell.strip()) if isinstance(cell, str) else None
    if not m:
        raise ValueError(f"cell {cell!r} does not read PRIMARY [(SECOND)] [FLAGS]")
    primary, second, flags = m.group(1), m.group(2), m.group(3).split()
    kind = lambda c: codes.get(c, {}).get("class")  # noqa: E731
    if kind(primary) != "result":
        raise ValueError(f"cell {cell!r}: '{primary}' is not a result code")
    if second is not None:
        if kind(second) != "result":
            raise ValueError(f"cell {cell!r}: '({second})' is not a result code")
        if not codes[primary].get("check"):
            raise ValueError(f"cell {cell!r}: a parenthesized result may follow only a check result "
                             f"(one that may 'not take effect', 7.8), not '{primary}'")
    for f in flags:
        if kind(f) != "flag":
            raise ValueError(f"cell {cell!r}: '{f}' is not a flag (DF, Leader, Ammo)")
    if len(set(flags)) != len(flags):
        raise ValueError(f"cell {cell!r}: a flag is repeated")
    return primary, second, flags


def outcome(primary, second, p, codes):
    """Probabilities of effects for a cell, the primary units checking with pass chance p.

    Keys: a_back (attacker retreats or disrupted), a_step, a_rout, d_back,
    d_step, d_rout. A retreat-or-disrupt choice counts as 'back'.
    """
    out = dict(a_back=0.0, a_step=0.0, a_rout=0.0, d_back=0.0, d_step=0.0, d_rout=0.0)

    def add(res, w, sec=None):
        if w == 0:
            return
        if res == "NE":
            return
        if res == "Ar":
            out["a_back"] += w
        elif res == "Dr":
            out["d_back"] += w
        elif res == "Ex":
            out["a_step"] += w
            out["d_step"] += w
        elif res == "Ax":
            out["a_step"] += w * p
            out["a_back"] += w * (1 - p)
        elif res == "Dx":
            out["d_step"] += w * p
            out["d_back"] += w * (1 - p)
        elif res in ("Ac", "Dc"):
            out["a_back" if res == "Ac" else "d_back"] += w * (1 - p)
            add(sec or "NE", w * p)
        elif res in ("Am", "Dm"):
            out["a_rout" if res == "Am" else "d_rout"] += w * (1 - p)
            add(sec or "NE", w * p)
        else:
            raise ValueError(res)

    add(primary, 1.0, second)
    return out


def column_stats(cells, p, codes, convert=None):
    tot = dict(a_back=0.0, a_step=0.0, a_rout=0.0, d_back=0.0, d_step=0.0, d_rout=0.0)
    for primary, second, _ in cells:
        if convert:
            primary, second = convert(primary, second)
        o = outcome(primary, second, p, codes)
        for k in tot:
            tot[k] += o[k] / len(cells)
    return tot


def skirmish(primary, second):
    """7.13.1: A and Ex results are NE; Dx and Dm are Dr; secondary results ignored."""
    def conv(r):
        if r is None:
            return None
        if r.startswith("A") or r == "Ex":
            return "NE"
        if r in ("Dx", "Dm"):
            return "Dr"
        return r
    return conv(primary), conv(second)


def check_crt(rep, path, stats):
    d = rep.load(path)
    if d is None:
        return None
    crt = d.get("crt")
    if not isinstance(crt, dict):
        rep.error(path, "[crt]", "missing table [crt]")
        return None
    status = need(rep, path, crt, "status", (str,), "crt")
    if status is not None and status not in STATUSES:
        rep.error(path, "status", f"crt.status: '{status}' is not one of {STATUSES}")
    die = need(rep, path, crt, "die", (int,), "crt")
    if die is not None and die != 6:
        rep.error(path, "die", "crt.die: the combat die is one d6 (7.3.6)")
        die = 6
    codes = d.get("codes", {})
    if not isinstance(codes, dict):
        rep.error(path, "[codes", "codes: must be a table of code tables")
        codes = {}
    for c in TEXT_CODES:
        if c not in codes:
            rep.error(path, "[codes", f"codes: '{c}' (used by 7.8, 9.3.5 or 9.4) is not defined")
    for c, spec in codes.items():
        if not isinstance(spec, dict) or spec.get("class") not in ("result", "flag", "part"):
            rep.error(path, f"[codes.{c}]", f"codes.{c}: class must be result, flag or part")
            continue
        for k in ("section", "meaning"):
            if not isinstance(spec.get(k), str) or not spec.get(k):
                rep.error(path, f"[codes.{c}]", f"codes.{c}: missing '{k}'")
    order = d.get("order", {}).get("worst_to_best")
    if not isinstance(order, list) or not order:
        rep.error(path, "[order]", "order.worst_to_best: a list of result codes is required")
        order = []
    for c in order:
        if codes.get(c, {}).get("class") != "result":
            rep.error(path, ("worst_to_best", c), f"order.worst_to_best: '{c}' is not a result code")
    missing = [c for c, s in codes.items() if isinstance(s, dict) and s.get("class") == "result" and c not in order]
    if missing:
        rep.error(path, "worst_to_best", f"order.worst_to_best: result codes {missing} have no rank")

    cols = d.get("column")
    if not isinstance(cols, list) or len(cols) < 2:
        rep.error(path, "[[column]]", "column: at least two [[column]] tables are required")
        return None
    bounds = []
    for i, col in enumerate(cols):
        where = f"column {i + 1}"
        label = col.get("label") if isinstance(col, dict) else None
        if not isinstance(label, str):
            rep.error(path, "[[column]]", f"{where}: missing label")
            label = where
        lo, hi = col.get("min"), col.get("max")
        for k, v in (("min", lo), ("max", hi)):
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                rep.error(path, label, f"{where} ({label}): {k} must be an integer")
        if i == 0 and lo is not None:
            rep.error(path, label, f"{where} ({label}): the first column has no min (it takes every lower differential)")
        if i == len(cols) - 1 and hi is not None:
            rep.error(path, label, f"{where} ({label}): the last column has no max (it takes every higher differential)")
        if 0 < i and lo is None:
            rep.error(path, label, f"{where} ({label}): min is required")
        if i < len(cols) - 1 and hi is None:
            rep.error(path, label, f"{where} ({label}): max is required")
        if isinstance(lo, int) and isinstance(hi, int) and lo > hi:
            rep.error(path, label, f"{where} ({label}): min {lo} > max {hi}")
        if status == "reconstructed" and not col.get("derivation"):
            rep.error(path, label, f"{where} ({label}): a reconstructed column needs a derivation")
        bounds.append((lo, hi, label))
    for (lo1, hi1, l1), (lo2, hi2, l2) in zip(bounds, bounds[1:]):
        if isinstance(hi1, int) and isinstance(lo2, int) and lo2 != hi1 + 1:
            rep.error(path, l2, f"columns '{l1}' and '{l2}': not contiguous ({hi1} then {lo2})")
    ncol = len(cols)

    rows = d.get("rows")
    if not isinstance(rows, dict):
        rep.error(path, "[rows]", "rows: missing table [rows] (one list per die roll)")
        return None
    grid = {}
    for roll in range(1, die + 1):
        key = str(roll)
        if key not in rows:
            rep.error(path, "[rows]", f"rows: no line for die roll {roll}")
            continue
        line = rows[key]
        if not isinstance(line, list) or len(line) != ncol:
            rep.error(path, f"{key} = [", f"rows.{key}: {len(line) if isinstance(line, list) else 'no'} cells, "
                      f"expected {ncol} (one per column)")
            continue
        parsed = []
        for i, cell in enumerate(line):
            try:
                parsed.append(parse_cell(cell, codes))
            except ValueError as e:
                rep.error(path, (f"{key} = [", str(cell)), f"rows.{key}, column '{bounds[i][2]}': {e}")
                parsed.append(None)
        grid[roll] = parsed
    for k in rows:
        if k not in {str(r) for r in range(1, die + 1)}:
            rep.error(path, f"{k} =", f"rows: '{k}' is not a die roll 1..{die}")
    if len(grid) != die or any(c is None for line in grid.values() for c in line):
        return None

    rank = {c: i for i, c in enumerate(order)}

    def key(cell):
        primary, second, _ = cell
        return (rank.get(primary, -1), rank.get(second or "NE", -1))

    for roll, line in grid.items():
        for i in range(ncol - 1):
            if key(line[i + 1]) < key(line[i]):
                rep.error(path, f"{roll} = [", f"rows.{roll}: not monotone in the differential: "
                          f"'{bounds[i + 1][2]}' is worse for the attacker than '{bounds[i][2]}'")
    for i in range(ncol):
        for roll in range(1, die):
            if key(grid[roll + 1][i]) < key(grid[roll][i]):
                rep.error(path, f"{roll + 1} = [", f"column '{bounds[i][2]}': die {roll + 1} is worse for the "
                          f"attacker than die {roll}")

    if status == "reconstructed":
        design_checks(rep, path, grid, bounds, codes)
    if stats:
        print_crt_stats(grid, bounds, codes)
    return dict(grid=grid, bounds=bounds, codes=codes)


def column_index(bounds, diff):
    for i, (lo, hi, _) in enumerate(bounds):
        if (lo is None or diff >= lo) and (hi is None or diff <= hi):
            return i
    return None


def cells_of(grid, i):
    return [grid[r][i] for r in sorted(grid)]


def design_checks(rep, path, grid, bounds, codes):
    """What the text says results and tactics do, checked on a reconstructed table."""
    p = 4 / 6  # a primary unit of MR 4
    n = len(bounds)
    st = [column_stats(cells_of(grid, i), p, codes) for i in range(n)]
    hurt = [s["d_back"] + s["d_step"] + s["d_rout"] for s in st]
    pain = [s["a_back"] + s["a_step"] + s["a_rout"] for s in st]
    for i in range(n - 1):
        if hurt[i + 1] + 1e-9 < hurt[i]:
            rep.error(path, "[rows]", f"design: the defender suffers less at '{bounds[i + 1][2]}' than at '{bounds[i][2]}'")
        if pain[i + 1] > pain[i] + 1e-9:
            rep.error(path, "[rows]", f"design: the attacker suffers more at '{bounds[i + 1][2]}' than at '{bounds[i][2]}'")
    for i, (lo, hi, label) in enumerate(bounds):
        prims = {c[0] for c in cells_of(grid, i)} | {c[1] for c in cells_of(grid, i) if c[1]}
        if lo is not None and lo >= 3 and prims & {"Ar", "Ax", "Am", "Ac"}:
            rep.error(path, label, f"design: an A result at '{label}' (a clear superiority should not repulse the attacker)")
        if hi is not None and hi <= -2 and prims & {"Dr", "Dx", "Dm", "Dc"}:
            rep.error(path, label, f"design: a D result at '{label}' (an inferior attack should not shift the defender)")
    # 15, 19.9, 20.2: exchanges where units stand (differential -1 .. +4).
    for diff in (-1, 0, 1, 2, 3, 4):
        i = column_index(bounds, diff)
        ex = sum(1 for c in cells_of(grid, i) if c[0] == "Ex" or c[1] == "Ex") / 6
        if ex < 1 / 6:
            rep.error(path, bounds[i][2], f"design: no exchange at differential {diff:+d}: the needle gun (19.9) "
                      "and 'bloody collision' (15) need Ex in the middle columns")
    # 7.13.2 Press Forward: the +2 must be a gamble: at +1..+6 the defender may stand.
    for diff in (1, 3, 5):
        i = column_index(bounds, diff + 2)
        s = st[i]
        moved = s["d_back"] + s["d_rout"]
        if not (0.2 <= moved <= 0.9):
            rep.error(path, bounds[i][2], f"design: Press Forward from {diff:+d}: the defender gives ground "
                      f"with {moved:.2f}; it should be a gamble (7.13.2)")
    # 7.13.1 Skirmish: never costs the attacker, yet can shift the defender at +4.
    i = column_index(bounds, 4)
    s = column_stats(cells_of(grid, i), p, codes, skirmish)
    if s["d_back"] <= 0 or s["a_step"] or s["a_back"] or s["d_step"]:
        rep.error(path, bounds[i][2], "design: a skirmish at +4 should push the defender back without losses (7.13.1)")
    # 8.5 Bombardment: weak guns rarely hurt, massed or battery-position guns usually do.
    for strength, lo, hi in ((1, 0.0, 0.34), (2, 0.0, 0.34), (5, 0.4, 1.0), (7, 0.5, 1.0)):
        i = column_index(bounds, strength)
        eff = bombard_effect(cells_of(grid, i), p)
        if not (lo <= eff <= hi):
            rep.error(path, bounds[i][2], f"design: a bombardment of {strength} affects its target with "
                      f"{eff:.2f}, outside {lo}..{hi} (8.5, 20.2)")
    # Ammo: every bombardment column can run a battery dry.
    for i, (lo, hi, label) in enumerate(bounds):
        if (hi is None or hi >= 1) and not any("Ammo" in c[2] for c in cells_of(grid, i)):
            rep.error(path, label, f"design: no Ammo result at '{label}', which bombardments read (8.5)")
    # Leader checks happen (10.3) but are not the rule.
    leaders = sum(1 for r in grid for c in grid[r] if "Leader" in c[2]) / (6 * n)
    if not (0.05 <= leaders <= 0.34):
        rep.error(path, "[rows]", f"design: Leader on {leaders:.2f} of the cells")


def bombard_effect(cells, p):
    """Chance that a bombardment retreats, disrupts, routs or steps its target (8.5)."""
    tot = 0.0
    for primary, _second, _ in cells:
        if primary.startswith("A") or primary in ("NE", "Ex"):
            continue  # Ex needs an engaged attacking unit: nothing in a bombardment (ruling D-18)
        if primary == "Dr":
            tot += 1
        elif primary in ("Dc", "Dm"):
            tot += 1 - p  # the parenthesized result is ignored
        elif primary == "Dx":
            tot += 1
    return tot / len(cells)


def print_crt_stats(grid, bounds, codes):
    p = 4 / 6
    print("CRT figures for primary units of MR 4 (chance per attack):")
    print(f"  {'column':>12} {'D back':>7} {'D step':>7} {'D rout':>7} {'A back':>7} {'A step':>7} {'bombard':>8}")
    for i, (_, _, label) in enumerate(bounds):
        s = column_stats(cells_of(grid, i), p, codes)
        b = bombard_effect(cells_of(grid, i), p)
        print(f"  {label:>12} {s['d_back']:7.2f} {s['d_step']:7.2f} {s['d_rout']:7.2f} "
              f"{s['a_back']:7.2f} {s['a_step']:7.2f} {b:8.2f}")


# ------------------------------------------------------------------------ TEC

TEC_REQUIRED = ["clear", "light_woods", "woods", "town", "hill", "fieldworks", "road", "trail",
                "clear_hexside", "bistritz", "ford", "bridge", "ridge", "treeline"]
BOOL_HEX = ["march", "charge", "defender_may_advance", "zoc_into", "zoc_out", "los_blocks", "bombard_into", "line_ok"]
BOOL_SIDE = ["march", "charge", "zoc_across", "line_ok"]


def check_arm_table(rep, path, name, t, key, arms, allow_missing=()):
    m = t.get(key)
    if not isinstance(m, dict):
        rep.error(path, f"[terrain.{name}]", f"terrain.{name}: missing table '{key}'")
        return
    for a in arms:
        if a in allow_missing:
            if a in m:
                rep.error(path, (f"[terrain.{name}]",), f"terrain.{name}.{key}: '{a}' is prohibited and has a cost")
            continue
        v = m.get(a)
        if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0:
            rep.error(path, f"[terrain.{name}]", f"terrain.{name}.{key}.{a}: a number >= 0 is required")
    for a in m:
        if a not in arms:
            rep.error(path, f"[terrain.{name}]", f"terrain.{name}.{key}: unknown arm '{a}'")


def check_tec(rep, path):
    d = rep.load(path)
    if d is None:
        return None
    tec = d.get("tec", {})
    arms = tec.get("arms") or []
    carms = tec.get("combat_arms") or []
    if set(arms) != {"infantry", "cavalry", "artillery", "leader", "trains"}:
        rep.error(path, "arms", "tec.arms: must be infantry, cavalry, artillery, leader, trains")
    if set(carms) != {"infantry", "cavalry", "artillery"}:
        rep.error(path, "combat_arms", "tec.combat_arms: must be infantry, cavalry, artillery")
    terr = d.get("terrain", {})
    for n in TEC_REQUIRED:
        if n not in terr:
            rep.error(path, "[terrain", f"terrain.{n}: missing (named by the rules text)")
    codes = {}
    for name, t in terr.items():
        where = f"[terrain.{name}]"
        if not isinstance(t, dict):
            continue
        kind = t.get("kind")
        if kind not in ("hex", "secondary", "path", "hexside"):
            rep.error(path, where, f"terrain.{name}.kind: '{kind}' is not hex, secondary, path or hexside")
            continue
        if t.get("status") not in STATUSES:
            rep.error(path, where, f"terrain.{name}.status: must be one of {STATUSES}")
        if not isinstance(t.get("derivation"), str) or len(t.get("derivation", "")) < 20:
            rep.error(path, where, f"terrain.{name}: a derivation saying where the values come from is required")
        prohibited = t.get("prohibited", [])
        if not isinstance(prohibited, list) or any(a not in arms for a in prohibited):
            rep.error(path, where, f"terrain.{name}.prohibited: a list of arms is required")
            prohibited = []
        if kind == "hex":
            code = t.get("code")
            if not isinstance(code, str) or len(code) != 1 or code.isspace():
                rep.error(path, where, f"terrain.{name}.code: one character is required")
            elif code in codes:
                rep.error(path, where, f"terrain.{name}.code: '{code}' is also {codes[code]}'s")
            else:
                codes[code] = name
            check_arm_table(rep, path, name, t, "mp", arms, prohibited)
            check_arm_table(rep, path, name, t, "attacker_halvings", carms)
            for b in BOOL_HEX:
                if not isinstance(t.get(b), bool):
                    rep.error(path, where, f"terrain.{name}.{b}: true or false is required")
            if "artillery" in prohibited and t.get("bombard_into"):
                rep.error(path, where, f"terrain.{name}: prohibited to artillery yet bombard_into = true (8.2)")
            if "trains" not in prohibited and name != "clear":
                rep.error(path, where, f"terrain.{name}: closed to trains unless clear (12.2: clear, road, trail)")
        elif kind == "hexside":
            check_arm_table(rep, path, name, t, "mp_add", arms, prohibited)
            check_arm_table(rep, path, name, t, "attacker_halvings", carms)
            for b in BOOL_SIDE:
                if not isinstance(t.get(b), bool):
                    rep.error(path, where, f"terrain.{name}.{b}: true or false is required")
            if t.get("los") not in ("none", "blocks_unless_adjacent"):
                rep.error(path, where, f"terrain.{name}.los: none or blocks_unless_adjacent")
            if name in ("bistritz",) and "trains" not in prohibited:
                rep.error(path, where, f"terrain.{name}: trains cross only bridges and fords (12.2)")
            if name == "ridge" and (t.get("los") != "blocks_unless_adjacent" or any(
                    v for v in t.get("mp_add", {}).values()) or any(v for v in t.get("attacker_halvings", {}).values())):
                rep.error(path, where, "terrain.ridge: only blocks LOS (19.2)")
        elif kind == "path":
            check_arm_table(rep, path, name, t, "mp", arms)
        elif name == "hill":
            check_arm_table(rep, path, name, t, "mp_add_uphill", arms)
            if t.get("range_bonus") != 1:
                rep.error(path, where, "terrain.hill.range_bonus: 8.7 adds one hex")
            if t.get("light_rain_los_bonus") != 1:
                rep.error(path, where, "terrain.hill.light_rain_los_bonus: 19.4 adds one")
        elif name == "fieldworks":
            bp = t.get("battery_position", {})
            if bp.get("range_bonus") != 2 or bp.get("attack_bonus") != 2:
                rep.error(path, where, "terrain.fieldworks.battery_position: 19.6 adds two to range and attack")
            if t.get("light_rain_los_bonus") != 2:
                rep.error(path, where, "terrain.fieldworks.light_rain_los_bonus: 19.4 adds two")
            check_arm_table(rep, path, name, t, "attacker_halvings_across_protected", carms)
    if terr.get("road", {}).get("march_mp") != 0.5:
        rep.error(path, "[terrain.road]", "terrain.road.march_mp: 4.7 says 1/2 MP")
    if "march_mp" in terr.get("trail", {}):
        rep.error(path, "[terrain.trail]", "terrain.trail: no march rate on trails (4.7)")
    if terr.get("clear", {}).get("mp", {}).get("infantry") != 1:
        rep.error(path, "[terrain.clear]", "terrain.clear.mp: clear costs 1 MP (4.5)")
    return dict(terrain=terr, codes=codes, arms=arms)


# ----------------------------------------------------------------------- rain

def check_rain(rep, path, stats):
    d = rep.load(path)
    if d is None:
        return None
    rain = d.get("rain", {})
    ws = rain.get("weathers")
    if ws != ["heavy", "light", "clear"]:
        rep.error(path, "weathers", "rain.weathers: must be [\"heavy\", \"light\", \"clear\"] (19.4)")
        ws = ["heavy", "light", "clear"]
    if rain.get("status") not in STATUSES:
        rep.error(path, "status", f"rain.status: must be one of {STATUSES}")
    if rain.get("start") != "heavy":
        rep.error(path, "start", "rain.start: turn 1 is Heavy Rain (17.1)")
    if rain.get("die") != 6:
        rep.error(path, "die", "rain.die: one d6 (19.4)")
    table = d.get("table", {})
    for w in ws:
        row = table.get(w)
        if not isinstance(row, list) or len(row) != 6 or any(x not in ws for x in row):
            rep.error(path, f"{w} = [", f"table.{w}: six outcomes among {ws} are required (die 1..6)")
            return None
    for w in table:
        if w not in ws:
            rep.error(path, f"{w} =", f"table.{w}: unknown weather")
    eff = d.get("effects", {})
    for w in ws:
        e = eff.get(w)
        if not isinstance(e, dict) or not isinstance(e.get("los"), int):
            rep.error(path, f"[effects.{w}]", f"effects.{w}.los: an integer is required")
    if eff.get("heavy", {}).get("los") != 4 or eff.get("heavy", {}).get("max_mp") != 4:
        rep.error(path, "[effects.heavy]", "effects.heavy: LOS 4 and at most 4 MP (19.4)")
    if eff.get("light", {}).get("los") != 6:
        rep.error(path, "[effects.light]", "effects.light: LOS 6 (19.4)")
    if eff.get("clear", {}).get("los") != 10:
        rep.error(path, "[effects.clear]", "effects.clear: LOS 10 (8.6)")
    if stats:
        p = {w: 1.0 if w == "heavy" else 0.0 for w in ws}
        rainy = 0.0
        print("Rain: chance of each weather by turn (turn 1 Heavy Rain):")
        for turn in range(2, 11):
            q = {w: 0.0 for w in ws}
            for w in ws:
                for x in table[w]:
                    q[x] += p[w] / 6
            p = q
            rainy += p["heavy"] + p["light"]
            print(f"  turn {turn:2d}: " + ", ".join(f"{w} {p[w]:.2f}" for w in ws))
        print(f"  rainy turns among turns 2..10 on average: {rainy:.1f}")
    return dict(weathers=ws, table=table)


# ------------------------------------------------------------------------ map

# Every hex the rules text names (reading notes §3, 17.2, 18.1, 19.6).
TEXT_HEXES = ["0608", "1614", "2030", "2420", "2712", "2721", "2722", "2824", "3416", "3514",
              "3604", "3624", "3704", "3705", "3709", "3718", "3723", "3724", "3725", "4610"]
ENTRY_IDS = list("ABCDEFGHIJKLMN")


class MapModel:
    """What the scenario check needs from the map."""

    def __init__(self, cols, rows, offset):
        self.cols, self.rows, self.offset = cols, rows, offset
        self.terrain = {}
        self.hills = set()
        self.paths = {}          # (a, b) side label -> set of kinds
        self.river = set()
        self.bridges, self.fords = set(), set()
        self.west_bank = set()
        self.fieldworks = []
        self.protected = set()
        self.batteries = set()
        self.entries = {}
        self.places = {}
        self.loc = set()

    def on_map(self, h):
        return 1 <= h[0] <= self.cols and 1 <= h[1] <= self.rows

    def hexes(self):
        return [(c, r) for c in range(1, self.cols + 1) for r in range(1, self.rows + 1)]


def read_grid(rep, path, m, key, allowed, model):
    text = m.get(key)
    if not isinstance(text, str):
        rep.error(path, f"{key} =", f"map.{key}: a multi-line string grid is required")
        return None
    lines = [ln.replace(" ", "") for ln in text.split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    if len(lines) != model.rows:
        rep.error(path, f"{key} =", f"map.{key}: {len(lines)} lines, expected {model.rows} (one per row)")
        return None
    grid = {}
    for r, ln in enumerate(lines, 1):
        if len(ln) != model.cols:
            rep.error(path, f"{key} =", f"map.{key}: row {r:02d} has {len(ln)} hexes, expected {model.cols}")
            return None
        for c, ch in enumerate(ln, 1):
            if ch not in allowed:
                rep.error(path, f"{key} =", f"map.{key}: hex {g.lab(c, r)} has '{ch}', not one of {sorted(allowed)}")
            grid[(c, r)] = ch
    return grid


def read_hex(rep, path, label, where, model):
    try:
        h = g.parse(label)
    except ValueError as e:
        rep.error(path, (where, str(label)), f"{where}: {e}")
        return None
    if not model.on_map(h):
        rep.error(path, (where, label), f"{where}: hex {label} is off the map ({model.cols} x {model.rows})")
        return None
    return h


def read_side(rep, path, label, where, model):
    try:
        a, b = g.parse_side(label)
    except ValueError as e:
        rep.error(path, (where, str(label)), f"{where}: {e}")
        return None
    for h in (a, b):
        if not model.on_map(h):
            rep.error(path, (where, label), f"{where}: hexside {label}: {g.lab(*h)} is off the map")
            return None
    if not g.adjacent(a, b, model.offset):
        rep.error(path, (where, label), f"{where}: hexside {label}: the hexes are not adjacent "
                  f"(offset {model.offset})")
        return None
    return g.side_label(a, b)


def check_map(rep, path, tec):
    d = rep.load(path)
    if d is None:
        return None
    m = d.get("map", {})
    cols = need(rep, path, m, "columns", (int,), "map")
    rows = need(rep, path, m, "rows", (int,), "map")
    offset = need(rep, path, m, "offset", (str,), "map")
    if offset not in g.OFFSETS:
        rep.error(path, "offset", f"map.offset: must be one of {g.OFFSETS}")
        offset = "even-q"
    if m.get("orientation") != "flat":
        rep.error(path, "orientation", "map.orientation: only \"flat\" grids are described (docs/mns/data-format.md, src/core/grid_layout.h)")
    if m.get("system") != "musket-and-saber":
        rep.error(path, "system", "map.system: must be \"musket-and-saber\"")
    if m.get("status") not in STATUSES:
        rep.error(path, "status", f"map.status: must be one of {STATUSES}")
    if m.get("hexside_notation") != "CCRR/CCRR":
        rep.error(path, "hexside_notation", "map.hexside_notation: must be \"CCRR/CCRR\"")
    comp = m.get("compass", {})
    if set(comp) != {"row_01_edge", "last_row_edge", "column_01_edge", "last_column_edge"}:
        rep.error(path, "compass", "map.compass: the four edges' real directions are required")
    if not isinstance(cols, int) or not isinstance(rows, int) or cols < 2 or rows < 2 or cols > 99 or rows > 99:
        return None
    model = MapModel(cols, rows, offset)
    model.compass = comp
    codes = (tec or {}).get("codes", {})
    terr = read_grid(rep, path, m, "terrain", set(codes) or set(".lwt"), model)
    if terr:
        model.terrain = {h: codes.get(ch, ch) for h, ch in terr.items()}
    hills = read_grid(rep, path, m, "hills", {"h", "."}, model)
    if hills:
        model.hills = {h for h, ch in hills.items() if ch == "h"}
    tec_terrain = (tec or {}).get("terrain", {})

    for kind in ("road", "trail"):
        for i, p in enumerate(d.get(kind, [])):
            where = f"{kind} '{p.get('name', i + 1)}'"
            hexes = [read_hex(rep, path, x, where, model) for x in p.get("hexes", [])]
            if len(hexes) < 2 or None in hexes:
                rep.error(path, p.get("name", f"[[{kind}]]"), f"{where}: at least two valid hexes are required")
                continue
            for a, b in zip(hexes, hexes[1:]):
                if not g.adjacent(a, b, offset):
                    rep.error(path, (f'"{g.lab(*a)}"', f'"{g.lab(*b)}"'), f"{where}: {g.lab(*a)} and {g.lab(*b)} are not adjacent")
                    continue
                model.paths.setdefault(g.side_label(a, b), set()).add(kind)
            if not p.get("derivation"):
                rep.error(path, p.get("name", kind), f"{where}: a derivation is required")
    for i, riv in enumerate(d.get("river", [])):
        where = f"river '{riv.get('name', i + 1)}'"
        if riv.get("terrain") not in tec_terrain:
            rep.error(path, "[[river]]", f"{where}: terrain '{riv.get('terrain')}' is not in the TEC")
        for s in riv.get("hexsides", []):
            side = read_side(rep, path, s, where, model)
            if side:
                model.river.add(side)
    banks = d.get("bank", [])
    for b in banks:
        for x in b.get("hexes", []):
            h = read_hex(rep, path, x, "bank", model)
            if h and b.get("name") == "west" and b.get("river") == "Bistritz":
                model.west_bank.add(h)
    if not model.west_bank:
        rep.error(path, "[[bank]]", "bank: the west bank of the Bistritz is required (17.3 'on or west of the Bistriz')")
    else:
        cut = set()
        for h in model.hexes():
            for _d, n in g.neighbours(h[0], h[1], offset, cols, rows).items():
                if (h in model.west_bank) != (n in model.west_bank):
                    cut.add(g.side_label(h, n))
        for s in sorted(cut - model.river):
            rep.error(path, "[[bank]]", f"bank: {s} separates the west bank from the east bank but is not a river hexside")
        for s in sorted(model.river - cut):
            rep.error(path, (s,), f"river: {s} does not separate the two banks")
    for kind, store in (("bridge", model.bridges), ("ford", model.fords)):
        for b in d.get(kind, []):
            for s in b.get("hexsides", []):
                side = read_side(rep, path, s, kind, model)
                if side is None:
                    continue
                if side not in model.river:
                    rep.error(path, (s,), f"{kind}: {s} is not a river hexside")
                store.add(side)
    for s in sorted(model.bridges & model.fords):
        rep.error(path, (s,), f"{s} is both a bridge and a ford")
    for side, kinds in model.paths.items():
        if side in model.river:
            if "road" in kinds and side not in model.bridges:
                rep.error(path, (side.split("/")[0], side.split("/")[1]), f"road crosses the Bistritz at {side} without a bridge")
            if side not in model.bridges and side not in model.fords:
                rep.error(path, (side.split("/")[0],), f"trail crosses the Bistritz at {side} without a bridge or ford")
    for kind in ("ridge", "treeline"):
        for r in d.get(kind, []):
            for s in r.get("hexsides", []):
                side = read_side(rep, path, s, kind, model)
                if side and side in model.river:
                    rep.error(path, (s,), f"{kind}: {s} lies on the river")
            if not r.get("derivation"):
                rep.error(path, f"[[{kind}]]", f"{kind} '{r.get('name')}': a derivation is required")

    check_fieldworks(rep, path, d, model)
    check_entries_and_places(rep, path, d, model)
    for a in d.get("area", []):
        if a.get("terrain") not in tec_terrain:
            rep.error(path, a.get("name", "[[area]]"), f"area '{a.get('name')}': terrain '{a.get('terrain')}' is not in the TEC")
    text_facts(rep, path, model)
    return model



def check_fieldworks(rep, path, d, model):
    """The fieldworks line, its protected hexsides and battery positions (19.6)."""
    offset, cols, rows, comp = model.offset, model.cols, model.rows, model.compass
    fw = d.get("fieldworks", {})
    line = [read_hex(rep, path, x, "fieldworks.line", model) for x in fw.get("line", [])]
    if not line or None in line:
        rep.error(path, "[fieldworks]", "fieldworks.line: a list of valid hexes is required (19.6)")
    else:
        model.fieldworks = line
        if g.lab(*line[0]) != "2712" or g.lab(*line[-1]) != "3723":
            rep.error(path, "line =", "fieldworks.line: must run from 2712 to 3723 (19.6)")
        if len(set(line)) != len(line):
            rep.error(path, "line =", "fieldworks.line: a hex is repeated")
        for a, b in zip(line, line[1:]):
            if not g.adjacent(a, b, offset):
                rep.error(path, (f'"{g.lab(*a)}"', f'"{g.lab(*b)}"'), f"fieldworks.line: {g.lab(*a)} and {g.lab(*b)} are not adjacent (19.6: contiguous)")
        labels = [g.lab(*h) for h in line]
        for x in ("3514", "3718"):
            if x not in labels:
                rep.error(path, "line =", f"fieldworks.line: {x} (Formation 4's sector, 17.2) is not in the line")
        for s in fw.get("protected", []):
            side = read_side(rep, path, s, "fieldworks.protected", model)
            if side is None:
                continue
            a, b = g.parse_side(s)
            if a not in line:
                rep.error(path, (s,), f"fieldworks.protected: {s}: the first hex must be a fieldworks hex")
            elif b in line:
                rep.error(path, (s,), f"fieldworks.protected: {s} lies between two fieldworks hexes")
            model.protected.add(side)
        for h in line:
            if not any(g.lab(*h) in p.split("/") for p in model.protected):
                rep.error(path, "protected =", f"fieldworks: {g.lab(*h)} has no protected hexside (19.6)")
        for x in fw.get("battery_positions", []):
            h = read_hex(rep, path, x, "fieldworks.battery_positions", model)
            if h and h not in line:
                rep.error(path, ("battery_positions", x), f"fieldworks.battery_positions: {x} is not a fieldworks hex")
            elif h:
                model.batteries.add(h)
        if not model.batteries:
            rep.error(path, "battery_positions", "fieldworks.battery_positions: at least one (19.6)")


def check_entries_and_places(rep, path, d, model):
    """Entry hexes A-N (17.2, 17.4) and the places the text names."""
    offset, cols, rows, comp = model.offset, model.cols, model.rows, model.compass
    for e in d.get("entry", []):
        eid = e.get("id")
        where = f"entry {eid}"
        if eid not in ENTRY_IDS:
            rep.error(path, ("id", str(eid)), f"{where}: ids are A to N (17.2, 17.4)")
            continue
        if eid in model.entries:
            rep.error(path, ("id", eid), f"{where}: defined twice")
        h = read_hex(rep, path, e.get("hex"), where, model)
        if h is None:
            continue
        if not g.on_edge(h[0], h[1], cols, rows):
            rep.error(path, ("hex", e.get("hex")), f"{where}: {e.get('hex')} is not on the map edge (13.1)")
        elif comp and e.get("edge") not in g.edge_name(h[0], h[1], cols, rows, comp):
            rep.error(path, ("hex", e.get("hex")), f"{where}: edge '{e.get('edge')}' is not the edge of {e.get('hex')}")
        if not e.get("derivation"):
            rep.error(path, ("hex", e.get("hex")), f"{where}: a derivation is required")
        model.entries[eid] = h
        if not isinstance(e.get("loc"), bool):
            rep.error(path, (f'id = "{eid}"',), f"{where}: loc = true/false is required")
        elif e["loc"]:
            model.loc.add(eid)
    for eid in ENTRY_IDS:
        if eid not in model.entries:
            rep.error(path, "[[entry]]", f"entry {eid}: missing (17.2, 17.4)")
    if model.entries.get("N") and g.lab(*model.entries["N"]) != "2030":
        rep.error(path, ('id = "N"',), "entry N: must be 2030 (17.2, 18.1)")
    for eid, h in model.entries.items():
        if eid in "ABCDEFGH" and model.west_bank and h not in model.west_bank:
            rep.error(path, (f'id = "{eid}"',), f"entry {eid}: the Elbe and First Armies come from west of the Bistritz")
        if eid in "IJKLMN" and h in model.west_bank:
            rep.error(path, (f'id = "{eid}"',), f"entry {eid}: should be east of the Bistritz")

    for p in d.get("place", []):
        name = p.get("name", "?")
        hexes = [read_hex(rep, path, x, f"place '{name}'", model) for x in p.get("hexes", [])]
        if not hexes or None in hexes:
            continue
        if not isinstance(p.get("text"), bool):
            rep.error(path, name, f"place '{name}': text = true/false (named by the rules text or not)")
        if not p.get("derivation"):
            rep.error(path, name, f"place '{name}': a derivation is required")
        model.places[name] = hexes
        for h in hexes:
            model.places.setdefault(("hex", g.lab(*h)), []).append((name, p.get("text")))
    for x in TEXT_HEXES:
        if not any(t for (_n, t) in model.places.get(("hex", x), [])):
            rep.error(path, "[[place]]", f"place: {x}, named by the rules text, has no [[place]] with text = true")


def text_facts(rep, path, model):
    """What the rules text implies about the ground, checked on the map."""
    T = lambda x: g.parse(x)  # noqa: E731
    town = lambda x: model.terrain.get(T(x)) == "town"  # noqa: E731
    for trio in (("3604", "3704", "3705"), ("3624", "3724", "3725")):
        for a in trio:
            for b in trio:
                if a < b and not g.adjacent(T(a), T(b), model.offset):
                    rep.error(path, "offset", f"map: {a} and {b} ({'Sadowa' if a.endswith('04') else 'Nedelist'}) "
                              f"are not adjacent under offset {model.offset}")
            if not town(a):
                rep.error(path, "terrain =", f"map: {a} should be a town hex (17.2 names it a village)")
    if not g.adjacent(T("2721"), T("2722"), model.offset):
        rep.error(path, "offset", "map: 2721 and 2722 (Wschestar) are not adjacent")
    if model.west_bank:
        for x in ("3604", "3704", "3705"):
            if T(x) not in model.west_bank:
                rep.error(path, "[[bank]]", f"map: Sadowa ({x}) is drawn east of the Bistritz (reconstruction puts it on the west bank)")
        for x in ("4610", "0608", "3416", "2030"):
            if T(x) in model.west_bank:
                rep.error(path, "[[bank]]", f"map: {x} must be east of the Bistritz")
        zone10 = [h for h in model.hexes() if 24 <= h[0] <= 32 and h[1] < 13 and h not in model.west_bank]
        if len(zone10) < 20:
            rep.error(path, "[[bank]]", "map: too little ground east of the Bistritz in columns 24-32 west of row 13 (17.2 Formation 10)")
        west_in_zone = [h for h in model.hexes() if 24 <= h[0] <= 32 and h[1] < 13 and h in model.west_bank]
        if not west_in_zone:
            rep.error(path, "[[bank]]", "map: 17.2 'east of the Bistriz' in columns 24-32 implies the river runs there")
    tr = T("2722")
    if model.terrain.get(tr) != "clear" and not any(g.lab(*tr) in s.split("/") for s in model.paths):
        rep.error(path, "2722", "map: the trains' hex 2722 needs a road or trail (12.2: trains move only on clear, road, trail)")
    for x in ("3416", "2030"):
        if not any(x in s.split("/") for s in model.paths):
            rep.error(path, x, f"map: {x} should lie on a road or trail")


# ------------------------------------------------------------------- scenario

UNIT_TYPES = ("infantry", "battalion", "cavalry", "squadron", "artillery", "leader", "hq", "trains")
FIELDS = {
    "infantry": ("full", "reduced", ("cf", "paren", "mr", "ma", "ma_kind")),
    "battalion": ("full", "ineffective", ("cf", "paren", "mr", "ma", "ma_kind")),
    "cavalry": ("full", "ineffective", ("cf", "charge", "mr", "ma")),
    "squadron": ("full", "ineffective", ("cf", "charge", "mr", "ma")),
    "artillery": ("full", "ineffective", ("attack", "defense", "range", "ma")),
    "leader": ("full", "ineffective", ("cf", "mr", "movement")),
}
# 21's strengths on 3 July, for the --stats comparison.
# Benedek's 762 guns include the Saxons' 54; the Guard's horse battery (6 guns) serves with F.
TEXT_STRENGTH = {"first": (76000, 258), "second": (88000, 324), "elbe": (39750, 126), "north": (200000, 762)}


class Scenario:
    def __init__(self):
        self.units, self.formations, self.subs, self.armies = {}, {}, {}, {}


def check_values(rep, path, u, where):
    typ = u.get("type")
    front, back, keys = FIELDS[typ]
    sides = {}
    for sname in (front, back):
        sv = u.get(sname)
        if not isinstance(sv, dict):
            rep.error(path, (f'id = "{u.get("id")}"',), f"{where}: missing '{sname}' side")
            return
        for k in keys:
            v = sv.get(k)
            if k == "paren":
                ok = isinstance(v, bool)
            elif k == "ma_kind":
                ok = v in ("number", "variable", "bracketed")
            else:
                ok = isinstance(v, int) and not isinstance(v, bool) and v >= 0
            if not ok:
                rep.error(path, (f'id = "{u.get("id")}"',), f"{where}.{sname}.{k}: {v!r} is not valid")
                return
        extra = set(sv) - set(keys)
        if extra:
            rep.error(path, (f'id = "{u.get("id")}"',), f"{where}.{sname}: unknown keys {sorted(extra)}")
        sides[sname] = sv
    f, b = sides[front], sides[back]
    if "mr" in keys and typ != "leader":
        for sname, sv in sides.items():
            if not 1 <= sv["mr"] <= 6:
                rep.error(path, (f'id = "{u.get("id")}"',), f"{where}.{sname}.mr: {sv['mr']} is outside 1..6 (2.4)")
    if "ma_kind" in keys:
        for sname, sv in sides.items():
            if sv["ma_kind"] == "variable" and sv["ma"] != 0:
                rep.error(path, (f'id = "{u.get("id")}"',), f"{where}.{sname}: a V movement allowance has no number (ma = 0)")
            if sv["ma_kind"] != "variable" and sv["ma"] == 0:
                rep.error(path, (f'id = "{u.get("id")}"',), f"{where}.{sname}: ma 0 needs ma_kind = \"variable\"")
    for k in keys:
        if k in ("paren", "ma_kind", "ma", "range"):
            continue
        if b[k] > f[k]:
            rep.error(path, (f'id = "{u.get("id")}"',), f"{where}: its {back} side's {k} ({b[k]}) exceeds the front's ({f[k]})")
    if typ in ("cavalry", "squadron") and f["charge"] < f["cf"]:
        rep.error(path, (f'id = "{u.get("id")}"',), f"{where}: a charge factor below the CF")
    if typ == "artillery" and f["range"] < 1:
        rep.error(path, (f'id = "{u.get("id")}"',), f"{where}: an effective battery needs a range (8.7)")


def check_scenario(rep, path, mp, files, tec, rain):
    d = rep.load(path)
    if d is None:
        return None
    sc = d.get("scenario", {})
    for k in ("id", "system", "map", "crt", "tec", "rain", "status"):
        if not isinstance(sc.get(k), str):
            rep.error(path, "[scenario]", f"scenario.{k}: a string is required")
    if "edition" in sc and not isinstance(sc.get("edition"), str):
        rep.error(path, "edition", "scenario.edition: a string is required")
    if sc.get("system") != "musket-and-saber":
        rep.error(path, "system", "scenario.system: must be \"musket-and-saber\"")
    for k, sub in (("map", "maps"), ("crt", "charts"), ("tec", "charts"), ("rain", "charts")):
        f = os.path.join(files, sub, f"{sc.get(k)}.toml")
        if isinstance(sc.get(k), str) and not os.path.exists(f):
            rep.error(path, f"{k} =", f"scenario.{k}: {os.path.relpath(f, ROOT)} does not exist")
    s = Scenario()
    sides = {x.get("id"): x for x in d.get("side", [])}
    if set(sides) != {"prussia", "austria"}:
        rep.error(path, "[[side]]", "side: prussia and austria are required")
    if not sides.get("prussia", {}).get("first_player") or sides.get("austria", {}).get("first_player"):
        rep.error(path, "first_player", "side: the Prussians move first (17.1)")
    for a in d.get("army", []):
        if a.get("side") not in sides:
            rep.error(path, ('id = "' + str(a.get("id")) + '"',), f"army {a.get('id')}: unknown side")
        s.armies[a.get("id")] = a
    for fm in d.get("formation", []):
        fid = fm.get("id")
        where = f"formation {fid}"
        if fid in s.formations:
            rep.error(path, (f'id = "{fid}"',), f"{where}: defined twice")
        if fm.get("army") not in s.armies or s.armies[fm.get("army")].get("side") != fm.get("side"):
            rep.error(path, (f'id = "{fid}"',), f"{where}: army '{fm.get('army')}' is not an army of side '{fm.get('side')}'")
        if fm.get("replacements_per_turn") != 1:
            rep.error(path, (f'id = "{fid}"',), f"{where}: one replacement per formation per turn (17.2, 17.4)")
        for sub in fm.get("sub_formations", []):
            sid = sub.get("id")
            if sid in s.subs or sid in s.formations:
                rep.error(path, (f'id = "{sid}"',), f"{where}: sub-formation {sid} defined twice")
            s.subs[sid] = fid
        s.formations[fid] = fm
    labels = {}
    for fid, fm in s.formations.items():
        key = (fm.get("side"), fm.get("label"))
        if key in labels:
            rep.error(path, (f'id = "{fid}"',), f"formation {fid}: label '{fm.get('label')}' is also {labels[key]}'s on the same side")
        labels[key] = fid
    for u in d.get("unit", []):
        uid = u.get("id")
        where = f"unit {uid}"
        if not isinstance(uid, str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]*", uid or ""):
            rep.error(path, (f'id = "{uid}"',), f"{where}: ids are lower-case letters, digits and '-'")
        if uid in s.units:
            rep.error(path, (f'id = "{uid}"',), f"{where}: defined twice")
        s.units[uid] = u
        typ = u.get("type")
        if typ not in UNIT_TYPES:
            rep.error(path, (f'id = "{uid}"',), f"{where}: type '{typ}' is not one of {UNIT_TYPES}")
            continue
        army = s.armies.get(u.get("army"))
        if not army or army.get("side") != u.get("side"):
            rep.error(path, (f'id = "{uid}"',), f"{where}: army '{u.get('army')}' is not an army of side '{u.get('side')}'")
        if not isinstance(u.get("derivation"), str) or len(u.get("derivation", "")) < 20:
            rep.error(path, (f'id = "{uid}"',), f"{where}: a derivation is required")
        if typ in ("hq", "trains"):
            ma = u.get("inactive", {}).get("ma")
            if not isinstance(ma, int) or ma < 1:
                rep.error(path, (f'id = "{uid}"',), f"{where}: inactive.ma is required (12.1, 12.2)")
            continue
        check_values(rep, path, u, where)
        if typ == "leader":
            span = u.get("span")
            if not isinstance(span, list) or not span:
                rep.error(path, (f'id = "{uid}"',), f"{where}: a command span is required (10.3)")
                continue
            for x in span:
                if x != "A" and (x not in s.formations or s.formations[x].get("army") != u.get("army")):
                    rep.error(path, (f'id = "{uid}"',), f"{where}: span '{x}' is not 'A' nor a formation of its army")
            continue
        forms = u.get("formation")
        if not isinstance(forms, list) or not forms:
            rep.error(path, (f'id = "{uid}"',), f"{where}: formation must be a non-empty list")
            continue
        for fid in forms:
            fm = s.formations.get(fid)
            if fm is None:
                rep.error(path, (f'id = "{uid}"',), f"{where}: formation '{fid}' does not exist")
            elif fm.get("army") != u.get("army"):
                rep.error(path, (f'id = "{uid}"',), f"{where}: formation '{fid}' is of another army")
        sub = u.get("sub_formation")
        if sub is not None and s.subs.get(sub) not in forms:
            rep.error(path, (f'id = "{uid}"',), f"{where}: sub-formation '{sub}' is not one of its formation's")
        steps = u.get("steps")
        want = 2 if typ == "infantry" else 1
        if steps != want:
            rep.error(path, (f'id = "{uid}"',), f"{where}: {typ} has {want} step(s) (2.5-2.7)")
        red = u.get("red_dots", [])
        if not isinstance(red, list) or any(x not in ("full", "reduced") for x in red) or (
                "reduced" in red and steps != 2):
            rep.error(path, (f'id = "{uid}"',), f"{where}: red_dots is a list of 'full' and (two-step units) 'reduced' (11.2)")
        st = u.get("strength", {})
        if typ == "artillery":
            if not isinstance(st.get("guns"), int) or not 4 <= st["guns"] <= 24:
                rep.error(path, (f'id = "{uid}"',), f"{where}: strength.guns must be 4 to 24 (1.2)")
        else:
            if not isinstance(st.get("men"), int) or not 300 <= st["men"] <= 4500:
                rep.error(path, (f'id = "{uid}"',), f"{where}: strength.men must be 300 to 4,500 (1.2)")
    used_f = {f for u in s.units.values() for f in (u.get("formation") or [])}
    used_s = {u.get("sub_formation") for u in s.units.values()}
    for fid in s.formations:
        if fid not in used_f:
            rep.error(path, (f'id = "{fid}"',), f"formation {fid}: has no unit")
    for sid in s.subs:
        if sid not in used_s:
            rep.error(path, (f'id = "{sid}"',), f"sub-formation {sid}: has no unit")
    for aid, a in s.armies.items():
        for k, typ in (("hq", "hq"), ("trains", "trains")):
            if k in a:
                u = s.units.get(a[k])
                if not u or u.get("type") != typ or u.get("army") != aid:
                    rep.error(path, (f'id = "{aid}"',), f"army {aid}: {k} '{a[k]}' is not a {typ} of the army")
        if "hq" not in a:
            rep.error(path, (f'id = "{aid}"',), f"army {aid}: every army has an HQ (12.1)")
    if mp is not None:
        check_turns(rep, path, d, mp, rain)
        check_setup(rep, path, d, s, mp, tec)
        check_free_setup(rep, path, d, mp)
        check_hidden_movement(rep, path, d, s)
        check_arrivals(rep, path, d, s, mp)
        check_victory(rep, path, d, s, mp)
    return s


def print_oob_stats(s):
    import collections
    print("Order of battle:")
    by = collections.Counter((u["side"], u["type"]) for u in s.units.values())
    for side in ("prussia", "austria"):
        parts = ", ".join(f"{by[(side, t)]} {t}" for t in UNIT_TYPES if by[(side, t)])
        print(f"  {side}: {sum(v for (sd, _t), v in by.items() if sd == side)} pieces ({parts})")
    print(f"  total {len(s.units)} pieces")
    for aid in TEXT_STRENGTH:
        us = [u for u in s.units.values() if u.get("army") == aid]
        men = sum(u.get("strength", {}).get("men", 0) for u in us)
        guns = sum(u.get("strength", {}).get("guns", 0) for u in us)
        folded = 8 * sum(len(fm.get("sub_formations", [])) for fid, fm in s.formations.items()
                         if fm.get("army") == aid and re.fullmatch(r"a-\d+", fid))
        if folded:
            guns = f"{guns}+{folded} folded"
        cf = sum(u["full"].get("cf", 0) for u in us if u["type"] in ("infantry", "battalion", "cavalry", "squadron"))
        att = sum(u["full"]["attack"] for u in us if u["type"] == "artillery")
        tm, tg = TEXT_STRENGTH[aid]
        print(f"  army {aid:7s}: {men:7,} men in infantry and cavalry, {guns} guns (21: {tm:,} men, {tg} guns); "
              f"infantry and cavalry CF {cf}, artillery attack {att}")




# ------------------------------------------------ set-up, arrivals, victory

# 17.4's arrival schedule: arrival id -> (turn, entries, choice, roll kind, success, other turn).
TEXT_ARRIVALS = {
    "elbe-hq": (3, "BC", "any", "each_turn", [1, 2], None), "elbe-advance-guard": (1, "BC", "any", None, None, None),
    "elbe-14": (2, "BC", "any", None, None, None), "elbe-15": (3, "ABCD", "any", None, None, None),
    "elbe-16": (4, "ABCD", "any", None, None, None), "elbe-e": (5, "ABCD", "any", None, None, None),
    "first-hq": (1, "G", "any", None, None, None), "first-3": (1, "E", "any", None, None, None),
    "first-4": (1, "F", "any", None, None, None), "first-7": (1, "H", "any", None, None, None),
    "first-8": (1, "G", "any", None, None, None), "first-5-6": (3, "FG", "any", None, None, None),
    "first-f-cavalry": (4, "E", "any", None, None, None), "first-f-artillery": (4, "FG", "any", None, None, None),
    "second-1g": (4, "J", "any", None, None, None), "second-2g": (5, "J", "any", None, None, None),
    "second-hq": (5, "J", "any", None, None, None), "second-1-2": (6, "IJ", "one", "once", [1, 2, 3], 7),
    "second-9-10": (7, "KL", "any", None, None, None), "second-11": (5, "L", "any", None, None, None),
    "second-12": (5, "M", "any", "once", [1, 2, 3], 6), "second-s-cavalry": (5, "J", "any", "each_turn", [1, 2], None),
    "second-s-artillery": (6, "J", "any", None, None, None),
}


def zone_hexes(rep, path, zone, mp, where):
    out = set()
    if not isinstance(zone, list) or not zone:
        rep.error(path, where, f"{where}: zone must be a non-empty list of clauses")
        return out
    for c in zone:
        if not isinstance(c, dict):
            rep.error(path, where, f"{where}: a zone clause must be a table")
            continue
        keys = set(c)
        if keys == {"hexes"}:
            for x in c["hexes"]:
                h = read_hex(rep, path, x, where, mp)
                if h:
                    out.add(h)
        elif keys == {"within", "of"}:
            h = read_hex(rep, path, c["of"], where, mp)
            if h and isinstance(c["within"], int) and c["within"] >= 0:
                out |= set(g.within(h, c["within"], mp.cols, mp.rows, mp.offset))
            else:
                rep.error(path, where, f"{where}: within must be a distance >= 0")
        elif keys in ({"fieldworks"}, {"fieldworks", "adjacent"}):
            labels = [g.lab(*h) for h in mp.fieldworks]
            a, b = (c["fieldworks"] + [None, None])[:2]
            if a not in labels or b not in labels:
                rep.error(path, where, f"{where}: fieldworks {c['fieldworks']}: both ends must be fieldworks hexes")
                continue
            i, j = sorted((labels.index(a), labels.index(b)))
            seg = set(mp.fieldworks[i:j + 1])
            out |= seg
            if c.get("adjacent"):
                for h in seg:
                    out |= set(g.neighbours(h[0], h[1], mp.offset, mp.cols, mp.rows).values())
        elif keys <= {"columns", "rows", "bank"} and "columns" in keys:
            c1, c2 = c["columns"]
            r1, r2 = c.get("rows", [1, mp.rows])
            bank = c.get("bank")
            if bank not in (None, "east", "west"):
                rep.error(path, where, f"{where}: bank must be east or west")
            for h in mp.hexes():
                if c1 <= h[0] <= c2 and r1 <= h[1] <= r2:
                    if bank == "east" and h in mp.west_bank or bank == "west" and h not in mp.west_bank:
                        continue
                    out.add(h)
        else:
            rep.error(path, where, f"{where}: unknown zone clause {sorted(keys)}")
    return out


def can_stand(u, h, mp, tec):
    """Whether a unit may stand in hex h (not in terrain prohibited to it)."""
    terr = (tec or {}).get("terrain", {}).get(mp.terrain.get(h), {})
    arm = {"infantry": "infantry", "battalion": "infantry", "cavalry": "cavalry", "squadron": "cavalry",
           "artillery": "artillery"}.get(u.get("type"))
    return arm is None or arm not in terr.get("prohibited", [])


def check_turns(rep, path, d, mp, rain):
    """Turn track (17.1, 1.2, 14), weather at start (17.1), LOC hexes (17.2, 17.4)."""
    tt = d.get("turn_track", {})
    turns = d.get("turn", [])
    if tt.get("turns") != 10 or [t.get("number") for t in turns] != list(range(1, 11)):
        rep.error(path, "[turn_track]", "turn track: ten turns numbered 1 to 10 (17.1)")
    prev = None
    for t in turns:
        m = re.fullmatch(r"(\d\d):(\d\d)", str(t.get("time")))
        if t.get("light") not in ("day", "twilight", "night"):
            rep.error(path, ("number = " + str(t.get("number")),), f"turn {t.get('number')}: light is day, twilight or night (14)")
        if not m:
            rep.error(path, ("number = " + str(t.get("number")),), f"turn {t.get('number')}: time is HH:MM")
            continue
        mins = int(m.group(1)) * 60 + int(m.group(2))
        if prev is not None and mins - prev != 90:
            rep.error(path, ('time = "' + t["time"] + '"',), f"turn {t.get('number')}: turns are 90 minutes apart (1.2)")
        prev = mins
    w = d.get("weather", {})
    if w.get("start") != "heavy" or (rain and w.get("start") not in rain["weathers"]):
        rep.error(path, "[weather]", "weather.start: Heavy Rain on turn 1 (17.1)")
    loc = d.get("loc", {})
    if sorted(loc.get("prussia", [])) != list("BCFGJKL") or loc.get("austria") != ["N"]:
        rep.error(path, "[loc]", "loc: Prussia B, C, F, G, J, K, L (17.4); Austria N (17.2)")
    for x in loc.get("prussia", []) + loc.get("austria", []):
        if x not in mp.entries:
            rep.error(path, "[loc]", f"loc: entry hex {x} is not on the map")
    if set(loc.get("prussia", []) + loc.get("austria", [])) != mp.loc:
        rep.error(path, "[loc]", f"loc: the map marks {sorted(mp.loc)} as LOC entry hexes, the scenario "
                  f"{sorted(loc.get('prussia', []) + loc.get('austria', []))}")


def check_setup(rep, path, d, s, mp, tec):
    """The historical set-up (17.2): zones, coverage of every unit, hidden formations."""
    st = d.get("setup", {})
    hm = d.get("hidden_movement", {})
    hidden_forms = set(hm.get("historical_formations", []))
    covered = {}
    zones = {}
    for e in st.get("historical", []):
        eid = e.get("id")
        where = f"setup.historical {eid}"
        if "formation" in e:
            fid = e["formation"]
            fm = s.formations.get(fid)
            if not fm or fm.get("side") != "austria":
                rep.error(path, (f'id = "{eid}"',), f"{where}: formation '{fid}' is not an Austrian formation")
                continue
            members = [u for u in s.units.values() if fid in (u.get("formation") or [])]
        else:
            members = [s.units[x] for x in e.get("units", []) if x in s.units]
            if len(members) != len(e.get("units", [])):
                rep.error(path, (f'id = "{eid}"',), f"{where}: unknown unit in {e.get('units')}")
            fid = None
        zone = zone_hexes(rep, path, e.get("zone"), mp, where)
        if not zone:
            rep.error(path, (f'id = "{eid}"',), f"{where}: the zone holds no hex")
            continue
        zones[eid] = zone
        if e.get("hidden_allowed") and fid not in hidden_forms:
            rep.error(path, (f'id = "{eid}"',), f"{where}: hidden set-up only for Formations 1, 6, 8, C, R (19.8B)")
        if not e.get("hidden_allowed") and fid in hidden_forms:
            rep.error(path, (f'id = "{eid}"',), f"{where}: 17.2 lets this formation be hidden")
        for u in members:
            covered.setdefault(u["id"], []).append(eid)
            if u.get("type") not in ("hq", "trains", "leader") and not any(can_stand(u, h, mp, tec) for h in zone):
                rep.error(path, (f'id = "{eid}"',), f"{where}: no hex of the zone is open to {u['id']} ({u['type']})")
        req = e.get("requirement")
        if req:
            h = read_hex(rep, path, req.get("hex"), where, mp)
            n = sum(1 for u in members if u.get("type") == req.get("type"))
            if n < req.get("count", 0):
                rep.error(path, (f'id = "{eid}"',), f"{where}: the formation has {n} {req.get('type')} units, the requirement {req.get('count')}")
            if h and fid and not any(can_stand(u, h, mp, tec) for u in members if u.get("type") == req.get("type")):
                rep.error(path, (f'id = "{eid}"',), f"{where}: requirement hex {req.get('hex')} is closed to {req.get('type')}")
    for uid, u in s.units.items():
        if u.get("side") != "austria":
            continue
        got = covered.get(uid, [])
        if u.get("type") == "leader" and uid != "a-benedek":
            if got:
                rep.error(path, (f'id = "{uid}"',), f"unit {uid}: leaders set up with a unit of their span (17.2), not in a zone")
            span = u.get("span", [])
            if not any(f == "A" or any(f in (x.get("formation") or []) for x in s.units.values()
                                       if covered.get(x["id"])) for f in span):
                rep.error(path, (f'id = "{uid}"',), f"unit {uid}: no unit of its span sets up on the map")
            continue
        if len(got) != 1:
            rep.error(path, (f'id = "{uid}"',), f"unit {uid}: set up by {len(got)} historical entries ({got}), expected one (17.2)")
    if st.get("leaders") != "with_unit_in_span":
        rep.error(path, "[setup]", "setup.leaders: 'with_unit_in_span' (17.2)")
    if zones.get("benedek-hq") != {g.parse("3416")} or zones.get("trains") != {g.parse("2722")}:
        rep.error(path, "benedek-hq", "setup: Benedek and the HQ at 3416, the trains at 2722 (17.2)")
    if zones.get("p") and zones["p"] != {g.parse(x) for x in ("3604", "3704", "3705")}:
        rep.error(path, ('id = "p"',), "setup p: Formation P sets up at 3604, 3704, 3705 (17.2)")


def check_free_setup(rep, path, d, mp):
    """The free set-up's prohibited zones and fixed trains (17.3)."""
    free = d.get("setup", {}).get("free", {})
    banned = set()
    for i, c in enumerate(free.get("prohibited", [])):
        where = f"setup.free.prohibited {i + 1}"
        if "bank" in c:
            exc = set(c.get("except_terrain", []))
            for h in mp.hexes():
                if (h in mp.west_bank) == (c["bank"] == "west") and mp.terrain.get(h) not in exc:
                    banned.add(h)
        else:
            banned |= zone_hexes(rep, path, [{k: v for k, v in c.items() if k != "note"}], mp, where)
    open_hexes = [h for h in mp.hexes() if h not in banned]
    if len(open_hexes) < 100:
        rep.error(path, "[setup.free]", "setup.free: the prohibited zones leave almost no hex")
    for x in ("5301", "0101", "0102"):
        if g.parse(x) not in banned:
            rep.error(path, "[setup.free]", f"setup.free: {x} should be prohibited (17.3)")
    for f in free.get("fixed", []):
        if f.get("unit") != "a-trains" or f.get("hex") != "2722":
            rep.error(path, "fixed", "setup.free.fixed: the trains at 2722 (17.3)")
    towns_west = [h for h in mp.west_bank if mp.terrain.get(h) == "town" and h not in banned]
    if not towns_west:
        rep.error(path, "[setup.free]", "setup.free: 17.3 allows town hexes west of the Bistritz, yet none is open")


def check_hidden_movement(rep, path, d, s):
    """Boxes, markers and eligible formations (17.2, 19.8)."""
    hm = d.get("hidden_movement", {})
    hidden_forms = set(hm.get("historical_formations", []))
    if hm.get("boxes") != ["A", "B", "C", "D"] or hm.get("markers_per_box") != 2:
        rep.error(path, "[hidden_movement]", "hidden_movement: four boxes A-D with two markers each (19.8A)")
    if hidden_forms != {"a-1", "a-6", "a-8", "a-c", "a-r"}:
        rep.error(path, "historical_formations", "hidden_movement: Formations 1, 6, 8, C and R in the historical set-up (17.2, 19.8B)")
    for pair in hm.get("shared_boxes", []):
        for f in pair:
            if f not in s.formations:
                rep.error(path, "shared_boxes", f"hidden_movement.shared_boxes: unknown formation {f}")
    for mk in d.get("marker", []):
        if mk.get("kind") == "hidden_movement" and mk.get("count") != 8:
            rep.error(path, ('kind = "hidden_movement"',), "marker hidden_movement: 4 boxes x 2 markers (19.8A)")


def check_arrivals(rep, path, d, s, mp):
    """The Prussian arrival schedule against 17.4; every unit and leader arrives."""
    arr = d.get("arrival", [])
    seen, in_units, in_span = set(), {}, {}
    for a in arr:
        aid = a.get("id")
        where = f"arrival {aid}"
        if aid in seen:
            rep.error(path, (f'id = "{aid}"',), f"{where}: defined twice")
        seen.add(aid)
        army = s.armies.get(a.get("army"))
        if not army or army.get("side") != "prussia":
            rep.error(path, (f'id = "{aid}"',), f"{where}: army '{a.get('army')}' is not a Prussian army")
        t = a.get("turn")
        if not isinstance(t, int) or not 1 <= t <= 10:
            rep.error(path, (f'id = "{aid}"',), f"{where}: turn must be 1..10")
        for e in a.get("entries", []):
            if e not in mp.entries or e == "N":
                rep.error(path, (f'id = "{aid}"',), f"{where}: entry hex {e} is not a Prussian entry hex of the map")
        if a.get("choice") not in ("any", "one"):
            rep.error(path, (f'id = "{aid}"',), f"{where}: choice is 'any' or 'one'")
        roll = a.get("roll")
        if roll is not None:
            ok = isinstance(roll.get("success"), list) and roll["success"] and all(x in range(1, 7) for x in roll["success"])
            if roll.get("kind") == "each_turn":
                ok = ok and roll.get("from_turn") == t
            elif roll.get("kind") == "once":
                ok = ok and roll.get("on_turn") == t and isinstance(roll.get("otherwise_turn"), int) and t < roll["otherwise_turn"] <= 10
            else:
                ok = False
            if not ok:
                rep.error(path, (f'id = "{aid}"',), f"{where}: roll is {{kind = 'each_turn', from_turn = turn, success}} "
                          "or {kind = 'once', on_turn = turn, success, otherwise_turn}")
        for x in a.get("units", []):
            u = s.units.get(x)
            if not u or u.get("side") != "prussia" or u.get("army") != a.get("army"):
                rep.error(path, (f'id = "{aid}"',), f"{where}: '{x}' is not a unit of the {a.get('army')} army")
                continue
            in_units.setdefault(x, []).append(aid)
        members_forms = {f for x in a.get("units", []) for f in (s.units.get(x, {}).get("formation") or [])}
        for x in a.get("span_units", []):
            u = s.units.get(x)
            if not u:
                rep.error(path, (f'id = "{aid}"',), f"{where}: unknown span unit '{x}'")
                continue
            if not set(u.get("formation") or []) & members_forms:
                rep.error(path, (f'id = "{aid}"',), f"{where}: span unit '{x}' shares no formation with the arrival")
            in_span.setdefault(x, []).append(aid)
        want = TEXT_ARRIVALS.get(aid)
        if want is None:
            rep.error(path, (f'id = "{aid}"',), f"{where}: not an arrival of 17.4 (known: {sorted(TEXT_ARRIVALS)})")
        else:
            wt, we, wc, wk, ws, wo = want
            r = roll or {}
            got = (t, "".join(a.get("entries", [])), a.get("choice"), r.get("kind"), r.get("success"), r.get("otherwise_turn"))
            if got != want:
                rep.error(path, (f'id = "{aid}"',), f"{where}: 17.4 gives turn {wt}, entries {we}, choice {wc}, roll {wk} {ws} "
                          f"else {wo}; the file {got}")
    for aid in TEXT_ARRIVALS:
        if aid not in seen:
            rep.error(path, "[[arrival]]", f"arrival {aid}: missing (17.4)")
    for uid, u in s.units.items():
        if u.get("side") != "prussia" or u.get("type") == "leader":
            continue
        a, b = in_units.get(uid, []), in_span.get(uid, [])
        if len(a) + (1 if b else 0) != 1 or (a and b):
            rep.error(path, (f'id = "{uid}"',), f"unit {uid}: arrives by {a + b}; every Prussian unit arrives once (17.4)")
    for uid, u in s.units.items():
        if u.get("side") != "prussia" or u.get("type") != "leader":
            continue
        span = u.get("span", [])
        ok = any(s.units[x].get("army") == u.get("army") and (
            "A" in span or set(s.units[x].get("formation") or []) & set(span))
            for x in list(in_units) + list(in_span))
        if not ok:
            rep.error(path, (f'id = "{uid}"',), f"unit {uid}: no arriving unit of its command span to arrive with (17.4)")


def check_victory(rep, path, d, s, mp):
    """Victory data (18)."""
    v = d.get("victory", {})
    if v.get("prussian_hex") != "2030" or g.lab(*mp.entries.get("N", (0, 0))) != "2030":
        rep.error(path, "[victory]", "victory.prussian_hex: 2030, Entry Hex N (18.1)")
    trains = [a.get("trains") for a in s.armies.values() if a.get("side") == "austria" and a.get("trains")]
    if v.get("austrian_trains") not in trains:
        rep.error(path, "austrian_trains", "victory.austrian_trains: the Austrian trains unit (18.2)")
    if v.get("vp") != {"destroyed": 1, "leader_casualty": 1, "captured": 2, "hq_captured": 4} or v.get("draw_below") != 10:
        rep.error(path, "vp =", "victory: VP 1/1/2/4 and a draw below 10 (18.3)")
    if not v.get("prussian_artillery_in_range") or not v.get("austrian_fieldworks_clear"):
        rep.error(path, "[victory]", "victory: the artillery clause (18.1) and the fieldworks clause (18.2) are part of the conditions")


# ----------------------------------------------------------------------- main

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=os.path.join(ROOT, "data", "mns"), help="the data/mns directory")
    ap.add_argument("--crt", help="check this CRT file instead of charts/crt.toml")
    ap.add_argument("--tec", help="check this TEC file instead of charts/tec.toml")
    ap.add_argument("--rain", help="check this rain table instead of charts/rain.toml")
    ap.add_argument("--map", help="check this map instead of maps/koniggratz.toml")
    ap.add_argument("--scenario", help="check this scenario instead of scenarios/koniggratz.toml")
    ap.add_argument("--stats", action="store_true", help="print the CRT, rain and order-of-battle figures")
    args = ap.parse_args(argv)
    rep = Report()
    charts = os.path.join(args.data, "charts")
    crt = check_crt(rep, args.crt or os.path.join(charts, "crt.toml"), args.stats)
    tec = check_tec(rep, args.tec or os.path.join(charts, "tec.toml"))
    rain = check_rain(rep, args.rain or os.path.join(charts, "rain.toml"), args.stats)
    mp = check_map(rep, args.map or os.path.join(args.data, "maps", "koniggratz.toml"), tec)
    sc = check_scenario(rep, args.scenario or os.path.join(args.data, "scenarios", "koniggratz.toml"), mp, args.data, tec, rain)
    if args.stats and sc:
        print_oob_stats(sc)
    for p in rep.problems:
        print(p)
    if rep.problems:
        print(f"{len(rep.problems)} problem(s)")
        return 1
    print("data/mns: no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
