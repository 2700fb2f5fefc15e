"""The Python module's game interface (issue 17 item 7): OpenSpiel's shape
over every system, refusals as ValueError with the rule, replay by seed."""

import pytest

import bohemia


def play_random(g, rng_seed=0, limit=100_000):
    import random

    rng = random.Random(rng_seed)
    n = 0
    while not g.is_terminal() and n < limit:
        if g.is_chance_node():
            outs = g.chance_outcomes()
            assert abs(sum(p for _, p in outs) - 1.0) < 1e-9
            g.apply_chance()
        else:
            acts = g.legal_actions()
            assert acts, "a seat to decide has legal actions"
            g.apply_action(rng.choice(acts))
        n += 1
    return n


def test_systems_list_both_systems_with_their_seats():
    ids = {s["id"]: s for s in bohemia.systems()}
    assert ids["gbn3"]["seats"] == ["prussia", "austria"]
    assert not ids["gbn3"]["hidden_information"]
    assert "trautenau" in ids["gbn3"]["scenarios"]
    assert ids["mns"]["hidden_information"]
    assert "koniggratz" in bohemia.scenarios()


def test_a_random_game_of_munchengratz_ends_with_returns_summing_to_zero():
    g = bohemia.new_game("munchengratz", seed=3)
    assert g.system() == "gbn3" and g.num_players() == 2
    n = play_random(g)
    assert g.is_terminal() and g.current_player() == -4
    assert n == g.action_count()
    r = g.returns()
    assert len(r) == 2 and abs(sum(r)) < 1e-9
    o = g.outcome()
    assert o["key"] and len(o["vp"]) == 2
    assert o["reason"] == ""  # Münchengrätz has no rule that ends it early: the VP decide


def test_the_same_seed_and_actions_replay_to_the_same_hash():
    a = bohemia.new_game("trautenau", seed=7)
    play_random(a, rng_seed=1, limit=300)
    b = bohemia.new_game("trautenau", seed=7)
    for text in a.history():
        b.apply(text)
    assert a.hash() == b.hash() and a.action_count() == b.action_count()
    c = a.clone()
    assert c.hash() == a.hash()


def test_a_refused_action_raises_value_error_citing_the_rule():
    g = bohemia.new_game("trautenau", seed=1)
    while g.is_chance_node():
        g.apply_chance()
    with pytest.raises(ValueError):
        g.apply("fly p-1gren 9999")
    with pytest.raises(IndexError):
        g.apply_action(len(g.legal_actions()))


def test_observation_is_the_seats_view_and_a_spectators():
    g = bohemia.new_game("koniggratz", seed=1)
    for seat in (-1, 0, 1):
        v = g.observation(seat)
        assert isinstance(v, dict)
    with pytest.raises(ValueError):
        g.observation(5)


def test_a_player_decides_one_of_the_legal_actions():
    g = bohemia.new_game("munchengratz", seed=2)
    while g.is_chance_node():
        g.apply_chance()
    d = bohemia.Player("greedy", seed=1).decide(g)
    assert 0 <= d["action"] < len(g.legal_actions())
    assert d["notation"] == g.action_to_string(d["action"])
    assert -1.0 <= d["value"] <= 1.0
    with pytest.raises(ValueError):
        bohemia.Player("no-such-player")


def test_resample_keeps_what_the_seat_knows():
    g = bohemia.new_game("koniggratz", seed=4)
    play_random(g, rng_seed=2, limit=60)
    r = g.resample(0, 99)
    assert r.current_player() == g.current_player()
    assert r.legal_action_strings() == g.legal_action_strings()
