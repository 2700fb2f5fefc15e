"""Tournaments and analyses through the Python module: on a local Dask
cluster, one after another here, and by `bohemia analyze` / `tournament`
(the C++ command line), the same seed gives the same figures (issue 17
item 7); and the plot of an analysis (item 6)."""

import json
import os
import subprocess
import sys

import pytest

from bohemia import dist, plot


def strip(report):
    r = dict(report)
    r.pop("seconds", None)
    r.pop("decision_seconds", None)
    return r


@pytest.fixture(scope="module")
def cluster():
    client = dist.open_client(workers=2)
    yield client
    client.close()


def cli(*args):
    out = subprocess.run([os.environ["BOHEMIA_BIN"], *args], check=True, capture_output=True, text=True)
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def test_analysis_on_a_local_cluster_equals_the_one_played_here_and_the_command_lines(cluster):
    here, _ = dist.analyze("munchengratz", "random", 6, 5, client=None)
    on_cluster, text = dist.analyze("munchengratz", "random", 6, 5, client=cluster)
    assert strip(on_cluster) == strip(here)
    (by_cli,) = cli("analyze", "--scenario", "munchengratz", "--player", "random", "--games", "6", "--seed", "5",
                    "--json", "--jobs", "2")
    assert strip(by_cli) == strip(here)
    assert on_cluster["games"] == 6 and sum(r["count"] for r in on_cluster["results"]) == 6
    assert sum(r["count"] for r in on_cluster["decided_by"]) == 6
    assert "munchengratz" in text and "historical result" in text
    # VV174 §11.4.2's note: a Prussian minor victory by 3 VP.
    h = on_cluster["historical"]
    assert h["key"] == "prussia minor" and h["margin"] == 3
    assert 0 <= h["margin_percentile"] <= 100


def test_a_tournament_on_a_local_cluster_equals_the_command_lines(cluster):
    scenarios = ["munchengratz", "nachod"]
    report, text = dist.tournament(scenarios, "greedy", "random", 2, 9, client=cluster)
    (by_cli,) = cli("tournament", "--scenario", "munchengratz", "--a", "greedy", "--b", "random", "--games", "2",
                    "--seed", "9", "--json")
    assert report["games"] == 4 and report["violations"] == 0
    mine = [row for row in report["per_scenario"] if row["scenario"] == "munchengratz"]
    assert mine == by_cli["per_scenario"]
    assert "greedy (a) against random (b)" in text


def test_the_plot_draws_the_margin_and_the_results(tmp_path):
    report, _ = dist.analyze("munchengratz", "random", 4, 2, client=None)
    svg, png = plot.draw(report, str(tmp_path / "m"))
    assert os.path.getsize(png) > 10_000
    body = open(svg, encoding="utf-8").read()
    assert "final VP margin" in body
    assert report["results"][0]["key"] in body


def test_the_module_command_line_analyzes_here_and_draws(tmp_path):
    env = dict(os.environ)
    out = subprocess.run([sys.executable, "-m", "bohemia", "analyze", "--scenario", "munchengratz", "--player", "random",
                          "--games", "4", "--seed", "2", "--here", "--json", "--plot", str(tmp_path / "a")],
                         check=True, capture_output=True, text=True, env=env)
    report = json.loads(out.stdout.splitlines()[0])
    here, _ = dist.analyze("munchengratz", "random", 4, 2, client=None)
    assert strip(report) == strip(here)
    assert (tmp_path / "a-munchengratz.svg").exists() and (tmp_path / "a-munchengratz.png").exists()


def test_the_scenario_option_takes_a_system_all_and_lists():
    import bohemia
    from bohemia.__main__ import _scenario_list
    gbn3 = [s for s in bohemia.systems() if s["id"] == "gbn3"][0]["scenarios"]
    assert _scenario_list("gbn3") == gbn3 and len(gbn3) == 9
    assert _scenario_list("trautenau,gbn3")[0] == "trautenau" and len(_scenario_list("trautenau,gbn3")) == 9
    assert _scenario_list("all") == bohemia.scenarios()
    assert _scenario_list("soor") == ["soor"]
