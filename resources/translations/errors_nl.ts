<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="nl">
    <context>
        <name>Errors</name>
        <message>
            <source>--rate: expected standard, rapid or blitz, not {rate}</source>
            <translation>--rate: standard, rapid of blitz verwacht, niet {rate}</translation>
        </message>
        <message>
            <source>Ref {ref} appears twice</source>
            <translation>Ref {ref} komt twee keer voor</translation>
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
            <source>cannot read the table ({error})</source>
            <translation>kan de tabel niet lezen ({error})</translation>
        </message>
        <message>
            <source>cannot read this Access database ({error})</source>
            <translation>kan deze Access-database niet lezen ({error})</translation>
        </message>
        <message>
            <source>compressed by method {method}, which elodesk does not read (only stored or deflated members)</source>
            <translation>gecomprimeerd met methode {method}, die elodesk niet leest (alleen opgeslagen of "deflate"-bestanden)</translation>
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
            <source>expected a .csv or .xlsx file</source>
            <translation>een .csv- of .xlsx-bestand verwacht</translation>
        </message>
        <message>
            <source>expected a .csv or .xlsx file name</source>
            <translation>een bestandsnaam op .csv of .xlsx verwacht</translation>
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
            <source>no such file</source>
            <translation>bestand niet gevonden</translation>
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
            <source>some rows could not be read (columns of unequal length): damaged file?</source>
            <translation>sommige rijen konden niet gelezen worden (kolommen van ongelijke lengte): beschadigd bestand?</translation>
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
            <source>the file is empty</source>
            <translation>het bestand is leeg</translation>
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
            <source>unpacks to more than {cap} MB, the most elodesk reads from one archive: refused</source>
            <translation>pakt uit tot meer dan {cap} MB, het maximum dat elodesk uit één archief leest: geweigerd</translation>
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
            <source>expected a FIDE id in &lt;fideid&gt;, got {found}</source>
            <translation>FIDE-id verwacht in &lt;fideid&gt;, gevonden: {found}</translation>
        </message>
        <message>
            <source>expected an FFE licence (a letter and 5 digits, e.g. A01450), got "{value}"</source>
            <translation>FFE-licentie verwacht (een letter en 5 cijfers, bv. A01450), gevonden: "{value}"</translation>
        </message>
        <message>
            <source>expected an FRBE matricule (4 or 5 digits), got "{value}"</source>
            <translation>KBSB-stamnummer verwacht (4 of 5 cijfers), gevonden: "{value}"</translation>
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
            <source>--pdf: no such folder {folder}</source>
            <translation>--pdf: map niet gevonden {folder}</translation>
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
            <source>the number of rounds is not given (XXR): the Dutch system needs it for the last round</source>
            <translation>het aantal ronden is niet gegeven (XXR): het Nederlandse systeem heeft het nodig voor de laatste ronde</translation>
        </message>
        <message>
            <source>{event} does not say how many rounds it has, which the Dutch system needs for the last round: enter it in the event's details (F2)</source>
            <translation>{event} zegt niet hoeveel ronden het heeft, wat het Nederlandse systeem nodig heeft voor de laatste ronde: vul het in bij de gegevens van het toernooi (F2)</translation>
        </message>
    </context>
</TS>