<?xml version='1.0' encoding='utf-8'?>
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
        <message>
            <source>Buchholz: the sum of the opponents' points</source>
            <translation>Buchholz : la somme des points des adversaires</translation>
        </message>
        <message>
            <source>Sonneborn-Berger: the points of the opponents beaten, and half of those drawn</source>
            <translation>Sonneborn-Berger : les points des adversaires battus, et la moitié de ceux des parties nulles</translation>
        </message>
        <message>
            <source>S-B</source>
            <translation>S-B</translation>
        </message>
        <message>
            <source>Bu</source>
            <translation>Bu</translation>
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
            <source>&amp;Round:</source>
            <translation>&amp;Ronde :</translation>
        </message>
        <message>
            <source>On a game: 1 = 1-0, “=” = ½-½, 0 = 0-1, + and − = won by forfeit; double-click or Enter for every result.</source>
            <translation>Sur une partie : 1 = 1-0, « = » = ½-½, 0 = 0-1, + et − = gain par forfait ; double-clic ou Entrée pour tous les résultats.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Classement</translation>
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
            <source>&amp;Tie-breaks…</source>
            <translation>&amp;Départages…</translation>
        </message>
        <message>
            <source>Choose this event's tie-breaks and their order (FIDE C.07)</source>
            <translation>Choisir les départages de ce tournoi et leur ordre (FIDE C.07)</translation>
        </message>
        <message>
            <source>Choose an event on the left, or create one with “New event…”.</source>
            <translation>Choisissez un événement à gauche, ou créez-en un avec « Nouvel événement… ».</translation>
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
            <source>All rounds</source>
            <translation>Toutes les rondes</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>Standings after round {n}</source>
            <translation>Classement après la ronde {n}</translation>
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
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Cote</translation>
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
            <source>compatible</source>
            <translation>compatible</translation>
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
            <translation>Cote</translation>
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
            <translation>Cote</translation>
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
            <source>{n} of {max} players shown.</source>
            <translation>{n} joueurs affichés sur {max}.</translation>
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
            <source>How</source>
            <translation>Comment</translation>
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
        <message>
            <source>Files elodesk reads (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.dbf *.zip);;All files (*)</source>
            <translation>Fichiers lus par elodesk (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.dbf *.zip);;Tous les fichiers (*)</translation>
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
            <source>4 or 5 digits</source>
            <translation>4 ou 5 chiffres</translation>
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
            <source>A Belgian matricule has 4 or 5 digits.</source>
            <translation>Un matricule belge a 4 ou 5 chiffres.</translation>
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
        <name>RatingsView</name>
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
            <source>Belgian submission file (*.trf);;FIDE TRF16 (*.trf)</source>
            <translation>Fichier d'envoi belge (*.trf);;TRF16 FIDE (*.trf)</translation>
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
</TS>