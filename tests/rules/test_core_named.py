"""``messages.named``: names with their messages by one naming rule, written once (issue 45:
seven engines each wrote their kinds of action as a dict of messages, by hand or by a
comprehension)."""

import rules
from rules.core.messages import Msg, named, render


def test_each_name_gets_its_message_in_the_order_given():
    kinds = named("oasis-kind-", ("pay", "draw"))
    assert list(kinds) == ["pay", "draw"]
    assert kinds["pay"] == Msg("oasis-kind-pay")


def test_every_games_kinds_of_action_read_in_each_of_its_languages():
    for game in map(rules.load_game, rules.available_games()):
        for kind, message in game.action_kinds.items():
            assert message.id.endswith("kind-" + kind), (game.info.slug, kind)
            for language in game.info.languages:
                text = render(message, language)
                assert text and text != message.id, (game.info.slug, kind, language)
