<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AuditComparison</name>
    <message>
        <source>The size differs: the list says %1 bytes, the local file has %2.</source>
        <translation>Die Größe weicht ab: Die Liste gibt %1 Byte an, die lokale Datei hat %2.</translation>
    </message>
    <message>
        <source>The %1 digest differs: the list says %2, the local file has %3.</source>
        <translation>Der %1-Hashwert weicht ab: Die Liste gibt %2 an, die lokale Datei hat %3.</translation>
    </message>
    <message>
        <source>The modification time differs: the list says %1, the local file has %2.</source>
        <translation>Der Änderungszeitpunkt weicht ab: Die Liste gibt %1 an, die lokale Datei hat %2.</translation>
    </message>
    <message>
        <source>This is a symbolic link or a special file, not a regular file; it was not followed or read.</source>
        <translation>Dies ist ein symbolischer Link oder eine Spezialdatei, keine reguläre Datei; ihm wurde nicht gefolgt und er wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>No resource the source lists belongs at this path.</source>
        <translation>Zu diesem Pfad gehört keine Ressource, die die Quelle aufführt.</translation>
    </message>
    <message>
        <source>This file was not written by this layout: %1</source>
        <translation>Diese Datei wurde nicht nach diesem Layout geschrieben: %1</translation>
    </message>
    <message>
        <source>This URL has no place in a local copy: %1</source>
        <translation>Diese URL hat keinen Platz in einer lokalen Kopie: %1</translation>
    </message>
    <message>
        <source>The local file could not be read: %1</source>
        <translation>Die lokale Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Same</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>The size differs: the list says %1 bytes, the download has %2.</source>
        <translation>Die Größe weicht ab: Die Liste gibt %1 Byte an, der Download hat %2.</translation>
    </message>
    <message>
        <source>The %1 digest differs: the list says %2, the download has %3.</source>
        <translation>Der %1-Hashwert weicht ab: Die Liste gibt %2 an, der Download hat %3.</translation>
    </message>
    <message>
        <source>The local copy does not have this resource.</source>
        <translation>Die lokale Kopie enthält diese Ressource nicht.</translation>
    </message>
    <message>
        <source>The server answered with HTTP status %1.</source>
        <translation>Der Server antwortete mit HTTP-Status %1.</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>Der Download ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The source reports it %1.</source>
        <translation>Die Quelle meldet für sie die Änderung %1.</translation>
    </message>
    <message>
        <source>The source reports it %1 at %2.</source>
        <translation>Die Quelle meldet für sie die Änderung %1 am %2.</translation>
    </message>
    <message>
        <source>The source reports it deleted.</source>
        <translation>Die Quelle meldet sie als gelöscht.</translation>
    </message>
    <message>
        <source>The source reports it deleted at %1.</source>
        <translation>Die Quelle meldet sie am %1 als gelöscht.</translation>
    </message>
    <message>
        <source>Kept: deletions were not asked for (--delete).</source>
        <translation>Beibehalten: Löschen wurde nicht angefordert (--delete).</translation>
    </message>
    <message>
        <source>The dump package that holds it failed its checks: %1</source>
        <translation>Das Dump-Paket, das sie enthält, hat die Prüfungen nicht bestanden: %1</translation>
    </message>
    <message>
        <source>The file could not be written into the local copy: %1</source>
        <translation>Die Datei konnte nicht in die lokale Kopie geschrieben werden: %1</translation>
    </message>
    <message>
        <source>An earlier run failed on it; this run tried again.</source>
        <translation>Ein früherer Lauf ist bei ihr fehlgeschlagen; dieser Lauf hat es erneut versucht.</translation>
    </message>
    <message>
        <source>The size differed: the list says %1 bytes, the local file had %2. It was downloaded again.</source>
        <translation>Die Größe wich ab: Die Liste gibt %1 Byte an, die lokale Datei hatte %2. Sie wurde erneut heruntergeladen.</translation>
    </message>
    <message>
        <source>The %1 digest differed: the list says %2, the local file had %3. It was downloaded again.</source>
        <translation>Der %1-Hashwert wich ab: Die Liste gibt %2 an, die lokale Datei hatte %3. Sie wurde erneut heruntergeladen.</translation>
    </message>
    <message>
        <source>The modification time differed: the list says %1, the local file had %2. It was downloaded again.</source>
        <translation>Der Änderungszeitpunkt wich ab: Die Liste gibt %1 an, die lokale Datei hatte %2. Sie wurde erneut heruntergeladen.</translation>
    </message>
    <message>
        <source>A symbolic link or a special file stood at its path; it was not followed or read.</source>
        <translation>An ihrem Pfad befand sich ein symbolischer Link oder eine Spezialdatei; dem wurde nicht gefolgt, und nichts davon wurde gelesen.</translation>
    </message>
    <message>
        <source>The local copy did not have this resource; it was downloaded.</source>
        <translation>Die lokale Kopie enthielt diese Ressource nicht; sie wurde heruntergeladen.</translation>
    </message>
    <message>
        <source>The download was refused: %1</source>
        <translation>Der Download wurde abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--spec-version must be 1.0 or 1.1, not &quot;%1&quot;.</source>
        <translation>--spec-version muss 1.0 oder 1.1 sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--max-entries must be a positive whole number.</source>
        <translation>--max-entries muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <source>--expect must be a capability such as resourcelist or changelist-index, not &quot;%1&quot;.</source>
        <translation>--expect muss eine Fähigkeit wie resourcelist oder changelist-index sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--timeout must be a positive number of seconds.</source>
        <translation>--timeout muss eine positive Anzahl Sekunden sein.</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>Kein Befehl angegeben.</translation>
    </message>
    <message>
        <source>Checks each document on its own against the ResourceSync rules.
Arguments: files (.xml or .xml.gz), file:// URLs or http(s):// URLs.</source>
        <translation>Prüft jedes Dokument einzeln anhand der ResourceSync-Regeln.
Argumente: Dateien (.xml oder .xml.gz), file://-URLs oder http(s)://-URLs.</translation>
    </message>
    <message>
        <source>Lists the conformance rules.</source>
        <translation>Listet die Konformitätsregeln auf.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Unbekannter Befehl &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>rules --format must be text or json, not &quot;%1&quot;.</source>
        <translation>rules --format muss text oder json sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>validate needs at least one file or URL.</source>
        <translation>validate benötigt mindestens eine Datei oder URL.</translation>
    </message>
    <message>
        <source>--concurrency must be a whole number from 1 to 6.</source>
        <translation>--concurrency muss eine ganze Zahl von 1 bis 6 sein.</translation>
    </message>
    <message>
        <source>--delay must be a number of seconds from 0 to 3600.</source>
        <translation>--delay muss eine Anzahl Sekunden von 0 bis 3600 sein.</translation>
    </message>
    <message>
        <source>--retries must be a whole number from 0 to 20.</source>
        <translation>--retries muss eine ganze Zahl von 0 bis 20 sein.</translation>
    </message>
    <message>
        <source>
Exit codes: 0 ran and found nothing at error level; 1 ran and found errors;
2 could not run (bad arguments, unreadable input, source unreachable)
or was interrupted.

Interrupting (Ctrl-C, or SIGTERM) stops the downloads, writes the report of
what was done so far (marked &quot;complete&quot;: false in JSON) and exits with 2;
a second Ctrl-C ends the program at once, without a report.

Proxies: the system&apos;s proxy settings are used; on Linux and other Unix
systems, the http_proxy, https_proxy and no_proxy environment variables.
Loopback addresses (127.0.0.1, localhost) are never proxied.
</source>
        <translation>
Rückgabewerte: 0 ausgeführt, nichts auf der Stufe Fehler gefunden; 1 ausgeführt, Fehler
gefunden; 2 nicht ausführbar (ungültige Argumente, Eingabe nicht lesbar, Quelle nicht
erreichbar) oder abgebrochen.

Ein Abbruch (Strg+C oder SIGTERM) beendet die Downloads, schreibt den Bericht über das
bisher Erledigte (in JSON mit &quot;complete&quot;: false gekennzeichnet) und endet mit 2;
ein zweites Strg+C beendet das Programm sofort, ohne Bericht.

Proxys: Es werden die Proxy-Einstellungen des Systems verwendet, unter Linux und anderen
Unix-Systemen die Umgebungsvariablen http_proxy, https_proxy und no_proxy.
Loopback-Adressen (127.0.0.1, localhost) werden nie über einen Proxy angesprochen.
</translation>
    </message>
    <message>
        <source>--max-documents must be a positive whole number.</source>
        <translation>--max-documents muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Discovers a ResourceSync source and checks it whole: each document, and how they link to one another.
Argument: a site (http://host/: its well-known URI, robots.txt and home page are tried), any document of the source (http(s) URL, file:// URL or file; its &quot;up&quot; links lead to the Source Description), or a folder laid out like the source&apos;s web server.</source>
        <translation>Ermittelt eine ResourceSync-Quelle und prüft sie als Ganzes: jedes Dokument und wie die Dokumente miteinander verknüpft sind.
Argument: eine Website (http://host/: ihr Well-known-URI, robots.txt und die Startseite werden versucht), ein beliebiges Dokument der Quelle (http(s)-URL, file://-URL oder Datei; seine &quot;up&quot;-Links führen zur Quellbeschreibung) oder ein Ordner, der wie der Webserver der Quelle aufgebaut ist.</translation>
    </message>
    <message>
        <source>crawl needs the URL or path of a source.</source>
        <translation>crawl benötigt die URL oder den Pfad einer Quelle.</translation>
    </message>
    <message>
        <source>crawl takes one URL or path, not %1.</source>
        <translation>crawl erwartet genau eine URL oder einen Pfad, nicht %1.</translation>
    </message>
    <message>
        <source>
The source is crawled first, as &apos;crawl&apos; does; errors in its documents do not
stop the mirror. Without a sync point in &lt;dir&gt;/.rsinspector/ (or with
--baseline), the copy is built from the Resource List or Resource Dump;
afterwards only the changes since the sync point are applied, from the
Change Lists or Change Dump. Every file is checked against the lengths and
hashes the source gives before it is kept, and written atomically.

Exit codes: 0 mirrored fully; 1 some resources failed (they are tried again
on the next run); 2 could not run (bad arguments, source unreachable, no
list or dump to mirror from) or was interrupted.
</source>
        <translation>
Die Quelle wird zuerst gecrawlt, wie bei &apos;crawl&apos;; Fehler in ihren Dokumenten
halten die Spiegelung nicht auf. Ohne Synchronisationspunkt in
&lt;Ordner&gt;/.rsinspector/ (oder mit --baseline) wird die Kopie aus der
Ressourcenliste oder dem Ressourcen-Dump aufgebaut; danach werden nur die
Änderungen seit dem Synchronisationspunkt übernommen, aus den Änderungslisten
oder dem Änderungs-Dump. Jede Datei wird anhand der Längen und Hashwerte
geprüft, die die Quelle angibt, bevor sie übernommen wird, und atomar
geschrieben.

Rückgabewerte: 0 vollständig gespiegelt; 1 einige Ressourcen fehlgeschlagen (sie
werden beim nächsten Lauf erneut versucht); 2 nicht ausführbar (ungültige
Argumente, Quelle nicht erreichbar, keine Liste und kein Dump zum Spiegeln) oder
abgebrochen.
</translation>
    </message>
    <message>
        <source>
The source is crawled first, as &apos;crawl&apos; does; errors in its documents do not
stop the audit. Nothing is downloaded: local files are compared with what
the Resource Lists and Change Lists say (catalogue section 19.3). The report
says what a sync would do: create, update, delete, or nothing (same).

Exit codes: 0 the local copy is in sync; 1 it differs (anything to create,
update or delete, or a resource that could not be judged); 2 could not run
(bad arguments, source unreachable, no list to compare with) or was
interrupted.
</source>
        <translation>
Die Quelle wird zuerst gecrawlt, wie bei &apos;crawl&apos;; Fehler in ihren Dokumenten
halten den Abgleich nicht auf. Es wird nichts heruntergeladen: Die lokalen
Dateien werden mit den Angaben der Ressourcenlisten und Änderungslisten
verglichen (Katalog, Abschnitt 19.3). Der Bericht nennt, was eine
Synchronisation tun würde: anlegen, aktualisieren, löschen oder nichts
(unverändert).

Rückgabewerte: 0 die lokale Kopie ist synchron; 1 sie weicht ab (etwas ist
anzulegen, zu aktualisieren oder zu löschen, oder eine Ressource konnte nicht
beurteilt werden); 2 nicht ausführbar (ungültige Argumente, Quelle nicht
erreichbar, keine Liste zum Vergleichen) oder abgebrochen.
</translation>
    </message>
    <message>
        <source>
Interrupting (Ctrl-C, or SIGTERM) stops the work, writes the report of what
was done so far (marked &quot;complete&quot;: false in JSON) and exits with 2.
</source>
        <translation>
Ein Abbruch (Strg+C oder SIGTERM) beendet die Arbeit, schreibt den Bericht über
das bisher Erledigte (in JSON mit &quot;complete&quot;: false gekennzeichnet) und endet
mit 2.
</translation>
    </message>
    <message>
        <source>%1 needs the URL or path of a source and the folder of the local copy.</source>
        <translation>%1 benötigt die URL oder den Pfad einer Quelle und den Ordner der lokalen Kopie.</translation>
    </message>
    <message>
        <source>%1 takes a source and a folder, not %2 arguments.</source>
        <translation>%1 erwartet eine Quelle und einen Ordner, nicht %2 Argumente.</translation>
    </message>
    <message>
        <source>The folder of the local copy must not be empty.</source>
        <translation>Die Angabe für den Ordner der lokalen Kopie darf nicht leer sein.</translation>
    </message>
    <message>
        <source>--purge only says how --delete removes files; give both, or neither.</source>
        <translation>--purge legt nur fest, wie --delete Dateien entfernt; geben Sie beide an oder keine.</translation>
    </message>
    <message>
        <source>Brings a local copy up to date with a ResourceSync source: a baseline from its Resource List or Resource Dump, then the changes from its Change Lists or Change Dump.
Arguments: the source (as for crawl: a site, a document of the source or a folder) and the folder of the local copy.</source>
        <translation>Bringt eine lokale Kopie auf den Stand einer ResourceSync-Quelle: ein Grundabgleich aus ihrer Ressourcenliste oder ihrem Ressourcen-Dump, danach die Änderungen aus ihren Änderungslisten oder ihrem Änderungs-Dump.
Argumente: die Quelle (wie bei crawl: eine Website, ein Dokument der Quelle oder ein Ordner) und der Ordner der lokalen Kopie.</translation>
    </message>
    <message>
        <source>Compares a local copy with a ResourceSync source, by lastmod, length and hash, without downloading anything.
Arguments: the source (as for crawl: a site, a document of the source or a folder) and the folder of the local copy.</source>
        <translation>Gleicht eine lokale Kopie mit einer ResourceSync-Quelle ab, anhand von lastmod, length und hash, ohne etwas herunterzuladen.
Argumente: die Quelle (wie bei crawl: eine Website, ein Dokument der Quelle oder ein Ordner) und der Ordner der lokalen Kopie.</translation>
    </message>
    <message>
        <source>Usage: rsinspector-cli &lt;command&gt; [options] &lt;arguments&gt;

Commands:
  validate &lt;file|url&gt;...   check each document on its own against the ResourceSync rules
  crawl &lt;url|path&gt;         discover a source and check it whole: every document and how they link
  audit &lt;url|path&gt; &lt;dir&gt;   compare a local copy with the source: what a sync would create, update or delete
  mirror &lt;url|path&gt; &lt;dir&gt;  bring a local copy up to date with the source (baseline or incremental)
  watch &lt;url|path&gt;         follow the source: notifications (WebSub) and polling
  rules                    list the conformance rules: id, level, section, summary
  history [&lt;source&gt;]       list the runs kept in the crawl history (crawl --save)
  compare &lt;run&gt; &lt;run&gt;      what changed between two crawls: documents, entries, findings

Run &apos;rsinspector-cli &lt;command&gt; --help&apos; for the options of a command.
Exit codes: 0 no errors (audit: in sync; mirror: mirrored fully; compare: nothing
got worse), 1 errors found (audit: differences; mirror: some resources failed;
compare: new errors), 2 could not run.
</source>
        <translation>Aufruf: rsinspector-cli &lt;Befehl&gt; [Optionen] &lt;Argumente&gt;

Befehle:
  validate &lt;Datei|URL&gt;...     prüft jedes Dokument für sich anhand der ResourceSync-Regeln
  crawl &lt;URL|Pfad&gt;            ermittelt eine Quelle und prüft sie als Ganzes: jedes Dokument und wie die Dokumente verknüpft sind
  audit &lt;URL|Pfad&gt; &lt;Ordner&gt;   vergleicht eine lokale Kopie mit der Quelle: was eine Synchronisation anlegen, aktualisieren oder löschen würde
  mirror &lt;URL|Pfad&gt; &lt;Ordner&gt;  bringt eine lokale Kopie auf den Stand der Quelle (Grundabgleich oder inkrementell)
  watch &lt;URL|Pfad&gt;            verfolgt die Quelle: Benachrichtigungen (WebSub) und regelmäßige Abfragen
  rules                       listet die Konformitätsregeln auf: ID, Stufe, Abschnitt, Zusammenfassung
  history [&lt;Quelle&gt;]          listet die im Crawl-Verlauf gespeicherten Läufe auf (crawl --save)
  compare &lt;Lauf&gt; &lt;Lauf&gt;       was sich zwischen zwei Crawls geändert hat: Dokumente, Einträge, Befunde

Mit &apos;rsinspector-cli &lt;Befehl&gt; --help&apos; werden die Optionen eines Befehls angezeigt.
Rückgabewerte: 0 keine Fehler (audit: synchron; mirror: vollständig gespiegelt; compare:
nichts hat sich verschlechtert), 1 Fehler gefunden (audit: Abweichungen; mirror: einige
Ressourcen fehlgeschlagen; compare: neue Fehler), 2 nicht ausführbar.
</translation>
    </message>
    <message>
        <source>--format must be text, json, junit or html, not &quot;%1&quot;.</source>
        <translation>--format muss text, json, junit oder html sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--token takes [SCHEME://]HOST[:PORT]=TOKEN, with http or https as the scheme.</source>
        <translation>--token erwartet [SCHEME://]HOST[:PORT]=TOKEN, mit http oder https als Schema.</translation>
    </message>
    <message>
        <source>--user takes [SCHEME://]HOST[:PORT]=USER:PASSWORD, with http or https as the scheme.</source>
        <translation>--user erwartet [SCHEME://]HOST[:PORT]=USER:PASSWORD, mit http oder https als Schema.</translation>
    </message>
    <message>
        <source>--from must be auto, list or dump, not &quot;%1&quot;.</source>
        <translation>--from muss auto, list oder dump sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--checkpoint-interval must be a number of milliseconds from 1 to 3600000.</source>
        <translation>--checkpoint-interval muss eine Anzahl Millisekunden von 1 bis 3600000 sein.</translation>
    </message>
    <message>
        <source>--include, --exclude and --sample choose the resources to check: give --check-resources or --hash with them.</source>
        <translation>--include, --exclude und --sample wählen die zu prüfenden Ressourcen aus: Geben Sie dazu --check-resources oder --hash an.</translation>
    </message>
    <message>
        <source>watch needs one URL or path of a source.</source>
        <translation>watch benötigt genau eine URL oder einen Pfad einer Quelle.</translation>
    </message>
    <message>
        <source>watch --format must be text or json.</source>
        <translation>watch --format muss text oder json sein.</translation>
    </message>
    <message>
        <source>
Lists the runs kept in the crawl history (crawl, audit and mirror with
--save; every crawl in the desktop application), newest first: id, time,
kind, documents, entries, errors and warnings. With a source, only its runs
(the URL or path as crawled, or its Source Description&apos;s URL).

Exit codes: 0 listed (or deleted); 2 could not run (bad arguments, a
history file that cannot be read, no such run to delete).
</source>
        <translation>
Listet die im Crawl-Verlauf gespeicherten Läufe auf (crawl, audit und mirror mit
--save; jeder Crawl in der Desktop-Anwendung), die neuesten zuerst: ID, Zeitpunkt,
Art, Dokumente, Einträge, Fehler und Warnungen. Mit einer Quelle nur deren Läufe
(die URL oder der Pfad wie gecrawlt oder die URL ihrer Quellbeschreibung).

Rückgabewerte: 0 aufgelistet (oder gelöscht); 2 nicht ausführbar (ungültige
Argumente, eine Verlaufsdatei, die nicht gelesen werden kann, kein solcher Lauf
zum Löschen).
</translation>
    </message>
    <message>
        <source>
Each argument is a run of the history (its id, as &apos;history&apos; lists it, or
&apos;latest&apos; or &apos;previous&apos;: the newest run of the source and the one before
it), or a JSON report written by &apos;crawl --format json&apos;. latest and previous
name runs of the source given with --source, else of the other argument&apos;s
source, else of the only source in the history. An argument of digits is an
id; write ./12 for a file named 12.

Reports the documents added, removed and changed, the entries added,
removed and changed per document (a JSON report keeps no entries: with one,
entry counts are compared), and the findings new, fixed and remaining.
Findings are matched within their document by rule and message in the
order of their lines, as diff matches lines, then by rule and nearby line,
so that lines that moved do not make findings new.

Exit codes: 0 nothing got worse (no new error); 1 new errors appeared;
2 could not run (bad arguments, no such run or file, an unreadable
history).
</source>
        <translation>
Jedes Argument ist ein Lauf aus dem Verlauf (seine ID, wie &apos;history&apos; sie
auflistet, oder &apos;latest&apos; bzw. &apos;previous&apos;: der neueste Lauf der Quelle und der
davor) oder ein JSON-Bericht, geschrieben von &apos;crawl --format json&apos;. latest und
previous bezeichnen Läufe der mit --source angegebenen Quelle, sonst der Quelle
des anderen Arguments, sonst der einzigen Quelle im Verlauf. Ein Argument aus
Ziffern ist eine ID; schreiben Sie ./12 für eine Datei namens 12.

Gemeldet werden die hinzugekommenen, entfernten und geänderten Dokumente, die
hinzugekommenen, entfernten und geänderten Einträge je Dokument (ein JSON-Bericht
enthält keine Einträge: mit einem solchen werden die Anzahlen der Einträge
verglichen) sowie die neuen, behobenen und verbleibenden Befunde.
Befunde werden innerhalb ihres Dokuments nach Regel und Meldung in der
Reihenfolge ihrer Zeilen einander zugeordnet, so wie diff Zeilen zuordnet, dann
nach Regel und benachbarter Zeile, damit verschobene Zeilen keine neuen Befunde
erzeugen.

Rückgabewerte: 0 nichts hat sich verschlechtert (kein neuer Fehler); 1 neue
Fehler sind aufgetreten; 2 nicht ausführbar (ungültige Argumente, kein solcher
Lauf bzw. keine solche Datei, ein nicht lesbarer Verlauf).
</translation>
    </message>
    <message>
        <source>--history needs the path of a file.</source>
        <translation>--history benötigt den Pfad einer Datei.</translation>
    </message>
    <message>
        <source>--history-limit must be a size of at least 1M, such as 500M or 2G, not &quot;%1&quot;.</source>
        <translation>--history-limit muss eine Größe von mindestens 1M sein, etwa 500M oder 2G, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--history-limit applies when a run is saved: add --save.</source>
        <translation>--history-limit gilt beim Speichern eines Laufs: Geben Sie --save an.</translation>
    </message>
    <message>
        <source>Reports what changed between two crawls of a source: documents, entries and findings.</source>
        <translation>Meldet, was sich zwischen zwei Crawls einer Quelle geändert hat: Dokumente, Einträge und Befunde.</translation>
    </message>
    <message>
        <source>Lists the runs kept in the crawl history.</source>
        <translation>Listet die im Crawl-Verlauf gespeicherten Läufe auf.</translation>
    </message>
    <message>
        <source>compare --format must be text, json, html or csv, not &quot;%1&quot;.</source>
        <translation>compare --format muss text, json, html oder csv sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>compare takes two runs or report files, not %1.</source>
        <translation>compare erwartet zwei Läufe oder Berichtsdateien, nicht %1.</translation>
    </message>
    <message>
        <source>--examples must be a whole number from 0 to 100000.</source>
        <translation>--examples muss eine ganze Zahl von 0 bis 100000 sein.</translation>
    </message>
    <message>
        <source>history --format must be text or json, not &quot;%1&quot;.</source>
        <translation>history --format muss text oder json sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>history takes at most one source, not %1.</source>
        <translation>history erwartet höchstens eine Quelle, nicht %1.</translation>
    </message>
    <message>
        <source>--delete takes the id of a run (a positive whole number), not &quot;%1&quot;.</source>
        <translation>--delete erwartet die ID eines Laufs (eine positive ganze Zahl), nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Follows a ResourceSync source: subscribes to the notification channels its Capability Lists advertise (WebSub), answers the hubs&apos; verifications, renews the leases, checks each notification and reads again what it names; with --mirror it keeps a local copy up to date, with --poll it reads the source again on a timer. Runs until Ctrl-C or --duration.
Argument: a site, a document of the source or a folder, as for crawl.</source>
        <translation>Verfolgt eine ResourceSync-Quelle: abonniert die Benachrichtigungskanäle, die ihre Fähigkeitslisten ankündigen (WebSub), beantwortet die Verifizierungsanfragen der Hubs, verlängert die Laufzeiten der Abonnements, prüft jede Benachrichtigung und liest erneut, was sie nennt; mit --mirror wird eine lokale Kopie aktuell gehalten, mit --poll wird die Quelle in festen Zeitabständen erneut gelesen. Läuft bis Strg+C oder --duration.
Argument: eine Website, ein Dokument der Quelle oder ein Ordner, wie bei crawl.</translation>
    </message>
    <message>
        <source>
Hubs must be able to reach the callback server. It listens on 127.0.0.1 unless
--listen says otherwise, so only a hub on this machine can call it. A desktop
behind a router cannot be reached by a public hub at all: run a tunnel or a
reverse proxy that forwards to --listen (for example &apos;ssh -R 8080:127.0.0.1:8080
server&apos;) and give its public address with --callback-url.

Events: with --format json one JSON object per line, flushed as it happens:
listening, channel, subscribed, renewed, denied, notification, rejected,
refreshed, sync, unsubscribed, error, stopped.

Ctrl-C (or SIGTERM) and --duration unsubscribe from every hub and stop; a
second Ctrl-C ends at once.

Exit codes: 0 it ran and stopped as asked; 1 it stopped and the last update of
the local copy left resources failed; 2 it could not run (bad arguments, the
source unreachable, nothing to follow: no channel and no --poll, the callback
server could not listen).
</source>
        <translation>
Hubs müssen den Callback-Server erreichen können. Er lauscht auf 127.0.0.1, sofern
--listen nichts anderes angibt, daher kann ihn nur ein Hub auf diesem Rechner aufrufen.
Ein Desktop-Rechner hinter einem Router ist für einen öffentlichen Hub überhaupt nicht
erreichbar: Richten Sie einen Tunnel oder einen Reverse Proxy ein, der an --listen
weiterleitet (zum Beispiel &apos;ssh -R 8080:127.0.0.1:8080 server&apos;), und geben Sie
dessen öffentliche Adresse mit --callback-url an.

Ereignisse: mit --format json ein JSON-Objekt pro Zeile, sofort ausgegeben:
listening, channel, subscribed, renewed, denied, notification, rejected,
refreshed, sync, unsubscribed, error, stopped.

Strg+C (oder SIGTERM) und --duration kündigen die Abonnements bei allen Hubs und
beenden das Programm; ein zweites Strg+C beendet es sofort.

Rückgabewerte: 0 ausgeführt und wie angefordert beendet; 1 beendet, und bei der
letzten Aktualisierung der lokalen Kopie sind Ressourcen fehlgeschlagen; 2 nicht
ausführbar (ungültige Argumente, Quelle nicht erreichbar, nichts zu verfolgen: kein
Kanal und kein --poll, der Callback-Server konnte nicht lauschen).
</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT, an IP address (IPv6 in brackets) or localhost and a port, not &quot;%1&quot;.</source>
        <translation>--listen erwartet HOST:PORT, eine IP-Adresse (IPv6 in eckigen Klammern) oder localhost und einen Port, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--callback-url must be an http(s) URL without a query, such as https://example.net/rsi, not &quot;%1&quot;.</source>
        <translation>--callback-url muss eine http(s)-URL ohne Query sein, etwa https://example.net/rsi, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--lease must be a whole number of seconds.</source>
        <translation>--lease muss eine ganze Zahl von Sekunden sein.</translation>
    </message>
    <message>
        <source>--poll must be a whole number of seconds, at most a week.</source>
        <translation>--poll muss eine ganze Zahl von Sekunden sein, höchstens eine Woche.</translation>
    </message>
    <message>
        <source>--duration must be a whole number of seconds.</source>
        <translation>--duration muss eine ganze Zahl von Sekunden sein.</translation>
    </message>
    <message>
        <source>--mirror needs the folder of the local copy.</source>
        <translation>--mirror benötigt den Ordner der lokalen Kopie.</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is not a regular expression: %3 (at character %4).</source>
        <translation>--%1 &quot;%2&quot; ist kein regulärer Ausdruck: %3 (bei Zeichen %4).</translation>
    </message>
    <message>
        <source>--capability-list takes the absolute URL of a Capability List, not &quot;%1&quot;.</source>
        <translation>--capability-list erwartet die absolute URL einer Fähigkeitsliste, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--sample must be a positive whole number.</source>
        <translation>--sample muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1.</source>
        <translation>--seed muss eine ganze Zahl von 0 bis %1 sein.</translation>
    </message>
    <message>
        <source>--seed says which resources --sample picks; give both.</source>
        <translation>--seed legt fest, welche Ressourcen --sample auswählt; geben Sie beide an.</translation>
    </message>
    <message>
        <source>--capability-list: the source has no Capability List %1 that could be read.</source>
        <translation>--capability-list: Die Quelle hat keine lesbare Fähigkeitsliste %1.</translation>
    </message>
    <message>
        <source>Its Source Description lists: %1.</source>
        <translation>Ihre Quellbeschreibung führt auf: %1.</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>&quot;%1&quot; is neither the id of a run, nor latest or previous, nor a report file.</source>
        <translation>&quot;%1&quot; ist weder die ID eines Laufs noch latest oder previous noch eine Berichtsdatei.</translation>
    </message>
    <message>
        <source>%1 does not exist: no run was ever saved there (&apos;crawl --save&apos; saves one).</source>
        <translation>%1 existiert nicht: Dort wurde nie ein Lauf gespeichert (&apos;crawl --save&apos; speichert einen).</translation>
    </message>
    <message>
        <source>The history keeps no runs yet.</source>
        <translation>Der Verlauf enthält noch keine Läufe.</translation>
    </message>
    <message>
        <source>The history keeps runs of %1 sources: say which one latest and previous are of with --source.</source>
        <translation>Der Verlauf enthält Läufe von %1 Quellen: Geben Sie mit --source an, auf welche sich latest und previous beziehen.</translation>
    </message>
    <message>
        <source>The history keeps no run of %1.</source>
        <translation>Der Verlauf enthält keinen Lauf von %1.</translation>
    </message>
    <message>
        <source>The history keeps fewer than two runs of %1: there is no previous one.</source>
        <translation>Der Verlauf enthält weniger als zwei Läufe von %1: Es gibt keinen vorherigen.</translation>
    </message>
</context>
<context>
    <name>ComparisonHtml</name>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>nicht abgeschlossen</translation>
    </message>
    <message>
        <source>Documents added</source>
        <translation>Hinzugekommene Dokumente</translation>
    </message>
    <message>
        <source>Documents removed</source>
        <translation>Entfernte Dokumente</translation>
    </message>
    <message>
        <source>Documents changed</source>
        <translation>Geänderte Dokumente</translation>
    </message>
    <message>
        <source>Entries added</source>
        <translation>Hinzugekommene Einträge</translation>
    </message>
    <message>
        <source>Entries removed</source>
        <translation>Entfernte Einträge</translation>
    </message>
    <message>
        <source>Entries changed</source>
        <translation>Geänderte Einträge</translation>
    </message>
    <message>
        <source>New findings</source>
        <translation>Neue Befunde</translation>
    </message>
    <message>
        <source>Fixed findings</source>
        <translation>Behobene Befunde</translation>
    </message>
    <message>
        <source>Remaining findings</source>
        <translation>Verbleibende Befunde</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Added:</source>
        <translation>Hinzugekommen:</translation>
    </message>
    <message>
        <source>Removed:</source>
        <translation>Entfernt:</translation>
    </message>
    <message>
        <source>Changed:</source>
        <translation>Geändert:</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>What changed: %1</source>
        <translation>Änderungen: %1</translation>
    </message>
    <message>
        <source>What changed between two crawls</source>
        <translation>Änderungen zwischen zwei Crawls</translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1, comparison written on %2</source>
        <translation>ResourceSync Inspector %1, Vergleich erstellt am %2</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Documents whose entries could not be compared one by one (a JSON report or an old run keeps no entries), compared by their entry counts: %1.</source>
        <translation>Dokumente, deren Einträge nicht einzeln verglichen werden konnten (ein JSON-Bericht oder ein alter Lauf enthält keine Einträge), verglichen anhand der Anzahl ihrer Einträge: %1.</translation>
    </message>
    <message>
        <source>No document changed.</source>
        <translation>Kein Dokument wurde geändert.</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1</source>
        <translation>ResourceSync Inspector %1</translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message>
        <source>%1 %2, %3, %4 (documents: %5, entries: %6, errors: %7, warnings: %8)</source>
        <translation>%1 %2, %3, %4 (Dokumente: %5, Einträge: %6, Fehler: %7, Warnungen: %8)</translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>infos: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <source>(and %1 more)</source>
        <translation>(und %1 weitere)</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugekommen</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>kind %1%2%3</source>
        <translation>Typ %1%2%3</translation>
    </message>
    <message>
        <source>readable again</source>
        <translation>wieder lesbar</translation>
    </message>
    <message>
        <source>no longer readable</source>
        <translation>nicht mehr lesbar</translation>
    </message>
    <message>
        <source>status %1%2%3</source>
        <translation>Status %1%2%3</translation>
    </message>
    <message>
        <source>bytes %1%2%3</source>
        <translation>Bytes %1%2%3</translation>
    </message>
    <message>
        <source>content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>entries %1%2%3</source>
        <translation>Einträge %1%2%3</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 hinzugekommen</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>%1 changed</source>
        <translation>%1 geändert</translation>
    </message>
    <message>
        <source>Worse: new errors: %1.</source>
        <translation>Verschlechtert: neue Fehler: %1.</translation>
    </message>
    <message>
        <source>No new errors; new warnings: %1.</source>
        <translation>Keine neuen Fehler; neue Warnungen: %1.</translation>
    </message>
    <message>
        <source>Nothing got worse.</source>
        <translation>Nichts hat sich verschlechtert.</translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1: what changed between two crawls</source>
        <translation>ResourceSync Inspector %1: Änderungen zwischen zwei Crawls</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>Vorher:</translation>
    </message>
    <message>
        <source>After: </source>
        <translation>Nachher: </translation>
    </message>
    <message>
        <source>Note: a crawl that did not finish is compared; what it did not reach shows as removed or added.</source>
        <translation>Hinweis: Ein nicht abgeschlossener Crawl wird verglichen; was er nicht erreicht hat, erscheint als entfernt oder hinzugekommen.</translation>
    </message>
    <message>
        <source>Note: documents whose entries could not be compared one by one (a JSON report or an old run keeps no entries), compared by their entry counts: %1.</source>
        <translation>Hinweis: Dokumente, deren Einträge nicht einzeln verglichen werden konnten (ein JSON-Bericht oder ein alter Lauf enthält keine Einträge), verglichen anhand der Anzahl ihrer Einträge: %1.</translation>
    </message>
    <message>
        <source>Documents: %1 added, %2 removed, %3 changed, %4 unchanged</source>
        <translation>Dokumente: %1 hinzugekommen, %2 entfernt, %3 geändert, %4 unverändert</translation>
    </message>
    <message>
        <source>entries: %1</source>
        <translation>Einträge: %1</translation>
    </message>
    <message>
        <source>added:</source>
        <translation>hinzugekommen:</translation>
    </message>
    <message>
        <source>removed:</source>
        <translation>entfernt:</translation>
    </message>
    <message>
        <source>changed:</source>
        <translation>geändert:</translation>
    </message>
    <message>
        <source>Findings: %1 new, %2 fixed, %3 remaining</source>
        <translation>Befunde: %1 neu, %2 behoben, %3 verbleibend</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>Summary: documents added %1, removed %2, changed %3; entries added %4, removed %5, changed %6; findings new %7, fixed %8, remaining %9</source>
        <translation>Zusammenfassung: Dokumente hinzugekommen %1, entfernt %2, geändert %3; Einträge hinzugekommen %4, entfernt %5, geändert %6; Befunde neu %7, behoben %8, verbleibend %9</translation>
    </message>
    <message>
        <source>Fixed: %1.</source>
        <translation>Behoben: %1.</translation>
    </message>
</context>
<context>
    <name>CopyWriter</name>
    <message>
        <source>&quot;%1&quot; is not a valid path inside the local copy: it is empty or absolute, or has an empty, &quot;.&quot; or &quot;..&quot; part, a backslash or a NUL character.</source>
        <translation>&quot;%1&quot; ist kein gültiger Pfad innerhalb der lokalen Kopie: Er ist leer oder absolut oder enthält einen leeren Teil, einen Teil &quot;.&quot; oder &quot;..&quot;, einen Backslash oder ein NUL-Zeichen.</translation>
    </message>
    <message>
        <source>The local copy folder %1 could not be created.</source>
        <translation>Der Ordner der lokalen Kopie %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The local copy folder %1 is not a folder.</source>
        <translation>Der Ordner der lokalen Kopie %1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never changed through a link, so %2 was refused.</source>
        <translation>%1 ist ein symbolischer Link. Die lokale Kopie wird nie über einen Link geändert, daher wurde %2 abgelehnt.</translation>
    </message>
    <message>
        <source>%1 is in the way: %2 needs a folder there, but it is a file or something else.</source>
        <translation>%1 steht im Weg: %2 benötigt dort einen Ordner, aber dort liegt eine Datei oder etwas anderes.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never written through a link, so it was not replaced.</source>
        <translation>%1 ist ein symbolischer Link. In die lokale Kopie wird nie über einen Link geschrieben, daher wurde er nicht ersetzt.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file, so it was not replaced.</source>
        <translation>%1 ist ein Ordner, keine Datei, und wurde daher nicht ersetzt.</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it was not replaced.</source>
        <translation>%1 ist keine reguläre Datei und wurde daher nicht ersetzt.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: no free staging name.</source>
        <translation>%1 konnte nicht geschrieben werden: kein freier Name für die Zwischendatei.</translation>
    </message>
    <message>
        <source>No file is open for writing.</source>
        <translation>Es ist keine Datei zum Schreiben geöffnet.</translation>
    </message>
    <message>
        <source>%1 could not be written: its modification time could not be set: %2</source>
        <translation>%1 konnte nicht geschrieben werden: Der Änderungszeitpunkt konnte nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be flushed to the disk.</source>
        <translation>%1 konnte nicht auf den Datenträger geschrieben werden.</translation>
    </message>
    <message>
        <source>There is nothing to read for %1.</source>
        <translation>Für %1 gibt es nichts zu lesen.</translation>
    </message>
    <message>
        <source>%1 could not be written: reading its content failed: %2</source>
        <translation>%1 konnte nicht geschrieben werden: Das Lesen des Inhalts ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name for a trash folder.</source>
        <translation>&quot;%1&quot; ist kein gültiger Name für einen Papierkorb-Ordner.</translation>
    </message>
    <message>
        <source>%1 does not exist, so it was not removed.</source>
        <translation>%1 existiert nicht und wurde daher nicht entfernt.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never changed through a link, so %2 was not removed.</source>
        <translation>%1 ist ein symbolischer Link. Die lokale Kopie wird nie über einen Link geändert, daher wurde %2 nicht entfernt.</translation>
    </message>
    <message>
        <source>%1 is not a folder, so %2 cannot be inside it.</source>
        <translation>%1 ist kein Ordner, daher kann %2 nicht darin liegen.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file, so it was not removed.</source>
        <translation>%1 ist ein Ordner, keine Datei, und wurde daher nicht entfernt.</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it was not removed.</source>
        <translation>%1 ist keine reguläre Datei und wurde daher nicht entfernt.</translation>
    </message>
    <message>
        <source>%1 could not be deleted: %2</source>
        <translation>%1 konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be moved to the trash folder %2: %3</source>
        <translation>%1 konnte nicht in den Papierkorb-Ordner %2 verschoben werden: %3</translation>
    </message>
    <message>
        <source>%1 is too long a path for this system (%2 bytes, at most %3), so nothing was written.</source>
        <translation>%1 ist ein zu langer Pfad für dieses System (%2 Byte, höchstens %3), daher wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created: %2</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never changed through a link, so nothing was written.</source>
        <translation>%1 ist ein symbolischer Link. Die lokale Kopie wird nie über einen Link geändert, daher wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>Crawl</name>
    <message>
        <source>named on the command line or in the address field</source>
        <translation>in der Befehlszeile oder im Adressfeld angegeben</translation>
    </message>
    <message>
        <source>found at the well-known URI</source>
        <translation>unter dem Well-known-URI gefunden</translation>
    </message>
    <message>
        <source>named by a Sitemap line of robots.txt</source>
        <translation>von einer Sitemap-Zeile in robots.txt genannt</translation>
    </message>
    <message>
        <source>named by an HTML link with rel=&quot;resourcesync&quot;</source>
        <translation>von einem HTML-Link mit rel=&quot;resourcesync&quot; genannt</translation>
    </message>
    <message>
        <source>named by an HTTP Link header with rel=&quot;resourcesync&quot;</source>
        <translation>von einem HTTP-Link-Header mit rel=&quot;resourcesync&quot; genannt</translation>
    </message>
    <message>
        <source>the &quot;up&quot; link of another document</source>
        <translation>der &quot;up&quot;-Link eines anderen Dokuments</translation>
    </message>
    <message>
        <source>the &quot;index&quot; link of another document</source>
        <translation>der &quot;index&quot;-Link eines anderen Dokuments</translation>
    </message>
    <message>
        <source>listed by its parent</source>
        <translation>vom übergeordneten Dokument aufgeführt</translation>
    </message>
    <message>
        <source>the &quot;contents&quot; link (manifest) of a dump&apos;s package</source>
        <translation>der &quot;contents&quot;-Link (Manifest) eines Dump-Pakets</translation>
    </message>
    <message>
        <source>a package its dump lists, checked against the manifest.xml inside it</source>
        <translation>ein von seinem Dump aufgeführtes Paket, geprüft anhand der darin enthaltenen manifest.xml</translation>
    </message>
    <message>
        <source>The first %1 of the %2 entries read are kept, as a sample: a document cut short is not a valid list.</source>
        <translation>Die ersten %1 der %2 gelesenen Einträge werden als Stichprobe behalten: ein abgeschnittenes Dokument ist keine gültige Liste.</translation>
    </message>
    <message>
        <source>The first %1 of the %2 entries are kept, as a sample: this crawl already keeps %3 entries of lists over the limit, and keeps no more than %4.</source>
        <translation>Die ersten %1 der %2 Einträge werden als Stichprobe behalten: Dieser Crawl behält bereits %3 Einträge von Listen über der Grenze und behält nicht mehr als %4.</translation>
    </message>
</context>
<context>
    <name>CrawlReport</name>
    <message>
        <source>found</source>
        <translation>gefunden</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>The crawl did not finish (it was interrupted or reached a limit): this report is partial, and what the crawl did not reach was not checked.</source>
        <translation>Der Crawl wurde nicht abgeschlossen (er wurde abgebrochen oder hat ein Limit erreicht): Dieser Bericht ist unvollständig, und was der Crawl nicht erreicht hat, wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>entries: %1</source>
        <translation>Einträge: %1</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>Unread document</source>
        <translation>Nicht gelesenes Dokument</translation>
    </message>
    <message>
        <source>redirected from %1</source>
        <translation>weitergeleitet von %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>unchanged since the last crawl (HTTP 304)</source>
        <translation>seit dem letzten Crawl unverändert (HTTP 304)</translation>
    </message>
    <message>
        <source>How the source was found</source>
        <translation>Wie die Quelle gefunden wurde</translation>
    </message>
    <message>
        <source>About the source as a whole</source>
        <translation>Zur Quelle als Ganzes</translation>
    </message>
    <message>
        <source>No document could be read.</source>
        <translation>Es konnte kein Dokument gelesen werden.</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Part of the source checked</source>
        <translation>Geprüfter Teil der Quelle</translation>
    </message>
    <message>
        <source>cut short at its byte limit: the first %1 of the %2 entries read are kept, as a sample</source>
        <translation>an seiner Byte-Grenze abgeschnitten: die ersten %1 der %2 gelesenen Einträge werden als Stichprobe behalten</translation>
    </message>
    <message>
        <source>over the entry limit, and this crawl already keeps the entries of other lists over it: the first %1 of the %2 entries are kept, as a sample</source>
        <translation>über der Eintragsgrenze, und dieser Crawl behält bereits die Einträge anderer Listen darüber: Die ersten %1 der %2 Einträge werden als Stichprobe behalten</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <source>This document names more than %1 addresses; only the first %1 were read and the rest were ignored.</source>
        <translation>Dieses Dokument nennt mehr als %1 Adressen; nur die ersten %1 wurden gelesen, der Rest wurde ignoriert.</translation>
    </message>
    <message>
        <source>Further problems of this kind in this document, not listed one by one: %1.</source>
        <translation>Weitere Probleme dieser Art in diesem Dokument, nicht einzeln aufgeführt: %1.</translation>
    </message>
    <message>
        <source>the address is empty</source>
        <translation>die Adresse ist leer</translation>
    </message>
    <message>
        <source>the address is longer than %1 characters</source>
        <translation>die Adresse ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the address contains a space</source>
        <translation>die Adresse enthält ein Leerzeichen</translation>
    </message>
    <message>
        <source>the address contains a control character (U+%1)</source>
        <translation>die Adresse enthält ein Steuerzeichen (U+%1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address</source>
        <translation>&quot;%1&quot; ist keine gültige Adresse</translation>
    </message>
    <message>
        <source>the relative address &quot;%1&quot; cannot be resolved without the address of the document</source>
        <translation>die relative Adresse &quot;%1&quot; kann ohne die Adresse des Dokuments nicht aufgelöst werden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a web address (http or https with a host name)</source>
        <translation>&quot;%1&quot; ist keine Webadresse (http oder https mit Hostname)</translation>
    </message>
    <message>
        <source>The &lt;link rel=&quot;resourcesync&quot;&gt; was ignored: its href is longer than %1 bytes.</source>
        <translation>Das &lt;link rel=&quot;resourcesync&quot;&gt; wurde ignoriert: Sein href ist länger als %1 Byte.</translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; has no href attribute, so it does not point to a Capability List.</source>
        <translation>Dieses &lt;link rel=&quot;resourcesync&quot;&gt; hat kein href-Attribut und verweist daher nicht auf eine Fähigkeitsliste.</translation>
    </message>
    <message>
        <source>The href of this &lt;link rel=&quot;resourcesync&quot;&gt; cannot be used: %1. It should be the absolute URI of a Capability List.</source>
        <translation>Das href dieses &lt;link rel=&quot;resourcesync&quot;&gt; ist nicht verwendbar: %1. Es sollte der absolute URI einer Fähigkeitsliste sein.</translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; stands in the body of the page; the specification puts it in the &lt;head&gt;.</source>
        <translation>Dieses &lt;link rel=&quot;resourcesync&quot;&gt; steht im Body der Seite; die Spezifikation sieht es im &lt;head&gt; vor.</translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; gives the relative address &quot;%1&quot;; use an absolute URI. It was read as %2.</source>
        <translation>Dieses &lt;link rel=&quot;resourcesync&quot;&gt; gibt die relative Adresse &quot;%1&quot; an; verwenden Sie einen absoluten URI. Sie wurde als %2 interpretiert.</translation>
    </message>
    <message>
        <source>the link target is not enclosed in &lt; and &gt;</source>
        <translation>das Linkziel ist nicht in &lt; und &gt; eingeschlossen</translation>
    </message>
    <message>
        <source>the &lt; before the link target is never closed by &gt;</source>
        <translation>das &lt; vor dem Linkziel wird nie durch &gt; geschlossen</translation>
    </message>
    <message>
        <source>The Link header entry &quot;%1&quot; is malformed: %2. It should read &lt;URI&gt;; rel=&quot;resourcesync&quot;.</source>
        <translation>Der Link-Header-Eintrag &quot;%1&quot; ist fehlerhaft: %2. Er sollte &lt;URI&gt;; rel=&quot;resourcesync&quot; lauten.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stands where a parameter starting with ; should be</source>
        <translation>&quot;%1&quot; steht dort, wo ein mit ; beginnender Parameter stehen sollte</translation>
    </message>
    <message>
        <source>a parameter has no name</source>
        <translation>ein Parameter hat keinen Namen</translation>
    </message>
    <message>
        <source>the quoted value of the %1 parameter (from character %2) is never closed by &quot;</source>
        <translation>der in Anführungszeichen gesetzte Wert des Parameters %1 (ab Zeichen %2) wird nie durch &quot; geschlossen</translation>
    </message>
    <message>
        <source>the %1 parameter has = but no value</source>
        <translation>der Parameter %1 hat ein =, aber keinen Wert</translation>
    </message>
    <message>
        <source>rel is given twice and only the first one counts, which does not name resourcesync</source>
        <translation>rel ist zweimal angegeben, und nur das erste zählt, das nicht resourcesync nennt</translation>
    </message>
    <message>
        <source>The resourcesync link in the Link header cannot be used: %1. It should name the absolute URI of a Capability List.</source>
        <translation>Der resourcesync-Link im Link-Header ist nicht verwendbar: %1. Er sollte den absoluten URI einer Fähigkeitsliste nennen.</translation>
    </message>
    <message>
        <source>The resourcesync link in the Link header gives the relative reference &quot;%1&quot;; use an absolute URI. It was read as %2.</source>
        <translation>Der resourcesync-Link im Link-Header gibt die relative Referenz &quot;%1&quot; an; verwenden Sie einen absoluten URI. Sie wurde als %2 interpretiert.</translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 was ignored: its value is longer than %2 bytes.</source>
        <translation>Die Sitemap-Anweisung in Zeile %1 wurde ignoriert: Ihr Wert ist länger als %2 Byte.</translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 was ignored: %2. Its value should be the absolute URL of a Sitemap or Resource List.</source>
        <translation>Die Sitemap-Anweisung in Zeile %1 wurde ignoriert: %2. Ihr Wert sollte die absolute URL einer Sitemap oder Ressourcenliste sein.</translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 gives the relative address &quot;%2&quot;; it should be an absolute URL. It was read as %3.</source>
        <translation>Die Sitemap-Anweisung in Zeile %1 gibt die relative Adresse &quot;%2&quot; an; sie sollte eine absolute URL sein. Sie wurde als %3 interpretiert.</translation>
    </message>
</context>
<context>
    <name>DocumentParser</name>
    <message>
        <source>The document declares a DTD (&lt;!DOCTYPE&gt;). ResourceSync documents have none; its entities are not expanded beyond %1 characters and external entities are never fetched.</source>
        <translation>Das Dokument deklariert eine DTD (&lt;!DOCTYPE&gt;). ResourceSync-Dokumente haben keine; ihre Entitäten werden höchstens bis %1 Zeichen expandiert, und externe Entitäten werden nie abgerufen.</translation>
    </message>
    <message>
        <source>The XML declaration says encoding=&quot;%1&quot;. ResourceSync documents must be encoded in UTF-8.</source>
        <translation>Die XML-Deklaration gibt encoding=&quot;%1&quot; an. ResourceSync-Dokumente müssen in UTF-8 kodiert sein.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is bound to the namespace &quot;%2&quot;, which is not the ResourceSync namespace &quot;%3&quot; (mind the trailing slash). The element is ignored.</source>
        <translation>&lt;%1&gt; ist an den Namensraum &quot;%2&quot; gebunden, der nicht der ResourceSync-Namensraum &quot;%3&quot; ist (achten Sie auf den abschließenden Schrägstrich). Das Element wird ignoriert.</translation>
    </message>
    <message>
        <source>The root element is &lt;%1&gt;, so this is not a ResourceSync document. It must be &lt;urlset&gt; or &lt;sitemapindex&gt; in the namespace %2.</source>
        <translation>Das Wurzelelement ist &lt;%1&gt;, daher ist dies kein ResourceSync-Dokument. Es muss &lt;urlset&gt; oder &lt;sitemapindex&gt; im Namensraum %2 sein.</translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; has no namespace. It must be in the Sitemap namespace %2 (xmlns=&quot;%2&quot;).</source>
        <translation>Das Wurzelelement &lt;%1&gt; hat keinen Namensraum. Es muss im Sitemap-Namensraum %2 liegen (xmlns=&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; is in the namespace &quot;%2&quot;. It must be in the Sitemap namespace %3.</source>
        <translation>Das Wurzelelement &lt;%1&gt; liegt im Namensraum &quot;%2&quot;. Es muss im Sitemap-Namensraum %3 liegen.</translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; comes after the first &lt;%2&gt;. Every example of the specification puts the root rs:md and rs:ln before the entries.</source>
        <translation>Das &lt;%1&gt; der Wurzel steht nach dem ersten &lt;%2&gt;. Alle Beispiele der Spezifikation stellen rs:md und rs:ln der Wurzel vor die Einträge.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed in a &lt;%2&gt;, which contains only &lt;%3&gt; elements (besides rs:md and rs:ln).</source>
        <translation>&lt;%1&gt; ist in einem &lt;%2&gt; nicht zulässig; es enthält nur &lt;%3&gt;-Elemente (neben rs:md und rs:ln).</translation>
    </message>
    <message>
        <source>Text &quot;%1&quot; stands between elements, where only elements are allowed.</source>
        <translation>Der Text &quot;%1&quot; steht zwischen Elementen, wo nur Elemente zulässig sind.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has the attribute %2, but this element has no attributes.</source>
        <translation>&lt;%1&gt; hat das Attribut %2, dieses Element hat aber keine Attribute.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; comes after an element that the Sitemap schema puts later. The order is loc, lastmod, changefreq, priority, then rs:md and rs:ln.</source>
        <translation>&lt;%1&gt; steht nach einem Element, das laut Sitemap-Schema später kommt. Die Reihenfolge ist loc, lastmod, changefreq, priority, danach rs:md und rs:ln.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed inside &lt;%2&gt;. The Sitemap elements of an entry are loc, lastmod, changefreq and priority.</source>
        <translation>&lt;%1&gt; ist innerhalb von &lt;%2&gt; nicht zulässig. Die Sitemap-Elemente eines Eintrags sind loc, lastmod, changefreq und priority.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed inside a text element.</source>
        <translation>&lt;%1&gt; ist innerhalb eines Textelements nicht zulässig.</translation>
    </message>
    <message>
        <source>The document starts with a UTF-8 byte order mark. It is tolerated, but not needed.</source>
        <translation>Das Dokument beginnt mit einer UTF-8-Byte-Order-Mark. Sie wird toleriert, ist aber nicht nötig.</translation>
    </message>
    <message>
        <source>Bytes that are not valid UTF-8: %1, the first here. ResourceSync documents must be encoded in UTF-8.</source>
        <translation>Ungültige UTF-8-Bytes: %1; das erste steht hier. ResourceSync-Dokumente müssen in UTF-8 kodiert sein.</translation>
    </message>
    <message>
        <source>Reading stopped after %1 bytes: the document is larger than the inspector reads. A ResourceSync document may have at most 50 MB.</source>
        <translation>Das Lesen wurde nach %1 Byte beendet: Das Dokument ist größer, als der Inspector liest. Ein ResourceSync-Dokument darf höchstens 50 MB groß sein.</translation>
    </message>
    <message>
        <source>The compressed data is corrupt or truncated after %1 bytes; the document inside could not be read completely.</source>
        <translation>Die komprimierten Daten sind nach %1 Byte beschädigt oder abgeschnitten; das enthaltene Dokument konnte nicht vollständig gelesen werden.</translation>
    </message>
    <message>
        <source>The XML is not well-formed: %1. A ResourceSync document must be well-formed XML; nothing after this point was read.</source>
        <translation>Das XML ist nicht wohlgeformt: %1. Ein ResourceSync-Dokument muss wohlgeformtes XML sein; ab dieser Stelle wurde nichts mehr gelesen.</translation>
    </message>
    <message>
        <source>The document has %1 entries; only the first %2 were checked one by one.</source>
        <translation>Das Dokument hat %1 Einträge; nur die ersten %2 wurden einzeln geprüft.</translation>
    </message>
    <message>
        <source>Cannot read the file %1: %2.</source>
        <translation>Die Datei %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1 as gzip.</source>
        <translation>%1 kann nicht als gzip geöffnet werden.</translation>
    </message>
    <message>
        <source>The document is encoded in UTF-16 or UTF-32 (it starts with such a byte order mark or such bytes). ResourceSync documents must be encoded in UTF-8.</source>
        <translation>Das Dokument ist in UTF-16 oder UTF-32 kodiert (es beginnt mit einer solchen Byte-Order-Mark oder mit solchen Bytes). ResourceSync-Dokumente müssen in UTF-8 kodiert sein.</translation>
    </message>
    <message>
        <source>The element &lt;%1&gt; has more than %2 attributes; reading stopped there. ResourceSync elements have a handful, and an element with very many costs an XML reader quadratic time.</source>
        <translation>Das Element &lt;%1&gt; hat mehr als %2 Attribute; das Lesen wurde hier beendet. ResourceSync-Elemente haben nur wenige, und ein Element mit sehr vielen kostet einen XML-Leser quadratische Zeit.</translation>
    </message>
    <message>
        <source>The markup that starts here (a comment, a processing instruction, a CDATA section or a declaration) is longer than %1 bytes; reading stopped there.</source>
        <translation>Das hier beginnende Markup (ein Kommentar, eine Verarbeitungsanweisung, ein CDATA-Abschnitt oder eine Deklaration) ist länger als %1 Byte; das Lesen wurde hier beendet.</translation>
    </message>
    <message>
        <source>The start tag of &lt;%1&gt; is longer than %2 bytes; reading stopped there.</source>
        <translation>Das Start-Tag von &lt;%1&gt; ist länger als %2 Byte; das Lesen wurde hier beendet.</translation>
    </message>
    <message>
        <source>the document is empty</source>
        <translation>das Dokument ist leer</translation>
    </message>
    <message>
        <source>there is more after the end of the root element</source>
        <translation>nach dem Ende des Wurzelelements folgt noch etwas</translation>
    </message>
    <message>
        <source>the end tag &lt;/%1&gt; does not match the open element &lt;%2&gt; (line %3)</source>
        <translation>das End-Tag &lt;/%1&gt; passt nicht zum offenen Element &lt;%2&gt; (Zeile %3)</translation>
    </message>
    <message>
        <source>the document ends before the element &lt;%1&gt; (line %2) is closed</source>
        <translation>das Dokument endet, bevor das Element &lt;%1&gt; (Zeile %2) geschlossen ist</translation>
    </message>
    <message>
        <source>the document ends before its elements are closed</source>
        <translation>das Dokument endet, bevor seine Elemente geschlossen sind</translation>
    </message>
    <message>
        <source>an attribute value contains &quot;&lt;&quot;, which must be written &amp;lt;</source>
        <translation>ein Attributwert enthält &quot;&lt;&quot;, das als &amp;lt; geschrieben werden muss</translation>
    </message>
    <message>
        <source>the attribute %1 appears twice in one element</source>
        <translation>das Attribut %1 kommt in einem Element zweimal vor</translation>
    </message>
    <message>
        <source>the namespace prefix %1 is not declared</source>
        <translation>das Namensraumpräfix %1 ist nicht deklariert</translation>
    </message>
    <message>
        <source>the entity &amp;%1; is not declared</source>
        <translation>die Entität &amp;%1; ist nicht deklariert</translation>
    </message>
    <message>
        <source>an &quot;&amp;&quot; that does not start an entity or character reference; a literal ampersand is written &amp;amp;</source>
        <translation>ein &quot;&amp;&quot;, das keine Entitäts- oder Zeichenreferenz einleitet; ein wörtliches kaufmännisches Und wird als &amp;amp; geschrieben</translation>
    </message>
    <message>
        <source>a character that XML does not allow</source>
        <translation>ein Zeichen, das in XML nicht zulässig ist</translation>
    </message>
    <message>
        <source>the XML version is not 1.0</source>
        <translation>die XML-Version ist nicht 1.0</translation>
    </message>
    <message>
        <source>the document ends before its root element is closed</source>
        <translation>das Dokument endet, bevor sein Wurzelelement geschlossen ist</translation>
    </message>
    <message>
        <source>the end tag here does not close &lt;%1&gt;, the element that is open at this point (opening and ending tag mismatch)</source>
        <translation>das End-Tag hier schließt nicht &lt;%1&gt;, das an dieser Stelle offene Element (Start- und End-Tag passen nicht zusammen)</translation>
    </message>
</context>
<context>
    <name>DocumentType</name>
    <message>
        <source>Unknown document</source>
        <translation>Unbekanntes Dokument</translation>
    </message>
    <message>
        <source>Extension document</source>
        <translation>Erweiterungsdokument</translation>
    </message>
    <message>
        <source>Source Description</source>
        <translation>Quellbeschreibung</translation>
    </message>
    <message>
        <source>Source Description Index</source>
        <translation>Quellbeschreibungsindex</translation>
    </message>
    <message>
        <source>Capability List</source>
        <translation>Fähigkeitsliste</translation>
    </message>
    <message>
        <source>Capability List Index</source>
        <translation>Fähigkeitslistenindex</translation>
    </message>
    <message>
        <source>Resource List</source>
        <translation>Ressourcenliste</translation>
    </message>
    <message>
        <source>Resource List Index</source>
        <translation>Ressourcenlistenindex</translation>
    </message>
    <message>
        <source>Resource Dump</source>
        <translation>Ressourcen-Dump</translation>
    </message>
    <message>
        <source>Resource Dump Index</source>
        <translation>Ressourcen-Dump-Index</translation>
    </message>
    <message>
        <source>Resource Dump Manifest</source>
        <translation>Ressourcen-Dump-Manifest</translation>
    </message>
    <message>
        <source>Change List</source>
        <translation>Änderungsliste</translation>
    </message>
    <message>
        <source>Change List Index</source>
        <translation>Änderungslistenindex</translation>
    </message>
    <message>
        <source>Change Dump</source>
        <translation>Änderungs-Dump</translation>
    </message>
    <message>
        <source>Change Dump Index</source>
        <translation>Änderungs-Dump-Index</translation>
    </message>
    <message>
        <source>Change Dump Manifest</source>
        <translation>Änderungs-Dump-Manifest</translation>
    </message>
    <message>
        <source>Framework Notification</source>
        <translation>Framework-Benachrichtigung</translation>
    </message>
    <message>
        <source>Change Notification</source>
        <translation>Änderungsbenachrichtigung</translation>
    </message>
    <message>
        <source>Notification channel</source>
        <translation>Benachrichtigungskanal</translation>
    </message>
    <message>
        <source>document of an unknown type</source>
        <translation>Dokument eines unbekannten Typs</translation>
    </message>
    <message>
        <source>document of an extension capability</source>
        <translation>Dokument einer Erweiterungsfähigkeit</translation>
    </message>
</context>
<context>
    <name>DumpExtractor</name>
    <message>
        <source>The bitstream in the package does not match the length or hash the manifest gives, so it was not kept.</source>
        <translation>Der Bitstream im Paket passt nicht zu der Länge oder dem Hash, die das Manifest angibt, und wurde daher nicht übernommen.</translation>
    </message>
    <message>
        <source>The bitstream could not be read from the package, so it was not kept.</source>
        <translation>Der Bitstream konnte nicht aus dem Paket gelesen werden und wurde daher nicht übernommen.</translation>
    </message>
    <message>
        <source>The bitstream is over the size limits for packages, so it was not kept.</source>
        <translation>Der Bitstream überschreitet die Größenlimits für Pakete und wurde daher nicht übernommen.</translation>
    </message>
    <message>
        <source>The extraction stopped before this bitstream was checked.</source>
        <translation>Das Entpacken wurde beendet, bevor dieser Bitstream geprüft wurde.</translation>
    </message>
    <message>
        <source>The bitstream was not verified, so it was not kept.</source>
        <translation>Der Bitstream wurde nicht verifiziert und daher nicht übernommen.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>Die Datei konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 could not be read to copy it: %2</source>
        <translation>%1 konnte zum Kopieren nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>A later url in the manifest has the same location, so its bitstream is written instead.</source>
        <translation>Ein späteres url-Element im Manifest hat denselben Speicherort, daher wird stattdessen dessen Bitstream geschrieben.</translation>
    </message>
</context>
<context>
    <name>DumpPackage</name>
    <message>
        <source>The package &quot;%1&quot; could not be opened: %2</source>
        <translation>Das Paket &quot;%1&quot; konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The package looks like a ZIP file but its directory cannot be read: the file is truncated or damaged (ZIP error %1). Its bitstreams could not be checked.</source>
        <translation>Das Paket sieht wie eine ZIP-Datei aus, aber sein Verzeichnis kann nicht gelesen werden: Die Datei ist abgeschnitten oder beschädigt (ZIP-Fehler %1). Seine Bitstreams konnten nicht geprüft werden.</translation>
    </message>
    <message>
        <source>The package is not a ZIP file, so its manifest and bitstreams could not be checked.</source>
        <translation>Das Paket ist keine ZIP-Datei, daher konnten sein Manifest und seine Bitstreams nicht geprüft werden.</translation>
    </message>
    <message>
        <source>The ZIP directory of the package cannot be read (ZIP error %1).</source>
        <translation>Das ZIP-Verzeichnis des Pakets kann nicht gelesen werden (ZIP-Fehler %1).</translation>
    </message>
    <message>
        <source>The package has %1 entries, more than the limit of %2; it was not checked.</source>
        <translation>Das Paket hat %1 Einträge, mehr als das Limit von %2; es wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>The ZIP directory of the package is damaged: %1 of %2 entries could be listed (ZIP error %3).</source>
        <translation>Das ZIP-Verzeichnis des Pakets ist beschädigt: %1 von %2 Einträgen konnten aufgelistet werden (ZIP-Fehler %3).</translation>
    </message>
    <message>
        <source>The ZIP entry name &quot;%1&quot; would escape the folder it is extracted to (an absolute path, a drive letter, a backslash or a &quot;..&quot; segment); it is never extracted.</source>
        <translation>Der ZIP-Eintragsname &quot;%1&quot; würde aus dem Ordner hinausführen, in den entpackt wird (ein absoluter Pfad, ein Laufwerksbuchstabe, ein Backslash oder ein &quot;..&quot;-Segment); er wird nie entpackt.</translation>
    </message>
    <message>
        <source>The package would expand to %1 bytes, more than the limit of %2 bytes; it was not checked.</source>
        <translation>Das Paket würde auf %1 Byte entpackt werden, mehr als das Limit von %2 Byte; es wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>The package contains no manifest.xml at the top level of the ZIP.</source>
        <translation>Das Paket enthält keine manifest.xml auf oberster Ebene der ZIP-Datei.</translation>
    </message>
    <message>
        <source>The package contains &quot;%1&quot;, but the manifest must be named exactly manifest.xml at the top level of the ZIP.</source>
        <translation>Das Paket enthält &quot;%1&quot;, aber das Manifest muss exakt manifest.xml heißen und auf oberster Ebene der ZIP-Datei liegen.</translation>
    </message>
    <message>
        <source>manifest.xml would expand to %1 bytes, more than the limit of %2 bytes; it was not read.</source>
        <translation>manifest.xml würde auf %1 Byte entpackt werden, mehr als das Limit von %2 Byte; die Datei wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>manifest.xml is encrypted or uses compression method %1, so it cannot be read.</source>
        <translation>manifest.xml ist verschlüsselt oder verwendet die Kompressionsmethode %1 und kann daher nicht gelesen werden.</translation>
    </message>
    <message>
        <source>manifest.xml cannot be read from the package (ZIP error %1).</source>
        <translation>manifest.xml kann nicht aus dem Paket gelesen werden (ZIP-Fehler %1).</translation>
    </message>
    <message>
        <source>manifest.xml fails its CRC-32 check: the package is damaged.</source>
        <translation>manifest.xml besteht die CRC-32-Prüfung nicht: Das Paket ist beschädigt.</translation>
    </message>
    <message>
        <source>The manifest names the path &quot;%1&quot; for %2, but the ZIP has no such entry.</source>
        <translation>Das Manifest nennt für %2 den Pfad &quot;%1&quot;, aber die ZIP-Datei hat keinen solchen Eintrag.</translation>
    </message>
    <message>
        <source>The deleted resource %1 carries the path &quot;%2&quot;, and the ZIP has no such entry.</source>
        <translation>Die gelöschte Ressource %1 trägt den Pfad &quot;%2&quot;, und die ZIP-Datei hat keinen solchen Eintrag.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; is not named by any path in the manifest.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; wird von keinem path im Manifest genannt.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; is encrypted and cannot be extracted or checked.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; ist verschlüsselt und kann weder entpackt noch geprüft werden.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; uses compression method %2; only stored and deflate can be extracted, so it was not checked.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; verwendet die Kompressionsmethode %2; nur stored und deflate können entpackt werden, daher wurde er nicht geprüft.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; cannot be read (ZIP error %2).</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; kann nicht gelesen werden (ZIP-Fehler %2).</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; expanded beyond the size limit while it was read; reading stopped.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; hat beim Lesen das Größenlimit überschritten; das Lesen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; fails its CRC-32 check: its bytes are damaged.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; besteht die CRC-32-Prüfung nicht: Seine Bytes sind beschädigt.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; could not be read to the end (ZIP error %2): the package is damaged or truncated.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; konnte nicht bis zum Ende gelesen werden (ZIP-Fehler %2): Das Paket ist beschädigt oder abgeschnitten.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; for %2 has %3 bytes, but the manifest gives a length of %4.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; für %2 hat %3 Byte, aber das Manifest gibt eine Länge von %4 an.</translation>
    </message>
    <message>
        <source>The ZIP directory of the package could not be walked again (ZIP error %1); some bitstreams were not checked.</source>
        <translation>Das ZIP-Verzeichnis des Pakets konnte nicht erneut durchlaufen werden (ZIP-Fehler %1); einige Bitstreams wurden nicht geprüft.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; would expand to %2 bytes, more than the limit of %3 bytes; it was not read.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; würde auf %2 Byte entpackt werden, mehr als das Limit von %3 Byte; er wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; would expand from %2 to %3 bytes, a compression ratio above the limit of %4 to 1 that marks a ZIP bomb; it was not read.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; würde von %2 auf %3 Byte entpackt werden, ein Kompressionsverhältnis über dem Limit von %4 zu 1, das eine ZIP-Bombe kennzeichnet; er wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; for %2 has the %3 digest &quot;%4&quot;, but the manifest gives &quot;%5&quot;.</source>
        <translation>Der ZIP-Eintrag &quot;%1&quot; für %2 hat den %3-Hashwert &quot;%4&quot;, aber das Manifest gibt &quot;%5&quot; an.</translation>
    </message>
    <message>
        <source>the package is not a ZIP file that can be read (ZIP error %1)</source>
        <translation>das Paket ist keine lesbare ZIP-Datei (ZIP-Fehler %1)</translation>
    </message>
    <message>
        <source>the package holds no manifest.xml at its top level</source>
        <translation>das Paket enthält keine manifest.xml auf oberster Ebene</translation>
    </message>
    <message>
        <source>manifest.xml cannot be read from the package (ZIP error %1)</source>
        <translation>manifest.xml kann nicht aus dem Paket gelesen werden (ZIP-Fehler %1)</translation>
    </message>
</context>
<context>
    <name>FindingCap</name>
    <message>
        <source>%1 more findings of rule %2 about this document are not listed one by one; the first %3 are.</source>
        <translation>%1 weitere Befunde der Regel %2 zu diesem Dokument werden nicht einzeln aufgeführt, nur die ersten %3.</translation>
    </message>
</context>
<context>
    <name>HistoryCommand</name>
    <message>
        <source>Crawl history %1</source>
        <translation>Crawl-Verlauf %1</translation>
    </message>
    <message>
        <source>Runs of %1 in %2</source>
        <translation>Läufe von %1 in %2</translation>
    </message>
    <message>
        <source>No runs are kept yet; &apos;rsinspector-cli crawl --save &lt;source&gt;&apos; keeps one.</source>
        <translation>Es sind noch keine Läufe gespeichert; &apos;rsinspector-cli crawl --save &lt;Quelle&gt;&apos; speichert einen.</translation>
    </message>
    <message>
        <source>No runs of this source are kept.</source>
        <translation>Von dieser Quelle sind keine Läufe gespeichert.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>* the crawl did not finish (interrupted, or a limit was reached)</source>
        <translation>* der Crawl wurde nicht abgeschlossen (abgebrochen oder ein Limit erreicht)</translation>
    </message>
    <message>
        <source>%1 does not exist: no run was ever saved there.</source>
        <translation>%1 existiert nicht: Dort wurde nie ein Lauf gespeichert.</translation>
    </message>
    <message>
        <source>Deleted run %1.</source>
        <translation>Lauf %1 gelöscht.</translation>
    </message>
    <message>
        <source>the run was not saved: %1</source>
        <translation>der Lauf wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>the run was not saved in %1: %2</source>
        <translation>der Lauf wurde nicht in %1 gespeichert: %2</translation>
    </message>
    <message>
        <source>the history could not be pruned: %1</source>
        <translation>der Verlauf konnte nicht bereinigt werden: %1</translation>
    </message>
    <message>
        <source>saved as run %1 in %2</source>
        <translation>als Lauf %1 in %2 gespeichert</translation>
    </message>
    <message>
        <source>(older runs deleted to stay within %1: %2)</source>
        <translation>(ältere Läufe gelöscht, um innerhalb von %1 zu bleiben: %2)</translation>
    </message>
</context>
<context>
    <name>HtmlReport</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Unread document</source>
        <translation>Nicht gelesenes Dokument</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>About:</source>
        <translation>Betrifft:</translation>
    </message>
    <message>
        <source>See also:</source>
        <translation>Siehe auch:</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Does not conform to ResourceSync %1</source>
        <translation>Nicht konform zu ResourceSync %1</translation>
    </message>
    <message>
        <source>Nothing could be checked: no document was read</source>
        <translation>Nichts konnte geprüft werden: Es wurde kein Dokument gelesen</translation>
    </message>
    <message>
        <source>No errors in what was checked, but the crawl did not finish</source>
        <translation>Keine Fehler im geprüften Teil, aber der Crawl wurde nicht abgeschlossen</translation>
    </message>
    <message>
        <source>Conforms to ResourceSync %1, with warnings</source>
        <translation>Konform zu ResourceSync %1, mit Warnungen</translation>
    </message>
    <message>
        <source>Conforms to ResourceSync %1</source>
        <translation>Konform zu ResourceSync %1</translation>
    </message>
    <message>
        <source>ResourceSync report</source>
        <translation>ResourceSync-Bericht</translation>
    </message>
    <message>
        <source>ResourceSync report: %1</source>
        <translation>ResourceSync-Bericht: %1</translation>
    </message>
    <message>
        <source>Report written on %1</source>
        <translation>Bericht erstellt am %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>The crawl did not finish (it was interrupted or reached a limit): this report is partial, and what the crawl did not reach was not checked.</source>
        <translation>Der Crawl wurde nicht abgeschlossen (er wurde abgebrochen oder hat ein Limit erreicht): Dieser Bericht ist unvollständig, und was der Crawl nicht erreicht hat, wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Judged against</source>
        <translation>Geprüft nach</translation>
    </message>
    <message>
        <source>ResourceSync %1</source>
        <translation>ResourceSync %1</translation>
    </message>
    <message>
        <source>No document could be read.</source>
        <translation>Es konnte kein Dokument gelesen werden.</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP-Status</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>Konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>About the source as a whole</source>
        <translation>Zur Quelle als Ganzes</translation>
    </message>
    <message>
        <source>Part of the source checked:</source>
        <translation>Geprüfter Teil der Quelle:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>The local copy is in sync with the source</source>
        <translation>Die lokale Kopie ist synchron mit der Quelle</translation>
    </message>
    <message>
        <source>The local copy differs from the source</source>
        <translation>Die lokale Kopie weicht von der Quelle ab</translation>
    </message>
    <message>
        <source>Some resources could not be mirrored</source>
        <translation>Einige Ressourcen konnten nicht gespiegelt werden</translation>
    </message>
    <message>
        <source>Dry run: nothing was written</source>
        <translation>Probelauf: Es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>The local copy was brought up to date</source>
        <translation>Die lokale Kopie wurde auf den neuesten Stand gebracht</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Lokale Kopie</translation>
    </message>
    <message>
        <source>Resource Lists at</source>
        <translation>Ressourcenlisten zum Zeitpunkt</translation>
    </message>
    <message>
        <source>Changes until</source>
        <translation>Änderungen bis</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Sync point before</source>
        <translation>Synchronisationspunkt vorher</translation>
    </message>
    <message>
        <source>Sync point after</source>
        <translation>Synchronisationspunkt nachher</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Heruntergeladen</translation>
    </message>
    <message>
        <source>Deleted files moved to</source>
        <translation>Gelöschte Dateien verschoben nach</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Path in the copy</source>
        <translation>Pfad in der Kopie</translation>
    </message>
    <message>
        <source>The source lists no resources, and the local copy holds none.</source>
        <translation>Die Quelle führt keine Ressourcen auf, und die lokale Kopie enthält keine.</translation>
    </message>
    <message>
        <source>Every resource is the same in the copy.</source>
        <translation>Jede Ressource ist in der Kopie unverändert.</translation>
    </message>
    <message>
        <source>Every resource was current already; nothing needed doing.</source>
        <translation>Jede Ressource war bereits aktuell; es war nichts zu tun.</translation>
    </message>
    <message>
        <source>Audit of a local copy: %1</source>
        <translation>Abgleich einer lokalen Kopie: %1</translation>
    </message>
    <message>
        <source>Mirror of %1</source>
        <translation>Spiegelung von %1</translation>
    </message>
    <message>
        <source>Audit of a local copy</source>
        <translation>Abgleich einer lokalen Kopie</translation>
    </message>
    <message>
        <source>Mirror of a source</source>
        <translation>Spiegelung einer Quelle</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only the resources compared by then.</source>
        <translation>Abgebrochen: Dieser Bericht umfasst nur die bis dahin verglichenen Ressourcen.</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only what was done by then; the sync point did not move.</source>
        <translation>Abgebrochen: Dieser Bericht umfasst nur das bis dahin Erledigte; der Synchronisationspunkt wurde nicht verschoben.</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the last sync point: changes may have been missed, so this run took a new baseline.</source>
        <translation>Die Änderungslisten reichen nicht mehr bis zum letzten Synchronisationspunkt zurück: Änderungen wurden möglicherweise verpasst, daher hat dieser Lauf einen neuen Grundabgleich durchgeführt.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>no root element</source>
        <translation>kein Wurzelelement</translation>
    </message>
    <message>
        <source>No errors in what was read, but some documents could not be read</source>
        <translation>Keine Fehler im gelesenen Teil, aber einige Dokumente konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only the documents checked by then.</source>
        <translation>Abgebrochen: Dieser Bericht umfasst nur die bis dahin geprüften Dokumente.</translation>
    </message>
    <message>
        <source>redirected from %1</source>
        <translation>weitergeleitet von %1</translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>LocalCopyLayout</name>
    <message>
        <source>Not a valid absolute URL: %1</source>
        <translation>Keine gültige absolute URL: %1</translation>
    </message>
    <message>
        <source>Only http and https URLs can be copied: %1</source>
        <translation>Nur http- und https-URLs können kopiert werden: %1</translation>
    </message>
    <message>
        <source>The URL has no host name: %1</source>
        <translation>Die URL hat keinen Hostnamen: %1</translation>
    </message>
    <message>
        <source>The URL has an empty path segment (//), which cannot be a file name: %1</source>
        <translation>Die URL hat ein leeres Pfadsegment (//), das kein Dateiname sein kann: %1</translation>
    </message>
    <message>
        <source>The URL has a . or .. path segment, which could lead out of the folder: %1</source>
        <translation>Die URL hat ein Pfadsegment . oder .., das aus dem Ordner hinausführen könnte: %1</translation>
    </message>
    <message>
        <source>Not the path of a copied resource: %1</source>
        <translation>Kein Pfad einer kopierten Ressource: %1</translation>
    </message>
    <message>
        <source>The path belongs to the local copy&apos;s own records: %1</source>
        <translation>Der Pfad gehört zu den eigenen Verwaltungsdaten der lokalen Kopie: %1</translation>
    </message>
    <message>
        <source>The file name was shortened; its URL is only known from the local copy&apos;s records: %1</source>
        <translation>Der Dateiname wurde gekürzt; seine URL ist nur aus den Verwaltungsdaten der lokalen Kopie bekannt: %1</translation>
    </message>
    <message>
        <source>%1 is not inside the local copy folder %2.</source>
        <translation>%1 liegt nicht im Ordner der lokalen Kopie %2.</translation>
    </message>
</context>
<context>
    <name>MirrorState</name>
    <message>
        <source>%1 is too large to be a mirror&apos;s state file.</source>
        <translation>%1 ist zu groß, um die Statusdatei einer Spiegelung zu sein.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a mirror&apos;s state file (at byte %2: %3). Move it away to start a new baseline.</source>
        <translation>%1 ist keine Statusdatei einer Spiegelung (bei Byte %2: %3). Verschieben Sie die Datei, um einen neuen Grundabgleich zu beginnen.</translation>
    </message>
    <message>
        <source>%1 has state format %2; this version reads format %3.</source>
        <translation>%1 hat das Statusformat %2; diese Version liest Format %3.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MirrorStateStore</name>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Notification</name>
    <message>
        <source>the body is empty</source>
        <translation>der Body ist leer</translation>
    </message>
    <message>
        <source>it is not well-formed XML: %1</source>
        <translation>es ist kein wohlgeformtes XML: %1</translation>
    </message>
    <message>
        <source>it is not well-formed XML</source>
        <translation>es ist kein wohlgeformtes XML</translation>
    </message>
    <message>
        <source>its root is &lt;%1&gt;, not a Sitemap &lt;urlset&gt;</source>
        <translation>seine Wurzel ist &lt;%1&gt;, kein Sitemap-&lt;urlset&gt;</translation>
    </message>
    <message>
        <source>its root &lt;rs:md&gt; says no capability</source>
        <translation>sein &lt;rs:md&gt; der Wurzel gibt keine capability an</translation>
    </message>
    <message>
        <source>its root &lt;rs:md&gt; says capability=&quot;%1&quot;, not framework-notification</source>
        <translation>sein &lt;rs:md&gt; der Wurzel gibt capability=&quot;%1&quot; an, nicht framework-notification</translation>
    </message>
</context>
<context>
    <name>PathAssigner</name>
    <message>
        <source>%1 holds %2 already.</source>
        <translation>%1 enthält bereits %2.</translation>
    </message>
    <message>
        <source>%1 is the file of %2, but %3 needs a folder there.</source>
        <translation>%1 ist die Datei von %2, aber %3 benötigt dort einen Ordner.</translation>
    </message>
    <message>
        <source>%1 is a folder of other resources&apos; files.</source>
        <translation>%1 ist ein Ordner mit Dateien anderer Ressourcen.</translation>
    </message>
    <message>
        <source>It has no free place in the local copy: %1</source>
        <translation>Sie hat keinen freien Platz in der lokalen Kopie: %1</translation>
    </message>
</context>
<context>
    <name>QXmlStream</name>
    <message>
        <source>Opening and ending tag mismatch.</source>
        <translation>Start- und End-Tag passen nicht zusammen.</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>no root element</source>
        <translation>kein Wurzelelement</translation>
    </message>
    <message>
        <source>%1, entries: %2, bytes: %3</source>
        <translation>%1, Einträge: %2, Bytes: %3</translation>
    </message>
    <message>
        <source>, HTTP %1</source>
        <translation>, HTTP %1</translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1, judging against ResourceSync %2
</source>
        <translation>ResourceSync Inspector %1, Prüfung nach ResourceSync %2
</translation>
    </message>
    <message>
        <source>no findings: conforms</source>
        <translation>keine Befunde: konform</translation>
    </message>
    <message>
        <source>see %1</source>
        <translation>siehe %1</translation>
    </message>
    <message>
        <source>Summary: documents: %1, entries: %2, errors: %3, warnings: %4, infos: %5</source>
        <translation>Zusammenfassung: Dokumente: %1, Einträge: %2, Fehler: %3, Warnungen: %4, Hinweise: %5</translation>
    </message>
    <message>
        <source>conforms</source>
        <translation>konform</translation>
    </message>
    <message>
        <source>(redirected from %1)</source>
        <translation>(weitergeleitet von %1)</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only the documents checked by then.</source>
        <translation>Abgebrochen: Dieser Bericht umfasst nur die bis dahin geprüften Dokumente.</translation>
    </message>
    <message>
        <source>%1 times in this document</source>
        <translation>%1-mal in diesem Dokument</translation>
    </message>
    <message>
        <source>%1 times, at lines %2</source>
        <translation>%1-mal, in den Zeilen %2</translation>
    </message>
</context>
<context>
    <name>ResourceFilter</name>
    <message>
        <source>Capability List: %1</source>
        <translation>Fähigkeitsliste: %1</translation>
    </message>
    <message>
        <source>Resources matching: %1</source>
        <translation>Passende Ressourcen: %1</translation>
    </message>
    <message>
        <source>Resources not matching: %1</source>
        <translation>Nicht passende Ressourcen: %1</translation>
    </message>
    <message>
        <source>A random sample of %1 resources per list, seed %2 (--seed %2 picks the same ones again)</source>
        <translation>Eine Zufallsstichprobe von %1 Ressourcen pro Liste, Seed %2 (--seed %2 wählt wieder dieselben aus)</translation>
    </message>
</context>
<context>
    <name>RuleCatalogue</name>
    <message>
        <source>The document is well-formed XML 1.0 (one root; tags balanced; &amp; and &lt; escaped in text and attributes; no undeclared prefixes).</source>
        <translation>Das Dokument ist wohlgeformtes XML 1.0 (eine Wurzel; Tags ausgeglichen; &amp; und &lt; in Text und Attributen maskiert; keine undeklarierten Präfixe).</translation>
    </message>
    <message>
        <source>The document is UTF-8: the XML declaration&apos;s encoding is absent or UTF-8 (case-insensitive) and the bytes are valid UTF-8.</source>
        <translation>Das Dokument ist UTF-8: Das encoding der XML-Deklaration fehlt oder ist UTF-8 (Groß-/Kleinschreibung egal), und die Bytes sind gültiges UTF-8.</translation>
    </message>
    <message>
        <source>The root element is urlset or sitemapindex in the namespace http://www.sitemaps.org/schemas/sitemap/0.9.</source>
        <translation>Das Wurzelelement ist urlset oder sitemapindex im Namensraum http://www.sitemaps.org/schemas/sitemap/0.9.</translation>
    </message>
    <message>
        <source>md/ln elements are in the namespace exactly http://www.openarchives.org/rs/terms/.</source>
        <translation>md/ln-Elemente liegen exakt im Namensraum http://www.openarchives.org/rs/terms/.</translation>
    </message>
    <message>
        <source>The root has exactly one rs:md child (&quot;mandatory&quot; at the top level; not repeatable).</source>
        <translation>Die Wurzel hat genau ein rs:md-Kindelement (auf oberster Ebene „verpflichtend“; nicht wiederholbar).</translation>
    </message>
    <message>
        <source>The root rs:md has a capability attribute (&quot;mandatory in all ResourceSync documents&quot;).</source>
        <translation>Das rs:md der Wurzel hat ein capability-Attribut („in allen ResourceSync-Dokumenten verpflichtend“).</translation>
    </message>
    <message>
        <source>The capability fits the root element. sitemapindex is allowed only with resourcelist, resourcedump, changelist, changedump or description (the Source Description Index).</source>
        <translation>Der capability-Wert passt zum Wurzelelement. sitemapindex ist nur mit resourcelist, resourcedump, changelist, changedump oder description (Quellbeschreibungsindex) zulässig.</translation>
    </message>
    <message>
        <source>The root may have zero or more rs:ln children (repeatable).</source>
        <translation>Die Wurzel darf null oder mehr rs:ln-Kindelemente haben (wiederholbar).</translation>
    </message>
    <message>
        <source>A urlset contains only url children from the Sitemap namespace (plus rs:md, rs:ln and foreign-namespace elements).</source>
        <translation>Ein urlset enthält nur url-Kindelemente aus dem Sitemap-Namensraum (sowie rs:md, rs:ln und Elemente aus fremden Namensräumen).</translation>
    </message>
    <message>
        <source>Every url/sitemap has exactly one non-empty &lt;loc&gt;.</source>
        <translation>Jedes url/sitemap hat genau ein nicht leeres &lt;loc&gt;.</translation>
    </message>
    <message>
        <source>The &lt;loc&gt; value, after XML entity decoding and trimming of surrounding whitespace, is an absolute URI (RFC 3986, with a scheme).</source>
        <translation>Der &lt;loc&gt;-Wert ist nach dem Auflösen der XML-Entitäten und dem Entfernen umgebender Leerzeichen ein absoluter URI (RFC 3986, mit Schema).</translation>
    </message>
    <message>
        <source>&lt;loc&gt; length: &gt; 2,048 characters → error.</source>
        <translation>&lt;loc&gt;-Länge: &gt; 2.048 Zeichen → Fehler.</translation>
    </message>
    <message>
        <source>At most one &lt;lastmod&gt; and at most one &lt;changefreq&gt; per url/sitemap.</source>
        <translation>Höchstens ein &lt;lastmod&gt; und höchstens ein &lt;changefreq&gt; pro url/sitemap.</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt; is one of always hourly daily weekly monthly yearly never (case-sensitive).</source>
        <translation>&lt;changefreq&gt; ist einer der Werte always hourly daily weekly monthly yearly never (Groß-/Kleinschreibung wird beachtet).</translation>
    </message>
    <message>
        <source>changefreq semantics: always is for resources that change on every access and never is for archived resources.</source>
        <translation>Bedeutung von changefreq: always steht für Ressourcen, die sich bei jedem Zugriff ändern, never für archivierte Ressourcen.</translation>
    </message>
    <message>
        <source>&lt;priority&gt; (Sitemap-only) is tolerated.</source>
        <translation>&lt;priority&gt; (nur Sitemap) wird toleriert.</translation>
    </message>
    <message>
        <source>At most one rs:md per url/sitemap (&quot;not repeatable&quot;).</source>
        <translation>Höchstens ein rs:md pro url/sitemap („nicht wiederholbar“).</translation>
    </message>
    <message>
        <source>url/sitemap elements carry no attributes (&quot;This element does not have attributes&quot;).</source>
        <translation>url/sitemap-Elemente tragen keine Attribute („Dieses Element hat keine Attribute“).</translation>
    </message>
    <message>
        <source>The attributes that ResourceSync defines on rs:md/rs:ln are unprefixed. rs:capability=&quot;…&quot;, rs:at=&quot;…&quot; and the like are errors.</source>
        <translation>Die Attribute, die ResourceSync für rs:md/rs:ln definiert, stehen ohne Präfix. rs:capability=&quot;…&quot;, rs:at=&quot;…&quot; und Ähnliches sind Fehler.</translation>
    </message>
    <message>
        <source>An extension attribute on rs:md/rs:ln must be namespace-qualified (prefixed) and in a namespace other than RS.</source>
        <translation>Ein Erweiterungsattribut an rs:md/rs:ln muss namensraumqualifiziert (mit Präfix) sein und in einem anderen Namensraum als RS liegen.</translation>
    </message>
    <message>
        <source>Number of url (or sitemap) children ≤ 50,000.</source>
        <translation>Anzahl der url- (bzw. sitemap-)Kindelemente ≤ 50.000.</translation>
    </message>
    <message>
        <source>Uncompressed document size ≤ 50 MB.</source>
        <translation>Unkomprimierte Dokumentgröße ≤ 50 MB.</translation>
    </message>
    <message>
        <source>Zero url/sitemap children is valid for ResourceSync (&quot;zero or more&quot;).</source>
        <translation>Null url/sitemap-Kindelemente sind für ResourceSync gültig („null oder mehr“).</translation>
    </message>
    <message>
        <source>Element order as in sitemap.xsd: inside url, loc, lastmod, changefreq, priority in that order, then foreign elements (rs:md, rs:ln).</source>
        <translation>Elementreihenfolge wie in sitemap.xsd: innerhalb von url loc, lastmod, changefreq, priority in dieser Reihenfolge, danach fremde Elemente (rs:md, rs:ln).</translation>
    </message>
    <message>
        <source>Characters &apos;, &quot; and &gt; in &lt;loc&gt; appear as character data.</source>
        <translation>Die Zeichen &apos;, &quot; und &gt; in &lt;loc&gt; erscheinen als Zeichendaten.</translation>
    </message>
    <message>
        <source>Sitemap single-host rule: all &lt;loc&gt; in a Resource List (and all sitemap/loc in any index) have the same scheme and host as the document&apos;s own URL.</source>
        <translation>Sitemap-Regel für einen einzigen Host: Alle &lt;loc&gt; einer Ressourcenliste (und alle sitemap/loc eines Index) haben dasselbe Schema und denselben Host wie die URL des Dokuments selbst.</translation>
    </message>
    <message>
        <source>Sitemap path-scope rule (a listed URL lies under the directory of the sitemap file).</source>
        <translation>Sitemap-Regel zum Pfadbereich (eine aufgeführte URL liegt unterhalb des Verzeichnisses der Sitemap-Datei).</translation>
    </message>
    <message>
        <source>No duplicate &lt;loc&gt; values in documents that list one entry per target (SD, CapL, RL, RLI, RD, RDI, CLI, CD, CDI, RDM).</source>
        <translation>Keine doppelten &lt;loc&gt;-Werte in Dokumenten, die pro Ziel einen Eintrag aufführen (SD, CapL, RL, RLI, RD, RDI, CLI, CD, CDI, RDM).</translation>
    </message>
    <message>
        <source>Every child of an index document is a &lt;urlset&gt; document.</source>
        <translation>Jedes untergeordnete Dokument eines Index ist ein &lt;urlset&gt;-Dokument.</translation>
    </message>
    <message>
        <source>A gzip-compressed document (.xml.gz or Content-Encoding: gzip) is accepted and decompressed before GEN-022.</source>
        <translation>Ein gzip-komprimiertes Dokument (.xml.gz oder Content-Encoding: gzip) wird akzeptiert und vor GEN-022 dekomprimiert.</translation>
    </message>
    <message>
        <source>The Content-Type of a fetched RS document should be XML (application/xml, text/xml or +xml).</source>
        <translation>Der Content-Type eines abgerufenen RS-Dokuments sollte XML sein (application/xml, text/xml oder +xml).</translation>
    </message>
    <message>
        <source>The root rs:md carries only capability, at, completed, from and until (plus extensions). change, hash, length, type, path, encoding or datetime at the top level have no defined meaning → warning.</source>
        <translation>Das rs:md der Wurzel trägt nur capability, at, completed, from und until (sowie Erweiterungen). change, hash, length, type, path, encoding oder datetime haben auf oberster Ebene keine definierte Bedeutung → Warnung.</translation>
    </message>
    <message>
        <source>W3C Datetime syntax (NOTE-datetime-19980827) for at, completed, from, until, datetime, rs:ln@modified and &lt;lastmod&gt;.</source>
        <translation>W3C-Datetime-Syntax (NOTE-datetime-19980827) für at, completed, from, until, datetime, rs:ln@modified und &lt;lastmod&gt;.</translation>
    </message>
    <message>
        <source>Use the recommended form: a complete date and time in UTC, YYYY-MM-DDThh:mm:ss[.s]Z.</source>
        <translation>Verwenden Sie die empfohlene Form: vollständiges Datum mit Uhrzeit in UTC, YYYY-MM-DDThh:mm:ss[.s]Z.</translation>
    </message>
    <message>
        <source>Comparison semantics for all time rules: convert to UTC instants.</source>
        <translation>Vergleichssemantik für alle Zeitregeln: in UTC-Zeitpunkte umrechnen.</translation>
    </message>
    <message>
        <source>The top-level capability is one of the 8 defined values (catalogue section 1.2), compared case-sensitively.</source>
        <translation>Der capability-Wert auf oberster Ebene ist einer der 8 definierten Werte (Katalog, Abschnitt 1.2); Groß-/Kleinschreibung wird beachtet.</translation>
    </message>
    <message>
        <source>A url-level capability appears only in SD and CapL, where it is mandatory.</source>
        <translation>Ein capability auf url-Ebene kommt nur in SD und CapL vor, wo es verpflichtend ist.</translation>
    </message>
    <message>
        <source>change ∈ {created, updated, deleted} (case-sensitive).</source>
        <translation>change ∈ {created, updated, deleted} (Groß-/Kleinschreibung wird beachtet).</translation>
    </message>
    <message>
        <source>hash (on rs:md or rs:ln) is a whitespace-separated list of one or more tokens of the form alg:hexdigest. alg is a lower-case hash name from the IANA &quot;Hash Function Textual Names&quot; registry (md5, sha-1, sha-256, …); the digest contains only [0-9a-fA-F], with an even number of digits.</source>
        <translation>hash (an rs:md oder rs:ln) ist eine durch Leerraum getrennte Liste aus einem oder mehreren Tokens der Form alg:hexdigest. alg ist ein kleingeschriebener Hash-Name aus dem IANA-Register „Hash Function Textual Names“ (md5, sha-1, sha-256, …); der Hashwert enthält nur [0-9a-fA-F], mit einer geraden Anzahl von Ziffern.</translation>
    </message>
    <message>
        <source>The digest length matches the algorithm: md5 32, sha-1 40, sha-224 56, sha-256 64, sha-384 96, sha-512 128 hex digits.</source>
        <translation>Die Länge des Hashwerts passt zum Algorithmus: md5 32, sha-1 40, sha-224 56, sha-256 64, sha-384 96, sha-512 128 Hexadezimalziffern.</translation>
    </message>
    <message>
        <source>An algorithm token the validator does not know → warning (&quot;cannot verify&quot;).</source>
        <translation>Ein Algorithmus-Token, das der Validator nicht kennt → Warnung („nicht überprüfbar“).</translation>
    </message>
    <message>
        <source>length is an unsigned decimal integer ([0-9]+: no sign, no spaces, no exponent).</source>
        <translation>length ist eine vorzeichenlose dezimale Ganzzahl ([0-9]+: kein Vorzeichen, keine Leerzeichen, kein Exponent).</translation>
    </message>
    <message>
        <source>length equals the Content-Length of the representation returned for loc (for rs:ln, of the link target).</source>
        <translation>length entspricht der Content-Length der für loc gelieferten Repräsentation (bei rs:ln der des Linkziels).</translation>
    </message>
    <message>
        <source>type is a syntactically valid media type: type &quot;/&quot; subtype followed by optional ;name=value parameters, using RFC 6838/2045 token characters.</source>
        <translation>type ist ein syntaktisch gültiger Medientyp: Typ &quot;/&quot; Subtyp, gefolgt von optionalen ;name=value-Parametern, mit Token-Zeichen nach RFC 6838/2045.</translation>
    </message>
    <message>
        <source>encoding is one or more comma-separated content-coding tokens and should equal the HTTP Content-Encoding response header.</source>
        <translation>encoding besteht aus einem oder mehreren durch Kommas getrennten Inhaltskodierungs-Tokens und sollte dem HTTP-Antwort-Header Content-Encoding entsprechen.</translation>
    </message>
    <message>
        <source>path starts with /, is relative to the package root, uses / as separator and has at least one character after the slash.</source>
        <translation>path beginnt mit /, ist relativ zur Wurzel des Pakets, verwendet / als Trennzeichen und hat mindestens ein Zeichen nach dem Schrägstrich.</translation>
    </message>
    <message>
        <source>path on rs:md is used only in RDM and CDM.</source>
        <translation>path an rs:md wird nur in RDM und CDM verwendet.</translation>
    </message>
    <message>
        <source>datetime (1.1) is a W3C Datetime (ATT-001) that appears only on a url-level rs:md in a CL or CDM.</source>
        <translation>datetime (1.1) ist ein W3C-Datetime (ATT-001), das nur an einem rs:md auf url-Ebene in einer CL oder einem CDM vorkommt.</translation>
    </message>
    <message>
        <source>pri is a decimal integer from 1 to 999,999.</source>
        <translation>pri ist eine dezimale Ganzzahl von 1 bis 999.999.</translation>
    </message>
    <message>
        <source>Every rs:ln has a non-empty href.</source>
        <translation>Jedes rs:ln hat ein nicht leeres href.</translation>
    </message>
    <message>
        <source>Every rs:ln has rel, and its value is a single relation type: either a registered name (token, compared case-insensitively) or an absolute URI (RFC 5988 §4.2).</source>
        <translation>Jedes rs:ln hat rel, und dessen Wert ist ein einzelner Relationstyp: entweder ein registrierter Name (Token, ohne Beachtung der Groß-/Kleinschreibung verglichen) oder ein absoluter URI (RFC 5988 §4.2).</translation>
    </message>
    <message>
        <source>A rel value outside those featured in the spec (up index describedby describes contents duplicate alternate canonical memento timegate timemap collection via profile and the RS patch URI) → info &quot;unrecognised relation; Destination falls back to loc&quot;.</source>
        <translation>Ein rel-Wert außerhalb der in der Spezifikation vorkommenden (up index describedby describes contents duplicate alternate canonical memento timegate timemap collection via profile und der RS-Patch-URI) → Hinweis „unbekannte Relation; das Zielsystem greift auf loc zurück“.</translation>
    </message>
    <message>
        <source>rs:ln@modified (from Atom Link Extensions; not defined in RS §7) must follow ATT-001 syntax (error if not).</source>
        <translation>rs:ln@modified (aus den Atom Link Extensions; nicht in RS §7 definiert) muss der Syntax nach ATT-001 folgen (sonst Fehler).</translation>
    </message>
    <message>
        <source>encoding, hash, length, path and type are &quot;representation&quot; attributes (Table 3).</source>
        <translation>encoding, hash, length, path und type sind Attribute der „Repräsentation“ (Tabelle 3).</translation>
    </message>
    <message>
        <source>Attributes that ResourceSync defines never have an empty value (e.g. at=&quot;&quot;, type=&quot;&quot;, hash=&quot;&quot;).</source>
        <translation>Von ResourceSync definierte Attribute haben nie einen leeren Wert (z. B. at=&quot;&quot;, type=&quot;&quot;, hash=&quot;&quot;).</translation>
    </message>
    <message>
        <source>Apply the Appendix A matrix (catalogue section 1.5): an M attribute is missing → error; an R attribute is missing → warning; an X attribute is present → error.</source>
        <translation>Die Matrix aus Anhang A anwenden (Katalog, Abschnitt 1.5): ein M-Attribut fehlt → Fehler; ein R-Attribut fehlt → Warnung; ein X-Attribut ist vorhanden → Fehler.</translation>
    </message>
    <message>
        <source>completed appears only on an element where at is permitted, and only together with at on that element. completed without at → error.</source>
        <translation>completed kommt nur an einem Element vor, an dem at zulässig ist, und nur zusammen mit at an diesem Element. completed ohne at → Fehler.</translation>
    </message>
    <message>
        <source>until appears only where from is permitted, and only together with from.</source>
        <translation>until kommt nur dort vor, wo from zulässig ist, und nur zusammen mit from.</translation>
    </message>
    <message>
        <source>completed ≥ at on the same element.</source>
        <translation>completed ≥ at am selben Element.</translation>
    </message>
    <message>
        <source>until ≥ from on the same element. until = from (an empty interval) → warning.</source>
        <translation>until ≥ from am selben Element. until = from (ein leeres Intervall) → Warnung.</translation>
    </message>
    <message>
        <source>at, completed, from, until and datetime are not later than the fetch time (allow a configurable clock skew, default 5 min).</source>
        <translation>at, completed, from, until und datetime liegen nicht nach dem Abrufzeitpunkt (mit einer einstellbaren Uhrenabweichung, Standard 5 min).</translation>
    </message>
    <message>
        <source>Time attributes are expressed from the perspective of the publishing Source.</source>
        <translation>Zeitattribute werden aus Sicht der veröffentlichenden Quelle angegeben.</translation>
    </message>
    <message>
        <source>The Source publishes a Source Description.</source>
        <translation>Die Quelle veröffentlicht eine Quellbeschreibung.</translation>
    </message>
    <message>
        <source>GET &lt;scheme&gt;://&lt;host&gt;/.well-known/resourcesync on the Source&apos;s host returns 2xx (after redirects) with an SD.</source>
        <translation>GET &lt;scheme&gt;://&lt;host&gt;/.well-known/resourcesync auf dem Host der Quelle liefert 2xx (nach Weiterleitungen) mit einer SD.</translation>
    </message>
    <message>
        <source>The document at the well-known URI is an SD (urlset with capability=&quot;description&quot;) or a Source Description Index (sitemapindex with capability=&quot;description&quot;).</source>
        <translation>Das Dokument am Well-known-URI ist eine SD (urlset mit capability=&quot;description&quot;) oder ein Quellbeschreibungsindex (sitemapindex mit capability=&quot;description&quot;).</translation>
    </message>
    <message>
        <source>HTML discovery: a &lt;link&gt; element whose rel token list contains resourcesync and that has an href.</source>
        <translation>HTML-Ermittlung: ein &lt;link&gt;-Element, dessen rel-Tokenliste resourcesync enthält und das ein href hat.</translation>
    </message>
    <message>
        <source>The target of a resourcesync link (HTML or HTTP) is a Capability List (root rs:md@capability=&quot;capabilitylist&quot;).</source>
        <translation>Das Ziel eines resourcesync-Links (HTML oder HTTP) ist eine Fähigkeitsliste (rs:md@capability=&quot;capabilitylist&quot; an der Wurzel).</translation>
    </message>
    <message>
        <source>The linked CapL &quot;must pertain to&quot; the linking resource: the resource&apos;s URI is covered by that set.</source>
        <translation>Die verlinkte CapL muss sich auf die verlinkende Ressource beziehen („must pertain to“): Der URI der Ressource gehört zu dieser Ressourcenmenge.</translation>
    </message>
    <message>
        <source>HTTP Link header syntax (RFC 5988): &lt;URI-Reference&gt; followed by ; rel=&quot;resourcesync&quot; (quoted or unquoted token; it may be one of several space-separated rels and one of several comma-separated links).</source>
        <translation>Syntax des HTTP-Link-Headers (RFC 5988): &lt;URI-Reference&gt;, gefolgt von ; rel=&quot;resourcesync&quot; (Token mit oder ohne Anführungszeichen; es kann eine von mehreren durch Leerzeichen getrennten Relationen und einer von mehreren durch Kommas getrennten Links sein).</translation>
    </message>
    <message>
        <source>robots.txt: each Sitemap: value is an absolute URL.</source>
        <translation>robots.txt: Jeder Sitemap:-Wert ist eine absolute URL.</translation>
    </message>
    <message>
        <source>The SD reached through up chains is the same document (same URI after redirects, or byte-identical content) as the SD at the well-known URI.</source>
        <translation>Die über up-Ketten erreichte SD ist dasselbe Dokument (derselbe URI nach Weiterleitungen oder byteidentischer Inhalt) wie die SD am Well-known-URI.</translation>
    </message>
    <message>
        <source>A relative href in an HTML link or a Link header is resolved against the page&apos;s base URL → warning &quot;use an absolute URI&quot;.</source>
        <translation>Ein relatives href in einem HTML-Link oder Link-Header wird gegen die Basis-URL der Seite aufgelöst → Warnung „absoluten URI verwenden“.</translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability=&quot;description&quot;.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;description&quot;.</translation>
    </message>
    <message>
        <source>A root rs:ln rel=&quot;describedby&quot; (recommended) points to a document that describes the Source.</source>
        <translation>Ein rs:ln rel=&quot;describedby&quot; an der Wurzel (empfohlen) verweist auf ein Dokument, das die Quelle beschreibt.</translation>
    </message>
    <message>
        <source>One url per Capability List offered.</source>
        <translation>Ein url-Element pro angebotener Fähigkeitsliste.</translation>
    </message>
    <message>
        <source>Each url has loc = the URI of a Capability List.</source>
        <translation>Jedes url-Element hat loc = der URI einer Fähigkeitsliste.</translation>
    </message>
    <message>
        <source>If a url-level rs:md is present, its capability must equal capabilitylist (error otherwise).</source>
        <translation>Ist ein rs:md auf url-Ebene vorhanden, muss sein capability gleich capabilitylist sein (sonst Fehler).</translation>
    </message>
    <message>
        <source>Each url has a rs:ln rel=&quot;describedby&quot; (recommended) pointing to a description of that set of resources.</source>
        <translation>Jedes url-Element hat ein rs:ln rel=&quot;describedby&quot; (empfohlen), das auf eine Beschreibung dieser Ressourcenmenge verweist.</translation>
    </message>
    <message>
        <source>&lt;lastmod&gt; should be omitted.</source>
        <translation>&lt;lastmod&gt; sollte weggelassen werden.</translation>
    </message>
    <message>
        <source>The SD has no rs:ln rel=&quot;up&quot; (it is the top of the tree).</source>
        <translation>Die SD hat kein rs:ln rel=&quot;up&quot; (sie ist die Spitze des Baums).</translation>
    </message>
    <message>
        <source>The SD carries no at, completed, from or until (undefined for an SD, not in Appendix A).</source>
        <translation>Die SD trägt kein at, completed, from oder until (für eine SD nicht definiert, nicht in Anhang A).</translation>
    </message>
    <message>
        <source>If there are several SDs, they are grouped by a Source Description Index: sitemapindex, root rs:md@capability=&quot;description&quot;, each sitemap/loc pointing to an SD (urlset, description).</source>
        <translation>Gibt es mehrere SDs, werden sie durch einen Quellbeschreibungsindex gruppiert: sitemapindex, rs:md@capability=&quot;description&quot; an der Wurzel, jedes sitemap/loc verweist auf eine SD (urlset, description).</translation>
    </message>
    <message>
        <source>Every url/loc target is retrievable and is a CapL (NAV-010), and its up points back to this SD (NAV-002).</source>
        <translation>Jedes Ziel von url/loc ist abrufbar und eine CapL (NAV-010), und sein up verweist zurück auf diese SD (NAV-002).</translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability=&quot;capabilitylist&quot;.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;capabilitylist&quot;.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; (mandatory) whose href is the SD.</source>
        <translation>Es gibt ein rs:ln rel=&quot;up&quot; an der Wurzel (verpflichtend), dessen href die SD ist.</translation>
    </message>
    <message>
        <source>A root rs:ln rel=&quot;describedby&quot; (recommended) points to a description of the set of resources.</source>
        <translation>Ein rs:ln rel=&quot;describedby&quot; an der Wurzel (empfohlen) verweist auf eine Beschreibung der Ressourcenmenge.</translation>
    </message>
    <message>
        <source>Each url has loc (the capability document) and a rs:md with capability (both mandatory).</source>
        <translation>Jedes url-Element hat loc (das Fähigkeitsdokument) und ein rs:md mit capability (beide verpflichtend).</translation>
    </message>
    <message>
        <source>At most one entry per capability value (&quot;must only contain one entry per capability&quot;).</source>
        <translation>Höchstens ein Eintrag pro capability-Wert („darf nur einen Eintrag pro Fähigkeit enthalten“).</translation>
    </message>
    <message>
        <source>A url-level capability is resourcelist, resourcedump, changelist, changedump or a registered extension (warning). description, capabilitylist and *-manifest → error, because manifests live inside ZIPs and are not listed.</source>
        <translation>Ein capability auf url-Ebene ist resourcelist, resourcedump, changelist, changedump oder eine registrierte Erweiterung (Warnung). description, capabilitylist und *-manifest → Fehler, da Manifeste in ZIP-Dateien liegen und nicht aufgeführt werden.</translation>
    </message>
    <message>
        <source>&lt;lastmod&gt; should be omitted unless the CapL is updated every time one of its capability documents changes.</source>
        <translation>&lt;lastmod&gt; sollte weggelassen werden, sofern die CapL nicht bei jeder Änderung eines ihrer Fähigkeitsdokumente aktualisiert wird.</translation>
    </message>
    <message>
        <source>A Capability List is not published as a sitemapindex (Capability List Index).</source>
        <translation>Eine Fähigkeitsliste wird nicht als sitemapindex (Fähigkeitslistenindex) veröffentlicht.</translation>
    </message>
    <message>
        <source>The CapL carries no at, completed, from or until.</source>
        <translation>Die CapL trägt kein at, completed, from oder until.</translation>
    </message>
    <message>
        <source>Different sets of resources use different CapLs.</source>
        <translation>Verschiedene Ressourcenmengen verwenden verschiedene CapLs.</translation>
    </message>
    <message>
        <source>Uniformity: see XD-001 (what is in the RL is in the RD, and its changes are in the CL).</source>
        <translation>Einheitlichkeit: siehe XD-001 (was in der RL steht, steht auch im RD, und seine Änderungen stehen in der CL).</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;resourcelist&quot;.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;resourcelist&quot;.</translation>
    </message>
    <message>
        <source>The root rs:md has at (the start of the snapshot).</source>
        <translation>Das rs:md der Wurzel hat at (den Beginn des Snapshots).</translation>
    </message>
    <message>
        <source>completed is optional.</source>
        <translation>completed ist optional.</translation>
    </message>
    <message>
        <source>The root rs:md has no from or until.</source>
        <translation>Das rs:md der Wurzel hat weder from noch until.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL.</source>
        <translation>Es gibt ein rs:ln rel=&quot;up&quot; an der Wurzel, das auf die CapL verweist.</translation>
    </message>
    <message>
        <source>If this RL is a child of an RLI, it carries a root rs:ln rel=&quot;index&quot; whose href is that RLI&apos;s URI.</source>
        <translation>Ist diese RL einem RLI untergeordnet, trägt sie ein rs:ln rel=&quot;index&quot; an der Wurzel, dessen href der URI dieses RLI ist.</translation>
    </message>
    <message>
        <source>One url per resource: a loc repeated within the RL → warning.</source>
        <translation>Ein url-Element pro Ressource: ein innerhalb der RL wiederholtes loc → Warnung.</translation>
    </message>
    <message>
        <source>Every url has loc (GEN-010).</source>
        <translation>Jedes url-Element hat loc (GEN-010).</translation>
    </message>
    <message>
        <source>lastmod and changefreq are optional.</source>
        <translation>lastmod und changefreq sind optional.</translation>
    </message>
    <message>
        <source>Url-level rs:ln (mirrors, alternates, metadata, versions, collection, via) → see catalogue section 16.</source>
        <translation>rs:ln auf url-Ebene (Spiegel, Alternativen, Metadaten, Versionen, collection, via) → siehe Katalog, Abschnitt 16.</translation>
    </message>
    <message>
        <source>The snapshot end is completed, or at if there is no completed.</source>
        <translation>Das Ende des Snapshots ist completed oder, wenn completed fehlt, at.</translation>
    </message>
    <message>
        <source>A listed loc that returns 404/410 → warning.</source>
        <translation>Ein aufgeführtes loc, das 404/410 liefert → Warnung.</translation>
    </message>
    <message>
        <source>More than 50,000 entries or more than 50 MB → error (GEN-021/022).</source>
        <translation>Mehr als 50.000 Einträge oder mehr als 50 MB → Fehler (GEN-021/022).</translation>
    </message>
    <message>
        <source>The root is sitemapindex and rs:md@capability=&quot;resourcelist&quot;.</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability=&quot;resourcelist&quot;.</translation>
    </message>
    <message>
        <source>The root rs:md has at; completed is optional; from and until are absent (X).</source>
        <translation>Das rs:md der Wurzel hat at; completed ist optional; from und until fehlen (X).</translation>
    </message>
    <message>
        <source>One sitemap per Resource List.</source>
        <translation>Ein sitemap-Element pro Ressourcenliste.</translation>
    </message>
    <message>
        <source>Each sitemap has loc = a Resource List URI. lastmod is optional.</source>
        <translation>Jedes sitemap-Element hat loc = ein URI einer Ressourcenliste. lastmod ist optional.</translation>
    </message>
    <message>
        <source>Every child is a urlset with capability=&quot;resourcelist&quot; (same capability as the index, and not an index itself).</source>
        <translation>Jedes untergeordnete Dokument ist ein urlset mit capability=&quot;resourcelist&quot; (dieselbe Fähigkeit wie der Index und selbst kein Index).</translation>
    </message>
    <message>
        <source>A child entry&apos;s at/completed, when given, equal the child RL&apos;s own top at/completed.</source>
        <translation>at/completed eines Kindeintrags entsprechen, sofern angegeben, den eigenen at/completed-Werten der untergeordneten RL auf oberster Ebene.</translation>
    </message>
    <message>
        <source>The index snapshot encloses the child snapshots: child at ≥ index at, and child completed ≤ index completed when both are present (Ex. 15: children at 09:00, 09:03 and 09:07 inside 09:00–09:10).</source>
        <translation>Der Snapshot des Index umschließt die Snapshots der untergeordneten Dokumente: at des Kinds ≥ at des Index und completed des Kinds ≤ completed des Index, wenn beide vorhanden sind (Bsp. 15: untergeordnete Dokumente mit at 09:00, 09:03 und 09:07 innerhalb von 09:00–09:10).</translation>
    </message>
    <message>
        <source>Each child RL&apos;s up equals the index&apos;s up (the same CapL).</source>
        <translation>Das up jeder untergeordneten RL entspricht dem up des Index (dieselbe CapL).</translation>
    </message>
    <message>
        <source>Each child RL carries rs:ln rel=&quot;index&quot; = this index&apos;s URI (RL-006).</source>
        <translation>Jede untergeordnete RL trägt rs:ln rel=&quot;index&quot; = der URI dieses Index (RL-006).</translation>
    </message>
    <message>
        <source>The union of the child RLs is &quot;the entire set of resources&quot;.</source>
        <translation>Die Vereinigung der untergeordneten RLs ist „die gesamte Ressourcenmenge“.</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;resourcedump&quot;.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;resourcedump&quot;.</translation>
    </message>
    <message>
        <source>The root rs:md has at; completed is optional; from and until are absent.</source>
        <translation>Das rs:md der Wurzel hat at; completed ist optional; from und until fehlen.</translation>
    </message>
    <message>
        <source>If the RD sits under an RDI, it has a root rs:ln rel=&quot;index&quot; pointing to the RDI.</source>
        <translation>Ist der RD einem RDI untergeordnet, hat er ein rs:ln rel=&quot;index&quot; an der Wurzel, das auf den RDI verweist.</translation>
    </message>
    <message>
        <source>One url per bitstream package.</source>
        <translation>Ein url-Element pro Bitstream-Paket.</translation>
    </message>
    <message>
        <source>Each url has loc = the package URI. lastmod is optional.</source>
        <translation>Jedes url-Element hat loc = der URI des Pakets. lastmod ist optional.</translation>
    </message>
    <message>
        <source>A url-level rs:md is recommended, with both type and length.</source>
        <translation>Ein rs:md auf url-Ebene wird empfohlen, mit type und length.</translation>
    </message>
    <message>
        <source>Url-level rs:ln rel=&quot;contents&quot; (optional) points to a copy of that package&apos;s RDM.</source>
        <translation>rs:ln rel=&quot;contents&quot; auf url-Ebene (optional) verweist auf eine Kopie des RDM dieses Pakets.</translation>
    </message>
    <message>
        <source>All packages of one RD have the same format: the same type values, and the same actual format after download.</source>
        <translation>Alle Pakete eines RD haben dasselbe Format: dieselben type-Werte und nach dem Herunterladen dasselbe tatsächliche Format.</translation>
    </message>
    <message>
        <source>Packages are ZIP files (PKWARE APPNOTE 6.3.3).</source>
        <translation>Pakete sind ZIP-Dateien (PKWARE APPNOTE 6.3.3).</translation>
    </message>
    <message>
        <source>Several RDs must be grouped by an RDI.</source>
        <translation>Mehrere RDs müssen durch einen RDI gruppiert werden.</translation>
    </message>
    <message>
        <source>Each package&apos;s at/completed lies inside the RD&apos;s [at, completed] (Ex. 17).</source>
        <translation>at/completed jedes Pakets liegen innerhalb von [at, completed] des RD (Bsp. 17).</translation>
    </message>
    <message>
        <source>Package fixity: the bytes downloaded have the declared length and match every supported hash.</source>
        <translation>Integrität der Pakete: Die heruntergeladenen Bytes haben die angegebene Länge und passen zu jedem unterstützten Hash.</translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI corresponds to the manifest.xml inside the package (&quot;the Source needs to ensure&quot;).</source>
        <translation>Ist ein contents-Link angegeben, entspricht das Manifest unter diesem URI der manifest.xml im Paket („die Quelle muss dafür sorgen“).</translation>
    </message>
    <message>
        <source>A package entry&apos;s at/completed (when given) equal the at/completed of the RDM inside it, and the RDM&apos;s at ≥ the RD&apos;s at.</source>
        <translation>at/completed eines Paketeintrags entsprechen (sofern angegeben) at/completed des darin enthaltenen RDM, und at des RDM ≥ at des RD.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (by analogy with §10.2; every other capability document makes it mandatory).</source>
        <translation>Es gibt ein rs:ln rel=&quot;up&quot; an der Wurzel, das auf die CapL verweist (analog zu §10.2; bei allen anderen Fähigkeitsdokumenten ist es verpflichtend).</translation>
    </message>
    <message>
        <source>The children are RD urlsets with capability=&quot;resourcedump&quot;.</source>
        <translation>Die untergeordneten Dokumente sind RD-urlsets mit capability=&quot;resourcedump&quot;.</translation>
    </message>
    <message>
        <source>Same consistency as RLI-008, RLI-009 and RLI-011 (child times equal the RDs&apos; own, are enclosed by the index, and the children link back with index).</source>
        <translation>Dieselbe Konsistenz wie bei RLI-008, RLI-009 und RLI-011 (die Zeiten der Kindeinträge entsprechen denen der RDs selbst und werden vom Index umschlossen, und die untergeordneten Dokumente verweisen mit index zurück).</translation>
    </message>
    <message>
        <source>Every package listed by an RD contains a Resource Dump Manifest.</source>
        <translation>Jedes von einem RD aufgeführte Paket enthält ein Ressourcen-Dump-Manifest.</translation>
    </message>
    <message>
        <source>That file is named exactly manifest.xml (case-sensitive) and is located at the top level of the ZIP: the entry name is manifest.xml, with no directory part.</source>
        <translation>Diese Datei heißt exakt manifest.xml (Groß-/Kleinschreibung wird beachtet) und liegt auf oberster Ebene der ZIP-Datei: Der Eintragsname ist manifest.xml, ohne Verzeichnisanteil.</translation>
    </message>
    <message>
        <source>The root is urlset with rs:md@capability=&quot;resourcedump-manifest&quot; and at. completed is optional; from and until are absent.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;resourcedump-manifest&quot; und at. completed ist optional; from und until fehlen.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (the same CapL as the referencing RD, NAV-011).</source>
        <translation>Es gibt ein rs:ln rel=&quot;up&quot; an der Wurzel, das auf die CapL verweist (dieselbe CapL wie beim verweisenden RD, NAV-011).</translation>
    </message>
    <message>
        <source>Each url has loc = the URI the Source associates with the bitstream. lastmod and changefreq are optional.</source>
        <translation>Jedes url-Element hat loc = der URI, den die Quelle dem Bitstream zuordnet. lastmod und changefreq sind optional.</translation>
    </message>
    <message>
        <source>Each url has a rs:md (mandatory) with a path (mandatory) that satisfies ATT-014.</source>
        <translation>Jedes url-Element hat ein rs:md (verpflichtend) mit einem path (verpflichtend), der ATT-014 erfüllt.</translation>
    </message>
    <message>
        <source>type on the url-level rs:md (recommended).</source>
        <translation>type am rs:md auf url-Ebene (empfohlen).</translation>
    </message>
    <message>
        <source>Each path, with its leading / removed, names an existing file entry in the ZIP (exact byte-wise match of the name, / separators).</source>
        <translation>Jeder path bezeichnet ohne das führende / einen vorhandenen Dateieintrag in der ZIP-Datei (exakte byteweise Übereinstimmung des Namens, /-Trennzeichen).</translation>
    </message>
    <message>
        <source>One url per bitstream: every file entry except manifest.xml (directory entries are ignored) is referenced by some path.</source>
        <translation>Ein url-Element pro Bitstream: Jeder Dateieintrag außer manifest.xml (Verzeichniseinträge werden ignoriert) wird von einem path referenziert.</translation>
    </message>
    <message>
        <source>Bitstream fixity: the uncompressed size of the entry equals length, and every supported hash matches the digest of the uncompressed bytes.</source>
        <translation>Integrität der Bitstreams: Die unkomprimierte Größe des Eintrags entspricht length, und jeder unterstützte Hash stimmt mit dem Hashwert der unkomprimierten Bytes überein.</translation>
    </message>
    <message>
        <source>path values are unique within the manifest, and loc values are unique (a snapshot holds one state per resource).</source>
        <translation>path-Werte sind innerhalb des Manifests eindeutig, und loc-Werte sind eindeutig (ein Snapshot enthält einen Zustand pro Ressource).</translation>
    </message>
    <message>
        <source>ZIP practicalities: support ZIP64 (entries ≥ 4 GiB, more than 65,535 entries) and the stored and deflate methods.</source>
        <translation>ZIP in der Praxis: ZIP64 (Einträge ≥ 4 GiB, mehr als 65.535 Einträge) sowie die Methoden stored und deflate unterstützen.</translation>
    </message>
    <message>
        <source>Url-level rs:ln is allowed (§14). canonical is singled out as suitable for manifests (§14.3).</source>
        <translation>rs:ln auf url-Ebene ist zulässig (§14). canonical wird als für Manifeste geeignet hervorgehoben (§14.3).</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;changelist&quot;.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;changelist&quot;.</translation>
    </message>
    <message>
        <source>The root rs:md has from.</source>
        <translation>Das rs:md der Wurzel hat from.</translation>
    </message>
    <message>
        <source>until is optional.</source>
        <translation>until ist optional.</translation>
    </message>
    <message>
        <source>The root rs:md has no at or completed.</source>
        <translation>Das rs:md der Wurzel hat weder at noch completed.</translation>
    </message>
    <message>
        <source>If the CL sits under a CLI, it has a root rs:ln rel=&quot;index&quot; pointing to the CLI.</source>
        <translation>Ist die CL einem CLI untergeordnet, hat sie ein rs:ln rel=&quot;index&quot; an der Wurzel, das auf den CLI verweist.</translation>
    </message>
    <message>
        <source>One url per change.</source>
        <translation>Ein url-Element pro Änderung.</translation>
    </message>
    <message>
        <source>Every url has loc.</source>
        <translation>Jedes url-Element hat loc.</translation>
    </message>
    <message>
        <source>Every url has &lt;lastmod&gt;.</source>
        <translation>Jedes url-Element hat &lt;lastmod&gt;.</translation>
    </message>
    <message>
        <source>Every url has a rs:md (mandatory) with change ∈ {created, updated, deleted}.</source>
        <translation>Jedes url-Element hat ein rs:md (verpflichtend) mit change ∈ {created, updated, deleted}.</translation>
    </message>
    <message>
        <source>Forward chronological order: the least recent change comes first. 1.0 key: lastmod, non-decreasing over all entries. 1.1 key: datetime, non-decreasing over the entries that have datetime; entries without it are not checked. lastmod is not an ordering key in 1.1, because it may differ from the change time.</source>
        <translation>Aufsteigende chronologische Reihenfolge: Die am längsten zurückliegende Änderung kommt zuerst. Schlüssel in 1.0: lastmod, nicht fallend über alle Einträge. Schlüssel in 1.1: datetime, nicht fallend über die Einträge, die datetime haben; Einträge ohne datetime werden nicht geprüft. lastmod ist in 1.1 kein Sortierschlüssel, da es vom Änderungszeitpunkt abweichen kann.</translation>
    </message>
    <message>
        <source>(1.1) Every datetime is ≥ the top from and, if until is present, ≤ until.</source>
        <translation>(1.1) Jedes datetime ist ≥ from der obersten Ebene und, falls until vorhanden ist, ≤ until.</translation>
    </message>
    <message>
        <source>(1.0) Every lastmod (the change time in 1.0) lies in [from, until].</source>
        <translation>(1.0) Jedes lastmod (in 1.0 der Änderungszeitpunkt) liegt in [from, until].</translation>
    </message>
    <message>
        <source>(1.0) The pair (loc, lastmod) is unique within the CL; the Source should give change times at a sufficiently fine granularity.</source>
        <translation>(1.0) Das Paar (loc, lastmod) ist innerhalb der CL eindeutig; die Quelle sollte Änderungszeitpunkte ausreichend fein granuliert angeben.</translation>
    </message>
    <message>
        <source>(1.1) An entry without datetime → info (&quot;providing datetime for each event makes it easier to find the last processed change&quot;).</source>
        <translation>(1.1) Ein Eintrag ohne datetime → Hinweis („die Angabe von datetime für jedes Ereignis erleichtert das Auffinden der zuletzt verarbeiteten Änderung“).</translation>
    </message>
    <message>
        <source>A closed CL (one with until) &quot;will not be updated anymore&quot;: re-fetching it later must give the same entries and the same from/until.</source>
        <translation>Eine abgeschlossene CL (eine mit until) „wird nicht mehr aktualisiert“: Ein späterer erneuter Abruf muss dieselben Einträge und dieselben from/until liefern.</translation>
    </message>
    <message>
        <source>An open CL is updated only by appending changes: entries seen earlier persist as a prefix (possibly followed by new entries), and from does not move.</source>
        <translation>Eine offene CL wird nur durch Anhängen von Änderungen aktualisiert: Früher gesehene Einträge bleiben als Präfix erhalten (eventuell gefolgt von neuen Einträgen), und from verschiebt sich nicht.</translation>
    </message>
    <message>
        <source>A plausible change sequence per loc within one CL: no created right after created or updated (without a deleted in between), and no updated or deleted right after a deleted.</source>
        <translation>Eine plausible Änderungsfolge pro loc innerhalb einer CL: kein created direkt nach created oder updated (ohne ein deleted dazwischen) und kein updated oder deleted direkt nach einem deleted.</translation>
    </message>
    <message>
        <source>Several CLs must be grouped in a CLI.</source>
        <translation>Mehrere CLs müssen in einem CLI gruppiert werden.</translation>
    </message>
    <message>
        <source>The root is sitemapindex and rs:md@capability=&quot;changelist&quot;.</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability=&quot;changelist&quot;.</translation>
    </message>
    <message>
        <source>The root rs:md has from; until is optional; at and completed are absent (X).</source>
        <translation>Das rs:md der Wurzel hat from; until ist optional; at und completed fehlen (X).</translation>
    </message>
    <message>
        <source>One sitemap per Change List.</source>
        <translation>Ein sitemap-Element pro Änderungsliste.</translation>
    </message>
    <message>
        <source>For each child whose rs:md is present: if the referenced CL is closed, the entry must carry until; if the CL is open, the entry must not carry until.</source>
        <translation>Für jeden Kindeintrag mit rs:md gilt: Ist die referenzierte CL abgeschlossen, muss der Eintrag until tragen; ist die CL offen, darf der Eintrag kein until tragen.</translation>
    </message>
    <message>
        <source>Change Lists are listed in forward chronological order: child from values are non-decreasing, and child until values are non-decreasing.</source>
        <translation>Änderungslisten werden in aufsteigender chronologischer Reihenfolge aufgeführt: Die from-Werte der Kindeinträge sind nicht fallend, und ihre until-Werte sind nicht fallend.</translation>
    </message>
    <message>
        <source>A child entry&apos;s from/until equal the child CL&apos;s own top from/until.</source>
        <translation>from/until eines Kindeintrags entsprechen den eigenen from/until-Werten der untergeordneten CL auf oberster Ebene.</translation>
    </message>
    <message>
        <source>The child intervals tile the index interval: the first child&apos;s from = the index from, each child&apos;s until = the next child&apos;s from (Ex. 20), with no overlaps.</source>
        <translation>Die Intervalle der untergeordneten Dokumente füllen das Intervall des Index lückenlos aus: from des ersten Kinds = from des Index, until jedes Kinds = from des nächsten Kinds (Bsp. 20), ohne Überlappungen.</translation>
    </message>
    <message>
        <source>If the index has until (closed index), all children are closed and the last child&apos;s until = the index until.</source>
        <translation>Hat der Index until (abgeschlossener Index), sind alle untergeordneten Dokumente abgeschlossen, und until des letzten Kinds = until des Index.</translation>
    </message>
    <message>
        <source>The children are CL urlsets with capability=&quot;changelist&quot; (not indexes), and each child&apos;s up equals the index&apos;s up.</source>
        <translation>Die untergeordneten Dokumente sind CL-urlsets mit capability=&quot;changelist&quot; (keine Indizes), und das up jedes untergeordneten Dokuments entspricht dem up des Index.</translation>
    </message>
    <message>
        <source>Each child CL has rs:ln rel=&quot;index&quot; pointing to this CLI (CL-006).</source>
        <translation>Jede untergeordnete CL hat ein rs:ln rel=&quot;index&quot;, das auf diesen CLI verweist (CL-006).</translation>
    </message>
    <message>
        <source>Do not check the 1.0 prose claim that a closed child is marked by &lt;lastmod&gt; equal to the child&apos;s until (2013-01-02T23:59:59Z).</source>
        <translation>Die Aussage im Fließtext von 1.0, ein abgeschlossenes untergeordnetes Dokument sei durch ein &lt;lastmod&gt; gleich seinem until gekennzeichnet (2013-01-02T23:59:59Z), nicht prüfen.</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;changedump&quot;.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;changedump&quot;.</translation>
    </message>
    <message>
        <source>The root rs:md has from; until is optional; at and completed are absent.</source>
        <translation>Das rs:md der Wurzel hat from; until ist optional; at und completed fehlen.</translation>
    </message>
    <message>
        <source>If the CD sits under a CDI, it has a root rs:ln rel=&quot;index&quot; pointing to the CDI.</source>
        <translation>Ist der CD einem CDI untergeordnet, hat er ein rs:ln rel=&quot;index&quot; an der Wurzel, das auf den CDI verweist.</translation>
    </message>
    <message>
        <source>A url-level rs:md is recommended, with type and length.</source>
        <translation>Ein rs:md auf url-Ebene wird empfohlen, mit type und length.</translation>
    </message>
    <message>
        <source>Url-level rs:ln rel=&quot;contents&quot; (optional) points to a copy of the package&apos;s CDM.</source>
        <translation>rs:ln rel=&quot;contents&quot; auf url-Ebene (optional) verweist auf eine Kopie des CDM des Pakets.</translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI matches the manifest.xml inside the package (&quot;the Source must ensure&quot;).</source>
        <translation>Ist ein contents-Link angegeben, stimmt das Manifest unter diesem URI mit der manifest.xml im Paket überein („die Quelle muss sicherstellen“).</translation>
    </message>
    <message>
        <source>Entries are in forward chronological order of publication (the least recently published package first).</source>
        <translation>Die Einträge stehen in aufsteigender chronologischer Reihenfolge der Veröffentlichung (das am längsten zurückliegend veröffentlichte Paket zuerst).</translation>
    </message>
    <message>
        <source>All packages have the same format.</source>
        <translation>Alle Pakete haben dasselbe Format.</translation>
    </message>
    <message>
        <source>Several CDs must be grouped in a CDI.</source>
        <translation>Mehrere CDs müssen in einem CDI gruppiert werden.</translation>
    </message>
    <message>
        <source>The package intervals lie inside the CD&apos;s [from, until] and are contiguous and non-overlapping (like CLI-009).</source>
        <translation>Die Paketintervalle liegen innerhalb von [from, until] des CD und sind lückenlos und überlappungsfrei (wie bei CLI-009).</translation>
    </message>
    <message>
        <source>A package entry&apos;s from/until equal the from/until of the CDM inside it.</source>
        <translation>from/until eines Paketeintrags entsprechen from/until des darin enthaltenen CDM.</translation>
    </message>
    <message>
        <source>Package fixity: length and hash match the downloaded bytes.</source>
        <translation>Integrität der Pakete: length und hash stimmen mit den heruntergeladenen Bytes überein.</translation>
    </message>
    <message>
        <source>A package lastmod earlier than its own until (Ex. 22: 23:59:59 against an until of 00:00:00 the next day) means the package was published before its interval ended → info.</source>
        <translation>Ein lastmod eines Pakets vor dessen eigenem until (Bsp. 22: 23:59:59 gegenüber einem until von 00:00:00 am Folgetag) bedeutet, dass das Paket vor dem Ende seines Intervalls veröffentlicht wurde → Hinweis.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (by analogy with §12.2).</source>
        <translation>Es gibt ein rs:ln rel=&quot;up&quot; an der Wurzel, das auf die CapL verweist (analog zu §12.2).</translation>
    </message>
    <message>
        <source>The children are listed in forward chronological order (by analogy with the CLI MUST).</source>
        <translation>Die untergeordneten Dokumente werden in aufsteigender chronologischer Reihenfolge aufgeführt (analog zum MUST beim CLI).</translation>
    </message>
    <message>
        <source>Every package listed by a CD contains manifest.xml at the top level of the ZIP (as RDM-002).</source>
        <translation>Jedes von einem CD aufgeführte Paket enthält manifest.xml auf oberster Ebene der ZIP-Datei (wie bei RDM-002).</translation>
    </message>
    <message>
        <source>The root is urlset with rs:md@capability=&quot;changedump-manifest&quot; and from. until is optional; at and completed are absent.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability=&quot;changedump-manifest&quot; und from. until ist optional; at und completed fehlen.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (the same as the referencing CD).</source>
        <translation>Es gibt ein rs:ln rel=&quot;up&quot; an der Wurzel, das auf die CapL verweist (dieselbe wie beim verweisenden CD).</translation>
    </message>
    <message>
        <source>Entries are in forward chronological order.</source>
        <translation>Die Einträge stehen in aufsteigender chronologischer Reihenfolge.</translation>
    </message>
    <message>
        <source>Completeness: the ZIP contains a bitstream for every change in [from, until], and the manifest refers to each.</source>
        <translation>Vollständigkeit: Die ZIP-Datei enthält für jede Änderung in [from, until] einen Bitstream, und das Manifest verweist auf jeden davon.</translation>
    </message>
    <message>
        <source>One url per resource change, and so per bitstream.</source>
        <translation>Ein url-Element pro Ressourcenänderung und damit pro Bitstream.</translation>
    </message>
    <message>
        <source>Every url has a rs:md with change ∈ {created, updated, deleted}.</source>
        <translation>Jedes url-Element hat ein rs:md mit change ∈ {created, updated, deleted}.</translation>
    </message>
    <message>
        <source>Unless change=&quot;deleted&quot;, the rs:md has path (ATT-014), and that path names an existing ZIP file entry.</source>
        <translation>Außer bei change=&quot;deleted&quot; hat das rs:md einen path (ATT-014), und dieser path bezeichnet einen vorhandenen Dateieintrag der ZIP-Datei.</translation>
    </message>
    <message>
        <source>A change=&quot;deleted&quot; entry carries no path (there is no bitstream).</source>
        <translation>Ein Eintrag mit change=&quot;deleted&quot; trägt keinen path (es gibt keinen Bitstream).</translation>
    </message>
    <message>
        <source>type on the rs:md of non-deleted entries.</source>
        <translation>type am rs:md nicht gelöschter Einträge.</translation>
    </message>
    <message>
        <source>hash and length are optional.</source>
        <translation>hash und length sind optional.</translation>
    </message>
    <message>
        <source>(1.1) datetime ∈ [from, until] (as CL-013).</source>
        <translation>(1.1) datetime ∈ [from, until] (wie bei CL-013).</translation>
    </message>
    <message>
        <source>A url-level rs:md carries no at, completed, from, until or capability.</source>
        <translation>Ein rs:md auf url-Ebene trägt kein at, completed, from, until oder capability.</translation>
    </message>
    <message>
        <source>No two entries share a path (otherwise unpacking overwrites one bitstream with another).</source>
        <translation>Keine zwei Einträge teilen sich einen path (sonst überschreibt beim Entpacken ein Bitstream einen anderen).</translation>
    </message>
    <message>
        <source>Every file entry except manifest.xml is referenced by a url path or by a patch link&apos;s path (LNK-006).</source>
        <translation>Jeder Dateieintrag außer manifest.xml wird vom path eines url-Elements oder vom path eines Patch-Links referenziert (LNK-006).</translation>
    </message>
    <message>
        <source>(1.0) (loc, lastmod) pairs are unique (as CL-015).</source>
        <translation>(1.0) (loc, lastmod)-Paare sind eindeutig (wie bei CL-015).</translation>
    </message>
    <message>
        <source>Url-level rs:ln that links to related resources may occur in RL, RDM, CL and CDM.</source>
        <translation>rs:ln auf url-Ebene, das auf verwandte Ressourcen verweist, darf in RL, RDM, CL und CDM vorkommen.</translation>
    </message>
    <message>
        <source>Mirror: rel=&quot;duplicate&quot; with href (mandatory) = the mirror URI. pri is optional (ATT-017).</source>
        <translation>Spiegel: rel=&quot;duplicate&quot; mit href (verpflichtend) = der URI des Spiegels. pri ist optional (ATT-017).</translation>
    </message>
    <message>
        <source>Duplicate links omit the rs:md attributes (hash, length, type, encoding), since the mirror copies are expected to be identical.</source>
        <translation>Duplicate-Links lassen die rs:md-Attribute (hash, length, type, encoding) weg, da die Spiegelkopien identisch sein sollen.</translation>
    </message>
    <message>
        <source>Several links with the same rel and the same (or no) pri give an ambiguous order → info.</source>
        <translation>Mehrere Links mit demselben rel und demselben (oder keinem) pri ergeben eine mehrdeutige Reihenfolge → Hinweis.</translation>
    </message>
    <message>
        <source>Alternate: rel=&quot;alternate&quot; with href (mandatory, error) = a specific URI.</source>
        <translation>Alternative: rel=&quot;alternate&quot; mit href (verpflichtend, Fehler) = ein spezifischer URI.</translation>
    </message>
    <message>
        <source>Patch: rel=&quot;http://www.openarchives.org/rs/terms/patch&quot; with href and type (both mandatory).</source>
        <translation>Patch: rel=&quot;http://www.openarchives.org/rs/terms/patch&quot; mit href und type (beide verpflichtend).</translation>
    </message>
    <message>
        <source>Canonical: rel=&quot;canonical&quot; with href = the generic URI.</source>
        <translation>Kanonisch: rel=&quot;canonical&quot; mit href = der generische URI.</translation>
    </message>
    <message>
        <source>Metadata: describedby (resource → metadata) and describes (metadata → resource), each with href (mandatory).</source>
        <translation>Metadaten: describedby (Ressource → Metadaten) und describes (Metadaten → Ressource), jeweils mit href (verpflichtend).</translation>
    </message>
    <message>
        <source>Memento: rel=&quot;memento&quot; with href (mandatory) = the time-specific URI that corresponds to the last modification.</source>
        <translation>Memento: rel=&quot;memento&quot; mit href (verpflichtend) = der zeitspezifische URI, der der letzten Änderung entspricht.</translation>
    </message>
    <message>
        <source>Memento consistency: the link&apos;s modified equals the entry&apos;s &lt;lastmod&gt; (and, in 1.1, its datetime if present), and its hash, length and type equal those of the url-level rs:md (the Ex. 29 note says they are identical).</source>
        <translation>Memento-Konsistenz: modified des Links entspricht dem &lt;lastmod&gt; des Eintrags (und in 1.1 seinem datetime, falls vorhanden), und hash, length und type entsprechen denen des rs:md auf url-Ebene (laut der Anmerkung zu Bsp. 29 sind sie identisch).</translation>
    </message>
    <message>
        <source>When prior-version links (memento, timegate, timemap) are used, the url has &lt;lastmod&gt;.</source>
        <translation>Werden Links auf frühere Versionen (memento, timegate, timemap) verwendet, hat das url-Element ein &lt;lastmod&gt;.</translation>
    </message>
    <message>
        <source>rel=&quot;timegate&quot; (href mandatory): any attribute other than rel and href → warning (&quot;meaningless for TimeGates&quot;).</source>
        <translation>rel=&quot;timegate&quot; (href verpflichtend): jedes Attribut außer rel und href → Warnung („für TimeGates bedeutungslos“).</translation>
    </message>
    <message>
        <source>rel=&quot;timemap&quot; with href (mandatory).</source>
        <translation>rel=&quot;timemap&quot; mit href (verpflichtend).</translation>
    </message>
    <message>
        <source>rel=&quot;collection&quot; with href (mandatory) = the collection URI.</source>
        <translation>rel=&quot;collection&quot; mit href (verpflichtend) = der URI der Sammlung.</translation>
    </message>
    <message>
        <source>rel=&quot;via&quot; with href (mandatory) = the resource&apos;s URI at the original Source.</source>
        <translation>rel=&quot;via&quot; mit href (verpflichtend) = der URI der Ressource bei der ursprünglichen Quelle.</translation>
    </message>
    <message>
        <source>An aggregator keeps only the existing via link (the chain origin): more than one via per url → warning.</source>
        <translation>Ein Aggregator behält nur den vorhandenen via-Link (den Ursprung der Kette): mehr als ein via pro url-Element → Warnung.</translation>
    </message>
    <message>
        <source>An aggregator should not inherit collection or canonical links from the original Source.</source>
        <translation>Ein Aggregator sollte collection- oder canonical-Links nicht von der ursprünglichen Quelle übernehmen.</translation>
    </message>
    <message>
        <source>rel=&quot;contents&quot; appears only on a url of an RD or CD.</source>
        <translation>rel=&quot;contents&quot; kommt nur an einem url-Element eines RD oder CD vor.</translation>
    </message>
    <message>
        <source>Every RL, RLI, RD, RDI, RDM, CL, CLI, CD, CDI and CDM has a root rs:ln rel=&quot;up&quot;.</source>
        <translation>RL, RLI, RD, RDI, RDM, CL, CLI, CD, CDI und CDM haben jeweils ein rs:ln rel=&quot;up&quot; an der Wurzel.</translation>
    </message>
    <message>
        <source>A CapL&apos;s up target is an SD (a fetched root with capability=&quot;description&quot;), and that SD lists the CapL&apos;s URI.</source>
        <translation>Das up-Ziel einer CapL ist eine SD (eine abgerufene Wurzel mit capability=&quot;description&quot;), und diese SD führt den URI der CapL auf.</translation>
    </message>
    <message>
        <source>The up target of a capability document, index or manifest is a CapL that lists it: the CapL entry&apos;s loc is the document&apos;s own URI, or the URI of the index the document belongs to, or (for a manifest) the URI of the RD/CD that references the package.</source>
        <translation>Das up-Ziel eines Fähigkeitsdokuments, Index oder Manifests ist eine CapL, die es aufführt: Der loc des CapL-Eintrags ist der eigene URI des Dokuments, der URI des Index, zu dem das Dokument gehört, oder (bei einem Manifest) der URI des RD/CD, der auf das Paket verweist.</translation>
    </message>
    <message>
        <source>Following up links &quot;eventually leads to&quot; an SD.</source>
        <translation>Das Verfolgen von up-Links „führt schließlich“ zu einer SD.</translation>
    </message>
    <message>
        <source>An index and each of its children carry the same up.</source>
        <translation>Ein Index und jedes seiner untergeordneten Dokumente tragen dasselbe up.</translation>
    </message>
    <message>
        <source>A child of an index should carry rs:ln rel=&quot;index&quot; = the index URI (warning if missing).</source>
        <translation>Ein untergeordnetes Dokument eines Index sollte rs:ln rel=&quot;index&quot; = der URI des Index tragen (Warnung, falls es fehlt).</translation>
    </message>
    <message>
        <source>rel=&quot;index&quot; appears only at the root of a &lt;urlset&gt; document.</source>
        <translation>rel=&quot;index&quot; kommt nur an der Wurzel eines &lt;urlset&gt;-Dokuments vor.</translation>
    </message>
    <message>
        <source>An index and its children have the same capability value.</source>
        <translation>Ein Index und seine untergeordneten Dokumente haben denselben capability-Wert.</translation>
    </message>
    <message>
        <source>A CapL entry&apos;s url-level capability equals the root capability of the fetched target (urlset or sitemapindex).</source>
        <translation>Das capability auf url-Ebene eines CapL-Eintrags entspricht dem capability an der Wurzel des abgerufenen Ziels (urlset oder sitemapindex).</translation>
    </message>
    <message>
        <source>Every SD entry points to a document whose root capability is capabilitylist.</source>
        <translation>Jeder SD-Eintrag verweist auf ein Dokument, dessen capability an der Wurzel capabilitylist ist.</translation>
    </message>
    <message>
        <source>The up of a manifest inside a ZIP equals the up of the RD/CD that lists the package.</source>
        <translation>Das up eines Manifests in einer ZIP-Datei entspricht dem up des RD/CD, der das Paket aufführt.</translation>
    </message>
    <message>
        <source>Every loc of the SD, the CapL and the indexes (RS documents) is retrievable with 2xx after redirects.</source>
        <translation>Jedes loc der SD, der CapL und der Indizes (RS-Dokumente) ist nach Weiterleitungen mit 2xx abrufbar.</translation>
    </message>
    <message>
        <source>Orphans: an RS document found only through robots.txt or a resourcesync link, and not reachable downward from the SD → info.</source>
        <translation>Verwaiste Dokumente: ein RS-Dokument, das nur über robots.txt oder einen resourcesync-Link gefunden wurde und von der SD aus abwärts nicht erreichbar ist → Hinweis.</translation>
    </message>
    <message>
        <source>Uniformity inside one CapL (§9).</source>
        <translation>Einheitlichkeit innerhalb einer CapL (§9).</translation>
    </message>
    <message>
        <source>Change coverage versus baseline: the earliest from among the CapL&apos;s CLs (or CLI children) is ≤ the RL/RD at.</source>
        <translation>Abdeckung der Änderungen gegenüber der Ausgangsbasis: Das früheste from unter den CLs (oder CLI-Kindern) der CapL ist ≤ dem at von RL/RD.</translation>
    </message>
    <message>
        <source>A CDM and a CL whose intervals are equal describe the same changes: the same multiset of (loc, change, change time) (Ex. 23 ↔ Ex. 21).</source>
        <translation>Ein CDM und eine CL mit gleichen Intervallen beschreiben dieselben Änderungen: dieselbe Multimenge von (loc, change, Änderungszeitpunkt) (Bsp. 23 ↔ Bsp. 21).</translation>
    </message>
    <message>
        <source>Fixity of listed resources.</source>
        <translation>Integrität der aufgeführten Ressourcen.</translation>
    </message>
    <message>
        <source>A deleted entry whose loc still returns 2xx, with no later created → warning.</source>
        <translation>Ein deleted-Eintrag, dessen loc noch 2xx liefert, ohne späteres created → Warnung.</translation>
    </message>
    <message>
        <source>One resource URI may legitimately belong to several sets of resources (several CapLs).</source>
        <translation>Ein Ressourcen-URI kann rechtmäßig zu mehreren Ressourcenmengen (mehreren CapLs) gehören.</translation>
    </message>
    <message>
        <source>The lastmod of the same resource across documents of one CapL never decreases over time (RL at t1, a later RL, CL entries).</source>
        <translation>Das lastmod derselben Ressource nimmt über die Dokumente einer CapL hinweg im Lauf der Zeit nie ab (RL zum Zeitpunkt t1, eine spätere RL, CL-Einträge).</translation>
    </message>
    <message>
        <source>The document could not be read: the file is missing or unreadable, or the server could not be reached.</source>
        <translation>Das Dokument konnte nicht gelesen werden: Die Datei fehlt oder ist nicht lesbar, oder der Server war nicht erreichbar.</translation>
    </message>
    <message>
        <source>A listed resource could not be checked: the server could not be reached, the transfer failed or was stopped (time-out, redirect loop, size limit), or it answered with a status other than 2xx, 404 and 410.</source>
        <translation>Eine aufgeführte Ressource konnte nicht geprüft werden: Der Server war nicht erreichbar, die Übertragung ist fehlgeschlagen oder wurde abgebrochen (Zeitüberschreitung, Weiterleitungsschleife, Größenlimit), oder er antwortete mit einem anderen Status als 2xx, 404 und 410.</translation>
    </message>
    <message>
        <source>The server answered with an HTTP status other than 2xx, so there is no document to check.</source>
        <translation>Der Server antwortete mit einem anderen HTTP-Status als 2xx, daher gibt es kein Dokument zu prüfen.</translation>
    </message>
    <message>
        <source>The media type (type/subtype) of the Content-Type a listed resource is served with differs from the type the list gives for it.</source>
        <translation>Der Medientyp (type/subtype) des Content-Type, mit dem eine aufgeführte Ressource ausgeliefert wird, weicht von dem type ab, den die Liste für sie angibt.</translation>
    </message>
    <message>
        <source>The HTTP Last-Modified of a listed resource differs from the lastmod the list gives for it (lastmod is the resource&apos;s last-modification time, RFC 2616 section 14.29).</source>
        <translation>Das HTTP-Last-Modified einer aufgeführten Ressource weicht von dem lastmod ab, das die Liste für sie angibt (lastmod ist der Zeitpunkt der letzten Änderung der Ressource, RFC 2616 Abschnitt 14.29).</translation>
    </message>
    <message>
        <source>The document declares a DTD (&lt;!DOCTYPE&gt;); ResourceSync documents have none. Internal entities expand to at most 1,024 characters; external ones are never fetched.</source>
        <translation>Das Dokument deklariert eine DTD (&lt;!DOCTYPE&gt;); ResourceSync-Dokumente haben keine. Interne Entitäten werden auf höchstens 1.024 Zeichen expandiert; externe werden nie abgerufen.</translation>
    </message>
    <message>
        <source>The document is larger than the inspector reads (a hard limit well above the 50 MB rule); reading stopped there.</source>
        <translation>Das Dokument ist größer, als der Inspector liest (ein festes Limit weit über der 50-MB-Regel); das Lesen wurde dort beendet.</translation>
    </message>
    <message>
        <source>The document has more entries than the inspector keeps in memory; entries beyond that limit were counted but not checked one by one.</source>
        <translation>Das Dokument hat mehr Einträge, als der Inspector im Speicher hält; Einträge jenseits dieses Limits wurden gezählt, aber nicht einzeln geprüft.</translation>
    </message>
    <message>
        <source>The gzip stream is corrupt or truncated, so the document inside it could not be read completely.</source>
        <translation>Der gzip-Datenstrom ist beschädigt oder abgeschnitten, daher konnte das enthaltene Dokument nicht vollständig gelesen werden.</translation>
    </message>
    <message>
        <source>The source names more documents than the inspector crawls (a limit against hostile indexes); the documents beyond it were neither fetched nor checked.</source>
        <translation>Die Quelle nennt mehr Dokumente, als der Inspector crawlt (ein Limit gegen bösartige Indizes); die Dokumente darüber hinaus wurden weder abgerufen noch geprüft.</translation>
    </message>
    <message>
        <source>A url-level rs:md, if present, carries only hash, length, type and encoding (plus extensions). at, completed, from and until (App. A X), and change, datetime, path and capability (not used in RLs) → error.</source>
        <translation>Ein rs:md auf url-Ebene trägt, falls vorhanden, nur hash, length, type und encoding (sowie Erweiterungen). at, completed, from und until (Anh. A: X) sowie change, datetime, path und capability (in RLs nicht verwendet) → Fehler.</translation>
    </message>
    <message>
        <source>A child rs:md is optional and may carry only at and completed (App. A child @at = O). from, until, change and the like → error.</source>
        <translation>Ein rs:md im Kindeintrag ist optional und darf nur at und completed tragen (Anh. A: @at im Kindeintrag = O). from, until, change und Ähnliches → Fehler.</translation>
    </message>
    <message>
        <source>A url-level rs:md may also carry at, completed and hash (App. A child @at = O). from, until, change, path and datetime → error.</source>
        <translation>Ein rs:md auf url-Ebene darf auch at, completed und hash tragen (Anh. A: @at im Kindeintrag = O). from, until, change, path und datetime → Fehler.</translation>
    </message>
    <message>
        <source>The root is sitemapindex with rs:md@capability=&quot;resourcedump&quot;, and the top has at (App. A).</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability=&quot;resourcedump&quot;, und die oberste Ebene hat at (Anh. A).</translation>
    </message>
    <message>
        <source>A child sitemap has loc (required) and an optional rs:md with at/completed only (App. A child @at = O).</source>
        <translation>Ein untergeordnetes sitemap-Element hat loc (erforderlich) und ein optionales rs:md nur mit at/completed (Anh. A: @at im Kindeintrag = O).</translation>
    </message>
    <message>
        <source>A url-level rs:md carries no at, completed, from or until (App. A X), and no change, datetime or capability. hash and length are allowed (MAY).</source>
        <translation>Ein rs:md auf url-Ebene trägt kein at, completed, from oder until (Anh. A: X) und kein change, datetime oder capability. hash und length sind zulässig (MAY).</translation>
    </message>
    <message>
        <source>A url-level rs:md may also have hash, length and type (and datetime in 1.1). at, completed, from and until (App. A X), path and capability → error.</source>
        <translation>Ein rs:md auf url-Ebene darf außerdem hash, length und type haben (und in 1.1 datetime). at, completed, from und until (Anh. A: X), path und capability → Fehler.</translation>
    </message>
    <message>
        <source>Each sitemap has a rs:md with from (App. A child @from = R). Missing → warning. A child at or completed → error (X).</source>
        <translation>Jedes sitemap-Element hat ein rs:md mit from (Anh. A: @from im Kindeintrag = R). Fehlend → Warnung. at oder completed im Kindeintrag → Fehler (X).</translation>
    </message>
    <message>
        <source>The url-level rs:md has from (App. A child @from = R), and until where applicable, giving the package interval. A child at, completed, change, path or datetime → error.</source>
        <translation>Das rs:md auf url-Ebene hat from (Anh. A: @from im Kindeintrag = R) und gegebenenfalls until, die das Intervall des Pakets angeben. at, completed, change, path oder datetime im Kindeintrag → Fehler.</translation>
    </message>
    <message>
        <source>The root is sitemapindex with rs:md@capability=&quot;changedump&quot; and a top from (App. A). until is optional; at is absent.</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability=&quot;changedump&quot; und einem from auf oberster Ebene (Anh. A). until ist optional; at fehlt.</translation>
    </message>
    <message>
        <source>A child rs:md with from (App. A R), and until as for CLI-006.</source>
        <translation>Ein rs:md im Kindeintrag mit from (Anh. A: R) und until wie bei CLI-006.</translation>
    </message>
    <message>
        <source>The ZIP package exceeds the inspector&apos;s limits against ZIP bombs (number of entries, uncompressed size, or compression ratio); the entry was not decompressed.</source>
        <translation>Das ZIP-Paket überschreitet die Limits des Inspectors gegen ZIP-Bomben (Anzahl der Einträge, unkomprimierte Größe oder Kompressionsverhältnis); der Eintrag wurde nicht dekomprimiert.</translation>
    </message>
    <message>
        <source>A ZIP entry&apos;s name would lead outside the folder it is extracted to (an absolute path, &quot;..&quot;, a backslash, a drive letter or NUL); it is never extracted.</source>
        <translation>Der Name eines ZIP-Eintrags würde aus dem Ordner hinausführen, in den entpackt wird (ein absoluter Pfad, &quot;..&quot;, ein Backslash, ein Laufwerksbuchstabe oder NUL); er wird nie entpackt.</translation>
    </message>
    <message>
        <source>The ZIP package is corrupt or truncated: its directory cannot be read, so none of its entries can be checked.</source>
        <translation>Das ZIP-Paket ist beschädigt oder abgeschnitten: Sein Verzeichnis kann nicht gelesen werden, daher kann keiner seiner Einträge geprüft werden.</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the local copy&apos;s last sync point, so changes may have been missed; a new baseline is needed (the mirror takes one).</source>
        <translation>Die Änderungslisten reichen nicht mehr bis zum letzten Synchronisationspunkt der lokalen Kopie zurück, daher wurden möglicherweise Änderungen verpasst; ein neuer Grundabgleich ist nötig (die Spiegelung führt ihn durch).</translation>
    </message>
    <message>
        <source>A downloaded resource does not match the length or hash its list gives, so it was not accepted; it may have changed during the download, and the next run tries again.</source>
        <translation>Eine heruntergeladene Ressource passt nicht zu der Länge oder dem Hash, die ihre Liste angibt, und wurde daher nicht angenommen; sie hat sich möglicherweise während des Downloads geändert, und der nächste Lauf versucht es erneut.</translation>
    </message>
    <message>
        <source>A resource could not be downloaded (an HTTP status other than 2xx, or a network failure); the local copy stays incomplete until a later run fetches it.</source>
        <translation>Eine Ressource konnte nicht heruntergeladen werden (ein anderer HTTP-Status als 2xx oder ein Netzwerkfehler); die lokale Kopie bleibt unvollständig, bis ein späterer Lauf sie abruft.</translation>
    </message>
    <message>
        <source>A resource could not be written into the local copy: its URL has no safe place there (it would escape the folder), or a link or file stands in the way.</source>
        <translation>Eine Ressource konnte nicht in die lokale Kopie geschrieben werden: Ihre URL hat dort keinen sicheren Platz (sie würde aus dem Ordner hinausführen), oder ein Link oder eine Datei steht im Weg.</translation>
    </message>
    <message>
        <source>A notification channel is advertised in the Capability List of the set of resources it serves, as a &lt;url&gt; of that &lt;urlset&gt; whose rs:md has capability=&quot;framework-notification&quot;.</source>
        <translation>Ein Benachrichtigungskanal wird in der Fähigkeitsliste der Ressourcenmenge angekündigt, der er dient, als &lt;url&gt; dieses &lt;urlset&gt;, dessen rs:md capability=&quot;framework-notification&quot; hat.</translation>
    </message>
    <message>
        <source>A channel entry&apos;s &lt;loc&gt; is the channel&apos;s topic URI, an absolute http or https URI.</source>
        <translation>Das &lt;loc&gt; eines Kanaleintrags ist der Topic-URI des Kanals, ein absoluter http- oder https-URI.</translation>
    </message>
    <message>
        <source>A channel entry has &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt; naming the hub, as a child of &lt;url&gt; (the prose of FN 5 says a child of &lt;loc&gt;, a defect of the spec; Example 8 is followed).</source>
        <translation>Ein Kanaleintrag hat ein &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt;, das den Hub nennt, als Kindelement von &lt;url&gt; (der Text von FN 5 sagt: Kindelement von &lt;loc&gt;, ein Fehler der Spezifikation; Beispiel 8 wird befolgt).</translation>
    </message>
    <message>
        <source>One dedicated Framework Notification channel per set of resources: two Capability Lists sharing a topic URI is an error; a second framework channel in one Capability List is a warning.</source>
        <translation>Ein eigener Framework-Benachrichtigungskanal pro Ressourcenmenge: Zwei Fähigkeitslisten mit gemeinsamem Topic-URI sind ein Fehler; ein zweiter Framework-Kanal in einer Fähigkeitsliste ist eine Warnung.</translation>
    </message>
    <message>
        <source>A Framework Notification topic URI differs from every Change Notification topic URI of the same Source: the two are sent on different channels.</source>
        <translation>Ein Topic-URI für Framework-Benachrichtigungen unterscheidet sich von jedem Topic-URI für Änderungsbenachrichtigungen derselben Quelle: Die beiden werden auf verschiedenen Kanälen gesendet.</translation>
    </message>
    <message>
        <source>Channels are advertised in Capability Lists, not in the Source Description (derived): a channel entry there is a warning.</source>
        <translation>Kanäle werden in Fähigkeitslisten angekündigt, nicht in der Quellbeschreibung (abgeleitet): Ein Kanaleintrag dort ist eine Warnung.</translation>
    </message>
    <message>
        <source>The hub the Capability List names is the rel=&quot;hub&quot; link of the topic URI, and the topic URI&apos;s rel=&quot;self&quot; link is the entry&apos;s &lt;loc&gt; (derived).</source>
        <translation>Der Hub, den die Fähigkeitsliste nennt, ist der rel=&quot;hub&quot;-Link des Topic-URI, und der rel=&quot;self&quot;-Link des Topic-URI ist das &lt;loc&gt; des Eintrags (abgeleitet).</translation>
    </message>
    <message>
        <source>HEAD and GET on the topic URI answer 200 OK.</source>
        <translation>HEAD und GET auf den Topic-URI antworten mit 200 OK.</translation>
    </message>
    <message>
        <source>The topic URI is served with Content-Type: application/xml, the media type of the notifications.</source>
        <translation>Der Topic-URI wird mit Content-Type: application/xml ausgeliefert, dem Medientyp der Benachrichtigungen.</translation>
    </message>
    <message>
        <source>The topic URI&apos;s response has a Link header with rel=&quot;self&quot; naming the topic URI.</source>
        <translation>Die Antwort des Topic-URI hat einen Link-Header mit rel=&quot;self&quot;, der den Topic-URI nennt.</translation>
    </message>
    <message>
        <source>The topic URI&apos;s response has a Link header with rel=&quot;hub&quot; naming the hub URI.</source>
        <translation>Die Antwort des Topic-URI hat einen Link-Header mit rel=&quot;hub&quot;, der den Hub-URI nennt.</translation>
    </message>
    <message>
        <source>A topic URI that serves no content says so with Content-Length: 0.</source>
        <translation>Ein Topic-URI, der keinen Inhalt ausliefert, zeigt das mit Content-Length: 0 an.</translation>
    </message>
    <message>
        <source>The topic URI may serve the latest notification; a body there is validated as a framework notification (NT-020 to NT-034).</source>
        <translation>Der Topic-URI kann die neueste Benachrichtigung ausliefern; ein Body dort wird als Framework-Benachrichtigung validiert (NT-020 bis NT-034).</translation>
    </message>
    <message>
        <source>A Change Notification channel or payload (capability=&quot;changelist-notification&quot;) is accepted, but the text of the Change Notification specification was not available: it is checked only as far as the Framework Notification rules carry over (UNVERIFIED).</source>
        <translation>Ein Kanal oder eine Nutzlast für Änderungsbenachrichtigungen (capability=&quot;changelist-notification&quot;) wird akzeptiert, aber der Text der Spezifikation für Änderungsbenachrichtigungen war nicht verfügbar: Geprüft wird nur, soweit sich die Regeln für Framework-Benachrichtigungen übertragen lassen (UNVERIFIED).</translation>
    </message>
    <message>
        <source>A framework notification is a &lt;urlset&gt; in the Sitemap namespace; &lt;sitemapindex&gt; is never used.</source>
        <translation>Eine Framework-Benachrichtigung ist ein &lt;urlset&gt; im Sitemap-Namensraum; &lt;sitemapindex&gt; wird nie verwendet.</translation>
    </message>
    <message>
        <source>The root has one rs:md with capability=&quot;framework-notification&quot;; a document that came on a framework channel and says otherwise is not a notification.</source>
        <translation>Die Wurzel hat ein rs:md mit capability=&quot;framework-notification&quot;; ein Dokument, das über einen Framework-Kanal kam und etwas anderes angibt, ist keine Benachrichtigung.</translation>
    </message>
    <message>
        <source>The optional root from and until are W3C datetimes (ATT-001 reports the syntax) and, both given, from is not later than until (derived).</source>
        <translation>Die optionalen from und until der Wurzel sind W3C-Datetimes (ATT-001 meldet die Syntax), und wenn beide angegeben sind, liegt from nicht nach until (abgeleitet).</translation>
    </message>
    <message>
        <source>The optional root rs:ln rel=&quot;up&quot; leads to the Capability List when the changes are to capability documents, and to the Source Description when they are to a Capability List.</source>
        <translation>Das optionale rs:ln rel=&quot;up&quot; der Wurzel führt zur Fähigkeitsliste, wenn die Änderungen Fähigkeitsdokumente betreffen, und zur Quellbeschreibung, wenn sie eine Fähigkeitsliste betreffen.</translation>
    </message>
    <message>
        <source>A notification has one &lt;url&gt; per change; one with no &lt;url&gt; reports nothing (derived).</source>
        <translation>Eine Benachrichtigung hat ein &lt;url&gt; pro Änderung; eine ohne &lt;url&gt; meldet nichts (abgeleitet).</translation>
    </message>
    <message>
        <source>A &lt;url&gt; of a notification has no attributes (reported as GEN-018).</source>
        <translation>Ein &lt;url&gt; einer Benachrichtigung hat keine Attribute (gemeldet als GEN-018).</translation>
    </message>
    <message>
        <source>Each &lt;url&gt; has one &lt;loc&gt;, the absolute URI of the changed document.</source>
        <translation>Jedes &lt;url&gt; hat genau ein &lt;loc&gt;, den absoluten URI des geänderten Dokuments.</translation>
    </message>
    <message>
        <source>Each &lt;url&gt; has an rs:md whose change is created, updated or deleted.</source>
        <translation>Jedes &lt;url&gt; hat ein rs:md, dessen change created, updated oder deleted ist.</translation>
    </message>
    <message>
        <source>Each change&apos;s rs:md has a capability: resourcelist, resourcedump, changelist, changedump, capabilitylist, description or an Archives value; a value only another specification may define is a warning.</source>
        <translation>Das rs:md jeder Änderung hat eine capability: resourcelist, resourcedump, changelist, changedump, capabilitylist, description oder einen Wert aus der Archives-Spezifikation; ein Wert, den nur eine andere Spezifikation definieren kann, ist eine Warnung.</translation>
    </message>
    <message>
        <source>The optional datetime of a change is a W3C datetime (reported as ATT-001).</source>
        <translation>Das optionale datetime einer Änderung ist ein W3C-Datetime (gemeldet als ATT-001).</translation>
    </message>
    <message>
        <source>A change&apos;s rs:md has only change, capability and datetime (&quot;two attributes and may have three&quot;); others are a warning.</source>
        <translation>Das rs:md einer Änderung hat nur change, capability und datetime („two attributes and may have three“); andere sind eine Warnung.</translation>
    </message>
    <message>
        <source>The pair of capability and change is one Table 2 allows: deleted only for a Capability List or the Source Description, and a Resource Dump only created.</source>
        <translation>Das Paar aus capability und change ist eines, das Tabelle 2 zulässt: deleted nur für eine Fähigkeitsliste oder die Quellbeschreibung, und für einen Ressourcen-Dump nur created.</translation>
    </message>
    <message>
        <source>A change to a document under an index has one &lt;rs:ln rel=&quot;index&quot;&gt; to that index.</source>
        <translation>Eine Änderung an einem Dokument unter einem Index hat genau ein &lt;rs:ln rel=&quot;index&quot;&gt; auf diesen Index.</translation>
    </message>
    <message>
        <source>Notifications are never sent at index level: a changed document&apos;s &lt;loc&gt; does not lead to a &lt;sitemapindex&gt;.</source>
        <translation>Benachrichtigungen werden nie auf Indexebene gesendet: Das &lt;loc&gt; eines geänderten Dokuments führt nicht zu einem &lt;sitemapindex&gt;.</translation>
    </message>
    <message>
        <source>When the notification is sent, the index it names already lists the changed document.</source>
        <translation>Wenn die Benachrichtigung gesendet wird, führt der Index, den sie nennt, das geänderte Dokument bereits auf.</translation>
    </message>
    <message>
        <source>Several changes may be aggregated in one notification; the Destination accepts any number from one.</source>
        <translation>Mehrere Änderungen können in einer Benachrichtigung zusammengefasst werden; das Zielsystem akzeptiert jede Anzahl ab eins.</translation>
    </message>
    <message>
        <source>Source Description changes go out on every framework channel: the Destination handles the copies (and a hub&apos;s retries) once, by location, capability, change and datetime.</source>
        <translation>Änderungen der Quellbeschreibung werden auf jedem Framework-Kanal gesendet: Das Zielsystem verarbeitet die Kopien (und die Wiederholungen eines Hubs) nur einmal, anhand von Adresse, capability, change und datetime.</translation>
    </message>
    <message>
        <source>The Destination subscribes with a POST to the hub URI whose body is a UTF-8 form (Content-Type: application/x-www-form-urlencoded).</source>
        <translation>Das Zielsystem abonniert mit einem POST an den Hub-URI, dessen Body ein UTF-8-Formular ist (Content-Type: application/x-www-form-urlencoded).</translation>
    </message>
    <message>
        <source>The subscription form has hub.callback, hub.mode=subscribe and hub.topic, the topic URI.</source>
        <translation>Das Abonnementformular enthält hub.callback, hub.mode=subscribe und hub.topic, den Topic-URI.</translation>
    </message>
    <message>
        <source>hub.lease_seconds, when asked, is a positive integer; the Destination copes with a hub that grants another lease.</source>
        <translation>hub.lease_seconds ist, falls angefragt, eine positive ganze Zahl; das Zielsystem kommt mit einem Hub zurecht, der eine andere Laufzeit gewährt.</translation>
    </message>
    <message>
        <source>hub.secret is random, unique per subscription, shorter than 200 bytes, and sent only over HTTPS (or to a hub on the same machine).</source>
        <translation>hub.secret ist zufällig, für jedes Abonnement eindeutig, kürzer als 200 Byte und wird nur über HTTPS gesendet (oder an einen Hub auf demselben Rechner).</translation>
    </message>
    <message>
        <source>The callback URL is unguessable, unique per subscription and hub, and changed on renewal.</source>
        <translation>Die Callback-URL ist nicht zu erraten, für jedes Abonnement und jeden Hub eindeutig und wird bei der Verlängerung geändert.</translation>
    </message>
    <message>
        <source>The hub answers a subscription request with 202 Accepted; 4xx or 5xx with a reason refuses it, and 307 or 308 with a Location sends it to another hub URL.</source>
        <translation>Der Hub beantwortet eine Abonnementanfrage mit 202 Accepted; 4xx oder 5xx mit einer Begründung lehnt sie ab, und 307 oder 308 mit einem Location-Header leitet sie an eine andere Hub-URL weiter.</translation>
    </message>
    <message>
        <source>The hub&apos;s verification GET carries hub.mode, hub.topic, hub.challenge and, to subscribe, hub.lease_seconds.</source>
        <translation>Das Verifizierungs-GET des Hubs enthält hub.mode, hub.topic, hub.challenge und, beim Abonnieren, hub.lease_seconds.</translation>
    </message>
    <message>
        <source>The Destination confirms a verification (2xx, the challenge as the body) only for a pending request of that callback, topic and mode, and answers 404 to anything else.</source>
        <translation>Das Zielsystem bestätigt eine Verifizierung (2xx, die Challenge als Body) nur für eine ausstehende Anfrage mit diesem Callback, Topic und Modus und antwortet auf alles andere mit 404.</translation>
    </message>
    <message>
        <source>The lease a hub grants is between 300 seconds and 2,678,400 seconds (a month).</source>
        <translation>Die Laufzeit, die ein Hub gewährt, liegt zwischen 300 Sekunden und 2.678.400 Sekunden (einem Monat).</translation>
    </message>
    <message>
        <source>The Destination records the lease the hub granted and subscribes again before it ends.</source>
        <translation>Das Zielsystem speichert die vom Hub gewährte Laufzeit und abonniert erneut, bevor sie endet.</translation>
    </message>
    <message>
        <source>When the hub denies a subscription (hub.mode=denied, with an optional hub.reason), the Destination marks it denied.</source>
        <translation>Lehnt der Hub ein Abonnement ab (hub.mode=denied, mit optionalem hub.reason), markiert das Zielsystem es als abgelehnt.</translation>
    </message>
    <message>
        <source>A delivery is a POST to the callback with Content-Type: application/xml and the notification as its body.</source>
        <translation>Eine Zustellung ist ein POST an den Callback mit Content-Type: application/xml und der Benachrichtigung als Body.</translation>
    </message>
    <message>
        <source>A delivery carries Link headers with rel=&quot;self&quot; (the topic) and rel=&quot;hub&quot;; one without them is still processed, with a warning about the hub.</source>
        <translation>Eine Zustellung trägt Link-Header mit rel=&quot;self&quot; (dem Topic) und rel=&quot;hub&quot;; eine Zustellung ohne sie wird trotzdem verarbeitet, mit einer Warnung zum Hub.</translation>
    </message>
    <message>
        <source>The Destination knows which subscription a delivery belongs to by its callback URL, never by the delivery&apos;s Link headers.</source>
        <translation>Das Zielsystem erkennt, zu welchem Abonnement eine Zustellung gehört, an ihrer Callback-URL, nie an den Link-Headern der Zustellung.</translation>
    </message>
    <message>
        <source>The Destination answers a delivery with 2xx as soon as it has arrived, never with a redirect, and processes it afterwards.</source>
        <translation>Das Zielsystem beantwortet eine Zustellung mit 2xx, sobald sie eingegangen ist, nie mit einer Weiterleitung, und verarbeitet sie danach.</translation>
    </message>
    <message>
        <source>The Destination may validate each delivered notification (NT-020 to NT-034).</source>
        <translation>Das Zielsystem kann jede zugestellte Benachrichtigung validieren (NT-020 bis NT-034).</translation>
    </message>
    <message>
        <source>With a secret, the hub signs every delivery (X-Hub-Signature: sha1, sha256, sha384 or sha512 = the HMAC of the body); a delivery with a wrong or missing signature is ignored.</source>
        <translation>Mit einem Secret signiert der Hub jede Zustellung (X-Hub-Signature: sha1, sha256, sha384 oder sha512 = der HMAC des Bodys); eine Zustellung mit falscher oder fehlender Signatur wird ignoriert.</translation>
    </message>
    <message>
        <source>A sha1 signature is weak (WebSub asks for SHA-256 or better): it is accepted with a warning.</source>
        <translation>Eine sha1-Signatur ist schwach (WebSub verlangt SHA-256 oder stärker): Sie wird mit einer Warnung akzeptiert.</translation>
    </message>
    <message>
        <source>Hubs retry failed deliveries and keep subscriptions until their lease ends, so the Destination processes repeats idempotently.</source>
        <translation>Hubs wiederholen fehlgeschlagene Zustellungen und behalten Abonnements bis zum Ende ihrer Laufzeit, daher verarbeitet das Zielsystem Wiederholungen idempotent.</translation>
    </message>
    <message>
        <source>Unsubscribing is the same POST with hub.mode=unsubscribe; the Destination confirms the hub&apos;s verification only when it asked.</source>
        <translation>Das Kündigen eines Abonnements ist derselbe POST mit hub.mode=unsubscribe; das Zielsystem bestätigt die Verifizierung des Hubs nur, wenn es selbst angefragt hat.</translation>
    </message>
    <message>
        <source>The Source publishes a notification with a POST of it to the hub URI, Content-Type: application/xml and Link headers rel=&quot;self&quot; and rel=&quot;hub&quot;.</source>
        <translation>Die Quelle veröffentlicht eine Benachrichtigung, indem sie sie per POST an den Hub-URI sendet, mit Content-Type: application/xml und den Link-Headern rel=&quot;self&quot; und rel=&quot;hub&quot;.</translation>
    </message>
    <message>
        <source>The hub answers a publication with 200 OK on success, and 3xx, 4xx or 5xx on failure.</source>
        <translation>Der Hub beantwortet eine Veröffentlichung bei Erfolg mit 200 OK und bei einem Fehlschlag mit 3xx, 4xx oder 5xx.</translation>
    </message>
    <message>
        <source>A third-party hub may establish trust with the Source and check the Link headers of the publication and of the topic URI.</source>
        <translation>Ein Hub eines Drittanbieters kann ein Vertrauensverhältnis mit der Quelle herstellen und die Link-Header der Veröffentlichung und des Topic-URI prüfen.</translation>
    </message>
    <message>
        <source>An element has more attributes than the inspector reads (256), or a tag, comment or other piece of markup is longer than it reads (1 MiB); reading stopped there, before an XML reader paid for it.</source>
        <translation>Ein Element hat mehr Attribute, als der Inspector liest (256), oder ein Tag, ein Kommentar oder ein anderes Stück Markup ist länger, als er liest (1 MiB); das Lesen wurde dort beendet, bevor ein XML-Leser den Aufwand dafür tragen musste.</translation>
    </message>
    <message>
        <source>A Resource List the baseline needs was not read whole (it could not be loaded, or was cut short), so the mirror did not look for files the source no longer has and left the sync point where it was.</source>
        <translation>Eine Resource List, die die Grundlinie braucht, wurde nicht vollständig gelesen (sie konnte nicht geladen werden oder wurde abgeschnitten); daher suchte der Spiegel nicht nach Dateien, die die Quelle nicht mehr hat, und ließ den Synchronisationspunkt, wo er war.</translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <source>%1 rules; %2 are checked, the rest are planned.</source>
        <translation>%1 Regeln; %2 werden geprüft, die übrigen sind geplant.</translation>
    </message>
</context>
<context>
    <name>RunItemWriter</name>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
</context>
<context>
    <name>SourceInventory</name>
    <message>
        <source>it was read with %1 of its %2 entries</source>
        <translation>sie wurde mit %1 ihrer %2 Einträge gelesen</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>sie konnte nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>SyncReport</name>
    <message>
        <source>Interrupted: this report covers only the resources compared by then.</source>
        <translation>Abgebrochen: Dieser Bericht umfasst nur die bis dahin verglichenen Ressourcen.</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only what was done by then; the sync point did not move.</source>
        <translation>Abgebrochen: Dieser Bericht umfasst nur das bis dahin Erledigte; der Synchronisationspunkt wurde nicht verschoben.</translation>
    </message>
    <message>
        <source>Summary: same %1, create %2, update %3, delete %4, failed %5</source>
        <translation>Zusammenfassung: unverändert %1, anlegen %2, aktualisieren %3, löschen %4, fehlgeschlagen %5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Audit of the local copy %1 against %2</source>
        <translation>Abgleich der lokalen Kopie %1 mit %2</translation>
    </message>
    <message>
        <source>Expected state: the Resource Lists at %1, with the changes until %2</source>
        <translation>Erwarteter Stand: die Ressourcenlisten zum Zeitpunkt %1, mit den Änderungen bis %2</translation>
    </message>
    <message>
        <source>Expected state: the Resource Lists at %1</source>
        <translation>Erwarteter Stand: die Ressourcenlisten zum Zeitpunkt %1</translation>
    </message>
    <message>
        <source>Expected state: the changes until %1</source>
        <translation>Erwarteter Stand: die Änderungen bis %1</translation>
    </message>
    <message>
        <source>Mirror of %1 into %2</source>
        <translation>Spiegelung von %1 nach %2</translation>
    </message>
    <message>
        <source>Route: %1</source>
        <translation>Verfahren: %1</translation>
    </message>
    <message>
        <source>Sync point: %1 before, %2 after</source>
        <translation>Synchronisationspunkt: %1 vorher, %2 nachher</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the last sync point: changes may have been missed, so this run took a new baseline.</source>
        <translation>Die Änderungslisten reichen nicht mehr bis zum letzten Synchronisationspunkt zurück: Änderungen wurden möglicherweise verpasst, daher hat dieser Lauf einen neuen Grundabgleich durchgeführt.</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>Probelauf: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Deleted files were moved to %1 inside the local copy.</source>
        <translation>Gelöschte Dateien wurden nach %1 innerhalb der lokalen Kopie verschoben.</translation>
    </message>
    <message>
        <source>Downloaded %1 bytes in %2 s.</source>
        <translation>%1 Byte in %2 s heruntergeladen.</translation>
    </message>
    <message>
        <source>The source lists no resources, and the local copy holds none.</source>
        <translation>Die Quelle führt keine Ressourcen auf, und die lokale Kopie enthält keine.</translation>
    </message>
    <message>
        <source>The local copy is in sync with the source.</source>
        <translation>Die lokale Kopie ist synchron mit der Quelle.</translation>
    </message>
    <message>
        <source>Every resource was current already; nothing needed doing.</source>
        <translation>Jede Ressource war bereits aktuell; es war nichts zu tun.</translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation>Befunde:</translation>
    </message>
    <message>
        <source>in sync</source>
        <translation>synchron</translation>
    </message>
    <message>
        <source>The copy&apos;s state is in %1, from an earlier version: a real run migrates it once, and moves its files to the readable layout.</source>
        <translation>Der Status der Kopie liegt in %1, aus einer früheren Version: Ein echter Lauf migriert ihn einmalig und verschiebt ihre Dateien in das lesbare Layout.</translation>
    </message>
    <message>
        <source>The copy&apos;s state was migrated from %1 (%2 resources); %3 files were moved to the readable layout, %4 left where they were.</source>
        <translation>Der Status der Kopie wurde aus %1 migriert (%2 Ressourcen); %3 Dateien wurden in das lesbare Layout verschoben, %4 blieben, wo sie waren.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Grund: %1</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message>
        <source>A time with reduced precision (a date without a time, or a time without seconds) was compared as the start of its interval, so the order found is approximate.</source>
        <translation>Eine Zeitangabe mit verringerter Genauigkeit (ein Datum ohne Uhrzeit oder eine Uhrzeit ohne Sekunden) wurde als Beginn ihres Intervalls verglichen, daher ist die festgestellte Reihenfolge nur ungefähr.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a W3C Datetime: %3. Write it as YYYY-MM-DDThh:mm:ssZ, e.g. 2013-01-03T09:00:00Z.</source>
        <translation>%1 &quot;%2&quot; ist kein W3C-Datetime: %3. Schreiben Sie den Wert als YYYY-MM-DDThh:mm:ssZ, z. B. 2013-01-03T09:00:00Z.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; names a leap second (ss = 60). It is valid, but many programs cannot represent it.</source>
        <translation>%1 &quot;%2&quot; bezeichnet eine Schaltsekunde (ss = 60). Das ist gültig, aber viele Programme können sie nicht darstellen.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a complete date and time. modified comes from the Atom Link Extensions, which use an RFC 3339 date-time such as 2013-01-03T09:00:00Z.</source>
        <translation>%1 &quot;%2&quot; ist kein vollständiges Datum mit Uhrzeit. modified stammt aus den Atom Link Extensions, die ein date-time nach RFC 3339 wie 2013-01-03T09:00:00Z verwenden.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has white space around the datetime; some readers will not accept it.</source>
        <translation>%1 &quot;%2&quot; hat Leerraum um die Zeitangabe; manche Programme akzeptieren das nicht.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has reduced precision. ResourceSync recommends a complete date and time in UTC, YYYY-MM-DDThh:mm:ssZ; a shorter value stands for a whole interval and makes comparisons approximate.</source>
        <translation>%1 &quot;%2&quot; hat eine verringerte Genauigkeit. ResourceSync empfiehlt ein vollständiges Datum mit Uhrzeit in UTC, YYYY-MM-DDThh:mm:ssZ; ein kürzerer Wert steht für ein ganzes Intervall und macht Vergleiche ungenau.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; uses a time zone offset. ResourceSync recommends UTC, written with Z (YYYY-MM-DDThh:mm:ssZ).</source>
        <translation>%1 &quot;%2&quot; verwendet einen Zeitzonenversatz. ResourceSync empfiehlt UTC, geschrieben mit Z (YYYY-MM-DDThh:mm:ssZ).</translation>
    </message>
    <message>
        <source>length &quot;%1&quot; is not a number of bytes: it must be written with the digits 0-9 only, without sign, spaces, separators or exponent.</source>
        <translation>length &quot;%1&quot; ist keine Byteanzahl: Der Wert darf nur aus den Ziffern 0-9 bestehen, ohne Vorzeichen, Leerzeichen, Trennzeichen oder Exponent.</translation>
    </message>
    <message>
        <source>length &quot;%1&quot; is too large to be the length of any file.</source>
        <translation>length &quot;%1&quot; ist zu groß, um die Länge einer Datei zu sein.</translation>
    </message>
    <message>
        <source>it has no &quot;/&quot; between type and subtype, as in text/html</source>
        <translation>zwischen Typ und Subtyp steht kein &quot;/&quot;, wie in text/html</translation>
    </message>
    <message>
        <source>type and subtype must be non-empty and may not contain spaces or any of ()&lt;&gt;@,;:\&quot;/[]?=</source>
        <translation>Typ und Subtyp dürfen nicht leer sein und weder Leerzeichen noch eines der Zeichen ()&lt;&gt;@,;:\&quot;/[]?= enthalten</translation>
    </message>
    <message>
        <source>a parameter must be written as ;name=value</source>
        <translation>ein Parameter muss als ;name=value geschrieben werden</translation>
    </message>
    <message>
        <source>a quoted parameter value is not closed</source>
        <translation>ein Parameterwert in Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <source>parameters must be separated by &quot;;&quot;</source>
        <translation>Parameter müssen durch &quot;;&quot; getrennt werden</translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is not a media type: %2.</source>
        <translation>type &quot;%1&quot; ist kein Medientyp: %2.</translation>
    </message>
    <message>
        <source>type &quot;%1&quot;: &quot;%2&quot; is not a registered top-level media type (application, audio, font, image, message, model, multipart, text, video ...); a Destination may not know it.</source>
        <translation>type &quot;%1&quot;: &quot;%2&quot; ist kein registrierter Top-Level-Medientyp (application, audio, font, image, message, model, multipart, text, video ...); ein Zielsystem kennt ihn möglicherweise nicht.</translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is an unregistered, vendor or personal media type; a Destination may not know it.</source>
        <translation>type &quot;%1&quot; ist ein nicht registrierter, herstellerspezifischer oder persönlicher Medientyp; ein Zielsystem kennt ihn möglicherweise nicht.</translation>
    </message>
    <message>
        <source>encoding &quot;%1&quot; names no content coding.</source>
        <translation>encoding &quot;%1&quot; nennt keine Inhaltskodierung.</translation>
    </message>
    <message>
        <source>it must start with &quot;/&quot; (the root of the package)</source>
        <translation>er muss mit &quot;/&quot; beginnen (der Wurzel des Pakets)</translation>
    </message>
    <message>
        <source>it must name a file after the &quot;/&quot;</source>
        <translation>er muss nach dem &quot;/&quot; eine Datei nennen</translation>
    </message>
    <message>
        <source>it contains a NUL character</source>
        <translation>er enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>it names the manifest itself, which is not a bitstream of the package</source>
        <translation>er nennt das Manifest selbst, das kein Bitstream des Pakets ist</translation>
    </message>
    <message>
        <source>it contains an empty segment (&quot;//&quot; or a final &quot;/&quot;)</source>
        <translation>er enthält ein leeres Segment (&quot;//&quot; oder ein abschließendes &quot;/&quot;)</translation>
    </message>
    <message>
        <source>it contains a &quot;%1&quot; segment, which could point outside the package</source>
        <translation>er enthält ein &quot;%1&quot;-Segment, das aus dem Paket hinaus zeigen könnte</translation>
    </message>
    <message>
        <source>path &quot;%1&quot; is not a file path inside the package: %2.</source>
        <translation>path &quot;%1&quot; ist kein Dateipfad innerhalb des Pakets: %2.</translation>
    </message>
    <message>
        <source>path &quot;%1&quot; contains a backslash. Paths in a package use &quot;/&quot; as separator; a backslash is part of a file name.</source>
        <translation>path &quot;%1&quot; enthält einen Backslash. Pfade in einem Paket verwenden &quot;/&quot; als Trennzeichen; ein Backslash ist Teil eines Dateinamens.</translation>
    </message>
    <message>
        <source>pri &quot;%1&quot; is not an integer from 1 to 999999 (a lower number is a higher priority).</source>
        <translation>pri &quot;%1&quot; ist keine ganze Zahl von 1 bis 999999 (eine kleinere Zahl bedeutet eine höhere Priorität).</translation>
    </message>
    <message>
        <source>href &quot;%1&quot; is a relative reference. It is resolved against the document&apos;s URI, but an absolute URI is safer for Destinations.</source>
        <translation>href &quot;%1&quot; ist eine relative Referenz. Sie wird gegen den URI des Dokuments aufgelöst, aber ein absoluter URI ist für Zielsysteme sicherer.</translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; contains white space. An &lt;rs:ln&gt; carries exactly one relation type; use one link per relation.</source>
        <translation>rel &quot;%1&quot; enthält Leerraum. Ein &lt;rs:ln&gt; trägt genau einen Relationstyp; verwenden Sie einen Link pro Relation.</translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; is neither a registered relation name (letters, digits, &quot;.&quot; and &quot;-&quot;) nor an absolute URI.</source>
        <translation>rel &quot;%1&quot; ist weder ein registrierter Relationsname (Buchstaben, Ziffern, &quot;.&quot; und &quot;-&quot;) noch ein absoluter URI.</translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; is not a relation that ResourceSync describes; a Destination that does not know it will fall back to &lt;loc&gt;.</source>
        <translation>rel &quot;%1&quot; ist keine Relation, die ResourceSync beschreibt; ein Zielsystem, das sie nicht kennt, greift auf &lt;loc&gt; zurück.</translation>
    </message>
    <message>
        <source>%1 has the attribute %2=&quot;%3&quot;, which ResourceSync does not define for it. An extension attribute must carry a prefix bound to its own namespace (e.g. ex:%2).</source>
        <translation>%1 hat das Attribut %2=&quot;%3&quot;, das ResourceSync dafür nicht definiert. Ein Erweiterungsattribut muss ein Präfix tragen, das an seinen eigenen Namensraum gebunden ist (z. B. ex:%2).</translation>
    </message>
    <message>
        <source>%1 has the attribute %2; ResourceSync attributes are written without a prefix: %3=&quot;%4&quot;.</source>
        <translation>%1 hat das Attribut %2; ResourceSync-Attribute werden ohne Präfix geschrieben: %3=&quot;%4&quot;.</translation>
    </message>
    <message>
        <source>%1 has the attribute %2 in the ResourceSync namespace, which defines no such attribute. An extension attribute must be in a namespace of its own.</source>
        <translation>%1 hat das Attribut %2 im ResourceSync-Namensraum, der kein solches Attribut definiert. Ein Erweiterungsattribut muss in einem eigenen Namensraum liegen.</translation>
    </message>
    <message>
        <source>&lt;rs:md&gt; has %1=&quot;%2&quot;: an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation>&lt;rs:md&gt; hat %1=&quot;%2&quot;: Ein von ResourceSync definiertes Attribut hat nie einen leeren Wert. Geben Sie einen Wert an, oder lassen Sie das Attribut weg.</translation>
    </message>
    <message>
        <source>change=&quot;%1&quot; is not a defined change. It must be created, updated or deleted, in lower case.</source>
        <translation>change=&quot;%1&quot; ist keine definierte Änderung. Der Wert muss created, updated oder deleted sein, in Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has %1=&quot;%2&quot;: an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation>&lt;rs:ln&gt; hat %1=&quot;%2&quot;: Ein von ResourceSync definiertes Attribut hat nie einen leeren Wert. Geben Sie einen Wert an, oder lassen Sie das Attribut weg.</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has an empty href. Every link must give the URI it points to.</source>
        <translation>&lt;rs:ln&gt; hat ein leeres href. Jeder Link muss den URI angeben, auf den er verweist.</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has no href. Every link must give the URI it points to.</source>
        <translation>&lt;rs:ln&gt; hat kein href. Jeder Link muss den URI angeben, auf den er verweist.</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has an empty rel. Every link must say how it relates, e.g. rel=&quot;up&quot;.</source>
        <translation>&lt;rs:ln&gt; hat ein leeres rel. Jeder Link muss angeben, in welcher Beziehung er steht, z. B. rel=&quot;up&quot;.</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has no rel. Every link must say how it relates, e.g. rel=&quot;up&quot;.</source>
        <translation>&lt;rs:ln&gt; hat kein rel. Jeder Link muss angeben, in welcher Beziehung er steht, z. B. rel=&quot;up&quot;.</translation>
    </message>
    <message>
        <source>%1 has alternate representations (rel=&quot;alternate&quot;), so it is a generic URI; its rs:md attributes %2 describe only one of its representations.</source>
        <translation>%1 hat alternative Repräsentationen (rel=&quot;alternate&quot;) und ist daher ein generischer URI; seine rs:md-Attribute %2 beschreiben nur eine seiner Repräsentationen.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;, a capability defined by another specification. It is accepted, but this validator does not check it.</source>
        <translation>Der Eintrag für %1 hat capability=&quot;%2&quot;, eine Fähigkeit, die in einer anderen Spezifikation definiert ist. Sie wird akzeptiert, aber dieser Validator prüft sie nicht.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Capability List lists the capability documents of one set of resources (resourcelist, resourcedump, changelist, changedump); the Source Description and other Capability Lists are reached through rel=&quot;up&quot; and the Source Description, not listed here.</source>
        <translation>Der Eintrag für %1 hat capability=&quot;%2&quot;. Eine Fähigkeitsliste führt die Fähigkeitsdokumente einer Ressourcenmenge auf (resourcelist, resourcedump, changelist, changedump); die Quellbeschreibung und andere Fähigkeitslisten werden über rel=&quot;up&quot; und die Quellbeschreibung erreicht und hier nicht aufgeführt.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. Manifests live inside the ZIP packages of a dump and are not listed in a Capability List; list the Resource Dump or Change Dump instead.</source>
        <translation>Der Eintrag für %1 hat capability=&quot;%2&quot;. Manifeste liegen in den ZIP-Paketen eines Dumps und werden nicht in einer Fähigkeitsliste aufgeführt; führen Sie stattdessen den Ressourcen-Dump oder Änderungs-Dump auf.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;, which is not a capability. The values are resourcelist, resourcedump, changelist and changedump (lower case, exactly as written).</source>
        <translation>Der Eintrag für %1 hat capability=&quot;%2&quot;, was keine Fähigkeit ist. Die Werte sind resourcelist, resourcedump, changelist und changedump (kleingeschrieben, genau in dieser Schreibweise).</translation>
    </message>
    <message>
        <source>The Capability List has no &lt;rs:ln rel=&quot;describedby&quot;&gt; at its root. A link to a document that describes this set of resources is recommended.</source>
        <translation>Die Fähigkeitsliste hat kein &lt;rs:ln rel=&quot;describedby&quot;&gt; an der Wurzel. Ein Link auf ein Dokument, das diese Ressourcenmenge beschreibt, wird empfohlen.</translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Capability List unless the Source updates the Capability List every time one of its capability documents changes; a stale date misleads Destinations.</source>
        <translation>Der Eintrag für %1 hat ein &lt;lastmod&gt;. Es sollte in einer Fähigkeitsliste weggelassen werden, es sei denn, die Quelle aktualisiert die Fähigkeitsliste bei jeder Änderung eines ihrer Fähigkeitsdokumente; ein veraltetes Datum führt Zielsysteme in die Irre.</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is listed again, for %2 (first for %3 on line %4). A Capability List must have only one entry per capability; several documents of one capability are grouped by an index, and that index is listed once.</source>
        <translation>capability=&quot;%1&quot; wird erneut aufgeführt, für %2 (zuerst für %3 in Zeile %4). Eine Fähigkeitsliste darf nur einen Eintrag pro Fähigkeit haben; mehrere Dokumente einer Fähigkeit werden durch einen Index gruppiert, und dieser Index wird einmal aufgeführt.</translation>
    </message>
    <message>
        <source>This Capability List is published as a &lt;sitemapindex&gt; (a Capability List Index). ResourceSync 1.0 defines so few capabilities that one &lt;urlset&gt; always suffices, and Sources should not generate such an index.</source>
        <translation>Diese Fähigkeitsliste wird als &lt;sitemapindex&gt; (Fähigkeitslistenindex) veröffentlicht. ResourceSync 1.0 definiert so wenige Fähigkeiten, dass ein einzelnes &lt;urlset&gt; immer ausreicht, und Quellen sollten keinen solchen Index erzeugen.</translation>
    </message>
    <message>
        <source>This Capability List is published as a &lt;sitemapindex&gt; (a Capability List Index). No index structure is necessary for a Capability List, and Sources should not generate one; publish a single &lt;urlset&gt;.</source>
        <translation>Diese Fähigkeitsliste wird als &lt;sitemapindex&gt; (Fähigkeitslistenindex) veröffentlicht. Für eine Fähigkeitsliste ist keine Indexstruktur nötig, und Quellen sollten keine erzeugen; veröffentlichen Sie ein einzelnes &lt;urlset&gt;.</translation>
    </message>
    <message>
        <source>Packages without a rel=&quot;contents&quot; link to a copy of their Change Dump Manifest: %1 of %2 (the first is %3). The link is optional; with it a Destination can see what a package holds before downloading it.</source>
        <translation>Pakete ohne rel=&quot;contents&quot;-Link auf eine Kopie ihres Änderungs-Dump-Manifests: %1 von %2 (das erste ist %3). Der Link ist optional; mit ihm kann ein Zielsystem sehen, was ein Paket enthält, bevor es das Paket herunterlädt.</translation>
    </message>
    <message>
        <source>The package %1 has the media type %2, not application/zip. ResourceSync specifies ZIP packages for Change Dumps; a Destination may not be able to unpack another format.</source>
        <translation>Das Paket %1 hat den Medientyp %2, nicht application/zip. ResourceSync sieht für Änderungs-Dumps ZIP-Pakete vor; ein Zielsystem kann ein anderes Format möglicherweise nicht entpacken.</translation>
    </message>
    <message>
        <source>The packages of this Change Dump come in %1 formats (%2), first differing at %3. A Change Dump should only point to packages of the same format.</source>
        <translation>Die Pakete dieses Änderungs-Dumps liegen in %1 Formaten vor (%2), erstmals abweichend bei %3. Ein Änderungs-Dump sollte nur auf Pakete desselben Formats verweisen.</translation>
    </message>
    <message>
        <source>Packages whose &lt;lastmod&gt; is earlier than their until: %1 (the first is %2, lastmod %3, until %4). Such a package was published before the interval it covers had ended.</source>
        <translation>Pakete, deren &lt;lastmod&gt; vor ihrem until liegt: %1 (das erste ist %2, lastmod %3, until %4). Ein solches Paket wurde veröffentlicht, bevor das von ihm abgedeckte Intervall endete.</translation>
    </message>
    <message>
        <source>The deletion of %1 has a path (%2), but a deleted resource has no bitstream in the package.</source>
        <translation>Die Löschung von %1 hat einen path (%2), aber eine gelöschte Ressource hat keinen Bitstream im Paket.</translation>
    </message>
    <message>
        <source>The entry for %1 has no type. Giving the media type of the bitstream is strongly recommended, so that a Destination knows what it unpacks.</source>
        <translation>Der Eintrag für %1 hat kein type. Die Angabe des Medientyps des Bitstreams wird dringend empfohlen, damit ein Zielsystem weiß, was es entpackt.</translation>
    </message>
    <message>
        <source>The path %1 is used by the entry for %2 and, before, by the entry for %3 (line %4). Each bitstream needs its own path, or unpacking overwrites one with another.</source>
        <translation>Der Pfad %1 wird vom Eintrag für %2 und zuvor bereits vom Eintrag für %3 (Zeile %4) verwendet. Jeder Bitstream benötigt einen eigenen Pfad, sonst überschreibt beim Entpacken einer den anderen.</translation>
    </message>
    <message>
        <source>This Change List is closed (until=&quot;%1&quot;): it will not be updated anymore. After processing it, a Destination continues with the next Change List, found through the index or the Capability List.</source>
        <translation>Diese Änderungsliste ist abgeschlossen (until=&quot;%1&quot;): Sie wird nicht mehr aktualisiert. Nach ihrer Verarbeitung fährt ein Zielsystem mit der nächsten Änderungsliste fort, die es über den Index oder die Fähigkeitsliste findet.</translation>
    </message>
    <message>
        <source>This Change List is open (it has no until): the Source will add further changes to it, so a Destination should keep polling it.</source>
        <translation>Diese Änderungsliste ist offen (sie hat kein until): Die Quelle fügt ihr weitere Änderungen hinzu, daher sollte ein Zielsystem sie weiterhin regelmäßig abrufen.</translation>
    </message>
    <message>
        <source>%1 is reported as created, but an earlier entry (line %2) already reports it as %3 and no deletion comes in between. A resource is created again only after it was deleted.</source>
        <translation>%1 wird als created gemeldet, aber ein früherer Eintrag (Zeile %2) meldet die Ressource bereits als %3, und dazwischen liegt keine Löschung. Eine Ressource wird erst dann erneut erstellt, wenn sie zuvor gelöscht wurde.</translation>
    </message>
    <message>
        <source>%1 is reported as %2, but an earlier entry (line %3) reports it as deleted and no creation comes in between. A deleted resource cannot be %2.</source>
        <translation>%1 wird als %2 gemeldet, aber ein früherer Eintrag (Zeile %3) meldet die Ressource als deleted, und dazwischen liegt keine Erstellung. Für eine gelöschte Ressource ist %2 nicht möglich.</translation>
    </message>
    <message>
        <source>Resources with more than one entry: %1 (the first is %2, listed %3 times). That is allowed: a Change List has one entry per change, so a resource that changed several times is listed several times.</source>
        <translation>Ressourcen mit mehr als einem Eintrag: %1 (die erste ist %2, %3-mal aufgeführt). Das ist zulässig: Eine Änderungsliste hat einen Eintrag pro Änderung, daher wird eine Ressource, die sich mehrmals geändert hat, mehrmals aufgeführt.</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;lastmod&gt;. ResourceSync 1.0 makes &lt;lastmod&gt; mandatory in a %2: it gives the time of the change.</source>
        <translation>Der Eintrag für %1 hat kein &lt;lastmod&gt;. ResourceSync 1.0 schreibt &lt;lastmod&gt; in einem Dokument vom Typ %2 vor: Es gibt den Zeitpunkt der Änderung an.</translation>
    </message>
    <message>
        <source>The change to %1 (%2 %3) is listed after a change at a later time (%4, line %5). A %6 lists changes in forward chronological order: the least recent change first.</source>
        <translation>Die Änderung an %1 (%2 %3) steht nach einer Änderung zu einem späteren Zeitpunkt (%4, Zeile %5). Ein Dokument vom Typ %6 führt Änderungen in aufsteigender chronologischer Reihenfolge auf: die am längsten zurückliegende Änderung zuerst.</translation>
    </message>
    <message>
        <source>The change to %1 happened at %2, before the %3&apos;s from (%4). A %3 only lists changes from its from time on.</source>
        <translation>Die Änderung an %1 erfolgte um %2, vor dem from (%4) dieses Dokuments vom Typ %3. Ein Dokument vom Typ %3 führt nur Änderungen ab seinem from-Zeitpunkt auf.</translation>
    </message>
    <message>
        <source>The change to %1 happened at %2, after the %3&apos;s until (%4). A %3 only lists changes up to its until time.</source>
        <translation>Die Änderung an %1 erfolgte um %2, nach dem until (%4) dieses Dokuments vom Typ %3. Ein Dokument vom Typ %3 führt nur Änderungen bis zu seinem until-Zeitpunkt auf.</translation>
    </message>
    <message>
        <source>%1 is listed twice with the same change time %2. The pair of URI and change time should be unique, so that a Destination can tell which changes it has processed; give change times at a finer granularity.</source>
        <translation>%1 ist zweimal mit demselben Änderungszeitpunkt %2 aufgeführt. Das Paar aus URI und Änderungszeitpunkt sollte eindeutig sein, damit ein Zielsystem erkennen kann, welche Änderungen es verarbeitet hat; geben Sie Änderungszeitpunkte feiner granuliert an.</translation>
    </message>
    <message>
        <source>The change &quot;%1&quot; of %2 at %3 is listed twice. Each change is listed once.</source>
        <translation>Die Änderung &quot;%1&quot; an %2 um %3 ist zweimal aufgeführt. Jede Änderung wird nur einmal aufgeführt.</translation>
    </message>
    <message>
        <source>Entries without &lt;lastmod&gt;: %1 of %2 (the first is %3). That is allowed in ResourceSync 1.1, but a Destination written for 1.0 needs &lt;lastmod&gt; in every entry of a %4.</source>
        <translation>Einträge ohne &lt;lastmod&gt;: %1 von %2 (der erste ist %3). Das ist in ResourceSync 1.1 zulässig, aber ein für 1.0 geschriebenes Zielsystem benötigt &lt;lastmod&gt; in jedem Eintrag eines Dokuments vom Typ %4.</translation>
    </message>
    <message>
        <source>Entries without a datetime attribute: %1 of %2 (the first is %3). Giving the datetime of each change makes it easier for a Destination to find the last change it processed.</source>
        <translation>Einträge ohne datetime-Attribut: %1 von %2 (der erste ist %3). Die Angabe von datetime für jede Änderung erleichtert es einem Zielsystem, die zuletzt verarbeitete Änderung zu finden.</translation>
    </message>
    <message>
        <source>The entry for %1 has no until, so it points to an open document that is still being updated, yet more entries follow it. Only the last, most recent entry may be open; a closed one must carry until.</source>
        <translation>Der Eintrag für %1 hat kein until, verweist also auf ein offenes Dokument, das noch aktualisiert wird, und doch folgen weitere Einträge. Nur der letzte, jüngste Eintrag darf offen sein; ein abgeschlossener muss until tragen.</translation>
    </message>
    <message>
        <source>The entry for %1 starts at %2, earlier than the entry before it (%3, line %4). The entries of a %5 are listed in forward chronological order: the oldest first.</source>
        <translation>Der Eintrag für %1 beginnt um %2, früher als der Eintrag davor (%3, Zeile %4). Die Einträge eines Dokuments vom Typ %5 werden in aufsteigender chronologischer Reihenfolge aufgeführt: der älteste zuerst.</translation>
    </message>
    <message>
        <source>The entry for %1 ends at %2, earlier than the entry before it (%3, line %4). The entries of a %5 are listed in forward chronological order: the oldest first.</source>
        <translation>Der Eintrag für %1 endet um %2, früher als der Eintrag davor (%3, Zeile %4). Die Einträge eines Dokuments vom Typ %5 werden in aufsteigender chronologischer Reihenfolge aufgeführt: der älteste zuerst.</translation>
    </message>
    <message>
        <source>The entry for %1 starts at %2, before the %3&apos;s own from (%4): its interval reaches outside the interval of the %3.</source>
        <translation>Der Eintrag für %1 beginnt um %2, vor dem eigenen from (%4) dieses Dokuments vom Typ %3: Sein Intervall reicht über das Intervall des Dokuments (%3) hinaus.</translation>
    </message>
    <message>
        <source>The entry for %1 ends at %2, after the %3&apos;s own until (%4): its interval reaches outside the interval of the %3.</source>
        <translation>Der Eintrag für %1 endet um %2, nach dem eigenen until (%4) dieses Dokuments vom Typ %3: Sein Intervall reicht über das Intervall des Dokuments (%3) hinaus.</translation>
    </message>
    <message>
        <source>The first entry, %1, starts at %2, but the %3 covers changes from %4: changes between %4 and %2 are covered by no entry.</source>
        <translation>Der erste Eintrag, %1, beginnt um %2, aber das Dokument vom Typ %3 deckt Änderungen ab %4 ab: Änderungen zwischen %4 und %2 sind von keinem Eintrag abgedeckt.</translation>
    </message>
    <message>
        <source>There is a gap between the entry for %1, which ends at %2, and the entry for %3, which starts at %4: changes in that gap are covered by no entry. Each entry should start where the one before it ends.</source>
        <translation>Zwischen dem Eintrag für %1, der um %2 endet, und dem Eintrag für %3, der um %4 beginnt, besteht eine Lücke: Änderungen in dieser Lücke sind von keinem Eintrag abgedeckt. Jeder Eintrag sollte dort beginnen, wo der vorherige endet.</translation>
    </message>
    <message>
        <source>The entry for %1, which starts at %2, overlaps the entry for %3, which ends at %4. Each entry should start where the one before it ends.</source>
        <translation>Der Eintrag für %1, der um %2 beginnt, überlappt den Eintrag für %3, der um %4 endet. Jeder Eintrag sollte dort beginnen, wo der vorherige endet.</translation>
    </message>
    <message>
        <source>The %1 is closed (until=&quot;%2&quot;), but its entry for %3 has no until and so is still open. All entries of a closed %1 are closed.</source>
        <translation>Dieses Dokument (%1) ist abgeschlossen (until=&quot;%2&quot;), aber sein Eintrag für %3 hat kein until und ist daher noch offen. In einem abgeschlossenen Dokument vom Typ %1 sind alle Einträge abgeschlossen.</translation>
    </message>
    <message>
        <source>The %1 is closed at %2, but its last entry, %3, ends at %4: changes after %4 are covered by no entry. The last entry should end where the %1 ends.</source>
        <translation>Dieses Dokument (%1) ist zum Zeitpunkt %2 abgeschlossen, aber sein letzter Eintrag, %3, endet um %4: Änderungen nach %4 sind von keinem Eintrag abgedeckt. Der letzte Eintrag sollte dort enden, wo das Dokument (%1) endet.</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is defined by another specification, not by ResourceSync core; this document is not validated against it.</source>
        <translation>capability=&quot;%1&quot; ist in einer anderen Spezifikation definiert, nicht im ResourceSync-Kern; dieses Dokument wird nicht danach validiert.</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is not a ResourceSync capability. Values are compared exactly, without spaces and case-sensitively: write &quot;%2&quot;.</source>
        <translation>capability=&quot;%1&quot; ist keine ResourceSync-Fähigkeit. Werte werden exakt verglichen, ohne Leerzeichen und unter Beachtung der Groß-/Kleinschreibung: Schreiben Sie &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is not a ResourceSync capability. It must be one of description, capabilitylist, resourcelist, resourcedump, resourcedump-manifest, changelist, changedump or changedump-manifest.</source>
        <translation>capability=&quot;%1&quot; ist keine ResourceSync-Fähigkeit. Der Wert muss description, capabilitylist, resourcelist, resourcedump, resourcedump-manifest, changelist, changedump oder changedump-manifest sein.</translation>
    </message>
    <message>
        <source>A &lt;sitemapindex&gt; cannot have capability=&quot;%1&quot;: a manifest is the single manifest.xml file inside a dump package and is always a &lt;urlset&gt;.</source>
        <translation>Ein &lt;sitemapindex&gt; kann nicht capability=&quot;%1&quot; haben: Ein Manifest ist die einzelne Datei manifest.xml in einem Dump-Paket und immer ein &lt;urlset&gt;.</translation>
    </message>
    <message>
        <source>The root &lt;rs:md&gt; has %1=&quot;%2&quot;. At the top level only capability, at, completed, from and until have a meaning; %1 describes an entry and belongs on a &lt;url&gt;&apos;s &lt;rs:md&gt;.</source>
        <translation>Das &lt;rs:md&gt; der Wurzel hat %1=&quot;%2&quot;. Auf oberster Ebene haben nur capability, at, completed, from und until eine Bedeutung; %1 beschreibt einen Eintrag und gehört in das &lt;rs:md&gt; eines &lt;url&gt;.</translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; has no &lt;rs:md&gt; child. Every ResourceSync document must have exactly one, whose capability says what the document is; without it this is a plain Sitemap.</source>
        <translation>Die Wurzel &lt;%1&gt; hat kein &lt;rs:md&gt;-Kindelement. Jedes ResourceSync-Dokument muss genau eines haben, dessen capability angibt, was das Dokument ist; ohne es ist dies eine einfache Sitemap.</translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; has %2 &lt;rs:md&gt; children; it must have exactly one. Only the first is used.</source>
        <translation>Die Wurzel &lt;%1&gt; hat %2 &lt;rs:md&gt;-Kindelemente; sie muss genau eines haben. Nur das erste wird verwendet.</translation>
    </message>
    <message>
        <source>The root &lt;rs:md&gt; has no capability attribute. It is mandatory in every ResourceSync document and says what the document is (resourcelist, changelist ...).</source>
        <translation>Das &lt;rs:md&gt; der Wurzel hat kein capability-Attribut. Es ist in jedem ResourceSync-Dokument verpflichtend und gibt an, was das Dokument ist (resourcelist, changelist ...).</translation>
    </message>
    <message>
        <source>The root &lt;rs:ln&gt; has rel=&quot;%1&quot;. At the top level ResourceSync uses up, index and describedby; a Destination will not act on other relations here.</source>
        <translation>Das &lt;rs:ln&gt; der Wurzel hat rel=&quot;%1&quot;. Auf oberster Ebene verwendet ResourceSync up, index und describedby; andere Relationen beachtet ein Zielsystem hier nicht.</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has white space around the URI. It is ignored here, but a Sitemap reader may take it as part of the URI.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; hat Leerraum um den URI. Der Leerraum wird hier ignoriert, aber ein Sitemap-Leser könnte ihn als Teil des URI auffassen.</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; is not an absolute URI: it has no scheme such as http:. Every &lt;loc&gt; must be a full URI.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; ist kein absoluter URI: Es fehlt ein Schema wie http:. Jedes &lt;loc&gt; muss ein vollständiger URI sein.</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; contains %2, which is not allowed in a URI. It must be percent-encoded.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; enthält %2, was in einem URI nicht zulässig ist. Es muss prozentkodiert werden.</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has a &quot;%&quot; that is not followed by two hexadecimal digits; write a literal percent sign as %25.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; enthält ein &quot;%&quot;, auf das keine zwei Hexadezimalziffern folgen; schreiben Sie ein wörtliches Prozentzeichen als %25.</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has no host name after the scheme; an http(s) URI must be written as http://host/path.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; hat nach dem Schema keinen Hostnamen; ein http(s)-URI muss als http://host/path geschrieben werden.</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; contains the non-ASCII character %2. The Sitemap protocol asks for URIs with such characters percent-encoded (UTF-8).</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; enthält das Nicht-ASCII-Zeichen %2. Das Sitemap-Protokoll verlangt, dass solche Zeichen in URIs prozentkodiert werden (UTF-8).</translation>
    </message>
    <message>
        <source>&lt;loc&gt; is %1 characters long; the Sitemap protocol allows less than 2,048.</source>
        <translation>&lt;loc&gt; ist %1 Zeichen lang; das Sitemap-Protokoll erlaubt weniger als 2.048.</translation>
    </message>
    <message>
        <source>&lt;loc&gt; is exactly 2,048 characters long. The Sitemap schema accepts it, but the protocol text says &quot;less than 2,048&quot;.</source>
        <translation>&lt;loc&gt; ist genau 2.048 Zeichen lang. Das Sitemap-Schema akzeptiert das, aber der Protokolltext sagt „weniger als 2.048“.</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; must be written in lower case: &quot;%2&quot;.</source>
        <translation>&lt;changefreq&gt;%1&lt;/changefreq&gt; muss kleingeschrieben werden: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; is not a defined value. It must be always, hourly, daily, weekly, monthly, yearly or never.</source>
        <translation>&lt;changefreq&gt;%1&lt;/changefreq&gt; ist kein definierter Wert. Der Wert muss always, hourly, daily, weekly, monthly, yearly oder never sein.</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt; on a &lt;sitemap&gt; of an index says nothing useful: the change frequency describes resources, and the listed document&apos;s own entries carry it.</source>
        <translation>&lt;changefreq&gt; an einem &lt;sitemap&gt; eines Index sagt nichts Nützliches aus: Die Änderungshäufigkeit beschreibt Ressourcen, und die Einträge des aufgeführten Dokuments tragen sie selbst.</translation>
    </message>
    <message>
        <source>%1 is reported as updated, but its &lt;changefreq&gt; is &quot;never&quot;, which is meant for archived resources that do not change.</source>
        <translation>%1 wird als updated gemeldet, aber sein &lt;changefreq&gt; ist &quot;never&quot;, was für archivierte Ressourcen gedacht ist, die sich nicht ändern.</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;lastmod&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation>Ein &lt;%1&gt; hat %2 &lt;lastmod&gt;-Elemente; höchstens eines ist zulässig. Nur das erste wird verwendet.</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;changefreq&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation>Ein &lt;%1&gt; hat %2 &lt;changefreq&gt;-Elemente; höchstens eines ist zulässig. Nur das erste wird verwendet.</translation>
    </message>
    <message>
        <source>&lt;priority&gt;%1&lt;/priority&gt; is not a number from 0.0 to 1.0 as the Sitemap protocol defines it. ResourceSync does not use priority.</source>
        <translation>&lt;priority&gt;%1&lt;/priority&gt; ist keine Zahl von 0.0 bis 1.0, wie das Sitemap-Protokoll sie definiert. ResourceSync verwendet priority nicht.</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;rs:md&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation>Ein &lt;%1&gt; hat %2 &lt;rs:md&gt;-Elemente; höchstens eines ist zulässig. Nur das erste wird verwendet.</translation>
    </message>
    <message>
        <source>&lt;loc&gt; values that are not on this document&apos;s site %1: %2, for example %3. The Sitemap protocol expects every URI of a sitemap to be on the sitemap&apos;s own host.</source>
        <translation>&lt;loc&gt;-Werte, die nicht auf der Website %1 dieses Dokuments liegen: %2, zum Beispiel %3. Das Sitemap-Protokoll erwartet, dass jeder URI einer Sitemap auf dem eigenen Host der Sitemap liegt.</translation>
    </message>
    <message>
        <source>&lt;loc&gt; values outside this document&apos;s directory %1: %2, for example %3. Plain Sitemaps may only list URIs under their own directory; ResourceSync does not require it.</source>
        <translation>&lt;loc&gt;-Werte außerhalb des Verzeichnisses %1 dieses Dokuments: %2, zum Beispiel %3. Einfache Sitemaps dürfen nur URIs unterhalb ihres eigenen Verzeichnisses aufführen; ResourceSync verlangt das nicht.</translation>
    </message>
    <message>
        <source>The document has no &lt;%1&gt; entries. ResourceSync allows that, but it is not a valid plain Sitemap, which needs at least one.</source>
        <translation>Das Dokument hat keine &lt;%1&gt;-Einträge. ResourceSync erlaubt das, aber es ist dann keine gültige einfache Sitemap, denn diese benötigt mindestens einen.</translation>
    </message>
    <message>
        <source>This index (&lt;sitemapindex&gt;) has a rel=&quot;index&quot; link to %1. An index link leads from a list to the index that groups it; indexes of indexes are not defined.</source>
        <translation>Dieser Index (&lt;sitemapindex&gt;) hat einen rel=&quot;index&quot;-Link auf %1. Ein index-Link führt von einer Liste zu dem Index, der sie gruppiert; Indizes von Indizes sind nicht definiert.</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;canonical&quot; link. A resource has one generic URI, so give one canonical link.</source>
        <translation>Der Eintrag für %1 hat mehr als einen rel=&quot;canonical&quot;-Link. Eine Ressource hat einen generischen URI, geben Sie also einen canonical-Link an.</translation>
    </message>
    <message>
        <source>The entry for %1 has a rel=&quot;profile&quot; link but no rel=&quot;describes&quot; link. A profile link tells how to interpret a metadata record, so it belongs on the entry of a record that describes another resource.</source>
        <translation>Der Eintrag für %1 hat einen rel=&quot;profile&quot;-Link, aber keinen rel=&quot;describes&quot;-Link. Ein profile-Link gibt an, wie ein Metadatensatz zu interpretieren ist, und gehört daher an den Eintrag eines Datensatzes, der eine andere Ressource beschreibt.</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;memento&quot; link. Give a single memento: the version that corresponds to the last modification.</source>
        <translation>Der Eintrag für %1 hat mehr als einen rel=&quot;memento&quot;-Link. Geben Sie ein einzelnes Memento an: die Version, die der letzten Änderung entspricht.</translation>
    </message>
    <message>
        <source>The memento link of %1 points to %1 itself. A memento link gives the time-specific URI of a prior version, not the time-generic URI in &lt;loc&gt;.</source>
        <translation>Der memento-Link von %1 verweist auf %1 selbst. Ein memento-Link gibt den zeitspezifischen URI einer früheren Version an, nicht den zeitgenerischen URI in &lt;loc&gt;.</translation>
    </message>
    <message>
        <source>The timemap link of %1 points to %1 itself. A TimeMap is a separate resource that lists the versions of %1.</source>
        <translation>Der timemap-Link von %1 verweist auf %1 selbst. Eine TimeMap ist eine eigene Ressource, die die Versionen von %1 aufführt.</translation>
    </message>
    <message>
        <source>The collection link of %1 points to %1 itself. It must give the URI of the collection the resource belongs to.</source>
        <translation>Der collection-Link von %1 verweist auf %1 selbst. Er muss den URI der Sammlung angeben, zu der die Ressource gehört.</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;via&quot; link. An aggregator keeps only the existing via link, which points to the original Source.</source>
        <translation>Der Eintrag für %1 hat mehr als einen rel=&quot;via&quot;-Link. Ein Aggregator behält nur den vorhandenen via-Link, der auf die ursprüngliche Quelle verweist.</translation>
    </message>
    <message>
        <source>The via link of %1 points to %1 itself. A via link gives the URI of the resource at the original Source it was copied from.</source>
        <translation>Der via-Link von %1 verweist auf %1 selbst. Ein via-Link gibt den URI der Ressource bei der ursprünglichen Quelle an, von der sie kopiert wurde.</translation>
    </message>
    <message>
        <source>A rel=&quot;contents&quot; link to %1 appears in a %2. Contents links lead from a package in a Resource Dump or Change Dump to its manifest; elsewhere they have no defined meaning.</source>
        <translation>Ein rel=&quot;contents&quot;-Link auf %1 steht in einem Dokument vom Typ %2. contents-Links führen von einem Paket in einem Ressourcen-Dump oder Änderungs-Dump zu dessen Manifest; anderswo haben sie keine definierte Bedeutung.</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;contents&quot;; a Destination may ignore other links.</source>
        <translation>Einträge dieses Dokuments (%1) tragen rel=&quot;%2&quot;-Links (insgesamt %3, der erste auf %4). Auf Eintragsebene definiert ein Dokument vom Typ %1 nur rel=&quot;contents&quot;; ein Zielsystem ignoriert andere Links möglicherweise.</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;describedby&quot;; a Destination may ignore other links.</source>
        <translation>Einträge dieses Dokuments (%1) tragen rel=&quot;%2&quot;-Links (insgesamt %3, der erste auf %4). Auf Eintragsebene definiert ein Dokument vom Typ %1 nur rel=&quot;describedby&quot;; ein Zielsystem ignoriert andere Links möglicherweise.</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). A %1 defines no links at entry level; links to related resources belong in Resource Lists, Resource Dump Manifests, Change Lists and Change Dump Manifests.</source>
        <translation>Einträge dieses Dokuments (%1) tragen rel=&quot;%2&quot;-Links (insgesamt %3, der erste auf %4). Ein Dokument vom Typ %1 definiert keine Links auf Eintragsebene; Links auf verwandte Ressourcen gehören in Ressourcenlisten, Ressourcen-Dump-Manifeste, Änderungslisten und Änderungs-Dump-Manifeste.</translation>
    </message>
    <message>
        <source>The mirror %1 uses the %2: scheme. Mirrors may use any protocol, but this application can only fetch http and https mirrors; it uses the others&apos; &lt;loc&gt; instead.</source>
        <translation>Der Spiegel %1 verwendet das Schema &quot;%2:&quot;. Spiegel dürfen jedes Protokoll verwenden, aber diese Anwendung kann nur http- und https-Spiegel abrufen; für die anderen verwendet sie stattdessen &lt;loc&gt;.</translation>
    </message>
    <message>
        <source>The mirror link of %1 points to %1 itself. A duplicate link gives the URI of a copy at another location.</source>
        <translation>Der Spiegel-Link von %1 verweist auf %1 selbst. Ein duplicate-Link gibt den URI einer Kopie an einem anderen Ort an.</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; where the entry has &quot;%3&quot;</source>
        <translation>%1=&quot;%2&quot;, wo der Eintrag &quot;%3&quot; hat</translation>
    </message>
    <message>
        <source>The mirror link to %1 contradicts the entry&apos;s rs:md: %2. A mirror is an identical copy, so it cannot differ.</source>
        <translation>Der Spiegel-Link auf %1 widerspricht dem rs:md des Eintrags: %2. Ein Spiegel ist eine identische Kopie und kann daher nicht abweichen.</translation>
    </message>
    <message>
        <source>The mirror link to %1 repeats %2. Mirror copies are identical to the resource, so these attributes should be left out of duplicate links.</source>
        <translation>Der Spiegel-Link auf %1 wiederholt %2. Spiegelkopien sind mit der Ressource identisch, daher sollten diese Attribute in duplicate-Links weggelassen werden.</translation>
    </message>
    <message>
        <source>The alternate link to %1 has no type. Give the media type of the alternate representation, so that a Destination can choose one.</source>
        <translation>Der alternate-Link auf %1 hat kein type. Geben Sie den Medientyp der alternativen Repräsentation an, damit ein Zielsystem eine Repräsentation auswählen kann.</translation>
    </message>
    <message>
        <source>A patch link to %1 appears in a %2. Patches describe changes, so they are allowed only in Change Lists and Change Dump Manifests.</source>
        <translation>Ein Patch-Link auf %1 steht in einem Dokument vom Typ %2. Patches beschreiben Änderungen und sind daher nur in Änderungslisten und Änderungs-Dump-Manifesten zulässig.</translation>
    </message>
    <message>
        <source>The patch link to %1 has no type. A patch must give its media type, which says how to apply it to the previous version.</source>
        <translation>Der Patch-Link auf %1 hat kein type. Ein Patch muss seinen Medientyp angeben, der festlegt, wie er auf die vorherige Version anzuwenden ist.</translation>
    </message>
    <message>
        <source>The patch link to %1 has the media type %2, which this application does not know how to apply; a Destination that does not understand it fetches the full resource from &lt;loc&gt;.</source>
        <translation>Der Patch-Link auf %1 hat den Medientyp %2, den diese Anwendung nicht anzuwenden weiß; ein Zielsystem, das ihn nicht versteht, ruft die vollständige Ressource über &lt;loc&gt; ab.</translation>
    </message>
    <message>
        <source>The patch link to %1 has no path. In a Change Dump Manifest a patch link must give the path of the patch inside the package.</source>
        <translation>Der Patch-Link auf %1 hat keinen path. In einem Änderungs-Dump-Manifest muss ein Patch-Link den Pfad des Patches im Paket angeben.</translation>
    </message>
    <message>
        <source>%1 links to its metadata record %2 (describedby), and %2 is listed in this document, but its entry has no rel=&quot;describes&quot; link back to %1.</source>
        <translation>%1 verweist auf seinen Metadatensatz %2 (describedby), und %2 ist in diesem Dokument aufgeführt, aber dessen Eintrag hat keinen rel=&quot;describes&quot;-Link zurück auf %1.</translation>
    </message>
    <message>
        <source>The metadata record %1 links to %2 (describes), and %2 is listed in this document, but its entry has no rel=&quot;describedby&quot; link back to %1.</source>
        <translation>Der Metadatensatz %1 verweist auf %2 (describes), und %2 ist in diesem Dokument aufgeführt, aber dessen Eintrag hat keinen rel=&quot;describedby&quot;-Link zurück auf %1.</translation>
    </message>
    <message>
        <source>modified is %1 but the entry&apos;s %2 is %3</source>
        <translation>modified ist %1, aber %2 des Eintrags ist %3</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot; but the entry&apos;s is &quot;%3&quot;</source>
        <translation>%1 ist &quot;%2&quot;, beim Eintrag aber &quot;%3&quot;</translation>
    </message>
    <message>
        <source>The memento link to %1 does not match the entry it belongs to: %2. The memento is the version of the last modification, so its modified time and representation should be the entry&apos;s.</source>
        <translation>Der memento-Link auf %1 passt nicht zu dem Eintrag, zu dem er gehört: %2. Das Memento ist die Version der letzten Änderung, daher sollten sein Änderungszeitpunkt und seine Repräsentation denen des Eintrags entsprechen.</translation>
    </message>
    <message>
        <source>The timegate link to %1 has %2. These attributes are meaningless for a TimeGate, which only negotiates versions; give rel and href only.</source>
        <translation>Der timegate-Link auf %1 hat %2. Diese Attribute sind für ein TimeGate bedeutungslos, da es nur Versionen aushandelt; geben Sie nur rel und href an.</translation>
    </message>
    <message>
        <source>The entry for %1 has several rel=&quot;%2&quot; links with the same priority (pri %3), so their order is undefined. Give each a different pri (1 is the highest; none means 999999).</source>
        <translation>Der Eintrag für %1 hat mehrere rel=&quot;%2&quot;-Links mit derselben Priorität (pri %3), daher ist ihre Reihenfolge undefiniert. Geben Sie jedem ein anderes pri (1 ist die höchste Priorität; ohne Angabe gilt 999999).</translation>
    </message>
    <message>
        <source>The entry for %1 links to prior versions (memento, timegate or timemap) but has no &lt;lastmod&gt;. ResourceSync 1.0 requires &lt;lastmod&gt; with such links: it is the time used to find the matching version.</source>
        <translation>Der Eintrag für %1 verweist auf frühere Versionen (memento, timegate oder timemap), hat aber kein &lt;lastmod&gt;. ResourceSync 1.0 verlangt bei solchen Links &lt;lastmod&gt;: Anhand dieses Zeitpunkts wird die passende Version gefunden.</translation>
    </message>
    <message>
        <source>The entry for %1 links to prior versions (memento, timegate or timemap) but has no &lt;lastmod&gt;. &lt;lastmod&gt; may be given with such links, and helps a Destination find the matching version.</source>
        <translation>Der Eintrag für %1 verweist auf frühere Versionen (memento, timegate oder timemap), hat aber kein &lt;lastmod&gt;. &lt;lastmod&gt; kann bei solchen Links angegeben werden und hilft einem Zielsystem, die passende Version zu finden.</translation>
    </message>
    <message>
        <source>This document was expected to be a &lt;%1&gt; with capability=&quot;%2&quot;, but it is a &lt;%3&gt; with capability=&quot;%4&quot;.</source>
        <translation>Dieses Dokument sollte ein &lt;%1&gt; mit capability=&quot;%2&quot; sein, ist aber ein &lt;%3&gt; mit capability=&quot;%4&quot;.</translation>
    </message>
    <message>
        <source>The document at the well-known URI /.well-known/resourcesync is a %1; it must be a Source Description (capability=&quot;description&quot;).</source>
        <translation>Das Dokument am Well-known-URI /.well-known/resourcesync ist vom Typ %1; es muss eine Quellbeschreibung (capability=&quot;description&quot;) sein.</translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel=&quot;up&quot;&gt; at its root. It must link up to the Capability List it belongs to, so that a Destination can navigate.</source>
        <translation>Dieses Dokument (%1) hat kein &lt;rs:ln rel=&quot;up&quot;&gt; an der Wurzel. Es muss auf die Fähigkeitsliste verweisen, zu der es gehört, damit ein Zielsystem navigieren kann.</translation>
    </message>
    <message>
        <source>There are %1 &lt;rs:ln rel=&quot;up&quot;&gt; links at the root; there must be exactly one, or navigation is ambiguous.</source>
        <translation>An der Wurzel stehen %1 &lt;rs:ln rel=&quot;up&quot;&gt;-Links; es muss genau einer sein, sonst ist die Navigation mehrdeutig.</translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has no %2 attribute, which is mandatory in a %3.</source>
        <translation>Dem &lt;rs:md&gt; %1 fehlt das Attribut %2, das in einem Dokument vom Typ %3 verpflichtend ist.</translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has no %2 attribute, which is recommended in a %3.</source>
        <translation>Dem &lt;rs:md&gt; %1 fehlt das Attribut %2, das in einem Dokument vom Typ %3 empfohlen wird.</translation>
    </message>
    <message>
        <source>datetime is an attribute of ResourceSync 1.1; a Destination that implements 1.0 does not know it.</source>
        <translation>datetime ist ein Attribut von ResourceSync 1.1; ein Zielsystem, das 1.0 implementiert, kennt es nicht.</translation>
    </message>
    <message>
        <source>An &lt;rs:ln&gt; has a path attribute; on links, path is used only for patches inside a Change Dump Manifest, not in a %1.</source>
        <translation>Ein &lt;rs:ln&gt; hat ein path-Attribut; an Links wird path nur für Patches in einem Änderungs-Dump-Manifest verwendet, nicht in einem Dokument vom Typ %1.</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has no &lt;loc&gt;. Every entry of a %2 must give the URI it stands for in &lt;loc&gt;.</source>
        <translation>Ein &lt;%1&gt; hat kein &lt;loc&gt;. Jeder Eintrag eines Dokuments vom Typ %2 muss in &lt;loc&gt; den URI angeben, für den er steht.</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has an empty &lt;loc&gt;. Every entry of a %2 must give the URI it stands for in &lt;loc&gt;.</source>
        <translation>Ein &lt;%1&gt; hat ein leeres &lt;loc&gt;. Jeder Eintrag eines Dokuments vom Typ %2 muss in &lt;loc&gt; den URI angeben, für den er steht.</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;loc&gt; elements; it must have exactly one.</source>
        <translation>Ein &lt;%1&gt; hat %2 &lt;loc&gt;-Elemente; es muss genau eines haben.</translation>
    </message>
    <message>
        <source>%1 is listed more than once; a %2 lists each target once.</source>
        <translation>%1 ist mehrfach aufgeführt; ein Dokument vom Typ %2 führt jedes Ziel nur einmal auf.</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md&gt;, which is mandatory in a %2.</source>
        <translation>Der Eintrag für %1 hat kein &lt;rs:md&gt;, das in einem Dokument vom Typ %2 verpflichtend ist.</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md&gt;; one is recommended in a %2.</source>
        <translation>Der Eintrag für %1 hat kein &lt;rs:md&gt;; in einem Dokument vom Typ %2 wird eines empfohlen.</translation>
    </message>
    <message>
        <source>entry&apos;s</source>
        <translation>des Eintrags</translation>
    </message>
    <message>
        <source>The document has %1 entries; at most %2 are allowed in one document. Split it into several documents grouped by an index.</source>
        <translation>Das Dokument hat %1 Einträge; in einem Dokument sind höchstens %2 zulässig. Teilen Sie es in mehrere Dokumente auf, die durch einen Index gruppiert werden.</translation>
    </message>
    <message>
        <source>The document is %1 bytes uncompressed; at most %2 bytes (50 MB) are allowed. Split it into several documents grouped by an index.</source>
        <translation>Das Dokument ist unkomprimiert %1 Byte groß; höchstens %2 Byte (50 MB) sind zulässig. Teilen Sie es in mehrere Dokumente auf, die durch einen Index gruppiert werden.</translation>
    </message>
    <message>
        <source>root</source>
        <translation>der Wurzel</translation>
    </message>
    <message>
        <source>The package %1 has more than one &lt;rs:ln rel=&quot;contents&quot;&gt;. A package contains one manifest, so one link to its copy is expected; a Destination will use the first.</source>
        <translation>Das Paket %1 hat mehr als ein &lt;rs:ln rel=&quot;contents&quot;&gt;. Ein Paket enthält ein Manifest, daher wird ein Link auf dessen Kopie erwartet; ein Zielsystem verwendet den ersten.</translation>
    </message>
    <message>
        <source>The contents link of the package %1 points to the package itself. It should point to a copy of the package&apos;s Resource Dump Manifest.</source>
        <translation>Der contents-Link des Pakets %1 verweist auf das Paket selbst. Er sollte auf eine Kopie des Ressourcen-Dump-Manifests des Pakets verweisen.</translation>
    </message>
    <message>
        <source>The contents link of the package %1 has type=&quot;%2&quot;. It points to a Resource Dump Manifest, which is an XML document, so &quot;application/xml&quot; is expected.</source>
        <translation>Der contents-Link des Pakets %1 hat type=&quot;%2&quot;. Er verweist auf ein Ressourcen-Dump-Manifest, also ein XML-Dokument, daher wird &quot;application/xml&quot; erwartet.</translation>
    </message>
    <message>
        <source>The package %1 has %2=&quot;%3&quot;, outside the Resource Dump&apos;s snapshot (%4). Each package is part of the dump&apos;s snapshot, so its times should lie between the dump&apos;s at and completed.</source>
        <translation>Das Paket %1 hat %2=&quot;%3&quot;, außerhalb des Snapshots des Ressourcen-Dumps (%4). Jedes Paket ist Teil des Snapshots des Dumps, daher sollten seine Zeiten zwischen at und completed des Dumps liegen.</translation>
    </message>
    <message>
        <source>it starts at at=&quot;%1&quot;</source>
        <translation>er beginnt mit at=&quot;%1&quot;</translation>
    </message>
    <message>
        <source>it ends at completed=&quot;%1&quot;</source>
        <translation>er endet mit completed=&quot;%1&quot;</translation>
    </message>
    <message>
        <source>The packages of this Resource Dump declare different formats (%1), for example %2. A Resource Dump should only point to packages of the same format.</source>
        <translation>Die Pakete dieses Ressourcen-Dumps geben unterschiedliche Formate an (%1), zum Beispiel %2. Ein Ressourcen-Dump sollte nur auf Pakete desselben Formats verweisen.</translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 is empty. It is optional; when given, it conveys the at (and possibly completed) of that Resource Dump.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags für %1 ist leer. Es ist optional; falls angegeben, übermittelt es at (und gegebenenfalls completed) dieses Ressourcen-Dumps.</translation>
    </message>
    <message>
        <source>path=&quot;%1&quot; is given for %2 and already for %3 (line %4). Each bitstream in the package has its own path, so a path appears only once in a manifest.</source>
        <translation>path=&quot;%1&quot; ist für %2 angegeben und bereits für %3 (Zeile %4). Jeder Bitstream im Paket hat einen eigenen Pfad, daher kommt ein Pfad in einem Manifest nur einmal vor.</translation>
    </message>
    <message>
        <source>Entries of this manifest that point to alternate representations: %1, for example %2. A manifest describes the bitstreams actually in the package, each one specific representation: the specification suggests giving that specific URI in &lt;loc&gt; and the generic URI in an &lt;rs:ln rel=&quot;canonical&quot;&gt;.</source>
        <translation>Einträge dieses Manifests, die auf alternative Repräsentationen verweisen: %1, zum Beispiel %2. Ein Manifest beschreibt die tatsächlich im Paket enthaltenen Bitstreams, jeweils eine bestimmte Repräsentation: Die Spezifikation empfiehlt, diesen spezifischen URI in &lt;loc&gt; und den generischen URI in einem &lt;rs:ln rel=&quot;canonical&quot;&gt; anzugeben.</translation>
    </message>
    <message>
        <source>The Resource List gives the start of its snapshot (at=&quot;%1&quot;) but not its end (completed). completed is optional; without it a Destination cannot tell how long resources kept changing while the list was made, and can only rely on at.</source>
        <translation>Die Ressourcenliste gibt den Beginn ihres Snapshots an (at=&quot;%1&quot;), aber nicht sein Ende (completed). completed ist optional; ohne diese Angabe kann ein Zielsystem nicht erkennen, wie lange sich Ressourcen während der Erstellung der Liste noch geändert haben, und kann sich nur auf at verlassen.</translation>
    </message>
    <message>
        <source>The resource %1 has &lt;lastmod&gt; %2, later than the end of the snapshot (%3=&quot;%4&quot;). A Resource List describes resources as they were during the snapshot, so this date is implausible.</source>
        <translation>Die Ressource %1 hat &lt;lastmod&gt; %2, später als das Ende des Snapshots (%3=&quot;%4&quot;). Eine Ressourcenliste beschreibt Ressourcen so, wie sie während des Snapshots waren, daher ist dieses Datum unplausibel.</translation>
    </message>
    <message>
        <source>Resources that changed while the snapshot was being taken (their &lt;lastmod&gt; lies between at and completed): %1, for example %2. Their state is at least the state at &quot;at&quot; and may already include later changes.</source>
        <translation>Ressourcen, die sich während der Erstellung des Snapshots geändert haben (ihr &lt;lastmod&gt; liegt zwischen at und completed): %1, zum Beispiel %2. Ihr Zustand entspricht mindestens dem Zustand zum Zeitpunkt &quot;at&quot; und kann bereits spätere Änderungen enthalten.</translation>
    </message>
    <message>
        <source>Entries without &lt;lastmod&gt;: %1 of %2, for example %3. &lt;lastmod&gt; is optional, but without it a Destination has to fetch a resource to learn whether its copy is current, and an audit cannot compare modification dates.</source>
        <translation>Einträge ohne &lt;lastmod&gt;: %1 von %2, zum Beispiel %3. &lt;lastmod&gt; ist optional, aber ohne diese Angabe muss ein Zielsystem eine Ressource abrufen, um zu erfahren, ob seine Kopie aktuell ist, und eine Prüfung kann keine Änderungsdaten vergleichen.</translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 is empty. It is optional; when given, it conveys the at (and possibly completed) of that Resource List.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags für %1 ist leer. Es ist optional; falls angegeben, übermittelt es at (und gegebenenfalls completed) dieser Ressourcenliste.</translation>
    </message>
    <message>
        <source>The %1 has an &lt;rs:ln rel=&quot;up&quot;&gt; to &quot;%2&quot;. A Source Description is the top of the ResourceSync tree, so it should not link up to anything.</source>
        <translation>Dieses Dokument (%1) hat ein &lt;rs:ln rel=&quot;up&quot;&gt; auf &quot;%2&quot;. Eine Quellbeschreibung ist die Spitze des ResourceSync-Baums und sollte daher auf nichts nach oben verweisen.</translation>
    </message>
    <message>
        <source>The Source Description has no &lt;rs:ln rel=&quot;describedby&quot;&gt; at its root. A link to a document that describes the Source is recommended.</source>
        <translation>Die Quellbeschreibung hat kein &lt;rs:ln rel=&quot;describedby&quot;&gt; an der Wurzel. Ein Link auf ein Dokument, das die Quelle beschreibt, wird empfohlen.</translation>
    </message>
    <message>
        <source>The Source Description lists no Capability List. It should have one &lt;url&gt; per Capability List; even a Source with a single set of resources lists that one Capability List.</source>
        <translation>Die Quellbeschreibung führt keine Fähigkeitsliste auf. Sie sollte ein &lt;url&gt; pro Fähigkeitsliste haben; selbst eine Quelle mit einer einzigen Ressourcenmenge führt diese eine Fähigkeitsliste auf.</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md capability=&quot;capabilitylist&quot;&gt;. The Source Description should say that each listed URI is a Capability List.</source>
        <translation>Der Eintrag für %1 hat kein &lt;rs:md capability=&quot;capabilitylist&quot;&gt;. Die Quellbeschreibung sollte angeben, dass jeder aufgeführte URI eine Fähigkeitsliste ist.</translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 has no capability attribute. In a Source Description it must say capability=&quot;capabilitylist&quot;.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags für %1 hat kein capability-Attribut. In einer Quellbeschreibung muss es capability=&quot;capabilitylist&quot; angeben.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Source Description lists only Capability Lists, so the value must be &quot;capabilitylist&quot;.</source>
        <translation>Der Eintrag für %1 hat capability=&quot;%2&quot;. Eine Quellbeschreibung führt nur Fähigkeitslisten auf, daher muss der Wert &quot;capabilitylist&quot; lauten.</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:ln rel=&quot;describedby&quot;&gt;. A link to a document that describes this set of resources is recommended.</source>
        <translation>Der Eintrag für %1 hat kein &lt;rs:ln rel=&quot;describedby&quot;&gt;. Ein Link auf ein Dokument, das diese Ressourcenmenge beschreibt, wird empfohlen.</translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Source Description unless the Source updates the Source Description every time one of its Capability Lists changes; a stale date misleads Destinations.</source>
        <translation>Der Eintrag für %1 hat ein &lt;lastmod&gt;. Es sollte in einer Quellbeschreibung weggelassen werden, es sei denn, die Quelle aktualisiert die Quellbeschreibung bei jeder Änderung einer ihrer Fähigkeitslisten; ein veraltetes Datum führt Zielsysteme in die Irre.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Source Description Index groups only Source Descriptions (capability=&quot;description&quot;).</source>
        <translation>Der Eintrag für %1 hat capability=&quot;%2&quot;. Ein Quellbeschreibungsindex gruppiert nur Quellbeschreibungen (capability=&quot;description&quot;).</translation>
    </message>
    <message>
        <source>An entry&apos;s</source>
        <translation>eines Eintrags</translation>
    </message>
    <message>
        <source>The root</source>
        <translation>der Wurzel</translation>
    </message>
    <message>
        <source>%1 &lt;rs:md&gt; has %2, but %3 is not used there, and %2 is meaningful only together with %3 on the same element.</source>
        <translation>Das &lt;rs:md&gt; %1 hat %2, aber %3 wird dort nicht verwendet, und %2 ist nur zusammen mit %3 am selben Element sinnvoll.</translation>
    </message>
    <message>
        <source>%1 &lt;rs:md&gt; has %2 without %3. %2 is meaningful only together with %3 on the same element.</source>
        <translation>Das &lt;rs:md&gt; %1 hat %2 ohne %3. %2 ist nur zusammen mit %3 am selben Element sinnvoll.</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is earlier than %3=&quot;%4&quot;; it must not be.</source>
        <translation>%1=&quot;%2&quot; liegt vor %3=&quot;%4&quot;; das ist nicht zulässig.</translation>
    </message>
    <message>
        <source>until=&quot;%1&quot; is the same instant as from=&quot;%2&quot;, so the list covers an empty interval.</source>
        <translation>until=&quot;%1&quot; ist derselbe Zeitpunkt wie from=&quot;%2&quot;, daher deckt die Liste ein leeres Intervall ab.</translation>
    </message>
    <message>
        <source>%1: further tokens with problems like those above: %2. They are not listed one by one.</source>
        <translation>%1: weitere Tokens mit Problemen wie den obigen: %2. Sie werden nicht einzeln aufgeführt.</translation>
    </message>
    <message>
        <source>hash: &quot;%1&quot; is not of the form algorithm:hexdigest, e.g. md5:1e0d5cb8ef6ba40c99b14c0237be735e.</source>
        <translation>hash: &quot;%1&quot; hat nicht die Form algorithm:hexdigest, z. B. md5:1e0d5cb8ef6ba40c99b14c0237be735e.</translation>
    </message>
    <message>
        <source>hash: the algorithm name &quot;%1&quot; must be written in lower case, &quot;%2&quot;.</source>
        <translation>hash: Der Algorithmusname &quot;%1&quot; muss kleingeschrieben werden: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>hash: the algorithm &quot;%1&quot; is unknown to this validator, so its digest cannot be verified. Known: md5, sha-1, sha-224, sha-256, sha-384, sha-512.</source>
        <translation>hash: Der Algorithmus &quot;%1&quot; ist diesem Validator unbekannt, daher kann sein Hashwert nicht überprüft werden. Bekannt sind: md5, sha-1, sha-224, sha-256, sha-384, sha-512.</translation>
    </message>
    <message>
        <source>hash gives the algorithm &quot;%1&quot; more than once.</source>
        <translation>hash gibt den Algorithmus &quot;%1&quot; mehr als einmal an.</translation>
    </message>
    <message>
        <source>hash: the %1 digest &quot;%2&quot; looks like base64 or base64url; ResourceSync digests are written in hexadecimal (%3 digits).</source>
        <translation>hash: Der %1-Hashwert &quot;%2&quot; sieht nach base64 oder base64url aus; ResourceSync-Hashwerte werden hexadezimal geschrieben (%3 Ziffern).</translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; must contain only hexadecimal digits 0-9 and a-f.</source>
        <translation>hash: Der Hashwert &quot;%1&quot; darf nur die Hexadezimalziffern 0-9 und a-f enthalten.</translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; has an odd number of hexadecimal digits; every byte takes two.</source>
        <translation>hash: Der Hashwert &quot;%1&quot; hat eine ungerade Anzahl von Hexadezimalziffern; jedes Byte benötigt zwei.</translation>
    </message>
    <message>
        <source>hash: a digest of %1 has %2 hexadecimal digits, but &quot;%3&quot; has %4.</source>
        <translation>hash: Ein %1-Hashwert hat %2 Hexadezimalziffern, aber &quot;%3&quot; hat %4.</translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; uses upper-case hexadecimal digits. It is compared case-insensitively; lower case is usual.</source>
        <translation>hash: Der Hashwert &quot;%1&quot; verwendet Hexadezimalziffern in Großbuchstaben. Er wird ohne Beachtung der Groß-/Kleinschreibung verglichen; üblich sind Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; is not a content-coding token. The value is a comma-separated list of codings such as gzip.</source>
        <translation>encoding: &quot;%1&quot; ist kein Inhaltskodierungs-Token. Der Wert ist eine durch Kommas getrennte Liste von Kodierungen wie gzip.</translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; looks like a character set. encoding names the content coding the server applied (as in Content-Encoding), such as gzip.</source>
        <translation>encoding: &quot;%1&quot; sieht wie ein Zeichensatz aus. encoding nennt die Inhaltskodierung, die der Server angewendet hat (wie in Content-Encoding), etwa gzip.</translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; is not in the IANA HTTP content-coding registry (gzip, deflate, br, compress, identity, zstd ...).</source>
        <translation>encoding: &quot;%1&quot; steht nicht im IANA-Register der HTTP-Inhaltskodierungen (gzip, deflate, br, compress, identity, zstd ...).</translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel=&quot;up&quot;&gt; at its root. It must link up to the Source Description it belongs to, so that a Destination can navigate.</source>
        <translation>Dieses Dokument (%1) hat kein &lt;rs:ln rel=&quot;up&quot;&gt; an der Wurzel. Es muss auf die Quellbeschreibung verweisen, zu der es gehört, damit ein Zielsystem navigieren kann.</translation>
    </message>
    <message>
        <source>the Change Lists, which cover that time, report no creation or deletion of it in between</source>
        <translation>die Änderungslisten, die diesen Zeitraum abdecken, melden dazwischen weder eine Erstellung noch eine Löschung</translation>
    </message>
    <message>
        <source>no Change List covers the time in between to explain it</source>
        <translation>keine Änderungsliste deckt den Zeitraum dazwischen ab, die das erklären könnte</translation>
    </message>
    <message>
        <source>%1 is in the Resource List (at %2) but in none of the manifests of the Resource Dump %3 (at %4), and %5. The Resource List and the Resource Dump of one Capability List hold the same resources.</source>
        <translation>%1 ist in der Ressourcenliste (at %2), aber in keinem der Manifeste des Ressourcen-Dumps %3 (at %4) enthalten, und %5. Die Ressourcenliste und der Ressourcen-Dump einer Fähigkeitsliste enthalten dieselben Ressourcen.</translation>
    </message>
    <message>
        <source>%1 is in this manifest of the Resource Dump %2 (at %3) but not in the Resource List %4 (at %5), and %6. The Resource List and the Resource Dump of one Capability List hold the same resources.</source>
        <translation>%1 ist in diesem Manifest des Ressourcen-Dumps %2 (at %3) enthalten, aber nicht in der Ressourcenliste %4 (at %5), und %6. Die Ressourcenliste und der Ressourcen-Dump einer Fähigkeitsliste enthalten dieselben Ressourcen.</translation>
    </message>
    <message>
        <source>The Change Lists of this Capability List begin later than the snapshot of the %1 %2 (at %3): changes made in between are in no Change List, so a Destination that copied the %1 cannot catch up by following changes.</source>
        <translation>Die Änderungslisten dieser Fähigkeitsliste beginnen später als der Snapshot des Dokuments %2 (%1, at %3): Zwischenzeitliche Änderungen stehen in keiner Änderungsliste, daher kann ein Zielsystem, das dieses Dokument (%1) kopiert hat, nicht durch Verfolgen der Änderungen aufholen.</translation>
    </message>
    <message>
        <source>This manifest lists the change &quot;%1&quot; of %2, but the Change List %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation>Dieses Manifest führt die Änderung &quot;%1&quot; an %2 auf, die Änderungsliste %3, die dasselbe Intervall abdeckt, jedoch nicht. Ein Änderungs-Dump und eine Änderungsliste desselben Intervalls beschreiben dieselben Änderungen.</translation>
    </message>
    <message>
        <source>This Change List lists the change &quot;%1&quot; of %2, but the Change Dump Manifest %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation>Diese Änderungsliste führt die Änderung &quot;%1&quot; an %2 auf, das Änderungs-Dump-Manifest %3, das dasselbe Intervall abdeckt, jedoch nicht. Ein Änderungs-Dump und eine Änderungsliste desselben Intervalls beschreiben dieselben Änderungen.</translation>
    </message>
    <message>
        <source>%1 also belongs to another set of resources: the Resource List %2 of the Capability List %3 lists it too. That is allowed; a resource may be in several sets.</source>
        <translation>%1 gehört auch zu einer anderen Ressourcenmenge: Die Ressourcenliste %2 der Fähigkeitsliste %3 führt die Ressource ebenfalls auf. Das ist zulässig; eine Ressource kann zu mehreren Mengen gehören.</translation>
    </message>
    <message>
        <source>The lastmod of %1 here (%2) is earlier than the lastmod an earlier document gives it (%3, in %4). The last modification time of a resource does not go back.</source>
        <translation>Das lastmod von %1 ist hier (%2) früher als das lastmod, das ein früheres Dokument angibt (%3, in %4). Der Zeitpunkt der letzten Änderung einer Ressource geht nicht zurück.</translation>
    </message>
    <message>
        <source>No Source Description was found: not at the well-known URI /.well-known/resourcesync, and not by following up links from the documents that were found. A Source must publish a Source Description.</source>
        <translation>Es wurde keine Quellbeschreibung gefunden: weder am Well-known-URI /.well-known/resourcesync noch durch Verfolgen der up-Links der gefundenen Dokumente. Eine Quelle muss eine Quellbeschreibung veröffentlichen.</translation>
    </message>
    <message>
        <source>the document there is %1</source>
        <translation>das Dokument dort: %1</translation>
    </message>
    <message>
        <source>The well-known URI %1 does not give the Source Description (%2), although the source has one at %3. A Source should publish its Source Description at /.well-known/resourcesync, where Destinations look first.</source>
        <translation>Der Well-known-URI %1 liefert nicht die Quellbeschreibung (%2), obwohl die Quelle eine unter %3 hat. Eine Quelle sollte ihre Quellbeschreibung unter /.well-known/resourcesync veröffentlichen, wo Zielsysteme zuerst suchen.</translation>
    </message>
    <message>
        <source>This document was found through a rel=&quot;resourcesync&quot; link (%1), but it is %2. A resourcesync link must point to a Capability List.</source>
        <translation>Dieses Dokument wurde über einen rel=&quot;resourcesync&quot;-Link gefunden (%1), ist aber keine Fähigkeitsliste (Dokumenttyp: %2). Ein resourcesync-Link muss auf eine Fähigkeitsliste verweisen.</translation>
    </message>
    <message>
        <source>Up links lead to this Source Description, a copy of the one at the well-known URI %1 under another URI. Linking up to the well-known URI itself avoids two copies that can drift apart.</source>
        <translation>Up-Links führen zu dieser Quellbeschreibung, einer Kopie der Quellbeschreibung am Well-known-URI %1 unter einem anderen URI. Ein up-Link direkt auf den Well-known-URI vermeidet zwei Kopien, die auseinanderlaufen können.</translation>
    </message>
    <message>
        <source>Up links (from %1, among others) lead to this Source Description, which differs from the one at the well-known URI %2. A Source has one Source Description; its documents should link up to the one at the well-known URI.</source>
        <translation>Up-Links (unter anderem von %1) führen zu dieser Quellbeschreibung, die sich von der am Well-known-URI %2 unterscheidet. Eine Quelle hat nur eine Quellbeschreibung; ihre Dokumente sollten auf die am Well-known-URI verweisen.</translation>
    </message>
    <message>
        <source>This %1 was found only sideways (%2); the Source Description does not lead to it through Capability Lists and indexes. A Destination that starts from the Source Description will not see it.</source>
        <translation>Dieses Dokument (%1) wurde nur auf Umwegen gefunden (%2); die Quellbeschreibung führt nicht über Fähigkeitslisten und Indizes zu ihm. Ein Zielsystem, das bei der Quellbeschreibung beginnt, sieht es nicht.</translation>
    </message>
    <message>
        <source>The entry for %1 names a document that could not be retrieved (%2). Every document that a Source Description, a Capability List or an index lists must be retrievable.</source>
        <translation>Der Eintrag für %1 nennt ein Dokument, das nicht abgerufen werden konnte (%2). Jedes Dokument, das eine Quellbeschreibung, eine Fähigkeitsliste oder ein Index aufführt, muss abrufbar sein.</translation>
    </message>
    <message>
        <source>The entry for %1 was redirected to another host: %2. That works, but a Destination that keeps to the source&apos;s host will not follow it.</source>
        <translation>Der Eintrag für %1 wurde auf einen anderen Host weitergeleitet: %2. Das funktioniert, aber ein Zielsystem, das beim Host der Quelle bleibt, folgt dieser Weiterleitung nicht.</translation>
    </message>
    <message>
        <source>The document was delivered gzip-compressed and was decompressed before it was checked; the size limit applies to the %1 bytes of the uncompressed document.</source>
        <translation>Das Dokument wurde gzip-komprimiert ausgeliefert und vor der Prüfung dekomprimiert; das Größenlimit gilt für die %1 Byte des unkomprimierten Dokuments.</translation>
    </message>
    <message>
        <source>The server sent this document without a Content-Type. A ResourceSync document should be sent as XML (application/xml, text/xml, or a type ending in +xml).</source>
        <translation>Der Server hat dieses Dokument ohne Content-Type gesendet. Ein ResourceSync-Dokument sollte als XML gesendet werden (application/xml, text/xml oder ein auf +xml endender Typ).</translation>
    </message>
    <message>
        <source>The server sent this document as %1. A ResourceSync document should be sent as XML (application/xml, text/xml, or a type ending in +xml).</source>
        <translation>Der Server hat dieses Dokument als %1 gesendet. Ein ResourceSync-Dokument sollte als XML gesendet werden (application/xml, text/xml oder ein auf +xml endender Typ).</translation>
    </message>
    <message>
        <source>The entry for %1 gives %2=&quot;%3&quot;, but the %4 itself has no %2. The times an index gives for a document are that document&apos;s own.</source>
        <translation>Der Eintrag für %1 gibt %2=&quot;%3&quot; an, aber das Dokument selbst (%4) hat kein %2. Die Zeiten, die ein Index für ein Dokument angibt, sind die eigenen Zeiten dieses Dokuments.</translation>
    </message>
    <message>
        <source>The entry for %1 gives %2=&quot;%3&quot;, but the %4 itself says %2=&quot;%5&quot;. The times an index gives for a document are that document&apos;s own.</source>
        <translation>Der Eintrag für %1 gibt %2=&quot;%3&quot; an, aber das Dokument selbst (%4) gibt %2=&quot;%5&quot; an. Die Zeiten, die ein Index für ein Dokument angibt, sind die eigenen Zeiten dieses Dokuments.</translation>
    </message>
    <message>
        <source>%1 was started at %2, before this index&apos;s own snapshot began (at %3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation>%1 wurde um %2 begonnen, bevor der eigene Snapshot dieses Index begann (at %3). Der Snapshot eines Index umschließt die Snapshots der Dokumente, die er aufführt.</translation>
    </message>
    <message>
        <source>%1 was completed at %2, after this index&apos;s own snapshot was completed (%3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation>%1 wurde um %2 abgeschlossen, nachdem der eigene Snapshot dieses Index abgeschlossen war (%3). Der Snapshot eines Index umschließt die Snapshots der Dokumente, die er aufführt.</translation>
    </message>
    <message>
        <source>The Change List %1 is closed (until=&quot;%2&quot;), but its entry here has no until. The entry of a closed Change List must carry its until.</source>
        <translation>Die Änderungsliste %1 ist abgeschlossen (until=&quot;%2&quot;), aber ihr Eintrag hier hat kein until. Der Eintrag einer abgeschlossenen Änderungsliste muss deren until tragen.</translation>
    </message>
    <message>
        <source>The entry for %1 gives until=&quot;%2&quot;, but that Change List is open (it has no until). The entry of an open Change List must not carry until.</source>
        <translation>Der Eintrag für %1 gibt until=&quot;%2&quot; an, aber diese Änderungsliste ist offen (sie hat kein until). Der Eintrag einer offenen Änderungsliste darf kein until tragen.</translation>
    </message>
    <message>
        <source>This index lists itself (%1). An index lists &lt;urlset&gt; documents only.</source>
        <translation>Dieser Index führt sich selbst auf (%1). Ein Index führt nur &lt;urlset&gt;-Dokumente auf.</translation>
    </message>
    <message>
        <source>%1 is itself an index (%2). An index lists &lt;urlset&gt; documents only; indexes are not nested.</source>
        <translation>%1 ist selbst ein Index (%2). Ein Index führt nur &lt;urlset&gt;-Dokumente auf; Indizes werden nicht verschachtelt.</translation>
    </message>
    <message>
        <source>%1 is %2 (capability=&quot;%3&quot;), but this index has capability=&quot;%4&quot;. An index and the documents it lists have the same capability.</source>
        <translation>%1 (%2) hat capability=&quot;%3&quot;, aber dieser Index hat capability=&quot;%4&quot;. Ein Index und die von ihm aufgeführten Dokumente haben dieselbe Fähigkeit.</translation>
    </message>
    <message>
        <source>The up link points to %1, but the index %2 that lists this document links up to %3. An index and the documents it lists link up to the same Capability List.</source>
        <translation>Der up-Link verweist auf %1, aber der Index %2, der dieses Dokument aufführt, verweist nach oben auf %3. Ein Index und die von ihm aufgeführten Dokumente verweisen nach oben auf dieselbe Fähigkeitsliste.</translation>
    </message>
    <message>
        <source>This %1 is listed by the index %2 but has no &lt;rs:ln rel=&quot;index&quot;&gt; pointing to it. A document that an index lists should link to that index.</source>
        <translation>Dieses Dokument (%1) wird vom Index %2 aufgeführt, hat aber kein &lt;rs:ln rel=&quot;index&quot;&gt;, das auf ihn verweist. Ein Dokument, das ein Index aufführt, sollte auf diesen Index verweisen.</translation>
    </message>
    <message>
        <source>The index link points to %1, which could not be retrieved (%2), so it cannot be an index that lists this document.</source>
        <translation>Der index-Link verweist auf %1, das nicht abgerufen werden konnte (%2), daher kann es kein Index sein, der dieses Dokument aufführt.</translation>
    </message>
    <message>
        <source>The index link points to %1 (%2), which does not list this document. rel=&quot;index&quot; names the index that lists the document.</source>
        <translation>Der index-Link verweist auf %1 (%2), das dieses Dokument nicht aufführt. rel=&quot;index&quot; nennt den Index, der das Dokument aufführt.</translation>
    </message>
    <message>
        <source>%1 is also listed by %2, another Resource List of the same index %3. A resource is listed once in the Resource Lists of one index.</source>
        <translation>%1 wird auch von %2 aufgeführt, einer anderen Ressourcenliste desselben Index %3. Eine Ressource wird in den Ressourcenlisten eines Index nur einmal aufgeführt.</translation>
    </message>
    <message>
        <source>The %1 Resource Lists of this index hold %2 entries, for %3 different resources: together they are the whole set of resources.</source>
        <translation>Die %1 Ressourcenlisten dieses Index enthalten %2 Einträge für %3 verschiedene Ressourcen: Zusammen bilden sie die gesamte Ressourcenmenge.</translation>
    </message>
    <message>
        <source>%1 entries repeat a resource that another list of the index holds (RL-007).</source>
        <translation>%1 Einträge wiederholen eine Ressource, die eine andere Liste des Index enthält (RL-007).</translation>
    </message>
    <message>
        <source>%1 of the lists could not be read, so the set is incomplete.</source>
        <translation>%1 der Listen konnten nicht gelesen werden, daher ist die Menge unvollständig.</translation>
    </message>
    <message>
        <source>Not every entry was kept, so the count of resources is low.</source>
        <translation>Nicht jeder Eintrag wurde behalten, daher ist die Anzahl der Ressourcen zu niedrig.</translation>
    </message>
    <message>
        <source>The Capability List %1 has more than one %2 (another is %3), and no %4 groups this one. Several %2 documents of one Capability List must be grouped by a %4, which the Capability List lists.</source>
        <translation>Die Fähigkeitsliste %1 hat mehr als ein Dokument vom Typ %2 (ein weiteres ist %3), und kein %4 gruppiert dieses. Mehrere Dokumente vom Typ %2 einer Fähigkeitsliste müssen durch einen %4 gruppiert werden, den die Fähigkeitsliste aufführt.</translation>
    </message>
    <message>
        <source>The up link points to %1, which could not be retrieved (%2). A Capability List&apos;s up link must lead to its Source Description.</source>
        <translation>Der up-Link verweist auf %1, das nicht abgerufen werden konnte (%2). Der up-Link einer Fähigkeitsliste muss zu ihrer Quellbeschreibung führen.</translation>
    </message>
    <message>
        <source>The up link points to %1 (%2), not to a Source Description. A Capability List&apos;s up link must lead to the Source Description that lists it.</source>
        <translation>Der up-Link verweist auf %1 (%2), nicht auf eine Quellbeschreibung. Der up-Link einer Fähigkeitsliste muss zu der Quellbeschreibung führen, die sie aufführt.</translation>
    </message>
    <message>
        <source>The up link points to the Source Description %1, but that Source Description does not list this Capability List. The Source Description must list every Capability List that links up to it.</source>
        <translation>Der up-Link verweist auf die Quellbeschreibung %1, aber diese Quellbeschreibung führt diese Fähigkeitsliste nicht auf. Die Quellbeschreibung muss jede Fähigkeitsliste aufführen, die nach oben auf sie verweist.</translation>
    </message>
    <message>
        <source>The entry for %1 leads to a document that is %2. Every entry of a Source Description must point to a Capability List.</source>
        <translation>Der Eintrag für %1 führt zu einem Dokument, das keine Fähigkeitsliste ist (Dokumenttyp: %2). Jeder Eintrag einer Quellbeschreibung muss auf eine Fähigkeitsliste verweisen.</translation>
    </message>
    <message>
        <source>The Capability List %1 is listed here, but its up link points to another Source Description, %2. A Capability List belongs to the Source Description that lists it, and links up to it.</source>
        <translation>Die Fähigkeitsliste %1 ist hier aufgeführt, aber ihr up-Link verweist auf eine andere Quellbeschreibung, %2. Eine Fähigkeitsliste gehört zu der Quellbeschreibung, die sie aufführt, und verweist nach oben auf diese.</translation>
    </message>
    <message>
        <source>%1 is also listed by the Capability List %2. Different sets of resources have different Capability Lists, so a capability document normally belongs to one of them.</source>
        <translation>%1 wird auch von der Fähigkeitsliste %2 aufgeführt. Verschiedene Ressourcenmengen haben verschiedene Fähigkeitslisten, daher gehört ein Fähigkeitsdokument normalerweise zu einer von ihnen.</translation>
    </message>
    <message>
        <source>The entry for %1 says capability=&quot;%2&quot;, but the document there is %3.</source>
        <translation>Der Eintrag für %1 gibt capability=&quot;%2&quot; an, aber das Dokument dort gibt keine Fähigkeit an (Dokumenttyp: %3).</translation>
    </message>
    <message>
        <source>The entry for %1 says capability=&quot;%2&quot;, but the document there says capability=&quot;%3&quot; (%4). The capability in a Capability List must be the one the document itself declares.</source>
        <translation>Der Eintrag für %1 gibt capability=&quot;%2&quot; an, aber das Dokument dort gibt capability=&quot;%3&quot; an (%4). Die Fähigkeit in einer Fähigkeitsliste muss die sein, die das Dokument selbst angibt.</translation>
    </message>
    <message>
        <source>The up link points to the Capability List %1, but it lists neither this manifest&apos;s dump (%2) nor an index of it. A manifest links up to the Capability List of its dump.</source>
        <translation>Der up-Link verweist auf die Fähigkeitsliste %1, aber diese führt weder den Dump dieses Manifests (%2) noch einen Index davon auf. Ein Manifest verweist nach oben auf die Fähigkeitsliste seines Dumps.</translation>
    </message>
    <message>
        <source>The up link points to the Capability List %1, but that Capability List lists neither this %2 nor an index it belongs to. A document links up to the Capability List that lists it.</source>
        <translation>Der up-Link verweist auf die Fähigkeitsliste %1, aber diese Fähigkeitsliste führt weder dieses Dokument (%2) noch einen Index auf, zu dem es gehört. Ein Dokument verweist nach oben auf die Fähigkeitsliste, die es aufführt.</translation>
    </message>
    <message>
        <source>The up link points to %1, which could not be retrieved (%2). Following up links must lead to the Source Description.</source>
        <translation>Der up-Link verweist auf %1, das nicht abgerufen werden konnte (%2). Das Verfolgen von up-Links muss zur Quellbeschreibung führen.</translation>
    </message>
    <message>
        <source>Following up links from here reaches the Source Description only after %1 steps, through %2 (%3). A document links up to its Capability List, which links up to the Source Description: two steps.</source>
        <translation>Das Verfolgen der up-Links von hier aus erreicht die Quellbeschreibung erst nach %1 Schritten, über %2 (%3). Ein Dokument verweist nach oben auf seine Fähigkeitsliste und diese nach oben auf die Quellbeschreibung: zwei Schritte.</translation>
    </message>
    <message>
        <source>The up link points to %1 (%2), not to a Capability List. A document links up to the Capability List that lists it.</source>
        <translation>Der up-Link verweist auf %1 (%2), nicht auf eine Fähigkeitsliste. Ein Dokument verweist nach oben auf die Fähigkeitsliste, die es aufführt.</translation>
    </message>
    <message>
        <source>Following up links from here goes round in a circle (back to %1) and never reaches a Source Description.</source>
        <translation>Das Verfolgen der up-Links von hier aus führt im Kreis (zurück zu %1) und erreicht nie eine Quellbeschreibung.</translation>
    </message>
    <message>
        <source>Following up links from here, through %1, ends at %2, which could not be retrieved (%3). Following up links must lead to the Source Description.</source>
        <translation>Das Verfolgen der up-Links von hier aus über %1 endet bei %2, das nicht abgerufen werden konnte (%3). Das Verfolgen von up-Links muss zur Quellbeschreibung führen.</translation>
    </message>
    <message>
        <source>Following up links from here, through %1, ends at %2, which is %3 and has no up link. Following up links must lead to the Source Description.</source>
        <translation>Das Verfolgen der up-Links von hier aus über %1 endet bei %2 (Dokumenttyp: %3), das keinen up-Link hat. Das Verfolgen von up-Links muss zur Quellbeschreibung führen.</translation>
    </message>
    <message>
        <source>Following up links from here, through %1, does not reach a Source Description within %2 steps.</source>
        <translation>Das Verfolgen der up-Links von hier aus über %1 erreicht innerhalb von %2 Schritten keine Quellbeschreibung.</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>der Server antwortete mit HTTP-Status %1</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>es konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>not a ResourceSync document</source>
        <translation>kein ResourceSync-Dokument</translation>
    </message>
    <message>
        <source>%1 more findings of rule %2 about this document are not listed one by one; the first %3 are.</source>
        <translation>%1 weitere Befunde der Regel %2 zu diesem Dokument werden nicht einzeln aufgeführt, nur die ersten %3.</translation>
    </message>
    <message>
        <source>%1 is a Change Notification channel here and a Framework Notification channel in the Capability List %2. The two kinds of notification are sent on different channels.</source>
        <translation>%1 ist hier ein Kanal für Änderungsbenachrichtigungen und in der Fähigkeitsliste %2 ein Kanal für Framework-Benachrichtigungen. Die beiden Arten von Benachrichtigungen werden auf verschiedenen Kanälen gesendet.</translation>
    </message>
    <message>
        <source>The notification channel %1 is advertised by the Capability List %2 as well. Each set of resources has a channel of its own.</source>
        <translation>Der Benachrichtigungskanal %1 wird auch von der Fähigkeitsliste %2 angekündigt. Jede Ressourcenmenge hat einen eigenen Kanal.</translation>
    </message>
    <message>
        <source>The notification&apos;s up link leads to %1, a %2. A notification about %3 links up to the %4.</source>
        <translation>Der up-Link der Benachrichtigung führt zu %1, einem Dokument vom Typ %2. Eine Benachrichtigung über %3 verweist mit up auf die %4.</translation>
    </message>
    <message>
        <source>capability documents</source>
        <translation>Fähigkeitsdokumente</translation>
    </message>
    <message>
        <source>Capability Lists</source>
        <translation>Fähigkeitslisten</translation>
    </message>
    <message>
        <source>The notification names %1, which is an index (a &lt;sitemapindex&gt;). Notifications are never sent at index level: they name one of the documents under it, with an index link.</source>
        <translation>Die Benachrichtigung nennt %1, einen Index (ein &lt;sitemapindex&gt;). Benachrichtigungen werden nie auf Indexebene gesendet: Sie nennen eines der Dokumente darunter, mit einem index-Link.</translation>
    </message>
    <message>
        <source>%1 sits under the index %2, but the notification about it has no &lt;rs:ln rel=&quot;index&quot;&gt;, so a Destination does not learn to look there for the other new documents.</source>
        <translation>%1 liegt unter dem Index %2, aber die Benachrichtigung dazu hat kein &lt;rs:ln rel=&quot;index&quot;&gt;, daher erfährt ein Zielsystem nicht, dass es dort nach den anderen neuen Dokumenten suchen sollte.</translation>
    </message>
    <message>
        <source>The index link of the change to %1 leads to %2, which is a %3, not an index.</source>
        <translation>Der index-Link der Änderung an %1 führt zu %2, einem Dokument vom Typ %3, keinem Index.</translation>
    </message>
    <message>
        <source>The index %1 does not list %2, though the notification says it is there. The Source must update the index before it notifies.</source>
        <translation>Der Index %1 führt %2 nicht auf, obwohl die Benachrichtigung angibt, dass es dort steht. Die Quelle muss den Index aktualisieren, bevor sie benachrichtigt.</translation>
    </message>
    <message>
        <source>The entry for %1 (change=&quot;%2&quot;) has no path. Unless the change is a deletion, the &lt;rs:md&gt; must give the path of the bitstream inside the package.</source>
        <translation>Der Eintrag für %1 (change=&quot;%2&quot;) hat kein path. Sofern die Änderung keine Löschung ist, muss das &lt;rs:md&gt; den Pfad des Bitstreams im Paket angeben.</translation>
    </message>
    <message>
        <source>The order of %1 of %2 entries could not be judged: their %3 is not a W3C datetime (the first is &quot;%4&quot; for %5; ATT-001 says what is wrong with it).</source>
        <translation>Die Reihenfolge von %1 von %2 Einträgen konnte nicht beurteilt werden: Ihr %3 ist kein W3C-Datetime (der erste ist &quot;%4&quot; für %5; ATT-001 sagt, was daran falsch ist).</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;index&quot;, to the index the changed document belongs to; a Destination may ignore other links.</source>
        <translation>Einträge dieses Dokuments vom Typ %1 tragen rel=&quot;%2&quot;-Links (insgesamt %3, der erste auf %4). Auf Eintragsebene definiert ein Dokument vom Typ %1 nur rel=&quot;index&quot;, auf den Index, zu dem das geänderte Dokument gehört; ein Zielsystem kann andere Links ignorieren.</translation>
    </message>
    <message>
        <source>This document came on a Framework Notification channel, but its root has no &lt;rs:md capability=&quot;framework-notification&quot;&gt;. A framework notification is a &lt;urlset&gt; whose root &lt;rs:md&gt; says so.</source>
        <translation>Dieses Dokument kam über einen Kanal für Framework-Benachrichtigungen, aber seine Wurzel hat kein &lt;rs:md capability=&quot;framework-notification&quot;&gt;. Eine Framework-Benachrichtigung ist ein &lt;urlset&gt;, dessen &lt;rs:md&gt; der Wurzel das angibt.</translation>
    </message>
    <message>
        <source>This document came on a Framework Notification channel, but its root &lt;rs:md&gt; says capability=&quot;%1&quot;. A framework notification says capability=&quot;framework-notification&quot;.</source>
        <translation>Dieses Dokument kam über einen Kanal für Framework-Benachrichtigungen, aber sein &lt;rs:md&gt; der Wurzel gibt capability=&quot;%1&quot; an. Eine Framework-Benachrichtigung gibt capability=&quot;framework-notification&quot; an.</translation>
    </message>
    <message>
        <source>from=&quot;%1&quot; is later than until=&quot;%2&quot;. A notification that includes the changes since from and up to until cannot end before it begins.</source>
        <translation>from=&quot;%1&quot; liegt nach until=&quot;%2&quot;. Eine Benachrichtigung, die die Änderungen seit from und bis until umfasst, kann nicht enden, bevor sie beginnt.</translation>
    </message>
    <message>
        <source>The change to %1 has %2 &lt;rs:ln rel=&quot;index&quot;&gt; links. A document sits under one index, and the notification names that one.</source>
        <translation>Die Änderung an %1 hat %2 &lt;rs:ln rel=&quot;index&quot;&gt;-Links. Ein Dokument liegt unter genau einem Index, und die Benachrichtigung nennt diesen.</translation>
    </message>
    <message>
        <source>The change to %1 says change=&quot;%2&quot;. A framework notification reports created, updated or deleted, in lower case.</source>
        <translation>Die Änderung an %1 gibt change=&quot;%2&quot; an. Eine Framework-Benachrichtigung meldet created, updated oder deleted, in Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>The change to %1 says capability=&quot;%2&quot;, which neither the core specification nor the Archives specification defines. Another specification may; this validator does not know it.</source>
        <translation>Die Änderung an %1 gibt capability=&quot;%2&quot; an, was weder die Kernspezifikation noch die Archives-Spezifikation definiert. Eine andere Spezifikation kann es definieren; dieser Validator kennt sie nicht.</translation>
    </message>
    <message>
        <source>The change to %1 says a Resource Dump was %2. Table 2 of the Framework Notification specification allows only created for Resource Dumps: a new dump is a new document.</source>
        <translation>Die Änderung an %1 meldet einen Ressourcen-Dump als %2. Tabelle 2 der Spezifikation für Framework-Benachrichtigungen lässt für Ressourcen-Dumps nur created zu: Ein neuer Dump ist ein neues Dokument.</translation>
    </message>
    <message>
        <source>The change to %1 says a %2 was deleted. Table 2 of the Framework Notification specification allows deleted only for Capability Lists and the Source Description.</source>
        <translation>Die Änderung an %1 meldet ein Dokument vom Typ %2 als gelöscht. Tabelle 2 der Spezifikation für Framework-Benachrichtigungen lässt deleted nur für Fähigkeitslisten und die Quellbeschreibung zu.</translation>
    </message>
    <message>
        <source>This framework notification is a &lt;sitemapindex&gt;. Framework notifications are always a &lt;urlset&gt;, with one &lt;url&gt; per change.</source>
        <translation>Diese Framework-Benachrichtigung ist ein &lt;sitemapindex&gt;. Framework-Benachrichtigungen sind immer ein &lt;urlset&gt;, mit einem &lt;url&gt; pro Änderung.</translation>
    </message>
    <message>
        <source>This framework notification reports no change: it has no &lt;url&gt;. It should have one &lt;url&gt; for each changed document.</source>
        <translation>Diese Framework-Benachrichtigung meldet keine Änderung: Sie hat kein &lt;url&gt;. Sie sollte ein &lt;url&gt; für jedes geänderte Dokument haben.</translation>
    </message>
    <message>
        <source>capability=&quot;changelist-notification&quot; is the payload of the Change Notification specification, whose text was not available to this validator: it is accepted, and checked only by the rules that every document shares (UNVERIFIED).</source>
        <translation>capability=&quot;changelist-notification&quot; ist die Nutzlast der Spezifikation für Änderungsbenachrichtigungen, deren Text diesem Validator nicht vorlag: Sie wird akzeptiert und nur nach den Regeln geprüft, die für alle Dokumente gelten (UNVERIFIED).</translation>
    </message>
    <message>
        <source>The notification channel&apos;s topic %1 is not an http or https URI. A Destination subscribes to the topic through a WebSub hub, which needs an absolute http(s) URI.</source>
        <translation>Der Topic %1 des Benachrichtigungskanals ist kein http- oder https-URI. Ein Zielsystem abonniert den Topic über einen WebSub-Hub, der einen absoluten http(s)-URI benötigt.</translation>
    </message>
    <message>
        <source>The notification channel %1 names no hub. Its &lt;url&gt; must have an &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt; (a sibling of &lt;loc&gt;, as in Example 8 of the specification), or no Destination can subscribe.</source>
        <translation>Der Benachrichtigungskanal %1 nennt keinen Hub. Sein &lt;url&gt; muss ein &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt; haben (als Geschwisterelement von &lt;loc&gt;, wie in Beispiel 8 der Spezifikation), sonst kann kein Zielsystem ihn abonnieren.</translation>
    </message>
    <message>
        <source>The hub %1 of the notification channel %2 is not an http or https URI; a Destination subscribes by an HTTP POST to it.</source>
        <translation>Der Hub %1 des Benachrichtigungskanals %2 ist kein http- oder https-URI; ein Zielsystem abonniert per HTTP-POST an ihn.</translation>
    </message>
    <message>
        <source>The notification channel %1 names %2 hubs; only the first, %3, is used.</source>
        <translation>Der Benachrichtigungskanal %1 nennt %2 Hubs; nur der erste, %3, wird verwendet.</translation>
    </message>
    <message>
        <source>The entry for %1 advertises a Change Notification channel (capability=&quot;changelist-notification&quot;). The text of that specification was not available to this validator: the entry is accepted and checked like a Framework Notification channel (UNVERIFIED).</source>
        <translation>Der Eintrag für %1 kündigt einen Kanal für Änderungsbenachrichtigungen an (capability=&quot;changelist-notification&quot;). Der Text dieser Spezifikation lag diesem Validator nicht vor: Der Eintrag wird akzeptiert und wie ein Kanal für Framework-Benachrichtigungen geprüft (UNVERIFIED).</translation>
    </message>
    <message>
        <source>%1 is the topic of both a Framework Notification and a Change Notification channel. The two kinds of notification must be sent on different channels.</source>
        <translation>%1 ist der Topic sowohl eines Kanals für Framework-Benachrichtigungen als auch eines Kanals für Änderungsbenachrichtigungen. Die beiden Arten von Benachrichtigungen müssen auf verschiedenen Kanälen gesendet werden.</translation>
    </message>
    <message>
        <source>The Capability List advertises a second Framework Notification channel, %1 (the first is %2 on line %3). A set of resources has one dedicated channel.</source>
        <translation>Die Fähigkeitsliste kündigt einen zweiten Kanal für Framework-Benachrichtigungen an, %1 (der erste ist %2 in Zeile %3). Eine Ressourcenmenge hat genau einen eigenen Kanal.</translation>
    </message>
    <message>
        <source>The Capability List Index names the notification channel %1. A channel is advertised as a &lt;url&gt; of the Capability List of its set of resources, a &lt;urlset&gt;.</source>
        <translation>Der Fähigkeitslistenindex nennt den Benachrichtigungskanal %1. Ein Kanal wird als &lt;url&gt; der Fähigkeitsliste seiner Ressourcenmenge angekündigt, eines &lt;urlset&gt;.</translation>
    </message>
    <message>
        <source>The Source Description names the notification channel %1. Channels belong to a set of resources and are advertised in its Capability List; a Destination will not look for them here.</source>
        <translation>Die Quellbeschreibung nennt den Benachrichtigungskanal %1. Kanäle gehören zu einer Ressourcenmenge und werden in deren Fähigkeitsliste angekündigt; ein Zielsystem sucht hier nicht nach ihnen.</translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has the attribute %2, which a %3 does not use; it would mislead a Destination.</source>
        <translation>Das &lt;rs:md&gt; %1 hat das Attribut %2, das ein Dokument vom Typ %3 nicht verwendet; es würde ein Zielsystem in die Irre führen.</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a capability attribute. Only the entries of Source Descriptions and Capability Lists name a capability; in a %1 it has no meaning.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags hat ein capability-Attribut. Nur die Einträge von Quellbeschreibungen und Fähigkeitslisten nennen eine capability; in einem Dokument vom Typ %1 hat es keine Bedeutung.</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a change attribute; change is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags hat ein change-Attribut; change wird nur in Änderungslisten und Änderungs-Dump-Manifesten verwendet, nicht in einem Dokument vom Typ %1.</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a path attribute; path is used only in Resource Dump and Change Dump Manifests, not in a %1.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags hat ein path-Attribut; path wird nur in Ressourcen-Dump- und Änderungs-Dump-Manifesten verwendet, nicht in einem Dokument vom Typ %1.</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a datetime attribute; datetime is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags hat ein datetime-Attribut; datetime wird nur in Änderungslisten und Änderungs-Dump-Manifesten verwendet, nicht in einem Dokument vom Typ %1.</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has the attribute %1, which Appendix A does not use in a %2.</source>
        <translation>Das &lt;rs:md&gt; des Eintrags hat das Attribut %1, das Anhang A in einem Dokument vom Typ %2 nicht verwendet.</translation>
    </message>
</context>
<context>
    <name>W3cDatetime</name>
    <message>
        <source>the value is empty</source>
        <translation>der Wert ist leer</translation>
    </message>
    <message>
        <source>it must start with a four-digit year</source>
        <translation>er muss mit einer vierstelligen Jahreszahl beginnen</translation>
    </message>
    <message>
        <source>the month must be two digits from 01 to 12</source>
        <translation>der Monat muss zweistellig sein, von 01 bis 12</translation>
    </message>
    <message>
        <source>the day must be two digits and exist in that month</source>
        <translation>der Tag muss zweistellig sein und in diesem Monat existieren</translation>
    </message>
    <message>
        <source>the time must be hh:mm with hh 00-23 and mm 00-59</source>
        <translation>die Uhrzeit muss hh:mm sein, mit hh 00-23 und mm 00-59</translation>
    </message>
    <message>
        <source>the seconds must be two digits from 00 to 59</source>
        <translation>die Sekunden müssen zweistellig sein, von 00 bis 59</translation>
    </message>
    <message>
        <source>a decimal point must be followed by digits</source>
        <translation>auf einen Dezimalpunkt müssen Ziffern folgen</translation>
    </message>
    <message>
        <source>the time zone must be Z or +hh:mm or -hh:mm</source>
        <translation>die Zeitzone muss Z, +hh:mm oder -hh:mm sein</translation>
    </message>
    <message>
        <source>a time needs a time zone: Z or +hh:mm or -hh:mm</source>
        <translation>eine Uhrzeit benötigt eine Zeitzone: Z, +hh:mm oder -hh:mm</translation>
    </message>
    <message>
        <source>unexpected characters after the value</source>
        <translation>unerwartete Zeichen nach dem Wert</translation>
    </message>
    <message>
        <source>the seconds can be 60 only for a leap second, at 23:59:60 UTC</source>
        <translation>die Sekunden können nur bei einer Schaltsekunde 60 sein, um 23:59:60 UTC</translation>
    </message>
</context>
<context>
    <name>WatchEvent</name>
    <message>
        <source>channel %1 at hub %2 (in %3)</source>
        <translation>Kanal %1 am Hub %2 (in %3)</translation>
    </message>
    <message>
        <source>deliveries are not signed: the hub is plain http on another machine, so no secret is sent to it</source>
        <translation>Zustellungen werden nicht signiert: Der Hub verwendet einfaches http auf einem anderen Rechner, daher wird ihm kein Secret gesendet</translation>
    </message>
    <message>
        <source>subscribed to %1 until %2 (lease %3 s)</source>
        <translation>%1 abonniert bis %2 (Laufzeit %3 s)</translation>
    </message>
    <message>
        <source>renewed %1 until %2 (lease %3 s)</source>
        <translation>Abonnement von %1 verlängert bis %2 (Laufzeit %3 s)</translation>
    </message>
    <message>
        <source>denied %1 by %2: %3</source>
        <translation>Abonnement von %1 durch %2 abgelehnt: %3</translation>
    </message>
    <message numerus="yes">
        <source>notification on %1: %n change(s), signature %2%3</source>
        <translation>
            <numerusform>Benachrichtigung auf %1: %n Änderung, Signatur %2%3</numerusform>
            <numerusform>Benachrichtigung auf %1: %n Änderungen, Signatur %2%3</numerusform>
        </translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>valid (%1)</source>
        <translation>gültig (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>, seen before</source>
        <translation>, bereits zuvor erhalten</translation>
    </message>
    <message>
        <source>rejected a delivery (%1): %2</source>
        <translation>Zustellung abgelehnt (%1): %2</translation>
    </message>
    <message>
        <source>rejected a delivery on %1 (%2): %3</source>
        <translation>Zustellung auf %1 abgelehnt (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>read again after a %1: %n document(s)</source>
        <translation>
            <numerusform>nach %1 erneut gelesen: %n Dokument</numerusform>
            <numerusform>nach %1 erneut gelesen: %n Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <source>local copy brought up to date (%1, after a %2): %3 created, %4 updated, %5 deleted, %6 failed, %7 unchanged</source>
        <translation>lokale Kopie aktualisiert (%1, nach %2): %3 angelegt, %4 aktualisiert, %5 gelöscht, %6 fehlgeschlagen, %7 unverändert</translation>
    </message>
    <message>
        <source>unsubscribed from %1</source>
        <translation>Abonnement von %1 gekündigt</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>error on %1: %2</source>
        <translation>Fehler bei %1: %2</translation>
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation>angehalten (%1)</translation>
    </message>
    <message>
        <source>callback server listening on %1</source>
        <translation>Callback-Server lauscht auf %1</translation>
    </message>
    <message>
        <source>callback server listening on %1, reached by hubs as %2</source>
        <translation>Callback-Server lauscht auf %1, für Hubs erreichbar als %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>validated %1 of %2 documents</source>
        <translation>%1 von %2 Dokumenten validiert</translation>
    </message>
    <message>
        <source>interrupted; the report covers the documents checked by then</source>
        <translation>abgebrochen; der Bericht umfasst die bis dahin geprüften Dokumente</translation>
    </message>
    <message>
        <source>crawled %1 of %2 documents: %3</source>
        <translation>%1 von %2 Dokumenten gecrawlt: %3</translation>
    </message>
    <message>
        <source>interrupted; the report covers what was crawled by then</source>
        <translation>abgebrochen; der Bericht umfasst, was bis dahin gecrawlt wurde</translation>
    </message>
    <message>
        <source>checked %1 of %2 resources</source>
        <translation>%1 von %2 Ressourcen geprüft</translation>
    </message>
    <message>
        <source>Explore, validate and mirror ResourceSync sources.</source>
        <translation>ResourceSync-Quellen erkunden, validieren und spiegeln.</translation>
    </message>
    <message>
        <source>Open the bundled demo source, served on loopback.</source>
        <translation>Die mitgelieferte Demo-Quelle öffnen, über Loopback bereitgestellt.</translation>
    </message>
    <message>
        <source>Use this language (en, de, ja) instead of the setting.</source>
        <translation>Diese Sprache (en, de, ja) statt der Einstellung verwenden.</translation>
    </message>
    <message>
        <source>A site, a document URL or a local path to open.</source>
        <translation>Zu öffnende Website, Dokument-URL oder lokaler Pfad.</translation>
    </message>
    <message>
        <source>%1 is not a folder: the local copy must be one.</source>
        <translation>%1 ist kein Ordner, die lokale Kopie muss aber ein Ordner sein.</translation>
    </message>
    <message>
        <source>interrupted; the report covers what was done by then</source>
        <translation>abgebrochen; der Bericht umfasst, was bis dahin erledigt wurde</translation>
    </message>
    <message>
        <source>audited %1 of %2</source>
        <translation>%1 von %2 abgeglichen</translation>
    </message>
    <message>
        <source>mirror: %1</source>
        <translation>Spiegelung: %1</translation>
    </message>
    <message>
        <source>%1 offers nothing to mirror from; the report says why.</source>
        <translation>%1 bietet nichts, woraus gespiegelt werden könnte; der Bericht nennt den Grund.</translation>
    </message>
    <message>
        <source>%1 offers no Resource List, Resource Dump, Change List or Change Dump that could be read: nothing to mirror from.</source>
        <translation>%1 bietet keine lesbare Ressourcenliste, keinen Ressourcen-Dump, keine Änderungsliste und keinen Änderungs-Dump: Es gibt nichts, woraus gespiegelt werden könnte.</translation>
    </message>
    <message>
        <source>%1 offers no Resource List or Change List that could be read: nothing to compare the local copy with.</source>
        <translation>%1 bietet keine lesbare Ressourcenliste oder Änderungsliste: Es gibt nichts, womit die lokale Kopie verglichen werden könnte.</translation>
    </message>
    <message>
        <source>note: the source&apos;s documents have %1 errors; &apos;rsinspector-cli crawl %2&apos; lists them.</source>
        <translation>Hinweis: Die Dokumente der Quelle enthalten %1 Fehler; &apos;rsinspector-cli crawl %2&apos; listet sie auf.</translation>
    </message>
    <message>
        <source>cannot write the report to standard output: %1</source>
        <translation>Bericht kann nicht auf die Standardausgabe geschrieben werden: %1</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>Schreibfehler</translation>
    </message>
    <message>
        <source>checking a random sample of %1 resources per list, seed %2 (--seed %2 picks the same ones again)</source>
        <translation>prüfe eine Zufallsstichprobe von %1 Ressourcen pro Liste, Startwert %2 (--seed %2 wählt dieselben erneut aus)</translation>
    </message>
    <message>
        <source>checked %1 of %2 resources and dump packages</source>
        <translation>%1 von %2 Ressourcen und Dump-Paketen geprüft</translation>
    </message>
    <message>
        <source>cannot write the events: %1</source>
        <translation>Ereignisse können nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>rsi::AddressBar</name>
    <message>
        <source>Site, document URL or local folder</source>
        <translation>Website, Dokument-URL oder lokaler Ordner</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Where to start: a site (https://example.org), the URL of a ResourceSync document, or a folder or file on this computer. Press Enter to open.</source>
        <translation>Startpunkt: eine Website (https://example.org), die URL eines ResourceSync-Dokuments oder ein Ordner bzw. eine Datei auf diesem Rechner. Drücken Sie Enter, um sie zu öffnen.</translation>
    </message>
</context>
<context>
    <name>rsi::AuditJob</name>
    <message>
        <source>There is no source to compare the local copy with.</source>
        <translation>Es gibt keine Quelle, mit der die lokale Kopie verglichen werden könnte.</translation>
    </message>
    <message>
        <source>The local copy &quot;%1&quot; is not a folder.</source>
        <translation>Die lokale Kopie &quot;%1&quot; ist kein Ordner.</translation>
    </message>
</context>
<context>
    <name>rsi::CallbackServer</name>
    <message>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>Auf %1, Port %2 kann nicht gelauscht werden: %3</translation>
    </message>
</context>
<context>
    <name>rsi::CapabilityListChooser</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Sets of resources (Capability Lists):</source>
        <translation>&amp;Ressourcenmengen (Fähigkeitslisten):</translation>
    </message>
    <message>
        <source>Sets of resources</source>
        <translation>Ressourcenmengen</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>&amp;Alle</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>&amp;Keine</translation>
    </message>
</context>
<context>
    <name>rsi::ChannelProbe</name>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The topic URI answers HEAD with %1 and GET with %2; both must answer 200 OK.</source>
        <translation>Der Topic-URI beantwortet HEAD mit %1 und GET mit %2; beide müssen mit 200 OK antworten.</translation>
    </message>
    <message>
        <source>The topic URI is served without a Content-Type; it must be application/xml, the type of the notifications.</source>
        <translation>Der Topic-URI wird ohne Content-Type ausgeliefert; dieser muss application/xml sein, der Typ der Benachrichtigungen.</translation>
    </message>
    <message>
        <source>The topic URI is served as %1; it must be application/xml, the type of the notifications.</source>
        <translation>Der Topic-URI wird als %1 ausgeliefert; er muss als application/xml ausgeliefert werden, dem Typ der Benachrichtigungen.</translation>
    </message>
    <message>
        <source>The topic URI&apos;s answer has no Link header with rel=&quot;self&quot;; it must name the topic URI.</source>
        <translation>Die Antwort des Topic-URI hat keinen Link-Header mit rel=&quot;self&quot;; dieser muss den Topic-URI nennen.</translation>
    </message>
    <message>
        <source>The topic URI&apos;s Link rel=&quot;self&quot; names %1, not the topic the Capability List gives (%2). Hubs and subscribers take the self link as the topic.</source>
        <translation>Der Link rel=&quot;self&quot; des Topic-URI nennt %1, nicht das Topic, das die Fähigkeitsliste angibt (%2). Hubs und Abonnenten verwenden den self-Link als Topic.</translation>
    </message>
    <message>
        <source>The topic URI&apos;s answer has no Link header with rel=&quot;hub&quot;; it must name the hub (%1).</source>
        <translation>Die Antwort des Topic-URI hat keinen Link-Header mit rel=&quot;hub&quot;; dieser muss den Hub nennen (%1).</translation>
    </message>
    <message>
        <source>The topic URI&apos;s Link rel=&quot;hub&quot; names %1, but the Capability List names the hub %2.</source>
        <translation>Der Link rel=&quot;hub&quot; des Topic-URI nennt %1, aber die Fähigkeitsliste nennt als Hub %2.</translation>
    </message>
    <message>
        <source>The topic URI serves no content and does not say so with Content-Length: 0.</source>
        <translation>Der Topic-URI liefert keinen Inhalt und gibt das nicht mit Content-Length: 0 an.</translation>
    </message>
</context>
<context>
    <name>rsi::CheckDialog</name>
    <message>
        <source>Choose at least one set of resources.</source>
        <translation>Wählen Sie mindestens eine Ressourcenmenge aus.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular expression: %2.</source>
        <translation>&quot;%1&quot; ist kein regulärer Ausdruck: %2.</translation>
    </message>
    <message>
        <source>Check resources</source>
        <translation>Ressourcen prüfen</translation>
    </message>
    <message>
        <source>Every resource the chosen sets list is asked for, and every package of their Resource Dumps and Change Dumps is downloaded and checked against its manifest.</source>
        <translation>Jede Ressource, die die ausgewählten Mengen aufführen, wird angefragt, und jedes Paket ihrer Ressourcen-Dumps und Änderungs-Dumps wird heruntergeladen und anhand seines Manifests geprüft.</translation>
    </message>
    <message>
        <source>&amp;Download every resource and compare its length and hashes</source>
        <translation>Jede Ressource &amp;herunterladen und ihre Länge und Hashwerte vergleichen</translation>
    </message>
    <message>
        <source>Without this, each resource is asked for with a HEAD request: whether it exists, and its length, type and date.</source>
        <translation>Ohne diese Option wird jede Ressource mit einer HEAD-Anfrage abgefragt: ob sie existiert, sowie ihre Länge, ihr Typ und ihr Datum.</translation>
    </message>
    <message>
        <source>Only resources whose URL &amp;matches:</source>
        <translation>Nur Ressourcen, deren URL hierauf &amp;passt:</translation>
    </message>
    <message>
        <source>a regular expression, e.g. /theses/</source>
        <translation>ein regulärer Ausdruck, z. B. /theses/</translation>
    </message>
    <message>
        <source>Lea&amp;ve out resources whose URL matches:</source>
        <translation>Ressourcen &amp;auslassen, deren URL hierauf passt:</translation>
    </message>
    <message>
        <source>a regular expression, e.g. \.pdf$</source>
        <translation>ein regulärer Ausdruck, z. B. \.pdf$</translation>
    </message>
    <message>
        <source>&amp;Random sample per list:</source>
        <translation>&amp;Zufallsstichprobe pro Liste:</translation>
    </message>
    <message>
        <source>every resource</source>
        <translation>alle Ressourcen</translation>
    </message>
    <message>
        <source> resources</source>
        <translation> Ressourcen</translation>
    </message>
    <message>
        <source>S&amp;eed of the sample:</source>
        <translation>&amp;Startwert der Stichprobe:</translation>
    </message>
    <message>
        <source>new at random</source>
        <translation>zufällig neu</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
</context>
<context>
    <name>rsi::ComparedDocumentsModel</name>
    <message>
        <source>Entries added:</source>
        <translation>Hinzugefügte Einträge:</translation>
    </message>
    <message>
        <source>Entries removed:</source>
        <translation>Entfernte Einträge:</translation>
    </message>
    <message>
        <source>Entries changed:</source>
        <translation>Geänderte Einträge:</translation>
    </message>
    <message>
        <source>The entries of one of the two crawls were not kept: only their numbers are compared.</source>
        <translation>Die Einträge eines der beiden Crawls wurden nicht aufbewahrt: Nur ihre Anzahlen werden verglichen.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Entries added</source>
        <translation>Hinzugefügte Einträge</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Entries removed</source>
        <translation>Entfernte Einträge</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Entries changed</source>
        <translation>Geänderte Einträge</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>What else changed</source>
        <translation>Weitere Änderungen</translation>
    </message>
</context>
<context>
    <name>rsi::ComparisonView</name>
    <message>
        <source>Export the comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <source>What changed: %1</source>
        <translation>Was sich geändert hat: %1</translation>
    </message>
    <message>
        <source>%1, %2 (documents: %3, entries: %4, errors: %5, warnings: %6)</source>
        <translation>%1, %2 (Dokumente: %3, Einträge: %4, Fehler: %5, Warnungen: %6)</translation>
    </message>
    <message>
        <source>Before: %1
After: %2</source>
        <translation>Vorher: %1
Nachher: %2</translation>
    </message>
    <message>
        <source>Documents: %1 added, %2 removed, %3 changed. Entries: %4 added, %5 removed, %6 changed. Findings: %7 new, %8 fixed, %9 remaining.</source>
        <translation>Dokumente: %1 hinzugefügt, %2 entfernt, %3 geändert. Einträge: %4 hinzugefügt, %5 entfernt, %6 geändert. Befunde: %7 neu, %8 behoben, %9 verbleibend.</translation>
    </message>
    <message>
        <source>Documents whose entries only one of the two crawls kept, compared by their numbers: %1.</source>
        <translation>Dokumente, deren Einträge nur einer der beiden Crawls aufbewahrt hat, verglichen nach ihren Anzahlen: %1.</translation>
    </message>
    <message>
        <source>Show unchanged documents too</source>
        <translation>Auch unveränderte Dokumente anzeigen</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>New findings: %1</source>
        <translation>Neue Befunde: %1</translation>
    </message>
    <message>
        <source>Fixed findings: %1</source>
        <translation>Behobene Befunde: %1</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>&amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Documents added, removed and changed</source>
        <translation>Hinzugefügte, entfernte und geänderte Dokumente</translation>
    </message>
    <message>
        <source>Findings new since the earlier crawl</source>
        <translation>Seit dem früheren Crawl neue Befunde</translation>
    </message>
    <message>
        <source>Findings fixed since the earlier crawl</source>
        <translation>Seit dem früheren Crawl behobene Befunde</translation>
    </message>
    <message>
        <source>The comparison could not be saved to %1: %2</source>
        <translation>Der Vergleich konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML-Seite (*.html)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
</context>
<context>
    <name>rsi::CrawlJob</name>
    <message>
        <source>&quot;%1&quot; is neither a local file or folder nor an http(s) URL.</source>
        <translation>&quot;%1&quot; ist weder eine lokale Datei bzw. ein lokaler Ordner noch eine http(s)-URL.</translation>
    </message>
    <message>
        <source>There is no file or folder %1.</source>
        <translation>Es gibt keine Datei und keinen Ordner %1.</translation>
    </message>
    <message>
        <source>Searched the folder for a Source Description</source>
        <translation>Ordner nach einer Quellbeschreibung durchsucht</translation>
    </message>
    <message>
        <source>no file there is a ResourceSync document</source>
        <translation>keine Datei dort ist ein ResourceSync-Dokument</translation>
    </message>
    <message>
        <source>The folder %1 holds no ResourceSync document.</source>
        <translation>Der Ordner %1 enthält kein ResourceSync-Dokument.</translation>
    </message>
    <message>
        <source>starting from %1</source>
        <translation>ausgehend von %1</translation>
    </message>
    <message>
        <source>The source names more than %1 documents; the crawl stopped taking more at %2.</source>
        <translation>Die Quelle nennt mehr als %1 Dokumente; ab %2 hat der Crawl keine weiteren aufgenommen.</translation>
    </message>
    <message>
        <source>The folder %1 holds no file for %2.</source>
        <translation>Der Ordner %1 enthält keine Datei für %2.</translation>
    </message>
    <message>
        <source>%1 is not an http(s) URL, so the crawl cannot fetch it.</source>
        <translation>%1 ist keine http(s)-URL, daher kann der Crawl sie nicht abrufen.</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>%1 kann nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP-Status %1</translation>
    </message>
    <message>
        <source>Fetched the well-known URI</source>
        <translation>Well-known-URI abgerufen</translation>
    </message>
    <message>
        <source>Fetched a Sitemap named by robots.txt</source>
        <translation>Von robots.txt genannte Sitemap abgerufen</translation>
    </message>
    <message>
        <source>Fetched the target of a resourcesync link</source>
        <translation>Ziel eines resourcesync-Links abgerufen</translation>
    </message>
    <message>
        <source>Read the document given</source>
        <translation>Angegebenes Dokument gelesen</translation>
    </message>
    <message>
        <source>Followed an &quot;up&quot; link</source>
        <translation>Einem &quot;up&quot;-Link gefolgt</translation>
    </message>
    <message>
        <source>Fetched the page given</source>
        <translation>Angegebene Seite abgerufen</translation>
    </message>
    <message>
        <source>Looked for rel=&quot;resourcesync&quot; links in the page and its Link header</source>
        <translation>In der Seite und ihrem Link-Header nach rel=&quot;resourcesync&quot;-Links gesucht</translation>
    </message>
    <message>
        <source>links found: %1</source>
        <translation>gefundene Links: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Read robots.txt</source>
        <translation>robots.txt gelesen</translation>
    </message>
    <message>
        <source>no Sitemap lines</source>
        <translation>keine Sitemap-Zeilen</translation>
    </message>
    <message>
        <source>Sitemap lines: %1</source>
        <translation>Sitemap-Zeilen: %1</translation>
    </message>
    <message>
        <source>Settled on the Source Description</source>
        <translation>Quellbeschreibung festgelegt</translation>
    </message>
    <message>
        <source>Found no Source Description</source>
        <translation>Keine Quellbeschreibung gefunden</translation>
    </message>
    <message>
        <source>No document of the source could be read from %1: %2</source>
        <translation>Aus %1 konnte kein Dokument der Quelle gelesen werden: %2</translation>
    </message>
    <message>
        <source>nothing there is a ResourceSync document</source>
        <translation>nichts dort ist ein ResourceSync-Dokument</translation>
    </message>
</context>
<context>
    <name>rsi::CrawlSession</name>
    <message>
        <source>Crawl %1</source>
        <translation>%1 crawlen</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Check and hash the resources of %1</source>
        <translation>Ressourcen von %1 prüfen und Hashwerte berechnen</translation>
    </message>
    <message>
        <source>Check the resources of %1</source>
        <translation>Ressourcen von %1 prüfen</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>Ressourcen</translation>
    </message>
</context>
<context>
    <name>rsi::CredentialStore</name>
    <message>
        <source>The keychain did not answer.</source>
        <translation>Der Schlüsselbund hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>No keychain service is running on this system.</source>
        <translation>Auf diesem System läuft kein Schlüsselbunddienst.</translation>
    </message>
    <message>
        <source>Access to the keychain was denied.</source>
        <translation>Der Zugriff auf den Schlüsselbund wurde verweigert.</translation>
    </message>
    <message>
        <source>The system keychain could not be reached.</source>
        <translation>Der Schlüsselbund des Systems konnte nicht erreicht werden.</translation>
    </message>
    <message>
        <source>The system keychain could not be reached: %1</source>
        <translation>Der Schlüsselbund des Systems konnte nicht erreicht werden: %1</translation>
    </message>
</context>
<context>
    <name>rsi::DeliveryProcessor</name>
    <message>
        <source>The hub delivered the notification without a Content-Type; it must say application/xml.</source>
        <translation>Der Hub hat die Benachrichtigung ohne Content-Type zugestellt; er muss application/xml angeben.</translation>
    </message>
    <message>
        <source>The hub delivered the notification as %1; it must say application/xml.</source>
        <translation>Der Hub hat die Benachrichtigung als %1 zugestellt; er muss application/xml angeben.</translation>
    </message>
    <message>
        <source>The delivery has no Link header with %1. The hub must send rel=&quot;self&quot; (the topic) and rel=&quot;hub&quot;; it was processed all the same.</source>
        <translation>Die Zustellung hat keinen Link-Header mit %1. Der Hub muss rel=&quot;self&quot; (das Topic) und rel=&quot;hub&quot; senden; sie wurde dennoch verarbeitet.</translation>
    </message>
    <message>
        <source>The delivery&apos;s Link rel=&quot;self&quot; names %1, but it came to the callback of %2; the callback decides which channel it belongs to.</source>
        <translation>Der Link rel=&quot;self&quot; der Zustellung nennt %1, aber sie ging an den Callback von %2; der Callback entscheidet, zu welchem Kanal sie gehört.</translation>
    </message>
    <message>
        <source>The delivery is signed with sha1, which WebSub counts as weak; it was accepted. A hub should sign with sha256 or better.</source>
        <translation>Die Zustellung ist mit sha1 signiert, das WebSub als schwach einstuft; sie wurde angenommen. Ein Hub sollte mit sha256 oder stärker signieren.</translation>
    </message>
    <message>
        <source>The delivery carries no X-Hub-Signature, though the subscription gave the hub a secret; it was ignored.</source>
        <translation>Die Zustellung enthält keine X-Hub-Signature, obwohl das Abonnement dem Hub ein Geheimnis mitgegeben hat; sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>The delivery&apos;s X-Hub-Signature is not a signature this subscriber knows (sha1, sha256, sha384 or sha512 = hex); it was ignored.</source>
        <translation>Die X-Hub-Signature der Zustellung ist keine Signatur, die dieser Abonnent kennt (sha1, sha256, sha384 oder sha512 = hex); sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>The delivery&apos;s X-Hub-Signature does not match its body: it was not signed with this subscription&apos;s secret, or it was changed on the way. It was ignored.</source>
        <translation>Die X-Hub-Signature der Zustellung passt nicht zu ihrem Inhalt: Sie wurde nicht mit dem Geheimnis dieses Abonnements signiert oder unterwegs verändert. Sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>The delivery is not a notification: %1.</source>
        <translation>Die Zustellung ist keine Benachrichtigung: %1.</translation>
    </message>
</context>
<context>
    <name>rsi::DemoServer</name>
    <message>
        <source>There is no folder %1 to serve the demo source from.</source>
        <translation>Es gibt keinen Ordner %1, aus dem die Demo-Quelle bereitgestellt werden könnte.</translation>
    </message>
    <message>
        <source>The demo source could not be served on 127.0.0.1: %1</source>
        <translation>Die Demo-Quelle konnte nicht auf 127.0.0.1 bereitgestellt werden: %1</translation>
    </message>
</context>
<context>
    <name>rsi::DetailsPane</name>
    <message>
        <source>Unread document</source>
        <translation>Nicht gelesenes Dokument</translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2, infos: %3</source>
        <translation>Fehler: %1, Warnungen: %2, Hinweise: %3</translation>
    </message>
    <message>
        <source>See also:</source>
        <translation>Siehe auch:</translation>
    </message>
    <message>
        <source>section %1</source>
        <translation>Abschnitt %1</translation>
    </message>
    <message>
        <source>%1 more findings are listed in the Findings panel.</source>
        <translation>Weitere %1 Befunde sind im Bereich „Befunde“ aufgeführt.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 Byte (%2)</translation>
    </message>
    <message>
        <source>Requested as</source>
        <translation>Angefordert als</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Lokale Datei</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <source>Root element</source>
        <translation>Wurzelelement</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>(read through gzip)</source>
        <translation>(mit gzip dekomprimiert)</translation>
    </message>
    <message>
        <source>Well-formed</source>
        <translation>Wohlgeformt</translation>
    </message>
    <message>
        <source>No: parsing stopped at an XML error</source>
        <translation>Nein: Das Parsen wurde bei einem XML-Fehler abgebrochen</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Übergeordnetes Dokument</translation>
    </message>
    <message>
        <source>Source Description</source>
        <translation>Quellbeschreibung</translation>
    </message>
    <message>
        <source>This is the source&apos;s top document.</source>
        <translation>Dies ist das oberste Dokument der Quelle.</translation>
    </message>
    <message>
        <source>From the top</source>
        <translation>Von oben</translation>
    </message>
    <message>
        <source>Reached from the Source Description downward</source>
        <translation>Von der Quellbeschreibung abwärts erreicht</translation>
    </message>
    <message>
        <source>Not reached from the Source Description downward</source>
        <translation>Nicht von der Quellbeschreibung abwärts erreicht</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>Led to</source>
        <translation>Führte zu</translation>
    </message>
    <message>
        <source>How it was reached</source>
        <translation>Wie es erreicht wurde</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Übertragung</translation>
    </message>
    <message>
        <source>Not fetched over HTTP</source>
        <translation>Nicht über HTTP abgerufen</translation>
    </message>
    <message>
        <source>Read from a local file: no HTTP</source>
        <translation>Aus einer lokalen Datei gelesen: kein HTTP</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Revalidation</source>
        <translation>Revalidierung</translation>
    </message>
    <message>
        <source>Unchanged since the last crawl (HTTP 304): shown from the last crawl</source>
        <translation>Seit dem letzten Crawl unverändert (HTTP 304): Anzeige aus dem letzten Crawl</translation>
    </message>
    <message>
        <source>Content-Type</source>
        <translation>Content-Type</translation>
    </message>
    <message>
        <source>Content-Encoding</source>
        <translation>Content-Encoding</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>ETag</source>
        <translation>ETag</translation>
    </message>
    <message>
        <source>Last-Modified</source>
        <translation>Last-Modified</translation>
    </message>
    <message>
        <source>Metadata (rs:md)</source>
        <translation>Metadaten (rs:md)</translation>
    </message>
    <message>
        <source>The document has no root rs:md element.</source>
        <translation>Das Dokument hat kein rs:md-Element an der Wurzel.</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Links (rs:ln)</source>
        <translation>Links (rs:ln)</translation>
    </message>
    <message>
        <source>The document has no root rs:ln element.</source>
        <translation>Das Dokument hat kein rs:ln-Element an der Wurzel.</translation>
    </message>
    <message>
        <source>(no href)</source>
        <translation>(kein href)</translation>
    </message>
    <message>
        <source>(no rel)</source>
        <translation>(kein rel)</translation>
    </message>
    <message>
        <source>%1 sitemap entries</source>
        <translation>%1 sitemap-Einträge</translation>
    </message>
    <message>
        <source>%1 url entries</source>
        <translation>%1 url-Einträge</translation>
    </message>
    <message>
        <source>(the first %1 are kept)</source>
        <translation>(die ersten %1 werden behalten)</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Location (loc)</source>
        <translation>Adresse (loc)</translation>
    </message>
    <message>
        <source>Last modified (lastmod)</source>
        <translation>Zuletzt geändert (lastmod)</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Date and time (datetime)</source>
        <translation>Datum und Uhrzeit (datetime)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Media type (type)</source>
        <translation>Medientyp (type)</translation>
    </message>
    <message>
        <source>Path in the package (path)</source>
        <translation>Pfad im Paket (path)</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <source>Contents (manifest)</source>
        <translation>Inhalt (Manifest)</translation>
    </message>
    <message>
        <source>Entry %1 of %2</source>
        <translation>Eintrag %1 von %2</translation>
    </message>
    <message>
        <source>(no loc)</source>
        <translation>(kein loc)</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Listed in</source>
        <translation>Aufgeführt in</translation>
    </message>
    <message>
        <source>Where it is listed</source>
        <translation>Wo der Eintrag aufgeführt ist</translation>
    </message>
    <message>
        <source>Select a document in the tree or an entry in the table to see everything known about it here.</source>
        <translation>Wählen Sie ein Dokument im Baum oder einen Eintrag in der Tabelle aus, um hier alles zu sehen, was darüber bekannt ist.</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>Hub:</translation>
    </message>
    <message>
        <source>Hub (notification channel)</source>
        <translation>Hub (Benachrichtigungskanal)</translation>
    </message>
    <message>
        <source>Unknown: cut short at its byte limit, the rest was not read</source>
        <translation>Unbekannt: an der Byte-Grenze abgeschnitten, der Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>(cut short at its byte limit: the first %1 are kept, as a sample)</source>
        <translation>(an der Byte-Grenze abgeschnitten: die ersten %1 werden als Stichprobe behalten)</translation>
    </message>
    <message>
        <source>(over the entry limit, and this crawl already keeps the entries of other lists over it: the first %1 are kept, as a sample)</source>
        <translation>(über der Eintragsgrenze, und dieser Crawl behält bereits die Einträge anderer Listen darüber: Die ersten %1 werden als Stichprobe behalten)</translation>
    </message>
</context>
<context>
    <name>rsi::DocumentFetcher</name>
    <message>
        <source>The server took longer than %1 seconds to send the document.</source>
        <translation>Der Server hat länger als %1 Sekunden gebraucht, um das Dokument zu senden.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot create a temporary file for the download.</source>
        <translation>Für den Download kann keine temporäre Datei angelegt werden.</translation>
    </message>
    <message>
        <source>The response is larger than %1 bytes; the download was stopped.</source>
        <translation>Die Antwort ist größer als %1 Byte; der Download wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot write the download to a temporary file: %1</source>
        <translation>Der Download kann nicht in eine temporäre Datei geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The server redirected to an invalid location: %1</source>
        <translation>Der Server hat auf eine ungültige Adresse weitergeleitet: %1</translation>
    </message>
    <message>
        <source>The server redirected from https to http (%1); the inspector does not downgrade to an unencrypted connection.</source>
        <translation>Der Server hat von https auf http weitergeleitet (%1); der Inspector wechselt nicht zu einer unverschlüsselten Verbindung.</translation>
    </message>
    <message>
        <source>More than %1 redirects; the last one pointed to %2 (a redirect loop?).</source>
        <translation>Mehr als %1 Weiterleitungen; die letzte verwies auf %2 (eine Weiterleitungsschleife?).</translation>
    </message>
    <message>
        <source>No data arrived for %1 seconds; the transfer timed out.</source>
        <translation>%1 Sekunden lang sind keine Daten eingetroffen; Zeitüberschreitung bei der Übertragung.</translation>
    </message>
    <message>
        <source>The server closed the connection after %1 bytes, before the whole document arrived.</source>
        <translation>Der Server hat die Verbindung nach %1 Byte geschlossen, bevor das ganze Dokument eingetroffen war.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 %2.</source>
        <translation>Der Server antwortete mit HTTP %1 %2.</translation>
    </message>
    <message>
        <source>The request for %1 could not be made.</source>
        <translation>Die Anfrage für %1 konnte nicht gestellt werden.</translation>
    </message>
    <message>
        <source>The server sent more than %1 KB of response headers; the download was stopped.</source>
        <translation>Der Server hat mehr als %1 KB an Antwort-Headern gesendet; der Download wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not connect to %1 (%2).</source>
        <translation>Keine Verbindung zu %1 möglich (%2).</translation>
    </message>
    <message>
        <source>The host %1 was not found.</source>
        <translation>Der Host %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The proxy for %1 failed (%2).</source>
        <translation>Der Proxy für %1 ist fehlgeschlagen (%2).</translation>
    </message>
    <message>
        <source>%1 closed the connection without answering.</source>
        <translation>%1 hat die Verbindung ohne Antwort geschlossen.</translation>
    </message>
    <message>
        <source>The connection to %1 failed (%2).</source>
        <translation>Die Verbindung zu %1 ist fehlgeschlagen (%2).</translation>
    </message>
    <message>
        <source>The secure (TLS) connection to %1 failed: %2. Only if you trust this server, accept its certificate with the insecure option.</source>
        <translation>Die sichere (TLS-)Verbindung zu %1 ist fehlgeschlagen: %2. Akzeptieren Sie sein Zertifikat nur dann mit der unsicheren Option, wenn Sie diesem Server vertrauen.</translation>
    </message>
    <message>
        <source>The body from %1 cannot be decoded (%2).</source>
        <translation>Der Inhalt von %1 kann nicht dekodiert werden (%2).</translation>
    </message>
    <message>
        <source>%1 did not answer with HTTP (%2).</source>
        <translation>%1 hat nicht mit HTTP geantwortet (%2).</translation>
    </message>
    <message>
        <source>The transfer from %1 failed (%2).</source>
        <translation>Die Übertragung von %1 ist fehlgeschlagen (%2).</translation>
    </message>
</context>
<context>
    <name>rsi::DumpCheckJob</name>
    <message>
        <source>The folder %1 holds no file for the package %2.</source>
        <translation>Der Ordner %1 enthält keine Datei für das Paket %2.</translation>
    </message>
    <message>
        <source>Cannot fetch the package %1: %2</source>
        <translation>Das Paket %1 kann nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>The package has %1 bytes, but its entry in the %2 (line %3) gives a length of %4.</source>
        <translation>Das Paket hat %1 Byte, aber sein Eintrag im %2 (Zeile %3) gibt eine Länge von %4 an.</translation>
    </message>
    <message>
        <source>The package&apos;s %1 digest is &quot;%2&quot;, but its entry in the %3 (line %4) gives &quot;%5&quot;.</source>
        <translation>Der %1-Hashwert des Pakets ist &quot;%2&quot;, aber sein Eintrag im %3 (Zeile %4) gibt &quot;%5&quot; an.</translation>
    </message>
    <message>
        <source>The package could not be read.</source>
        <translation>Das Paket konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>rsi::EntryDigests</name>
    <message>
        <source>the entries were stored in a format this version does not know</source>
        <translation>die Einträge wurden in einem Format gespeichert, das diese Version nicht kennt</translation>
    </message>
    <message>
        <source>the stored entries are damaged</source>
        <translation>die gespeicherten Einträge sind beschädigt</translation>
    </message>
</context>
<context>
    <name>rsi::EntryPanel</name>
    <message>
        <source>Filter entries</source>
        <translation>Einträge filtern</translation>
    </message>
    <message>
        <source>Filter entries by text</source>
        <translation>Einträge nach Text filtern</translation>
    </message>
    <message>
        <source>Show entries with this change</source>
        <translation>Einträge mit dieser Änderung anzeigen</translation>
    </message>
    <message>
        <source>Show entries with findings</source>
        <translation>Einträge mit Befunden anzeigen</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>Alle Einträge</translation>
    </message>
    <message>
        <source>With errors</source>
        <translation>Mit Fehlern</translation>
    </message>
    <message>
        <source>With warnings or errors</source>
        <translation>Mit Warnungen oder Fehlern</translation>
    </message>
    <message>
        <source>With any finding</source>
        <translation>Mit Befunden jeder Art</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>Alle Änderungen</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 Einträge</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation>%1 von %2 Einträgen</translation>
    </message>
</context>
<context>
    <name>rsi::EntryTableModel</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Zuletzt geändert</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Datum und Uhrzeit</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Media type</source>
        <translation>Medientyp</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>Hub</translation>
    </message>
</context>
<context>
    <name>rsi::FindingCodec</name>
    <message>
        <source>the stored findings are damaged or of an unknown format</source>
        <translation>die gespeicherten Befunde sind beschädigt oder haben ein unbekanntes Format</translation>
    </message>
</context>
<context>
    <name>rsi::FindingListModel</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>rsi::FindingsModel</name>
    <message>
        <source>(source)</source>
        <translation>(Quelle)</translation>
    </message>
    <message>
        <source>About the source as a whole</source>
        <translation>Zur Quelle als Ganzes</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1 times: %2</source>
        <translation>%1-mal: %2</translation>
    </message>
</context>
<context>
    <name>rsi::FindingsPanel</name>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Show rules whose id starts with</source>
        <translation>Regeln anzeigen, deren ID so beginnt</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>Meldungen durchsuchen</translation>
    </message>
    <message>
        <source>Show findings whose message contains</source>
        <translation>Befunde anzeigen, deren Meldung Folgendes enthält</translation>
    </message>
    <message>
        <source>Selected document only</source>
        <translation>Nur ausgewähltes Dokument</translation>
    </message>
    <message>
        <source>Explain rule</source>
        <translation>Regel erklären</translation>
    </message>
    <message>
        <source>What the rule of the selected finding asks, and where the specification says so</source>
        <translation>Was die Regel des ausgewählten Befunds verlangt und wo die Spezifikation das festlegt</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>Infos: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <source>All findings</source>
        <translation>Alle Befunde</translation>
    </message>
    <message>
        <source>New since the last crawl: %1</source>
        <translation>Neu seit dem letzten Crawl: %1</translation>
    </message>
    <message>
        <source>Fixed since the last crawl: %1</source>
        <translation>Behoben seit dem letzten Crawl: %1</translation>
    </message>
    <message>
        <source>Which findings to show</source>
        <translation>Welche Befunde angezeigt werden</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryController</name>
    <message>
        <source>The crawl history could not be read: %1</source>
        <translation>Der Crawl-Verlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Compare with &amp;previous crawl</source>
        <translation>Mit &amp;vorherigem Crawl vergleichen</translation>
    </message>
    <message>
        <source>What changed since the crawl before this one: documents, entries and findings</source>
        <translation>Was sich seit dem vorherigen Crawl geändert hat: Dokumente, Einträge und Befunde</translation>
    </message>
    <message>
        <source>Keeping the crawl in the history</source>
        <translation>Crawl wird im Verlauf aufbewahrt</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>The crawl was not kept in the history: %1</source>
        <translation>Der Crawl wurde nicht im Verlauf aufbewahrt: %1</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1 (neu)</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <source>New since the last crawl.</source>
        <translation>Neu seit dem letzten Crawl.</translation>
    </message>
    <message>
        <source>Changed since the last crawl.</source>
        <translation>Geändert seit dem letzten Crawl.</translation>
    </message>
    <message>
        <source>Entries: %1.</source>
        <translation>Einträge: %1.</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryPanel</name>
    <message>
        <source>Compare with previous crawl</source>
        <translation>Mit vorherigem Crawl vergleichen</translation>
    </message>
    <message>
        <source>What changed between the last two crawls of this source</source>
        <translation>Was sich zwischen den letzten beiden Crawls dieser Quelle geändert hat</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>Auswahl vergleichen</translation>
    </message>
    <message>
        <source>What changed between the two selected crawls, or the selected one and the one before it</source>
        <translation>Was sich zwischen den beiden ausgewählten Crawls geändert hat oder zwischen dem ausgewählten und dem davor</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Forget the selected crawls</source>
        <translation>Die ausgewählten Crawls aus dem Verlauf entfernen</translation>
    </message>
    <message>
        <source>Kept crawls of the source</source>
        <translation>Aufbewahrte Crawls der Quelle</translation>
    </message>
    <message>
        <source>Crawls are not being kept: turn it on in the settings (History).</source>
        <translation>Crawls werden nicht aufbewahrt: Schalten Sie dies in den Einstellungen ein (Verlauf).</translation>
    </message>
    <message>
        <source>Open a source to see its crawls.</source>
        <translation>Öffnen Sie eine Quelle, um ihre Crawls zu sehen.</translation>
    </message>
    <message>
        <source>No crawls of this source are kept yet: each finished crawl is.</source>
        <translation>Von dieser Quelle sind noch keine Crawls aufbewahrt: Jeder abgeschlossene Crawl wird aufbewahrt.</translation>
    </message>
    <message>
        <source>One crawl is kept; crawl again (F5) to compare.</source>
        <translation>Ein Crawl ist aufbewahrt; crawlen Sie erneut (F5), um zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryRunModel</name>
    <message>
        <source>Crawl</source>
        <translation>Crawl</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegelung</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>%1 (did not finish)</source>
        <translation>%1 (nicht abgeschlossen)</translation>
    </message>
    <message>
        <source>Run %1, %2: %3</source>
        <translation>Lauf %1, %2: %3</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
</context>
<context>
    <name>rsi::HistorySaveJob</name>
    <message>
        <source>There is no crawl to keep in the history.</source>
        <translation>Es gibt keinen Crawl, der im Verlauf aufbewahrt werden könnte.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>rsi::HistorySettingsPage</name>
    <message>
        <source>&amp;Keep every finished crawl in the history</source>
        <translation>Jeden abgeschlossenen Crawl im Verlauf &amp;aufbewahren</translation>
    </message>
    <message>
        <source>Each crawl that finishes is remembered, so that the next one can say what changed and the History panel can show errors and warnings over time.</source>
        <translation>Jeder abgeschlossene Crawl wird gespeichert, damit der nächste angeben kann, was sich geändert hat, und der Bereich „Verlauf“ Fehler und Warnungen im zeitlichen Verlauf anzeigen kann.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Size limit of the history</source>
        <translation>Größenlimit des Verlaufs</translation>
    </message>
    <message>
        <source>&amp;Size limit:</source>
        <translation>&amp;Größenlimit:</translation>
    </message>
    <message>
        <source>The history is kept in %1. When it grows past the limit, the oldest crawls are deleted first. A crawl takes 8 to 22 bytes per entry (a million entries: 8 to 22 MB), and a few hundred bytes per document and finding.</source>
        <translation>Der Verlauf wird in %1 gespeichert. Wenn er das Limit überschreitet, werden die ältesten Crawls zuerst gelöscht. Ein Crawl belegt 8 bis 22 Byte pro Eintrag (eine Million Einträge: 8 bis 22 MB) und einige hundert Byte pro Dokument und Befund.</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryStore</name>
    <message>
        <source>The folder %1 for the crawl history cannot be made.</source>
        <translation>Der Ordner %1 für den Crawl-Verlauf kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Saving the run was canceled.</source>
        <translation>Das Speichern des Laufs wurde abgebrochen.</translation>
    </message>
    <message>
        <source>There is no run %1 in the history.</source>
        <translation>Im Verlauf gibt es keinen Lauf %1.</translation>
    </message>
    <message>
        <source>Run %1 cannot be read: %2.</source>
        <translation>Lauf %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Run %1 kept no entries of that document.</source>
        <translation>Lauf %1 hat keine Einträge dieses Dokuments aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>rsi::HttpEngine</name>
    <message>
        <source>Not an http or https URL: %1</source>
        <translation>Keine http- oder https-URL: %1</translation>
    </message>
    <message>
        <source>%1 The server asked to wait %2 seconds before trying again, longer than the %3 seconds allowed; the inspector gave up.</source>
        <translation>%1 Der Server bat darum, %2 Sekunden bis zum nächsten Versuch zu warten, länger als die zulässigen %3 Sekunden; der Inspector hat aufgegeben.</translation>
    </message>
    <message>
        <source>Attempts made before giving up: %1.</source>
        <translation>Versuche vor dem Aufgeben: %1.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>rsi::HubClient</name>
    <message>
        <source>%1 is not an http(s) URL.</source>
        <translation>%1 ist keine http(s)-URL.</translation>
    </message>
    <message>
        <source>The hub redirected to an unusable address.</source>
        <translation>Der Hub hat auf eine unbrauchbare Adresse weitergeleitet.</translation>
    </message>
    <message>
        <source>The hub redirected from https to http (%1); the request was not sent there, since it may carry a secret.</source>
        <translation>Der Hub hat von https auf http weitergeleitet (%1); die Anfrage wurde nicht dorthin gesendet, da sie ein Geheimnis enthalten kann.</translation>
    </message>
    <message>
        <source>The hub&apos;s redirects go round in a loop (%1).</source>
        <translation>Die Weiterleitungen des Hubs bilden eine Schleife (%1).</translation>
    </message>
    <message>
        <source>The hub redirected more than %1 times.</source>
        <translation>Der Hub hat mehr als %1-mal weitergeleitet.</translation>
    </message>
</context>
<context>
    <name>rsi::JobListModel</name>
    <message>
        <source>%1 of %2 %3</source>
        <extracomment>&quot;12 of 40 documents&quot;: processed, total, what is counted</extracomment>
        <translation>%3: %1 von %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>&quot;12 documents&quot;: processed, what is counted
----------
&quot;12,345 entries/s&quot;: the rate, its unit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>rsi::JobsPanel</name>
    <message>
        <source>Cancel job</source>
        <translation>Auftrag abbrechen</translation>
    </message>
    <message>
        <source>Cancel the selected job</source>
        <translation>Ausgewählten Auftrag abbrechen</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
</context>
<context>
    <name>rsi::MainWindow</name>
    <message>
        <source>About ResourceSync Inspector</source>
        <translation>Über ResourceSync Inspector</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ResourceSync Inspector %1&lt;/h3&gt;&lt;p&gt;Explore, validate and mirror ResourceSync sources (ANSI/NISO Z39.99).&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ResourceSync Inspector %1&lt;/h3&gt;&lt;p&gt;ResourceSync-Quellen erkunden, validieren und spiegeln (ANSI/NISO Z39.99).&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ResourceSync Inspector</source>
        <translation>ResourceSync Inspector</translation>
    </message>
    <message>
        <source>%1 – ResourceSync Inspector</source>
        <translation>%1 – ResourceSync Inspector</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Recent &amp;sources</source>
        <translation>&amp;Zuletzt geöffnete Quellen</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Open &amp;location…</source>
        <translation>&amp;Adresse öffnen…</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>&amp;Datei öffnen…</translation>
    </message>
    <message>
        <source>Open a ResourceSync document from a file</source>
        <translation>Ein ResourceSync-Dokument aus einer Datei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Open the &amp;demo source</source>
        <translation>Demo-&amp;Quelle öffnen</translation>
    </message>
    <message>
        <source>Report as &amp;HTML…</source>
        <translation>Bericht als &amp;HTML…</translation>
    </message>
    <message>
        <source>Save a report to send to the source&apos;s maintainer</source>
        <translation>Einen Bericht zum Versand an den Betreiber der Quelle speichern</translation>
    </message>
    <message>
        <source>Report as &amp;JSON…</source>
        <translation>Bericht als &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Findings as CSV…</source>
        <translation>&amp;Befunde als CSV…</translation>
    </message>
    <message>
        <source>&amp;Documents as CSV…</source>
        <translation>&amp;Dokumente als CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>Crawl the source again; unchanged documents are not downloaded again</source>
        <translation>Die Quelle erneut crawlen; unveränderte Dokumente werden nicht erneut heruntergeladen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Stop the running job; what it found so far stays</source>
        <translation>Den laufenden Auftrag anhalten; was er bisher gefunden hat, bleibt erhalten</translation>
    </message>
    <message>
        <source>&amp;Next finding</source>
        <translation>&amp;Nächster Befund</translation>
    </message>
    <message>
        <source>&amp;Previous finding</source>
        <translation>&amp;Vorheriger Befund</translation>
    </message>
    <message>
        <source>Go to the source &amp;tree</source>
        <translation>Zum Dokument&amp;baum</translation>
    </message>
    <message>
        <source>Go to the &amp;entries</source>
        <translation>Zu den &amp;Einträgen</translation>
    </message>
    <message>
        <source>Go to the f&amp;indings</source>
        <translation>Zu den Be&amp;funden</translation>
    </message>
    <message>
        <source>&amp;Filter entries</source>
        <translation>Einträge f&amp;iltern</translation>
    </message>
    <message>
        <source>Show the &amp;XML source</source>
        <translation>&amp;XML-Quelltext anzeigen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Explain the rule</source>
        <translation>&amp;Regel erklären</translation>
    </message>
    <message>
        <source>&amp;About ResourceSync Inspector</source>
        <translation>&amp;Über ResourceSync Inspector</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>XML source</source>
        <translation>XML-Quelltext</translation>
    </message>
    <message>
        <source>Documents of the source</source>
        <translation>Dokumente der Quelle</translation>
    </message>
    <message>
        <source>Source address</source>
        <translation>Adresse der Quelle</translation>
    </message>
    <message>
        <source>Progress of the running job</source>
        <translation>Fortschritt des laufenden Auftrags</translation>
    </message>
    <message>
        <source>The demo source could not be served: %1</source>
        <translation>Die Demo-Quelle konnte nicht bereitgestellt werden: %1</translation>
    </message>
    <message>
        <source>Open a source folder</source>
        <translation>Ordner einer Quelle öffnen</translation>
    </message>
    <message>
        <source>Open a ResourceSync document</source>
        <translation>ResourceSync-Dokument öffnen</translation>
    </message>
    <message>
        <source>XML documents (*.xml *.xml.gz);;All files (*)</source>
        <translation>XML-Dokumente (*.xml *.xml.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Stopped. What was found so far is shown; it was not judged as a whole.</source>
        <translation>Angehalten. Was bisher gefunden wurde, wird angezeigt; es wurde nicht als Ganzes bewertet.</translation>
    </message>
    <message>
        <source>Done: %1 documents, %2 entries.</source>
        <translation>Fertig: %1 Dokumente, %2 Einträge.</translation>
    </message>
    <message>
        <source>entries/s</source>
        <translation>Einträge/s</translation>
    </message>
    <message>
        <source>Select a document to see its XML.</source>
        <translation>Wählen Sie ein Dokument aus, um sein XML zu sehen.</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>The XML could not be read: %1</source>
        <translation>Das XML konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Select a finding to explain its rule.</source>
        <translation>Wählen Sie einen Befund aus, um seine Regel erklären zu lassen.</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <source>JSON report (*.json)</source>
        <translation>JSON-Bericht (*.json)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Der Bericht konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Resources can be checked once a crawl has finished.</source>
        <translation>Ressourcen können geprüft werden, sobald ein Crawl abgeschlossen ist.</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>%1 infos</source>
        <translation>%1 Hinweise</translation>
    </message>
    <message>
        <source>%1 documents, %2 entries</source>
        <translation>%1 Dokumente, %2 Einträge</translation>
    </message>
    <message>
        <source>This document is too large to show here (more than %1).</source>
        <translation>Dieses Dokument ist zu groß, um hier angezeigt zu werden (mehr als %1).</translation>
    </message>
    <message>
        <source>Choose a folder for the local copy</source>
        <translation>Ordner für die lokale Kopie auswählen</translation>
    </message>
    <message>
        <source>&amp;Mirror…</source>
        <translation>&amp;Spiegeln…</translation>
    </message>
    <message>
        <source>Make or update a local copy of the source in a folder</source>
        <translation>Eine lokale Kopie der Quelle in einem Ordner anlegen oder aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Audit local copy…</source>
        <translation>&amp;Lokale Kopie abgleichen…</translation>
    </message>
    <message>
        <source>Compare a local copy with the source: what would a mirror create, update or delete?</source>
        <translation>Eine lokale Kopie mit der Quelle abgleichen: Was würde eine Spiegelung anlegen, aktualisieren oder löschen?</translation>
    </message>
    <message>
        <source>Go to the local &amp;copy</source>
        <translation>Zur lokalen &amp;Kopie</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Lokale Kopie</translation>
    </message>
    <message>
        <source>A source can be mirrored or audited once its crawl has finished.</source>
        <translation>Eine Quelle kann gespiegelt oder abgeglichen werden, sobald ihr Crawl abgeschlossen ist.</translation>
    </message>
    <message>
        <source>Mirroring %1 into %2…</source>
        <translation>%1 wird nach %2 gespiegelt…</translation>
    </message>
    <message>
        <source>Auditing %1…</source>
        <translation>%1 wird abgeglichen…</translation>
    </message>
    <message>
        <source>Go to the n&amp;otifications</source>
        <translation>Zu den Benachrich&amp;tigungen</translation>
    </message>
    <message>
        <source>&amp;Follow the source</source>
        <translation>Quelle &amp;verfolgen</translation>
    </message>
    <message>
        <source>Subscribe to the source&apos;s notification channels and keep the tree up to date as they report changes</source>
        <translation>Die Benachrichtigungskanäle der Quelle abonnieren und den Baum aktuell halten, sobald sie Änderungen melden</translation>
    </message>
    <message>
        <source>Go to the &amp;history</source>
        <translation>Zum Verl&amp;auf</translation>
    </message>
    <message>
        <source>&amp;Check resources…</source>
        <translation>&amp;Ressourcen prüfen…</translation>
    </message>
    <message>
        <source>Ask the server about every listed resource (does it exist, do length, type and date match the lists?) and check every dump package against its manifest</source>
        <translation>Den Server zu jeder aufgeführten Ressource befragen (existiert sie, stimmen Länge, Typ und Datum mit den Listen überein?) und jedes Dump-Paket anhand seines Manifests prüfen</translation>
    </message>
    <message>
        <source>Check resources with &amp;hashes…</source>
        <translation>Ressourcen mit &amp;Hashwerten prüfen…</translation>
    </message>
    <message>
        <source>Download every listed resource and compare its hash with the lists, and check every dump package against its manifest</source>
        <translation>Jede aufgeführte Ressource herunterladen und ihren Hashwert mit den Listen vergleichen sowie jedes Dump-Paket anhand seines Manifests prüfen</translation>
    </message>
</context>
<context>
    <name>rsi::MirrorDialog</name>
    <message>
        <source>Choose the local copy&apos;s folder</source>
        <translation>Ordner der lokalen Kopie auswählen</translation>
    </message>
    <message>
        <source>Choose the folder to mirror into.</source>
        <translation>Wählen Sie den Ordner aus, in den gespiegelt werden soll.</translation>
    </message>
    <message>
        <source>Choose the folder that holds the local copy.</source>
        <translation>Wählen Sie den Ordner aus, der die lokale Kopie enthält.</translation>
    </message>
    <message>
        <source>Give the folder&apos;s full path.</source>
        <translation>Geben Sie den vollständigen Pfad des Ordners an.</translation>
    </message>
    <message>
        <source>This is a file, not a folder.</source>
        <translation>Dies ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>Dieser Ordner existiert nicht.</translation>
    </message>
    <message>
        <source>The folder is compared with the source: nothing is downloaded or changed.</source>
        <translation>Der Ordner wird mit der Quelle verglichen: Es wird nichts heruntergeladen oder geändert.</translation>
    </message>
    <message>
        <source>The folder is compared with the source: nothing is downloaded or changed. It holds no earlier mirror, so files are matched by their paths only.</source>
        <translation>Der Ordner wird mit der Quelle verglichen: Es wird nichts heruntergeladen oder geändert. Er enthält keine frühere Spiegelung, daher werden Dateien nur anhand ihrer Pfade zugeordnet.</translation>
    </message>
    <message>
        <source>Incremental sync: the folder holds an earlier mirror, so only what changed since then is downloaded.</source>
        <translation>Inkrementelle Synchronisation: Der Ordner enthält eine frühere Spiegelung, daher wird nur heruntergeladen, was sich seitdem geändert hat.</translation>
    </message>
    <message>
        <source>Baseline: the folder holds no earlier mirror, so every resource the source lists is downloaded.</source>
        <translation>Grundabgleich: Der Ordner enthält keine frühere Spiegelung, daher wird jede Ressource heruntergeladen, die die Quelle aufführt.</translation>
    </message>
    <message>
        <source>The folder is not empty: files that are current already are kept, and files the source does not list are left alone unless deletion is asked for.</source>
        <translation>Der Ordner ist nicht leer: Bereits aktuelle Dateien werden beibehalten, und Dateien, die die Quelle nicht aufführt, bleiben unberührt, sofern kein Löschen angefordert wird.</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <source>Make a local copy of the source in this folder:</source>
        <translation>Eine lokale Kopie der Quelle in diesem Ordner anlegen:</translation>
    </message>
    <message>
        <source>Make a local copy of %1 in this folder:</source>
        <translation>Eine lokale Kopie von %1 in diesem Ordner anlegen:</translation>
    </message>
    <message>
        <source>&amp;Mirror</source>
        <translation>&amp;Spiegeln</translation>
    </message>
    <message>
        <source>Audit local copy</source>
        <translation>Lokale Kopie abgleichen</translation>
    </message>
    <message>
        <source>Compare the local copy in this folder with the source:</source>
        <translation>Die lokale Kopie in diesem Ordner mit der Quelle abgleichen:</translation>
    </message>
    <message>
        <source>Compare the local copy in this folder with %1:</source>
        <translation>Die lokale Kopie in diesem Ordner mit %1 abgleichen:</translation>
    </message>
    <message>
        <source>&amp;Audit</source>
        <translation>&amp;Abgleichen</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Aus&amp;wählen…</translation>
    </message>
    <message>
        <source>Folder of the local copy</source>
        <translation>Ordner der lokalen Kopie</translation>
    </message>
    <message>
        <source>&amp;Delete files the source no longer has (moved to %1/trash)</source>
        <translation>&amp;Dateien löschen, die die Quelle nicht mehr hat (nach %1/trash verschoben)</translation>
    </message>
    <message>
        <source>Choose at least one set of resources.</source>
        <translation>Wählen Sie mindestens eine Ressourcenmenge aus.</translation>
    </message>
    <message>
        <source>Only the sets of resources checked below are included (%1 of %2).</source>
        <translation>Nur die unten angehakten Ressourcenmengen werden einbezogen (%1 von %2).</translation>
    </message>
</context>
<context>
    <name>rsi::MirrorJob</name>
    <message>
        <source>The local source folder %1 has no file for it.</source>
        <translation>Der lokale Quellordner %1 enthält keine Datei dafür.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 ist größer als %2 Byte.</translation>
    </message>
    <message>
        <source>nothing to synchronise from</source>
        <translation>keine Grundlage zum Synchronisieren</translation>
    </message>
    <message>
        <source>baseline from the Resource List</source>
        <translation>Grundabgleich aus der Ressourcenliste</translation>
    </message>
    <message>
        <source>baseline from the Resource Dump</source>
        <translation>Grundabgleich aus dem Ressourcen-Dump</translation>
    </message>
    <message>
        <source>changes from the Change Lists</source>
        <translation>Änderungen aus den Änderungslisten</translation>
    </message>
    <message>
        <source>changes from the Change Dump</source>
        <translation>Änderungen aus dem Änderungs-Dump</translation>
    </message>
    <message>
        <source>%1 is not a folder; a mirror needs a folder of its own.</source>
        <translation>%1 ist kein Ordner; eine Spiegelung benötigt einen eigenen Ordner.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Another mirror is writing into %1 right now.</source>
        <translation>Eine andere Spiegelung schreibt gerade in %1.</translation>
    </message>
    <message>
        <source>The change lists begin at %1, after the local copy&apos;s sync point %2: changes in between may have been missed, so this run takes a new baseline.</source>
        <translation>Die Änderungslisten beginnen bei %1, nach dem Synchronisationspunkt %2 der lokalen Kopie: Änderungen dazwischen wurden möglicherweise verpasst, daher führt dieser Lauf einen neuen Grundabgleich durch.</translation>
    </message>
    <message>
        <source>Comparing the local copy with the source…</source>
        <translation>Die lokale Kopie wird mit der Quelle verglichen…</translation>
    </message>
    <message>
        <source>%1 was not mirrored: %2</source>
        <translation>%1 wurde nicht gespiegelt: %2</translation>
    </message>
    <message>
        <source>Downloaded %1 of %2: %3</source>
        <translation>%1 von %2 heruntergeladen: %3</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2</source>
        <translation>%1 konnte nicht heruntergeladen werden: %2</translation>
    </message>
    <message>
        <source>%1 was downloaded but not accepted: %2</source>
        <translation>%1 wurde heruntergeladen, aber nicht angenommen: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Downloading package %1 of %2: %3</source>
        <translation>Paket %1 von %2 wird heruntergeladen: %3</translation>
    </message>
    <message>
        <source>The dump package %1 could not be downloaded: %2</source>
        <translation>Das Dump-Paket %1 konnte nicht heruntergeladen werden: %2</translation>
    </message>
    <message>
        <source>The dump package %1 does not match its listing: %2</source>
        <translation>Das Dump-Paket %1 stimmt nicht mit seinem Eintrag in der Liste überein: %2</translation>
    </message>
    <message>
        <source>Checking and extracting package %1 of %2: %3</source>
        <translation>Paket %1 von %2 wird geprüft und entpackt: %3</translation>
    </message>
    <message>
        <source>%1 was not extracted from %2: its entry failed the package&apos;s checks.</source>
        <translation>%1 wurde nicht aus %2 entpackt: Sein Eintrag hat die Prüfungen des Pakets nicht bestanden.</translation>
    </message>
    <message>
        <source>%1 could not be removed: %2</source>
        <translation>%1 konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>%1 more like this were not listed one by one.</source>
        <translation>%1 weitere dieser Art werden nicht einzeln aufgeführt.</translation>
    </message>
    <message>
        <source>The mirror was stopped.</source>
        <translation>Die Spiegelung wurde angehalten.</translation>
    </message>
    <message>
        <source>The source lists nothing to mirror: no Resource List, Resource Dump, Change List or Change Dump was found.</source>
        <translation>Die Quelle führt nichts zum Spiegeln auf: Es wurde keine Ressourcenliste, kein Ressourcen-Dump, keine Änderungsliste und kein Änderungs-Dump gefunden.</translation>
    </message>
    <message>
        <source>%1 is a link or a file; the mirror keeps its state in a folder of the copy itself, never elsewhere.</source>
        <translation>%1 ist ein Link oder eine Datei; die Spiegelung legt ihren Zustand nur in einem Ordner der Kopie selbst ab, nie anderswo.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the state is never read or written through a link. Remove it to start a new baseline.</source>
        <translation>%1 ist ein symbolischer Link; der Zustand wird nie über einen Link gelesen oder geschrieben. Entfernen Sie ihn, um einen neuen Grundabgleich zu beginnen.</translation>
    </message>
    <message>
        <source>%1 could not be renamed to %2: %3</source>
        <translation>%1 konnte nicht in %2 umbenannt werden: %3</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; a mirror writes only into a real folder of its own, never through a link. Give the folder it points to instead.</source>
        <translation>%1 ist ein symbolischer Link; eine Spiegelung schreibt nur in einen echten, eigenen Ordner, nie über einen Link. Geben Sie stattdessen den Ordner an, auf den er verweist.</translation>
    </message>
    <message>
        <source>Choosing how to synchronise…</source>
        <translation>Art der Synchronisation wird gewählt…</translation>
    </message>
    <message>
        <source>Comparing the local copy with the source: %1 of %2 entries…</source>
        <translation>Die lokale Kopie wird mit der Quelle verglichen: %1 von %2 Einträgen…</translation>
    </message>
    <message>
        <source>The disk holding %1 is full, so the mirror stopped (%2). What was written is kept; free some space and run the mirror again to go on.</source>
        <translation>Der Datenträger mit %1 ist voll, daher wurde die Spiegelung angehalten (%2). Das bereits Geschriebene bleibt erhalten; geben Sie Speicherplatz frei und starten Sie die Spiegelung erneut, um fortzufahren.</translation>
    </message>
    <message>
        <source>Looking for files the source no longer has…</source>
        <translation>Dateien, die die Quelle nicht mehr hat, werden gesucht…</translation>
    </message>
    <message>
        <source>Opening the local copy&apos;s state…</source>
        <translation>Zustand der lokalen Kopie wird geöffnet…</translation>
    </message>
    <message>
        <source>A temporary folder for the dry run could not be made: %1</source>
        <translation>Ein temporärer Ordner für den Probelauf konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the state is never read or written through a link.</source>
        <translation>%1 ist ein symbolischer Link; der Zustand wird nie über einen Link gelesen oder geschrieben.</translation>
    </message>
    <message>
        <source>%1 could not be read for the dry run.</source>
        <translation>%1 konnte für den Probelauf nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>an unknown number of bytes</source>
        <translation>eine unbekannte Anzahl Byte</translation>
    </message>
    <message>
        <source>%1 requests, %2</source>
        <translation>%1 Anfragen, %2</translation>
    </message>
    <message>
        <source>The source offers a Resource Dump too, but not every package&apos;s manifest could be read, so whether the packages hold every listed resource cannot be told: the Resource List is used.</source>
        <translation>Die Quelle bietet auch einen Ressourcen-Dump an, aber nicht jedes Paketmanifest konnte gelesen werden; daher lässt sich nicht feststellen, ob die Pakete jede aufgeführte Ressource enthalten: Die Ressourcenliste wird verwendet.</translation>
    </message>
    <message>
        <source>The Resource Dump&apos;s packages do not hold every resource the Resource List names as it names them (a resource is missing, or its length or hash differs): the Resource List is used.</source>
        <translation>Die Pakete des Ressourcen-Dumps enthalten nicht jede Ressource so, wie die Ressourcenliste sie nennt (eine Ressource fehlt, oder ihre Länge oder ihr Hash weicht ab): Die Ressourcenliste wird verwendet.</translation>
    </message>
    <message>
        <source>The Resource Dump&apos;s packages hold every resource the Resource List names: %1 from the dump instead of %2 from the list.</source>
        <translation>Die Pakete des Ressourcen-Dumps enthalten jede Ressource, die die Ressourcenliste nennt: %1 aus dem Dump statt %2 aus der Liste.</translation>
    </message>
    <message>
        <source>The Resource Dump holds every listed resource too, but the Resource List costs less here: %1 from the list instead of %2 from the dump.</source>
        <translation>Der Ressourcen-Dump enthält ebenfalls jede aufgeführte Ressource, aber die Ressourcenliste ist hier günstiger: %1 aus der Liste statt %2 aus dem Dump.</translation>
    </message>
    <message>
        <source>The Change Dump begins at %1, after the sync point %2; the Change Lists reach back to it and are used.</source>
        <translation>Der Änderungs-Dump beginnt bei %1, nach dem Synchronisationspunkt %2; die Änderungslisten reichen bis dorthin zurück und werden verwendet.</translation>
    </message>
    <message>
        <source>The Change Dump reaches until %1, the Change Lists until %2: the Change Lists are used.</source>
        <translation>Der Änderungs-Dump reicht bis %1, die Änderungslisten bis %2: Die Änderungslisten werden verwendet.</translation>
    </message>
    <message>
        <source>The Change Dump holds the changes since the sync point: %1 from the dump instead of %2 from the Change Lists.</source>
        <translation>Der Änderungs-Dump enthält die Änderungen seit dem Synchronisationspunkt: %1 aus dem Dump statt %2 aus den Änderungslisten.</translation>
    </message>
    <message>
        <source>The Change Lists cost less here: %1 from the lists instead of %2 from the Change Dump.</source>
        <translation>Die Änderungslisten sind hier günstiger: %1 aus den Listen statt %2 aus dem Änderungs-Dump.</translation>
    </message>
    <message>
        <source>The changes since the sync point %1.</source>
        <translation>Die Änderungen seit dem Synchronisationspunkt %1.</translation>
    </message>
    <message>
        <source>The lists were asked for (--from list).</source>
        <translation>Die Listen wurden angefordert (--from list).</translation>
    </message>
    <message>
        <source>The dumps were asked for (--from dump).</source>
        <translation>Die Dumps wurden angefordert (--from dump).</translation>
    </message>
    <message>
        <source>The dumps were asked for, but the source offers none: its lists are used.</source>
        <translation>Die Dumps wurden angefordert, aber die Quelle bietet keine an: Ihre Listen werden verwendet.</translation>
    </message>
    <message>
        <source>The source offers no dump to take instead of its lists.</source>
        <translation>Die Quelle bietet keinen Dump an, der statt ihrer Listen verwendet werden könnte.</translation>
    </message>
    <message>
        <source>The source offers no list, only dumps.</source>
        <translation>Die Quelle bietet keine Liste an, nur Dumps.</translation>
    </message>
    <message>
        <source>The source offers neither a Resource List nor a Resource Dump: its changes are all there is.</source>
        <translation>Die Quelle bietet weder eine Ressourcenliste noch einen Ressourcen-Dump an: Ihre Änderungen sind alles, was es gibt.</translation>
    </message>
    <message>
        <source>The source offers no Resource List, Resource Dump, Change List or Change Dump.</source>
        <translation>Die Quelle bietet keine Ressourcenliste, keinen Ressourcen-Dump, keine Änderungsliste und keinen Änderungs-Dump an.</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>%1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The Resource List %1 was not read whole (%2): files the lists do not name were neither deleted nor reported as extra, and the sync point stays where it was.</source>
        <translation>Die Resource List %1 wurde nicht vollständig gelesen (%2): Dateien, die die Listen nicht nennen, wurden weder gelöscht noch als überzählig gemeldet, und der Synchronisationspunkt bleibt, wo er war.</translation>
    </message>
</context>
<context>
    <name>rsi::NotificationSettingsPage</name>
    <message>
        <source>Callback server address</source>
        <translation>Adresse des Callback-Servers</translation>
    </message>
    <message>
        <source>HOST:PORT. 127.0.0.1 lets only this computer in; port 0 takes a free one. 0.0.0.0 listens on every network this computer is on.</source>
        <translation>HOST:PORT. 127.0.0.1 lässt nur diesen Rechner zu; Port 0 wählt einen freien Port. 0.0.0.0 lauscht in jedem Netzwerk, mit dem dieser Rechner verbunden ist.</translation>
    </message>
    <message>
        <source>the server&apos;s own address</source>
        <translation>die eigene Adresse des Servers</translation>
    </message>
    <message>
        <source>Public URL</source>
        <translation>Öffentliche URL</translation>
    </message>
    <message>
        <source>The address hubs are told to call, such as https://example.net/rsi, when a tunnel or reverse proxy forwards it to the callback server.</source>
        <translation>Die Adresse, die Hubs aufrufen sollen, etwa https://example.net/rsi, wenn ein Tunnel oder Reverse Proxy sie an den Callback-Server weiterleitet.</translation>
    </message>
    <message>
        <source>A source that offers notifications sends them through a hub, a web service that calls this computer back whenever something changes. The hub must be able to reach the callback server. A computer behind a home or office router cannot be reached from the internet, so a public hub cannot call it: run a tunnel or a reverse proxy that forwards to the address above (for example ssh -R 8080:127.0.0.1:8080 example.net, with the address set to 127.0.0.1:8080) and give its public address as the public URL. A hub on this computer, like the demo&apos;s, needs neither.</source>
        <translation>Eine Quelle, die Benachrichtigungen anbietet, sendet sie über einen Hub, einen Webdienst, der diesen Rechner zurückruft, sobald sich etwas ändert. Der Hub muss den Callback-Server erreichen können. Ein Rechner hinter einem Router zu Hause oder im Büro ist aus dem Internet nicht erreichbar, daher kann ein öffentlicher Hub ihn nicht aufrufen: Richten Sie einen Tunnel oder Reverse Proxy ein, der an die obige Adresse weiterleitet (zum Beispiel ssh -R 8080:127.0.0.1:8080 example.net, mit der Adresse 127.0.0.1:8080), und geben Sie dessen öffentliche Adresse als öffentliche URL an. Ein Hub auf diesem Rechner, wie der der Demo, braucht beides nicht.</translation>
    </message>
    <message>
        <source>Callback server &amp;address:</source>
        <translation>&amp;Adresse des Callback-Servers:</translation>
    </message>
    <message>
        <source>&amp;Public URL:</source>
        <translation>Ö&amp;ffentliche URL:</translation>
    </message>
    <message>
        <source>The callback server address must be HOST:PORT, such as 127.0.0.1:8080.</source>
        <translation>Die Adresse des Callback-Servers muss die Form HOST:PORT haben, etwa 127.0.0.1:8080.</translation>
    </message>
    <message>
        <source>The public URL must be an http or https address without a query, such as https://example.net/rsi.</source>
        <translation>Die öffentliche URL muss eine http- oder https-Adresse ohne Query-Teil sein, etwa https://example.net/rsi.</translation>
    </message>
</context>
<context>
    <name>rsi::NotificationsDock</name>
    <message>
        <source>Folder of the local copy to keep in sync</source>
        <translation>Ordner der lokalen Kopie, die synchron gehalten werden soll</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
</context>
<context>
    <name>rsi::NotificationsPanel</name>
    <message>
        <source>(a folder is asked for when switched on)</source>
        <translation>(beim Einschalten wird nach einem Ordner gefragt)</translation>
    </message>
    <message>
        <source>Following %1.</source>
        <translation>%1 wird verfolgt.</translation>
    </message>
    <message>
        <source>Following %1. Hubs deliver to the callback server at %2.</source>
        <translation>%1 wird verfolgt. Hubs stellen an den Callback-Server unter %2 zu.</translation>
    </message>
    <message>
        <source>Not following this source. Follow subscribes to the notification channels its Capability Lists advertise.</source>
        <translation>Diese Quelle wird nicht verfolgt. „Verfolgen“ abonniert die Benachrichtigungskanäle, die ihre Fähigkeitslisten ankündigen.</translation>
    </message>
    <message>
        <source>Open a source to follow it.</source>
        <translation>Öffnen Sie eine Quelle, um sie zu verfolgen.</translation>
    </message>
    <message>
        <source>Only a hub on this computer can reach the callback server. A public hub cannot reach a computer behind a router: run a tunnel or reverse proxy to it and give its public address in Settings, Notifications.</source>
        <translation>Nur ein Hub auf diesem Rechner kann den Callback-Server erreichen. Ein öffentlicher Hub kann keinen Rechner hinter einem Router erreichen: Richten Sie einen Tunnel oder Reverse Proxy dorthin ein und geben Sie dessen öffentliche Adresse unter Einstellungen, Benachrichtigungen an.</translation>
    </message>
    <message>
        <source>Hubs must be able to reach %1; a computer behind a router needs a tunnel or reverse proxy, whose public address goes in Settings, Notifications.</source>
        <translation>Hubs müssen %1 erreichen können; ein Rechner hinter einem Router braucht einen Tunnel oder Reverse Proxy, dessen öffentliche Adresse unter Einstellungen, Benachrichtigungen eingetragen wird.</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>&amp;Verfolgen</translation>
    </message>
    <message>
        <source>Subscribe to the source&apos;s notification channels and show what they say as it arrives.</source>
        <translation>Die Benachrichtigungskanäle der Quelle abonnieren und anzeigen, was sie melden, sobald es eintrifft.</translation>
    </message>
    <message>
        <source>S&amp;top following</source>
        <translation>Verfolgen &amp;beenden</translation>
    </message>
    <message>
        <source>Unsubscribe from every hub and stop.</source>
        <translation>Alle Abonnements bei den Hubs beenden und anhalten.</translation>
    </message>
    <message>
        <source>&amp;Keep the local copy in sync</source>
        <translation>Lokale &amp;Kopie synchron halten</translation>
    </message>
    <message>
        <source>After every notification, bring the source&apos;s local copy up to date, as Mirror does.</source>
        <translation>Nach jeder Benachrichtigung die lokale Kopie der Quelle aktualisieren, wie es „Spiegeln“ tut.</translation>
    </message>
    <message>
        <source>C&amp;hannels</source>
        <translation>&amp;Kanäle</translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation>&amp;Ereignisse</translation>
    </message>
    <message>
        <source>Notification channels</source>
        <translation>Benachrichtigungskanäle</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>What the selected event says</source>
        <translation>Was das ausgewählte Ereignis meldet</translation>
    </message>
</context>
<context>
    <name>rsi::ReportFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a crawl report.</source>
        <translation>%1 ist zu groß für einen Crawl-Bericht.</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2 at byte %3.</source>
        <translation>%1 ist kein JSON: %2 bei Byte %3.</translation>
    </message>
    <message>
        <source>%1 is not a report of rsinspector-cli crawl --format json: it has no &quot;documents&quot; and &quot;findings&quot;.</source>
        <translation>%1 ist kein Bericht von rsinspector-cli crawl --format json: Er enthält keine &quot;documents&quot; und &quot;findings&quot;.</translation>
    </message>
    <message>
        <source>%1 lists a document without a URL.</source>
        <translation>%1 führt ein Dokument ohne URL auf.</translation>
    </message>
    <message>
        <source>%1 has a finding without a rule or a severity.</source>
        <translation>%1 enthält einen Befund ohne Regel oder Schweregrad.</translation>
    </message>
</context>
<context>
    <name>rsi::ResourceCheckJob</name>
    <message>
        <source>%1 could not be checked: %2</source>
        <translation>%1 konnte nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>The Resource List names %1, which answers HTTP %2; a Change List reports it deleted at or after the list&apos;s at, so the list was right when it was made.</source>
        <translation>Die Ressourcenliste nennt %1, die mit HTTP %2 antwortet; eine Änderungsliste meldet sie zum oder nach dem at der Liste als gelöscht, die Liste war also bei ihrer Erstellung korrekt.</translation>
    </message>
    <message>
        <source>The Resource List names %1, but it answers HTTP %2 and no Change List reports it deleted.</source>
        <translation>Die Ressourcenliste nennt %1, aber diese antwortet mit HTTP %2, und keine Änderungsliste meldet sie als gelöscht.</translation>
    </message>
    <message>
        <source>The Change List reports %1 %2, but it answers HTTP %3 and no later change deletes it.</source>
        <translation>Die Änderungsliste meldet für %1 die Änderung %2, aber die Ressource antwortet mit HTTP %3, und keine spätere Änderung löscht sie.</translation>
    </message>
    <message>
        <source>The Change List reports %1 deleted, but it still answers HTTP %2 and no later change creates it again.</source>
        <translation>Die Änderungsliste meldet %1 als gelöscht, aber die Ressource antwortet weiterhin mit HTTP %2, und keine spätere Änderung erstellt sie erneut.</translation>
    </message>
    <message>
        <source>A later change in a Change List explains it: the resource changed since the list was produced.</source>
        <translation>Eine spätere Änderung in einer Änderungsliste erklärt dies: Die Ressource hat sich seit der Erstellung der Liste geändert.</translation>
    </message>
    <message>
        <source>(The server sent it with Content-Encoding &quot;%1&quot;; length and hash are compared with the bytes as served.)</source>
        <translation>(Der Server hat sie mit Content-Encoding &quot;%1&quot; gesendet; length und hash werden mit den Bytes verglichen, wie sie ausgeliefert wurden.)</translation>
    </message>
    <message>
        <source>length is %1 bytes, but %2 bytes arrived</source>
        <translation>length ist %1 Byte, aber %2 Byte sind eingetroffen</translation>
    </message>
    <message>
        <source>The body of %1 does not match the list: %2.</source>
        <translation>Der Inhalt von %1 passt nicht zur Liste: %2.</translation>
    </message>
    <message>
        <source>length is %1 bytes, but the Content-Length of %2 is %3.</source>
        <translation>length ist %1 Byte, aber die Content-Length von %2 ist %3.</translation>
    </message>
    <message>
        <source>type is &quot;%1&quot;, but %2 is served as &quot;%3&quot;.</source>
        <translation>type ist &quot;%1&quot;, aber %2 wird als &quot;%3&quot; ausgeliefert.</translation>
    </message>
    <message>
        <source>encoding is &quot;%1&quot;, but %2 is served without Content-Encoding.</source>
        <translation>encoding ist &quot;%1&quot;, aber %2 wird ohne Content-Encoding ausgeliefert.</translation>
    </message>
    <message>
        <source>encoding is &quot;%1&quot;, but %2 is served with Content-Encoding &quot;%3&quot;.</source>
        <translation>encoding ist &quot;%1&quot;, aber %2 wird mit Content-Encoding &quot;%3&quot; ausgeliefert.</translation>
    </message>
    <message>
        <source>%1 more findings of rule %2 about the resources this document lists are not listed one by one; the first %3 are.</source>
        <translation>%1 weitere Befunde der Regel %2 zu den Ressourcen, die dieses Dokument aufführt, werden nicht einzeln aufgeführt, nur die ersten %3.</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;, but the body&apos;s is &quot;%3&quot;</source>
        <translation>%1 ist &quot;%2&quot;, beim Inhalt aber &quot;%3&quot;</translation>
    </message>
    <message>
        <source>lastmod is &quot;%1&quot;, but the Last-Modified of %2 is &quot;%3&quot; (%4).</source>
        <translation>lastmod ist &quot;%1&quot;, aber Last-Modified von %2 ist &quot;%3&quot; (%4).</translation>
    </message>
</context>
<context>
    <name>rsi::RuleExplanationDialog</name>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>No rule is chosen.</source>
        <translation>Es ist keine Regel ausgewählt.</translation>
    </message>
    <message>
        <source>“%1” is not a rule of the catalogue, so there is no explanation for it. The catalogue lists the specification&apos;s rules and this application&apos;s own NET-, HTTP- and SAFE- rules.</source>
        <translation>„%1“ ist keine Regel des Katalogs, daher gibt es dazu keine Erklärung. Der Katalog enthält die Regeln der Spezifikation und die eigenen NET-, HTTP- und SAFE-Regeln dieser Anwendung.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>ResourceSync 1.0 only</source>
        <translation>Nur ResourceSync 1.0</translation>
    </message>
    <message>
        <source>ResourceSync 1.1 only</source>
        <translation>Nur ResourceSync 1.1</translation>
    </message>
    <message>
        <source>ResourceSync 1.0 and 1.1</source>
        <translation>ResourceSync 1.0 und 1.1</translation>
    </message>
    <message>
        <source>Not checked yet: it needs a ZIP package, two crawls or a local copy.</source>
        <translation>Noch nicht geprüft: Dafür sind ein ZIP-Paket, zwei Crawls oder eine lokale Kopie nötig.</translation>
    </message>
    <message>
        <source>ResourceSync %1, section %2</source>
        <translation>ResourceSync %1, Abschnitt %2</translation>
    </message>
    <message>
        <source>ResourceSync %1, Appendix A</source>
        <translation>ResourceSync %1, Anhang A</translation>
    </message>
    <message>
        <source>The Sitemap protocol</source>
        <translation>Das Sitemap-Protokoll</translation>
    </message>
    <message>
        <source>The ResourceSync %1 specification</source>
        <translation>Die Spezifikation ResourceSync %1</translation>
    </message>
    <message>
        <source>None: this is a rule of the application, not of the specification</source>
        <translation>Keiner: Dies ist eine Regel der Anwendung, nicht der Spezifikation</translation>
    </message>
    <message>
        <source>Not given</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Verbindlichkeit</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <source>Checked by</source>
        <translation>Geprüft durch</translation>
    </message>
    <message>
        <source>Read it in the specification:</source>
        <translation>In der Spezifikation nachlesen:</translation>
    </message>
    <message>
        <source>Not checked: it is between the Source and its hub, which a Destination never sees.</source>
        <translation>Nicht geprüft: Es spielt sich zwischen der Quelle und ihrem Hub ab, was ein Zielsystem nie sieht.</translation>
    </message>
    <message>
        <source>ResourceSync Framework Notification 1.0.1, section %1</source>
        <translation>ResourceSync Framework Notification 1.0.1, Abschnitt %1</translation>
    </message>
    <message>
        <source>W3C WebSub, section %1</source>
        <translation>W3C WebSub, Abschnitt %1</translation>
    </message>
</context>
<context>
    <name>rsi::RunRecord</name>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
</context>
<context>
    <name>rsi::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Netzwerk</translation>
    </message>
    <message>
        <source>&amp;Validation</source>
        <translation>&amp;Validierung</translation>
    </message>
    <message>
        <source>C&amp;redentials</source>
        <translation>&amp;Zugangsdaten</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Sets the fields of the page shown back to their defaults.</source>
        <translation>Setzt die Felder der angezeigten Seite auf ihre Standardwerte zurück.</translation>
    </message>
    <message>
        <source>Connections per host</source>
        <translation>Verbindungen pro Host</translation>
    </message>
    <message>
        <source>How many requests may run at the same time against one server. Fewer is gentler: a small repository can slow down, or block a crawler that asks too much at once.</source>
        <translation>Wie viele Anfragen gleichzeitig an einen Server laufen dürfen. Weniger ist schonender: Ein kleines Repositorium kann langsamer werden oder einen Crawler sperren, der zu viel auf einmal anfragt.</translation>
    </message>
    <message>
        <source> ms</source>
        <extracomment>Unit after the delay between requests, in milliseconds</extracomment>
        <translation> ms</translation>
    </message>
    <message>
        <source>No delay</source>
        <translation>Keine Wartezeit</translation>
    </message>
    <message>
        <source>Delay between requests</source>
        <translation>Wartezeit zwischen Anfragen</translation>
    </message>
    <message>
        <source>The least time between the starts of two requests to the same server. A delay makes a crawl slower but politer, and keeps it within the rate limits some servers set.</source>
        <translation>Die Mindestzeit zwischen dem Start zweier Anfragen an denselben Server. Eine Wartezeit macht einen Crawl langsamer, aber rücksichtsvoller, und hält ihn innerhalb der Ratenbegrenzungen, die manche Server setzen.</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Unit after the timeout, in seconds</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>A request is given up when the server sends nothing for this long.</source>
        <translation>Eine Anfrage wird aufgegeben, wenn der Server so lange nichts sendet.</translation>
    </message>
    <message>
        <source>User-Agent</source>
        <translation>User-Agent</translation>
    </message>
    <message>
        <source>How this application names itself to servers. Leave empty for the default; some servers ask crawlers to add a contact address, such as a web page or an email.</source>
        <translation>Wie sich diese Anwendung gegenüber Servern bezeichnet. Lassen Sie das Feld leer, um die Voreinstellung zu verwenden; manche Server bitten Crawler, eine Kontaktadresse anzugeben, etwa eine Webseite oder eine E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>&amp;Connections per host:</source>
        <translation>V&amp;erbindungen pro Host:</translation>
    </message>
    <message>
        <source>&amp;Delay between requests:</source>
        <translation>&amp;Wartezeit zwischen Anfragen:</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>Zeit&amp;limit:</translation>
    </message>
    <message>
        <source>&amp;User-Agent:</source>
        <translation>&amp;User-Agent:</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>&amp;System settings</source>
        <translation>S&amp;ystemeinstellungen</translation>
    </message>
    <message>
        <source>Use the proxy the system is set up with, if any.</source>
        <translation>Den im System eingerichteten Proxy verwenden, falls vorhanden.</translation>
    </message>
    <message>
        <source>N&amp;o proxy</source>
        <translation>&amp;Kein Proxy</translation>
    </message>
    <message>
        <source>Connect to every server directly.</source>
        <translation>Direkt mit jedem Server verbinden.</translation>
    </message>
    <message>
        <source>&amp;Manual:</source>
        <translation>&amp;Manuell:</translation>
    </message>
    <message>
        <source>Send every request through this HTTP proxy.</source>
        <translation>Jede Anfrage über diesen HTTP-Proxy senden.</translation>
    </message>
    <message>
        <source>proxy.example.org</source>
        <translation>proxy.example.org</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Proxy-Host</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Proxy-Port</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Few connections and a delay between requests are gentler on the servers you crawl, many of which are small repositories.</source>
        <translation>Wenige Verbindungen und eine Wartezeit zwischen Anfragen schonen die Server, die Sie crawlen – darunter viele kleine Repositorien.</translation>
    </message>
    <message>
        <source>1.1 (ANSI/NISO Z39.99-2017)</source>
        <translation>1.1 (ANSI/NISO Z39.99-2017)</translation>
    </message>
    <message>
        <source>1.0 (ANSI/NISO Z39.99-2014)</source>
        <translation>1.0 (ANSI/NISO Z39.99-2014)</translation>
    </message>
    <message>
        <source>Specification version</source>
        <translation>Spezifikationsversion</translation>
    </message>
    <message>
        <source>The version of the ResourceSync specification that documents are judged against.</source>
        <translation>Die Version der ResourceSync-Spezifikation, nach der Dokumente geprüft werden.</translation>
    </message>
    <message>
        <source>&amp;Specification version:</source>
        <translation>S&amp;pezifikationsversion:</translation>
    </message>
    <message>
        <source>Documents do not say which version they follow: choose the one the source was written for. Every report names the version it used.</source>
        <translation>Dokumente geben nicht an, welcher Version sie folgen: Wählen Sie die Version, für die die Quelle geschrieben wurde. Jeder Bericht nennt die verwendete Version.</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>No keychain is available: passwords are kept until you quit.</source>
        <translation>Kein Schlüsselbund verfügbar: Passwörter werden nur bis zum Beenden der Anwendung aufbewahrt.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Saved credentials</source>
        <translation>Gespeicherte Zugangsdaten</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add credentials</source>
        <translation>Zugangsdaten hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected credentials</source>
        <translation>Ausgewählte Zugangsdaten entfernen</translation>
    </message>
    <message>
        <source>H&amp;ost:</source>
        <translation>H&amp;ost:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;Benutzername:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of the application&apos;s windows and reports.</source>
        <translation>Die Sprache der Fenster und Berichte der Anwendung.</translation>
    </message>
    <message>
        <source>&amp;Display language:</source>
        <translation>&amp;Anzeigesprache:</translation>
    </message>
    <message>
        <source>The new language applies when you press OK.</source>
        <translation>Die neue Sprache wird übernommen, wenn Sie auf OK klicken.</translation>
    </message>
    <message>
        <source>Upda&amp;te</source>
        <translation>Ak&amp;tualisieren</translation>
    </message>
    <message>
        <source>No password</source>
        <translation>Kein Passwort</translation>
    </message>
    <message>
        <source>Password set</source>
        <translation>Passwort gesetzt</translation>
    </message>
    <message>
        <source>Not&amp;ifications</source>
        <translation>&amp;Benachrichtigungen</translation>
    </message>
    <message>
        <source>Histor&amp;y</source>
        <translation>Ver&amp;lauf</translation>
    </message>
    <message>
        <source>Credentials for &amp;HTTP basic authentication, each sent only to its origin (scheme, host and port):</source>
        <translation>Zugangsdaten für &amp;HTTP-Basic-Authentifizierung, jeweils nur an ihren Ursprung gesendet (Schema, Host und Port):</translation>
    </message>
    <message>
        <source>example.org, example.org:8443 or http://example.org:8080</source>
        <translation>example.org, example.org:8443 oder http://example.org:8080</translation>
    </message>
    <message>
        <source>The server&apos;s host name, with the port when it is not the usual one. Without a scheme, https is meant: a password is sent over plain http only to an address written with http://. A pasted address is shortened to its scheme, host and port.</source>
        <translation>Der Hostname des Servers, mit Port, wenn es nicht der übliche ist. Ohne Schema ist https gemeint: Ein Passwort wird nur dann über unverschlüsseltes http gesendet, wenn die Adresse mit http:// geschrieben ist. Eine eingefügte Adresse wird auf Schema, Host und Port gekürzt.</translation>
    </message>
</context>
<context>
    <name>rsi::SourceTreeModel</name>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>1 info</source>
        <translation>1 Hinweis</translation>
    </message>
    <message>
        <source>%1 infos</source>
        <translation>%1 Hinweise</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Cut short at its byte limit: the first %1 of the %2 entries read are kept, as a sample.</source>
        <translation>An der Byte-Grenze abgeschnitten: die ersten %1 der %2 gelesenen Einträge werden als Stichprobe behalten.</translation>
    </message>
    <message>
        <source>Over the entry limit, and this crawl already keeps the entries of other lists over it: the first %1 of the %2 entries are kept, as a sample.</source>
        <translation>Über der Eintragsgrenze, und dieser Crawl behält bereits die Einträge anderer Listen darüber: Die ersten %1 der %2 Einträge werden als Stichprobe behalten.</translation>
    </message>
</context>
<context>
    <name>rsi::SqliteStore</name>
    <message>
        <source>%1 cannot be opened: Qt&apos;s SQLite driver is not installed (on Debian, the package libqt6sql6-sqlite).</source>
        <translation>%1 kann nicht geöffnet werden: Der SQLite-Treiber von Qt ist nicht installiert (unter Debian das Paket libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the database is not opened through a link.</source>
        <translation>%1 ist ein symbolischer Link; die Datenbank wird nicht über einen Link geöffnet.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is being written (its write-ahead log is there): it cannot be read as it stands.</source>
        <translation>%1 wird gerade geschrieben (ihr Write-Ahead-Log ist vorhanden): In diesem Zustand kann sie nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a database this program can read: %2</source>
        <translation>%1 ist keine Datenbank, die dieses Programm lesen kann: %2</translation>
    </message>
    <message>
        <source>%1 is a database of another program; it is left alone.</source>
        <translation>%1 ist eine Datenbank eines anderen Programms; sie bleibt unangetastet.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of this program (schema %2; this version knows %3). It is left alone.</source>
        <translation>%1 wurde von einer neueren Version dieses Programms geschrieben (Schema %2; diese Version kennt %3). Die Datei bleibt unangetastet.</translation>
    </message>
    <message>
        <source>%1 is of an older version and cannot be upgraded read-only.</source>
        <translation>%1 stammt von einer älteren Version und kann im Nur-Lese-Modus nicht aktualisiert werden.</translation>
    </message>
    <message>
        <source>%1 cannot be prepared: %2</source>
        <translation>%1 kann nicht vorbereitet werden: %2</translation>
    </message>
    <message>
        <source>the upgrade from schema %1 failed: %2</source>
        <translation>die Aktualisierung von Schema %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>die Datenbank ist nicht geöffnet</translation>
    </message>
    <message>
        <source>the statement is not prepared</source>
        <translation>die Anweisung ist nicht vorbereitet</translation>
    </message>
</context>
<context>
    <name>rsi::SubscriptionModel</name>
    <message>
        <source>subscribing</source>
        <translation>wird abonniert</translation>
    </message>
    <message>
        <source>subscribing (%1)</source>
        <translation>wird abonniert (%1)</translation>
    </message>
    <message>
        <source>active until %1</source>
        <translation>aktiv bis %1</translation>
    </message>
    <message>
        <source>renewing (active until %1)</source>
        <translation>wird erneuert (aktiv bis %1)</translation>
    </message>
    <message>
        <source>denied: %1</source>
        <translation>verweigert: %1</translation>
    </message>
    <message>
        <source>expired; subscribing again</source>
        <translation>abgelaufen; wird erneut abonniert</translation>
    </message>
    <message>
        <source>unsubscribing</source>
        <translation>wird abbestellt</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>%1, signed</source>
        <translation>%1, signiert</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, nicht signiert</translation>
    </message>
    <message>
        <source>No secret was given to this hub (it is plain http on another machine), so its notifications cannot be signed.</source>
        <translation>Diesem Hub wurde kein Geheimnis mitgegeben (er verwendet unverschlüsseltes http auf einem anderen Rechner), daher können seine Benachrichtigungen nicht signiert werden.</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>Hub</translation>
    </message>
    <message>
        <source>Subscription</source>
        <translation>Abonnement</translation>
    </message>
    <message>
        <source>Last notification</source>
        <translation>Letzte Benachrichtigung</translation>
    </message>
</context>
<context>
    <name>rsi::SyncPanel</name>
    <message>
        <source>Select a resource to compare its local and remote versions.</source>
        <translation>Wählen Sie eine Ressource aus, um ihre lokale Version mit der Version der Quelle zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation> in %1</translation>
    </message>
    <message>
        <source>The audit of %1 failed: %2</source>
        <translation>Der Abgleich von %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Audit of %1 stopped:</source>
        <translation>Abgleich von %1 angehalten:</translation>
    </message>
    <message>
        <source>Audit of %1:</source>
        <translation>Abgleich von %1:</translation>
    </message>
    <message>
        <source>%1 in sync, all %2 resources the same%3.</source>
        <translation>%1 synchron, alle %2 Ressourcen unverändert%3.</translation>
    </message>
    <message>
        <source>%1 %2 to create, %3 to update, %4 to delete, %5 failed, %6 the same%7.</source>
        <translation>%1 %2 anzulegen, %3 zu aktualisieren, %4 zu löschen, %5 fehlgeschlagen, %6 unverändert%7.</translation>
    </message>
    <message>
        <source>Only part of the copy was compared.</source>
        <translation>Nur ein Teil der Kopie wurde verglichen.</translation>
    </message>
    <message>
        <source>The mirror into %1 failed: %2</source>
        <translation>Die Spiegelung nach %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Mirror into %1 stopped:</source>
        <translation>Spiegelung nach %1 angehalten:</translation>
    </message>
    <message>
        <source>Mirror into %1 is incomplete:</source>
        <translation>Spiegelung nach %1 ist unvollständig:</translation>
    </message>
    <message>
        <source>Mirrored into %1:</source>
        <translation>Nach %1 gespiegelt:</translation>
    </message>
    <message>
        <source> (moved to %1)</source>
        <translation> (verschoben nach %1)</translation>
    </message>
    <message>
        <source>%1 %2 created, %3 updated, %4 deleted%5, %6 failed, %7 unchanged%8.</source>
        <translation>%1 %2 angelegt, %3 aktualisiert, %4 gelöscht%5, %6 fehlgeschlagen, %7 unverändert%8.</translation>
    </message>
    <message>
        <source>%1 files the source no longer has were kept (deletion was not asked for).</source>
        <translation>%1 Dateien, die die Quelle nicht mehr hat, wurden beibehalten (Löschen wurde nicht angefordert).</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the last sync, so a new baseline was taken.</source>
        <translation>Die Änderungslisten reichen nicht mehr bis zur letzten Synchronisation zurück, daher wurde ein neuer Grundabgleich durchgeführt.</translation>
    </message>
    <message>
        <source>What was done is kept; the next mirror goes on from there.</source>
        <translation>Das bereits Erledigte bleibt erhalten; die nächste Spiegelung setzt dort fort.</translation>
    </message>
    <message>
        <source>The failed resources are tried again by the next mirror.</source>
        <translation>Die fehlgeschlagenen Ressourcen werden bei der nächsten Spiegelung erneut versucht.</translation>
    </message>
    <message>
        <source>Mirror a source into a folder (File &gt; Mirror…), or audit a local copy, to see here how it compares with the source.</source>
        <translation>Spiegeln Sie eine Quelle in einen Ordner (Datei &gt; Spiegeln…) oder gleichen Sie eine lokale Kopie ab, um hier zu sehen, wie sie im Vergleich zur Quelle dasteht.</translation>
    </message>
    <message>
        <source>Same: %1</source>
        <translation>Unverändert: %1</translation>
    </message>
    <message>
        <source>Create: %1</source>
        <translation>Anlegen: %1</translation>
    </message>
    <message>
        <source>Update: %1</source>
        <translation>Aktualisieren: %1</translation>
    </message>
    <message>
        <source>Delete: %1</source>
        <translation>Löschen: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>Local: %1</source>
        <translation>Lokal: %1</translation>
    </message>
    <message>
        <source>Remote: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>This resource failed: %1</source>
        <translation>Diese Ressource ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No URL of the source belongs to this file: there is no remote version to compare it with. %1</source>
        <translation>Zu dieser Datei gehört keine URL der Quelle: Es gibt keine Version der Quelle, mit der sie verglichen werden könnte. %1</translation>
    </message>
    <message>
        <source>The local copy does not have this resource: there is nothing to compare.</source>
        <translation>Die lokale Kopie enthält diese Ressource nicht: Es gibt nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>The source no longer lists this resource: there is no remote version to compare it with. %1</source>
        <translation>Die Quelle führt diese Ressource nicht mehr auf: Es gibt keine Version der Quelle, mit der sie verglichen werden könnte. %1</translation>
    </message>
    <message>
        <source>The remote version cannot be fetched here.</source>
        <translation>Die Version der Quelle kann hier nicht abgerufen werden.</translation>
    </message>
    <message>
        <source>Loading the local and remote versions of %1…</source>
        <translation>Lokale Version und Version der Quelle von %1 werden geladen…</translation>
    </message>
    <message>
        <source>The local file could not be read: %1</source>
        <translation>Die lokale Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The remote version could not be fetched: %1</source>
        <translation>Die Version der Quelle konnte nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <source>This resource is too large to compare here (more than %1).</source>
        <translation>Diese Ressource ist zu groß, um hier verglichen zu werden (mehr als %1).</translation>
    </message>
    <message>
        <source>local %1, remote %2</source>
        <translation>lokal %1, Quelle %2</translation>
    </message>
    <message>
        <source>This resource is not text (%1): it is not compared line by line.</source>
        <translation>Diese Ressource ist kein Text (%1): Sie wird nicht zeilenweise verglichen.</translation>
    </message>
    <message>
        <source>Search paths, URLs and reasons</source>
        <translation>Pfade, URLs und Gründe durchsuchen</translation>
    </message>
    <message>
        <source>Show resources whose path, URL or reasons contain</source>
        <translation>Ressourcen anzeigen, deren Pfad, URL oder Gründe Folgendes enthalten</translation>
    </message>
    <message>
        <source>Audit again</source>
        <translation>Erneut abgleichen</translation>
    </message>
    <message>
        <source>Compare the folder with the source again, to confirm that it is in sync</source>
        <translation>Den Ordner erneut mit der Quelle vergleichen, um zu bestätigen, dass er synchron ist</translation>
    </message>
    <message>
        <source>Resources of the local copy</source>
        <translation>Ressourcen der lokalen Kopie</translation>
    </message>
    <message>
        <source>Show or hide the resources in this state</source>
        <translation>Ressourcen in diesem Status ein- oder ausblenden</translation>
    </message>
</context>
<context>
    <name>rsi::SyncResultModel</name>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Local path</source>
        <translation>Lokaler Pfad</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>Gründe</translation>
    </message>
</context>
<context>
    <name>rsi::SyncSession</name>
    <message>
        <source>Audit %1</source>
        <translation>%1 abgleichen</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Mirror %1 into %2</source>
        <translation>%1 nach %2 spiegeln</translation>
    </message>
</context>
<context>
    <name>rsi::TextDiffView</name>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <source>The local and remote versions are the same.</source>
        <translation>Die lokale Version und die Version der Quelle sind identisch.</translation>
    </message>
    <message>
        <source>Changed lines: %1. Only in the local version: %2. Only in the remote version: %3.</source>
        <translation>Geänderte Zeilen: %1. Nur in der lokalen Version: %2. Nur in der Version der Quelle: %3.</translation>
    </message>
    <message>
        <source>The versions differ too much to be aligned line by line: everything between the first and the last difference is shown as changed.</source>
        <translation>Die Versionen unterscheiden sich zu stark, um Zeile für Zeile zugeordnet zu werden: Alles zwischen dem ersten und dem letzten Unterschied wird als geändert angezeigt.</translation>
    </message>
    <message>
        <source>Long lines are shown broken after each tag.</source>
        <translation>Lange Zeilen werden nach jedem Tag umbrochen angezeigt.</translation>
    </message>
    <message>
        <source>Next difference</source>
        <translation>Nächster Unterschied</translation>
    </message>
    <message>
        <source>Next difference (Alt+Down)</source>
        <translation>Nächster Unterschied (Alt+Nach unten)</translation>
    </message>
    <message>
        <source>Previous difference</source>
        <translation>Vorheriger Unterschied</translation>
    </message>
    <message>
        <source>Previous difference (Alt+Up)</source>
        <translation>Vorheriger Unterschied (Alt+Nach oben)</translation>
    </message>
    <message>
        <source>Local version</source>
        <translation>Lokale Version</translation>
    </message>
    <message>
        <source>Remote version</source>
        <translation>Version der Quelle</translation>
    </message>
</context>
<context>
    <name>rsi::TrendChart</name>
    <message>
        <source>No crawls of this source are kept yet.</source>
        <translation>Von dieser Quelle sind noch keine Crawls aufbewahrt.</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Run %1, %2
Errors: %3, warnings: %4</source>
        <translation>Lauf %1, %2
Fehler: %3, Warnungen: %4</translation>
    </message>
    <message>
        <source>Errors and warnings per crawl</source>
        <translation>Fehler und Warnungen pro Crawl</translation>
    </message>
    <message>
        <source>%1 crawls. Errors went from %2 to %3, warnings from %4 to %5.</source>
        <translation>%1 Crawls. Fehler: von %2 auf %3, Warnungen: von %4 auf %5.</translation>
    </message>
</context>
<context>
    <name>rsi::ValidateJob</name>
    <message>
        <source>&quot;%1&quot; is neither a file nor a URL.</source>
        <translation>&quot;%1&quot; ist weder eine Datei noch eine URL.</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>%1 kann nicht abgerufen werden: %2</translation>
    </message>
</context>
<context>
    <name>rsi::VersionLoader</name>
    <message>
        <source>This is a symbolic link; it is not followed.</source>
        <translation>Dies ist ein symbolischer Link; ihm wird nicht gefolgt.</translation>
    </message>
    <message>
        <source>This is not a regular file.</source>
        <translation>Dies ist keine reguläre Datei.</translation>
    </message>
</context>
<context>
    <name>rsi::WatchEventModel</name>
    <message>
        <source>Channel found</source>
        <translation>Kanal gefunden</translation>
    </message>
    <message>
        <source>Subscribed</source>
        <translation>Abonniert</translation>
    </message>
    <message>
        <source>Renewed</source>
        <translation>Erneuert</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Verweigert</translation>
    </message>
    <message>
        <source>Notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Zurückgewiesen</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>Erneut gelesen</translation>
    </message>
    <message>
        <source>Local copy updated</source>
        <translation>Lokale Kopie aktualisiert</translation>
    </message>
    <message>
        <source>Unsubscribed</source>
        <translation>Abbestellt</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Listening</source>
        <translation>Lauscht</translation>
    </message>
    <message>
        <source>hub %1</source>
        <translation>Hub %1</translation>
    </message>
    <message>
        <source>active until %1</source>
        <translation>aktiv bis %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (signed)</source>
        <translation> (signiert)</translation>
    </message>
    <message>
        <source> (not signed)</source>
        <translation> (nicht signiert)</translation>
    </message>
    <message>
        <source>, seen before</source>
        <translation>, bereits gesehen</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) read again</source>
        <translation>
            <numerusform>%n Dokument erneut gelesen</numerusform>
            <numerusform>%n Dokumente erneut gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 created, %2 updated, %3 deleted, %4 failed</source>
        <translation>%1 angelegt, %2 aktualisiert, %3 gelöscht, %4 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
</context>
<context>
    <name>rsi::WatchJob</name>
    <message>
        <source>The callback server could not listen: %1</source>
        <translation>Der Callback-Server konnte nicht lauschen: %1</translation>
    </message>
    <message>
        <source>The callback server listens on every network (%1), so it has no one address to give the hubs: say which with a public URL (--callback-url).</source>
        <translation>Der Callback-Server lauscht in jedem Netzwerk (%1) und hat daher keine eindeutige Adresse, die er den Hubs nennen könnte: Geben Sie sie mit einer öffentlichen URL an (--callback-url).</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>Die Quelle konnte nicht erneut gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 advertises no notification channel, so there is nothing to follow; --poll reads its Change Lists on a timer instead.</source>
        <translation>%1 kündigt keinen Benachrichtigungskanal an, daher gibt es nichts zu verfolgen; --poll liest stattdessen die Änderungslisten in festen Zeitabständen.</translation>
    </message>
    <message>
        <source>The local copy could not be brought up to date: %1</source>
        <translation>Die lokale Kopie konnte nicht aktualisiert werden: %1</translation>
    </message>
</context>
<context>
    <name>rsi::WebSubSubscriber</name>
    <message>
        <source>The hub did not confirm the unsubscription within %1 seconds.</source>
        <translation>Der Hub hat die Abbestellung nicht innerhalb von %1 Sekunden bestätigt.</translation>
    </message>
    <message>
        <source>The hub did not take the unsubscription: %1</source>
        <translation>Der Hub hat die Abbestellung nicht angenommen: %1</translation>
    </message>
    <message>
        <source>HTTP %1 %2</source>
        <translation>HTTP %1 %2</translation>
    </message>
    <message>
        <source>The hub answered the subscription request with HTTP %1; WebSub hubs answer 202 Accepted and verify afterwards.</source>
        <translation>Der Hub hat die Abonnementanfrage mit HTTP %1 beantwortet; WebSub-Hubs antworten mit 202 Accepted und verifizieren danach.</translation>
    </message>
    <message>
        <source>The hub verified the subscription but did not answer the request: %1</source>
        <translation>Der Hub hat das Abonnement verifiziert, aber die Anfrage nicht beantwortet: %1</translation>
    </message>
    <message>
        <source>the hub refused the subscription (HTTP %1)</source>
        <translation>der Hub hat das Abonnement abgelehnt (HTTP %1)</translation>
    </message>
    <message>
        <source>the hub refused the subscription (HTTP %1): %2</source>
        <translation>der Hub hat das Abonnement abgelehnt (HTTP %1): %2</translation>
    </message>
    <message>
        <source>The hub could not take the subscription: HTTP %1 %2</source>
        <translation>Der Hub konnte das Abonnement nicht annehmen: HTTP %1 %2</translation>
    </message>
    <message>
        <source>The hub could not be reached: %1</source>
        <translation>Der Hub konnte nicht erreicht werden: %1</translation>
    </message>
    <message>
        <source>The hub did not verify the subscription within %1 seconds.</source>
        <translation>Der Hub hat das Abonnement nicht innerhalb von %1 Sekunden verifiziert.</translation>
    </message>
    <message>
        <source>%1 Trying again in %2 seconds.</source>
        <translation>%1 Neuer Versuch in %2 Sekunden.</translation>
    </message>
    <message>
        <source>The subscription expired before the hub verified a renewal.</source>
        <translation>Das Abonnement ist abgelaufen, bevor der Hub eine Erneuerung verifiziert hat.</translation>
    </message>
    <message>
        <source>A delivery came to a callback that was unsubscribed; the hub was told it is gone (410).</source>
        <translation>Eine Zustellung ging an einen abbestellten Callback; dem Hub wurde mitgeteilt, dass er nicht mehr existiert (410).</translation>
    </message>
    <message>
        <source>A delivery came to a callback this subscriber never gave out (%1).</source>
        <translation>Eine Zustellung ging an einen Callback, den dieser Abonnent nie vergeben hat (%1).</translation>
    </message>
    <message>
        <source>the hub denied the subscription</source>
        <translation>der Hub hat das Abonnement verweigert</translation>
    </message>
    <message>
        <source>The hub&apos;s verification carried no hub.lease_seconds; the lease asked for (%1 seconds) is assumed.</source>
        <translation>Die Verifizierung des Hubs enthielt kein hub.lease_seconds; die angefragte Lease-Dauer (%1 Sekunden) wird angenommen.</translation>
    </message>
    <message>
        <source>The hub&apos;s verification says hub.lease_seconds=&quot;%1&quot;, which is no number of seconds; the lease asked for (%2 seconds) is assumed.</source>
        <translation>Die Verifizierung des Hubs gibt hub.lease_seconds=&quot;%1&quot; an, was keine Anzahl von Sekunden ist; die angefragte Lease-Dauer (%2 Sekunden) wird angenommen.</translation>
    </message>
    <message>
        <source>The hub granted a lease of 0 seconds; the lease asked for (%1 seconds) is assumed, and the subscription is renewed before it ends.</source>
        <translation>Der Hub hat eine Lease-Dauer von 0 Sekunden gewährt; die angefragte Lease-Dauer (%1 Sekunden) wird angenommen, und das Abonnement wird vor ihrem Ablauf erneuert.</translation>
    </message>
    <message>
        <source>The hub granted a lease of %1 seconds, outside the 300 to 2,678,400 seconds (a month) the specification recommends.</source>
        <translation>Der Hub hat eine Lease-Dauer von %1 Sekunden gewährt, außerhalb der von der Spezifikation empfohlenen 300 bis 2.678.400 Sekunden (ein Monat).</translation>
    </message>
    <message>
        <source>Too many deliveries are waiting to be processed; the hub was asked to try again later (503).</source>
        <translation>Zu viele Zustellungen warten auf Verarbeitung; der Hub wurde gebeten, es später erneut zu versuchen (503).</translation>
    </message>
    <message>
        <source>A request to the callback server was refused with HTTP %1: %2.</source>
        <translation>Eine Anfrage an den Callback-Server wurde mit HTTP %1 abgewiesen: %2.</translation>
    </message>
</context>
<context>
    <name>rsi::WelcomePage</name>
    <message>
        <source>ResourceSync Inspector</source>
        <translation>ResourceSync Inspector</translation>
    </message>
    <message>
        <source>See inside a ResourceSync source: what it publishes, whether it follows the specification, and keep a faithful local copy.</source>
        <translation>Blicken Sie in eine ResourceSync-Quelle: was sie veröffentlicht und ob sie der Spezifikation folgt – und pflegen Sie eine originalgetreue lokale Kopie.</translation>
    </message>
    <message>
        <source>Open the demo source</source>
        <translation>Demo-Quelle öffnen</translation>
    </message>
    <message>
        <source>Opens a small sample source that comes with the application</source>
        <translation>Öffnet eine kleine Beispielquelle, die mit der Anwendung geliefert wird</translation>
    </message>
    <message>
        <source>A small sample source that comes with the application, served from this computer.</source>
        <translation>Eine kleine, mit der Anwendung gelieferte Beispielquelle, bereitgestellt von diesem Rechner.</translation>
    </message>
    <message>
        <source>&amp;Recent sources</source>
        <translation>&amp;Zuletzt geöffnete Quellen</translation>
    </message>
    <message>
        <source>Recent sources</source>
        <translation>Zuletzt geöffnete Quellen</translation>
    </message>
    <message>
        <source>Press Return or double-click to open a source again</source>
        <translation>Drücken Sie Return oder doppelklicken Sie, um eine Quelle erneut zu öffnen</translation>
    </message>
    <message>
        <source>No recent sources yet: the sources you open will be listed here.</source>
        <translation>Noch keine zuletzt geöffneten Quellen: Die Quellen, die Sie öffnen, werden hier aufgeführt.</translation>
    </message>
    <message>
        <source>No recent sources</source>
        <translation>Keine zuletzt geöffneten Quellen</translation>
    </message>
    <message>
        <source>To open your own source, type its URL or a folder path in the address bar above, or drop a link or a file onto this window.</source>
        <translation>Um Ihre eigene Quelle zu öffnen, geben Sie oben in der Adressleiste ihre URL oder einen Ordnerpfad ein oder ziehen Sie einen Link oder eine Datei auf dieses Fenster.</translation>
    </message>
</context>
<context>
    <name>rsi::XmlSourceView</name>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>XML source</source>
        <translation>XML-Quelltext</translation>
    </message>
</context>
</TS>
