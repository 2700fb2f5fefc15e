"""python3 -m bohemia analyze|tournament|plot: the command line's
``analyze`` and ``tournament`` on a Dask cluster (a local one by default,
``--scheduler ADDRESS`` for many machines, ``--here`` for none), and the
plot of an analysis's JSON."""

import argparse
import json
import sys

from . import dist, plot, systems


def _scenario_list(text):
    """--scenario as the command line reads it: a comma-separated list of
    "all", a system's id (every scenario of it) or a scenario id or file."""
    out = []
    for item in text.split(","):
        known = systems()
        named = [s for s in known if item in ("all", s["id"])]
        ids = [i for s in named for i in s["scenarios"]] if named else [item]
        out += [i for i in ids if i not in out]
    return out


def _client(args):
    return None if args.here else dist.open_client(args.scheduler, args.workers)


def _cluster_options(p):
    p.add_argument("--scheduler", help="a Dask scheduler's address (tcp://host:8786); default: a local cluster")
    p.add_argument("--workers", type=int, help="processes of the local cluster (default: the machine's cores)")
    p.add_argument("--here", action="store_true", help="no cluster: play the games one after another here")
    p.add_argument("--json", action="store_true", help="one JSON object per report, one per line")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m bohemia")
    sub = ap.add_subparsers(dest="command", required=True)
    an = sub.add_parser("analyze", help="a scenario's balance, one player on both sides")
    an.add_argument("--scenario", default="all")
    an.add_argument("--player", default="normal")
    an.add_argument("--games", type=int, default=100)
    an.add_argument("--seed", type=int, default=1)
    an.add_argument("--plot", help="draw PREFIX-SCENARIO.svg and .png")
    _cluster_options(an)
    to = sub.add_parser("tournament", help="two players, sides alternated")
    to.add_argument("--scenario", default="all")
    to.add_argument("--a", default="normal")
    to.add_argument("--b", default="random")
    to.add_argument("--games", type=int, default=2)
    to.add_argument("--seed", type=int, default=1)
    _cluster_options(to)
    pl = sub.add_parser("plot", help="the plot of an analysis's JSON report")
    pl.add_argument("--out", required=True, help="prefix of the .svg and .png files")
    pl.add_argument("report")
    args = ap.parse_args(argv)

    if args.command == "plot":
        for path in plot.draw_file(args.report, args.out):
            print(path)
        return 0
    if args.games < 1:
        ap.error("--games must be at least 1")
    client = _client(args)
    try:
        violations = 0
        if args.command == "tournament":
            report, text = dist.tournament(_scenario_list(args.scenario), args.a, args.b, args.games, args.seed,
                                           client, progress=True)
            print(json.dumps(report) if args.json else text, end="\n" if args.json else "")
            violations = report["violations"]
        else:
            for s in _scenario_list(args.scenario):
                report, text = dist.analyze(s, args.player, args.games, args.seed, client, progress=True)
                print(json.dumps(report) if args.json else text)
                violations += report["violations"]
                if args.plot:
                    for path in plot.draw(report, f"{args.plot}-{report['scenario']}"):
                        print(path, file=sys.stderr)
        return 1 if violations else 0
    except ValueError as e:
        print(f"python3 -m bohemia {args.command}: {e}", file=sys.stderr)
        return 2
    finally:
        if client is not None:
            client.close()


if __name__ == "__main__":
    sys.exit(main())
