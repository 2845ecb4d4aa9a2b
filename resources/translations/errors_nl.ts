<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="nl">
    <context>
        <name>Errors</name>
        <message>
            <source>--rate: expected standard, rapid or blitz, not {rate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ref {ref} appears twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Diplomacy game needs a name (its id)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a battle needs a round (1 or more)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a pairing needs a round (1 or more)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a player cannot be merged with himself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a player cannot play himself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a player needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a power is played twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a row past Excel's last row ({last})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an encrypted member: elodesk cannot read it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an event needs a name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the table ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read this Access database ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>compressed by method {method}, which elodesk does not read (only stored or deflated members)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>empty file: expected &lt;playerslist&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>empty file: expected the FIDE list header line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} has no players: there is nothing to export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} is a {system} event, not a chess tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event}: {count} games have no round number, which a TRF needs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a .csv or .xlsx file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a .csv or .xlsx file name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a player number in Ref, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected player lines (001) in a tournament file, found none up to the end of the file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is a folder, expected a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no PGN game found: expected tag pairs such as [White "Name"]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no event {event}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no finished game: all {count} games are unfinished (Result *); a file of games not played yet holds no tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no game of standard chess: the games are {variant} (Variant tag), which no rating system rates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no game to import among {count}: unfinished (Result *): {unfinished}; of another variant (Variant tag): {variants}; the others lack a player or a result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no {table} table: not a Papi file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none of the expected columns ({columns}, …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a Papi file: expected an MS Access (Jet 4) database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not an .xlsx workbook ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>some rows could not be read (columns of unequal length): damaged file?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the 2024 uplift applies to the Belgian system (frbe) only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the demo club goes into a new, empty database (this one holds players already)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the period holds {count} events; export them one by one with --event ({events})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the workbook has no sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown rating system {system!r}; expected one of {known}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unpacks to more than {cap} MB, the most elodesk reads from one archive: refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is busy: another program is writing to it; try again in a moment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is busy: {user}@{host} (pid {pid}, elodesk {action}) has been writing to it since {since}; try again when that is finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file}: no player in the file: it holds no tournament to import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file}: this file was already imported as event {event} on {day} (as {name}, same content)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file}: this file was already imported on {day} (as {name}, same content)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path}: no such database</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path}: not an elodesk database ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a number too large ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all {total} rounds are already paired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot read the file ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>damaged or unreadable file ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>damaged zip archive or compressed data ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a pairing number in columns 5-8, got {text!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected the number of rounds, got {text!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>malformed XML ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nested too deeply to be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player line (001): this is not a tournament file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pairing number {number} is used twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>refused: the XML declares entities or a document type ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: a bye has no colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: a game needs a colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: a player cannot meet himself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: expected a colour (w b -), got {text!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: expected a result code (1 = 0 + - W D L H F U Z), got {text!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: expected an opponent's pairing number, got {text!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: opponent {opponent} has no player line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: the game against {opponent} is not on {opponent}'s line the other way round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: {code} is a bye, yet an opponent is given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>text not in a known encoding ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file names an unknown text encoding ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too large to be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--system: a chess tournament is rated under {known}, not {system}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a pairing number in columns 5-8, got "{text}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected the number of rounds, got "{text}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fide: a run rates one list: standard, rapid or blitz, not {rate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player {player} cannot be made again: the number is now {name}'s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: expected a colour (w b -), got "{text}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: expected a result code (1 = 0 + - W D L H F U Z), got "{text}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round}: expected an opponent's pairing number, got "{text}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{system}: only FIDE runs have a rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"{header}" is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>column "{column}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a date (dd/mm/yyyy or yyyy-mm-dd), got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a number, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a whole number, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected one of {listed}; got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected oui or non (yes/no, true/false, 1/0), got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>missing column(s) {expected}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no column "{header}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no line "{header}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no sheet "{sheet}" (sheets found: {found})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unreadable CSV record ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a score is given with the "{manual}" method only (this game: {scoring})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a {system} event has no rate (standard, rapid, blitz are for chess)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>after this change, event {event} ({name}) would fall in run {run} ({summary}, applied on {day}), which did not rate it: undo that run first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an event has 1 round or more, not {rounds}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot open the dBase file ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} ({name}) cannot be put back: another event has its number now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} ({name}) has games in round {round}: it cannot have {rounds} rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} ({name}) holds {games} games of {old}: it cannot become a {system} event, which rates another kind of game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} ({name}) was rated by run {run} ({summary}, applied on {day}): undo that run first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} ({name}) was rated by {count} runs, the first run {run} ({summary}, applied on {day}): undo them first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected 0 to {most} centres, got {centers}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected &lt;playerslist&gt;, got &lt;{tag}&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a FIDE id (digits only), got "{value}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a FIDE id (digits) in columns {first}–{last}, got {found}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a FIDE id in &lt;fideid&gt;, got {found}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected an FFE licence (a letter and 5 digits, e.g. A01450), got "{value}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected an FRBE matricule (4 or 5 digits), got "{value}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected one .txt or .xml list in the zip, found {found}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected one PLAYER .DBF file in the zip, found {found}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected the FIDE list header (ID Number, Name, Fed, Sex, Tit, …, a rating column, Gms, K, B-day, Flag), got {header}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected the PLAYER.DBF fields {required}, …; missing {missing} (has {has})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>format not recognised; expected one of {formats} (or name it with --format)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game "{game}": {here} here but {there} on its first row ({line})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game "{game}": {role} twice (also {also})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>general "{general}" twice in this battle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>malformed XML (column {column}): {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no player {player}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not a dBase file ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player "{player}" twice (also {also})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ref "{ref}" twice (also {also})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side {side} has no general</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the change breaks a rule of the club database ({reason}): nothing was stored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the club database refused the action ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk holding {file} is full: nothing was stored; make room and try again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the event ends ({end}) before it starts ({start})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown general "{name}": not in the sheet "{sheet}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown result "{value}" (expected one of: {phrases})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} could not be read or written ({reason}): is the disk or the network share still there?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is damaged ({reason}): open the last backup made next to it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is read-only: nothing was stored (look at the permissions of the file and of its folder)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what}: {value} is not a date (expected YYYY-MM-DD)</source>
            <translation type="unfinished" />
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>first resolution date {date}: expected YYYY-MM-DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Diplomacy game {game}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no battle {battle}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no chess game {game}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side {side} needs one to {most} generals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the powers hold {total} supply centres, more than the {most} of the map</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this event already has a game {game}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown battle result {result}; expected one of {allowed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown chess result {result}; expected one of {allowed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{event} is a {system} event, not a {systems} one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} already plays in this event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} cannot fight on both sides</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} does not play in this event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} has {games} games in this event; delete them first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} is already paired in round {round}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} is not a player of this event; add him to it first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} plays two powers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{power} is not a power of the {variant} map ({powers})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{power}: {centers} supply centres, expected 0 to {most}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown mode {value}; expected one of {allowed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown scoring method {value}; expected one of {allowed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown state {value}; expected one of {allowed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown variant {value}; expected one of {allowed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event {event} is a {event_rate} event: FIDE rates it on the {event_rate} list, not the {rate} one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--format: unknown format {format}</source>
            <translation type="unfinished" />
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>invalid player fields: {problems}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player {player} ({name}) cannot be deleted: {tables} refer to him</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in event {event} ({name})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in game {game} of event {event} ({name})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players {keep} and {drop} cannot be one person: both played in round {round} of event {event} ({name})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown player fields: {fields}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{system}: a period overlapping {start} – {end} is already applied (run {run}); undo it first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{system}: event {event} is already applied (run {run}); undo it first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{system}: nothing to undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{system}: the 2024 increase is already applied (run {run}); undo it first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{system}: the 2024 uplift is already applied (run {run}); undo it first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{system}: the {year} inactivity penalty is already applied (run {run}); undo it first</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>