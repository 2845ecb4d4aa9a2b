<?xml version='1.0' encoding='utf-8'?>
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
        <message>
            <source>Buchholz: the sum of the opponents' points</source>
            <translation>Buchholz: de som van de punten van de tegenstanders</translation>
        </message>
        <message>
            <source>Sonneborn-Berger: the points of the opponents beaten, and half of those drawn</source>
            <translation>Sonneborn-Berger: de punten van de verslagen tegenstanders, en de helft van die van de remises</translation>
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
            <source>&amp;Round:</source>
            <translation>&amp;Ronde:</translation>
        </message>
        <message>
            <source>On a game: 1 = 1-0, “=” = ½-½, 0 = 0-1, + and − = won by forfeit; double-click or Enter for every result.</source>
            <translation>Op een partij: 1 = 1-0, “=” = ½-½, 0 = 0-1, + en − = gewonnen door forfait; dubbelklik of Enter voor alle uitslagen.</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Klassement</translation>
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
            <source>&amp;Tie-breaks…</source>
            <translation>&amp;Tiebreaks…</translation>
        </message>
        <message>
            <source>Choose this event's tie-breaks and their order (FIDE C.07)</source>
            <translation>De tiebreaks van dit evenement en hun volgorde kiezen (FIDE C.07)</translation>
        </message>
        <message>
            <source>Choose an event on the left, or create one with “New event…”.</source>
            <translation>Kies links een evenement, of maak er een aan met “Nieuw evenement…”.</translation>
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
            <source>All rounds</source>
            <translation>Alle rondes</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>Standings after round {n}</source>
            <translation>Klassement na ronde {n}</translation>
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
            <source>compatible</source>
            <translation>compatibel</translation>
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
            <source>{n} of {max} players shown.</source>
            <translation>{n} van {max} spelers getoond.</translation>
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
            <source>How</source>
            <translation>Hoe</translation>
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
        <message>
            <source>Files elodesk reads (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.dbf *.zip);;All files (*)</source>
            <translation>Bestanden die elodesk leest (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.dbf *.zip);;Alle bestanden (*)</translation>
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
            <translation>Nieuwe clubdatabank</translation>
        </message>
        <message>
            <source>Open a club database</source>
            <translation>Een clubdatabank openen</translation>
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
            <source>4 or 5 digits</source>
            <translation>4 of 5 cijfers</translation>
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
            <source>A Belgian matricule has 4 or 5 digits.</source>
            <translation>Een Belgisch stamnummer heeft 4 of 5 cijfers.</translation>
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
            <translation>Het nummer van de speler in de clubdatabank</translation>
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
        <name>RatingsView</name>
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
            <translation>{what} toepassen? De nieuwe ratings worden in de clubdatabank geschreven (eerst wordt een reservekopie gemaakt).</translation>
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
            <source>Belgian submission file (*.trf);;FIDE TRF16 (*.trf)</source>
            <translation>Belgisch indieningsbestand (*.trf);;FIDE TRF16 (*.trf)</translation>
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
    </context>
    <context>
        <name>UpliftDialog</name>
        <message>
            <source>Belgian 2024 uplift</source>
            <translation>Belgische opwaardering 2024</translation>
        </message>
        <message>
            <source>On 1 April 2024 the Belgian federation raised the rating floor from 1150 to 1400. Just before, it raised every rating below 2000 once, by the formula below (rounded half up); ratings of 2000 and more do not move. Apply it to the club database once, before its first period ending on or after 1 April 2024.</source>
            <translation>Op 1 april 2024 verhoogde de Belgische federatie de ondergrens van de ratings van 1150 naar 1400. Vlak daarvoor verhoogde ze elke rating onder 2000 één keer, met de formule hieronder (halven naar boven afgerond); ratings van 2000 en meer bewegen niet. Pas ze één keer toe op de clubdatabank, vóór de eerste periode die op of na 1 april 2024 eindigt.</translation>
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
</TS>