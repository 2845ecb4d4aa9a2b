<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>BattleDialog</name>
        <message>
            <source>Battle — {event}</source>
            <translation>Bataille — {event}</translation>
        </message>
        <message>
            <source>New battle — {event}</source>
            <translation>Nouvelle bataille — {event}</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde :</translation>
        </message>
        <message>
            <source>&amp;Date:</source>
            <translation>&amp;Date :</translation>
        </message>
        <message>
            <source>&amp;Scenario:</source>
            <translation>&amp;Scénario :</translation>
        </message>
        <message>
            <source>&amp;Notes:</source>
            <translation>&amp;Notes :</translation>
        </message>
        <message>
            <source>Side A</source>
            <translation>Camp A</translation>
        </message>
        <message>
            <source>Side B</source>
            <translation>Camp B</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Side {side} needs a general.</source>
            <translation>Il faut un général au camp {side}.</translation>
        </message>
        <message>
            <source>{name} is named twice on side {side}.</source>
            <translation>{name} figure deux fois dans le camp {side}.</translation>
        </message>
        <message>
            <source>{name} cannot fight on both sides.</source>
            <translation>{name} ne peut pas combattre dans les deux camps.</translation>
        </message>
        <message>
            <source>Choose the result.</source>
            <translation>Choisissez le résultat.</translation>
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
            <translation>Camp A</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Side B</source>
            <translation>Camp B</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scénario</translation>
        </message>
    </context>
    <context>
        <name>Checks</name>
        <message>
            <source>Probable duplicate: {name} (players {players}).</source>
            <translation>Doublon probable : {name} (joueurs {players}).</translation>
        </message>
        <message>
            <source>{event}, round {round}: {name} had a bye ({kind}), not rated.</source>
            <translation>{event}, ronde {round} : {name} exempt ({kind}), non classé.</translation>
        </message>
        <message>
            <source>{event}, round {round}: {white} – {black} {result} (forfeit, not rated).</source>
            <translation>{event}, ronde {round} : {white} – {black} {result} (forfait, non classé).</translation>
        </message>
        <message>
            <source>{event}: ended {end}, received {received} — after the 30-day limit ({deadline}).</source>
            <translation>{event} : terminé le {end}, reçu le {received} — après la limite des 30 jours ({deadline}).</translation>
        </message>
        <message>
            <source>{event}: game {game} (round {round}) of {date} lies outside the period {start} – {end}.</source>
            <translation>{event} : la partie {game} (ronde {round}) du {date} est hors de la période {start} – {end}.</translation>
        </message>
        <message>
            <source>{event}: the file contradicts itself: {text}</source>
            <translation>{event} : le fichier se contredit : {text}</translation>
        </message>
        <message>
            <source>{event}: {name} (player {player}) has a malformed {id_kind}: "{value}".</source>
            <translation>{event} : {name} (joueur {player}) a un identifiant {id_kind} mal formé : « {value} ».</translation>
        </message>
        <message>
            <source>{event}: {name} (player {player}) has no federation id ({id_kind}).</source>
            <translation>{event} : {name} (joueur {player}) n'a pas d'identifiant fédéral ({id_kind}).</translation>
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
            <translation>Table</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>White wins by forfeit</source>
            <translation>Gain des Blancs par forfait</translation>
        </message>
        <message>
            <source>Black wins by forfeit</source>
            <translation>Gain des Noirs par forfait</translation>
        </message>
        <message>
            <source>Double forfeit</source>
            <translation>Double forfait</translation>
        </message>
    </context>
    <context>
        <name>ChessStandingsModel</name>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>R{n}</source>
            <translation>R{n}</translation>
        </message>
        <message>
            <source>Result in this round: + win, = draw, - loss, then the opponent's rank; F forfeit</source>
            <translation>Résultat de cette ronde : + gain, = nulle, - perte, puis le rang de l'adversaire ; F forfait</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Players whose record changed since this run (a list imported, a record edited) keep it as it is: {count}.</source>
            <translation>Les joueurs dont la fiche a changé depuis ce calcul (une liste importée, une fiche modifiée) la gardent telle quelle : {count}.</translation>
        </message>
        <message>
            <source>{system}, {start} – {end}</source>
            <translation>{system}, {start} – {end}</translation>
        </message>
        <message>
            <source>{system}, event {event} "{name}"</source>
            <translation>{system}, tournoi {event} « {name} »</translation>
        </message>
        <message>
            <source>{system}, year-end inactivity {year}</source>
            <translation>{system}, inactivité de fin d'année {year}</translation>
        </message>
        <message>
            <source>{system}, 2024 uplift</source>
            <translation>{system}, relèvement de 2024</translation>
        </message>
        <message>
            <source>  filled in: {name} ({fields})</source>
            <translation>  complété : {name} ({fields})</translation>
        </message>
        <message>
            <source>  matched by name only: {name} → player {id}</source>
            <translation>  reconnu par le nom seul : {name} → joueur {id}</translation>
        </message>
        <message>
            <source>  new: {name}</source>
            <translation>  nouveau : {name}</translation>
        </message>
        <message>
            <source>  warning: {text}</source>
            <translation>  attention : {text}</translation>
        </message>
        <message>
            <source>  … and {count} more lines (--verbose to see them all)</source>
            <translation>  … et {count} autres lignes (--verbose pour tout voir)</translation>
        </message>
        <message>
            <source>Applied: {what} (run {run}); {players} players' ratings changed, {states} players' records written. Backup taken first: {backup}.</source>
            <translation>Appliqué : {what} (calcul {run}) ; cote changée pour {players} joueurs, fiches écrites pour {states} joueurs. Sauvegarde préalable : {backup}.</translation>
        </message>
        <message>
            <source>Blitz event: its players are at their blitz rating; {system} rates standard games only.</source>
            <translation>Tournoi de blitz : ses joueurs sont à leur cote blitz ; {system} ne classe que les parties lentes.</translation>
        </message>
        <message>
            <source>Demo club created in {db}: {players} players, {events} events, {chess_games} chess games, {battles} battles, {diplomacy_games} Diplomacy games.</source>
            <translation>Club de démonstration créé dans {db} : {players} joueurs, {events} événements, {chess_games} parties d'échecs, {battles} batailles, {diplomacy_games} parties de Diplomatie.</translation>
        </message>
        <message>
            <source>Dry run, nothing written. {file} ({format}, {system}) would give: {games} games, {forfeits} forfeits, {byes} byes; players: {matched} matched, {created} to create.</source>
            <translation>Essai à blanc, rien n'est écrit. {file} ({format}, {system}) donnerait : {games} parties, {forfeits} forfaits, {byes} exempts ; joueurs : {matched} reconnus, {created} à créer.</translation>
        </message>
        <message>
            <source>Event {event} "{name}" changed: {changes}.</source>
            <translation>Événement {event} « {name} » modifié : {changes}.</translation>
        </message>
        <message>
            <source>Event {event} "{name}" deleted with {players} entries and {games} games; the players stay in the club. Backup taken first: {backup}.</source>
            <translation>Événement {event} « {name} » supprimé avec {players} inscriptions et {games} parties ; les joueurs restent au club. Sauvegarde préalable : {backup}.</translation>
        </message>
        <message>
            <source>Event {event} "{name}": nothing to change.</source>
            <translation>Événement {event} « {name} » : rien à changer.</translation>
        </message>
        <message>
            <source>No problem found.</source>
            <translation>Aucun problème trouvé.</translation>
        </message>
        <message>
            <source>Preview {what} — nothing written. Players: {count}.</source>
            <translation>Aperçu {what} — rien n'est écrit. Joueurs : {count}.</translation>
        </message>
        <message>
            <source>Rapid event: its players are at their rapid rating; {system} rates standard games only.</source>
            <translation>Tournoi rapide : ses joueurs sont à leur cote rapide ; {system} ne classe que les parties lentes.</translation>
        </message>
        <message>
            <source>System {system}: a Belgian submission file.</source>
            <translation>Système {system} : un fichier de soumission belge.</translation>
        </message>
        <message>
            <source>System {system}: a Papi file naming no federation (the FFE's program).</source>
            <translation>Système {system} : un fichier Papi sans fédération (le programme de la FFE).</translation>
        </message>
        <message>
            <source>System {system}: chosen by you (--system).</source>
            <translation>Système {system} : choisi par vous (--system).</translation>
        </message>
        <message>
            <source>System {system}: the file names no federation; the club's default.</source>
            <translation>Système {system} : le fichier ne nomme aucune fédération ; système par défaut du club.</translation>
        </message>
        <message>
            <source>System {system}: the tournament's federation is {federation}, neither Belgium nor France, so FIDE rates it (--system to choose another).</source>
            <translation>Système {system} : la fédération du tournoi est {federation}, ni la Belgique ni la France ; il est classé par la FIDE (--system pour en choisir un autre).</translation>
        </message>
        <message>
            <source>System {system}: the tournament's federation is {federation}.</source>
            <translation>Système {system} : la fédération du tournoi est {federation}.</translation>
        </message>
        <message>
            <source>The demo club is already in {db}.</source>
            <translation>Le club de démonstration est déjà dans {db}.</translation>
        </message>
        <message>
            <source>Undone: {what} (run {run}); {players} players' ratings restored, {states} players' records restored.</source>
            <translation>Annulé : {what} (calcul {run}) ; cote rétablie pour {players} joueurs, fiches rétablies pour {states} joueurs.</translation>
        </message>
        <message>
            <source>Written: {file}</source>
            <translation>Écrit : {file}</translation>
        </message>
        <message>
            <source>arbiter</source>
            <translation>arbitre</translation>
        </message>
        <message>
            <source>change</source>
            <translation>écart</translation>
        </message>
        <message>
            <source>club</source>
            <translation>club</translation>
        </message>
        <message>
            <source>end</source>
            <translation>fin</translation>
        </message>
        <message>
            <source>games</source>
            <translation>parties</translation>
        </message>
        <message>
            <source>grade</source>
            <translation>grade</translation>
        </message>
        <message>
            <source>id</source>
            <translation>n°</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>new</source>
            <translation>nouvelle</translation>
        </message>
        <message>
            <source>old</source>
            <translation>ancienne</translation>
        </message>
        <message>
            <source>place</source>
            <translation>lieu</translation>
        </message>
        <message>
            <source>players</source>
            <translation>joueurs</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>rang</translation>
        </message>
        <message>
            <source>rate</source>
            <translation>cadence</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>cote</translation>
        </message>
        <message>
            <source>rounds</source>
            <translation>rondes</translation>
        </message>
        <message>
            <source>start</source>
            <translation>début</translation>
        </message>
        <message>
            <source>status</source>
            <translation>statut</translation>
        </message>
        <message>
            <source>system</source>
            <translation>système</translation>
        </message>
        <message>
            <source>{count} pictures written to {folder}.</source>
            <translation>{count} images écrites dans {folder}.</translation>
        </message>
        <message>
            <source>{count} point(s) to look at:</source>
            <translation>{count} point(s) à vérifier :</translation>
        </message>
        <message>
            <source>{field}: {before} → {after}</source>
            <translation>{field} : {before} → {after}</translation>
        </message>
        <message>
            <source>{file} ({format}) imported: {players} players, {ratings_set} ratings updated.</source>
            <translation>{file} ({format}) importé : {players} joueurs, {ratings_set} cotes mises à jour.</translation>
        </message>
        <message>
            <source>{file} ({format}, {system}) imported: event {event_id} "{event_name}", {games} games, {forfeits} forfeits, {byes} byes; players: {matched} matched, {created} created.</source>
            <translation>{file} ({format}, {system}) importé : événement {event_id} « {event_name} », {games} parties, {forfeits} forfaits, {byes} exempts ; joueurs : {matched} reconnus, {created} créés.</translation>
        </message>
        <message>
            <source>Tie-breaks by FIDE's regulations (C.07), {edition} edition:</source>
            <translation>Départages selon le règlement de la FIDE (C.07), édition {edition} :</translation>
        </message>
        <message>
            <source>{tiebreak} left out: the {edition} edition does not allow Buchholz in a round robin.</source>
            <translation>{tiebreak} omis : l'édition {edition} n'autorise pas le Buchholz dans un tournoi toutes rondes.</translation>
        </message>
        <message>
            <source>Rated by: {systems}.</source>
            <translation>Classé par : {systems}.</translation>
        </message>
        <message>
            <source>{system} ({reason})</source>
            <translation>{system} ({reason})</translation>
        </message>
        <message>
            <source>a Belgian submission file</source>
            <translation>un fichier d'envoi belge</translation>
        </message>
        <message>
            <source>the tournament's federation is {federation}</source>
            <translation>la fédération du tournoi est {federation}</translation>
        </message>
        <message>
            <source>a Papi file, the French federation's program</source>
            <translation>un fichier Papi, le programme de la fédération française</translation>
        </message>
        <message>
            <source>the club's default chess system</source>
            <translation>le système d'échecs par défaut du club</translation>
        </message>
        <message>
            <source>your choice</source>
            <translation>votre choix</translation>
        </message>
        <message>
            <source>a FIDE tournament report</source>
            <translation>un rapport de tournoi FIDE</translation>
        </message>
        <message>
            <source>Papi: players with a FIDE rating</source>
            <translation>Papi : des joueurs ont un Elo FIDE</translation>
        </message>
        <message>
            <source>rated by</source>
            <translation>classé par</translation>
        </message>
        <message>
            <source>System {system}: the file names no federation; its players carry that federation's ratings.</source>
            <translation>Système {system} : le fichier ne nomme aucune fédération ; ses joueurs ont les cotes de cette fédération.</translation>
        </message>
        <message>
            <source>the players carry its ratings</source>
            <translation>les joueurs en ont les cotes</translation>
        </message>
        <message>
            <source>activity</source>
            <translation>activité</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactif</translation>
        </message>
        <message>
            <source>{file} ({format}): {event}, {start} – {end}, {players} players, {rounds} rounds.</source>
            <translation>{file} ({format}) : {event}, {start} – {end}, {players} joueurs, {rounds} rondes.</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>ronde {round}</translation>
        </message>
        <message>
            <source>board {board}</source>
            <translation>table {board}</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>ligne {line}</translation>
        </message>
        <message>
            <source>System {system}: the file names no federation; most of its players are of {federation}.</source>
            <translation>Système {system} : le fichier ne nomme aucune fédération ; la plupart de ses joueurs sont de la fédération {federation}.</translation>
        </message>
        <message>
            <source>most players are of {federation}</source>
            <translation>la plupart des joueurs sont de la fédération {federation}</translation>
        </message>
    </context>
    <context>
        <name>Commands</name>
        <message>
            <source>Result {white} – {black}: {result}</source>
            <translation>Résultat {white} – {black} : {result}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>Pairing {white} – {black}</source>
            <translation>Appariement {white} – {black}</translation>
        </message>
        <message>
            <source>Delete the pairing {white} – {black}</source>
            <translation>Supprimer l'appariement {white} – {black}</translation>
        </message>
        <message>
            <source>Battle of round {round}</source>
            <translation>Bataille de la ronde {round}</translation>
        </message>
        <message>
            <source>New battle in round {round}</source>
            <translation>Nouvelle bataille à la ronde {round}</translation>
        </message>
        <message>
            <source>Delete a battle of round {round}</source>
            <translation>Supprimer une bataille de la ronde {round}</translation>
        </message>
        <message>
            <source>Diplomacy game {game}</source>
            <translation>Partie de Diplomatie {game}</translation>
        </message>
        <message>
            <source>New Diplomacy game {game}</source>
            <translation>Nouvelle partie de Diplomatie {game}</translation>
        </message>
        <message>
            <source>Delete the Diplomacy game {game}</source>
            <translation>Supprimer la partie de Diplomatie {game}</translation>
        </message>
        <message>
            <source>New event {name}</source>
            <translation>Nouvel événement {name}</translation>
        </message>
        <message>
            <source>Edit the event {name}</source>
            <translation>Modifier l'événement {name}</translation>
        </message>
        <message>
            <source>Delete the event {name}</source>
            <translation>Supprimer l'événement {name}</translation>
        </message>
        <message>
            <source>Pair round {round}</source>
            <translation>Apparier la ronde {round}</translation>
        </message>
    </context>
    <context>
        <name>ConversionsDialog</name>
        <message>
            <source>French rating conversions</source>
            <translation>Conversions des cotes françaises</translation>
        </message>
        <message>
            <source>&amp;Elo</source>
            <translation>&amp;Elo</translation>
        </message>
        <message>
            <source>&amp;INGO (former German rating)</source>
            <translation>&amp;INGO (ancienne cote allemande)</translation>
        </message>
        <message>
            <source>&amp;Bridier (former French rating)</source>
            <translation>&amp;Bridier (ancienne cote française)</translation>
        </message>
        <message>
            <source>B&amp;CR (British Chess Rating)</source>
            <translation>B&amp;CR (cote britannique, British Chess Rating)</translation>
        </message>
        <message>
            <source>&amp;Swiss rating (CS)</source>
            <translation>Cote &amp;suisse (CS)</translation>
        </message>
        <message>
            <source>Type a value on any scale: the others follow. The French federation's formulas:</source>
            <translation>Saisissez une valeur sur n'importe quelle échelle : les autres suivent. Formules de la Fédération française :</translation>
        </message>
        <message>
            <source>Elo = 2842 − 8 × INGO = 3 × Bridier + 150 = 8 × BCR + 600 = 2 × CS + 1000</source>
            <translation>Elo = 2842 − 8 × INGO = 3 × Bridier + 150 = 8 × BCR + 600 = 2 × CS + 1000</translation>
        </message>
        <message>
            <source>Values are shown to two decimals. INGO runs the other way: the lower, the stronger.</source>
            <translation>Les valeurs sont affichées avec deux décimales. L'INGO va dans l'autre sens : plus il est bas, plus le joueur est fort.</translation>
        </message>
    </context>
    <context>
        <name>DiplomacyBoardModel</name>
        <message>
            <source>Power</source>
            <translation>Puissance</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Centres</source>
            <translation>Centres</translation>
        </message>
        <message>
            <source>Eliminated</source>
            <translation>Éliminé</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nouveau</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variation</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>éliminé</translation>
        </message>
    </context>
    <context>
        <name>DiplomacyGameDialog</name>
        <message>
            <source>Diplomacy game — {event}</source>
            <translation>Partie de Diplomatie — {event}</translation>
        </message>
        <message>
            <source>Counts for Elo</source>
            <translation>Compte pour l'Elo</translation>
        </message>
        <message>
            <source>Excluded by the arbiter</source>
            <translation>Exclue par l'arbitre</translation>
        </message>
        <message>
            <source>Offer every club player (entered in the event with the game)</source>
            <translation>Proposer tous les joueurs du club (inscrits à l'événement avec la partie)</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Partie :</translation>
        </message>
        <message>
            <source>&amp;First resolution:</source>
            <translation>P&amp;remière résolution :</translation>
        </message>
        <message>
            <source>Ma&amp;p:</source>
            <translation>&amp;Carte :</translation>
        </message>
        <message>
            <source>&amp;Mode:</source>
            <translation>&amp;Mode :</translation>
        </message>
        <message>
            <source>&amp;Scoring:</source>
            <translation>Méthode de &amp;scorage :</translation>
        </message>
        <message>
            <source>S&amp;tate:</source>
            <translation>É&amp;tat :</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Puissance</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Supply centres</source>
            <translation>Centres</translation>
        </message>
        <message>
            <source>Eliminated</source>
            <translation>Éliminé</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>— not played —</source>
            <translation>— non jouée —</translation>
        </message>
        <message>
            <source>Give the game a name.</source>
            <translation>Donnez un nom à la partie.</translation>
        </message>
        <message>
            <source>This event already has a game {game}.</source>
            <translation>Cet événement a déjà une partie {game}.</translation>
        </message>
        <message>
            <source>{name} plays two powers.</source>
            <translation>{name} joue deux puissances.</translation>
        </message>
        <message>
            <source>The powers hold {total} supply centres; the map has {centres}.</source>
            <translation>Les puissances détiennent {total} centres ; la carte en compte {centres}.</translation>
        </message>
        <message>
            <source>Supply centres: {total} of {centres}. Powers not played: {missing}, so the game will not count for Elo.</source>
            <translation>Centres : {total} sur {centres}. Puissances non jouées : {missing} ; la partie ne comptera donc pas pour l'Elo.</translation>
        </message>
        <message>
            <source>Supply centres: {total} of {centres}</source>
            <translation>Centres : {total} sur {centres}</translation>
        </message>
    </context>
    <context>
        <name>DiplomacyGamesModel</name>
        <message>
            <source>Game</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>First resolution</source>
            <translation>Première résolution</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scorage</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>Comptée</translation>
        </message>
        <message>
            <source>Whether the game moves Elo: used for Elo, finished, not excluded, every power played</source>
            <translation>Si la partie fait bouger l'Elo : utilisée pour l'Elo, terminée, non exclue, toutes les puissances jouées</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>only correspondence games (TimeControl of an hour or more a move): no over-the-board rating counts them</source>
            <translation>uniquement des parties par correspondance (TimeControl d'une heure ou plus par coup) : aucun classement à la pendule ne les compte</translation>
        </message>
        <message>
            <source>correspondence games (TimeControl of an hour or more a move), lines {lines}: not imported, no over-the-board rating counts them</source>
            <translation>parties par correspondance (TimeControl d'une heure ou plus par coup), lignes {lines} : non importées, aucun classement à la pendule ne les compte</translation>
        </message>
        <message>
            <source>"{name}" stands for the bye, not a player: left out</source>
            <translation>« {name} » représente l'exemption, pas un joueur : écarté</translation>
        </message>
        <message>
            <source>"{name}" stands for the bye, not a player: left out, its {count} pairing(s) read as byes</source>
            <translation>« {name} » représente l'exemption, pas un joueur : écarté, ses {count} appariement(s) lus comme des exemptions</translation>
        </message>
        <message>
            <source>"{raw}" in the FIDE-id field (columns 58-68) of 1 player line is no id: read as none</source>
            <translation>« {raw} » dans le champ de l'identifiant FIDE (colonnes 58-68) d'une ligne de joueur n'est pas un identifiant : lu comme aucun</translation>
        </message>
        <message>
            <source>"{raw}" in the FIDE-id field (columns 58-68) of {count} player lines is no id: read as none</source>
            <translation>« {raw} » dans le champ de l'identifiant FIDE (colonnes 58-68) de {count} lignes de joueur n'est pas un identifiant : lu comme aucun</translation>
        </message>
        <message>
            <source>"{raw}" in the matricule field (columns 58-68) of 1 player line is no id: read as none</source>
            <translation>« {raw} » dans le champ du matricule (colonnes 58-68) d'une ligne de joueur n'est pas un identifiant : lu comme aucun</translation>
        </message>
        <message>
            <source>"{raw}" in the matricule field (columns 58-68) of {count} player lines is no id: read as none</source>
            <translation>« {raw} » dans le champ du matricule (colonnes 58-68) de {count} lignes de joueur n'est pas un identifiant : lu comme aucun</translation>
        </message>
        <message>
            <source>"{text}" in columns 49-52 is no national rating: left out</source>
            <translation>« {text} » dans les colonnes 49-52 n'est pas une cote nationale : écarté</translation>
        </message>
        <message>
            <source>"{text}" in columns 49-52 is no rating: left out</source>
            <translation>« {text} » dans les colonnes 49-52 n'est pas une cote : écarté</translation>
        </message>
        <message>
            <source>"{text}" in columns 54-56 is no federation code: left out</source>
            <translation>« {text} » dans les colonnes 54-56 n'est pas un code de fédération : écarté</translation>
        </message>
        <message>
            <source>"{text}" in columns 70-79 is no birth date (YYYY/MM/DD): left out</source>
            <translation>« {text} » dans les colonnes 70-79 n'est pas une date de naissance (AAAA/MM/JJ) : écarté</translation>
        </message>
        <message>
            <source>--rate: expected standard, rapid or blitz, not {rate}</source>
            <translation>--rate : standard, rapid ou blitz attendu, pas {rate}</translation>
        </message>
        <message>
            <source>1 game no complete date (Date missing or with ??): left undated</source>
            <translation>1 partie sans date complète (Date absente ou avec ??) : laissée sans date</translation>
        </message>
        <message>
            <source>1 game of {variant} (Variant tag): not imported, only standard chess is rated</source>
            <translation>1 partie de {variant} (étiquette Variant) : non importée, seuls les échecs classiques sont classés</translation>
        </message>
        <message>
            <source>1 game unfinished (Result *): not imported</source>
            <translation>1 partie inachevée (Result *) : non importée</translation>
        </message>
        <message>
            <source>1 line of record type "{kind}" skipped (not about ratings)</source>
            <translation>1 ligne d'enregistrement de type « {kind} » ignorée (sans rapport avec les cotes)</translation>
        </message>
        <message>
            <source>1 line that are no TRF record skipped</source>
            <translation>1 ligne qui n'est pas un enregistrement TRF ignorée</translation>
        </message>
        <message>
            <source>1 pairing not played (*): no game recorded</source>
            <translation>1 appariement non joué (*) : aucune partie enregistrée</translation>
        </message>
        <message>
            <source>1 player line count their columns in bytes, not characters (accented names in UTF-8): read so</source>
            <translation>1 ligne de joueur compte ses colonnes en octets, pas en caractères (noms accentués en UTF-8) : lue ainsi</translation>
        </message>
        <message>
            <source>Cadence {cadence} is a {rate} time control: read as a {rate} event, with the {column} ratings (ClassElo says nothing)</source>
            <translation>la Cadence {cadence} est une cadence {rate} : lu comme un tournoi {rate}, avec les cotes {column} (ClassElo ne dit rien)</translation>
        </message>
        <message>
            <source>Cadence {cadence} is a {rate} time control: read as a {rate} event, with the {column} ratings (ClassElo says {class_elo})</source>
            <translation>la Cadence {cadence} est une cadence {rate} : lu comme un tournoi {rate}, avec les cotes {column} (ClassElo dit {class_elo})</translation>
        </message>
        <message>
            <source>DATE_NAISS {value} is not a date; left out</source>
            <translation>DATE_NAISS {value} n'est pas une date ; écarté</translation>
        </message>
        <message>
            <source>Date {value} is not a date (YYYY.MM.DD); game left undated</source>
            <translation>Date {value} n'est pas une date (AAAA.MM.JJ) ; partie laissée sans date</translation>
        </message>
        <message>
            <source>FideCode {value} is not a FIDE id; ignored</source>
            <translation>FideCode {value} n'est pas un identifiant FIDE ; ignoré</translation>
        </message>
        <message>
            <source>JOUEUR Ref {ref}, round {round}: result code {result} is not one of 0–6; round ignored</source>
            <translation>JOUEUR Ref {ref}, ronde {round} : le code de résultat {result} n'est pas l'un de 0 à 6 ; ronde ignorée</translation>
        </message>
        <message>
            <source>JOUEUR Ref {ref}, round {round}: unreadable {prefix}Adv/{prefix}Res ({opponent}, {result}); round ignored</source>
            <translation>JOUEUR Ref {ref}, ronde {round} : {prefix}Adv/{prefix}Res illisibles ({opponent}, {result}) ; ronde ignorée</translation>
        </message>
        <message>
            <source>NeLe {value} is not a date; ignored</source>
            <translation>NeLe {value} n'est pas une date ; ignoré</translation>
        </message>
        <message>
            <source>Ref {ref} appears twice</source>
            <translation>La référence {ref} figure deux fois</translation>
        </message>
        <message>
            <source>Round {value} is not a round number (3, 3.1); left out</source>
            <translation>Round {value} n'est pas un numéro de ronde (3, 3.1) ; écarté</translation>
        </message>
        <message>
            <source>Termination {value}: the game was not played, read as a forfeit (not rated)</source>
            <translation>Termination {value} : la partie n'a pas été jouée, lue comme un forfait (non classé)</translation>
        </message>
        <message>
            <source>a Diplomacy game needs a name (its id)</source>
            <translation>une partie de Diplomacy doit avoir un nom (son identifiant)</translation>
        </message>
        <message>
            <source>a battle needs a round (1 or more)</source>
            <translation>une bataille se joue dans une ronde (1 ou plus)</translation>
        </message>
        <message>
            <source>a pairing needs a round (1 or more)</source>
            <translation>un appariement se fait dans une ronde (1 ou plus)</translation>
        </message>
        <message>
            <source>a player cannot be merged with himself</source>
            <translation>un joueur ne peut pas être fusionné avec lui-même</translation>
        </message>
        <message>
            <source>a player cannot play himself</source>
            <translation>un joueur ne peut pas jouer contre lui-même</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>un joueur doit avoir un nom</translation>
        </message>
        <message>
            <source>a player's name is missing (White {white}, Black {black}); game not imported</source>
            <translation>le nom d'un joueur manque (White {white}, Black {black}) ; partie non importée</translation>
        </message>
        <message>
            <source>a power is played twice</source>
            <translation>une puissance est jouée deux fois</translation>
        </message>
        <message>
            <source>a row past Excel's last row ({last})</source>
            <translation>une ligne au-delà de la dernière ligne d'Excel ({last})</translation>
        </message>
        <message>
            <source>an encrypted member: elodesk cannot read it</source>
            <translation>un fichier chiffré dans l'archive : elodesk ne peut pas le lire</translation>
        </message>
        <message>
            <source>an event needs a name</source>
            <translation>un tournoi doit avoir un nom</translation>
        </message>
        <message>
            <source>birth date "{text}" and {more} more give only the year: read as 1 January of that year</source>
            <translation>la date de naissance « {text} » et {more} autres ne donnent que l'année : lues comme le 1er janvier de cette année</translation>
        </message>
        <message>
            <source>birth date "{text}" gives only the year: read as {year}-01-01</source>
            <translation>la date de naissance « {text} » ne donne que l'année : lue comme {year}-01-01</translation>
        </message>
        <message>
            <source>cannot read the table ({error})</source>
            <translation>impossible de lire la table ({error})</translation>
        </message>
        <message>
            <source>cannot read this Access database ({error})</source>
            <translation>impossible de lire cette base Access ({error})</translation>
        </message>
        <message>
            <source>colours are written B/N (blanc/noir): B is read as white</source>
            <translation>les couleurs sont écrites B/N (blanc/noir) : B est lu comme les blancs</translation>
        </message>
        <message>
            <source>colours are written W/S (weiß/schwarz): S is read as black</source>
            <translation>les couleurs sont écrites W/S (weiß/schwarz) : S est lu comme les noirs</translation>
        </message>
        <message>
            <source>colours are written W/Z (wit/zwart): Z is read as black</source>
            <translation>les couleurs sont écrites W/Z (wit/zwart) : Z est lu comme les noirs</translation>
        </message>
        <message>
            <source>compressed by method {method}, which elodesk does not read (only stored or deflated members)</source>
            <translation>compressé par la méthode {method}, qu'elodesk ne lit pas (seulement les fichiers stockés ou « deflate »)</translation>
        </message>
        <message>
            <source>could be player {candidates}; a new record {player} was made (merge it if it is the same person)</source>
            <translation>pourrait être le joueur {candidates} ; une nouvelle fiche {player} a été créée (fusionnez-la s'il s'agit de la même personne)</translation>
        </message>
        <message>
            <source>empty file: expected &lt;playerslist&gt;</source>
            <translation>fichier vide : &lt;playerslist&gt; attendu</translation>
        </message>
        <message>
            <source>empty file: expected the FIDE list header line</source>
            <translation>fichier vide : la ligne d'en-tête de la liste FIDE est attendue</translation>
        </message>
        <message>
            <source>event {event} has no players: there is nothing to export</source>
            <translation>le tournoi {event} n'a pas de joueurs : il n'y a rien à exporter</translation>
        </message>
        <message>
            <source>event {event} is a {system} event, not a chess tournament</source>
            <translation>le tournoi {event} est un tournoi {system}, pas un tournoi d'échecs</translation>
        </message>
        <message>
            <source>event {event}: {count} games have no round number, which a TRF needs</source>
            <translation>tournoi {event} : {count} parties n'ont pas de numéro de ronde, qu'exige un TRF</translation>
        </message>
        <message>
            <source>expected Elo, Rapide or Blitz, got {value}</source>
            <translation>Elo, Rapide ou Blitz attendu, trouvé {value}</translation>
        </message>
        <message>
            <source>expected a .csv or .xlsx file</source>
            <translation>un fichier .csv ou .xlsx est attendu</translation>
        </message>
        <message>
            <source>expected a .csv or .xlsx file name</source>
            <translation>un nom de fichier .csv ou .xlsx est attendu</translation>
        </message>
        <message>
            <source>expected a date dd/mm/yyyy, got {value}</source>
            <translation>date jj/mm/aaaa attendue, trouvé {value}</translation>
        </message>
        <message>
            <source>expected a number of rounds, got {value}</source>
            <translation>nombre de rondes attendu, trouvé {value}</translation>
        </message>
        <message>
            <source>expected a player number in Ref, got {value}</source>
            <translation>numéro de joueur attendu dans Ref, trouvé {value}</translation>
        </message>
        <message>
            <source>expected player lines (001) in a tournament file, found none up to the end of the file</source>
            <translation>lignes de joueurs (001) attendues dans un fichier de tournoi, aucune trouvée jusqu'à la fin du fichier</translation>
        </message>
        <message>
            <source>is a folder, expected a file</source>
            <translation>est un dossier ; un fichier est attendu</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>ligne {line}</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games no complete date (Date missing or with ??): left undated</source>
            <translation>lignes {lines} : {count} parties sans date complète (Date absente ou avec ??) : laissées sans date</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games of {variant} (Variant tag): not imported, only standard chess is rated</source>
            <translation>lignes {lines} : {count} parties de {variant} (étiquette Variant) : non importées, seuls les échecs classiques sont classés</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games unfinished (Result *): not imported</source>
            <translation>lignes {lines} : {count} parties inachevées (Result *) : non importées</translation>
        </message>
        <message>
            <source>matricule {ref} appears again (first at record {first})</source>
            <translation>le matricule {ref} apparaît de nouveau (d'abord à l'enregistrement {first})</translation>
        </message>
        <message>
            <source>no DateDebut/DateFin; the event's dates are taken from the round dates, {start} – {end}</source>
            <translation>pas de DateDebut/DateFin ; les dates du tournoi sont celles des rondes, {start} – {end}</translation>
        </message>
        <message>
            <source>no PGN game found: expected tag pairs such as [White "Name"]</source>
            <translation>aucune partie PGN trouvée : des paires de balises comme [White "Nom"] sont attendues</translation>
        </message>
        <message>
            <source>no event {event}</source>
            <translation>pas de tournoi {event}</translation>
        </message>
        <message>
            <source>no finished game: all {count} games are unfinished (Result *); a file of games not played yet holds no tournament</source>
            <translation>aucune partie terminée : les {count} parties sont inachevées (Result *) ; un fichier de parties pas encore jouées ne contient aucun tournoi</translation>
        </message>
        <message>
            <source>no game of standard chess: the games are {variant} (Variant tag), which no rating system rates</source>
            <translation>aucune partie d'échecs classiques : les parties sont des {variant} (balise Variant), qu'aucun système de classement ne classe</translation>
        </message>
        <message>
            <source>no game to import among {count}: unfinished (Result *): {unfinished}; of another variant (Variant tag): {variants}; the others lack a player or a result</source>
            <translation>aucune partie à importer parmi {count} : inachevées (Result *) : {unfinished} ; d'une autre variante (balise Variant) : {variants} ; il manque aux autres un joueur ou un résultat</translation>
        </message>
        <message>
            <source>no name</source>
            <translation>pas de nom</translation>
        </message>
        <message>
            <source>no name (NOM_PRENOM)</source>
            <translation>pas de nom (NOM_PRENOM)</translation>
        </message>
        <message>
            <source>no start rank in columns 5-8 ("{raw}"): player line skipped</source>
            <translation>pas de numéro de départ dans les colonnes 5-8 (« {raw} ») : ligne de joueur ignorée</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>fichier introuvable</translation>
        </message>
        <message>
            <source>no time control (tag 122) tells the rate: "{rate}" is read from the event's name</source>
            <translation>aucune cadence (étiquette 122) ne donne le rythme : « {rate} » est lu dans le nom du tournoi</translation>
        </message>
        <message>
            <source>no tournament name (Nom); named after the file, {name}</source>
            <translation>pas de nom de tournoi (Nom) ; nommé d'après le fichier, {name}</translation>
        </message>
        <message>
            <source>no usable matricule ({value}); record skipped</source>
            <translation>pas de matricule utilisable ({value}) ; enregistrement ignoré</translation>
        </message>
        <message>
            <source>no {table} table: not a Papi file</source>
            <translation>pas de table {table} : ce n'est pas un fichier Papi</translation>
        </message>
        <message>
            <source>none of the expected columns ({columns}, …)</source>
            <translation>aucune des colonnes attendues ({columns}, …)</translation>
        </message>
        <message>
            <source>not a Papi file: expected an MS Access (Jet 4) database</source>
            <translation>ce n'est pas un fichier Papi : une base MS Access (Jet 4) est attendue</translation>
        </message>
        <message>
            <source>not an .xlsx workbook ({reason})</source>
            <translation>ce n'est pas un classeur .xlsx ({reason})</translation>
        </message>
        <message>
            <source>player without a name</source>
            <translation>joueur sans nom</translation>
        </message>
        <message>
            <source>points column says {said}, the rounds give {counted}</source>
            <translation>la colonne des points indique {said}, les rondes donnent {counted}</translation>
        </message>
        <message>
            <source>points {said} do not add up; the results give {counted}</source>
            <translation>les points {said} ne correspondent pas ; les résultats donnent {counted}</translation>
        </message>
        <message>
            <source>points {value} are no number, counted from the results</source>
            <translation>les points {value} ne sont pas un nombre, comptés d'après les résultats</translation>
        </message>
        <message>
            <source>rating {value} is no number, read as none</source>
            <translation>la cote {value} n'est pas un nombre, lue comme aucune</translation>
        </message>
        <message>
            <source>result {value} is not 1-0, 0-1 or 1/2-1/2; game not imported</source>
            <translation>le résultat {value} n'est ni 1-0, ni 0-1, ni 1/2-1/2 ; partie non importée</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected "oooo c r" (opponent, colour, result), got "{cell}": round left out</source>
            <translation>ronde {round} (colonnes {first}-{last}) : « oooo c r » attendu (adversaire, couleur, résultat), trouvé « {cell} » : ronde écartée</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected a colour (w b -), got "{colour}": round left out</source>
            <translation>ronde {round} (colonnes {first}-{last}) : couleur attendue (w b -), trouvé « {colour} » : ronde écartée</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected a result code (1 = 0 + - W D L H F U Z), got "{code}": round left out</source>
            <translation>ronde {round} (colonnes {first}-{last}) : code de résultat attendu (1 = 0 + - W D L H F U Z), trouvé « {code} » : ronde écartée</translation>
        </message>
        <message>
            <source>round {round} (columns {first}-{last}): expected an opponent start rank, got "{opponent}": round left out</source>
            <translation>ronde {round} (colonnes {first}-{last}) : numéro de départ d'un adversaire attendu, trouvé « {opponent} » : ronde écartée</translation>
        </message>
        <message>
            <source>round {round} is paired but NbrRondes says {rounds} rounds</source>
            <translation>la ronde {round} est appariée mais NbrRondes indique {rounds} rondes</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: a player is paired twice in the round; pairing ignored</source>
            <translation>ronde {round} : Ref {low} – Ref {high} : un joueur est apparié deux fois dans la ronde ; appariement ignoré</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: both rows give the same colour ({colour}); Ref {kept}'s row kept</source>
            <translation>ronde {round} : Ref {low} – Ref {high} : les deux lignes donnent la même couleur ({colour}) ; la ligne de Ref {kept} est gardée</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: no colour in either row; Ref {white} taken as white</source>
            <translation>ronde {round} : Ref {low} – Ref {high} : aucune couleur dans les deux lignes ; Ref {white} pris comme les blancs</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: paired but no result; not imported</source>
            <translation>ronde {round} : Ref {low} – Ref {high} : apparié mais sans résultat ; non importé</translation>
        </message>
        <message>
            <source>round {round}: Ref {low} – Ref {high}: the rows disagree on the result (codes {first} and {second}); Ref {kept}'s row kept</source>
            <translation>ronde {round} : Ref {low} – Ref {high} : les lignes divergent sur le résultat (codes {first} et {second}) ; la ligne de Ref {kept} est gardée</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} has a win without an opponent; read as a full-point bye</source>
            <translation>ronde {round} : Ref {ref} a un gain sans adversaire ; lu comme une exemption d'un point</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} has result code {result} without an opponent; read as an absence</source>
            <translation>ronde {round} : Ref {ref} a le code de résultat {result} sans adversaire ; lu comme une absence</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} is paired with EXEMPT with result code {result}</source>
            <translation>ronde {round} : Ref {ref} est apparié avec EXEMPT avec le code de résultat {result}</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} names Ref {other} as opponent but Ref {other} names Ref {third}; Ref {ref}'s pairing ignored</source>
            <translation>ronde {round} : Ref {ref} nomme Ref {other} comme adversaire mais Ref {other} nomme Ref {third} ; l'appariement de Ref {ref} est ignoré</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref} names Ref {other} as opponent but Ref {other}'s row has no opponent; pairing taken from Ref {ref}'s row</source>
            <translation>ronde {round} : Ref {ref} nomme Ref {other} comme adversaire mais la ligne de Ref {other} n'a pas d'adversaire ; appariement pris dans la ligne de Ref {ref}</translation>
        </message>
        <message>
            <source>round {round}: Ref {ref}'s opponent Ref {other} is not a player of the file; pairing ignored</source>
            <translation>ronde {round} : l'adversaire de Ref {ref}, Ref {other}, n'est pas un joueur du fichier ; appariement ignoré</translation>
        </message>
        <message>
            <source>round {round}: draw under one move (D) against line {line}: recorded as half-point byes, not rated</source>
            <translation>ronde {round} : nulle en moins d'un coup (D) contre la ligne {line} : enregistrée comme des exemptions d'un demi-point, non classée</translation>
        </message>
        <message>
            <source>round {round}: game under one move (W/L) against line {line}: recorded as a forfeit, not rated</source>
            <translation>ronde {round} : partie de moins d'un coup (W/L) contre la ligne {line} : enregistrée comme un forfait, non classée</translation>
        </message>
        <message>
            <source>round {round}: line {line} (start rank {rank}) has no entry for this game: read from line {own} alone</source>
            <translation>ronde {round} : la ligne {line} (numéro de départ {rank}) n'a rien pour cette partie : lue dans la seule ligne {own}</translation>
        </message>
        <message>
            <source>round {round}: line {line} and line {other} both give black to their player: took line {first}'s colour</source>
            <translation>ronde {round} : la ligne {line} et la ligne {other} donnent toutes deux les noirs à leur joueur : couleur de la ligne {first} retenue</translation>
        </message>
        <message>
            <source>round {round}: line {line} and line {other} both give white to their player: took line {first}'s colour</source>
            <translation>ronde {round} : la ligne {line} et la ligne {other} donnent toutes deux les blancs à leur joueur : couleur de la ligne {first} retenue</translation>
        </message>
        <message>
            <source>round {round}: line {line} gives start rank {rank} no opponent ("{code}") where line {own} pairs them: read as their game</source>
            <translation>ronde {round} : la ligne {line} ne donne pas d'adversaire au numéro de départ {rank} (« {code} ») alors que la ligne {own} les apparie : lu comme leur partie</translation>
        </message>
        <message>
            <source>round {round}: no colour for the game against line {line}: read from the other line</source>
            <translation>ronde {round} : pas de couleur pour la partie contre la ligne {line} : lue dans l'autre ligne</translation>
        </message>
        <message>
            <source>round {round}: no colour for the game between lines {first} and {second}: white given to start rank {rank}</source>
            <translation>ronde {round} : pas de couleur pour la partie entre les lignes {first} et {second} : les blancs au numéro de départ {rank}</translation>
        </message>
        <message>
            <source>round {round}: no result for the game against line {line}: read from line {line}</source>
            <translation>ronde {round} : pas de résultat pour la partie contre la ligne {line} : lu dans la ligne {line}</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} given with a bye ("{code}"): ignored</source>
            <translation>ronde {round} : adversaire {opponent} donné avec une exemption (« {code} ») : ignoré</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is a start rank without a player line: round left out</source>
            <translation>ronde {round} : l'adversaire {opponent} est un numéro de départ sans ligne de joueur : ronde écartée</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} is itself: round left out</source>
            <translation>ronde {round} : l'adversaire {opponent} est le joueur lui-même : ronde écartée</translation>
        </message>
        <message>
            <source>round {round}: result "{code}" without an opponent: read as a bye "{kind}"</source>
            <translation>ronde {round} : résultat « {code} » sans adversaire : lu comme une exemption « {kind} »</translation>
        </message>
        <message>
            <source>round {round}: result "{own}" against line {line}'s "{other}": read as a forfeit, not rated</source>
            <translation>ronde {round} : résultat « {own} » contre « {other} » à la ligne {line} : lu comme un forfait, non classé</translation>
        </message>
        <message>
            <source>round {round}: result "{own}" against line {line}'s "{other}": read as a game under one move, not rated</source>
            <translation>ronde {round} : résultat « {own} » contre « {other} » à la ligne {line} : lu comme une partie de moins d'un coup, non classée</translation>
        </message>
        <message>
            <source>round {round}: result "{own}" against line {line}'s "{other}": the points do not add up, cannot tell the result: game left out</source>
            <translation>ronde {round} : résultat « {own} » contre « {other} » à la ligne {line} : les points ne correspondent pas, résultat indéterminable : partie écartée</translation>
        </message>
        <message>
            <source>round {round}: start rank {rank} is already paired in this round: round left out</source>
            <translation>ronde {round} : le numéro de départ {rank} est déjà apparié dans cette ronde : ronde écartée</translation>
        </message>
        <message>
            <source>round {round}: start rank {rank} is the opponent, but line {line} gives a bye ("{code}"): cannot tell what happened, round left out</source>
            <translation>ronde {round} : le numéro de départ {rank} est l'adversaire, mais la ligne {line} donne une exemption (« {code} ») : impossible de savoir ce qui s'est passé, ronde écartée</translation>
        </message>
        <message>
            <source>round {round}: start rank {rank} is the opponent, but line {line} gives start rank {other} as opponent: cannot tell what happened, round left out</source>
            <translation>ronde {round} : le numéro de départ {rank} est l'adversaire, mais la ligne {line} donne le numéro de départ {other} comme adversaire : impossible de savoir ce qui s'est passé, ronde écartée</translation>
        </message>
        <message>
            <source>round {round}: the pairing with line {line} has no result: not played, no game recorded</source>
            <translation>ronde {round} : l'appariement avec la ligne {line} n'a pas de résultat : non joué, aucune partie enregistrée</translation>
        </message>
        <message>
            <source>some rows could not be read (columns of unequal length): damaged file?</source>
            <translation>certaines lignes n'ont pas pu être lues (colonnes de longueurs inégales) : fichier abîmé ?</translation>
        </message>
        <message>
            <source>start rank {rank} is already the start rank of line {other}: player line skipped</source>
            <translation>le numéro de départ {rank} est déjà celui de la ligne {other} : ligne de joueur ignorée</translation>
        </message>
        <message>
            <source>tag 00F E= "{raw}" is no end date (dd/mm/yy): left out</source>
            <translation>étiquette 00F E= « {raw} » n'est pas une date de fin (jj/mm/aa) : écartée</translation>
        </message>
        <message>
            <source>tag 00F S= "{raw}" is no start date (dd/mm/yy): left out</source>
            <translation>étiquette 00F S= « {raw} » n'est pas une date de début (jj/mm/aa) : écartée</translation>
        </message>
        <message>
            <source>tag 00F gives P={players} players, the file has {count}</source>
            <translation>l'étiquette 00F donne P={players} joueurs, le fichier en a {count}</translation>
        </message>
        <message>
            <source>tag 032 (federation) "{value}" is no federation code: left out</source>
            <translation>étiquette 032 (fédération) « {value} » n'est pas un code de fédération : écartée</translation>
        </message>
        <message>
            <source>tag 042 (start date) "{value}" is no date</source>
            <translation>étiquette 042 (date de début) « {value} » n'est pas une date</translation>
        </message>
        <message>
            <source>tag 042 (start date) "{value}" is no date: {day} is taken from the round dates (tag 132)</source>
            <translation>étiquette 042 (date de début) « {value} » n'est pas une date : {day} est pris dans les dates des rondes (étiquette 132)</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" is no date</source>
            <translation>étiquette 052 (date de fin) « {value} » n'est pas une date</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" is no date: {day} is taken from the round dates (tag 132)</source>
            <translation>étiquette 052 (date de fin) « {value} » n'est pas une date : {day} est pris dans les dates des rondes (étiquette 132)</translation>
        </message>
        <message>
            <source>tag 062 gives {declared} players, the file has {count}</source>
            <translation>l'étiquette 062 donne {declared} joueurs, le fichier en a {count}</translation>
        </message>
        <message>
            <source>tag 122 (time control) "{value}" tells no rate (standard, rapid, blitz): left to the import</source>
            <translation>étiquette 122 (cadence) « {value} » ne donne pas de rythme (standard, rapide, blitz) : laissé à l'import</translation>
        </message>
        <message>
            <source>tag 132: "{cell}" is no date (YY/MM/DD) for round {round}: left out</source>
            <translation>étiquette 132 : « {cell} » n'est pas une date (AA/MM/JJ) pour la ronde {round} : écartée</translation>
        </message>
        <message>
            <source>tag 132: round dates are not in the round columns (92, 102, ...): read in order</source>
            <translation>étiquette 132 : les dates des rondes ne sont pas dans les colonnes des rondes (92, 102, ...) : lues dans l'ordre</translation>
        </message>
        <message>
            <source>the 2024 uplift applies to the Belgian system (frbe) only</source>
            <translation>la revalorisation de 2024 ne vaut que pour le système belge (frbe)</translation>
        </message>
        <message>
            <source>the demo club goes into a new, empty database (this one holds players already)</source>
            <translation>le club de démonstration va dans une base neuve et vide (celle-ci contient déjà des joueurs)</translation>
        </message>
        <message>
            <source>the event is named {name}: read as a {rate} event, with the {column} ratings (ClassElo says nothing)</source>
            <translation>le tournoi s'appelle {name} : lu comme un tournoi {rate}, avec les cotes {column} (ClassElo ne dit rien)</translation>
        </message>
        <message>
            <source>the event is named {name}: read as a {rate} event, with the {column} ratings (ClassElo says {class_elo})</source>
            <translation>le tournoi s'appelle {name} : lu comme un tournoi {rate}, avec les cotes {column} (ClassElo dit {class_elo})</translation>
        </message>
        <message>
            <source>the file gives no date: the event is dated {day}, the day the file was last saved</source>
            <translation>le fichier ne donne pas de date : le tournoi est daté du {day}, jour du dernier enregistrement du fichier</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>le fichier est vide</translation>
        </message>
        <message>
            <source>the file is {size} MB, more than the {cap} MB elodesk reads from a text file: refused</source>
            <translation>le fichier fait {size} Mo, plus que les {cap} Mo qu'elodesk lit d'un fichier texte : refusé</translation>
        </message>
        <message>
            <source>the file's name says neither standard, rapid nor blitz: its ratings are read as standard ratings (name a rapid or blitz list rapid_… or blitz_…)</source>
            <translation>le nom du fichier ne dit ni standard, ni rapid, ni blitz : ses cotes sont lues comme des cotes standard (donnez à une liste rapide ou blitz un nom en rapid_… ou blitz_…)</translation>
        </message>
        <message>
            <source>the period holds {count} events; export them one by one with --event ({events})</source>
            <translation>la période contient {count} tournois ; exportez-les un par un avec --event ({events})</translation>
        </message>
        <message>
            <source>the workbook has no sheet</source>
            <translation>le classeur n'a aucune feuille</translation>
        </message>
        <message>
            <source>unknown rating system {system!r}; expected one of {known}</source>
            <translation>système de classement inconnu {system!r} ; un de ceux-ci est attendu : {known}</translation>
        </message>
        <message>
            <source>unknown sex "{raw}" in column 10: ignored</source>
            <translation>sexe inconnu « {raw} » dans la colonne 10 : ignoré</translation>
        </message>
        <message>
            <source>unknown title "{raw}" in columns 11-13: kept as "{title}"</source>
            <translation>titre inconnu « {raw} » dans les colonnes 11-13 : gardé comme « {title} »</translation>
        </message>
        <message>
            <source>unpacks to more than {cap} MB, the most elodesk reads from one archive: refused</source>
            <translation>se décompresse en plus de {cap} Mo, le maximum qu'elodesk lit d'une archive : refusé</translation>
        </message>
        <message>
            <source>{code} record for start rank {rank}, which has no player line (001): skipped</source>
            <translation>enregistrement {code} pour le numéro de départ {rank}, qui n'a pas de ligne de joueur (001) : ignoré</translation>
        </message>
        <message>
            <source>{column} {value} is not a rating; ignored</source>
            <translation>{column} {value} n'est pas une cote ; ignoré</translation>
        </message>
        <message>
            <source>{count} events in one file (with their number of games): {listed}; the event is named {name}</source>
            <translation>{count} tournois dans un fichier (avec leur nombre de parties) : {listed} ; le tournoi est nommé {name}</translation>
        </message>
        <message>
            <source>{count} lines of record type "{kind}" skipped (not about ratings)</source>
            <translation>{count} lignes d'enregistrement de type « {kind} » ignorées (sans rapport avec les cotes)</translation>
        </message>
        <message>
            <source>{count} lines that are no TRF record skipped</source>
            <translation>{count} lignes qui ne sont pas des enregistrements TRF ignorées</translation>
        </message>
        <message>
            <source>{count} pairings not played (*): no game recorded</source>
            <translation>{count} appariements non joués (*) : aucune partie enregistrée</translation>
        </message>
        <message>
            <source>{count} player lines count their columns in bytes, not characters (accented names in UTF-8): read so</source>
            <translation>{count} lignes de joueur comptent leurs colonnes en octets, pas en caractères (noms accentués en UTF-8) : lues ainsi</translation>
        </message>
        <message>
            <source>{field} {value} is not a number; left out</source>
            <translation>{field} {value} n'est pas un nombre ; écarté</translation>
        </message>
        <message>
            <source>{file} is busy: another program is writing to it; try again in a moment</source>
            <translation>{file} est occupé : un autre programme y écrit ; réessayez dans un instant</translation>
        </message>
        <message>
            <source>{file} is busy: {user}@{host} (pid {pid}, elodesk {action}) has been writing to it since {since}; try again when that is finished</source>
            <translation>{file} est occupé : {user}@{host} (pid {pid}, elodesk {action}) y écrit depuis {since} ; réessayez quand ce sera fini</translation>
        </message>
        <message>
            <source>{file}: no player in the file: it holds no tournament to import</source>
            <translation>{file} : aucun joueur dans le fichier : il ne contient aucun tournoi à importer</translation>
        </message>
        <message>
            <source>{file}: this file was already imported as event {event} on {day} (as {name}, same content)</source>
            <translation>{file} : ce fichier a déjà été importé comme tournoi {event} le {day} (sous le nom {name}, même contenu)</translation>
        </message>
        <message>
            <source>{file}: this file was already imported on {day} (as {name}, same content)</source>
            <translation>{file} : ce fichier a déjà été importé le {day} (sous le nom {name}, même contenu)</translation>
        </message>
        <message>
            <source>{flag_column} {flag} is not a rating type (F, N, E); {column} {value} kept without one</source>
            <translation>{flag_column} {flag} n'est pas un type de cote (F, N, E) ; {column} {value} gardé sans type</translation>
        </message>
        <message>
            <source>{name} has no {side}FideId and the file gives this name {count} FIDE ids; read as another player</source>
            <translation>{name} n'a pas de {side}FideId et le fichier donne {count} identifiants FIDE à ce nom ; lu comme un autre joueur</translation>
        </message>
        <message>
            <source>{name} is rated {rating} here but {first} in an earlier game; the first rating is kept</source>
            <translation>{name} est coté {rating} ici mais {first} dans une partie précédente ; la première cote est gardée</translation>
        </message>
        <message>
            <source>{name} plays himself; game not imported</source>
            <translation>{name} joue contre lui-même ; partie non importée</translation>
        </message>
        <message>
            <source>{name} {value} is not a number; left out</source>
            <translation>{name} {value} n'est pas un nombre ; écarté</translation>
        </message>
        <message>
            <source>{name} {value} is not a whole number of at most 10 digits; left out</source>
            <translation>{name} {value} n'est pas un nombre entier d'au plus 10 chiffres ; écarté</translation>
        </message>
        <message>
            <source>{path}: no such database</source>
            <translation>{path} : base de données introuvable</translation>
        </message>
        <message>
            <source>{path}: not an elodesk database ({error})</source>
            <translation>{path} : ce n'est pas une base elodesk ({error})</translation>
        </message>
        <message>
            <source>a number too large ({reason})</source>
            <translation>un nombre trop grand ({reason})</translation>
        </message>
        <message>
            <source>all {total} rounds are already paired</source>
            <translation>les {total} rondes sont déjà appariées</translation>
        </message>
        <message>
            <source>cannot read the file ({reason})</source>
            <translation>impossible de lire le fichier ({reason})</translation>
        </message>
        <message>
            <source>damaged or unreadable file ({reason})</source>
            <translation>fichier abîmé ou illisible ({reason})</translation>
        </message>
        <message>
            <source>damaged zip archive or compressed data ({reason})</source>
            <translation>archive zip ou données compressées abîmées ({reason})</translation>
        </message>
        <message>
            <source>malformed XML ({reason})</source>
            <translation>XML mal formé ({reason})</translation>
        </message>
        <message>
            <source>nested too deeply to be read</source>
            <translation>trop imbriqué pour être lu</translation>
        </message>
        <message>
            <source>no player line (001): this is not a tournament file</source>
            <translation>pas de ligne de joueur (001) : ce n'est pas un fichier de tournoi</translation>
        </message>
        <message>
            <source>pairing number {number} is used twice</source>
            <translation>le numéro d'appariement {number} est utilisé deux fois</translation>
        </message>
        <message>
            <source>refused: the XML declares entities or a document type ({reason})</source>
            <translation>refusé : le XML déclare des entités ou un type de document ({reason})</translation>
        </message>
        <message>
            <source>round {round}: a bye has no colour</source>
            <translation>ronde {round} : un bye n'a pas de couleur</translation>
        </message>
        <message>
            <source>round {round}: a game needs a colour</source>
            <translation>ronde {round} : une partie doit avoir une couleur</translation>
        </message>
        <message>
            <source>round {round}: a player cannot meet himself</source>
            <translation>ronde {round} : un joueur ne peut pas se rencontrer lui-même</translation>
        </message>
        <message>
            <source>round {round}: opponent {opponent} has no player line</source>
            <translation>ronde {round} : l'adversaire {opponent} n'a pas de ligne de joueur</translation>
        </message>
        <message>
            <source>round {round}: the game against {opponent} is not on {opponent}'s line the other way round</source>
            <translation>ronde {round} : la partie contre {opponent} ne figure pas en sens inverse sur la ligne de {opponent}</translation>
        </message>
        <message>
            <source>round {round}: {code} is a bye, yet an opponent is given</source>
            <translation>ronde {round} : {code} est un bye, et pourtant un adversaire est donné</translation>
        </message>
        <message>
            <source>text not in a known encoding ({reason})</source>
            <translation>texte dans un encodage inconnu ({reason})</translation>
        </message>
        <message>
            <source>the file names an unknown text encoding ({reason})</source>
            <translation>le fichier indique un encodage de texte inconnu ({reason})</translation>
        </message>
        <message>
            <source>too large to be read</source>
            <translation>trop volumineux pour être lu</translation>
        </message>
        <message>
            <source>--system: a chess tournament is rated under {known}, not {system}</source>
            <translation>--system : un tournoi d'échecs se classe sous {known}, pas sous {system}</translation>
        </message>
        <message>
            <source>expected a pairing number in columns 5-8, got "{text}"</source>
            <translation>numéro d'appariement attendu dans les colonnes 5-8, trouvé « {text} »</translation>
        </message>
        <message>
            <source>expected the number of rounds, got "{text}"</source>
            <translation>nombre de rondes attendu, trouvé « {text} »</translation>
        </message>
        <message>
            <source>fide: a run rates one list: standard, rapid or blitz, not {rate}</source>
            <translation>fide : un calcul porte sur une liste : standard, rapid ou blitz, pas {rate}</translation>
        </message>
        <message>
            <source>player {player} cannot be made again: the number is now {name}'s</source>
            <translation>le joueur {player} ne peut pas être recréé : ce numéro est maintenant celui de {name}</translation>
        </message>
        <message>
            <source>round {round}: expected a colour (w b -), got "{text}"</source>
            <translation>ronde {round} : couleur attendue (w b -), trouvé « {text} »</translation>
        </message>
        <message>
            <source>round {round}: expected a result code (1 = 0 + - W D L H F U Z), got "{text}"</source>
            <translation>ronde {round} : code de résultat attendu (1 = 0 + - W D L H F U Z), trouvé « {text} »</translation>
        </message>
        <message>
            <source>round {round}: expected an opponent's pairing number, got "{text}"</source>
            <translation>ronde {round} : numéro d'appariement de l'adversaire attendu, trouvé « {text} »</translation>
        </message>
        <message>
            <source>{rating} is marked national (N) but is not a multiple of 10; kept without its letter (a value ending in 9 is an estimate)</source>
            <translation>{rating} est marquée nationale (N) mais n'est pas un multiple de 10 ; gardée sans sa lettre (une valeur finissant par 9 est une estimation)</translation>
        </message>
        <message>
            <source>{side}Elo {value} is not a rating; ignored</source>
            <translation>{side}Elo {value} n'est pas une cote ; ignoré</translation>
        </message>
        <message>
            <source>{side}FideId {value} is not a FIDE id; ignored</source>
            <translation>{side}FideId {value} n'est pas un identifiant FIDE ; ignoré</translation>
        </message>
        <message>
            <source>{system}: only FIDE runs have a rate</source>
            <translation>{system} : seuls les calculs FIDE ont une cadence</translation>
        </message>
        <message>
            <source>"{header}" is empty</source>
            <translation>« {header} » est vide</translation>
        </message>
        <message>
            <source>column "{column}"</source>
            <translation>colonne « {column} »</translation>
        </message>
        <message>
            <source>expected a date (dd/mm/yyyy or yyyy-mm-dd), got {value}</source>
            <translation>date attendue (jj/mm/aaaa ou aaaa-mm-jj), trouvé {value}</translation>
        </message>
        <message>
            <source>expected a number, got {value}</source>
            <translation>nombre attendu, trouvé {value}</translation>
        </message>
        <message>
            <source>expected a whole number, got {value}</source>
            <translation>nombre entier attendu, trouvé {value}</translation>
        </message>
        <message>
            <source>expected one of {listed}; got {value}</source>
            <translation>une de ces valeurs attendue : {listed} ; trouvé {value}</translation>
        </message>
        <message>
            <source>expected oui or non (yes/no, true/false, 1/0), got {value}</source>
            <translation>oui ou non attendu (yes/no, vrai/faux, 1/0), trouvé {value}</translation>
        </message>
        <message>
            <source>missing column(s) {expected}</source>
            <translation>colonne(s) manquante(s) : {expected}</translation>
        </message>
        <message>
            <source>no column "{header}"</source>
            <translation>pas de colonne « {header} »</translation>
        </message>
        <message>
            <source>no line "{header}"</source>
            <translation>pas de ligne « {header} »</translation>
        </message>
        <message>
            <source>no sheet "{sheet}" (sheets found: {found})</source>
            <translation>pas de feuille « {sheet} » (feuilles trouvées : {found})</translation>
        </message>
        <message>
            <source>unreadable CSV record ({reason})</source>
            <translation>enregistrement CSV illisible ({reason})</translation>
        </message>
        <message>
            <source>a score is given with the "{manual}" method only (this game: {scoring})</source>
            <translation>un score ne se donne qu'avec la méthode « {manual} » (cette partie : {scoring})</translation>
        </message>
        <message>
            <source>a {system} event has no rate (standard, rapid, blitz are for chess)</source>
            <translation>un tournoi {system} n'a pas de cadence (standard, rapid, blitz valent pour les échecs)</translation>
        </message>
        <message>
            <source>after this change, event {event} ({name}) would fall in run {run} ({summary}, applied on {day}), which did not rate it: undo that run first</source>
            <translation>après cette modification, le tournoi {event} ({name}) tomberait dans le calcul {run} ({summary}, appliqué le {day}), qui ne l'a pas classé : annulez d'abord ce calcul</translation>
        </message>
        <message>
            <source>an event has 1 round or more, not {rounds}</source>
            <translation>un tournoi compte 1 ronde ou plus, pas {rounds}</translation>
        </message>
        <message>
            <source>cannot open the dBase file ({reason})</source>
            <translation>impossible d'ouvrir le fichier dBase ({reason})</translation>
        </message>
        <message>
            <source>event {event} ({name}) cannot be put back: another event has its number now</source>
            <translation>le tournoi {event} ({name}) ne peut pas être rétabli : un autre tournoi porte maintenant son numéro</translation>
        </message>
        <message>
            <source>event {event} ({name}) has games in round {round}: it cannot have {rounds} rounds</source>
            <translation>le tournoi {event} ({name}) a des parties à la ronde {round} : il ne peut pas compter {rounds} rondes</translation>
        </message>
        <message>
            <source>event {event} ({name}) holds {games} games of {old}: it cannot become a {system} event, which rates another kind of game</source>
            <translation>le tournoi {event} ({name}) contient {games} parties de {old} : il ne peut pas devenir un tournoi {system}, qui classe un autre genre de parties</translation>
        </message>
        <message>
            <source>event {event} ({name}) was rated by run {run} ({summary}, applied on {day}): undo that run first</source>
            <translation>le tournoi {event} ({name}) a été classé par le calcul {run} ({summary}, appliqué le {day}) : annulez d'abord ce calcul</translation>
        </message>
        <message>
            <source>event {event} ({name}) was rated by {count} runs, the first run {run} ({summary}, applied on {day}): undo them first</source>
            <translation>le tournoi {event} ({name}) a été classé par {count} calculs, le premier étant le calcul {run} ({summary}, appliqué le {day}) : annulez-les d'abord</translation>
        </message>
        <message>
            <source>expected 0 to {most} centres, got {centers}</source>
            <translation>de 0 à {most} centres attendus, trouvé {centers}</translation>
        </message>
        <message>
            <source>expected &lt;playerslist&gt;, got &lt;{tag}&gt;</source>
            <translation>&lt;playerslist&gt; attendu, trouvé &lt;{tag}&gt;</translation>
        </message>
        <message>
            <source>expected a FIDE id (digits only), got "{value}"</source>
            <translation>identifiant FIDE attendu (des chiffres seulement), trouvé « {value} »</translation>
        </message>
        <message>
            <source>expected a FIDE id (digits) in columns {first}–{last}, got {found}</source>
            <translation>identifiant FIDE attendu (des chiffres) dans les colonnes {first}–{last}, trouvé {found}</translation>
        </message>
        <message>
            <source>expected a FIDE id (digits) in columns {first}–{last}, got {found}; line skipped</source>
            <translation>identifiant FIDE attendu (des chiffres) dans les colonnes {first}–{last}, trouvé {found} ; ligne écartée</translation>
        </message>
        <message>
            <source>expected a FIDE id in &lt;fideid&gt;, got {found}</source>
            <translation>identifiant FIDE attendu dans &lt;fideid&gt;, trouvé {found}</translation>
        </message>
        <message>
            <source>expected a FIDE id in &lt;fideid&gt;, got {found}; player skipped</source>
            <translation>identifiant FIDE attendu dans &lt;fideid&gt;, trouvé {found} ; joueur écarté</translation>
        </message>
        <message>
            <source>expected an FFE licence (a letter and 5 digits, e.g. A01450), got "{value}"</source>
            <translation>licence FFE attendue (une lettre et 5 chiffres, p. ex. A01450), trouvé « {value} »</translation>
        </message>
        <message>
            <source>expected an FRBE matricule (1 to 5 digits), got "{value}"</source>
            <translation>matricule FRBE attendu (1 à 5 chiffres), trouvé « {value} »</translation>
        </message>
        <message>
            <source>expected one .txt or .xml list in the zip, found {found}</source>
            <translation>une seule liste .txt ou .xml attendue dans le zip, trouvé {found}</translation>
        </message>
        <message>
            <source>expected one PLAYER .DBF file in the zip, found {found}</source>
            <translation>un seul fichier PLAYER .DBF attendu dans le zip, trouvé {found}</translation>
        </message>
        <message>
            <source>expected the FIDE list header (ID Number, Name, Fed, Sex, Tit, …, a rating column, Gms, K, B-day, Flag), got {header}</source>
            <translation>en-tête de la liste FIDE attendu (ID Number, Name, Fed, Sex, Tit, …, une colonne de classement, Gms, K, B-day, Flag), trouvé {header}</translation>
        </message>
        <message>
            <source>expected the PLAYER.DBF fields {required}, …; missing {missing} (has {has})</source>
            <translation>champs de PLAYER.DBF attendus {required}, … ; manquent {missing} (présents : {has})</translation>
        </message>
        <message>
            <source>format not recognised; expected one of {formats} (or name it with --format)</source>
            <translation>format non reconnu ; un de ces formats est attendu : {formats} (ou indiquez-le avec --format)</translation>
        </message>
        <message>
            <source>game "{game}": {here} here but {there} on its first row ({line})</source>
            <translation>partie « {game} » : {here} ici mais {there} sur sa première ligne ({line})</translation>
        </message>
        <message>
            <source>game "{game}": {role} twice (also {also})</source>
            <translation>partie « {game} » : {role} deux fois (aussi en {also})</translation>
        </message>
        <message>
            <source>general "{general}" twice in this battle</source>
            <translation>le général « {general} » figure deux fois dans cette bataille</translation>
        </message>
        <message>
            <source>malformed XML (column {column}): {reason}</source>
            <translation>XML mal formé (colonne {column}) : {reason}</translation>
        </message>
        <message>
            <source>no player {player}</source>
            <translation>aucun joueur {player}</translation>
        </message>
        <message>
            <source>not a dBase file ({reason})</source>
            <translation>ce n'est pas un fichier dBase ({reason})</translation>
        </message>
        <message>
            <source>player "{player}" twice (also {also})</source>
            <translation>joueur « {player} » deux fois (aussi en {also})</translation>
        </message>
        <message>
            <source>ref "{ref}" twice (also {also})</source>
            <translation>référence « {ref} » deux fois (aussi en {also})</translation>
        </message>
        <message>
            <source>side {side} has no general</source>
            <translation>le camp {side} n'a pas de général</translation>
        </message>
        <message>
            <source>the change breaks a rule of the club database ({reason}): nothing was stored</source>
            <translation>la modification enfreint une règle de la base du club ({reason}) : rien n'a été enregistré</translation>
        </message>
        <message>
            <source>the club database refused the action ({reason})</source>
            <translation>la base du club a refusé l'opération ({reason})</translation>
        </message>
        <message>
            <source>the disk holding {file} is full: nothing was stored; make room and try again</source>
            <translation>le disque qui contient {file} est plein : rien n'a été enregistré ; libérez de la place et réessayez</translation>
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation>le tournoi se termine ({end}) avant de commencer ({start})</translation>
        </message>
        <message>
            <source>unknown general "{name}": not in the sheet "{sheet}"</source>
            <translation>général inconnu « {name} » : absent de la feuille « {sheet} »</translation>
        </message>
        <message>
            <source>unknown result "{value}" (expected one of: {phrases})</source>
            <translation>résultat inconnu « {value} » (un de ceux-ci est attendu : {phrases})</translation>
        </message>
        <message>
            <source>{file} could not be read or written ({reason}): is the disk or the network share still there?</source>
            <translation>{file} n'a pas pu être lu ou écrit ({reason}) : le disque ou le partage réseau est-il toujours là ?</translation>
        </message>
        <message>
            <source>{file} is damaged ({reason}): open the last backup made next to it</source>
            <translation>{file} est abîmé ({reason}) : ouvrez la dernière sauvegarde faite à côté</translation>
        </message>
        <message>
            <source>{file} is read-only: nothing was stored (look at the permissions of the file and of its folder)</source>
            <translation>{file} est en lecture seule : rien n'a été enregistré (vérifiez les droits du fichier et de son dossier)</translation>
        </message>
        <message>
            <source>a withdrawal needs a round (1 or more)</source>
            <translation>un retrait se fait à partir d'une ronde (1 ou plus)</translation>
        </message>
        <message>
            <source>player {player} appears twice in round {round}</source>
            <translation>le joueur {player} figure deux fois dans la ronde {round}</translation>
        </message>
        <message>
            <source>player {player} does not play in this event</source>
            <translation>le joueur {player} ne joue pas dans ce tournoi</translation>
        </message>
        <message>
            <source>round {round} is already paired</source>
            <translation>la ronde {round} est déjà appariée</translation>
        </message>
        <message>
            <source>{name} is not a chess event: only chess rounds are paired</source>
            <translation>{name} n'est pas un tournoi d'échecs : seules les rondes d'échecs s'apparient</translation>
        </message>
        <message>
            <source>a general is named twice on side {side}</source>
            <translation>un général est cité deux fois dans le camp {side}</translation>
        </message>
        <message>
            <source>first resolution date {date}: expected YYYY-MM-DD</source>
            <translation>date de première résolution {date} : AAAA-MM-JJ attendu</translation>
        </message>
        <message>
            <source>no Diplomacy game {game}</source>
            <translation>pas de partie de Diplomacy {game}</translation>
        </message>
        <message>
            <source>no battle {battle}</source>
            <translation>pas de bataille {battle}</translation>
        </message>
        <message>
            <source>no chess game {game}</source>
            <translation>pas de partie d'échecs {game}</translation>
        </message>
        <message>
            <source>side {side} needs one to {most} generals</source>
            <translation>le camp {side} compte de un à {most} généraux</translation>
        </message>
        <message>
            <source>the powers hold {total} supply centres, more than the {most} of the map</source>
            <translation>les puissances détiennent {total} centres de ravitaillement, plus que les {most} de la carte</translation>
        </message>
        <message>
            <source>this event already has a game {game}</source>
            <translation>ce tournoi a déjà une partie {game}</translation>
        </message>
        <message>
            <source>unknown battle result {result}; expected one of {allowed}</source>
            <translation>résultat de bataille inconnu {result} ; un de ceux-ci est attendu : {allowed}</translation>
        </message>
        <message>
            <source>unknown chess result {result}; expected one of {allowed}</source>
            <translation>résultat d'échecs inconnu {result} ; un de ceux-ci est attendu : {allowed}</translation>
        </message>
        <message>
            <source>{event} is a {system} event, not a {systems} one</source>
            <translation>{event} est un tournoi {system}, pas un tournoi {systems}</translation>
        </message>
        <message>
            <source>{player} already plays in this event</source>
            <translation>{player} joue déjà dans ce tournoi</translation>
        </message>
        <message>
            <source>{player} cannot fight on both sides</source>
            <translation>{player} ne peut pas combattre dans les deux camps</translation>
        </message>
        <message>
            <source>{player} does not play in this event</source>
            <translation>{player} ne joue pas dans ce tournoi</translation>
        </message>
        <message>
            <source>{player} has {games} games in this event; delete them first</source>
            <translation>{player} a {games} parties dans ce tournoi ; supprimez-les d'abord</translation>
        </message>
        <message>
            <source>{player} is already paired in round {round}</source>
            <translation>{player} est déjà apparié à la ronde {round}</translation>
        </message>
        <message>
            <source>{player} is not a player of this event; add him to it first</source>
            <translation>{player} ne joue pas dans ce tournoi ; ajoutez-le d'abord</translation>
        </message>
        <message>
            <source>{player} plays two powers</source>
            <translation>{player} joue deux puissances</translation>
        </message>
        <message>
            <source>{power} is not a power of the {variant} map ({powers})</source>
            <translation>{power} n'est pas une puissance de la carte {variant} ({powers})</translation>
        </message>
        <message>
            <source>{power}: {centers} supply centres, expected 0 to {most}</source>
            <translation>{power} : {centers} centres de ravitaillement, de 0 à {most} attendus</translation>
        </message>
        <message>
            <source>unknown mode {value}; expected one of {allowed}</source>
            <translation>mode inconnu {value} ; un de ceux-ci est attendu : {allowed}</translation>
        </message>
        <message>
            <source>unknown scoring method {value}; expected one of {allowed}</source>
            <translation>méthode de scorage inconnue {value} ; une de celles-ci est attendue : {allowed}</translation>
        </message>
        <message>
            <source>unknown state {value}; expected one of {allowed}</source>
            <translation>état inconnu {value} ; un de ceux-ci est attendu : {allowed}</translation>
        </message>
        <message>
            <source>unknown variant {value}; expected one of {allowed}</source>
            <translation>variante inconnue {value} ; une de celles-ci est attendue : {allowed}</translation>
        </message>
        <message>
            <source>event {event} is a {event_rate} event: FIDE rates it on the {event_rate} list, not the {rate} one</source>
            <translation>le tournoi {event} est un tournoi {event_rate} : la FIDE le classe sur la liste {event_rate}, pas sur la liste {rate}</translation>
        </message>
        <message>
            <source>--format: unknown format {format}</source>
            <translation>--format : format inconnu {format}</translation>
        </message>
        <message>
            <source>C1: {white} and {black} have already played each other</source>
            <translation>C1 : {white} et {black} se sont déjà rencontrés</translation>
        </message>
        <message>
            <source>C2: {player} has already had a bye or a point without playing</source>
            <translation>C2 : {player} a déjà eu un bye ou un point sans jouer</translation>
        </message>
        <message>
            <source>C3: {player} must have black</source>
            <translation>C3 : {player} doit avoir les noirs</translation>
        </message>
        <message>
            <source>C3: {player} must have white</source>
            <translation>C3 : {player} doit avoir les blancs</translation>
        </message>
        <message>
            <source>C3: {white} and {black} both must have black</source>
            <translation>C3 : {white} et {black} doivent tous deux avoir les noirs</translation>
        </message>
        <message>
            <source>C3: {white} and {black} both must have white</source>
            <translation>C3 : {white} et {black} doivent tous deux avoir les blancs</translation>
        </message>
        <message>
            <source>event {event} is rated under {event_system}, not {system}</source>
            <translation>le tournoi {event} se classe sous {event_system}, pas sous {system}</translation>
        </message>
        <message>
            <source>invalid player fields: {problems}</source>
            <translation>champs de joueur non valables : {problems}</translation>
        </message>
        <message>
            <source>player {player} ({name}) cannot be deleted: {tables} refer to him</source>
            <translation>le joueur {player} ({name}) ne peut pas être supprimé : {tables} y font référence</translation>
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in event {event} ({name})</source>
            <translation>les joueurs {keep} et {drop} ne peuvent pas être une seule personne : tous deux ont joué dans le tournoi {event} ({name})</translation>
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in game {game} of event {event} ({name})</source>
            <translation>les joueurs {keep} et {drop} ne peuvent pas être une seule personne : tous deux ont joué la partie {game} du tournoi {event} ({name})</translation>
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in round {round} of event {event} ({name})</source>
            <translation>les joueurs {keep} et {drop} ne peuvent pas être une seule personne : tous deux ont joué la ronde {round} du tournoi {event} ({name})</translation>
        </message>
        <message>
            <source>unknown player fields: {fields}</source>
            <translation>champs de joueur inconnus : {fields}</translation>
        </message>
        <message>
            <source>{system}: a period overlapping {start} – {end} is already applied (run {run}); undo it first</source>
            <translation>{system} : une période qui chevauche {start} – {end} est déjà appliquée (calcul {run}) ; annulez-la d'abord</translation>
        </message>
        <message>
            <source>{system}: event {event} is already applied (run {run}); undo it first</source>
            <translation>{system} : le tournoi {event} est déjà appliqué (calcul {run}) ; annulez-le d'abord</translation>
        </message>
        <message>
            <source>{system}: nothing to undo</source>
            <translation>{system} : rien à annuler</translation>
        </message>
        <message>
            <source>{system}: the 2024 increase is already applied (run {run}); undo it first</source>
            <translation>{system} : la hausse de 2024 est déjà appliquée (calcul {run}) ; annulez-la d'abord</translation>
        </message>
        <message>
            <source>{system}: the 2024 uplift is already applied (run {run}); undo it first</source>
            <translation>{system} : la revalorisation de 2024 est déjà appliquée (calcul {run}) ; annulez-la d'abord</translation>
        </message>
        <message>
            <source>{system}: the {year} inactivity penalty is already applied (run {run}); undo it first</source>
            <translation>{system} : la pénalité d'inactivité {year} est déjà appliquée (calcul {run}) ; annulez-la d'abord</translation>
        </message>
        <message>
            <source>player {player} already plays in this event</source>
            <translation>le joueur {player} joue déjà dans ce tournoi</translation>
        </message>
        <message>
            <source>the end date {value} is not a date (expected YYYY-MM-DD)</source>
            <translation>la date de fin {value} n'est pas une date (AAAA-MM-JJ attendu)</translation>
        </message>
        <message>
            <source>the start date {value} is not a date (expected YYYY-MM-DD)</source>
            <translation>la date de début {value} n'est pas une date (AAAA-MM-JJ attendu)</translation>
        </message>
        <message>
            <source>{place}: {message}</source>
            <translation>{place} : {message}</translation>
        </message>
        <message>
            <source>event {event} is a {system} event: only chess standings have tie-breaks</source>
            <translation>le tournoi {event} est un tournoi {system} : seuls les classements d'échecs ont des départages</translation>
        </message>
        <message>
            <source>a FIDE rating report needs an event</source>
            <translation>un rapport de classement FIDE se fait pour un tournoi</translation>
        </message>
        <message>
            <source>a ranking list needs a system</source>
            <translation>une liste de classement se fait pour un système</translation>
        </message>
        <message>
            <source>a record card needs a player</source>
            <translation>une fiche se fait pour un joueur</translation>
        </message>
        <message>
            <source>a round's pairings and result slips need an event and a round</source>
            <translation>les appariements et les fiches de résultat d'une ronde demandent un tournoi et une ronde</translation>
        </message>
        <message>
            <source>event standings need an event</source>
            <translation>le classement d'un tournoi demande un tournoi</translation>
        </message>
        <message>
            <source>event {event} has no round {round} (rounds: none yet)</source>
            <translation>le tournoi {event} n'a pas de ronde {round} (rondes : aucune pour l'instant)</translation>
        </message>
        <message>
            <source>event {event} has no round {round} (rounds: {first}–{last})</source>
            <translation>le tournoi {event} n'a pas de ronde {round} (rondes : {first}–{last})</translation>
        </message>
        <message>
            <source>event {event} is not a chess tournament: it has no pairings to print</source>
            <translation>le tournoi {event} n'est pas un tournoi d'échecs : il n'a pas d'appariements à imprimer</translation>
        </message>
        <message>
            <source>event {event} is rated under {system}, not FIDE: it has no FIDE report</source>
            <translation>le tournoi {event} se classe sous {system}, pas sous FIDE : il n'a pas de rapport FIDE</translation>
        </message>
        <message>
            <source>unknown sheet {kind}; expected one of {kinds}</source>
            <translation>document inconnu {kind} ; un de ceux-ci est attendu : {kinds}</translation>
        </message>
        <message>
            <source>--inactivity: the year-end penalty is a Bataille Empire rule (--system bataille-empire)</source>
            <translation>--inactivity : la pénalité de fin d'année est une règle de Bataille Empire (--system bataille-empire)</translation>
        </message>
        <message>
            <source>--month: give either --month or --from/--to</source>
            <translation>--month : indiquez soit --month, soit --from/--to</translation>
        </message>
        <message>
            <source>--player: no player "{player}" in the input</source>
            <translation>--player : pas de joueur « {player} » dans les données</translation>
        </message>
        <message>
            <source>--player: no player "{player}" in this run</source>
            <translation>--player : pas de joueur « {player} » dans ce calcul</translation>
        </message>
        <message>
            <source>--rate: a FIDE run rates one list (standard, rapid or blitz)</source>
            <translation>--rate : un calcul FIDE porte sur une liste (standard, rapid ou blitz)</translation>
        </message>
        <message>
            <source>--rate: only FIDE runs have a rate (--system fide)</source>
            <translation>--rate : seuls les calculs FIDE ont une cadence (--system fide)</translation>
        </message>
        <message>
            <source>--set: {reason}</source>
            <translation>--set : {reason}</translation>
        </message>
        <message>
            <source>--system: files for submission exist for the chess systems only</source>
            <translation>--system : les fichiers à envoyer n'existent que pour les systèmes d'échecs</translation>
        </message>
        <message>
            <source>--to: the period ends ({end}) before it starts ({start})</source>
            <translation>--to : la période se termine ({end}) avant de commencer ({start})</translation>
        </message>
        <message>
            <source>--uplift: the 2024 uplift is a Belgian and a FIDE rule (--system frbe or fide)</source>
            <translation>--uplift : la revalorisation de 2024 est une règle belge et FIDE (--system frbe ou fide)</translation>
        </message>
        <message>
            <source>elodesk event edit: give at least one of {options}</source>
            <translation>elodesk event edit : indiquez au moins une de ces options : {options}</translation>
        </message>
        <message>
            <source>elodesk print {sheet}: {option} is required</source>
            <translation>elodesk print {sheet} : {option} est obligatoire</translation>
        </message>
        <message>
            <source>elodesk print {sheet}: {reason}</source>
            <translation>elodesk print {sheet} : {reason}</translation>
        </message>
        <message>
            <source>elodesk {command}: --from and --to go together</source>
            <translation>elodesk {command} : --from et --to vont ensemble</translation>
        </message>
        <message>
            <source>elodesk {command}: give exactly one of --from/--to, --event</source>
            <translation>elodesk {command} : indiquez une seule de ces options : --from/--to, --event</translation>
        </message>
        <message>
            <source>elodesk {command}: give exactly one of --from/--to, --event, --inactivity, --uplift</source>
            <translation>elodesk {command} : indiquez une seule de ces options : --from/--to, --event, --inactivity, --uplift</translation>
        </message>
        <message>
            <source>elodesk: the application cannot start ({reason}); the commands still work, see elodesk --help</source>
            <translation>elodesk : l'application ne peut pas démarrer ({reason}) ; les commandes fonctionnent toujours, voyez elodesk --help</translation>
        </message>
        <message>
            <source>{file}: a template is an Excel workbook, expected a name ending in .xlsx</source>
            <translation>{file} : un modèle est un classeur Excel ; un nom finissant par .xlsx est attendu</translation>
        </message>
        <message>
            <source>{file}: cannot write ({reason})</source>
            <translation>{file} : écriture impossible ({reason})</translation>
        </message>
        <message>
            <source>{file}: is a directory, expected a JSON file</source>
            <translation>{file} : est un dossier ; un fichier JSON est attendu</translation>
        </message>
        <message>
            <source>{file}: no such file</source>
            <translation>{file} : fichier introuvable</translation>
        </message>
        <message>
            <source>{file}: not valid JSON: {reason}</source>
            <translation>{file} : JSON non valable : {reason}</translation>
        </message>
        <message>
            <source>{file}: permission denied</source>
            <translation>{file} : accès refusé</translation>
        </message>
        <message>
            <source>{prog}: {message}</source>
            <translation>{prog} : {message}</translation>
        </message>
        <message>
            <source>a round robin needs at least two players</source>
            <translation>un toutes-rondes demande au moins deux joueurs</translation>
        </message>
        <message>
            <source>a round robin of {players} players has {total} rounds, not round {round}</source>
            <translation>un toutes-rondes de {players} joueurs compte {total} rondes, pas de ronde {round}</translation>
        </message>
        <message>
            <source>all {total} rounds of {event} are paired already</source>
            <translation>les {total} rondes de {event} sont déjà appariées</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria (players who met already, colours)</source>
            <translation>aucun appariement ne respecte les critères absolus (joueurs qui se sont déjà rencontrés, couleurs)</translation>
        </message>
        <message>
            <source>no pairing satisfies the absolute criteria (players who met already, colours, the bye)</source>
            <translation>aucun appariement ne respecte les critères absolus (joueurs qui se sont déjà rencontrés, couleurs, le bye)</translation>
        </message>
        <message>
            <source>round {round} still has games without a result: enter them before pairing the next round</source>
            <translation>la ronde {round} a encore des parties sans résultat : encodez-les avant d'apparier la ronde suivante</translation>
        </message>
        <message>
            <source>the colour of the first player in round 1 is not given (XXC white1 or XXC black1)</source>
            <translation>la couleur du premier joueur à la ronde 1 n'est pas donnée (XXC white1 ou XXC black1)</translation>
        </message>
        <message>
            <source>the number of rounds is not given (XXR, or elodesk pair --rounds): the Dutch system needs it for the last round</source>
            <translation>le nombre de rondes n'est pas donné (XXR, ou elodesk pair --rounds) : le système néerlandais en a besoin pour la dernière ronde</translation>
        </message>
        <message>
            <source>{event} does not say how many rounds it has, which the Dutch system needs for the last round: enter it in the event's details (F2)</source>
            <translation>{event} ne dit pas combien de rondes il compte, ce dont le système néerlandais a besoin pour la dernière ronde : indiquez-le dans les détails du tournoi (F2)</translation>
        </message>
        <message>
            <source>{tag} records are not used for pairing</source>
            <translation>les enregistrements {tag} ne servent pas à l'appariement</translation>
        </message>
        <message>
            <source>no TimeControl tag tells the rate: "{rate}" is read from the event's name</source>
            <translation>aucune étiquette TimeControl ne donne le rythme : « {rate} » est lu dans le nom du tournoi</translation>
        </message>
        <message>
            <source>no Result tag: the result "{ending}" is read from the end of the moves</source>
            <translation>pas d'étiquette Result : le résultat « {ending} » est lu à la fin des coups</translation>
        </message>
        <message>
            <source>Result tag "{result}" but the moves end with "{ending}": the tag is read</source>
            <translation>étiquette Result « {result} » mais les coups se terminent par « {ending} » : l'étiquette est retenue</translation>
        </message>
        <message>
            <source>the same players already play in round {round} at line {first}: a copy of that game, left out</source>
            <translation>les mêmes joueurs jouent déjà la ronde {round} à la ligne {first} : une copie de cette partie, écartée</translation>
        </message>
        <message>
            <source>no game has a complete date: the event is dated {day}, the first day of "{date}"</source>
            <translation>aucune partie n'a de date complète : le tournoi est daté du {day}, premier jour de « {date} »</translation>
        </message>
        <message>
            <source>1 game of {rate} (TimeControl) in a {event_rate} event: not imported, an event has one rate</source>
            <translation>1 partie en {rate} (TimeControl) dans un tournoi en {event_rate} : non importée, un tournoi n'a qu'un rythme</translation>
        </message>
        <message>
            <source>lines {lines}: {count} games of {rate} (TimeControl) in a {event_rate} event: not imported, an event has one rate</source>
            <translation>lignes {lines} : {count} parties en {rate} (TimeControl) dans un tournoi en {event_rate} : non importées, un tournoi n'a qu'un rythme</translation>
        </message>
        <message>
            <source>game against "{name}", who stands for the bye: read as a bye "{kind}" of {player} in round {round}</source>
            <translation>partie contre « {name} », qui représente l'exemption : lue comme une exemption « {kind} » de {player} à la ronde {round}</translation>
        </message>
        <message>
            <source>game against "{name}", who stands for the bye: no game, and without a round no bye either</source>
            <translation>partie contre « {name} », qui représente l'exemption : pas une partie, et sans ronde pas d'exemption non plus</translation>
        </message>
        <message>
            <source>games played on {site}: their WhiteElo and BlackElo are {site} ratings, not FIDE ratings: left out</source>
            <translation>parties jouées sur {site} : leurs WhiteElo et BlackElo sont des cotes {site}, pas des cotes FIDE : écartées</translation>
        </message>
        <message>
            <source>{players} player(s) kept their FIDE ratings from a later list (the newest of {newest}): this list, of {month}, is older and was not applied to them; import the lists oldest first</source>
            <translation>{players} joueur(s) gardent leurs cotes FIDE d'une liste plus récente (la plus récente date de {newest}) : cette liste, de {month}, est plus ancienne et ne leur a pas été appliquée ; importez les listes de la plus ancienne à la plus récente</translation>
        </message>
        <message>
            <source>the list gives no month (neither its header nor its file name): elodesk cannot tell whether it is older than the lists the FIDE ratings of {players} player(s) came from (the newest of {newest}); its ratings were applied</source>
            <translation>la liste ne donne aucun mois (ni son en-tête ni son nom de fichier) : elodesk ne peut pas savoir si elle est plus ancienne que les listes dont viennent les cotes FIDE de {players} joueur(s) (la plus récente date de {newest}) ; ses cotes ont été appliquées</translation>
        </message>
        <message>
            <source>tag {tag} "{value}": the file is lichess's export, its rating column holds lichess ratings, not FIDE ratings: left out</source>
            <translation>étiquette {tag} « {value} » : le fichier est un export de lichess, sa colonne de cote contient des cotes lichess, pas des cotes FIDE : écartées</translation>
        </message>
        <message>
            <source>elodesk: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); start it from a desktop session, or use the commands (elodesk --help)</source>
            <translation>elodesk : aucun écran où ouvrir la fenêtre (ni DISPLAY ni WAYLAND_DISPLAY n'est défini) ; lancez-le depuis une session de bureau, ou utilisez les commandes (elodesk --help)</translation>
        </message>
        <message>
            <source>elodesk: the window needs libraries this system lacks ({packages}): install them with 'sudo apt-get install {packages}'; the commands still work (elodesk --help)</source>
            <translation>elodesk : la fenêtre a besoin de bibliothèques absentes de ce système ({packages}) : installez-les avec « sudo apt-get install {packages} » ; les commandes fonctionnent toujours (elodesk --help)</translation>
        </message>
        <message>
            <source>{path}: the folder {folder} does not exist</source>
            <translation>{path} : le dossier {folder} n'existe pas</translation>
        </message>
        <message>
            <source>expected a date as DD/MM/YYYY or YYYY-MM-DD, got {text}</source>
            <translation>date attendue sous la forme JJ/MM/AAAA ou AAAA-MM-JJ, trouvé « {text} »</translation>
        </message>
        <message>
            <source>expected a month as MM/YYYY or YYYY-MM, got {text}</source>
            <translation>mois attendu sous la forme MM/AAAA ou AAAA-MM, trouvé « {text} »</translation>
        </message>
        <message>
            <source>{option}: no such folder {folder}</source>
            <translation>{option} : dossier introuvable {folder}</translation>
        </message>
        <message>
            <source>{file}: more than the {cap} MB that elodesk reads: refused</source>
            <translation>{file} : plus que les {cap} Mo qu'elodesk lit : refusé</translation>
        </message>
        <message>
            <source>{path} is an empty file (0 bytes), not a club database: nothing was written to it; a new club is made with File &gt; New or in a file that does not exist yet</source>
            <translation>{path} est un fichier vide (0 octet), pas une base de club : rien n'y a été écrit ; un nouveau club se crée par Fichier &gt; Nouveau ou dans un fichier qui n'existe pas encore</translation>
        </message>
        <message>
            <source>{path} is an SQLite database of another program (tables {tables}), not an elodesk club database: nothing was written to it</source>
            <translation>{path} est une base SQLite d'un autre programme (tables {tables}), pas une base de club elodesk : rien n'y a été écrit</translation>
        </message>
        <message>
            <source>{path} was made by a newer elodesk (schema version {version}; this elodesk knows up to {ours}): nothing was written to it; open it with that version or a newer one</source>
            <translation>{path} a été créée par un elodesk plus récent (version de schéma {version} ; cet elodesk connaît jusqu'à la {ours}) : rien n'y a été écrit ; ouvrez-la avec cette version ou une plus récente</translation>
        </message>
        <message>
            <source>{path} was changed by a newer elodesk (steps {names}, unknown to this one): nothing was written to it; open it with that version or a newer one</source>
            <translation>{path} a été modifiée par un elodesk plus récent (étapes {names}, inconnues de celui-ci) : rien n'y a été écrit ; ouvrez-la avec cette version ou une plus récente</translation>
        </message>
        <message>
            <source>event {event} ({name}) was imported before events had a rate and counted as standard; its file {file} names a {rate} event: it is now one. Look again at any period applied over it</source>
            <translation>le tournoi {event} ({name}) a été importé avant que les tournois aient une cadence et compté en standard ; son fichier {file} désigne un tournoi en {rate} : il l'est désormais. Revoyez toute période déjà appliquée qui le couvre</translation>
        </message>
        <message>
            <source>event {event} ({name}) was imported before events had a rate and counted as standard; its name says {rate}: it is now a {rate} event. Look again at any period applied over it</source>
            <translation>le tournoi {event} ({name}) a été importé avant que les tournois aient une cadence et compté en standard ; son nom dit {rate} : c'est désormais un tournoi en {rate}. Revoyez toute période déjà appliquée qui le couvre</translation>
        </message>
        <message>
            <source>the period {start} – {end} applied over event {event} rated its games as standard ones: undo it (with the periods applied after it) and apply it again to leave them out</source>
            <translation>la période du {start} au {end} appliquée sur le tournoi {event} a compté ses parties comme des parties en standard : annulez-la (avec les périodes appliquées après elle) et appliquez-la à nouveau pour les écarter</translation>
        </message>
        <message>
            <source>{edition} is not an edition of the tie-break regulations: {editions}</source>
            <translation>{edition} n'est pas une édition du règlement des départages : {editions}</translation>
        </message>
        <message>
            <source>tag {tag}: tie-breaks elodesk does not compute ({codes}): the file's tie-breaks left out</source>
            <translation>étiquette {tag} : départages qu'elodesk ne calcule pas ({codes}) : ceux du fichier ne sont pas repris</translation>
        </message>
        <message>
            <source>event {event} is a {system} event: only chess events are rated by several systems</source>
            <translation>l'événement {event} est un événement {system} : seuls les événements d'échecs sont classés par plusieurs systèmes</translation>
        </message>
        <message>
            <source>{file} is the club database open in elodesk (or a file SQLite keeps beside it): it cannot be imported into itself</source>
            <translation>{file} est la base du club ouverte dans elodesk (ou un fichier que SQLite garde à côté) : elle ne peut pas être importée en elle-même</translation>
        </message>
        <message>
            <source>{file} is not a club database but a file SQLite or elodesk keeps beside one; open the database itself</source>
            <translation>{file} n'est pas une base de club mais un fichier que SQLite ou elodesk garde à côté d'une base ; ouvrez la base elle-même</translation>
        </message>
        <message>
            <source>{file} was found damaged or out of reach: elodesk writes nothing more to it; open it again, or one of its backups</source>
            <translation>{file} s'est révélé abîmé ou hors d'atteinte : elodesk n'y écrit plus rien ; ouvrez-le à nouveau, ou une de ses sauvegardes</translation>
        </message>
        <message>
            <source>player {number} is the only one to pair and cannot have the bye: he already had a bye or a win without playing (C2)</source>
            <translation>le joueur {number} est le seul à apparier et ne peut pas recevoir le bye : il a déjà eu un bye ou une victoire sans jouer (C2)</translation>
        </message>
        <message>
            <source>{tag}: expected points such as 3.0, got "{text}"</source>
            <translation>{tag} : points attendus, comme 3.0, trouvé « {text} »</translation>
        </message>
        <message>
            <source>162: expected result codes (W D L A P X) each followed by its points, such as W 3.0 D 1.0, got "{text}"</source>
            <translation>162 : codes de résultat attendus (W D L A P X), chacun suivi de ses points, comme W 3.0 D 1.0, trouvé « {text} »</translation>
        </message>
        <message>
            <source>{players} players to pair: the Dutch pairing handles at most {limit} players in one round (its memory grows with the square of the field)</source>
            <translation>{players} joueurs à apparier : l'appariement par le système néerlandais traite au plus {limit} joueurs par ronde (sa mémoire croît comme le carré du nombre de joueurs)</translation>
        </message>
        <message>
            <source>the table definition pages loop back to page {page}: the file is damaged</source>
            <translation>les pages de définition de la table reviennent en boucle à la page {page} : le fichier est endommagé</translation>
        </message>
        <message>
            <source>the table definition goes on in page {page}, which holds none: the file is damaged</source>
            <translation>la définition de la table se poursuit à la page {page}, qui n'en contient pas : le fichier est endommagé</translation>
        </message>
        <message>
            <source>the line is longer than {longest} characters, the most elodesk reads on one line of a {format} file: refused</source>
            <translation>la ligne dépasse {longest} caractères, le maximum qu'elodesk lit sur une ligne d'un fichier {format} : refusé</translation>
        </message>
        <message>
            <source>{message} (and {count} more like this, not listed)</source>
            <translation>{message} (et {count} autres du même genre, non listés)</translation>
        </message>
        <message>
            <source>event {name} ended on {end}, more than five days before the month's end: only an event ending within five days of it may go on a later FIDE list (9.1)</source>
            <translation>l'événement {name} s'est terminé le {end}, plus de cinq jours avant la fin du mois : seul un événement terminé dans les cinq derniers jours du mois peut aller sur une liste FIDE plus tardive (9.1)</translation>
        </message>
        <message>
            <source>the file is cut short: its {size} bytes are not a whole number of {page_size}-byte pages</source>
            <translation>le fichier est tronqué : ses {size} octets ne font pas un nombre entier de pages de {page_size} octets</translation>
        </message>
        <message>
            <source>the table counts {expected} rows but only {found} can be read: the file is damaged or cut short</source>
            <translation>la table compte {expected} lignes mais seules {found} peuvent être lues : le fichier est endommagé ou tronqué</translation>
        </message>
        <message>
            <source>the table definition's page {page} is beyond the end of the file (cut at {size} bytes): the file is damaged</source>
            <translation>la page {page} de la définition de la table est au-delà de la fin du fichier (coupé à {size} octets) : le fichier est endommagé</translation>
        </message>
        <message>
            <source>the table's data page {page} is beyond the end of the file (cut at {size} bytes): the file is damaged</source>
            <translation>la page de données {page} de la table est au-delà de la fin du fichier (coupé à {size} octets) : le fichier est endommagé</translation>
        </message>
        <message>
            <source>the table's usage map is in page {page}, beyond the end of the file (cut at {size} bytes): the file is damaged</source>
            <translation>la carte d'occupation de la table est en page {page}, au-delà de la fin du fichier (coupé à {size} octets) : le fichier est endommagé</translation>
        </message>
        <message>
            <source>the table's usage map is unreadable: the file is damaged</source>
            <translation>la carte d'occupation de la table est illisible : le fichier est endommagé</translation>
        </message>
        <message>
            <source>{end} is {days} days after DateDebut {start}, longer than an event runs: kept (the file dates no round); check the event's dates</source>
            <translation>{end} est {days} jours après DateDebut {start}, plus longtemps que ne dure un tournoi : gardée (le fichier ne date aucune ronde) ; vérifiez les dates du tournoi</translation>
        </message>
        <message>
            <source>{end} is {days} days after DateDebut {start}, longer than an event runs: read as a rapid or blitz event of one day, {start}</source>
            <translation>{end} est {days} jours après DateDebut {start}, plus longtemps que ne dure un tournoi : lu comme un tournoi rapide ou blitz d'un jour, le {start}</translation>
        </message>
        <message>
            <source>{end} is {days} days after DateDebut {start}, longer than an event runs: the event ends on its last round's date, {last}</source>
            <translation>{end} est {days} jours après DateDebut {start}, plus longtemps que ne dure un tournoi : le tournoi finit à la date de sa dernière ronde, le {last}</translation>
        </message>
        <message>
            <source>{end} is before DateDebut {start}: the event is dated {first} – {last}</source>
            <translation>{end} est avant DateDebut {start} : le tournoi est daté du {first} au {last}</translation>
        </message>
        <message>
            <source>{file}: a {format} file holds no tournament to audit; expected one of {formats}</source>
            <translation>{file} : un fichier {format} ne contient pas de tournoi à vérifier ; attendu : {formats}</translation>
        </message>
        <message>
            <source>FIDE id {fide} is carried by several matricules, {players}: given to none of them (set it by hand on the right one)</source>
            <translation>l'identifiant FIDE {fide} est porté par plusieurs matricules, {players} : il n'est donné à aucun (à saisir à la main sur le bon joueur)</translation>
        </message>
        <message>
            <source>matricules {players} share a name and a birth date: kept as two players; merge them if they are one person</source>
            <translation>les matricules {players} ont le même nom et la même date de naissance : gardés comme deux joueurs ; fusionnez-les s'il s'agit d'une seule personne</translation>
        </message>
        <message>
            <source>column "{header}" is not read: elodesk does not know it</source>
            <translation>la colonne « {header} » n'est pas lue : elodesk ne la connaît pas</translation>
        </message>
        <message>
            <source>"{header}" read as the FIDE rating: the sheet has FIDE ids and no other rating column</source>
            <translation>« {header} » lu comme le classement FIDE : la feuille a des identifiants FIDE et aucune autre colonne de classement</translation>
        </message>
        <message>
            <source>"{header}" read as the {system} member number: {count} of the sheet's {total} players are of federation {federation}</source>
            <translation>« {header} » lu comme le numéro de membre {system} : {count} des {total} joueurs de la feuille sont de la fédération {federation}</translation>
        </message>
        <message>
            <source>"{header}" read as the {system} rating: {count} of the sheet's {total} players are of federation {federation}</source>
            <translation>« {header} » lu comme le classement {system} : {count} des {total} joueurs de la feuille sont de la fédération {federation}</translation>
        </message>
        <message>
            <source>"{header}" is not read: it is a national column and most of the sheet's players are of no federation whose ratings the club keeps (BEL, FRA)</source>
            <translation>« {header} » n'est pas lu : c'est une colonne nationale et la plupart des joueurs de la feuille ne sont d'aucune fédération dont le club garde les classements (BEL, FRA)</translation>
        </message>
        <message>
            <source>"{header}" holds years: each birth date is written 1 January of its year</source>
            <translation>« {header} » contient des années : chaque date de naissance est notée au 1er janvier de son année</translation>
        </message>
        <message>
            <source>expected a Belgian member number (digits), got "{value}"</source>
            <translation>un numéro de membre belge (des chiffres) était attendu, trouvé « {value} »</translation>
        </message>
        <message>
            <source>no header line: none of the first {count} lines names a column elodesk knows (the first reads {cells}); add a line naming the columns, with {expected}</source>
            <translation>pas de ligne d'en-tête : aucune des {count} premières lignes ne nomme une colonne connue d'elodesk (la première contient {cells}) ; ajoutez une ligne nommant les colonnes, avec {expected}</translation>
        </message>
        <message>
            <source>expected a players table with the columns {required}; missing {missing} (has {has})</source>
            <translation>une table players avec les colonnes {required} était attendue ; il manque {missing} (elle a {has})</translation>
        </message>
        <message>
            <source>not a readable SQLite list ({reason})</source>
            <translation>pas une liste SQLite lisible ({reason})</translation>
        </message>
        <message>
            <source>"{header}" is not read: it is a national column and the sheet has no federation column to tell which nation's (add one, or name the column "Elo FRBE" or "Elo FFE")</source>
            <translation>« {header} » n'est pas lu : c'est une colonne nationale et la feuille n'a pas de colonne de fédération pour dire de quel pays (ajoutez-en une, ou nommez la colonne « Elo FRBE » ou « Elo FFE »)</translation>
        </message>
        <message>
            <source>tag 132: the round dates are written {order} ("{cell}" is read as {day}), the only order in which the rounds follow each other: read so</source>
            <translation>étiquette 132 : les dates des rondes sont écrites {order} (« {cell} » est lu comme le {day}), le seul ordre dans lequel les rondes se suivent : lues ainsi</translation>
        </message>
        <message>
            <source>tag 132: the round dates lie outside the event's dates ({start} to {end}) whichever order they are read in: left out, the games take the event's dates</source>
            <translation>étiquette 132 : les dates des rondes tombent hors des dates du tournoi (du {start} au {end}) dans quelque ordre qu'on les lise : ignorées, les parties prennent les dates du tournoi</translation>
        </message>
        <message>
            <source>tag 132: the round dates can be read in several orders ({orders}), each inside the event's dates ({start} to {end}): left out, the games take the event's dates</source>
            <translation>étiquette 132 : les dates des rondes peuvent se lire dans plusieurs ordres ({orders}), chaque fois dans les dates du tournoi (du {start} au {end}) : ignorées, les parties prennent les dates du tournoi</translation>
        </message>
        <message>
            <source>tag 132: the round dates are written {order} ("{cell}" is read as {day}), the order that puts them inside the event's dates ({start} to {end}): read so</source>
            <translation>étiquette 132 : les dates des rondes sont écrites {order} (« {cell} » est lu comme le {day}), l'ordre qui les place dans les dates du tournoi (du {start} au {end}) : lues ainsi</translation>
        </message>
        <message>
            <source>1 tag section without a result (no Result tag, no moves ending with one): no game, not imported</source>
            <translation>1 section d'étiquettes sans résultat (ni étiquette Result, ni coups finissant par un résultat) : pas une partie, non importée</translation>
        </message>
        <message>
            <source>lines {lines}: {count} tag sections without a result (no Result tag, no moves ending with one): no game, not imported</source>
            <translation>lignes {lines} : {count} sections d'étiquettes sans résultat (ni étiquette Result, ni coups finissant par un résultat) : pas des parties, non importées</translation>
        </message>
        <message>
            <source>no result in any of the {count} tag sections (no Result tag, no moves ending with one): the file holds no game</source>
            <translation>aucun résultat dans les {count} sections d'étiquettes (ni étiquette Result, ni coups finissant par un résultat) : le fichier ne contient aucune partie</translation>
        </message>
        <message>
            <source>a player plays twice in round {round} (lines {first} and {line}): the rounds are numbered anew, one after another ({listed})</source>
            <translation>un joueur joue deux fois à la ronde {round} (lignes {first} et {line}) : les rondes sont renumérotées, l'une après l'autre ({listed})</translation>
        </message>
        <message>
            <source>a player plays twice in round {round} (lines {first} and {line}), in the same event, round, board and date: each game is numbered a round of its own, in file order</source>
            <translation>un joueur joue deux fois à la ronde {round} (lignes {first} et {line}), dans le même tournoi, la même ronde, le même échiquier et à la même date : chaque partie devient une ronde à part, dans l'ordre du fichier</translation>
        </message>
        <message>
            <source>{count} of the file's {carried} players with a Belgian rating have none in the club database (the first: {name}, {rating}): they count as unrated until the federation's Belgian list is imported, which gives each his number of games; import it before the preview</source>
            <translation>{count} des {carried} joueurs du fichier ayant un classement belge n'en ont pas dans la base du club (le premier : {name}, {rating}) : ils comptent comme non classés tant que la liste belge de la fédération n'est pas importée, elle seule donne à chacun son nombre de parties ; importez-la avant l'aperçu</translation>
        </message>
        <message>
            <source>event {event}: {player} has more than one game or bye in round {round}, which a TRF cannot hold</source>
            <translation>événement {event} : {player} a plus d'une partie ou d'un bye à la ronde {round}, ce qu'un TRF ne peut contenir</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" comes before the start ({start}): {day}, the end date of tag 00F (E=), is taken</source>
            <translation>étiquette 052 (date de fin) « {value} » précède le début ({start}) : le {day}, date de fin de l'étiquette 00F (E=), est retenu</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" comes before the start ({start}): {day}, the last round date (tag 132), is taken</source>
            <translation>étiquette 052 (date de fin) « {value} » précède le début ({start}) : le {day}, date de la dernière ronde (étiquette 132), est retenu</translation>
        </message>
        <message>
            <source>tag 052 (end date) "{value}" comes before the start ({start}): the event is taken to end on its start</source>
            <translation>étiquette 052 (date de fin) « {value} » précède le début ({start}) : le tournoi est réputé finir le jour de son début</translation>
        </message>
        <message>
            <source>{count} games have no round number: each is numbered the first round after its players' last game, in the order of their dates (rounds {first}–{last})</source>
            <translation>{count} parties sans numéro de ronde : chacune reçoit la première ronde après la dernière partie de ses joueurs, dans l'ordre de leurs dates (rondes {first} à {last})</translation>
        </message>
        <message>
            <source>{event}: no player has a Belgian matricule or rating: the Belgian submission file exists to carry them and would hold none; send FIDE's tournament report instead (fide-trf)</source>
            <translation>{event} : aucun joueur n'a de matricule ni de cote belges : le fichier de soumission belge existe pour les porter et n'en contiendrait aucun ; envoyez plutôt le rapport de tournoi FIDE (fide-trf)</translation>
        </message>
        <message>
            <source>The club changed since this preview (games, players or ratings): preview it again, then apply</source>
            <translation>Le club a changé depuis cet aperçu (parties, joueurs ou classements) : refaites l'aperçu, puis appliquez</translation>
        </message>
        <message>
            <source>{option} {mode}: {system} ranks by mode: {modes}</source>
            <translation>{option} {mode} : {system} se classe par mode : {modes}</translation>
        </message>
        <message>
            <source>no header line: the columns were read by their place, as {program} writes its player file ({columns}), which the first {count} lines fit</source>
            <translation>pas de ligne d'en-tête : les colonnes ont été lues à leur place, comme {program} écrit son fichier de joueurs ({columns}), ce que respectent les {count} premières lignes</translation>
        </message>
        <message>
            <source>{count} games of a lichess study are dated by UTCDate, the day their chapter was made: each is dated the last day of its round</source>
            <translation>{count} parties d'une étude lichess sont datées par UTCDate, le jour où leur chapitre a été créé : chacune est datée du dernier jour de sa ronde</translation>
        </message>
        <message>
            <source>round {round} is beyond the tournament's last round, round {total}</source>
            <translation>la ronde {round} dépasse la dernière ronde du tournoi, la ronde {total}</translation>
        </message>
        <message>
            <source>the ranking does not list each player once (pairing number {number})</source>
            <translation>le classement ne cite pas chaque joueur une seule fois (numéro d'appariement {number})</translation>
        </message>
        <message>
            <source>the history of player {player} does not match the rounds paired so far (entries: {count}, rounds paired: {played})</source>
            <translation>l'historique du joueur {player} ne correspond pas aux rondes appariées (entrées : {count}, rondes appariées : {played})</translation>
        </message>
        <message>
            <source>round {round}: player {player} is paired against himself</source>
            <translation>ronde {round} : le joueur {player} est apparié contre lui-même</translation>
        </message>
        <message>
            <source>round {round}: the opponent of player {player}, number {number}, is not among the players</source>
            <translation>ronde {round} : l'adversaire du joueur {player}, numéro {number}, n'est pas parmi les joueurs</translation>
        </message>
        <message>
            <source>round {round}: player {player} had the bye, yet player {opponent} was paired against him</source>
            <translation>ronde {round} : le joueur {player} a eu le bye, et pourtant le joueur {opponent} a été apparié contre lui</translation>
        </message>
        <message>
            <source>round {round}: player {player} was not paired (absent or a bye), yet player {opponent} was paired against him</source>
            <translation>ronde {round} : le joueur {player} n'a pas été apparié (absent ou bye), et pourtant le joueur {opponent} a été apparié contre lui</translation>
        </message>
        <message>
            <source>round {round}: player {player} is in two games, against {first} and against {second}</source>
            <translation>ronde {round} : le joueur {player} est dans deux parties, contre {first} et contre {second}</translation>
        </message>
        <message>
            <source>round {round}: players {player} and {opponent} do not tell the same game (played over the board or not, the colours)</source>
            <translation>ronde {round} : les joueurs {player} et {opponent} ne décrivent pas la même partie (jouée sur l'échiquier ou non, les couleurs)</translation>
        </message>
    </context>
    <context>
        <name>EventDialog</name>
        <message>
            <source>New event</source>
            <translation>Nouvel événement</translation>
        </message>
        <message>
            <source>Edit event</source>
            <translation>Modifier l'événement</translation>
        </message>
        <message>
            <source>e.g. Club championship 2026</source>
            <translation>p. ex. Championnat du club 2026</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>lente</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapide</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>not set</source>
            <translation>non fixée</translation>
        </message>
        <message>
            <source>not fixed</source>
            <translation>non fixé</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <source>&amp;Rating system:</source>
            <translation>&amp;Système de classement :</translation>
        </message>
        <message>
            <source>R&amp;ate:</source>
            <translation>&amp;Cadence :</translation>
        </message>
        <message>
            <source>&amp;Place:</source>
            <translation>&amp;Lieu :</translation>
        </message>
        <message>
            <source>&amp;From:</source>
            <translation>&amp;Du :</translation>
        </message>
        <message>
            <source>&amp;To:</source>
            <translation>&amp;Au :</translation>
        </message>
        <message>
            <source>&amp;Arbiter:</source>
            <translation>Ar&amp;bitre :</translation>
        </message>
        <message>
            <source>R&amp;ounds:</source>
            <translation>&amp;Rondes :</translation>
        </message>
        <message>
            <source>Create</source>
            <translation>Créer</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Give the event a name.</source>
            <translation>Donnez un nom à l'événement.</translation>
        </message>
        <message>
            <source>The event cannot end before it starts.</source>
            <translation>L'événement ne peut pas finir avant d'avoir commencé.</translation>
        </message>
        <message>
            <source>Rated &amp;by:</source>
            <translation>Classé &amp;par :</translation>
        </message>
        <message>
            <source>One list &amp;later (reported late, 9.1)</source>
            <translation>Une liste plus &amp;tard (transmis tardivement, 9.1)</translation>
        </message>
        <message>
            <source>FIDE list:</source>
            <translation>Liste FIDE :</translation>
        </message>
        <message>
            <source>Give the event's dates to know its FIDE list.</source>
            <translation>Donnez les dates de l'événement pour connaître sa liste FIDE.</translation>
        </message>
    </context>
    <context>
        <name>EventsModels</name>
        <message>
            <source>Crushing victory for side A</source>
            <translation>Victoire écrasante du camp A</translation>
        </message>
        <message>
            <source>Decisive victory for side A</source>
            <translation>Victoire décisive du camp A</translation>
        </message>
        <message>
            <source>Marginal victory for side A</source>
            <translation>Victoire marginale du camp A</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Match nul</translation>
        </message>
        <message>
            <source>Marginal victory for side B</source>
            <translation>Victoire marginale du camp B</translation>
        </message>
        <message>
            <source>Decisive victory for side B</source>
            <translation>Victoire décisive du camp B</translation>
        </message>
        <message>
            <source>Crushing victory for side B</source>
            <translation>Victoire écrasante du camp B</translation>
        </message>
        <message>
            <source>A, crushing</source>
            <translation>A, écrasante</translation>
        </message>
        <message>
            <source>A, decisive</source>
            <translation>A, décisive</translation>
        </message>
        <message>
            <source>A, marginal</source>
            <translation>A, marginale</translation>
        </message>
        <message>
            <source>B, marginal</source>
            <translation>B, marginale</translation>
        </message>
        <message>
            <source>B, decisive</source>
            <translation>B, décisive</translation>
        </message>
        <message>
            <source>B, crushing</source>
            <translation>B, écrasante</translation>
        </message>
        <message>
            <source>Blitz (no messages)</source>
            <translation>Blitz (sans messages)</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classique</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>En attente</translation>
        </message>
        <message>
            <source>Distinguished</source>
            <translation>Distinguée</translation>
        </message>
        <message>
            <source>C-Diplo</source>
            <translation>C-Diplo</translation>
        </message>
        <message>
            <source>Draw size (DSS)</source>
            <translation>Taille de la nulle (DSS)</translation>
        </message>
        <message>
            <source>Sum of squares (SoS)</source>
            <translation>Somme des carrés (SoS)</translation>
        </message>
        <message>
            <source>Supply centres</source>
            <translation>Centres</translation>
        </message>
        <message>
            <source>Manual</source>
            <translation>Manuelle</translation>
        </message>
        <message>
            <source>England</source>
            <translation>Angleterre</translation>
        </message>
        <message>
            <source>France</source>
            <translation>France</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Allemagne</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italie</translation>
        </message>
        <message>
            <source>Austria</source>
            <translation>Autriche</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Russie</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turquie</translation>
        </message>
        <message>
            <source>Carthage</source>
            <translation>Carthage</translation>
        </message>
        <message>
            <source>Egypt</source>
            <translation>Égypte</translation>
        </message>
        <message>
            <source>Greece</source>
            <translation>Grèce</translation>
        </message>
        <message>
            <source>Persia</source>
            <translation>Perse</translation>
        </message>
        <message>
            <source>Rome</source>
            <translation>Rome</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>exempt (½ point)</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>exempt (1 point)</translation>
        </message>
        <message>
            <source>pairing bye</source>
            <translation>exempt d'appariement</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>absent</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>exempt</translation>
        </message>
        <message>
            <source>No (unknown map)</source>
            <translation>Non (carte inconnue)</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>No (not for Elo)</source>
            <translation>Non (hors Elo)</translation>
        </message>
        <message>
            <source>No (not finished)</source>
            <translation>Non (pas terminée)</translation>
        </message>
        <message>
            <source>No (excluded)</source>
            <translation>Non (exclue)</translation>
        </message>
        <message>
            <source>No (incomplete)</source>
            <translation>Non (incomplète)</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
    </context>
    <context>
        <name>EventsTableModel</name>
        <message>
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Dates</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Rated games: no forfeit, no bye, no game left unplayed</source>
            <translation>Parties comptant pour le classement : ni forfait, ni exempt, ni partie non jouée</translation>
        </message>
    </context>
    <context>
        <name>EventsView</name>
        <message>
            <source>{n} players</source>
            <translation>{n} joueurs</translation>
        </message>
        <message>
            <source>{n} games</source>
            <translation>{n} parties</translation>
        </message>
        <message>
            <source>Find an event</source>
            <translation>Chercher un événement</translation>
        </message>
        <message>
            <source>New event…</source>
            <translation>Nouvel événement…</translation>
        </message>
        <message>
            <source>An event you run in elodesk: enter its pairings and results here</source>
            <translation>Un événement que vous dirigez dans elodesk : saisissez-y ses appariements et ses résultats</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <source>Edit event…</source>
            <translation>Modifier l'événement…</translation>
        </message>
        <message>
            <source>Delete event…</source>
            <translation>Supprimer l'événement…</translation>
        </message>
        <message>
            <source>Pair &amp;next round…</source>
            <translation>Apparier la ronde &amp;suivante…</translation>
        </message>
        <message>
            <source>Pair the next round by the Dutch system or the round robin's table (Ctrl+P)</source>
            <translation>Apparier la ronde suivante au système suisse néerlandais ou selon la table du toutes-rondes (Ctrl+P)</translation>
        </message>
        <message>
            <source>Pair next round…</source>
            <translation>Apparier la ronde suivante…</translation>
        </message>
        <message>
            <source>Choose an event on the left, or create one with “New event…”.</source>
            <translation>Choisissez un événement à gauche, ou créez-en un avec « Nouvel événement… ».</translation>
        </message>
        <message>
            <source>arbiter: {name}</source>
            <translation>arbitre : {name}</translation>
        </message>
        <message>
            <source>rounds: {rounds}</source>
            <translation>rondes : {rounds}</translation>
        </message>
        <message>
            <source>Already rated by run {run} ({what}). A change here alters no rating until that run is undone and applied again.</source>
            <translation>Déjà pris en compte par le calcul {run} ({what}). Une modification ici ne change aucune cote tant que ce calcul n'a pas été annulé puis appliqué à nouveau.</translation>
        </message>
        <message>
            <source>Delete event</source>
            <translation>Supprimer l'événement</translation>
        </message>
        <message>
            <source>Delete {name} with its {players} players' entries and {games} games? The players stay in the club; Undo (Ctrl+Z) puts everything back.</source>
            <translation>Supprimer {name} avec les inscriptions de ses {players} joueurs et ses {games} parties ? Les joueurs restent au club ; Annuler (Ctrl+Z) remet tout en place.</translation>
        </message>
        <message>
            <source>Not stored: {reason}</source>
            <translation>Non enregistré : {reason}</translation>
        </message>
        <message>
            <source>Add battle…</source>
            <translation>Ajouter une bataille…</translation>
        </message>
        <message>
            <source>Edit battle…</source>
            <translation>Modifier la bataille…</translation>
        </message>
        <message>
            <source>Delete battle</source>
            <translation>Supprimer la bataille</translation>
        </message>
        <message>
            <source>Generals after round {n}</source>
            <translation>Généraux après la ronde {n}</translation>
        </message>
        <message>
            <source>Generals</source>
            <translation>Généraux</translation>
        </message>
        <message>
            <source>Add pairing…</source>
            <translation>Ajouter un appariement…</translation>
        </message>
        <message>
            <source>Enter result…</source>
            <translation>Saisir le résultat…</translation>
        </message>
        <message>
            <source>Delete pairing</source>
            <translation>Supprimer l'appariement</translation>
        </message>
        <message>
            <source>Standings after round {n}</source>
            <translation>Classement après la ronde {n}</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
        </message>
        <message>
            <source>Add game…</source>
            <translation>Ajouter une partie…</translation>
        </message>
        <message>
            <source>Edit game…</source>
            <translation>Modifier la partie…</translation>
        </message>
        <message>
            <source>Delete game</source>
            <translation>Supprimer la partie</translation>
        </message>
        <message>
            <source>Board (choose a game)</source>
            <translation>Table (choisissez une partie)</translation>
        </message>
        <message>
            <source>Board of game {game} — solo</source>
            <translation>Table de la partie {game} — solo</translation>
        </message>
        <message>
            <source>Board of game {game}</source>
            <translation>Table de la partie {game}</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde :</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <source>Pairings of this round</source>
            <translation>Appariements de cette ronde</translation>
        </message>
        <message>
            <source>Result slips of this round</source>
            <translation>Fiches de résultat de cette ronde</translation>
        </message>
        <message>
            <source>On a game: 1 = 1-0, “=” = ½-½, 0 = 0-1, + and − = won by forfeit; double-click or Enter for every result.</source>
            <translation>Sur une partie : 1 = 1-0, « = » = ½-½, 0 = 0-1, + et − = gain par forfait ; double-clic ou Entrée pour tous les résultats.</translation>
        </message>
        <message>
            <source>&amp;Tie-breaks…</source>
            <translation>&amp;Départages…</translation>
        </message>
        <message>
            <source>Choose this event's tie-breaks and their order (FIDE C.07)</source>
            <translation>Choisir les départages de ce tournoi et leur ordre (FIDE C.07)</translation>
        </message>
        <message>
            <source>All rounds</source>
            <translation>Toutes les rondes</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>“{key}” enters no result: type 1 (1-0), = (½-½), 0 (0-1), + or - (won by forfeit)</source>
            <translation>« {key} » n'entre aucun résultat : tapez 1 (1-0), = (½-½), 0 (0-1), + ou - (gain par forfait)</translation>
        </message>
        <message>
            <source>All {total} rounds of {name} are played. Add a round {next} to the event and pair it?</source>
            <translation>Les {total} rondes de {name} sont jouées. Ajouter une ronde {next} au tournoi et l'apparier ?</translation>
        </message>
        <message>
            <source>Pair next round</source>
            <translation>Apparier la ronde suivante</translation>
        </message>
        <message>
            <source>({tiebreaks} left out: the {edition} edition allows no Buchholz in a round robin)</source>
            <translation>({tiebreaks} omis : l'édition {edition} n'autorise pas le Buchholz dans un tournoi toutes rondes)</translation>
        </message>
    </context>
    <context>
        <name>ExplanationDialog</name>
        <message>
            <source>Explanation — {name}</source>
            <translation>Explication — {name}</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Système</translation>
        </message>
        <message>
            <source>No applied run has rated this player yet.</source>
            <translation>Aucun calcul appliqué n'a encore classé ce joueur.</translation>
        </message>
    </context>
    <context>
        <name>ExplanationView</name>
        <message>
            <source>First rating: {new}</source>
            <translation>Première cote : {new}</translation>
        </message>
        <message>
            <source>Still unrated</source>
            <translation>Toujours non classé</translation>
        </message>
        <message>
            <source>{old} → {new}</source>
            <translation>{old} → {new}</translation>
        </message>
        <message>
            <source>Belgian value computed: {value} (published at his FIDE rating)</source>
            <translation>Valeur belge calculée : {value} (il est publié à sa cote FIDE)</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Attendu</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>Contribution</source>
            <translation>Apport</translation>
        </message>
        <message>
            <source>first-rating archive, round {n}</source>
            <translation>archives de première cote, ronde {n}</translation>
        </message>
        <message>
            <source>How the figure was reached</source>
            <translation>Comment le chiffre a été obtenu</translation>
        </message>
        <message>
            <source>No game and no rule applied in this run.</source>
            <translation>Aucune partie et aucune règle appliquée dans ce calcul.</translation>
        </message>
        <message>
            <source>Still unrated; provisional rating {value} (not published)</source>
            <translation>Toujours non classé ; cote provisoire {value} (non publiée)</translation>
        </message>
        <message>
            <source>Career game</source>
            <translation>Partie de carrière</translation>
        </message>
        <message>
            <source>Opponent's value</source>
            <translation>Valeur de l'adversaire</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Compatible?</source>
            <translation>Compatible ?</translation>
        </message>
        <message>
            <source>{value} (estimate)</source>
            <translation>{value} (estimation)</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
    </context>
    <context>
        <name>FideIncreaseDialog</name>
        <message>
            <source>Standard list</source>
            <translation>Liste standard</translation>
        </message>
        <message>
            <source>Rapid list</source>
            <translation>Liste rapide</translation>
        </message>
        <message>
            <source>Blitz list</source>
            <translation>Liste blitz</translation>
        </message>
        <message>
            <source>&amp;List</source>
            <translation>&amp;Liste</translation>
        </message>
        <message>
            <source>FIDE 2024 increase</source>
            <translation>Hausse FIDE de 2024</translation>
        </message>
        <message>
            <source>On the lists of 1 March 2024 FIDE raised every rating below 2000 once, by the formula below (to the nearest whole number), on the standard, rapid and blitz lists alike; ratings of 2000 and more do not move. Apply it to each list of the club database once, before its March 2024 period.</source>
            <translation>Sur les listes du 1er mars 2024, la FIDE a relevé une fois toute cote inférieure à 2000, selon la formule ci-dessous (arrondie à l'entier le plus proche), sur les listes standard, rapide et blitz ; les cotes de 2000 et plus ne bougent pas. Appliquez-la une fois à chaque liste de la base du club, avant sa période de mars 2024.</translation>
        </message>
        <message>
            <source>new = old + 0.40 × (2000 − old)</source>
            <translation>nouvelle = ancienne + 0,40 × (2000 − ancienne)</translation>
        </message>
        <message>
            <source>No rating below 2000 on this list: the increase changes nothing.</source>
            <translation>Aucune cote inférieure à 2000 sur cette liste : la hausse ne change rien.</translation>
        </message>
        <message>
            <source>Raise {n} ratings below 2000 on this FIDE list? A backup of the database is made first; the increase is recorded in each player's history.</source>
            <translation>Relever {n} cotes inférieures à 2000 sur cette liste FIDE ? Une copie de sauvegarde de la base est faite d'abord ; la hausse est inscrite dans l'historique de chaque joueur.</translation>
        </message>
        <message>
            <source>Undo the increase (run {run})? Every rating of this list it raised goes back.</source>
            <translation>Annuler la hausse (calcul {run}) ? Chaque cote de cette liste qu'elle a relevée revient à sa valeur.</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <source>Folder</source>
            <translation>Dossier</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Voir dans :</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Fichiers de type :</translation>
        </message>
        <message>
            <source>{file} is a club database, or a file SQLite keeps beside one: elodesk does not write over it. Choose another name.</source>
            <translation>{file} est une base du club, ou un fichier que SQLite garde à côté d'une base : elodesk n'écrit pas par-dessus. Choisissez un autre nom.</translation>
        </message>
    </context>
    <context>
        <name>GeneralStandingsModel</name>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>General</source>
            <translation>Général</translation>
        </message>
        <message>
            <source>Battles</source>
            <translation>Batailles</translation>
        </message>
        <message>
            <source>Victories</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Nuls</translation>
        </message>
        <message>
            <source>Defeats</source>
            <translation>Défaites</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Sum of the battles' scores: 1.5 crushing, 1.25 decisive, 1 marginal victory, 0.5 draw</source>
            <translation>Somme des scores des batailles : 1,5 victoire écrasante, 1,25 décisive, 1 marginale, 0,5 match nul</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>Rating rules</source>
            <translation>Règles de classement</translation>
        </message>
        <message>
            <source>This page is missing: {path}</source>
            <translation>Cette page est introuvable : {path}</translation>
        </message>
    </context>
    <context>
        <name>HistoryPlayersModel</name>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message>
            <source>Classic games</source>
            <translation>Parties classiques</translation>
        </message>
        <message>
            <source>Blitz games</source>
            <translation>Parties blitz</translation>
        </message>
        <message>
            <source>Search a player…</source>
            <translation>Chercher un joueur…</translation>
        </message>
        <message>
            <source>C&amp;lear</source>
            <translation>&amp;Effacer</translation>
        </message>
        <message>
            <source>Rating &amp;history</source>
            <translation>&amp;Historique des cotes</translation>
        </message>
        <message>
            <source>Rating &amp;distribution</source>
            <translation>Ré&amp;partition des cotes</translation>
        </message>
        <message>
            <source>&amp;Save as PNG…</source>
            <translation>Enregistrer en P&amp;NG…</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Système</translation>
        </message>
        <message>
            <source>&amp;Games</source>
            <translation>&amp;Cadence</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Global Elo</source>
            <translation>Elo global</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>{system}, {mode}</source>
            <translation>{system}, {mode}</translation>
        </message>
        <message>
            <source>Standard list</source>
            <translation>Liste standard</translation>
        </message>
        <message>
            <source>Rapid list</source>
            <translation>Liste rapide</translation>
        </message>
        <message>
            <source>Blitz list</source>
            <translation>Liste blitz</translation>
        </message>
        <message>
            <source>At most {n} players on one plot: untick one first.</source>
            <translation>{n} joueurs au plus sur un graphique : décochez-en d'abord un.</translation>
        </message>
        <message>
            <source>Players shown: {n} (at most {max}).</source>
            <translation>Joueurs affichés : {n} (au plus {max}).</translation>
        </message>
        <message>
            <source>Tick up to {max} players.</source>
            <translation>Cochez jusqu'à {max} joueurs.</translation>
        </message>
        <message>
            <source>Tick one or more players in the list to see their ratings over time.</source>
            <translation>Cochez un ou plusieurs joueurs dans la liste pour voir l'évolution de leurs cotes.</translation>
        </message>
        <message>
            <source>No applied run has rated these players yet.</source>
            <translation>Aucun calcul appliqué n'a encore classé ces joueurs.</translation>
        </message>
        <message>
            <source>{title}: {n} current ratings</source>
            <translation>{title} : {n} cotes actuelles</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>No current rating in this system yet.</source>
            <translation>Pas encore de cote actuelle dans ce système.</translation>
        </message>
        <message>
            <source>Save the plot</source>
            <translation>Enregistrer le graphique</translation>
        </message>
        <message>
            <source>PNG pictures (*.png)</source>
            <translation>Images PNG (*.png)</translation>
        </message>
        <message>
            <source>Save as PNG</source>
            <translation>Enregistrer en PNG</translation>
        </message>
        <message>
            <source>The picture could not be written:
{error}</source>
            <translation>L'image n'a pas pu être écrite :
{error}</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <translation>Enregistré : {path}</translation>
        </message>
    </context>
    <context>
        <name>ImportDialog</name>
        <message>
            <source>Import a file</source>
            <translation>Importer un fichier</translation>
        </message>
        <message>
            <source>A tournament, a rating list or a result sheet</source>
            <translation>Un tournoi, une liste de classement ou une feuille de résultats</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>&amp;Parcourir…</translation>
        </message>
        <message>
            <source>Recognise from the content</source>
            <translation>Reconnaître d'après le contenu</translation>
        </message>
        <message>
            <source>From the file (or the club's default chess system)</source>
            <translation>D'après le fichier (ou le système d'échecs par défaut du club)</translation>
        </message>
        <message>
            <source>&amp;Preview</source>
            <translation>&amp;Aperçu</translation>
        </message>
        <message>
            <source>&amp;Import</source>
            <translation>&amp;Importer</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>A&amp;rrêter</translation>
        </message>
        <message>
            <source>Name in the file</source>
            <translation>Nom dans le fichier</translation>
        </message>
        <message>
            <source>Club record</source>
            <translation>Fiche du club</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Correspondance</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Détails</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Avertissements</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>F&amp;ormat</source>
            <translation>F&amp;ormat</translation>
        </message>
        <message>
            <source>S&amp;ystem</source>
            <translation>S&amp;ystème</translation>
        </message>
        <message>
            <source>Choose a file first.</source>
            <translation>Choisissez d'abord un fichier.</translation>
        </message>
        <message>
            <source>{file}: no such file.</source>
            <translation>{file} : fichier introuvable.</translation>
        </message>
        <message>
            <source>Reading the file…</source>
            <translation>Lecture du fichier…</translation>
        </message>
        <message>
            <source>Importing…</source>
            <translation>Importation…</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Arrêt en cours…</translation>
        </message>
        <message>
            <source>Preview: nothing is written yet. Click Import to import the file.</source>
            <translation>Aperçu : rien n'est encore écrit. Cliquez sur Importer pour importer le fichier.</translation>
        </message>
        <message>
            <source>The import had already finished when you stopped it: the file is imported.</source>
            <translation>L'importation était déjà terminée quand vous l'avez arrêtée : le fichier est importé.</translation>
        </message>
        <message>
            <source>Imported as event {id}.</source>
            <translation>Importé comme événement {id}.</translation>
        </message>
        <message>
            <source>Imported.</source>
            <translation>Importé.</translation>
        </message>
        <message>
            <source>The file could not be imported: {reason}</source>
            <translation>Le fichier n'a pas pu être importé : {reason}</translation>
        </message>
        <message>
            <source>Stopped: nothing was written.</source>
            <translation>Arrêté : rien n'a été écrit.</translation>
        </message>
        <message>
            <source>found by federation id</source>
            <translation>trouvé par l'identifiant fédéral</translation>
        </message>
        <message>
            <source>found by name and birth date</source>
            <translation>trouvé par le nom et la date de naissance</translation>
        </message>
        <message>
            <source>found by name</source>
            <translation>trouvé par le nom</translation>
        </message>
        <message>
            <source>new player</source>
            <translation>nouveau joueur</translation>
        </message>
        <message>
            <source>new record: ambiguous</source>
            <translation>nouvelle fiche : ambigu</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>{file} ({format})</source>
            <translation>{file} ({format})</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>{games} games, {forfeits} forfeits, {byes} byes</source>
            <translation>{games} parties, {forfeits} forfaits, {byes} exempts</translation>
        </message>
        <message>
            <source>{matched} found in the club, {created} new, {ambiguous} ambiguous</source>
            <translation>{matched} trouvés dans le club, {created} nouveaux, {ambiguous} ambigus</translation>
        </message>
        <message>
            <source>Ratings</source>
            <translation>Cotes</translation>
        </message>
        <message>
            <source>{count} set</source>
            <translation>{count} renseignées</translation>
        </message>
        <message>
            <source>Players ({count})</source>
            <translation>Joueurs ({count})</translation>
        </message>
        <message>
            <source>Warnings ({count})</source>
            <translation>Avertissements ({count})</translation>
        </message>
        <message>
            <source>a Belgian submission file</source>
            <translation>un fichier de soumission belge</translation>
        </message>
        <message>
            <source>the tournament's federation is {federation}</source>
            <translation>la fédération du tournoi est {federation}</translation>
        </message>
        <message>
            <source>the tournament's federation is {federation}, neither Belgium nor France: FIDE rates it (choose another system above to change it)</source>
            <translation>la fédération du tournoi est {federation}, ni la Belgique ni la France : la FIDE le classe (choisissez un autre système ci-dessus pour changer)</translation>
        </message>
        <message>
            <source>a Papi file naming no federation (the French federation's program)</source>
            <translation>un fichier Papi sans fédération (le programme de la fédération française)</translation>
        </message>
        <message>
            <source>the file names no federation: the club's default chess system</source>
            <translation>le fichier ne nomme aucune fédération : le système d'échecs par défaut du club</translation>
        </message>
        <message>
            <source>chosen above</source>
            <translation>choisi ci-dessus</translation>
        </message>
        <message>
            <source>could be: {candidates}</source>
            <translation>peut-être : {candidates}</translation>
        </message>
        <message>
            <source>the file adds: {fields}</source>
            <translation>le fichier ajoute : {fields}</translation>
        </message>
        <message>
            <source>Only the first {shown} of {count} players are listed.</source>
            <translation>Seuls les {shown} premiers joueurs sur {count} sont listés.</translation>
        </message>
        <message>
            <source>Rated by</source>
            <translation>Classé par</translation>
        </message>
        <message>
            <source>a Papi file, the French federation's program</source>
            <translation>un fichier Papi, le programme de la fédération française</translation>
        </message>
        <message>
            <source>the club's default chess system</source>
            <translation>le système d'échecs par défaut du club</translation>
        </message>
        <message>
            <source>your choice</source>
            <translation>votre choix</translation>
        </message>
        <message>
            <source>a FIDE tournament report</source>
            <translation>un rapport de tournoi FIDE</translation>
        </message>
        <message>
            <source>Papi: players with a FIDE rating</source>
            <translation>Papi : des joueurs ont un Elo FIDE</translation>
        </message>
        <message>
            <source>{system} ({reason})</source>
            <translation>{system} ({reason})</translation>
        </message>
        <message>
            <source>the file names no federation; its players carry that federation's ratings</source>
            <translation>le fichier ne nomme aucune fédération ; ses joueurs ont les cotes de cette fédération</translation>
        </message>
        <message>
            <source>the players carry its ratings</source>
            <translation>les joueurs en ont les cotes</translation>
        </message>
        <message>
            <source>Filter by name or record number…</source>
            <translation>Filtrer par nom ou numéro de fiche…</translation>
        </message>
        <message>
            <source>Every player</source>
            <translation>Tous les joueurs</translation>
        </message>
        <message>
            <source>Found in the club</source>
            <translation>Trouvés dans le club</translation>
        </message>
        <message>
            <source>New players</source>
            <translation>Nouveaux joueurs</translation>
        </message>
        <message>
            <source>Ambiguous</source>
            <translation>Ambigus</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Dates</translation>
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation>du {first} au {last}</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Cadence</translation>
        </message>
        <message>
            <source>{file}: elodesk does not recognise this file's format. If it is one of these, choose it in Format: {formats}.</source>
            <translation>{file} : elodesk ne reconnaît pas le format de ce fichier. S'il s'agit de l'un de ceux-ci, choisissez-le dans Format : {formats}.</translation>
        </message>
        <message>
            <source>Files elodesk reads ({patterns});;All files (*)</source>
            <translation>Fichiers lus par elodesk ({patterns});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>the file names no federation; most of its players are of {federation}</source>
            <translation>le fichier ne nomme aucune fédération ; la plupart de ses joueurs sont de la fédération {federation}</translation>
        </message>
        <message>
            <source>most players are of {federation}</source>
            <translation>la plupart des joueurs sont de la fédération {federation}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <source>Ratings</source>
            <translation>Classements</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Sheets</source>
            <translation>Feuilles</translation>
        </message>
        <message>
            <source>elodesk — {name}</source>
            <translation>elodesk — {name}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;New database…</source>
            <translation>&amp;Nouvelle base…</translation>
        </message>
        <message>
            <source>&amp;Open database…</source>
            <translation>&amp;Ouvrir une base…</translation>
        </message>
        <message>
            <source>Recent databases</source>
            <translation>Bases récentes</translation>
        </message>
        <message>
            <source>&amp;Back up the database…</source>
            <translation>&amp;Sauvegarder la base…</translation>
        </message>
        <message>
            <source>&amp;Import a file…</source>
            <translation>&amp;Importer un fichier…</translation>
        </message>
        <message>
            <source>&amp;Export for submission…</source>
            <translation>&amp;Exporter pour envoi à la fédération…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>&amp;Outils</translation>
        </message>
        <message>
            <source>What-if &amp;calculator…</source>
            <translation>&amp;Simulateur de calcul…</translation>
        </message>
        <message>
            <source>French rating &amp;conversions…</source>
            <translation>&amp;Conversions des cotes françaises…</translation>
        </message>
        <message>
            <source>Blank &amp;result sheet…</source>
            <translation>Feuille de &amp;résultats vierge…</translation>
        </message>
        <message>
            <source>Belgian 2024 &amp;uplift…</source>
            <translation>Re&amp;valorisation belge de 2024…</translation>
        </message>
        <message>
            <source>FIDE 2024 &amp;increase…</source>
            <translation>&amp;Hausse FIDE de 2024…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>&amp;Rating rules…</source>
            <translation>&amp;Règles de classement…</translation>
        </message>
        <message>
            <source>&amp;About elodesk</source>
            <translation>À &amp;propos d'elodesk</translation>
        </message>
        <message>
            <source>{players} players · {events} events</source>
            <translation>{players} joueurs · {events} événements</translation>
        </message>
        <message>
            <source>elodesk databases (*{ext});;All files (*)</source>
            <translation>Bases elodesk (*{ext});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>New club database</source>
            <translation>Nouvelle base du club</translation>
        </message>
        <message>
            <source>Open a club database</source>
            <translation>Ouvrir une base du club</translation>
        </message>
        <message>
            <source>Backup</source>
            <translation>Sauvegarde</translation>
        </message>
        <message>
            <source>The database was copied to:
{path}</source>
            <translation>La base a été copiée dans :
{path}</translation>
        </message>
        <message>
            <source>About elodesk</source>
            <translation>À propos d'elodesk</translation>
        </message>
        <message>
            <source>&lt;b&gt;elodesk {version}&lt;/b&gt;&lt;br&gt;Ratings for chess clubs (Belgian and French Elo), Bataille Empire and Diplomacy.&lt;br&gt;MIT licence.</source>
            <translation>&lt;b&gt;elodesk {version}&lt;/b&gt;&lt;br&gt;Classements pour les clubs d'échecs (Elo belge et français), Bataille Empire et Diplomatie.&lt;br&gt;Licence MIT.</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>A&amp;ller</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Rechercher…</translation>
        </message>
        <message>
            <source>Database upgraded</source>
            <translation>Base mise à jour</translation>
        </message>
        <message>
            <source>&amp;Audit a file…</source>
            <translation>&amp;Vérifier un fichier…</translation>
        </message>
    </context>
    <context>
        <name>MergeDialog</name>
        <message>
            <source>Merge two records of one person</source>
            <translation>Fusionner deux fiches d'une même personne</translation>
        </message>
        <message>
            <source>The kept record takes the events, games, ratings and history of the other one, which is deleted. Choose, for each field, the value to keep.</source>
            <translation>La fiche conservée reprend les événements, les parties, les cotes et l'historique de l'autre, qui est supprimée. Choisissez, pour chaque champ, la valeur à garder.</translation>
        </message>
        <message>
            <source>Keep record {id}</source>
            <translation>Garder la fiche {id}</translation>
        </message>
        <message>
            <source>&amp;Merge</source>
            <translation>&amp;Fusionner</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Naissance</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Fédération</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>Identifiant FIDE</translation>
        </message>
        <message>
            <source>Belgian matricule</source>
            <translation>Matricule belge</translation>
        </message>
        <message>
            <source>French licence</source>
            <translation>Licence française</translation>
        </message>
        <message>
            <source>FIDE rating</source>
            <translation>Elo FIDE</translation>
        </message>
        <message>
            <source>Foreign (article 10.i)</source>
            <translation>Étranger (article 10.i)</translation>
        </message>
        <message>
            <source>Club member</source>
            <translation>Membre du club</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>provisional {rating}</source>
            <translation>provisoire {rating}</translation>
        </message>
        <message>
            <source>{count} game modes</source>
            <translation>{count} cadences</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>non classé</translation>
        </message>
        <message>
            <source>Both records have a rating in {system}: record {kept}'s stays ({mine}), record {dropped}'s is dropped ({theirs}).</source>
            <translation>Les deux fiches ont une cote en {system} : celle de la fiche {kept} reste ({mine}), celle de la fiche {dropped} est abandonnée ({theirs}).</translation>
        </message>
        <message>
            <source>They played each other in round {round} of {event}.</source>
            <translation>Ils se sont affrontés à la ronde {round} de {event}.</translation>
        </message>
        <message>
            <source>Both played in round {round} of {event}, and one person plays once a round.</source>
            <translation>Tous deux ont joué à la ronde {round} de {event}, et une personne ne joue qu'une fois par ronde.</translation>
        </message>
        <message>
            <source>Both fought in the same battle, round {round} of {event}.</source>
            <translation>Tous deux ont combattu dans la même bataille, ronde {round} de {event}.</translation>
        </message>
        <message>
            <source>Both played in Diplomacy game {game} of {event}.</source>
            <translation>Tous deux ont joué dans la partie de Diplomatie {game} de {event}.</translation>
        </message>
        <message>
            <source>… and {count} more.</source>
            <translation>… et {count} autres.</translation>
        </message>
        <message>
            <source>These two records are two different people and cannot be merged:</source>
            <translation>Ces deux fiches sont deux personnes différentes et ne peuvent pas être fusionnées :</translation>
        </message>
        <message>
            <source>Not merged: {reason}</source>
            <translation>Non fusionné : {reason}</translation>
        </message>
    </context>
    <context>
        <name>PairingDialog</name>
        <message>
            <source>Add a pairing — {event}</source>
            <translation>Ajouter un appariement — {event}</translation>
        </message>
        <message>
            <source>Any club player (entered in the event with the pairing)</source>
            <translation>N'importe quel joueur du club (inscrit à l'événement avec l'appariement)</translation>
        </message>
        <message>
            <source>&amp;Round:</source>
            <translation>&amp;Ronde :</translation>
        </message>
        <message>
            <source>&amp;White:</source>
            <translation>&amp;Blancs :</translation>
        </message>
        <message>
            <source>&amp;Black:</source>
            <translation>&amp;Noirs :</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Every player of the event is paired in this round.</source>
            <translation>Tous les joueurs de l'événement sont appariés dans cette ronde.</translation>
        </message>
        <message>
            <source>A player cannot play himself.</source>
            <translation>Un joueur ne peut pas jouer contre lui-même.</translation>
        </message>
    </context>
    <context>
        <name>PairingRoundDialog</name>
        <message>
            <source>Pair next round</source>
            <translation>Apparier la ronde suivante</translation>
        </message>
        <message>
            <source>Swiss, Dutch system (FIDE C.04.3)</source>
            <translation>Suisse, système néerlandais (FIDE C.04.3)</translation>
        </message>
        <message>
            <source>Round robin (Berger tables)</source>
            <translation>Toutes-rondes (tables de Berger)</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>&amp;System:</source>
            <translation>&amp;Système :</translation>
        </message>
        <message>
            <source>&amp;Top player's colour in round 1:</source>
            <translation>&amp;Couleur du premier joueur à la ronde 1 :</translation>
        </message>
        <message>
            <source>Tick the players who will not play this round: a half-point or full-point bye, absent (no point), or withdrawn from the event.</source>
            <translation>Cochez les joueurs qui ne joueront pas cette ronde : bye d'un demi-point ou d'un point, absent (aucun point), ou retiré du tournoi.</translation>
        </message>
        <message>
            <source>Enter in the e&amp;vent</source>
            <translation>Inscrire dans le &amp;tournoi</translation>
        </message>
        <message>
            <source>&amp;Late entry:</source>
            <translation>Inscription &amp;tardive :</translation>
        </message>
        <message>
            <source>&amp;Exchange the two players</source>
            <translation>É&amp;changer les deux joueurs</translation>
        </message>
        <message>
            <source>Swap &amp;colours</source>
            <translation>Inverser les &amp;couleurs</translation>
        </message>
        <message>
            <source>Select two players to exchange them, or a board to swap its colours.</source>
            <translation>Sélectionnez deux joueurs pour les échanger, ou un échiquier pour en inverser les couleurs.</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Retour</translation>
        </message>
        <message>
            <source>&amp;Pair</source>
            <translation>A&amp;pparier</translation>
        </message>
        <message>
            <source>&amp;Accept</source>
            <translation>&amp;Accepter</translation>
        </message>
        <message>
            <source>Accept and p&amp;rint the pairings</source>
            <translation>Accepter et i&amp;mprimer les appariements</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Choose a club player to enter in the event.</source>
            <translation>Choisissez un joueur du club à inscrire dans le tournoi.</translation>
        </message>
        <message>
            <source>{event} — round {round}</source>
            <translation>{event} — ronde {round}</translation>
        </message>
        <message>
            <source>A round robin pairs every player by its table: untick the byes, absences and withdrawals, and enter a missing player's game as a forfeit.</source>
            <translation>Un toutes-rondes apparie chaque joueur selon sa table : décochez les byes, absences et retraits, et encodez la partie d'un joueur manquant comme forfait.</translation>
        </message>
        <message>
            <source>Select exactly two players (on the same board or on two boards) to exchange.</source>
            <translation>Sélectionnez exactement deux joueurs (du même échiquier ou de deux échiquiers) à échanger.</translation>
        </message>
        <message>
            <source>Choose a board (not the bye) to swap its colours.</source>
            <translation>Choisissez un échiquier (pas le bye) pour en inverser les couleurs.</translation>
        </message>
        <message>
            <source>This pairing breaks an absolute criterion:</source>
            <translation>Cet appariement enfreint un critère absolu :</translation>
        </message>
        <message>
            <source>The pairing keeps the absolute criteria (C1–C3).</source>
            <translation>L'appariement respecte les critères absolus (C1–C3).</translation>
        </message>
    </context>
    <context>
        <name>Phrases</name>
        <message>
            <source>chosen by the period's end date ({date})</source>
            <translation>choisie d'après la date de fin de la période ({date})</translation>
        </message>
        <message>
            <source>chosen by the period's start date ({date})</source>
            <translation>choisie d'après la date de début de la période ({date})</translation>
        </message>
        <message>
            <source>chosen by hand</source>
            <translation>choisie à la main</translation>
        </message>
        <message>
            <source>no period given: the text of the rules</source>
            <translation>aucune période indiquée : le texte du règlement</translation>
        </message>
        <message>
            <source>Rules: {edition} edition, {basis}; floor {floor}.</source>
            <translation>Règlement : édition {edition}, {basis} ; plancher {floor}.</translation>
        </message>
        <message>
            <source> → {change_signed} (0.5 is rounded away from zero, 8.3.4)</source>
            <translation> → {change_signed} (un 0,5 s'arrondit en s'éloignant de zéro, 8.3.4)</translation>
        </message>
        <message>
            <source> → {change_signed} (rounded to the nearest whole number, 8.3.4)</source>
            <translation> → {change_signed} (arrondi à l'entier le plus proche, 8.3.4)</translation>
        </message>
        <message>
            <source>, bounded to [{low}, {high}]</source>
            <translation>, borné à [{low} ; {high}]</translation>
        </message>
        <message>
            <source>, counted as {d_counted_signed} (400-point rule, 8.3.1)</source>
            <translation>, compté {d_counted_signed} (règle des 400 points, 8.3.1)</translation>
        </message>
        <message>
            <source>, counted in full (a player rated 2650 or more, 8.3.1 from 1 October 2025)</source>
            <translation>, compté en entier (joueur classé 2650 ou plus, 8.3.1 depuis le 1er octobre 2025)</translation>
        </message>
        <message>
            <source>, then </source>
            <translation>, puis </translation>
        </message>
        <message>
            <source>1 April 2024 uplift: {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.</source>
            <translation>Relèvement du 1er avril 2024 : {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.</translation>
        </message>
        <message>
            <source>1 March 2024 increase: {before} + 0.40 × (2000 − {before}) = {value_exact} → {after}.</source>
            <translation>Relèvement du 1er mars 2024 : {before} + 0,40 × (2000 − {before}) = {value_exact} → {after}.</translation>
        </message>
        <message>
            <source>1 March 2024 increase: {before} ≥ 2000, rating unchanged.</source>
            <translation>Relèvement du 1er mars 2024 : {before} ≥ 2000, cote inchangée.</translation>
        </message>
        <message>
            <source>16 below 2000, 12 below 2200, 10 from 2200</source>
            <translation>16 sous 2000, 12 sous 2200, 10 à partir de 2200</translation>
        </message>
        <message>
            <source>16 up to 2000, 12 above; and K 10 at any game above 2200</source>
            <translation>16 jusqu'à 2000, 12 au-delà ; et K 10 à toute partie au-dessus de 2200</translation>
        </message>
        <message>
            <source>16 up to 2000, 12 up to 2200, 10 above</source>
            <translation>16 jusqu'à 2000, 12 jusqu'à 2200, 10 au-delà</translation>
        </message>
        <message>
            <source>25/150 exception: {games} games (≥ 25) and Formula II moves more than 150 points ({old} → {formula_ii}); Formula I gives {formula_i}. Kept: Formula {formula} ({kept}), the closer to {old}.</source>
            <translation>Exception 25/150 : {games} parties (≥ 25) et la formule II s'écarte de plus de 150 points ({old} → {formula_ii}) ; formule I : {formula_i}. Retenue : formule {formula} ({kept}), la plus proche de {old}.</translation>
        </message>
        <message>
            <source>31 December {year}</source>
            <translation>31 décembre {year}</translation>
        </message>
        <message>
            <source>600-point rule (R&amp;B 7.3.1, from 1 December 2024): {opponent_rating} against {own_rating}, {gap} apart ≥ 600 and one player rated above 2600</source>
            <translation>règle des 600 points (R&amp;B 7.3.1, depuis le 1er décembre 2024) : {opponent_rating} contre {own_rating}, écart {gap} ≥ 600 et un joueur classé au-dessus de 2600</translation>
        </message>
        <message>
            <source>700 rule (8.3.3): K {k} × {games} games = {product} &gt; 700, so K = {k_used}, the largest whole number with K × {games} ≤ 700.</source>
            <translation>Règle des 700 (8.3.3) : K {k} × {games} parties = {product} &gt; 700, donc K = {k_used}, le plus grand entier tel que K × {games} ≤ 700.</translation>
        </message>
        <message>
            <source>; each We is read in Table II at the difference {old} − the opponent's rating, capped at {cap}</source>
            <translation> ; chaque We est lu dans la table II à l'écart {old} − cote de l'adversaire, borné à {cap}</translation>
        </message>
        <message>
            <source>; the first rating comes at {needed} games</source>
            <translation> ; la première cote vient à {needed} parties</translation>
        </message>
        <message>
            <source>Archive kept for the next period: {games} games, sum of ratings {total}, {points} points{first}.</source>
            <translation>Archives conservées pour la période suivante : {games} parties, somme des cotes {total}, {points} points{first}.</translation>
        </message>
        <message>
            <source>Article 10.i: published at his FIDE rating {fide_rating} (computed Belgian value: {computed}).</source>
            <translation>Article 10.i : publié à sa cote FIDE {fide_rating} (valeur belge calculée : {computed}).</translation>
        </message>
        <message>
            <source>Average rating of opponents</source>
            <translation>Moyenne Elo des adversaires</translation>
        </message>
        <message>
            <source>Buchholz</source>
            <translation>Buchholz</translation>
        </message>
        <message>
            <source>Buchholz Cut-1</source>
            <translation>Buchholz tronqué 1</translation>
        </message>
        <message>
            <source>Buchholz Cut-2</source>
            <translation>Buchholz tronqué 2</translation>
        </message>
        <message>
            <source>Buchholz Median-1</source>
            <translation>Buchholz médian 1</translation>
        </message>
        <message>
            <source>Buchholz Median-2</source>
            <translation>Buchholz médian 2</translation>
        </message>
        <message>
            <source>Buchholz without its least and its greatest value.</source>
            <translation>Le Buchholz sans la plus faible ni la plus forte valeur.</translation>
        </message>
        <message>
            <source>Buchholz without its least value, a round the player chose not to play cut first.</source>
            <translation>Le Buchholz sans la plus faible valeur, une ronde non jouée de son fait retirée d'abord.</translation>
        </message>
        <message>
            <source>Buchholz without its two least and its two greatest values.</source>
            <translation>Le Buchholz sans ses deux plus faibles ni ses deux plus fortes valeurs.</translation>
        </message>
        <message>
            <source>Buchholz without its two least values, rounds the player chose not to play cut first.</source>
            <translation>Le Buchholz sans ses deux plus faibles valeurs, les rondes non jouées de son fait retirées d'abord.</translation>
        </message>
        <message>
            <source>C-Diplo scoring</source>
            <translation>scorage C-Diplo</translation>
        </message>
        <message>
            <source>Change (8.3.2): n = {games} game(s), {score} point(s) for Σ PD = {expected}, Σ ΔR = {sum_delta_signed}; K × Σ ΔR = {k} × {factor} = {change_exact_signed}{rounding}; new rating {old} {term} = {rating}.</source>
            <translation>Variation (8.3.2) : n = {games} partie(s), {score} point(s) pour Σ PD = {expected}, Σ ΔR = {sum_delta_signed} ; K × Σ ΔR = {k} × {factor} = {change_exact_signed}{rounding} ; nouvelle cote {old} {term} = {rating}.</translation>
        </message>
        <message>
            <source>Direct encounter</source>
            <translation>Confrontation directe</translation>
        </message>
        <message>
            <source>First rating (Formula I, round {round})</source>
            <translation>Première cote (formule I, ronde {round})</translation>
        </message>
        <message>
            <source>Floor: {before} is below {floor}; the rating becomes {after}.</source>
            <translation>Plancher : {before} est sous {floor}, la cote devient {after}.</translation>
        </message>
        <message>
            <source>For each round, the opponent's score times the points scored against him.</source>
            <translation>Pour chaque ronde, les points de l'adversaire multipliés par les points marqués contre lui.</translation>
        </message>
        <message>
            <source>Formula I over the period's games (25/150 exception)</source>
            <translation>Formule I sur les parties de la période (exception 25/150)</translation>
        </message>
        <message>
            <source>Formula II: {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({games} games, {score} points for {expected} expected{how}).</source>
            <translation>Formule II : {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({games} parties, {score} points pour {expected} attendus{how}).</translation>
        </message>
        <message>
            <source>Game {game} of {date} ({rank} career game) against {opponent} ({opponent_rating}): score {score}, expected {expected}, K {k}, contribution {contribution}.</source>
            <translation>Partie {game} du {date} ({rank} partie de carrière) contre {opponent} ({opponent_rating}) : résultat {score}, attendu {expected}, K {k}, apport {contribution}.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, added to the archive (round {round}, {archive_games} games).</source>
            <translation>Partie {game} du {date} contre {opponent} ({opponent_rating}) : résultat {score}, versée aux archives (ronde {round}, {archive_games} parties).</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, added to the pool ({pool_games} game(s)).</source>
            <translation>Partie {game} du {date} contre {opponent} ({opponent_rating}) : résultat {score}, ajoutée aux résultats réunis ({pool_games} partie(s)).</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({opponent_rating}): score {score}; D = {d_signed}{d_rule}; PD = {expected} (table 8.1.2); ΔR = {score} − {expected} = {delta_signed}.</source>
            <translation>Partie {game} du {date} contre {opponent} ({opponent_rating}) : résultat {score} ; D = {d_signed}{d_rule} ; PD = {expected} (table 8.1.2) ; ΔR = {score} − {expected} = {delta_signed}.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {who}: not counted — {reason}.</source>
            <translation>Partie {game} du {date} contre {who} : non comptée — {reason}.</translation>
        </message>
        <message>
            <source>Games with black</source>
            <translation>Parties avec les noirs</translation>
        </message>
        <message>
            <source>Games won</source>
            <translation>Victoires sur l'échiquier</translation>
        </message>
        <message>
            <source>Grade: {old_grade} → {grade} (level {before} → {after}).</source>
            <translation>Grade : {old_grade} → {grade} (niveau {before} → {after}).</translation>
        </message>
        <message>
            <source>Initial rating (8.2): with two hypothetical opponents at {hypothetical}, both drawn, Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra}; p = ({points} + 1) / ({games} + 2) = {p_exact} → {p}; dp = {dp_signed} (table 8.1.1); Ru = Ra + dp = {ru_exact} → {ru}.</source>
            <translation>Cote initiale (8.2) : avec deux adversaires fictifs à {hypothetical} et deux nulles, Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra} ; p = ({points} + 1) / ({games} + 2) = {p_exact} → {p} ; dp = {dp_signed} (table 8.1.1) ; Ru = Ra + dp = {ru_exact} → {ru}.</translation>
        </message>
        <message>
            <source>K = {k}: junior (born {birth_year}, a junior until the end of {junior_until}, list of {year}) and rating {rating} &lt; 2300 (8.3.3).</source>
            <translation>K = {k} : junior (né en {birth_year}, junior jusqu'à la fin de {junior_until}, liste de {year}) et cote {rating} &lt; 2300 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: new player, {games} rated games before the period, fewer than 30 (8.3.3).</source>
            <translation>K = {k} : nouveau joueur, {games} parties classées avant la période, moins de 30 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: rating {rating} &lt; 2400, {games} rated games (30 or more), not a junior under 2300 (8.3.3).</source>
            <translation>K = {k} : cote {rating} &lt; 2400, {games} parties classées (30 ou plus), pas junior sous 2300 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: rating {rating} ≥ 2400 (8.3.3).</source>
            <translation>K = {k} : cote {rating} ≥ 2400 (8.3.3).</translation>
        </message>
        <message>
            <source>K = {k}: the K printed on the previous list.</source>
            <translation>K = {k} : le K publié sur la liste précédente.</translation>
        </message>
        <message>
            <source>K by the game's rank in the player's career, at Ro = {ro}: 32 up to the 100th game, 24 from the 101st to the 300th, then {beyond}. Here {games}: {steps}.</source>
            <translation>K selon le rang de la partie dans la carrière du joueur, à Ro = {ro} : 32 jusqu'à la 100e partie, 24 de la 101e à la 300e, ensuite {beyond}. Ici, {games} : {steps}.</translation>
        </message>
        <message>
            <source>K change across {boundary} (K {ki} → {kf}): {formula} = {exact} → {after} instead of {before}.</source>
            <translation>Changement de K au passage de {boundary} (K {ki} → {kf}) : {formula} = {exact} → {after} au lieu de {before}.</translation>
        </message>
        <message>
            <source>K {k} from the {rank}</source>
            <translation>K {k} à partir de la {rank}</translation>
        </message>
        <message>
            <source>K {k} up to the {rank}</source>
            <translation>K {k} jusqu'à la {rank}</translation>
        </message>
        <message>
            <source>Marshal: level 1400 or more</source>
            <translation>Maréchal : niveau d'au moins 1400</translation>
        </message>
        <message>
            <source>No compatible game: rating unchanged ({rating}).</source>
            <translation>Aucune partie compatible : Élo inchangé ({rating}).</translation>
        </message>
        <message>
            <source>No rated game this period: the rating {rating} is unchanged.</source>
            <translation>Aucune partie classée cette période : la cote {rating} est inchangée.</translation>
        </message>
        <message>
            <source>Period starting {period_start}, before {rules_from}: computed with the FIDE Regulations in force (1 March 2024, amended 1 October 2025).</source>
            <translation>Période commençant le {period_start}, avant le {rules_from} : calculée avec le règlement FIDE en vigueur (1er mars 2024, amendé le 1er octobre 2025).</translation>
        </message>
        <message>
            <source>Progressive score</source>
            <translation>Cumul progressif</translation>
        </message>
        <message>
            <source>Provisional rating (Formula I, 10 to 19 games)</source>
            <translation>Cote provisoire (formule I, 10 à 19 parties)</translation>
        </message>
        <message>
            <source>Results already pooled (7.1.4): {games} game(s) against rated players, sum of ratings {opponents_sum}, {points} point(s).</source>
            <translation>Résultats déjà réunis (7.1.4) : {games} partie(s) contre des joueurs classés, somme des cotes {opponents_sum}, {points} point(s).</translation>
        </message>
        <message>
            <source>Sonneborn-Berger</source>
            <translation>Sonneborn-Berger</translation>
        </message>
        <message>
            <source>The mean rating of the rated opponents met over the board, to the nearest whole number.</source>
            <translation>La moyenne des cotes des adversaires classés rencontrés sur l'échiquier, arrondie à l'unité.</translation>
        </message>
        <message>
            <source>The number of games played with black.</source>
            <translation>Le nombre de parties jouées avec les noirs.</translation>
        </message>
        <message>
            <source>The number of games won over the board.</source>
            <translation>Le nombre de parties gagnées sur l'échiquier.</translation>
        </message>
        <message>
            <source>The number of games won with black.</source>
            <translation>Le nombre de parties gagnées avec les noirs.</translation>
        </message>
        <message>
            <source>The number of rounds won, forfeits and one-point byes included.</source>
            <translation>Le nombre de rondes gagnées, forfaits et exempts à un point compris.</translation>
        </message>
        <message>
            <source>The points scored in the games played between the tied players; in a Swiss, only when the others could not catch up.</source>
            <translation>Les points marqués dans les parties jouées entre les ex aequo ; dans un open, seulement si les autres ne peuvent plus rattraper.</translation>
        </message>
        <message>
            <source>The sum of the running scores after each round: early points weigh more.</source>
            <translation>La somme des scores cumulés après chaque ronde : les points marqués tôt comptent plus.</translation>
        </message>
        <message>
            <source>Unrated on this list: his standard rating {standard_rating} is his starting rating (R&amp;B 7.2.1).</source>
            <translation>Non classé sur cette liste : sa cote standard {standard_rating} est sa cote de départ (R&amp;B 7.2.1).</translation>
        </message>
        <message>
            <source>Unrated on this list: his standard rating {standard_rating} would be his starting rating (R&amp;B 7.2.1), but no game counts; he stays unrated.</source>
            <translation>Non classé sur cette liste : sa cote standard {standard_rating} serait sa cote de départ (R&amp;B 7.2.1), mais aucune partie n'est comptée ; il reste non classé.</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Wins with black</source>
            <translation>Victoires avec les noirs</translation>
        </message>
        <message>
            <source>a zero score in his first event, which is disregarded (8.2.1)</source>
            <translation>score nul dans sa première compétition, qui n'est pas prise en compte (8.2.1)</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>blitz event: only standard games are rated</source>
            <translation>tournoi de blitz : seules les parties lentes sont classées</translation>
        </message>
        <message>
            <source>both players are still unrated</source>
            <translation>les deux joueurs sont encore non classés</translation>
        </message>
        <message>
            <source>centre-count scoring</source>
            <translation>scorage aux centres</translation>
        </message>
        <message>
            <source>classic</source>
            <translation>classique</translation>
        </message>
        <message>
            <source>crushing victory</source>
            <translation>victoire écrasante</translation>
        </message>
        <message>
            <source>decisive victory</source>
            <translation>victoire décisive</translation>
        </message>
        <message>
            <source>defeat</source>
            <translation>défaite</translation>
        </message>
        <message>
            <source>draw</source>
            <translation>match nul</translation>
        </message>
        <message>
            <source>draw-size scoring</source>
            <translation>scorage DSS</translation>
        </message>
        <message>
            <source>forfeit, never rated</source>
            <translation>forfait, jamais classé</translation>
        </message>
        <message>
            <source>his game this period is his {first} career game</source>
            <translation>sa partie de la période est sa {first} partie de carrière</translation>
        </message>
        <message>
            <source>his games this period are his {first} to {last} career games</source>
            <translation>ses parties de la période sont ses {first} à {last} parties de carrière</translation>
        </message>
        <message>
            <source>incomplete game, missing: {missing}</source>
            <translation>partie incomplète, il manque : {missing}</translation>
        </message>
        <message>
            <source>marginal victory</source>
            <translation>victoire marginale</translation>
        </message>
        <message>
            <source>non-member opponent without a FIDE rating</source>
            <translation>adversaire non affilié sans cote FIDE</translation>
        </message>
        <message>
            <source>non-member, never rated</source>
            <translation>joueur non affilié, jamais classé</translation>
        </message>
        <message>
            <source>not compatible (350-point rule)</source>
            <translation>incompatible (règle des 350 points)</translation>
        </message>
        <message>
            <source>not compatible (350-point rule): {opponent} against {own}, {gap} apart ≥ 350 — a win counts only against an opponent less than 350 below, a loss against one less than 350 above</source>
            <translation>incompatible (règle des 350 points) : {opponent} contre {own}, écart {gap} ≥ 350 — une victoire ne compte que contre un adversaire à moins de 350 points en dessous, une défaite contre un adversaire à moins de 350 points au-dessus</translation>
        </message>
        <message>
            <source>outside the period</source>
            <translation>en dehors de la période</translation>
        </message>
        <message>
            <source>rapid event: only standard games are rated</source>
            <translation>tournoi rapide : seules les parties lentes sont classées</translation>
        </message>
        <message>
            <source>rounded</source>
            <translation>arrondi</translation>
        </message>
        <message>
            <source>scores as entered</source>
            <translation>scores saisis</translation>
        </message>
        <message>
            <source>sum-of-squares scoring</source>
            <translation>scorage somme des carrés</translation>
        </message>
        <message>
            <source>the game is excluded</source>
            <translation>la partie est exclue</translation>
        </message>
        <message>
            <source>the game is not finished (state "{state}")</source>
            <translation>la partie n'est pas terminée (état « {state} »)</translation>
        </message>
        <message>
            <source>the game is not used for Elo</source>
            <translation>la partie ne compte pas pour l'Elo</translation>
        </message>
        <message>
            <source>the opponent is not rated</source>
            <translation>l'adversaire n'est pas classé</translation>
        </message>
        <message>
            <source>truncated</source>
            <translation>tronqué</translation>
        </message>
        <message>
            <source>two non-members</source>
            <translation>deux joueurs non affiliés</translation>
        </message>
        <message>
            <source>{games} game(s) against rated players, fewer than {minimum}: no rating yet; these results go on to the next period (7.1.4).</source>
            <translation>{games} partie(s) contre des joueurs classés, moins de {minimum} : pas encore de cote ; ces résultats passent à la période suivante (7.1.4).</translation>
        </message>
        <message>
            <source>{rating} &lt; {floor}: no rating is published (7.1.4); the results go on to the next period.</source>
            <translation>{rating} &lt; {floor} : pas de cote publiée (7.1.4) ; les résultats passent à la période suivante.</translation>
        </message>
        <message>
            <source>{rating} &lt; {floor}: the player is shown as unrated on the next list (7.2.1).</source>
            <translation>{rating} &lt; {floor} : le joueur figurera comme non classé sur la prochaine liste (7.2.1).</translation>
        </message>
        <message>
            <source>{ru} &gt; {cap}: the initial rating is {cap}, the maximum (8.2.3).</source>
            <translation>{ru} &gt; {cap} : la cote initiale est de {cap}, le maximum (8.2.3).</translation>
        </message>
        <message>
            <source>{title}: {games} games, sum of ratings {opponents_sum}, Rc = {average}; p = {points}/{games} = {p_exact} → {p} ({method}{bounds}); D(p) = {d}; R = {value_exact} → {value}.</source>
            <translation>{title} : {games} parties, somme des cotes {opponents_sum}, Rc = {average} ; p = {points}/{games} = {p_exact} → {p} ({method}{bounds}) ; D(p) = {d} ; R = {value_exact} → {value}.</translation>
        </message>
        <message>
            <source> (solo: 100 to the winner, 0 to the others)</source>
            <translation> (solo : 100 au vainqueur, 0 aux autres)</translation>
        </message>
        <message>
            <source>, archive included</source>
            <translation>, archives comprises</translation>
        </message>
        <message>
            <source>500 points or more above the opponent: cannot gain, {rounded} → 0.</source>
            <translation>500 points ou plus au-dessus de l'adversaire : ne peut pas gagner de points, {rounded} → 0.</translation>
        </message>
        <message>
            <source>Austria</source>
            <translation>Autriche</translation>
        </message>
        <message>
            <source>Barycentre (Pj = {pj} ≥ Ei = {ei}, {games}, {quota}): {formula}.</source>
            <translation>Barycentre (Pj = {pj} ≥ Ei = {ei}, {games}, {quota}) : {formula}.</translation>
        </message>
        <message>
            <source>Battle {battle} of {date} ({event}, round {round}), side {side} against {opponents}: {outcome} (S = {s}).</source>
            <translation>Bataille {battle} du {date} ({event}, ronde {round}), camp {side} contre {opponents} : {outcome} (S = {s}).</translation>
        </message>
        <message>
            <source>Battle {battle} of {date} ({event}, round {round}), side {side} with {allies} against {opponents}: {outcome} (S = {s}).</source>
            <translation>Bataille {battle} du {date} ({event}, ronde {round}), camp {side} avec {allies} contre {opponents} : {outcome} (S = {s}).</translation>
        </message>
        <message>
            <source>Brake (Pj = {pj} &lt; Ei = {ei}): {formula}.</source>
            <translation>Frein (Pj = {pj} &lt; Ei = {ei}) : {formula}.</translation>
        </message>
        <message>
            <source>Carthage</source>
            <translation>Carthage</translation>
        </message>
        <message>
            <source>D({p}) interpolated between D({low}) = {d_low} and D({high}) = {d_high}: {d}</source>
            <translation>D({p}) interpolé entre D({low}) = {d_low} et D({high}) = {d_high} : {d}</translation>
        </message>
        <message>
            <source>Ea + D = {plus} = {raw} &lt; 1000: Pj raised to 1000.</source>
            <translation>Ea + D = {plus} = {raw} &lt; 1000 : Pj ramenée à 1000.</translation>
        </message>
        <message>
            <source>Egypt</source>
            <translation>Égypte</translation>
        </message>
        <message>
            <source>England</source>
            <translation>Angleterre</translation>
        </message>
        <message>
            <source>Fewer than 8 compatible games: archive created, Pa = {perf} over Na = {games}.</source>
            <translation>Moins de 8 parties compatibles : archives créées, Pa = {perf} sur Na = {games}.</translation>
        </message>
        <message>
            <source>Final estimate ({how}): Pj = {estimate}, with {games} against it.</source>
            <translation>Estimation finale ({how}) : Pj = {estimate}, avec {games} pour cette valeur.</translation>
        </message>
        <message>
            <source>First estimate (all games, no compatibility, unrated opponents at 1500): performance {perf} over {games}.</source>
            <translation>Première estimation (toutes les parties, sans compatibilité, adversaires non classés à 1500) : performance {perf} sur {games}.</translation>
        </message>
        <message>
            <source>First rating: {raw} → {rating} ({games}{behind}).</source>
            <translation>Premier classement : {raw} → {rating} ({games}{behind}).</translation>
        </message>
        <message>
            <source>France</source>
            <translation>France</translation>
        </message>
        <message>
            <source>Game {game} of {date} ({mode}, variant {variant}, {scoring}), {role}: {centers}, score {score} of {total}{solo}, performance {perf}; expected {expected} ({n} players).</source>
            <translation>Partie {game} du {date} ({mode}, variante {variant}, {scoring}), {role} : {centers}, score {score} sur {total}{solo}, performance {perf} ; attendu {expected} ({n} joueurs).</translation>
        </message>
        <message>
            <source>Game {game} of {date} ({mode}, {role}): not counted — {reason}.</source>
            <translation>Partie {game} du {date} ({mode}, {role}) : non comptée — {reason}.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({rating}): draw, compatible.</source>
            <translation>Partie {game} du {date} contre {opponent} ({rating}) : nulle, compatible.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({rating}): loss, compatible.</source>
            <translation>Partie {game} du {date} contre {opponent} ({rating}) : perte, compatible.</translation>
        </message>
        <message>
            <source>Game {game} of {date} against {opponent} ({rating}): win, compatible.</source>
            <translation>Partie {game} du {date} contre {opponent} ({rating}) : gain, compatible.</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Allemagne</translation>
        </message>
        <message>
            <source>Global {mode} Elo: mean of the {count} roles of the standard variant ({default} for a role never played): {before} → {after}.</source>
            <translation>Elo global {mode} : moyenne des {count} rôles de la variante standard ({default} pour un rôle jamais joué) : {before} → {after}.</translation>
        </message>
        <message>
            <source>Greece</source>
            <translation>Grèce</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italie</translation>
        </message>
        <message>
            <source>Level {level} ({grade}).</source>
            <translation>Niveau {level} ({grade}).</translation>
        </message>
        <message>
            <source>Level {level} against {opponent}: P = {p}.</source>
            <translation>Niveau {level} contre {opponent} : P = {p}.</translation>
        </message>
        <message>
            <source>Loser (the game's minimum score): cannot gain, {delta} → 0.</source>
            <translation>Perdant (marque minimale de la partie) : ne peut pas gagner de points, {delta} → 0.</translation>
        </message>
        <message>
            <source>Nj + Na = {games} &lt; 8: new archive {mean}, over Na = {games}.</source>
            <translation>Nj + Na = {games} &lt; 8 : nouvelles archives {mean}, sur Na = {games}.</translation>
        </message>
        <message>
            <source>Nj + Na = {games} ≥ 8: archive and period combined, {mean}.</source>
            <translation>Nj + Na = {games} ≥ 8 : archives et période réunies, {mean}.</translation>
        </message>
        <message>
            <source>No compatible game: archive unchanged (Pa = {pa}, Na = {na}).</source>
            <translation>Aucune partie compatible : archives inchangées (Pa = {pa}, Na = {na}).</translation>
        </message>
        <message>
            <source>No compatible game: no archive (none is created from 0 games).</source>
            <translation>Aucune partie compatible : pas d'archives (aucune n'est créée sur 0 partie).</translation>
        </message>
        <message>
            <source>P {limit}: D bounded to {d}</source>
            <translation>P {limit} : D borné à {d}</translation>
        </message>
        <message>
            <source>Performance over {games}: Ea = {ea}, Sc = {sc}, P = {sc} / {nj} = {p}, {bonus}; {pj}</source>
            <translation>Performance sur {games} : Ea = {ea}, Sc = {sc}, P = {sc} / {nj} = {p}, {bonus} ; {pj}</translation>
        </message>
        <message>
            <source>Persia</source>
            <translation>Perse</translation>
        </message>
        <message>
            <source>Published value {estimate}: an estimate ({why}), never used in the computation; the player is treated as unrated and the value stays shown.</source>
            <translation>Valeur publiée {estimate} : estimation ({why}), jamais utilisée dans le calcul ; le joueur est traité comme non classé et la valeur reste affichée.</translation>
        </message>
        <message>
            <source>Raised to the minimum of {minimum}.</source>
            <translation>Ramené au minimum de {minimum}.</translation>
        </message>
        <message>
            <source>Replacement: Pj = {pj} ≥ Ei = {ei} over {games} ({quota}) → {rating}.</source>
            <translation>Remplacement : Pj = {pj} ≥ Ei = {ei} sur {games} ({quota}) → {rating}.</translation>
        </message>
        <message>
            <source>Rome</source>
            <translation>Rome</translation>
        </message>
        <message>
            <source>Round {round}: no game compatible with the estimate {estimate}: estimate kept.</source>
            <translation>Tour {round} : aucune partie compatible avec l'estimation {estimate} : estimation conservée.</translation>
        </message>
        <message>
            <source>Round {round}: performance {perf} over {games}, {diff} from the estimate {estimate} (20 or more): new estimate ({estimate} + {perf}) / 2 = {new}.</source>
            <translation>Tour {round} : performance {perf} sur {games}, écart {diff} avec l'estimation {estimate} (20 ou plus) : nouvelle estimation ({estimate} + {perf}) / 2 = {new}.</translation>
        </message>
        <message>
            <source>Round {round}: performance {perf} over {games}, {diff} from the estimate {estimate} (less than 20): estimate kept.</source>
            <translation>Tour {round} : performance {perf} sur {games}, écart {diff} avec l'estimation {estimate} (moins de 20) : estimation conservée.</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Russie</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turquie</translation>
        </message>
        <message>
            <source>Winner (the game's maximum score): cannot lose, {delta} → 0.</source>
            <translation>Gagnant (marque maximale de la partie) : ne peut pas perdre de points, {delta} → 0.</translation>
        </message>
        <message>
            <source>after {n} round, every estimate settled</source>
            <translation>après {n} tour, toutes les estimations stables</translation>
        </message>
        <message>
            <source>after {n} rounds, every estimate settled</source>
            <translation>après {n} tours, toutes les estimations stables</translation>
        </message>
        <message>
            <source>ending in 9</source>
            <translation>terminée par 9</translation>
        </message>
        <message>
            <source>k = max(20, 40 − {g}/2) = {k}.</source>
            <translation>k = max(20 ; 40 − {g}/2) = {k}.</translation>
        </message>
        <message>
            <source>marked E</source>
            <translation>marquée E</translation>
        </message>
        <message>
            <source>senior quota: {quota}</source>
            <translation>quota senior : {quota}</translation>
        </message>
        <message>
            <source>stopped at the limit of {n} rounds, not settled</source>
            <translation>calcul arrêté à la limite de {n} tours, sans stabilisation</translation>
        </message>
        <message>
            <source>the opposing side's mean {level}</source>
            <translation>moyenne du camp adverse {level}</translation>
        </message>
        <message>
            <source>youth quota: {quota}</source>
            <translation>quota jeune : {quota}</translation>
        </message>
        <message>
            <source>{day}: no battle that year, but level {before} ≤ {lowest}: no inactivity penalty.</source>
            <translation>{day} : aucune bataille dans l'année, mais niveau {before} ≤ {lowest} : pas de pénalité d'inactivité.</translation>
        </message>
        <message>
            <source>{day}: no battle that year, inactivity penalty of {penalty} (level {before} above {above}): {before} → {after}.</source>
            <translation>{day} : aucune bataille dans l'année, pénalité d'inactivité de {penalty} (niveau {before} &gt; {above}) : {before} → {after}.</translation>
        </message>
        <message>
            <source>{few}; {marshal}</source>
            <translation>{few} ; {marshal}</translation>
        </message>
        <message>
            <source>{nj} compatible games (8 or more): the archive (Pa = {pa}, Na = {na}) is forgotten.</source>
            <translation>{nj} parties compatibles (8 ou plus) : les archives (Pa = {pa}, Na = {na}) sont oubliées.</translation>
        </message>
        <message>
            <source>{n} centre</source>
            <translation>{n} centre</translation>
        </message>
        <message>
            <source>{n} centres</source>
            <translation>{n} centres</translation>
        </message>
        <message>
            <source>{n} compatible game</source>
            <translation>{n} partie compatible</translation>
        </message>
        <message>
            <source>{n} compatible games</source>
            <translation>{n} parties compatibles</translation>
        </message>
        <message>
            <source>{n} game</source>
            <translation>{n} partie</translation>
        </message>
        <message>
            <source>{n} game before this one, fewer than 8</source>
            <translation>{n} partie avant celle-ci, moins de 8</translation>
        </message>
        <message>
            <source>{n} games</source>
            <translation>{n} parties</translation>
        </message>
        <message>
            <source>{n} games before this one, fewer than 8</source>
            <translation>{n} parties avant celle-ci, moins de 8</translation>
        </message>
        <message>
            <source>{rating}, estimate</source>
            <translation>{rating}, estimation</translation>
        </message>
        <message>
            <source>{role} {mode} Elo: {before} → {after}.</source>
            <translation>Elo {role} {mode} : {before} → {after}.</translation>
        </message>
        <message>
            <source>The sum of the opponents' scores; in a Swiss a round not played counts the player's own score (dummy opponent, C.07 art. 16; capped in the 2026 edition), in a round-robin a forfeit counts as the game.</source>
            <translation>La somme des points des adversaires ; dans un suisse une ronde non jouée compte les points du joueur lui-même (adversaire fictif, C.07 art. 16 ; plafonné dans l'édition 2026), dans un toutes-rondes un forfait compte comme la partie.</translation>
        </message>
        <message>
            <source>Rounds one elected to play</source>
            <translation>Rondes choisies pour jouer</translation>
        </message>
        <message>
            <source>Standard points</source>
            <translation>Points standard</translation>
        </message>
        <message>
            <source>Tournament pairing number</source>
            <translation>Numéro d'appariement</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Classement Elo</translation>
        </message>
        <message>
            <source>The rounds played over the board or won (GE in the 2023 edition): half-point and zero-point byes, absences and forfeit losses do not count.</source>
            <translation>Les rondes jouées sur l'échiquier ou gagnées (GE dans l'édition 2023) : les exempts à un demi-point ou à zéro point, les absences et les défaites par forfait ne comptent pas.</translation>
        </message>
        <message>
            <source>The points of each round counted 1 for a win, ½ for a draw, 0 for a loss (2026 edition).</source>
            <translation>Les points de chaque ronde comptés 1 pour une victoire, ½ pour une nulle, 0 pour une défaite (édition 2026).</translation>
        </message>
        <message>
            <source>The pairing number in the tournament, the lower first (2026 edition).</source>
            <translation>Le numéro d'appariement dans le tournoi, le plus petit d'abord (édition 2026).</translation>
        </message>
        <message>
            <source>The participant's own rating, the higher first; not used when a participant is unrated (2026 edition).</source>
            <translation>Le classement Elo du participant, le plus élevé d'abord ; inutilisé quand un participant n'a pas de classement (édition 2026).</translation>
        </message>
        <message>
            <source>Game {game} of {date}, tournament {event}, against {opponent}: ratings {rating} and {opponent_rating} (the list in force at the tournament's start); score {score}; D = {d_signed}{d_rule}; PD = {expected} (table 8.1.2); ΔR = {score} − {expected} = {delta_signed}.</source>
            <translation>Partie {game} du {date}, tournoi {event}, contre {opponent} : cotes {rating} et {opponent_rating} (la liste en vigueur au début du tournoi) ; score {score} ; D = {d_signed}{d_rule} ; PD = {expected} (table 8.1.2) ; ΔR = {score} − {expected} = {delta_signed}.</translation>
        </message>
        <message>
            <source>Game {game} of {date}, tournament {event}, against {opponent} ({opponent_rating} on the list in force at the tournament's start): score {score}, added to the pool ({pool_games} game(s)).</source>
            <translation>Partie {game} du {date}, tournoi {event}, contre {opponent} ({opponent_rating} sur la liste en vigueur au début du tournoi) : score {score}, ajoutée au cumul ({pool_games} partie(s)).</translation>
        </message>
        <message>
            <source>Tournament {event}{name}, started {start}: its games are rated with the ratings of the list in force at its start, the player's and his opponents'.</source>
            <translation>Tournoi {event}{name}, commencé le {start} : ses parties sont calculées avec les cotes de la liste en vigueur à son début, celle du joueur et celles de ses adversaires.</translation>
        </message>
        <message>
            <source>Rated on the list of {list_date}: ended {end}, at least 3 days before it (7.1.3).</source>
            <translation>Calculé sur la liste du {list_date} : terminé le {end}, au moins 3 jours avant (7.1.3).</translation>
        </message>
        <message>
            <source>Rated on the list of {list_date}: ended {end}, within five days of the month's end, reported for the following list (9.1).</source>
            <translation>Calculé sur la liste du {list_date} : terminé le {end}, dans les cinq derniers jours du mois, transmis pour la liste suivante (9.1).</translation>
        </message>
        <message>
            <source>The list of {start_list} is missing from the club's rating history: the ratings are those of the list of {ratings_list}, the nearest earlier one.</source>
            <translation>La liste du {start_list} manque à l'historique des cotes du club : les cotes sont celles de la liste du {ratings_list}, la plus proche avant elle.</translation>
        </message>
        <message>
            <source>unrated on the list in force at the tournament's start, so unrated in that tournament</source>
            <translation>sans cote sur la liste en vigueur au début du tournoi, donc sans cote dans ce tournoi</translation>
        </message>
        <message>
            <source>{name}: {list}</source>
            <translation>{name} : {list}</translation>
        </message>
        <message>
            <source>The FIDE list of {month} is missing from the club's rating history for {players} player(s) of {name}: the list of {used}, the nearest earlier one, stands in.</source>
            <translation>La liste FIDE du {month} manque à l'historique des cotes du club pour {players} joueur(s) de {name} : la liste du {used}, la plus proche avant elle, la remplace.</translation>
        </message>
        <message>
            <source>The FIDE list of {month} is missing from the club's rating history for {players} player(s) of {name}, and no earlier one: their ratings of the period stand in.</source>
            <translation>La liste FIDE du {month} manque à l'historique des cotes du club pour {players} joueur(s) de {name}, et aucune plus ancienne : leurs cotes de la période la remplacent.</translation>
        </message>
        <message>
            <source>And {count} more event(s) on this list.</source>
            <translation>Et {count} autre(s) événement(s) sur cette liste.</translation>
        </message>
        <message>
            <source>Rounded to the nearest ten (a 5 rounds up): {raw} → {rating}.</source>
            <translation>Arrondi à la dizaine (un 5 arrondit vers le haut) : {raw} → {rating}.</translation>
        </message>
    </context>
    <context>
        <name>PlayerCommands</name>
        <message>
            <source>Merge {dropped} into {kept}</source>
            <translation>Fusionner {dropped} dans {kept}</translation>
        </message>
        <message>
            <source>Change the club settings</source>
            <translation>Modifier les préférences du club</translation>
        </message>
        <message>
            <source>New player {name}</source>
            <translation>Nouveau joueur {name}</translation>
        </message>
        <message>
            <source>Edit player {name}</source>
            <translation>Modifier le joueur {name}</translation>
        </message>
    </context>
    <context>
        <name>PlayerDialog</name>
        <message>
            <source>New player</source>
            <translation>Nouveau joueur</translation>
        </message>
        <message>
            <source>Player {id}: {name}</source>
            <translation>Joueur {id} : {name}</translation>
        </message>
        <message>
            <source>Last, First</source>
            <translation>Nom, Prénom</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Inconnue</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Homme</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Femme</translation>
        </message>
        <message>
            <source>digits</source>
            <translation>chiffres</translation>
        </message>
        <message>
            <source>1 to 5 digits</source>
            <translation>1 à 5 chiffres</translation>
        </message>
        <message>
            <source>Foreign player (article 10.i: his FIDE rating is used)</source>
            <translation>Joueur étranger (article 10.i : sa cote FIDE est utilisée)</translation>
        </message>
        <message>
            <source>Member of the club</source>
            <translation>Membre du club</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nom</translation>
        </message>
        <message>
            <source>&amp;Born</source>
            <translation>N&amp;aissance</translation>
        </message>
        <message>
            <source>&amp;Sex</source>
            <translation>&amp;Sexe</translation>
        </message>
        <message>
            <source>&amp;Club</source>
            <translation>&amp;Club</translation>
        </message>
        <message>
            <source>&amp;Federation</source>
            <translation>&amp;Fédération</translation>
        </message>
        <message>
            <source>FIDE &amp;id</source>
            <translation>&amp;Identifiant FIDE</translation>
        </message>
        <message>
            <source>Belgian &amp;matricule</source>
            <translation>&amp;Matricule belge</translation>
        </message>
        <message>
            <source>French &amp;licence</source>
            <translation>&amp;Licence française</translation>
        </message>
        <message>
            <source>FIDE &amp;rating</source>
            <translation>&amp;Elo FIDE</translation>
        </message>
        <message>
            <source>A player needs a name.</source>
            <translation>Un joueur doit avoir un nom.</translation>
        </message>
        <message>
            <source>Write the name as “Last, First”.</source>
            <translation>Écrivez le nom sous la forme « Nom, Prénom ».</translation>
        </message>
        <message>
            <source>Three letters, such as BEL or FRA.</source>
            <translation>Trois lettres, comme BEL ou FRA.</translation>
        </message>
        <message>
            <source>A FIDE id is made of digits only.</source>
            <translation>Un identifiant FIDE ne contient que des chiffres.</translation>
        </message>
        <message>
            <source>A Belgian matricule has 1 to 5 digits.</source>
            <translation>Un matricule belge a 1 à 5 chiffres.</translation>
        </message>
        <message>
            <source>A French licence is a letter and 5 digits, such as A12345.</source>
            <translation>Une licence française est une lettre suivie de 5 chiffres, comme A12345.</translation>
        </message>
        <message>
            <source>Not a valid value.</source>
            <translation>Valeur non valide.</translation>
        </message>
        <message>
            <source>Player {id} has the same id: if it is the same person, merge the two records instead.</source>
            <translation>Le joueur {id} a le même identifiant : s'il s'agit de la même personne, fusionnez plutôt les deux fiches.</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>Non enregistré : {reason}</translation>
        </message>
    </context>
    <context>
        <name>PlayersTableModel</name>
        <message>
            <source>Provisional Belgian rating: not yet enough games for a rating</source>
            <translation>Cote belge provisoire : pas encore assez de parties pour une cote</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>The player's number in the club database</source>
            <translation>Le numéro du joueur dans la base du club</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Last name, first name</source>
            <translation>Nom, prénom</translation>
        </message>
        <message>
            <source>Born</source>
            <translation>Naissance</translation>
        </message>
        <message>
            <source>Birth date</source>
            <translation>Date de naissance</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Fed.</source>
            <translation>Féd.</translation>
        </message>
        <message>
            <source>Federation (country code)</source>
            <translation>Fédération (code du pays)</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>Id FIDE</translation>
        </message>
        <message>
            <source>FIDE identifier</source>
            <translation>Identifiant FIDE</translation>
        </message>
        <message>
            <source>Matricule</source>
            <translation>Matricule</translation>
        </message>
        <message>
            <source>Belgian matricule (FRBE-KBSB member number)</source>
            <translation>Matricule belge (numéro de membre FRBE-KBSB)</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <source>French licence number (FFE)</source>
            <translation>Numéro de licence française (FFE)</translation>
        </message>
        <message>
            <source>FRBE</source>
            <translation>FRBE</translation>
        </message>
        <message>
            <source>Current Belgian rating (in brackets: provisional)</source>
            <translation>Cote belge actuelle (entre parenthèses : provisoire)</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Games behind the Belgian rating</source>
            <translation>Parties sur lesquelles repose la cote belge</translation>
        </message>
        <message>
            <source>FFE</source>
            <translation>FFE</translation>
        </message>
        <message>
            <source>Current French rating</source>
            <translation>Elo français actuel</translation>
        </message>
        <message>
            <source>BE level</source>
            <translation>Niveau BE</translation>
        </message>
        <message>
            <source>Current Bataille Empire level</source>
            <translation>Niveau Bataille Empire actuel</translation>
        </message>
        <message>
            <source>BE games</source>
            <translation>Batailles BE</translation>
        </message>
        <message>
            <source>Battles behind the Bataille Empire level</source>
            <translation>Batailles sur lesquelles repose le niveau Bataille Empire</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Grade</translation>
        </message>
        <message>
            <source>Bataille Empire grade</source>
            <translation>Grade Bataille Empire</translation>
        </message>
        <message>
            <source>FIDE</source>
            <translation>FIDE</translation>
        </message>
        <message>
            <source>Current FIDE standard rating</source>
            <translation>Cote FIDE standard actuelle</translation>
        </message>
        <message>
            <source>Rapid</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Current FIDE rapid rating</source>
            <translation>Cote FIDE rapide actuelle</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>Current FIDE blitz rating</source>
            <translation>Cote FIDE blitz actuelle</translation>
        </message>
    </context>
    <context>
        <name>PlayersView</name>
        <message>
            <source>Filter: name, club, FIDE id, matricule or licence</source>
            <translation>Filtre : nom, club, identifiant FIDE, matricule ou licence</translation>
        </message>
        <message>
            <source>All players</source>
            <translation>Tous les joueurs</translation>
        </message>
        <message>
            <source>Rated in: {system}</source>
            <translation>Classés en : {system}</translation>
        </message>
        <message>
            <source>&amp;New player…</source>
            <translation>&amp;Nouveau joueur…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Modifier…</translation>
        </message>
        <message>
            <source>&amp;Merge…</source>
            <translation>Fu&amp;sionner…</translation>
        </message>
        <message>
            <source>Select the two records of one person, then merge them</source>
            <translation>Sélectionnez les deux fiches d'une même personne, puis fusionnez-les</translation>
        </message>
        <message>
            <source>{shown} of {total} players</source>
            <translation>{shown} joueurs sur {total}</translation>
        </message>
        <message>
            <source>E&amp;xplanation…</source>
            <translation>E&amp;xplication…</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Historique</translation>
        </message>
        <message>
            <source>&amp;Print his record card…</source>
            <translation>&amp;Imprimer sa fiche…</translation>
        </message>
        <message>
            <source>Explanation</source>
            <translation>Explication</translation>
        </message>
        <message>
            <source>No applied run has rated {name} yet.</source>
            <translation>Aucun calcul appliqué n'a encore classé {name}.</translation>
        </message>
    </context>
    <context>
        <name>PreviewTableModel</name>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classique</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variation</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>Old</source>
            <translation>Ancienne</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nouvelle</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Grade</translation>
        </message>
        <message>
            <source>Provisional rating (10 to 19 archived games): not a published rating</source>
            <translation>Cote provisoire (10 à 19 parties archivées) : ce n'est pas une cote publiée</translation>
        </message>
        <message>
            <source>Games in this run; {career} in his career after it</source>
            <translation>Parties de ce calcul ; {career} dans sa carrière ensuite</translation>
        </message>
    </context>
    <context>
        <name>Rates</name>
        <message>
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapide</translation>
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
            <translation>Les joueurs dont la fiche a changé depuis ce calcul (une liste importée, une fiche modifiée) la gardent telle quelle : {count}.</translation>
        </message>
        <message>
            <source>&amp;Preview</source>
            <translation>A&amp;perçu</translation>
        </message>
        <message>
            <source>&amp;Apply…</source>
            <translation>App&amp;liquer…</translation>
        </message>
        <message>
            <source>&amp;Undo last run…</source>
            <translation>A&amp;nnuler le dernier calcul…</translation>
        </message>
        <message>
            <source>E&amp;xport for submission…</source>
            <translation>E&amp;xporter pour envoi à la fédération…</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Calculer</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Au</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Année</translation>
        </message>
        <message>
            <source>a period</source>
            <translation>une période</translation>
        </message>
        <message>
            <source>an event</source>
            <translation>un événement</translation>
        </message>
        <message>
            <source>the year-end inactivity</source>
            <translation>l'inactivité de fin d'année</translation>
        </message>
        <message>
            <source>No event of this system yet: import one from the File menu.</source>
            <translation>Pas encore d'événement dans ce système : importez-en un depuis le menu Fichier.</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Aperçu</translation>
        </message>
        <message>
            <source>rated</source>
            <translation>classé</translation>
        </message>
        <message>
            <source>new</source>
            <translation>nouveau</translation>
        </message>
        <message>
            <source>provisional</source>
            <translation>provisoire</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>non classé</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>inchangé</translation>
        </message>
        <message>
            <source>{name} ends on {end}, less than 3 days before the list of {list}: FIDE may rate it on the next list (7.1.3).</source>
            <translation>{name} se termine le {end}, moins de 3 jours avant la liste du {list} : la FIDE peut le classer sur la liste suivante (7.1.3).</translation>
        </message>
        <message>
            <source>the event {name}</source>
            <translation>l'événement {name}</translation>
        </message>
        <message>
            <source>the year-end inactivity of {year}</source>
            <translation>la pénalité d'inactivité de fin {year}</translation>
        </message>
        <message>
            <source>the Belgian 2024 uplift</source>
            <translation>le relèvement belge de 2024</translation>
        </message>
        <message>
            <source>the FIDE 2024 increase</source>
            <translation>la hausse FIDE de 2024</translation>
        </message>
        <message>
            <source>the {rate} list of {start} – {end}</source>
            <translation>la liste {rate} du {start} au {end}</translation>
        </message>
        <message>
            <source>the period {start} – {end}</source>
            <translation>la période du {start} au {end}</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <source>Apply {what}? The new ratings are written to the club database (a backup copy is made first).</source>
            <translation>Appliquer {what} ? Les nouvelles cotes sont écrites dans la base du club (une copie de sauvegarde est faite d'abord).</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Nothing to undo in this system.</source>
            <translation>Rien à annuler dans ce système.</translation>
        </message>
        <message>
            <source>Undo the last applied run of this system ({what})? Every rating it changed goes back.</source>
            <translation>Annuler le dernier calcul appliqué de ce système ({what}) ? Toutes les cotes qu'il a modifiées reviennent en arrière.</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <source>Export for submission</source>
            <translation>Exporter pour envoi à la fédération</translation>
        </message>
        <message>
            <source>Written: {path}</source>
            <translation>Écrit : {path}</translation>
        </message>
        <message>
            <source>Press Preview to compute {what}.</source>
            <translation>Appuyez sur Aperçu pour calculer {what}.</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>rapide</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>List</source>
            <translation>Liste</translation>
        </message>
        <message>
            <source>{moved} of {total} players' ratings change.</source>
            <translation>La cote de {moved} joueurs sur {total} change.</translation>
        </message>
        <message>
            <source>Provisional ratings (not published): {n}.</source>
            <translation>Cotes provisoires (non publiées) : {n}.</translation>
        </message>
        <message>
            <source>Already applied as run {run}: undo that run to apply again.</source>
            <translation>Déjà appliqué (calcul {run}) : annulez ce calcul pour appliquer à nouveau.</translation>
        </message>
        <message>
            <source>Nothing is written until you apply.</source>
            <translation>Rien n'est écrit tant que vous n'appliquez pas.</translation>
        </message>
        <message>
            <source>Already applied as run {run}</source>
            <translation>Déjà appliqué (calcul {run})</translation>
        </message>
        <message>
            <source>Applied as run {run}: {ratings} players' ratings changed.</source>
            <translation>Appliqué (calcul {run}) : la cote de {ratings} joueurs a changé.</translation>
        </message>
        <message>
            <source>{states} players' records written in all.</source>
            <translation>Fiches de {states} joueurs écrites en tout.</translation>
        </message>
        <message>
            <source>Run {run} undone: {ratings} players' ratings restored.</source>
            <translation>Calcul {run} annulé : la cote de {ratings} joueurs est rétablie.</translation>
        </message>
        <message>
            <source>{states} players' records restored in all.</source>
            <translation>Fiches de {states} joueurs rétablies en tout.</translation>
        </message>
        <message>
            <source>Find a player…</source>
            <translation>Trouver un joueur…</translation>
        </message>
        <message>
            <source>Type a part of a name; Enter goes to the next player it matches</source>
            <translation>Tapez une partie du nom ; Entrée passe au joueur suivant qui correspond</translation>
        </message>
        <message>
            <source>E&amp;xplanation in a window…</source>
            <translation>E&amp;xplication dans une fenêtre…</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Historique</translation>
        </message>
        <message>
            <source>&amp;Print his record card…</source>
            <translation>&amp;Imprimer sa fiche…</translation>
        </message>
        <message>
            <source>The file could not be written:
{error}</source>
            <translation>Le fichier n'a pas pu être écrit :
{error}</translation>
        </message>
        <message>
            <source>FIDE tournament report, TRF-16 (*.trf)</source>
            <translation>Rapport de tournoi FIDE, TRF-16 (*.trf)</translation>
        </message>
        <message>
            <source>FIDE tournament report, TRF-2026 (*.trf)</source>
            <translation>Rapport de tournoi FIDE, TRF-2026 (*.trf)</translation>
        </message>
        <message>
            <source>Belgian submission file (*.trf)</source>
            <translation>Fichier d'envoi belge (*.trf)</translation>
        </message>
        <message>
            <source>Applied on {date} — run {run}: {moved} of {total} players' ratings changed. Undo that run to apply again.</source>
            <translation>Appliqué le {date} — calcul {run} : la cote de {moved} joueurs sur {total} a changé. Annulez ce calcul pour appliquer à nouveau.</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Round {round}, board {board}</source>
            <translation>Ronde {round}, table {board}</translation>
        </message>
        <message>
            <source>Result now: {result}</source>
            <translation>Résultat actuel : {result}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>White wins</source>
            <translation>Gain des Blancs</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Nulle</translation>
        </message>
        <message>
            <source>Black wins</source>
            <translation>Gain des Noirs</translation>
        </message>
        <message>
            <source>White wins by forfeit</source>
            <translation>Gain des Blancs par forfait</translation>
        </message>
        <message>
            <source>Black wins by forfeit</source>
            <translation>Gain des Noirs par forfait</translation>
        </message>
        <message>
            <source>No result</source>
            <translation>Pas de résultat</translation>
        </message>
        <message>
            <source>The game is not played yet</source>
            <translation>La partie n'est pas encore jouée</translation>
        </message>
        <message>
            <source>Type 1, =, 0, + or − to enter the result; Esc to leave it as it is.</source>
            <translation>Tapez 1, =, 0, + ou − pour saisir le résultat ; Échap pour le laisser tel quel.</translation>
        </message>
        <message>
            <source>Double forfeit</source>
            <translation>Double forfait</translation>
        </message>
        <message>
            <source>White wins (key 1)</source>
            <translation>Gain des Blancs (touche 1)</translation>
        </message>
        <message>
            <source>Draw (key =)</source>
            <translation>Nulle (touche =)</translation>
        </message>
        <message>
            <source>Black wins (key 0)</source>
            <translation>Gain des Noirs (touche 0)</translation>
        </message>
        <message>
            <source>Black did not come: White wins by forfeit, the game is not rated (key +)</source>
            <translation>Les Noirs ne sont pas venus : gain des Blancs par forfait, la partie n'est pas classée (touche +)</translation>
        </message>
        <message>
            <source>White did not come: Black wins by forfeit, the game is not rated (key −)</source>
            <translation>Les Blancs ne sont pas venus : gain des Noirs par forfait, la partie n'est pas classée (touche −)</translation>
        </message>
        <message>
            <source>Neither player came: both lose by forfeit, the game is not rated</source>
            <translation>Aucun des deux joueurs n'est venu : tous deux perdent par forfait, la partie n'est pas classée</translation>
        </message>
    </context>
    <context>
        <name>RoundBoardsModel</name>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>Colours</source>
            <translation>Couleurs</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>bye (1 point)</source>
            <translation>bye (1 point)</translation>
        </message>
        <message>
            <source>bye (½ point)</source>
            <translation>bye (½ point)</translation>
        </message>
        <message>
            <source>bye (1 point, requested)</source>
            <translation>bye (1 point, demandé)</translation>
        </message>
        <message>
            <source>absent (0 points)</source>
            <translation>absent (0 point)</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>retiré</translation>
        </message>
        <message>
            <source>W</source>
            <comment>white, in a colour history</comment>
            <translation>B</translation>
        </message>
        <message>
            <source>B</source>
            <comment>black, in a colour history</comment>
            <translation>N</translation>
        </message>
    </context>
    <context>
        <name>RoundPlayersModel</name>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
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
            <translation>Absent (0)</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Retiré</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>Used for tournament files that do not say which federation rates them.</source>
            <translation>Utilisé pour les fichiers de tournoi qui n'indiquent pas quelle fédération les classe.</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>&amp;Club name</source>
            <translation>&amp;Nom du club</translation>
        </message>
        <message>
            <source>Default &amp;chess system</source>
            <translation>&amp;Système d'échecs par défaut</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>Non enregistré : {reason}</translation>
        </message>
    </context>
    <context>
        <name>Sheets</name>
        <message>
            <source>1 general</source>
            <translation>1 général</translation>
        </message>
        <message>
            <source>1 power played</source>
            <translation>1 puissance jouée</translation>
        </message>
        <message>
            <source>1 ranked player</source>
            <translation>1 joueur classé</translation>
        </message>
        <message>
            <source>1 {month} {year}</source>
            <translation>1er {month} {year}</translation>
        </message>
        <message>
            <source>Active: players rated by at least one applied run.</source>
            <translation>Actifs : joueurs classés par au moins un calcul appliqué.</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Après</translation>
        </message>
        <message>
            <source>April</source>
            <translation>avril</translation>
        </message>
        <message>
            <source>August</source>
            <translation>août</translation>
        </message>
        <message>
            <source>Battles</source>
            <translation>Batailles</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Avant</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Noirs</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Centres</source>
            <translation>Centres</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Change: the difference made by the last applied run that rated the player.</source>
            <translation>Écart : variation lors du dernier calcul appliqué qui a classé le joueur.</translation>
        </message>
        <message>
            <source>Change: the player's Elo change in the power he played, in the game's mode.</source>
            <translation>Écart : variation de l'Elo du joueur dans la puissance qu'il a jouée, mode de la partie.</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>Club</translation>
        </message>
        <message>
            <source>Current ratings</source>
            <translation>Elo actuels</translation>
        </message>
        <message>
            <source>D</source>
            <translation>N</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Date of birth</source>
            <translation>Date de naissance</translation>
        </message>
        <message>
            <source>December</source>
            <translation>décembre</translation>
        </message>
        <message>
            <source>Diplomacy, {mode}</source>
            <translation>Diplomatie, {mode}</translation>
        </message>
        <message>
            <source>Each round: result (+ win, = draw, − loss, ? not played yet), the opponent's final rank and the colour ({white} white, {black} black); F: forfeit. Byes: H half point, F full point, U pairing bye, Z absence.</source>
            <translation>Chaque ronde : résultat (+ gain, = nulle, − perte, ? pas encore jouée), rang final de l'adversaire et couleur ({white} blancs, {black} noirs) ; F : forfait. Exempts : H demi-point, F point entier, U exempt d'appariement, Z absence.</translation>
        </message>
        <message>
            <source>Elo after</source>
            <translation>Elo après</translation>
        </message>
        <message>
            <source>Elo before</source>
            <translation>Elo avant</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Attendu</translation>
        </message>
        <message>
            <source>FFE licence</source>
            <translation>Licence FFE</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>Identifiant FIDE</translation>
        </message>
        <message>
            <source>FIDE rating</source>
            <translation>Elo FIDE</translation>
        </message>
        <message>
            <source>FIDE rating report — {event}</source>
            <translation>Rapport de classement FIDE — {event}</translation>
        </message>
        <message>
            <source>FRBE number</source>
            <translation>Matricule FRBE</translation>
        </message>
        <message>
            <source>February</source>
            <translation>février</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>Fédération</translation>
        </message>
        <message>
            <source>Game not counted for Elo ({why}).</source>
            <translation>Partie non comptée pour l'Elo ({why}).</translation>
        </message>
        <message>
            <source>Game {ref} — {day}, {mode}, {scoring}</source>
            <translation>Partie {ref} — {day}, {mode}, {scoring}</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Generals' standings</source>
            <translation>Classement des généraux</translation>
        </message>
        <message>
            <source>Global Elo</source>
            <translation>Elo global</translation>
        </message>
        <message>
            <source>Global Elo: the mean over the seven powers (1500 for a power never played).</source>
            <translation>Elo global : moyenne des sept puissances (1500 pour une puissance jamais jouée).</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Grade</translation>
        </message>
        <message>
            <source>Grade table — Bataille Empire</source>
            <translation>Tableau des grades — Bataille Empire</translation>
        </message>
        <message>
            <source>Identity</source>
            <translation>Identité</translation>
        </message>
        <message>
            <source>January</source>
            <translation>janvier</translation>
        </message>
        <message>
            <source>July</source>
            <translation>juillet</translation>
        </message>
        <message>
            <source>June</source>
            <translation>juin</translation>
        </message>
        <message>
            <source>L</source>
            <translation>D</translation>
        </message>
        <message>
            <source>Last run — {system}, {day} ({status})</source>
            <translation>Dernier calcul — {system}, {day} ({status})</translation>
        </message>
        <message>
            <source>Last run — {system}, {day}: {old} → {new} ({status})</source>
            <translation>Dernier calcul — {system}, {day} : {old} → {new} ({status})</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>March</source>
            <translation>mars</translation>
        </message>
        <message>
            <source>May</source>
            <translation>mai</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nouvelle</translation>
        </message>
        <message>
            <source>No applied run has rated this player.</source>
            <translation>Aucun calcul appliqué pour ce joueur.</translation>
        </message>
        <message>
            <source>No battle in this event.</source>
            <translation>Aucune bataille dans cette manifestation.</translation>
        </message>
        <message>
            <source>No game counted for the rating.</source>
            <translation>Aucune partie comptée pour la cote.</translation>
        </message>
        <message>
            <source>No game in this event.</source>
            <translation>Aucune partie dans cet événement.</translation>
        </message>
        <message>
            <source>No game paired in this round.</source>
            <translation>Aucune partie appariée dans cette ronde.</translation>
        </message>
        <message>
            <source>No player in this event.</source>
            <translation>Aucun joueur dans cet événement.</translation>
        </message>
        <message>
            <source>No ranked player matches these criteria.</source>
            <translation>Aucun joueur classé ne correspond à ces critères.</translation>
        </message>
        <message>
            <source>No rating.</source>
            <translation>Aucune cote.</translation>
        </message>
        <message>
            <source>Not applied yet: the changes are those of the run's preview.</source>
            <translation>Pas encore appliqué : les écarts sont ceux de l'aperçu du calcul.</translation>
        </message>
        <message>
            <source>November</source>
            <translation>novembre</translation>
        </message>
        <message>
            <source>October</source>
            <translation>octobre</translation>
        </message>
        <message>
            <source>Only one applied run so far: no curve to draw yet.</source>
            <translation>Un seul calcul appliqué jusqu'ici : pas encore de courbe à tracer.</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Player cards</source>
            <translation>Fiches des joueurs</translation>
        </message>
        <message>
            <source>Player record card — {name}</source>
            <translation>Fiche du joueur — {name}</translation>
        </message>
        <message>
            <source>Players' global Elo</source>
            <translation>Elo global des joueurs</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Puissance</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>Pts</translation>
        </message>
        <message>
            <source>Pts: points before the round. The player named first has White. Write the result: 1-0, ½-½ or 0-1.</source>
            <translation>Pts : points avant la ronde. Le joueur nommé en premier a les Blancs. Inscrivez le résultat : 1-0, ½-½ ou 0-1.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Rank: place in the generals' overall ranking list.</source>
            <translation>Rang : place au classement général des généraux.</translation>
        </message>
        <message>
            <source>Ranking list — {system}</source>
            <translation>Classement — {system}</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>Rating history</source>
            <translation>Évolution</translation>
        </message>
        <message>
            <source>Rating: the FIDE rating at the start of the period; K after the 700 rule (8.3.3); expected score: the sum of PD (table 8.1.2); change rounded to the nearest whole number (8.3.4).</source>
            <translation>Elo : Elo FIDE au début de la période ; K après la règle des 700 (8.3.3) ; score attendu : somme des PD (table 8.1.2) ; écart arrondi à l'entier le plus proche (8.3.4).</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Remarque</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Round {round} — board {board}</source>
            <translation>Ronde {round} — table {board}</translation>
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
            <translation>septembre</translation>
        </message>
        <message>
            <source>Sex</source>
            <translation>Sexe</translation>
        </message>
        <message>
            <source>Signatures: White ____________   Black ____________</source>
            <translation>Signatures : Blancs ____________   Noirs ____________</translation>
        </message>
        <message>
            <source>Standings and crosstable</source>
            <translation>Classement et grille américaine</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Statut</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Système</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <source>W</source>
            <translation>V</translation>
        </message>
        <message>
            <source>W wins, D draws, L losses; score: the battles' S added up (1.5 crushing, 1.25 decisive, 1 marginal, 0.5 draw). Levels before and after the event.</source>
            <translation>V victoires, N nulles, D défaites ; score : somme des S des batailles (1,5 écrasante, 1,25 décisive, 1 marginale, 0,5 nulle). Niveaux avant et après la manifestation.</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Blancs</translation>
        </message>
        <message>
            <source>Without an opponent this round</source>
            <translation>Sans adversaire cette ronde</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>absent</translation>
        </message>
        <message>
            <source>active players only</source>
            <translation>joueurs actifs seulement</translation>
        </message>
        <message>
            <source>an estimate, not yet a rating</source>
            <translation>estimation, pas encore de cote</translation>
        </message>
        <message>
            <source>arbiter: {name}</source>
            <translation>arbitre : {name}</translation>
        </message>
        <message>
            <source>b</source>
            <translation>n</translation>
        </message>
        <message>
            <source>blitz</source>
            <translation>blitz</translation>
        </message>
        <message>
            <source>bye, full point</source>
            <translation>exempt, point entier</translation>
        </message>
        <message>
            <source>bye, half a point</source>
            <translation>exempt, demi-point</translation>
        </message>
        <message>
            <source>classic</source>
            <translation>classique</translation>
        </message>
        <message>
            <source>club: {club}</source>
            <translation>club : {club}</translation>
        </message>
        <message>
            <source>elodesk number</source>
            <translation>Numéro elodesk</translation>
        </message>
        <message>
            <source>excluded</source>
            <translation>exclue</translation>
        </message>
        <message>
            <source>female</source>
            <translation>féminin</translation>
        </message>
        <message>
            <source>level below {limit}</source>
            <translation>niveau inférieur à {limit}</translation>
        </message>
        <message>
            <source>level {low} and above</source>
            <translation>niveau {low} et plus</translation>
        </message>
        <message>
            <source>levels {low} to {high}</source>
            <translation>niveaux {low} à {high}</translation>
        </message>
        <message>
            <source>male</source>
            <translation>masculin</translation>
        </message>
        <message>
            <source>new</source>
            <translation>nouveau</translation>
        </message>
        <message>
            <source>no general</source>
            <translation>aucun général</translation>
        </message>
        <message>
            <source>not used for Elo</source>
            <translation>hors Elo</translation>
        </message>
        <message>
            <source>page {page} / {pages}</source>
            <translation>page {page} / {pages}</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>exempt d'appariement</translation>
        </message>
        <message>
            <source>powers missing</source>
            <translation>puissances manquantes</translation>
        </message>
        <message>
            <source>printed by elodesk</source>
            <translation>imprimé par elodesk</translation>
        </message>
        <message>
            <source>provisional</source>
            <translation>provisoire</translation>
        </message>
        <message>
            <source>provisional rating {value}</source>
            <translation>cote provisoire {value}</translation>
        </message>
        <message>
            <source>rapid</source>
            <translation>parties rapides</translation>
        </message>
        <message>
            <source>rated</source>
            <translation>calculé</translation>
        </message>
        <message>
            <source>seniors (65 and over on 1 January {year})</source>
            <translation>seniors (65 ans et plus au 1er janvier {year})</translation>
        </message>
        <message>
            <source>solo</source>
            <translation>solo</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>cadence lente</translation>
        </message>
        <message>
            <source>state "{state}"</source>
            <translation>état « {state} »</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>inchangé</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>non classé</translation>
        </message>
        <message>
            <source>w</source>
            <translation>b</translation>
        </message>
        <message>
            <source>women</source>
            <translation>dames</translation>
        </message>
        <message>
            <source>youth (under 20 on 1 January {year})</source>
            <translation>jeunes (moins de 20 ans au 1er janvier {year})</translation>
        </message>
        <message>
            <source>{count} boards</source>
            <translation>{count} tables</translation>
        </message>
        <message>
            <source>{count} generals</source>
            <translation>{count} généraux</translation>
        </message>
        <message>
            <source>{count} players</source>
            <translation>{count} joueurs</translation>
        </message>
        <message>
            <source>{count} powers played</source>
            <translation>{count} puissances jouées</translation>
        </message>
        <message>
            <source>{count} ranked players</source>
            <translation>{count} joueurs classés</translation>
        </message>
        <message>
            <source>{day}</source>
            <translation>le {day}</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day} {month} {year}</translation>
        </message>
        <message>
            <source>{event} — pairings of round {round}</source>
            <translation>{event} — appariements de la ronde {round}</translation>
        </message>
        <message>
            <source>{event} — result slips of round {round}</source>
            <translation>{event} — feuilles de résultat de la ronde {round}</translation>
        </message>
        <message>
            <source>{mode} after</source>
            <translation>{mode} après</translation>
        </message>
        <message>
            <source>{mode} before</source>
            <translation>{mode} avant</translation>
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
            <translation>du {start} au {end}</translation>
        </message>
        <message>
            <source>{text} (continued)</source>
            <translation>{text} (suite)</translation>
        </message>
        <message>
            <source>†: eliminated.</source>
            <translation>† : éliminé.</translation>
        </message>
        <message>
            <source>☐ 1-0     ☐ ½-½     ☐ 0-1</source>
            <translation>☐ 1-0     ☐ ½-½     ☐ 0-1</translation>
        </message>
        <message>
            <source>Tie-breaks (FIDE C.07, {edition} edition), in order: {tiebreaks}.</source>
            <translation>Départages (FIDE C.07, édition {edition}), dans l'ordre : {tiebreaks}.</translation>
        </message>
        <message>
            <source>Left out, as the {edition} edition allows no Buchholz in a round robin: {tiebreaks}.</source>
            <translation>Omis, car l'édition {edition} n'autorise pas le Buchholz dans un tournoi toutes rondes : {tiebreaks}.</translation>
        </message>
        <message>
            <source>inactive</source>
            <translation>inactif</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Activité</translation>
        </message>
    </context>
    <context>
        <name>SheetsView</name>
        <message>
            <source>Ranking list</source>
            <translation>Liste de classement</translation>
        </message>
        <message>
            <source>Bataille Empire grade table</source>
            <translation>Tableau des grades Bataille Empire</translation>
        </message>
        <message>
            <source>Event standings</source>
            <translation>Classement de l'événement</translation>
        </message>
        <message>
            <source>Player record card</source>
            <translation>Fiche individuelle du joueur</translation>
        </message>
        <message>
            <source>FIDE rating report of an event</source>
            <translation>Rapport de classement FIDE d'un tournoi</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classique</translation>
        </message>
        <message>
            <source>Blitz</source>
            <translation>Blitz</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Tous</translation>
        </message>
        <message>
            <source>Youth (under 20 on 1 January)</source>
            <translation>Jeunes (moins de 20 ans au 1er janvier)</translation>
        </message>
        <message>
            <source>Seniors (65 and over on 1 January)</source>
            <translation>Seniors (65 ans et plus au 1er janvier)</translation>
        </message>
        <message>
            <source>Women</source>
            <translation>Femmes</translation>
        </message>
        <message>
            <source>Active players only</source>
            <translation>Joueurs actifs seulement</translation>
        </message>
        <message>
            <source>Only the players some applied rating run has rated.</source>
            <translation>Seulement les joueurs classés par un calcul appliqué.</translation>
        </message>
        <message>
            <source>&amp;Sheet</source>
            <translation>F&amp;euille</translation>
        </message>
        <message>
            <source>S&amp;ystem</source>
            <translation>S&amp;ystème</translation>
        </message>
        <message>
            <source>&amp;Mode</source>
            <translation>&amp;Cadence</translation>
        </message>
        <message>
            <source>&amp;Event</source>
            <translation>É&amp;vénement</translation>
        </message>
        <message>
            <source>&amp;Player</source>
            <translation>&amp;Joueur</translation>
        </message>
        <message>
            <source>&amp;Club</source>
            <translation>C&amp;lub</translation>
        </message>
        <message>
            <source>C&amp;ategory</source>
            <translation>C&amp;atégorie</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>La&amp;ngue</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>Enre&amp;gistrer en PDF…</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Ajuster à la largeur</translation>
        </message>
        <message>
            <source>Whole page</source>
            <translation>Page entière</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <source>{name} ({start})</source>
            <translation>{name} ({start})</translation>
        </message>
        <message>
            <source>{name} (no. {id})</source>
            <translation>{name} (n° {id})</translation>
        </message>
        <message>
            <source>All clubs</source>
            <translation>Tous les clubs</translation>
        </message>
        <message>
            <source>No event yet: import one from the File menu.</source>
            <translation>Pas encore d'événement : importez-en un depuis le menu Fichier.</translation>
        </message>
        <message>
            <source>No player yet: import a file or add players first.</source>
            <translation>Pas encore de joueur : importez d'abord un fichier ou ajoutez des joueurs.</translation>
        </message>
        <message>
            <source>This sheet cannot be made: {reason}</source>
            <translation>Cette feuille ne peut pas être produite : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s)</source>
            <translation>
                <numerusform>%n page</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
        <message>
            <source>Print the sheet</source>
            <translation>Imprimer la feuille</translation>
        </message>
        <message>
            <source>Printing</source>
            <translation>Impression</translation>
        </message>
        <message>
            <source>The sheet could not be printed: {reason}</source>
            <translation>La feuille n'a pas pu être imprimée : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n page(s) sent to the printer.</source>
            <translation>
                <numerusform>%n page envoyée à l'imprimante.</numerusform>
                <numerusform>%n pages envoyées à l'imprimante.</numerusform>
            </translation>
        </message>
        <message>
            <source>Save the sheet as PDF</source>
            <translation>Enregistrer la feuille en PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Documents PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Save as PDF</source>
            <translation>Enregistrer en PDF</translation>
        </message>
        <message>
            <source>The PDF could not be written: {reason}</source>
            <translation>Le PDF n'a pas pu être écrit : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>Saved: {path}, %n page(s).</source>
            <translation>
                <numerusform>Enregistré : {path}, %n page.</numerusform>
                <numerusform>Enregistré : {path}, %n pages.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pairings of a round</source>
            <translation>Appariements d'une ronde</translation>
        </message>
        <message>
            <source>Result slips of a round</source>
            <translation>Fiches de résultat d'une ronde</translation>
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
            <translation>Feuille de résultats vierge</translation>
        </message>
        <message>
            <source>&amp;Bataille Empire result sheet</source>
            <translation>Feuille de résultats &amp;Bataille Empire</translation>
        </message>
        <message>
            <source>&amp;Diplomacy game sheet</source>
            <translation>Feuille de parties de &amp;Diplomatie</translation>
        </message>
        <message>
            <source>One event: its details, its generals, and one line per battle (up to three generals a side), with drop-down lists for the generals and the results.</source>
            <translation>Un événement : ses informations, ses généraux et une ligne par bataille (jusqu'à trois généraux par camp), avec des listes déroulantes pour les généraux et les résultats.</translation>
        </message>
        <message>
            <source>One line per game and power: date of the first resolution, mode, scoring method, variant, player, supply centres, elimination; drop-down lists for every choice.</source>
            <translation>Une ligne par partie et par puissance : date de la première résolution, mode, méthode de scorage, variante, joueur, centres, élimination ; des listes déroulantes pour chaque choix.</translation>
        </message>
        <message>
            <source>Once filled in, read it back with File ▸ Import a file.</source>
            <translation>Une fois remplie, relisez-la avec Fichier ▸ Importer un fichier.</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>&amp;Enregistrer sous…</translation>
        </message>
        <message>
            <source>bataille-empire-results.xlsx</source>
            <translation>bataille-empire-resultats.xlsx</translation>
        </message>
        <message>
            <source>diplomacy-games.xlsx</source>
            <translation>parties-diplomatie.xlsx</translation>
        </message>
        <message>
            <source>Save the blank sheet</source>
            <translation>Enregistrer la feuille vierge</translation>
        </message>
        <message>
            <source>Excel workbooks (*.xlsx)</source>
            <translation>Classeurs Excel (*.xlsx)</translation>
        </message>
        <message>
            <source>The sheet could not be written:
{error}</source>
            <translation>La feuille n'a pas pu être écrite :
{error}</translation>
        </message>
        <message>
            <source>Written: {path}</source>
            <translation>Écrit : {path}</translation>
        </message>
    </context>
    <context>
        <name>TiebreaksDialog</name>
        <message>
            <source>Tie-breaks</source>
            <translation>Départages</translation>
        </message>
        <message>
            <source>Tick the tie-breaks of this event and put them in order (FIDE C.07). With none ticked, the standings use the usual ones of a Swiss or a round-robin.</source>
            <translation>Cochez les départages de ce tournoi et mettez-les dans l'ordre (FIDE C.07). Si aucun n'est coché, le classement prend ceux d'usage pour un open suisse ou un toutes-rondes.</translation>
        </message>
        <message>
            <source>&amp;Up</source>
            <translation>&amp;Monter</translation>
        </message>
        <message>
            <source>&amp;Down</source>
            <translation>&amp;Descendre</translation>
        </message>
        <message>
            <source>The &amp;usual ones</source>
            <translation>Ceux d'&amp;usage</translation>
        </message>
        <message>
            <source>The start date's ({edition} edition)</source>
            <translation>Celle de la date de début (édition {edition})</translation>
        </message>
        <message>
            <source>The {edition} edition</source>
            <translation>L'édition {edition}</translation>
        </message>
        <message>
            <source>&amp;Edition of the regulations:</source>
            <translation>&amp;Édition du règlement :</translation>
        </message>
        <message>
            <source>The 2026 edition allows no Buchholz in a round robin: there the standings leave it out and say so.</source>
            <translation>L'édition 2026 n'autorise pas le Buchholz dans un tournoi toutes rondes : le classement l'omet alors et le signale.</translation>
        </message>
    </context>
    <context>
        <name>UpliftDialog</name>
        <message>
            <source>Belgian 2024 uplift</source>
            <translation>Revalorisation belge de 2024</translation>
        </message>
        <message>
            <source>On 1 April 2024 the Belgian federation raised the rating floor from 1150 to 1400. Just before, it raised every rating below 2000 once, by the formula below (rounded half up); ratings of 2000 and more do not move. Apply it to the club database once, before its first period ending on or after 1 April 2024.</source>
            <translation>Le 1er avril 2024, la fédération belge a relevé le plancher des cotes de 1150 à 1400. Juste avant, elle a relevé une fois toutes les cotes inférieures à 2000, selon la formule ci-dessous (arrondi au plus proche, demi vers le haut) ; les cotes de 2000 et plus ne bougent pas. Appliquez-la une seule fois à la base du club, avant sa première période se terminant le 1er avril 2024 ou après.</translation>
        </message>
        <message>
            <source>new = old + (2000 − old) × 250 / 850</source>
            <translation>nouvelle = ancienne + (2000 − ancienne) × 250 / 850</translation>
        </message>
        <message>
            <source>&amp;Apply…</source>
            <translation>&amp;Appliquer…</translation>
        </message>
        <message>
            <source>&amp;Undo the uplift…</source>
            <translation>A&amp;nnuler la revalorisation…</translation>
        </message>
        <message>
            <source>The uplift is applied (run {run}). The table shows what applying it again would do: the federation applied it only once.</source>
            <translation>La revalorisation est appliquée (calcul {run}). Le tableau montre ce que donnerait une nouvelle application : la fédération ne l'a appliquée qu'une fois.</translation>
        </message>
        <message>
            <source>{n} ratings below 2000 would rise; nothing is written until you apply.</source>
            <translation>{n} cotes inférieures à 2000 monteraient ; rien n'est écrit tant que vous n'appliquez pas.</translation>
        </message>
        <message>
            <source>No Belgian rating below 2000: the uplift changes nothing.</source>
            <translation>Aucune cote belge inférieure à 2000 : la revalorisation ne change rien.</translation>
        </message>
        <message>
            <source>Apply the uplift</source>
            <translation>Appliquer la revalorisation</translation>
        </message>
        <message>
            <source>Raise {n} Belgian ratings below 2000? A backup of the database is made first; the uplift is recorded in each player's history.</source>
            <translation>Relever {n} cotes belges inférieures à 2000 ? Une copie de sauvegarde de la base est faite d'abord ; la revalorisation est inscrite dans l'historique de chaque joueur.</translation>
        </message>
        <message>
            <source>Undo the uplift</source>
            <translation>Annuler la revalorisation</translation>
        </message>
        <message>
            <source>Undo the uplift (run {run})? Every Belgian rating it raised goes back.</source>
            <translation>Annuler la revalorisation (calcul {run}) ? Toutes les cotes belges qu'elle a relevées reviennent en arrière.</translation>
        </message>
        <message>
            <source>Uplift undone: {players} players restored.</source>
            <translation>Revalorisation annulée : {players} joueurs rétablis.</translation>
        </message>
    </context>
    <context>
        <name>UpliftTableModel</name>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Old</source>
            <translation>Ancienne</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nouvelle</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Variation</translation>
        </message>
    </context>
    <context>
        <name>WhatIfDialog</name>
        <message>
            <source>What-if calculator</source>
            <translation>Simulateur de calcul</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classique</translation>
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
            <translation>Partage de la nulle (DSS)</translation>
        </message>
        <message>
            <source>Sum of squares</source>
            <translation>Somme des carrés</translation>
        </message>
        <message>
            <source>Supply centres</source>
            <translation>Centres</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Système</translation>
        </message>
        <message>
            <source>&amp;Date of the games</source>
            <translation>&amp;Date des parties</translation>
        </message>
        <message>
            <source>&amp;Edition</source>
            <translation>Éditi&amp;on</translation>
        </message>
        <message>
            <source>&amp;Games</source>
            <translation>C&amp;adence</translation>
        </message>
        <message>
            <source>Sc&amp;oring</source>
            <translation>&amp;Méthode de scorage</translation>
        </message>
        <message>
            <source>Rated</source>
            <translation>Classé</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>Non classé</translation>
        </message>
        <message>
            <source>unknown (senior)</source>
            <translation>inconnue (senior)</translation>
        </message>
        <message>
            <source>&amp;Club player</source>
            <translation>&amp;Joueur du club</translation>
        </message>
        <message>
            <source>S&amp;tatus</source>
            <translation>S&amp;tatut</translation>
        </message>
        <message>
            <source>&amp;Power played</source>
            <translation>&amp;Puissance jouée</translation>
        </message>
        <message>
            <source>&amp;Rating</source>
            <translation>&amp;Elo</translation>
        </message>
        <message>
            <source>Games &amp;played</source>
            <translation>Nom&amp;bre de parties jouées</translation>
        </message>
        <message>
            <source>Archive: &amp;games</source>
            <translation>Arc&amp;hives : parties</translation>
        </message>
        <message>
            <source>Archive: sum of opponents' ratings</source>
            <translation>Archives : somme des cotes des adversaires</translation>
        </message>
        <message>
            <source>Archive: points</source>
            <translation>Archives : points</translation>
        </message>
        <message>
            <source>Archive: performance</source>
            <translation>Archives : performance</translation>
        </message>
        <message>
            <source>&amp;Birth year</source>
            <translation>An&amp;née de naissance</translation>
        </message>
        <message>
            <source>The player</source>
            <translation>Le joueur</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>Ajo&amp;uter</translation>
        </message>
        <message>
            <source>Re&amp;move</source>
            <translation>Reti&amp;rer</translation>
        </message>
        <message>
            <source>Clear all</source>
            <translation>Tout effacer</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>The board (double-click a cell to change it)</source>
            <translation>La table (double-cliquez sur une case pour la modifier)</translation>
        </message>
        <message>
            <source>&amp;Compute</source>
            <translation>&amp;Calculer</translation>
        </message>
        <message>
            <source>England</source>
            <translation>Angleterre</translation>
        </message>
        <message>
            <source>France</source>
            <translation>France</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Allemagne</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italie</translation>
        </message>
        <message>
            <source>Austria</source>
            <translation>Autriche</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Russie</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turquie</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Gain</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Nulle</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Perte</translation>
        </message>
        <message>
            <source>Crushing victory</source>
            <translation>Victoire écrasante</translation>
        </message>
        <message>
            <source>Decisive victory</source>
            <translation>Victoire décisive</translation>
        </message>
        <message>
            <source>Marginal victory</source>
            <translation>Victoire marginale</translation>
        </message>
        <message>
            <source>Marginal defeat</source>
            <translation>Défaite marginale</translation>
        </message>
        <message>
            <source>Decisive defeat</source>
            <translation>Défaite décisive</translation>
        </message>
        <message>
            <source>Crushing defeat</source>
            <translation>Défaite écrasante</translation>
        </message>
        <message>
            <source>rated</source>
            <translation>classé</translation>
        </message>
        <message>
            <source>first rating</source>
            <translation>première cote</translation>
        </message>
        <message>
            <source>provisional</source>
            <translation>provisoire</translation>
        </message>
        <message>
            <source>still unrated</source>
            <translation>toujours non classé</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>inchangé</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>In force at the date ({edition})</source>
            <translation>En vigueur à la date ({edition})</translation>
        </message>
        <message>
            <source>text (the rules as written)</source>
            <translation>texte (le règlement tel qu'il est écrit)</translation>
        </message>
        <message>
            <source>Opponent's &amp;level</source>
            <translation>Niveau de l'adversa&amp;ire</translation>
        </message>
        <message>
            <source>Opponent's &amp;rating</source>
            <translation>Elo de l'adversa&amp;ire</translation>
        </message>
        <message>
            <source>Opponent's level</source>
            <translation>Niveau de l'adversaire</translation>
        </message>
        <message>
            <source>Opponent's rating</source>
            <translation>Elo de l'adversaire</translation>
        </message>
        <message>
            <source>Battles &amp;fought</source>
            <translation>Batailles &amp;livrées</translation>
        </message>
        <message>
            <source>Games &amp;played in his career</source>
            <translation>Nom&amp;bre de parties dans sa carrière</translation>
        </message>
        <message>
            <source>&amp;Level</source>
            <translation>Ni&amp;veau</translation>
        </message>
        <message>
            <source>— none: type the values —</source>
            <translation>— aucun : saisissez les valeurs —</translation>
        </message>
        <message>
            <source>Add at least one game first.</source>
            <translation>Ajoutez d'abord au moins une partie.</translation>
        </message>
        <message>
            <source>opponent {n}</source>
            <translation>adversaire {n}</translation>
        </message>
        <message>
            <source>Game {n}: French ratings are multiples of 10 ({rating} is not).</source>
            <translation>Partie {n} : les cotes françaises sont des multiples de 10 ({rating} n'en est pas un).</translation>
        </message>
        <message>
            <source>what-if</source>
            <translation>simulation</translation>
        </message>
        <message>
            <source>French ratings are multiples of 10 ({rating} is not).</source>
            <translation>Les cotes françaises sont des multiples de 10 ({rating} n'en est pas un).</translation>
        </message>
        <message>
            <source>The archive's points must be whole or half points, at most its {n} games.</source>
            <translation>Les points des archives doivent être entiers ou demi-entiers, sans dépasser leur nombre de parties ({n}).</translation>
        </message>
        <message>
            <source>The board has {total} supply centres; a game has at most {max}.</source>
            <translation>La table compte {total} centres ; une partie en compte au plus {max}.</translation>
        </message>
        <message>
            <source>The rules cannot compute this: {error}</source>
            <translation>Le règlement ne permet pas ce calcul : {error}</translation>
        </message>
        <message>
            <source>Type the player and his games, then press Compute.</source>
            <translation>Saisissez le joueur et ses parties, puis cliquez sur Calculer.</translation>
        </message>
        <message>
            <source>{power}: {old} → {new} ({change}); global Elo {global_elo}</source>
            <translation>{power} : {old} → {new} ({change}) ; Elo global {global_elo}</translation>
        </message>
        <message>
            <source>Still unrated; provisional rating {value} ({games} games in the archive)</source>
            <translation>Toujours non classé ; cote provisoire {value} ({games} parties dans les archives)</translation>
        </message>
        <message>
            <source>Still unrated: {games} games in the archive</source>
            <translation>Toujours non classé : {games} parties dans les archives</translation>
        </message>
        <message>
            <source>First rating: {new}</source>
            <translation>Première cote : {new}</translation>
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
            <translation>&amp;Liste</translation>
        </message>
        <message>
            <source>none: from the rules</source>
            <translation>aucun : selon les règles</translation>
        </message>
        <message>
            <source>&amp;K on his last list</source>
            <translation>&amp;K de sa dernière liste</translation>
        </message>
    </context>
    <context>
        <name>WhatIfGamesModel</name>
        <message>
            <source>No.</source>
            <translation>N°</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
    </context>
    <context>
        <name>Workers</name>
        <message>
            <source>Internal error ({kind}: {error}): elodesk could not finish this work. The details were written to the log; please report them.</source>
            <translation>Erreur interne ({kind} : {error}) : elodesk n'a pas pu terminer ce travail. Les détails sont dans le journal ; merci de les signaler.</translation>
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
            <translation>Lieutenant</translation>
        </message>
        <message>
            <source>Captain</source>
            <comment>Bataille Empire grade: Capitaine</comment>
            <translation>Capitaine</translation>
        </message>
        <message>
            <source>Major</source>
            <comment>Bataille Empire grade: Chef de bataillon</comment>
            <translation>Chef de bataillon</translation>
        </message>
        <message>
            <source>Colonel</source>
            <comment>Bataille Empire grade: Colonel</comment>
            <translation>Colonel</translation>
        </message>
        <message>
            <source>Brigadier General</source>
            <comment>Bataille Empire grade: Général de Brigade</comment>
            <translation>Général de Brigade</translation>
        </message>
        <message>
            <source>Major General</source>
            <comment>Bataille Empire grade: Général de Division</comment>
            <translation>Général de Division</translation>
        </message>
        <message>
            <source>General-in-Chief</source>
            <comment>Bataille Empire grade: Général en Chef</comment>
            <translation>Général en Chef</translation>
        </message>
        <message>
            <source>Marshal of the Empire</source>
            <comment>Bataille Empire grade: Maréchal d'Empire</comment>
            <translation>Maréchal d'Empire</translation>
        </message>
    </context>
    <context>
        <name>BrokenClubDialog</name>
        <message>
            <source>The club database cannot be opened</source>
            <translation>La base du club ne peut pas être ouverte</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}</source>
            <translation>{file} ne peut pas être ouvert : {reason}</translation>
        </message>
        <message>
            <source>Backups found beside it, newest first. elodesk opens a copy of the one chosen, made next to it; the damaged file and the backup stay as they are.</source>
            <translation>Sauvegardes trouvées à côté, la plus récente d'abord. elodesk ouvre une copie de celle choisie, faite à côté ; le fichier abîmé et la sauvegarde restent tels quels.</translation>
        </message>
        <message>
            <source>No backup of it was found beside it.</source>
            <translation>Aucune sauvegarde n'a été trouvée à côté.</translation>
        </message>
        <message>
            <source>Open a &amp;copy of this backup</source>
            <translation>Ouvrir une &amp;copie de cette sauvegarde</translation>
        </message>
        <message>
            <source>Choose &amp;another file…</source>
            <translation>Choisir un &amp;autre fichier…</translation>
        </message>
        <message>
            <source>before a period was applied</source>
            <translation>avant l'application d'une période</translation>
        </message>
        <message>
            <source>before elodesk updated the file</source>
            <translation>avant qu'elodesk ne mette le fichier à jour</translation>
        </message>
        <message>
            <source>made from File ▸ Back up</source>
            <translation>faite par Fichier ▸ Sauvegarder la base</translation>
        </message>
        <message>
            <source>Open a club database</source>
            <translation>Ouvrir une base du club</translation>
        </message>
        <message>
            <source>elodesk databases (*{ext});;All files (*)</source>
            <translation>Bases elodesk (*{ext});;Tous les fichiers (*)</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>Pairings</source>
            <translation>Appariements</translation>
        </message>
        <message>
            <source>Results and standings</source>
            <translation>Résultats et classement</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Rating rules</source>
            <translation>Règles du classement Elo</translation>
        </message>
        <message>
            <source>Worth a second look</source>
            <translation>À regarder de plus près</translation>
        </message>
        <message>
            <source>FIDE rating changes</source>
            <translation>Variations Elo FIDE</translation>
        </message>
        <message>
            <source>Round {round}: as the Dutch system pairs</source>
            <translation>Ronde {round} : comme l'apparie le système suisse néerlandais</translation>
        </message>
        <message>
            <source>Round {round}: differs, legally: the file's pairing does worse on {criterion} ({file} against {engine} in the Dutch system's pairing)</source>
            <translation>Ronde {round} : diffère, légalement : l'appariement du fichier fait moins bien sur {criterion} ({file} contre {engine} dans celui du système néerlandais)</translation>
        </message>
        <message>
            <source>Round {round}: differs: the file's pairing does better on {criterion} ({file} against {engine} in the Dutch system's pairing)</source>
            <translation>Ronde {round} : diffère : l'appariement du fichier fait mieux sur {criterion} ({file} contre {engine} dans celui du système néerlandais)</translation>
        </message>
        <message>
            <source>Round {round}: differs, legally: the criteria are met alike, the Dutch system's order of transpositions and exchanges comes first</source>
            <translation>Ronde {round} : diffère, légalement : les critères sont également remplis, l'ordre des transpositions et échanges du système néerlandais passe avant</translation>
        </message>
        <message>
            <source>Round {round}: breaks article 5: colours not as the Dutch system allocates them</source>
            <translation>Ronde {round} : enfreint l'article 5 : couleurs autres que celles qu'attribue le système néerlandais</translation>
        </message>
        <message>
            <source>Round {round}: breaks {rules}</source>
            <translation>Ronde {round} : enfreint {rules}</translation>
        </message>
        <message>
            <source>Round {round}: the Dutch system finds no pairing from the file's history</source>
            <translation>Ronde {round} : le système néerlandais ne trouve aucun appariement à partir de l'historique du fichier</translation>
        </message>
        <message>
            <source>The file names an acceleration (XXA), which is not applied here: differences in the accelerated rounds are its own</source>
            <translation>Le fichier indique une accélération (XXA), qui n'est pas appliquée ici : les différences des rondes accélérées lui sont dues</translation>
        </message>
        <message>
            <source>{white} – {black}: the Dutch system pairs {white} with {white_mate} and {black} with {black_mate}</source>
            <translation>{white} – {black} : le système néerlandais apparie {white} avec {white_mate} et {black} avec {black_mate}</translation>
        </message>
        <message>
            <source>{white} – {black}: the colour rules give white to {expected}</source>
            <translation>{white} – {black} : les règles des couleurs donnent les blancs à {expected}</translation>
        </message>
        <message>
            <source>Pairing-allocated bye to {player}: the Dutch system gives it to {expected}</source>
            <translation>Exempt attribué par l'appariement à {player} : le système néerlandais le donne à {expected}</translation>
        </message>
        <message>
            <source>No pairing-allocated bye: the Dutch system gives it to {expected}</source>
            <translation>Aucun exempt attribué par l'appariement : le système néerlandais le donne à {expected}</translation>
        </message>
        <message>
            <source>More than one pairing-allocated bye in the round: {players}</source>
            <translation>Plus d'un exempt attribué par l'appariement dans la ronde : {players}</translation>
        </message>
        <message>
            <source>Breaks C1: {white} and {black} met in round {met}</source>
            <translation>Enfreint C1 : {white} et {black} se sont rencontrés à la ronde {met}</translation>
        </message>
        <message>
            <source>Breaks C2: {player} gets the pairing-allocated bye after a bye or a point without playing</source>
            <translation>Enfreint C2 : {player} reçoit l'exempt après un exempt ou un point sans jouer</translation>
        </message>
        <message>
            <source>Breaks C3: {white} and {black} both must have white</source>
            <translation>Enfreint C3 : {white} et {black} doivent tous deux avoir les blancs</translation>
        </message>
        <message>
            <source>Breaks C3: {white} and {black} both must have black</source>
            <translation>Enfreint C3 : {white} et {black} doivent tous deux avoir les noirs</translation>
        </message>
        <message>
            <source>Breaks C3: {player} must have white</source>
            <translation>Enfreint C3 : {player} doit avoir les blancs</translation>
        </message>
        <message>
            <source>Breaks C3: {player} must have black</source>
            <translation>Enfreint C3 : {player} doit avoir les noirs</translation>
        </message>
        <message>
            <source>Round {round}: as the Berger table pairs</source>
            <translation>Ronde {round} : comme l'apparie la table de Berger</translation>
        </message>
        <message>
            <source>Round {round}: differs from the Berger table</source>
            <translation>Ronde {round} : diffère de la table de Berger</translation>
        </message>
        <message>
            <source>{white} – {black}: the Berger table pairs {white} with {white_mate} and {black} with {black_mate}</source>
            <translation>{white} – {black} : la table de Berger apparie {white} avec {white_mate} et {black} avec {black_mate}</translation>
        </message>
        <message>
            <source>{white} – {black}: the Berger table gives white to {expected}</source>
            <translation>{white} – {black} : la table de Berger donne les blancs à {expected}</translation>
        </message>
        <message>
            <source>Round {round}: as the Dutch system pairs after round {rounds} as it paired it</source>
            <translation>Ronde {round} : comme l'apparie le système néerlandais après la ronde {rounds} telle qu'il l'a appariée</translation>
        </message>
        <message>
            <source>A team tournament: its players' pairings follow the teams' pairings and are not paired again</source>
            <translation>Un tournoi par équipes : les appariements de ses joueurs suivent ceux des équipes et ne sont pas refaits</translation>
        </message>
        <message>
            <source>{white} and {black} meet again: they met in round {met}, which the Dutch system paired otherwise</source>
            <translation>{white} et {black} se rencontrent de nouveau : ils se sont rencontrés à la ronde {met}, que le système néerlandais appariait autrement</translation>
        </message>
        <message>
            <source>{player} has a pairing-allocated bye again, after an earlier bye or point without playing in a round the Dutch system paired otherwise</source>
            <translation>{player} reçoit de nouveau l'exempt, après un exempt ou un point sans jouer lors d'une ronde que le système néerlandais appariait autrement</translation>
        </message>
        <message>
            <source>{player} is paired more than once in the round: the first pairing is the one compared</source>
            <translation>{player} est apparié plus d'une fois dans la ronde : le premier appariement est celui qui est comparé</translation>
        </message>
        <message>
            <source>{name}: the points column says {said}, the results give {counted}.</source>
            <translation>{name} : la colonne des points indique {said}, les résultats donnent {counted}.</translation>
        </message>
        <message>
            <source>{name} is ranked {rank} with {points} points, above {other} ranked {other_rank} with {other_points}.</source>
            <translation>{name} est classé {rank} avec {points} points, devant {other} classé {other_rank} avec {other_points}.</translation>
        </message>
        <message>
            <source>{name} is ranked {rank}; the file's tie-breaks ({tiebreaks}, edition {edition}) rank him {low}–{high}.</source>
            <translation>{name} est classé {rank} ; les départages du fichier ({tiebreaks}, édition {edition}) le classent {low}–{high}.</translation>
        </message>
        <message>
            <source>{name} is ranked {rank}; the file's tie-breaks ({tiebreaks}, edition {edition}) rank him {expected}.</source>
            <translation>{name} est classé {rank} ; les départages du fichier ({tiebreaks}, édition {edition}) le classent {expected}.</translation>
        </message>
        <message>
            <source>The final ranking follows the points and the file's tie-breaks ({tiebreaks}, edition {edition}).</source>
            <translation>Le classement final suit les points et les départages du fichier ({tiebreaks}, édition {edition}).</translation>
        </message>
        <message>
            <source>Every points column matches the results ({players} players).</source>
            <translation>Chaque colonne des points correspond aux résultats ({players} joueurs).</translation>
        </message>
        <message>
            <source>{name} has no FIDE id: FIDE cannot rate his games.</source>
            <translation>{name} n'a pas d'identifiant FIDE : la FIDE ne peut pas classer ses parties.</translation>
        </message>
        <message>
            <source>FIDE id {id} is given to {count} players: {names}.</source>
            <translation>L'identifiant FIDE {id} est donné à {count} joueurs : {names}.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): no birth date in the file.</source>
            <translation>{name} (identifiant FIDE {id}) : pas de date de naissance dans le fichier.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): no sex in the file.</source>
            <translation>{name} (identifiant FIDE {id}) : pas de sexe dans le fichier.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): no federation in the file.</source>
            <translation>{name} (identifiant FIDE {id}) : pas de fédération dans le fichier.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): rated {said} in the file, {listed} on the FIDE list of {month}.</source>
            <translation>{name} (identifiant FIDE {id}) : {said} dans le fichier, {listed} sur la liste FIDE de {month}.</translation>
        </message>
        <message>
            <source>{name} (FIDE id {id}): title {said} in the file, {listed} in the club.</source>
            <translation>{name} (identifiant FIDE {id}) : titre {said} dans le fichier, {listed} dans le club.</translation>
        </message>
        <message>
            <source>Every one of the {players} players has a FIDE id, given once.</source>
            <translation>Chacun des {players} joueurs a un identifiant FIDE, donné une seule fois.</translation>
        </message>
        <message>
            <source>The file is no FIDE report and its players carry no FIDE rating: the players' FIDE data are not checked.</source>
            <translation>Le fichier n'est pas un rapport FIDE et ses joueurs n'ont pas d'Elo FIDE : leurs données FIDE ne sont pas vérifiées.</translation>
        </message>
        <message>
            <source>{white} – {black} {result}: not played, not rated.</source>
            <translation>{white} – {black} {result} : non jouée, non classée.</translation>
        </message>
        <message>
            <source>{white} – {black}: both players unrated, the game is rated for neither.</source>
            <translation>{white} – {black} : deux joueurs non classés, la partie ne compte pour aucun.</translation>
        </message>
        <message>
            <source>{white} ({white_rating}) – {black} ({black_rating}): 600 points or more apart with a player above 2600, not rated.</source>
            <translation>{white} ({white_rating}) – {black} ({black_rating}) : 600 points d'écart ou plus avec un joueur au-dessus de 2600, non classée.</translation>
        </message>
        <message>
            <source>The event ends on {end}: it goes on the list of {list}.</source>
            <translation>Le tournoi se termine le {end} : il va sur la liste du {list}.</translation>
        </message>
        <message>
            <source>The event ends on {end}: it goes on the list of {list}, or of {later} if it is reported late.</source>
            <translation>Le tournoi se termine le {end} : il va sur la liste du {list}, ou du {later} s'il est transmis tard.</translation>
        </message>
        <message>
            <source>The event lasts {days} days ({start} – {end}): it is reported month by month ({months}).</source>
            <translation>Le tournoi dure {days} jours ({start} – {end}) : il est transmis mois par mois ({months}).</translation>
        </message>
        <message>
            <source>The file gives no time control that tells the rate: it is rated as standard.</source>
            <translation>Le fichier ne donne pas de cadence qui dise le rythme : il est classé en standard.</translation>
        </message>
        <message>
            <source>Time control {control}: rated on the standard list.</source>
            <translation>Cadence {control} : classé sur la liste standard.</translation>
        </message>
        <message>
            <source>Time control {control}: rated on the rapid list.</source>
            <translation>Cadence {control} : classé sur la liste rapide.</translation>
        </message>
        <message>
            <source>Time control {control}: rated on the blitz list.</source>
            <translation>Cadence {control} : classé sur la liste blitz.</translation>
        </message>
        <message>
            <source>Report to the rating officer by {report}; upload to FIDE by {upload}.</source>
            <translation>Rapport au responsable du classement au plus tard le {report} ; envoi à la FIDE au plus tard le {upload}.</translation>
        </message>
        <message>
            <source>The file gives no date: the list and the deadlines cannot be told.</source>
            <translation>Le fichier ne donne pas de date : la liste et les délais ne peuvent être dits.</translation>
        </message>
        <message>
            <source>FIDE does not rate this event: its rules are not checked.</source>
            <translation>La FIDE ne classe pas ce tournoi : ses règles ne sont pas vérifiées.</translation>
        </message>
        <message>
            <source>{count} of the {pairings} pairings were not played ({share} %).</source>
            <translation>{count} des {pairings} appariements n'ont pas été joués ({share} %).</translation>
        </message>
        <message>
            <source>{white} and {black} met {count} times.</source>
            <translation>{white} et {black} se sont rencontrés {count} fois.</translation>
        </message>
        <message>
            <source>{name}, rated {rating}, scored {points} of {games} against an average of {average}.</source>
            <translation>{name}, classé {rating}, a marqué {points} sur {games} contre une moyenne de {average}.</translation>
        </message>
        <message>
            <source>{name}: {old} → {new} ({change}), K {k}, {games} rated games.</source>
            <translation>{name} : {old} → {new} ({change}), K {k}, {games} parties classées.</translation>
        </message>
        <message>
            <source>{name}: first rating {new}, {games} rated games.</source>
            <translation>{name} : premier classement {new}, {games} parties classées.</translation>
        </message>
        <message>
            <source>{name}: still unrated, {games} rated games.</source>
            <translation>{name} : toujours non classé, {games} parties classées.</translation>
        </message>
        <message>
            <source>{name}: {old}, no rated game.</source>
            <translation>{name} : {old}, aucune partie classée.</translation>
        </message>
        <message>
            <source>The starting ratings are the file's ({count} players the club does not know by FIDE id): career games taken as 30 or more.</source>
            <translation>Les Elo de départ sont ceux du fichier ({count} joueurs que le club ne connaît pas par leur identifiant FIDE) : parties de carrière comptées 30 ou plus.</translation>
        </message>
        <message>
            <source>The file gives no date: the rating changes cannot be computed.</source>
            <translation>Le fichier ne donne pas de date : les variations Elo ne peuvent être calculées.</translation>
        </message>
        <message>
            <source>The rank column does not follow the points ({count} neighbours out of order): read as another order, the ranking is not checked.</source>
            <translation>La colonne du rang ne suit pas les points ({count} voisins dans le désordre) : lue comme un autre ordre, le classement n'est pas vérifié.</translation>
        </message>
        <message>
            <source>{name} had white three games in a row (rounds {first}–{last}).</source>
            <translation>{name} a eu les blancs trois parties de suite (rondes {first}–{last}).</translation>
        </message>
        <message>
            <source>{name} had black three games in a row (rounds {first}–{last}).</source>
            <translation>{name} a eu les noirs trois parties de suite (rondes {first}–{last}).</translation>
        </message>
        <message>
            <source>{name} had {whites} whites and {blacks} blacks after round {round}.</source>
            <translation>{name} avait {whites} blancs et {blacks} noirs après la ronde {round}.</translation>
        </message>
    </context>
    <context>
        <name>AuditSheet</name>
        <message>
            <source>File audit — {event}</source>
            <translation>Vérification du fichier — {event}</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Tournoi</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>Dates</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Cadence</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <source>{file} (read as {format})</source>
            <translation>{file} (lu comme {format})</translation>
        </message>
        <message>
            <source>not given in the file</source>
            <translation>non indiqué dans le fichier</translation>
        </message>
        <message>
            <source>Nothing wrong found</source>
            <translation>Aucune erreur trouvée</translation>
        </message>
        <message>
            <source>Nothing wrong found; {notes}</source>
            <translation>Aucune erreur trouvée ; {notes}</translation>
        </message>
        <message>
            <source>{faults}, {notes}</source>
            <translation>{faults}, {notes}</translation>
        </message>
        <message>
            <source>1 fault</source>
            <translation>1 erreur</translation>
        </message>
        <message>
            <source>{count} faults</source>
            <translation>{count} erreurs</translation>
        </message>
        <message>
            <source>1 point to look at</source>
            <translation>1 point à vérifier</translation>
        </message>
        <message>
            <source>{count} points to look at</source>
            <translation>{count} points à vérifier</translation>
        </message>
        <message>
            <source>✗ a fault: the file breaks the rule of the article cited. ! a point to look at: allowed, or worth checking by hand. ✓ checked and right. Line: the line of the file (or the sheet's cell) the finding rests on.</source>
            <translation>✗ une erreur : le fichier enfreint la règle de l'article cité. ! un point à vérifier : permis, ou à contrôler à la main. ✓ vérifié et correct. Ligne : la ligne du fichier (ou la cellule de la feuille) sur laquelle porte la remarque.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Constat</translation>
        </message>
        <message>
            <source>Article</source>
            <translation>Article</translation>
        </message>
        <message>
            <source>nothing wrong</source>
            <translation>aucune erreur</translation>
        </message>
        <message>
            <source>Nothing to report in this section.</source>
            <translation>Rien à signaler dans cette partie.</translation>
        </message>
        <message>
            <source>One line per player: each change's explanation, game by game, is in the window (select the player) and in the JSON report (--json).</source>
            <translation>Une ligne par joueur : l'explication de chaque variation, partie par partie, est dans la fenêtre (choisissez le joueur) et dans le rapport JSON (--json).</translation>
        </message>
    </context>
    <context>
        <name>AuditDialog</name>
        <message>
            <source>Audit a file</source>
            <translation>Vérifier un fichier</translation>
        </message>
        <message>
            <source>Tournament files (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.zip);;All files (*)</source>
            <translation>Fichiers de tournoi (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.zip);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Audit — {file}</source>
            <translation>Vérification — {file}</translation>
        </message>
        <message>
            <source>Nothing was imported: the club database is as it was.</source>
            <translation>Rien n'a été importé : la base du club est restée telle quelle.</translation>
        </message>
        <message>
            <source>All sections</source>
            <translation>Toutes les parties</translation>
        </message>
        <message>
            <source>&amp;Faults only</source>
            <translation>&amp;Erreurs seulement</translation>
        </message>
        <message>
            <source>&amp;Section:</source>
            <translation>&amp;Partie :</translation>
        </message>
        <message>
            <source>Save as &amp;PDF…</source>
            <translation>Enregistrer en &amp;PDF…</translation>
        </message>
        <message>
            <source>Save as &amp;JSON…</source>
            <translation>Enregistrer en &amp;JSON…</translation>
        </message>
        <message>
            <source>Shown: {shown} / {total}</source>
            <translation>Affichés : {shown} / {total}</translation>
        </message>
        <message>
            <source>Save the audit as PDF</source>
            <translation>Enregistrer la vérification en PDF</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Documents PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Save the audit as JSON</source>
            <translation>Enregistrer la vérification en JSON</translation>
        </message>
        <message>
            <source>JSON documents (*.json)</source>
            <translation>Documents JSON (*.json)</translation>
        </message>
        <message>
            <source>audit</source>
            <translation>verification</translation>
        </message>
        <message>
            <source>Writing {file}…</source>
            <translation>Écriture de {file}…</translation>
        </message>
        <message>
            <source>The file could not be written: {reason}</source>
            <translation>Le fichier n'a pas pu être écrit : {reason}</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <translation>Enregistré : {path}</translation>
        </message>
        <message>
            <source>Auditing {file}…</source>
            <translation>Vérification de {file}…</translation>
        </message>
    </context>
    <context>
        <name>AuditFindingsModel</name>
        <message>
            <source>Section</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Gravité</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Constat</translation>
        </message>
        <message>
            <source>Article</source>
            <translation>Article</translation>
        </message>
        <message>
            <source>fault</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>to look at</source>
            <translation>à vérifier</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>correct</translation>
        </message>
    </context>
    <context>
        <name>Closing</name>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>A change is being written to the club database (an import, a run applied or undone, a merge): it is written in one go. Close anyway stops it (nothing of it is written, unless it had already finished); Wait lets it finish.</source>
            <translation>Une modification est en cours d'écriture dans la base du club (une importation, un calcul appliqué ou annulé, une fusion) : elle s'écrit en une fois. Fermer quand même l'arrête (rien n'en est écrit, sauf si elle était déjà finie) ; Attendre la laisse finir.</translation>
        </message>
        <message>
            <source>&amp;Wait for it</source>
            <translation>&amp;Attendre</translation>
        </message>
        <message>
            <source>&amp;Close anyway</source>
            <translation>&amp;Fermer quand même</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>fide: which list (standard, rapid or blitz)</source>
            <translation>fide : quelle liste (standard, rapid ou blitz)</translation>
        </message>
        <message>
            <source>Diplomacy: which mode (classic or blitz)</source>
            <translation>Diplomacy : quel mode (classic ou blitz)</translation>
        </message>
        <message>
            <source>first day of the period, DD/MM/YYYY or YYYY-MM-DD</source>
            <translation>premier jour de la période, JJ/MM/AAAA ou AAAA-MM-JJ</translation>
        </message>
        <message>
            <source>last day of the period</source>
            <translation>dernier jour de la période</translation>
        </message>
        <message>
            <source>an event's id (elodesk events)</source>
            <translation>le numéro d'un événement (elodesk events)</translation>
        </message>
        <message>
            <source>a calendar month, MM/YYYY or YYYY-MM (a FIDE rating period)</source>
            <translation>un mois civil, MM/AAAA ou AAAA-MM (une période de classement FIDE)</translation>
        </message>
        <message>
            <source>fide: the list rated (standard, rapid or blitz)</source>
            <translation>fide : la liste calculée (standard, rapid ou blitz)</translation>
        </message>
        <message>
            <source>Bataille Empire: the 31 December penalty of YEAR</source>
            <translation>Bataille Empire : la pénalité du 31 décembre de l'année YEAR</translation>
        </message>
        <message>
            <source>frbe: the one-time uplift of 1 April 2024; fide: the increase of 1 March 2024</source>
            <translation>frbe : le relèvement unique du 1er avril 2024 ; fide : la hausse du 1er mars 2024</translation>
        </message>
        <message>
            <source>Club ratings: Belgian, French, Bataille Empire, Diplomacy.</source>
            <translation>Classements du club : belge, français, Bataille Empire, Diplomacy.</translation>
        </message>
        <message>
            <source>show program's version number and exit</source>
            <translation>afficher le numéro de version du programme et quitter</translation>
        </message>
        <message>
            <source>the club database (default: in your user data folder)</source>
            <translation>la base du club (par défaut : dans votre dossier de données utilisateur)</translation>
        </message>
        <message>
            <source>language of the output (fr) and of the application</source>
            <translation>langue des sorties (fr) et de l'application</translation>
        </message>
        <message>
            <source>run one rating computation on a JSON document (ENGINE.md)</source>
            <translation>faire un calcul de classement sur un document JSON (ENGINE.md)</translation>
        </message>
        <message>
            <source>the input document, or - for standard input</source>
            <translation>le document d'entrée, ou - pour l'entrée standard</translation>
        </message>
        <message>
            <source>print each player's explanation as sentences instead of JSON</source>
            <translation>écrire l'explication de chaque joueur en phrases au lieu de JSON</translation>
        </message>
        <message>
            <source>with --explain: only this player id</source>
            <translation>avec --explain : seulement ce joueur (son id)</translation>
        </message>
        <message>
            <source>fill a new database with the demo club</source>
            <translation>remplir une nouvelle base avec le club de démonstration</translation>
        </message>
        <message>
            <source>import a result file, a rating list or a sheet</source>
            <translation>importer un fichier de résultats, une liste de classement ou une feuille</translation>
        </message>
        <message>
            <source>the file's format (recognised from its content)</source>
            <translation>le format du fichier (reconnu d'après son contenu)</translation>
        </message>
        <message>
            <source>the rating system (recognised from the file)</source>
            <translation>le système de classement (reconnu d'après le fichier)</translation>
        </message>
        <message>
            <source>a chess event's rate, and so the rating each player is listed at (read from the file)</source>
            <translation>la cadence d'un événement d'échecs, et donc la cote sous laquelle chaque joueur est inscrit (lue dans le fichier)</translation>
        </message>
        <message>
            <source>show what would be created and changed</source>
            <translation>montrer ce qui serait créé et modifié</translation>
        </message>
        <message>
            <source>FIDE list: add the players of this federation (default: update the club's players)</source>
            <translation>liste FIDE : ajouter les joueurs de cette fédération (par défaut : mettre à jour les joueurs du club)</translation>
        </message>
        <message>
            <source>list every player and warning</source>
            <translation>lister chaque joueur et chaque avertissement</translation>
        </message>
        <message>
            <source>list the club's players and their ratings</source>
            <translation>lister les joueurs du club et leurs cotes</translation>
        </message>
        <message>
            <source>list the events</source>
            <translation>lister les événements</translation>
        </message>
        <message>
            <source>edit or delete an event (refused while an applied run has used it)</source>
            <translation>modifier ou supprimer un événement (refusé tant qu'un calcul appliqué l'a utilisé)</translation>
        </message>
        <message>
            <source>change an event's fields (an empty value clears one)</source>
            <translation>changer les champs d'un événement (une valeur vide efface le champ)</translation>
        </message>
        <message>
            <source>the event (elodesk events)</source>
            <translation>l'événement (elodesk events)</translation>
        </message>
        <message>
            <source>the rounds planned (0: not fixed)</source>
            <translation>les rondes prévues (0 : non fixé)</translation>
        </message>
        <message>
            <source>a chess event's rate</source>
            <translation>la cadence d'un événement d'échecs</translation>
        </message>
        <message>
            <source>the rating system (another kind of game only for an event without games)</source>
            <translation>le système de classement (un autre type de jeu seulement pour un événement sans parties)</translation>
        </message>
        <message>
            <source>the other chess systems that rate the event, comma-separated (fide); empty: none</source>
            <translation>les autres systèmes d'échecs qui classent l'événement, séparés par des virgules (fide) ; vide : aucun</translation>
        </message>
        <message>
            <source>delete an event with its games (not its players); a backup is taken first</source>
            <translation>supprimer un événement avec ses parties (pas ses joueurs) ; une sauvegarde est faite d'abord</translation>
        </message>
        <message>
            <source>one player, with his explanation</source>
            <translation>un seul joueur, avec son explication</translation>
        </message>
        <message>
            <source>the output document of ENGINE.md</source>
            <translation>le document de sortie d'ENGINE.md</translation>
        </message>
        <message>
            <source>a chess event's tie-breaks (FIDE C.07): show them, or choose them with --set</source>
            <translation>les départages d'un événement d'échecs (FIDE C.07) : les afficher, ou les choisir avec --set</translation>
        </message>
        <message>
            <source>the acronyms in order, e.g. "BH-C1,BH,DE"; "" for the usual ones</source>
            <translation>les sigles dans l'ordre, par ex. "BH-C1,BH,DE" ; "" pour les habituels</translation>
        </message>
        <message>
            <source>the edition of FIDE's regulations (C.07) to use; date: the one of the event's start</source>
            <translation>l'édition du règlement FIDE (C.07) à suivre ; date : celle du début de l'événement</translation>
        </message>
        <message>
            <source>each player's rank, points and tie-break values, with the edition</source>
            <translation>la place, les points et les départages de chaque joueur, avec l'édition</translation>
        </message>
        <message>
            <source>the ranking list of a system</source>
            <translation>la liste de classement d'un système</translation>
        </message>
        <message>
            <source>write the file for submission to the federation</source>
            <translation>écrire le fichier à envoyer à la fédération</translation>
        </message>
        <message>
            <source>fide-trf (default): FIDE's tournament report; frbe-trf: the Belgian submission file</source>
            <translation>fide-trf (par défaut) : le rapport de tournoi de la FIDE ; frbe-trf : le fichier d'envoi belge</translation>
        </message>
        <message>
            <source>fide-trf: TRF-16 (default) or TRF-2026 (with the tie-breaks and the encoded type and time control)</source>
            <translation>fide-trf : TRF-16 (par défaut) ou TRF-2026 (avec les départages, le type et la cadence codés)</translation>
        </message>
        <message>
            <source>look over a period or event before submission</source>
            <translation>vérifier une période ou un événement avant l'envoi</translation>
        </message>
        <message>
            <source>render every view and dialog of the application to PNG files</source>
            <translation>dessiner chaque vue et chaque dialogue de l'application dans des fichiers PNG</translation>
        </message>
        <message>
            <source>write a blank result sheet with drop-down lists</source>
            <translation>écrire une feuille de résultats vierge avec des listes déroulantes</translation>
        </message>
        <message>
            <source>print a sheet to PDF: a ranking list, the grade table, standings, a record card, a round's pairings or its result slips, an event's FIDE rating report</source>
            <translation>imprimer une feuille en PDF : une liste de classement, le tableau des grades, un classement de tournoi, une fiche, les appariements d'une ronde ou ses fiches de résultat, le rapport de classement FIDE d'un événement</translation>
        </message>
        <message>
            <source>ranking: the rating system</source>
            <translation>ranking : le système de classement</translation>
        </message>
        <message>
            <source>standings, pairings, slips, fide-report: the event (elodesk events)</source>
            <translation>standings, pairings, slips, fide-report : l'événement (elodesk events)</translation>
        </message>
        <message>
            <source>pairings, slips: the round</source>
            <translation>pairings, slips : la ronde</translation>
        </message>
        <message>
            <source>card: the player (elodesk players)</source>
            <translation>card : le joueur (elodesk players)</translation>
        </message>
        <message>
            <source>ranking, grades: only this club's players</source>
            <translation>ranking, grades : seulement les joueurs de ce club</translation>
        </message>
        <message>
            <source>ranking: under 20 or 65 and over on 1 January, or women</source>
            <translation>ranking : moins de 20 ans ou 65 ans et plus au 1er janvier, ou femmes</translation>
        </message>
        <message>
            <source>ranking, grades: players some applied run rated</source>
            <translation>ranking, grades : les joueurs classés par un calcul appliqué</translation>
        </message>
        <message>
            <source>the PDF file to write</source>
            <translation>le fichier PDF à écrire</translation>
        </message>
        <message>
            <source>pair the next round of a tournament file (TRF) by the Dutch system or a round robin's Berger table</source>
            <translation>apparier la ronde suivante d'un fichier de tournoi (TRF) par le système suisse hollandais ou la table de Berger d'un toutes-rondes</translation>
        </message>
        <message>
            <source>the tournament with its rounds so far, or - for standard input</source>
            <translation>le tournoi avec ses rondes jusqu'ici, ou - pour l'entrée standard</translation>
        </message>
        <message>
            <source>where to write the pairing (- for standard output)</source>
            <translation>où écrire l'appariement (- pour la sortie standard)</translation>
        </message>
        <message>
            <source>the tournament's number of rounds, when the file gives none (XXR) or another</source>
            <translation>le nombre de rondes du tournoi, quand le fichier n'en donne pas (XXR) ou en donne un autre</translation>
        </message>
        <message>
            <source>check a received tournament file before sending it on (results, players, rating rules, the FIDE changes), writing nothing; exit 1 when it breaks a rule</source>
            <translation>contrôler un fichier de tournoi reçu avant de le transmettre (résultats, joueurs, règles de classement, variations FIDE), sans rien écrire ; code de sortie 1 quand il enfreint une règle</translation>
        </message>
        <message>
            <source>the tournament file (TRF, Papi, PGN)</source>
            <translation>le fichier de tournoi (TRF, Papi, PGN)</translation>
        </message>
        <message>
            <source>the findings as JSON, to this file or - for standard output</source>
            <translation>les constats en JSON, dans ce fichier ou - pour la sortie standard</translation>
        </message>
        <message>
            <source>the report as a PDF file, as the window prints it</source>
            <translation>le rapport en fichier PDF, tel que la fenêtre l'imprime</translation>
        </message>
        <message>
            <source>every player's change in a run (a period, an event, an inactivity penalty, an uplift), writing nothing</source>
            <translation>la variation de chaque joueur dans un calcul (une période, un événement, une pénalité d'inactivité, une revalorisation), sans rien écrire</translation>
        </message>
        <message>
            <source>apply a run (a period, an event, an inactivity penalty, an uplift); a backup is taken first</source>
            <translation>appliquer un calcul (une période, un événement, une pénalité d'inactivité, une revalorisation) ; une sauvegarde est faite d'abord</translation>
        </message>
        <message>
            <source>revert the last applied run of a system</source>
            <translation>annuler le dernier calcul appliqué d'un système</translation>
        </message>
    </context>
    <context>
        <name>Argparse</name>
        <message>
            <source>usage: </source>
            <translation>utilisation : </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>arguments positionnels </translation>
        </message>
        <message>
            <source>options</source>
            <translation>options </translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>afficher ce message d'aide et quitter</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s : %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>les arguments suivants sont obligatoires : %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>l'un des arguments %s est obligatoire</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>interdit avec l'argument %s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>arguments non reconnus : %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>un argument attendu</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>au plus un argument attendu</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>au moins un argument attendu</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>option ambiguë : %(option)s peut correspondre à %(matches)s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argument explicite ignoré : %r</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valeur %(type)s invalide : %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>choix invalide : %(value)r (au choix : %(choices)s)</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>commande inconnue %(parser_name)r (au choix : %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>impossible d'ouvrir '%(filename)s' : %(error)s</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>%s argument attendu</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>%s arguments attendus</translation>
        </message>
    </context>
    <context>
        <name>Formats</name>
        <message>
            <source>FIDE tournament report (TRF)</source>
            <translation>Rapport de tournoi FIDE (TRF)</translation>
        </message>
        <message>
            <source>Belgian submission file (TRF)</source>
            <translation>Fichier d'envoi belge (TRF)</translation>
        </message>
        <message>
            <source>Papi tournament (French)</source>
            <translation>Tournoi Papi (français)</translation>
        </message>
        <message>
            <source>PGN games</source>
            <translation>Parties PGN</translation>
        </message>
        <message>
            <source>Belgian rating list</source>
            <translation>Liste de classement belge</translation>
        </message>
        <message>
            <source>FIDE rating list</source>
            <translation>Liste de classement FIDE</translation>
        </message>
        <message>
            <source>Bataille Empire result sheet</source>
            <translation>Feuille de résultats Bataille Empire</translation>
        </message>
        <message>
            <source>Diplomacy result sheet</source>
            <translation>Feuille de résultats Diplomatie</translation>
        </message>
        <message>
            <source>Players sheet</source>
            <translation>Feuille de joueurs</translation>
        </message>
    </context>
</TS>
