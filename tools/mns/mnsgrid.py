"""Hex grid of the Musket & Saber maps, for the data tools (standard library only).

Hexes are printed CCRR: column, then row, both from 01. The grid is
flat-topped: each column is a straight line of hexes, and every other column
sits half a hex lower (towards higher rows). Which columns sit lower is a
property of the map file (`orientation` "flat", `offset` "even-q" as the GBN3
maps, or "odd-q": the vocabulary of src/core/grid_layout.h). Directions are MAP directions: N is
towards row 01, S towards the last row; NE/SE point to the next column.
On the Königgrätz map, map N is real west and the next column is real north
(docs/mns/data-format.md).

A hexside is written "CCRR/CCRR": the two hexes it separates.
"""

DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")
OFFSETS = ("even-q", "odd-q")


def parse(label):
    """'3416' -> (34, 16). Raises ValueError for anything but four digits."""
    if not (isinstance(label, str) and len(label) == 4 and label.isdigit()):
        raise ValueError(f"hex {label!r} is not four digits CCRR")
    return int(label[:2]), int(label[2:])


def lab(c, r):
    return f"{c:02d}{r:02d}"


def _low(c, offset):
    """True if column c sits half a hex lower than its neighbours."""
    if offset == "even-q":
        return c % 2 == 0
    if offset == "odd-q":
        return c % 2 == 1
    raise ValueError(f"unknown offset {offset!r}")


def neighbour(c, r, d, offset="even-q"):
    """The hex next to (c, r) in map direction d (may lie off the map)."""
    low = _low(c, offset)
    if d == "N":
        return c, r - 1
    if d == "S":
        return c, r + 1
    up, down = (r, r + 1) if low else (r - 1, r)
    if d == "NE":
        return c + 1, up
    if d == "SE":
        return c + 1, down
    if d == "NW":
        return c - 1, up
    if d == "SW":
        return c - 1, down
    raise ValueError(f"unknown direction {d!r}")


def neighbours(c, r, offset="even-q", cols=None, rows=None):
    """{direction: (c, r)} of the neighbours, restricted to the map if its size is given."""
    out = {}
    for d in DIRECTIONS:
        c2, r2 = neighbour(c, r, d, offset)
        if cols is not None and not (1 <= c2 <= cols and 1 <= r2 <= rows):
            continue
        out[d] = (c2, r2)
    return out


def direction(a, b, offset="even-q"):
    """Map direction from hex a to the adjacent hex b (tuples), or None."""
    for d in DIRECTIONS:
        if neighbour(a[0], a[1], d, offset) == tuple(b):
            return d
    return None


def adjacent(a, b, offset="even-q"):
    return direction(a, b, offset) is not None


def to_cube(c, r, offset="even-q"):
    """Cube coordinates (x, y, z) with x = column."""
    if offset == "even-q":
        z = r - (c + (c & 1)) // 2
    else:
        z = r - (c - (c & 1)) // 2
    x = c
    y = -x - z
    return x, y, z


def from_cube(x, z, offset="even-q"):
    c = x
    if offset == "even-q":
        r = z + (c + (c & 1)) // 2
    else:
        r = z + (c - (c & 1)) // 2
    return c, r


def distance(a, b, offset="even-q"):
    ax, ay, az = to_cube(a[0], a[1], offset)
    bx, by, bz = to_cube(b[0], b[1], offset)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def _cube_round(x, y, z):
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return rx, ry, rz


def line(a, b, offset="even-q"):
    """Hexes from a to b inclusive along the straight hex line (each adjacent to the next)."""
    n = distance(a, b, offset)
    ax, ay, az = to_cube(a[0], a[1], offset)
    bx, by, bz = to_cube(b[0], b[1], offset)
    out = []
    for i in range(n + 1):
        t = i / n if n else 0.0
        # A tiny nudge keeps lines along a hexside on one consistent side.
        x = ax + (bx - ax) * t + 1e-6
        y = ay + (by - ay) * t + 2e-6
        z = az + (bz - az) * t - 3e-6
        rx, _, rz = _cube_round(x, y, z)
        h = from_cube(rx, rz, offset)
        if not out or out[-1] != h:
            out.append(h)
    return out


def within(center, radius, cols, rows, offset="even-q"):
    """Every map hex at distance <= radius of center."""
    return [(c, r) for c in range(1, cols + 1) for r in range(1, rows + 1)
            if distance(center, (c, r), offset) <= radius]


def side_label(a, b):
    """Canonical hexside label: the lower label first."""
    la, lb = lab(*a), lab(*b)
    return f"{la}/{lb}" if la < lb else f"{lb}/{la}"


def parse_side(s):
    """'3704/3705' -> ((37, 4), (37, 5)). Raises ValueError if malformed."""
    if not isinstance(s, str) or s.count("/") != 1:
        raise ValueError(f"hexside {s!r} is not CCRR/CCRR")
    a, b = s.split("/")
    return parse(a), parse(b)


def on_edge(c, r, cols, rows):
    return c in (1, cols) or r in (1, rows)


def edge_name(c, r, cols, rows, compass):
    """Which map edge a hex lies on, named by the map's compass (e.g. 'west')."""
    names = []
    if r == 1:
        names.append(compass["row_01_edge"])
    if r == rows:
        names.append(compass["last_row_edge"])
    if c == 1:
        names.append(compass["column_01_edge"])
    if c == cols:
        names.append(compass["last_column_edge"])
    return names
