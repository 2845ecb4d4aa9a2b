#!/bin/sh
# Whole Swiss tournaments paired round by round by bbpPairings (the FIDE-endorsed Dutch engine),
# made by its random tournament generator: forfeits, half-point byes, absences and withdrawals as
# it draws them. The audit must read every round of these as "as the Dutch system pairs".
# Usage: sh make_bbp.sh PATH/TO/bbpPairings.exe   (run from this folder; the seeds fix the files)
set -e
BBP=${1:?give the path of bbpPairings.exe}
make() {  # name players rounds seed
    printf 'PlayersNumber=%s\nRoundsNumber=%s\nForfeitRate=15\nRetiredRate=30\nHalfPointByeRate=15\n' "$2" "$3" > "$1.cfg"
    "$BBP" --dutch -g "$1.cfg" -o "$1.trf" -s "$4" > /dev/null
    rm "$1.cfg"
}
make bbp_12_5 12 5 1
make bbp_21_7 21 7 101
make bbp_30_7 30 7 2
make bbp_45_9 45 9 3
# Six players, five rounds: every pair meets once, as in a round robin, yet paired by the Dutch system.
printf 'PlayersNumber=6\nRoundsNumber=5\n' > bbp_6_5.cfg
"$BBP" --dutch -g bbp_6_5.cfg -o bbp_6_5.trf -s 4 > /dev/null
rm bbp_6_5.cfg
