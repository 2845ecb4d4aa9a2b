<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr">
    <context>
        <name>Errors</name>
        <message>
            <source>--rate: expected standard, rapid or blitz, not {rate}</source>
            <translation>--rate : standard, rapid ou blitz attendu, pas {rate}</translation>
        </message>
        <message>
            <source>Ref {ref} appears twice</source>
            <translation>La référence {ref} figure deux fois</translation>
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
            <source>cannot read the table ({error})</source>
            <translation>impossible de lire la table ({error})</translation>
        </message>
        <message>
            <source>cannot read this Access database ({error})</source>
            <translation>impossible de lire cette base Access ({error})</translation>
        </message>
        <message>
            <source>compressed by method {method}, which elodesk does not read (only stored or deflated members)</source>
            <translation>compressé par la méthode {method}, qu'elodesk ne lit pas (seulement les fichiers stockés ou « deflate »)</translation>
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
            <source>expected a .csv or .xlsx file</source>
            <translation>un fichier .csv ou .xlsx est attendu</translation>
        </message>
        <message>
            <source>expected a .csv or .xlsx file name</source>
            <translation>un nom de fichier .csv ou .xlsx est attendu</translation>
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
            <source>no such file</source>
            <translation>fichier introuvable</translation>
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
            <source>some rows could not be read (columns of unequal length): damaged file?</source>
            <translation>certaines lignes n'ont pas pu être lues (colonnes de longueurs inégales) : fichier abîmé ?</translation>
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
            <source>the file is empty</source>
            <translation>le fichier est vide</translation>
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
            <source>unpacks to more than {cap} MB, the most elodesk reads from one archive: refused</source>
            <translation>se décompresse en plus de {cap} Mo, le maximum qu'elodesk lit d'une archive : refusé</translation>
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
            <source>expected a FIDE id in &lt;fideid&gt;, got {found}</source>
            <translation>identifiant FIDE attendu dans &lt;fideid&gt;, trouvé {found}</translation>
        </message>
        <message>
            <source>expected an FFE licence (a letter and 5 digits, e.g. A01450), got "{value}"</source>
            <translation>licence FFE attendue (une lettre et 5 chiffres, p. ex. A01450), trouvé « {value} »</translation>
        </message>
        <message>
            <source>expected an FRBE matricule (4 or 5 digits), got "{value}"</source>
            <translation>matricule FRBE attendu (4 ou 5 chiffres), trouvé « {value} »</translation>
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
            <source>--pdf: no such folder {folder}</source>
            <translation>--pdf : dossier introuvable {folder}</translation>
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
            <translation>la ronde {round} a encore des parties sans résultat : encodez-les avant d&apos;apparier la ronde suivante</translation>
        </message>
        <message>
            <source>the colour of the first player in round 1 is not given (XXC white1 or XXC black1)</source>
            <translation>la couleur du premier joueur à la ronde 1 n&apos;est pas donnée (XXC white1 ou XXC black1)</translation>
        </message>
        <message>
            <source>the number of rounds is not given (XXR): the Dutch system needs it for the last round</source>
            <translation>le nombre de rondes n&apos;est pas donné (XXR) : le système néerlandais en a besoin pour la dernière ronde</translation>
        </message>
        <message>
            <source>{event} does not say how many rounds it has, which the Dutch system needs for the last round: enter it in the event's details (F2)</source>
            <translation>{event} ne dit pas combien de rondes il compte, ce dont le système néerlandais a besoin pour la dernière ronde : indiquez-le dans les détails du tournoi (F2)</translation>
        </message>
    </context>
</TS>