"""``elodesk pair``: a tournament file in, the next round out in the engines' format; exit 2 on bad input."""

from __future__ import annotations

from elodesk.cli import main
from tests.pairing.lines import player

ROUND_TWO = "\n".join([
    "012 Club", "XXR 3", "XXC white1",
    player(1, "1.0", "   3 w 1"),
    player(2, "1.0", "   4 b 1"),
    player(3, "0.0", "   1 b 0"),
    player(4, "0.0", "   2 w 0"),
    player(5, "0.0", "0000 - Z"),
])


def test_the_dutch_pairing_is_written_to_the_output_file(tmp_path, capsys):
    source = tmp_path / "round2.trf"
    source.write_text(ROUND_TWO)
    out = tmp_path / "round2.txt"
    assert main(["pair", "--system", "dutch", str(source), "-o", str(out)]) == 0
    assert out.read_text() == "3\n2 1\n3 5\n4 0\n"  # bbpPairings' own answer (C9: the bye to 4, not absent 5)
    assert capsys.readouterr().err == ""


def test_a_round_robin_round_is_the_berger_table_and_can_go_to_standard_output(tmp_path, capsys):
    source = tmp_path / "round2.trf"
    source.write_text(ROUND_TWO)
    assert main(["pair", "--system", "berger", str(source), "-o", "-"]) == 0
    assert capsys.readouterr().out == "3\n5 3\n1 2\n4 0\n"  # 6-4 5-3 1-2 with 6 the bye's dummy


def test_bad_input_exits_2_with_one_line_naming_the_file(tmp_path, capsys):
    source = tmp_path / "broken.trf"
    source.write_text("012 nothing here\n")
    assert main(["--lang", "en", "pair", "--system", "dutch", str(source), "-o", str(tmp_path / "out.txt")]) == 2
    assert capsys.readouterr().err == f"{source}: no player line (001): this is not a tournament file\n"
    assert not (tmp_path / "out.txt").exists()


def test_a_round_that_cannot_be_paired_exits_2_and_says_why(tmp_path, capsys):
    source = tmp_path / "met.trf"
    source.write_text("\n".join(["XXR 3", "XXC white1", player(1, "1.0", "   2 w 1"), player(2, "0.0", "   1 b 0")]))
    assert main(["--lang", "en", "pair", "--system", "dutch", str(source), "-o", str(tmp_path / "o.txt")]) == 2
    assert "no pairing satisfies the absolute criteria" in capsys.readouterr().err


def test_a_lone_player_with_a_bye_already_is_refused_in_the_users_language(tmp_path, capsys):
    source = tmp_path / "lone.trf"
    source.write_text("\n".join(["XXR 3", "XXC white1", player(1, "1.0", "   2 w 1", "0000 - Z"),
                                 player(2, "0.0", "   1 b 0", "0000 - Z"), player(3, "1.0", "0000 - U")]))
    out = tmp_path / "o.txt"
    assert main(["--lang", "fr", "pair", "--system", "dutch", str(source), "-o", str(out)]) == 2
    assert capsys.readouterr().err == (f"{source}: le joueur 3 est le seul à apparier et ne peut pas recevoir le bye : "
                                       "il a déjà eu un bye ou une victoire sans jouer (C2)\n")
    assert not out.exists()


def test_a_field_too_large_to_pair_exits_2_with_the_stated_size(tmp_path, capsys):
    source = tmp_path / "huge.trf"
    source.write_text("\n".join(["XXR 9", "XXC white1", *(player(n, "0.0") for n in range(1, 3002))]))
    out = tmp_path / "o.txt"
    assert main(["--lang", "en", "pair", "--system", "dutch", str(source), "-o", str(out)]) == 2
    assert capsys.readouterr().err == (f"{source}: 3001 players to pair: the Dutch pairing handles at most 3000 "
                                       "players in one round (its memory grows with the square of the field)\n")
    assert not out.exists()


def test_a_file_without_xxr_is_paired_with_rounds_given_and_refused_saying_how_without(tmp_path, capsys):
    source = tmp_path / "no_xxr.trf"
    source.write_text(ROUND_TWO.replace("XXR 3\n", ""))
    out = tmp_path / "round2.txt"
    assert main(["--lang", "fr", "pair", "--system", "dutch", str(source), "-o", str(out)]) == 2
    assert "--rounds" in capsys.readouterr().err
    assert main(["pair", "--system", "dutch", str(source), "--rounds", "3", "-o", str(out)]) == 0
    assert out.read_text() == "3\n2 1\n3 5\n4 0\n"  # as with XXR 3 in the file


def test_rounds_given_add_a_round_to_a_finished_file(tmp_path, capsys):
    source = tmp_path / "done.trf"
    source.write_text(ROUND_TWO.replace("XXR 3", "XXR 1"))
    out = tmp_path / "round2.txt"
    assert main(["--lang", "en", "pair", "--system", "dutch", str(source), "-o", str(out)]) == 2
    assert "all 1 rounds are already paired" in capsys.readouterr().err
    assert main(["pair", "--system", "dutch", str(source), "--rounds", "2", "-o", str(out)]) == 0
    assert out.read_text().startswith("3\n")
