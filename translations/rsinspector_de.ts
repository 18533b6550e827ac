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
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--format must be text, json or junit, not "%1".</source>
        <translation>--format muss text, json oder junit sein, nicht "%1".</translation>
    </message>
    <message>
        <source>--spec-version must be 1.0 or 1.1, not "%1".</source>
        <translation>--spec-version muss 1.0 oder 1.1 sein, nicht "%1".</translation>
    </message>
    <message>
        <source>--max-entries must be a positive whole number.</source>
        <translation>--max-entries muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <source>--expect must be a capability such as resourcelist or changelist-index, not "%1".</source>
        <translation>--expect muss eine Fähigkeit wie resourcelist oder changelist-index sein, nicht "%1".</translation>
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
        <source>Unknown command "%1".</source>
        <translation>Unbekannter Befehl "%1".</translation>
    </message>
    <message>
        <source>rules --format must be text or json, not "%1".</source>
        <translation>rules --format muss text oder json sein, nicht "%1".</translation>
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
what was done so far (marked "complete": false in JSON) and exits with 2;
a second Ctrl-C ends the program at once, without a report.

Proxies: the system's proxy settings are used; on Linux and other Unix
systems, the http_proxy, https_proxy and no_proxy environment variables.
Loopback addresses (127.0.0.1, localhost) are never proxied.
</source>
        <translation>
Rückgabewerte: 0 ausgeführt, nichts auf der Stufe Fehler gefunden; 1 ausgeführt, Fehler
gefunden; 2 nicht ausführbar (ungültige Argumente, Eingabe nicht lesbar, Quelle nicht
erreichbar) oder abgebrochen.

Ein Abbruch (Strg+C oder SIGTERM) beendet die Downloads, schreibt den Bericht über das
bisher Erledigte (in JSON mit "complete": false gekennzeichnet) und endet mit 2;
ein zweites Strg+C beendet das Programm sofort, ohne Bericht.

Proxys: Es werden die Proxy-Einstellungen des Systems verwendet, unter Linux und anderen
Unix-Systemen die Umgebungsvariablen http_proxy, https_proxy und no_proxy.
Loopback-Adressen (127.0.0.1, localhost) werden nie über einen Proxy angesprochen.
</translation>
    </message>
    <message>
        <source>--token takes HOST[:PORT]=TOKEN.</source>
        <translation>--token erwartet HOST[:PORT]=TOKEN.</translation>
    </message>
    <message>
        <source>--user takes HOST[:PORT]=USER:PASSWORD.</source>
        <translation>--user erwartet HOST[:PORT]=USER:PASSWORD.</translation>
    </message>
    <message>
        <source>--max-documents must be a positive whole number.</source>
        <translation>--max-documents muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Discovers a ResourceSync source and checks it whole: each document, and how they link to one another.
