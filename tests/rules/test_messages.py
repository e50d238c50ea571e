"""Messages in several languages: rendering, secrets redacted by structure, catalogue checks."""

from __future__ import annotations

import pytest

from rules.core.errors import DataError
from rules.core.messages import Catalogue, Msg, Secret, redact


@pytest.fixture
def catalogue(tmp_path):
    (tmp_path / "en.ftl").write_text(
        "drew = { $who } draws { $card }.\n"
        "a-card = a card\n"
        "card-7 = the 7\n"
        "points = { $n ->\n  [one] one point\n *[other] { $n } points\n}\n"
        "team = { $names } win together.\n"
        "list-and = { $head } and { $last }\n",
        encoding="utf-8",
    )
    (tmp_path / "pt.ftl").write_text(
        "drew = { $who } compra { $card }.\n"
        "a-card = uma carta\n"
        "card-7 = o 7\n"
        "points = { $n ->\n  [one] um ponto\n *[other] { $n } pontos\n}\n"
        "team = { $names } vencem juntos.\n"
        "list-and = { $head } e { $last }\n",
        encoding="utf-8",
    )
    return Catalogue([tmp_path], ("en", "pt"))


def test_a_message_renders_in_each_language_with_its_parameters(catalogue):
    drew = Msg("drew", who="Ana", card=Msg("card-7"))
    assert catalogue.render(drew, "en") == "Ana draws the 7."
    assert catalogue.render(drew, "pt") == "Ana compra o 7."
    assert catalogue.render(Msg("points", n=1), "pt") == "um ponto"
    assert catalogue.render(Msg("points", n=1200), "pt") == "1.200 pontos"
    assert catalogue.render(Msg("team", names=("Ana", "Bia", "Caio")), "pt") == (
        "Ana, Bia e Caio vencem juntos."
    )


def test_a_secret_is_redacted_for_the_seats_that_may_not_see_it(catalogue):
    card = Secret(Msg("card-7"), frozenset({0}), Msg("a-card"))
    drew = Msg("drew", who="Ana", card=card)
    assert catalogue.render(drew, "en") == "Ana draws the 7."  # the teacher sees all
    assert catalogue.render(redact(drew, 0), "en") == "Ana draws the 7."
    assert catalogue.render(redact(drew, 1), "en") == "Ana draws a card."
    assert catalogue.render(redact(drew, 1), "pt") == "Ana compra uma carta."
    assert redact(drew, 1) == Msg("drew", who="Ana", card=Msg("a-card"))


def test_messages_are_values(catalogue):
    assert Msg("drew", who="Ana", card="x") == Msg("drew", card="x", who="Ana")
    assert len({Msg("a-card"), Msg("a-card")}) == 1


def test_an_unknown_message_or_language_is_an_error(catalogue):
    with pytest.raises(KeyError, match="no message 'nope'"):
        catalogue.render(Msg("nope"), "en")
    with pytest.raises(ValueError, match="speaks en, pt"):
        catalogue.render(Msg("a-card"), "de")


def test_the_check_finds_a_message_missing_in_a_language_or_with_other_parameters(tmp_path):
    (tmp_path / "en.ftl").write_text("a = { $x } and { $y }\nb = only here\nc = fine\n")
    (tmp_path / "pt.ftl").write_text("a = { $x }\nc = tudo bem\n")
    problems = Catalogue([tmp_path], ("en", "pt")).problems()
    assert problems == [
        "a: different parameters (en: ['x', 'y']; pt: ['x'])",
        "b: missing in pt",
    ]


def test_a_broken_catalogue_is_refused_naming_the_file(tmp_path):
    (tmp_path / "en.ftl").write_text("a = fine\nthis is { not fluent\n")
    with pytest.raises(DataError, match=r"en\.ftl"):
        Catalogue([tmp_path], ("en",)).problems()


def test_the_shared_core_messages_agree_in_every_language():
    from rules.core.messages import CORE_MESSAGES

    assert Catalogue([CORE_MESSAGES], ("en", "pt")).problems() == []


def test_steps_refusals_and_labels_render_their_messages_in_the_readers_language(tmp_path):
    from rules.core.messages import MESSAGES
    from rules.core.types import Action, Ruling, Step

    (tmp_path / "en.ftl").write_text("toy-moved = { $who } moves.\ntoy-stay = Stay\n")
    (tmp_path / "pt.ftl").write_text("toy-moved = { $who } se move.\ntoy-stay = Ficar\n")
    MESSAGES.add(tmp_path)
    step = Step("toy.move", Msg("toy-moved", who="Ana"), (), None)
    assert step.text == "Ana moves." and step.render("pt") == "Ana se move."
    assert Ruling("toy.move", Msg("toy-moved", who="Bia")).render("pt") == "Bia se move."
    action = Action("stay", Msg("toy-stay"), "stay")
    assert action.label == "Stay" and action.render("pt") == "Ficar"
    assert Step("toy.move", "plain text", (), None).render("pt") == "plain text"


