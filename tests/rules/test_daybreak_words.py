"""Issue 44, Daybreak's words: an action on a stack names the card on top of it (not only the
stack's number), and the text description holds the whole position the board shows."""

from __future__ import annotations

from dataclasses import replace

from rules.core.messages import render

from .daybreak_helpers import GAME, apply, at_local, code, give, only_local


def test_daybreak_local_action_a_stacks_action_names_its_top_card():
    state = give(at_local(), 0, "us-rooftop-solar")
    labels = {a.key: a.label for a in GAME.legal_actions(state)}
    top = GAME.local[state.stacks[0][0][0][-1]].name  # United States' stack 1
    assert labels["use 1"] == f"Use {top} (stack 1)"
    assert labels["play us-rooftop-solar on 1"] == f"Start Rooftop Solar on stack 1, covering {top}"
    assert labels["tuck us-rooftop-solar under 1"] == f"Tuck Rooftop Solar behind stack 1 ({top})"
    # Every action on a stack names its card; none reads as the stack's number alone.
    for action in GAME.candidate_actions(state):
        if action.key.startswith("use "):
            number = int(action.key.split()[1])
            name = GAME.local[state.stacks[0][number - 1][0][-1]].name
            assert name in action.label, action
        assert "on top of stack" not in action.label


def test_daybreak_local_action_the_label_follows_the_card_now_on_top():
    state = give(at_local(), 0, "us-rooftop-solar")
    after = apply(state, "play us-rooftop-solar on 1").state
    use = next(a for a in GAME.legal_actions(after) if a.key == "use 1")
    assert use.label == "Use Rooftop Solar (stack 1)"
    # The refused use of a spent stack (offered with its reason) names the card too.
    spent = apply(after, "use 1").state
    refused = next(a for a in GAME.candidate_actions(spent) if a.key == "use 1")
    assert GAME.why_illegal(spent, refused) is not None
    assert refused.label == "Use Rooftop Solar (stack 1)"


def test_daybreak_description_holds_every_part_of_the_position():
    state = replace(
        give(at_local(), 1, "us-rooftop-solar"),
        tokens=(2, 0, 0, 0, 0, 0),
        crises=(code("heatwave"),),
        crisis_tucks=((code("us-bike-lanes"),),),
        facedown=1,
        therm=7,
    )
    shown = render(GAME.describe(state))
    # The thermometer's open row, space by space (five cubes to a space).
    assert "7 cubes in the open row (space by space: 5, 2, 0, 0)" in shown
    # Every Planetary Effects track: its die face, length, tipping points and token.
    for track in GAME.world.tracks:
        assert f"{track.name} (die face {track.face}, {track.length} spaces" in shown
    weather = GAME.world.tracks[0]
    assert f"{weather.name} (die face 1" in shown and "token on space 2" in shown
    assert shown.count("no token on it yet") == 5
    # The crisis with its tucked card, and the crisis pile.
    assert "Heatwave with 1 tucked behind it" in shown
    assert f"1 face down; {len(state.crisis_deck)} cards in the crisis deck" in shown
    # Each power: its whole hand by name, and each stack's top card and its figures (the
    # board's "played / tucked" tab and uses).
    for seat in range(state.players):
        for card in state.hands[seat]:
            assert GAME.local[card].name in shown
        for i, (cards, tucked) in enumerate(state.stacks[seat]):
            top = GAME.local[cards[-1]]
            assert (
                f"stack {i + 1} topped by {top.name} ({len(cards)} card"
                f"{'' if len(cards) == 1 else 's'} played, {len(tucked)} tucked, used "
            ) in shown
    assert "Europe:" in shown and "Rooftop Solar" in shown.split("Europe:")[1]
    assert "Emissions (industry 3, transport 5, buildings 2, agriculture 1)" in shown
    assert "Global Projects: " in shown and "unlocks at 0/" in shown
    assert "No Emissions stage yet this game." in shown


def test_daybreak_description_says_where_this_rounds_carbon_went():
    state = at_local()
    after = apply(only_local(state), "done").state
    shown = render(GAME.describe(after))
    cubes = after.tally[: after.players]
    assert f"This round's carbon: United States +{cubes[0]}" in shown
    assert f"Trees, Oceans and DAC took {after.tally[after.players]}" in shown
    assert f"{after.tally[after.players + 2]} went onto the thermometer" in shown


def test_daybreak_description_names_the_projects_on_offer():
    state = GAME.setup(2, seed=1)
    while state.task[0] != "keep":
        state = apply(state, GAME.sample_chance(state).key).state
    shown = render(GAME.describe(state))
    names = ", ".join(GAME.globals[c].name for c in state.offer)
    assert f"On offer to the team: {names}." in shown
