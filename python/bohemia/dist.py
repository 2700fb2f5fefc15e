"""Tournaments and analyses on a Dask cluster (issue 17 item 7).

Each game is one task: ``bohemia.play_game`` with the tournament's options
and the game's numbers. A game depends only on those, so the records, and
the reports made of them in the game's order, are the same whatever the
number of workers or machines. A local cluster by default; a scheduler's
address to use many machines (``dask-scheduler`` and ``dask-worker`` from
Debian's python3-distributed, each worker with this module importable).
"""

import os
import sys
import time

from . import _bohemia


def _play(scenarios, a, b, games, seed, scenario_index, index):
    return _bohemia.play_game(scenarios, a, b, games, seed, scenario_index, index)


def open_client(scheduler=None, workers=None):
    """A Dask client: of the scheduler at `scheduler`, or of a local cluster
    of `workers` processes (one thread each; default: the machine's cores)."""
    from distributed import Client, LocalCluster

    if scheduler:
        return Client(scheduler)
    cluster = LocalCluster(
        n_workers=workers or os.cpu_count() or 1,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
        silence_logs=40,
    )
    return Client(cluster)


def _progress(done, total, record):
    if sys.stderr.isatty():
        width = 40
        filled = done * width // total if total else width
        sys.stderr.write(f"\r[{'#' * filled:<{width}}] {done}/{total} games")
        if done == total:
            sys.stderr.write("\n")
    else:
        sys.stderr.write(
            f"game {done}/{total}: {record['scenario']} #{record['index']} (a plays {record['a_seat']}): "
            f"{record['key']}, VP margin {record['vp_margin']:+d}, {record['actions']} actions\n"
        )
    sys.stderr.flush()


def play_records(scenarios, a, b, games, seed, client=None, progress=False):
    """The records of every game of a tournament, in the tournament's order:
    on `client`'s cluster, or here one after another when it is None."""
    tasks = [(si, i) for si in range(len(scenarios)) for i in range(games)]
    total = len(tasks)
    if client is None:
        records = []
        for n, (si, i) in enumerate(tasks, 1):
            records.append(_play(scenarios, a, b, games, seed, si, i))
            if progress:
                _progress(n, total, records[-1])
        return records
    from distributed import as_completed

    futures = [client.submit(_play, scenarios, a, b, games, seed, si, i, pure=False) for si, i in tasks]
    if progress:
        for n, f in enumerate(as_completed(futures), 1):
            _progress(n, total, f.result())
    return client.gather(futures)


def tournament(scenarios, a, b, games, seed, client=None, progress=False):
    """(report, text) as ``bohemia tournament`` gives them."""
    t0 = time.monotonic()
    records = play_records(scenarios, a, b, games, seed, client, progress)
    return _bohemia.tournament_report(scenarios, a, b, games, seed, records, time.monotonic() - t0)


def analyze(scenario, player, games, seed, client=None, progress=False):
    """(report, text) as ``bohemia analyze`` gives them for one scenario."""
    t0 = time.monotonic()
    records = play_records([scenario], player, player, games, seed, client, progress)
    return _bohemia.analysis_report(scenario, player, games, seed, records, time.monotonic() - t0)
