"""The plot of an analysis (``bohemia analyze --plot``): the final VP
margin's distribution, each bar coloured by the side it favours, its mean
with the 95 % interval, the historical margin when the rulebook states one;
and the share of each result with its 95 % Wilson interval. SVG and PNG."""

import json

SEAT_COLOURS = ["#1f3b73", "#c9a227"]  # Prussian blue, Austrian gold
TIED = "#8c8c8c"


def draw(report, out):
    """Writes `out`.svg and `out`.png; returns their paths."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["svg.fonttype"] = "none"  # the SVG's words stay text
    import matplotlib.pyplot as plt

    seats = report["seats"]
    margin = report["margin"]
    fig, (ax, bx) = plt.subplots(1, 2, figsize=(11, 4.2), gridspec_kw={"width_ratios": [3, 2]})
    values = [v for v, _ in margin["histogram"]]
    counts = [c for _, c in margin["histogram"]]
    colours = [SEAT_COLOURS[0] if v > 0 else SEAT_COLOURS[1] if v < 0 else TIED for v in values]
    ax.bar(values, counts, width=0.8, color=colours)
    lo, hi = margin["ci95"]
    ax.axvspan(lo, hi, color="#d62728", alpha=0.15, label=f"mean {margin['mean']:+.2f}, 95 % [{lo:+.2f}, {hi:+.2f}]")
    ax.axvline(margin["mean"], color="#d62728", linewidth=1.2)
    hist = report.get("historical")
    if hist and hist.get("margin") is not None:
        ax.axvline(hist["margin"], color="black", linestyle="--", linewidth=1.2,
                   label=f"historical {hist['margin']:+d} ({hist['section']})")
    ax.set_xlabel(f"final VP margin ({margin['of']})")
    ax.set_ylabel("games")
    from matplotlib.ticker import MaxNLocator

    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_title(f"{report['scenario']}: {report['player']} on both sides, {report['games']} games")
    ax.legend(loc="upper left", fontsize=8)

    rows = report["results"]
    keys = [r["key"] for r in rows]
    shares = [100 * r["share"] for r in rows]
    err = [[100 * (r["share"] - r["wilson95"][0]) for r in rows], [100 * (r["wilson95"][1] - r["share"]) for r in rows]]
    bar_colours = [SEAT_COLOURS[0] if k.startswith(seats[0]) else SEAT_COLOURS[1] if k.startswith(seats[1]) else TIED
                   for k in keys]
    bx.barh(range(len(keys)), shares, xerr=err, color=bar_colours, capsize=3)
    bx.set_yticks(range(len(keys)))
    bx.set_yticklabels(keys)
    bx.invert_yaxis()
    bx.set_xlabel("share of games, % (95 % Wilson)")
    bx.set_xlim(0, 100)
    fig.tight_layout()
    paths = [out + ".svg", out + ".png"]
    fig.savefig(paths[0])
    fig.savefig(paths[1], dpi=110)
    plt.close(fig)
    return paths


def draw_file(json_path, out):
    with open(json_path, encoding="utf-8") as f:
        return draw(json.load(f), out)
