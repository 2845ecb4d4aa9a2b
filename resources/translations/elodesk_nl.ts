<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
    <context>
        <name>BattleDialog</name>
        <message>
            <source>Battle — {event}</source>
            <translation>Veldslag — {event}</translation>
        </message>
        <message>
            <source>New battle — {event}</source>
            <translation>Nieuwe veldslag — {event}</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde:</translation>
        </message>
        <message>
            <source>&amp;Date:</source>
            <translation>&amp;Datum:</translation>
        </message>
        <message>
            <source>&amp;Scenario:</source>
            <translation>&amp;Scenario:</translation>
        </message>
        <message>
            <source>&amp;Notes:</source>
            <translation>&amp;Notities:</translation>
        </message>
        <message>
            <source>Side A</source>
            <translation>Zijde A</translation>
        </message>
        <message>
            <source>Side B</source>
            <translation>Zijde B</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Side {side} needs a general.</source>
            <translation>Zijde {side} heeft een generaal nodig.</translation>
        </message>
        <message>
            <source>{name} is named twice on side {side}.</source>
            <translation>{name} staat twee keer bij zijde {side}.</translation>
        </message>
        <message>
            <source>{name} cannot fight on both sides.</source>
            <translation>{name} kan niet aan beide zijden vechten.</translation>
        </message>
        <message>
            <source>Choose the result.</source>
            <translation>Kies de uitslag.</translation>
        </message>
    </context>
    <context>
        <name>BattlesModel</name>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Side A</source>
            <translation>Zijde A</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Side B</source>
            <translation>Zijde B</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
    </context>
    <context>
        <name>Checks</name>
        <message>
            <source>Probable duplicate: {name} (players {players}).</source>
            <translation>Waarschijnlijk dubbel: {name} (spelers {players}).</translation>
        </message>
        <message>
            <source>{event}, round {round}: {name} had a bye ({kind}), not rated.</source>
            <translation>{event}, ronde {round}: {name} had een bye ({kind}), niet gerated.</translation>
        </message>
        <message>
            <source>{event}, round {round}: {white} – {black} {result} (forfeit, not rated).</source>
            <translation>{event}, ronde {round}: {white} – {black} {result} (forfait, niet gerated).</translation>
        </message>
        <message>
            <source>{event}: ended {end}, received {received} — after the 30-day limit ({deadline}).</source>
            <translation>{event}: geëindigd op {end}, ontvangen op {received} — na de termijn van 30 dagen ({deadline}).</translation>
        </message>
        <message>
            <source>{event}: game {game} (round {round}) of {date} lies outside the period {start} – {end}.</source>
            <translation>{event}: partij {game} (ronde {round}) van {date} valt buiten de periode {start} – {end}.</translation>
        </message>
        <message>
            <source>{event}: the file contradicts itself: {text}</source>
            <translation>{event}: het bestand spreekt zichzelf tegen: {text}</translation>
        </message>
        <message>
            <source>{event}: {name} (player {player}) has a malformed {id_kind}: "{value}".</source>
            <translation>{event}: {name} (speler {player}) heeft een verkeerd gevormde {id_kind}: ‘{value}’.</translation>
        </message>
        <message>
            <source>{event}: {name} (player {player}) has no federation id ({id_kind}).</source>
            <translation>{event}: {name} (speler {player}) heeft geen federatie-id ({id_kind}).</translation>
        </message>
    </context>
    <context>
        <name>ChessPairingsModel</name>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Bord</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Wit</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Zwart</translation>
        </message>
        <message>
            <source>White wins by forfeit</source>
            <translation>Wit wint door forfait</translation>
        </message>
        <message>
            <source>Black wins by forfeit</source>
            <translation>Zwart wint door forfait</translation>
        </message>
        <message>
            <source>Double forfeit</source>
            <translation>Dubbel forfait</translation>
        </message>
    </context>
    <context>
        <name>ChessStandingsModel</name>
        <message>
            <source>Rank</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>R{n}</source>
            <translation>R{n}</translation>
        </message>
        <message>
            <source>Result in this round: + win, = draw, - loss, then the opponent's rank; F forfeit</source>
            <translation>Uitslag in deze ronde: + winst, = remise, - verlies, dan de plaats van de tegenstander; F forfait</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Players whose record changed since this run (a list imported, a record edited) keep it as it is: {count}.</source>
            <translation>Spelers van wie de fiche sinds deze berekening veranderde (een ingelezen lijst, een bewerkte fiche) houden die zoals ze is: {count}.</translation>
        </message>
        <message>
            <source>{system}, {start} – {end}</source>
            <translation>{system}, {start} – {end}</translation>
        </message>
        <message>
            <source>{system}, event {event} "{name}"</source>
            <translation>{system}, evenement {event} "{name}"</translation>
        </message>
        <message>
            <source>{system}, year-end inactivity {year}</source>
            <translation>{system}, inactiviteit bij het jaareinde {year}</translation>
        </message>
        <message>
            <source>{system}, 2024 uplift</source>
            <translation>{system}, verhoging van 2024</translation>
        </message>
        <message>
            <source>  filled in: {name} ({fields})</source>
            <translation>  aangevuld: {name} ({fields})</translation>
        </message>
        <message>
            <source>  matched by name only: {name} → player {id}</source>
            <translation>  alleen op naam herkend: {name} → speler {id}</translation>
        </message>
        <message>
            <source>  new: {name}</source>
            <translation>  nieuw: {name}</translation>
        </message>
        <message>
            <source>  warning: {text}</source>
            <translation>  let op: {text}</translation>
        </message>
        <message>
            <source>  … and {count} more lines (--verbose to see them all)</source>
            <translation>  … en nog {count} regels (--verbose om alles te zien)</translation>
        </message>
        <message>
            <source>Applied: {what} (run {run}); {players} players' ratings changed, {states} players' records written. Backup taken first: {backup}.</source>
            <translation>Toegepast: {what} (berekening {run}); rating gewijzigd voor {players} spelers, fiches geschreven voor {states} spelers. Eerst een back-up gemaakt: {backup}.</translation>
        </message>
        <message>
            <source>Blitz event: its players are at their blitz rating; {system} rates standard games only.</source>
            <translation>Blitztoernooi: de spelers staan op hun blitzrating; {system} rekent alleen partijen met lange bedenktijd mee.</translation>
        </message>
        <message>
            <source>Demo club created in {db}: {players} players, {events} events, {chess_games} chess games, {battles} battles, {diplomacy_games} Diplomacy games.</source>
            <translation>Demonstratieclub aangemaakt in {db}: {players} spelers, {events} evenementen, {chess_games} schaakpartijen, {battles} veldslagen, {diplomacy_games} Diplomacy-partijen.</translation>
        </message>
        <message>
            <source>Dry run, nothing written. {file} ({format}, {system}) would give: {games} games, {forfeits} forfeits, {byes} byes; players: {matched} matched, {created} to create.</source>
            <translation>Proefdraai, er wordt niets geschreven. {file} ({format}, {system}) zou geven: {games} partijen, {forfeits} forfaits, {byes} byes; spelers: {matched} herkend, {created} aan te maken.</translation>
        </message>
        <message>
            <source>Event {event} "{name}" changed: {changes}.</source>
            <translation>Evenement {event} ‘{name}’ gewijzigd: {changes}.</translation>
        </message>
        <message>
            <source>Event {event} "{name}" deleted with {players} entries and {games} games; the players stay in the club. Backup taken first: {backup}.</source>
            <translation>Evenement {event} ‘{name}’ verwijderd met {players} inschrijvingen en {games} partijen; de spelers blijven in de club. Eerst een back-up gemaakt: {backup}.</translation>
        </message>
        <message>
            <source>Event {event} "{name}": nothing to change.</source>
            <translation>Evenement {event} ‘{name}’: niets te wijzigen.</translation>
        </message>
        <message>
            <source>No problem found.</source>
            <translation>Geen probleem gevonden.</translation>
        </message>
        <message>
            <source>Preview {what} — nothing written. Players: {count}.</source>
            <translation>Voorbeeld {what} — er wordt niets geschreven. Spelers: {count}.</translation>
        </message>
        <message>
            <source>Rapid event: its players are at their rapid rating; {system} rates standard games only.</source>
            <translation>Rapidtoernooi: de spelers staan op hun rapidrating; {system} rekent alleen partijen met lange bedenktijd mee.</translation>
        </message>
        <message>
            <source>System {system}: a Belgian submission file.</source>
            <translation>Systeem {system}: een Belgisch indieningsbestand.</translation>
        </message>
        <message>
            <source>System {system}: a Papi file naming no federation (the FFE's program).</source>
            <translation>Systeem {system}: een Papi-bestand zonder federatie (het programma van de FFE).</translation>
        </message>
        <message>
            <source>System {system}: chosen by you (--system).</source>
            <translation>Systeem {system}: door u gekozen (--system).</translation>
        </message>
        <message>
            <source>System {system}: the file names no federation; the club's default.</source>
            <translation>Systeem {system}: het bestand noemt geen federatie; standaardsysteem van de club.</translation>
        </message>
        <message>
            <source>System {system}: the tournament's federation is {federation}, neither Belgium nor France, so FIDE rates it (--system to choose another).</source>
            <translation>Systeem {system}: de federatie van het toernooi is {federation}, België noch Frankrijk; de FIDE verwerkt het (--system om een ander te kiezen).</translation>
        </message>
        <message>
            <source>System {system}: the tournament's federation is {federation}.</source>
            <translation>Systeem {system}: de federatie van het toernooi is {federation}.</translation>
        </message>
        <message>
            <source>The demo club is already in {db}.</source>
            <translation>De demonstratieclub staat al in {db}.</translation>
        </message>
        <message>
            <source>Undone: {what} (run {run}); {players} players' ratings restored, {states} players' records restored.</source>
            <translation>Ongedaan gemaakt: {what} (berekening {run}); rating hersteld voor {players} spelers, fiches hersteld voor {states} spelers.</translation>
        </message>
        <message>
            <source>Written: {file}</source>
            <translation>Geschreven: {file}</translation>
        </message>
        <message>
            <source>arbiter</source>
            <translation>arbiter</translation>
        </message>
        <message>
            <source>change</source>
            <translation>verschil</translation>
        </message>
        <message>
            <source>club</source>
            <translation>club</translation>
        </message>
        <message>
            <source>end</source>
            <translation>einde</translation>
        </message>
        <message>
            <source>games</source>
            <translation>partijen</translation>
        </message>
        <message>
            <source>grade</source>
            <translation>graad</translation>
        </message>
        <message>
            <source>id</source>
            <translation>nr.</translation>
        </message>
        <message>
            <source>name</source>
            <translation>naam</translation>
        </message>
        <message>
            <source>new</source>
            <translation>nieuw</translation>
        </message>
        <message>
            <source>old</source>
            <translation>oud</translation>
        </message>
        <message>
            <source>place</source>
            <translation>plaats</translation>
        </message>
        <message>
            <source>players</source>
            <translation>spelers</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>rang</translation>
        </message>
        <message>
            <source>rate</source>
            <translation>tempo</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>rating</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>ronden</translation>
        </message>
        <message>
            <source>start</source>
            <translation>begin</translation>
        </message>
        <message>
            <source>status</source>
            <translation>status</translation>
        </message>
        <message>
            <source>system</source>
            <translation>systeem</translation>
        </message>
        <message>
            <source>{count} pictures written to {folder}.</source>
            <translation>{count} afbeeldingen geschreven in {folder}.</translation>
        </message>
        <message>
            <source>{count} point(s) to look at:</source>
            <translation>{count} punt(en) na te kijken:</translation>
        </message>
        <message>
            <source>{field}: {before} → {after}</source>
            <translation>{field}: {before} → {after}</translation>
        </message>
        <message>
            <source>{file} ({format}) imported: {players} players, {ratings_set} ratings updated.</source>
            <translation>{file} ({format}) geïmporteerd: {players} spelers, {ratings_set} ratings bijgewerkt.</translation>
        </message>
        <message>
            <source>{file} ({format}, {system}) imported: event {event_id} "{event_name}", {games} games, {forfeits} forfeits, {byes} byes; players: {matched} matched, {created} created.</source>
            <translation>{file} ({format}, {system}) geïmporteerd: evenement {event_id} ‘{event_name}’, {games} partijen, {forfeits} forfaits, {byes} byes; spelers: {matched} herkend, {created} aangemaakt.</translation>
        </message>
        <message>
            <source>Tie-breaks by FIDE's regulations (C.07), {edition} edition:</source>
            <translation>Tiebreaks volgens het FIDE-reglement (C.07), editie {edition}:</translation>
        </message>
        <message>
            <source>{tiebreak} left out: the {edition} edition does not allow Buchholz in a round robin.</source>
            <translation>{tiebreak} weggelaten: de editie {edition} staat Buchholz niet toe in een gesloten toernooi.</translation>
        </message>
        <message>
            <source>Rated by: {systems}.</source>
            <translation>Gequoteerd door: {systems}.</translation>
        </message>
        <message>
            <source>{system} ({reason})</source>
            <translation>{system} ({reason})</translation>
        </message>
        <message>
            <source>a Belgian submission file</source>
            <translation>een Belgisch verzendbestand</translation>
        </message>
        <message>
            <source>the tournament's federation is {federation}</source>
            <translation>de federatie van het toernooi is {federation}</translation>
        </message>
        <message>
            <source>a Papi file, the French federation's program</source>
            <translation>een Papi-bestand, het programma van de Franse federatie</translation>
        </message>
        <message>
            <source>the club's default chess system</source>
            <translation>het standaard schaaksysteem van de club</translation>
        </message>
        <message>
            <source>your choice</source>
            <translation>uw keuze</translation>
        </message>
        <message>
            <source>a FIDE tournament report</source>
            <translation>een FIDE-toernooirapport</translation>
        </message>
        <message>
            <source>Papi: players with a FIDE rating</source>
            <translation>Papi: spelers met een FIDE-rating</translation>
        </message>
        <message>
            <source>rated by</source>
            <translation>gequoteerd door</translation>
        </message>
        <message>
            <source>System {system}: the file names no federation; its players carry that federation's ratings.</source>
            <translation>Systeem {system}: het bestand noemt geen federatie; de spelers hebben de ratings van die federatie.</translation>
        </message>
        <message>
            <source>the players carry its ratings</source>
            <translation>de spelers hebben er ratings van</translation>
        </message>
        <message>
            <source>activity</source>
            <translation>activiteit</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactief</translation>
        </message>
        <message>
            <source>{file} ({format}): {event}, {start} – {end}, {players} players, {rounds} rounds.</source>
            <translation>{file} ({format}): {event}, {start} – {end}, {players} spelers, {rounds} ronden.</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronde {round}</translation>
        </message>
        <message>
            <source>board {board}</source>
            <translation>bord {board}</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>regel {line}</translation>
        </message>
        <message>
            <source>System {system}: the file names no federation; most of its players are of {federation}.</source>
            <translation>Systeem {system}: het bestand noemt geen federatie; de meeste spelers zijn van {federation}.</translation>
        </message>
        <message>
            <source>most players are of {federation}</source>
            <translation>de meeste spelers zijn van {federation}</translation>
        </message>
    </context>
    <context>
        <name>Commands</name>
        <message>
            <source>Result {white} – {black}: {result}</source>
            <translation>Uitslag {white} – {black}: {result}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>geen</translation>
        </message>
        <message>
            <source>Pairing {white} – {black}</source>
            <translation>Paring {white} – {black}</translation>
        </message>
        <message>
            <source>Delete the pairing {white} – {black}</source>
            <translation>Paring {white} – {black} verwijderen</translation>
        </message>
        <message>
            <source>Battle of round {round}</source>
            <translation>Veldslag van ronde {round}</translation>
        </message>
        <message>
            <source>New battle in round {round}</source>
            <translation>Nieuwe veldslag in ronde {round}</translation>
        </message>
        <message>
            <source>Delete a battle of round {round}</source>
            <translation>Een veldslag van ronde {round} verwijderen</translation>
        </message>
        <message>
            <source>Diplomacy game {game}</source>
            <translation>Diplomacy-partij {game}</translation>
        </message>
        <message>
            <source>New Diplomacy game {game}</source>
            <translation>Nieuwe Diplomacy-partij {game}</translation>
        </message>
        <message>
            <source>Delete the Diplomacy game {game}</source>
            <translation>Diplomacy-partij {game} verwijderen</translation>
        </message>
        <message>
            <source>New event {name}</source>
            <translation>Nieuw evenement {name}</translation>
        </message>
        <message>
            <source>Edit the event {name}</source>
            <translation>Evenement {name} wijzigen</translation>
        </message>
        <message>
            <source>Delete the event {name}</source>
            <translation>Evenement {name} verwijderen</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Ronde {round} indelen</translation>
        </message>
    </context>
    <context>
        <name>ConversionsDialog</name>
        <message>
            <source>French rating conversions</source>
            <translation>Omrekening van Franse ratings</translation>
        </message>
        <message>
            <source>&amp;Elo</source>
            <translation>&amp;Elo</translation>
        </message>
        <message>
            <source>&amp;INGO (former German rating)</source>
            <translation>&amp;INGO (vroegere Duitse rating)</translation>
        </message>
        <message>
            <source>&amp;Bridier (former French rating)</source>
            <translation>&amp;Bridier (vroegere Franse rating)</translation>
        </message>
        <message>
            <source>B&amp;CR (British Chess Rating)</source>
            <translation>B&amp;CR (British Chess Rating)</translation>
        </message>
        <message>
            <source>&amp;Swiss rating (CS)</source>
            <translation>&amp;Zwitserse rating (CS)</translation>
        </message>
        <message>
            <source>Type a value on any scale: the others follow. The French federation's formulas:</source>
            <translation>Typ een waarde op eender welke schaal: de andere volgen. De formules van de Franse federatie:</translation>
        </message>
        <message>
            <source>Elo = 2842 − 8 × INGO = 3 × Bridier + 150 = 8 × BCR + 600 = 2 × CS + 1000</source>
            <translation>Elo = 2842 − 8 × INGO = 3 × Bridier + 150 = 8 × BCR + 600 = 2 × CS + 1000</translation>
        </message>
        <message>
            <source>Values are shown to two decimals. INGO runs the other way: the lower, the stronger.</source>
            <translation>De waarden worden met twee decimalen getoond. INGO loopt andersom: hoe lager, hoe sterker.</translation>
        </message>
    </context>
    <context>
        <name>DiplomacyBoardModel</name>
        <message>
            <source>Power</source>
            <translation>Mogendheid</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>Centres</source>
            <translation>Centra</translation>
        </message>
        <message>
            <source>Eliminated</source>
            <translation>Uitgeschakeld</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nieuw</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Verschil</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>uitgeschakeld</translation>
        </message>
    </context>
    <context>
        <name>DiplomacyGameDialog</name>
        <message>
            <source>Diplomacy game — {event}</source>
            <translation>Diplomacy-partij — {event}</translation>
        </message>
        <message>
            <source>Counts for Elo</source>
            <translation>Telt voor Elo</translation>
        </message>
        <message>
            <source>Excluded by the arbiter</source>
            <translation>Uitgesloten door de arbiter</translation>
        </message>
        <message>
            <source>Offer every club player (entered in the event with the game)</source>
            <translation>Alle clubspelers aanbieden (ingeschreven in het evenement met de partij)</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Partij:</translation>
        </message>
        <message>
            <source>&amp;First resolution:</source>
            <translation>&amp;Eerste resolutie:</translation>
        </message>
        <message>
            <source>Ma&amp;p:</source>
            <translation>&amp;Kaart:</translation>
        </message>
        <message>
            <source>&amp;Mode:</source>
            <translation>&amp;Modus:</translation>
        </message>
        <message>
            <source>&amp;Scoring:</source>
            <translation>&amp;Scoremethode:</translation>
        </message>
        <message>
            <source>S&amp;tate:</source>
            <translation>S&amp;tatus:</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Tafel</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Mogendheid</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Supply centres</source>
            <translation>Bevoorradingscentra</translation>
        </message>
        <message>
            <source>Eliminated</source>
            <translation>Uitgeschakeld</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>— not played —</source>
            <translation>— niet gespeeld —</translation>
        </message>
        <message>
            <source>Give the game a name.</source>
            <translation>Geef de partij een naam.</translation>
        </message>
        <message>
            <source>This event already has a game {game}.</source>
            <translation>Dit evenement heeft al een partij {game}.</translation>
        </message>
        <message>
            <source>{name} plays two powers.</source>
            <translation>{name} speelt twee mogendheden.</translation>
        </message>
        <message>
            <source>The powers hold {total} supply centres; the map has {centres}.</source>
            <translation>De mogendheden bezitten {total} bevoorradingscentra; de kaart heeft er {centres}.</translation>
        </message>
        <message>
            <source>Supply centres: {total} of {centres}. Powers not played: {missing}, so the game will not count for Elo.</source>
            <translation>Bevoorradingscentra: {total} van {centres}. Niet gespeelde mogendheden: {missing}, dus de partij telt niet voor Elo.</translation>
        </message>
        <message>
            <source>Supply centres: {total} of {centres}</source>
            <translation>Bevoorradingscentra: {total} van {centres}</translation>
        </message>
    </context>
    <context>
        <name>DiplomacyGamesModel</name>
        <message>
            <source>Game</source>
            <translation>Partij</translation>
        </message>
        <message>
            <source>First resolution</source>
            <translation>Eerste resolutie</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modus</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>Geteld</translation>
        </message>
        <message>
            <source>Whether the game moves Elo: used for Elo, finished, not excluded, every power played</source>
            <translation>Of de partij de Elo beïnvloedt: gebruikt voor Elo, beëindigd, niet uitgesloten, elke mogendheid gespeeld</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>only correspondence games (TimeControl of an hour or more a move): no over-the-board rating counts them</source>
            <translation>alleen correspondentiepartijen (TimeControl van een uur of meer per zet): geen rating aan het bord telt ze</translation>
        </message>
        <message>
            <source>correspondence games (TimeControl of an hour or more a move), lines {lines}: not imported, no over-the-board rating counts them</source>
            <translation>correspondentiepartijen (TimeControl van een uur of meer per zet), regels {lines}: niet ingelezen, geen rating aan het bord telt ze</translation>
        </message>
        <message>
            <source>"{name}" stands for the bye, not a player: left out</source>
            <translation>"{name}" staat voor de bye, niet voor een speler: weggelaten</translation>
        </message>
        <message>
            <source>"{name}" stands for the bye, not a player: left out, its {count} pairing(s) read as byes</source>
            <translation>"{name}" staat voor de bye, niet voor een speler: weggelaten, zijn {count} paring(en) gelezen als byes</translation>
        </message>
        <message>
            <source>"{raw}" in the FIDE-id field (columns 58-68) of 1 player line is no id: read as none</source>
            <translation>"{raw}" in het FIDE-id-veld (kolommen 58-68) van 1 spelersregel is geen id: gelezen als geen</translation>
        </message>
        <message>
            <source>"{raw}" in the FIDE-id field (columns 58-68) of {count} player lines is no id: read as none</source>
            <translation>"{raw}" in het FIDE-id-veld (kolommen 58-68) van {count} spelersregels is geen id: gelezen als geen</translation>
        </message>
        <message>
            <source>"{raw}" in the matricule field (columns 58-68) of 1 player line is no id: read as none</source>
            <translation>"{raw}" in het stamnummerveld (kolommen 58-68) van 1 spelersregel is geen id: gelezen als geen</translation>
        </message>
        <message>
            <source>"{raw}" in the matricule field (columns 58-68) of {count} player lines is no id: read as none</source>
            <translation>"{raw}" in het stamnummerveld (kolommen 58-68) van {count} spelersregels is geen id: gelezen als geen</translation>
        </message>
        <message>
            <source>"{text}" in columns 49-52 is no national rating: left out</source>
            <translation>"{text}" in kolommen 49-52 is geen nationale rating: weggelaten</translation>
        </message>
        <message>
            <source>"{text}" in columns 49-52 is no rating: left out</source>
            <translation>"{text}" in kolommen 49-52 is geen rating: weggelaten</translation>
        </message>
        <message>
            <source>"{text}" in columns 54-56 is no federation code: left out</source>
            <translation>"{text}" in kolommen 54-56 is geen federatiecode: weggelaten</translation>
        </message>
        <message>
            <source>"{text}" in columns 70-79 is no birth date (YYYY/MM/DD): left out</source>
            <translation>"{text}" in kolommen 70-79 is geen geboortedatum (JJJJ/MM/DD): weggelaten</translation>
        </message>
        <message>
            <source>--rate: expected standard, rapid or blitz, not {rate}</source>
            <translation>--rate: standard, rapid of blitz verwacht, niet {rate}</translation>
        </message>
        <message>
            <source>1 game no complete date (Date missing or with ??): left undated</source>
            <translation>1 partij zonder volledige datum (Date ontbreekt of met ??): zonder datum gelaten</translation>
        </message>
        <message>
            <source>1 game of {variant} (Variant tag): not imported, only standard chess is rated</source>
            <translation>1 partij {variant} (Variant-tag): niet ingelezen, alleen gewoon schaak wordt gerated</translation>
        </message>
        <message>
            <source>1 game unfinished (Result *): not imported</source>
            <translation>1 onafgewerkte partij (Result *): niet ingelezen</translation>
        </message>
        <message>
            <source>1 line of record type "{kind}" skipped (not about ratings)</source>
            <translation>1 regel van recordtype "{kind}" overgeslagen (niet over ratings)</translation>
        </message>
        <message>
            <source>1 line that are no TRF record skipped</source>
            <translation>1 regel die geen TRF-record is overgeslagen</translation>
        </message>
        <message>
            <source>1 pairing not played (*): no game recorded</source>
            <translation>1 paring niet gespeeld (*): geen partij opgenomen</translation>
        </message>
        <message>
            <source>1 player line count their columns in bytes, not characters (accented names in UTF-8): read so</source>
            <translation>1 spelersregel telt zijn kolommen in bytes, niet in tekens (namen met accenten in UTF-8): zo gelezen</translation>
        </message>
        <message>
            <source>Cadence {cadence} is a {rate} time control: read as a {rate} event, with the {column} ratings (ClassElo says nothing)</source>
            <translation>Cadence {cadence} is een {rate}-speeltempo: gelezen als een {rate}-toernooi, met de {column}-ratings (ClassElo zegt niets)</translation>
        </message>
        <message>
            <source>Cadence {cadence} is a {rate} time control: read as a {rate} event, with the {column} ratings (ClassElo says {class_elo})</source>
            <translation>Cadence {cadence} is een {rate}-speeltempo: gelezen als een {rate}-toernooi, met de {column}-ratings (ClassElo zegt {class_elo})</translation>
        </message>
        <message>
            <source>DATE_NAISS {value} is not a date; left out</source>
            <translation>DATE_NAISS {value} is geen datum; weggelaten</translation>
        </message>
        <message>
            <source>Date {value} is not a date (YYYY.MM.DD); game left undated</source>
            <translation>Date {value} is geen datum (JJJJ.MM.DD); partij zonder datum gelaten</translation>
        </message>
        <message>
            <source>FideCode {value} is not a FIDE id; ignored</source>
            <translation>FideCode {value} is geen FIDE-id; genegeerd</translation>
        </message>
        <message>
            <source>JOUEUR Ref {ref}, round {round}: result code {result} is not one of 0–6; round ignored</source>
            <translation>JOUEUR Ref {ref}, ronde {round}: uitslagcode {result} is niet een van 0–6; ronde genegeerd</translation>
        </message>
        <message>
            <source>JOUEUR Ref {ref}, round {round}: unreadable {prefix}Adv/{prefix}Res ({opponent}, {result}); round ignored</source>
            <translation>JOUEUR Ref {ref}, ronde {round}: {prefix}Adv/{prefix}Res onleesbaar ({opponent}, {result}); ronde genegeerd</translation>
        </message>
        <message>
            <source>NeLe {value} is not a date; ignored</source>
            <translation>NeLe {value} is geen datum; genegeerd</translation>
        </message>
        <message>
            <source>Ref {ref} appears twice</source>
            <translation>Ref {ref} komt twee keer voor</translation>
        </message>
        <message>
            <source>Round {value} is not a round number (3, 3.1); left out</source>
            <translation>Round {value} is geen rondenummer (3, 3.1); weggelaten</translation>
        </message>
        <message>
            <source>Termination {value}: the game was not played, read as a forfeit (not rated)</source>
            <translation>Termination {value}: de partij werd niet gespeeld, gelezen als forfait (niet gerated)</translation>
        </message>
        <message>
            <source>a Diplomacy game needs a name (its id)</source>
            <translation>een Diplomacy-partij heeft een naam nodig (haar id)</translation>
        </message>
        <message>
            <source>a battle needs a round (1 or more)</source>
            <translation>een veldslag hoort bij een ronde (1 of meer)</translation>
        </message>
        <message>
            <source>a pairing needs a round (1 or more)</source>
            <translation>een paring hoort bij een ronde (1 of meer)</translation>
        </message>
        <message>
            <source>a player cannot be merged with himself</source>
            <translation>een speler kan niet met zichzelf samengevoegd worden</translation>
        </message>
        <message>
            <source>a player cannot play himself</source>
            <translation>een speler kan niet tegen zichzelf spelen</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>een speler heeft een naam nodig</translation>
        </message>
        <message>
            <source>a player's name is missing (White {white}, Black {black}); game not imported</source>
            <translation>de naam van een speler ontbreekt (White {white}, Black {black}); partij niet ingelezen</translation>
        </message>
        <message>
            <source>a power is played twice</source>
            <translation>een mogendheid wordt twee keer gespeeld</translation>
        </message>
        <message>
            <source>a row past Excel's last row ({last})</source>
            <translation>een rij voorbij de laatste rij van Excel ({last})</translation>
        </message>
        <message>
            <source>an encrypted member: elodesk cannot read it</source>
            <translation>een versleuteld bestand in het archief: elodesk kan het niet lezen</translation>
        </message>
        <message>
            <source>an event needs a name</source>
            <translation>een evenement heeft een naam nodig</translation>
        </message>
        <message>
            <source>birth date "{text}" and {more} more give only the year: read as 1 January of that year</source>
            <translation>geboortedatum "{text}" en nog {more} geven alleen het jaar: gelezen als 1 januari van dat jaar</translation>
        </message>
        <message>
            <source>birth date "{text}" gives only the year: read as {year}-01-01</source>
            <translation>geboortedatum "{text}" geeft alleen het jaar: gelezen als {year}-01-01</translation>
        </message>
        <message>
            <source>cannot read the table ({error})</source>
            <translation>kan de tabel niet lezen ({error})</translation>
        </message>
        <message>
            <source>cannot read this Access database ({error})</source>
            <translation>kan deze Access-database niet lezen ({error})</translation>
        </message>
        <message>
            <source>colours are written B/N (blanc/noir): B is read as white</source>
            <translation>de kleuren zijn geschreven als B/N (blanc/noir): B wordt gelezen als wit</translation>
        </message>
        <message>
            <source>colours are written W/S (weiß/schwarz): S is read as black</source>
            <translation>de kleuren zijn geschreven als W/S (weiß/schwarz): S wordt gelezen als zwart</translation>
        </message>
        <message>
            <source>colours are written W/Z (wit/zwart): Z is read as black</source>
            <translation>de kleuren zijn geschreven als W/Z (wit/zwart): Z wordt gelezen als zwart</translation>
        </message>
        <message>
            <source>compressed by method {method}, which elodesk does not read (only stored or deflated members)</source>
            <translation>gecomprimeerd met methode {method}, die elodesk niet leest (alleen opgeslagen of "deflate"-bestanden)</translation>
        </message>
        <message>
            <source>could be player {candidates}; a new record {player} was made (merge it if it is the same person)</source>
            <translation>zou speler {candidates} kunnen zijn; een nieuwe fiche {player} werd aangemaakt (voeg ze samen als het dezelfde persoon is)</translation>
        </message>
        <message>
            <source>empty file: expected &lt;playerslist&gt;</source>
            <translation>leeg bestand: &lt;playerslist&gt; verwacht</translation>
        </message>
        <message>
            <source>empty file: expected the FIDE list header line</source>
            <translation>leeg bestand: de kopregel van de FIDE-lijst verwacht</translation>
        </message>
        <message>
            <source>event {event} has no players: there is nothing to export</source>
            <translation>evenement {event} heeft geen spelers: er is niets te exporteren</translation>
        </message>
        <message>
            <source>event {event} is a {system} event, not a chess tournament</source>
            <translation>evenement {event} is een {system}-evenement, geen schaaktoernooi</translation>
        </message>
        <message>
            <source>event {event}: {count} games have no round number, which a TRF needs</source>
            <translation>evenement {event}: {count} partijen hebben geen rondenummer, dat een TRF nodig heeft</translation>
        </message>
        <message>
            <source>expected Elo, Rapide or Blitz, got {value}</source>
            <translation>Elo, Rapide of Blitz verwacht, gevonden: {value}</translation>
        </message>
        <message>
            <source>expected a .csv or .xlsx file</source>
            <translation>een .csv- of .xlsx-bestand verwacht</translation>
        </message>
        <message>
            <source>expected a .csv or .xlsx file name</source>
            <translation>een bestandsnaam op .csv of .xlsx verwacht</translation>
        </message>
        <message>
            <source>expected a date dd/mm/yyyy, got {value}</source>
            <translation>datum dd/mm/jjjj verwacht, gevonden: {value}</translation>
        </message>
        <message>
            <source>expected a number of rounds, got {value}</source>
            <translation>aantal ronden verwacht, gevonden: {value}</translation>
        </message>
        <message>
            <source>expected a player number in Ref, got {value}</source>
            <translation>spelersnummer verwacht in Ref, gevonden: {value}</translation>
        </message>
        <message>
            <source>expected player lines (001) in a tournament file, found none up to the end of the file</source>
            <translation>spelersregels (001) verwacht in een toernooibestand, geen gevonden tot het einde van het bestand</translation>
        </message>
        <message>
            <source>is a folder, expected a file</source>
            <translation>is een map; een bestand verwacht</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>regel {line}</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games no complete date (Date missing or with ??): left undated</source>
            <translation>regels {lines}: {count} partijen zonder volledige datum (Date ontbreekt of met ??): zonder datum gelaten</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games of {variant} (Variant tag): not imported, only standard chess is rated</source>
            <translation>regels {lines}: {count} partijen {variant} (Variant-tag): niet ingelezen, alleen gewoon schaak wordt gerated</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games unfinished (Result *): not imported</source>
            <translation>regels {lines}: {count} onafgewerkte partijen (Result *): niet ingelezen</translation>
        </message>
        <message>
            <source>matricule {ref} appears again (first at record {first})</source>
            <translation>stamnummer {ref} komt opnieuw voor (eerst in record {first})</translation>
        </message>
        <message>
            <source>no DateDebut/DateFin; the event's dates are taken from the round dates, {start} – {end}</source>
            <translation>geen DateDebut/DateFin; de data van het toernooi komen uit de rondedata, {start} – {end}</translation>
        </message>
        <message>
            <source>no PGN game found: expected tag pairs such as [White "Name"]</source>
            <translation>geen PGN-partij gevonden: tagparen zoals [White "Naam"] verwacht</translation>
        </message>
        <message>
            <source>no event {event}</source>
            <translation>geen evenement {event}</translation>
        </message>
        <message>
            <source>no finished game: all {count} games are unfinished (Result *); a file of games not played yet holds no tournament</source>
            <translation>geen beëindigde partij: alle {count} partijen zijn onafgewerkt (Result *); een bestand met nog niet gespeelde partijen bevat geen toernooi</translation>
        </message>
        <message>
            <source>no game of standard chess: the games are {variant} (Variant tag), which no rating system rates</source>
            <translation>geen partij gewoon schaak: de partijen zijn {variant} (Variant-tag), wat geen enkel ratingsysteem verwerkt</translation>
        </message>
        <message>
            <source>no game to import among {count}: unfinished (Result *): {unfinished}; of another variant (Variant tag): {variants}; the others lack a player or a result</source>
            <translation>geen partij om te importeren van de {count}: onafgewerkt (Result *): {unfinished}; van een andere variant (Variant-tag): {variants}; de andere missen een speler of een uitslag</translation>
        </message>
        <message>
            <source>no name</source>
            <translation>geen naam</translation>
        </message>
        <message>
            <source>no name (NOM_PRENOM)</source>
            <translation>geen naam (NOM_PRENOM)</translation>
        </message>
        <message>
            <source>no start rank in columns 5-8 ("{raw}"): player line skipped</source>
            <translation>geen startnummer in kolommen 5-8 ("{raw}"): spelersregel overgeslagen</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>bestand niet gevonden</translation>
        </message>
        <message>
            <source>no time control (tag 122) tells the rate: "{rate}" is read from the event's name</source>
            <translation>geen speeltempo (tag 122) geeft het tempo: "{rate}" wordt uit de naam van het toernooi gelezen</translation>
        </message>
        <message>
            <source>no tournament name (Nom); named after the file, {name}</source>
            <translation>geen toernooinaam (Nom); genoemd naar het bestand, {name}</translation>
        </message>
        <message>
            <source>no usable matricule ({value}); record skipped</source>
            <translation>geen bruikbaar stamnummer ({value}); record overgeslagen</translation>
        </message>
        <message>
            <source>no {table} table: not a Papi file</source>
            <translation>geen tabel {table}: dit is geen Papi-bestand</translation>
        </message>
        <message>
            <source>none of the expected columns ({columns}, …)</source>
            <translation>geen van de verwachte kolommen ({columns}, …)</translation>
        </message>
        <message>
            <source>not a Papi file: expected an MS Access (Jet 4) database</source>
            <translation>geen Papi-bestand: een MS Access-database (Jet 4) verwacht</translation>
        </message>
        <message>
            <source>not an .xlsx workbook ({reason})</source>
            <translation>geen .xlsx-werkmap ({reason})</translation>
        </message>
        <message>
            <source>player without a name</source>
            <translation>speler zonder naam</translation>
        </message>
        <message>
            <source>points column says {said}, the rounds give {counted}</source>
            <translation>de puntenkolom zegt {said}, de ronden geven {counted}</translation>
        </message>
        <message>
            <source>points {said} do not add up; the results give {counted}</source>
            <translation>de punten {said} kloppen niet; de uitslagen geven {counted}</translation>
        </message>
        <message>
            <source>points {value} are no number, counted from the results</source>
            <translation>de punten {value} zijn geen getal, geteld uit de uitslagen</translation>
        </message>
        <message>
            <source>rating {value} is no number, read as none</source>
            <translation>rating {value} is geen getal, gelezen als geen</translation>
        </message>
        <message>
            <source>result {value} is not 1-0, 0-1 or 1/2-1/2; game not imported</source>
            <translation>uitslag {value} is geen 1-0, 0-1 of 1/2-1/2; partij niet ingelezen</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected "oooo c r" (opponent, colour, result), got "{cell}": round left out</source>
            <translation>ronde {round} (kolommen {first}-{last}): "oooo c r" verwacht (tegenstander, kleur, uitslag), gevonden: "{cell}": ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected a colour (w b -), got "{colour}": round left out</source>
            <translation>ronde {round} (kolommen {first}-{last}): kleur verwacht (w b -), gevonden: "{colour}": ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected a result code (1 = 0 + - W D L H F U Z), got "{code}": round left out</source>
            <translation>ronde {round} (kolommen {first}-{last}): uitslagcode verwacht (1 = 0 + - W D L H F U Z), gevonden: "{code}": ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected an opponent start rank, got "{opponent}": round left out</source>
            <translation>ronde {round} (kolommen {first}-{last}): startnummer van een tegenstander verwacht, gevonden: "{opponent}": ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round} is paired but NbrRondes says {rounds} rounds</source>
            <translation>ronde {round} is gepaard maar NbrRondes zegt {rounds} ronden</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: a player is paired twice in the round; pairing ignored</source>
            <translation>ronde {round}: Ref {low} – Ref {high}: een speler is twee keer gepaard in de ronde; paring genegeerd</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: both rows give the same colour ({colour}); Ref {kept}'s row kept</source>
            <translation>ronde {round}: Ref {low} – Ref {high}: beide rijen geven dezelfde kleur ({colour}); de rij van Ref {kept} behouden</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: no colour in either row; Ref {white} taken as white</source>
            <translation>ronde {round}: Ref {low} – Ref {high}: geen kleur in beide rijen; Ref {white} genomen als wit</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: paired but no result; not imported</source>
            <translation>ronde {round}: Ref {low} – Ref {high}: gepaard maar zonder uitslag; niet ingelezen</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: the rows disagree on the result (codes {first} and {second}); Ref {kept}'s row kept</source>
            <translation>ronde {round}: Ref {low} – Ref {high}: de rijen verschillen over de uitslag (codes {first} en {second}); de rij van Ref {kept} behouden</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} has a win without an opponent; read as a full-point bye</source>
            <translation>ronde {round}: Ref {ref} heeft een winst zonder tegenstander; gelezen als een bye van een vol punt</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} has result code {result} without an opponent; read as an absence</source>
            <translation>ronde {round}: Ref {ref} heeft uitslagcode {result} zonder tegenstander; gelezen als een afwezigheid</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} is paired with EXEMPT with result code {result}</source>
            <translation>ronde {round}: Ref {ref} is gepaard met EXEMPT met uitslagcode {result}</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} names Ref {other} as opponent but Ref {other} names Ref {third}; Ref {ref}'s pairing ignored</source>
            <translation>ronde {round}: Ref {ref} noemt Ref {other} als tegenstander maar Ref {other} noemt Ref {third}; de paring van Ref {ref} genegeerd</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} names Ref {other} as opponent but Ref {other}'s row has no opponent; pairing taken from Ref {ref}'s row</source>
            <translation>ronde {round}: Ref {ref} noemt Ref {other} als tegenstander maar de rij van Ref {other} heeft geen tegenstander; paring genomen uit de rij van Ref {ref}</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref}'s opponent Ref {other} is not a player of the file; pairing ignored</source>
            <translation>ronde {round}: de tegenstander van Ref {ref}, Ref {other}, is geen speler van het bestand; paring genegeerd</translation>
        </message>
        <message>
            <source>round {round}: draw under one move (D) against line {line}: recorded as half-point byes, not rated</source>
            <translation>ronde {round}: remise in minder dan één zet (D) tegen regel {line}: opgenomen als byes van een half punt, niet gerated</translation>
        </message>
        <message>
            <source>round {round}: game under one move (W/L) against line {line}: recorded as a forfeit, not rated</source>
            <translation>ronde {round}: partij van minder dan één zet (W/L) tegen regel {line}: opgenomen als forfait, niet gerated</translation>
        </message>
        <message>
            <source>round {round}: line {line} (start rank {rank}) has no entry for this game: read from line {own} alone</source>
            <translation>ronde {round}: regel {line} (startnummer {rank}) heeft niets voor deze partij: alleen uit regel {own} gelezen</translation>
        </message>
        <message>
            <source>round {round}: line {line} and line {other} both give black to their player: took line {first}'s colour</source>
            <translation>ronde {round}: regel {line} en regel {other} geven allebei zwart aan hun speler: de kleur van regel {first} genomen</translation>
        </message>
        <message>
            <source>round {round}: line {line} and line {other} both give white to their player: took line {first}'s colour</source>
            <translation>ronde {round}: regel {line} en regel {other} geven allebei wit aan hun speler: de kleur van regel {first} genomen</translation>
        </message>
        <message>
            <source>round {round}: line {line} gives start rank {rank} no opponent ("{code}") where line {own} pairs them: read as their game</source>
            <translation>ronde {round}: regel {line} geeft startnummer {rank} geen tegenstander ("{code}") waar regel {own} hen paart: gelezen als hun partij</translation>
        </message>
        <message>
            <source>round {round}: no colour for the game against line {line}: read from the other line</source>
            <translation>ronde {round}: geen kleur voor de partij tegen regel {line}: uit de andere regel gelezen</translation>
        </message>
        <message>
            <source>round {round}: no colour for the game between lines {first} and {second}: white given to start rank {rank}</source>
            <translation>ronde {round}: geen kleur voor de partij tussen regels {first} en {second}: wit gegeven aan startnummer {rank}</translation>
        </message>
        <message>
            <source>round {round}: no result for the game against line {line}: read from line {line}</source>
            <translation>ronde {round}: geen uitslag voor de partij tegen regel {line}: gelezen uit regel {line}</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} given with a bye ("{code}"): ignored</source>
            <translation>ronde {round}: tegenstander {opponent} gegeven met een bye ("{code}"): genegeerd</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is a start rank without a player line: round left out</source>
            <translation>ronde {round}: tegenstander {opponent} is een startnummer zonder spelersregel: ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is itself: round left out</source>
            <translation>ronde {round}: tegenstander {opponent} is de speler zelf: ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round}: result "{code}" without an opponent: read as a bye "{kind}"</source>
            <translation>ronde {round}: uitslag "{code}" zonder tegenstander: gelezen als een bye "{kind}"</translation>
        </message>
        <message>
            <source>round {round}: result "{own}" against line {line}'s "{other}": read as a forfeit, not rated</source>
            <translation>ronde {round}: uitslag "{own}" tegenover "{other}" van regel {line}: gelezen als forfait, niet gerated</translation>
        </message>
        <message>
            <source>round {round}: result "{own}" against line {line}'s "{other}": read as a game under one move, not rated</source>
            <translation>ronde {round}: uitslag "{own}" tegenover "{other}" van regel {line}: gelezen als een partij van minder dan één zet, niet gerated</translation>
        </message>
        <message>
            <source>round {round}: result "{own}" against line {line}'s "{other}": the points do not add up, cannot tell the result: game left out</source>
            <translation>ronde {round}: uitslag "{own}" tegenover "{other}" van regel {line}: de punten kloppen niet, de uitslag is niet te bepalen: partij weggelaten</translation>
        </message>
        <message>
            <source>round {round}: start rank {rank} is already paired in this round: round left out</source>
            <translation>ronde {round}: startnummer {rank} is al gepaard in deze ronde: ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round}: start rank {rank} is the opponent, but line {line} gives a bye ("{code}"): cannot tell what happened, round left out</source>
            <translation>ronde {round}: startnummer {rank} is de tegenstander, maar regel {line} geeft een bye ("{code}"): niet te zeggen wat er gebeurde, ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round}: start rank {rank} is the opponent, but line {line} gives start rank {other} as opponent: cannot tell what happened, round left out</source>
            <translation>ronde {round}: startnummer {rank} is de tegenstander, maar regel {line} geeft startnummer {other} als tegenstander: niet te zeggen wat er gebeurde, ronde weggelaten</translation>
        </message>
        <message>
            <source>round {round}: the pairing with line {line} has no result: not played, no game recorded</source>
            <translation>ronde {round}: de paring met regel {line} heeft geen uitslag: niet gespeeld, geen partij opgenomen</translation>
        </message>
        <message>
            <source>some rows could not be read (columns of unequal length): damaged file?</source>
            <translation>sommige rijen konden niet gelezen worden (kolommen van ongelijke lengte): beschadigd bestand?</translation>
        </message>
        <message>
            <source>start rank {rank} is already the start rank of line {other}: player line skipped</source>
            <translation>startnummer {rank} is al het startnummer van regel {other}: spelersregel overgeslagen</translation>
        </message>
        <message>
            <source>tag 00F E= "{raw}" is no end date (dd/mm/yy): left out</source>
            <translation>tag 00F E= "{raw}" is geen einddatum (dd/mm/jj): weggelaten</translation>
        </message>
        <message>
            <source>tag 00F S= "{raw}" is no start date (dd/mm/yy): left out</source>
            <translation>tag 00F S= "{raw}" is geen begindatum (dd/mm/jj): weggelaten</translation>
        </message>
        <message>
            <source>tag 00F gives P={players} players, the file has {count}</source>
            <translation>tag 00F geeft P={players} spelers, het bestand heeft er {count}</translation>
        </message>
        <message>
            <source>tag 032 (federation) "{value}" is no federation code: left out</source>
            <translation>tag 032 (federatie) "{value}" is geen federatiecode: weggelaten</translation>
        </message>
        <message>
            <source>tag 042 (start date) "{value}" is no date</source>
            <translation>tag 042 (begindatum) "{value}" is geen datum</translation>
        </message>
        <message>
            <source>tag 042 (start date) "{value}" is no date: {day} is taken from the round dates (tag 132)</source>
            <translation>tag 042 (begindatum) "{value}" is geen datum: {day} komt uit de rondedata (tag 132)</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" is no date</source>
            <translation>tag 052 (einddatum) "{value}" is geen datum</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" is no date: {day} is taken from the round dates (tag 132)</source>
            <translation>tag 052 (einddatum) "{value}" is geen datum: {day} komt uit de rondedata (tag 132)</translation>
        </message>
        <message>
            <source>tag 062 gives {declared} players, the file has {count}</source>
            <translation>tag 062 geeft {declared} spelers, het bestand heeft er {count}</translation>
        </message>
        <message>
            <source>tag 122 (time control) "{value}" tells no rate (standard, rapid, blitz): left to the import</source>
            <translation>tag 122 (speeltempo) "{value}" geeft geen tempo (standaard, rapid, blitz): aan het inlezen overgelaten</translation>
        </message>
        <message>
            <source>tag 132: "{cell}" is no date (YY/MM/DD) for round {round}: left out</source>
            <translation>tag 132: "{cell}" is geen datum (JJ/MM/DD) voor ronde {round}: weggelaten</translation>
        </message>
        <message>
            <source>tag 132: round dates are not in the round columns (92, 102, ...): read in order</source>
            <translation>tag 132: de rondedata staan niet in de rondekolommen (92, 102, ...): in volgorde gelezen</translation>
        </message>
        <message>
            <source>the 2024 uplift applies to the Belgian system (frbe) only</source>
            <translation>de verhoging van 2024 geldt alleen voor het Belgische systeem (frbe)</translation>
        </message>
        <message>
            <source>the demo club goes into a new, empty database (this one holds players already)</source>
            <translation>de democlub komt in een nieuwe, lege database (deze bevat al spelers)</translation>
        </message>
        <message>
            <source>the event is named {name}: read as a {rate} event, with the {column} ratings (ClassElo says nothing)</source>
            <translation>het toernooi heet {name}: gelezen als een {rate}-toernooi, met de {column}-ratings (ClassElo zegt niets)</translation>
        </message>
        <message>
            <source>the event is named {name}: read as a {rate} event, with the {column} ratings (ClassElo says {class_elo})</source>
            <translation>het toernooi heet {name}: gelezen als een {rate}-toernooi, met de {column}-ratings (ClassElo zegt {class_elo})</translation>
        </message>
        <message>
            <source>the file gives no date: the event is dated {day}, the day the file was last saved</source>
            <translation>het bestand geeft geen datum: het toernooi krijgt {day} als datum, de dag waarop het bestand laatst werd bewaard</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>het bestand is leeg</translation>
        </message>
        <message>
            <source>the file is {size} MB, more than the {cap} MB elodesk reads from a text file: refused</source>
            <translation>het bestand is {size} MB, meer dan de {cap} MB die elodesk uit een tekstbestand leest: geweigerd</translation>
        </message>
        <message>
            <source>the file's name says neither standard, rapid nor blitz: its ratings are read as standard ratings (name a rapid or blitz list rapid_… or blitz_…)</source>
            <translation>de bestandsnaam vermeldt geen standard, rapid of blitz: de ratings worden als standaardratings gelezen (geef een rapid- of blitzlijst een naam met rapid_… of blitz_…)</translation>
        </message>
        <message>
            <source>the period holds {count} events; export them one by one with --event ({events})</source>
            <translation>de periode bevat {count} evenementen; exporteer ze een voor een met --event ({events})</translation>
        </message>
        <message>
            <source>the workbook has no sheet</source>
            <translation>de werkmap heeft geen enkel blad</translation>
        </message>
        <message>
            <source>unknown rating system {system!r}; expected one of {known}</source>
            <translation>onbekend ratingsysteem {system!r}; een van deze verwacht: {known}</translation>
        </message>
        <message>
            <source>unknown sex "{raw}" in column 10: ignored</source>
            <translation>onbekend geslacht "{raw}" in kolom 10: genegeerd</translation>
        </message>
        <message>
            <source>unknown title "{raw}" in columns 11-13: kept as "{title}"</source>
            <translation>onbekende titel "{raw}" in kolommen 11-13: behouden als "{title}"</translation>
        </message>
        <message>
            <source>unpacks to more than {cap} MB, the most elodesk reads from one archive: refused</source>
            <translation>pakt uit tot meer dan {cap} MB, het maximum dat elodesk uit één archief leest: geweigerd</translation>
        </message>
        <message>
            <source>{code} record for start rank {rank}, which has no player line (001): skipped</source>
            <translation>{code}-record voor startnummer {rank}, dat geen spelersregel (001) heeft: overgeslagen</translation>
        </message>
        <message>
            <source>{column} {value} is not a rating; ignored</source>
            <translation>{column} {value} is geen rating; genegeerd</translation>
        </message>
        <message>
            <source>{count} events in one file (with their number of games): {listed}; the event is named {name}</source>
            <translation>{count} toernooien in één bestand (met hun aantal partijen): {listed}; het toernooi heet {name}</translation>
        </message>
        <message>
            <source>{count} lines of record type "{kind}" skipped (not about ratings)</source>
            <translation>{count} regels van recordtype "{kind}" overgeslagen (niet over ratings)</translation>
        </message>
        <message>
            <source>{count} lines that are no TRF record skipped</source>
            <translation>{count} regels die geen TRF-record zijn overgeslagen</translation>
        </message>
        <message>
            <source>{count} pairings not played (*): no game recorded</source>
            <translation>{count} paringen niet gespeeld (*): geen partij opgenomen</translation>
        </message>
        <message>
            <source>{count} player lines count their columns in bytes, not characters (accented names in UTF-8): read so</source>
            <translation>{count} spelersregels tellen hun kolommen in bytes, niet in tekens (namen met accenten in UTF-8): zo gelezen</translation>
        </message>
        <message>
            <source>{field} {value} is not a number; left out</source>
            <translation>{field} {value} is geen getal; weggelaten</translation>
        </message>
        <message>
            <source>{file} is busy: another program is writing to it; try again in a moment</source>
            <translation>{file} is bezet: een ander programma schrijft erin; probeer het zo meteen opnieuw</translation>
        </message>
        <message>
            <source>{file} is busy: {user}@{host} (pid {pid}, elodesk {action}) has been writing to it since {since}; try again when that is finished</source>
            <translation>{file} is bezet: {user}@{host} (pid {pid}, elodesk {action}) schrijft erin sinds {since}; probeer opnieuw als dat klaar is</translation>
        </message>
        <message>
            <source>{file}: no player in the file: it holds no tournament to import</source>
            <translation>{file}: geen speler in het bestand: het bevat geen toernooi om te importeren</translation>
        </message>
        <message>
            <source>{file}: this file was already imported as event {event} on {day} (as {name}, same content)</source>
            <translation>{file}: dit bestand werd al geïmporteerd als evenement {event} op {day} (als {name}, zelfde inhoud)</translation>
        </message>
        <message>
            <source>{file}: this file was already imported on {day} (as {name}, same content)</source>
            <translation>{file}: dit bestand werd al geïmporteerd op {day} (als {name}, zelfde inhoud)</translation>
        </message>
        <message>
            <source>{flag_column} {flag} is not a rating type (F, N, E); {column} {value} kept without one</source>
            <translation>{flag_column} {flag} is geen ratingtype (F, N, E); {column} {value} zonder type behouden</translation>
        </message>
        <message>
            <source>{name} has no {side}FideId and the file gives this name {count} FIDE ids; read as another player</source>
            <translation>{name} heeft geen {side}FideId en het bestand geeft deze naam {count} FIDE-id's; gelezen als een andere speler</translation>
        </message>
        <message>
            <source>{name} is rated {rating} here but {first} in an earlier game; the first rating is kept</source>
            <translation>{name} heeft hier rating {rating} maar {first} in een eerdere partij; de eerste rating wordt behouden</translation>
        </message>
        <message>
            <source>{name} plays himself; game not imported</source>
            <translation>{name} speelt tegen zichzelf; partij niet ingelezen</translation>
        </message>
        <message>
            <source>{name} {value} is not a number; left out</source>
            <translation>{name} {value} is geen getal; weggelaten</translation>
        </message>
        <message>
            <source>{name} {value} is not a whole number of at most 10 digits; left out</source>
            <translation>{name} {value} is geen geheel getal van hoogstens 10 cijfers; weggelaten</translation>
        </message>
        <message>
            <source>{path}: no such database</source>
            <translation>{path}: database niet gevonden</translation>
        </message>
        <message>
            <source>{path}: not an elodesk database ({error})</source>
            <translation>{path}: geen elodesk-database ({error})</translation>
        </message>
        <message>
            <source>a number too large ({reason})</source>
            <translation>een te groot getal ({reason})</translation>
        </message>
        <message>
            <source>all {total} rounds are already paired</source>
            <translation>alle {total} ronden zijn al gepaard</translation>
        </message>
        <message>
            <source>cannot read the file ({reason})</source>
            <translation>kan het bestand niet lezen ({reason})</translation>
        </message>
        <message>
            <source>damaged or unreadable file ({reason})</source>
            <translation>beschadigd of onleesbaar bestand ({reason})</translation>
        </message>
        <message>
            <source>damaged zip archive or compressed data ({reason})</source>
            <translation>beschadigd zip-archief of beschadigde gecomprimeerde gegevens ({reason})</translation>
        </message>
        <message>
            <source>malformed XML ({reason})</source>
            <translation>misvormde XML ({reason})</translation>
        </message>
        <message>
            <source>nested too deeply to be read</source>
            <translation>te diep genest om gelezen te worden</translation>
        </message>
        <message>
            <source>no player line (001): this is not a tournament file</source>
            <translation>geen spelersregel (001): dit is geen toernooibestand</translation>
        </message>
        <message>
            <source>pairing number {number} is used twice</source>
            <translation>paringsnummer {number} wordt twee keer gebruikt</translation>
        </message>
        <message>
            <source>refused: the XML declares entities or a document type ({reason})</source>
            <translation>geweigerd: de XML declareert entiteiten of een documenttype ({reason})</translation>
        </message>
        <message>
            <source>round {round}: a bye has no colour</source>
            <translation>ronde {round}: een bye heeft geen kleur</translation>
        </message>
        <message>
            <source>round {round}: a game needs a colour</source>
            <translation>ronde {round}: een partij heeft een kleur nodig</translation>
        </message>
        <message>
            <source>round {round}: a player cannot meet himself</source>
            <translation>ronde {round}: een speler kan niet tegen zichzelf spelen</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} has no player line</source>
            <translation>ronde {round}: tegenstander {opponent} heeft geen spelersregel</translation>
        </message>
        <message>
            <source>round {round}: the game against {opponent} is not on {opponent}'s line the other way round</source>
            <translation>ronde {round}: de partij tegen {opponent} staat niet omgekeerd op de regel van {opponent}</translation>
        </message>
        <message>
            <source>round {round}: {code} is a bye, yet an opponent is given</source>
            <translation>ronde {round}: {code} is een bye, en toch is er een tegenstander opgegeven</translation>
        </message>
        <message>
            <source>text not in a known encoding ({reason})</source>
            <translation>tekst in een onbekende codering ({reason})</translation>
        </message>
        <message>
            <source>the file names an unknown text encoding ({reason})</source>
            <translation>het bestand noemt een onbekende tekstcodering ({reason})</translation>
        </message>
        <message>
            <source>too large to be read</source>
            <translation>te groot om gelezen te worden</translation>
        </message>
        <message>
            <source>--system: a chess tournament is rated under {known}, not {system}</source>
            <translation>--system: een schaaktoernooi wordt gerated onder {known}, niet onder {system}</translation>
        </message>
        <message>
            <source>expected a pairing number in columns 5-8, got "{text}"</source>
            <translation>paringsnummer verwacht in kolommen 5-8, gevonden: "{text}"</translation>
        </message>
        <message>
            <source>expected the number of rounds, got "{text}"</source>
            <translation>aantal ronden verwacht, gevonden: "{text}"</translation>
        </message>
        <message>
            <source>fide: a run rates one list: standard, rapid or blitz, not {rate}</source>
            <translation>fide: een berekening verwerkt één lijst: standard, rapid of blitz, niet {rate}</translation>
        </message>
        <message>
            <source>player {player} cannot be made again: the number is now {name}'s</source>
            <translation>speler {player} kan niet opnieuw aangemaakt worden: het nummer is nu van {name}</translation>
        </message>
        <message>
            <source>round {round}: expected a colour (w b -), got "{text}"</source>
            <translation>ronde {round}: kleur verwacht (w b -), gevonden: "{text}"</translation>
        </message>
        <message>
            <source>round {round}: expected a result code (1 = 0 + - W D L H F U Z), got "{text}"</source>
            <translation>ronde {round}: uitslagcode verwacht (1 = 0 + - W D L H F U Z), gevonden: "{text}"</translation>
        </message>
        <message>
            <source>round {round}: expected an opponent's pairing number, got "{text}"</source>
            <translation>ronde {round}: paringsnummer van de tegenstander verwacht, gevonden: "{text}"</translation>
        </message>
        <message>
            <source>{rating} is marked national (N) but is not a multiple of 10; kept without its letter (a value ending in 9 is an estimate)</source>
            <translation>{rating} is als nationaal (N) gemarkeerd maar is geen veelvoud van 10; behouden zonder letter (een waarde die op 9 eindigt is een schatting)</translation>
        </message>
        <message>
            <source>{side}Elo {value} is not a rating; ignored</source>
            <translation>{side}Elo {value} is geen rating; genegeerd</translation>
        </message>
        <message>
            <source>{side}FideId {value} is not a FIDE id; ignored</source>
            <translation>{side}FideId {value} is geen FIDE-id; genegeerd</translation>
        </message>
        <message>
            <source>{system}: only FIDE runs have a rate</source>
            <translation>{system}: alleen FIDE-berekeningen hebben een tempo</translation>
        </message>
        <message>
            <source>"{header}" is empty</source>
            <translation>"{header}" is leeg</translation>
        </message>
        <message>
            <source>column "{column}"</source>
            <translation>kolom "{column}"</translation>
        </message>
        <message>
            <source>expected a date (dd/mm/yyyy or yyyy-mm-dd), got {value}</source>
            <translation>datum verwacht (dd/mm/jjjj of jjjj-mm-dd), gevonden: {value}</translation>
        </message>
        <message>
            <source>expected a number, got {value}</source>
            <translation>getal verwacht, gevonden: {value}</translation>
        </message>
        <message>
            <source>expected a whole number, got {value}</source>
            <translation>geheel getal verwacht, gevonden: {value}</translation>
        </message>
        <message>
            <source>expected one of {listed}; got {value}</source>
            <translation>een van deze waarden verwacht: {listed}; gevonden: {value}</translation>
        </message>
        <message>
            <source>expected oui or non (yes/no, true/false, 1/0), got {value}</source>
            <translation>ja of nee verwacht (oui/non, yes/no, true/false, 1/0), gevonden: {value}</translation>
        </message>
        <message>
            <source>missing column(s) {expected}</source>
            <translation>ontbrekende kolom(men): {expected}</translation>
        </message>
        <message>
            <source>no column "{header}"</source>
            <translation>geen kolom "{header}"</translation>
        </message>
        <message>
            <source>no line "{header}"</source>
            <translation>geen regel "{header}"</translation>
        </message>
        <message>
            <source>no sheet "{sheet}" (sheets found: {found})</source>
            <translation>geen blad "{sheet}" (gevonden bladen: {found})</translation>
        </message>
        <message>
            <source>unreadable CSV record ({reason})</source>
            <translation>onleesbaar CSV-record ({reason})</translation>
        </message>
        <message>
            <source>a score is given with the "{manual}" method only (this game: {scoring})</source>
            <translation>een score wordt alleen bij de methode "{manual}" opgegeven (deze partij: {scoring})</translation>
        </message>
        <message>
            <source>a {system} event has no rate (standard, rapid, blitz are for chess)</source>
            <translation>een {system}-evenement heeft geen tempo (standard, rapid, blitz zijn voor schaken)</translation>
        </message>
        <message>
            <source>after this change, event {event} ({name}) would fall in run {run} ({summary}, applied on {day}), which did not rate it: undo that run first</source>
            <translation>na deze wijziging zou evenement {event} ({name}) binnen berekening {run} vallen ({summary}, toegepast op {day}), die het niet verwerkt heeft: maak die berekening eerst ongedaan</translation>
        </message>
        <message>
            <source>an event has 1 round or more, not {rounds}</source>
            <translation>een evenement telt 1 ronde of meer, niet {rounds}</translation>
        </message>
        <message>
            <source>cannot open the dBase file ({reason})</source>
            <translation>kan het dBase-bestand niet openen ({reason})</translation>
        </message>
        <message>
            <source>event {event} ({name}) cannot be put back: another event has its number now</source>
            <translation>evenement {event} ({name}) kan niet teruggezet worden: een ander evenement heeft nu zijn nummer</translation>
        </message>
        <message>
            <source>event {event} ({name}) has games in round {round}: it cannot have {rounds} rounds</source>
            <translation>evenement {event} ({name}) heeft partijen in ronde {round}: het kan geen {rounds} ronden tellen</translation>
        </message>
        <message>
            <source>event {event} ({name}) holds {games} games of {old}: it cannot become a {system} event, which rates another kind of game</source>
            <translation>evenement {event} ({name}) bevat {games} partijen {old}: het kan geen {system}-evenement worden, dat een ander soort partijen rate</translation>
        </message>
        <message>
            <source>event {event} ({name}) was rated by run {run} ({summary}, applied on {day}): undo that run first</source>
            <translation>evenement {event} ({name}) werd verwerkt door berekening {run} ({summary}, toegepast op {day}): maak die berekening eerst ongedaan</translation>
        </message>
        <message>
            <source>event {event} ({name}) was rated by {count} runs, the first run {run} ({summary}, applied on {day}): undo them first</source>
            <translation>evenement {event} ({name}) werd verwerkt door {count} berekeningen, de eerste berekening {run} ({summary}, toegepast op {day}): maak ze eerst ongedaan</translation>
        </message>
        <message>
            <source>expected 0 to {most} centres, got {centers}</source>
            <translation>0 tot {most} centra verwacht, gevonden: {centers}</translation>
        </message>
        <message>
            <source>expected &lt;playerslist&gt;, got &lt;{tag}&gt;</source>
            <translation>&lt;playerslist&gt; verwacht, gevonden: &lt;{tag}&gt;</translation>
        </message>
        <message>
            <source>expected a FIDE id (digits only), got "{value}"</source>
            <translation>FIDE-id verwacht (alleen cijfers), gevonden: "{value}"</translation>
        </message>
        <message>
            <source>expected a FIDE id (digits) in columns {first}–{last}, got {found}</source>
            <translation>FIDE-id verwacht (cijfers) in kolommen {first}–{last}, gevonden: {found}</translation>
        </message>
        <message>
            <source>expected a FIDE id (digits) in columns {first}–{last}, got {found}; line skipped</source>
            <translation>FIDE-id verwacht (cijfers) in kolommen {first}–{last}, gevonden: {found}; regel overgeslagen</translation>
        </message>
        <message>
            <source>expected a FIDE id in &lt;fideid&gt;, got {found}</source>
            <translation>FIDE-id verwacht in &lt;fideid&gt;, gevonden: {found}</translation>
        </message>
        <message>
            <source>expected a FIDE id in &lt;fideid&gt;, got {found}; player skipped</source>
            <translation>FIDE-id verwacht in &lt;fideid&gt;, gevonden: {found}; speler overgeslagen</translation>
        </message>
        <message>
            <source>expected an FFE licence (a letter and 5 digits, e.g. A01450), got "{value}"</source>
            <translation>FFE-licentie verwacht (een letter en 5 cijfers, bv. A01450), gevonden: "{value}"</translation>
        </message>
        <message>
            <source>expected an FRBE matricule (1 to 5 digits), got "{value}"</source>
            <translation>KBSB-stamnummer verwacht (1 tot 5 cijfers), gevonden: "{value}"</translation>
        </message>
        <message>
            <source>expected one .txt or .xml list in the zip, found {found}</source>
            <translation>één .txt- of .xml-lijst verwacht in de zip, gevonden: {found}</translation>
        </message>
        <message>
            <source>expected one PLAYER .DBF file in the zip, found {found}</source>
            <translation>één PLAYER .DBF-bestand verwacht in de zip, gevonden: {found}</translation>
        </message>
        <message>
            <source>expected the FIDE list header (ID Number, Name, Fed, Sex, Tit, …, a rating column, Gms, K, B-day, Flag), got {header}</source>
            <translation>kopregel van de FIDE-lijst verwacht (ID Number, Name, Fed, Sex, Tit, …, een ratingkolom, Gms, K, B-day, Flag), gevonden: {header}</translation>
        </message>
        <message>
            <source>expected the PLAYER.DBF fields {required}, …; missing {missing} (has {has})</source>
            <translation>velden van PLAYER.DBF verwacht: {required}, …; ontbrekend: {missing} (aanwezig: {has})</translation>
        </message>
        <message>
            <source>format not recognised; expected one of {formats} (or name it with --format)</source>
            <translation>formaat niet herkend; een van deze formaten verwacht: {formats} (of geef het op met --format)</translation>
        </message>
        <message>
            <source>game "{game}": {here} here but {there} on its first row ({line})</source>
            <translation>partij "{game}": {here} hier maar {there} op haar eerste rij ({line})</translation>
        </message>
        <message>
            <source>game "{game}": {role} twice (also {also})</source>
            <translation>partij "{game}": {role} twee keer (ook in {also})</translation>
        </message>
        <message>
            <source>general "{general}" twice in this battle</source>
            <translation>generaal "{general}" staat twee keer in deze veldslag</translation>
        </message>
        <message>
            <source>malformed XML (column {column}): {reason}</source>
            <translation>misvormde XML (kolom {column}): {reason}</translation>
        </message>
        <message>
            <source>no player {player}</source>
            <translation>geen speler {player}</translation>
        </message>
        <message>
            <source>not a dBase file ({reason})</source>
            <translation>geen dBase-bestand ({reason})</translation>
        </message>
        <message>
            <source>player "{player}" twice (also {also})</source>
            <translation>speler "{player}" twee keer (ook in {also})</translation>
        </message>
        <message>
            <source>ref "{ref}" twice (also {also})</source>
            <translation>ref "{ref}" twee keer (ook in {also})</translation>
        </message>
        <message>
            <source>side {side} has no general</source>
            <translation>kamp {side} heeft geen generaal</translation>
        </message>
        <message>
            <source>the change breaks a rule of the club database ({reason}): nothing was stored</source>
            <translation>de wijziging breekt een regel van de clubdatabase ({reason}): er werd niets opgeslagen</translation>
        </message>
        <message>
            <source>the club database refused the action ({reason})</source>
            <translation>de clubdatabase weigerde de handeling ({reason})</translation>
        </message>
        <message>
            <source>the disk holding {file} is full: nothing was stored; make room and try again</source>
            <translation>de schijf met {file} is vol: er werd niets opgeslagen; maak ruimte vrij en probeer opnieuw</translation>
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation>het evenement eindigt ({end}) voor het begint ({start})</translation>
        </message>
        <message>
            <source>unknown general "{name}": not in the sheet "{sheet}"</source>
            <translation>onbekende generaal "{name}": niet in het blad "{sheet}"</translation>
        </message>
        <message>
            <source>unknown result "{value}" (expected one of: {phrases})</source>
            <translation>onbekende uitslag "{value}" (een van deze verwacht: {phrases})</translation>
        </message>
        <message>
            <source>{file} could not be read or written ({reason}): is the disk or the network share still there?</source>
            <translation>{file} kon niet gelezen of geschreven worden ({reason}): is de schijf of de netwerkmap er nog?</translation>
        </message>
        <message>
            <source>{file} is damaged ({reason}): open the last backup made next to it</source>
            <translation>{file} is beschadigd ({reason}): open de laatste back-up die ernaast gemaakt werd</translation>
        </message>
        <message>
            <source>{file} is read-only: nothing was stored (look at the permissions of the file and of its folder)</source>
            <translation>{file} is alleen-lezen: er werd niets opgeslagen (kijk de rechten van het bestand en van zijn map na)</translation>
        </message>
        <message>
            <source>a withdrawal needs a round (1 or more)</source>
            <translation>een terugtrekking heeft een ronde nodig (1 of meer)</translation>
        </message>
        <message>
            <source>player {player} appears twice in round {round}</source>
            <translation>speler {player} staat twee keer in ronde {round}</translation>
        </message>
        <message>
            <source>player {player} does not play in this event</source>
            <translation>speler {player} speelt niet in dit toernooi</translation>
        </message>
        <message>
            <source>round {round} is already paired</source>
            <translation>ronde {round} is al ingedeeld</translation>
        </message>
        <message>
            <source>{name} is not a chess event: only chess rounds are paired</source>
            <translation>{name} is geen schaaktoernooi: alleen schaakrondes worden ingedeeld</translation>
        </message>
        <message>
            <source>a general is named twice on side {side}</source>
            <translation>een generaal staat twee keer in kamp {side}</translation>
        </message>
        <message>
            <source>first resolution date {date}: expected YYYY-MM-DD</source>
            <translation>datum van de eerste resolutie {date}: JJJJ-MM-DD verwacht</translation>
        </message>
        <message>
            <source>no Diplomacy game {game}</source>
            <translation>geen Diplomacy-partij {game}</translation>
        </message>
        <message>
            <source>no battle {battle}</source>
            <translation>geen veldslag {battle}</translation>
        </message>
        <message>
            <source>no chess game {game}</source>
            <translation>geen schaakpartij {game}</translation>
        </message>
        <message>
            <source>side {side} needs one to {most} generals</source>
            <translation>kamp {side} heeft één tot {most} generaals nodig</translation>
        </message>
        <message>
            <source>the powers hold {total} supply centres, more than the {most} of the map</source>
            <translation>de mogendheden bezitten {total} bevoorradingscentra, meer dan de {most} van de kaart</translation>
        </message>
        <message>
            <source>this event already has a game {game}</source>
            <translation>dit evenement heeft al een partij {game}</translation>
        </message>
        <message>
            <source>unknown battle result {result}; expected one of {allowed}</source>
            <translation>onbekende uitslag van een veldslag {result}; een van deze verwacht: {allowed}</translation>
        </message>
        <message>
            <source>unknown chess result {result}; expected one of {allowed}</source>
            <translation>onbekende schaakuitslag {result}; een van deze verwacht: {allowed}</translation>
        </message>
        <message>
            <source>{event} is a {system} event, not a {systems} one</source>
            <translation>{event} is een {system}-evenement, geen {systems}-evenement</translation>
        </message>
        <message>
            <source>{player} already plays in this event</source>
            <translation>{player} speelt al mee in dit evenement</translation>
        </message>
        <message>
            <source>{player} cannot fight on both sides</source>
            <translation>{player} kan niet aan beide kanten vechten</translation>
        </message>
        <message>
            <source>{player} does not play in this event</source>
            <translation>{player} speelt niet mee in dit evenement</translation>
        </message>
        <message>
            <source>{player} has {games} games in this event; delete them first</source>
            <translation>{player} heeft {games} partijen in dit evenement; verwijder ze eerst</translation>
        </message>
        <message>
            <source>{player} is already paired in round {round}</source>
            <translation>{player} is al gepaard in ronde {round}</translation>
        </message>
        <message>
            <source>{player} is not a player of this event; add him to it first</source>
            <translation>{player} is geen speler van dit evenement; voeg hem eerst toe</translation>
        </message>
        <message>
            <source>{player} plays two powers</source>
            <translation>{player} speelt twee mogendheden</translation>
        </message>
        <message>
            <source>{power} is not a power of the {variant} map ({powers})</source>
            <translation>{power} is geen mogendheid van de kaart {variant} ({powers})</translation>
        </message>
        <message>
            <source>{power}: {centers} supply centres, expected 0 to {most}</source>
            <translation>{power}: {centers} bevoorradingscentra, 0 tot {most} verwacht</translation>
        </message>
        <message>
            <source>unknown mode {value}; expected one of {allowed}</source>
            <translation>onbekende modus {value}; een van deze verwacht: {allowed}</translation>
        </message>
        <message>
            <source>unknown scoring method {value}; expected one of {allowed}</source>
            <translation>onbekende scoremethode {value}; een van deze verwacht: {allowed}</translation>
        </message>
        <message>
            <source>unknown state {value}; expected one of {allowed}</source>
            <translation>onbekende toestand {value}; een van deze verwacht: {allowed}</translation>
        </message>
        <message>
            <source>unknown variant {value}; expected one of {allowed}</source>
            <translation>onbekende variant {value}; een van deze verwacht: {allowed}</translation>
        </message>
        <message>
            <source>event {event} is a {event_rate} event: FIDE rates it on the {event_rate} list, not the {rate} one</source>
            <translation>evenement {event} is een {event_rate}-evenement: de FIDE verwerkt het op de {event_rate}-lijst, niet op de {rate}-lijst</translation>
        </message>
        <message>
            <source>--format: unknown format {format}</source>
            <translation>--format: onbekend formaat {format}</translation>
        </message>
        <message>
            <source>C1: {white} and {black} have already played each other</source>
            <translation>C1: {white} en {black} hebben al tegen elkaar gespeeld</translation>
        </message>
        <message>
            <source>C2: {player} has already had a bye or a point without playing</source>
            <translation>C2: {player} had al een bye of een punt zonder te spelen</translation>
        </message>
        <message>
            <source>C3: {player} must have black</source>
            <translation>C3: {player} moet zwart krijgen</translation>
        </message>
        <message>
            <source>C3: {player} must have white</source>
            <translation>C3: {player} moet wit krijgen</translation>
        </message>
        <message>
            <source>C3: {white} and {black} both must have black</source>
            <translation>C3: {white} en {black} moeten allebei zwart krijgen</translation>
        </message>
        <message>
            <source>C3: {white} and {black} both must have white</source>
            <translation>C3: {white} en {black} moeten allebei wit krijgen</translation>
        </message>
        <message>
            <source>event {event} is rated under {event_system}, not {system}</source>
            <translation>evenement {event} wordt gerated onder {event_system}, niet onder {system}</translation>
        </message>
        <message>
            <source>invalid player fields: {problems}</source>
            <translation>ongeldige spelersvelden: {problems}</translation>
        </message>
        <message>
            <source>player {player} ({name}) cannot be deleted: {tables} refer to him</source>
            <translation>speler {player} ({name}) kan niet verwijderd worden: {tables} verwijzen naar hem</translation>
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in event {event} ({name})</source>
            <translation>spelers {keep} en {drop} kunnen niet dezelfde persoon zijn: beiden speelden in evenement {event} ({name})</translation>
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in game {game} of event {event} ({name})</source>
            <translation>spelers {keep} en {drop} kunnen niet dezelfde persoon zijn: beiden speelden in partij {game} van evenement {event} ({name})</translation>
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in round {round} of event {event} ({name})</source>
            <translation>spelers {keep} en {drop} kunnen niet dezelfde persoon zijn: beiden speelden in ronde {round} van evenement {event} ({name})</translation>
        </message>
        <message>
            <source>unknown player fields: {fields}</source>
            <translation>onbekende spelersvelden: {fields}</translation>
        </message>
        <message>
            <source>{system}: a period overlapping {start} – {end} is already applied (run {run}); undo it first</source>
            <translation>{system}: een periode die {start} – {end} overlapt is al toegepast (berekening {run}); maak ze eerst ongedaan</translation>
        </message>
        <message>
            <source>{system}: event {event} is already applied (run {run}); undo it first</source>
            <translation>{system}: evenement {event} is al toegepast (berekening {run}); maak het eerst ongedaan</translation>
        </message>
        <message>
            <source>{system}: nothing to undo</source>
            <translation>{system}: niets ongedaan te maken</translation>
        </message>
        <message>
            <source>{system}: the 2024 increase is already applied (run {run}); undo it first</source>
            <translation>{system}: de verhoging van 2024 is al toegepast (berekening {run}); maak ze eerst ongedaan</translation>
        </message>
        <message>
            <source>{system}: the 2024 uplift is already applied (run {run}); undo it first</source>
            <translation>{system}: de opwaardering van 2024 is al toegepast (berekening {run}); maak ze eerst ongedaan</translation>
        </message>
        <message>
            <source>{system}: the {year} inactivity penalty is already applied (run {run}); undo it first</source>
            <translation>{system}: de inactiviteitsstraf van {year} is al toegepast (berekening {run}); maak ze eerst ongedaan</translation>
        </message>
        <message>
            <source>player {player} already plays in this event</source>
            <translation>speler {player} speelt al in dit toernooi</translation>
        </message>
        <message>
            <source>the end date {value} is not a date (expected YYYY-MM-DD)</source>
            <translation>de einddatum {value} is geen datum (JJJJ-MM-DD verwacht)</translation>
        </message>
        <message>
            <source>the start date {value} is not a date (expected YYYY-MM-DD)</source>
            <translation>de begindatum {value} is geen datum (JJJJ-MM-DD verwacht)</translation>
        </message>
        <message>
            <source>{place}: {message}</source>
            <translation>{place}: {message}</translation>
        </message>
        <message>
            <source>event {event} is a {system} event: only chess standings have tie-breaks</source>
            <translation>evenement {event} is een {system}-evenement: alleen schaakrangschikkingen hebben tiebreaks</translation>
        </message>
        <message>
            <source>a FIDE rating report needs an event</source>
            <translation>een FIDE-ratingrapport hoort bij een evenement</translation>
        </message>
        <message>
            <source>a ranking list needs a system</source>
            <translation>een ratinglijst hoort bij een systeem</translation>
        </message>
        <message>
            <source>a record card needs a player</source>
            <translation>een spelersfiche hoort bij een speler</translation>
        </message>
        <message>
            <source>a round's pairings and result slips need an event and a round</source>
            <translation>de paringen en uitslagbriefjes van een ronde horen bij een evenement en een ronde</translation>
        </message>
        <message>
            <source>event standings need an event</source>
            <translation>het klassement van een evenement hoort bij een evenement</translation>
        </message>
        <message>
            <source>event {event} has no round {round} (rounds: none yet)</source>
            <translation>evenement {event} heeft geen ronde {round} (ronden: nog geen)</translation>
        </message>
        <message>
            <source>event {event} has no round {round} (rounds: {first}–{last})</source>
            <translation>evenement {event} heeft geen ronde {round} (ronden: {first}–{last})</translation>
        </message>
        <message>
            <source>event {event} is not a chess tournament: it has no pairings to print</source>
            <translation>evenement {event} is geen schaaktoernooi: het heeft geen paringen om af te drukken</translation>
        </message>
        <message>
            <source>event {event} is rated under {system}, not FIDE: it has no FIDE report</source>
            <translation>evenement {event} wordt gerated onder {system}, niet onder FIDE: het heeft geen FIDE-rapport</translation>
        </message>
        <message>
            <source>unknown sheet {kind}; expected one of {kinds}</source>
            <translation>onbekend document {kind}; een van deze verwacht: {kinds}</translation>
        </message>
        <message>
            <source>--inactivity: the year-end penalty is a Bataille Empire rule (--system bataille-empire)</source>
            <translation>--inactivity: de eindejaarsstraf is een regel van Bataille Empire (--system bataille-empire)</translation>
        </message>
        <message>
            <source>--month: give either --month or --from/--to</source>
            <translation>--month: geef ofwel --month, ofwel --from/--to</translation>
        </message>
        <message>
            <source>--player: no player "{player}" in the input</source>
            <translation>--player: geen speler "{player}" in de invoer</translation>
        </message>
        <message>
            <source>--player: no player "{player}" in this run</source>
            <translation>--player: geen speler "{player}" in deze berekening</translation>
        </message>
        <message>
            <source>--rate: a FIDE run rates one list (standard, rapid or blitz)</source>
            <translation>--rate: een FIDE-berekening verwerkt één lijst (standard, rapid of blitz)</translation>
        </message>
        <message>
            <source>--rate: only FIDE runs have a rate (--system fide)</source>
            <translation>--rate: alleen FIDE-berekeningen hebben een tempo (--system fide)</translation>
        </message>
        <message>
            <source>--set: {reason}</source>
            <translation>--set: {reason}</translation>
        </message>
        <message>
            <source>--system: files for submission exist for the chess systems only</source>
            <translation>--system: in te dienen bestanden bestaan alleen voor de schaaksystemen</translation>
        </message>
        <message>
            <source>--to: the period ends ({end}) before it starts ({start})</source>
            <translation>--to: de periode eindigt ({end}) voor ze begint ({start})</translation>
        </message>
        <message>
            <source>--uplift: the 2024 uplift is a Belgian and a FIDE rule (--system frbe or fide)</source>
            <translation>--uplift: de opwaardering van 2024 is een Belgische en een FIDE-regel (--system frbe of fide)</translation>
        </message>
        <message>
            <source>elodesk event edit: give at least one of {options}</source>
            <translation>elodesk event edit: geef minstens een van deze opties: {options}</translation>
        </message>
        <message>
            <source>elodesk print {sheet}: {option} is required</source>
            <translation>elodesk print {sheet}: {option} is verplicht</translation>
        </message>
        <message>
            <source>elodesk print {sheet}: {reason}</source>
            <translation>elodesk print {sheet}: {reason}</translation>
        </message>
        <message>
            <source>elodesk {command}: --from and --to go together</source>
            <translation>elodesk {command}: --from en --to horen samen</translation>
        </message>
        <message>
            <source>elodesk {command}: give exactly one of --from/--to, --event</source>
            <translation>elodesk {command}: geef precies een van deze opties: --from/--to, --event</translation>
        </message>
        <message>
            <source>elodesk {command}: give exactly one of --from/--to, --event, --inactivity, --uplift</source>
            <translation>elodesk {command}: geef precies een van deze opties: --from/--to, --event, --inactivity, --uplift</translation>
        </message>
        <message>
            <source>elodesk: the application cannot start ({reason}); the commands still work, see elodesk --help</source>
            <translation>elodesk: de toepassing kan niet starten ({reason}); de opdrachten werken nog, zie elodesk --help</translation>
        </message>
        <message>
            <source>{file}: a template is an Excel workbook, expected a name ending in .xlsx</source>
            <translation>{file}: een sjabloon is een Excel-werkmap; een naam op .xlsx verwacht</translation>
        </message>
        <message>
            <source>{file}: cannot write ({reason})</source>
            <translation>{file}: kan niet schrijven ({reason})</translation>
        </message>
        <message>
            <source>{file}: is a directory, expected a JSON file</source>
            <translation>{file}: is een map; een JSON-bestand verwacht</translation>
        </message>
        <message>
            <source>{file}: no such file</source>
            <translation>{file}: bestand niet gevonden</translation>
        </message>
        <message>
            <source>{file}: not valid JSON: {reason}</source>
            <translation>{file}: geen geldige JSON: {reason}</translation>
        </message>
        <message>
            <source>{file}: permission denied</source>
            <translation>{file}: toegang geweigerd</translation>
        </message>
        <message>
            <source>{prog}: {message}</source>
            <translation>{prog}: {message}</translation>
        </message>
        <message>
            <source>a round robin needs at least two players</source>
            <translation>een rondetoernooi vraagt minstens twee spelers</translation>
        </message>
        <message>
            <source>a round robin of {players} players has {total} rounds, not round {round}</source>
            <translation>een rondetoernooi met {players} spelers heeft {total} ronden, geen ronde {round}</translation>
        </message>
        <message>
            <source>all {total} rounds of {event} are paired already</source>
            <translation>alle {total} ronden van {event} zijn al ingedeeld</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria (players who met already, colours)</source>
            <translation>geen indeling voldoet aan de absolute criteria (spelers die elkaar al ontmoetten, kleuren)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria (players who met already, colours, the bye)</source>
            <translation>geen indeling voldoet aan de absolute criteria (spelers die elkaar al ontmoetten, kleuren, de bye)</translation>
        </message>
        <message>
            <source>round {round} still has games without a result: enter them before pairing the next round</source>
            <translation>ronde {round} heeft nog partijen zonder uitslag: voer ze in voor u de volgende ronde indeelt</translation>
        </message>
        <message>
            <source>the colour of the first player in round 1 is not given (XXC white1 or XXC black1)</source>
            <translation>de kleur van de eerste speler in ronde 1 is niet gegeven (XXC white1 of XXC black1)</translation>
        </message>
        <message>
            <source>the number of rounds is not given (XXR, or elodesk pair --rounds): the Dutch system needs it for the last round</source>
            <translation>het aantal ronden is niet gegeven (XXR, of elodesk pair --rounds): het Nederlandse systeem heeft het nodig voor de laatste ronde</translation>
        </message>
        <message>
            <source>{event} does not say how many rounds it has, which the Dutch system needs for the last round: enter it in the event's details (F2)</source>
            <translation>{event} zegt niet hoeveel ronden het heeft, wat het Nederlandse systeem nodig heeft voor de laatste ronde: vul het in bij de gegevens van het toernooi (F2)</translation>
        </message>
        <message>
            <source>{tag} records are not used for pairing</source>
            <translation>{tag}-records worden niet gebruikt voor het paren</translation>
        </message>
        <message>
            <source>no TimeControl tag tells the rate: "{rate}" is read from the event's name</source>
            <translation>geen TimeControl-tag geeft het tempo: "{rate}" wordt uit de naam van het toernooi gelezen</translation>
        </message>
        <message>
            <source>no Result tag: the result "{ending}" is read from the end of the moves</source>
            <translation>geen Result-tag: het resultaat "{ending}" wordt aan het einde van de zetten gelezen</translation>
        </message>
        <message>
            <source>Result tag "{result}" but the moves end with "{ending}": the tag is read</source>
            <translation>Result-tag "{result}" maar de zetten eindigen op "{ending}": de tag wordt gelezen</translation>
        </message>
        <message>
            <source>the same players already play in round {round} at line {first}: a copy of that game, left out</source>
            <translation>dezelfde spelers spelen al in ronde {round} op regel {first}: een kopie van die partij, weggelaten</translation>
        </message>
        <message>
            <source>no game has a complete date: the event is dated {day}, the first day of "{date}"</source>
            <translation>geen partij heeft een volledige datum: het toernooi krijgt de datum {day}, de eerste dag van "{date}"</translation>
        </message>
        <message>
            <source>1 game of {rate} (TimeControl) in a {event_rate} event: not imported, an event has one rate</source>
            <translation>1 partij in {rate} (TimeControl) in een {event_rate}-toernooi: niet ingelezen, een toernooi heeft één tempo</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games of {rate} (TimeControl) in a {event_rate} event: not imported, an event has one rate</source>
            <translation>regels {lines}: {count} partijen in {rate} (TimeControl) in een {event_rate}-toernooi: niet ingelezen, een toernooi heeft één tempo</translation>
        </message>
        <message>
            <source>game against "{name}", who stands for the bye: read as a bye "{kind}" of {player} in round {round}</source>
            <translation>partij tegen "{name}", die voor de bye staat: gelezen als een bye "{kind}" van {player} in ronde {round}</translation>
        </message>
        <message>
            <source>game against "{name}", who stands for the bye: no game, and without a round no bye either</source>
            <translation>partij tegen "{name}", die voor de bye staat: geen partij, en zonder ronde ook geen bye</translation>
        </message>
        <message>
            <source>games played on {site}: their WhiteElo and BlackElo are {site} ratings, not FIDE ratings: left out</source>
            <translation>partijen gespeeld op {site}: hun WhiteElo en BlackElo zijn {site}-ratings, geen FIDE-ratings: weggelaten</translation>
        </message>
        <message>
            <source>{players} player(s) kept their FIDE ratings from a later list (the newest of {newest}): this list, of {month}, is older and was not applied to them; import the lists oldest first</source>
            <translation>{players} speler(s) behouden hun FIDE-ratings van een latere lijst (de recentste is van {newest}): deze lijst, van {month}, is ouder en werd niet op hen toegepast; importeer de lijsten van oud naar nieuw</translation>
        </message>
        <message>
            <source>the list gives no month (neither its header nor its file name): elodesk cannot tell whether it is older than the lists the FIDE ratings of {players} player(s) came from (the newest of {newest}); its ratings were applied</source>
            <translation>de lijst vermeldt geen maand (noch in de kop, noch in de bestandsnaam): elodesk kan niet nagaan of ze ouder is dan de lijsten waarvan de FIDE-ratings van {players} speler(s) komen (de recentste is van {newest}); haar ratings werden toegepast</translation>
        </message>
        <message>
            <source>tag {tag} "{value}": the file is lichess's export, its rating column holds lichess ratings, not FIDE ratings: left out</source>
            <translation>tag {tag} "{value}": het bestand is een export van lichess, de ratingkolom bevat lichess-ratings, geen FIDE-ratings: weggelaten</translation>
        </message>
        <message>
            <source>elodesk: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session, or use the commands (elodesk --help)</source>
            <translation>elodesk: er is geen scherm om het venster op te openen (DISPLAY noch WAYLAND_DISPLAY is ingesteld); start het vanuit een bureaubladsessie, of gebruik de opdrachten (elodesk --help)</translation>
        </message>
        <message>
            <source>elodesk: the window needs libraries this system lacks ({packages}): install them with 'sudo apt-get install {packages}'; the commands still work (elodesk --help)</source>
            <translation>elodesk: het venster heeft bibliotheken nodig die dit systeem mist ({packages}): installeer ze met 'sudo apt-get install {packages}'; de opdrachten werken nog (elodesk --help)</translation>
        </message>
        <message>
            <source>{path}: the folder {folder} does not exist</source>
            <translation>{path}: de map {folder} bestaat niet</translation>
        </message>
        <message>
            <source>expected a date as DD/MM/YYYY or YYYY-MM-DD, got {text}</source>
            <translation>datum verwacht als DD/MM/JJJJ of JJJJ-MM-DD, gevonden: "{text}"</translation>
        </message>
        <message>
            <source>expected a month as MM/YYYY or YYYY-MM, got {text}</source>
            <translation>maand verwacht als MM/JJJJ of JJJJ-MM, gevonden: "{text}"</translation>
        </message>
        <message>
            <source>{option}: no such folder {folder}</source>
            <translation>{option}: map niet gevonden {folder}</translation>
        </message>
        <message>
            <source>{file}: more than the {cap} MB that elodesk reads: refused</source>
            <translation>{file}: meer dan de {cap} MB die elodesk leest: geweigerd</translation>
        </message>
        <message>
            <source>{path} is an empty file (0 bytes), not a club database: nothing was written to it; a new club is made with File &gt; New or in a file that does not exist yet</source>
            <translation>{path} is een leeg bestand (0 bytes), geen clubdatabase: er is niets in geschreven; een nieuwe club maakt u met Bestand &gt; Nieuw of in een bestand dat nog niet bestaat</translation>
        </message>
        <message>
            <source>{path} is an SQLite database of another program (tables {tables}), not an elodesk club database: nothing was written to it</source>
            <translation>{path} is een SQLite-database van een ander programma (tabellen {tables}), geen elodesk-clubdatabase: er is niets in geschreven</translation>
        </message>
        <message>
            <source>{path} was made by a newer elodesk (schema version {version}; this elodesk knows up to {ours}): nothing was written to it; open it with that version or a newer one</source>
            <translation>{path} is gemaakt door een nieuwere elodesk (schemaversie {version}; deze elodesk kent tot {ours}): er is niets in geschreven; open ze met die versie of een nieuwere</translation>
        </message>
        <message>
            <source>{path} was changed by a newer elodesk (steps {names}, unknown to this one): nothing was written to it; open it with that version or a newer one</source>
            <translation>{path} is gewijzigd door een nieuwere elodesk (stappen {names}, onbekend voor deze): er is niets in geschreven; open ze met die versie of een nieuwere</translation>
        </message>
        <message>
            <source>event {event} ({name}) was imported before events had a rate and counted as standard; its file {file} names a {rate} event: it is now one. Look again at any period applied over it</source>
            <translation>toernooi {event} ({name}) is ingevoerd voordat toernooien een tempo hadden en als standaard geteld; zijn bestand {file} noemt een {rate}-toernooi: dat is het nu. Bekijk opnieuw elke periode die er al over toegepast is</translation>
        </message>
        <message>
            <source>event {event} ({name}) was imported before events had a rate and counted as standard; its name says {rate}: it is now a {rate} event. Look again at any period applied over it</source>
            <translation>toernooi {event} ({name}) is ingevoerd voordat toernooien een tempo hadden en als standaard geteld; zijn naam zegt {rate}: het is nu een {rate}-toernooi. Bekijk opnieuw elke periode die er al over toegepast is</translation>
        </message>
        <message>
            <source>the period {start} – {end} applied over event {event} rated its games as standard ones: undo it (with the periods applied after it) and apply it again to leave them out</source>
            <translation>de periode {start} – {end} die over toernooi {event} toegepast is, telde zijn partijen als standaardpartijen: maak ze ongedaan (met de perioden die erna toegepast zijn) en pas ze opnieuw toe om ze weg te laten</translation>
        </message>
        <message>
            <source>{edition} is not an edition of the tie-break regulations: {editions}</source>
            <translation>{edition} is geen editie van het tiebreakreglement: {editions}</translation>
        </message>
        <message>
            <source>tag {tag}: tie-breaks elodesk does not compute ({codes}): the file's tie-breaks left out</source>
            <translation>tag {tag}: tiebreaks die elodesk niet berekent ({codes}): die van het bestand weggelaten</translation>
        </message>
        <message>
            <source>event {event} is a {system} event: only chess events are rated by several systems</source>
            <translation>evenement {event} is een {system}-evenement: alleen schaakevenementen worden door meerdere systemen gequoteerd</translation>
        </message>
        <message>
            <source>{file} is the club database open in elodesk (or a file SQLite keeps beside it): it cannot be imported into itself</source>
            <translation>{file} is de clubdatabase die in elodesk open is (of een bestand dat SQLite ernaast bijhoudt): ze kan niet in zichzelf worden geïmporteerd</translation>
        </message>
        <message>
            <source>{file} is not a club database but a file SQLite or elodesk keeps beside one; open the database itself</source>
            <translation>{file} is geen clubdatabase maar een bestand dat SQLite of elodesk naast een databank bijhoudt; open de databank zelf</translation>
        </message>
        <message>
            <source>{file} was found damaged or out of reach: elodesk writes nothing more to it; open it again, or one of its backups</source>
            <translation>{file} bleek beschadigd of onbereikbaar: elodesk schrijft er niets meer in; open het opnieuw, of een van de back-ups</translation>
        </message>
        <message>
            <source>player {number} is the only one to pair and cannot have the bye: he already had a bye or a win without playing (C2)</source>
            <translation>speler {number} is de enige die gepaard moet worden en kan de bye niet krijgen: hij had al een bye of een overwinning zonder te spelen (C2)</translation>
        </message>
        <message>
            <source>{tag}: expected points such as 3.0, got "{text}"</source>
            <translation>{tag}: punten verwacht, zoals 3.0, gevonden: "{text}"</translation>
        </message>
        <message>
            <source>162: expected result codes (W D L A P X) each followed by its points, such as W 3.0 D 1.0, got "{text}"</source>
            <translation>162: uitslagcodes verwacht (W D L A P X), elk gevolgd door zijn punten, zoals W 3.0 D 1.0, gevonden: "{text}"</translation>
        </message>
        <message>
            <source>{players} players to pair: the Dutch pairing handles at most {limit} players in one round (its memory grows with the square of the field)</source>
            <translation>{players} spelers te paren: de indeling volgens het Nederlandse systeem verwerkt hoogstens {limit} spelers per ronde (het geheugen groeit met het kwadraat van het aantal spelers)</translation>
        </message>
        <message>
            <source>the table definition pages loop back to page {page}: the file is damaged</source>
            <translation>de pagina's met de tabeldefinitie lussen terug naar pagina {page}: het bestand is beschadigd</translation>
        </message>
        <message>
            <source>the table definition goes on in page {page}, which holds none: the file is damaged</source>
            <translation>de tabeldefinitie gaat verder op pagina {page}, die er geen bevat: het bestand is beschadigd</translation>
        </message>
        <message>
            <source>the line is longer than {longest} characters, the most elodesk reads on one line of a {format} file: refused</source>
            <translation>de regel is langer dan {longest} tekens, het meeste dat elodesk leest op één regel van een {format}-bestand: geweigerd</translation>
        </message>
        <message>
            <source>{message} (and {count} more like this, not listed)</source>
            <translation>{message} (en nog {count} van dezelfde soort, niet vermeld)</translation>
        </message>
        <message>
            <source>event {name} ended on {end}, more than five days before the month's end: only an event ending within five days of it may go on a later FIDE list (9.1)</source>
            <translation>evenement {name} eindigde op {end}, meer dan vijf dagen voor het einde van de maand: alleen een evenement dat binnen vijf dagen ervoor eindigt, mag op een latere FIDE-lijst (9.1)</translation>
        </message>
        <message>
            <source>the file is cut short: its {size} bytes are not a whole number of {page_size}-byte pages</source>
            <translation>het bestand is afgekapt: zijn {size} bytes vormen geen geheel aantal pagina's van {page_size} bytes</translation>
        </message>
        <message>
            <source>the table counts {expected} rows but only {found} can be read: the file is damaged or cut short</source>
            <translation>de tabel telt {expected} rijen maar slechts {found} kunnen gelezen worden: het bestand is beschadigd of afgekapt</translation>
        </message>
        <message>
            <source>the table definition's page {page} is beyond the end of the file (cut at {size} bytes): the file is damaged</source>
            <translation>pagina {page} van de tabeldefinitie ligt voorbij het einde van het bestand (afgekapt op {size} bytes): het bestand is beschadigd</translation>
        </message>
        <message>
            <source>the table's data page {page} is beyond the end of the file (cut at {size} bytes): the file is damaged</source>
            <translation>gegevenspagina {page} van de tabel ligt voorbij het einde van het bestand (afgekapt op {size} bytes): het bestand is beschadigd</translation>
        </message>
        <message>
            <source>the table's usage map is in page {page}, beyond the end of the file (cut at {size} bytes): the file is damaged</source>
            <translation>de gebruikskaart van de tabel staat op pagina {page}, voorbij het einde van het bestand (afgekapt op {size} bytes): het bestand is beschadigd</translation>
        </message>
        <message>
            <source>the table's usage map is unreadable: the file is damaged</source>
            <translation>de gebruikskaart van de tabel is onleesbaar: het bestand is beschadigd</translation>
        </message>
        <message>
            <source>{end} is {days} days after DateDebut {start}, longer than an event runs: kept (the file dates no round); check the event's dates</source>
            <translation>{end} ligt {days} dagen na DateDebut {start}, langer dan een toernooi duurt: behouden (het bestand dateert geen enkele ronde); controleer de data van het toernooi</translation>
        </message>
        <message>
            <source>{end} is {days} days after DateDebut {start}, longer than an event runs: read as a rapid or blitz event of one day, {start}</source>
            <translation>{end} ligt {days} dagen na DateDebut {start}, langer dan een toernooi duurt: gelezen als een rapid- of blitztoernooi van één dag, {start}</translation>
        </message>
        <message>
            <source>{end} is {days} days after DateDebut {start}, longer than an event runs: the event ends on its last round's date, {last}</source>
            <translation>{end} ligt {days} dagen na DateDebut {start}, langer dan een toernooi duurt: het toernooi eindigt op de datum van zijn laatste ronde, {last}</translation>
        </message>
        <message>
            <source>{end} is before DateDebut {start}: the event is dated {first} – {last}</source>
            <translation>{end} ligt vóór DateDebut {start}: het toernooi wordt gedateerd van {first} tot {last}</translation>
        </message>
        <message>
            <source>{file}: a {format} file holds no tournament to audit; expected one of {formats}</source>
            <translation>{file}: een {format}-bestand bevat geen toernooi om na te kijken; verwacht: {formats}</translation>
        </message>
        <message>
            <source>FIDE id {fide} is carried by several matricules, {players}: given to none of them (set it by hand on the right one)</source>
            <translation>FIDE-id {fide} staat bij meerdere stamnummers, {players}: aan geen van hen gegeven (met de hand bij de juiste speler invullen)</translation>
        </message>
        <message>
            <source>matricules {players} share a name and a birth date: kept as two players; merge them if they are one person</source>
            <translation>stamnummers {players} hebben dezelfde naam en geboortedatum: als twee spelers behouden; voeg ze samen als het één persoon is</translation>
        </message>
        <message>
            <source>column "{header}" is not read: elodesk does not know it</source>
            <translation>kolom "{header}" wordt niet gelezen: elodesk kent ze niet</translation>
        </message>
        <message>
            <source>"{header}" read as the FIDE rating: the sheet has FIDE ids and no other rating column</source>
            <translation>"{header}" gelezen als de FIDE-rating: het blad heeft FIDE-id's en geen andere ratingkolom</translation>
        </message>
        <message>
            <source>"{header}" read as the {system} member number: {count} of the sheet's {total} players are of federation {federation}</source>
            <translation>"{header}" gelezen als het {system}-lidnummer: {count} van de {total} spelers van het blad zijn van federatie {federation}</translation>
        </message>
        <message>
            <source>"{header}" read as the {system} rating: {count} of the sheet's {total} players are of federation {federation}</source>
            <translation>"{header}" gelezen als de {system}-rating: {count} van de {total} spelers van het blad zijn van federatie {federation}</translation>
        </message>
        <message>
            <source>"{header}" is not read: it is a national column and most of the sheet's players are of no federation whose ratings the club keeps (BEL, FRA)</source>
            <translation>"{header}" wordt niet gelezen: het is een nationale kolom en de meeste spelers van het blad zijn van geen federatie waarvan de club de ratings bijhoudt (BEL, FRA)</translation>
        </message>
        <message>
            <source>"{header}" holds years: each birth date is written 1 January of its year</source>
            <translation>"{header}" bevat jaartallen: elke geboortedatum wordt als 1 januari van dat jaar genoteerd</translation>
        </message>
        <message>
            <source>expected a Belgian member number (digits), got "{value}"</source>
            <translation>een Belgisch lidnummer (cijfers) verwacht, gevonden "{value}"</translation>
        </message>
        <message>
            <source>no header line: none of the first {count} lines names a column elodesk knows (the first reads {cells}); add a line naming the columns, with {expected}</source>
            <translation>geen kopregel: geen van de eerste {count} regels noemt een kolom die elodesk kent (de eerste bevat {cells}); voeg een regel toe die de kolommen noemt, met {expected}</translation>
        </message>
        <message>
            <source>expected a players table with the columns {required}; missing {missing} (has {has})</source>
            <translation>een tabel players met de kolommen {required} verwacht; {missing} ontbreekt (ze heeft {has})</translation>
        </message>
        <message>
            <source>not a readable SQLite list ({reason})</source>
            <translation>geen leesbare SQLite-lijst ({reason})</translation>
        </message>
        <message>
            <source>"{header}" is not read: it is a national column and the sheet has no federation column to tell which nation's (add one, or name the column "Elo FRBE" or "Elo FFE")</source>
            <translation>"{header}" wordt niet gelezen: het is een nationale kolom en het blad heeft geen federatiekolom die zegt van welk land (voeg er een toe, of noem de kolom "Elo FRBE" of "Elo FFE")</translation>
        </message>
        <message>
            <source>tag 132: the round dates are written {order} ("{cell}" is read as {day}), the only order in which the rounds follow each other: read so</source>
            <translation>tag 132: de rondedata zijn geschreven als {order} ("{cell}" wordt gelezen als {day}), de enige volgorde waarin de ronden elkaar opvolgen: zo gelezen</translation>
        </message>
        <message>
            <source>tag 132: the round dates lie outside the event's dates ({start} to {end}) whichever order they are read in: left out, the games take the event's dates</source>
            <translation>tag 132: de rondedata vallen buiten de data van het toernooi ({start} tot {end}), in welke volgorde ze ook gelezen worden: weggelaten, de partijen krijgen de data van het toernooi</translation>
        </message>
        <message>
            <source>tag 132: the round dates can be read in several orders ({orders}), each inside the event's dates ({start} to {end}): left out, the games take the event's dates</source>
            <translation>tag 132: de rondedata kunnen in meerdere volgordes gelezen worden ({orders}), telkens binnen de data van het toernooi ({start} tot {end}): weggelaten, de partijen krijgen de data van het toernooi</translation>
        </message>
        <message>
            <source>tag 132: the round dates are written {order} ("{cell}" is read as {day}), the order that puts them inside the event's dates ({start} to {end}): read so</source>
            <translation>tag 132: de rondedata zijn geschreven als {order} ("{cell}" wordt gelezen als {day}), de volgorde die ze binnen de data van het toernooi ({start} tot {end}) plaatst: zo gelezen</translation>
        </message>
        <message>
            <source>1 tag section without a result (no Result tag, no moves ending with one): no game, not imported</source>
            <translation>1 tagsectie zonder uitslag (geen Result-tag, geen zetten die met een uitslag eindigen): geen partij, niet geïmporteerd</translation>
        </message>
        <message>
            <source>lines {lines}: {count} tag sections without a result (no Result tag, no moves ending with one): no game, not imported</source>
            <translation>regels {lines}: {count} tagsecties zonder uitslag (geen Result-tag, geen zetten die met een uitslag eindigen): geen partijen, niet geïmporteerd</translation>
        </message>
        <message>
            <source>no result in any of the {count} tag sections (no Result tag, no moves ending with one): the file holds no game</source>
            <translation>geen uitslag in de {count} tagsecties (geen Result-tag, geen zetten die met een uitslag eindigen): het bestand bevat geen partij</translation>
        </message>
        <message>
            <source>a player plays twice in round {round} (lines {first} and {line}): the rounds are numbered anew, one after another ({listed})</source>
            <translation>een speler speelt twee keer in ronde {round} (regels {first} en {line}): de ronden worden opnieuw genummerd, de ene na de andere ({listed})</translation>
        </message>
        <message>
            <source>a player plays twice in round {round} (lines {first} and {line}), in the same event, round, board and date: each game is numbered a round of its own, in file order</source>
            <translation>een speler speelt twee keer in ronde {round} (regels {first} en {line}), in hetzelfde toernooi, dezelfde ronde, op hetzelfde bord en dezelfde datum: elke partij wordt een eigen ronde, in de volgorde van het bestand</translation>
        </message>
        <message>
            <source>{count} of the file's {carried} players with a Belgian rating have none in the club database (the first: {name}, {rating}): they count as unrated until the federation's Belgian list is imported, which gives each his number of games; import it before the preview</source>
            <translation>{count} van de {carried} spelers van het bestand met een Belgische rating hebben er geen in de clubdatabank (de eerste: {name}, {rating}): ze tellen als niet-gerangschikt tot de Belgische lijst van de federatie is geïmporteerd, want alleen die geeft elk zijn aantal partijen; importeer ze vóór de voorvertoning</translation>
        </message>
        <message>
            <source>event {event}: {player} has more than one game or bye in round {round}, which a TRF cannot hold</source>
            <translation>evenement {event}: {player} heeft meer dan één partij of bye in ronde {round}, wat een TRF niet kan bevatten</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" comes before the start ({start}): {day}, the end date of tag 00F (E=), is taken</source>
            <translation>tag 052 (einddatum) "{value}" ligt vóór het begin ({start}): {day}, de einddatum van tag 00F (E=), wordt genomen</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" comes before the start ({start}): {day}, the last round date (tag 132), is taken</source>
            <translation>tag 052 (einddatum) "{value}" ligt vóór het begin ({start}): {day}, de datum van de laatste ronde (tag 132), wordt genomen</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" comes before the start ({start}): the event is taken to end on its start</source>
            <translation>tag 052 (einddatum) "{value}" ligt vóór het begin ({start}): het toernooi wordt geacht op zijn begindag te eindigen</translation>
        </message>
        <message>
            <source>{count} games have no round number: each is numbered the first round after its players' last game, in the order of their dates (rounds {first}–{last})</source>
            <translation>{count} partijen zonder rondenummer: elk krijgt de eerste ronde na de laatste partij van zijn spelers, in de volgorde van hun datums (ronden {first} tot {last})</translation>
        </message>
        <message>
            <source>{event}: no player has a Belgian matricule or rating: the Belgian submission file exists to carry them and would hold none; send FIDE's tournament report instead (fide-trf)</source>
            <translation>{event}: geen enkele speler heeft een Belgisch stamnummer of Belgische rating: het Belgische indieningsbestand bestaat om die te dragen en zou er geen bevatten; stuur in de plaats het FIDE-toernooiverslag (fide-trf)</translation>
        </message>
        <message>
            <source>The club changed since this preview (games, players or ratings): preview it again, then apply</source>
            <translation>De club is gewijzigd sinds deze voorvertoning (partijen, spelers of ratings): maak de voorvertoning opnieuw en pas dan toe</translation>
        </message>
        <message>
            <source>{option} {mode}: {system} ranks by mode: {modes}</source>
            <translation>{option} {mode}: {system} rangschikt per modus: {modes}</translation>
        </message>
        <message>
            <source>no header line: the columns were read by their place, as {program} writes its player file ({columns}), which the first {count} lines fit</source>
            <translation>geen kopregel: de kolommen zijn op hun plaats gelezen, zoals {program} zijn spelersbestand schrijft ({columns}), waaraan de eerste {count} regels voldoen</translation>
        </message>
        <message>
            <source>{count} games of a lichess study are dated by UTCDate, the day their chapter was made: each is dated the last day of its round</source>
            <translation>{count} partijen van een lichess-studie zijn gedateerd met UTCDate, de dag waarop hun hoofdstuk werd aangemaakt: elke partij krijgt de laatste dag van haar ronde</translation>
        </message>
        <message>
            <source>round {round} is beyond the tournament's last round, round {total}</source>
            <translation>ronde {round} ligt voorbij de laatste ronde van het toernooi, ronde {total}</translation>
        </message>
        <message>
            <source>the ranking does not list each player once (pairing number {number})</source>
            <translation>de rangschikking vermeldt niet elke speler precies één keer (paringsnummer {number})</translation>
        </message>
        <message>
            <source>the history of player {player} does not match the rounds paired so far (entries: {count}, rounds paired: {played})</source>
            <translation>de geschiedenis van speler {player} klopt niet met de gepaarde ronden (vermeldingen: {count}, gepaarde ronden: {played})</translation>
        </message>
        <message>
            <source>round {round}: player {player} is paired against himself</source>
            <translation>ronde {round}: speler {player} is tegen zichzelf gepaard</translation>
        </message>
        <message>
            <source>round {round}: the opponent of player {player}, number {number}, is not among the players</source>
            <translation>ronde {round}: de tegenstander van speler {player}, nummer {number}, staat niet bij de spelers</translation>
        </message>
        <message>
            <source>round {round}: player {player} had the bye, yet player {opponent} was paired against him</source>
            <translation>ronde {round}: speler {player} had de bye, en toch werd speler {opponent} tegen hem gepaard</translation>
        </message>
        <message>
            <source>round {round}: player {player} was not paired (absent or a bye), yet player {opponent} was paired against him</source>
            <translation>ronde {round}: speler {player} werd niet gepaard (afwezig of een bye), en toch werd speler {opponent} tegen hem gepaard</translation>
        </message>
        <message>
            <source>round {round}: player {player} is in two games, against {first} and against {second}</source>
            <translation>ronde {round}: speler {player} zit in twee partijen, tegen {first} en tegen {second}</translation>
        </message>
        <message>
            <source>round {round}: players {player} and {opponent} do not tell the same game (played over the board or not, the colours)</source>
            <translation>ronde {round}: spelers {player} en {opponent} beschrijven niet dezelfde partij (aan het bord gespeeld of niet, de kleuren)</translation>
        </message>
    </context>
    <context>
        <name>EventDialog</name>
        <message>
            <source>New event</source>
            <translation>Nieuw evenement</translation>
        </message>
        <message>
            <source>Edit event</source>
            <translation>Evenement wijzigen</translation>
        </message>
        <message>
            <source>e.g. Club championship 2026</source>
            <translation>bv. Clubkampioenschap 2026</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>standaard</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapid</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>not set</source>
            <translation>niet ingevuld</translation>
        </message>
        <message>
            <source>not fixed</source>
            <translation>niet vastgelegd</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Naam:</translation>
        </message>
        <message>
            <source>&amp;Rating system:</source>
            <translation>&amp;Ratingsysteem:</translation>
        </message>
        <message>
            <source>R&amp;ate:</source>
            <translation>T&amp;empo:</translation>
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation>&amp;Plaats:</translation>
        </message>
        <message>
            <source>&amp;From:</source>
            <translation>&amp;Van:</translation>
        </message>
        <message>
            <source>&amp;To:</source>
            <translation>&amp;Tot:</translation>
        </message>
        <message>
            <source>&amp;Arbiter:</source>
            <translation>&amp;Arbiter:</translation>
        </message>
        <message>
            <source>R&amp;ounds:</source>
            <translation>R&amp;ondes:</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Aanmaken</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Give the event a name.</source>
            <translation>Geef het evenement een naam.</translation>
        </message>
        <message>
            <source>The event cannot end before it starts.</source>
            <translation>Het evenement kan niet eindigen voor het begint.</translation>
        </message>
        <message>
            <source>Rated &amp;by:</source>
            <translation>Gequoteerd &amp;door:</translation>
        </message>
        <message>
            <source>One list &amp;later (reported late, 9.1)</source>
            <translation>Eén lijst &amp;later (laat ingediend, 9.1)</translation>
        </message>
        <message>
            <source>FIDE list:</source>
            <translation>FIDE-lijst:</translation>
        </message>
        <message>
            <source>Give the event's dates to know its FIDE list.</source>
            <translation>Geef de data van het evenement om zijn FIDE-lijst te kennen.</translation>
        </message>
    </context>
    <context>
        <name>EventsModels</name>
        <message>
            <source>Crushing victory for side A</source>
            <translation>Verpletterende overwinning voor kamp A</translation>
        </message>
        <message>
            <source>Decisive victory for side A</source>
            <translation>Beslissende overwinning voor kamp A</translation>
        </message>
        <message>
            <source>Marginal victory for side A</source>
            <translation>Nipte overwinning voor kamp A</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Gelijkspel</translation>
        </message>
        <message>
            <source>Marginal victory for side B</source>
            <translation>Nipte overwinning voor kamp B</translation>
        </message>
        <message>
            <source>Decisive victory for side B</source>
            <translation>Beslissende overwinning voor kamp B</translation>
        </message>
        <message>
            <source>Crushing victory for side B</source>
            <translation>Verpletterende overwinning voor kamp B</translation>
        </message>
        <message>
            <source>A, crushing</source>
            <translation>A, verpletterend</translation>
        </message>
        <message>
            <source>A, decisive</source>
            <translation>A, beslissend</translation>
        </message>
        <message>
            <source>A, marginal</source>
            <translation>A, nipt</translation>
        </message>
        <message>
            <source>B, marginal</source>
            <translation>B, nipt</translation>
        </message>
        <message>
            <source>B, decisive</source>
            <translation>B, beslissend</translation>
        </message>
        <message>
            <source>B, crushing</source>
            <translation>B, verpletterend</translation>
        </message>
        <message>
            <source>Blitz (no messages)</source>
            <translation>Blitz (zonder berichten)</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Klassiek</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beëindigd</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>Bezig</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Wachtend</translation>
        </message>
        <message>
            <source>Distinguished</source>
            <translation>Onderscheiden</translation>
        </message>
        <message>
            <source>C-Diplo</source>
            <translation>C-Diplo</translation>
        </message>
        <message>
            <source>Draw size (DSS)</source>
            <translation>Remisegrootte (DSS)</translation>
        </message>
        <message>
            <source>Sum of squares (SoS)</source>
            <translation>Som van kwadraten (SoS)</translation>
        </message>
        <message>
            <source>Supply centres</source>
            <translation>Bevoorradingscentra</translation>
        </message>
        <message>
            <source>Manual</source>
            <translation>Handmatig</translation>
        </message>
        <message>
            <source>England</source>
            <translation>Engeland</translation>
        </message>
        <message>
            <source>France</source>
            <translation>Frankrijk</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Duitsland</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italië</translation>
        </message>
        <message>
            <source>Austria</source>
            <translation>Oostenrijk</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Rusland</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turkije</translation>
        </message>
        <message>
            <source>Carthage</source>
            <translation>Carthago</translation>
        </message>
        <message>
            <source>Egypt</source>
            <translation>Egypte</translation>
        </message>
        <message>
            <source>Greece</source>
            <translation>Griekenland</translation>
        </message>
        <message>
            <source>Persia</source>
            <translation>Perzië</translation>
        </message>
        <message>
            <source>Rome</source>
            <translation>Rome</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>bye (½ punt)</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>bye (1 punt)</translation>
        </message>
        <message>
            <source>pairing bye</source>
            <translation>paringsbye</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>afwezig</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>bye</translation>
        </message>
        <message>
            <source>No (unknown map)</source>
            <translation>Nee (onbekende kaart)</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>No (not for Elo)</source>
            <translation>Nee (niet voor Elo)</translation>
        </message>
        <message>
            <source>No (not finished)</source>
            <translation>Nee (niet beëindigd)</translation>
        </message>
        <message>
            <source>No (excluded)</source>
            <translation>Nee (uitgesloten)</translation>
        </message>
        <message>
            <source>No (incomplete)</source>
            <translation>Nee (onvolledig)</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Nee</translation>
        </message>
    </context>
    <context>
        <name>EventsTableModel</name>
        <message>
            <source>Event</source>
            <translation>Evenement</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Systeem</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>Rated games: no forfeit, no bye, no game left unplayed</source>
            <translation>Partijen met rating: geen forfait, geen bye, geen ongespeelde partij</translation>
        </message>
    </context>
    <context>
        <name>EventsView</name>
        <message>
            <source>{n} players</source>
            <translation>{n} spelers</translation>
        </message>
        <message>
            <source>{n} games</source>
            <translation>{n} partijen</translation>
        </message>
        <message>
            <source>Find an event</source>
            <translation>Zoek een evenement</translation>
        </message>
        <message>
            <source>New event…</source>
            <translation>Nieuw evenement…</translation>
        </message>
        <message>
            <source>An event you run in elodesk: enter its pairings and results here</source>
            <translation>Een evenement dat u in elodesk leidt: voer hier de paringen en uitslagen in</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Evenementen</translation>
        </message>
        <message>
            <source>Edit event…</source>
            <translation>Evenement wijzigen…</translation>
        </message>
        <message>
            <source>Delete event…</source>
            <translation>Evenement verwijderen…</translation>
        </message>
        <message>
            <source>Pair &amp;next round…</source>
            <translation>Volgende ronde &amp;indelen…</translation>
        </message>
        <message>
            <source>Pair the next round by the Dutch system or the round robin's table (Ctrl+P)</source>
            <translation>De volgende ronde indelen volgens het Nederlandse Zwitserse systeem of de tabel van het rondetoernooi (Ctrl+P)</translation>
        </message>
        <message>
            <source>Pair next round…</source>
            <translation>Volgende ronde indelen…</translation>
        </message>
        <message>
            <source>Choose an event on the left, or create one with “New event…”.</source>
            <translation>Kies links een evenement, of maak er een aan met “Nieuw evenement…”.</translation>
        </message>
        <message>
            <source>arbiter: {name}</source>
            <translation>arbiter: {name}</translation>
        </message>
        <message>
            <source>rounds: {rounds}</source>
            <translation>rondes: {rounds}</translation>
        </message>
        <message>
            <source>Already rated by run {run} ({what}). A change here alters no rating until that run is undone and applied again.</source>
            <translation>Al verwerkt door berekening {run} ({what}). Een wijziging hier verandert geen enkele rating zolang die berekening niet ongedaan gemaakt en opnieuw toegepast is.</translation>
        </message>
        <message>
            <source>Delete event</source>
            <translation>Evenement verwijderen</translation>
        </message>
        <message>
            <source>Delete {name} with its {players} players' entries and {games} games? The players stay in the club; Undo (Ctrl+Z) puts everything back.</source>
            <translation>{name} verwijderen met de inschrijvingen van zijn {players} spelers en zijn {games} partijen? De spelers blijven in de club; Ongedaan maken (Ctrl+Z) zet alles terug.</translation>
        </message>
        <message>
            <source>Not stored: {reason}</source>
            <translation>Niet opgeslagen: {reason}</translation>
        </message>
        <message>
            <source>Add battle…</source>
            <translation>Veldslag toevoegen…</translation>
        </message>
        <message>
            <source>Edit battle…</source>
            <translation>Veldslag bewerken…</translation>
        </message>
        <message>
            <source>Delete battle</source>
            <translation>Veldslag verwijderen</translation>
        </message>
        <message>
            <source>Generals after round {n}</source>
            <translation>Generaals na ronde {n}</translation>
        </message>
        <message>
            <source>Generals</source>
            <translation>Generaals</translation>
        </message>
        <message>
            <source>Add pairing…</source>
            <translation>Paring toevoegen…</translation>
        </message>
        <message>
            <source>Enter result…</source>
            <translation>Uitslag invoeren…</translation>
        </message>
        <message>
            <source>Delete pairing</source>
            <translation>Paring verwijderen</translation>
        </message>
        <message>
            <source>Standings after round {n}</source>
            <translation>Klassement na ronde {n}</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Klassement</translation>
        </message>
        <message>
            <source>Add game…</source>
            <translation>Partij toevoegen…</translation>
        </message>
        <message>
            <source>Edit game…</source>
            <translation>Partij bewerken…</translation>
        </message>
        <message>
            <source>Delete game</source>
            <translation>Partij verwijderen</translation>
        </message>
        <message>
            <source>Board (choose a game)</source>
            <translation>Tafel (kies een partij)</translation>
        </message>
        <message>
            <source>Board of game {game} — solo</source>
            <translation>Tafel van partij {game} — solo</translation>
        </message>
        <message>
            <source>Board of game {game}</source>
            <translation>Tafel van partij {game}</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde:</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>Af&amp;drukken…</translation>
        </message>
        <message>
            <source>Pairings of this round</source>
            <translation>Paringen van deze ronde</translation>
        </message>
        <message>
            <source>Result slips of this round</source>
            <translation>Uitslagbriefjes van deze ronde</translation>
        </message>
        <message>
            <source>On a game: 1 = 1-0, “=” = ½-½, 0 = 0-1, + and − = won by forfeit; double-click or Enter for every result.</source>
            <translation>Op een partij: 1 = 1-0, “=” = ½-½, 0 = 0-1, + en − = gewonnen door forfait; dubbelklik of Enter voor alle uitslagen.</translation>
        </message>
        <message>
            <source>&amp;Tie-breaks…</source>
            <translation>&amp;Tiebreaks…</translation>
        </message>
        <message>
            <source>Choose this event's tie-breaks and their order (FIDE C.07)</source>
            <translation>De tiebreaks van dit evenement en hun volgorde kiezen (FIDE C.07)</translation>
        </message>
        <message>
            <source>All rounds</source>
            <translation>Alle rondes</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>“{key}” enters no result: type 1 (1-0), = (½-½), 0 (0-1), + or - (won by forfeit)</source>
            <translation>‘{key}’ geeft geen uitslag: typ 1 (1-0), = (½-½), 0 (0-1), + of - (winst door forfait)</translation>
        </message>
        <message>
            <source>All {total} rounds of {name} are played. Add a round {next} to the event and pair it?</source>
            <translation>Alle {total} ronden van {name} zijn gespeeld. Een ronde {next} aan het evenement toevoegen en ze indelen?</translation>
        </message>
        <message>
            <source>Pair next round</source>
            <translation>Volgende ronde indelen</translation>
        </message>
        <message>
            <source>({tiebreaks} left out: the {edition} edition allows no Buchholz in a round robin)</source>
            <translation>({tiebreaks} weggelaten: de editie {edition} staat geen Buchholz toe in een gesloten toernooi)</translation>
        </message>
    </context>
    <context>
        <name>ExplanationDialog</name>
        <message>
            <source>Explanation — {name}</source>
            <translation>Uitleg — {name}</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Systeem</translation>
        </message>
        <message>
            <source>No applied run has rated this player yet.</source>
            <translation>Nog geen toegepaste berekening heeft deze speler gerekend.</translation>
        </message>
    </context>
    <context>
        <name>ExplanationView</name>
        <message>
            <source>First rating: {new}</source>
            <translation>Eerste rating: {new}</translation>
        </message>
        <message>
            <source>Still unrated</source>
            <translation>Nog zonder rating</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>Belgian value computed: {value} (published at his FIDE rating)</source>
            <translation>Berekende Belgische waarde: {value} (gepubliceerd op zijn FIDE-rating)</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Tegenstander</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Verwacht</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>Contribution</source>
            <translation>Bijdrage</translation>
        </message>
        <message>
            <source>first-rating archive, round {n}</source>
            <translation>archief voor de eerste rating, ronde {n}</translation>
        </message>
        <message>
            <source>How the figure was reached</source>
            <translation>Hoe het cijfer tot stand kwam</translation>
        </message>
        <message>
            <source>No game and no rule applied in this run.</source>
            <translation>Geen partij en geen regel toegepast in deze berekening.</translation>
        </message>
        <message>
            <source>Still unrated; provisional rating {value} (not published)</source>
            <translation>Nog zonder rating; voorlopige rating {value} (niet gepubliceerd)</translation>
        </message>
        <message>
            <source>Career game</source>
            <translation>Partij in loopbaan</translation>
        </message>
        <message>
            <source>Opponent's value</source>
            <translation>Waarde van de tegenstander</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Verschil</translation>
        </message>
        <message>
            <source>Compatible?</source>
            <translation>Compatibel?</translation>
        </message>
        <message>
            <source>{value} (estimate)</source>
            <translation>{value} (schatting)</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
    </context>
    <context>
        <name>FideIncreaseDialog</name>
        <message>
            <source>Standard list</source>
            <translation>Standaardlijst</translation>
        </message>
        <message>
            <source>Rapid list</source>
            <translation>Rapidlijst</translation>
        </message>
        <message>
            <source>Blitz list</source>
            <translation>Blitzlijst</translation>
        </message>
        <message>
            <source>&amp;List</source>
            <translation>&amp;Lijst</translation>
        </message>
        <message>
            <source>FIDE 2024 increase</source>
            <translation>FIDE-verhoging van 2024</translation>
        </message>
        <message>
            <source>On the lists of 1 March 2024 FIDE raised every rating below 2000 once, by the formula below (to the nearest whole number), on the standard, rapid and blitz lists alike; ratings of 2000 and more do not move. Apply it to each list of the club database once, before its March 2024 period.</source>
            <translation>Op de lijsten van 1 maart 2024 verhoogde de FIDE eenmalig elke rating onder 2000 volgens de formule hieronder (afgerond op het dichtstbijzijnde gehele getal), op de standaard-, rapid- en blitzlijst; ratings van 2000 en meer blijven gelijk. Pas ze eenmaal toe op elke lijst van de clubdatabase, vóór de periode van maart 2024.</translation>
        </message>
        <message>
            <source>new = old + 0.40 × (2000 − old)</source>
            <translation>nieuw = oud + 0,40 × (2000 − oud)</translation>
        </message>
        <message>
            <source>No rating below 2000 on this list: the increase changes nothing.</source>
            <translation>Geen rating onder 2000 op deze lijst: de verhoging verandert niets.</translation>
        </message>
        <message>
            <source>Raise {n} ratings below 2000 on this FIDE list? A backup of the database is made first; the increase is recorded in each player's history.</source>
            <translation>{n} ratings onder 2000 op deze FIDE-lijst verhogen? Eerst wordt een reservekopie van de database gemaakt; de verhoging wordt in de geschiedenis van elke speler opgenomen.</translation>
        </message>
        <message>
            <source>Undo the increase (run {run})? Every rating of this list it raised goes back.</source>
            <translation>De verhoging ongedaan maken (berekening {run})? Elke rating van deze lijst die ze verhoogde, keert terug.</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <source>Folder</source>
            <translation>Map</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Zoeken in:</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Bestanden van type:</translation>
        </message>
        <message>
            <source>{file} is a club database, or a file SQLite keeps beside one: elodesk does not write over it. Choose another name.</source>
            <translation>{file} is een clubdatabase, of een bestand dat SQLite naast een databank bijhoudt: elodesk schrijft er niet overheen. Kies een andere naam.</translation>
        </message>
    </context>
    <context>
        <name>GeneralStandingsModel</name>
        <message>
            <source>Rank</source>
            <translation>Plaats</translation>
        </message>
        <message>
            <source>General</source>
            <translation>Generaal</translation>
        </message>
        <message>
            <source>Battles</source>
            <translation>Veldslagen</translation>
        </message>
        <message>
            <source>Victories</source>
            <translation>Overwinningen</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Gelijke spelen</translation>
        </message>
        <message>
            <source>Defeats</source>
            <translation>Nederlagen</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Sum of the battles' scores: 1.5 crushing, 1.25 decisive, 1 marginal victory, 0.5 draw</source>
            <translation>Som van de scores van de veldslagen: 1,5 verpletterende, 1,25 beslissende, 1 nipte overwinning, 0,5 gelijkspel</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>Rating rules</source>
            <translation>Ratingreglementen</translation>
        </message>
        <message>
            <source>This page is missing: {path}</source>
            <translation>Deze pagina ontbreekt: {path}</translation>
        </message>
    </context>
    <context>
        <name>HistoryPlayersModel</name>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message>
            <source>Classic games</source>
            <translation>Klassieke partijen</translation>
        </message>
        <message>
            <source>Blitz games</source>
            <translation>Blitzpartijen</translation>
        </message>
        <message>
            <source>Search a player…</source>
            <translation>Zoek een speler…</translation>
        </message>
        <message>
            <source>C&amp;lear</source>
            <translation>&amp;Wissen</translation>
        </message>
        <message>
            <source>Rating &amp;history</source>
            <translation>Rating&amp;geschiedenis</translation>
        </message>
        <message>
            <source>Rating &amp;distribution</source>
            <translation>Rating&amp;verdeling</translation>
        </message>
        <message>
            <source>&amp;Save as PNG…</source>
            <translation>Op&amp;slaan als PNG…</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>S&amp;ysteem</translation>
        </message>
        <message>
            <source>&amp;Games</source>
            <translation>&amp;Partijen</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Global Elo</source>
            <translation>Globale Elo</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>{system}, {mode}</source>
            <translation>{system}, {mode}</translation>
        </message>
        <message>
            <source>Standard list</source>
            <translation>Standaardlijst</translation>
        </message>
        <message>
            <source>Rapid list</source>
            <translation>Rapidlijst</translation>
        </message>
        <message>
            <source>Blitz list</source>
            <translation>Blitzlijst</translation>
        </message>
        <message>
            <source>At most {n} players on one plot: untick one first.</source>
            <translation>Hoogstens {n} spelers op één grafiek: vink er eerst een uit.</translation>
        </message>
        <message>
            <source>Players shown: {n} (at most {max}).</source>
            <translation>Getoonde spelers: {n} (hoogstens {max}).</translation>
        </message>
        <message>
            <source>Tick up to {max} players.</source>
            <translation>Vink tot {max} spelers aan.</translation>
        </message>
        <message>
            <source>Tick one or more players in the list to see their ratings over time.</source>
            <translation>Vink een of meer spelers aan in de lijst om hun ratings in de tijd te zien.</translation>
        </message>
        <message>
            <source>No applied run has rated these players yet.</source>
            <translation>Nog geen toegepaste berekening heeft deze spelers een rating gegeven.</translation>
        </message>
        <message>
            <source>{title}: {n} current ratings</source>
            <translation>{title}: {n} huidige ratings</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>No current rating in this system yet.</source>
            <translation>Nog geen huidige rating in dit systeem.</translation>
        </message>
        <message>
            <source>Save the plot</source>
            <translation>Grafiek opslaan</translation>
        </message>
        <message>
            <source>PNG pictures (*.png)</source>
            <translation>PNG-afbeeldingen (*.png)</translation>
        </message>
        <message>
            <source>Save as PNG</source>
            <translation>Opslaan als PNG</translation>
        </message>
        <message>
            <source>The picture could not be written:
{error}</source>
            <translation>De afbeelding kon niet worden geschreven:
{error}</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <translation>Opgeslagen: {path}</translation>
        </message>
    </context>
    <context>
        <name>ImportDialog</name>
        <message>
            <source>Import a file</source>
            <translation>Een bestand importeren</translation>
        </message>
        <message>
            <source>A tournament, a rating list or a result sheet</source>
            <translation>Een toernooi, een ratinglijst of een uitslagenblad</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Bladeren…</translation>
        </message>
        <message>
            <source>Recognise from the content</source>
            <translation>Herkennen aan de inhoud</translation>
        </message>
        <message>
            <source>From the file (or the club's default chess system)</source>
            <translation>Uit het bestand (of het standaard schaaksysteem van de club)</translation>
        </message>
        <message>
            <source>&amp;Preview</source>
            <translation>&amp;Voorbeeld</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importeren</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Stoppen</translation>
        </message>
        <message>
            <source>Name in the file</source>
            <translation>Naam in het bestand</translation>
        </message>
        <message>
            <source>Club record</source>
            <translation>Clubfiche</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Koppeling</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Waarschuwingen</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>B&amp;estand</translation>
        </message>
        <message>
            <source>F&amp;ormat</source>
            <translation>F&amp;ormaat</translation>
        </message>
        <message>
            <source>S&amp;ystem</source>
            <translation>S&amp;ysteem</translation>
        </message>
        <message>
            <source>Choose a file first.</source>
            <translation>Kies eerst een bestand.</translation>
        </message>
        <message>
            <source>{file}: no such file.</source>
            <translation>{file}: bestand bestaat niet.</translation>
        </message>
        <message>
            <source>Reading the file…</source>
            <translation>Bestand lezen…</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>Importeren…</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Stoppen…</translation>
        </message>
        <message>
            <source>Preview: nothing is written yet. Click Import to import the file.</source>
            <translation>Voorbeeld: er is nog niets geschreven. Klik op Importeren om het bestand te importeren.</translation>
        </message>
        <message>
            <source>The import had already finished when you stopped it: the file is imported.</source>
            <translation>De import was al klaar toen u hem stopte: het bestand is geïmporteerd.</translation>
        </message>
        <message>
            <source>Imported as event {id}.</source>
            <translation>Geïmporteerd als evenement {id}.</translation>
        </message>
        <message>
            <source>Imported.</source>
            <translation>Geïmporteerd.</translation>
        </message>
        <message>
            <source>The file could not be imported: {reason}</source>
            <translation>Het bestand kon niet worden geïmporteerd: {reason}</translation>
        </message>
        <message>
            <source>Stopped: nothing was written.</source>
            <translation>Gestopt: er is niets geschreven.</translation>
        </message>
        <message>
            <source>found by federation id</source>
            <translation>gevonden op federatie-id</translation>
        </message>
        <message>
            <source>found by name and birth date</source>
            <translation>gevonden op naam en geboortedatum</translation>
        </message>
        <message>
            <source>found by name</source>
            <translation>gevonden op naam</translation>
        </message>
        <message>
            <source>new player</source>
            <translation>nieuwe speler</translation>
        </message>
        <message>
            <source>new record: ambiguous</source>
            <translation>nieuwe fiche: dubbelzinnig</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evenement</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Bestand</translation>
        </message>
        <message>
            <source>{file} ({format})</source>
            <translation>{file} ({format})</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Systeem</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>{games} games, {forfeits} forfeits, {byes} byes</source>
            <translation>{games} partijen, {forfeits} forfaits, {byes} byes</translation>
        </message>
        <message>
            <source>{matched} found in the club, {created} new, {ambiguous} ambiguous</source>
            <translation>{matched} gevonden in de club, {created} nieuw, {ambiguous} dubbelzinnig</translation>
        </message>
        <message>
            <source>Ratings</source>
            <translation>Ratings</translation>
        </message>
        <message>
            <source>{count} set</source>
            <translation>{count} ingesteld</translation>
        </message>
        <message>
            <source>Players ({count})</source>
            <translation>Spelers ({count})</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Waarschuwingen ({count})</translation>
        </message>
        <message>
            <source>a Belgian submission file</source>
            <translation>een Belgisch indieningsbestand</translation>
        </message>
        <message>
            <source>the tournament's federation is {federation}</source>
            <translation>de federatie van het toernooi is {federation}</translation>
        </message>
        <message>
            <source>the tournament's federation is {federation}, neither Belgium nor France: FIDE rates it (choose another system above to change it)</source>
            <translation>de federatie van het toernooi is {federation}, niet België of Frankrijk: de FIDE rekent het (kies hierboven een ander systeem om dat te wijzigen)</translation>
        </message>
        <message>
            <source>a Papi file naming no federation (the French federation's program)</source>
            <translation>een Papi-bestand zonder federatie (het programma van de Franse federatie)</translation>
        </message>
        <message>
            <source>the file names no federation: the club's default chess system</source>
            <translation>het bestand noemt geen federatie: het standaardschaaksysteem van de club</translation>
        </message>
        <message>
            <source>chosen above</source>
            <translation>hierboven gekozen</translation>
        </message>
        <message>
            <source>could be: {candidates}</source>
            <translation>mogelijk: {candidates}</translation>
        </message>
        <message>
            <source>the file adds: {fields}</source>
            <translation>het bestand voegt toe: {fields}</translation>
        </message>
        <message>
            <source>Only the first {shown} of {count} players are listed.</source>
            <translation>Alleen de eerste {shown} van {count} spelers worden getoond.</translation>
        </message>
        <message>
            <source>Rated by</source>
            <translation>Gequoteerd door</translation>
        </message>
        <message>
            <source>a Papi file, the French federation's program</source>
            <translation>een Papi-bestand, het programma van de Franse federatie</translation>
        </message>
        <message>
            <source>the club's default chess system</source>
            <translation>het standaard schaaksysteem van de club</translation>
        </message>
        <message>
            <source>your choice</source>
            <translation>uw keuze</translation>
        </message>
        <message>
            <source>a FIDE tournament report</source>
            <translation>een FIDE-toernooirapport</translation>
        </message>
        <message>
            <source>Papi: players with a FIDE rating</source>
            <translation>Papi: spelers met een FIDE-rating</translation>
        </message>
        <message>
            <source>{system} ({reason})</source>
            <translation>{system} ({reason})</translation>
        </message>
        <message>
            <source>the file names no federation; its players carry that federation's ratings</source>
            <translation>het bestand noemt geen federatie; de spelers hebben de ratings van die federatie</translation>
        </message>
        <message>
            <source>the players carry its ratings</source>
            <translation>de spelers hebben er ratings van</translation>
        </message>
        <message>
            <source>Filter by name or record number…</source>
            <translation>Filteren op naam of fichenummer…</translation>
        </message>
        <message>
            <source>Every player</source>
            <translation>Alle spelers</translation>
        </message>
        <message>
            <source>Found in the club</source>
            <translation>Gevonden in de club</translation>
        </message>
        <message>
            <source>New players</source>
            <translation>Nieuwe spelers</translation>
        </message>
        <message>
            <source>Ambiguous</source>
            <translation>Dubbelzinnig</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation>van {first} tot {last}</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>{file}: elodesk does not recognise this file's format. If it is one of these, choose it in Format: {formats}.</source>
            <translation>{file}: elodesk herkent het formaat van dit bestand niet. Is het een van deze, kies het dan bij Formaat: {formats}.</translation>
        </message>
        <message>
            <source>Files elodesk reads ({patterns});;All files (*)</source>
            <translation>Bestanden die elodesk leest ({patterns});;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>the file names no federation; most of its players are of {federation}</source>
            <translation>het bestand noemt geen federatie; de meeste spelers zijn van {federation}</translation>
        </message>
        <message>
            <source>most players are of {federation}</source>
            <translation>de meeste spelers zijn van {federation}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Evenementen</translation>
        </message>
        <message>
            <source>Ratings</source>
            <translation>Ratings</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Geschiedenis</translation>
        </message>
        <message>
            <source>Sheets</source>
            <translation>Lijsten</translation>
        </message>
        <message>
            <source>elodesk — {name}</source>
            <translation>elodesk — {name}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Bestand</translation>
        </message>
        <message>
            <source>&amp;New database…</source>
            <translation>&amp;Nieuwe databank…</translation>
        </message>
        <message>
            <source>&amp;Open database…</source>
            <translation>Databank &amp;openen…</translation>
        </message>
        <message>
            <source>Recent databases</source>
            <translation>Recente databanken</translation>
        </message>
        <message>
            <source>&amp;Back up the database…</source>
            <translation>&amp;Reservekopie van de databank maken…</translation>
        </message>
        <message>
            <source>&amp;Import a file…</source>
            <translation>Bestand &amp;importeren…</translation>
        </message>
        <message>
            <source>&amp;Export for submission…</source>
            <translation>&amp;Exporteren voor indiening…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Afsluiten</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>B&amp;ewerken</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Ongedaan maken</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Opnieu&amp;w</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>E&amp;xtra</translation>
        </message>
        <message>
            <source>What-if &amp;calculator…</source>
            <translation>Wat-als-&amp;calculator…</translation>
        </message>
        <message>
            <source>French rating &amp;conversions…</source>
            <translation>Omrekening Franse &amp;ratings…</translation>
        </message>
        <message>
            <source>Blank &amp;result sheet…</source>
            <translation>Blanco &amp;uitslagenblad…</translation>
        </message>
        <message>
            <source>Belgian 2024 &amp;uplift…</source>
            <translation>Belgische &amp;opwaardering 2024…</translation>
        </message>
        <message>
            <source>FIDE 2024 &amp;increase…</source>
            <translation>FIDE-&amp;verhoging van 2024…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Instellingen…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rating rules…</source>
            <translation>&amp;Ratingreglementen…</translation>
        </message>
        <message>
            <source>&amp;About elodesk</source>
            <translation>&amp;Over elodesk</translation>
        </message>
        <message>
            <source>{players} players · {events} events</source>
            <translation>{players} spelers · {events} evenementen</translation>
        </message>
        <message>
            <source>elodesk databases (*{ext});;All files (*)</source>
            <translation>elodesk-databanken (*{ext});;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>New club database</source>
            <translation>Nieuwe clubdatabase</translation>
        </message>
        <message>
            <source>Open a club database</source>
            <translation>Een clubdatabase openen</translation>
        </message>
        <message>
            <source>Backup</source>
            <translation>Reservekopie</translation>
        </message>
        <message>
            <source>The database was copied to:
{path}</source>
            <translation>De databank is gekopieerd naar:
{path}</translation>
        </message>
        <message>
            <source>About elodesk</source>
            <translation>Over elodesk</translation>
        </message>
        <message>
            <source>&lt;b&gt;elodesk {version}&lt;/b&gt;&lt;br&gt;Ratings for chess clubs (Belgian and French Elo), Bataille Empire and Diplomacy.&lt;br&gt;MIT licence.</source>
            <translation>&lt;b&gt;elodesk {version}&lt;/b&gt;&lt;br&gt;Ratings voor schaakclubs (Belgische en Franse Elo), Bataille Empire en Diplomacy.&lt;br&gt;MIT-licentie.</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>&amp;Ga naar</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Zoeken…</translation>
        </message>
        <message>
            <source>Database upgraded</source>
            <translation>Database bijgewerkt</translation>
        </message>
        <message>
            <source>&amp;Audit a file…</source>
            <translation>Een bestand &amp;controleren…</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <source>Merge two records of one person</source>
            <translation>Twee fiches van één persoon samenvoegen</translation>
        </message>
        <message>
            <source>The kept record takes the events, games, ratings and history of the other one, which is deleted. Choose, for each field, the value to keep.</source>
            <translation>De behouden fiche neemt de evenementen, partijen, ratings en geschiedenis over van de andere, die wordt verwijderd. Kies voor elk veld de waarde die u wilt behouden.</translation>
        </message>
        <message>
            <source>Keep record {id}</source>
            <translation>Fiche {id} behouden</translation>
        </message>
        <message>
            <source>&amp;Merge</source>
            <translation>&amp;Samenvoegen</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Geboren</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geslacht</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Federatie</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>FIDE-id</translation>
        </message>
        <message>
            <source>Belgian matricule</source>
            <translation>Belgisch stamnummer</translation>
        </message>
        <message>
            <source>French licence</source>
            <translation>Franse licentie</translation>
        </message>
        <message>
            <source>FIDE rating</source>
            <translation>FIDE-rating</translation>
        </message>
        <message>
            <source>Foreign (article 10.i)</source>
            <translation>Buitenlander (artikel 10.i)</translation>
        </message>
        <message>
            <source>Club member</source>
            <translation>Clublid</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nee</translation>
        </message>
        <message>
            <source>provisional {rating}</source>
            <translation>voorlopig {rating}</translation>
        </message>
        <message>
            <source>{count} game modes</source>
            <translation>{count} speltempo's</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>zonder rating</translation>
        </message>
        <message>
            <source>Both records have a rating in {system}: record {kept}'s stays ({mine}), record {dropped}'s is dropped ({theirs}).</source>
            <translation>Beide fiches hebben een rating in {system}: die van fiche {kept} blijft ({mine}), die van fiche {dropped} vervalt ({theirs}).</translation>
        </message>
        <message>
            <source>They played each other in round {round} of {event}.</source>
            <translation>Ze speelden tegen elkaar in ronde {round} van {event}.</translation>
        </message>
        <message>
            <source>Both played in round {round} of {event}, and one person plays once a round.</source>
            <translation>Beiden speelden in ronde {round} van {event}, en één persoon speelt maar één keer per ronde.</translation>
        </message>
        <message>
            <source>Both fought in the same battle, round {round} of {event}.</source>
            <translation>Beiden vochten in dezelfde veldslag, ronde {round} van {event}.</translation>
        </message>
        <message>
            <source>Both played in Diplomacy game {game} of {event}.</source>
            <translation>Beiden speelden in Diplomacy-partij {game} van {event}.</translation>
        </message>
        <message>
            <source>… and {count} more.</source>
            <translation>… en nog {count}.</translation>
        </message>
        <message>
            <source>These two records are two different people and cannot be merged:</source>
            <translation>Deze twee fiches zijn twee verschillende personen en kunnen niet worden samengevoegd:</translation>
        </message>
        <message>
            <source>Not merged: {reason}</source>
            <translation>Niet samengevoegd: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PairingDialog</name>
        <message>
            <source>Add a pairing — {event}</source>
            <translation>Een paring toevoegen — {event}</translation>
        </message>
        <message>
            <source>Any club player (entered in the event with the pairing)</source>
            <translation>Eender welke clubspeler (ingeschreven in het evenement met de paring)</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde:</translation>
        </message>
        <message>
            <source>&amp;White:</source>
            <translation>&amp;Wit:</translation>
        </message>
        <message>
            <source>&amp;Black:</source>
            <translation>&amp;Zwart:</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Toevoegen</translation>
        </message>
        <message>
            <source>Every player of the event is paired in this round.</source>
            <translation>Elke speler van het evenement is in deze ronde gepaard.</translation>
        </message>
        <message>
            <source>A player cannot play himself.</source>
            <translation>Een speler kan niet tegen zichzelf spelen.</translation>
        </message>
    </context>
    <context>
        <name>PairingRoundDialog</name>
        <message>
            <source>Pair next round</source>
            <translation>Volgende ronde indelen</translation>
        </message>
        <message>
            <source>Swiss, Dutch system (FIDE C.04.3)</source>
            <translation>Zwitsers, Nederlands systeem (FIDE C.04.3)</translation>
        </message>
        <message>
            <source>Round robin (Berger tables)</source>
            <translation>Rondetoernooi (Bergertabellen)</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Wit</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Zwart</translation>
        </message>
        <message>
            <source>&amp;System:</source>
            <translation>&amp;Systeem:</translation>
        </message>
        <message>
            <source>&amp;Top player's colour in round 1:</source>
            <translation>&amp;Kleur van de eerste speler in ronde 1:</translation>
        </message>
        <message>
            <source>Tick the players who will not play this round: a half-point or full-point bye, absent (no point), or withdrawn from the event.</source>
            <translation>Vink de spelers aan die deze ronde niet spelen: bye van een half of een heel punt, afwezig (geen punt), of teruggetrokken uit het toernooi.</translation>
        </message>
        <message>
            <source>Enter in the e&amp;vent</source>
            <translation>In het &amp;toernooi inschrijven</translation>
        </message>
        <message>
            <source>&amp;Late entry:</source>
            <translation>&amp;Late inschrijving:</translation>
        </message>
        <message>
            <source>&amp;Exchange the two players</source>
            <translation>De twee spelers &amp;verwisselen</translation>
        </message>
        <message>
            <source>Swap &amp;colours</source>
            <translation>&amp;Kleuren omwisselen</translation>
        </message>
        <message>
            <source>Select two players to exchange them, or a board to swap its colours.</source>
            <translation>Selecteer twee spelers om ze te verwisselen, of een bord om de kleuren om te wisselen.</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Terug</translation>
        </message>
        <message>
            <source>&amp;Pair</source>
            <translation>&amp;Indelen</translation>
        </message>
        <message>
            <source>&amp;Accept</source>
            <translation>&amp;Aanvaarden</translation>
        </message>
        <message>
            <source>Accept and p&amp;rint the pairings</source>
            <translation>Aanvaarden en indeling af&amp;drukken</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>Choose a club player to enter in the event.</source>
            <translation>Kies een clubspeler om in het toernooi in te schrijven.</translation>
        </message>
        <message>
            <source>{event} — round {round}</source>
            <translation>{event} — ronde {round}</translation>
        </message>
        <message>
            <source>A round robin pairs every player by its table: untick the byes, absences and withdrawals, and enter a missing player's game as a forfeit.</source>
            <translation>Een rondetoernooi deelt elke speler in volgens de tabel: vink de byes, afwezigheden en terugtrekkingen uit, en voer de partij van een ontbrekende speler in als forfait.</translation>
        </message>
        <message>
            <source>Select exactly two players (on the same board or on two boards) to exchange.</source>
            <translation>Selecteer precies twee spelers (op hetzelfde bord of op twee borden) om te verwisselen.</translation>
        </message>
        <message>
            <source>Choose a board (not the bye) to swap its colours.</source>
            <translation>Kies een bord (niet de bye) om de kleuren om te wisselen.</translation>
        </message>
        <message>
            <source>This pairing breaks an absolute criterion:</source>
            <translation>Deze indeling overtreedt een absoluut criterium:</translation>
        </message>
        <message>
            <source>The pairing keeps the absolute criteria (C1–C3).</source>
            <translation>De indeling voldoet aan de absolute criteria (C1–C3).</translation>
        </message>
    </context>
    <context>
        <name>Phrases</name>
        <message>
            <source>chosen by the period's end date ({date})</source>
            <translation>gekozen volgens de einddatum van de periode ({date})</translation>
        </message>
        <message>
            <source>chosen by the period's start date ({date})</source>
            <translation>gekozen volgens de begindatum van de periode ({date})</translation>
        </message>
        <message>
            <source>chosen by hand</source>
            <translation>met de hand gekozen</translation>
        </message>
        <message>
            <source>no period given: the text of the rules</source>
            <translation>geen periode opgegeven: de tekst van het reglement</translation>
        </message>
        <message>
            <source>Rules: {edition} edition, {basis}; floor {floor}.</source>
            <translation>Reglement: editie {edition}, {basis}; ondergrens {floor}.</translation>
        </message>
        <message>
            <source> → {change_signed} (0.5 is rounded away from zero, 8.3.4)</source>
            <translation> → {change_signed} (0,5 wordt van nul weg afgerond, 8.3.4)</translation>
        </message>
        <message>
            <source> → {change_signed} (rounded to the nearest whole number, 8.3.4)</source>
            <translation> → {change_signed} (afgerond op het dichtstbijzijnde gehele getal, 8.3.4)</translation>
        </message>
        <message>
            <source>, bounded to [{low}, {high}]</source>
            <translation>, begrensd tot [{low}; {high}]</translation>
        </message>
        <message>
            <source>, counted as {d_counted_signed} (400-point rule, 8.3.1)</source>
            <translation>, geteld als {d_counted_signed} (400-puntenregel, 8.3.1)</translation>
        </message>
        <message>
            <source>, counted in full (a player rated 2650 or more, 8.3.1 from 1 October 2025)</source>
            <translation>, volledig geteld (speler met rating 2650 of meer, 8.3.1 sinds 1 oktober 2025)</translation>
        </message>
        <message>
            <source>, then </source>
            <translation>, daarna </translation>
        </message>
        <message>
            <source>1 April 2024 uplift: {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.</source>
            <translation>Verhoging van 1 april 2024: {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.</translation>
        </message>
        <message>
            <source>1 March 2024 increase: {before} + 0.40 × (2000 − {before}) = {value_exact} → {after}.</source>
            <translation>Verhoging van 1 maart 2024: {before} + 0,40 × (2000 − {before}) = {value_exact} → {after}.</translation>
        </message>
        <message>
            <source>1 March 2024 increase: {before} ≥ 2000, rating unchanged.</source>
            <translation>Verhoging van 1 maart 2024: {before} ≥ 2000, rating ongewijzigd.</translation>
        </message>
        <message>
            <source>16 below 2000, 12 below 2200, 10 from 2200</source>
            <translation>16 onder 2000, 12 onder 2200, 10 vanaf 2200</translation>
        </message>
        <message>
            <source>16 up to 2000, 12 above; and K 10 at any game above 2200</source>
            <translation>16 tot 2000, 12 daarboven; en K 10 bij elke partij boven 2200</translation>
        </message>
        <message>
            <source>16 up to 2000, 12 up to 2200, 10 above</source>
            <translation>16 tot 2000, 12 tot 2200, 10 daarboven</translation>
        </message>
        <message>
            <source>25/150 exception: {games} games (≥ 25) and Formula II moves more than 150 points ({old} → {formula_ii}); Formula I gives {formula_i}. Kept: Formula {formula} ({kept}), the closer to {old}.</source>
            <translation>Uitzondering 25/150: {games} partijen (≥ 25) en formule II wijkt meer dan 150 punten af ({old} → {formula_ii}); formule I geeft {formula_i}. Behouden: formule {formula} ({kept}), die het dichtst bij {old} ligt.</translation>
        </message>
        <message>
            <source>31 December {year}</source>
            <translation>31 december {year}</translation>
        </message>
        <message>
            <source>600-point rule (R&amp;B 7.3.1, from 1 December 2024): {opponent_rating} against {own_rating}, {gap} apart ≥ 600 and one player rated above 2600</source>
            <translation>600-puntenregel (R&amp;B 7.3.1, sinds 1 december 2024): {opponent_rating} tegen {own_rating}, verschil {gap} ≥ 600 en een speler met rating boven 2600</translation>
        </message>
        <message>
            <source>700 rule (8.3.3): K {k} × {games} games = {product} &gt; 700, so K = {k_used}, the largest whole number with K × {games} ≤ 700.</source>
            <translation>700-regel (8.3.3): K {k} × {games} partijen = {product} &gt; 700, dus K = {k_used}, het grootste gehele getal met K × {games} ≤ 700.</translation>
        </message>
        <message>
            <source>; each We is read in Table II at the difference {old} − the opponent's rating, capped at {cap}</source>
            <translation>; elke We wordt gelezen in tabel II bij het verschil {old} − rating van de tegenstander, begrensd tot {cap}</translation>
        </message>
        <message>
            <source>; the first rating comes at {needed} games</source>
            <translation>; de eerste rating komt er bij {needed} partijen</translation>
        </message>
        <message>
            <source>Archive kept for the next period: {games} games, sum of ratings {total}, {points} points{first}.</source>
            <translation>Archief bewaard voor de volgende periode: {games} partijen, som van de ratings {total}, {points} punten{first}.</translation>
        </message>
        <message>
            <source>Article 10.i: published at his FIDE rating {fide_rating} (computed Belgian value: {computed}).</source>
            <translation>Artikel 10.i: gepubliceerd met zijn FIDE-rating {fide_rating} (berekende Belgische waarde: {computed}).</translation>
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation>Gemiddelde rating van de tegenstanders</translation>
        </message>
        <message>
            <source>Buchholz</source>
            <translation>Buchholz</translation>
        </message>
        <message>
            <source>Buchholz Cut-1</source>
            <translation>Buchholz min 1</translation>
        </message>
        <message>
            <source>Buchholz Cut-2</source>
            <translation>Buchholz min 2</translation>
        </message>
        <message>
            <source>Buchholz Median-1</source>
            <translation>Mediaan-Buchholz 1</translation>
        </message>
        <message>
            <source>Buchholz Median-2</source>
            <translation>Mediaan-Buchholz 2</translation>
        </message>
        <message>
            <source>Buchholz without its least and its greatest value.</source>
            <translation>De Buchholz zonder de laagste en de hoogste waarde.</translation>
        </message>
        <message>
            <source>Buchholz without its least value, a round the player chose not to play cut first.</source>
            <translation>De Buchholz zonder de laagste waarde, waarbij eerst een ronde die de speler zelf niet speelde wordt geschrapt.</translation>
        </message>
        <message>
            <source>Buchholz without its two least and its two greatest values.</source>
            <translation>De Buchholz zonder de twee laagste en de twee hoogste waarden.</translation>
        </message>
        <message>
            <source>Buchholz without its two least values, rounds the player chose not to play cut first.</source>
            <translation>De Buchholz zonder de twee laagste waarden, waarbij eerst de rondes die de speler zelf niet speelde worden geschrapt.</translation>
        </message>
        <message>
            <source>C-Diplo scoring</source>
            <translation>C-Diplo-telling</translation>
        </message>
        <message>
            <source>Change (8.3.2): n = {games} game(s), {score} point(s) for Σ PD = {expected}, Σ ΔR = {sum_delta_signed}; K × Σ ΔR = {k} × {factor} = {change_exact_signed}{rounding}; new rating {old} {term} = {rating}.</source>
            <translation>Wijziging (8.3.2): n = {games} partij(en), {score} punt(en) voor Σ PD = {expected}, Σ ΔR = {sum_delta_signed}; K × Σ ΔR = {k} × {factor} = {change_exact_signed}{rounding}; nieuwe rating {old} {term} = {rating}.</translation>
        </message>
        <message>
            <source>Direct encounter</source>
            <translation>Onderlinge partij</translation>
        </message>
        <message>
            <source>First rating (Formula I, round {round})</source>
            <translation>Eerste rating (formule I, ronde {round})</translation>
        </message>
        <message>
            <source>Floor: {before} is below {floor}; the rating becomes {after}.</source>
            <translation>Bodem: {before} ligt onder {floor}; de rating wordt {after}.</translation>
        </message>
        <message>
            <source>For each round, the opponent's score times the points scored against him.</source>
            <translation>Per ronde de punten van de tegenstander vermenigvuldigd met de punten behaald tegen hem.</translation>
        </message>
        <message>
            <source>Formula I over the period's games (25/150 exception)</source>
            <translation>Formule I over de partijen van de periode (uitzondering 25/150)</translation>
        </message>
        <message>
            <source>Formula II: {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({games} games, {score} points for {expected} expected{how}).</source>
            <translation>Formule II: {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({games} partijen, {score} punten voor {expected} verwacht{how}).</translation>
        </message>
        <message>
            <source>Game {game} of {date} ({rank} career game) against {opponent} ({opponent_rating}): score {score}, expected {expected}, K {k}, contribution {contribution}.</source>
            <translation>Partij {game} van {date} ({rank} partij van de loopbaan) tegen {opponent} ({opponent_rating}): uitslag {score}, verwacht {expected}, K {k}, bijdrage {contribution}.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, added to the archive (round {round}, {archive_games} games).</source>
            <translation>Partij {game} van {date} tegen {opponent} ({opponent_rating}): uitslag {score}, toegevoegd aan het archief (ronde {round}, {archive_games} partijen).</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, added to the pool ({pool_games} game(s)).</source>
            <translation>Partij {game} van {date} tegen {opponent} ({opponent_rating}): uitslag {score}, toegevoegd aan de samengevoegde uitslagen ({pool_games} partij(en)).</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({opponent_rating}): score {score}; D = {d_signed}{d_rule}; PD = {expected} (table 8.1.2); ΔR = {score} − {expected} = {delta_signed}.</source>
            <translation>Partij {game} van {date} tegen {opponent} ({opponent_rating}): uitslag {score}; D = {d_signed}{d_rule}; PD = {expected} (tabel 8.1.2); ΔR = {score} − {expected} = {delta_signed}.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {who}: not counted — {reason}.</source>
            <translation>Partij {game} van {date} tegen {who}: niet geteld — {reason}.</translation>
        </message>
        <message>
            <source>Games with black</source>
            <translation>Partijen met zwart</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Gewonnen partijen</translation>
        </message>
        <message>
            <source>Grade: {old_grade} → {grade} (level {before} → {after}).</source>
            <translation>Graad: {old_grade} → {grade} (niveau {before} → {after}).</translation>
        </message>
        <message>
            <source>Initial rating (8.2): with two hypothetical opponents at {hypothetical}, both drawn, Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra}; p = ({points} + 1) / ({games} + 2) = {p_exact} → {p}; dp = {dp_signed} (table 8.1.1); Ru = Ra + dp = {ru_exact} → {ru}.</source>
            <translation>Beginrating (8.2): met twee fictieve tegenstanders van {hypothetical} en twee remises, Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra}; p = ({points} + 1) / ({games} + 2) = {p_exact} → {p}; dp = {dp_signed} (tabel 8.1.1); Ru = Ra + dp = {ru_exact} → {ru}.</translation>
        </message>
        <message>
            <source>K = {k}: junior (born {birth_year}, a junior until the end of {junior_until}, list of {year}) and rating {rating} &lt; 2300 (8.3.3).</source>
            <translation>K = {k}: jeugdspeler (geboren in {birth_year}, jeugdspeler tot eind {junior_until}, lijst van {year}) en rating {rating} &lt; 2300 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: new player, {games} rated games before the period, fewer than 30 (8.3.3).</source>
            <translation>K = {k}: nieuwe speler, {games} geratete partijen vóór de periode, minder dan 30 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: rating {rating} &lt; 2400, {games} rated games (30 or more), not a junior under 2300 (8.3.3).</source>
            <translation>K = {k}: rating {rating} &lt; 2400, {games} geratete partijen (30 of meer), geen jeugdspeler onder 2300 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: rating {rating} ≥ 2400 (8.3.3).</source>
            <translation>K = {k}: rating {rating} ≥ 2400 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: the K printed on the previous list.</source>
            <translation>K = {k}: de K vermeld op de vorige lijst.</translation>
        </message>
        <message>
            <source>K by the game's rank in the player's career, at Ro = {ro}: 32 up to the 100th game, 24 from the 101st to the 300th, then {beyond}. Here {games}: {steps}.</source>
            <translation>K volgens de rang van de partij in de loopbaan van de speler, bij Ro = {ro}: 32 tot de 100e partij, 24 van de 101e tot de 300e, daarna {beyond}. {games}: {steps}.</translation>
        </message>
        <message>
            <source>K change across {boundary} (K {ki} → {kf}): {formula} = {exact} → {after} instead of {before}.</source>
            <translation>Wijziging van K bij het overschrijden van {boundary} (K {ki} → {kf}): {formula} = {exact} → {after} in plaats van {before}.</translation>
        </message>
        <message>
            <source>K {k} from the {rank}</source>
            <translation>K {k} vanaf de {rank}</translation>
        </message>
        <message>
            <source>K {k} up to the {rank}</source>
            <translation>K {k} tot de {rank}</translation>
        </message>
        <message>
            <source>Marshal: level 1400 or more</source>
            <translation>Maréchal: niveau 1400 of meer</translation>
        </message>
        <message>
            <source>No compatible game: rating unchanged ({rating}).</source>
            <translation>Geen verenigbare partij: rating ongewijzigd ({rating}).</translation>
        </message>
        <message>
            <source>No rated game this period: the rating {rating} is unchanged.</source>
            <translation>Geen geratete partij deze periode: de rating {rating} blijft ongewijzigd.</translation>
        </message>
        <message>
            <source>Period starting {period_start}, before {rules_from}: computed with the FIDE Regulations in force (1 March 2024, amended 1 October 2025).</source>
            <translation>Periode die begint op {period_start}, vóór {rules_from}: berekend met het FIDE-reglement dat van kracht is (1 maart 2024, gewijzigd op 1 oktober 2025).</translation>
        </message>
        <message>
            <source>Progressive score</source>
            <translation>Progressieve score</translation>
        </message>
        <message>
            <source>Provisional rating (Formula I, 10 to 19 games)</source>
            <translation>Voorlopige rating (formule I, 10 tot 19 partijen)</translation>
        </message>
        <message>
            <source>Results already pooled (7.1.4): {games} game(s) against rated players, sum of ratings {opponents_sum}, {points} point(s).</source>
            <translation>Reeds samengevoegde uitslagen (7.1.4): {games} partij(en) tegen spelers met rating, som van de ratings {opponents_sum}, {points} punt(en).</translation>
        </message>
        <message>
            <source>Sonneborn-Berger</source>
            <translation>Sonneborn-Berger</translation>
        </message>
        <message>
            <source>The mean rating of the rated opponents met over the board, to the nearest whole number.</source>
            <translation>Het gemiddelde van de ratings van de tegenstanders met rating aan het bord, afgerond op een geheel getal.</translation>
        </message>
        <message>
            <source>The number of games played with black.</source>
            <translation>Het aantal partijen gespeeld met zwart.</translation>
        </message>
        <message>
            <source>The number of games won over the board.</source>
            <translation>Het aantal aan het bord gewonnen partijen.</translation>
        </message>
        <message>
            <source>The number of games won with black.</source>
            <translation>Het aantal partijen gewonnen met zwart.</translation>
        </message>
        <message>
            <source>The number of rounds won, forfeits and one-point byes included.</source>
            <translation>Het aantal gewonnen rondes, forfaits en byes van één punt inbegrepen.</translation>
        </message>
        <message>
            <source>The points scored in the games played between the tied players; in a Swiss, only when the others could not catch up.</source>
            <translation>De punten behaald in de partijen tussen de gelijk geëindigde spelers; in een Zwitsers toernooi alleen als de anderen niet meer kunnen inhalen.</translation>
        </message>
        <message>
            <source>The sum of the running scores after each round: early points weigh more.</source>
            <translation>De som van de tussenstanden na elke ronde: vroeg behaalde punten wegen zwaarder.</translation>
        </message>
        <message>
            <source>Unrated on this list: his standard rating {standard_rating} is his starting rating (R&amp;B 7.2.1).</source>
            <translation>Geen rating op deze lijst: zijn standaardrating {standard_rating} is zijn beginrating (R&amp;B 7.2.1).</translation>
        </message>
        <message>
            <source>Unrated on this list: his standard rating {standard_rating} would be his starting rating (R&amp;B 7.2.1), but no game counts; he stays unrated.</source>
            <translation>Geen rating op deze lijst: zijn standaardrating {standard_rating} zou zijn beginrating zijn (R&amp;B 7.2.1), maar geen enkele partij telt; hij blijft zonder rating.</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Overwinningen</translation>
        </message>
        <message>
            <source>Wins with black</source>
            <translation>Overwinningen met zwart</translation>
        </message>
        <message>
            <source>a zero score in his first event, which is disregarded (8.2.1)</source>
            <translation>score nul in zijn eerste toernooi, dat niet in aanmerking wordt genomen (8.2.1)</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>blitz event: only standard games are rated</source>
            <translation>blitztoernooi: alleen partijen met lange bedenktijd worden gerated</translation>
        </message>
        <message>
            <source>both players are still unrated</source>
            <translation>beide spelers hebben nog geen rating</translation>
        </message>
        <message>
            <source>centre-count scoring</source>
            <translation>telling op centra</translation>
        </message>
        <message>
            <source>classic</source>
            <translation>klassiek</translation>
        </message>
        <message>
            <source>crushing victory</source>
            <translation>verpletterende overwinning</translation>
        </message>
        <message>
            <source>decisive victory</source>
            <translation>beslissende overwinning</translation>
        </message>
        <message>
            <source>defeat</source>
            <translation>nederlaag</translation>
        </message>
        <message>
            <source>draw</source>
            <translation>gelijkspel</translation>
        </message>
        <message>
            <source>draw-size scoring</source>
            <translation>DSS-telling</translation>
        </message>
        <message>
            <source>forfeit, never rated</source>
            <translation>forfait, nooit gerated</translation>
        </message>
        <message>
            <source>his game this period is his {first} career game</source>
            <translation>Zijn partij van deze periode is zijn {first} partij van de loopbaan</translation>
        </message>
        <message>
            <source>his games this period are his {first} to {last} career games</source>
            <translation>Zijn partijen van deze periode zijn zijn {first} tot {last} partij van de loopbaan</translation>
        </message>
        <message>
            <source>incomplete game, missing: {missing}</source>
            <translation>onvolledige partij, ontbreekt: {missing}</translation>
        </message>
        <message>
            <source>marginal victory</source>
            <translation>nipte overwinning</translation>
        </message>
        <message>
            <source>non-member opponent without a FIDE rating</source>
            <translation>tegenstander geen lid, zonder FIDE-rating</translation>
        </message>
        <message>
            <source>non-member, never rated</source>
            <translation>speler geen lid, nooit gerated</translation>
        </message>
        <message>
            <source>not compatible (350-point rule)</source>
            <translation>niet verenigbaar (350-puntenregel)</translation>
        </message>
        <message>
            <source>not compatible (350-point rule): {opponent} against {own}, {gap} apart ≥ 350 — a win counts only against an opponent less than 350 below, a loss against one less than 350 above</source>
            <translation>niet verenigbaar (350-puntenregel): {opponent} tegen {own}, verschil {gap} ≥ 350 — een winst telt alleen tegen een tegenstander minder dan 350 punten lager, een verlies tegen een tegenstander minder dan 350 punten hoger</translation>
        </message>
        <message>
            <source>outside the period</source>
            <translation>buiten de periode</translation>
        </message>
        <message>
            <source>rapid event: only standard games are rated</source>
            <translation>rapidtoernooi: alleen partijen met lange bedenktijd worden gerated</translation>
        </message>
        <message>
            <source>rounded</source>
            <translation>afgerond</translation>
        </message>
        <message>
            <source>scores as entered</source>
            <translation>ingevoerde scores</translation>
        </message>
        <message>
            <source>sum-of-squares scoring</source>
            <translation>kwadratensomtelling</translation>
        </message>
        <message>
            <source>the game is excluded</source>
            <translation>de partij is uitgesloten</translation>
        </message>
        <message>
            <source>the game is not finished (state "{state}")</source>
            <translation>de partij is niet beëindigd (toestand ‘{state}’)</translation>
        </message>
        <message>
            <source>the game is not used for Elo</source>
            <translation>de partij telt niet voor de Elo</translation>
        </message>
        <message>
            <source>the opponent is not rated</source>
            <translation>de tegenstander heeft geen rating</translation>
        </message>
        <message>
            <source>truncated</source>
            <translation>afgekapt</translation>
        </message>
        <message>
            <source>two non-members</source>
            <translation>twee spelers die geen lid zijn</translation>
        </message>
        <message>
            <source>{games} game(s) against rated players, fewer than {minimum}: no rating yet; these results go on to the next period (7.1.4).</source>
            <translation>{games} partij(en) tegen spelers met rating, minder dan {minimum}: nog geen rating; deze uitslagen gaan over naar de volgende periode (7.1.4).</translation>
        </message>
        <message>
            <source>{rating} &lt; {floor}: no rating is published (7.1.4); the results go on to the next period.</source>
            <translation>{rating} &lt; {floor}: geen rating gepubliceerd (7.1.4); de uitslagen gaan over naar de volgende periode.</translation>
        </message>
        <message>
            <source>{rating} &lt; {floor}: the player is shown as unrated on the next list (7.2.1).</source>
            <translation>{rating} &lt; {floor}: de speler staat zonder rating op de volgende lijst (7.2.1).</translation>
        </message>
        <message>
            <source>{ru} &gt; {cap}: the initial rating is {cap}, the maximum (8.2.3).</source>
            <translation>{ru} &gt; {cap}: de beginrating is {cap}, het maximum (8.2.3).</translation>
        </message>
        <message>
            <source>{title}: {games} games, sum of ratings {opponents_sum}, Rc = {average}; p = {points}/{games} = {p_exact} → {p} ({method}{bounds}); D(p) = {d}; R = {value_exact} → {value}.</source>
            <translation>{title}: {games} partijen, som van de ratings {opponents_sum}, Rc = {average}; p = {points}/{games} = {p_exact} → {p} ({method}{bounds}); D(p) = {d}; R = {value_exact} → {value}.</translation>
        </message>
        <message>
            <source> (solo: 100 to the winner, 0 to the others)</source>
            <translation> (solo: 100 voor de winnaar, 0 voor de anderen)</translation>
        </message>
        <message>
            <source>, archive included</source>
            <translation>, archief inbegrepen</translation>
        </message>
        <message>
            <source>500 points or more above the opponent: cannot gain, {rounded} → 0.</source>
            <translation>500 punten of meer boven de tegenstander: kan geen punten winnen, {rounded} → 0.</translation>
        </message>
        <message>
            <source>Austria</source>
            <translation>Oostenrijk</translation>
        </message>
        <message>
            <source>Barycentre (Pj = {pj} ≥ Ei = {ei}, {games}, {quota}): {formula}.</source>
            <translation>Zwaartepunt (Pj = {pj} ≥ Ei = {ei}, {games}, {quota}): {formula}.</translation>
        </message>
        <message>
            <source>Battle {battle} of {date} ({event}, round {round}), side {side} against {opponents}: {outcome} (S = {s}).</source>
            <translation>Veldslag {battle} van {date} ({event}, ronde {round}), kamp {side} tegen {opponents}: {outcome} (S = {s}).</translation>
        </message>
        <message>
            <source>Battle {battle} of {date} ({event}, round {round}), side {side} with {allies} against {opponents}: {outcome} (S = {s}).</source>
            <translation>Veldslag {battle} van {date} ({event}, ronde {round}), kamp {side} met {allies} tegen {opponents}: {outcome} (S = {s}).</translation>
        </message>
        <message>
            <source>Brake (Pj = {pj} &lt; Ei = {ei}): {formula}.</source>
            <translation>Rem (Pj = {pj} &lt; Ei = {ei}): {formula}.</translation>
        </message>
        <message>
            <source>Carthage</source>
            <translation>Carthago</translation>
        </message>
        <message>
            <source>D({p}) interpolated between D({low}) = {d_low} and D({high}) = {d_high}: {d}</source>
            <translation>D({p}) geïnterpoleerd tussen D({low}) = {d_low} en D({high}) = {d_high}: {d}</translation>
        </message>
        <message>
            <source>Ea + D = {plus} = {raw} &lt; 1000: Pj raised to 1000.</source>
            <translation>Ea + D = {plus} = {raw} &lt; 1000: Pj opgetrokken tot 1000.</translation>
        </message>
        <message>
            <source>Egypt</source>
            <translation>Egypte</translation>
        </message>
        <message>
            <source>England</source>
            <translation>Engeland</translation>
        </message>
        <message>
            <source>Fewer than 8 compatible games: archive created, Pa = {perf} over Na = {games}.</source>
            <translation>Minder dan 8 verenigbare partijen: archief aangelegd, Pa = {perf} over Na = {games}.</translation>
        </message>
        <message>
            <source>Final estimate ({how}): Pj = {estimate}, with {games} against it.</source>
            <translation>Eindschatting ({how}): Pj = {estimate}, met {games} voor deze waarde.</translation>
        </message>
        <message>
            <source>First estimate (all games, no compatibility, unrated opponents at 1500): performance {perf} over {games}.</source>
            <translation>Eerste schatting (alle partijen, zonder verenigbaarheid, tegenstanders zonder rating op 1500): performance {perf} over {games}.</translation>
        </message>
        <message>
            <source>First rating: {raw} → {rating} ({games}{behind}).</source>
            <translation>Eerste rating: {raw} → {rating} ({games}{behind}).</translation>
        </message>
        <message>
            <source>France</source>
            <translation>Frankrijk</translation>
        </message>
        <message>
            <source>Game {game} of {date} ({mode}, variant {variant}, {scoring}), {role}: {centers}, score {score} of {total}{solo}, performance {perf}; expected {expected} ({n} players).</source>
            <translation>Partij {game} van {date} ({mode}, variant {variant}, {scoring}), {role}: {centers}, score {score} op {total}{solo}, performance {perf}; verwacht {expected} ({n} spelers).</translation>
        </message>
        <message>
            <source>Game {game} of {date} ({mode}, {role}): not counted — {reason}.</source>
            <translation>Partij {game} van {date} ({mode}, {role}): niet geteld — {reason}.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({rating}): draw, compatible.</source>
            <translation>Partij {game} van {date} tegen {opponent} ({rating}): remise, verenigbaar.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({rating}): loss, compatible.</source>
            <translation>Partij {game} van {date} tegen {opponent} ({rating}): verlies, verenigbaar.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({rating}): win, compatible.</source>
            <translation>Partij {game} van {date} tegen {opponent} ({rating}): winst, verenigbaar.</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Duitsland</translation>
        </message>
        <message>
            <source>Global {mode} Elo: mean of the {count} roles of the standard variant ({default} for a role never played): {before} → {after}.</source>
            <translation>Globale Elo {mode}: gemiddelde van de {count} rollen van de standaardvariant ({default} voor een nooit gespeelde rol): {before} → {after}.</translation>
        </message>
        <message>
            <source>Greece</source>
            <translation>Griekenland</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italië</translation>
        </message>
        <message>
            <source>Level {level} ({grade}).</source>
            <translation>Niveau {level} ({grade}).</translation>
        </message>
        <message>
            <source>Level {level} against {opponent}: P = {p}.</source>
            <translation>Niveau {level} tegen {opponent}: P = {p}.</translation>
        </message>
        <message>
            <source>Loser (the game's minimum score): cannot gain, {delta} → 0.</source>
            <translation>Verliezer (laagste score van de partij): kan geen punten winnen, {delta} → 0.</translation>
        </message>
        <message>
            <source>Nj + Na = {games} &lt; 8: new archive {mean}, over Na = {games}.</source>
            <translation>Nj + Na = {games} &lt; 8: nieuw archief {mean}, over Na = {games}.</translation>
        </message>
        <message>
            <source>Nj + Na = {games} ≥ 8: archive and period combined, {mean}.</source>
            <translation>Nj + Na = {games} ≥ 8: archief en periode samengevoegd, {mean}.</translation>
        </message>
        <message>
            <source>No compatible game: archive unchanged (Pa = {pa}, Na = {na}).</source>
            <translation>Geen verenigbare partij: archief ongewijzigd (Pa = {pa}, Na = {na}).</translation>
        </message>
        <message>
            <source>No compatible game: no archive (none is created from 0 games).</source>
            <translation>Geen verenigbare partij: geen archief (er wordt er geen aangelegd op 0 partijen).</translation>
        </message>
        <message>
            <source>P {limit}: D bounded to {d}</source>
            <translation>P {limit}: D begrensd tot {d}</translation>
        </message>
        <message>
            <source>Performance over {games}: Ea = {ea}, Sc = {sc}, P = {sc} / {nj} = {p}, {bonus}; {pj}</source>
            <translation>Performance over {games}: Ea = {ea}, Sc = {sc}, P = {sc} / {nj} = {p}, {bonus}; {pj}</translation>
        </message>
        <message>
            <source>Persia</source>
            <translation>Perzië</translation>
        </message>
        <message>
            <source>Published value {estimate}: an estimate ({why}), never used in the computation; the player is treated as unrated and the value stays shown.</source>
            <translation>Gepubliceerde waarde {estimate}: een schatting ({why}), nooit gebruikt in de berekening; de speler wordt behandeld als speler zonder rating en de waarde blijft getoond.</translation>
        </message>
        <message>
            <source>Raised to the minimum of {minimum}.</source>
            <translation>Opgetrokken tot het minimum van {minimum}.</translation>
        </message>
        <message>
            <source>Replacement: Pj = {pj} ≥ Ei = {ei} over {games} ({quota}) → {rating}.</source>
            <translation>Vervanging: Pj = {pj} ≥ Ei = {ei} over {games} ({quota}) → {rating}.</translation>
        </message>
        <message>
            <source>Rome</source>
            <translation>Rome</translation>
        </message>
        <message>
            <source>Round {round}: no game compatible with the estimate {estimate}: estimate kept.</source>
            <translation>Ronde {round}: geen partij verenigbaar met de schatting {estimate}: schatting behouden.</translation>
        </message>
        <message>
            <source>Round {round}: performance {perf} over {games}, {diff} from the estimate {estimate} (20 or more): new estimate ({estimate} + {perf}) / 2 = {new}.</source>
            <translation>Ronde {round}: performance {perf} over {games}, verschil {diff} met de schatting {estimate} (20 of meer): nieuwe schatting ({estimate} + {perf}) / 2 = {new}.</translation>
        </message>
        <message>
            <source>Round {round}: performance {perf} over {games}, {diff} from the estimate {estimate} (less than 20): estimate kept.</source>
            <translation>Ronde {round}: performance {perf} over {games}, verschil {diff} met de schatting {estimate} (minder dan 20): schatting behouden.</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Rusland</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turkije</translation>
        </message>
        <message>
            <source>Winner (the game's maximum score): cannot lose, {delta} → 0.</source>
            <translation>Winnaar (hoogste score van de partij): kan geen punten verliezen, {delta} → 0.</translation>
        </message>
        <message>
            <source>after {n} round, every estimate settled</source>
            <translation>na {n} ronde, alle schattingen stabiel</translation>
        </message>
        <message>
            <source>after {n} rounds, every estimate settled</source>
            <translation>na {n} ronden, alle schattingen stabiel</translation>
        </message>
        <message>
            <source>ending in 9</source>
            <translation>eindigend op 9</translation>
        </message>
        <message>
            <source>k = max(20, 40 − {g}/2) = {k}.</source>
            <translation>k = max(20; 40 − {g}/2) = {k}.</translation>
        </message>
        <message>
            <source>marked E</source>
            <translation>gemarkeerd met E</translation>
        </message>
        <message>
            <source>senior quota: {quota}</source>
            <translation>quotum senior: {quota}</translation>
        </message>
        <message>
            <source>stopped at the limit of {n} rounds, not settled</source>
            <translation>berekening gestopt bij de grens van {n} ronden, zonder stabilisatie</translation>
        </message>
        <message>
            <source>the opposing side's mean {level}</source>
            <translation>gemiddelde van het tegenkamp {level}</translation>
        </message>
        <message>
            <source>youth quota: {quota}</source>
            <translation>quotum jeugd: {quota}</translation>
        </message>
        <message>
            <source>{day}: no battle that year, but level {before} ≤ {lowest}: no inactivity penalty.</source>
            <translation>{day}: geen veldslag dat jaar, maar niveau {before} ≤ {lowest}: geen inactiviteitsstraf.</translation>
        </message>
        <message>
            <source>{day}: no battle that year, inactivity penalty of {penalty} (level {before} above {above}): {before} → {after}.</source>
            <translation>{day}: geen veldslag dat jaar, inactiviteitsstraf van {penalty} (niveau {before} &gt; {above}): {before} → {after}.</translation>
        </message>
        <message>
            <source>{few}; {marshal}</source>
            <translation>{few}; {marshal}</translation>
        </message>
        <message>
            <source>{nj} compatible games (8 or more): the archive (Pa = {pa}, Na = {na}) is forgotten.</source>
            <translation>{nj} verenigbare partijen (8 of meer): het archief (Pa = {pa}, Na = {na}) vervalt.</translation>
        </message>
        <message>
            <source>{n} centre</source>
            <translation>{n} centrum</translation>
        </message>
        <message>
            <source>{n} centres</source>
            <translation>{n} centra</translation>
        </message>
        <message>
            <source>{n} compatible game</source>
            <translation>{n} verenigbare partij</translation>
        </message>
        <message>
            <source>{n} compatible games</source>
            <translation>{n} verenigbare partijen</translation>
        </message>
        <message>
            <source>{n} game</source>
            <translation>{n} partij</translation>
        </message>
        <message>
            <source>{n} game before this one, fewer than 8</source>
            <translation>{n} partij vóór deze, minder dan 8</translation>
        </message>
        <message>
            <source>{n} games</source>
            <translation>{n} partijen</translation>
        </message>
        <message>
            <source>{n} games before this one, fewer than 8</source>
            <translation>{n} partijen vóór deze, minder dan 8</translation>
        </message>
        <message>
            <source>{rating}, estimate</source>
            <translation>{rating}, schatting</translation>
        </message>
        <message>
            <source>{role} {mode} Elo: {before} → {after}.</source>
            <translation>Elo {role} {mode}: {before} → {after}.</translation>
        </message>
        <message>
            <source>The sum of the opponents' scores; in a Swiss a round not played counts the player's own score (dummy opponent, C.07 art. 16; capped in the 2026 edition), in a round-robin a forfeit counts as the game.</source>
            <translation>De som van de punten van de tegenstanders; in een Zwitsers toernooi telt een niet-gespeelde ronde de eigen punten van de speler (fictieve tegenstander, C.07 art. 16; begrensd in de editie 2026), in een gesloten toernooi telt een forfait als de partij.</translation>
        </message>
        <message>
            <source>Rounds one elected to play</source>
            <translation>Ronden verkozen om te spelen</translation>
        </message>
        <message>
            <source>Standard points</source>
            <translation>Standaardpunten</translation>
        </message>
        <message>
            <source>Tournament pairing number</source>
            <translation>Paringsnummer</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>The rounds played over the board or won (GE in the 2023 edition): half-point and zero-point byes, absences and forfeit losses do not count.</source>
            <translation>De ronden aan het bord gespeeld of gewonnen (GE in de editie 2023): byes van een halve of nul punten, afwezigheden en verliezen door forfait tellen niet.</translation>
        </message>
        <message>
            <source>The points of each round counted 1 for a win, ½ for a draw, 0 for a loss (2026 edition).</source>
            <translation>De punten van elke ronde, 1 voor een winst, ½ voor een remise, 0 voor een verlies (editie 2026).</translation>
        </message>
        <message>
            <source>The pairing number in the tournament, the lower first (2026 edition).</source>
            <translation>Het paringsnummer in het toernooi, het laagste eerst (editie 2026).</translation>
        </message>
        <message>
            <source>The participant's own rating, the higher first; not used when a participant is unrated (2026 edition).</source>
            <translation>De eigen rating van de deelnemer, de hoogste eerst; niet gebruikt als een deelnemer geen rating heeft (editie 2026).</translation>
        </message>
        <message>
            <source>Game {game} of {date}, tournament {event}, against {opponent}: ratings {rating} and {opponent_rating} (the list in force at the tournament's start); score {score}; D = {d_signed}{d_rule}; PD = {expected} (table 8.1.2); ΔR = {score} − {expected} = {delta_signed}.</source>
            <translation>Partij {game} van {date}, toernooi {event}, tegen {opponent}: ratings {rating} en {opponent_rating} (de lijst die gold bij de start van het toernooi); score {score}; D = {d_signed}{d_rule}; PD = {expected} (tabel 8.1.2); ΔR = {score} − {expected} = {delta_signed}.</translation>
        </message>
        <message>
            <source>Game {game} of {date}, tournament {event}, against {opponent} ({opponent_rating} on the list in force at the tournament's start): score {score}, added to the pool ({pool_games} game(s)).</source>
            <translation>Partij {game} van {date}, toernooi {event}, tegen {opponent} ({opponent_rating} op de lijst die gold bij de start van het toernooi): score {score}, toegevoegd aan de verzamelde resultaten ({pool_games} partij(en)).</translation>
        </message>
        <message>
            <source>Tournament {event}{name}, started {start}: its games are rated with the ratings of the list in force at its start, the player's and his opponents'.</source>
            <translation>Toernooi {event}{name}, begonnen op {start}: de partijen worden verrekend met de ratings van de lijst die gold bij de start, die van de speler en die van zijn tegenstanders.</translation>
        </message>
        <message>
            <source>Rated on the list of {list_date}: ended {end}, at least 3 days before it (7.1.3).</source>
            <translation>Verrekend op de lijst van {list_date}: geëindigd op {end}, minstens 3 dagen ervoor (7.1.3).</translation>
        </message>
        <message>
            <source>Rated on the list of {list_date}: ended {end}, within five days of the month's end, reported for the following list (9.1).</source>
            <translation>Verrekend op de lijst van {list_date}: geëindigd op {end}, binnen vijf dagen voor het einde van de maand, ingediend voor de volgende lijst (9.1).</translation>
        </message>
        <message>
            <source>The list of {start_list} is missing from the club's rating history: the ratings are those of the list of {ratings_list}, the nearest earlier one.</source>
            <translation>De lijst van {start_list} ontbreekt in de ratinggeschiedenis van de club: de ratings zijn die van de lijst van {ratings_list}, de dichtstbijzijnde eerdere.</translation>
        </message>
        <message>
            <source>unrated on the list in force at the tournament's start, so unrated in that tournament</source>
            <translation>zonder rating op de lijst die gold bij de start van het toernooi, dus zonder rating in dat toernooi</translation>
        </message>
        <message>
            <source>{name}: {list}</source>
            <translation>{name}: {list}</translation>
        </message>
        <message>
            <source>The FIDE list of {month} is missing from the club's rating history for {players} player(s) of {name}: the list of {used}, the nearest earlier one, stands in.</source>
            <translation>De FIDE-lijst van {month} ontbreekt in de ratinggeschiedenis van de club voor {players} speler(s) van {name}: de lijst van {used}, de dichtstbijzijnde eerdere, vervangt ze.</translation>
        </message>
        <message>
            <source>The FIDE list of {month} is missing from the club's rating history for {players} player(s) of {name}, and no earlier one: their ratings of the period stand in.</source>
            <translation>De FIDE-lijst van {month} ontbreekt in de ratinggeschiedenis van de club voor {players} speler(s) van {name}, en geen eerdere: hun ratings van de periode vervangen ze.</translation>
        </message>
        <message>
            <source>And {count} more event(s) on this list.</source>
            <translation>En nog {count} evenement(en) op deze lijst.</translation>
        </message>
        <message>
            <source>Rounded to the nearest ten (a 5 rounds up): {raw} → {rating}.</source>
            <translation>Afgerond op het tiental (een 5 naar boven): {raw} → {rating}.</translation>
        </message>
    </context>
    <context>
        <name>PlayerCommands</name>
        <message>
            <source>Merge {dropped} into {kept}</source>
            <translation>{dropped} samenvoegen in {kept}</translation>
        </message>
        <message>
            <source>Change the club settings</source>
            <translation>De clubinstellingen wijzigen</translation>
        </message>
        <message>
            <source>New player {name}</source>
            <translation>Nieuwe speler {name}</translation>
        </message>
        <message>
            <source>Edit player {name}</source>
            <translation>Speler {name} wijzigen</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>New player</source>
            <translation>Nieuwe speler</translation>
        </message>
        <message>
            <source>Player {id}: {name}</source>
            <translation>Speler {id}: {name}</translation>
        </message>
        <message>
            <source>Last, First</source>
            <translation>Naam, Voornaam</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Onbekend</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Man</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Vrouw</translation>
        </message>
        <message>
            <source>digits</source>
            <translation>cijfers</translation>
        </message>
        <message>
            <source>1 to 5 digits</source>
            <translation>1 tot 5 cijfers</translation>
        </message>
        <message>
            <source>Foreign player (article 10.i: his FIDE rating is used)</source>
            <translation>Buitenlandse speler (artikel 10.i: zijn FIDE-rating wordt gebruikt)</translation>
        </message>
        <message>
            <source>Member of the club</source>
            <translation>Lid van de club</translation>
        </message>
        <message>
            <source>none</source>
            <translation>geen</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Naam</translation>
        </message>
        <message>
            <source>&amp;Born</source>
            <translation>&amp;Geboren</translation>
        </message>
        <message>
            <source>&amp;Sex</source>
            <translation>Ge&amp;slacht</translation>
        </message>
        <message>
            <source>&amp;Club</source>
            <translation>&amp;Club</translation>
        </message>
        <message>
            <source>&amp;Federation</source>
            <translation>&amp;Federatie</translation>
        </message>
        <message>
            <source>FIDE &amp;id</source>
            <translation>FIDE-&amp;id</translation>
        </message>
        <message>
            <source>Belgian &amp;matricule</source>
            <translation>Belgisch sta&amp;mnummer</translation>
        </message>
        <message>
            <source>French &amp;licence</source>
            <translation>Franse &amp;licentie</translation>
        </message>
        <message>
            <source>FIDE &amp;rating</source>
            <translation>FIDE-&amp;rating</translation>
        </message>
        <message>
            <source>A player needs a name.</source>
            <translation>Een speler heeft een naam nodig.</translation>
        </message>
        <message>
            <source>Write the name as “Last, First”.</source>
            <translation>Schrijf de naam als “Naam, Voornaam”.</translation>
        </message>
        <message>
            <source>Three letters, such as BEL or FRA.</source>
            <translation>Drie letters, zoals BEL of FRA.</translation>
        </message>
        <message>
            <source>A FIDE id is made of digits only.</source>
            <translation>Een FIDE-id bestaat alleen uit cijfers.</translation>
        </message>
        <message>
            <source>A Belgian matricule has 1 to 5 digits.</source>
            <translation>Een Belgisch stamnummer heeft 1 tot 5 cijfers.</translation>
        </message>
        <message>
            <source>A French licence is a letter and 5 digits, such as A12345.</source>
            <translation>Een Franse licentie is een letter en 5 cijfers, zoals A12345.</translation>
        </message>
        <message>
            <source>Not a valid value.</source>
            <translation>Geen geldige waarde.</translation>
        </message>
        <message>
            <source>Player {id} has the same id: if it is the same person, merge the two records instead.</source>
            <translation>Speler {id} heeft dezelfde id: als het om dezelfde persoon gaat, voeg dan de twee fiches samen.</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>Niet opgeslagen: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PlayersTableModel</name>
        <message>
            <source>Provisional Belgian rating: not yet enough games for a rating</source>
            <translation>Voorlopige Belgische rating: nog niet genoeg partijen voor een rating</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>The player's number in the club database</source>
            <translation>Het nummer van de speler in de clubdatabase</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Last name, first name</source>
            <translation>Familienaam, voornaam</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Geboren</translation>
        </message>
        <message>
            <source>Birth date</source>
            <translation>Geboortedatum</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geslacht</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Fed.</source>
            <translation>Fed.</translation>
        </message>
        <message>
            <source>Federation (country code)</source>
            <translation>Federatie (landcode)</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>FIDE-id</translation>
        </message>
        <message>
            <source>FIDE identifier</source>
            <translation>FIDE-identificatienummer</translation>
        </message>
        <message>
            <source>Matricule</source>
            <translation>Stamnummer</translation>
        </message>
        <message>
            <source>Belgian matricule (FRBE-KBSB member number)</source>
            <translation>Belgisch stamnummer (lidnummer FRBE-KBSB)</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licentie</translation>
        </message>
        <message>
            <source>French licence number (FFE)</source>
            <translation>Frans licentienummer (FFE)</translation>
        </message>
        <message>
            <source>FRBE</source>
            <translation>KBSB</translation>
        </message>
        <message>
            <source>Current Belgian rating (in brackets: provisional)</source>
            <translation>Huidige Belgische rating (tussen haakjes: voorlopig)</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>Games behind the Belgian rating</source>
            <translation>Partijen waarop de Belgische rating steunt</translation>
        </message>
        <message>
            <source>FFE</source>
            <translation>FFE</translation>
        </message>
        <message>
            <source>Current French rating</source>
            <translation>Huidige Franse rating</translation>
        </message>
        <message>
            <source>BE level</source>
            <translation>BE-niveau</translation>
        </message>
        <message>
            <source>Current Bataille Empire level</source>
            <translation>Huidig Bataille Empire-niveau</translation>
        </message>
        <message>
            <source>BE games</source>
            <translation>BE-veldslagen</translation>
        </message>
        <message>
            <source>Battles behind the Bataille Empire level</source>
            <translation>Veldslagen waarop het Bataille Empire-niveau steunt</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Graad</translation>
        </message>
        <message>
            <source>Bataille Empire grade</source>
            <translation>Bataille Empire-graad</translation>
        </message>
        <message>
            <source>FIDE</source>
            <translation>FIDE</translation>
        </message>
        <message>
            <source>Current FIDE standard rating</source>
            <translation>Huidige FIDE-standaardrating</translation>
        </message>
        <message>
            <source>Rapid</source>
            <translation>Rapid</translation>
        </message>
        <message>
            <source>Current FIDE rapid rating</source>
            <translation>Huidige FIDE-rapidrating</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>Current FIDE blitz rating</source>
            <translation>Huidige FIDE-blitzrating</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter: name, club, FIDE id, matricule or licence</source>
            <translation>Filter: naam, club, FIDE-id, stamnummer of licentie</translation>
        </message>
        <message>
            <source>All players</source>
            <translation>Alle spelers</translation>
        </message>
        <message>
            <source>Rated in: {system}</source>
            <translation>Met rating in: {system}</translation>
        </message>
        <message>
            <source>&amp;New player…</source>
            <translation>&amp;Nieuwe speler…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>Be&amp;werken…</translation>
        </message>
        <message>
            <source>&amp;Merge…</source>
            <translation>&amp;Samenvoegen…</translation>
        </message>
        <message>
            <source>Select the two records of one person, then merge them</source>
            <translation>Selecteer de twee fiches van één persoon en voeg ze dan samen</translation>
        </message>
        <message>
            <source>{shown} of {total} players</source>
            <translation>{shown} van {total} spelers</translation>
        </message>
        <message>
            <source>E&amp;xplanation…</source>
            <translation>&amp;Uitleg…</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Geschiedenis</translation>
        </message>
        <message>
            <source>&amp;Print his record card…</source>
            <translation>Spelers&amp;kaart afdrukken…</translation>
        </message>
        <message>
            <source>Explanation</source>
            <translation>Uitleg</translation>
        </message>
        <message>
            <source>No applied run has rated {name} yet.</source>
            <translation>Nog geen toegepaste berekening heeft {name} gerekend.</translation>
        </message>
    </context>
    <context>
        <name>PreviewTableModel</name>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Klassiek</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Verschil</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Old</source>
            <translation>Oud</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nieuw</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Graad</translation>
        </message>
        <message>
            <source>Provisional rating (10 to 19 archived games): not a published rating</source>
            <translation>Voorlopige rating (10 tot 19 gearchiveerde partijen): geen gepubliceerde rating</translation>
        </message>
        <message>
            <source>Games in this run; {career} in his career after it</source>
            <translation>Partijen in deze berekening; {career} in zijn loopbaan daarna</translation>
        </message>
    </context>
    <context>
        <name>Rates</name>
        <message>
            <source>standard</source>
            <translation>standaard</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapid</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
    </context>
    <context>
        <name>RatingsView</name>
        <message>
            <source>Players whose record changed since this run (a list imported, a record edited) keep it as it is: {count}.</source>
            <translation>Spelers van wie de fiche sinds deze berekening veranderde (een ingelezen lijst, een bewerkte fiche) houden die zoals ze is: {count}.</translation>
        </message>
        <message>
            <source>&amp;Preview</source>
            <translation>&amp;Voorbeeld</translation>
        </message>
        <message>
            <source>&amp;Apply…</source>
            <translation>&amp;Toepassen…</translation>
        </message>
        <message>
            <source>&amp;Undo last run…</source>
            <translation>Laatste berekening ongedaan &amp;maken…</translation>
        </message>
        <message>
            <source>E&amp;xport for submission…</source>
            <translation>Exporteren voor in&amp;diening…</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Systeem</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Bereken</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Van</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Tot</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evenement</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Jaar</translation>
        </message>
        <message>
            <source>a period</source>
            <translation>een periode</translation>
        </message>
        <message>
            <source>an event</source>
            <translation>een evenement</translation>
        </message>
        <message>
            <source>the year-end inactivity</source>
            <translation>de inactiviteit bij het jaareinde</translation>
        </message>
        <message>
            <source>No event of this system yet: import one from the File menu.</source>
            <translation>Nog geen evenement in dit systeem: importeer er een via het menu Bestand.</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Voorbeeld</translation>
        </message>
        <message>
            <source>rated</source>
            <translation>met rating</translation>
        </message>
        <message>
            <source>new</source>
            <translation>nieuw</translation>
        </message>
        <message>
            <source>provisional</source>
            <translation>voorlopig</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>zonder rating</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>ongewijzigd</translation>
        </message>
        <message>
            <source>{name} ends on {end}, less than 3 days before the list of {list}: FIDE may rate it on the next list (7.1.3).</source>
            <translation>{name} eindigt op {end}, minder dan 3 dagen voor de lijst van {list}: de FIDE kan het op de volgende lijst verwerken (7.1.3).</translation>
        </message>
        <message>
            <source>the event {name}</source>
            <translation>het evenement {name}</translation>
        </message>
        <message>
            <source>the year-end inactivity of {year}</source>
            <translation>de inactiviteitsstraf van eind {year}</translation>
        </message>
        <message>
            <source>the Belgian 2024 uplift</source>
            <translation>de Belgische verhoging van 2024</translation>
        </message>
        <message>
            <source>the FIDE 2024 increase</source>
            <translation>de FIDE-verhoging van 2024</translation>
        </message>
        <message>
            <source>the {rate} list of {start} – {end}</source>
            <translation>de {rate}-lijst van {start} – {end}</translation>
        </message>
        <message>
            <source>the period {start} – {end}</source>
            <translation>de periode {start} – {end}</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Toepassen</translation>
        </message>
        <message>
            <source>Apply {what}? The new ratings are written to the club database (a backup copy is made first).</source>
            <translation>{what} toepassen? De nieuwe ratings worden in de clubdatabase geschreven (eerst wordt een reservekopie gemaakt).</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Ongedaan maken</translation>
        </message>
        <message>
            <source>Nothing to undo in this system.</source>
            <translation>Niets ongedaan te maken in dit systeem.</translation>
        </message>
        <message>
            <source>Undo the last applied run of this system ({what})? Every rating it changed goes back.</source>
            <translation>De laatst toegepaste berekening van dit systeem ({what}) ongedaan maken? Elke rating die ze wijzigde, wordt teruggezet.</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporteren</translation>
        </message>
        <message>
            <source>Export for submission</source>
            <translation>Exporteren voor indiening</translation>
        </message>
        <message>
            <source>Written: {path}</source>
            <translation>Geschreven: {path}</translation>
        </message>
        <message>
            <source>Press Preview to compute {what}.</source>
            <translation>Druk op Voorbeeld om {what} te berekenen.</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>standaard</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapid</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>List</source>
            <translation>Lijst</translation>
        </message>
        <message>
            <source>{moved} of {total} players' ratings change.</source>
            <translation>De rating van {moved} van de {total} spelers verandert.</translation>
        </message>
        <message>
            <source>Provisional ratings (not published): {n}.</source>
            <translation>Voorlopige ratings (niet gepubliceerd): {n}.</translation>
        </message>
        <message>
            <source>Already applied as run {run}: undo that run to apply again.</source>
            <translation>Al toegepast als berekening {run}: maak die berekening ongedaan om opnieuw toe te passen.</translation>
        </message>
        <message>
            <source>Nothing is written until you apply.</source>
            <translation>Er wordt niets opgeslagen zolang u niet toepast.</translation>
        </message>
        <message>
            <source>Already applied as run {run}</source>
            <translation>Al toegepast als berekening {run}</translation>
        </message>
        <message>
            <source>Applied as run {run}: {ratings} players' ratings changed.</source>
            <translation>Toegepast als berekening {run}: de rating van {ratings} spelers is veranderd.</translation>
        </message>
        <message>
            <source>{states} players' records written in all.</source>
            <translation>In totaal zijn de gegevens van {states} spelers opgeslagen.</translation>
        </message>
        <message>
            <source>Run {run} undone: {ratings} players' ratings restored.</source>
            <translation>Berekening {run} ongedaan gemaakt: de rating van {ratings} spelers is hersteld.</translation>
        </message>
        <message>
            <source>{states} players' records restored in all.</source>
            <translation>In totaal zijn de gegevens van {states} spelers hersteld.</translation>
        </message>
        <message>
            <source>Find a player…</source>
            <translation>Speler zoeken…</translation>
        </message>
        <message>
            <source>Type a part of a name; Enter goes to the next player it matches</source>
            <translation>Typ een deel van een naam; Enter gaat naar de volgende speler die overeenkomt</translation>
        </message>
        <message>
            <source>E&amp;xplanation in a window…</source>
            <translation>&amp;Uitleg in een venster…</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Geschiedenis</translation>
        </message>
        <message>
            <source>&amp;Print his record card…</source>
            <translation>Spelers&amp;kaart afdrukken…</translation>
        </message>
        <message>
            <source>The file could not be written:
{error}</source>
            <translation>Het bestand kon niet worden geschreven:
{error}</translation>
        </message>
        <message>
            <source>FIDE tournament report, TRF-16 (*.trf)</source>
            <translation>FIDE-toernooirapport, TRF-16 (*.trf)</translation>
        </message>
        <message>
            <source>FIDE tournament report, TRF-2026 (*.trf)</source>
            <translation>FIDE-toernooirapport, TRF-2026 (*.trf)</translation>
        </message>
        <message>
            <source>Belgian submission file (*.trf)</source>
            <translation>Belgisch verzendbestand (*.trf)</translation>
        </message>
        <message>
            <source>Applied on {date} — run {run}: {moved} of {total} players' ratings changed. Undo that run to apply again.</source>
            <translation>Toegepast op {date} — berekening {run}: de rating van {moved} van {total} spelers is gewijzigd. Maak die berekening ongedaan om opnieuw toe te passen.</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Round {round}, board {board}</source>
            <translation>Ronde {round}, bord {board}</translation>
        </message>
        <message>
            <source>Result now: {result}</source>
            <translation>Huidige uitslag: {result}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>geen</translation>
        </message>
        <message>
            <source>White wins</source>
            <translation>Wit wint</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Remise</translation>
        </message>
        <message>
            <source>Black wins</source>
            <translation>Zwart wint</translation>
        </message>
        <message>
            <source>White wins by forfeit</source>
            <translation>Wit wint door forfait</translation>
        </message>
        <message>
            <source>Black wins by forfeit</source>
            <translation>Zwart wint door forfait</translation>
        </message>
        <message>
            <source>No result</source>
            <translation>Geen uitslag</translation>
        </message>
        <message>
            <source>The game is not played yet</source>
            <translation>De partij is nog niet gespeeld</translation>
        </message>
        <message>
            <source>Type 1, =, 0, + or − to enter the result; Esc to leave it as it is.</source>
            <translation>Typ 1, =, 0, + of − om de uitslag in te voeren; Esc om ze te laten zoals ze is.</translation>
        </message>
        <message>
            <source>Double forfeit</source>
            <translation>Dubbele forfait</translation>
        </message>
        <message>
            <source>White wins (key 1)</source>
            <translation>Wit wint (toets 1)</translation>
        </message>
        <message>
            <source>Draw (key =)</source>
            <translation>Remise (toets =)</translation>
        </message>
        <message>
            <source>Black wins (key 0)</source>
            <translation>Zwart wint (toets 0)</translation>
        </message>
        <message>
            <source>Black did not come: White wins by forfeit, the game is not rated (key +)</source>
            <translation>Zwart is niet opgedaagd: Wit wint door forfait, de partij wordt niet gerekend (toets +)</translation>
        </message>
        <message>
            <source>White did not come: Black wins by forfeit, the game is not rated (key −)</source>
            <translation>Wit is niet opgedaagd: Zwart wint door forfait, de partij wordt niet gerekend (toets −)</translation>
        </message>
        <message>
            <source>Neither player came: both lose by forfeit, the game is not rated</source>
            <translation>Geen van beide spelers is opgedaagd: beiden verliezen door forfait, de partij wordt niet gerekend</translation>
        </message>
    </context>
    <context>
        <name>RoundBoardsModel</name>
        <message>
            <source>Pts</source>
            <translation>Ptn</translation>
        </message>
        <message>
            <source>Colours</source>
            <translation>Kleuren</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Bord</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Wit</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Zwart</translation>
        </message>
        <message>
            <source>bye (1 point)</source>
            <translation>bye (1 punt)</translation>
        </message>
        <message>
            <source>bye (½ point)</source>
            <translation>bye (½ punt)</translation>
        </message>
        <message>
            <source>bye (1 point, requested)</source>
            <translation>bye (1 punt, gevraagd)</translation>
        </message>
        <message>
            <source>absent (0 points)</source>
            <translation>afwezig (0 punten)</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>teruggetrokken</translation>
        </message>
        <message>
            <source>W</source>
            <comment>white, in a colour history</comment>
            <translation>W</translation>
        </message>
        <message>
            <source>B</source>
            <comment>black, in a colour history</comment>
            <translation>Z</translation>
        </message>
    </context>
    <context>
        <name>RoundPlayersModel</name>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Bye ½</source>
            <translation>Bye ½</translation>
        </message>
        <message>
            <source>Bye 1</source>
            <translation>Bye 1</translation>
        </message>
        <message>
            <source>Absent (0)</source>
            <translation>Afwezig (0)</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Teruggetrokken</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Instellingen</translation>
        </message>
        <message>
            <source>Used for tournament files that do not say which federation rates them.</source>
            <translation>Gebruikt voor toernooibestanden die niet vermelden welke federatie ze verwerkt.</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>&amp;Club name</source>
            <translation>&amp;Clubnaam</translation>
        </message>
        <message>
            <source>Default &amp;chess system</source>
            <translation>Standaard &amp;schaaksysteem</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>Niet opgeslagen: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Sheets</name>
        <message>
            <source>1 general</source>
            <translation>1 generaal</translation>
        </message>
        <message>
            <source>1 power played</source>
            <translation>1 grootmacht gespeeld</translation>
        </message>
        <message>
            <source>1 ranked player</source>
            <translation>1 speler met rating</translation>
        </message>
        <message>
            <source>1 {month} {year}</source>
            <translation>1 {month} {year}</translation>
        </message>
        <message>
            <source>Active: players rated by at least one applied run.</source>
            <translation>Actief: spelers gerated door minstens één toegepaste berekening.</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Na</translation>
        </message>
        <message>
            <source>April</source>
            <translation>april</translation>
        </message>
        <message>
            <source>August</source>
            <translation>augustus</translation>
        </message>
        <message>
            <source>Battles</source>
            <translation>Veldslagen</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Vóór</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Zwart</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Bord</translation>
        </message>
        <message>
            <source>Centres</source>
            <translation>Centra</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Verschil</translation>
        </message>
        <message>
            <source>Change: the difference made by the last applied run that rated the player.</source>
            <translation>Verschil: wijziging bij de laatste toegepaste berekening die de speler een rating gaf.</translation>
        </message>
        <message>
            <source>Change: the player's Elo change in the power he played, in the game's mode.</source>
            <translation>Verschil: wijziging van de Elo van de speler voor de grootmacht die hij speelde, in de modus van de partij.</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Current ratings</source>
            <translation>Huidige ratings</translation>
        </message>
        <message>
            <source>D</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Date of birth</source>
            <translation>Geboortedatum</translation>
        </message>
        <message>
            <source>December</source>
            <translation>december</translation>
        </message>
        <message>
            <source>Diplomacy, {mode}</source>
            <translation>Diplomacy, {mode}</translation>
        </message>
        <message>
            <source>Each round: result (+ win, = draw, − loss, ? not played yet), the opponent's final rank and the colour ({white} white, {black} black); F: forfeit. Byes: H half point, F full point, U pairing bye, Z absence.</source>
            <translation>Elke ronde: uitslag (+ winst, = remise, − verlies, ? nog niet gespeeld), eindrang van de tegenstander en kleur ({white} wit, {black} zwart); F: forfait. Byes: H halve punt, F volle punt, U bye bij de paring, Z afwezig.</translation>
        </message>
        <message>
            <source>Elo after</source>
            <translation>Elo na</translation>
        </message>
        <message>
            <source>Elo before</source>
            <translation>Elo vóór</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Verwacht</translation>
        </message>
        <message>
            <source>FFE licence</source>
            <translation>FFE-licentie</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>FIDE-id</translation>
        </message>
        <message>
            <source>FIDE rating</source>
            <translation>FIDE-rating</translation>
        </message>
        <message>
            <source>FIDE rating report — {event}</source>
            <translation>FIDE-ratingrapport — {event}</translation>
        </message>
        <message>
            <source>FRBE number</source>
            <translation>KBSB-stamnummer</translation>
        </message>
        <message>
            <source>February</source>
            <translation>februari</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Federatie</translation>
        </message>
        <message>
            <source>Game not counted for Elo ({why}).</source>
            <translation>Partij niet geteld voor de Elo ({why}).</translation>
        </message>
        <message>
            <source>Game {ref} — {day}, {mode}, {scoring}</source>
            <translation>Partij {ref} — {day}, {mode}, {scoring}</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>Generals' standings</source>
            <translation>Stand van de generaals</translation>
        </message>
        <message>
            <source>Global Elo</source>
            <translation>Globale Elo</translation>
        </message>
        <message>
            <source>Global Elo: the mean over the seven powers (1500 for a power never played).</source>
            <translation>Globale Elo: gemiddelde over de zeven grootmachten (1500 voor een nooit gespeelde grootmacht).</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Graad</translation>
        </message>
        <message>
            <source>Grade table — Bataille Empire</source>
            <translation>Gradentabel — Bataille Empire</translation>
        </message>
        <message>
            <source>Identity</source>
            <translation>Identiteit</translation>
        </message>
        <message>
            <source>January</source>
            <translation>januari</translation>
        </message>
        <message>
            <source>July</source>
            <translation>juli</translation>
        </message>
        <message>
            <source>June</source>
            <translation>juni</translation>
        </message>
        <message>
            <source>L</source>
            <translation>V</translation>
        </message>
        <message>
            <source>Last run — {system}, {day} ({status})</source>
            <translation>Laatste berekening — {system}, {day} ({status})</translation>
        </message>
        <message>
            <source>Last run — {system}, {day}: {old} → {new} ({status})</source>
            <translation>Laatste berekening — {system}, {day}: {old} → {new} ({status})</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>March</source>
            <translation>maart</translation>
        </message>
        <message>
            <source>May</source>
            <translation>mei</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nieuw</translation>
        </message>
        <message>
            <source>No applied run has rated this player.</source>
            <translation>Geen toegepaste berekening voor deze speler.</translation>
        </message>
        <message>
            <source>No battle in this event.</source>
            <translation>Geen veldslag in dit evenement.</translation>
        </message>
        <message>
            <source>No game counted for the rating.</source>
            <translation>Geen partij geteld voor de rating.</translation>
        </message>
        <message>
            <source>No game in this event.</source>
            <translation>Geen partij in dit evenement.</translation>
        </message>
        <message>
            <source>No game paired in this round.</source>
            <translation>Geen gepaarde partij in deze ronde.</translation>
        </message>
        <message>
            <source>No player in this event.</source>
            <translation>Geen speler in dit evenement.</translation>
        </message>
        <message>
            <source>No ranked player matches these criteria.</source>
            <translation>Geen speler met rating voldoet aan deze criteria.</translation>
        </message>
        <message>
            <source>No rating.</source>
            <translation>Geen rating.</translation>
        </message>
        <message>
            <source>Not applied yet: the changes are those of the run's preview.</source>
            <translation>Nog niet toegepast: de verschillen zijn die van het voorbeeld van de berekening.</translation>
        </message>
        <message>
            <source>November</source>
            <translation>november</translation>
        </message>
        <message>
            <source>October</source>
            <translation>oktober</translation>
        </message>
        <message>
            <source>Only one applied run so far: no curve to draw yet.</source>
            <translation>Nog maar één toegepaste berekening: nog geen curve te tekenen.</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Tegenstander</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Player cards</source>
            <translation>Spelersfiches</translation>
        </message>
        <message>
            <source>Player record card — {name}</source>
            <translation>Spelersfiche — {name}</translation>
        </message>
        <message>
            <source>Players' global Elo</source>
            <translation>Globale Elo van de spelers</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Grootmacht</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Ptn</translation>
        </message>
        <message>
            <source>Pts: points before the round. The player named first has White. Write the result: 1-0, ½-½ or 0-1.</source>
            <translation>Ptn: punten vóór de ronde. De eerst genoemde speler heeft wit. Vul de uitslag in: 1-0, ½-½ of 0-1.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Rank: place in the generals' overall ranking list.</source>
            <translation>Rang: plaats in de algemene ranglijst van de generaals.</translation>
        </message>
        <message>
            <source>Ranking list — {system}</source>
            <translation>Ranglijst — {system}</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Rating</translation>
        </message>
        <message>
            <source>Rating history</source>
            <translation>Ratingverloop</translation>
        </message>
        <message>
            <source>Rating: the FIDE rating at the start of the period; K after the 700 rule (8.3.3); expected score: the sum of PD (table 8.1.2); change rounded to the nearest whole number (8.3.4).</source>
            <translation>Rating: FIDE-rating bij het begin van de periode; K na de 700-regel (8.3.3); verwachte score: som van de PD (tabel 8.1.2); verschil afgerond op het dichtstbijzijnde gehele getal (8.3.4).</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Opmerking</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
        <message>
            <source>Round {round} — board {board}</source>
            <translation>Ronde {round} — bord {board}</translation>
        </message>
        <message>
            <source>R{round}</source>
            <translation>R{round}</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>September</source>
            <translation>september</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Geslacht</translation>
        </message>
        <message>
            <source>Signatures: White ____________   Black ____________</source>
            <translation>Handtekeningen: Wit ____________   Zwart ____________</translation>
        </message>
        <message>
            <source>Standings and crosstable</source>
            <translation>Eindstand en kruistabel</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Systeem</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>W</source>
            <translation>W</translation>
        </message>
        <message>
            <source>W wins, D draws, L losses; score: the battles' S added up (1.5 crushing, 1.25 decisive, 1 marginal, 0.5 draw). Levels before and after the event.</source>
            <translation>W winst, R remise, V verlies; score: som van de S van de veldslagen (1,5 verpletterend, 1,25 beslissend, 1 nipt, 0,5 gelijk). Niveaus vóór en na het evenement.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Wit</translation>
        </message>
        <message>
            <source>Without an opponent this round</source>
            <translation>Zonder tegenstander deze ronde</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>afwezig</translation>
        </message>
        <message>
            <source>active players only</source>
            <translation>alleen actieve spelers</translation>
        </message>
        <message>
            <source>an estimate, not yet a rating</source>
            <translation>een schatting, nog geen rating</translation>
        </message>
        <message>
            <source>arbiter: {name}</source>
            <translation>arbiter: {name}</translation>
        </message>
        <message>
            <source>b</source>
            <translation>z</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>bye, full point</source>
            <translation>bye, volle punt</translation>
        </message>
        <message>
            <source>bye, half a point</source>
            <translation>bye, halve punt</translation>
        </message>
        <message>
            <source>classic</source>
            <translation>klassiek</translation>
        </message>
        <message>
            <source>club: {club}</source>
            <translation>club: {club}</translation>
        </message>
        <message>
            <source>elodesk number</source>
            <translation>elodesk-nummer</translation>
        </message>
        <message>
            <source>excluded</source>
            <translation>uitgesloten</translation>
        </message>
        <message>
            <source>female</source>
            <translation>vrouwelijk</translation>
        </message>
        <message>
            <source>level below {limit}</source>
            <translation>niveau lager dan {limit}</translation>
        </message>
        <message>
            <source>level {low} and above</source>
            <translation>niveau {low} en hoger</translation>
        </message>
        <message>
            <source>levels {low} to {high}</source>
            <translation>niveaus {low} tot {high}</translation>
        </message>
        <message>
            <source>male</source>
            <translation>mannelijk</translation>
        </message>
        <message>
            <source>new</source>
            <translation>nieuw</translation>
        </message>
        <message>
            <source>no general</source>
            <translation>geen generaal</translation>
        </message>
        <message>
            <source>not used for Elo</source>
            <translation>buiten Elo</translation>
        </message>
        <message>
            <source>page {page} / {pages}</source>
            <translation>pagina {page} / {pages}</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>bye bij de paring</translation>
        </message>
        <message>
            <source>powers missing</source>
            <translation>grootmachten ontbreken</translation>
        </message>
        <message>
            <source>printed by elodesk</source>
            <translation>afgedrukt door elodesk</translation>
        </message>
        <message>
            <source>provisional</source>
            <translation>voorlopig</translation>
        </message>
        <message>
            <source>provisional rating {value}</source>
            <translation>voorlopige rating {value}</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapidpartijen</translation>
        </message>
        <message>
            <source>rated</source>
            <translation>berekend</translation>
        </message>
        <message>
            <source>seniors (65 and over on 1 January {year})</source>
            <translation>senioren (65 of ouder op 1 januari {year})</translation>
        </message>
        <message>
            <source>solo</source>
            <translation>solo</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>lange bedenktijd</translation>
        </message>
        <message>
            <source>state "{state}"</source>
            <translation>toestand ‘{state}’</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>ongewijzigd</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>zonder rating</translation>
        </message>
        <message>
            <source>w</source>
            <translation>w</translation>
        </message>
        <message>
            <source>women</source>
            <translation>dames</translation>
        </message>
        <message>
            <source>youth (under 20 on 1 January {year})</source>
            <translation>jeugd (jonger dan 20 op 1 januari {year})</translation>
        </message>
        <message>
            <source>{count} boards</source>
            <translation>{count} borden</translation>
        </message>
        <message>
            <source>{count} generals</source>
            <translation>{count} generaals</translation>
        </message>
        <message>
            <source>{count} players</source>
            <translation>{count} spelers</translation>
        </message>
        <message>
            <source>{count} powers played</source>
            <translation>{count} grootmachten gespeeld</translation>
        </message>
        <message>
            <source>{count} ranked players</source>
            <translation>{count} spelers met rating</translation>
        </message>
        <message>
            <source>{day}</source>
            <translation>op {day}</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day} {month} {year}</translation>
        </message>
        <message>
            <source>{event} — pairings of round {round}</source>
            <translation>{event} — paringen van ronde {round}</translation>
        </message>
        <message>
            <source>{event} — result slips of round {round}</source>
            <translation>{event} — uitslagbriefjes van ronde {round}</translation>
        </message>
        <message>
            <source>{mode} after</source>
            <translation>{mode} na</translation>
        </message>
        <message>
            <source>{mode} before</source>
            <translation>{mode} vóór</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>{rank} / {count}</source>
            <translation>{rank} / {count}</translation>
        </message>
        <message>
            <source>{start} to {end}</source>
            <translation>van {start} tot {end}</translation>
        </message>
        <message>
            <source>{text} (continued)</source>
            <translation>{text} (vervolg)</translation>
        </message>
        <message>
            <source>†: eliminated.</source>
            <translation>†: uitgeschakeld.</translation>
        </message>
        <message>
            <source>☐ 1-0     ☐ ½-½     ☐ 0-1</source>
            <translation>☐ 1-0     ☐ ½-½     ☐ 0-1</translation>
        </message>
        <message>
            <source>Tie-breaks (FIDE C.07, {edition} edition), in order: {tiebreaks}.</source>
            <translation>Tiebreaks (FIDE C.07, editie {edition}), in volgorde: {tiebreaks}.</translation>
        </message>
        <message>
            <source>Left out, as the {edition} edition allows no Buchholz in a round robin: {tiebreaks}.</source>
            <translation>Weggelaten, want de editie {edition} staat geen Buchholz toe in een gesloten toernooi: {tiebreaks}.</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactief</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Activiteit</translation>
        </message>
    </context>
    <context>
        <name>SheetsView</name>
        <message>
            <source>Ranking list</source>
            <translation>Ratinglijst</translation>
        </message>
        <message>
            <source>Bataille Empire grade table</source>
            <translation>Gradentabel Bataille Empire</translation>
        </message>
        <message>
            <source>Event standings</source>
            <translation>Klassement van het evenement</translation>
        </message>
        <message>
            <source>Player record card</source>
            <translation>Spelersfiche</translation>
        </message>
        <message>
            <source>FIDE rating report of an event</source>
            <translation>FIDE-ratingrapport van een evenement</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Klassiek</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Iedereen</translation>
        </message>
        <message>
            <source>Youth (under 20 on 1 January)</source>
            <translation>Jeugd (jonger dan 20 op 1 januari)</translation>
        </message>
        <message>
            <source>Seniors (65 and over on 1 January)</source>
            <translation>Senioren (65 en ouder op 1 januari)</translation>
        </message>
        <message>
            <source>Women</source>
            <translation>Vrouwen</translation>
        </message>
        <message>
            <source>Active players only</source>
            <translation>Alleen actieve spelers</translation>
        </message>
        <message>
            <source>Only the players some applied rating run has rated.</source>
            <translation>Alleen de spelers die een toegepaste ratingberekening heeft verwerkt.</translation>
        </message>
        <message>
            <source>&amp;Sheet</source>
            <translation>&amp;Lijst</translation>
        </message>
        <message>
            <source>S&amp;ystem</source>
            <translation>S&amp;ysteem</translation>
        </message>
        <message>
            <source>&amp;Mode</source>
            <translation>&amp;Modus</translation>
        </message>
        <message>
            <source>&amp;Event</source>
            <translation>E&amp;venement</translation>
        </message>
        <message>
            <source>&amp;Player</source>
            <translation>&amp;Speler</translation>
        </message>
        <message>
            <source>&amp;Club</source>
            <translation>&amp;Club</translation>
        </message>
        <message>
            <source>C&amp;ategory</source>
            <translation>C&amp;ategorie</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>Af&amp;drukken…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Opslaan als PD&amp;F…</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Breedte passend</translation>
        </message>
        <message>
            <source>Whole page</source>
            <translation>Hele pagina</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Inzoomen</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Uitzoomen</translation>
        </message>
        <message>
            <source>{name} ({start})</source>
            <translation>{name} ({start})</translation>
        </message>
        <message>
            <source>{name} (no. {id})</source>
            <translation>{name} (nr. {id})</translation>
        </message>
        <message>
            <source>All clubs</source>
            <translation>Alle clubs</translation>
        </message>
        <message>
            <source>No event yet: import one from the File menu.</source>
            <translation>Nog geen evenement: importeer er een via het menu Bestand.</translation>
        </message>
        <message>
            <source>No player yet: import a file or add players first.</source>
            <translation>Nog geen speler: importeer eerst een bestand of voeg spelers toe.</translation>
        </message>
        <message>
            <source>This sheet cannot be made: {reason}</source>
            <translation>Deze lijst kan niet worden gemaakt: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n pagina</numerusform>
                <numerusform>%n pagina's</numerusform>
            </translation>
        </message>
        <message>
            <source>Print the sheet</source>
            <translation>De lijst afdrukken</translation>
        </message>
        <message>
            <source>Printing</source>
            <translation>Afdrukken</translation>
        </message>
        <message>
            <source>The sheet could not be printed: {reason}</source>
            <translation>De lijst kon niet worden afgedrukt: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s) sent to the printer.</source>
            <translation>
                <numerusform>%n pagina naar de printer gestuurd.</numerusform>
                <numerusform>%n pagina's naar de printer gestuurd.</numerusform>
            </translation>
        </message>
        <message>
            <source>Save the sheet as PDF</source>
            <translation>De lijst opslaan als PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-documenten (*.pdf)</translation>
        </message>
        <message>
            <source>Save as PDF</source>
            <translation>Opslaan als PDF</translation>
        </message>
        <message>
            <source>The PDF could not be written: {reason}</source>
            <translation>De PDF kon niet worden geschreven: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>Saved: {path}, %n page(s).</source>
            <translation>
                <numerusform>Opgeslagen: {path}, %n pagina.</numerusform>
                <numerusform>Opgeslagen: {path}, %n pagina's.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairings of a round</source>
            <translation>Paringen van een ronde</translation>
        </message>
        <message>
            <source>Result slips of a round</source>
            <translation>Uitslagbriefjes van een ronde</translation>
        </message>
        <message>
            <source>&amp;Round</source>
            <translation>&amp;Ronde</translation>
        </message>
    </context>
    <context>
        <name>TemplateDialog</name>
        <message>
            <source>Blank result sheet</source>
            <translation>Blanco uitslagenblad</translation>
        </message>
        <message>
            <source>&amp;Bataille Empire result sheet</source>
            <translation>Uitslagenblad &amp;Bataille Empire</translation>
        </message>
        <message>
            <source>&amp;Diplomacy game sheet</source>
            <translation>&amp;Diplomacy-partijblad</translation>
        </message>
        <message>
            <source>One event: its details, its generals, and one line per battle (up to three generals a side), with drop-down lists for the generals and the results.</source>
            <translation>Eén evenement: de gegevens, de generaals en één regel per veldslag (tot drie generaals per zijde), met keuzelijsten voor de generaals en de uitslagen.</translation>
        </message>
        <message>
            <source>One line per game and power: date of the first resolution, mode, scoring method, variant, player, supply centres, elimination; drop-down lists for every choice.</source>
            <translation>Eén regel per partij en mogendheid: datum van de eerste resolutie, modus, scoremethode, variant, speler, bevoorradingscentra, uitschakeling; keuzelijsten voor elke keuze.</translation>
        </message>
        <message>
            <source>Once filled in, read it back with File ▸ Import a file.</source>
            <translation>Eenmaal ingevuld, lees het terug in met Bestand ▸ Bestand importeren.</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>&amp;Opslaan als…</translation>
        </message>
        <message>
            <source>bataille-empire-results.xlsx</source>
            <translation>bataille-empire-uitslagen.xlsx</translation>
        </message>
        <message>
            <source>diplomacy-games.xlsx</source>
            <translation>diplomacy-partijen.xlsx</translation>
        </message>
        <message>
            <source>Save the blank sheet</source>
            <translation>Het blanco blad opslaan</translation>
        </message>
        <message>
            <source>Excel workbooks (*.xlsx)</source>
            <translation>Excel-werkmappen (*.xlsx)</translation>
        </message>
        <message>
            <source>The sheet could not be written:
{error}</source>
            <translation>Het blad kon niet worden geschreven:
{error}</translation>
        </message>
        <message>
            <source>Written: {path}</source>
            <translation>Geschreven: {path}</translation>
        </message>
    </context>
    <context>
        <name>TiebreaksDialog</name>
        <message>
            <source>Tie-breaks</source>
            <translation>Tiebreaks</translation>
        </message>
        <message>
            <source>Tick the tie-breaks of this event and put them in order (FIDE C.07). With none ticked, the standings use the usual ones of a Swiss or a round-robin.</source>
            <translation>Vink de tiebreaks van dit evenement aan en zet ze in volgorde (FIDE C.07). Is er geen aangevinkt, dan gebruikt de rangschikking de gebruikelijke voor een Zwitsers toernooi of een round-robin.</translation>
        </message>
        <message>
            <source>&amp;Up</source>
            <translation>&amp;Omhoog</translation>
        </message>
        <message>
            <source>&amp;Down</source>
            <translation>Om&amp;laag</translation>
        </message>
        <message>
            <source>The &amp;usual ones</source>
            <translation>De &amp;gebruikelijke</translation>
        </message>
        <message>
            <source>The start date's ({edition} edition)</source>
            <translation>Die van de begindatum (editie {edition})</translation>
        </message>
        <message>
            <source>The {edition} edition</source>
            <translation>De editie {edition}</translation>
        </message>
        <message>
            <source>&amp;Edition of the regulations:</source>
            <translation>&amp;Editie van het reglement:</translation>
        </message>
        <message>
            <source>The 2026 edition allows no Buchholz in a round robin: there the standings leave it out and say so.</source>
            <translation>De editie 2026 staat geen Buchholz toe in een gesloten toernooi: de stand laat hem daar weg en zegt het.</translation>
        </message>
    </context>
    <context>
        <name>UpliftDialog</name>
        <message>
            <source>Belgian 2024 uplift</source>
            <translation>Belgische opwaardering 2024</translation>
        </message>
        <message>
            <source>On 1 April 2024 the Belgian federation raised the rating floor from 1150 to 1400. Just before, it raised every rating below 2000 once, by the formula below (rounded half up); ratings of 2000 and more do not move. Apply it to the club database once, before its first period ending on or after 1 April 2024.</source>
            <translation>Op 1 april 2024 verhoogde de Belgische federatie de ondergrens van de ratings van 1150 naar 1400. Vlak daarvoor verhoogde ze elke rating onder 2000 één keer, met de formule hieronder (halven naar boven afgerond); ratings van 2000 en meer bewegen niet. Pas ze één keer toe op de clubdatabase, vóór de eerste periode die op of na 1 april 2024 eindigt.</translation>
        </message>
        <message>
            <source>new = old + (2000 − old) × 250 / 850</source>
            <translation>nieuw = oud + (2000 − oud) × 250 / 850</translation>
        </message>
        <message>
            <source>&amp;Apply…</source>
            <translation>&amp;Toepassen…</translation>
        </message>
        <message>
            <source>&amp;Undo the uplift…</source>
            <translation>Opwaardering &amp;ongedaan maken…</translation>
        </message>
        <message>
            <source>The uplift is applied (run {run}). The table shows what applying it again would do: the federation applied it only once.</source>
            <translation>De opwaardering is toegepast (berekening {run}). De tabel toont wat een nieuwe toepassing zou doen: de federatie paste ze maar één keer toe.</translation>
        </message>
        <message>
            <source>{n} ratings below 2000 would rise; nothing is written until you apply.</source>
            <translation>{n} ratings onder 2000 zouden stijgen; er wordt niets geschreven tot u toepast.</translation>
        </message>
        <message>
            <source>No Belgian rating below 2000: the uplift changes nothing.</source>
            <translation>Geen Belgische rating onder 2000: de opwaardering verandert niets.</translation>
        </message>
        <message>
            <source>Apply the uplift</source>
            <translation>De opwaardering toepassen</translation>
        </message>
        <message>
            <source>Raise {n} Belgian ratings below 2000? A backup of the database is made first; the uplift is recorded in each player's history.</source>
            <translation>{n} Belgische ratings onder 2000 verhogen? Eerst wordt een reservekopie van de databank gemaakt; de opwaardering wordt in de geschiedenis van elke speler vastgelegd.</translation>
        </message>
        <message>
            <source>Undo the uplift</source>
            <translation>De opwaardering ongedaan maken</translation>
        </message>
        <message>
            <source>Undo the uplift (run {run})? Every Belgian rating it raised goes back.</source>
            <translation>De opwaardering (berekening {run}) ongedaan maken? Elke Belgische rating die ze verhoogde, wordt teruggezet.</translation>
        </message>
        <message>
            <source>Uplift undone: {players} players restored.</source>
            <translation>Opwaardering ongedaan gemaakt: {players} spelers hersteld.</translation>
        </message>
    </context>
    <context>
        <name>UpliftTableModel</name>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Old</source>
            <translation>Oud</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nieuw</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Verschil</translation>
        </message>
    </context>
    <context>
        <name>WhatIfDialog</name>
        <message>
            <source>What-if calculator</source>
            <translation>Wat-als-calculator</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Klassiek</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>C-Diplo</source>
            <translation>C-Diplo</translation>
        </message>
        <message>
            <source>Draw size (DSS)</source>
            <translation>Remisegrootte (DSS)</translation>
        </message>
        <message>
            <source>Sum of squares</source>
            <translation>Som van kwadraten</translation>
        </message>
        <message>
            <source>Supply centres</source>
            <translation>Bevoorradingscentra</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Systeem</translation>
        </message>
        <message>
            <source>&amp;Date of the games</source>
            <translation>&amp;Datum van de partijen</translation>
        </message>
        <message>
            <source>&amp;Edition</source>
            <translation>&amp;Editie</translation>
        </message>
        <message>
            <source>&amp;Games</source>
            <translation>Speel&amp;tempo</translation>
        </message>
        <message>
            <source>Sc&amp;oring</source>
            <translation>Sc&amp;oremethode</translation>
        </message>
        <message>
            <source>Rated</source>
            <translation>Met rating</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>Zonder rating</translation>
        </message>
        <message>
            <source>unknown (senior)</source>
            <translation>onbekend (senior)</translation>
        </message>
        <message>
            <source>&amp;Club player</source>
            <translation>&amp;Clubspeler</translation>
        </message>
        <message>
            <source>S&amp;tatus</source>
            <translation>Stat&amp;us</translation>
        </message>
        <message>
            <source>&amp;Power played</source>
            <translation>Gespeelde &amp;mogendheid</translation>
        </message>
        <message>
            <source>&amp;Rating</source>
            <translation>&amp;Rating</translation>
        </message>
        <message>
            <source>Games &amp;played</source>
            <translation>Gespeelde &amp;partijen</translation>
        </message>
        <message>
            <source>Archive: &amp;games</source>
            <translation>Archief: p&amp;artijen</translation>
        </message>
        <message>
            <source>Archive: sum of opponents' ratings</source>
            <translation>Archief: som van de ratings van de tegenstanders</translation>
        </message>
        <message>
            <source>Archive: points</source>
            <translation>Archief: punten</translation>
        </message>
        <message>
            <source>Archive: performance</source>
            <translation>Archief: performance</translation>
        </message>
        <message>
            <source>&amp;Birth year</source>
            <translation>&amp;Geboortejaar</translation>
        </message>
        <message>
            <source>The player</source>
            <translation>De speler</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>Toe&amp;voegen</translation>
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation>Ver&amp;wijderen</translation>
        </message>
        <message>
            <source>Clear all</source>
            <translation>Alles wissen</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>The board (double-click a cell to change it)</source>
            <translation>De tafel (dubbelklik op een cel om ze te wijzigen)</translation>
        </message>
        <message>
            <source>&amp;Compute</source>
            <translation>&amp;Berekenen</translation>
        </message>
        <message>
            <source>England</source>
            <translation>Engeland</translation>
        </message>
        <message>
            <source>France</source>
            <translation>Frankrijk</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Duitsland</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italië</translation>
        </message>
        <message>
            <source>Austria</source>
            <translation>Oostenrijk</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Rusland</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turkije</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Winst</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Remise</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Verlies</translation>
        </message>
        <message>
            <source>Crushing victory</source>
            <translation>Verpletterende overwinning</translation>
        </message>
        <message>
            <source>Decisive victory</source>
            <translation>Beslissende overwinning</translation>
        </message>
        <message>
            <source>Marginal victory</source>
            <translation>Nipte overwinning</translation>
        </message>
        <message>
            <source>Marginal defeat</source>
            <translation>Nipte nederlaag</translation>
        </message>
        <message>
            <source>Decisive defeat</source>
            <translation>Beslissende nederlaag</translation>
        </message>
        <message>
            <source>Crushing defeat</source>
            <translation>Verpletterende nederlaag</translation>
        </message>
        <message>
            <source>rated</source>
            <translation>met rating</translation>
        </message>
        <message>
            <source>first rating</source>
            <translation>eerste rating</translation>
        </message>
        <message>
            <source>provisional</source>
            <translation>voorlopig</translation>
        </message>
        <message>
            <source>still unrated</source>
            <translation>nog zonder rating</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>ongewijzigd</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>In force at the date ({edition})</source>
            <translation>Geldig op de datum ({edition})</translation>
        </message>
        <message>
            <source>text (the rules as written)</source>
            <translation>tekst (het reglement zoals geschreven)</translation>
        </message>
        <message>
            <source>Opponent's &amp;level</source>
            <translation>&amp;Niveau van de tegenstander</translation>
        </message>
        <message>
            <source>Opponent's &amp;rating</source>
            <translation>Rating van de tege&amp;nstander</translation>
        </message>
        <message>
            <source>Opponent's level</source>
            <translation>Niveau van de tegenstander</translation>
        </message>
        <message>
            <source>Opponent's rating</source>
            <translation>Rating van de tegenstander</translation>
        </message>
        <message>
            <source>Battles &amp;fought</source>
            <translation>Uitgevochten ve&amp;ldslagen</translation>
        </message>
        <message>
            <source>Games &amp;played in his career</source>
            <translation>Gespeelde &amp;partijen in zijn loopbaan</translation>
        </message>
        <message>
            <source>&amp;Level</source>
            <translation>N&amp;iveau</translation>
        </message>
        <message>
            <source>— none: type the values —</source>
            <translation>— geen: typ de waarden —</translation>
        </message>
        <message>
            <source>Add at least one game first.</source>
            <translation>Voeg eerst minstens één partij toe.</translation>
        </message>
        <message>
            <source>opponent {n}</source>
            <translation>tegenstander {n}</translation>
        </message>
        <message>
            <source>Game {n}: French ratings are multiples of 10 ({rating} is not).</source>
            <translation>Partij {n}: Franse ratings zijn veelvouden van 10 ({rating} is dat niet).</translation>
        </message>
        <message>
            <source>what-if</source>
            <translation>wat-als</translation>
        </message>
        <message>
            <source>French ratings are multiples of 10 ({rating} is not).</source>
            <translation>Franse ratings zijn veelvouden van 10 ({rating} is dat niet).</translation>
        </message>
        <message>
            <source>The archive's points must be whole or half points, at most its {n} games.</source>
            <translation>De punten van het archief moeten hele of halve punten zijn, hoogstens het aantal partijen ({n}).</translation>
        </message>
        <message>
            <source>The board has {total} supply centres; a game has at most {max}.</source>
            <translation>De tafel heeft {total} bevoorradingscentra; een partij heeft er hoogstens {max}.</translation>
        </message>
        <message>
            <source>The rules cannot compute this: {error}</source>
            <translation>Het reglement kan dit niet berekenen: {error}</translation>
        </message>
        <message>
            <source>Type the player and his games, then press Compute.</source>
            <translation>Typ de speler en zijn partijen in en klik dan op Berekenen.</translation>
        </message>
        <message>
            <source>{power}: {old} → {new} ({change}); global Elo {global_elo}</source>
            <translation>{power}: {old} → {new} ({change}); globale Elo {global_elo}</translation>
        </message>
        <message>
            <source>Still unrated; provisional rating {value} ({games} games in the archive)</source>
            <translation>Nog zonder rating; voorlopige rating {value} ({games} partijen in het archief)</translation>
        </message>
        <message>
            <source>Still unrated: {games} games in the archive</source>
            <translation>Nog zonder rating: {games} partijen in het archief</translation>
        </message>
        <message>
            <source>First rating: {new}</source>
            <translation>Eerste rating: {new}</translation>
        </message>
        <message>
            <source>{old} → {new}{change}, {status}</source>
            <translation>{old} → {new}{change}, {status}</translation>
        </message>
        <message>
            <source>{text} — {grade}</source>
            <translation>{text} — {grade}</translation>
        </message>
        <message>
            <source>L&amp;ist</source>
            <translation>L&amp;ijst</translation>
        </message>
        <message>
            <source>none: from the rules</source>
            <translation>geen: volgens de regels</translation>
        </message>
        <message>
            <source>&amp;K on his last list</source>
            <translation>&amp;K op zijn laatste lijst</translation>
        </message>
    </context>
    <context>
        <name>WhatIfGamesModel</name>
        <message>
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Uitslag</translation>
        </message>
    </context>
    <context>
        <name>Workers</name>
        <message>
            <source>Internal error ({kind}: {error}): elodesk could not finish this work. The details were written to the log; please report them.</source>
            <translation>Interne fout ({kind}: {error}): elodesk kon dit werk niet afmaken. De details staan in het logboek; meld ze ons alstublieft.</translation>
        </message>
    </context>
    <context>
        <name>grades</name>
        <message>
            <source>Warrant Officer</source>
            <comment>Bataille Empire grade: Adjudant</comment>
            <translation>Adjudant</translation>
        </message>
        <message>
            <source>Lieutenant</source>
            <comment>Bataille Empire grade: Lieutenant</comment>
            <translation>Luitenant</translation>
        </message>
        <message>
            <source>Captain</source>
            <comment>Bataille Empire grade: Capitaine</comment>
            <translation>Kapitein</translation>
        </message>
        <message>
            <source>Major</source>
            <comment>Bataille Empire grade: Chef de bataillon</comment>
            <translation>Bataljonscommandant</translation>
        </message>
        <message>
            <source>Colonel</source>
            <comment>Bataille Empire grade: Colonel</comment>
            <translation>Kolonel</translation>
        </message>
        <message>
            <source>Brigadier General</source>
            <comment>Bataille Empire grade: Général de Brigade</comment>
            <translation>Brigadegeneraal</translation>
        </message>
        <message>
            <source>Major General</source>
            <comment>Bataille Empire grade: Général de Division</comment>
            <translation>Divisiegeneraal</translation>
        </message>
        <message>
            <source>General-in-Chief</source>
            <comment>Bataille Empire grade: Général en Chef</comment>
            <translation>Opperbevelhebber</translation>
        </message>
        <message>
            <source>Marshal of the Empire</source>
            <comment>Bataille Empire grade: Maréchal d'Empire</comment>
            <translation>Maarschalk van het Keizerrijk</translation>
        </message>
    </context>
    <context>
        <name>BrokenClubDialog</name>
        <message>
            <source>The club database cannot be opened</source>
            <translation>De clubdatabase kan niet worden geopend</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}</source>
            <translation>{file} kan niet worden geopend: {reason}</translation>
        </message>
        <message>
            <source>Backups found beside it, newest first. elodesk opens a copy of the one chosen, made next to it; the damaged file and the backup stay as they are.</source>
            <translation>Reservekopieën ernaast gevonden, de nieuwste eerst. elodesk opent een kopie van de gekozen reservekopie, ernaast gemaakt; het beschadigde bestand en de reservekopie blijven zoals ze zijn.</translation>
        </message>
        <message>
            <source>No backup of it was found beside it.</source>
            <translation>Er werd geen reservekopie naast gevonden.</translation>
        </message>
        <message>
            <source>Open a &amp;copy of this backup</source>
            <translation>Een &amp;kopie van deze reservekopie openen</translation>
        </message>
        <message>
            <source>Choose &amp;another file…</source>
            <translation>Een &amp;ander bestand kiezen…</translation>
        </message>
        <message>
            <source>before a period was applied</source>
            <translation>voordat een periode werd toegepast</translation>
        </message>
        <message>
            <source>before elodesk updated the file</source>
            <translation>voordat elodesk het bestand bijwerkte</translation>
        </message>
        <message>
            <source>made from File ▸ Back up</source>
            <translation>gemaakt via Bestand ▸ Reservekopie van de databank maken</translation>
        </message>
        <message>
            <source>Open a club database</source>
            <translation>Een clubdatabase openen</translation>
        </message>
        <message>
            <source>elodesk databases (*{ext});;All files (*)</source>
            <translation>elodesk-databanken (*{ext});;Alle bestanden (*)</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>Pairings</source>
            <translation>Paringen</translation>
        </message>
        <message>
            <source>Results and standings</source>
            <translation>Uitslagen en stand</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Rating rules</source>
            <translation>Ratingregels</translation>
        </message>
        <message>
            <source>Worth a second look</source>
            <translation>Nader bekijken</translation>
        </message>
        <message>
            <source>FIDE rating changes</source>
            <translation>FIDE-ratingwijzigingen</translation>
        </message>
        <message>
            <source>Round {round}: as the Dutch system pairs</source>
            <translation>Ronde {round}: zoals het Nederlandse systeem paart</translation>
        </message>
        <message>
            <source>Round {round}: differs, legally: the file's pairing does worse on {criterion} ({file} against {engine} in the Dutch system's pairing)</source>
            <translation>Ronde {round}: wijkt af, regelmatig: de paring van het bestand doet het slechter op {criterion} ({file} tegen {engine} in die van het Nederlandse systeem)</translation>
        </message>
        <message>
            <source>Round {round}: differs: the file's pairing does better on {criterion} ({file} against {engine} in the Dutch system's pairing)</source>
            <translation>Ronde {round}: wijkt af: de paring van het bestand doet het beter op {criterion} ({file} tegen {engine} in die van het Nederlandse systeem)</translation>
        </message>
        <message>
            <source>Round {round}: differs, legally: the criteria are met alike, the Dutch system's order of transpositions and exchanges comes first</source>
            <translation>Ronde {round}: wijkt af, regelmatig: de criteria zijn gelijk vervuld, de volgorde van transposities en uitwisselingen van het Nederlandse systeem gaat voor</translation>
        </message>
        <message>
            <source>Round {round}: breaks article 5: colours not as the Dutch system allocates them</source>
            <translation>Ronde {round}: overtreedt artikel 5: kleuren niet zoals het Nederlandse systeem ze toekent</translation>
        </message>
        <message>
            <source>Round {round}: breaks {rules}</source>
            <translation>Ronde {round}: overtreedt {rules}</translation>
        </message>
        <message>
            <source>Round {round}: the Dutch system finds no pairing from the file's history</source>
            <translation>Ronde {round}: het Nederlandse systeem vindt geen paring vanuit de geschiedenis van het bestand</translation>
        </message>
        <message>
            <source>The file names an acceleration (XXA), which is not applied here: differences in the accelerated rounds are its own</source>
            <translation>Het bestand vermeldt een versnelling (XXA), die hier niet wordt toegepast: de verschillen in de versnelde ronden komen daarvan</translation>
        </message>
        <message>
            <source>{white} – {black}: the Dutch system pairs {white} with {white_mate} and {black} with {black_mate}</source>
            <translation>{white} – {black}: het Nederlandse systeem paart {white} met {white_mate} en {black} met {black_mate}</translation>
        </message>
        <message>
            <source>{white} – {black}: the colour rules give white to {expected}</source>
            <translation>{white} – {black}: de kleurregels geven wit aan {expected}</translation>
        </message>
        <message>
            <source>Pairing-allocated bye to {player}: the Dutch system gives it to {expected}</source>
            <translation>Bye door de paring aan {player}: het Nederlandse systeem geeft hem aan {expected}</translation>
        </message>
        <message>
            <source>No pairing-allocated bye: the Dutch system gives it to {expected}</source>
            <translation>Geen bye door de paring: het Nederlandse systeem geeft hem aan {expected}</translation>
        </message>
        <message>
            <source>More than one pairing-allocated bye in the round: {players}</source>
            <translation>Meer dan één bye door de paring in de ronde: {players}</translation>
        </message>
        <message>
            <source>Breaks C1: {white} and {black} met in round {met}</source>
            <translation>Overtreedt C1: {white} en {black} speelden al tegen elkaar in ronde {met}</translation>
        </message>
        <message>
            <source>Breaks C2: {player} gets the pairing-allocated bye after a bye or a point without playing</source>
            <translation>Overtreedt C2: {player} krijgt de bye na een bye of een punt zonder te spelen</translation>
        </message>
        <message>
            <source>Breaks C3: {white} and {black} both must have white</source>
            <translation>Overtreedt C3: {white} en {black} moeten allebei wit krijgen</translation>
        </message>
        <message>
            <source>Breaks C3: {white} and {black} both must have black</source>
            <translation>Overtreedt C3: {white} en {black} moeten allebei zwart krijgen</translation>
        </message>
        <message>
            <source>Breaks C3: {player} must have white</source>
            <translation>Overtreedt C3: {player} moet wit krijgen</translation>
        </message>
        <message>
            <source>Breaks C3: {player} must have black</source>
            <translation>Overtreedt C3: {player} moet zwart krijgen</translation>
        </message>
        <message>
            <source>Round {round}: as the Berger table pairs</source>
            <translation>Ronde {round}: zoals de Bergertabel paart</translation>
        </message>
        <message>
            <source>Round {round}: differs from the Berger table</source>
            <translation>Ronde {round}: wijkt af van de Bergertabel</translation>
        </message>
        <message>
            <source>{white} – {black}: the Berger table pairs {white} with {white_mate} and {black} with {black_mate}</source>
            <translation>{white} – {black}: de Bergertabel paart {white} met {white_mate} en {black} met {black_mate}</translation>
        </message>
        <message>
            <source>{white} – {black}: the Berger table gives white to {expected}</source>
            <translation>{white} – {black}: de Bergertabel geeft wit aan {expected}</translation>
        </message>
        <message>
            <source>Round {round}: as the Dutch system pairs after round {rounds} as it paired it</source>
            <translation>Ronde {round}: zoals het Nederlandse systeem paart na ronde {rounds} zoals het die paarde</translation>
        </message>
        <message>
            <source>A team tournament: its players' pairings follow the teams' pairings and are not paired again</source>
            <translation>Een teamtoernooi: de paringen van zijn spelers volgen die van de teams en worden niet opnieuw gemaakt</translation>
        </message>
        <message>
            <source>{white} and {black} meet again: they met in round {met}, which the Dutch system paired otherwise</source>
            <translation>{white} en {black} spelen opnieuw tegen elkaar: ze speelden al in ronde {met}, die het Nederlandse systeem anders paarde</translation>
        </message>
        <message>
            <source>{player} has a pairing-allocated bye again, after an earlier bye or point without playing in a round the Dutch system paired otherwise</source>
            <translation>{player} krijgt opnieuw een bye door de paring, na een eerdere bye of een punt zonder te spelen in een ronde die het Nederlandse systeem anders paarde</translation>
        </message>
        <message>
            <source>{player} is paired more than once in the round: the first pairing is the one compared</source>
            <translation>{player} is meer dan eens gepaard in de ronde: de eerste paring is de vergeleken paring</translation>
        </message>
        <message>
            <source>{name}: the points column says {said}, the results give {counted}.</source>
            <translation>{name}: de puntenkolom zegt {said}, de uitslagen geven {counted}.</translation>
        </message>
        <message>
            <source>{name} is ranked {rank} with {points} points, above {other} ranked {other_rank} with {other_points}.</source>
            <translation>{name} staat {rank}e met {points} punten, boven {other} ({other_rank}e) met {other_points}.</translation>
        </message>
        <message>
            <source>{name} is ranked {rank}; the file's tie-breaks ({tiebreaks}, edition {edition}) rank him {low}–{high}.</source>
            <translation>{name} staat {rank}e; de tiebreaks van het bestand ({tiebreaks}, editie {edition}) plaatsen hem {low}–{high}.</translation>
        </message>
        <message>
            <source>{name} is ranked {rank}; the file's tie-breaks ({tiebreaks}, edition {edition}) rank him {expected}.</source>
            <translation>{name} staat {rank}e; de tiebreaks van het bestand ({tiebreaks}, editie {edition}) plaatsen hem {expected}e.</translation>
        </message>
        <message>
            <source>The final ranking follows the points and the file's tie-breaks ({tiebreaks}, edition {edition}).</source>
            <translation>De eindstand volgt de punten en de tiebreaks van het bestand ({tiebreaks}, editie {edition}).</translation>
        </message>
        <message>
            <source>Every points column matches the results ({players} players).</source>
            <translation>Elke puntenkolom klopt met de uitslagen ({players} spelers).</translation>
        </message>
        <message>
            <source>{name} has no FIDE id: FIDE cannot rate his games.</source>
            <translation>{name} heeft geen FIDE-id: de FIDE kan zijn partijen niet verrekenen.</translation>
        </message>
        <message>
            <source>FIDE id {id} is given to {count} players: {names}.</source>
            <translation>FIDE-id {id} staat bij {count} spelers: {names}.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): no birth date in the file.</source>
            <translation>{name} (FIDE-id {id}): geen geboortedatum in het bestand.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): no sex in the file.</source>
            <translation>{name} (FIDE-id {id}): geen geslacht in het bestand.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): no federation in the file.</source>
            <translation>{name} (FIDE-id {id}): geen federatie in het bestand.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): rated {said} in the file, {listed} on the FIDE list of {month}.</source>
            <translation>{name} (FIDE-id {id}): {said} in het bestand, {listed} op de FIDE-lijst van {month}.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): title {said} in the file, {listed} in the club.</source>
            <translation>{name} (FIDE-id {id}): titel {said} in het bestand, {listed} in de club.</translation>
        </message>
        <message>
            <source>Every one of the {players} players has a FIDE id, given once.</source>
            <translation>Elk van de {players} spelers heeft een FIDE-id, één keer gegeven.</translation>
        </message>
        <message>
            <source>The file is no FIDE report and its players carry no FIDE rating: the players' FIDE data are not checked.</source>
            <translation>Het bestand is geen FIDE-rapport en zijn spelers hebben geen FIDE-rating: hun FIDE-gegevens worden niet nagekeken.</translation>
        </message>
        <message>
            <source>{white} – {black} {result}: not played, not rated.</source>
            <translation>{white} – {black} {result}: niet gespeeld, niet verrekend.</translation>
        </message>
        <message>
            <source>{white} – {black}: both players unrated, the game is rated for neither.</source>
            <translation>{white} – {black}: beide spelers zonder rating, de partij telt voor geen van beiden.</translation>
        </message>
        <message>
            <source>{white} ({white_rating}) – {black} ({black_rating}): 600 points or more apart with a player above 2600, not rated.</source>
            <translation>{white} ({white_rating}) – {black} ({black_rating}): 600 punten of meer verschil met een speler boven 2600, niet verrekend.</translation>
        </message>
        <message>
            <source>The event ends on {end}: it goes on the list of {list}.</source>
            <translation>Het toernooi eindigt op {end}: het komt op de lijst van {list}.</translation>
        </message>
        <message>
            <source>The event ends on {end}: it goes on the list of {list}, or of {later} if it is reported late.</source>
            <translation>Het toernooi eindigt op {end}: het komt op de lijst van {list}, of van {later} als het laat wordt ingediend.</translation>
        </message>
        <message>
            <source>The event lasts {days} days ({start} – {end}): it is reported month by month ({months}).</source>
            <translation>Het toernooi duurt {days} dagen ({start} – {end}): het wordt maand per maand ingediend ({months}).</translation>
        </message>
        <message>
            <source>The file gives no time control that tells the rate: it is rated as standard.</source>
            <translation>Het bestand geeft geen speeltempo dat het tempo aangeeft: het wordt als standaard verrekend.</translation>
        </message>
        <message>
            <source>Time control {control}: rated on the standard list.</source>
            <translation>Speeltempo {control}: verrekend op de standaardlijst.</translation>
        </message>
        <message>
            <source>Time control {control}: rated on the rapid list.</source>
            <translation>Speeltempo {control}: verrekend op de rapidlijst.</translation>
        </message>
        <message>
            <source>Time control {control}: rated on the blitz list.</source>
            <translation>Speeltempo {control}: verrekend op de blitzlijst.</translation>
        </message>
        <message>
            <source>Report to the rating officer by {report}; upload to FIDE by {upload}.</source>
            <translation>Rapport aan de ratingverantwoordelijke uiterlijk op {report}; opladen bij de FIDE uiterlijk op {upload}.</translation>
        </message>
        <message>
            <source>The file gives no date: the list and the deadlines cannot be told.</source>
            <translation>Het bestand geeft geen datum: de lijst en de termijnen zijn niet te bepalen.</translation>
        </message>
        <message>
            <source>FIDE does not rate this event: its rules are not checked.</source>
            <translation>De FIDE verrekent dit toernooi niet: haar regels worden niet nagekeken.</translation>
        </message>
        <message>
            <source>{count} of the {pairings} pairings were not played ({share} %).</source>
            <translation>{count} van de {pairings} paringen werden niet gespeeld ({share} %).</translation>
        </message>
        <message>
            <source>{white} and {black} met {count} times.</source>
            <translation>{white} en {black} speelden {count} keer tegen elkaar.</translation>
        </message>
        <message>
            <source>{name}, rated {rating}, scored {points} of {games} against an average of {average}.</source>
            <translation>{name}, met rating {rating}, scoorde {points} op {games} tegen een gemiddelde van {average}.</translation>
        </message>
        <message>
            <source>{name}: {old} → {new} ({change}), K {k}, {games} rated games.</source>
            <translation>{name}: {old} → {new} ({change}), K {k}, {games} verrekende partijen.</translation>
        </message>
        <message>
            <source>{name}: first rating {new}, {games} rated games.</source>
            <translation>{name}: eerste rating {new}, {games} verrekende partijen.</translation>
        </message>
        <message>
            <source>{name}: still unrated, {games} rated games.</source>
            <translation>{name}: nog steeds zonder rating, {games} verrekende partijen.</translation>
        </message>
        <message>
            <source>{name}: {old}, no rated game.</source>
            <translation>{name}: {old}, geen verrekende partij.</translation>
        </message>
        <message>
            <source>The starting ratings are the file's ({count} players the club does not know by FIDE id): career games taken as 30 or more.</source>
            <translation>De beginratings zijn die van het bestand ({count} spelers die de club niet kent via hun FIDE-id): loopbaanpartijen geteld als 30 of meer.</translation>
        </message>
        <message>
            <source>The file gives no date: the rating changes cannot be computed.</source>
            <translation>Het bestand geeft geen datum: de ratingwijzigingen zijn niet te berekenen.</translation>
        </message>
        <message>
            <source>The rank column does not follow the points ({count} neighbours out of order): read as another order, the ranking is not checked.</source>
            <translation>De rangkolom volgt de punten niet ({count} buren in de verkeerde volgorde): gelezen als een andere volgorde, de stand wordt niet nagekeken.</translation>
        </message>
        <message>
            <source>{name} had white three games in a row (rounds {first}–{last}).</source>
            <translation>{name} had wit in drie partijen op rij (ronden {first}–{last}).</translation>
        </message>
        <message>
            <source>{name} had black three games in a row (rounds {first}–{last}).</source>
            <translation>{name} had zwart in drie partijen op rij (ronden {first}–{last}).</translation>
        </message>
        <message>
            <source>{name} had {whites} whites and {blacks} blacks after round {round}.</source>
            <translation>{name} had {whites} keer wit en {blacks} keer zwart na ronde {round}.</translation>
        </message>
    </context>
    <context>
        <name>AuditSheet</name>
        <message>
            <source>File audit — {event}</source>
            <translation>Controle van het bestand — {event}</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Bestand</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Toernooi</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Ronden</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Oordeel</translation>
        </message>
        <message>
            <source>{file} (read as {format})</source>
            <translation>{file} (gelezen als {format})</translation>
        </message>
        <message>
            <source>not given in the file</source>
            <translation>niet vermeld in het bestand</translation>
        </message>
        <message>
            <source>Nothing wrong found</source>
            <translation>Geen fouten gevonden</translation>
        </message>
        <message>
            <source>Nothing wrong found; {notes}</source>
            <translation>Geen fouten gevonden; {notes}</translation>
        </message>
        <message>
            <source>{faults}, {notes}</source>
            <translation>{faults}, {notes}</translation>
        </message>
        <message>
            <source>1 fault</source>
            <translation>1 fout</translation>
        </message>
        <message>
            <source>{count} faults</source>
            <translation>{count} fouten</translation>
        </message>
        <message>
            <source>1 point to look at</source>
            <translation>1 punt om na te kijken</translation>
        </message>
        <message>
            <source>{count} points to look at</source>
            <translation>{count} punten om na te kijken</translation>
        </message>
        <message>
            <source>✗ a fault: the file breaks the rule of the article cited. ! a point to look at: allowed, or worth checking by hand. ✓ checked and right. Line: the line of the file (or the sheet's cell) the finding rests on.</source>
            <translation>✗ een fout: het bestand overtreedt de regel van het vermelde artikel. ! een punt om na te kijken: toegestaan, of met de hand te controleren. ✓ gecontroleerd en juist. Regel: de regel van het bestand (of de cel van het werkblad) waarop de vaststelling steunt.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Bord</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Regel</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Vaststelling</translation>
        </message>
        <message>
            <source>Article</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>nothing wrong</source>
            <translation>geen fouten</translation>
        </message>
        <message>
            <source>Nothing to report in this section.</source>
            <translation>Niets te melden in dit deel.</translation>
        </message>
        <message>
            <source>One line per player: each change's explanation, game by game, is in the window (select the player) and in the JSON report (--json).</source>
            <translation>Eén regel per speler: de uitleg van elke wijziging, partij per partij, staat in het venster (kies de speler) en in het JSON-rapport (--json).</translation>
        </message>
    </context>
    <context>
        <name>AuditDialog</name>
        <message>
            <source>Audit a file</source>
            <translation>Een bestand controleren</translation>
        </message>
        <message>
            <source>Tournament files (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.zip);;All files (*)</source>
            <translation>Toernooibestanden (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.zip);;Alle bestanden (*)</translation>
        </message>
        <message>
            <source>Audit — {file}</source>
            <translation>Controle — {file}</translation>
        </message>
        <message>
            <source>Nothing was imported: the club database is as it was.</source>
            <translation>Er is niets geïmporteerd: de databank van de club is ongewijzigd.</translation>
        </message>
        <message>
            <source>All sections</source>
            <translation>Alle delen</translation>
        </message>
        <message>
            <source>&amp;Faults only</source>
            <translation>Alleen &amp;fouten</translation>
        </message>
        <message>
            <source>&amp;Section:</source>
            <translation>&amp;Deel:</translation>
        </message>
        <message>
            <source>Save as &amp;PDF…</source>
            <translation>Opslaan als &amp;PDF…</translation>
        </message>
        <message>
            <source>Save as &amp;JSON…</source>
            <translation>Opslaan als &amp;JSON…</translation>
        </message>
        <message>
            <source>Shown: {shown} / {total}</source>
            <translation>Getoond: {shown} / {total}</translation>
        </message>
        <message>
            <source>Save the audit as PDF</source>
            <translation>De controle opslaan als PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-documenten (*.pdf)</translation>
        </message>
        <message>
            <source>Save the audit as JSON</source>
            <translation>De controle opslaan als JSON</translation>
        </message>
        <message>
            <source>JSON documents (*.json)</source>
            <translation>JSON-documenten (*.json)</translation>
        </message>
        <message>
            <source>audit</source>
            <translation>controle</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>{file} wordt geschreven…</translation>
        </message>
        <message>
            <source>The file could not be written: {reason}</source>
            <translation>Het bestand kon niet worden geschreven: {reason}</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <translation>Opgeslagen: {path}</translation>
        </message>
        <message>
            <source>Auditing {file}…</source>
            <translation>{file} wordt gecontroleerd…</translation>
        </message>
    </context>
    <context>
        <name>AuditFindingsModel</name>
        <message>
            <source>Section</source>
            <translation>Deel</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Ernst</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Bord</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Regel</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Vaststelling</translation>
        </message>
        <message>
            <source>Article</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>fault</source>
            <translation>fout</translation>
        </message>
        <message>
            <source>to look at</source>
            <translation>na te kijken</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>juist</translation>
        </message>
    </context>
    <context>
        <name>Closing</name>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>A change is being written to the club database (an import, a run applied or undone, a merge): it is written in one go. Close anyway stops it (nothing of it is written, unless it had already finished); Wait lets it finish.</source>
            <translation>Er wordt een wijziging in de clubdatabase geschreven (een import, een berekening die wordt toegepast of ongedaan gemaakt, een samenvoeging): die wordt in één keer geschreven. Toch sluiten stopt ze (er wordt niets van geschreven, tenzij ze al klaar was); Wachten laat ze afwerken.</translation>
        </message>
        <message>
            <source>&amp;Wait for it</source>
            <translation>&amp;Wachten</translation>
        </message>
        <message>
            <source>&amp;Close anyway</source>
            <translation>&amp;Toch sluiten</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>fide: which list (standard, rapid or blitz)</source>
            <translation>fide: welke lijst (standard, rapid of blitz)</translation>
        </message>
        <message>
            <source>Diplomacy: which mode (classic or blitz)</source>
            <translation>Diplomacy: welke modus (classic of blitz)</translation>
        </message>
        <message>
            <source>first day of the period, DD/MM/YYYY or YYYY-MM-DD</source>
            <translation>eerste dag van de periode, DD/MM/JJJJ of JJJJ-MM-DD</translation>
        </message>
        <message>
            <source>last day of the period</source>
            <translation>laatste dag van de periode</translation>
        </message>
        <message>
            <source>an event's id (elodesk events)</source>
            <translation>het nummer van een evenement (elodesk events)</translation>
        </message>
        <message>
            <source>a calendar month, MM/YYYY or YYYY-MM (a FIDE rating period)</source>
            <translation>een kalendermaand, MM/JJJJ of JJJJ-MM (een FIDE-ratingperiode)</translation>
        </message>
        <message>
            <source>fide: the list rated (standard, rapid or blitz)</source>
            <translation>fide: de berekende lijst (standard, rapid of blitz)</translation>
        </message>
        <message>
            <source>Bataille Empire: the 31 December penalty of YEAR</source>
            <translation>Bataille Empire: de straf van 31 december van het jaar YEAR</translation>
        </message>
        <message>
            <source>frbe: the one-time uplift of 1 April 2024; fide: the increase of 1 March 2024</source>
            <translation>frbe: de eenmalige verhoging van 1 april 2024; fide: de verhoging van 1 maart 2024</translation>
        </message>
        <message>
            <source>Club ratings: Belgian, French, Bataille Empire, Diplomacy.</source>
            <translation>Ratings van de club: Belgisch, Frans, Bataille Empire, Diplomacy.</translation>
        </message>
        <message>
            <source>show program's version number and exit</source>
            <translation>het versienummer van het programma tonen en afsluiten</translation>
        </message>
        <message>
            <source>the club database (default: in your user data folder)</source>
            <translation>de clubdatabank (standaard: in uw map met gebruikersgegevens)</translation>
        </message>
        <message>
            <source>language of the output (fr) and of the application</source>
            <translation>taal van de uitvoer (fr) en van de toepassing</translation>
        </message>
        <message>
            <source>run one rating computation on a JSON document (ENGINE.md)</source>
            <translation>één ratingberekening uitvoeren op een JSON-document (ENGINE.md)</translation>
        </message>
        <message>
            <source>the input document, or - for standard input</source>
            <translation>het invoerdocument, of - voor de standaardinvoer</translation>
        </message>
        <message>
            <source>print each player's explanation as sentences instead of JSON</source>
            <translation>de uitleg van elke speler in zinnen schrijven in plaats van JSON</translation>
        </message>
        <message>
            <source>with --explain: only this player id</source>
            <translation>met --explain: alleen deze speler (zijn id)</translation>
        </message>
        <message>
            <source>fill a new database with the demo club</source>
            <translation>een nieuwe databank vullen met de democlub</translation>
        </message>
        <message>
            <source>import a result file, a rating list or a sheet</source>
            <translation>een uitslagenbestand, een ratinglijst of een blad importeren</translation>
        </message>
        <message>
            <source>the file's format (recognised from its content)</source>
            <translation>het formaat van het bestand (herkend aan de inhoud)</translation>
        </message>
        <message>
            <source>the rating system (recognised from the file)</source>
            <translation>het ratingsysteem (herkend aan het bestand)</translation>
        </message>
        <message>
            <source>a chess event's rate, and so the rating each player is listed at (read from the file)</source>
            <translation>het tempo van een schaakevenement, en dus de rating waarmee elke speler vermeld staat (gelezen uit het bestand)</translation>
        </message>
        <message>
            <source>show what would be created and changed</source>
            <translation>tonen wat aangemaakt en gewijzigd zou worden</translation>
        </message>
        <message>
            <source>FIDE list: add the players of this federation (default: update the club's players)</source>
            <translation>FIDE-lijst: de spelers van deze federatie toevoegen (standaard: de spelers van de club bijwerken)</translation>
        </message>
        <message>
            <source>list every player and warning</source>
            <translation>elke speler en elke waarschuwing opsommen</translation>
        </message>
        <message>
            <source>list the club's players and their ratings</source>
            <translation>de spelers van de club en hun ratings opsommen</translation>
        </message>
        <message>
            <source>list the events</source>
            <translation>de evenementen opsommen</translation>
        </message>
        <message>
            <source>edit or delete an event (refused while an applied run has used it)</source>
            <translation>een evenement wijzigen of verwijderen (geweigerd zolang een toegepaste berekening het gebruikt heeft)</translation>
        </message>
        <message>
            <source>change an event's fields (an empty value clears one)</source>
            <translation>de velden van een evenement wijzigen (een lege waarde wist het veld)</translation>
        </message>
        <message>
            <source>the event (elodesk events)</source>
            <translation>het evenement (elodesk events)</translation>
        </message>
        <message>
            <source>the rounds planned (0: not fixed)</source>
            <translation>de geplande rondes (0: niet vast)</translation>
        </message>
        <message>
            <source>a chess event's rate</source>
            <translation>het tempo van een schaakevenement</translation>
        </message>
        <message>
            <source>the rating system (another kind of game only for an event without games)</source>
            <translation>het ratingsysteem (een ander soort spel alleen voor een evenement zonder partijen)</translation>
        </message>
        <message>
            <source>the other chess systems that rate the event, comma-separated (fide); empty: none</source>
            <translation>de andere schaaksystemen die het evenement verwerken, gescheiden door komma's (fide); leeg: geen</translation>
        </message>
        <message>
            <source>delete an event with its games (not its players); a backup is taken first</source>
            <translation>een evenement met zijn partijen verwijderen (niet zijn spelers); eerst wordt een back-up gemaakt</translation>
        </message>
        <message>
            <source>one player, with his explanation</source>
            <translation>één speler, met zijn uitleg</translation>
        </message>
        <message>
            <source>the output document of ENGINE.md</source>
            <translation>het uitvoerdocument van ENGINE.md</translation>
        </message>
        <message>
            <source>a chess event's tie-breaks (FIDE C.07): show them, or choose them with --set</source>
            <translation>de tiebreaks van een schaakevenement (FIDE C.07): ze tonen, of ze kiezen met --set</translation>
        </message>
        <message>
            <source>the acronyms in order, e.g. "BH-C1,BH,DE"; "" for the usual ones</source>
            <translation>de afkortingen in volgorde, bv. "BH-C1,BH,DE"; "" voor de gebruikelijke</translation>
        </message>
        <message>
            <source>the edition of FIDE's regulations (C.07) to use; date: the one of the event's start</source>
            <translation>de editie van het FIDE-reglement (C.07) die geldt; date: die van de start van het evenement</translation>
        </message>
        <message>
            <source>each player's rank, points and tie-break values, with the edition</source>
            <translation>de plaats, de punten en de tiebreakwaarden van elke speler, met de editie</translation>
        </message>
        <message>
            <source>the ranking list of a system</source>
            <translation>de ranglijst van een systeem</translation>
        </message>
        <message>
            <source>write the file for submission to the federation</source>
            <translation>het bestand schrijven om naar de federatie te sturen</translation>
        </message>
        <message>
            <source>fide-trf (default): FIDE's tournament report; frbe-trf: the Belgian submission file</source>
            <translation>fide-trf (standaard): het toernooiverslag van de FIDE; frbe-trf: het Belgische indieningsbestand</translation>
        </message>
        <message>
            <source>fide-trf: TRF-16 (default) or TRF-2026 (with the tie-breaks and the encoded type and time control)</source>
            <translation>fide-trf: TRF-16 (standaard) of TRF-2026 (met de tiebreaks en het gecodeerde type en tempo)</translation>
        </message>
        <message>
            <source>look over a period or event before submission</source>
            <translation>een periode of evenement nakijken voor het indienen</translation>
        </message>
        <message>
            <source>render every view and dialog of the application to PNG files</source>
            <translation>elk scherm en elk dialoogvenster van de toepassing als PNG-bestanden tekenen</translation>
        </message>
        <message>
            <source>write a blank result sheet with drop-down lists</source>
            <translation>een leeg uitslagenblad met keuzelijsten schrijven</translation>
        </message>
        <message>
            <source>print a sheet to PDF: a ranking list, the grade table, standings, a record card, a round's pairings or its result slips, an event's FIDE rating report</source>
            <translation>een blad naar PDF afdrukken: een ranglijst, de gradentabel, een klassement, een fiche, de paringen van een ronde of haar uitslagbriefjes, het FIDE-ratingverslag van een evenement</translation>
        </message>
        <message>
            <source>ranking: the rating system</source>
            <translation>ranking: het ratingsysteem</translation>
        </message>
        <message>
            <source>standings, pairings, slips, fide-report: the event (elodesk events)</source>
            <translation>standings, pairings, slips, fide-report: het evenement (elodesk events)</translation>
        </message>
        <message>
            <source>pairings, slips: the round</source>
            <translation>pairings, slips: de ronde</translation>
        </message>
        <message>
            <source>card: the player (elodesk players)</source>
            <translation>card: de speler (elodesk players)</translation>
        </message>
        <message>
            <source>ranking, grades: only this club's players</source>
            <translation>ranking, grades: alleen de spelers van deze club</translation>
        </message>
        <message>
            <source>ranking: under 20 or 65 and over on 1 January, or women</source>
            <translation>ranking: jonger dan 20 of 65 en ouder op 1 januari, of vrouwen</translation>
        </message>
        <message>
            <source>ranking, grades: players some applied run rated</source>
            <translation>ranking, grades: de spelers die een toegepaste berekening verwerkt heeft</translation>
        </message>
        <message>
            <source>the PDF file to write</source>
            <translation>het PDF-bestand om te schrijven</translation>
        </message>
        <message>
            <source>pair the next round of a tournament file (TRF) by the Dutch system or a round robin's Berger table</source>
            <translation>de volgende ronde van een toernooibestand (TRF) paren volgens het Nederlandse systeem of de Bergertabel van een gesloten toernooi</translation>
        </message>
        <message>
            <source>the tournament with its rounds so far, or - for standard input</source>
            <translation>het toernooi met zijn rondes tot nu toe, of - voor de standaardinvoer</translation>
        </message>
        <message>
            <source>where to write the pairing (- for standard output)</source>
            <translation>waar de paring te schrijven (- voor de standaarduitvoer)</translation>
        </message>
        <message>
            <source>the tournament's number of rounds, when the file gives none (XXR) or another</source>
            <translation>het aantal rondes van het toernooi, als het bestand er geen (XXR) of een ander geeft</translation>
        </message>
        <message>
            <source>check a received tournament file before sending it on (results, players, rating rules, the FIDE changes), writing nothing; exit 1 when it breaks a rule</source>
            <translation>een ontvangen toernooibestand nakijken voor het door te sturen (uitslagen, spelers, ratingregels, de FIDE-wijzigingen), zonder iets te schrijven; afsluitcode 1 als het een regel overtreedt</translation>
        </message>
        <message>
            <source>the tournament file (TRF, Papi, PGN)</source>
            <translation>het toernooibestand (TRF, Papi, PGN)</translation>
        </message>
        <message>
            <source>the findings as JSON, to this file or - for standard output</source>
            <translation>de bevindingen als JSON, naar dit bestand of - voor de standaarduitvoer</translation>
        </message>
        <message>
            <source>the report as a PDF file, as the window prints it</source>
            <translation>het verslag als PDF-bestand, zoals het venster het afdrukt</translation>
        </message>
        <message>
            <source>every player's change in a run (a period, an event, an inactivity penalty, an uplift), writing nothing</source>
            <translation>de wijziging van elke speler in een berekening (een periode, een evenement, een inactiviteitsstraf, een opwaardering), zonder iets te schrijven</translation>
        </message>
        <message>
            <source>apply a run (a period, an event, an inactivity penalty, an uplift); a backup is taken first</source>
            <translation>een berekening toepassen (een periode, een evenement, een inactiviteitsstraf, een opwaardering); eerst wordt een back-up gemaakt</translation>
        </message>
        <message>
            <source>revert the last applied run of a system</source>
            <translation>de laatst toegepaste berekening van een systeem ongedaan maken</translation>
        </message>
    </context>
    <context>
        <name>Argparse</name>
        <message>
            <source>usage: </source>
            <translation>gebruik: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>positionele argumenten</translation>
        </message>
        <message>
            <source>options</source>
            <translation>opties</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>deze hulp tonen en afsluiten</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>de volgende argumenten zijn verplicht: %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>een van de argumenten %s is verplicht</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>niet toegestaan samen met argument %s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>onbekende argumenten: %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>één argument verwacht</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>hoogstens één argument verwacht</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>minstens één argument verwacht</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>dubbelzinnige optie: %(option)s kan overeenkomen met %(matches)s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>expliciet argument genegeerd: %r</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>ongeldige waarde voor %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>ongeldige keuze: %(value)r (kies uit %(choices)s)</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>onbekend commando %(parser_name)r (keuzes: %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>kan '%(filename)s' niet openen: %(error)s</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>%s argument verwacht</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>%s argumenten verwacht</translation>
        </message>
    </context>
    <context>
        <name>Formats</name>
        <message>
            <source>FIDE tournament report (TRF)</source>
            <translation>FIDE-toernooirapport (TRF)</translation>
        </message>
        <message>
            <source>Belgian submission file (TRF)</source>
            <translation>Belgisch indieningsbestand (TRF)</translation>
        </message>
        <message>
            <source>Papi tournament (French)</source>
            <translation>Papi-toernooi (Frans)</translation>
        </message>
        <message>
            <source>PGN games</source>
            <translation>PGN-partijen</translation>
        </message>
        <message>
            <source>Belgian rating list</source>
            <translation>Belgische ratinglijst</translation>
        </message>
        <message>
            <source>FIDE rating list</source>
            <translation>FIDE-ratinglijst</translation>
        </message>
        <message>
            <source>Bataille Empire result sheet</source>
            <translation>Uitslagenblad Bataille Empire</translation>
        </message>
        <message>
            <source>Diplomacy result sheet</source>
            <translation>Uitslagenblad Diplomacy</translation>
        </message>
        <message>
            <source>Players sheet</source>
            <translation>Spelersblad</translation>
        </message>
    </context>
</TS>