Argument: a site (http://host/: its well-known URI, robots.txt and home page are tried), any document of the source (http(s) URL, file:// URL or file; its "up" links lead to the Source Description), or a folder laid out like the source's web server.</source>
        <translation>Ermittelt eine ResourceSync-Quelle und prüft sie als Ganzes: jedes Dokument und wie die Dokumente miteinander verknüpft sind.
Argument: eine Website (http://host/: ihr Well-known-URI, robots.txt und die Startseite werden versucht), ein beliebiges Dokument der Quelle (http(s)-URL, file://-URL oder Datei; seine "up"-Links führen zur Quellbeschreibung) oder ein Ordner, der wie der Webserver der Quelle aufgebaut ist.</translation>
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
        <source>Usage: rsinspector-cli &lt;command&gt; [options] &lt;arguments&gt;

Commands:
  validate &lt;file|url&gt;...   check each document on its own against the ResourceSync rules
  crawl &lt;url|path&gt;         discover a source and check it whole: every document and how they link
  audit &lt;url|path&gt; &lt;dir&gt;   compare a local copy with the source: what a sync would create, update or delete
  mirror &lt;url|path&gt; &lt;dir&gt;  bring a local copy up to date with the source (baseline or incremental)
  rules                    list the conformance rules: id, level, section, summary

Run 'rsinspector-cli &lt;command&gt; --help' for the options of a command.
Exit codes: 0 no errors (audit: in sync; mirror: mirrored fully), 1 errors found
(audit: differences; mirror: some resources failed), 2 could not run.
</source>
        <translation>Aufruf: rsinspector-cli &lt;Befehl&gt; [Optionen] &lt;Argumente&gt;

Befehle:
  validate &lt;Datei|URL&gt;...     jedes Dokument einzeln anhand der ResourceSync-Regeln prüfen
  crawl &lt;URL|Pfad&gt;            eine Quelle ermitteln und als Ganzes prüfen: jedes Dokument und ihre Verknüpfungen
  audit &lt;URL|Pfad&gt; &lt;Ordner&gt;   eine lokale Kopie mit der Quelle abgleichen: was eine Synchronisation anlegen, aktualisieren oder löschen würde
  mirror &lt;URL|Pfad&gt; &lt;Ordner&gt;  eine lokale Kopie auf den Stand der Quelle bringen (Grundabgleich oder inkrementell)
  rules                       die Konformitätsregeln auflisten: ID, Anforderungsstufe, Abschnitt, Zusammenfassung

Mit 'rsinspector-cli &lt;Befehl&gt; --help' erhalten Sie die Optionen eines Befehls.
Rückgabewerte: 0 keine Fehler (audit: synchron; mirror: vollständig gespiegelt), 1 Fehler
gefunden (audit: Unterschiede; mirror: einige Ressourcen fehlgeschlagen), 2 Ausführung
nicht möglich.
</translation>
    </message>
    <message>
        <source>
The source is crawled first, as 'crawl' does; errors in its documents do not
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
Die Quelle wird zuerst gecrawlt, wie bei 'crawl'; Fehler in ihren Dokumenten
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
The source is crawled first, as 'crawl' does; errors in its documents do not
stop the audit. Nothing is downloaded: local files are compared with what
the Resource Lists and Change Lists say (catalogue section 19.3). The report
says what a sync would do: create, update, delete, or nothing (same).

Exit codes: 0 the local copy is in sync; 1 it differs (anything to create,
update or delete, or a resource that could not be judged); 2 could not run
(bad arguments, source unreachable, no list to compare with) or was
interrupted.
</source>
        <translation>
Die Quelle wird zuerst gecrawlt, wie bei 'crawl'; Fehler in ihren Dokumenten
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
was done so far (marked "complete": false in JSON) and exits with 2.
</source>
        <translation>
Ein Abbruch (Strg+C oder SIGTERM) beendet die Arbeit, schreibt den Bericht über
das bisher Erledigte (in JSON mit "complete": false gekennzeichnet) und endet
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
        <source>--from must be list or dump, not "%1".</source>
        <translation>--from muss list oder dump sein, nicht "%1".</translation>
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
</context>
<context>
    <name>CopyWriter</name>
    <message>
        <source>"%1" is not a valid path inside the local copy: it is empty or absolute, or has an empty, "." or ".." part, a backslash or a NUL character.</source>
        <translation>"%1" ist kein gültiger Pfad innerhalb der lokalen Kopie: Er ist leer oder absolut oder enthält einen leeren Teil, einen Teil "." oder "..", einen Backslash oder ein NUL-Zeichen.</translation>
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
        <source>"%1" is not a valid name for a trash folder.</source>
        <translation>"%1" ist kein gültiger Name für einen Papierkorb-Ordner.</translation>
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
        <source>named by an HTML link with rel="resourcesync"</source>
        <translation>von einem HTML-Link mit rel="resourcesync" genannt</translation>
    </message>
    <message>
        <source>named by an HTTP Link header with rel="resourcesync"</source>
        <translation>von einem HTTP-Link-Header mit rel="resourcesync" genannt</translation>
    </message>
    <message>
        <source>the "up" link of another document</source>
        <translation>der "up"-Link eines anderen Dokuments</translation>
    </message>
    <message>
        <source>the "index" link of another document</source>
        <translation>der "index"-Link eines anderen Dokuments</translation>
    </message>
    <message>
        <source>listed by its parent</source>
        <translation>vom übergeordneten Dokument aufgeführt</translation>
    </message>
    <message>
        <source>the "contents" link (manifest) of a dump's package</source>
        <translation>der "contents"-Link (Manifest) eines Dump-Pakets</translation>
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
        <source>"%1" is not a valid address</source>
        <translation>"%1" ist keine gültige Adresse</translation>
    </message>
    <message>
        <source>the relative address "%1" cannot be resolved without the address of the document</source>
        <translation>die relative Adresse "%1" kann ohne die Adresse des Dokuments nicht aufgelöst werden</translation>
    </message>
    <message>
        <source>"%1" is not a web address (http or https with a host name)</source>
        <translation>"%1" ist keine Webadresse (http oder https mit Hostname)</translation>
    </message>
    <message>
        <source>The &lt;link rel="resourcesync"&gt; was ignored: its href is longer than %1 bytes.</source>
        <translation>Das &lt;link rel="resourcesync"&gt; wurde ignoriert: Sein href ist länger als %1 Byte.</translation>
    </message>
    <message>
        <source>This &lt;link rel="resourcesync"&gt; has no href attribute, so it does not point to a Capability List.</source>
        <translation>Dieses &lt;link rel="resourcesync"&gt; hat kein href-Attribut und verweist daher nicht auf eine Fähigkeitsliste.</translation>
    </message>
    <message>
        <source>The href of this &lt;link rel="resourcesync"&gt; cannot be used: %1. It should be the absolute URI of a Capability List.</source>
        <translation>Das href dieses &lt;link rel="resourcesync"&gt; ist nicht verwendbar: %1. Es sollte der absolute URI einer Fähigkeitsliste sein.</translation>
    </message>
    <message>
        <source>This &lt;link rel="resourcesync"&gt; stands in the body of the page; the specification puts it in the &lt;head&gt;.</source>
        <translation>Dieses &lt;link rel="resourcesync"&gt; steht im Body der Seite; die Spezifikation sieht es im &lt;head&gt; vor.</translation>
    </message>
    <message>
        <source>This &lt;link rel="resourcesync"&gt; gives the relative address "%1"; use an absolute URI. It was read as %2.</source>
        <translation>Dieses &lt;link rel="resourcesync"&gt; gibt die relative Adresse "%1" an; verwenden Sie einen absoluten URI. Sie wurde als %2 interpretiert.</translation>
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
        <source>The Link header entry "%1" is malformed: %2. It should read &lt;URI&gt;; rel="resourcesync".</source>
        <translation>Der Link-Header-Eintrag "%1" ist fehlerhaft: %2. Er sollte &lt;URI&gt;; rel="resourcesync" lauten.</translation>
    </message>
    <message>
        <source>"%1" stands where a parameter starting with ; should be</source>
        <translation>"%1" steht dort, wo ein mit ; beginnender Parameter stehen sollte</translation>
    </message>
    <message>
        <source>a parameter has no name</source>
        <translation>ein Parameter hat keinen Namen</translation>
    </message>
    <message>
        <source>the quoted value of the %1 parameter (from character %2) is never closed by "</source>
        <translation>der in Anführungszeichen gesetzte Wert des Parameters %1 (ab Zeichen %2) wird nie durch " geschlossen</translation>
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
        <source>The resourcesync link in the Link header gives the relative reference "%1"; use an absolute URI. It was read as %2.</source>
        <translation>Der resourcesync-Link im Link-Header gibt die relative Referenz "%1" an; verwenden Sie einen absoluten URI. Sie wurde als %2 interpretiert.</translation>
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
        <source>The Sitemap directive on line %1 gives the relative address "%2"; it should be an absolute URL. It was read as %3.</source>
        <translation>Die Sitemap-Anweisung in Zeile %1 gibt die relative Adresse "%2" an; sie sollte eine absolute URL sein. Sie wurde als %3 interpretiert.</translation>
    </message>
</context>
<context>
    <name>DocumentParser</name>
    <message>
        <source>The document declares a DTD (&lt;!DOCTYPE&gt;). ResourceSync documents have none; its entities are not expanded beyond %1 characters and external entities are never fetched.</source>
        <translation>Das Dokument deklariert eine DTD (&lt;!DOCTYPE&gt;). ResourceSync-Dokumente haben keine; ihre Entitäten werden höchstens bis %1 Zeichen expandiert, und externe Entitäten werden nie abgerufen.</translation>
    </message>
    <message>
        <source>The XML declaration says encoding="%1". ResourceSync documents must be encoded in UTF-8.</source>
        <translation>Die XML-Deklaration gibt encoding="%1" an. ResourceSync-Dokumente müssen in UTF-8 kodiert sein.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is bound to the namespace "%2", which is not the ResourceSync namespace "%3" (mind the trailing slash). The element is ignored.</source>
        <translation>&lt;%1&gt; ist an den Namensraum "%2" gebunden, der nicht der ResourceSync-Namensraum "%3" ist (achten Sie auf den abschließenden Schrägstrich). Das Element wird ignoriert.</translation>
    </message>
    <message>
        <source>The root element is &lt;%1&gt;, so this is not a ResourceSync document. It must be &lt;urlset&gt; or &lt;sitemapindex&gt; in the namespace %2.</source>
        <translation>Das Wurzelelement ist &lt;%1&gt;, daher ist dies kein ResourceSync-Dokument. Es muss &lt;urlset&gt; oder &lt;sitemapindex&gt; im Namensraum %2 sein.</translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; has no namespace. It must be in the Sitemap namespace %2 (xmlns="%2").</source>
        <translation>Das Wurzelelement &lt;%1&gt; hat keinen Namensraum. Es muss im Sitemap-Namensraum %2 liegen (xmlns="%2").</translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; is in the namespace "%2". It must be in the Sitemap namespace %3.</source>
        <translation>Das Wurzelelement &lt;%1&gt; liegt im Namensraum "%2". Es muss im Sitemap-Namensraum %3 liegen.</translation>
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
        <source>Text "%1" stands between elements, where only elements are allowed.</source>
        <translation>Der Text "%1" steht zwischen Elementen, wo nur Elemente zulässig sind.</translation>
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
        <source>The entry "%1" would expand to %2 bytes, more than the limit of %3 bytes; it was not read.</source>
        <translation>Der Eintrag "%1" würde auf %2 Byte entpackt werden, mehr als das Limit von %3 Byte; er wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>The entry "%1" would expand from %2 to %3 bytes, a compression ratio above the limit of %4 to 1 that marks a ZIP bomb; it was not read.</source>
        <translation>Der Eintrag "%1" würde von %2 auf %3 Byte entpackt werden, ein Kompressionsverhältnis über dem Limit von %4 zu 1, das auf eine ZIP-Bombe hinweist; er wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>The package "%1" could not be opened: %2</source>
        <translation>Das Paket "%1" konnte nicht geöffnet werden: %2</translation>
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
        <source>The ZIP entry name "%1" would escape the folder it is extracted to (an absolute path, a drive letter, a backslash or a ".." segment); it is never extracted.</source>
        <translation>Der ZIP-Eintragsname "%1" würde aus dem Ordner hinausführen, in den entpackt wird (ein absoluter Pfad, ein Laufwerksbuchstabe, ein Backslash oder ein ".."-Segment); er wird nie entpackt.</translation>
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
        <source>The package contains "%1", but the manifest must be named exactly manifest.xml at the top level of the ZIP.</source>
        <translation>Das Paket enthält "%1", aber das Manifest muss exakt manifest.xml heißen und auf oberster Ebene der ZIP-Datei liegen.</translation>
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
        <source>The manifest names the path "%1" for %2, but the ZIP has no such entry.</source>
        <translation>Das Manifest nennt für %2 den Pfad "%1", aber die ZIP-Datei hat keinen solchen Eintrag.</translation>
    </message>
    <message>
        <source>The deleted resource %1 carries the path "%2", and the ZIP has no such entry.</source>
        <translation>Die gelöschte Ressource %1 trägt den Pfad "%2", und die ZIP-Datei hat keinen solchen Eintrag.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" is not named by any path in the manifest.</source>
        <translation>Der ZIP-Eintrag "%1" wird von keinem path im Manifest genannt.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" is encrypted and cannot be extracted or checked.</source>
        <translation>Der ZIP-Eintrag "%1" ist verschlüsselt und kann weder entpackt noch geprüft werden.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" uses compression method %2; only stored and deflate can be extracted, so it was not checked.</source>
        <translation>Der ZIP-Eintrag "%1" verwendet die Kompressionsmethode %2; nur stored und deflate können entpackt werden, daher wurde er nicht geprüft.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" cannot be read (ZIP error %2).</source>
        <translation>Der ZIP-Eintrag "%1" kann nicht gelesen werden (ZIP-Fehler %2).</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" expanded beyond the size limit while it was read; reading stopped.</source>
        <translation>Der ZIP-Eintrag "%1" hat beim Lesen das Größenlimit überschritten; das Lesen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" fails its CRC-32 check: its bytes are damaged.</source>
        <translation>Der ZIP-Eintrag "%1" besteht die CRC-32-Prüfung nicht: Seine Bytes sind beschädigt.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" could not be read to the end (ZIP error %2): the package is damaged or truncated.</source>
        <translation>Der ZIP-Eintrag "%1" konnte nicht bis zum Ende gelesen werden (ZIP-Fehler %2): Das Paket ist beschädigt oder abgeschnitten.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" for %2 has %3 bytes, but the manifest gives a length of %4.</source>
        <translation>Der ZIP-Eintrag "%1" für %2 hat %3 Byte, aber das Manifest gibt eine Länge von %4 an.</translation>
    </message>
    <message>
        <source>The ZIP entry "%1" for %2 has the %3 digest %4, but the manifest gives %5.</source>
        <translation>Der ZIP-Eintrag "%1" für %2 hat den %3-Hashwert %4, aber das Manifest gibt %5 an.</translation>
    </message>
    <message>
        <source>The ZIP directory of the package could not be walked again (ZIP error %1); some bitstreams were not checked.</source>
        <translation>Das ZIP-Verzeichnis des Pakets konnte nicht erneut durchlaufen werden (ZIP-Fehler %1); einige Bitstreams wurden nicht geprüft.</translation>
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
        <source>The path belongs to the local copy's own records: %1</source>
        <translation>Der Pfad gehört zu den eigenen Verwaltungsdaten der lokalen Kopie: %1</translation>
    </message>
    <message>
        <source>The file name was shortened; its URL is only known from the local copy's records: %1</source>
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
        <source>%1 is too large to be a mirror's state file.</source>
        <translation>%1 ist zu groß, um die Statusdatei einer Spiegelung zu sein.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a mirror's state file (at byte %2: %3). Move it away to start a new baseline.</source>
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
</context>
<context>
    <name>RuleCatalogue</name>
    <message>
        <source>The document is well-formed XML 1.0 (one root; tags balanced; &amp; and &lt; escaped in text and attributes; no undeclared prefixes).</source>
        <translation>Das Dokument ist wohlgeformtes XML 1.0 (eine Wurzel; Tags ausgeglichen; &amp; und &lt; in Text und Attributen maskiert; keine undeklarierten Präfixe).</translation>
    </message>
    <message>
        <source>The document is UTF-8: the XML declaration's encoding is absent or UTF-8 (case-insensitive) and the bytes are valid UTF-8.</source>
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
        <source>The root has exactly one rs:md child ("mandatory" at the top level; not repeatable).</source>
        <translation>Die Wurzel hat genau ein rs:md-Kindelement (auf oberster Ebene „verpflichtend“; nicht wiederholbar).</translation>
    </message>
    <message>
        <source>The root rs:md has a capability attribute ("mandatory in all ResourceSync documents").</source>
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
        <source>At most one rs:md per url/sitemap ("not repeatable").</source>
        <translation>Höchstens ein rs:md pro url/sitemap („nicht wiederholbar“).</translation>
    </message>
    <message>
        <source>url/sitemap elements carry no attributes ("This element does not have attributes").</source>
        <translation>url/sitemap-Elemente tragen keine Attribute („Dieses Element hat keine Attribute“).</translation>
    </message>
    <message>
        <source>The attributes that ResourceSync defines on rs:md/rs:ln are unprefixed. rs:capability="…", rs:at="…" and the like are errors.</source>
        <translation>Die Attribute, die ResourceSync für rs:md/rs:ln definiert, stehen ohne Präfix. rs:capability="…", rs:at="…" und Ähnliches sind Fehler.</translation>
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
        <source>Zero url/sitemap children is valid for ResourceSync ("zero or more").</source>
        <translation>Null url/sitemap-Kindelemente sind für ResourceSync gültig („null oder mehr“).</translation>
    </message>
    <message>
        <source>Element order as in sitemap.xsd: inside url, loc, lastmod, changefreq, priority in that order, then foreign elements (rs:md, rs:ln).</source>
        <translation>Elementreihenfolge wie in sitemap.xsd: innerhalb von url loc, lastmod, changefreq, priority in dieser Reihenfolge, danach fremde Elemente (rs:md, rs:ln).</translation>
    </message>
    <message>
        <source>Characters ', " and &gt; in &lt;loc&gt; appear as character data.</source>
        <translation>Die Zeichen ', " und &gt; in &lt;loc&gt; erscheinen als Zeichendaten.</translation>
    </message>
    <message>
        <source>Sitemap single-host rule: all &lt;loc&gt; in a Resource List (and all sitemap/loc in any index) have the same scheme and host as the document's own URL.</source>
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
        <source>hash (on rs:md or rs:ln) is a whitespace-separated list of one or more tokens of the form alg:hexdigest. alg is a lower-case hash name from the IANA "Hash Function Textual Names" registry (md5, sha-1, sha-256, …); the digest contains only [0-9a-fA-F], with an even number of digits.</source>
        <translation>hash (an rs:md oder rs:ln) ist eine durch Leerraum getrennte Liste aus einem oder mehreren Tokens der Form alg:hexdigest. alg ist ein kleingeschriebener Hash-Name aus dem IANA-Register „Hash Function Textual Names“ (md5, sha-1, sha-256, …); der Hashwert enthält nur [0-9a-fA-F], mit einer geraden Anzahl von Ziffern.</translation>
    </message>
    <message>
        <source>The digest length matches the algorithm: md5 32, sha-1 40, sha-224 56, sha-256 64, sha-384 96, sha-512 128 hex digits.</source>
        <translation>Die Länge des Hashwerts passt zum Algorithmus: md5 32, sha-1 40, sha-224 56, sha-256 64, sha-384 96, sha-512 128 Hexadezimalziffern.</translation>
    </message>
    <message>
        <source>An algorithm token the validator does not know → warning ("cannot verify").</source>
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
        <source>type is a syntactically valid media type: type "/" subtype followed by optional ;name=value parameters, using RFC 6838/2045 token characters.</source>
        <translation>type ist ein syntaktisch gültiger Medientyp: Typ "/" Subtyp, gefolgt von optionalen ;name=value-Parametern, mit Token-Zeichen nach RFC 6838/2045.</translation>
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
        <source>A rel value outside those featured in the spec (up index describedby describes contents duplicate alternate canonical memento timegate timemap collection via profile and the RS patch URI) → info "unrecognised relation; Destination falls back to loc".</source>
        <translation>Ein rel-Wert außerhalb der in der Spezifikation vorkommenden (up index describedby describes contents duplicate alternate canonical memento timegate timemap collection via profile und der RS-Patch-URI) → Hinweis „unbekannte Relation; das Zielsystem greift auf loc zurück“.</translation>
    </message>
    <message>
        <source>rs:ln@modified (from Atom Link Extensions; not defined in RS §7) must follow ATT-001 syntax (error if not).</source>
        <translation>rs:ln@modified (aus den Atom Link Extensions; nicht in RS §7 definiert) muss der Syntax nach ATT-001 folgen (sonst Fehler).</translation>
    </message>
    <message>
        <source>encoding, hash, length, path and type are "representation" attributes (Table 3).</source>
        <translation>encoding, hash, length, path und type sind Attribute der „Repräsentation“ (Tabelle 3).</translation>
    </message>
    <message>
        <source>Attributes that ResourceSync defines never have an empty value (e.g. at="", type="", hash="").</source>
        <translation>Von ResourceSync definierte Attribute haben nie einen leeren Wert (z. B. at="", type="", hash="").</translation>
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
        <source>GET &lt;scheme&gt;://&lt;host&gt;/.well-known/resourcesync on the Source's host returns 2xx (after redirects) with an SD.</source>
        <translation>GET &lt;scheme&gt;://&lt;host&gt;/.well-known/resourcesync auf dem Host der Quelle liefert 2xx (nach Weiterleitungen) mit einer SD.</translation>
    </message>
    <message>
        <source>The document at the well-known URI is an SD (urlset with capability="description") or a Source Description Index (sitemapindex with capability="description").</source>
        <translation>Das Dokument am Well-known-URI ist eine SD (urlset mit capability="description") oder ein Quellbeschreibungsindex (sitemapindex mit capability="description").</translation>
    </message>
    <message>
        <source>HTML discovery: a &lt;link&gt; element whose rel token list contains resourcesync and that has an href.</source>
        <translation>HTML-Ermittlung: ein &lt;link&gt;-Element, dessen rel-Tokenliste resourcesync enthält und das ein href hat.</translation>
    </message>
    <message>
        <source>The target of a resourcesync link (HTML or HTTP) is a Capability List (root rs:md@capability="capabilitylist").</source>
        <translation>Das Ziel eines resourcesync-Links (HTML oder HTTP) ist eine Fähigkeitsliste (rs:md@capability="capabilitylist" an der Wurzel).</translation>
    </message>
    <message>
        <source>The linked CapL "must pertain to" the linking resource: the resource's URI is covered by that set.</source>
        <translation>Die verlinkte CapL muss sich auf die verlinkende Ressource beziehen („must pertain to“): Der URI der Ressource gehört zu dieser Ressourcenmenge.</translation>
    </message>
    <message>
        <source>HTTP Link header syntax (RFC 5988): &lt;URI-Reference&gt; followed by ; rel="resourcesync" (quoted or unquoted token; it may be one of several space-separated rels and one of several comma-separated links).</source>
        <translation>Syntax des HTTP-Link-Headers (RFC 5988): &lt;URI-Reference&gt;, gefolgt von ; rel="resourcesync" (Token mit oder ohne Anführungszeichen; es kann eine von mehreren durch Leerzeichen getrennten Relationen und einer von mehreren durch Kommas getrennten Links sein).</translation>
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
        <source>A relative href in an HTML link or a Link header is resolved against the page's base URL → warning "use an absolute URI".</source>
        <translation>Ein relatives href in einem HTML-Link oder Link-Header wird gegen die Basis-URL der Seite aufgelöst → Warnung „absoluten URI verwenden“.</translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability="description".</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="description".</translation>
    </message>
    <message>
        <source>A root rs:ln rel="describedby" (recommended) points to a document that describes the Source.</source>
        <translation>Ein rs:ln rel="describedby" an der Wurzel (empfohlen) verweist auf ein Dokument, das die Quelle beschreibt.</translation>
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
        <source>Each url has a rs:ln rel="describedby" (recommended) pointing to a description of that set of resources.</source>
        <translation>Jedes url-Element hat ein rs:ln rel="describedby" (empfohlen), das auf eine Beschreibung dieser Ressourcenmenge verweist.</translation>
    </message>
    <message>
        <source>&lt;lastmod&gt; should be omitted.</source>
        <translation>&lt;lastmod&gt; sollte weggelassen werden.</translation>
    </message>
    <message>
        <source>The SD has no rs:ln rel="up" (it is the top of the tree).</source>
        <translation>Die SD hat kein rs:ln rel="up" (sie ist die Spitze des Baums).</translation>
    </message>
    <message>
        <source>The SD carries no at, completed, from or until (undefined for an SD, not in Appendix A).</source>
        <translation>Die SD trägt kein at, completed, from oder until (für eine SD nicht definiert, nicht in Anhang A).</translation>
    </message>
    <message>
        <source>If there are several SDs, they are grouped by a Source Description Index: sitemapindex, root rs:md@capability="description", each sitemap/loc pointing to an SD (urlset, description).</source>
        <translation>Gibt es mehrere SDs, werden sie durch einen Quellbeschreibungsindex gruppiert: sitemapindex, rs:md@capability="description" an der Wurzel, jedes sitemap/loc verweist auf eine SD (urlset, description).</translation>
    </message>
    <message>
        <source>Every url/loc target is retrievable and is a CapL (NAV-010), and its up points back to this SD (NAV-002).</source>
        <translation>Jedes Ziel von url/loc ist abrufbar und eine CapL (NAV-010), und sein up verweist zurück auf diese SD (NAV-002).</translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability="capabilitylist".</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="capabilitylist".</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel="up" (mandatory) whose href is the SD.</source>
        <translation>Es gibt ein rs:ln rel="up" an der Wurzel (verpflichtend), dessen href die SD ist.</translation>
    </message>
    <message>
        <source>A root rs:ln rel="describedby" (recommended) points to a description of the set of resources.</source>
        <translation>Ein rs:ln rel="describedby" an der Wurzel (empfohlen) verweist auf eine Beschreibung der Ressourcenmenge.</translation>
    </message>
    <message>
        <source>Each url has loc (the capability document) and a rs:md with capability (both mandatory).</source>
        <translation>Jedes url-Element hat loc (das Fähigkeitsdokument) und ein rs:md mit capability (beide verpflichtend).</translation>
    </message>
    <message>
        <source>At most one entry per capability value ("must only contain one entry per capability").</source>
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
        <source>The root is urlset and rs:md@capability="resourcelist".</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="resourcelist".</translation>
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
        <source>There is a root rs:ln rel="up" pointing to the CapL.</source>
        <translation>Es gibt ein rs:ln rel="up" an der Wurzel, das auf die CapL verweist.</translation>
    </message>
    <message>
        <source>If this RL is a child of an RLI, it carries a root rs:ln rel="index" whose href is that RLI's URI.</source>
        <translation>Ist diese RL einem RLI untergeordnet, trägt sie ein rs:ln rel="index" an der Wurzel, dessen href der URI dieses RLI ist.</translation>
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
        <source>The root is sitemapindex and rs:md@capability="resourcelist".</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability="resourcelist".</translation>
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
        <source>Every child is a urlset with capability="resourcelist" (same capability as the index, and not an index itself).</source>
        <translation>Jedes untergeordnete Dokument ist ein urlset mit capability="resourcelist" (dieselbe Fähigkeit wie der Index und selbst kein Index).</translation>
    </message>
    <message>
        <source>A child entry's at/completed, when given, equal the child RL's own top at/completed.</source>
        <translation>at/completed eines Kindeintrags entsprechen, sofern angegeben, den eigenen at/completed-Werten der untergeordneten RL auf oberster Ebene.</translation>
    </message>
    <message>
        <source>The index snapshot encloses the child snapshots: child at ≥ index at, and child completed ≤ index completed when both are present (Ex. 15: children at 09:00, 09:03 and 09:07 inside 09:00–09:10).</source>
        <translation>Der Snapshot des Index umschließt die Snapshots der untergeordneten Dokumente: at des Kinds ≥ at des Index und completed des Kinds ≤ completed des Index, wenn beide vorhanden sind (Bsp. 15: untergeordnete Dokumente mit at 09:00, 09:03 und 09:07 innerhalb von 09:00–09:10).</translation>
    </message>
    <message>
        <source>Each child RL's up equals the index's up (the same CapL).</source>
        <translation>Das up jeder untergeordneten RL entspricht dem up des Index (dieselbe CapL).</translation>
    </message>
    <message>
        <source>Each child RL carries rs:ln rel="index" = this index's URI (RL-006).</source>
        <translation>Jede untergeordnete RL trägt rs:ln rel="index" = der URI dieses Index (RL-006).</translation>
    </message>
    <message>
        <source>The union of the child RLs is "the entire set of resources".</source>
        <translation>Die Vereinigung der untergeordneten RLs ist „die gesamte Ressourcenmenge“.</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability="resourcedump".</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="resourcedump".</translation>
    </message>
    <message>
        <source>The root rs:md has at; completed is optional; from and until are absent.</source>
        <translation>Das rs:md der Wurzel hat at; completed ist optional; from und until fehlen.</translation>
    </message>
    <message>
        <source>If the RD sits under an RDI, it has a root rs:ln rel="index" pointing to the RDI.</source>
        <translation>Ist der RD einem RDI untergeordnet, hat er ein rs:ln rel="index" an der Wurzel, das auf den RDI verweist.</translation>
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
        <source>Url-level rs:ln rel="contents" (optional) points to a copy of that package's RDM.</source>
        <translation>rs:ln rel="contents" auf url-Ebene (optional) verweist auf eine Kopie des RDM dieses Pakets.</translation>
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
        <source>Each package's at/completed lies inside the RD's [at, completed] (Ex. 17).</source>
        <translation>at/completed jedes Pakets liegen innerhalb von [at, completed] des RD (Bsp. 17).</translation>
    </message>
    <message>
        <source>Package fixity: the bytes downloaded have the declared length and match every supported hash.</source>
        <translation>Integrität der Pakete: Die heruntergeladenen Bytes haben die angegebene Länge und passen zu jedem unterstützten Hash.</translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI corresponds to the manifest.xml inside the package ("the Source needs to ensure").</source>
        <translation>Ist ein contents-Link angegeben, entspricht das Manifest unter diesem URI der manifest.xml im Paket („die Quelle muss dafür sorgen“).</translation>
    </message>
    <message>
        <source>A package entry's at/completed (when given) equal the at/completed of the RDM inside it, and the RDM's at ≥ the RD's at.</source>
        <translation>at/completed eines Paketeintrags entsprechen (sofern angegeben) at/completed des darin enthaltenen RDM, und at des RDM ≥ at des RD.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel="up" pointing to the CapL (by analogy with §10.2; every other capability document makes it mandatory).</source>
        <translation>Es gibt ein rs:ln rel="up" an der Wurzel, das auf die CapL verweist (analog zu §10.2; bei allen anderen Fähigkeitsdokumenten ist es verpflichtend).</translation>
    </message>
    <message>
        <source>The children are RD urlsets with capability="resourcedump".</source>
        <translation>Die untergeordneten Dokumente sind RD-urlsets mit capability="resourcedump".</translation>
    </message>
    <message>
        <source>Same consistency as RLI-008, RLI-009 and RLI-011 (child times equal the RDs' own, are enclosed by the index, and the children link back with index).</source>
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
        <source>The root is urlset with rs:md@capability="resourcedump-manifest" and at. completed is optional; from and until are absent.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="resourcedump-manifest" und at. completed ist optional; from und until fehlen.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel="up" pointing to the CapL (the same CapL as the referencing RD, NAV-011).</source>
        <translation>Es gibt ein rs:ln rel="up" an der Wurzel, das auf die CapL verweist (dieselbe CapL wie beim verweisenden RD, NAV-011).</translation>
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
        <source>The root is urlset and rs:md@capability="changelist".</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="changelist".</translation>
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
        <source>If the CL sits under a CLI, it has a root rs:ln rel="index" pointing to the CLI.</source>
        <translation>Ist die CL einem CLI untergeordnet, hat sie ein rs:ln rel="index" an der Wurzel, das auf den CLI verweist.</translation>
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
        <source>(1.1) An entry without datetime → info ("providing datetime for each event makes it easier to find the last processed change").</source>
        <translation>(1.1) Ein Eintrag ohne datetime → Hinweis („die Angabe von datetime für jedes Ereignis erleichtert das Auffinden der zuletzt verarbeiteten Änderung“).</translation>
    </message>
    <message>
        <source>A closed CL (one with until) "will not be updated anymore": re-fetching it later must give the same entries and the same from/until.</source>
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
        <source>The root is sitemapindex and rs:md@capability="changelist".</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability="changelist".</translation>
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
        <source>A child entry's from/until equal the child CL's own top from/until.</source>
        <translation>from/until eines Kindeintrags entsprechen den eigenen from/until-Werten der untergeordneten CL auf oberster Ebene.</translation>
    </message>
    <message>
        <source>The child intervals tile the index interval: the first child's from = the index from, each child's until = the next child's from (Ex. 20), with no overlaps.</source>
        <translation>Die Intervalle der untergeordneten Dokumente füllen das Intervall des Index lückenlos aus: from des ersten Kinds = from des Index, until jedes Kinds = from des nächsten Kinds (Bsp. 20), ohne Überlappungen.</translation>
    </message>
    <message>
        <source>If the index has until (closed index), all children are closed and the last child's until = the index until.</source>
        <translation>Hat der Index until (abgeschlossener Index), sind alle untergeordneten Dokumente abgeschlossen, und until des letzten Kinds = until des Index.</translation>
    </message>
    <message>
        <source>The children are CL urlsets with capability="changelist" (not indexes), and each child's up equals the index's up.</source>
        <translation>Die untergeordneten Dokumente sind CL-urlsets mit capability="changelist" (keine Indizes), und das up jedes untergeordneten Dokuments entspricht dem up des Index.</translation>
    </message>
    <message>
        <source>Each child CL has rs:ln rel="index" pointing to this CLI (CL-006).</source>
        <translation>Jede untergeordnete CL hat ein rs:ln rel="index", das auf diesen CLI verweist (CL-006).</translation>
    </message>
    <message>
        <source>Do not check the 1.0 prose claim that a closed child is marked by &lt;lastmod&gt; equal to the child's until (2013-01-02T23:59:59Z).</source>
        <translation>Die Aussage im Fließtext von 1.0, ein abgeschlossenes untergeordnetes Dokument sei durch ein &lt;lastmod&gt; gleich seinem until gekennzeichnet (2013-01-02T23:59:59Z), nicht prüfen.</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability="changedump".</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="changedump".</translation>
    </message>
    <message>
        <source>The root rs:md has from; until is optional; at and completed are absent.</source>
        <translation>Das rs:md der Wurzel hat from; until ist optional; at und completed fehlen.</translation>
    </message>
    <message>
        <source>If the CD sits under a CDI, it has a root rs:ln rel="index" pointing to the CDI.</source>
        <translation>Ist der CD einem CDI untergeordnet, hat er ein rs:ln rel="index" an der Wurzel, das auf den CDI verweist.</translation>
    </message>
    <message>
        <source>A url-level rs:md is recommended, with type and length.</source>
        <translation>Ein rs:md auf url-Ebene wird empfohlen, mit type und length.</translation>
    </message>
    <message>
        <source>Url-level rs:ln rel="contents" (optional) points to a copy of the package's CDM.</source>
        <translation>rs:ln rel="contents" auf url-Ebene (optional) verweist auf eine Kopie des CDM des Pakets.</translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI matches the manifest.xml inside the package ("the Source must ensure").</source>
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
        <source>The package intervals lie inside the CD's [from, until] and are contiguous and non-overlapping (like CLI-009).</source>
        <translation>Die Paketintervalle liegen innerhalb von [from, until] des CD und sind lückenlos und überlappungsfrei (wie bei CLI-009).</translation>
    </message>
    <message>
        <source>A package entry's from/until equal the from/until of the CDM inside it.</source>
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
        <source>There is a root rs:ln rel="up" pointing to the CapL (by analogy with §12.2).</source>
        <translation>Es gibt ein rs:ln rel="up" an der Wurzel, das auf die CapL verweist (analog zu §12.2).</translation>
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
        <source>The root is urlset with rs:md@capability="changedump-manifest" and from. until is optional; at and completed are absent.</source>
        <translation>Die Wurzel ist urlset mit rs:md@capability="changedump-manifest" und from. until ist optional; at und completed fehlen.</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel="up" pointing to the CapL (the same as the referencing CD).</source>
        <translation>Es gibt ein rs:ln rel="up" an der Wurzel, das auf die CapL verweist (dieselbe wie beim verweisenden CD).</translation>
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
        <source>Unless change="deleted", the rs:md has path (ATT-014), and that path names an existing ZIP file entry.</source>
        <translation>Außer bei change="deleted" hat das rs:md einen path (ATT-014), und dieser path bezeichnet einen vorhandenen Dateieintrag der ZIP-Datei.</translation>
    </message>
    <message>
        <source>A change="deleted" entry carries no path (there is no bitstream).</source>
        <translation>Ein Eintrag mit change="deleted" trägt keinen path (es gibt keinen Bitstream).</translation>
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
        <source>Every file entry except manifest.xml is referenced by a url path or by a patch link's path (LNK-006).</source>
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
        <source>Mirror: rel="duplicate" with href (mandatory) = the mirror URI. pri is optional (ATT-017).</source>
        <translation>Spiegel: rel="duplicate" mit href (verpflichtend) = der URI des Spiegels. pri ist optional (ATT-017).</translation>
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
        <source>Alternate: rel="alternate" with href (mandatory, error) = a specific URI.</source>
        <translation>Alternative: rel="alternate" mit href (verpflichtend, Fehler) = ein spezifischer URI.</translation>
    </message>
    <message>
        <source>Patch: rel="http://www.openarchives.org/rs/terms/patch" with href and type (both mandatory).</source>
        <translation>Patch: rel="http://www.openarchives.org/rs/terms/patch" mit href und type (beide verpflichtend).</translation>
    </message>
    <message>
        <source>Canonical: rel="canonical" with href = the generic URI.</source>
        <translation>Kanonisch: rel="canonical" mit href = der generische URI.</translation>
    </message>
    <message>
        <source>Metadata: describedby (resource → metadata) and describes (metadata → resource), each with href (mandatory).</source>
        <translation>Metadaten: describedby (Ressource → Metadaten) und describes (Metadaten → Ressource), jeweils mit href (verpflichtend).</translation>
    </message>
    <message>
        <source>Memento: rel="memento" with href (mandatory) = the time-specific URI that corresponds to the last modification.</source>
        <translation>Memento: rel="memento" mit href (verpflichtend) = der zeitspezifische URI, der der letzten Änderung entspricht.</translation>
    </message>
    <message>
        <source>Memento consistency: the link's modified equals the entry's &lt;lastmod&gt; (and, in 1.1, its datetime if present), and its hash, length and type equal those of the url-level rs:md (the Ex. 29 note says they are identical).</source>
        <translation>Memento-Konsistenz: modified des Links entspricht dem &lt;lastmod&gt; des Eintrags (und in 1.1 seinem datetime, falls vorhanden), und hash, length und type entsprechen denen des rs:md auf url-Ebene (laut der Anmerkung zu Bsp. 29 sind sie identisch).</translation>
    </message>
    <message>
        <source>When prior-version links (memento, timegate, timemap) are used, the url has &lt;lastmod&gt;.</source>
        <translation>Werden Links auf frühere Versionen (memento, timegate, timemap) verwendet, hat das url-Element ein &lt;lastmod&gt;.</translation>
    </message>
    <message>
        <source>rel="timegate" (href mandatory): any attribute other than rel and href → warning ("meaningless for TimeGates").</source>
        <translation>rel="timegate" (href verpflichtend): jedes Attribut außer rel und href → Warnung („für TimeGates bedeutungslos“).</translation>
    </message>
    <message>
        <source>rel="timemap" with href (mandatory).</source>
        <translation>rel="timemap" mit href (verpflichtend).</translation>
    </message>
    <message>
        <source>rel="collection" with href (mandatory) = the collection URI.</source>
        <translation>rel="collection" mit href (verpflichtend) = der URI der Sammlung.</translation>
    </message>
    <message>
        <source>rel="via" with href (mandatory) = the resource's URI at the original Source.</source>
        <translation>rel="via" mit href (verpflichtend) = der URI der Ressource bei der ursprünglichen Quelle.</translation>
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
        <source>rel="contents" appears only on a url of an RD or CD.</source>
        <translation>rel="contents" kommt nur an einem url-Element eines RD oder CD vor.</translation>
    </message>
    <message>
        <source>Every RL, RLI, RD, RDI, RDM, CL, CLI, CD, CDI and CDM has a root rs:ln rel="up".</source>
        <translation>RL, RLI, RD, RDI, RDM, CL, CLI, CD, CDI und CDM haben jeweils ein rs:ln rel="up" an der Wurzel.</translation>
    </message>
    <message>
        <source>A CapL's up target is an SD (a fetched root with capability="description"), and that SD lists the CapL's URI.</source>
        <translation>Das up-Ziel einer CapL ist eine SD (eine abgerufene Wurzel mit capability="description"), und diese SD führt den URI der CapL auf.</translation>
    </message>
    <message>
        <source>The up target of a capability document, index or manifest is a CapL that lists it: the CapL entry's loc is the document's own URI, or the URI of the index the document belongs to, or (for a manifest) the URI of the RD/CD that references the package.</source>
        <translation>Das up-Ziel eines Fähigkeitsdokuments, Index oder Manifests ist eine CapL, die es aufführt: Der loc des CapL-Eintrags ist der eigene URI des Dokuments, der URI des Index, zu dem das Dokument gehört, oder (bei einem Manifest) der URI des RD/CD, der auf das Paket verweist.</translation>
    </message>
    <message>
        <source>Following up links "eventually leads to" an SD.</source>
        <translation>Das Verfolgen von up-Links „führt schließlich“ zu einer SD.</translation>
    </message>
    <message>
        <source>An index and each of its children carry the same up.</source>
        <translation>Ein Index und jedes seiner untergeordneten Dokumente tragen dasselbe up.</translation>
    </message>
    <message>
        <source>A child of an index should carry rs:ln rel="index" = the index URI (warning if missing).</source>
        <translation>Ein untergeordnetes Dokument eines Index sollte rs:ln rel="index" = der URI des Index tragen (Warnung, falls es fehlt).</translation>
    </message>
    <message>
        <source>rel="index" appears only at the root of a &lt;urlset&gt; document.</source>
        <translation>rel="index" kommt nur an der Wurzel eines &lt;urlset&gt;-Dokuments vor.</translation>
    </message>
    <message>
        <source>An index and its children have the same capability value.</source>
        <translation>Ein Index und seine untergeordneten Dokumente haben denselben capability-Wert.</translation>
    </message>
    <message>
        <source>A CapL entry's url-level capability equals the root capability of the fetched target (urlset or sitemapindex).</source>
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
        <source>Change coverage versus baseline: the earliest from among the CapL's CLs (or CLI children) is ≤ the RL/RD at.</source>
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
        <source>The HTTP Last-Modified of a listed resource differs from the lastmod the list gives for it (lastmod is the resource's last-modification time, RFC 2616 section 14.29).</source>
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
        <source>The root is sitemapindex with rs:md@capability="resourcedump", and the top has at (App. A).</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability="resourcedump", und die oberste Ebene hat at (Anh. A).</translation>
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
        <source>The root is sitemapindex with rs:md@capability="changedump" and a top from (App. A). until is optional; at is absent.</source>
        <translation>Die Wurzel ist sitemapindex mit rs:md@capability="changedump" und einem from auf oberster Ebene (Anh. A). until ist optional; at fehlt.</translation>
    </message>
    <message>
        <source>A child rs:md with from (App. A R), and until as for CLI-006.</source>
        <translation>Ein rs:md im Kindeintrag mit from (Anh. A: R) und until wie bei CLI-006.</translation>
    </message>
    <message>
        <source>The ZIP package exceeds the inspector's limits against ZIP bombs (number of entries, uncompressed size, or compression ratio); the entry was not decompressed.</source>
        <translation>Das ZIP-Paket überschreitet die Limits des Inspectors gegen ZIP-Bomben (Anzahl der Einträge, unkomprimierte Größe oder Kompressionsverhältnis); der Eintrag wurde nicht dekomprimiert.</translation>
    </message>
    <message>
        <source>A ZIP entry's name would lead outside the folder it is extracted to (an absolute path, "..", a backslash, a drive letter or NUL); it is never extracted.</source>
        <translation>Der Name eines ZIP-Eintrags würde aus dem Ordner hinausführen, in den entpackt wird (ein absoluter Pfad, "..", ein Backslash, ein Laufwerksbuchstabe oder NUL); er wird nie entpackt.</translation>
    </message>
    <message>
        <source>The ZIP package is corrupt or truncated: its directory cannot be read, so none of its entries can be checked.</source>
        <translation>Das ZIP-Paket ist beschädigt oder abgeschnitten: Sein Verzeichnis kann nicht gelesen werden, daher kann keiner seiner Einträge geprüft werden.</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the local copy's last sync point, so changes may have been missed; a new baseline is needed (the mirror takes one).</source>
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
</context>
<context>
    <name>RuleTable</name>
    <message>
        <source>%1 rules; %2 are checked, the rest are planned.</source>
        <translation>%1 Regeln; %2 werden geprüft, die übrigen sind geplant.</translation>
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
</context>
<context>
    <name>Validator</name>
    <message>
        <source>A time with reduced precision (a date without a time, or a time without seconds) was compared as the start of its interval, so the order found is approximate.</source>
        <translation>Eine Zeitangabe mit verringerter Genauigkeit (ein Datum ohne Uhrzeit oder eine Uhrzeit ohne Sekunden) wurde als Beginn ihres Intervalls verglichen, daher ist die festgestellte Reihenfolge nur ungefähr.</translation>
    </message>
    <message>
        <source>%1 "%2" is not a W3C Datetime: %3. Write it as YYYY-MM-DDThh:mm:ssZ, e.g. 2013-01-03T09:00:00Z.</source>
        <translation>%1 "%2" ist kein W3C-Datetime: %3. Schreiben Sie den Wert als YYYY-MM-DDThh:mm:ssZ, z. B. 2013-01-03T09:00:00Z.</translation>
    </message>
    <message>
        <source>%1 "%2" names a leap second (ss = 60). It is valid, but many programs cannot represent it.</source>
        <translation>%1 "%2" bezeichnet eine Schaltsekunde (ss = 60). Das ist gültig, aber viele Programme können sie nicht darstellen.</translation>
    </message>
    <message>
        <source>%1 "%2" is not a complete date and time. modified comes from the Atom Link Extensions, which use an RFC 3339 date-time such as 2013-01-03T09:00:00Z.</source>
        <translation>%1 "%2" ist kein vollständiges Datum mit Uhrzeit. modified stammt aus den Atom Link Extensions, die ein date-time nach RFC 3339 wie 2013-01-03T09:00:00Z verwenden.</translation>
    </message>
    <message>
        <source>%1 "%2" has white space around the datetime; some readers will not accept it.</source>
        <translation>%1 "%2" hat Leerraum um die Zeitangabe; manche Programme akzeptieren das nicht.</translation>
    </message>
    <message>
        <source>%1 "%2" has reduced precision. ResourceSync recommends a complete date and time in UTC, YYYY-MM-DDThh:mm:ssZ; a shorter value stands for a whole interval and makes comparisons approximate.</source>
        <translation>%1 "%2" hat eine verringerte Genauigkeit. ResourceSync empfiehlt ein vollständiges Datum mit Uhrzeit in UTC, YYYY-MM-DDThh:mm:ssZ; ein kürzerer Wert steht für ein ganzes Intervall und macht Vergleiche ungenau.</translation>
    </message>
    <message>
        <source>%1 "%2" uses a time zone offset. ResourceSync recommends UTC, written with Z (YYYY-MM-DDThh:mm:ssZ).</source>
        <translation>%1 "%2" verwendet einen Zeitzonenversatz. ResourceSync empfiehlt UTC, geschrieben mit Z (YYYY-MM-DDThh:mm:ssZ).</translation>
    </message>
    <message>
        <source>length "%1" is not a number of bytes: it must be written with the digits 0-9 only, without sign, spaces, separators or exponent.</source>
        <translation>length "%1" ist keine Byteanzahl: Der Wert darf nur aus den Ziffern 0-9 bestehen, ohne Vorzeichen, Leerzeichen, Trennzeichen oder Exponent.</translation>
    </message>
    <message>
        <source>length "%1" is too large to be the length of any file.</source>
        <translation>length "%1" ist zu groß, um die Länge einer Datei zu sein.</translation>
    </message>
    <message>
        <source>it has no "/" between type and subtype, as in text/html</source>
        <translation>zwischen Typ und Subtyp steht kein "/", wie in text/html</translation>
    </message>
    <message>
        <source>type and subtype must be non-empty and may not contain spaces or any of ()&lt;&gt;@,;:\"/[]?=</source>
        <translation>Typ und Subtyp dürfen nicht leer sein und weder Leerzeichen noch eines der Zeichen ()&lt;&gt;@,;:\"/[]?= enthalten</translation>
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
        <source>parameters must be separated by ";"</source>
        <translation>Parameter müssen durch ";" getrennt werden</translation>
    </message>
    <message>
        <source>type "%1" is not a media type: %2.</source>
        <translation>type "%1" ist kein Medientyp: %2.</translation>
    </message>
    <message>
        <source>type "%1": "%2" is not a registered top-level media type (application, audio, font, image, message, model, multipart, text, video ...); a Destination may not know it.</source>
        <translation>type "%1": "%2" ist kein registrierter Top-Level-Medientyp (application, audio, font, image, message, model, multipart, text, video ...); ein Zielsystem kennt ihn möglicherweise nicht.</translation>
    </message>
    <message>
        <source>type "%1" is an unregistered, vendor or personal media type; a Destination may not know it.</source>
        <translation>type "%1" ist ein nicht registrierter, herstellerspezifischer oder persönlicher Medientyp; ein Zielsystem kennt ihn möglicherweise nicht.</translation>
    </message>
    <message>
        <source>encoding "%1" names no content coding.</source>
        <translation>encoding "%1" nennt keine Inhaltskodierung.</translation>
    </message>
    <message>
        <source>it must start with "/" (the root of the package)</source>
        <translation>er muss mit "/" beginnen (der Wurzel des Pakets)</translation>
    </message>
    <message>
        <source>it must name a file after the "/"</source>
        <translation>er muss nach dem "/" eine Datei nennen</translation>
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
        <source>it contains an empty segment ("//" or a final "/")</source>
        <translation>er enthält ein leeres Segment ("//" oder ein abschließendes "/")</translation>
    </message>
    <message>
        <source>it contains a "%1" segment, which could point outside the package</source>
        <translation>er enthält ein "%1"-Segment, das aus dem Paket hinaus zeigen könnte</translation>
    </message>
    <message>
        <source>path "%1" is not a file path inside the package: %2.</source>
        <translation>path "%1" ist kein Dateipfad innerhalb des Pakets: %2.</translation>
    </message>
    <message>
        <source>path "%1" contains a backslash. Paths in a package use "/" as separator; a backslash is part of a file name.</source>
        <translation>path "%1" enthält einen Backslash. Pfade in einem Paket verwenden "/" als Trennzeichen; ein Backslash ist Teil eines Dateinamens.</translation>
    </message>
    <message>
        <source>pri "%1" is not an integer from 1 to 999999 (a lower number is a higher priority).</source>
        <translation>pri "%1" ist keine ganze Zahl von 1 bis 999999 (eine kleinere Zahl bedeutet eine höhere Priorität).</translation>
    </message>
    <message>
        <source>href "%1" is a relative reference. It is resolved against the document's URI, but an absolute URI is safer for Destinations.</source>
        <translation>href "%1" ist eine relative Referenz. Sie wird gegen den URI des Dokuments aufgelöst, aber ein absoluter URI ist für Zielsysteme sicherer.</translation>
    </message>
    <message>
        <source>rel "%1" contains white space. An &lt;rs:ln&gt; carries exactly one relation type; use one link per relation.</source>
        <translation>rel "%1" enthält Leerraum. Ein &lt;rs:ln&gt; trägt genau einen Relationstyp; verwenden Sie einen Link pro Relation.</translation>
    </message>
    <message>
        <source>rel "%1" is neither a registered relation name (letters, digits, "." and "-") nor an absolute URI.</source>
        <translation>rel "%1" ist weder ein registrierter Relationsname (Buchstaben, Ziffern, "." und "-") noch ein absoluter URI.</translation>
    </message>
    <message>
        <source>rel "%1" is not a relation that ResourceSync describes; a Destination that does not know it will fall back to &lt;loc&gt;.</source>
        <translation>rel "%1" ist keine Relation, die ResourceSync beschreibt; ein Zielsystem, das sie nicht kennt, greift auf &lt;loc&gt; zurück.</translation>
    </message>
    <message>
        <source>%1 has the attribute %2="%3", which ResourceSync does not define for it. An extension attribute must carry a prefix bound to its own namespace (e.g. ex:%2).</source>
        <translation>%1 hat das Attribut %2="%3", das ResourceSync dafür nicht definiert. Ein Erweiterungsattribut muss ein Präfix tragen, das an seinen eigenen Namensraum gebunden ist (z. B. ex:%2).</translation>
    </message>
    <message>
        <source>%1 has the attribute %2; ResourceSync attributes are written without a prefix: %3="%4".</source>
        <translation>%1 hat das Attribut %2; ResourceSync-Attribute werden ohne Präfix geschrieben: %3="%4".</translation>
    </message>
    <message>
        <source>%1 has the attribute %2 in the ResourceSync namespace, which defines no such attribute. An extension attribute must be in a namespace of its own.</source>
        <translation>%1 hat das Attribut %2 im ResourceSync-Namensraum, der kein solches Attribut definiert. Ein Erweiterungsattribut muss in einem eigenen Namensraum liegen.</translation>
    </message>
    <message>
        <source>&lt;rs:md&gt; has %1="%2": an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation>&lt;rs:md&gt; hat %1="%2": Ein von ResourceSync definiertes Attribut hat nie einen leeren Wert. Geben Sie einen Wert an, oder lassen Sie das Attribut weg.</translation>
    </message>
    <message>
        <source>change="%1" is not a defined change. It must be created, updated or deleted, in lower case.</source>
        <translation>change="%1" ist keine definierte Änderung. Der Wert muss created, updated oder deleted sein, in Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has %1="%2": an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation>&lt;rs:ln&gt; hat %1="%2": Ein von ResourceSync definiertes Attribut hat nie einen leeren Wert. Geben Sie einen Wert an, oder lassen Sie das Attribut weg.</translation>
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
        <source>&lt;rs:ln&gt; has an empty rel. Every link must say how it relates, e.g. rel="up".</source>
        <translation>&lt;rs:ln&gt; hat ein leeres rel. Jeder Link muss angeben, in welcher Beziehung er steht, z. B. rel="up".</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has no rel. Every link must say how it relates, e.g. rel="up".</source>
        <translation>&lt;rs:ln&gt; hat kein rel. Jeder Link muss angeben, in welcher Beziehung er steht, z. B. rel="up".</translation>
    </message>
    <message>
        <source>%1 has alternate representations (rel="alternate"), so it is a generic URI; its rs:md attributes %2 describe only one of its representations.</source>
        <translation>%1 hat alternative Repräsentationen (rel="alternate") und ist daher ein generischer URI; seine rs:md-Attribute %2 beschreiben nur eine seiner Repräsentationen.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability="%2", a capability defined by another specification. It is accepted, but this validator does not check it.</source>
        <translation>Der Eintrag für %1 hat capability="%2", eine Fähigkeit, die in einer anderen Spezifikation definiert ist. Sie wird akzeptiert, aber dieser Validator prüft sie nicht.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability="%2". A Capability List lists the capability documents of one set of resources (resourcelist, resourcedump, changelist, changedump); the Source Description and other Capability Lists are reached through rel="up" and the Source Description, not listed here.</source>
        <translation>Der Eintrag für %1 hat capability="%2". Eine Fähigkeitsliste führt die Fähigkeitsdokumente einer Ressourcenmenge auf (resourcelist, resourcedump, changelist, changedump); die Quellbeschreibung und andere Fähigkeitslisten werden über rel="up" und die Quellbeschreibung erreicht und hier nicht aufgeführt.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability="%2". Manifests live inside the ZIP packages of a dump and are not listed in a Capability List; list the Resource Dump or Change Dump instead.</source>
        <translation>Der Eintrag für %1 hat capability="%2". Manifeste liegen in den ZIP-Paketen eines Dumps und werden nicht in einer Fähigkeitsliste aufgeführt; führen Sie stattdessen den Ressourcen-Dump oder Änderungs-Dump auf.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability="%2", which is not a capability. The values are resourcelist, resourcedump, changelist and changedump (lower case, exactly as written).</source>
        <translation>Der Eintrag für %1 hat capability="%2", was keine Fähigkeit ist. Die Werte sind resourcelist, resourcedump, changelist und changedump (kleingeschrieben, genau in dieser Schreibweise).</translation>
    </message>
    <message>
        <source>The Capability List has no &lt;rs:ln rel="describedby"&gt; at its root. A link to a document that describes this set of resources is recommended.</source>
        <translation>Die Fähigkeitsliste hat kein &lt;rs:ln rel="describedby"&gt; an der Wurzel. Ein Link auf ein Dokument, das diese Ressourcenmenge beschreibt, wird empfohlen.</translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Capability List unless the Source updates the Capability List every time one of its capability documents changes; a stale date misleads Destinations.</source>
        <translation>Der Eintrag für %1 hat ein &lt;lastmod&gt;. Es sollte in einer Fähigkeitsliste weggelassen werden, es sei denn, die Quelle aktualisiert die Fähigkeitsliste bei jeder Änderung eines ihrer Fähigkeitsdokumente; ein veraltetes Datum führt Zielsysteme in die Irre.</translation>
    </message>
    <message>
        <source>capability="%1" is listed again, for %2 (first for %3 on line %4). A Capability List must have only one entry per capability; several documents of one capability are grouped by an index, and that index is listed once.</source>
        <translation>capability="%1" wird erneut aufgeführt, für %2 (zuerst für %3 in Zeile %4). Eine Fähigkeitsliste darf nur einen Eintrag pro Fähigkeit haben; mehrere Dokumente einer Fähigkeit werden durch einen Index gruppiert, und dieser Index wird einmal aufgeführt.</translation>
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
        <source>Packages without a rel="contents" link to a copy of their Change Dump Manifest: %1 of %2 (the first is %3). The link is optional; with it a Destination can see what a package holds before downloading it.</source>
        <translation>Pakete ohne rel="contents"-Link auf eine Kopie ihres Änderungs-Dump-Manifests: %1 von %2 (das erste ist %3). Der Link ist optional; mit ihm kann ein Zielsystem sehen, was ein Paket enthält, bevor es das Paket herunterlädt.</translation>
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
        <source>The entry for %1 (change="%2") has no path. Unless the change is a deletion, the rs:md must give the path of the bitstream inside the package.</source>
        <translation>Der Eintrag für %1 (change="%2") hat keinen path. Außer bei einer Löschung muss das rs:md den Pfad des Bitstreams im Paket angeben.</translation>
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
        <source>This Change List is closed (until="%1"): it will not be updated anymore. After processing it, a Destination continues with the next Change List, found through the index or the Capability List.</source>
        <translation>Diese Änderungsliste ist abgeschlossen (until="%1"): Sie wird nicht mehr aktualisiert. Nach ihrer Verarbeitung fährt ein Zielsystem mit der nächsten Änderungsliste fort, die es über den Index oder die Fähigkeitsliste findet.</translation>
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
        <source>The change to %1 happened at %2, before the %3's from (%4). A %3 only lists changes from its from time on.</source>
        <translation>Die Änderung an %1 erfolgte um %2, vor dem from (%4) dieses Dokuments vom Typ %3. Ein Dokument vom Typ %3 führt nur Änderungen ab seinem from-Zeitpunkt auf.</translation>
    </message>
    <message>
        <source>The change to %1 happened at %2, after the %3's until (%4). A %3 only lists changes up to its until time.</source>
        <translation>Die Änderung an %1 erfolgte um %2, nach dem until (%4) dieses Dokuments vom Typ %3. Ein Dokument vom Typ %3 führt nur Änderungen bis zu seinem until-Zeitpunkt auf.</translation>
    </message>
    <message>
        <source>%1 is listed twice with the same change time %2. The pair of URI and change time should be unique, so that a Destination can tell which changes it has processed; give change times at a finer granularity.</source>
        <translation>%1 ist zweimal mit demselben Änderungszeitpunkt %2 aufgeführt. Das Paar aus URI und Änderungszeitpunkt sollte eindeutig sein, damit ein Zielsystem erkennen kann, welche Änderungen es verarbeitet hat; geben Sie Änderungszeitpunkte feiner granuliert an.</translation>
    </message>
    <message>
        <source>The change "%1" of %2 at %3 is listed twice. Each change is listed once.</source>
        <translation>Die Änderung "%1" an %2 um %3 ist zweimal aufgeführt. Jede Änderung wird nur einmal aufgeführt.</translation>
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
        <source>The entry for %1 starts at %2, before the %3's own from (%4): its interval reaches outside the interval of the %3.</source>
        <translation>Der Eintrag für %1 beginnt um %2, vor dem eigenen from (%4) dieses Dokuments vom Typ %3: Sein Intervall reicht über das Intervall des Dokuments (%3) hinaus.</translation>
    </message>
    <message>
        <source>The entry for %1 ends at %2, after the %3's own until (%4): its interval reaches outside the interval of the %3.</source>
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
        <source>The %1 is closed (until="%2"), but its entry for %3 has no until and so is still open. All entries of a closed %1 are closed.</source>
        <translation>Dieses Dokument (%1) ist abgeschlossen (until="%2"), aber sein Eintrag für %3 hat kein until und ist daher noch offen. In einem abgeschlossenen Dokument vom Typ %1 sind alle Einträge abgeschlossen.</translation>
    </message>
    <message>
        <source>The %1 is closed at %2, but its last entry, %3, ends at %4: changes after %4 are covered by no entry. The last entry should end where the %1 ends.</source>
        <translation>Dieses Dokument (%1) ist zum Zeitpunkt %2 abgeschlossen, aber sein letzter Eintrag, %3, endet um %4: Änderungen nach %4 sind von keinem Eintrag abgedeckt. Der letzte Eintrag sollte dort enden, wo das Dokument (%1) endet.</translation>
    </message>
    <message>
        <source>capability="%1" is defined by another specification, not by ResourceSync core; this document is not validated against it.</source>
        <translation>capability="%1" ist in einer anderen Spezifikation definiert, nicht im ResourceSync-Kern; dieses Dokument wird nicht danach validiert.</translation>
    </message>
    <message>
        <source>capability="%1" is not a ResourceSync capability. Values are compared exactly, without spaces and case-sensitively: write "%2".</source>
        <translation>capability="%1" ist keine ResourceSync-Fähigkeit. Werte werden exakt verglichen, ohne Leerzeichen und unter Beachtung der Groß-/Kleinschreibung: Schreiben Sie "%2".</translation>
    </message>
    <message>
        <source>capability="%1" is not a ResourceSync capability. It must be one of description, capabilitylist, resourcelist, resourcedump, resourcedump-manifest, changelist, changedump or changedump-manifest.</source>
        <translation>capability="%1" ist keine ResourceSync-Fähigkeit. Der Wert muss description, capabilitylist, resourcelist, resourcedump, resourcedump-manifest, changelist, changedump oder changedump-manifest sein.</translation>
    </message>
    <message>
        <source>A &lt;sitemapindex&gt; cannot have capability="%1": a manifest is the single manifest.xml file inside a dump package and is always a &lt;urlset&gt;.</source>
        <translation>Ein &lt;sitemapindex&gt; kann nicht capability="%1" haben: Ein Manifest ist die einzelne Datei manifest.xml in einem Dump-Paket und immer ein &lt;urlset&gt;.</translation>
    </message>
    <message>
        <source>The root &lt;rs:md&gt; has %1="%2". At the top level only capability, at, completed, from and until have a meaning; %1 describes an entry and belongs on a &lt;url&gt;'s &lt;rs:md&gt;.</source>
        <translation>Das &lt;rs:md&gt; der Wurzel hat %1="%2". Auf oberster Ebene haben nur capability, at, completed, from und until eine Bedeutung; %1 beschreibt einen Eintrag und gehört in das &lt;rs:md&gt; eines &lt;url&gt;.</translation>
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
        <source>The root &lt;rs:ln&gt; has rel="%1". At the top level ResourceSync uses up, index and describedby; a Destination will not act on other relations here.</source>
        <translation>Das &lt;rs:ln&gt; der Wurzel hat rel="%1". Auf oberster Ebene verwendet ResourceSync up, index und describedby; andere Relationen beachtet ein Zielsystem hier nicht.</translation>
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
        <source>&lt;loc&gt;%1&lt;/loc&gt; has a "%" that is not followed by two hexadecimal digits; write a literal percent sign as %25.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; enthält ein "%", auf das keine zwei Hexadezimalziffern folgen; schreiben Sie ein wörtliches Prozentzeichen als %25.</translation>
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
        <source>&lt;loc&gt; is exactly 2,048 characters long. The Sitemap schema accepts it, but the protocol text says "less than 2,048".</source>
        <translation>&lt;loc&gt; ist genau 2.048 Zeichen lang. Das Sitemap-Schema akzeptiert das, aber der Protokolltext sagt „weniger als 2.048“.</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; must be written in lower case: "%2".</source>
        <translation>&lt;changefreq&gt;%1&lt;/changefreq&gt; muss kleingeschrieben werden: "%2".</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; is not a defined value. It must be always, hourly, daily, weekly, monthly, yearly or never.</source>
        <translation>&lt;changefreq&gt;%1&lt;/changefreq&gt; ist kein definierter Wert. Der Wert muss always, hourly, daily, weekly, monthly, yearly oder never sein.</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt; on a &lt;sitemap&gt; of an index says nothing useful: the change frequency describes resources, and the listed document's own entries carry it.</source>
        <translation>&lt;changefreq&gt; an einem &lt;sitemap&gt; eines Index sagt nichts Nützliches aus: Die Änderungshäufigkeit beschreibt Ressourcen, und die Einträge des aufgeführten Dokuments tragen sie selbst.</translation>
    </message>
    <message>
        <source>%1 is reported as updated, but its &lt;changefreq&gt; is "never", which is meant for archived resources that do not change.</source>
        <translation>%1 wird als updated gemeldet, aber sein &lt;changefreq&gt; ist "never", was für archivierte Ressourcen gedacht ist, die sich nicht ändern.</translation>
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
        <source>&lt;loc&gt; values that are not on this document's site %1: %2, for example %3. The Sitemap protocol expects every URI of a sitemap to be on the sitemap's own host.</source>
        <translation>&lt;loc&gt;-Werte, die nicht auf der Website %1 dieses Dokuments liegen: %2, zum Beispiel %3. Das Sitemap-Protokoll erwartet, dass jeder URI einer Sitemap auf dem eigenen Host der Sitemap liegt.</translation>
    </message>
    <message>
        <source>&lt;loc&gt; values outside this document's directory %1: %2, for example %3. Plain Sitemaps may only list URIs under their own directory; ResourceSync does not require it.</source>
        <translation>&lt;loc&gt;-Werte außerhalb des Verzeichnisses %1 dieses Dokuments: %2, zum Beispiel %3. Einfache Sitemaps dürfen nur URIs unterhalb ihres eigenen Verzeichnisses aufführen; ResourceSync verlangt das nicht.</translation>
    </message>
    <message>
        <source>The document has no &lt;%1&gt; entries. ResourceSync allows that, but it is not a valid plain Sitemap, which needs at least one.</source>
        <translation>Das Dokument hat keine &lt;%1&gt;-Einträge. ResourceSync erlaubt das, aber es ist dann keine gültige einfache Sitemap, denn diese benötigt mindestens einen.</translation>
    </message>
    <message>
        <source>This index (&lt;sitemapindex&gt;) has a rel="index" link to %1. An index link leads from a list to the index that groups it; indexes of indexes are not defined.</source>
        <translation>Dieser Index (&lt;sitemapindex&gt;) hat einen rel="index"-Link auf %1. Ein index-Link führt von einer Liste zu dem Index, der sie gruppiert; Indizes von Indizes sind nicht definiert.</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel="canonical" link. A resource has one generic URI, so give one canonical link.</source>
        <translation>Der Eintrag für %1 hat mehr als einen rel="canonical"-Link. Eine Ressource hat einen generischen URI, geben Sie also einen canonical-Link an.</translation>
    </message>
    <message>
        <source>The entry for %1 has a rel="profile" link but no rel="describes" link. A profile link tells how to interpret a metadata record, so it belongs on the entry of a record that describes another resource.</source>
        <translation>Der Eintrag für %1 hat einen rel="profile"-Link, aber keinen rel="describes"-Link. Ein profile-Link gibt an, wie ein Metadatensatz zu interpretieren ist, und gehört daher an den Eintrag eines Datensatzes, der eine andere Ressource beschreibt.</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel="memento" link. Give a single memento: the version that corresponds to the last modification.</source>
        <translation>Der Eintrag für %1 hat mehr als einen rel="memento"-Link. Geben Sie ein einzelnes Memento an: die Version, die der letzten Änderung entspricht.</translation>
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
        <source>The entry for %1 has more than one rel="via" link. An aggregator keeps only the existing via link, which points to the original Source.</source>
        <translation>Der Eintrag für %1 hat mehr als einen rel="via"-Link. Ein Aggregator behält nur den vorhandenen via-Link, der auf die ursprüngliche Quelle verweist.</translation>
    </message>
    <message>
        <source>The via link of %1 points to %1 itself. A via link gives the URI of the resource at the original Source it was copied from.</source>
        <translation>Der via-Link von %1 verweist auf %1 selbst. Ein via-Link gibt den URI der Ressource bei der ursprünglichen Quelle an, von der sie kopiert wurde.</translation>
    </message>
    <message>
        <source>A rel="contents" link to %1 appears in a %2. Contents links lead from a package in a Resource Dump or Change Dump to its manifest; elsewhere they have no defined meaning.</source>
        <translation>Ein rel="contents"-Link auf %1 steht in einem Dokument vom Typ %2. contents-Links führen von einem Paket in einem Ressourcen-Dump oder Änderungs-Dump zu dessen Manifest; anderswo haben sie keine definierte Bedeutung.</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel="%2" links (%3 in all, the first to %4). At entry level a %1 defines only rel="contents"; a Destination may ignore other links.</source>
        <translation>Einträge dieses Dokuments (%1) tragen rel="%2"-Links (insgesamt %3, der erste auf %4). Auf Eintragsebene definiert ein Dokument vom Typ %1 nur rel="contents"; ein Zielsystem ignoriert andere Links möglicherweise.</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel="%2" links (%3 in all, the first to %4). At entry level a %1 defines only rel="describedby"; a Destination may ignore other links.</source>
        <translation>Einträge dieses Dokuments (%1) tragen rel="%2"-Links (insgesamt %3, der erste auf %4). Auf Eintragsebene definiert ein Dokument vom Typ %1 nur rel="describedby"; ein Zielsystem ignoriert andere Links möglicherweise.</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel="%2" links (%3 in all, the first to %4). A %1 defines no links at entry level; links to related resources belong in Resource Lists, Resource Dump Manifests, Change Lists and Change Dump Manifests.</source>
        <translation>Einträge dieses Dokuments (%1) tragen rel="%2"-Links (insgesamt %3, der erste auf %4). Ein Dokument vom Typ %1 definiert keine Links auf Eintragsebene; Links auf verwandte Ressourcen gehören in Ressourcenlisten, Ressourcen-Dump-Manifeste, Änderungslisten und Änderungs-Dump-Manifeste.</translation>
    </message>
    <message>
        <source>The mirror %1 uses the %2: scheme. Mirrors may use any protocol, but this application can only fetch http and https mirrors; it uses the others' &lt;loc&gt; instead.</source>
        <translation>Der Spiegel %1 verwendet das Schema "%2:". Spiegel dürfen jedes Protokoll verwenden, aber diese Anwendung kann nur http- und https-Spiegel abrufen; für die anderen verwendet sie stattdessen &lt;loc&gt;.</translation>
    </message>
    <message>
        <source>The mirror link of %1 points to %1 itself. A duplicate link gives the URI of a copy at another location.</source>
        <translation>Der Spiegel-Link von %1 verweist auf %1 selbst. Ein duplicate-Link gibt den URI einer Kopie an einem anderen Ort an.</translation>
    </message>
    <message>
        <source>%1="%2" where the entry has "%3"</source>
        <translation>%1="%2", wo der Eintrag "%3" hat</translation>
    </message>
    <message>
        <source>The mirror link to %1 contradicts the entry's rs:md: %2. A mirror is an identical copy, so it cannot differ.</source>
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
        <source>%1 links to its metadata record %2 (describedby), and %2 is listed in this document, but its entry has no rel="describes" link back to %1.</source>
        <translation>%1 verweist auf seinen Metadatensatz %2 (describedby), und %2 ist in diesem Dokument aufgeführt, aber dessen Eintrag hat keinen rel="describes"-Link zurück auf %1.</translation>
    </message>
    <message>
        <source>The metadata record %1 links to %2 (describes), and %2 is listed in this document, but its entry has no rel="describedby" link back to %1.</source>
        <translation>Der Metadatensatz %1 verweist auf %2 (describes), und %2 ist in diesem Dokument aufgeführt, aber dessen Eintrag hat keinen rel="describedby"-Link zurück auf %1.</translation>
    </message>
    <message>
        <source>modified is %1 but the entry's %2 is %3</source>
        <translation>modified ist %1, aber %2 des Eintrags ist %3</translation>
    </message>
    <message>
        <source>%1 is "%2" but the entry's is "%3"</source>
        <translation>%1 ist "%2", beim Eintrag aber "%3"</translation>
    </message>
    <message>
        <source>The memento link to %1 does not match the entry it belongs to: %2. The memento is the version of the last modification, so its modified time and representation should be the entry's.</source>
        <translation>Der memento-Link auf %1 passt nicht zu dem Eintrag, zu dem er gehört: %2. Das Memento ist die Version der letzten Änderung, daher sollten sein Änderungszeitpunkt und seine Repräsentation denen des Eintrags entsprechen.</translation>
    </message>
    <message>
        <source>The timegate link to %1 has %2. These attributes are meaningless for a TimeGate, which only negotiates versions; give rel and href only.</source>
        <translation>Der timegate-Link auf %1 hat %2. Diese Attribute sind für ein TimeGate bedeutungslos, da es nur Versionen aushandelt; geben Sie nur rel und href an.</translation>
    </message>
    <message>
        <source>The entry for %1 has several rel="%2" links with the same priority (pri %3), so their order is undefined. Give each a different pri (1 is the highest; none means 999999).</source>
        <translation>Der Eintrag für %1 hat mehrere rel="%2"-Links mit derselben Priorität (pri %3), daher ist ihre Reihenfolge undefiniert. Geben Sie jedem ein anderes pri (1 ist die höchste Priorität; ohne Angabe gilt 999999).</translation>
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
        <source>This document was expected to be a &lt;%1&gt; with capability="%2", but it is a &lt;%3&gt; with capability="%4".</source>
        <translation>Dieses Dokument sollte ein &lt;%1&gt; mit capability="%2" sein, ist aber ein &lt;%3&gt; mit capability="%4".</translation>
    </message>
    <message>
        <source>The document at the well-known URI /.well-known/resourcesync is a %1; it must be a Source Description (capability="description").</source>
        <translation>Das Dokument am Well-known-URI /.well-known/resourcesync ist vom Typ %1; es muss eine Quellbeschreibung (capability="description") sein.</translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel="up"&gt; at its root. It must link up to the Capability List it belongs to, so that a Destination can navigate.</source>
        <translation>Dieses Dokument (%1) hat kein &lt;rs:ln rel="up"&gt; an der Wurzel. Es muss auf die Fähigkeitsliste verweisen, zu der es gehört, damit ein Zielsystem navigieren kann.</translation>
    </message>
    <message>
        <source>There are %1 &lt;rs:ln rel="up"&gt; links at the root; there must be exactly one, or navigation is ambiguous.</source>
        <translation>An der Wurzel stehen %1 &lt;rs:ln rel="up"&gt;-Links; es muss genau einer sein, sonst ist die Navigation mehrdeutig.</translation>
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
        <source>The %1 &lt;rs:md&gt; has a %2 attribute, which is not used in a %3 and would mislead a Destination.</source>
        <translation>Das &lt;rs:md&gt; %1 hat ein Attribut %2, das in einem Dokument vom Typ %3 nicht verwendet wird und ein Zielsystem in die Irre führen würde.</translation>
    </message>
    <message>
        <source>datetime is an attribute of ResourceSync 1.1; a Destination that implements 1.0 does not know it.</source>
        <translation>datetime ist ein Attribut von ResourceSync 1.1; ein Zielsystem, das 1.0 implementiert, kennt es nicht.</translation>
    </message>
    <message>
        <source>An entry's rs:md has a capability attribute; in a %1 it is not used. Only Source Descriptions and Capability Lists give a capability per entry.</source>
        <translation>Das rs:md eines Eintrags hat ein capability-Attribut; in einem Dokument vom Typ %1 wird es nicht verwendet. Nur Quellbeschreibungen und Fähigkeitslisten geben pro Eintrag eine Fähigkeit an.</translation>
    </message>
    <message>
        <source>An entry's rs:md has a change attribute; change is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation>Das rs:md eines Eintrags hat ein change-Attribut; change wird nur in Änderungslisten und Änderungs-Dump-Manifesten verwendet, nicht in einem Dokument vom Typ %1.</translation>
    </message>
    <message>
        <source>An entry's rs:md has a path attribute; path is used only in Resource Dump and Change Dump Manifests, not in a %1.</source>
        <translation>Das rs:md eines Eintrags hat ein path-Attribut; path wird nur in Ressourcen-Dump- und Änderungs-Dump-Manifesten verwendet, nicht in einem Dokument vom Typ %1.</translation>
    </message>
    <message>
        <source>An entry's rs:md has a datetime attribute; datetime is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation>Das rs:md eines Eintrags hat ein datetime-Attribut; datetime wird nur in Änderungslisten und Änderungs-Dump-Manifesten verwendet, nicht in einem Dokument vom Typ %1.</translation>
    </message>
    <message>
        <source>An entry's rs:md has a %1 attribute, which Appendix A does not use in a %2.</source>
        <translation>Das rs:md eines Eintrags hat ein Attribut %1, das Anhang A in einem Dokument vom Typ %2 nicht verwendet.</translation>
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
        <source>entry's</source>
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
        <source>The package %1 has more than one &lt;rs:ln rel="contents"&gt;. A package contains one manifest, so one link to its copy is expected; a Destination will use the first.</source>
        <translation>Das Paket %1 hat mehr als ein &lt;rs:ln rel="contents"&gt;. Ein Paket enthält ein Manifest, daher wird ein Link auf dessen Kopie erwartet; ein Zielsystem verwendet den ersten.</translation>
    </message>
    <message>
        <source>The contents link of the package %1 points to the package itself. It should point to a copy of the package's Resource Dump Manifest.</source>
        <translation>Der contents-Link des Pakets %1 verweist auf das Paket selbst. Er sollte auf eine Kopie des Ressourcen-Dump-Manifests des Pakets verweisen.</translation>
    </message>
    <message>
        <source>The contents link of the package %1 has type="%2". It points to a Resource Dump Manifest, which is an XML document, so "application/xml" is expected.</source>
        <translation>Der contents-Link des Pakets %1 hat type="%2". Er verweist auf ein Ressourcen-Dump-Manifest, also ein XML-Dokument, daher wird "application/xml" erwartet.</translation>
    </message>
    <message>
        <source>The package %1 has %2="%3", outside the Resource Dump's snapshot (%4). Each package is part of the dump's snapshot, so its times should lie between the dump's at and completed.</source>
        <translation>Das Paket %1 hat %2="%3", außerhalb des Snapshots des Ressourcen-Dumps (%4). Jedes Paket ist Teil des Snapshots des Dumps, daher sollten seine Zeiten zwischen at und completed des Dumps liegen.</translation>
    </message>
    <message>
        <source>it starts at at="%1"</source>
        <translation>er beginnt mit at="%1"</translation>
    </message>
    <message>
        <source>it ends at completed="%1"</source>
        <translation>er endet mit completed="%1"</translation>
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
        <source>path="%1" is given for %2 and already for %3 (line %4). Each bitstream in the package has its own path, so a path appears only once in a manifest.</source>
        <translation>path="%1" ist für %2 angegeben und bereits für %3 (Zeile %4). Jeder Bitstream im Paket hat einen eigenen Pfad, daher kommt ein Pfad in einem Manifest nur einmal vor.</translation>
    </message>
    <message>
        <source>Entries of this manifest that point to alternate representations: %1, for example %2. A manifest describes the bitstreams actually in the package, each one specific representation: the specification suggests giving that specific URI in &lt;loc&gt; and the generic URI in an &lt;rs:ln rel="canonical"&gt;.</source>
        <translation>Einträge dieses Manifests, die auf alternative Repräsentationen verweisen: %1, zum Beispiel %2. Ein Manifest beschreibt die tatsächlich im Paket enthaltenen Bitstreams, jeweils eine bestimmte Repräsentation: Die Spezifikation empfiehlt, diesen spezifischen URI in &lt;loc&gt; und den generischen URI in einem &lt;rs:ln rel="canonical"&gt; anzugeben.</translation>
    </message>
    <message>
        <source>The Resource List gives the start of its snapshot (at="%1") but not its end (completed). completed is optional; without it a Destination cannot tell how long resources kept changing while the list was made, and can only rely on at.</source>
        <translation>Die Ressourcenliste gibt den Beginn ihres Snapshots an (at="%1"), aber nicht sein Ende (completed). completed ist optional; ohne diese Angabe kann ein Zielsystem nicht erkennen, wie lange sich Ressourcen während der Erstellung der Liste noch geändert haben, und kann sich nur auf at verlassen.</translation>
    </message>
    <message>
        <source>The resource %1 has &lt;lastmod&gt; %2, later than the end of the snapshot (%3="%4"). A Resource List describes resources as they were during the snapshot, so this date is implausible.</source>
        <translation>Die Ressource %1 hat &lt;lastmod&gt; %2, später als das Ende des Snapshots (%3="%4"). Eine Ressourcenliste beschreibt Ressourcen so, wie sie während des Snapshots waren, daher ist dieses Datum unplausibel.</translation>
    </message>
    <message>
        <source>Resources that changed while the snapshot was being taken (their &lt;lastmod&gt; lies between at and completed): %1, for example %2. Their state is at least the state at "at" and may already include later changes.</source>
        <translation>Ressourcen, die sich während der Erstellung des Snapshots geändert haben (ihr &lt;lastmod&gt; liegt zwischen at und completed): %1, zum Beispiel %2. Ihr Zustand entspricht mindestens dem Zustand zum Zeitpunkt "at" und kann bereits spätere Änderungen enthalten.</translation>
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
        <source>The %1 has an &lt;rs:ln rel="up"&gt; to "%2". A Source Description is the top of the ResourceSync tree, so it should not link up to anything.</source>
        <translation>Dieses Dokument (%1) hat ein &lt;rs:ln rel="up"&gt; auf "%2". Eine Quellbeschreibung ist die Spitze des ResourceSync-Baums und sollte daher auf nichts nach oben verweisen.</translation>
    </message>
    <message>
        <source>The Source Description has no &lt;rs:ln rel="describedby"&gt; at its root. A link to a document that describes the Source is recommended.</source>
        <translation>Die Quellbeschreibung hat kein &lt;rs:ln rel="describedby"&gt; an der Wurzel. Ein Link auf ein Dokument, das die Quelle beschreibt, wird empfohlen.</translation>
    </message>
    <message>
        <source>The Source Description lists no Capability List. It should have one &lt;url&gt; per Capability List; even a Source with a single set of resources lists that one Capability List.</source>
        <translation>Die Quellbeschreibung führt keine Fähigkeitsliste auf. Sie sollte ein &lt;url&gt; pro Fähigkeitsliste haben; selbst eine Quelle mit einer einzigen Ressourcenmenge führt diese eine Fähigkeitsliste auf.</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md capability="capabilitylist"&gt;. The Source Description should say that each listed URI is a Capability List.</source>
        <translation>Der Eintrag für %1 hat kein &lt;rs:md capability="capabilitylist"&gt;. Die Quellbeschreibung sollte angeben, dass jeder aufgeführte URI eine Fähigkeitsliste ist.</translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 has no capability attribute. In a Source Description it must say capability="capabilitylist".</source>
        <translation>Das &lt;rs:md&gt; des Eintrags für %1 hat kein capability-Attribut. In einer Quellbeschreibung muss es capability="capabilitylist" angeben.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability="%2". A Source Description lists only Capability Lists, so the value must be "capabilitylist".</source>
        <translation>Der Eintrag für %1 hat capability="%2". Eine Quellbeschreibung führt nur Fähigkeitslisten auf, daher muss der Wert "capabilitylist" lauten.</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:ln rel="describedby"&gt;. A link to a document that describes this set of resources is recommended.</source>
        <translation>Der Eintrag für %1 hat kein &lt;rs:ln rel="describedby"&gt;. Ein Link auf ein Dokument, das diese Ressourcenmenge beschreibt, wird empfohlen.</translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Source Description unless the Source updates the Source Description every time one of its Capability Lists changes; a stale date misleads Destinations.</source>
        <translation>Der Eintrag für %1 hat ein &lt;lastmod&gt;. Es sollte in einer Quellbeschreibung weggelassen werden, es sei denn, die Quelle aktualisiert die Quellbeschreibung bei jeder Änderung einer ihrer Fähigkeitslisten; ein veraltetes Datum führt Zielsysteme in die Irre.</translation>
    </message>
    <message>
        <source>The entry for %1 has capability="%2". A Source Description Index groups only Source Descriptions (capability="description").</source>
        <translation>Der Eintrag für %1 hat capability="%2". Ein Quellbeschreibungsindex gruppiert nur Quellbeschreibungen (capability="description").</translation>
    </message>
    <message>
        <source>An entry's</source>
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
        <source>%1="%2" is earlier than %3="%4"; it must not be.</source>
        <translation>%1="%2" liegt vor %3="%4"; das ist nicht zulässig.</translation>
    </message>
    <message>
        <source>until="%1" is the same instant as from="%2", so the list covers an empty interval.</source>
        <translation>until="%1" ist derselbe Zeitpunkt wie from="%2", daher deckt die Liste ein leeres Intervall ab.</translation>
    </message>
    <message>
        <source>%1: further tokens with problems like those above: %2. They are not listed one by one.</source>
        <translation>%1: weitere Tokens mit Problemen wie den obigen: %2. Sie werden nicht einzeln aufgeführt.</translation>
    </message>
    <message>
        <source>hash: "%1" is not of the form algorithm:hexdigest, e.g. md5:1e0d5cb8ef6ba40c99b14c0237be735e.</source>
        <translation>hash: "%1" hat nicht die Form algorithm:hexdigest, z. B. md5:1e0d5cb8ef6ba40c99b14c0237be735e.</translation>
    </message>
    <message>
        <source>hash: the algorithm name "%1" must be written in lower case, "%2".</source>
        <translation>hash: Der Algorithmusname "%1" muss kleingeschrieben werden: "%2".</translation>
    </message>
    <message>
        <source>hash: the algorithm "%1" is unknown to this validator, so its digest cannot be verified. Known: md5, sha-1, sha-224, sha-256, sha-384, sha-512.</source>
        <translation>hash: Der Algorithmus "%1" ist diesem Validator unbekannt, daher kann sein Hashwert nicht überprüft werden. Bekannt sind: md5, sha-1, sha-224, sha-256, sha-384, sha-512.</translation>
    </message>
    <message>
        <source>hash gives the algorithm "%1" more than once.</source>
        <translation>hash gibt den Algorithmus "%1" mehr als einmal an.</translation>
    </message>
    <message>
        <source>hash: the %1 digest "%2" looks like base64 or base64url; ResourceSync digests are written in hexadecimal (%3 digits).</source>
        <translation>hash: Der %1-Hashwert "%2" sieht nach base64 oder base64url aus; ResourceSync-Hashwerte werden hexadezimal geschrieben (%3 Ziffern).</translation>
    </message>
    <message>
        <source>hash: the digest "%1" must contain only hexadecimal digits 0-9 and a-f.</source>
        <translation>hash: Der Hashwert "%1" darf nur die Hexadezimalziffern 0-9 und a-f enthalten.</translation>
    </message>
    <message>
        <source>hash: the digest "%1" has an odd number of hexadecimal digits; every byte takes two.</source>
        <translation>hash: Der Hashwert "%1" hat eine ungerade Anzahl von Hexadezimalziffern; jedes Byte benötigt zwei.</translation>
    </message>
    <message>
        <source>hash: a digest of %1 has %2 hexadecimal digits, but "%3" has %4.</source>
        <translation>hash: Ein %1-Hashwert hat %2 Hexadezimalziffern, aber "%3" hat %4.</translation>
    </message>
    <message>
        <source>hash: the digest "%1" uses upper-case hexadecimal digits. It is compared case-insensitively; lower case is usual.</source>
        <translation>hash: Der Hashwert "%1" verwendet Hexadezimalziffern in Großbuchstaben. Er wird ohne Beachtung der Groß-/Kleinschreibung verglichen; üblich sind Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>encoding: "%1" is not a content-coding token. The value is a comma-separated list of codings such as gzip.</source>
        <translation>encoding: "%1" ist kein Inhaltskodierungs-Token. Der Wert ist eine durch Kommas getrennte Liste von Kodierungen wie gzip.</translation>
    </message>
    <message>
        <source>encoding: "%1" looks like a character set. encoding names the content coding the server applied (as in Content-Encoding), such as gzip.</source>
        <translation>encoding: "%1" sieht wie ein Zeichensatz aus. encoding nennt die Inhaltskodierung, die der Server angewendet hat (wie in Content-Encoding), etwa gzip.</translation>
    </message>
    <message>
        <source>encoding: "%1" is not in the IANA HTTP content-coding registry (gzip, deflate, br, compress, identity, zstd ...).</source>
        <translation>encoding: "%1" steht nicht im IANA-Register der HTTP-Inhaltskodierungen (gzip, deflate, br, compress, identity, zstd ...).</translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel="up"&gt; at its root. It must link up to the Source Description it belongs to, so that a Destination can navigate.</source>
        <translation>Dieses Dokument (%1) hat kein &lt;rs:ln rel="up"&gt; an der Wurzel. Es muss auf die Quellbeschreibung verweisen, zu der es gehört, damit ein Zielsystem navigieren kann.</translation>
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
        <source>This manifest lists the change "%1" of %2, but the Change List %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation>Dieses Manifest führt die Änderung "%1" an %2 auf, die Änderungsliste %3, die dasselbe Intervall abdeckt, jedoch nicht. Ein Änderungs-Dump und eine Änderungsliste desselben Intervalls beschreiben dieselben Änderungen.</translation>
    </message>
    <message>
        <source>This Change List lists the change "%1" of %2, but the Change Dump Manifest %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation>Diese Änderungsliste führt die Änderung "%1" an %2 auf, das Änderungs-Dump-Manifest %3, das dasselbe Intervall abdeckt, jedoch nicht. Ein Änderungs-Dump und eine Änderungsliste desselben Intervalls beschreiben dieselben Änderungen.</translation>
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
        <source>This document was found through a rel="resourcesync" link (%1), but it is %2. A resourcesync link must point to a Capability List.</source>
        <translation>Dieses Dokument wurde über einen rel="resourcesync"-Link gefunden (%1), ist aber keine Fähigkeitsliste (Dokumenttyp: %2). Ein resourcesync-Link muss auf eine Fähigkeitsliste verweisen.</translation>
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
        <source>The entry for %1 was redirected to another host: %2. That works, but a Destination that keeps to the source's host will not follow it.</source>
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
        <source>The entry for %1 gives %2="%3", but the %4 itself has no %2. The times an index gives for a document are that document's own.</source>
        <translation>Der Eintrag für %1 gibt %2="%3" an, aber das Dokument selbst (%4) hat kein %2. Die Zeiten, die ein Index für ein Dokument angibt, sind die eigenen Zeiten dieses Dokuments.</translation>
    </message>
    <message>
        <source>The entry for %1 gives %2="%3", but the %4 itself says %2="%5". The times an index gives for a document are that document's own.</source>
        <translation>Der Eintrag für %1 gibt %2="%3" an, aber das Dokument selbst (%4) gibt %2="%5" an. Die Zeiten, die ein Index für ein Dokument angibt, sind die eigenen Zeiten dieses Dokuments.</translation>
    </message>
    <message>
        <source>%1 was started at %2, before this index's own snapshot began (at %3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation>%1 wurde um %2 begonnen, bevor der eigene Snapshot dieses Index begann (at %3). Der Snapshot eines Index umschließt die Snapshots der Dokumente, die er aufführt.</translation>
    </message>
    <message>
        <source>%1 was completed at %2, after this index's own snapshot was completed (%3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation>%1 wurde um %2 abgeschlossen, nachdem der eigene Snapshot dieses Index abgeschlossen war (%3). Der Snapshot eines Index umschließt die Snapshots der Dokumente, die er aufführt.</translation>
    </message>
    <message>
        <source>The Change List %1 is closed (until="%2"), but its entry here has no until. The entry of a closed Change List must carry its until.</source>
        <translation>Die Änderungsliste %1 ist abgeschlossen (until="%2"), aber ihr Eintrag hier hat kein until. Der Eintrag einer abgeschlossenen Änderungsliste muss deren until tragen.</translation>
    </message>
    <message>
        <source>The entry for %1 gives until="%2", but that Change List is open (it has no until). The entry of an open Change List must not carry until.</source>
        <translation>Der Eintrag für %1 gibt until="%2" an, aber diese Änderungsliste ist offen (sie hat kein until). Der Eintrag einer offenen Änderungsliste darf kein until tragen.</translation>
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
        <source>%1 is %2 (capability="%3"), but this index has capability="%4". An index and the documents it lists have the same capability.</source>
        <translation>%1 (%2) hat capability="%3", aber dieser Index hat capability="%4". Ein Index und die von ihm aufgeführten Dokumente haben dieselbe Fähigkeit.</translation>
    </message>
    <message>
        <source>The up link points to %1, but the index %2 that lists this document links up to %3. An index and the documents it lists link up to the same Capability List.</source>
        <translation>Der up-Link verweist auf %1, aber der Index %2, der dieses Dokument aufführt, verweist nach oben auf %3. Ein Index und die von ihm aufgeführten Dokumente verweisen nach oben auf dieselbe Fähigkeitsliste.</translation>
    </message>
    <message>
        <source>This %1 is listed by the index %2 but has no &lt;rs:ln rel="index"&gt; pointing to it. A document that an index lists should link to that index.</source>
        <translation>Dieses Dokument (%1) wird vom Index %2 aufgeführt, hat aber kein &lt;rs:ln rel="index"&gt;, das auf ihn verweist. Ein Dokument, das ein Index aufführt, sollte auf diesen Index verweisen.</translation>
    </message>
    <message>
        <source>The index link points to %1, which could not be retrieved (%2), so it cannot be an index that lists this document.</source>
        <translation>Der index-Link verweist auf %1, das nicht abgerufen werden konnte (%2), daher kann es kein Index sein, der dieses Dokument aufführt.</translation>
    </message>
    <message>
        <source>The index link points to %1 (%2), which does not list this document. rel="index" names the index that lists the document.</source>
        <translation>Der index-Link verweist auf %1 (%2), das dieses Dokument nicht aufführt. rel="index" nennt den Index, der das Dokument aufführt.</translation>
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
        <source>The up link points to %1, which could not be retrieved (%2). A Capability List's up link must lead to its Source Description.</source>
        <translation>Der up-Link verweist auf %1, das nicht abgerufen werden konnte (%2). Der up-Link einer Fähigkeitsliste muss zu ihrer Quellbeschreibung führen.</translation>
    </message>
    <message>
        <source>The up link points to %1 (%2), not to a Source Description. A Capability List's up link must lead to the Source Description that lists it.</source>
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
        <source>The entry for %1 says capability="%2", but the document there is %3.</source>
        <translation>Der Eintrag für %1 gibt capability="%2" an, aber das Dokument dort gibt keine Fähigkeit an (Dokumenttyp: %3).</translation>
    </message>
    <message>
        <source>The entry for %1 says capability="%2", but the document there says capability="%3" (%4). The capability in a Capability List must be the one the document itself declares.</source>
        <translation>Der Eintrag für %1 gibt capability="%2" an, aber das Dokument dort gibt capability="%3" an (%4). Die Fähigkeit in einer Fähigkeitsliste muss die sein, die das Dokument selbst angibt.</translation>
    </message>
    <message>
        <source>The up link points to the Capability List %1, but it lists neither this manifest's dump (%2) nor an index of it. A manifest links up to the Capability List of its dump.</source>
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
        <source>note: the source's documents have %1 errors; 'rsinspector-cli crawl %2' lists them.</source>
        <translation>Hinweis: Die Dokumente der Quelle enthalten %1 Fehler; 'rsinspector-cli crawl %2' listet sie auf.</translation>
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
        <source>The local copy "%1" is not a folder.</source>
        <translation>Die lokale Kopie "%1" ist kein Ordner.</translation>
    </message>
</context>
<context>
    <name>rsi::CrawlJob</name>
    <message>
        <source>"%1" is neither a local file or folder nor an http(s) URL.</source>
        <translation>"%1" ist weder eine lokale Datei bzw. ein lokaler Ordner noch eine http(s)-URL.</translation>
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
        <source>Followed an "up" link</source>
        <translation>Einem "up"-Link gefolgt</translation>
    </message>
    <message>
        <source>Fetched the page given</source>
        <translation>Angegebene Seite abgerufen</translation>
    </message>
    <message>
        <source>Looked for rel="resourcesync" links in the page and its Link header</source>
        <translation>In der Seite und ihrem Link-Header nach rel="resourcesync"-Links gesucht</translation>
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
        <source>This is the source's top document.</source>
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
    <name>rsi::JobListModel</name>
    <message>
        <source>%1 of %2 %3</source>
        <extracomment>"12 of 40 documents": processed, total, what is counted</extracomment>
        <translation>%3: %1 von %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>"12 documents": processed, what is counted
----------
"12,345 entries/s": the rate, its unit</extracomment>
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
        <source>Save a report to send to the source's maintainer</source>
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
        <source>&amp;Check resources</source>
        <translation>&amp;Ressourcen prüfen</translation>
    </message>
    <message>
        <source>Ask the server about every listed resource: does it exist, do length, type and date match the lists?</source>
        <translation>Den Server zu jeder aufgeführten Ressource befragen: Existiert sie, stimmen Länge, Typ und Datum mit den Listen überein?</translation>
    </message>
    <message>
        <source>Check resources with &amp;hashes</source>
        <translation>Ressourcen mit &amp;Hashwerten prüfen</translation>
    </message>
    <message>
        <source>Download every listed resource and compare its hash with the lists</source>
        <translation>Jede aufgeführte Ressource herunterladen und ihren Hashwert mit den Listen vergleichen</translation>
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
</context>
<context>
    <name>rsi::MirrorDialog</name>
    <message>
        <source>Choose the local copy's folder</source>
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
        <source>Give the folder's full path.</source>
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
        <source>The change lists begin at %1, after the local copy's sync point %2: changes in between may have been missed, so this run takes a new baseline.</source>
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
        <source>%1 was not extracted from %2: its entry failed the package's checks.</source>
        <translation>%1 wurde nicht aus %2 entpackt: Sein Eintrag hat die Prüfungen des Pakets nicht bestanden.</translation>
    </message>
    <message>
        <source>Removing %1 files the source no longer has…</source>
        <translation>%1 Dateien, die die Quelle nicht mehr hat, werden entfernt…</translation>
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
</context>
<context>
    <name>rsi::ResourceCheckJob</name>
    <message>
        <source>%1 could not be checked: %2</source>
        <translation>%1 konnte nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>The Resource List names %1, which answers HTTP %2; a Change List reports it deleted at or after the list's at, so the list was right when it was made.</source>
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
        <source>(The server sent it with Content-Encoding "%1"; length and hash are compared with the bytes as served.)</source>
        <translation>(Der Server hat sie mit Content-Encoding "%1" gesendet; length und hash werden mit den Bytes verglichen, wie sie ausgeliefert wurden.)</translation>
    </message>
    <message>
        <source>length is %1 bytes, but %2 bytes arrived</source>
        <translation>length ist %1 Byte, aber %2 Byte sind eingetroffen</translation>
    </message>
    <message>
        <source>%1 is %2, but the body's is %3</source>
        <translation>%1 ist %2, beim Inhalt aber %3</translation>
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
        <source>type is "%1", but %2 is served as "%3".</source>
        <translation>type ist "%1", aber %2 wird als "%3" ausgeliefert.</translation>
    </message>
    <message>
        <source>lastmod is %1, but the Last-Modified of %2 is %3 (%4).</source>
        <translation>lastmod ist %1, aber das Last-Modified von %2 ist %3 (%4).</translation>
    </message>
    <message>
        <source>encoding is "%1", but %2 is served without Content-Encoding.</source>
        <translation>encoding ist "%1", aber %2 wird ohne Content-Encoding ausgeliefert.</translation>
    </message>
    <message>
        <source>encoding is "%1", but %2 is served with Content-Encoding "%3".</source>
        <translation>encoding ist "%1", aber %2 wird mit Content-Encoding "%3" ausgeliefert.</translation>
    </message>
    <message>
        <source>%1 more findings of rule %2 about the resources this document lists are not listed one by one; the first %3 are.</source>
        <translation>%1 weitere Befunde der Regel %2 zu den Ressourcen, die dieses Dokument aufführt, werden nicht einzeln aufgeführt, nur die ersten %3.</translation>
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
        <source>“%1” is not a rule of the catalogue, so there is no explanation for it. The catalogue lists the specification's rules and this application's own NET-, HTTP- and SAFE- rules.</source>
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
        <source>Credentials for &amp;HTTP basic authentication, each sent only to its host:</source>
        <translation>Zugangsdaten für die HTTP-Basic-&amp;Authentifizierung, jeweils nur an den zugehörigen Host gesendet:</translation>
    </message>
    <message>
        <source>example.org or example.org:8443</source>
        <translation>example.org oder example.org:8443</translation>
    </message>
    <message>
        <source>The server's host name, with the port when it is not the usual one. A pasted address is shortened to its host.</source>
        <translation>Der Hostname des Servers, mit Port, wenn es nicht der übliche ist. Eine eingefügte Adresse wird auf ihren Host gekürzt.</translation>
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
        <source>The language of the application's windows and reports.</source>
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
    <name>rsi::ValidateJob</name>
    <message>
        <source>"%1" is neither a file nor a URL.</source>
        <translation>"%1" ist weder eine Datei noch eine URL.</translation>
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