# ----- texts longer than one Fluent placeable may hold (issue 43) -----------------------------
# fluent.runtime refuses to insert a value longer than MAX_PART_LENGTH characters; a board's
# whole description outgrew it in ordinary play (Vrienden, 4 players) and every redraw failed.


def test_a_text_longer_than_fluents_placeable_limit_renders_whole(catalogue):
    from fluent.runtime.resolver import MAX_PART_LENGTH

    long_name = "Ana " * (MAX_PART_LENGTH // 2)  # twice the limit
    drew = Msg("drew", who=long_name, card=Msg("card-7"))
    assert catalogue.render(drew, "en") == f"{long_name} draws the 7."
    assert catalogue.render(drew, "pt") == f"{long_name} compra o 7."


def test_a_message_or_list_rendering_longer_than_the_limit_nests_whole(catalogue):
    from fluent.runtime.resolver import MAX_PART_LENGTH

    names = tuple(f"Player {n}" for n in range(MAX_PART_LENGTH // 4))
    team = catalogue.render(Msg("team", names=names), "en")
    assert team == ", ".join(names[:-1]) + f" and {names[-1]} win together."
    # A sentence holding that sentence, and the same long text twice in one message.
    inner = Msg("team", names=names)
    assert catalogue.render(Msg("drew", who=inner, card=inner), "en") == f"{team} draws {team}."
    # In Portuguese too, where the list's own words differ.
    time = catalogue.render(inner, "pt")
    assert time == ", ".join(names[:-1]) + f" e {names[-1]} vencem juntos."
    assert catalogue.render(Msg("list-and", head=time, last=time), "pt") == f"{time} e {time}"


def test_a_long_text_that_holds_marker_like_characters_is_spliced_unchanged(catalogue):
    # The splice marks with characters of Unicode's private use area: a text that happens to
    # hold some must come out as it went in, and the other parameters too.
    from fluent.runtime.resolver import MAX_PART_LENGTH

    odd = "\ue0000\ue001 \ue0001\ue001 " * (MAX_PART_LENGTH // 4)
    short = "\ue0002\ue001"
    assert len(odd) > MAX_PART_LENGTH
    assert catalogue.render(Msg("drew", who=odd, card=short), "en") == f"{odd} draws {short}."


def test_a_short_text_still_chooses_its_variant(catalogue, tmp_path):
    # Only texts over the limit are set aside: a selector on a parameter keeps its value.
    folder = tmp_path / "select"
    folder.mkdir()
    (folder / "en.ftl").write_text(
        "kind = { $kind ->\n  [ghost] A ghost: { $text }\n *[other] Something: { $text }\n}\n"
    )
    select = Catalogue([folder], ("en",))
    assert select.render(Msg("kind", kind="ghost", text="boo" * 2000), "en") == (
        "A ghost: " + "boo" * 2000
    )


def test_a_sentence_read_again_reads_the_same_and_other_parameters_read_anew(catalogue):
    # Formatted sentences are kept for the next redraw: the key must hold every parameter.
    for _ in range(2):
        assert catalogue.render(Msg("points", n=1), "en") == "one point"
        assert catalogue.render(Msg("points", n=3), "en") == "3 points"
        assert catalogue.render(Msg("points", n="1"), "en") == "1 points"  # text, no plural
        assert catalogue.render(Msg("points", n=3), "pt") == "3 pontos"
    with pytest.raises(TypeError, match="a message parameter"):
        catalogue.render(Msg("points", n=True), "en")  # equal to 1, still refused
    # A sentence is kept under its message: nested, a parameter of another type is another
    # message, read anew.
    kept = Msg("drew", who="Ana", card=Msg("points", n=1))
    assert catalogue.render(kept, "en") == "Ana draws one point."
    with pytest.raises(TypeError, match="a message parameter"):
        catalogue.render(Msg("drew", who="Ana", card=Msg("points", n=True)), "en")
    assert Msg("points", n=1) != Msg("points", n=1.0) != Msg("points", n=True)
    assert Msg("points", n=(1, 2)) != Msg("points", n=(1, 2.0))
    assert Msg("points", n=Msg("a-card")) == Msg("points", n=Msg("a-card"))


def test_a_catalogue_that_takes_in_more_messages_reads_them(catalogue, tmp_path):
    assert catalogue.render(Msg("a-card"), "en") == "a card"
    more = tmp_path / "more"
    more.mkdir()
    (more / "en.ftl").write_text("joker = the joker\n")
    (more / "pt.ftl").write_text("joker = o curinga\n")
    catalogue.add(more)
    assert catalogue.render(Msg("drew", who="Ana", card=Msg("joker")), "pt") == (
        "Ana compra o curinga."
    )
