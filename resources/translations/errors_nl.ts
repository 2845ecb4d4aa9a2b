<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
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
    </context>
</TS>
