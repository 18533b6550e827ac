<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AuditComparison</name>
    <message>
        <source>The size differs: the list says %1 bytes, the local file has %2.</source>
        <translation>サイズが異なります。リストでは %1 バイトですが、ローカルファイルは %2 バイトです。</translation>
    </message>
    <message>
        <source>The %1 digest differs: the list says %2, the local file has %3.</source>
        <translation>%1 のダイジェストが異なります。リストでは %2 ですが、ローカルファイルは %3 です。</translation>
    </message>
    <message>
        <source>The modification time differs: the list says %1, the local file has %2.</source>
        <translation>更新日時が異なります。リストでは %1 ですが、ローカルファイルは %2 です。</translation>
    </message>
    <message>
        <source>This is a symbolic link or a special file, not a regular file; it was not followed or read.</source>
        <translation>これはシンボリックリンクまたは特殊ファイルで、通常のファイルではありません。リンク先をたどることも、読み取ることもしていません。</translation>
    </message>
    <message>
        <source>No resource the source lists belongs at this path.</source>
        <translation>ソースが記載するリソースのうち、このパスに置かれるべきものはありません。</translation>
    </message>
    <message>
        <source>This file was not written by this layout: %1</source>
        <translation>このファイルは、このレイアウトで書き込まれたものではありません: %1</translation>
    </message>
    <message>
        <source>This URL has no place in a local copy: %1</source>
        <translation>この URL はローカルコピー内に配置できません: %1</translation>
    </message>
    <message>
        <source>The local file could not be read: %1</source>
        <translation>ローカルファイルを読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>Same</source>
        <translation>同一</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>The size differs: the list says %1 bytes, the download has %2.</source>
        <translation>サイズが異なります。リストでは %1 バイトですが、ダウンロードしたものは %2 バイトです。</translation>
    </message>
    <message>
        <source>The %1 digest differs: the list says %2, the download has %3.</source>
        <translation>%1 のダイジェストが異なります。リストでは %2 ですが、ダウンロードしたものは %3 です。</translation>
    </message>
    <message>
        <source>The local copy does not have this resource.</source>
        <translation>ローカルコピーにこのリソースがありません。</translation>
    </message>
    <message>
        <source>The server answered with HTTP status %1.</source>
        <translation>サーバーが HTTP ステータス %1 を返しました。</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>ダウンロードに失敗しました: %1</translation>
    </message>
    <message>
        <source>The source reports it %1.</source>
        <translation>ソースはこのリソースを %1 と報告しています。</translation>
    </message>
    <message>
        <source>The source reports it %1 at %2.</source>
        <translation>ソースはこのリソースを %2 に %1 と報告しています。</translation>
    </message>
    <message>
        <source>The source reports it deleted.</source>
        <translation>ソースはこのリソースが削除されたと報告しています。</translation>
    </message>
    <message>
        <source>The source reports it deleted at %1.</source>
        <translation>ソースはこのリソースが %1 に削除されたと報告しています。</translation>
    </message>
    <message>
        <source>Kept: deletions were not asked for (--delete).</source>
        <translation>保持: 削除は指定されていません（--delete）。</translation>
    </message>
    <message>
        <source>The dump package that holds it failed its checks: %1</source>
        <translation>このリソースを含むダンプパッケージがチェックに失敗しました: %1</translation>
    </message>
    <message>
        <source>The file could not be written into the local copy: %1</source>
        <translation>ファイルをローカルコピーに書き込めませんでした: %1</translation>
    </message>
    <message>
        <source>An earlier run failed on it; this run tried again.</source>
        <translation>前回の実行でこのリソースが失敗したため、今回の実行で再試行しました。</translation>
    </message>
    <message>
        <source>The size differed: the list says %1 bytes, the local file had %2. It was downloaded again.</source>
        <translation>サイズが異なっていました。リストでは %1 バイトですが、ローカルファイルは %2 バイトでした。再度ダウンロードしました。</translation>
    </message>
    <message>
        <source>The %1 digest differed: the list says %2, the local file had %3. It was downloaded again.</source>
        <translation>%1 のダイジェストが異なっていました。リストでは %2 ですが、ローカルファイルは %3 でした。再度ダウンロードしました。</translation>
    </message>
    <message>
        <source>The modification time differed: the list says %1, the local file had %2. It was downloaded again.</source>
        <translation>更新日時が異なっていました。リストでは %1 ですが、ローカルファイルは %2 でした。再度ダウンロードしました。</translation>
    </message>
    <message>
        <source>A symbolic link or a special file stood at its path; it was not followed or read.</source>
        <translation>このパスにシンボリックリンクまたは特殊ファイルがありました。リンク先をたどることも、読み取ることもしていません。</translation>
    </message>
    <message>
        <source>The local copy did not have this resource; it was downloaded.</source>
        <translation>ローカルコピーにこのリソースがなかったため、ダウンロードしました。</translation>
    </message>
    <message>
        <source>The download was refused: %1</source>
        <translation>ダウンロードを拒否しました: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--spec-version must be 1.0 or 1.1, not &quot;%1&quot;.</source>
        <translation>--spec-version には 1.0 または 1.1 を指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--max-entries must be a positive whole number.</source>
        <translation>--max-entries には正の整数を指定してください。</translation>
    </message>
    <message>
        <source>--expect must be a capability such as resourcelist or changelist-index, not &quot;%1&quot;.</source>
        <translation>--expect には resourcelist や changelist-index などのケーパビリティを指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--timeout must be a positive number of seconds.</source>
        <translation>--timeout には正の秒数を指定してください。</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>コマンドが指定されていません。</translation>
    </message>
    <message>
        <source>Checks each document on its own against the ResourceSync rules.
Arguments: files (.xml or .xml.gz), file:// URLs or http(s):// URLs.</source>
        <translation>各ドキュメントを個別に ResourceSync のルールに照らしてチェックします。
引数: ファイル（.xml または .xml.gz）、file:// URL、または http(s):// URL。</translation>
    </message>
    <message>
        <source>Lists the conformance rules.</source>
        <translation>適合性ルールを一覧表示します。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>コマンド &quot;%1&quot; は不明です。</translation>
    </message>
    <message>
        <source>rules --format must be text or json, not &quot;%1&quot;.</source>
        <translation>rules の --format には text または json を指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>validate needs at least one file or URL.</source>
        <translation>validate には少なくとも 1 つのファイルまたは URL を指定する必要があります。</translation>
    </message>
    <message>
        <source>--concurrency must be a whole number from 1 to 6.</source>
        <translation>--concurrency には 1 から 6 までの整数を指定してください。</translation>
    </message>
    <message>
        <source>--delay must be a number of seconds from 0 to 3600.</source>
        <translation>--delay には 0 から 3600 までの秒数を指定してください。</translation>
    </message>
    <message>
        <source>--retries must be a whole number from 0 to 20.</source>
        <translation>--retries には 0 から 20 までの整数を指定してください。</translation>
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
終了コード: 0 = 実行し、エラーレベルの指摘はなかった。1 = 実行し、エラーが見つかった。
2 = 実行できなかった（引数の誤り、入力を読み取れない、ソースに到達できない）、
または中断された。

中断（Ctrl-C または SIGTERM）すると、ダウンロードを停止し、それまでに行った処理の
レポート（JSON では &quot;complete&quot;: false と記録）を書き出して、終了コード 2 で終了します。
もう一度 Ctrl-C を押すと、レポートを書き出さずに直ちにプログラムを終了します。

プロキシ: システムのプロキシ設定を使用します。Linux などの Unix システムでは、
環境変数 http_proxy、https_proxy、no_proxy を使用します。
ループバックアドレス（127.0.0.1、localhost）にはプロキシを使用しません。
</translation>
    </message>
    <message>
        <source>--max-documents must be a positive whole number.</source>
        <translation>--max-documents には正の整数を指定してください。</translation>
    </message>
    <message>
        <source>Discovers a ResourceSync source and checks it whole: each document, and how they link to one another.
Argument: a site (http://host/: its well-known URI, robots.txt and home page are tried), any document of the source (http(s) URL, file:// URL or file; its &quot;up&quot; links lead to the Source Description), or a folder laid out like the source&apos;s web server.</source>
        <translation>ResourceSync ソースを検出し、全体をチェックします。対象は各ドキュメントと、ドキュメント間のリンクです。
引数: サイト（http://host/。well-known URI、robots.txt、ホームページを試します）、ソースの任意のドキュメント（http(s) URL、file:// URL またはファイル。その &quot;up&quot; リンクをたどってソース記述に到達します）、またはソースの Web サーバーと同じ構成のフォルダー。</translation>
    </message>
    <message>
        <source>crawl needs the URL or path of a source.</source>
        <translation>crawl にはソースの URL またはパスを指定する必要があります。</translation>
    </message>
    <message>
        <source>crawl takes one URL or path, not %1.</source>
        <translation>crawl に指定できる URL またはパスは 1 つだけです（%1 個指定されています）。</translation>
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
ソースはまず &apos;crawl&apos; と同様にクロールされます。ソースのドキュメントにエラーがあっても、
ミラーは停止しません。&lt;dir&gt;/.rsinspector/ に同期ポイントがない場合（または
--baseline 指定時）は、リソースリストまたはリソースダンプからコピーを構築します。
以降は、同期ポイント以降の変更だけを変更リストまたは変更ダンプから適用します。
各ファイルは、ソースが示す長さとハッシュに照らしてチェックしてから保持し、
アトミックに書き込みます。

終了コード: 0 = 完全にミラーした。1 = 一部のリソースが失敗した（次回の実行で
再試行される）。2 = 実行できなかった（引数の誤り、ソースに到達できない、ミラー元と
なるリストやダンプがない）、または中断された。
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
ソースはまず &apos;crawl&apos; と同様にクロールされます。ソースのドキュメントにエラーがあっても、
監査は停止しません。何もダウンロードせず、ローカルファイルをリソースリストと
変更リストの記載内容と比較します（カタログ 19.3 節）。レポートには、同期で行われる
処理（作成、更新、削除、または何もしない（同一））が示されます。

終了コード: 0 = ローカルコピーは同期済み。1 = 差異がある（作成、更新、削除の対象、
または判定できなかったリソースがある）。2 = 実行できなかった
（引数の誤り、ソースに到達できない、比較するリストがない）、または
中断された。
</translation>
    </message>
    <message>
        <source>
Interrupting (Ctrl-C, or SIGTERM) stops the work, writes the report of what
was done so far (marked &quot;complete&quot;: false in JSON) and exits with 2.
</source>
        <translation>
中断（Ctrl-C または SIGTERM）すると、処理を停止し、それまでに行った処理の
レポート（JSON では &quot;complete&quot;: false と記録）を書き出して、終了コード 2 で終了します。
</translation>
    </message>
    <message>
        <source>%1 needs the URL or path of a source and the folder of the local copy.</source>
        <translation>%1 にはソースの URL またはパスと、ローカルコピーのフォルダーを指定する必要があります。</translation>
    </message>
    <message>
        <source>%1 takes a source and a folder, not %2 arguments.</source>
        <translation>%1 に指定できるのはソースとフォルダーの 2 つだけです（%2 個指定されています）。</translation>
    </message>
    <message>
        <source>The folder of the local copy must not be empty.</source>
        <translation>ローカルコピーのフォルダーを空にすることはできません。</translation>
    </message>
    <message>
        <source>--purge only says how --delete removes files; give both, or neither.</source>
        <translation>--purge は --delete によるファイルの削除方法を指定するだけです。両方を指定するか、どちらも指定しないでください。</translation>
    </message>
    <message>
        <source>Brings a local copy up to date with a ResourceSync source: a baseline from its Resource List or Resource Dump, then the changes from its Change Lists or Change Dump.
Arguments: the source (as for crawl: a site, a document of the source or a folder) and the folder of the local copy.</source>
        <translation>ResourceSync ソースに合わせてローカルコピーを最新にします。まずリソースリストまたはリソースダンプからベースラインを作成し、その後は変更リストまたは変更ダンプから変更を適用します。
引数: ソース（crawl と同様に、サイト、ソースのドキュメント、またはフォルダー）と、ローカルコピーのフォルダー。</translation>
    </message>
    <message>
        <source>Compares a local copy with a ResourceSync source, by lastmod, length and hash, without downloading anything.
Arguments: the source (as for crawl: a site, a document of the source or a folder) and the folder of the local copy.</source>
        <translation>ローカルコピーを ResourceSync ソースと lastmod、length、hash で比較します。何もダウンロードしません。
引数: ソース（crawl と同様に、サイト、ソースのドキュメント、またはフォルダー）と、ローカルコピーのフォルダー。</translation>
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
        <translation>使用法: rsinspector-cli &lt;command&gt; [options] &lt;arguments&gt;

コマンド:
  validate &lt;file|url&gt;...   各ドキュメントを個別に ResourceSync のルールに照らしてチェックする
  crawl &lt;url|path&gt;         ソースを検出し、全体をチェックする: 各ドキュメントとドキュメント間のリンク
  audit &lt;url|path&gt; &lt;dir&gt;   ローカルコピーをソースと比較する: 同期で作成、更新、削除されるもの
  mirror &lt;url|path&gt; &lt;dir&gt;  ローカルコピーをソースに合わせて最新にする（ベースラインまたは差分）
  watch &lt;url|path&gt;         ソースを追跡する: 通知（WebSub）とポーリング
  rules                    適合性ルールを一覧表示する: ID、レベル、節、概要
  history [&lt;source&gt;]       クロール履歴に保存されている実行を一覧表示する（crawl --save）
  compare &lt;run&gt; &lt;run&gt;      2 回のクロール間の変更内容: ドキュメント、エントリ、指摘

各コマンドのオプションは &apos;rsinspector-cli &lt;command&gt; --help&apos; で表示できます。
終了コード: 0 = エラーなし（audit: 同期済み。mirror: 完全にミラーした。compare: 何も
悪化していない）。1 = エラーが見つかった（audit: 差異がある。mirror: 一部のリソースが失敗した。
compare: 新しいエラーがある）。2 = 実行できなかった。
</translation>
    </message>
    <message>
        <source>--format must be text, json, junit or html, not &quot;%1&quot;.</source>
        <translation>--format には text、json、junit、html のいずれかを指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--token takes [SCHEME://]HOST[:PORT]=TOKEN, with http or https as the scheme.</source>
        <translation>--token には [SCHEME://]HOST[:PORT]=TOKEN の形式で指定してください。スキームは http または https です。</translation>
    </message>
    <message>
        <source>--user takes [SCHEME://]HOST[:PORT]=USER:PASSWORD, with http or https as the scheme.</source>
        <translation>--user には [SCHEME://]HOST[:PORT]=USER:PASSWORD の形式で指定してください。スキームは http または https です。</translation>
    </message>
    <message>
        <source>--from must be auto, list or dump, not &quot;%1&quot;.</source>
        <translation>--from には auto、list、dump のいずれかを指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--checkpoint-interval must be a number of milliseconds from 1 to 3600000.</source>
        <translation>--checkpoint-interval には 1 から 3600000 までのミリ秒数を指定してください。</translation>
    </message>
    <message>
        <source>--include, --exclude and --sample choose the resources to check: give --check-resources or --hash with them.</source>
        <translation>--include、--exclude、--sample はチェックするリソースを選択するオプションです。--check-resources または --hash と一緒に指定してください。</translation>
    </message>
    <message>
        <source>watch needs one URL or path of a source.</source>
        <translation>watch にはソースの URL またはパスを 1 つ指定する必要があります。</translation>
    </message>
    <message>
        <source>watch --format must be text or json.</source>
        <translation>watch の --format には text または json を指定してください。</translation>
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
クロール履歴に保存されている実行（--save を指定した crawl、audit、mirror と、
デスクトップアプリケーションでのすべてのクロール）を新しい順に一覧表示します: ID、日時、
種類、ドキュメント、エントリ、エラー、警告。ソースを指定すると、そのソースの実行だけを
表示します（クロール時の URL またはパス、あるいはそのソース記述の URL で指定）。

終了コード: 0 = 一覧表示した（または削除した）。2 = 実行できなかった（引数の誤り、
履歴ファイルを読み取れない、削除する実行が存在しない）。
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
各引数には、履歴の実行（&apos;history&apos; が表示する ID、または &apos;latest&apos; か &apos;previous&apos;:
ソースの最新の実行とその 1 つ前の実行）か、&apos;crawl --format json&apos; で書き出した
JSON レポートを指定します。latest と previous は、--source で指定したソースの実行を指します。
その指定がなければもう一方の引数のソース、それもなければ履歴にある唯一のソースの実行を
指します。数字だけの引数は ID とみなされます。12 という名前のファイルは ./12 と記述してください。

追加、削除、変更されたドキュメント、ドキュメントごとに追加、削除、変更された
エントリ（JSON レポートはエントリを保持しないため、JSON レポートを比較する場合は
エントリ数を比較します）、および新規、解消、残存の指摘を報告します。
指摘は、diff が行を照合するのと同じように、まずドキュメント内でルールとメッセージによって
行の順に照合し、次にルールと近くの行によって照合します。これにより、移動しただけの行が
新規の指摘になることはありません。

終了コード: 0 = 何も悪化していない（新しいエラーがない）。1 = 新しいエラーが現れた。
2 = 実行できなかった（引数の誤り、実行またはファイルが存在しない、履歴を
読み取れない）。
</translation>
    </message>
    <message>
        <source>--history needs the path of a file.</source>
        <translation>--history にはファイルのパスを指定する必要があります。</translation>
    </message>
    <message>
        <source>--history-limit must be a size of at least 1M, such as 500M or 2G, not &quot;%1&quot;.</source>
        <translation>--history-limit には 500M や 2G のように、1M 以上のサイズを指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--history-limit applies when a run is saved: add --save.</source>
        <translation>--history-limit は実行を保存するときに適用されます。--save を追加してください。</translation>
    </message>
    <message>
        <source>Reports what changed between two crawls of a source: documents, entries and findings.</source>
        <translation>ソースの 2 回のクロール間で変更された内容（ドキュメント、エントリ、指摘）を報告します。</translation>
    </message>
    <message>
        <source>Lists the runs kept in the crawl history.</source>
        <translation>クロール履歴に保存されている実行を一覧表示します。</translation>
    </message>
    <message>
        <source>compare --format must be text, json, html or csv, not &quot;%1&quot;.</source>
        <translation>compare の --format には text、json、html、csv のいずれかを指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>compare takes two runs or report files, not %1.</source>
        <translation>compare に指定するのは 2 つの実行またはレポートファイルです（%1 個指定されています）。</translation>
    </message>
    <message>
        <source>--examples must be a whole number from 0 to 100000.</source>
        <translation>--examples には 0 から 100000 までの整数を指定してください。</translation>
    </message>
    <message>
        <source>history --format must be text or json, not &quot;%1&quot;.</source>
        <translation>history の --format には text または json を指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>history takes at most one source, not %1.</source>
        <translation>history に指定できるソースは 1 つまでです（%1 個指定されています）。</translation>
    </message>
    <message>
        <source>--delete takes the id of a run (a positive whole number), not &quot;%1&quot;.</source>
        <translation>--delete には実行の ID（正の整数）を指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>Follows a ResourceSync source: subscribes to the notification channels its Capability Lists advertise (WebSub), answers the hubs&apos; verifications, renews the leases, checks each notification and reads again what it names; with --mirror it keeps a local copy up to date, with --poll it reads the source again on a timer. Runs until Ctrl-C or --duration.
Argument: a site, a document of the source or a folder, as for crawl.</source>
        <translation>ResourceSync ソースを追跡します。ケーパビリティリストが告知する通知チャネル（WebSub）を購読し、ハブからの検証要求に応答し、リースを更新し、各通知をチェックして、通知が指定するものを再度読み込みます。--mirror を指定するとローカルコピーを最新に保ち、--poll を指定すると一定間隔でソースを再度読み込みます。Ctrl-C を押すか --duration の時間が経過するまで実行します。
引数: crawl と同様に、サイト、ソースのドキュメント、またはフォルダー。</translation>
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
ハブがコールバックサーバーに到達できる必要があります。コールバックサーバーは、--listen で
別の指定をしない限り 127.0.0.1 で待ち受けるため、呼び出せるのはこのマシン上のハブだけです。
ルーターの内側にあるデスクトップには、公開ハブからはまったく到達できません。--listen に
転送するトンネルまたはリバースプロキシを実行し（例: &apos;ssh -R 8080:127.0.0.1:8080
server&apos;）、その公開アドレスを --callback-url で指定してください。

イベント: --format json では、1 行に 1 つの JSON オブジェクトを発生時にすぐ出力します:
listening、channel、subscribed、renewed、denied、notification、rejected、
refreshed、sync、unsubscribed、error、stopped。

Ctrl-C（または SIGTERM）と --duration は、すべてのハブの購読を解除して停止します。
もう一度 Ctrl-C を押すと直ちに終了します。

終了コード: 0 = 実行し、指示どおりに停止した。1 = 停止し、ローカルコピーの最後の更新で
失敗したリソースが残った。2 = 実行できなかった（引数の誤り、ソースに到達できない、
追跡するものがない（チャネルも --poll もない）、コールバックサーバーが待ち受けできなかった）。
</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT, an IP address (IPv6 in brackets) or localhost and a port, not &quot;%1&quot;.</source>
        <translation>--listen には HOST:PORT の形式で、IP アドレス（IPv6 は角かっこで囲む）または localhost とポートを指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--callback-url must be an http(s) URL without a query, such as https://example.net/rsi, not &quot;%1&quot;.</source>
        <translation>--callback-url には、https://example.net/rsi のような、クエリを含まない http(s) URL を指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--lease must be a whole number of seconds.</source>
        <translation>--lease には秒数を整数で指定してください。</translation>
    </message>
    <message>
        <source>--poll must be a whole number of seconds, at most a week.</source>
        <translation>--poll には 1 週間以内の秒数を整数で指定してください。</translation>
    </message>
    <message>
        <source>--duration must be a whole number of seconds.</source>
        <translation>--duration には秒数を整数で指定してください。</translation>
    </message>
    <message>
        <source>--mirror needs the folder of the local copy.</source>
        <translation>--mirror にはローカルコピーのフォルダーを指定する必要があります。</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is not a regular expression: %3 (at character %4).</source>
        <translation>--%1 の &quot;%2&quot; は正規表現ではありません: %3（%4 文字目）。</translation>
    </message>
    <message>
        <source>--capability-list takes the absolute URL of a Capability List, not &quot;%1&quot;.</source>
        <translation>--capability-list にはケーパビリティリストの絶対 URL を指定してください（&quot;%1&quot; は指定できません）。</translation>
    </message>
    <message>
        <source>--sample must be a positive whole number.</source>
        <translation>--sample には正の整数を指定してください。</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1.</source>
        <translation>--seed には 0 から %1 までの整数を指定してください。</translation>
    </message>
    <message>
        <source>--seed says which resources --sample picks; give both.</source>
        <translation>--seed は --sample が選択するリソースを決めるオプションです。両方を指定してください。</translation>
    </message>
    <message>
        <source>--capability-list: the source has no Capability List %1 that could be read.</source>
        <translation>--capability-list: ソースには、読み取り可能なケーパビリティリスト %1 がありません。</translation>
    </message>
    <message>
        <source>Its Source Description lists: %1.</source>
        <translation>ソース記述に記載されているもの: %1。</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>&quot;%1&quot; is neither the id of a run, nor latest or previous, nor a report file.</source>
        <translation>&quot;%1&quot; は実行の ID でも、latest や previous でも、レポートファイルでもありません。</translation>
    </message>
    <message>
        <source>%1 does not exist: no run was ever saved there (&apos;crawl --save&apos; saves one).</source>
        <translation>%1 は存在しません。そこに実行が保存されたことはありません（&apos;crawl --save&apos; で保存できます）。</translation>
    </message>
    <message>
        <source>The history keeps no runs yet.</source>
        <translation>履歴にはまだ実行が保存されていません。</translation>
    </message>
    <message>
        <source>The history keeps runs of %1 sources: say which one latest and previous are of with --source.</source>
        <translation>履歴には %1 個のソースの実行が保存されています。latest と previous がどのソースの実行を指すかを --source で指定してください。</translation>
    </message>
    <message>
        <source>The history keeps no run of %1.</source>
        <translation>履歴には %1 の実行が保存されていません。</translation>
    </message>
    <message>
        <source>The history keeps fewer than two runs of %1: there is no previous one.</source>
        <translation>履歴に保存されている %1 の実行は 2 つ未満のため、1 つ前の実行はありません。</translation>
    </message>
</context>
<context>
    <name>ComparisonHtml</name>
    <message>
        <source>… and %1 more</source>
        <translation>… ほか %1 件</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>未完了</translation>
    </message>
    <message>
        <source>Documents added</source>
        <translation>追加されたドキュメント</translation>
    </message>
    <message>
        <source>Documents removed</source>
        <translation>削除されたドキュメント</translation>
    </message>
    <message>
        <source>Documents changed</source>
        <translation>変更されたドキュメント</translation>
    </message>
    <message>
        <source>Entries added</source>
        <translation>追加されたエントリ</translation>
    </message>
    <message>
        <source>Entries removed</source>
        <translation>削除されたエントリ</translation>
    </message>
    <message>
        <source>Entries changed</source>
        <translation>変更されたエントリ</translation>
    </message>
    <message>
        <source>New findings</source>
        <translation>新規の指摘</translation>
    </message>
    <message>
        <source>Fixed findings</source>
        <translation>解消した指摘</translation>
    </message>
    <message>
        <source>Remaining findings</source>
        <translation>残っている指摘</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Added:</source>
        <translation>追加:</translation>
    </message>
    <message>
        <source>Removed:</source>
        <translation>削除:</translation>
    </message>
    <message>
        <source>Changed:</source>
        <translation>変更:</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>What changed: %1</source>
        <translation>変更内容: %1</translation>
    </message>
    <message>
        <source>What changed between two crawls</source>
        <translation>2 回のクロール間の変更内容</translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1, comparison written on %2</source>
        <translation>ResourceSync Inspector %1、比較作成日時: %2</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Documents whose entries could not be compared one by one (a JSON report or an old run keeps no entries), compared by their entry counts: %1.</source>
        <translation>エントリを 1 つずつ比較できなかったため（JSON レポートや古い実行はエントリを保持しません）、エントリ数で比較したドキュメント: %1。</translation>
    </message>
    <message>
        <source>No document changed.</source>
        <translation>変更されたドキュメントはありません。</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
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
        <translation>%1 %2、%3、%4（ドキュメント: %5、エントリ: %6、エラー: %7、警告: %8）</translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>infos: %1</source>
        <translation>情報: %1</translation>
    </message>
    <message>
        <source>(and %1 more)</source>
        <translation>（ほか %1 件）</translation>
    </message>
    <message>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>kind %1%2%3</source>
        <translation>種類 %1%2%3</translation>
    </message>
    <message>
        <source>readable again</source>
        <translation>再び読み取り可能</translation>
    </message>
    <message>
        <source>no longer readable</source>
        <translation>読み取り不可になった</translation>
    </message>
    <message>
        <source>status %1%2%3</source>
        <translation>ステータス %1%2%3</translation>
    </message>
    <message>
        <source>bytes %1%2%3</source>
        <translation>バイト数 %1%2%3</translation>
    </message>
    <message>
        <source>content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>entries %1%2%3</source>
        <translation>エントリ数 %1%2%3</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>追加 %1</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>削除 %1</translation>
    </message>
    <message>
        <source>%1 changed</source>
        <translation>変更 %1</translation>
    </message>
    <message>
        <source>Worse: new errors: %1.</source>
        <translation>悪化: 新しいエラー: %1。</translation>
    </message>
    <message>
        <source>No new errors; new warnings: %1.</source>
        <translation>新しいエラーはありません。新しい警告: %1。</translation>
    </message>
    <message>
        <source>Nothing got worse.</source>
        <translation>悪化した点はありません。</translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1: what changed between two crawls</source>
        <translation>ResourceSync Inspector %1: 2 回のクロール間の変更内容</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>変更前:</translation>
    </message>
    <message>
        <source>After: </source>
        <translation>変更後: </translation>
    </message>
    <message>
        <source>Note: a crawl that did not finish is compared; what it did not reach shows as removed or added.</source>
        <translation>注記: 完了しなかったクロールを比較しています。そのクロールが到達しなかったものは、削除または追加として表示されます。</translation>
    </message>
    <message>
        <source>Note: documents whose entries could not be compared one by one (a JSON report or an old run keeps no entries), compared by their entry counts: %1.</source>
        <translation>注記: エントリを 1 つずつ比較できなかったため（JSON レポートや古い実行はエントリを保持しません）、エントリ数で比較したドキュメント: %1。</translation>
    </message>
    <message>
        <source>Documents: %1 added, %2 removed, %3 changed, %4 unchanged</source>
        <translation>ドキュメント: 追加 %1、削除 %2、変更 %3、変更なし %4</translation>
    </message>
    <message>
        <source>entries: %1</source>
        <translation>エントリ数: %1</translation>
    </message>
    <message>
        <source>added:</source>
        <translation>追加:</translation>
    </message>
    <message>
        <source>removed:</source>
        <translation>削除:</translation>
    </message>
    <message>
        <source>changed:</source>
        <translation>変更:</translation>
    </message>
    <message>
        <source>Findings: %1 new, %2 fixed, %3 remaining</source>
        <translation>指摘: 新規 %1、解消 %2、残存 %3</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>解消</translation>
    </message>
    <message>
        <source>Summary: documents added %1, removed %2, changed %3; entries added %4, removed %5, changed %6; findings new %7, fixed %8, remaining %9</source>
        <translation>概要: ドキュメント（追加 %1、削除 %2、変更 %3）、エントリ（追加 %4、削除 %5、変更 %6）、指摘（新規 %7、解消 %8、残存 %9）</translation>
    </message>
    <message>
        <source>Fixed: %1.</source>
        <translation>解消: %1。</translation>
    </message>
</context>
<context>
    <name>CopyWriter</name>
    <message>
        <source>&quot;%1&quot; is not a valid path inside the local copy: it is empty or absolute, or has an empty, &quot;.&quot; or &quot;..&quot; part, a backslash or a NUL character.</source>
        <translation>&quot;%1&quot; はローカルコピー内の有効なパスではありません。空であるか絶対パスであるか、または空の部分、&quot;.&quot; や &quot;..&quot; の部分、バックスラッシュ、NUL 文字を含んでいます。</translation>
    </message>
    <message>
        <source>The local copy folder %1 could not be created.</source>
        <translation>ローカルコピーのフォルダー %1 を作成できませんでした。</translation>
    </message>
    <message>
        <source>The local copy folder %1 is not a folder.</source>
        <translation>ローカルコピーのフォルダー %1 はフォルダーではありません。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>フォルダー %1 を作成できませんでした。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never changed through a link, so %2 was refused.</source>
        <translation>%1 はシンボリックリンクです。ローカルコピーはリンクを経由して変更されることがないため、%2 の処理を拒否しました。</translation>
    </message>
    <message>
        <source>%1 is in the way: %2 needs a folder there, but it is a file or something else.</source>
        <translation>%1 が妨げになっています。%2 にはそこにフォルダーが必要ですが、ファイルまたはその他のものがあります。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never written through a link, so it was not replaced.</source>
        <translation>%1 はシンボリックリンクです。ローカルコピーはリンクを経由して書き込まれることがないため、置き換えませんでした。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file, so it was not replaced.</source>
        <translation>%1 はファイルではなくフォルダーのため、置き換えませんでした。</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it was not replaced.</source>
        <translation>%1 は通常のファイルではないため、置き換えませんでした。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: no free staging name.</source>
        <translation>%1 に書き込めませんでした: 空いている一時ファイル名がありません。</translation>
    </message>
    <message>
        <source>No file is open for writing.</source>
        <translation>書き込み用に開かれているファイルがありません。</translation>
    </message>
    <message>
        <source>%1 could not be written: its modification time could not be set: %2</source>
        <translation>%1 に書き込めませんでした: 更新日時を設定できませんでした: %2</translation>
    </message>
    <message>
        <source>%1 could not be flushed to the disk.</source>
        <translation>%1 をディスクにフラッシュできませんでした。</translation>
    </message>
    <message>
        <source>There is nothing to read for %1.</source>
        <translation>%1 について読み取るものがありません。</translation>
    </message>
    <message>
        <source>%1 could not be written: reading its content failed: %2</source>
        <translation>%1 に書き込めませんでした: 内容の読み取りに失敗しました: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name for a trash folder.</source>
        <translation>&quot;%1&quot; はごみ箱フォルダーの名前として有効ではありません。</translation>
    </message>
    <message>
        <source>%1 does not exist, so it was not removed.</source>
        <translation>%1 は存在しないため、削除しませんでした。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never changed through a link, so %2 was not removed.</source>
        <translation>%1 はシンボリックリンクです。ローカルコピーはリンクを経由して変更されることがないため、%2 は削除しませんでした。</translation>
    </message>
    <message>
        <source>%1 is not a folder, so %2 cannot be inside it.</source>
        <translation>%1 はフォルダーではないため、その中に %2 が存在することはできません。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file, so it was not removed.</source>
        <translation>%1 はファイルではなくフォルダーのため、削除しませんでした。</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it was not removed.</source>
        <translation>%1 は通常のファイルではないため、削除しませんでした。</translation>
    </message>
    <message>
        <source>%1 could not be deleted: %2</source>
        <translation>%1 を削除できませんでした: %2</translation>
    </message>
    <message>
        <source>%1 could not be moved to the trash folder %2: %3</source>
        <translation>%1 をごみ箱フォルダー %2 に移動できませんでした: %3</translation>
    </message>
    <message>
        <source>%1 is too long a path for this system (%2 bytes, at most %3), so nothing was written.</source>
        <translation>%1 はこのシステムでは長すぎるパスです（%2 バイト、上限 %3 バイト）。そのため、何も書き込みませんでした。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created: %2</source>
        <translation>フォルダー %1 を作成できませんでした: %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. The local copy is never changed through a link, so nothing was written.</source>
        <translation>%1 はシンボリックリンクです。ローカルコピーはリンクを経由して変更されることがないため、何も書き込みませんでした。</translation>
    </message>
</context>
<context>
    <name>Crawl</name>
    <message>
        <source>named on the command line or in the address field</source>
        <translation>コマンドラインまたはアドレス欄で指定</translation>
    </message>
    <message>
        <source>found at the well-known URI</source>
        <translation>well-known URI で検出</translation>
    </message>
    <message>
        <source>named by a Sitemap line of robots.txt</source>
        <translation>robots.txt の Sitemap 行で指定</translation>
    </message>
    <message>
        <source>named by an HTML link with rel=&quot;resourcesync&quot;</source>
        <translation>rel=&quot;resourcesync&quot; の HTML リンクで指定</translation>
    </message>
    <message>
        <source>named by an HTTP Link header with rel=&quot;resourcesync&quot;</source>
        <translation>rel=&quot;resourcesync&quot; の HTTP Link ヘッダーで指定</translation>
    </message>
    <message>
        <source>the &quot;up&quot; link of another document</source>
        <translation>別のドキュメントの &quot;up&quot; リンク</translation>
    </message>
    <message>
        <source>the &quot;index&quot; link of another document</source>
        <translation>別のドキュメントの &quot;index&quot; リンク</translation>
    </message>
    <message>
        <source>listed by its parent</source>
        <translation>親ドキュメントに記載</translation>
    </message>
    <message>
        <source>the &quot;contents&quot; link (manifest) of a dump&apos;s package</source>
        <translation>ダンプのパッケージの &quot;contents&quot; リンク（マニフェスト）</translation>
    </message>
    <message>
        <source>a package its dump lists, checked against the manifest.xml inside it</source>
        <translation>ダンプが記載するパッケージ（パッケージ内の manifest.xml に照らしてチェック）</translation>
    </message>
    <message>
        <source>The first %1 of the %2 entries read are kept, as a sample: a document cut short is not a valid list.</source>
        <translation>読み込んだ %2 件のエントリのうち最初の %1 件をサンプルとして保持します。途中で切り詰められた文書は有効なリストではありません。</translation>
    </message>
    <message>
        <source>The first %1 of the %2 entries are kept, as a sample: this crawl already keeps %3 entries of lists over the limit, and keeps no more than %4.</source>
        <translation>最初の %1 件（全 %2 件中）をサンプルとして保持します。このクロールは上限を超えるリストのエントリをすでに %3 件保持しており、%4 件を超えては保持しません。</translation>
    </message>
</context>
<context>
    <name>CrawlReport</name>
    <message>
        <source>found</source>
        <translation>検出</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未検出</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>The crawl did not finish (it was interrupted or reached a limit): this report is partial, and what the crawl did not reach was not checked.</source>
        <translation>クロールは完了しませんでした（中断されたか、上限に達しました）。このレポートは部分的なもので、クロールが到達しなかった部分はチェックされていません。</translation>
    </message>
    <message>
        <source>entries: %1</source>
        <translation>エントリ数: %1</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>Unread document</source>
        <translation>未読み込みのドキュメント</translation>
    </message>
    <message>
        <source>redirected from %1</source>
        <translation>%1 からリダイレクト</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>読み取りに失敗: %1</translation>
    </message>
    <message>
        <source>unchanged since the last crawl (HTTP 304)</source>
        <translation>前回のクロール以降変更なし（HTTP 304）</translation>
    </message>
    <message>
        <source>How the source was found</source>
        <translation>ソースの検出経過</translation>
    </message>
    <message>
        <source>About the source as a whole</source>
        <translation>ソース全体について</translation>
    </message>
    <message>
        <source>No document could be read.</source>
        <translation>読み取れたドキュメントはありません。</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Part of the source checked</source>
        <translation>チェックしたソースの範囲</translation>
    </message>
    <message>
        <source>cut short at its byte limit: the first %1 of the %2 entries read are kept, as a sample</source>
        <translation>バイト上限で切り詰められました: 読み込んだ %2 件のエントリのうち最初の %1 件をサンプルとして保持</translation>
    </message>
    <message>
        <source>over the entry limit, and this crawl already keeps the entries of other lists over it: the first %1 of the %2 entries are kept, as a sample</source>
        <translation>エントリ数の上限を超えており、このクロールは上限を超える他のリストのエントリをすでに保持しています。最初の %1 件（全 %2 件中）をサンプルとして保持します</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <source>This document names more than %1 addresses; only the first %1 were read and the rest were ignored.</source>
        <translation>このドキュメントには %1 個を超えるアドレスが記載されています。最初の %1 個だけを読み取り、残りは無視しました。</translation>
    </message>
    <message>
        <source>Further problems of this kind in this document, not listed one by one: %1.</source>
        <translation>このドキュメントには、個別に表示していない同種の問題がほかに %1 件あります。</translation>
    </message>
    <message>
        <source>the address is empty</source>
        <translation>アドレスが空</translation>
    </message>
    <message>
        <source>the address is longer than %1 characters</source>
        <translation>アドレスが %1 文字を超えている</translation>
    </message>
    <message>
        <source>the address contains a space</source>
        <translation>アドレスに空白が含まれている</translation>
    </message>
    <message>
        <source>the address contains a control character (U+%1)</source>
        <translation>アドレスに制御文字（U+%1）が含まれている</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address</source>
        <translation>&quot;%1&quot; は有効なアドレスではない</translation>
    </message>
    <message>
        <source>the relative address &quot;%1&quot; cannot be resolved without the address of the document</source>
        <translation>ドキュメントのアドレスがないため、相対アドレス &quot;%1&quot; を解決できない</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a web address (http or https with a host name)</source>
        <translation>&quot;%1&quot; は Web アドレス（ホスト名を含む http または https）ではない</translation>
    </message>
    <message>
        <source>The &lt;link rel=&quot;resourcesync&quot;&gt; was ignored: its href is longer than %1 bytes.</source>
        <translation>&lt;link rel=&quot;resourcesync&quot;&gt; を無視しました。href が %1 バイトを超えています。</translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; has no href attribute, so it does not point to a Capability List.</source>
        <translation>この &lt;link rel=&quot;resourcesync&quot;&gt; には href 属性がないため、ケーパビリティリストを指していません。</translation>
    </message>
    <message>
        <source>The href of this &lt;link rel=&quot;resourcesync&quot;&gt; cannot be used: %1. It should be the absolute URI of a Capability List.</source>
        <translation>この &lt;link rel=&quot;resourcesync&quot;&gt; の href は使用できません（%1）。ケーパビリティリストの絶対 URI を指定してください。</translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; stands in the body of the page; the specification puts it in the &lt;head&gt;.</source>
        <translation>この &lt;link rel=&quot;resourcesync&quot;&gt; はページの本文（body）にあります。仕様ではこのリンクを &lt;head&gt; 内に置くことになっています。</translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; gives the relative address &quot;%1&quot;; use an absolute URI. It was read as %2.</source>
        <translation>この &lt;link rel=&quot;resourcesync&quot;&gt; は相対アドレス &quot;%1&quot; を指定しています。絶対 URI を使用してください。%2 として解釈しました。</translation>
    </message>
    <message>
        <source>the link target is not enclosed in &lt; and &gt;</source>
        <translation>リンクターゲットが &lt; と &gt; で囲まれていない</translation>
    </message>
    <message>
        <source>the &lt; before the link target is never closed by &gt;</source>
        <translation>リンクターゲットの前の &lt; が &gt; で閉じられていない</translation>
    </message>
    <message>
        <source>The Link header entry &quot;%1&quot; is malformed: %2. It should read &lt;URI&gt;; rel=&quot;resourcesync&quot;.</source>
        <translation>Link ヘッダーの項目 &quot;%1&quot; の形式が正しくありません（%2）。正しい形式は &lt;URI&gt;; rel=&quot;resourcesync&quot; です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stands where a parameter starting with ; should be</source>
        <translation>; で始まるパラメーターがあるべき位置に &quot;%1&quot; がある</translation>
    </message>
    <message>
        <source>a parameter has no name</source>
        <translation>パラメーターに名前がない</translation>
    </message>
    <message>
        <source>the quoted value of the %1 parameter (from character %2) is never closed by &quot;</source>
        <translation>%1 パラメーターの引用符付きの値（%2 文字目から）が &quot; で閉じられていない</translation>
    </message>
    <message>
        <source>the %1 parameter has = but no value</source>
        <translation>%1 パラメーターに = があるが値がない</translation>
    </message>
    <message>
        <source>rel is given twice and only the first one counts, which does not name resourcesync</source>
        <translation>rel が 2 回指定されており、有効な最初の rel は resourcesync を指定していない</translation>
    </message>
    <message>
        <source>The resourcesync link in the Link header cannot be used: %1. It should name the absolute URI of a Capability List.</source>
        <translation>Link ヘッダーの resourcesync リンクは使用できません（%1）。ケーパビリティリストの絶対 URI を指定してください。</translation>
    </message>
    <message>
        <source>The resourcesync link in the Link header gives the relative reference &quot;%1&quot;; use an absolute URI. It was read as %2.</source>
        <translation>Link ヘッダーの resourcesync リンクは相対参照 &quot;%1&quot; を指定しています。絶対 URI を使用してください。%2 として解釈しました。</translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 was ignored: its value is longer than %2 bytes.</source>
        <translation>%1 行目の Sitemap ディレクティブを無視しました。値が %2 バイトを超えています。</translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 was ignored: %2. Its value should be the absolute URL of a Sitemap or Resource List.</source>
        <translation>%1 行目の Sitemap ディレクティブを無視しました（%2）。値にはサイトマップまたはリソースリストの絶対 URL を指定してください。</translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 gives the relative address &quot;%2&quot;; it should be an absolute URL. It was read as %3.</source>
        <translation>%1 行目の Sitemap ディレクティブは相対アドレス &quot;%2&quot; を指定しています。絶対 URL を指定してください。%3 として解釈しました。</translation>
    </message>
</context>
<context>
    <name>DocumentParser</name>
    <message>
        <source>The document declares a DTD (&lt;!DOCTYPE&gt;). ResourceSync documents have none; its entities are not expanded beyond %1 characters and external entities are never fetched.</source>
        <translation>このドキュメントは DTD（&lt;!DOCTYPE&gt;）を宣言しています。ResourceSync ドキュメントに DTD はありません。エンティティは %1 文字を超えて展開されず、外部エンティティは取得されません。</translation>
    </message>
    <message>
        <source>The XML declaration says encoding=&quot;%1&quot;. ResourceSync documents must be encoded in UTF-8.</source>
        <translation>XML 宣言で encoding=&quot;%1&quot; が指定されています。ResourceSync ドキュメントは UTF-8 でエンコードされていなければなりません。</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is bound to the namespace &quot;%2&quot;, which is not the ResourceSync namespace &quot;%3&quot; (mind the trailing slash). The element is ignored.</source>
        <translation>&lt;%1&gt; は名前空間 &quot;%2&quot; にバインドされていますが、これは ResourceSync 名前空間 &quot;%3&quot; ではありません（末尾のスラッシュに注意してください）。この要素は無視されます。</translation>
    </message>
    <message>
        <source>The root element is &lt;%1&gt;, so this is not a ResourceSync document. It must be &lt;urlset&gt; or &lt;sitemapindex&gt; in the namespace %2.</source>
        <translation>ルート要素が &lt;%1&gt; のため、このドキュメントは ResourceSync ドキュメントではありません。ルート要素は名前空間 %2 の &lt;urlset&gt; または &lt;sitemapindex&gt; でなければなりません。</translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; has no namespace. It must be in the Sitemap namespace %2 (xmlns=&quot;%2&quot;).</source>
        <translation>ルート要素 &lt;%1&gt; に名前空間がありません。Sitemap 名前空間 %2（xmlns=&quot;%2&quot;）に属していなければなりません。</translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; is in the namespace &quot;%2&quot;. It must be in the Sitemap namespace %3.</source>
        <translation>ルート要素 &lt;%1&gt; は名前空間 &quot;%2&quot; に属しています。Sitemap 名前空間 %3 に属していなければなりません。</translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; comes after the first &lt;%2&gt;. Every example of the specification puts the root rs:md and rs:ln before the entries.</source>
        <translation>ルートの &lt;%1&gt; が最初の &lt;%2&gt; の後にあります。仕様の例はすべて、ルートの rs:md と rs:ln をエントリより前に置いています。</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed in a &lt;%2&gt;, which contains only &lt;%3&gt; elements (besides rs:md and rs:ln).</source>
        <translation>&lt;%2&gt; には（rs:md と rs:ln 以外に）&lt;%3&gt; 要素しか含められないため、&lt;%1&gt; は使用できません。</translation>
    </message>
    <message>
        <source>Text &quot;%1&quot; stands between elements, where only elements are allowed.</source>
        <translation>要素しか置けない要素間の位置に、テキスト &quot;%1&quot; があります。</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has the attribute %2, but this element has no attributes.</source>
        <translation>&lt;%1&gt; に属性 %2 がありますが、この要素は属性を持ちません。</translation>
    </message>
    <message>
        <source>&lt;%1&gt; comes after an element that the Sitemap schema puts later. The order is loc, lastmod, changefreq, priority, then rs:md and rs:ln.</source>
        <translation>&lt;%1&gt; が、Sitemap スキーマでより後に置かれる要素の後にあります。順序は loc、lastmod、changefreq、priority、その後に rs:md と rs:ln です。</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed inside &lt;%2&gt;. The Sitemap elements of an entry are loc, lastmod, changefreq and priority.</source>
        <translation>&lt;%2&gt; の中に &lt;%1&gt; は置けません。エントリの Sitemap 要素は loc、lastmod、changefreq、priority です。</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed inside a text element.</source>
        <translation>テキスト要素の中に &lt;%1&gt; は置けません。</translation>
    </message>
    <message>
        <source>The document starts with a UTF-8 byte order mark. It is tolerated, but not needed.</source>
        <translation>ドキュメントが UTF-8 のバイトオーダーマーク（BOM）で始まっています。許容されますが、必要ありません。</translation>
    </message>
    <message>
        <source>Bytes that are not valid UTF-8: %1, the first here. ResourceSync documents must be encoded in UTF-8.</source>
        <translation>UTF-8 として無効なバイトがあります: %1（最初の箇所はここです）。ResourceSync ドキュメントは UTF-8 でエンコードされていなければなりません。</translation>
    </message>
    <message>
        <source>Reading stopped after %1 bytes: the document is larger than the inspector reads. A ResourceSync document may have at most 50 MB.</source>
        <translation>%1 バイトで読み取りを中止しました。ドキュメントがインスペクターの読み取り上限を超えています。ResourceSync ドキュメントのサイズは最大 50 MB です。</translation>
    </message>
    <message>
        <source>The compressed data is corrupt or truncated after %1 bytes; the document inside could not be read completely.</source>
        <translation>圧縮データが %1 バイト以降で破損しているか途切れているため、中のドキュメントを完全には読み取れませんでした。</translation>
    </message>
    <message>
        <source>The XML is not well-formed: %1. A ResourceSync document must be well-formed XML; nothing after this point was read.</source>
        <translation>XML が整形式ではありません（%1）。ResourceSync ドキュメントは整形式の XML でなければなりません。この位置以降は読み取っていません。</translation>
    </message>
    <message>
        <source>The document has %1 entries; only the first %2 were checked one by one.</source>
        <translation>ドキュメントには %1 個のエントリがあります。個別にチェックしたのは最初の %2 個だけです。</translation>
    </message>
    <message>
        <source>Cannot read the file %1: %2.</source>
        <translation>ファイル %1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>Cannot open %1 as gzip.</source>
        <translation>%1 を gzip として開けません。</translation>
    </message>
    <message>
        <source>The document is encoded in UTF-16 or UTF-32 (it starts with such a byte order mark or such bytes). ResourceSync documents must be encoded in UTF-8.</source>
        <translation>ドキュメントが UTF-16 または UTF-32 でエンコードされています（そのバイトオーダーマークまたはバイト列で始まっています）。ResourceSync ドキュメントは UTF-8 でエンコードされていなければなりません。</translation>
    </message>
    <message>
        <source>The element &lt;%1&gt; has more than %2 attributes; reading stopped there. ResourceSync elements have a handful, and an element with very many costs an XML reader quadratic time.</source>
        <translation>要素 &lt;%1&gt; の属性が %2 個を超えているため、そこで読み取りを停止しました。ResourceSync の要素が持つ属性はわずかであり、非常に多くの属性を持つ要素は、XML リーダーに 2 乗の処理時間を要します。</translation>
    </message>
    <message>
        <source>The markup that starts here (a comment, a processing instruction, a CDATA section or a declaration) is longer than %1 bytes; reading stopped there.</source>
        <translation>ここから始まるマークアップ（コメント、処理命令、CDATA セクション、または宣言）が %1 バイトを超えているため、そこで読み取りを停止しました。</translation>
    </message>
    <message>
        <source>The start tag of &lt;%1&gt; is longer than %2 bytes; reading stopped there.</source>
        <translation>&lt;%1&gt; の開始タグが %2 バイトを超えているため、そこで読み取りを停止しました。</translation>
    </message>
    <message>
        <source>the document is empty</source>
        <translation>ドキュメントが空です</translation>
    </message>
    <message>
        <source>there is more after the end of the root element</source>
        <translation>ルート要素の終了後にさらに内容があります</translation>
    </message>
    <message>
        <source>the end tag &lt;/%1&gt; does not match the open element &lt;%2&gt; (line %3)</source>
        <translation>終了タグ &lt;/%1&gt; が、開いている要素 &lt;%2&gt;（%3 行目）と一致しません</translation>
    </message>
    <message>
        <source>the document ends before the element &lt;%1&gt; (line %2) is closed</source>
        <translation>要素 &lt;%1&gt;（%2 行目）が閉じられる前にドキュメントが終わっています</translation>
    </message>
    <message>
        <source>the document ends before its elements are closed</source>
        <translation>要素が閉じられる前にドキュメントが終わっています</translation>
    </message>
    <message>
        <source>an attribute value contains &quot;&lt;&quot;, which must be written &amp;lt;</source>
        <translation>属性値に &quot;&lt;&quot; が含まれています。これは &amp;lt; と記述しなければなりません</translation>
    </message>
    <message>
        <source>the attribute %1 appears twice in one element</source>
        <translation>属性 %1 が 1 つの要素に 2 回現れています</translation>
    </message>
    <message>
        <source>the namespace prefix %1 is not declared</source>
        <translation>名前空間接頭辞 %1 が宣言されていません</translation>
    </message>
    <message>
        <source>the entity &amp;%1; is not declared</source>
        <translation>エンティティ &amp;%1; が宣言されていません</translation>
    </message>
    <message>
        <source>an &quot;&amp;&quot; that does not start an entity or character reference; a literal ampersand is written &amp;amp;</source>
        <translation>エンティティ参照または文字参照を開始しない &quot;&amp;&quot; があります。アンパサンドそのものは &amp;amp; と記述します</translation>
    </message>
    <message>
        <source>a character that XML does not allow</source>
        <translation>XML で許可されていない文字</translation>
    </message>
    <message>
        <source>the XML version is not 1.0</source>
        <translation>XML のバージョンが 1.0 ではありません</translation>
    </message>
    <message>
        <source>the document ends before its root element is closed</source>
        <translation>ルート要素が閉じられる前にドキュメントが終わっています</translation>
    </message>
    <message>
        <source>the end tag here does not close &lt;%1&gt;, the element that is open at this point (opening and ending tag mismatch)</source>
        <translation>ここにある終了タグは、この位置で開いている要素 &lt;%1&gt; を閉じていません（開始タグと終了タグの不一致）</translation>
    </message>
</context>
<context>
    <name>DocumentType</name>
    <message>
        <source>Unknown document</source>
        <translation>不明なドキュメント</translation>
    </message>
    <message>
        <source>Extension document</source>
        <translation>拡張ドキュメント</translation>
    </message>
    <message>
        <source>Source Description</source>
        <translation>ソース記述</translation>
    </message>
    <message>
        <source>Source Description Index</source>
        <translation>ソース記述インデックス</translation>
    </message>
    <message>
        <source>Capability List</source>
        <translation>ケーパビリティリスト</translation>
    </message>
    <message>
        <source>Capability List Index</source>
        <translation>ケーパビリティリストインデックス</translation>
    </message>
    <message>
        <source>Resource List</source>
        <translation>リソースリスト</translation>
    </message>
    <message>
        <source>Resource List Index</source>
        <translation>リソースリストインデックス</translation>
    </message>
    <message>
        <source>Resource Dump</source>
        <translation>リソースダンプ</translation>
    </message>
    <message>
        <source>Resource Dump Index</source>
        <translation>リソースダンプインデックス</translation>
    </message>
    <message>
        <source>Resource Dump Manifest</source>
        <translation>リソースダンプマニフェスト</translation>
    </message>
    <message>
        <source>Change List</source>
        <translation>変更リスト</translation>
    </message>
    <message>
        <source>Change List Index</source>
        <translation>変更リストインデックス</translation>
    </message>
    <message>
        <source>Change Dump</source>
        <translation>変更ダンプ</translation>
    </message>
    <message>
        <source>Change Dump Index</source>
        <translation>変更ダンプインデックス</translation>
    </message>
    <message>
        <source>Change Dump Manifest</source>
        <translation>変更ダンプマニフェスト</translation>
    </message>
    <message>
        <source>Framework Notification</source>
        <translation>フレームワーク通知</translation>
    </message>
    <message>
        <source>Change Notification</source>
        <translation>変更通知</translation>
    </message>
    <message>
        <source>Notification channel</source>
        <translation>通知チャネル</translation>
    </message>
    <message>
        <source>document of an unknown type</source>
        <translation>種類が不明なドキュメント</translation>
    </message>
    <message>
        <source>document of an extension capability</source>
        <translation>拡張ケーパビリティのドキュメント</translation>
    </message>
</context>
<context>
    <name>DumpExtractor</name>
    <message>
        <source>The bitstream in the package does not match the length or hash the manifest gives, so it was not kept.</source>
        <translation>パッケージ内のビットストリームがマニフェストに示された長さまたはハッシュと一致しないため、保持しませんでした。</translation>
    </message>
    <message>
        <source>The bitstream could not be read from the package, so it was not kept.</source>
        <translation>パッケージからビットストリームを読み取れなかったため、保持しませんでした。</translation>
    </message>
    <message>
        <source>The bitstream is over the size limits for packages, so it was not kept.</source>
        <translation>ビットストリームがパッケージのサイズ上限を超えているため、保持しませんでした。</translation>
    </message>
    <message>
        <source>The extraction stopped before this bitstream was checked.</source>
        <translation>このビットストリームをチェックする前に展開が停止しました。</translation>
    </message>
    <message>
        <source>The bitstream was not verified, so it was not kept.</source>
        <translation>ビットストリームを検証できなかったため、保持しませんでした。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>ファイルに書き込めませんでした。</translation>
    </message>
    <message>
        <source>%1 could not be read to copy it: %2</source>
        <translation>コピーするために %1 を読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>A later url in the manifest has the same location, so its bitstream is written instead.</source>
        <translation>マニフェスト内の後続の url が同じ場所を指しているため、そちらのビットストリームが書き込まれます。</translation>
    </message>
</context>
<context>
    <name>DumpPackage</name>
    <message>
        <source>The package &quot;%1&quot; could not be opened: %2</source>
        <translation>パッケージ &quot;%1&quot; を開けませんでした: %2</translation>
    </message>
    <message>
        <source>The package looks like a ZIP file but its directory cannot be read: the file is truncated or damaged (ZIP error %1). Its bitstreams could not be checked.</source>
        <translation>パッケージは ZIP ファイルのように見えますが、そのディレクトリを読み取れません。ファイルが途切れているか破損しています（ZIP エラー %1）。ビットストリームをチェックできませんでした。</translation>
    </message>
    <message>
        <source>The package is not a ZIP file, so its manifest and bitstreams could not be checked.</source>
        <translation>パッケージが ZIP ファイルではないため、マニフェストとビットストリームをチェックできませんでした。</translation>
    </message>
    <message>
        <source>The ZIP directory of the package cannot be read (ZIP error %1).</source>
        <translation>パッケージの ZIP ディレクトリを読み取れません（ZIP エラー %1）。</translation>
    </message>
    <message>
        <source>The package has %1 entries, more than the limit of %2; it was not checked.</source>
        <translation>パッケージのエントリ数は %1 で、上限の %2 を超えるため、チェックしませんでした。</translation>
    </message>
    <message>
        <source>The ZIP directory of the package is damaged: %1 of %2 entries could be listed (ZIP error %3).</source>
        <translation>パッケージの ZIP ディレクトリが破損しています。列挙できたエントリは %2 個中 %1 個です（ZIP エラー %3）。</translation>
    </message>
    <message>
        <source>The ZIP entry name &quot;%1&quot; would escape the folder it is extracted to (an absolute path, a drive letter, a backslash or a &quot;..&quot; segment); it is never extracted.</source>
        <translation>ZIP エントリ名 &quot;%1&quot; は、展開先のフォルダーの外に出てしまう名前です（絶対パス、ドライブ文字、バックスラッシュ、または &quot;..&quot; セグメント）。このエントリが展開されることはありません。</translation>
    </message>
    <message>
        <source>The package would expand to %1 bytes, more than the limit of %2 bytes; it was not checked.</source>
        <translation>パッケージは展開すると %1 バイトになり、上限の %2 バイトを超えるため、チェックしませんでした。</translation>
    </message>
    <message>
        <source>The package contains no manifest.xml at the top level of the ZIP.</source>
        <translation>パッケージの ZIP の最上位に manifest.xml が含まれていません。</translation>
    </message>
    <message>
        <source>The package contains &quot;%1&quot;, but the manifest must be named exactly manifest.xml at the top level of the ZIP.</source>
        <translation>パッケージには &quot;%1&quot; が含まれていますが、マニフェストは ZIP の最上位に置かれ、名前が厳密に manifest.xml でなければなりません。</translation>
    </message>
    <message>
        <source>manifest.xml would expand to %1 bytes, more than the limit of %2 bytes; it was not read.</source>
        <translation>manifest.xml は展開すると %1 バイトになり、上限の %2 バイトを超えるため、読み取りませんでした。</translation>
    </message>
    <message>
        <source>manifest.xml is encrypted or uses compression method %1, so it cannot be read.</source>
        <translation>manifest.xml は暗号化されているか、圧縮方式 %1 を使っているため、読み取れません。</translation>
    </message>
    <message>
        <source>manifest.xml cannot be read from the package (ZIP error %1).</source>
        <translation>パッケージから manifest.xml を読み取れません（ZIP エラー %1）。</translation>
    </message>
    <message>
        <source>manifest.xml fails its CRC-32 check: the package is damaged.</source>
        <translation>manifest.xml が CRC-32 チェックに失敗しました。パッケージが破損しています。</translation>
    </message>
    <message>
        <source>The manifest names the path &quot;%1&quot; for %2, but the ZIP has no such entry.</source>
        <translation>マニフェストは %2 に path &quot;%1&quot; を指定していますが、ZIP にそのようなエントリはありません。</translation>
    </message>
    <message>
        <source>The deleted resource %1 carries the path &quot;%2&quot;, and the ZIP has no such entry.</source>
        <translation>削除されたリソース %1 に path &quot;%2&quot; が指定されており、ZIP にはそのようなエントリがありません。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; is not named by any path in the manifest.</source>
        <translation>ZIP エントリ &quot;%1&quot; は、マニフェストのどの path からも参照されていません。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; is encrypted and cannot be extracted or checked.</source>
        <translation>ZIP エントリ &quot;%1&quot; は暗号化されているため、展開もチェックもできません。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; uses compression method %2; only stored and deflate can be extracted, so it was not checked.</source>
        <translation>ZIP エントリ &quot;%1&quot; は圧縮方式 %2 を使っています。展開できるのは stored 方式と deflate 方式だけなので、チェックしませんでした。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; cannot be read (ZIP error %2).</source>
        <translation>ZIP エントリ &quot;%1&quot; を読み取れません（ZIP エラー %2）。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; expanded beyond the size limit while it was read; reading stopped.</source>
        <translation>ZIP エントリ &quot;%1&quot; は読み取り中にサイズ上限を超えて展開されたため、読み取りを中止しました。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; fails its CRC-32 check: its bytes are damaged.</source>
        <translation>ZIP エントリ &quot;%1&quot; が CRC-32 チェックに失敗しました。そのバイト列は破損しています。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; could not be read to the end (ZIP error %2): the package is damaged or truncated.</source>
        <translation>ZIP エントリ &quot;%1&quot; を最後まで読み取れませんでした（ZIP エラー %2）。パッケージが破損しているか途切れています。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; for %2 has %3 bytes, but the manifest gives a length of %4.</source>
        <translation>%2 の ZIP エントリ &quot;%1&quot; は %3 バイトですが、マニフェストが示す length は %4 です。</translation>
    </message>
    <message>
        <source>The ZIP directory of the package could not be walked again (ZIP error %1); some bitstreams were not checked.</source>
        <translation>パッケージの ZIP ディレクトリを再度たどれませんでした（ZIP エラー %1）。一部のビットストリームはチェックしていません。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; would expand to %2 bytes, more than the limit of %3 bytes; it was not read.</source>
        <translation>ZIP エントリ &quot;%1&quot; は展開すると %2 バイトになり、上限の %3 バイトを超えるため、読み取りませんでした。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; would expand from %2 to %3 bytes, a compression ratio above the limit of %4 to 1 that marks a ZIP bomb; it was not read.</source>
        <translation>ZIP エントリ &quot;%1&quot; は %2 バイトから %3 バイトに展開されます。圧縮率が、ZIP 爆弾とみなす上限の %4 対 1 を超えるため、読み取りませんでした。</translation>
    </message>
    <message>
        <source>The ZIP entry &quot;%1&quot; for %2 has the %3 digest &quot;%4&quot;, but the manifest gives &quot;%5&quot;.</source>
        <translation>%2 の ZIP エントリ &quot;%1&quot; の %3 ダイジェストは &quot;%4&quot; ですが、マニフェストには &quot;%5&quot; と示されています。</translation>
    </message>
    <message>
        <source>the package is not a ZIP file that can be read (ZIP error %1)</source>
        <translation>パッケージが読み取り可能な ZIP ファイルではありません（ZIP エラー %1）</translation>
    </message>
    <message>
        <source>the package holds no manifest.xml at its top level</source>
        <translation>パッケージの最上位に manifest.xml がありません</translation>
    </message>
    <message>
        <source>manifest.xml cannot be read from the package (ZIP error %1)</source>
        <translation>パッケージから manifest.xml を読み取れません（ZIP エラー %1）</translation>
    </message>
</context>
<context>
    <name>FindingCap</name>
    <message>
        <source>%1 more findings of rule %2 about this document are not listed one by one; the first %3 are.</source>
        <translation>このドキュメントに関するルール %2 の指摘がほかに %1 件ありますが、個別には表示していません。個別に表示したのは最初の %3 件です。</translation>
    </message>
</context>
<context>
    <name>HistoryCommand</name>
    <message>
        <source>Crawl history %1</source>
        <translation>クロール履歴 %1</translation>
    </message>
    <message>
        <source>Runs of %1 in %2</source>
        <translation>%2 内の %1 の実行</translation>
    </message>
    <message>
        <source>No runs are kept yet; &apos;rsinspector-cli crawl --save &lt;source&gt;&apos; keeps one.</source>
        <translation>まだ実行は保存されていません。&apos;rsinspector-cli crawl --save &lt;source&gt;&apos; で保存できます。</translation>
    </message>
    <message>
        <source>No runs of this source are kept.</source>
        <translation>このソースの実行は保存されていません。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>time</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>* the crawl did not finish (interrupted, or a limit was reached)</source>
        <translation>* クロールは完了しませんでした（中断されたか、上限に達しました）</translation>
    </message>
    <message>
        <source>%1 does not exist: no run was ever saved there.</source>
        <translation>%1 は存在しません。そこに実行が保存されたことはありません。</translation>
    </message>
    <message>
        <source>Deleted run %1.</source>
        <translation>実行 %1 を削除しました。</translation>
    </message>
    <message>
        <source>the run was not saved: %1</source>
        <translation>実行を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>the run was not saved in %1: %2</source>
        <translation>実行を %1 に保存できませんでした: %2</translation>
    </message>
    <message>
        <source>the history could not be pruned: %1</source>
        <translation>履歴を整理できませんでした: %1</translation>
    </message>
    <message>
        <source>saved as run %1 in %2</source>
        <translation>実行 %1 として %2 に保存しました</translation>
    </message>
    <message>
        <source>(older runs deleted to stay within %1: %2)</source>
        <translation>（%1 以内に収めるため、古い実行を削除しました: %2）</translation>
    </message>
</context>
<context>
    <name>HtmlReport</name>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Unread document</source>
        <translation>未読み込みのドキュメント</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>節</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>About:</source>
        <translation>対象:</translation>
    </message>
    <message>
        <source>See also:</source>
        <translation>関連項目:</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>ルール: %1</translation>
    </message>
    <message>
        <source>Does not conform to ResourceSync %1</source>
        <translation>ResourceSync %1 に適合していません</translation>
    </message>
    <message>
        <source>Nothing could be checked: no document was read</source>
        <translation>何もチェックできませんでした（読み取れたドキュメントがありません）</translation>
    </message>
    <message>
        <source>No errors in what was checked, but the crawl did not finish</source>
        <translation>チェックした範囲にエラーはありませんが、クロールは完了していません</translation>
    </message>
    <message>
        <source>Conforms to ResourceSync %1, with warnings</source>
        <translation>ResourceSync %1 に適合しています（警告あり）</translation>
    </message>
    <message>
        <source>Conforms to ResourceSync %1</source>
        <translation>ResourceSync %1 に適合しています</translation>
    </message>
    <message>
        <source>ResourceSync report</source>
        <translation>ResourceSync レポート</translation>
    </message>
    <message>
        <source>ResourceSync report: %1</source>
        <translation>ResourceSync レポート: %1</translation>
    </message>
    <message>
        <source>Report written on %1</source>
        <translation>レポート作成日時: %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>The crawl did not finish (it was interrupted or reached a limit): this report is partial, and what the crawl did not reach was not checked.</source>
        <translation>クロールは完了しませんでした（中断されたか、上限に達しました）。このレポートは部分的なもので、クロールが到達しなかった部分はチェックされていません。</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Judged against</source>
        <translation>判定基準</translation>
    </message>
    <message>
        <source>ResourceSync %1</source>
        <translation>ResourceSync %1</translation>
    </message>
    <message>
        <source>No document could be read.</source>
        <translation>読み取れたドキュメントはありません。</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP ステータス</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>指摘はありません。</translation>
    </message>
    <message>
        <source>About the source as a whole</source>
        <translation>ソース全体について</translation>
    </message>
    <message>
        <source>Part of the source checked:</source>
        <translation>チェックしたソースの範囲:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The local copy is in sync with the source</source>
        <translation>ローカルコピーはソースと同期しています</translation>
    </message>
    <message>
        <source>The local copy differs from the source</source>
        <translation>ローカルコピーはソースと異なります</translation>
    </message>
    <message>
        <source>Some resources could not be mirrored</source>
        <translation>一部のリソースをミラーできませんでした</translation>
    </message>
    <message>
        <source>Dry run: nothing was written</source>
        <translation>ドライラン: 何も書き込んでいません</translation>
    </message>
    <message>
        <source>The local copy was brought up to date</source>
        <translation>ローカルコピーを最新にしました</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>ローカルコピー</translation>
    </message>
    <message>
        <source>Resource Lists at</source>
        <translation>リソースリストの時点</translation>
    </message>
    <message>
        <source>Changes until</source>
        <translation>変更の終了時点</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>同期方法</translation>
    </message>
    <message>
        <source>Sync point before</source>
        <translation>実行前の同期ポイント</translation>
    </message>
    <message>
        <source>Sync point after</source>
        <translation>実行後の同期ポイント</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>Deleted files moved to</source>
        <translation>削除したファイルの移動先</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>Path in the copy</source>
        <translation>コピー内のパス</translation>
    </message>
    <message>
        <source>The source lists no resources, and the local copy holds none.</source>
        <translation>ソースはリソースを記載しておらず、ローカルコピーにもリソースはありません。</translation>
    </message>
    <message>
        <source>Every resource is the same in the copy.</source>
        <translation>すべてのリソースがコピー内で同一です。</translation>
    </message>
    <message>
        <source>Every resource was current already; nothing needed doing.</source>
        <translation>すべてのリソースはすでに最新で、必要な処理はありませんでした。</translation>
    </message>
    <message>
        <source>Audit of a local copy: %1</source>
        <translation>ローカルコピーの監査: %1</translation>
    </message>
    <message>
        <source>Mirror of %1</source>
        <translation>%1 のミラー</translation>
    </message>
    <message>
        <source>Audit of a local copy</source>
        <translation>ローカルコピーの監査</translation>
    </message>
    <message>
        <source>Mirror of a source</source>
        <translation>ソースのミラー</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only the resources compared by then.</source>
        <translation>中断: このレポートは、その時点までに比較したリソースだけを対象としています。</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only what was done by then; the sync point did not move.</source>
        <translation>中断: このレポートは、その時点までに行った処理だけを対象としています。同期ポイントは更新されていません。</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the last sync point: changes may have been missed, so this run took a new baseline.</source>
        <translation>変更リストが最後の同期ポイントまで遡っていません。変更を見落としている可能性があるため、今回の実行では新しいベースラインを取得しました。</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>no root element</source>
        <translation>ルート要素なし</translation>
    </message>
    <message>
        <source>No errors in what was read, but some documents could not be read</source>
        <translation>読み取った範囲にエラーはありませんが、一部のドキュメントを読み取れませんでした</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only the documents checked by then.</source>
        <translation>中断されました。このレポートは、その時点までにチェックしたドキュメントだけを対象としています。</translation>
    </message>
    <message>
        <source>redirected from %1</source>
        <translation>%1 からリダイレクト</translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルされました。</translation>
    </message>
</context>
<context>
    <name>LocalCopyLayout</name>
    <message>
        <source>Not a valid absolute URL: %1</source>
        <translation>有効な絶対 URL ではありません: %1</translation>
    </message>
    <message>
        <source>Only http and https URLs can be copied: %1</source>
        <translation>コピーできるのは http と https の URL だけです: %1</translation>
    </message>
    <message>
        <source>The URL has no host name: %1</source>
        <translation>URL にホスト名がありません: %1</translation>
    </message>
    <message>
        <source>The URL has an empty path segment (//), which cannot be a file name: %1</source>
        <translation>URL に空のパスセグメント（//）があり、ファイル名にできません: %1</translation>
    </message>
    <message>
        <source>The URL has a . or .. path segment, which could lead out of the folder: %1</source>
        <translation>URL に . または .. のパスセグメントがあり、フォルダーの外に出る可能性があります: %1</translation>
    </message>
    <message>
        <source>Not the path of a copied resource: %1</source>
        <translation>コピーされたリソースのパスではありません: %1</translation>
    </message>
    <message>
        <source>The path belongs to the local copy&apos;s own records: %1</source>
        <translation>このパスはローカルコピー自体の記録に使われています: %1</translation>
    </message>
    <message>
        <source>The file name was shortened; its URL is only known from the local copy&apos;s records: %1</source>
        <translation>ファイル名が短縮されているため、その URL はローカルコピーの記録からしかわかりません: %1</translation>
    </message>
    <message>
        <source>%1 is not inside the local copy folder %2.</source>
        <translation>%1 はローカルコピーのフォルダー %2 の中にありません。</translation>
    </message>
</context>
<context>
    <name>MirrorState</name>
    <message>
        <source>%1 is too large to be a mirror&apos;s state file.</source>
        <translation>%1 はミラーの状態ファイルとしては大きすぎます。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 is not a mirror&apos;s state file (at byte %2: %3). Move it away to start a new baseline.</source>
        <translation>%1 はミラーの状態ファイルではありません（バイト %2: %3）。新しいベースラインから始めるには、このファイルを別の場所に移動してください。</translation>
    </message>
    <message>
        <source>%1 has state format %2; this version reads format %3.</source>
        <translation>%1 の状態形式は %2 ですが、このバージョンが読み取れるのは形式 %3 です。</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>MirrorStateStore</name>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
</context>
<context>
    <name>Notification</name>
    <message>
        <source>the body is empty</source>
        <translation>本文が空です</translation>
    </message>
    <message>
        <source>it is not well-formed XML: %1</source>
        <translation>整形式の XML ではありません: %1</translation>
    </message>
    <message>
        <source>it is not well-formed XML</source>
        <translation>整形式の XML ではありません</translation>
    </message>
    <message>
        <source>its root is &lt;%1&gt;, not a Sitemap &lt;urlset&gt;</source>
        <translation>ルートが Sitemap の &lt;urlset&gt; ではなく &lt;%1&gt; です</translation>
    </message>
    <message>
        <source>its root &lt;rs:md&gt; says no capability</source>
        <translation>ルートの &lt;rs:md&gt; に capability が指定されていません</translation>
    </message>
    <message>
        <source>its root &lt;rs:md&gt; says capability=&quot;%1&quot;, not framework-notification</source>
        <translation>ルートの &lt;rs:md&gt; が capability=&quot;%1&quot; を示しています（framework-notification ではありません）</translation>
    </message>
</context>
<context>
    <name>PathAssigner</name>
    <message>
        <source>%1 holds %2 already.</source>
        <translation>%1 にはすでに %2 が置かれています。</translation>
    </message>
    <message>
        <source>%1 is the file of %2, but %3 needs a folder there.</source>
        <translation>%1 は %2 のファイルですが、%3 にはそこにフォルダーが必要です。</translation>
    </message>
    <message>
        <source>%1 is a folder of other resources&apos; files.</source>
        <translation>%1 はほかのリソースのファイルを含むフォルダーです。</translation>
    </message>
    <message>
        <source>It has no free place in the local copy: %1</source>
        <translation>ローカルコピー内に空いている配置場所がありません: %1</translation>
    </message>
</context>
<context>
    <name>QXmlStream</name>
    <message>
        <source>Opening and ending tag mismatch.</source>
        <translation>開始タグと終了タグが一致しません。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>could not be read</source>
        <translation>読み取り不可</translation>
    </message>
    <message>
        <source>no root element</source>
        <translation>ルート要素なし</translation>
    </message>
    <message>
        <source>%1, entries: %2, bytes: %3</source>
        <translation>%1, エントリ数: %2, バイト数: %3</translation>
    </message>
    <message>
        <source>, HTTP %1</source>
        <translation>, HTTP %1</translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1, judging against ResourceSync %2
</source>
        <translation>ResourceSync Inspector %1（ResourceSync %2 に基づいて判定）
</translation>
    </message>
    <message>
        <source>no findings: conforms</source>
        <translation>指摘なし: 適合</translation>
    </message>
    <message>
        <source>see %1</source>
        <translation>%1 を参照</translation>
    </message>
    <message>
        <source>Summary: documents: %1, entries: %2, errors: %3, warnings: %4, infos: %5</source>
        <translation>概要: ドキュメント %1、エントリ %2、エラー %3、警告 %4、情報 %5</translation>
    </message>
    <message>
        <source>conforms</source>
        <translation>適合</translation>
    </message>
    <message>
        <source>(redirected from %1)</source>
        <translation>（%1 からリダイレクト）</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only the documents checked by then.</source>
        <translation>中断されました。このレポートは、その時点までにチェックしたドキュメントだけを対象としています。</translation>
    </message>
    <message>
        <source>%1 times in this document</source>
        <translation>このドキュメント内で %1 回</translation>
    </message>
    <message>
        <source>%1 times, at lines %2</source>
        <translation>%1 回（%2 行目）</translation>
    </message>
</context>
<context>
    <name>ResourceFilter</name>
    <message>
        <source>Capability List: %1</source>
        <translation>ケーパビリティリスト: %1</translation>
    </message>
    <message>
        <source>Resources matching: %1</source>
        <translation>一致するリソース: %1</translation>
    </message>
    <message>
        <source>Resources not matching: %1</source>
        <translation>一致しないリソース: %1</translation>
    </message>
    <message>
        <source>A random sample of %1 resources per list, seed %2 (--seed %2 picks the same ones again)</source>
        <translation>リストごとに %1 個のリソースを無作為に抽出、シード %2（--seed %2 で同じリソースを再度選択できます）</translation>
    </message>
</context>
<context>
    <name>RuleCatalogue</name>
    <message>
        <source>The document is well-formed XML 1.0 (one root; tags balanced; &amp; and &lt; escaped in text and attributes; no undeclared prefixes).</source>
        <translation>ドキュメントは整形式の XML 1.0 です（ルートは 1 つ、タグの対応が取れている、テキストと属性内の &amp; と &lt; がエスケープされている、未宣言の接頭辞がない）。</translation>
    </message>
    <message>
        <source>The document is UTF-8: the XML declaration&apos;s encoding is absent or UTF-8 (case-insensitive) and the bytes are valid UTF-8.</source>
        <translation>ドキュメントは UTF-8 です。XML 宣言の encoding は省略されているか UTF-8（大文字と小文字を区別しない）で、バイト列は有効な UTF-8 です。</translation>
    </message>
    <message>
        <source>The root element is urlset or sitemapindex in the namespace http://www.sitemaps.org/schemas/sitemap/0.9.</source>
        <translation>ルート要素は名前空間 http://www.sitemaps.org/schemas/sitemap/0.9 の urlset または sitemapindex です。</translation>
    </message>
    <message>
        <source>md/ln elements are in the namespace exactly http://www.openarchives.org/rs/terms/.</source>
        <translation>md/ln 要素の名前空間は厳密に http://www.openarchives.org/rs/terms/ です。</translation>
    </message>
    <message>
        <source>The root has exactly one rs:md child (&quot;mandatory&quot; at the top level; not repeatable).</source>
        <translation>ルートは rs:md 子要素をちょうど 1 つ持ちます（トップレベルでは「必須」、繰り返し不可）。</translation>
    </message>
    <message>
        <source>The root rs:md has a capability attribute (&quot;mandatory in all ResourceSync documents&quot;).</source>
        <translation>ルートの rs:md は capability 属性を持ちます（「すべての ResourceSync ドキュメントで必須」）。</translation>
    </message>
    <message>
        <source>The capability fits the root element. sitemapindex is allowed only with resourcelist, resourcedump, changelist, changedump or description (the Source Description Index).</source>
        <translation>capability がルート要素に適合しています。sitemapindex が許されるのは、resourcelist、resourcedump、changelist、changedump、または description（ソース記述インデックス）の場合だけです。</translation>
    </message>
    <message>
        <source>The root may have zero or more rs:ln children (repeatable).</source>
        <translation>ルートは 0 個以上の rs:ln 子要素を持つことができます（繰り返し可）。</translation>
    </message>
    <message>
        <source>A urlset contains only url children from the Sitemap namespace (plus rs:md, rs:ln and foreign-namespace elements).</source>
        <translation>urlset は Sitemap 名前空間の url 子要素だけを含みます（ほかに rs:md、rs:ln、外部名前空間の要素は可）。</translation>
    </message>
    <message>
        <source>Every url/sitemap has exactly one non-empty &lt;loc&gt;.</source>
        <translation>すべての url/sitemap は、空でない &lt;loc&gt; をちょうど 1 つ持ちます。</translation>
    </message>
    <message>
        <source>The &lt;loc&gt; value, after XML entity decoding and trimming of surrounding whitespace, is an absolute URI (RFC 3986, with a scheme).</source>
        <translation>&lt;loc&gt; の値は、XML エンティティのデコードと前後の空白の除去を行った後で、絶対 URI（RFC 3986、スキームを含む）です。</translation>
    </message>
    <message>
        <source>&lt;loc&gt; length: &gt; 2,048 characters → error.</source>
        <translation>&lt;loc&gt; の長さ: &gt; 2,048 文字 → エラー。</translation>
    </message>
    <message>
        <source>At most one &lt;lastmod&gt; and at most one &lt;changefreq&gt; per url/sitemap.</source>
        <translation>url/sitemap ごとに、&lt;lastmod&gt; は最大 1 つ、&lt;changefreq&gt; は最大 1 つです。</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt; is one of always hourly daily weekly monthly yearly never (case-sensitive).</source>
        <translation>&lt;changefreq&gt; は always、hourly、daily、weekly、monthly、yearly、never のいずれかです（大文字と小文字を区別）。</translation>
    </message>
    <message>
        <source>changefreq semantics: always is for resources that change on every access and never is for archived resources.</source>
        <translation>changefreq の意味: always はアクセスのたびに変化するリソース、never はアーカイブされたリソースに使います。</translation>
    </message>
    <message>
        <source>&lt;priority&gt; (Sitemap-only) is tolerated.</source>
        <translation>&lt;priority&gt;（Sitemap のみの要素）は許容されます。</translation>
    </message>
    <message>
        <source>At most one rs:md per url/sitemap (&quot;not repeatable&quot;).</source>
        <translation>url/sitemap ごとに rs:md は最大 1 つです（「繰り返し不可」）。</translation>
    </message>
    <message>
        <source>url/sitemap elements carry no attributes (&quot;This element does not have attributes&quot;).</source>
        <translation>url/sitemap 要素は属性を持ちません（「この要素は属性を持たない」）。</translation>
    </message>
    <message>
        <source>The attributes that ResourceSync defines on rs:md/rs:ln are unprefixed. rs:capability=&quot;…&quot;, rs:at=&quot;…&quot; and the like are errors.</source>
        <translation>ResourceSync が rs:md/rs:ln に定義する属性には接頭辞を付けません。rs:capability=&quot;…&quot;、rs:at=&quot;…&quot; などはエラーです。</translation>
    </message>
    <message>
        <source>An extension attribute on rs:md/rs:ln must be namespace-qualified (prefixed) and in a namespace other than RS.</source>
        <translation>rs:md/rs:ln の拡張属性は、名前空間で修飾（接頭辞付き）され、RS 以外の名前空間に属していなければなりません。</translation>
    </message>
    <message>
        <source>Number of url (or sitemap) children ≤ 50,000.</source>
        <translation>url（または sitemap）子要素の数 ≤ 50,000。</translation>
    </message>
    <message>
        <source>Uncompressed document size ≤ 50 MB.</source>
        <translation>非圧縮時のドキュメントサイズ ≤ 50 MB。</translation>
    </message>
    <message>
        <source>Zero url/sitemap children is valid for ResourceSync (&quot;zero or more&quot;).</source>
        <translation>url/sitemap 子要素が 0 個でも、ResourceSync としては有効です（「0 個以上」）。</translation>
    </message>
    <message>
        <source>Element order as in sitemap.xsd: inside url, loc, lastmod, changefreq, priority in that order, then foreign elements (rs:md, rs:ln).</source>
        <translation>sitemap.xsd どおりの要素順: url の中では loc、lastmod、changefreq、priority の順で、その後に外部要素（rs:md、rs:ln）が続きます。</translation>
    </message>
    <message>
        <source>Characters &apos;, &quot; and &gt; in &lt;loc&gt; appear as character data.</source>
        <translation>&lt;loc&gt; 内の文字 &apos;、&quot;、&gt; は文字データとして現れます。</translation>
    </message>
    <message>
        <source>Sitemap single-host rule: all &lt;loc&gt; in a Resource List (and all sitemap/loc in any index) have the same scheme and host as the document&apos;s own URL.</source>
        <translation>Sitemap の単一ホストルール: リソースリスト内のすべての &lt;loc&gt;（および任意のインデックス内のすべての sitemap/loc）は、ドキュメント自体の URL と同じスキームとホストを持ちます。</translation>
    </message>
    <message>
        <source>Sitemap path-scope rule (a listed URL lies under the directory of the sitemap file).</source>
        <translation>Sitemap のパス範囲ルール（記載された URL はサイトマップファイルのディレクトリ配下にある）。</translation>
    </message>
    <message>
        <source>No duplicate &lt;loc&gt; values in documents that list one entry per target (SD, CapL, RL, RLI, RD, RDI, CLI, CD, CDI, RDM).</source>
        <translation>ターゲットごとに 1 エントリを記載するドキュメント（SD、CapL、RL、RLI、RD、RDI、CLI、CD、CDI、RDM）では、&lt;loc&gt; の値が重複しません。</translation>
    </message>
    <message>
        <source>Every child of an index document is a &lt;urlset&gt; document.</source>
        <translation>インデックスドキュメントの子はすべて &lt;urlset&gt; ドキュメントです。</translation>
    </message>
    <message>
        <source>A gzip-compressed document (.xml.gz or Content-Encoding: gzip) is accepted and decompressed before GEN-022.</source>
        <translation>gzip 圧縮されたドキュメント（.xml.gz または Content-Encoding: gzip）は受け入れられ、GEN-022 の前に展開されます。</translation>
    </message>
    <message>
        <source>The Content-Type of a fetched RS document should be XML (application/xml, text/xml or +xml).</source>
        <translation>取得した RS ドキュメントの Content-Type は XML（application/xml、text/xml、または +xml）であるべきです。</translation>
    </message>
    <message>
        <source>The root rs:md carries only capability, at, completed, from and until (plus extensions). change, hash, length, type, path, encoding or datetime at the top level have no defined meaning → warning.</source>
        <translation>ルートの rs:md が持つのは capability、at、completed、from、until（および拡張）だけです。トップレベルの change、hash、length、type、path、encoding、datetime には定義された意味がありません → 警告。</translation>
    </message>
    <message>
        <source>W3C Datetime syntax (NOTE-datetime-19980827) for at, completed, from, until, datetime, rs:ln@modified and &lt;lastmod&gt;.</source>
        <translation>at、completed、from、until、datetime、rs:ln@modified、&lt;lastmod&gt; は W3C Datetime 構文（NOTE-datetime-19980827）に従います。</translation>
    </message>
    <message>
        <source>Use the recommended form: a complete date and time in UTC, YYYY-MM-DDThh:mm:ss[.s]Z.</source>
        <translation>推奨形式を使用します: UTC の完全な日付と時刻、YYYY-MM-DDThh:mm:ss[.s]Z。</translation>
    </message>
    <message>
        <source>Comparison semantics for all time rules: convert to UTC instants.</source>
        <translation>すべての時刻ルールにおける比較方法: UTC の時点に変換して比較します。</translation>
    </message>
    <message>
        <source>The top-level capability is one of the 8 defined values (catalogue section 1.2), compared case-sensitively.</source>
        <translation>トップレベルの capability は、定義済みの 8 つの値（カタログ 1.2 節）のいずれかです。大文字と小文字を区別して比較します。</translation>
    </message>
    <message>
        <source>A url-level capability appears only in SD and CapL, where it is mandatory.</source>
        <translation>url レベルの capability は SD と CapL にのみ現れ、そこでは必須です。</translation>
    </message>
    <message>
        <source>change ∈ {created, updated, deleted} (case-sensitive).</source>
        <translation>change ∈ {created, updated, deleted}（大文字と小文字を区別）。</translation>
    </message>
    <message>
        <source>hash (on rs:md or rs:ln) is a whitespace-separated list of one or more tokens of the form alg:hexdigest. alg is a lower-case hash name from the IANA &quot;Hash Function Textual Names&quot; registry (md5, sha-1, sha-256, …); the digest contains only [0-9a-fA-F], with an even number of digits.</source>
        <translation>hash（rs:md または rs:ln 上）は、alg:hexdigest 形式の 1 つ以上のトークンを空白で区切ったリストです。alg は IANA の &quot;Hash Function Textual Names&quot; レジストリにある小文字のハッシュ名（md5、sha-1、sha-256 など）で、ダイジェストは [0-9a-fA-F] だけからなり、桁数は偶数です。</translation>
    </message>
    <message>
        <source>The digest length matches the algorithm: md5 32, sha-1 40, sha-224 56, sha-256 64, sha-384 96, sha-512 128 hex digits.</source>
        <translation>ダイジェストの長さはアルゴリズムと一致します: md5 は 32 桁、sha-1 は 40 桁、sha-224 は 56 桁、sha-256 は 64 桁、sha-384 は 96 桁、sha-512 は 128 桁の 16 進数です。</translation>
    </message>
    <message>
        <source>An algorithm token the validator does not know → warning (&quot;cannot verify&quot;).</source>
        <translation>検証ツールが認識しないアルゴリズムトークン → 警告（「検証できません」）。</translation>
    </message>
    <message>
        <source>length is an unsigned decimal integer ([0-9]+: no sign, no spaces, no exponent).</source>
        <translation>length は符号なしの 10 進整数です（[0-9]+。符号、空白、指数は不可）。</translation>
    </message>
    <message>
        <source>length equals the Content-Length of the representation returned for loc (for rs:ln, of the link target).</source>
        <translation>length は、loc に対して返される表現の Content-Length と等しくなります（rs:ln の場合はリンクターゲットの表現）。</translation>
    </message>
    <message>
        <source>type is a syntactically valid media type: type &quot;/&quot; subtype followed by optional ;name=value parameters, using RFC 6838/2045 token characters.</source>
        <translation>type は構文上有効なメディアタイプです: type &quot;/&quot; subtype の後に省略可能な ;name=value パラメーターが続き、RFC 6838/2045 のトークン文字を使います。</translation>
    </message>
    <message>
        <source>encoding is one or more comma-separated content-coding tokens and should equal the HTTP Content-Encoding response header.</source>
        <translation>encoding は、カンマで区切った 1 つ以上のコンテンツコーディングトークンで、HTTP の Content-Encoding 応答ヘッダーと等しくあるべきです。</translation>
    </message>
    <message>
        <source>path starts with /, is relative to the package root, uses / as separator and has at least one character after the slash.</source>
        <translation>path は / で始まるパッケージのルートからの相対パスで、区切り文字に / を使い、スラッシュの後に少なくとも 1 文字あります。</translation>
    </message>
    <message>
        <source>path on rs:md is used only in RDM and CDM.</source>
        <translation>rs:md 上の path は RDM と CDM でのみ使われます。</translation>
    </message>
    <message>
        <source>datetime (1.1) is a W3C Datetime (ATT-001) that appears only on a url-level rs:md in a CL or CDM.</source>
        <translation>datetime（1.1）は W3C Datetime（ATT-001）で、CL または CDM の url レベルの rs:md にのみ現れます。</translation>
    </message>
    <message>
        <source>pri is a decimal integer from 1 to 999,999.</source>
        <translation>pri は 1 から 999,999 までの 10 進整数です。</translation>
    </message>
    <message>
        <source>Every rs:ln has a non-empty href.</source>
        <translation>すべての rs:ln は空でない href を持ちます。</translation>
    </message>
    <message>
        <source>Every rs:ln has rel, and its value is a single relation type: either a registered name (token, compared case-insensitively) or an absolute URI (RFC 5988 §4.2).</source>
        <translation>すべての rs:ln は rel を持ち、その値は単一の関係タイプです: 登録名（トークン。大文字と小文字を区別せずに比較）または絶対 URI（RFC 5988 §4.2）。</translation>
    </message>
    <message>
        <source>A rel value outside those featured in the spec (up index describedby describes contents duplicate alternate canonical memento timegate timemap collection via profile and the RS patch URI) → info &quot;unrecognised relation; Destination falls back to loc&quot;.</source>
        <translation>仕様に登場する値（up index describedby describes contents duplicate alternate canonical memento timegate timemap collection via profile、および RS の patch URI）以外の rel 値 → 情報「認識できない関係。デスティネーションは loc にフォールバックする」。</translation>
    </message>
    <message>
        <source>rs:ln@modified (from Atom Link Extensions; not defined in RS §7) must follow ATT-001 syntax (error if not).</source>
        <translation>rs:ln@modified（Atom Link Extensions に由来し、RS の §7 では定義されていない）は ATT-001 の構文に従わなければなりません（従わない場合はエラー）。</translation>
    </message>
    <message>
        <source>encoding, hash, length, path and type are &quot;representation&quot; attributes (Table 3).</source>
        <translation>encoding、hash、length、path、type は「表現」属性です（表 3）。</translation>
    </message>
    <message>
        <source>Attributes that ResourceSync defines never have an empty value (e.g. at=&quot;&quot;, type=&quot;&quot;, hash=&quot;&quot;).</source>
        <translation>ResourceSync が定義する属性が空の値を持つことはありません（例: at=&quot;&quot;、type=&quot;&quot;、hash=&quot;&quot;）。</translation>
    </message>
    <message>
        <source>Apply the Appendix A matrix (catalogue section 1.5): an M attribute is missing → error; an R attribute is missing → warning; an X attribute is present → error.</source>
        <translation>付録 A の表（カタログ 1.5 節）を適用します: M の属性がない → エラー、R の属性がない → 警告、X の属性がある → エラー。</translation>
    </message>
    <message>
        <source>completed appears only on an element where at is permitted, and only together with at on that element. completed without at → error.</source>
        <translation>completed は at が許される要素にのみ、同じ要素上の at と一緒にのみ現れます。at のない completed → エラー。</translation>
    </message>
    <message>
        <source>until appears only where from is permitted, and only together with from.</source>
        <translation>until は from が許される場所にのみ、from と一緒にのみ現れます。</translation>
    </message>
    <message>
        <source>completed ≥ at on the same element.</source>
        <translation>同じ要素上で completed ≥ at。</translation>
    </message>
    <message>
        <source>until ≥ from on the same element. until = from (an empty interval) → warning.</source>
        <translation>同じ要素上で until ≥ from。until = from（空の期間）→ 警告。</translation>
    </message>
    <message>
        <source>at, completed, from, until and datetime are not later than the fetch time (allow a configurable clock skew, default 5 min).</source>
        <translation>at、completed、from、until、datetime は取得時刻より後ではありません（設定可能な時計のずれを許容。既定値は 5 分）。</translation>
    </message>
    <message>
        <source>Time attributes are expressed from the perspective of the publishing Source.</source>
        <translation>時間属性は、公開するソースの観点で表されます。</translation>
    </message>
    <message>
        <source>The Source publishes a Source Description.</source>
        <translation>ソースはソース記述を公開します。</translation>
    </message>
    <message>
        <source>GET &lt;scheme&gt;://&lt;host&gt;/.well-known/resourcesync on the Source&apos;s host returns 2xx (after redirects) with an SD.</source>
        <translation>ソースのホストに対する GET &lt;scheme&gt;://&lt;host&gt;/.well-known/resourcesync は、（リダイレクト後に）2xx と SD を返します。</translation>
    </message>
    <message>
        <source>The document at the well-known URI is an SD (urlset with capability=&quot;description&quot;) or a Source Description Index (sitemapindex with capability=&quot;description&quot;).</source>
        <translation>well-known URI にあるドキュメントは、SD（capability=&quot;description&quot; の urlset）またはソース記述インデックス（capability=&quot;description&quot; の sitemapindex）です。</translation>
    </message>
    <message>
        <source>HTML discovery: a &lt;link&gt; element whose rel token list contains resourcesync and that has an href.</source>
        <translation>HTML による検出: rel トークンリストに resourcesync を含み、href を持つ &lt;link&gt; 要素。</translation>
    </message>
    <message>
        <source>The target of a resourcesync link (HTML or HTTP) is a Capability List (root rs:md@capability=&quot;capabilitylist&quot;).</source>
        <translation>resourcesync リンク（HTML または HTTP）のターゲットは、ケーパビリティリスト（ルートの rs:md@capability=&quot;capabilitylist&quot;）です。</translation>
    </message>
    <message>
        <source>The linked CapL &quot;must pertain to&quot; the linking resource: the resource&apos;s URI is covered by that set.</source>
        <translation>リンク先の CapL は、リンク元のリソースに「関係していなければなりません」。つまり、そのリソースの URI がそのリソースセットに含まれます。</translation>
    </message>
    <message>
        <source>HTTP Link header syntax (RFC 5988): &lt;URI-Reference&gt; followed by ; rel=&quot;resourcesync&quot; (quoted or unquoted token; it may be one of several space-separated rels and one of several comma-separated links).</source>
        <translation>HTTP Link ヘッダーの構文（RFC 5988）: &lt;URI-Reference&gt; の後に ; rel=&quot;resourcesync&quot; が続きます（トークンは引用符付きでも引用符なしでもよく、空白区切りの複数の rel の 1 つでも、カンマ区切りの複数のリンクの 1 つでもかまいません）。</translation>
    </message>
    <message>
        <source>robots.txt: each Sitemap: value is an absolute URL.</source>
        <translation>robots.txt: 各 Sitemap: の値は絶対 URL です。</translation>
    </message>
    <message>
        <source>The SD reached through up chains is the same document (same URI after redirects, or byte-identical content) as the SD at the well-known URI.</source>
        <translation>up のチェーンをたどって到達する SD は、well-known URI にある SD と同じドキュメント（リダイレクト後の URI が同じ、またはバイト単位で同一の内容）です。</translation>
    </message>
    <message>
        <source>A relative href in an HTML link or a Link header is resolved against the page&apos;s base URL → warning &quot;use an absolute URI&quot;.</source>
        <translation>HTML リンクまたは Link ヘッダー内の相対 href は、ページのベース URL に対して解決されます → 警告「絶対 URI を使用してください」。</translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability=&quot;description&quot;.</source>
        <translation>ルートは urlset で、ルートの rs:md@capability=&quot;description&quot; です。</translation>
    </message>
    <message>
        <source>A root rs:ln rel=&quot;describedby&quot; (recommended) points to a document that describes the Source.</source>
        <translation>ルートの rs:ln rel=&quot;describedby&quot;（推奨）は、ソースを説明するドキュメントを指します。</translation>
    </message>
    <message>
        <source>One url per Capability List offered.</source>
        <translation>提供するケーパビリティリストごとに url を 1 つ記載します。</translation>
    </message>
    <message>
        <source>Each url has loc = the URI of a Capability List.</source>
        <translation>各 url の loc = ケーパビリティリストの URI。</translation>
    </message>
    <message>
        <source>If a url-level rs:md is present, its capability must equal capabilitylist (error otherwise).</source>
        <translation>url レベルの rs:md がある場合、その capability は capabilitylist でなければなりません（そうでなければエラー）。</translation>
    </message>
    <message>
        <source>Each url has a rs:ln rel=&quot;describedby&quot; (recommended) pointing to a description of that set of resources.</source>
        <translation>各 url は、そのリソースセットの説明を指す rs:ln rel=&quot;describedby&quot;（推奨）を持ちます。</translation>
    </message>
    <message>
        <source>&lt;lastmod&gt; should be omitted.</source>
        <translation>&lt;lastmod&gt; は省略すべきです。</translation>
    </message>
    <message>
        <source>The SD has no rs:ln rel=&quot;up&quot; (it is the top of the tree).</source>
        <translation>SD は rs:ln rel=&quot;up&quot; を持ちません（SD はツリーの最上位です）。</translation>
    </message>
    <message>
        <source>The SD carries no at, completed, from or until (undefined for an SD, not in Appendix A).</source>
        <translation>SD は at、completed、from、until を持ちません（SD では未定義で、付録 A にもありません）。</translation>
    </message>
    <message>
        <source>If there are several SDs, they are grouped by a Source Description Index: sitemapindex, root rs:md@capability=&quot;description&quot;, each sitemap/loc pointing to an SD (urlset, description).</source>
        <translation>複数の SD がある場合は、ソース記述インデックスでまとめます: sitemapindex、ルートの rs:md@capability=&quot;description&quot;、各 sitemap/loc は SD（urlset、description）を指します。</translation>
    </message>
    <message>
        <source>Every url/loc target is retrievable and is a CapL (NAV-010), and its up points back to this SD (NAV-002).</source>
        <translation>すべての url/loc のターゲットは取得可能な CapL で（NAV-010）、その up はこの SD を指します（NAV-002）。</translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability=&quot;capabilitylist&quot;.</source>
        <translation>ルートは urlset で、ルートの rs:md@capability=&quot;capabilitylist&quot; です。</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; (mandatory) whose href is the SD.</source>
        <translation>href が SD であるルートの rs:ln rel=&quot;up&quot;（必須）があります。</translation>
    </message>
    <message>
        <source>A root rs:ln rel=&quot;describedby&quot; (recommended) points to a description of the set of resources.</source>
        <translation>ルートの rs:ln rel=&quot;describedby&quot;（推奨）は、リソースセットの説明を指します。</translation>
    </message>
    <message>
        <source>Each url has loc (the capability document) and a rs:md with capability (both mandatory).</source>
        <translation>各 url は loc（ケーパビリティドキュメント）と、capability を持つ rs:md を持ちます（どちらも必須）。</translation>
    </message>
    <message>
        <source>At most one entry per capability value (&quot;must only contain one entry per capability&quot;).</source>
        <translation>capability の値ごとにエントリは最大 1 つです（「ケーパビリティごとに 1 つのエントリだけを含まなければならない」）。</translation>
    </message>
    <message>
        <source>A url-level capability is resourcelist, resourcedump, changelist, changedump or a registered extension (warning). description, capabilitylist and *-manifest → error, because manifests live inside ZIPs and are not listed.</source>
        <translation>url レベルの capability は resourcelist、resourcedump、changelist、changedump、または登録済みの拡張（警告）です。description、capabilitylist、*-manifest → エラー。マニフェストは ZIP の中にあり、記載されないためです。</translation>
    </message>
    <message>
        <source>&lt;lastmod&gt; should be omitted unless the CapL is updated every time one of its capability documents changes.</source>
        <translation>CapL のケーパビリティドキュメントのいずれかが変更されるたびに CapL を更新する場合を除き、&lt;lastmod&gt; は省略すべきです。</translation>
    </message>
    <message>
        <source>A Capability List is not published as a sitemapindex (Capability List Index).</source>
        <translation>ケーパビリティリストは sitemapindex（ケーパビリティリストインデックス）として公開しません。</translation>
    </message>
    <message>
        <source>The CapL carries no at, completed, from or until.</source>
        <translation>CapL は at、completed、from、until を持ちません。</translation>
    </message>
    <message>
        <source>Different sets of resources use different CapLs.</source>
        <translation>異なるリソースセットには異なる CapL を使います。</translation>
    </message>
    <message>
        <source>Uniformity: see XD-001 (what is in the RL is in the RD, and its changes are in the CL).</source>
        <translation>一貫性: XD-001 を参照（RL にあるものは RD にもあり、その変更は CL にあります）。</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;resourcelist&quot;.</source>
        <translation>ルートは urlset で、rs:md@capability=&quot;resourcelist&quot; です。</translation>
    </message>
    <message>
        <source>The root rs:md has at (the start of the snapshot).</source>
        <translation>ルートの rs:md は at（スナップショットの開始）を持ちます。</translation>
    </message>
    <message>
        <source>completed is optional.</source>
        <translation>completed は省略可能です。</translation>
    </message>
    <message>
        <source>The root rs:md has no from or until.</source>
        <translation>ルートの rs:md は from も until も持ちません。</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL.</source>
        <translation>CapL を指すルートの rs:ln rel=&quot;up&quot; があります。</translation>
    </message>
    <message>
        <source>If this RL is a child of an RLI, it carries a root rs:ln rel=&quot;index&quot; whose href is that RLI&apos;s URI.</source>
        <translation>この RL が RLI の子である場合、href がその RLI の URI であるルートの rs:ln rel=&quot;index&quot; を持ちます。</translation>
    </message>
    <message>
        <source>One url per resource: a loc repeated within the RL → warning.</source>
        <translation>リソースごとに url は 1 つ: RL 内で loc が繰り返される → 警告。</translation>
    </message>
    <message>
        <source>Every url has loc (GEN-010).</source>
        <translation>すべての url は loc を持ちます（GEN-010）。</translation>
    </message>
    <message>
        <source>lastmod and changefreq are optional.</source>
        <translation>lastmod と changefreq は省略可能です。</translation>
    </message>
    <message>
        <source>Url-level rs:ln (mirrors, alternates, metadata, versions, collection, via) → see catalogue section 16.</source>
        <translation>url レベルの rs:ln（ミラー、代替表現、メタデータ、バージョン、コレクション、via）→ カタログ 16 節を参照。</translation>
    </message>
    <message>
        <source>The snapshot end is completed, or at if there is no completed.</source>
        <translation>スナップショットの終了は completed、completed がない場合は at です。</translation>
    </message>
    <message>
        <source>A listed loc that returns 404/410 → warning.</source>
        <translation>記載された loc が 404/410 を返す → 警告。</translation>
    </message>
    <message>
        <source>More than 50,000 entries or more than 50 MB → error (GEN-021/022).</source>
        <translation>50,000 エントリ超または 50 MB 超 → エラー（GEN-021/022）。</translation>
    </message>
    <message>
        <source>The root is sitemapindex and rs:md@capability=&quot;resourcelist&quot;.</source>
        <translation>ルートは sitemapindex で、rs:md@capability=&quot;resourcelist&quot; です。</translation>
    </message>
    <message>
        <source>The root rs:md has at; completed is optional; from and until are absent (X).</source>
        <translation>ルートの rs:md は at を持ちます。completed は省略可能で、from と until はありません（X）。</translation>
    </message>
    <message>
        <source>One sitemap per Resource List.</source>
        <translation>リソースリストごとに sitemap を 1 つ記載します。</translation>
    </message>
    <message>
        <source>Each sitemap has loc = a Resource List URI. lastmod is optional.</source>
        <translation>各 sitemap の loc = リソースリストの URI。lastmod は省略可能です。</translation>
    </message>
    <message>
        <source>Every child is a urlset with capability=&quot;resourcelist&quot; (same capability as the index, and not an index itself).</source>
        <translation>すべての子は capability=&quot;resourcelist&quot; の urlset です（インデックスと同じ capability で、それ自体はインデックスではありません）。</translation>
    </message>
    <message>
        <source>A child entry&apos;s at/completed, when given, equal the child RL&apos;s own top at/completed.</source>
        <translation>子エントリの at/completed は、指定されている場合、子 RL 自体のトップレベルの at/completed と等しくなります。</translation>
    </message>
    <message>
        <source>The index snapshot encloses the child snapshots: child at ≥ index at, and child completed ≤ index completed when both are present (Ex. 15: children at 09:00, 09:03 and 09:07 inside 09:00–09:10).</source>
        <translation>インデックスのスナップショットは子のスナップショットを包含します: 子の at ≥ インデックスの at、両方がある場合は子の completed ≤ インデックスの completed（例 15: 09:00–09:10 の中に、子の at が 09:00、09:03、09:07）。</translation>
    </message>
    <message>
        <source>Each child RL&apos;s up equals the index&apos;s up (the same CapL).</source>
        <translation>各子 RL の up は、インデックスの up（同じ CapL）と等しくなります。</translation>
    </message>
    <message>
        <source>Each child RL carries rs:ln rel=&quot;index&quot; = this index&apos;s URI (RL-006).</source>
        <translation>各子 RL は rs:ln rel=&quot;index&quot; = このインデックスの URI を持ちます（RL-006）。</translation>
    </message>
    <message>
        <source>The union of the child RLs is &quot;the entire set of resources&quot;.</source>
        <translation>子 RL の和集合が「リソースセット全体」です。</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;resourcedump&quot;.</source>
        <translation>ルートは urlset で、rs:md@capability=&quot;resourcedump&quot; です。</translation>
    </message>
    <message>
        <source>The root rs:md has at; completed is optional; from and until are absent.</source>
        <translation>ルートの rs:md は at を持ちます。completed は省略可能で、from と until はありません。</translation>
    </message>
    <message>
        <source>If the RD sits under an RDI, it has a root rs:ln rel=&quot;index&quot; pointing to the RDI.</source>
        <translation>RD が RDI の下にある場合、RDI を指すルートの rs:ln rel=&quot;index&quot; を持ちます。</translation>
    </message>
    <message>
        <source>One url per bitstream package.</source>
        <translation>ビットストリームパッケージごとに url を 1 つ記載します。</translation>
    </message>
    <message>
        <source>Each url has loc = the package URI. lastmod is optional.</source>
        <translation>各 url の loc = パッケージの URI。lastmod は省略可能です。</translation>
    </message>
    <message>
        <source>A url-level rs:md is recommended, with both type and length.</source>
        <translation>url レベルの rs:md を、type と length の両方を付けて記載することを推奨します。</translation>
    </message>
    <message>
        <source>Url-level rs:ln rel=&quot;contents&quot; (optional) points to a copy of that package&apos;s RDM.</source>
        <translation>url レベルの rs:ln rel=&quot;contents&quot;（省略可能）は、そのパッケージの RDM のコピーを指します。</translation>
    </message>
    <message>
        <source>All packages of one RD have the same format: the same type values, and the same actual format after download.</source>
        <translation>1 つの RD のすべてのパッケージは同じ形式です: type の値が同じで、ダウンロード後の実際の形式も同じです。</translation>
    </message>
    <message>
        <source>Packages are ZIP files (PKWARE APPNOTE 6.3.3).</source>
        <translation>パッケージは ZIP ファイル（PKWARE APPNOTE 6.3.3）です。</translation>
    </message>
    <message>
        <source>Several RDs must be grouped by an RDI.</source>
        <translation>複数の RD は RDI でまとめなければなりません。</translation>
    </message>
    <message>
        <source>Each package&apos;s at/completed lies inside the RD&apos;s [at, completed] (Ex. 17).</source>
        <translation>各パッケージの at/completed は、RD の [at, completed] の範囲内にあります（例 17）。</translation>
    </message>
    <message>
        <source>Package fixity: the bytes downloaded have the declared length and match every supported hash.</source>
        <translation>パッケージの固定情報: ダウンロードしたバイト列は宣言された length を持ち、サポートされるすべての hash と一致します。</translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI corresponds to the manifest.xml inside the package (&quot;the Source needs to ensure&quot;).</source>
        <translation>contents リンクがある場合、その URI にあるマニフェストはパッケージ内の manifest.xml に対応します（「ソースが保証する必要がある」）。</translation>
    </message>
    <message>
        <source>A package entry&apos;s at/completed (when given) equal the at/completed of the RDM inside it, and the RDM&apos;s at ≥ the RD&apos;s at.</source>
        <translation>パッケージエントリの at/completed（指定されている場合）は、その中の RDM の at/completed と等しく、RDM の at ≥ RD の at です。</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (by analogy with §10.2; every other capability document makes it mandatory).</source>
        <translation>CapL を指すルートの rs:ln rel=&quot;up&quot; があります（§10.2 からの類推。ほかのすべてのケーパビリティドキュメントではこれが必須です）。</translation>
    </message>
    <message>
        <source>The children are RD urlsets with capability=&quot;resourcedump&quot;.</source>
        <translation>子は capability=&quot;resourcedump&quot; の RD の urlset です。</translation>
    </message>
    <message>
        <source>Same consistency as RLI-008, RLI-009 and RLI-011 (child times equal the RDs&apos; own, are enclosed by the index, and the children link back with index).</source>
        <translation>RLI-008、RLI-009、RLI-011 と同じ一貫性（子の時刻は RD 自体の時刻と等しく、インデックスの範囲に含まれ、子は index リンクでインデックスにリンクし返す）。</translation>
    </message>
    <message>
        <source>Every package listed by an RD contains a Resource Dump Manifest.</source>
        <translation>RD が記載するすべてのパッケージは、リソースダンプマニフェストを含みます。</translation>
    </message>
    <message>
        <source>That file is named exactly manifest.xml (case-sensitive) and is located at the top level of the ZIP: the entry name is manifest.xml, with no directory part.</source>
        <translation>そのファイルの名前は厳密に manifest.xml（大文字と小文字を区別）で、ZIP の最上位にあります: エントリ名は manifest.xml で、ディレクトリ部分はありません。</translation>
    </message>
    <message>
        <source>The root is urlset with rs:md@capability=&quot;resourcedump-manifest&quot; and at. completed is optional; from and until are absent.</source>
        <translation>ルートは rs:md@capability=&quot;resourcedump-manifest&quot; と at を持つ urlset です。completed は省略可能で、from と until はありません。</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (the same CapL as the referencing RD, NAV-011).</source>
        <translation>CapL（参照元の RD と同じ CapL。NAV-011）を指すルートの rs:ln rel=&quot;up&quot; があります。</translation>
    </message>
    <message>
        <source>Each url has loc = the URI the Source associates with the bitstream. lastmod and changefreq are optional.</source>
        <translation>各 url の loc = ソースがそのビットストリームに関連付けている URI。lastmod と changefreq は省略可能です。</translation>
    </message>
    <message>
        <source>Each url has a rs:md (mandatory) with a path (mandatory) that satisfies ATT-014.</source>
        <translation>各 url は、ATT-014 を満たす path（必須）を持つ rs:md（必須）を持ちます。</translation>
    </message>
    <message>
        <source>type on the url-level rs:md (recommended).</source>
        <translation>url レベルの rs:md 上の type（推奨）。</translation>
    </message>
    <message>
        <source>Each path, with its leading / removed, names an existing file entry in the ZIP (exact byte-wise match of the name, / separators).</source>
        <translation>各 path は、先頭の / を除くと、ZIP 内に存在するファイルエントリの名前になります（名前のバイト単位の完全一致、区切り文字は /）。</translation>
    </message>
    <message>
        <source>One url per bitstream: every file entry except manifest.xml (directory entries are ignored) is referenced by some path.</source>
        <translation>ビットストリームごとに url を 1 つ: manifest.xml を除くすべてのファイルエントリ（ディレクトリエントリは無視）が、いずれかの path から参照されます。</translation>
    </message>
    <message>
        <source>Bitstream fixity: the uncompressed size of the entry equals length, and every supported hash matches the digest of the uncompressed bytes.</source>
        <translation>ビットストリームの固定情報: エントリの非圧縮サイズは length と等しく、サポートされるすべての hash が非圧縮バイト列のダイジェストと一致します。</translation>
    </message>
    <message>
        <source>path values are unique within the manifest, and loc values are unique (a snapshot holds one state per resource).</source>
        <translation>path の値はマニフェスト内で一意で、loc の値も一意です（スナップショットはリソースごとに 1 つの状態を保持します）。</translation>
    </message>
    <message>
        <source>ZIP practicalities: support ZIP64 (entries ≥ 4 GiB, more than 65,535 entries) and the stored and deflate methods.</source>
        <translation>ZIP の実装上の注意: ZIP64（4 GiB 以上のエントリ、65,535 を超えるエントリ数）と、stored および deflate 方式をサポートします。</translation>
    </message>
    <message>
        <source>Url-level rs:ln is allowed (§14). canonical is singled out as suitable for manifests (§14.3).</source>
        <translation>url レベルの rs:ln は許されます（§14）。canonical はマニフェストに適したものとして特に挙げられています（§14.3）。</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;changelist&quot;.</source>
        <translation>ルートは urlset で、rs:md@capability=&quot;changelist&quot; です。</translation>
    </message>
    <message>
        <source>The root rs:md has from.</source>
        <translation>ルートの rs:md は from を持ちます。</translation>
    </message>
    <message>
        <source>until is optional.</source>
        <translation>until は省略可能です。</translation>
    </message>
    <message>
        <source>The root rs:md has no at or completed.</source>
        <translation>ルートの rs:md は at も completed も持ちません。</translation>
    </message>
    <message>
        <source>If the CL sits under a CLI, it has a root rs:ln rel=&quot;index&quot; pointing to the CLI.</source>
        <translation>CL が CLI の下にある場合、CLI を指すルートの rs:ln rel=&quot;index&quot; を持ちます。</translation>
    </message>
    <message>
        <source>One url per change.</source>
        <translation>変更ごとに url を 1 つ記載します。</translation>
    </message>
    <message>
        <source>Every url has loc.</source>
        <translation>すべての url は loc を持ちます。</translation>
    </message>
    <message>
        <source>Every url has &lt;lastmod&gt;.</source>
        <translation>すべての url は &lt;lastmod&gt; を持ちます。</translation>
    </message>
    <message>
        <source>Every url has a rs:md (mandatory) with change ∈ {created, updated, deleted}.</source>
        <translation>すべての url は、change ∈ {created, updated, deleted} を持つ rs:md（必須）を持ちます。</translation>
    </message>
    <message>
        <source>Forward chronological order: the least recent change comes first. 1.0 key: lastmod, non-decreasing over all entries. 1.1 key: datetime, non-decreasing over the entries that have datetime; entries without it are not checked. lastmod is not an ordering key in 1.1, because it may differ from the change time.</source>
        <translation>時系列順: 最も古い変更が最初に来ます。1.0 のキーは lastmod で、すべてのエントリにわたって減少しません。1.1 のキーは datetime で、datetime を持つエントリにわたって減少しません。datetime のないエントリはチェックしません。1.1 では lastmod は順序のキーではありません。変更時刻と異なる場合があるためです。</translation>
    </message>
    <message>
        <source>(1.1) Every datetime is ≥ the top from and, if until is present, ≤ until.</source>
        <translation>（1.1）すべての datetime はトップレベルの from 以上で、until がある場合は until 以下です。</translation>
    </message>
    <message>
        <source>(1.0) Every lastmod (the change time in 1.0) lies in [from, until].</source>
        <translation>（1.0）すべての lastmod（1.0 での変更時刻）は [from, until] の範囲内にあります。</translation>
    </message>
    <message>
        <source>(1.0) The pair (loc, lastmod) is unique within the CL; the Source should give change times at a sufficiently fine granularity.</source>
        <translation>（1.0）(loc, lastmod) の組は CL 内で一意です。ソースは十分に細かい粒度で変更時刻を示すべきです。</translation>
    </message>
    <message>
        <source>(1.1) An entry without datetime → info (&quot;providing datetime for each event makes it easier to find the last processed change&quot;).</source>
        <translation>（1.1）datetime のないエントリ → 情報（「各イベントの datetime を示すと、最後に処理した変更を見つけやすくなる」）。</translation>
    </message>
    <message>
        <source>A closed CL (one with until) &quot;will not be updated anymore&quot;: re-fetching it later must give the same entries and the same from/until.</source>
        <translation>閉じた CL（until を持つもの）は「今後更新されない」: 後で再取得しても、同じエントリと同じ from/until が得られなければなりません。</translation>
    </message>
    <message>
        <source>An open CL is updated only by appending changes: entries seen earlier persist as a prefix (possibly followed by new entries), and from does not move.</source>
        <translation>開いている CL は、変更を追加することによってのみ更新されます: 以前に見たエントリは先頭部分としてそのまま残り（その後に新しいエントリが続くことがある）、from は変わりません。</translation>
    </message>
    <message>
        <source>A plausible change sequence per loc within one CL: no created right after created or updated (without a deleted in between), and no updated or deleted right after a deleted.</source>
        <translation>1 つの CL 内の loc ごとの変更の並びが妥当です: created や updated の直後に（間に deleted をはさまずに）created が来ることはなく、deleted の直後に updated や deleted が来ることもありません。</translation>
    </message>
    <message>
        <source>Several CLs must be grouped in a CLI.</source>
        <translation>複数の CL は CLI でまとめなければなりません。</translation>
    </message>
    <message>
        <source>The root is sitemapindex and rs:md@capability=&quot;changelist&quot;.</source>
        <translation>ルートは sitemapindex で、rs:md@capability=&quot;changelist&quot; です。</translation>
    </message>
    <message>
        <source>The root rs:md has from; until is optional; at and completed are absent (X).</source>
        <translation>ルートの rs:md は from を持ちます。until は省略可能で、at と completed はありません（X）。</translation>
    </message>
    <message>
        <source>One sitemap per Change List.</source>
        <translation>変更リストごとに sitemap を 1 つ記載します。</translation>
    </message>
    <message>
        <source>For each child whose rs:md is present: if the referenced CL is closed, the entry must carry until; if the CL is open, the entry must not carry until.</source>
        <translation>rs:md がある各子について: 参照先の CL が閉じている場合、エントリは until を持たなければならず、CL が開いている場合、エントリは until を持ってはなりません。</translation>
    </message>
    <message>
        <source>Change Lists are listed in forward chronological order: child from values are non-decreasing, and child until values are non-decreasing.</source>
        <translation>変更リストは時系列順に記載されます: 子の from の値は減少せず、子の until の値も減少しません。</translation>
    </message>
    <message>
        <source>A child entry&apos;s from/until equal the child CL&apos;s own top from/until.</source>
        <translation>子エントリの from/until は、子 CL 自体のトップレベルの from/until と等しくなります。</translation>
    </message>
    <message>
        <source>The child intervals tile the index interval: the first child&apos;s from = the index from, each child&apos;s until = the next child&apos;s from (Ex. 20), with no overlaps.</source>
        <translation>子の期間はインデックスの期間を隙間なく埋めます: 最初の子の from = インデックスの from、各子の until = 次の子の from（例 20）で、重なりはありません。</translation>
    </message>
    <message>
        <source>If the index has until (closed index), all children are closed and the last child&apos;s until = the index until.</source>
        <translation>インデックスが until を持つ（閉じたインデックスである）場合、すべての子は閉じており、最後の子の until = インデックスの until です。</translation>
    </message>
    <message>
        <source>The children are CL urlsets with capability=&quot;changelist&quot; (not indexes), and each child&apos;s up equals the index&apos;s up.</source>
        <translation>子は capability=&quot;changelist&quot; の CL の urlset（インデックスではない）で、各子の up はインデックスの up と等しくなります。</translation>
    </message>
    <message>
        <source>Each child CL has rs:ln rel=&quot;index&quot; pointing to this CLI (CL-006).</source>
        <translation>各子 CL は、この CLI を指す rs:ln rel=&quot;index&quot; を持ちます（CL-006）。</translation>
    </message>
    <message>
        <source>Do not check the 1.0 prose claim that a closed child is marked by &lt;lastmod&gt; equal to the child&apos;s until (2013-01-02T23:59:59Z).</source>
        <translation>閉じた子は、子の until と等しい &lt;lastmod&gt;（2013-01-02T23:59:59Z）で示されるという 1.0 の本文の記述はチェックしません。</translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;changedump&quot;.</source>
        <translation>ルートは urlset で、rs:md@capability=&quot;changedump&quot; です。</translation>
    </message>
    <message>
        <source>The root rs:md has from; until is optional; at and completed are absent.</source>
        <translation>ルートの rs:md は from を持ちます。until は省略可能で、at と completed はありません。</translation>
    </message>
    <message>
        <source>If the CD sits under a CDI, it has a root rs:ln rel=&quot;index&quot; pointing to the CDI.</source>
        <translation>CD が CDI の下にある場合、CDI を指すルートの rs:ln rel=&quot;index&quot; を持ちます。</translation>
    </message>
    <message>
        <source>A url-level rs:md is recommended, with type and length.</source>
        <translation>url レベルの rs:md を、type と length を付けて記載することを推奨します。</translation>
    </message>
    <message>
        <source>Url-level rs:ln rel=&quot;contents&quot; (optional) points to a copy of the package&apos;s CDM.</source>
        <translation>url レベルの rs:ln rel=&quot;contents&quot;（省略可能）は、パッケージの CDM のコピーを指します。</translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI matches the manifest.xml inside the package (&quot;the Source must ensure&quot;).</source>
        <translation>contents リンクがある場合、その URI にあるマニフェストはパッケージ内の manifest.xml と一致します（「ソースが保証しなければならない」）。</translation>
    </message>
    <message>
        <source>Entries are in forward chronological order of publication (the least recently published package first).</source>
        <translation>エントリは公開の時系列順です（最も早く公開されたパッケージが最初）。</translation>
    </message>
    <message>
        <source>All packages have the same format.</source>
        <translation>すべてのパッケージは同じ形式です。</translation>
    </message>
    <message>
        <source>Several CDs must be grouped in a CDI.</source>
        <translation>複数の CD は CDI でまとめなければなりません。</translation>
    </message>
    <message>
        <source>The package intervals lie inside the CD&apos;s [from, until] and are contiguous and non-overlapping (like CLI-009).</source>
        <translation>パッケージの期間は CD の [from, until] の範囲内にあり、連続していて重なりません（CLI-009 と同様）。</translation>
    </message>
    <message>
        <source>A package entry&apos;s from/until equal the from/until of the CDM inside it.</source>
        <translation>パッケージエントリの from/until は、その中の CDM の from/until と等しくなります。</translation>
    </message>
    <message>
        <source>Package fixity: length and hash match the downloaded bytes.</source>
        <translation>パッケージの固定情報: length と hash がダウンロードしたバイト列と一致します。</translation>
    </message>
    <message>
        <source>A package lastmod earlier than its own until (Ex. 22: 23:59:59 against an until of 00:00:00 the next day) means the package was published before its interval ended → info.</source>
        <translation>パッケージの lastmod がそれ自体の until より前である場合（例 22: 翌日 00:00:00 の until に対して 23:59:59）、そのパッケージは期間の終了前に公開されたことになります → 情報。</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (by analogy with §12.2).</source>
        <translation>CapL を指すルートの rs:ln rel=&quot;up&quot; があります（§12.2 からの類推）。</translation>
    </message>
    <message>
        <source>The children are listed in forward chronological order (by analogy with the CLI MUST).</source>
        <translation>子は時系列順に記載されます（CLI の MUST からの類推）。</translation>
    </message>
    <message>
        <source>Every package listed by a CD contains manifest.xml at the top level of the ZIP (as RDM-002).</source>
        <translation>CD が記載するすべてのパッケージは、ZIP の最上位に manifest.xml を含みます（RDM-002 と同様）。</translation>
    </message>
    <message>
        <source>The root is urlset with rs:md@capability=&quot;changedump-manifest&quot; and from. until is optional; at and completed are absent.</source>
        <translation>ルートは rs:md@capability=&quot;changedump-manifest&quot; と from を持つ urlset です。until は省略可能で、at と completed はありません。</translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (the same as the referencing CD).</source>
        <translation>CapL（参照元の CD と同じ）を指すルートの rs:ln rel=&quot;up&quot; があります。</translation>
    </message>
    <message>
        <source>Entries are in forward chronological order.</source>
        <translation>エントリは時系列順です。</translation>
    </message>
    <message>
        <source>Completeness: the ZIP contains a bitstream for every change in [from, until], and the manifest refers to each.</source>
        <translation>完全性: ZIP は [from, until] 内のすべての変更についてビットストリームを含み、マニフェストはそのそれぞれを参照します。</translation>
    </message>
    <message>
        <source>One url per resource change, and so per bitstream.</source>
        <translation>リソースの変更ごと、つまりビットストリームごとに url を 1 つ記載します。</translation>
    </message>
    <message>
        <source>Every url has a rs:md with change ∈ {created, updated, deleted}.</source>
        <translation>すべての url は、change ∈ {created, updated, deleted} を持つ rs:md を持ちます。</translation>
    </message>
    <message>
        <source>Unless change=&quot;deleted&quot;, the rs:md has path (ATT-014), and that path names an existing ZIP file entry.</source>
        <translation>change=&quot;deleted&quot; でない限り、rs:md は path（ATT-014）を持ち、その path は ZIP 内に存在するファイルエントリの名前になります。</translation>
    </message>
    <message>
        <source>A change=&quot;deleted&quot; entry carries no path (there is no bitstream).</source>
        <translation>change=&quot;deleted&quot; のエントリは path を持ちません（ビットストリームがないため）。</translation>
    </message>
    <message>
        <source>type on the rs:md of non-deleted entries.</source>
        <translation>削除以外のエントリの rs:md 上の type。</translation>
    </message>
    <message>
        <source>hash and length are optional.</source>
        <translation>hash と length は省略可能です。</translation>
    </message>
    <message>
        <source>(1.1) datetime ∈ [from, until] (as CL-013).</source>
        <translation>（1.1）datetime ∈ [from, until]（CL-013 と同様）。</translation>
    </message>
    <message>
        <source>A url-level rs:md carries no at, completed, from, until or capability.</source>
        <translation>url レベルの rs:md は at、completed、from、until、capability を持ちません。</translation>
    </message>
    <message>
        <source>No two entries share a path (otherwise unpacking overwrites one bitstream with another).</source>
        <translation>2 つのエントリが同じ path を共有することはありません（共有すると、展開時にあるビットストリームが別のビットストリームで上書きされます）。</translation>
    </message>
    <message>
        <source>Every file entry except manifest.xml is referenced by a url path or by a patch link&apos;s path (LNK-006).</source>
        <translation>manifest.xml を除くすべてのファイルエントリは、url の path またはパッチリンクの path（LNK-006）から参照されます。</translation>
    </message>
    <message>
        <source>(1.0) (loc, lastmod) pairs are unique (as CL-015).</source>
        <translation>（1.0）(loc, lastmod) の組は一意です（CL-015 と同様）。</translation>
    </message>
    <message>
        <source>Url-level rs:ln that links to related resources may occur in RL, RDM, CL and CDM.</source>
        <translation>関連リソースへリンクする url レベルの rs:ln は、RL、RDM、CL、CDM に現れることができます。</translation>
    </message>
    <message>
        <source>Mirror: rel=&quot;duplicate&quot; with href (mandatory) = the mirror URI. pri is optional (ATT-017).</source>
        <translation>ミラー: rel=&quot;duplicate&quot; で、href（必須）= ミラーの URI。pri は省略可能です（ATT-017）。</translation>
    </message>
    <message>
        <source>Duplicate links omit the rs:md attributes (hash, length, type, encoding), since the mirror copies are expected to be identical.</source>
        <translation>duplicate リンクでは rs:md の属性（hash、length、type、encoding）を省略します。ミラーのコピーは同一であることが期待されるためです。</translation>
    </message>
    <message>
        <source>Several links with the same rel and the same (or no) pri give an ambiguous order → info.</source>
        <translation>同じ rel で pri が同じ（または pri のない）複数のリンクは、順序があいまいになります → 情報。</translation>
    </message>
    <message>
        <source>Alternate: rel=&quot;alternate&quot; with href (mandatory, error) = a specific URI.</source>
        <translation>代替表現: rel=&quot;alternate&quot; で、href（必須、エラー）= 特定の URI。</translation>
    </message>
    <message>
        <source>Patch: rel=&quot;http://www.openarchives.org/rs/terms/patch&quot; with href and type (both mandatory).</source>
        <translation>パッチ: rel=&quot;http://www.openarchives.org/rs/terms/patch&quot; で、href と type（どちらも必須）。</translation>
    </message>
    <message>
        <source>Canonical: rel=&quot;canonical&quot; with href = the generic URI.</source>
        <translation>正規 URI: rel=&quot;canonical&quot; で、href = 汎用 URI。</translation>
    </message>
    <message>
        <source>Metadata: describedby (resource → metadata) and describes (metadata → resource), each with href (mandatory).</source>
        <translation>メタデータ: describedby（リソース → メタデータ）と describes（メタデータ → リソース）。それぞれ href（必須）を持ちます。</translation>
    </message>
    <message>
        <source>Memento: rel=&quot;memento&quot; with href (mandatory) = the time-specific URI that corresponds to the last modification.</source>
        <translation>Memento: rel=&quot;memento&quot; で、href（必須）= 最後の変更に対応する時間固有 URI。</translation>
    </message>
    <message>
        <source>Memento consistency: the link&apos;s modified equals the entry&apos;s &lt;lastmod&gt; (and, in 1.1, its datetime if present), and its hash, length and type equal those of the url-level rs:md (the Ex. 29 note says they are identical).</source>
        <translation>Memento の一貫性: リンクの modified はエントリの &lt;lastmod&gt;（1.1 では、datetime がある場合はそれも）と等しく、その hash、length、type は url レベルの rs:md のものと等しくなります（例 29 の注記ではこれらは同一であるとされています）。</translation>
    </message>
    <message>
        <source>When prior-version links (memento, timegate, timemap) are used, the url has &lt;lastmod&gt;.</source>
        <translation>旧バージョンへのリンク（memento、timegate、timemap）を使う場合、url は &lt;lastmod&gt; を持ちます。</translation>
    </message>
    <message>
        <source>rel=&quot;timegate&quot; (href mandatory): any attribute other than rel and href → warning (&quot;meaningless for TimeGates&quot;).</source>
        <translation>rel=&quot;timegate&quot;（href は必須）: rel と href 以外の属性 → 警告（「TimeGate では意味がない」）。</translation>
    </message>
    <message>
        <source>rel=&quot;timemap&quot; with href (mandatory).</source>
        <translation>rel=&quot;timemap&quot; で、href（必須）。</translation>
    </message>
    <message>
        <source>rel=&quot;collection&quot; with href (mandatory) = the collection URI.</source>
        <translation>rel=&quot;collection&quot; で、href（必須）= コレクションの URI。</translation>
    </message>
    <message>
        <source>rel=&quot;via&quot; with href (mandatory) = the resource&apos;s URI at the original Source.</source>
        <translation>rel=&quot;via&quot; で、href（必須）= 元のソースでのリソースの URI。</translation>
    </message>
    <message>
        <source>An aggregator keeps only the existing via link (the chain origin): more than one via per url → warning.</source>
        <translation>アグリゲーターは既存の via リンク（チェーンの起点）だけを保持します: url ごとに複数の via → 警告。</translation>
    </message>
    <message>
        <source>An aggregator should not inherit collection or canonical links from the original Source.</source>
        <translation>アグリゲーターは、元のソースから collection や canonical のリンクを引き継ぐべきではありません。</translation>
    </message>
    <message>
        <source>rel=&quot;contents&quot; appears only on a url of an RD or CD.</source>
        <translation>rel=&quot;contents&quot; は RD または CD の url にのみ現れます。</translation>
    </message>
    <message>
        <source>Every RL, RLI, RD, RDI, RDM, CL, CLI, CD, CDI and CDM has a root rs:ln rel=&quot;up&quot;.</source>
        <translation>すべての RL、RLI、RD、RDI、RDM、CL、CLI、CD、CDI、CDM は、ルートの rs:ln rel=&quot;up&quot; を持ちます。</translation>
    </message>
    <message>
        <source>A CapL&apos;s up target is an SD (a fetched root with capability=&quot;description&quot;), and that SD lists the CapL&apos;s URI.</source>
        <translation>CapL の up のターゲットは SD（capability=&quot;description&quot; を持つ取得済みのルート）で、その SD は CapL の URI を記載しています。</translation>
    </message>
    <message>
        <source>The up target of a capability document, index or manifest is a CapL that lists it: the CapL entry&apos;s loc is the document&apos;s own URI, or the URI of the index the document belongs to, or (for a manifest) the URI of the RD/CD that references the package.</source>
        <translation>ケーパビリティドキュメント、インデックス、マニフェストの up のターゲットは、それを記載している CapL です: CapL のエントリの loc は、ドキュメント自体の URI、ドキュメントが属するインデックスの URI、または（マニフェストの場合）パッケージを参照する RD/CD の URI です。</translation>
    </message>
    <message>
        <source>Following up links &quot;eventually leads to&quot; an SD.</source>
        <translation>up リンクをたどると「最終的に」SD に到達します。</translation>
    </message>
    <message>
        <source>An index and each of its children carry the same up.</source>
        <translation>インデックスとその各子は同じ up を持ちます。</translation>
    </message>
    <message>
        <source>A child of an index should carry rs:ln rel=&quot;index&quot; = the index URI (warning if missing).</source>
        <translation>インデックスの子は rs:ln rel=&quot;index&quot; = インデックスの URI を持つべきです（ない場合は警告）。</translation>
    </message>
    <message>
        <source>rel=&quot;index&quot; appears only at the root of a &lt;urlset&gt; document.</source>
        <translation>rel=&quot;index&quot; は &lt;urlset&gt; ドキュメントのルートにのみ現れます。</translation>
    </message>
    <message>
        <source>An index and its children have the same capability value.</source>
        <translation>インデックスとその子は同じ capability の値を持ちます。</translation>
    </message>
    <message>
        <source>A CapL entry&apos;s url-level capability equals the root capability of the fetched target (urlset or sitemapindex).</source>
        <translation>CapL のエントリの url レベルの capability は、取得したターゲット（urlset または sitemapindex）のルートの capability と等しくなります。</translation>
    </message>
    <message>
        <source>Every SD entry points to a document whose root capability is capabilitylist.</source>
        <translation>SD のすべてのエントリは、ルートの capability が capabilitylist であるドキュメントを指します。</translation>
    </message>
    <message>
        <source>The up of a manifest inside a ZIP equals the up of the RD/CD that lists the package.</source>
        <translation>ZIP 内のマニフェストの up は、そのパッケージを記載する RD/CD の up と等しくなります。</translation>
    </message>
    <message>
        <source>Every loc of the SD, the CapL and the indexes (RS documents) is retrievable with 2xx after redirects.</source>
        <translation>SD、CapL、インデックス（RS ドキュメント）のすべての loc は、リダイレクト後に 2xx で取得できます。</translation>
    </message>
    <message>
        <source>Orphans: an RS document found only through robots.txt or a resourcesync link, and not reachable downward from the SD → info.</source>
        <translation>孤立ドキュメント: robots.txt または resourcesync リンクからのみ見つかり、SD から下方向にたどって到達できない RS ドキュメント → 情報。</translation>
    </message>
    <message>
        <source>Uniformity inside one CapL (§9).</source>
        <translation>1 つの CapL 内での一貫性（§9）。</translation>
    </message>
    <message>
        <source>Change coverage versus baseline: the earliest from among the CapL&apos;s CLs (or CLI children) is ≤ the RL/RD at.</source>
        <translation>ベースラインに対する変更の網羅: CapL の CL（または CLI の子）のうち最も早い from ≤ RL/RD の at。</translation>
    </message>
    <message>
        <source>A CDM and a CL whose intervals are equal describe the same changes: the same multiset of (loc, change, change time) (Ex. 23 ↔ Ex. 21).</source>
        <translation>期間が等しい CDM と CL は同じ変更を記述します: (loc, change, 変更時刻) の多重集合が同じです（例 23 ↔ 例 21）。</translation>
    </message>
    <message>
        <source>Fixity of listed resources.</source>
        <translation>記載されたリソースの固定情報。</translation>
    </message>
    <message>
        <source>A deleted entry whose loc still returns 2xx, with no later created → warning.</source>
        <translation>削除されたエントリの loc が、その後の created がないのに、まだ 2xx を返す → 警告。</translation>
    </message>
    <message>
        <source>One resource URI may legitimately belong to several sets of resources (several CapLs).</source>
        <translation>1 つのリソース URI が、正当に複数のリソースセット（複数の CapL）に属することがあります。</translation>
    </message>
    <message>
        <source>The lastmod of the same resource across documents of one CapL never decreases over time (RL at t1, a later RL, CL entries).</source>
        <translation>1 つの CapL のドキュメントにわたって、同じリソースの lastmod は時間とともに減少しません（t1 の RL、その後の RL、CL のエントリ）。</translation>
    </message>
    <message>
        <source>The document could not be read: the file is missing or unreadable, or the server could not be reached.</source>
        <translation>ドキュメントを読み取れませんでした: ファイルがないか読み取れない、またはサーバーに到達できませんでした。</translation>
    </message>
    <message>
        <source>A listed resource could not be checked: the server could not be reached, the transfer failed or was stopped (time-out, redirect loop, size limit), or it answered with a status other than 2xx, 404 and 410.</source>
        <translation>記載されたリソースをチェックできませんでした: サーバーに到達できなかった、転送が失敗または停止した（タイムアウト、リダイレクトループ、サイズ上限）、あるいは 2xx、404、410 以外のステータスが返されました。</translation>
    </message>
    <message>
        <source>The server answered with an HTTP status other than 2xx, so there is no document to check.</source>
        <translation>サーバーが 2xx 以外の HTTP ステータスを返したため、チェックするドキュメントがありません。</translation>
    </message>
    <message>
        <source>The media type (type/subtype) of the Content-Type a listed resource is served with differs from the type the list gives for it.</source>
        <translation>記載されたリソースの配信時の Content-Type のメディアタイプ（type/subtype）が、リストに記載された type と異なります。</translation>
    </message>
    <message>
        <source>The HTTP Last-Modified of a listed resource differs from the lastmod the list gives for it (lastmod is the resource&apos;s last-modification time, RFC 2616 section 14.29).</source>
        <translation>記載されたリソースの HTTP Last-Modified が、リストに記載された lastmod と異なります（lastmod はリソースの最終更新時刻。RFC 2616 14.29 節）。</translation>
    </message>
    <message>
        <source>The document declares a DTD (&lt;!DOCTYPE&gt;); ResourceSync documents have none. Internal entities expand to at most 1,024 characters; external ones are never fetched.</source>
        <translation>ドキュメントが DTD（&lt;!DOCTYPE&gt;）を宣言しています。ResourceSync ドキュメントに DTD はありません。内部エンティティは最大 1,024 文字まで展開され、外部エンティティは取得されません。</translation>
    </message>
    <message>
        <source>The document is larger than the inspector reads (a hard limit well above the 50 MB rule); reading stopped there.</source>
        <translation>ドキュメントがインスペクターの読み取り上限（50 MB ルールを大きく上回るハード上限）を超えているため、そこで読み取りを中止しました。</translation>
    </message>
    <message>
        <source>The document has more entries than the inspector keeps in memory; entries beyond that limit were counted but not checked one by one.</source>
        <translation>ドキュメントのエントリ数が、インスペクターがメモリに保持する上限を超えています。上限を超えたエントリは数えましたが、個別にはチェックしていません。</translation>
    </message>
    <message>
        <source>The gzip stream is corrupt or truncated, so the document inside it could not be read completely.</source>
        <translation>gzip ストリームが破損しているか途切れているため、その中のドキュメントを完全には読み取れませんでした。</translation>
    </message>
    <message>
        <source>The source names more documents than the inspector crawls (a limit against hostile indexes); the documents beyond it were neither fetched nor checked.</source>
        <translation>ソースが記載するドキュメント数が、インスペクターがクロールする上限（悪意のあるインデックスへの対策）を超えています。上限を超えたドキュメントは取得もチェックもしていません。</translation>
    </message>
    <message>
        <source>A url-level rs:md, if present, carries only hash, length, type and encoding (plus extensions). at, completed, from and until (App. A X), and change, datetime, path and capability (not used in RLs) → error.</source>
        <translation>url レベルの rs:md がある場合、持つのは hash、length、type、encoding（および拡張）だけです。at、completed、from、until（付録 A の X）、および change、datetime、path、capability（RL では使われない）→ エラー。</translation>
    </message>
    <message>
        <source>A child rs:md is optional and may carry only at and completed (App. A child @at = O). from, until, change and the like → error.</source>
        <translation>子の rs:md は省略可能で、持てるのは at と completed だけです（付録 A、子の @at = O）。from、until、change など → エラー。</translation>
    </message>
    <message>
        <source>A url-level rs:md may also carry at, completed and hash (App. A child @at = O). from, until, change, path and datetime → error.</source>
        <translation>url レベルの rs:md は at、completed、hash も持つことができます（付録 A、子の @at = O）。from、until、change、path、datetime → エラー。</translation>
    </message>
    <message>
        <source>The root is sitemapindex with rs:md@capability=&quot;resourcedump&quot;, and the top has at (App. A).</source>
        <translation>ルートは rs:md@capability=&quot;resourcedump&quot; の sitemapindex で、トップレベルは at を持ちます（付録 A）。</translation>
    </message>
    <message>
        <source>A child sitemap has loc (required) and an optional rs:md with at/completed only (App. A child @at = O).</source>
        <translation>子の sitemap は loc（必須）と、at/completed だけを持つ省略可能な rs:md を持ちます（付録 A、子の @at = O）。</translation>
    </message>
    <message>
        <source>A url-level rs:md carries no at, completed, from or until (App. A X), and no change, datetime or capability. hash and length are allowed (MAY).</source>
        <translation>url レベルの rs:md は at、completed、from、until を持たず（付録 A の X）、change、datetime、capability も持ちません。hash と length は許されます（MAY）。</translation>
    </message>
    <message>
        <source>A url-level rs:md may also have hash, length and type (and datetime in 1.1). at, completed, from and until (App. A X), path and capability → error.</source>
        <translation>url レベルの rs:md は hash、length、type（1.1 では datetime も）を持つこともできます。at、completed、from、until（付録 A の X）、path、capability → エラー。</translation>
    </message>
    <message>
        <source>Each sitemap has a rs:md with from (App. A child @from = R). Missing → warning. A child at or completed → error (X).</source>
        <translation>各 sitemap は from を持つ rs:md を持ちます（付録 A、子の @from = R）。ない場合 → 警告。子の at または completed → エラー（X）。</translation>
    </message>
    <message>
        <source>The url-level rs:md has from (App. A child @from = R), and until where applicable, giving the package interval. A child at, completed, change, path or datetime → error.</source>
        <translation>url レベルの rs:md は from（付録 A、子の @from = R）と、該当する場合は until を持ち、パッケージの期間を示します。子の at、completed、change、path、datetime → エラー。</translation>
    </message>
    <message>
        <source>The root is sitemapindex with rs:md@capability=&quot;changedump&quot; and a top from (App. A). until is optional; at is absent.</source>
        <translation>ルートは rs:md@capability=&quot;changedump&quot; とトップレベルの from を持つ sitemapindex です（付録 A）。until は省略可能で、at はありません。</translation>
    </message>
    <message>
        <source>A child rs:md with from (App. A R), and until as for CLI-006.</source>
        <translation>子の rs:md は from を持ちます（付録 A の R）。until は CLI-006 と同様です。</translation>
    </message>
    <message>
        <source>The ZIP package exceeds the inspector&apos;s limits against ZIP bombs (number of entries, uncompressed size, or compression ratio); the entry was not decompressed.</source>
        <translation>ZIP パッケージが、ZIP 爆弾に対するインスペクターの上限（エントリ数、非圧縮サイズ、または圧縮率）を超えています。そのエントリは展開されません。</translation>
    </message>
    <message>
        <source>A ZIP entry&apos;s name would lead outside the folder it is extracted to (an absolute path, &quot;..&quot;, a backslash, a drive letter or NUL); it is never extracted.</source>
        <translation>ZIP エントリの名前が、展開先のフォルダーの外を指しています（絶対パス、&quot;..&quot;、バックスラッシュ、ドライブ文字、または NUL）。このエントリが展開されることはありません。</translation>
    </message>
    <message>
        <source>The ZIP package is corrupt or truncated: its directory cannot be read, so none of its entries can be checked.</source>
        <translation>ZIP パッケージが破損しているか途切れています。ディレクトリを読み取れないため、どのエントリもチェックできません。</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the local copy&apos;s last sync point, so changes may have been missed; a new baseline is needed (the mirror takes one).</source>
        <translation>変更リストがローカルコピーの最後の同期ポイントまで遡っていないため、変更を見落としている可能性があります。新しいベースラインが必要です（ミラーはベースラインを取り直します）。</translation>
    </message>
    <message>
        <source>A downloaded resource does not match the length or hash its list gives, so it was not accepted; it may have changed during the download, and the next run tries again.</source>
        <translation>ダウンロードしたリソースが、リストに示された長さまたはハッシュと一致しないため、受け入れませんでした。ダウンロード中に変更された可能性があり、次回の実行で再試行します。</translation>
    </message>
    <message>
        <source>A resource could not be downloaded (an HTTP status other than 2xx, or a network failure); the local copy stays incomplete until a later run fetches it.</source>
        <translation>リソースをダウンロードできませんでした（2xx 以外の HTTP ステータス、またはネットワーク障害）。後の実行で取得されるまで、ローカルコピーは不完全なままです。</translation>
    </message>
    <message>
        <source>A resource could not be written into the local copy: its URL has no safe place there (it would escape the folder), or a link or file stands in the way.</source>
        <translation>リソースをローカルコピーに書き込めませんでした。その URL にはローカルコピー内の安全な配置場所がない（フォルダーの外に出てしまう）か、リンクまたはファイルが妨げになっています。</translation>
    </message>
    <message>
        <source>A notification channel is advertised in the Capability List of the set of resources it serves, as a &lt;url&gt; of that &lt;urlset&gt; whose rs:md has capability=&quot;framework-notification&quot;.</source>
        <translation>通知チャネルは、そのチャネルが対象とするリソースセットのケーパビリティリストで、その &lt;urlset&gt; の &lt;url&gt; として告知されます。そのエントリの rs:md は capability=&quot;framework-notification&quot; を持ちます。</translation>
    </message>
    <message>
        <source>A channel entry&apos;s &lt;loc&gt; is the channel&apos;s topic URI, an absolute http or https URI.</source>
        <translation>チャネルのエントリの &lt;loc&gt; はチャネルのトピック URI で、http または https の絶対 URI です。</translation>
    </message>
    <message>
        <source>A channel entry has &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt; naming the hub, as a child of &lt;url&gt; (the prose of FN 5 says a child of &lt;loc&gt;, a defect of the spec; Example 8 is followed).</source>
        <translation>チャネルのエントリは、ハブを指定する &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt; を &lt;url&gt; の子として持ちます（FN 5 の本文では &lt;loc&gt; の子とされていますが、これは仕様の誤りであり、例 8 に従います）。</translation>
    </message>
    <message>
        <source>One dedicated Framework Notification channel per set of resources: two Capability Lists sharing a topic URI is an error; a second framework channel in one Capability List is a warning.</source>
        <translation>リソースセットごとに専用のフレームワーク通知チャネルを 1 つ持ちます: 2 つのケーパビリティリストが同じトピック URI を共有するのはエラー、1 つのケーパビリティリストに 2 つ目のフレームワークチャネルがあるのは警告です。</translation>
    </message>
    <message>
        <source>A Framework Notification topic URI differs from every Change Notification topic URI of the same Source: the two are sent on different channels.</source>
        <translation>フレームワーク通知のトピック URI は、同じソースのどの変更通知のトピック URI とも異なります: 2 種類の通知は別々のチャネルで送信されます。</translation>
    </message>
    <message>
        <source>Channels are advertised in Capability Lists, not in the Source Description (derived): a channel entry there is a warning.</source>
        <translation>チャネルはソース記述ではなくケーパビリティリストで告知されます（導出）: ソース記述内のチャネルのエントリは警告です。</translation>
    </message>
    <message>
        <source>The hub the Capability List names is the rel=&quot;hub&quot; link of the topic URI, and the topic URI&apos;s rel=&quot;self&quot; link is the entry&apos;s &lt;loc&gt; (derived).</source>
        <translation>ケーパビリティリストが指定するハブはトピック URI の rel=&quot;hub&quot; リンクであり、トピック URI の rel=&quot;self&quot; リンクはエントリの &lt;loc&gt; です（導出）。</translation>
    </message>
    <message>
        <source>HEAD and GET on the topic URI answer 200 OK.</source>
        <translation>トピック URI への HEAD と GET は 200 OK を返します。</translation>
    </message>
    <message>
        <source>The topic URI is served with Content-Type: application/xml, the media type of the notifications.</source>
        <translation>トピック URI は、通知のメディアタイプである Content-Type: application/xml で配信されます。</translation>
    </message>
    <message>
        <source>The topic URI&apos;s response has a Link header with rel=&quot;self&quot; naming the topic URI.</source>
        <translation>トピック URI のレスポンスには、トピック URI を指定する rel=&quot;self&quot; の Link ヘッダーがあります。</translation>
    </message>
    <message>
        <source>The topic URI&apos;s response has a Link header with rel=&quot;hub&quot; naming the hub URI.</source>
        <translation>トピック URI のレスポンスには、ハブ URI を指定する rel=&quot;hub&quot; の Link ヘッダーがあります。</translation>
    </message>
    <message>
        <source>A topic URI that serves no content says so with Content-Length: 0.</source>
        <translation>コンテンツを配信しないトピック URI は、Content-Length: 0 でそのことを示します。</translation>
    </message>
    <message>
        <source>The topic URI may serve the latest notification; a body there is validated as a framework notification (NT-020 to NT-034).</source>
        <translation>トピック URI は最新の通知を配信してもかまいません。そこにある本文はフレームワーク通知として検証されます（NT-020 から NT-034）。</translation>
    </message>
    <message>
        <source>A Change Notification channel or payload (capability=&quot;changelist-notification&quot;) is accepted, but the text of the Change Notification specification was not available: it is checked only as far as the Framework Notification rules carry over (UNVERIFIED).</source>
        <translation>変更通知のチャネルまたはペイロード（capability=&quot;changelist-notification&quot;）は受け入れますが、変更通知仕様のテキストを入手できなかったため、フレームワーク通知のルールが当てはまる範囲でのみチェックします（UNVERIFIED）。</translation>
    </message>
    <message>
        <source>A framework notification is a &lt;urlset&gt; in the Sitemap namespace; &lt;sitemapindex&gt; is never used.</source>
        <translation>フレームワーク通知は Sitemap 名前空間の &lt;urlset&gt; です。&lt;sitemapindex&gt; は使われません。</translation>
    </message>
    <message>
        <source>The root has one rs:md with capability=&quot;framework-notification&quot;; a document that came on a framework channel and says otherwise is not a notification.</source>
        <translation>ルートは capability=&quot;framework-notification&quot; を持つ rs:md を 1 つ持ちます。フレームワークチャネルで届いたドキュメントがそれ以外を示している場合、そのドキュメントは通知ではありません。</translation>
    </message>
    <message>
        <source>The optional root from and until are W3C datetimes (ATT-001 reports the syntax) and, both given, from is not later than until (derived).</source>
        <translation>ルートの from と until（省略可能）は W3C Datetime であり（構文は ATT-001 が報告）、両方がある場合、from は until より後ではありません（導出）。</translation>
    </message>
    <message>
        <source>The optional root rs:ln rel=&quot;up&quot; leads to the Capability List when the changes are to capability documents, and to the Source Description when they are to a Capability List.</source>
        <translation>ルートの rs:ln rel=&quot;up&quot;（省略可能）は、変更がケーパビリティドキュメントに対するものであればケーパビリティリストを、ケーパビリティリストに対するものであればソース記述を指します。</translation>
    </message>
    <message>
        <source>A notification has one &lt;url&gt; per change; one with no &lt;url&gt; reports nothing (derived).</source>
        <translation>通知は変更ごとに 1 つの &lt;url&gt; を持ちます。&lt;url&gt; のない通知は何も報告しません（導出）。</translation>
    </message>
    <message>
        <source>A &lt;url&gt; of a notification has no attributes (reported as GEN-018).</source>
        <translation>通知の &lt;url&gt; は属性を持ちません（GEN-018 として報告）。</translation>
    </message>
    <message>
        <source>Each &lt;url&gt; has one &lt;loc&gt;, the absolute URI of the changed document.</source>
        <translation>各 &lt;url&gt; は、変更されたドキュメントの絶対 URI である &lt;loc&gt; を 1 つ持ちます。</translation>
    </message>
    <message>
        <source>Each &lt;url&gt; has an rs:md whose change is created, updated or deleted.</source>
        <translation>各 &lt;url&gt; は、change が created、updated、deleted のいずれかである rs:md を持ちます。</translation>
    </message>
    <message>
        <source>Each change&apos;s rs:md has a capability: resourcelist, resourcedump, changelist, changedump, capabilitylist, description or an Archives value; a value only another specification may define is a warning.</source>
        <translation>各変更の rs:md は capability を持ちます: resourcelist、resourcedump、changelist、changedump、capabilitylist、description、または Archives の値です。ほかの仕様だけが定義しうる値は警告です。</translation>
    </message>
    <message>
        <source>The optional datetime of a change is a W3C datetime (reported as ATT-001).</source>
        <translation>変更の datetime（省略可能）は W3C Datetime です（ATT-001 として報告）。</translation>
    </message>
    <message>
        <source>A change&apos;s rs:md has only change, capability and datetime (&quot;two attributes and may have three&quot;); others are a warning.</source>
        <translation>変更の rs:md が持つのは change、capability、datetime だけです（「2 つの属性を持ち、3 つ持つこともある」）。それ以外は警告です。</translation>
    </message>
    <message>
        <source>The pair of capability and change is one Table 2 allows: deleted only for a Capability List or the Source Description, and a Resource Dump only created.</source>
        <translation>capability と change の組は、表 2 で許されるものです: deleted はケーパビリティリストまたはソース記述に対してのみ、リソースダンプは created のみです。</translation>
    </message>
    <message>
        <source>A change to a document under an index has one &lt;rs:ln rel=&quot;index&quot;&gt; to that index.</source>
        <translation>インデックス配下のドキュメントに対する変更は、そのインデックスへの &lt;rs:ln rel=&quot;index&quot;&gt; を 1 つ持ちます。</translation>
    </message>
    <message>
        <source>Notifications are never sent at index level: a changed document&apos;s &lt;loc&gt; does not lead to a &lt;sitemapindex&gt;.</source>
        <translation>通知はインデックスのレベルでは決して送信されません: 変更されたドキュメントの &lt;loc&gt; は &lt;sitemapindex&gt; を指しません。</translation>
    </message>
    <message>
        <source>When the notification is sent, the index it names already lists the changed document.</source>
        <translation>通知の送信時点で、通知が指定するインデックスには、変更されたドキュメントがすでに記載されています。</translation>
    </message>
    <message>
        <source>Several changes may be aggregated in one notification; the Destination accepts any number from one.</source>
        <translation>複数の変更を 1 つの通知にまとめてもかまいません。デスティネーションは 1 つ以上の任意の数の変更を受け入れます。</translation>
    </message>
    <message>
        <source>Source Description changes go out on every framework channel: the Destination handles the copies (and a hub&apos;s retries) once, by location, capability, change and datetime.</source>
        <translation>ソース記述の変更はすべてのフレームワークチャネルに送信されます: デスティネーションは、その複製（およびハブによる再試行）を、場所、capability、change、datetime によって識別し、1 回だけ処理します。</translation>
    </message>
    <message>
        <source>The Destination subscribes with a POST to the hub URI whose body is a UTF-8 form (Content-Type: application/x-www-form-urlencoded).</source>
        <translation>デスティネーションは、ハブ URI への POST で購読します。その本文は UTF-8 のフォームです（Content-Type: application/x-www-form-urlencoded）。</translation>
    </message>
    <message>
        <source>The subscription form has hub.callback, hub.mode=subscribe and hub.topic, the topic URI.</source>
        <translation>購読フォームは hub.callback、hub.mode=subscribe、hub.topic（トピック URI）を持ちます。</translation>
    </message>
    <message>
        <source>hub.lease_seconds, when asked, is a positive integer; the Destination copes with a hub that grants another lease.</source>
        <translation>hub.lease_seconds は、要求する場合は正の整数です。デスティネーションは、ハブが別のリースを付与した場合にも対応します。</translation>
    </message>
    <message>
        <source>hub.secret is random, unique per subscription, shorter than 200 bytes, and sent only over HTTPS (or to a hub on the same machine).</source>
        <translation>hub.secret は無作為で、購読ごとに一意で、200 バイト未満であり、HTTPS 経由（または同じマシン上のハブ）でのみ送信されます。</translation>
    </message>
    <message>
        <source>The callback URL is unguessable, unique per subscription and hub, and changed on renewal.</source>
        <translation>コールバック URL は推測不能で、購読とハブごとに一意であり、更新時に変更されます。</translation>
    </message>
    <message>
        <source>The hub answers a subscription request with 202 Accepted; 4xx or 5xx with a reason refuses it, and 307 or 308 with a Location sends it to another hub URL.</source>
        <translation>ハブは購読リクエストに 202 Accepted で応答します。理由付きの 4xx または 5xx はリクエストの拒否を、Location 付きの 307 または 308 は別のハブ URL への転送を意味します。</translation>
    </message>
    <message>
        <source>The hub&apos;s verification GET carries hub.mode, hub.topic, hub.challenge and, to subscribe, hub.lease_seconds.</source>
        <translation>ハブの検証用 GET は hub.mode、hub.topic、hub.challenge と、購読の場合は hub.lease_seconds を含みます。</translation>
    </message>
    <message>
        <source>The Destination confirms a verification (2xx, the challenge as the body) only for a pending request of that callback, topic and mode, and answers 404 to anything else.</source>
        <translation>デスティネーションは、そのコールバック、トピック、モードに対する保留中のリクエストがある場合に限って検証を確認し（2xx、本文は challenge）、それ以外には 404 を返します。</translation>
    </message>
    <message>
        <source>The lease a hub grants is between 300 seconds and 2,678,400 seconds (a month).</source>
        <translation>ハブが付与するリースは 300 秒から 2,678,400 秒（1 か月）の間です。</translation>
    </message>
    <message>
        <source>The Destination records the lease the hub granted and subscribes again before it ends.</source>
        <translation>デスティネーションは、ハブが付与したリースを記録し、リースが終わる前に再度購読します。</translation>
    </message>
    <message>
        <source>When the hub denies a subscription (hub.mode=denied, with an optional hub.reason), the Destination marks it denied.</source>
        <translation>ハブが購読を拒否した場合（hub.mode=denied、省略可能な hub.reason 付き）、デスティネーションはその購読を拒否済みとして記録します。</translation>
    </message>
    <message>
        <source>A delivery is a POST to the callback with Content-Type: application/xml and the notification as its body.</source>
        <translation>配信は、Content-Type: application/xml で通知を本文とする、コールバックへの POST です。</translation>
    </message>
    <message>
        <source>A delivery carries Link headers with rel=&quot;self&quot; (the topic) and rel=&quot;hub&quot;; one without them is still processed, with a warning about the hub.</source>
        <translation>配信は rel=&quot;self&quot;（トピック）と rel=&quot;hub&quot; の Link ヘッダーを持ちます。これらのない配信も処理されますが、ハブについての警告が出ます。</translation>
    </message>
    <message>
        <source>The Destination knows which subscription a delivery belongs to by its callback URL, never by the delivery&apos;s Link headers.</source>
        <translation>デスティネーションは、配信がどの購読に属するかを、配信の Link ヘッダーではなく、常にコールバック URL によって判断します。</translation>
    </message>
    <message>
        <source>The Destination answers a delivery with 2xx as soon as it has arrived, never with a redirect, and processes it afterwards.</source>
        <translation>デスティネーションは、配信が届いたらすぐに 2xx で応答し（リダイレクトは決して返しません）、その後で処理します。</translation>
    </message>
    <message>
        <source>The Destination may validate each delivered notification (NT-020 to NT-034).</source>
        <translation>デスティネーションは、配信された各通知を検証してもかまいません（NT-020 から NT-034）。</translation>
    </message>
    <message>
        <source>With a secret, the hub signs every delivery (X-Hub-Signature: sha1, sha256, sha384 or sha512 = the HMAC of the body); a delivery with a wrong or missing signature is ignored.</source>
        <translation>シークレットがある場合、ハブはすべての配信に署名します（X-Hub-Signature: sha1、sha256、sha384、sha512 のいずれか = 本文の HMAC）。署名が誤っているか欠けている配信は無視されます。</translation>
    </message>
    <message>
        <source>A sha1 signature is weak (WebSub asks for SHA-256 or better): it is accepted with a warning.</source>
        <translation>sha1 の署名は弱い（WebSub は SHA-256 以上を求めています）ため、警告付きで受け入れます。</translation>
    </message>
    <message>
        <source>Hubs retry failed deliveries and keep subscriptions until their lease ends, so the Destination processes repeats idempotently.</source>
        <translation>ハブは失敗した配信を再試行し、リースが終わるまで購読を維持します。そのため、デスティネーションは繰り返し届いたものを冪等に処理します。</translation>
    </message>
    <message>
        <source>Unsubscribing is the same POST with hub.mode=unsubscribe; the Destination confirms the hub&apos;s verification only when it asked.</source>
        <translation>購読解除は hub.mode=unsubscribe を指定した同じ POST です。デスティネーションは、自ら要求した場合に限ってハブの検証を確認します。</translation>
    </message>
    <message>
        <source>The Source publishes a notification with a POST of it to the hub URI, Content-Type: application/xml and Link headers rel=&quot;self&quot; and rel=&quot;hub&quot;.</source>
        <translation>ソースは、Content-Type: application/xml と rel=&quot;self&quot; および rel=&quot;hub&quot; の Link ヘッダーを付けて通知をハブ URI に POST することで、通知を公開します。</translation>
    </message>
    <message>
        <source>The hub answers a publication with 200 OK on success, and 3xx, 4xx or 5xx on failure.</source>
        <translation>ハブは公開リクエストに対し、成功時は 200 OK、失敗時は 3xx、4xx、5xx で応答します。</translation>
    </message>
    <message>
        <source>A third-party hub may establish trust with the Source and check the Link headers of the publication and of the topic URI.</source>
        <translation>サードパーティのハブは、ソースとの信頼関係を確立し、公開リクエストおよびトピック URI の Link ヘッダーをチェックしてもかまいません。</translation>
    </message>
    <message>
        <source>An element has more attributes than the inspector reads (256), or a tag, comment or other piece of markup is longer than it reads (1 MiB); reading stopped there, before an XML reader paid for it.</source>
        <translation>要素の属性が本ツールの読み取る数（256）を超えているか、タグ、コメント、その他のマークアップが本ツールの読み取る長さ（1 MiB）を超えています。XML リーダーに負荷がかかる前に、そこで読み取りを停止しました。</translation>
    </message>
    <message>
        <source>A Resource List the baseline needs was not read whole (it could not be loaded, or was cut short), so the mirror did not look for files the source no longer has and left the sync point where it was.</source>
        <translation>ベースラインに必要な Resource List を完全には読めませんでした（読み込めなかったか、途中で切れました）。そのため、ミラーはソースにもうないファイルを探さず、同期点も元のままにしました。</translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <source>%1 rules; %2 are checked, the rest are planned.</source>
        <translation>ルール %1 個。うち %2 個はチェック済みで、残りは予定です。</translation>
    </message>
</context>
<context>
    <name>RunItemWriter</name>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 はすでに存在します。</translation>
    </message>
</context>
<context>
    <name>SourceInventory</name>
    <message>
        <source>it was read with %1 of its %2 entries</source>
        <translation>%2 件のエントリのうち %1 件だけが読まれました</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>読み込めませんでした</translation>
    </message>
</context>
<context>
    <name>SyncReport</name>
    <message>
        <source>Interrupted: this report covers only the resources compared by then.</source>
        <translation>中断: このレポートは、その時点までに比較したリソースだけを対象としています。</translation>
    </message>
    <message>
        <source>Interrupted: this report covers only what was done by then; the sync point did not move.</source>
        <translation>中断: このレポートは、その時点までに行った処理だけを対象としています。同期ポイントは更新されていません。</translation>
    </message>
    <message>
        <source>Summary: same %1, create %2, update %3, delete %4, failed %5</source>
        <translation>概要: 同一 %1、作成 %2、更新 %3、削除 %4、失敗 %5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Audit of the local copy %1 against %2</source>
        <translation>ローカルコピー %1 の %2 に対する監査</translation>
    </message>
    <message>
        <source>Expected state: the Resource Lists at %1, with the changes until %2</source>
        <translation>期待される状態: %1 時点のリソースリストに、%2 までの変更を適用したもの</translation>
    </message>
    <message>
        <source>Expected state: the Resource Lists at %1</source>
        <translation>期待される状態: %1 時点のリソースリスト</translation>
    </message>
    <message>
        <source>Expected state: the changes until %1</source>
        <translation>期待される状態: %1 までの変更</translation>
    </message>
    <message>
        <source>Mirror of %1 into %2</source>
        <translation>%1 から %2 へのミラー</translation>
    </message>
    <message>
        <source>Route: %1</source>
        <translation>同期方法: %1</translation>
    </message>
    <message>
        <source>Sync point: %1 before, %2 after</source>
        <translation>同期ポイント: 実行前 %1、実行後 %2</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the last sync point: changes may have been missed, so this run took a new baseline.</source>
        <translation>変更リストが最後の同期ポイントまで遡っていません。変更を見落としている可能性があるため、今回の実行では新しいベースラインを取得しました。</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>ドライラン: 何も書き込んでいません。</translation>
    </message>
    <message>
        <source>Deleted files were moved to %1 inside the local copy.</source>
        <translation>削除したファイルはローカルコピー内の %1 に移動しました。</translation>
    </message>
    <message>
        <source>Downloaded %1 bytes in %2 s.</source>
        <translation>%1 バイトを %2 秒でダウンロードしました。</translation>
    </message>
    <message>
        <source>The source lists no resources, and the local copy holds none.</source>
        <translation>ソースはリソースを記載しておらず、ローカルコピーにもリソースはありません。</translation>
    </message>
    <message>
        <source>The local copy is in sync with the source.</source>
        <translation>ローカルコピーはソースと同期しています。</translation>
    </message>
    <message>
        <source>Every resource was current already; nothing needed doing.</source>
        <translation>すべてのリソースはすでに最新で、必要な処理はありませんでした。</translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation>指摘:</translation>
    </message>
    <message>
        <source>in sync</source>
        <translation>同期済み</translation>
    </message>
    <message>
        <source>The copy&apos;s state is in %1, from an earlier version: a real run migrates it once, and moves its files to the readable layout.</source>
        <translation>コピーの状態は以前のバージョンの %1 にあります。実際の実行で 1 回だけ移行され、ファイルは読みやすいレイアウトに移動されます。</translation>
    </message>
    <message>
        <source>The copy&apos;s state was migrated from %1 (%2 resources); %3 files were moved to the readable layout, %4 left where they were.</source>
        <translation>コピーの状態を %1 から移行しました（リソース %2 個）。%3 個のファイルを読みやすいレイアウトに移動し、%4 個は元の場所に残しました。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>理由: %1</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message>
        <source>A time with reduced precision (a date without a time, or a time without seconds) was compared as the start of its interval, so the order found is approximate.</source>
        <translation>精度の低い時刻（時刻のない日付、または秒のない時刻）はその期間の開始として比較したため、判定した順序はおおよそのものです。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a W3C Datetime: %3. Write it as YYYY-MM-DDThh:mm:ssZ, e.g. 2013-01-03T09:00:00Z.</source>
        <translation>%1 &quot;%2&quot; は W3C Datetime ではありません（%3）。YYYY-MM-DDThh:mm:ssZ の形式（例: 2013-01-03T09:00:00Z）で記述してください。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; names a leap second (ss = 60). It is valid, but many programs cannot represent it.</source>
        <translation>%1 &quot;%2&quot; はうるう秒（ss = 60）を示しています。有効ですが、多くのプログラムはこれを表現できません。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a complete date and time. modified comes from the Atom Link Extensions, which use an RFC 3339 date-time such as 2013-01-03T09:00:00Z.</source>
        <translation>%1 &quot;%2&quot; は完全な日付と時刻ではありません。modified は Atom Link Extensions に由来する属性で、2013-01-03T09:00:00Z のような RFC 3339 の date-time を使います。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has white space around the datetime; some readers will not accept it.</source>
        <translation>%1 &quot;%2&quot; の日時の前後に空白があります。これを受け付けない読み取りプログラムもあります。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has reduced precision. ResourceSync recommends a complete date and time in UTC, YYYY-MM-DDThh:mm:ssZ; a shorter value stands for a whole interval and makes comparisons approximate.</source>
        <translation>%1 &quot;%2&quot; は精度が低い値です。ResourceSync では UTC の完全な日付と時刻（YYYY-MM-DDThh:mm:ssZ）を推奨しています。短い値は期間全体を表すため、比較がおおよそのものになります。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; uses a time zone offset. ResourceSync recommends UTC, written with Z (YYYY-MM-DDThh:mm:ssZ).</source>
        <translation>%1 &quot;%2&quot; はタイムゾーンのオフセットを使っています。ResourceSync では、Z で表記する UTC（YYYY-MM-DDThh:mm:ssZ）を推奨しています。</translation>
    </message>
    <message>
        <source>length &quot;%1&quot; is not a number of bytes: it must be written with the digits 0-9 only, without sign, spaces, separators or exponent.</source>
        <translation>length &quot;%1&quot; はバイト数ではありません。符号、空白、区切り記号、指数を使わず、数字 0-9 だけで記述しなければなりません。</translation>
    </message>
    <message>
        <source>length &quot;%1&quot; is too large to be the length of any file.</source>
        <translation>length &quot;%1&quot; は大きすぎて、どのファイルの長さにもなり得ません。</translation>
    </message>
    <message>
        <source>it has no &quot;/&quot; between type and subtype, as in text/html</source>
        <translation>type と subtype の間に &quot;/&quot; がない（正しい例: text/html）</translation>
    </message>
    <message>
        <source>type and subtype must be non-empty and may not contain spaces or any of ()&lt;&gt;@,;:\&quot;/[]?=</source>
        <translation>type と subtype は空であってはならず、空白や ()&lt;&gt;@,;:\&quot;/[]?= のいずれの文字も含められない</translation>
    </message>
    <message>
        <source>a parameter must be written as ;name=value</source>
        <translation>パラメーターは ;name=value の形式で記述しなければならない</translation>
    </message>
    <message>
        <source>a quoted parameter value is not closed</source>
        <translation>引用符付きのパラメーター値が閉じられていない</translation>
    </message>
    <message>
        <source>parameters must be separated by &quot;;&quot;</source>
        <translation>パラメーターは &quot;;&quot; で区切らなければならない</translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is not a media type: %2.</source>
        <translation>type &quot;%1&quot; はメディアタイプではありません（%2）。</translation>
    </message>
    <message>
        <source>type &quot;%1&quot;: &quot;%2&quot; is not a registered top-level media type (application, audio, font, image, message, model, multipart, text, video ...); a Destination may not know it.</source>
        <translation>type &quot;%1&quot;: &quot;%2&quot; は登録されたトップレベルのメディアタイプ（application、audio、font、image、message、model、multipart、text、video など）ではありません。デスティネーションが認識できない可能性があります。</translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is an unregistered, vendor or personal media type; a Destination may not know it.</source>
        <translation>type &quot;%1&quot; は未登録、ベンダー、または個人用のメディアタイプです。デスティネーションが認識できない可能性があります。</translation>
    </message>
    <message>
        <source>encoding &quot;%1&quot; names no content coding.</source>
        <translation>encoding &quot;%1&quot; はコンテンツコーディングを指定していません。</translation>
    </message>
    <message>
        <source>it must start with &quot;/&quot; (the root of the package)</source>
        <translation>&quot;/&quot;（パッケージのルート）で始まっていなければならない</translation>
    </message>
    <message>
        <source>it must name a file after the &quot;/&quot;</source>
        <translation>&quot;/&quot; の後にファイル名がなければならない</translation>
    </message>
    <message>
        <source>it contains a NUL character</source>
        <translation>NUL 文字が含まれている</translation>
    </message>
    <message>
        <source>it names the manifest itself, which is not a bitstream of the package</source>
        <translation>マニフェスト自体を指している（マニフェストはパッケージのビットストリームではない）</translation>
    </message>
    <message>
        <source>it contains an empty segment (&quot;//&quot; or a final &quot;/&quot;)</source>
        <translation>空のセグメント（&quot;//&quot; または末尾の &quot;/&quot;）が含まれている</translation>
    </message>
    <message>
        <source>it contains a &quot;%1&quot; segment, which could point outside the package</source>
        <translation>パッケージの外を指す可能性のある &quot;%1&quot; セグメントが含まれている</translation>
    </message>
    <message>
        <source>path &quot;%1&quot; is not a file path inside the package: %2.</source>
        <translation>path &quot;%1&quot; はパッケージ内のファイルパスではありません（%2）。</translation>
    </message>
    <message>
        <source>path &quot;%1&quot; contains a backslash. Paths in a package use &quot;/&quot; as separator; a backslash is part of a file name.</source>
        <translation>path &quot;%1&quot; にバックスラッシュが含まれています。パッケージ内のパスでは区切り文字に &quot;/&quot; を使います。バックスラッシュはファイル名の一部として扱われます。</translation>
    </message>
    <message>
        <source>pri &quot;%1&quot; is not an integer from 1 to 999999 (a lower number is a higher priority).</source>
        <translation>pri &quot;%1&quot; は 1 から 999999 までの整数ではありません（数値が小さいほど優先度が高くなります）。</translation>
    </message>
    <message>
        <source>href &quot;%1&quot; is a relative reference. It is resolved against the document&apos;s URI, but an absolute URI is safer for Destinations.</source>
        <translation>href &quot;%1&quot; は相対参照です。ドキュメントの URI に対して解決されますが、デスティネーションにとっては絶対 URI のほうが安全です。</translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; contains white space. An &lt;rs:ln&gt; carries exactly one relation type; use one link per relation.</source>
        <translation>rel &quot;%1&quot; に空白が含まれています。&lt;rs:ln&gt; が持つ関係タイプはちょうど 1 つです。関係ごとに 1 つのリンクを使ってください。</translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; is neither a registered relation name (letters, digits, &quot;.&quot; and &quot;-&quot;) nor an absolute URI.</source>
        <translation>rel &quot;%1&quot; は、登録された関係名（英字、数字、&quot;.&quot;、&quot;-&quot;）でも絶対 URI でもありません。</translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; is not a relation that ResourceSync describes; a Destination that does not know it will fall back to &lt;loc&gt;.</source>
        <translation>rel &quot;%1&quot; は ResourceSync が規定する関係ではありません。これを認識しないデスティネーションは &lt;loc&gt; にフォールバックします。</translation>
    </message>
    <message>
        <source>%1 has the attribute %2=&quot;%3&quot;, which ResourceSync does not define for it. An extension attribute must carry a prefix bound to its own namespace (e.g. ex:%2).</source>
        <translation>%1 に属性 %2=&quot;%3&quot; がありますが、ResourceSync はこの要素にその属性を定義していません。拡張属性には、独自の名前空間にバインドされた接頭辞を付けなければなりません（例: ex:%2）。</translation>
    </message>
    <message>
        <source>%1 has the attribute %2; ResourceSync attributes are written without a prefix: %3=&quot;%4&quot;.</source>
        <translation>%1 に属性 %2 があります。ResourceSync の属性は接頭辞なしで記述します: %3=&quot;%4&quot;。</translation>
    </message>
    <message>
        <source>%1 has the attribute %2 in the ResourceSync namespace, which defines no such attribute. An extension attribute must be in a namespace of its own.</source>
        <translation>%1 に ResourceSync 名前空間の属性 %2 がありますが、この名前空間はそのような属性を定義していません。拡張属性は独自の名前空間に属していなければなりません。</translation>
    </message>
    <message>
        <source>&lt;rs:md&gt; has %1=&quot;%2&quot;: an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation>&lt;rs:md&gt; に %1=&quot;%2&quot; があります。ResourceSync が定義する属性が空の値を持つことはありません。値を指定するか、属性を省略してください。</translation>
    </message>
    <message>
        <source>change=&quot;%1&quot; is not a defined change. It must be created, updated or deleted, in lower case.</source>
        <translation>change=&quot;%1&quot; は定義された変更ではありません。小文字の created、updated、deleted のいずれかでなければなりません。</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has %1=&quot;%2&quot;: an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation>&lt;rs:ln&gt; に %1=&quot;%2&quot; があります。ResourceSync が定義する属性が空の値を持つことはありません。値を指定するか、属性を省略してください。</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has an empty href. Every link must give the URI it points to.</source>
        <translation>&lt;rs:ln&gt; の href が空です。すべてのリンクは、リンク先の URI を指定しなければなりません。</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has no href. Every link must give the URI it points to.</source>
        <translation>&lt;rs:ln&gt; に href がありません。すべてのリンクは、リンク先の URI を指定しなければなりません。</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has an empty rel. Every link must say how it relates, e.g. rel=&quot;up&quot;.</source>
        <translation>&lt;rs:ln&gt; の rel が空です。すべてのリンクは、どのような関係かを示さなければなりません（例: rel=&quot;up&quot;）。</translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has no rel. Every link must say how it relates, e.g. rel=&quot;up&quot;.</source>
        <translation>&lt;rs:ln&gt; に rel がありません。すべてのリンクは、どのような関係かを示さなければなりません（例: rel=&quot;up&quot;）。</translation>
    </message>
    <message>
        <source>%1 has alternate representations (rel=&quot;alternate&quot;), so it is a generic URI; its rs:md attributes %2 describe only one of its representations.</source>
        <translation>%1 は代替表現（rel=&quot;alternate&quot;）を持つため、汎用 URI です。その rs:md 属性 %2 は、表現の 1 つだけを記述しています。</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;, a capability defined by another specification. It is accepted, but this validator does not check it.</source>
        <translation>%1 のエントリには capability=&quot;%2&quot; があります。これは別の仕様で定義されたケーパビリティです。受け入れますが、この検証ツールではチェックしません。</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Capability List lists the capability documents of one set of resources (resourcelist, resourcedump, changelist, changedump); the Source Description and other Capability Lists are reached through rel=&quot;up&quot; and the Source Description, not listed here.</source>
        <translation>%1 のエントリには capability=&quot;%2&quot; があります。ケーパビリティリストは、1 つのリソースセットのケーパビリティドキュメント（resourcelist、resourcedump、changelist、changedump）を記載するものです。ソース記述やほかのケーパビリティリストは、ここに記載するのではなく、rel=&quot;up&quot; とソース記述を通じてたどります。</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. Manifests live inside the ZIP packages of a dump and are not listed in a Capability List; list the Resource Dump or Change Dump instead.</source>
        <translation>%1 のエントリには capability=&quot;%2&quot; があります。マニフェストはダンプの ZIP パッケージの中にあり、ケーパビリティリストには記載しません。代わりにリソースダンプまたは変更ダンプを記載してください。</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;, which is not a capability. The values are resourcelist, resourcedump, changelist and changedump (lower case, exactly as written).</source>
        <translation>%1 のエントリには capability=&quot;%2&quot; がありますが、これはケーパビリティではありません。値は resourcelist、resourcedump、changelist、changedump です（小文字で、記載どおりに正確に記述します）。</translation>
    </message>
    <message>
        <source>The Capability List has no &lt;rs:ln rel=&quot;describedby&quot;&gt; at its root. A link to a document that describes this set of resources is recommended.</source>
        <translation>ケーパビリティリストのルートに &lt;rs:ln rel=&quot;describedby&quot;&gt; がありません。このリソースセットを説明するドキュメントへのリンクを推奨します。</translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Capability List unless the Source updates the Capability List every time one of its capability documents changes; a stale date misleads Destinations.</source>
        <translation>%1 のエントリに &lt;lastmod&gt; があります。ケーパビリティドキュメントのいずれかが変更されるたびにソースがケーパビリティリストを更新する場合を除き、ケーパビリティリストでは省略すべきです。古い日付はデスティネーションを誤解させます。</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is listed again, for %2 (first for %3 on line %4). A Capability List must have only one entry per capability; several documents of one capability are grouped by an index, and that index is listed once.</source>
        <translation>capability=&quot;%1&quot; が %2 に対して再び記載されています（最初は %4 行目の %3）。ケーパビリティリストには、ケーパビリティごとに 1 つのエントリしか記載できません。同じケーパビリティの複数のドキュメントはインデックスでまとめ、そのインデックスを 1 回だけ記載します。</translation>
    </message>
    <message>
        <source>This Capability List is published as a &lt;sitemapindex&gt; (a Capability List Index). ResourceSync 1.0 defines so few capabilities that one &lt;urlset&gt; always suffices, and Sources should not generate such an index.</source>
        <translation>このケーパビリティリストは &lt;sitemapindex&gt;（ケーパビリティリストインデックス）として公開されています。ResourceSync 1.0 で定義されているケーパビリティは少ないため、常に 1 つの &lt;urlset&gt; で足ります。ソースはこのようなインデックスを生成すべきではありません。</translation>
    </message>
    <message>
        <source>This Capability List is published as a &lt;sitemapindex&gt; (a Capability List Index). No index structure is necessary for a Capability List, and Sources should not generate one; publish a single &lt;urlset&gt;.</source>
        <translation>このケーパビリティリストは &lt;sitemapindex&gt;（ケーパビリティリストインデックス）として公開されています。ケーパビリティリストにインデックス構造は必要なく、ソースはこれを生成すべきではありません。1 つの &lt;urlset&gt; を公開してください。</translation>
    </message>
    <message>
        <source>Packages without a rel=&quot;contents&quot; link to a copy of their Change Dump Manifest: %1 of %2 (the first is %3). The link is optional; with it a Destination can see what a package holds before downloading it.</source>
        <translation>変更ダンプマニフェストのコピーへの rel=&quot;contents&quot; リンクがないパッケージ: %2 個中 %1 個（最初は %3）。このリンクは省略可能ですが、あればデスティネーションはパッケージの内容をダウンロード前に確認できます。</translation>
    </message>
    <message>
        <source>The package %1 has the media type %2, not application/zip. ResourceSync specifies ZIP packages for Change Dumps; a Destination may not be able to unpack another format.</source>
        <translation>パッケージ %1 のメディアタイプは %2 で、application/zip ではありません。ResourceSync は変更ダンプに ZIP パッケージを規定しています。デスティネーションはほかの形式を展開できない可能性があります。</translation>
    </message>
    <message>
        <source>The packages of this Change Dump come in %1 formats (%2), first differing at %3. A Change Dump should only point to packages of the same format.</source>
        <translation>この変更ダンプのパッケージには %1 種類の形式（%2）があり、最初に異なるのは %3 です。変更ダンプは同じ形式のパッケージだけを指すべきです。</translation>
    </message>
    <message>
        <source>Packages whose &lt;lastmod&gt; is earlier than their until: %1 (the first is %2, lastmod %3, until %4). Such a package was published before the interval it covers had ended.</source>
        <translation>&lt;lastmod&gt; が until より前のパッケージ: %1 個（最初は %2、lastmod %3、until %4）。このようなパッケージは、対象期間が終わる前に公開されています。</translation>
    </message>
    <message>
        <source>The deletion of %1 has a path (%2), but a deleted resource has no bitstream in the package.</source>
        <translation>%1 の削除に path（%2）がありますが、削除されたリソースにはパッケージ内のビットストリームがありません。</translation>
    </message>
    <message>
        <source>The entry for %1 has no type. Giving the media type of the bitstream is strongly recommended, so that a Destination knows what it unpacks.</source>
        <translation>%1 のエントリに type がありません。デスティネーションが何を展開するのかわかるように、ビットストリームのメディアタイプを指定することを強く推奨します。</translation>
    </message>
    <message>
        <source>The path %1 is used by the entry for %2 and, before, by the entry for %3 (line %4). Each bitstream needs its own path, or unpacking overwrites one with another.</source>
        <translation>path %1 は %2 のエントリで使われており、それ以前に %3 のエントリ（%4 行目）でも使われています。各ビットストリームには固有の path が必要です。そうでないと、展開時に一方が他方で上書きされます。</translation>
    </message>
    <message>
        <source>This Change List is closed (until=&quot;%1&quot;): it will not be updated anymore. After processing it, a Destination continues with the next Change List, found through the index or the Capability List.</source>
        <translation>この変更リストは閉じられています（until=&quot;%1&quot;）。今後は更新されません。これを処理した後、デスティネーションはインデックスまたはケーパビリティリストから見つかる次の変更リストに進みます。</translation>
    </message>
    <message>
        <source>This Change List is open (it has no until): the Source will add further changes to it, so a Destination should keep polling it.</source>
        <translation>この変更リストは開いています（until がありません）。ソースは今後も変更を追加するため、デスティネーションはこのリストのポーリングを続けるべきです。</translation>
    </message>
    <message>
        <source>%1 is reported as created, but an earlier entry (line %2) already reports it as %3 and no deletion comes in between. A resource is created again only after it was deleted.</source>
        <translation>%1 は created と報告されていますが、それ以前のエントリ（%2 行目）ですでに %3 と報告されており、その間に削除がありません。リソースが再び作成されるのは、削除された後だけです。</translation>
    </message>
    <message>
        <source>%1 is reported as %2, but an earlier entry (line %3) reports it as deleted and no creation comes in between. A deleted resource cannot be %2.</source>
        <translation>%1 は %2 と報告されていますが、それ以前のエントリ（%3 行目）で deleted と報告されており、その間に作成がありません。削除されたリソースが %2 になることはありません。</translation>
    </message>
    <message>
        <source>Resources with more than one entry: %1 (the first is %2, listed %3 times). That is allowed: a Change List has one entry per change, so a resource that changed several times is listed several times.</source>
        <translation>複数のエントリを持つリソース: %1 個（最初は %2 で、%3 回記載）。これは許されます。変更リストは変更ごとに 1 つのエントリを持つため、何度も変更されたリソースは何度も記載されます。</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;lastmod&gt;. ResourceSync 1.0 makes &lt;lastmod&gt; mandatory in a %2: it gives the time of the change.</source>
        <translation>%1 のエントリに &lt;lastmod&gt; がありません。ResourceSync 1.0 では%2の &lt;lastmod&gt; は必須で、変更の時刻を示します。</translation>
    </message>
    <message>
        <source>The change to %1 (%2 %3) is listed after a change at a later time (%4, line %5). A %6 lists changes in forward chronological order: the least recent change first.</source>
        <translation>%1 への変更（%2 %3）が、それより後の時刻の変更（%4、%5 行目）の後に記載されています。%6は変更を時系列順に記載します（最も古い変更が最初）。</translation>
    </message>
    <message>
        <source>The change to %1 happened at %2, before the %3&apos;s from (%4). A %3 only lists changes from its from time on.</source>
        <translation>%1 への変更は %2 に発生しており、%3の from（%4）より前です。%3が記載するのは from の時刻以降の変更だけです。</translation>
    </message>
    <message>
        <source>The change to %1 happened at %2, after the %3&apos;s until (%4). A %3 only lists changes up to its until time.</source>
        <translation>%1 への変更は %2 に発生しており、%3の until（%4）より後です。%3が記載するのは until の時刻までの変更だけです。</translation>
    </message>
    <message>
        <source>%1 is listed twice with the same change time %2. The pair of URI and change time should be unique, so that a Destination can tell which changes it has processed; give change times at a finer granularity.</source>
        <translation>%1 が同じ変更時刻 %2 で 2 回記載されています。デスティネーションがどの変更を処理済みか判断できるように、URI と変更時刻の組は一意であるべきです。より細かい粒度で変更時刻を指定してください。</translation>
    </message>
    <message>
        <source>The change &quot;%1&quot; of %2 at %3 is listed twice. Each change is listed once.</source>
        <translation>%3 における %2 の変更 &quot;%1&quot; が 2 回記載されています。各変更は 1 回だけ記載します。</translation>
    </message>
    <message>
        <source>Entries without &lt;lastmod&gt;: %1 of %2 (the first is %3). That is allowed in ResourceSync 1.1, but a Destination written for 1.0 needs &lt;lastmod&gt; in every entry of a %4.</source>
        <translation>&lt;lastmod&gt; のないエントリ: %2 個中 %1 個（最初は %3）。ResourceSync 1.1 では許されますが、1.0 向けに作られたデスティネーションは、%4のすべてのエントリに &lt;lastmod&gt; を必要とします。</translation>
    </message>
    <message>
        <source>Entries without a datetime attribute: %1 of %2 (the first is %3). Giving the datetime of each change makes it easier for a Destination to find the last change it processed.</source>
        <translation>datetime 属性のないエントリ: %2 個中 %1 個（最初は %3）。各変更の datetime を指定すると、デスティネーションは最後に処理した変更を見つけやすくなります。</translation>
    </message>
    <message>
        <source>The entry for %1 has no until, so it points to an open document that is still being updated, yet more entries follow it. Only the last, most recent entry may be open; a closed one must carry until.</source>
        <translation>%1 のエントリには until がないため、まだ更新中の開いたドキュメントを指していますが、その後にさらにエントリが続いています。開いていてよいのは、最後の最新のエントリだけです。閉じたエントリは until を持たなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 starts at %2, earlier than the entry before it (%3, line %4). The entries of a %5 are listed in forward chronological order: the oldest first.</source>
        <translation>%1 のエントリは %2 に開始しており、直前のエントリ（%3、%4 行目）より前です。%5のエントリは時系列順（古いものが最初）に記載されます。</translation>
    </message>
    <message>
        <source>The entry for %1 ends at %2, earlier than the entry before it (%3, line %4). The entries of a %5 are listed in forward chronological order: the oldest first.</source>
        <translation>%1 のエントリは %2 に終了しており、直前のエントリ（%3、%4 行目）より前です。%5のエントリは時系列順（古いものが最初）に記載されます。</translation>
    </message>
    <message>
        <source>The entry for %1 starts at %2, before the %3&apos;s own from (%4): its interval reaches outside the interval of the %3.</source>
        <translation>%1 のエントリは %2 に開始しており、%3自体の from（%4）より前です。その期間は%3の期間の外にはみ出しています。</translation>
    </message>
    <message>
        <source>The entry for %1 ends at %2, after the %3&apos;s own until (%4): its interval reaches outside the interval of the %3.</source>
        <translation>%1 のエントリは %2 に終了しており、%3自体の until（%4）より後です。その期間は%3の期間の外にはみ出しています。</translation>
    </message>
    <message>
        <source>The first entry, %1, starts at %2, but the %3 covers changes from %4: changes between %4 and %2 are covered by no entry.</source>
        <translation>最初のエントリ %1 は %2 に開始していますが、%3は %4 からの変更を対象としています。%4 から %2 までの変更はどのエントリにも含まれません。</translation>
    </message>
    <message>
        <source>There is a gap between the entry for %1, which ends at %2, and the entry for %3, which starts at %4: changes in that gap are covered by no entry. Each entry should start where the one before it ends.</source>
        <translation>%1 のエントリ（%2 に終了）と %3 のエントリ（%4 に開始）の間に隙間があります。この隙間の変更はどのエントリにも含まれません。各エントリは、直前のエントリが終了した時点で開始すべきです。</translation>
    </message>
    <message>
        <source>The entry for %1, which starts at %2, overlaps the entry for %3, which ends at %4. Each entry should start where the one before it ends.</source>
        <translation>%1 のエントリ（%2 に開始）が、%3 のエントリ（%4 に終了）と重なっています。各エントリは、直前のエントリが終了した時点で開始すべきです。</translation>
    </message>
    <message>
        <source>The %1 is closed (until=&quot;%2&quot;), but its entry for %3 has no until and so is still open. All entries of a closed %1 are closed.</source>
        <translation>%1は閉じられています（until=&quot;%2&quot;）が、その %3 のエントリには until がなく、まだ開いています。閉じた%1のエントリはすべて閉じています。</translation>
    </message>
    <message>
        <source>The %1 is closed at %2, but its last entry, %3, ends at %4: changes after %4 are covered by no entry. The last entry should end where the %1 ends.</source>
        <translation>%1は %2 に閉じられていますが、最後のエントリ %3 は %4 に終了しています。%4 以降の変更はどのエントリにも含まれません。最後のエントリは%1の終了時点で終了すべきです。</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is defined by another specification, not by ResourceSync core; this document is not validated against it.</source>
        <translation>capability=&quot;%1&quot; は ResourceSync コアではなく別の仕様で定義されています。このドキュメントはその仕様に照らして検証されません。</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is not a ResourceSync capability. Values are compared exactly, without spaces and case-sensitively: write &quot;%2&quot;.</source>
        <translation>capability=&quot;%1&quot; は ResourceSync のケーパビリティではありません。値は空白を含めず、大文字と小文字を区別して完全一致で比較されます。&quot;%2&quot; と記述してください。</translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is not a ResourceSync capability. It must be one of description, capabilitylist, resourcelist, resourcedump, resourcedump-manifest, changelist, changedump or changedump-manifest.</source>
        <translation>capability=&quot;%1&quot; は ResourceSync のケーパビリティではありません。description、capabilitylist、resourcelist、resourcedump、resourcedump-manifest、changelist、changedump、changedump-manifest のいずれかでなければなりません。</translation>
    </message>
    <message>
        <source>A &lt;sitemapindex&gt; cannot have capability=&quot;%1&quot;: a manifest is the single manifest.xml file inside a dump package and is always a &lt;urlset&gt;.</source>
        <translation>&lt;sitemapindex&gt; に capability=&quot;%1&quot; は指定できません。マニフェストはダンプパッケージ内の単一の manifest.xml ファイルで、常に &lt;urlset&gt; です。</translation>
    </message>
    <message>
        <source>The root &lt;rs:md&gt; has %1=&quot;%2&quot;. At the top level only capability, at, completed, from and until have a meaning; %1 describes an entry and belongs on a &lt;url&gt;&apos;s &lt;rs:md&gt;.</source>
        <translation>ルートの &lt;rs:md&gt; に %1=&quot;%2&quot; があります。トップレベルで意味を持つのは capability、at、completed、from、until だけです。%1 はエントリを記述する属性で、&lt;url&gt; の &lt;rs:md&gt; に置くものです。</translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; has no &lt;rs:md&gt; child. Every ResourceSync document must have exactly one, whose capability says what the document is; without it this is a plain Sitemap.</source>
        <translation>ルートの &lt;%1&gt; に &lt;rs:md&gt; 子要素がありません。すべての ResourceSync ドキュメントはこの要素をちょうど 1 つ持たなければならず、その capability がドキュメントの種類を示します。これがなければ、通常のサイトマップです。</translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; has %2 &lt;rs:md&gt; children; it must have exactly one. Only the first is used.</source>
        <translation>ルートの &lt;%1&gt; に &lt;rs:md&gt; 子要素が %2 個あります。ちょうど 1 つでなければなりません。最初の 1 つだけを使用します。</translation>
    </message>
    <message>
        <source>The root &lt;rs:md&gt; has no capability attribute. It is mandatory in every ResourceSync document and says what the document is (resourcelist, changelist ...).</source>
        <translation>ルートの &lt;rs:md&gt; に capability 属性がありません。この属性はすべての ResourceSync ドキュメントで必須で、ドキュメントの種類（resourcelist、changelist など）を示します。</translation>
    </message>
    <message>
        <source>The root &lt;rs:ln&gt; has rel=&quot;%1&quot;. At the top level ResourceSync uses up, index and describedby; a Destination will not act on other relations here.</source>
        <translation>ルートの &lt;rs:ln&gt; に rel=&quot;%1&quot; があります。トップレベルで ResourceSync が使うのは up、index、describedby です。ここにあるほかの関係をデスティネーションは処理しません。</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has white space around the URI. It is ignored here, but a Sitemap reader may take it as part of the URI.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; の URI の前後に空白があります。ここでは無視しますが、サイトマップの読み取りプログラムは URI の一部とみなす可能性があります。</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; is not an absolute URI: it has no scheme such as http:. Every &lt;loc&gt; must be a full URI.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; は絶対 URI ではありません（http: のようなスキームがありません）。すべての &lt;loc&gt; は完全な URI でなければなりません。</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; contains %2, which is not allowed in a URI. It must be percent-encoded.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; に、URI で使用できない %2 が含まれています。パーセントエンコードしなければなりません。</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has a &quot;%&quot; that is not followed by two hexadecimal digits; write a literal percent sign as %25.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; に、2 桁の 16 進数が続かない &quot;%&quot; があります。パーセント記号そのものは %25 と記述してください。</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has no host name after the scheme; an http(s) URI must be written as http://host/path.</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; のスキームの後にホスト名がありません。http(s) URI は http://host/path のように記述しなければなりません。</translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; contains the non-ASCII character %2. The Sitemap protocol asks for URIs with such characters percent-encoded (UTF-8).</source>
        <translation>&lt;loc&gt;%1&lt;/loc&gt; に非 ASCII 文字 %2 が含まれています。Sitemap プロトコルでは、このような文字を含む URI を（UTF-8 で）パーセントエンコードすることを求めています。</translation>
    </message>
    <message>
        <source>&lt;loc&gt; is %1 characters long; the Sitemap protocol allows less than 2,048.</source>
        <translation>&lt;loc&gt; の長さが %1 文字です。Sitemap プロトコルで許されるのは 2,048 文字未満です。</translation>
    </message>
    <message>
        <source>&lt;loc&gt; is exactly 2,048 characters long. The Sitemap schema accepts it, but the protocol text says &quot;less than 2,048&quot;.</source>
        <translation>&lt;loc&gt; の長さがちょうど 2,048 文字です。Sitemap スキーマでは受け入れられますが、プロトコルの本文では「2,048 文字未満」とされています。</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; must be written in lower case: &quot;%2&quot;.</source>
        <translation>&lt;changefreq&gt;%1&lt;/changefreq&gt; は小文字で記述しなければなりません: &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; is not a defined value. It must be always, hourly, daily, weekly, monthly, yearly or never.</source>
        <translation>&lt;changefreq&gt;%1&lt;/changefreq&gt; は定義された値ではありません。always、hourly、daily、weekly、monthly、yearly、never のいずれかでなければなりません。</translation>
    </message>
    <message>
        <source>&lt;changefreq&gt; on a &lt;sitemap&gt; of an index says nothing useful: the change frequency describes resources, and the listed document&apos;s own entries carry it.</source>
        <translation>インデックスの &lt;sitemap&gt; 上の &lt;changefreq&gt; には有用な意味がありません。変更頻度はリソースを記述するもので、記載されたドキュメント自体のエントリがそれを持ちます。</translation>
    </message>
    <message>
        <source>%1 is reported as updated, but its &lt;changefreq&gt; is &quot;never&quot;, which is meant for archived resources that do not change.</source>
        <translation>%1 は updated と報告されていますが、その &lt;changefreq&gt; は &quot;never&quot; です。&quot;never&quot; は変更されないアーカイブ済みリソースのための値です。</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;lastmod&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation>&lt;%1&gt; に &lt;lastmod&gt; 要素が %2 個あります。許されるのは最大 1 つです。最初の 1 つだけを使用します。</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;changefreq&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation>&lt;%1&gt; に &lt;changefreq&gt; 要素が %2 個あります。許されるのは最大 1 つです。最初の 1 つだけを使用します。</translation>
    </message>
    <message>
        <source>&lt;priority&gt;%1&lt;/priority&gt; is not a number from 0.0 to 1.0 as the Sitemap protocol defines it. ResourceSync does not use priority.</source>
        <translation>&lt;priority&gt;%1&lt;/priority&gt; は、Sitemap プロトコルが定義する 0.0 から 1.0 までの数値ではありません。ResourceSync は priority を使用しません。</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;rs:md&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation>&lt;%1&gt; に &lt;rs:md&gt; 要素が %2 個あります。許されるのは最大 1 つです。最初の 1 つだけを使用します。</translation>
    </message>
    <message>
        <source>&lt;loc&gt; values that are not on this document&apos;s site %1: %2, for example %3. The Sitemap protocol expects every URI of a sitemap to be on the sitemap&apos;s own host.</source>
        <translation>このドキュメントのサイト %1 上にない &lt;loc&gt; の値: %2 個（例: %3）。Sitemap プロトコルでは、サイトマップのすべての URI がサイトマップ自体と同じホスト上にあることを想定しています。</translation>
    </message>
    <message>
        <source>&lt;loc&gt; values outside this document&apos;s directory %1: %2, for example %3. Plain Sitemaps may only list URIs under their own directory; ResourceSync does not require it.</source>
        <translation>このドキュメントのディレクトリ %1 の外にある &lt;loc&gt; の値: %2 個（例: %3）。通常のサイトマップは自身のディレクトリ配下の URI しか記載できませんが、ResourceSync ではこれは必須ではありません。</translation>
    </message>
    <message>
        <source>The document has no &lt;%1&gt; entries. ResourceSync allows that, but it is not a valid plain Sitemap, which needs at least one.</source>
        <translation>ドキュメントに &lt;%1&gt; エントリがありません。ResourceSync では許されますが、少なくとも 1 つのエントリが必要な通常のサイトマップとしては有効ではありません。</translation>
    </message>
    <message>
        <source>This index (&lt;sitemapindex&gt;) has a rel=&quot;index&quot; link to %1. An index link leads from a list to the index that groups it; indexes of indexes are not defined.</source>
        <translation>このインデックス（&lt;sitemapindex&gt;）に %1 への rel=&quot;index&quot; リンクがあります。index リンクはリストからそれをまとめるインデックスへのリンクで、インデックスのインデックスは定義されていません。</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;canonical&quot; link. A resource has one generic URI, so give one canonical link.</source>
        <translation>%1 のエントリに rel=&quot;canonical&quot; リンクが複数あります。リソースの汎用 URI は 1 つなので、canonical リンクは 1 つにしてください。</translation>
    </message>
    <message>
        <source>The entry for %1 has a rel=&quot;profile&quot; link but no rel=&quot;describes&quot; link. A profile link tells how to interpret a metadata record, so it belongs on the entry of a record that describes another resource.</source>
        <translation>%1 のエントリに rel=&quot;profile&quot; リンクがありますが、rel=&quot;describes&quot; リンクがありません。profile リンクはメタデータレコードの解釈方法を示すもので、別のリソースを記述するレコードのエントリに置くものです。</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;memento&quot; link. Give a single memento: the version that corresponds to the last modification.</source>
        <translation>%1 のエントリに rel=&quot;memento&quot; リンクが複数あります。memento は、最後の変更に対応するバージョンを 1 つだけ指定してください。</translation>
    </message>
    <message>
        <source>The memento link of %1 points to %1 itself. A memento link gives the time-specific URI of a prior version, not the time-generic URI in &lt;loc&gt;.</source>
        <translation>%1 の memento リンクが %1 自体を指しています。memento リンクは、&lt;loc&gt; の時間汎用 URI ではなく、旧バージョンの時間固有 URI を指定するものです。</translation>
    </message>
    <message>
        <source>The timemap link of %1 points to %1 itself. A TimeMap is a separate resource that lists the versions of %1.</source>
        <translation>%1 の timemap リンクが %1 自体を指しています。TimeMap は、%1 のバージョンを一覧にする別のリソースです。</translation>
    </message>
    <message>
        <source>The collection link of %1 points to %1 itself. It must give the URI of the collection the resource belongs to.</source>
        <translation>%1 の collection リンクが %1 自体を指しています。このリンクには、リソースが属するコレクションの URI を指定しなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;via&quot; link. An aggregator keeps only the existing via link, which points to the original Source.</source>
        <translation>%1 のエントリに rel=&quot;via&quot; リンクが複数あります。アグリゲーターは、元のソースを指す既存の via リンクだけを保持します。</translation>
    </message>
    <message>
        <source>The via link of %1 points to %1 itself. A via link gives the URI of the resource at the original Source it was copied from.</source>
        <translation>%1 の via リンクが %1 自体を指しています。via リンクは、リソースのコピー元である元のソースでの URI を指定するものです。</translation>
    </message>
    <message>
        <source>A rel=&quot;contents&quot; link to %1 appears in a %2. Contents links lead from a package in a Resource Dump or Change Dump to its manifest; elsewhere they have no defined meaning.</source>
        <translation>%1 への rel=&quot;contents&quot; リンクが%2にあります。contents リンクは、リソースダンプまたは変更ダンプのパッケージからそのマニフェストへのリンクで、それ以外の場所では定義された意味がありません。</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;contents&quot;; a Destination may ignore other links.</source>
        <translation>この%1のエントリに rel=&quot;%2&quot; リンクがあります（合計 %3 個、最初は %4 へのリンク）。%1がエントリレベルで定義するのは rel=&quot;contents&quot; だけです。デスティネーションはほかのリンクを無視する可能性があります。</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;describedby&quot;; a Destination may ignore other links.</source>
        <translation>この%1のエントリに rel=&quot;%2&quot; リンクがあります（合計 %3 個、最初は %4 へのリンク）。%1がエントリレベルで定義するのは rel=&quot;describedby&quot; だけです。デスティネーションはほかのリンクを無視する可能性があります。</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). A %1 defines no links at entry level; links to related resources belong in Resource Lists, Resource Dump Manifests, Change Lists and Change Dump Manifests.</source>
        <translation>この%1のエントリに rel=&quot;%2&quot; リンクがあります（合計 %3 個、最初は %4 へのリンク）。%1はエントリレベルのリンクを定義していません。関連リソースへのリンクは、リソースリスト、リソースダンプマニフェスト、変更リスト、変更ダンプマニフェストに置くものです。</translation>
    </message>
    <message>
        <source>The mirror %1 uses the %2: scheme. Mirrors may use any protocol, but this application can only fetch http and https mirrors; it uses the others&apos; &lt;loc&gt; instead.</source>
        <translation>ミラー %1 は %2: スキームを使っています。ミラーは任意のプロトコルを使えますが、本アプリケーションが取得できるのは http と https のミラーだけです。それ以外のミラーについては、代わりに &lt;loc&gt; を使います。</translation>
    </message>
    <message>
        <source>The mirror link of %1 points to %1 itself. A duplicate link gives the URI of a copy at another location.</source>
        <translation>%1 のミラーリンクが %1 自体を指しています。duplicate リンクは、別の場所にあるコピーの URI を指定するものです。</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; where the entry has &quot;%3&quot;</source>
        <translation>%1=&quot;%2&quot;（エントリでは &quot;%3&quot;）</translation>
    </message>
    <message>
        <source>The mirror link to %1 contradicts the entry&apos;s rs:md: %2. A mirror is an identical copy, so it cannot differ.</source>
        <translation>%1 へのミラーリンクがエントリの rs:md と矛盾しています: %2。ミラーは同一のコピーなので、異なることはあり得ません。</translation>
    </message>
    <message>
        <source>The mirror link to %1 repeats %2. Mirror copies are identical to the resource, so these attributes should be left out of duplicate links.</source>
        <translation>%1 へのミラーリンクが %2 を繰り返しています。ミラーのコピーはリソースと同一なので、これらの属性は duplicate リンクでは省略すべきです。</translation>
    </message>
    <message>
        <source>The alternate link to %1 has no type. Give the media type of the alternate representation, so that a Destination can choose one.</source>
        <translation>%1 への alternate リンクに type がありません。デスティネーションが選択できるように、代替表現のメディアタイプを指定してください。</translation>
    </message>
    <message>
        <source>A patch link to %1 appears in a %2. Patches describe changes, so they are allowed only in Change Lists and Change Dump Manifests.</source>
        <translation>%1 へのパッチリンクが%2にあります。パッチは変更を記述するものなので、変更リストと変更ダンプマニフェストでのみ許されます。</translation>
    </message>
    <message>
        <source>The patch link to %1 has no type. A patch must give its media type, which says how to apply it to the previous version.</source>
        <translation>%1 へのパッチリンクに type がありません。パッチはメディアタイプを指定しなければなりません。メディアタイプは、前のバージョンへのパッチの適用方法を示します。</translation>
    </message>
    <message>
        <source>The patch link to %1 has the media type %2, which this application does not know how to apply; a Destination that does not understand it fetches the full resource from &lt;loc&gt;.</source>
        <translation>%1 へのパッチリンクのメディアタイプは %2 で、本アプリケーションはその適用方法を知りません。これを理解しないデスティネーションは、&lt;loc&gt; からリソース全体を取得します。</translation>
    </message>
    <message>
        <source>The patch link to %1 has no path. In a Change Dump Manifest a patch link must give the path of the patch inside the package.</source>
        <translation>%1 へのパッチリンクに path がありません。変更ダンプマニフェストでは、パッチリンクはパッケージ内のパッチの path を指定しなければなりません。</translation>
    </message>
    <message>
        <source>%1 links to its metadata record %2 (describedby), and %2 is listed in this document, but its entry has no rel=&quot;describes&quot; link back to %1.</source>
        <translation>%1 はメタデータレコード %2 にリンクしており（describedby）、%2 はこのドキュメントに記載されていますが、そのエントリには %1 へリンクし返す rel=&quot;describes&quot; リンクがありません。</translation>
    </message>
    <message>
        <source>The metadata record %1 links to %2 (describes), and %2 is listed in this document, but its entry has no rel=&quot;describedby&quot; link back to %1.</source>
        <translation>メタデータレコード %1 は %2 にリンクしており（describes）、%2 はこのドキュメントに記載されていますが、そのエントリには %1 へリンクし返す rel=&quot;describedby&quot; リンクがありません。</translation>
    </message>
    <message>
        <source>modified is %1 but the entry&apos;s %2 is %3</source>
        <translation>modified は %1 だが、エントリの %2 は %3</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot; but the entry&apos;s is &quot;%3&quot;</source>
        <translation>%1 は &quot;%2&quot; だが、エントリでは &quot;%3&quot;</translation>
    </message>
    <message>
        <source>The memento link to %1 does not match the entry it belongs to: %2. The memento is the version of the last modification, so its modified time and representation should be the entry&apos;s.</source>
        <translation>%1 への memento リンクが、それが属するエントリと一致しません: %2。memento は最後の変更に対応するバージョンなので、その modified 時刻と表現はエントリのものと同じであるべきです。</translation>
    </message>
    <message>
        <source>The timegate link to %1 has %2. These attributes are meaningless for a TimeGate, which only negotiates versions; give rel and href only.</source>
        <translation>%1 への timegate リンクに %2 があります。TimeGate はバージョンのネゴシエーションだけを行うため、これらの属性には意味がありません。rel と href だけを指定してください。</translation>
    </message>
    <message>
        <source>The entry for %1 has several rel=&quot;%2&quot; links with the same priority (pri %3), so their order is undefined. Give each a different pri (1 is the highest; none means 999999).</source>
        <translation>%1 のエントリに、同じ優先度（pri %3）の rel=&quot;%2&quot; リンクが複数あるため、順序が定まりません。それぞれに異なる pri を指定してください（1 が最高。指定なしは 999999 とみなされます）。</translation>
    </message>
    <message>
        <source>The entry for %1 links to prior versions (memento, timegate or timemap) but has no &lt;lastmod&gt;. ResourceSync 1.0 requires &lt;lastmod&gt; with such links: it is the time used to find the matching version.</source>
        <translation>%1 のエントリは旧バージョン（memento、timegate、timemap）にリンクしていますが、&lt;lastmod&gt; がありません。ResourceSync 1.0 では、このようなリンクには &lt;lastmod&gt; が必要です。これは、対応するバージョンを見つけるために使う時刻です。</translation>
    </message>
    <message>
        <source>The entry for %1 links to prior versions (memento, timegate or timemap) but has no &lt;lastmod&gt;. &lt;lastmod&gt; may be given with such links, and helps a Destination find the matching version.</source>
        <translation>%1 のエントリは旧バージョン（memento、timegate、timemap）にリンクしていますが、&lt;lastmod&gt; がありません。このようなリンクには &lt;lastmod&gt; を指定でき、デスティネーションが対応するバージョンを見つけるのに役立ちます。</translation>
    </message>
    <message>
        <source>This document was expected to be a &lt;%1&gt; with capability=&quot;%2&quot;, but it is a &lt;%3&gt; with capability=&quot;%4&quot;.</source>
        <translation>このドキュメントは capability=&quot;%2&quot; の &lt;%1&gt; であると想定されていましたが、capability=&quot;%4&quot; の &lt;%3&gt; です。</translation>
    </message>
    <message>
        <source>The document at the well-known URI /.well-known/resourcesync is a %1; it must be a Source Description (capability=&quot;description&quot;).</source>
        <translation>well-known URI /.well-known/resourcesync にあるドキュメントは%1です。ソース記述（capability=&quot;description&quot;）でなければなりません。</translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel=&quot;up&quot;&gt; at its root. It must link up to the Capability List it belongs to, so that a Destination can navigate.</source>
        <translation>%1のルートに &lt;rs:ln rel=&quot;up&quot;&gt; がありません。デスティネーションがナビゲートできるように、所属するケーパビリティリストへの up リンクを持たなければなりません。</translation>
    </message>
    <message>
        <source>There are %1 &lt;rs:ln rel=&quot;up&quot;&gt; links at the root; there must be exactly one, or navigation is ambiguous.</source>
        <translation>ルートに &lt;rs:ln rel=&quot;up&quot;&gt; リンクが %1 個あります。ちょうど 1 つでなければなりません。そうでないと、ナビゲーションがあいまいになります。</translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has no %2 attribute, which is mandatory in a %3.</source>
        <translation>%1の &lt;rs:md&gt; に %2 属性がありません。この属性は%3では必須です。</translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has no %2 attribute, which is recommended in a %3.</source>
        <translation>%1の &lt;rs:md&gt; に %2 属性がありません。この属性は%3では推奨されています。</translation>
    </message>
    <message>
        <source>datetime is an attribute of ResourceSync 1.1; a Destination that implements 1.0 does not know it.</source>
        <translation>datetime は ResourceSync 1.1 の属性です。1.0 を実装するデスティネーションはこの属性を認識しません。</translation>
    </message>
    <message>
        <source>An &lt;rs:ln&gt; has a path attribute; on links, path is used only for patches inside a Change Dump Manifest, not in a %1.</source>
        <translation>&lt;rs:ln&gt; に path 属性があります。リンクの path は変更ダンプマニフェスト内のパッチにのみ使われ、%1では使われません。</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has no &lt;loc&gt;. Every entry of a %2 must give the URI it stands for in &lt;loc&gt;.</source>
        <translation>&lt;%1&gt; に &lt;loc&gt; がありません。%2のすべてのエントリは、それが表す URI を &lt;loc&gt; で指定しなければなりません。</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has an empty &lt;loc&gt;. Every entry of a %2 must give the URI it stands for in &lt;loc&gt;.</source>
        <translation>&lt;%1&gt; の &lt;loc&gt; が空です。%2のすべてのエントリは、それが表す URI を &lt;loc&gt; で指定しなければなりません。</translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;loc&gt; elements; it must have exactly one.</source>
        <translation>&lt;%1&gt; に &lt;loc&gt; 要素が %2 個あります。ちょうど 1 つでなければなりません。</translation>
    </message>
    <message>
        <source>%1 is listed more than once; a %2 lists each target once.</source>
        <translation>%1 が複数回記載されています。%2は各ターゲットを 1 回だけ記載します。</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md&gt;, which is mandatory in a %2.</source>
        <translation>%1 のエントリに &lt;rs:md&gt; がありません。%2では必須です。</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md&gt;; one is recommended in a %2.</source>
        <translation>%1 のエントリに &lt;rs:md&gt; がありません。%2では推奨されています。</translation>
    </message>
    <message>
        <source>entry&apos;s</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>The document has %1 entries; at most %2 are allowed in one document. Split it into several documents grouped by an index.</source>
        <translation>ドキュメントに %1 個のエントリがあります。1 つのドキュメントに許されるのは最大 %2 個です。複数のドキュメントに分割し、インデックスでまとめてください。</translation>
    </message>
    <message>
        <source>The document is %1 bytes uncompressed; at most %2 bytes (50 MB) are allowed. Split it into several documents grouped by an index.</source>
        <translation>ドキュメントのサイズは非圧縮で %1 バイトです。許されるのは最大 %2 バイト（50 MB）です。複数のドキュメントに分割し、インデックスでまとめてください。</translation>
    </message>
    <message>
        <source>root</source>
        <translation>ルート</translation>
    </message>
    <message>
        <source>The package %1 has more than one &lt;rs:ln rel=&quot;contents&quot;&gt;. A package contains one manifest, so one link to its copy is expected; a Destination will use the first.</source>
        <translation>パッケージ %1 に &lt;rs:ln rel=&quot;contents&quot;&gt; が複数あります。パッケージに含まれるマニフェストは 1 つなので、そのコピーへのリンクも 1 つであることが想定されます。デスティネーションは最初のリンクを使います。</translation>
    </message>
    <message>
        <source>The contents link of the package %1 points to the package itself. It should point to a copy of the package&apos;s Resource Dump Manifest.</source>
        <translation>パッケージ %1 の contents リンクがパッケージ自体を指しています。パッケージのリソースダンプマニフェストのコピーを指すべきです。</translation>
    </message>
    <message>
        <source>The contents link of the package %1 has type=&quot;%2&quot;. It points to a Resource Dump Manifest, which is an XML document, so &quot;application/xml&quot; is expected.</source>
        <translation>パッケージ %1 の contents リンクに type=&quot;%2&quot; があります。このリンクは XML ドキュメントであるリソースダンプマニフェストを指すため、&quot;application/xml&quot; が想定されます。</translation>
    </message>
    <message>
        <source>The package %1 has %2=&quot;%3&quot;, outside the Resource Dump&apos;s snapshot (%4). Each package is part of the dump&apos;s snapshot, so its times should lie between the dump&apos;s at and completed.</source>
        <translation>パッケージ %1 の %2=&quot;%3&quot; は、リソースダンプのスナップショット（%4）の範囲外です。各パッケージはダンプのスナップショットの一部なので、その時刻はダンプの at と completed の間にあるべきです。</translation>
    </message>
    <message>
        <source>it starts at at=&quot;%1&quot;</source>
        <translation>開始は at=&quot;%1&quot;</translation>
    </message>
    <message>
        <source>it ends at completed=&quot;%1&quot;</source>
        <translation>終了は completed=&quot;%1&quot;</translation>
    </message>
    <message>
        <source>The packages of this Resource Dump declare different formats (%1), for example %2. A Resource Dump should only point to packages of the same format.</source>
        <translation>このリソースダンプのパッケージは異なる形式（%1）を宣言しています（例: %2）。リソースダンプは同じ形式のパッケージだけを指すべきです。</translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 is empty. It is optional; when given, it conveys the at (and possibly completed) of that Resource Dump.</source>
        <translation>%1 のエントリの &lt;rs:md&gt; が空です。これは省略可能ですが、指定する場合は、そのリソースダンプの at（および場合によっては completed）を伝えます。</translation>
    </message>
    <message>
        <source>path=&quot;%1&quot; is given for %2 and already for %3 (line %4). Each bitstream in the package has its own path, so a path appears only once in a manifest.</source>
        <translation>path=&quot;%1&quot; が %2 に指定されていますが、すでに %3（%4 行目）にも指定されています。パッケージ内の各ビットストリームには固有の path があるため、path はマニフェスト内に 1 回しか現れません。</translation>
    </message>
    <message>
        <source>Entries of this manifest that point to alternate representations: %1, for example %2. A manifest describes the bitstreams actually in the package, each one specific representation: the specification suggests giving that specific URI in &lt;loc&gt; and the generic URI in an &lt;rs:ln rel=&quot;canonical&quot;&gt;.</source>
        <translation>代替表現を指しているこのマニフェストのエントリ: %1 個（例: %2）。マニフェストは、パッケージに実際に含まれるビットストリーム（それぞれが 1 つの特定の表現）を記述します。仕様では、その特定の URI を &lt;loc&gt; に、汎用 URI を &lt;rs:ln rel=&quot;canonical&quot;&gt; に指定することを勧めています。</translation>
    </message>
    <message>
        <source>The Resource List gives the start of its snapshot (at=&quot;%1&quot;) but not its end (completed). completed is optional; without it a Destination cannot tell how long resources kept changing while the list was made, and can only rely on at.</source>
        <translation>リソースリストはスナップショットの開始（at=&quot;%1&quot;）を示していますが、終了（completed）を示していません。completed は省略可能ですが、これがないと、デスティネーションはリストの作成中にリソースがいつまで変化し続けたかを判断できず、at だけに頼ることになります。</translation>
    </message>
    <message>
        <source>The resource %1 has &lt;lastmod&gt; %2, later than the end of the snapshot (%3=&quot;%4&quot;). A Resource List describes resources as they were during the snapshot, so this date is implausible.</source>
        <translation>リソース %1 の &lt;lastmod&gt; は %2 で、スナップショットの終了（%3=&quot;%4&quot;）より後です。リソースリストはスナップショットの間のリソースの状態を記述するものなので、この日付は不自然です。</translation>
    </message>
    <message>
        <source>Resources that changed while the snapshot was being taken (their &lt;lastmod&gt; lies between at and completed): %1, for example %2. Their state is at least the state at &quot;at&quot; and may already include later changes.</source>
        <translation>スナップショットの作成中に変更されたリソース（&lt;lastmod&gt; が at と completed の間にあるもの）: %1 個（例: %2）。その状態は少なくとも &quot;at&quot; 時点の状態であり、それ以降の変更をすでに含んでいる可能性があります。</translation>
    </message>
    <message>
        <source>Entries without &lt;lastmod&gt;: %1 of %2, for example %3. &lt;lastmod&gt; is optional, but without it a Destination has to fetch a resource to learn whether its copy is current, and an audit cannot compare modification dates.</source>
        <translation>&lt;lastmod&gt; のないエントリ: %2 個中 %1 個（例: %3）。&lt;lastmod&gt; は省略可能ですが、これがないと、デスティネーションは自身のコピーが最新かどうかを知るためにリソースを取得する必要があり、監査では更新日時を比較できません。</translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 is empty. It is optional; when given, it conveys the at (and possibly completed) of that Resource List.</source>
        <translation>%1 のエントリの &lt;rs:md&gt; が空です。これは省略可能ですが、指定する場合は、そのリソースリストの at（および場合によっては completed）を伝えます。</translation>
    </message>
    <message>
        <source>The %1 has an &lt;rs:ln rel=&quot;up&quot;&gt; to &quot;%2&quot;. A Source Description is the top of the ResourceSync tree, so it should not link up to anything.</source>
        <translation>%1に &quot;%2&quot; への &lt;rs:ln rel=&quot;up&quot;&gt; があります。ソース記述は ResourceSync ツリーの最上位なので、どこにも up リンクを持つべきではありません。</translation>
    </message>
    <message>
        <source>The Source Description has no &lt;rs:ln rel=&quot;describedby&quot;&gt; at its root. A link to a document that describes the Source is recommended.</source>
        <translation>ソース記述のルートに &lt;rs:ln rel=&quot;describedby&quot;&gt; がありません。ソースを説明するドキュメントへのリンクを推奨します。</translation>
    </message>
    <message>
        <source>The Source Description lists no Capability List. It should have one &lt;url&gt; per Capability List; even a Source with a single set of resources lists that one Capability List.</source>
        <translation>ソース記述にケーパビリティリストが記載されていません。ケーパビリティリストごとに 1 つの &lt;url&gt; を持つべきです。リソースセットが 1 つだけのソースでも、そのケーパビリティリストを記載します。</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md capability=&quot;capabilitylist&quot;&gt;. The Source Description should say that each listed URI is a Capability List.</source>
        <translation>%1 のエントリに &lt;rs:md capability=&quot;capabilitylist&quot;&gt; がありません。ソース記述は、記載する各 URI がケーパビリティリストであることを示すべきです。</translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 has no capability attribute. In a Source Description it must say capability=&quot;capabilitylist&quot;.</source>
        <translation>%1 のエントリの &lt;rs:md&gt; に capability 属性がありません。ソース記述では capability=&quot;capabilitylist&quot; と指定しなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Source Description lists only Capability Lists, so the value must be &quot;capabilitylist&quot;.</source>
        <translation>%1 のエントリに capability=&quot;%2&quot; があります。ソース記述が記載するのはケーパビリティリストだけなので、値は &quot;capabilitylist&quot; でなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:ln rel=&quot;describedby&quot;&gt;. A link to a document that describes this set of resources is recommended.</source>
        <translation>%1 のエントリに &lt;rs:ln rel=&quot;describedby&quot;&gt; がありません。このリソースセットを説明するドキュメントへのリンクを推奨します。</translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Source Description unless the Source updates the Source Description every time one of its Capability Lists changes; a stale date misleads Destinations.</source>
        <translation>%1 のエントリに &lt;lastmod&gt; があります。ケーパビリティリストのいずれかが変更されるたびにソースがソース記述を更新する場合を除き、ソース記述では省略すべきです。古い日付はデスティネーションを誤解させます。</translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Source Description Index groups only Source Descriptions (capability=&quot;description&quot;).</source>
        <translation>%1 のエントリに capability=&quot;%2&quot; があります。ソース記述インデックスがまとめるのはソース記述（capability=&quot;description&quot;）だけです。</translation>
    </message>
    <message>
        <source>An entry&apos;s</source>
        <translation>エントリの</translation>
    </message>
    <message>
        <source>The root</source>
        <translation>ルートの</translation>
    </message>
    <message>
        <source>%1 &lt;rs:md&gt; has %2, but %3 is not used there, and %2 is meaningful only together with %3 on the same element.</source>
        <translation>%1 &lt;rs:md&gt; に %2 がありますが、そこでは %3 が使われません。%2 は、同じ要素上の %3 と一緒の場合にのみ意味を持ちます。</translation>
    </message>
    <message>
        <source>%1 &lt;rs:md&gt; has %2 without %3. %2 is meaningful only together with %3 on the same element.</source>
        <translation>%1 &lt;rs:md&gt; に、%3 のない %2 があります。%2 は、同じ要素上の %3 と一緒の場合にのみ意味を持ちます。</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is earlier than %3=&quot;%4&quot;; it must not be.</source>
        <translation>%1=&quot;%2&quot; が %3=&quot;%4&quot; より前になっています。これは許されません。</translation>
    </message>
    <message>
        <source>until=&quot;%1&quot; is the same instant as from=&quot;%2&quot;, so the list covers an empty interval.</source>
        <translation>until=&quot;%1&quot; は from=&quot;%2&quot; と同じ時点のため、リストは空の期間を対象としています。</translation>
    </message>
    <message>
        <source>%1: further tokens with problems like those above: %2. They are not listed one by one.</source>
        <translation>%1: 上記と同様の問題があるトークンがほかに %2 個あります。個別には表示していません。</translation>
    </message>
    <message>
        <source>hash: &quot;%1&quot; is not of the form algorithm:hexdigest, e.g. md5:1e0d5cb8ef6ba40c99b14c0237be735e.</source>
        <translation>hash: &quot;%1&quot; は algorithm:hexdigest の形式ではありません（例: md5:1e0d5cb8ef6ba40c99b14c0237be735e）。</translation>
    </message>
    <message>
        <source>hash: the algorithm name &quot;%1&quot; must be written in lower case, &quot;%2&quot;.</source>
        <translation>hash: アルゴリズム名 &quot;%1&quot; は小文字で &quot;%2&quot; と記述しなければなりません。</translation>
    </message>
    <message>
        <source>hash: the algorithm &quot;%1&quot; is unknown to this validator, so its digest cannot be verified. Known: md5, sha-1, sha-224, sha-256, sha-384, sha-512.</source>
        <translation>hash: アルゴリズム &quot;%1&quot; はこの検証ツールでは不明なため、ダイジェストを検証できません。既知のアルゴリズム: md5、sha-1、sha-224、sha-256、sha-384、sha-512。</translation>
    </message>
    <message>
        <source>hash gives the algorithm &quot;%1&quot; more than once.</source>
        <translation>hash にアルゴリズム &quot;%1&quot; が複数回指定されています。</translation>
    </message>
    <message>
        <source>hash: the %1 digest &quot;%2&quot; looks like base64 or base64url; ResourceSync digests are written in hexadecimal (%3 digits).</source>
        <translation>hash: %1 のダイジェスト &quot;%2&quot; は base64 または base64url のように見えます。ResourceSync のダイジェストは 16 進数（%3 桁）で記述します。</translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; must contain only hexadecimal digits 0-9 and a-f.</source>
        <translation>hash: ダイジェスト &quot;%1&quot; には 16 進数字 0-9 と a-f だけを含めなければなりません。</translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; has an odd number of hexadecimal digits; every byte takes two.</source>
        <translation>hash: ダイジェスト &quot;%1&quot; の 16 進数字の桁数が奇数です。1 バイトは 2 桁で表されます。</translation>
    </message>
    <message>
        <source>hash: a digest of %1 has %2 hexadecimal digits, but &quot;%3&quot; has %4.</source>
        <translation>hash: %1 のダイジェストは 16 進数 %2 桁ですが、&quot;%3&quot; は %4 桁です。</translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; uses upper-case hexadecimal digits. It is compared case-insensitively; lower case is usual.</source>
        <translation>hash: ダイジェスト &quot;%1&quot; に大文字の 16 進数字が使われています。大文字と小文字を区別せずに比較しますが、小文字が一般的です。</translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; is not a content-coding token. The value is a comma-separated list of codings such as gzip.</source>
        <translation>encoding: &quot;%1&quot; はコンテンツコーディングのトークンではありません。値は、gzip などのコーディングをカンマで区切ったリストです。</translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; looks like a character set. encoding names the content coding the server applied (as in Content-Encoding), such as gzip.</source>
        <translation>encoding: &quot;%1&quot; は文字セットのように見えます。encoding は、サーバーが適用したコンテンツコーディング（Content-Encoding と同じもの。gzip など）を指定します。</translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; is not in the IANA HTTP content-coding registry (gzip, deflate, br, compress, identity, zstd ...).</source>
        <translation>encoding: &quot;%1&quot; は IANA の HTTP コンテンツコーディングレジストリ（gzip、deflate、br、compress、identity、zstd など）にありません。</translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel=&quot;up&quot;&gt; at its root. It must link up to the Source Description it belongs to, so that a Destination can navigate.</source>
        <translation>%1のルートに &lt;rs:ln rel=&quot;up&quot;&gt; がありません。デスティネーションがナビゲートできるように、所属するソース記述への up リンクを持たなければなりません。</translation>
    </message>
    <message>
        <source>the Change Lists, which cover that time, report no creation or deletion of it in between</source>
        <translation>その期間を対象とする変更リストも、その間の作成や削除を報告していません</translation>
    </message>
    <message>
        <source>no Change List covers the time in between to explain it</source>
        <translation>その間の期間を対象としてこれを説明する変更リストもありません</translation>
    </message>
    <message>
        <source>%1 is in the Resource List (at %2) but in none of the manifests of the Resource Dump %3 (at %4), and %5. The Resource List and the Resource Dump of one Capability List hold the same resources.</source>
        <translation>%1 はリソースリスト（at %2）に含まれていますが、リソースダンプ %3（at %4）のどのマニフェストにも含まれておらず、%5。1 つのケーパビリティリストのリソースリストとリソースダンプは同じリソースを保持します。</translation>
    </message>
    <message>
        <source>%1 is in this manifest of the Resource Dump %2 (at %3) but not in the Resource List %4 (at %5), and %6. The Resource List and the Resource Dump of one Capability List hold the same resources.</source>
        <translation>%1 はリソースダンプ %2（at %3）のこのマニフェストに含まれていますが、リソースリスト %4（at %5）には含まれておらず、%6。1 つのケーパビリティリストのリソースリストとリソースダンプは同じリソースを保持します。</translation>
    </message>
    <message>
        <source>The Change Lists of this Capability List begin later than the snapshot of the %1 %2 (at %3): changes made in between are in no Change List, so a Destination that copied the %1 cannot catch up by following changes.</source>
        <translation>このケーパビリティリストの変更リストは、%1 %2（at %3）のスナップショットより後に始まっています。その間の変更はどの変更リストにも含まれないため、%1をコピーしたデスティネーションは、変更を追うことで最新の状態に追いつくことができません。</translation>
    </message>
    <message>
        <source>This manifest lists the change &quot;%1&quot; of %2, but the Change List %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation>このマニフェストは %2 の変更 &quot;%1&quot; を記載していますが、同じ期間を対象とする変更リスト %3 には記載されていません。同じ期間の変更ダンプと変更リストは同じ変更を記述します。</translation>
    </message>
    <message>
        <source>This Change List lists the change &quot;%1&quot; of %2, but the Change Dump Manifest %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation>この変更リストは %2 の変更 &quot;%1&quot; を記載していますが、同じ期間を対象とする変更ダンプマニフェスト %3 には記載されていません。同じ期間の変更ダンプと変更リストは同じ変更を記述します。</translation>
    </message>
    <message>
        <source>%1 also belongs to another set of resources: the Resource List %2 of the Capability List %3 lists it too. That is allowed; a resource may be in several sets.</source>
        <translation>%1 は別のリソースセットにも属しています: ケーパビリティリスト %3 のリソースリスト %2 もこれを記載しています。これは許されます。リソースは複数のセットに属することができます。</translation>
    </message>
    <message>
        <source>The lastmod of %1 here (%2) is earlier than the lastmod an earlier document gives it (%3, in %4). The last modification time of a resource does not go back.</source>
        <translation>ここでの %1 の lastmod（%2）は、以前のドキュメントが示す lastmod（%3、%4 内）より前です。リソースの最終更新時刻がさかのぼることはありません。</translation>
    </message>
    <message>
        <source>No Source Description was found: not at the well-known URI /.well-known/resourcesync, and not by following up links from the documents that were found. A Source must publish a Source Description.</source>
        <translation>ソース記述が見つかりませんでした。well-known URI /.well-known/resourcesync にもなく、見つかったドキュメントから up リンクをたどっても見つかりませんでした。ソースはソース記述を公開しなければなりません。</translation>
    </message>
    <message>
        <source>the document there is %1</source>
        <translation>そこにあるドキュメントは%1</translation>
    </message>
    <message>
        <source>The well-known URI %1 does not give the Source Description (%2), although the source has one at %3. A Source should publish its Source Description at /.well-known/resourcesync, where Destinations look first.</source>
        <translation>well-known URI %1 はソース記述を返しません（%2）が、ソースは %3 にソース記述を持っています。ソースはソース記述を /.well-known/resourcesync で公開すべきです。デスティネーションは最初にそこを探します。</translation>
    </message>
    <message>
        <source>This document was found through a rel=&quot;resourcesync&quot; link (%1), but it is %2. A resourcesync link must point to a Capability List.</source>
        <translation>このドキュメントは rel=&quot;resourcesync&quot; リンク（%1）から見つかりましたが、%2です。resourcesync リンクはケーパビリティリストを指さなければなりません。</translation>
    </message>
    <message>
        <source>Up links lead to this Source Description, a copy of the one at the well-known URI %1 under another URI. Linking up to the well-known URI itself avoids two copies that can drift apart.</source>
        <translation>up リンクはこのソース記述に到達しますが、これは well-known URI %1 にあるソース記述の、別の URI にあるコピーです。well-known URI 自体に up リンクを張れば、内容が食い違う可能性のある 2 つのコピーを避けられます。</translation>
    </message>
    <message>
        <source>Up links (from %1, among others) lead to this Source Description, which differs from the one at the well-known URI %2. A Source has one Source Description; its documents should link up to the one at the well-known URI.</source>
        <translation>up リンク（%1 など）はこのソース記述に到達しますが、これは well-known URI %2 にあるソース記述とは異なります。ソースのソース記述は 1 つです。ソースのドキュメントは、well-known URI にあるソース記述に up リンクを張るべきです。</translation>
    </message>
    <message>
        <source>This %1 was found only sideways (%2); the Source Description does not lead to it through Capability Lists and indexes. A Destination that starts from the Source Description will not see it.</source>
        <translation>この%1は横方向からのみ（%2）見つかりました。ソース記述からケーパビリティリストとインデックスをたどっても、これには到達しません。ソース記述から開始するデスティネーションには、これが見えません。</translation>
    </message>
    <message>
        <source>The entry for %1 names a document that could not be retrieved (%2). Every document that a Source Description, a Capability List or an index lists must be retrievable.</source>
        <translation>%1 のエントリが指すドキュメントを取得できませんでした（%2）。ソース記述、ケーパビリティリスト、インデックスが記載するすべてのドキュメントは、取得可能でなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 was redirected to another host: %2. That works, but a Destination that keeps to the source&apos;s host will not follow it.</source>
        <translation>%1 のエントリは別のホストにリダイレクトされました: %2。これは動作しますが、ソースのホストにとどまるデスティネーションはこのリダイレクトをたどりません。</translation>
    </message>
    <message>
        <source>The document was delivered gzip-compressed and was decompressed before it was checked; the size limit applies to the %1 bytes of the uncompressed document.</source>
        <translation>ドキュメントは gzip 圧縮で配信され、チェック前に展開されました。サイズ上限は、非圧縮ドキュメントの %1 バイトに適用されます。</translation>
    </message>
    <message>
        <source>The server sent this document without a Content-Type. A ResourceSync document should be sent as XML (application/xml, text/xml, or a type ending in +xml).</source>
        <translation>サーバーはこのドキュメントを Content-Type なしで送信しました。ResourceSync ドキュメントは XML（application/xml、text/xml、または +xml で終わるタイプ）として送信すべきです。</translation>
    </message>
    <message>
        <source>The server sent this document as %1. A ResourceSync document should be sent as XML (application/xml, text/xml, or a type ending in +xml).</source>
        <translation>サーバーはこのドキュメントを %1 として送信しました。ResourceSync ドキュメントは XML（application/xml、text/xml、または +xml で終わるタイプ）として送信すべきです。</translation>
    </message>
    <message>
        <source>The entry for %1 gives %2=&quot;%3&quot;, but the %4 itself has no %2. The times an index gives for a document are that document&apos;s own.</source>
        <translation>%1 のエントリは %2=&quot;%3&quot; を示していますが、%4自体には %2 がありません。インデックスがドキュメントについて示す時刻は、そのドキュメント自体の時刻です。</translation>
    </message>
    <message>
        <source>The entry for %1 gives %2=&quot;%3&quot;, but the %4 itself says %2=&quot;%5&quot;. The times an index gives for a document are that document&apos;s own.</source>
        <translation>%1 のエントリは %2=&quot;%3&quot; を示していますが、%4自体は %2=&quot;%5&quot; としています。インデックスがドキュメントについて示す時刻は、そのドキュメント自体の時刻です。</translation>
    </message>
    <message>
        <source>%1 was started at %2, before this index&apos;s own snapshot began (at %3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation>%1 は %2 に開始されており、このインデックス自体のスナップショットの開始（at %3）より前です。インデックスのスナップショットは、記載するドキュメントのスナップショットを包含します。</translation>
    </message>
    <message>
        <source>%1 was completed at %2, after this index&apos;s own snapshot was completed (%3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation>%1 は %2 に完了しており、このインデックス自体のスナップショットの完了（%3）より後です。インデックスのスナップショットは、記載するドキュメントのスナップショットを包含します。</translation>
    </message>
    <message>
        <source>The Change List %1 is closed (until=&quot;%2&quot;), but its entry here has no until. The entry of a closed Change List must carry its until.</source>
        <translation>変更リスト %1 は閉じられています（until=&quot;%2&quot;）が、ここでのエントリには until がありません。閉じた変更リストのエントリは until を持たなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 gives until=&quot;%2&quot;, but that Change List is open (it has no until). The entry of an open Change List must not carry until.</source>
        <translation>%1 のエントリは until=&quot;%2&quot; を示していますが、その変更リストは開いています（until がありません）。開いている変更リストのエントリは until を持ってはなりません。</translation>
    </message>
    <message>
        <source>This index lists itself (%1). An index lists &lt;urlset&gt; documents only.</source>
        <translation>このインデックスは自分自身（%1）を記載しています。インデックスが記載するのは &lt;urlset&gt; ドキュメントだけです。</translation>
    </message>
    <message>
        <source>%1 is itself an index (%2). An index lists &lt;urlset&gt; documents only; indexes are not nested.</source>
        <translation>%1 自体がインデックス（%2）です。インデックスが記載するのは &lt;urlset&gt; ドキュメントだけで、インデックスは入れ子にしません。</translation>
    </message>
    <message>
        <source>%1 is %2 (capability=&quot;%3&quot;), but this index has capability=&quot;%4&quot;. An index and the documents it lists have the same capability.</source>
        <translation>%1 は%2（capability=&quot;%3&quot;）ですが、このインデックスは capability=&quot;%4&quot; です。インデックスとそれが記載するドキュメントは同じ capability を持ちます。</translation>
    </message>
    <message>
        <source>The up link points to %1, but the index %2 that lists this document links up to %3. An index and the documents it lists link up to the same Capability List.</source>
        <translation>up リンクは %1 を指していますが、このドキュメントを記載するインデックス %2 は %3 に up リンクを張っています。インデックスとそれが記載するドキュメントは、同じケーパビリティリストに up リンクを張ります。</translation>
    </message>
    <message>
        <source>This %1 is listed by the index %2 but has no &lt;rs:ln rel=&quot;index&quot;&gt; pointing to it. A document that an index lists should link to that index.</source>
        <translation>この%1はインデックス %2 に記載されていますが、そのインデックスを指す &lt;rs:ln rel=&quot;index&quot;&gt; がありません。インデックスに記載されるドキュメントは、そのインデックスにリンクすべきです。</translation>
    </message>
    <message>
        <source>The index link points to %1, which could not be retrieved (%2), so it cannot be an index that lists this document.</source>
        <translation>index リンクは %1 を指していますが、これを取得できなかった（%2）ため、このドキュメントを記載するインデックスではあり得ません。</translation>
    </message>
    <message>
        <source>The index link points to %1 (%2), which does not list this document. rel=&quot;index&quot; names the index that lists the document.</source>
        <translation>index リンクは %1（%2）を指していますが、これはこのドキュメントを記載していません。rel=&quot;index&quot; は、そのドキュメントを記載するインデックスを指定するものです。</translation>
    </message>
    <message>
        <source>%1 is also listed by %2, another Resource List of the same index %3. A resource is listed once in the Resource Lists of one index.</source>
        <translation>%1 は、同じインデックス %3 の別のリソースリスト %2 にも記載されています。1 つのインデックスのリソースリスト群では、各リソースは 1 回だけ記載されます。</translation>
    </message>
    <message>
        <source>The %1 Resource Lists of this index hold %2 entries, for %3 different resources: together they are the whole set of resources.</source>
        <translation>このインデックスの %1 個のリソースリストには %2 個のエントリがあり、%3 個の異なるリソースを対象としています。これらを合わせたものがリソースセット全体です。</translation>
    </message>
    <message>
        <source>%1 entries repeat a resource that another list of the index holds (RL-007).</source>
        <translation>%1 個のエントリが、インデックスの別のリストにあるリソースを繰り返しています（RL-007）。</translation>
    </message>
    <message>
        <source>%1 of the lists could not be read, so the set is incomplete.</source>
        <translation>リストのうち %1 個を読み取れなかったため、セットは不完全です。</translation>
    </message>
    <message>
        <source>Not every entry was kept, so the count of resources is low.</source>
        <translation>すべてのエントリを保持したわけではないため、リソース数は実際より少なくなっています。</translation>
    </message>
    <message>
        <source>The Capability List %1 has more than one %2 (another is %3), and no %4 groups this one. Several %2 documents of one Capability List must be grouped by a %4, which the Capability List lists.</source>
        <translation>ケーパビリティリスト %1 には%2が複数ありますが（別の 1 つは %3）、これをまとめる%4がありません。1 つのケーパビリティリストの複数の%2は、ケーパビリティリストに記載された%4でまとめなければなりません。</translation>
    </message>
    <message>
        <source>The up link points to %1, which could not be retrieved (%2). A Capability List&apos;s up link must lead to its Source Description.</source>
        <translation>up リンクは %1 を指していますが、これを取得できませんでした（%2）。ケーパビリティリストの up リンクは、そのソース記述に到達しなければなりません。</translation>
    </message>
    <message>
        <source>The up link points to %1 (%2), not to a Source Description. A Capability List&apos;s up link must lead to the Source Description that lists it.</source>
        <translation>up リンクは %1（%2）を指しており、ソース記述を指していません。ケーパビリティリストの up リンクは、それを記載するソース記述に到達しなければなりません。</translation>
    </message>
    <message>
        <source>The up link points to the Source Description %1, but that Source Description does not list this Capability List. The Source Description must list every Capability List that links up to it.</source>
        <translation>up リンクはソース記述 %1 を指していますが、そのソース記述はこのケーパビリティリストを記載していません。ソース記述は、自身に up リンクを張るすべてのケーパビリティリストを記載しなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 leads to a document that is %2. Every entry of a Source Description must point to a Capability List.</source>
        <translation>%1 のエントリが指すドキュメントは%2です。ソース記述のすべてのエントリは、ケーパビリティリストを指さなければなりません。</translation>
    </message>
    <message>
        <source>The Capability List %1 is listed here, but its up link points to another Source Description, %2. A Capability List belongs to the Source Description that lists it, and links up to it.</source>
        <translation>ケーパビリティリスト %1 はここに記載されていますが、その up リンクは別のソース記述 %2 を指しています。ケーパビリティリストは自身を記載するソース記述に属し、そのソース記述に up リンクを張ります。</translation>
    </message>
    <message>
        <source>%1 is also listed by the Capability List %2. Different sets of resources have different Capability Lists, so a capability document normally belongs to one of them.</source>
        <translation>%1 はケーパビリティリスト %2 にも記載されています。異なるリソースセットには異なるケーパビリティリストがあるため、ケーパビリティドキュメントは通常そのうちの 1 つに属します。</translation>
    </message>
    <message>
        <source>The entry for %1 says capability=&quot;%2&quot;, but the document there is %3.</source>
        <translation>%1 のエントリは capability=&quot;%2&quot; としていますが、そこにあるドキュメントは%3です。</translation>
    </message>
    <message>
        <source>The entry for %1 says capability=&quot;%2&quot;, but the document there says capability=&quot;%3&quot; (%4). The capability in a Capability List must be the one the document itself declares.</source>
        <translation>%1 のエントリは capability=&quot;%2&quot; としていますが、そこにあるドキュメントは capability=&quot;%3&quot;（%4）としています。ケーパビリティリスト内の capability は、ドキュメント自体が宣言するものでなければなりません。</translation>
    </message>
    <message>
        <source>The up link points to the Capability List %1, but it lists neither this manifest&apos;s dump (%2) nor an index of it. A manifest links up to the Capability List of its dump.</source>
        <translation>up リンクはケーパビリティリスト %1 を指していますが、そのリストはこのマニフェストのダンプ（%2）も、そのインデックスも記載していません。マニフェストは、そのダンプのケーパビリティリストに up リンクを張ります。</translation>
    </message>
    <message>
        <source>The up link points to the Capability List %1, but that Capability List lists neither this %2 nor an index it belongs to. A document links up to the Capability List that lists it.</source>
        <translation>up リンクはケーパビリティリスト %1 を指していますが、そのケーパビリティリストはこの%2も、これが属するインデックスも記載していません。ドキュメントは、それを記載するケーパビリティリストに up リンクを張ります。</translation>
    </message>
    <message>
        <source>The up link points to %1, which could not be retrieved (%2). Following up links must lead to the Source Description.</source>
        <translation>up リンクは %1 を指していますが、これを取得できませんでした（%2）。up リンクをたどると、ソース記述に到達しなければなりません。</translation>
    </message>
    <message>
        <source>Following up links from here reaches the Source Description only after %1 steps, through %2 (%3). A document links up to its Capability List, which links up to the Source Description: two steps.</source>
        <translation>ここから up リンクをたどると、%2（%3）を経由して、%1 ステップ後にようやくソース記述に到達します。ドキュメントはケーパビリティリストに up リンクを張り、ケーパビリティリストはソース記述に up リンクを張ります。つまり 2 ステップです。</translation>
    </message>
    <message>
        <source>The up link points to %1 (%2), not to a Capability List. A document links up to the Capability List that lists it.</source>
        <translation>up リンクは %1（%2）を指しており、ケーパビリティリストを指していません。ドキュメントは、それを記載するケーパビリティリストに up リンクを張ります。</translation>
    </message>
    <message>
        <source>Following up links from here goes round in a circle (back to %1) and never reaches a Source Description.</source>
        <translation>ここから up リンクをたどると循環し（%1 に戻ります）、ソース記述に到達しません。</translation>
    </message>
    <message>
        <source>Following up links from here, through %1, ends at %2, which could not be retrieved (%3). Following up links must lead to the Source Description.</source>
        <translation>ここから up リンクを %1 経由でたどると %2 で終わりますが、これを取得できませんでした（%3）。up リンクをたどると、ソース記述に到達しなければなりません。</translation>
    </message>
    <message>
        <source>Following up links from here, through %1, ends at %2, which is %3 and has no up link. Following up links must lead to the Source Description.</source>
        <translation>ここから up リンクを %1 経由でたどると %2 で終わります。これは%3で、up リンクがありません。up リンクをたどると、ソース記述に到達しなければなりません。</translation>
    </message>
    <message>
        <source>Following up links from here, through %1, does not reach a Source Description within %2 steps.</source>
        <translation>ここから up リンクを %1 経由でたどっても、%2 ステップ以内にソース記述に到達しません。</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>サーバーの応答は HTTP ステータス %1</translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation>読み取れなかった</translation>
    </message>
    <message>
        <source>not a ResourceSync document</source>
        <translation>非 ResourceSync ドキュメント</translation>
    </message>
    <message>
        <source>%1 more findings of rule %2 about this document are not listed one by one; the first %3 are.</source>
        <translation>このドキュメントに関するルール %2 の指摘がほかに %1 件ありますが、個別には表示していません。個別に表示したのは最初の %3 件です。</translation>
    </message>
    <message>
        <source>%1 is a Change Notification channel here and a Framework Notification channel in the Capability List %2. The two kinds of notification are sent on different channels.</source>
        <translation>%1 は、ここでは変更通知チャネルですが、ケーパビリティリスト %2 ではフレームワーク通知チャネルです。2 種類の通知は別々のチャネルで送信されます。</translation>
    </message>
    <message>
        <source>The notification channel %1 is advertised by the Capability List %2 as well. Each set of resources has a channel of its own.</source>
        <translation>通知チャネル %1 は、ケーパビリティリスト %2 でも告知されています。リソースセットごとに専用のチャネルがあります。</translation>
    </message>
    <message>
        <source>The notification&apos;s up link leads to %1, a %2. A notification about %3 links up to the %4.</source>
        <translation>通知の up リンクは %1（%2）を指しています。%3に関する通知の up リンクは%4を指します。</translation>
    </message>
    <message>
        <source>capability documents</source>
        <translation>ケーパビリティドキュメント</translation>
    </message>
    <message>
        <source>Capability Lists</source>
        <translation>ケーパビリティリスト</translation>
    </message>
    <message>
        <source>The notification names %1, which is an index (a &lt;sitemapindex&gt;). Notifications are never sent at index level: they name one of the documents under it, with an index link.</source>
        <translation>通知は %1 を指定していますが、これはインデックス（&lt;sitemapindex&gt;）です。通知はインデックスのレベルでは決して送信されません。インデックス配下のドキュメントの 1 つを、index リンクとともに指定します。</translation>
    </message>
    <message>
        <source>%1 sits under the index %2, but the notification about it has no &lt;rs:ln rel=&quot;index&quot;&gt;, so a Destination does not learn to look there for the other new documents.</source>
        <translation>%1 はインデックス %2 の配下にありますが、それに関する通知に &lt;rs:ln rel=&quot;index&quot;&gt; がありません。そのため、デスティネーションはほかの新しいドキュメントをそこで探せばよいことがわかりません。</translation>
    </message>
    <message>
        <source>The index link of the change to %1 leads to %2, which is a %3, not an index.</source>
        <translation>%1 への変更の index リンクは %2 を指していますが、これはインデックスではなく%3です。</translation>
    </message>
    <message>
        <source>The index %1 does not list %2, though the notification says it is there. The Source must update the index before it notifies.</source>
        <translation>通知ではインデックス %1 に %2 が記載されているとされていますが、インデックスには記載されていません。ソースは通知する前にインデックスを更新しなければなりません。</translation>
    </message>
    <message>
        <source>The entry for %1 (change=&quot;%2&quot;) has no path. Unless the change is a deletion, the &lt;rs:md&gt; must give the path of the bitstream inside the package.</source>
        <translation>%1 のエントリ（change=&quot;%2&quot;）に path がありません。変更が削除でない限り、&lt;rs:md&gt; はパッケージ内のビットストリームのパスを示さなければなりません。</translation>
    </message>
    <message>
        <source>The order of %1 of %2 entries could not be judged: their %3 is not a W3C datetime (the first is &quot;%4&quot; for %5; ATT-001 says what is wrong with it).</source>
        <translation>%2 個のエントリのうち %1 個の順序を判定できませんでした: その %3 が W3C Datetime ではありません（最初は %5 の &quot;%4&quot;。何が誤っているかは ATT-001 が示します）。</translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;index&quot;, to the index the changed document belongs to; a Destination may ignore other links.</source>
        <translation>この%1のエントリには rel=&quot;%2&quot; のリンクがあります（全部で %3 個、最初は %4 へのリンク）。エントリレベルで%1が定義しているのは、変更されたドキュメントが属するインデックスへの rel=&quot;index&quot; だけです。デスティネーションはほかのリンクを無視してもかまいません。</translation>
    </message>
    <message>
        <source>This document came on a Framework Notification channel, but its root has no &lt;rs:md capability=&quot;framework-notification&quot;&gt;. A framework notification is a &lt;urlset&gt; whose root &lt;rs:md&gt; says so.</source>
        <translation>このドキュメントはフレームワーク通知チャネルで届きましたが、ルートに &lt;rs:md capability=&quot;framework-notification&quot;&gt; がありません。フレームワーク通知は、ルートの &lt;rs:md&gt; がそのことを示している &lt;urlset&gt; です。</translation>
    </message>
    <message>
        <source>This document came on a Framework Notification channel, but its root &lt;rs:md&gt; says capability=&quot;%1&quot;. A framework notification says capability=&quot;framework-notification&quot;.</source>
        <translation>このドキュメントはフレームワーク通知チャネルで届きましたが、ルートの &lt;rs:md&gt; は capability=&quot;%1&quot; を示しています。フレームワーク通知は capability=&quot;framework-notification&quot; を示します。</translation>
    </message>
    <message>
        <source>from=&quot;%1&quot; is later than until=&quot;%2&quot;. A notification that includes the changes since from and up to until cannot end before it begins.</source>
        <translation>from=&quot;%1&quot; が until=&quot;%2&quot; より後です。from 以降 until までの変更を含む通知が、始まる前に終わることはありません。</translation>
    </message>
    <message>
        <source>The change to %1 has %2 &lt;rs:ln rel=&quot;index&quot;&gt; links. A document sits under one index, and the notification names that one.</source>
        <translation>%1 への変更には &lt;rs:ln rel=&quot;index&quot;&gt; リンクが %2 個あります。ドキュメントは 1 つのインデックスの配下にあり、通知はそのインデックスを指定します。</translation>
    </message>
    <message>
        <source>The change to %1 says change=&quot;%2&quot;. A framework notification reports created, updated or deleted, in lower case.</source>
        <translation>%1 への変更は change=&quot;%2&quot; を示しています。フレームワーク通知が報告するのは、小文字の created、updated、deleted です。</translation>
    </message>
    <message>
        <source>The change to %1 says capability=&quot;%2&quot;, which neither the core specification nor the Archives specification defines. Another specification may; this validator does not know it.</source>
        <translation>%1 への変更は capability=&quot;%2&quot; を示していますが、これはコア仕様でも Archives 仕様でも定義されていません。別の仕様が定義している可能性がありますが、この検証ツールはそれを認識していません。</translation>
    </message>
    <message>
        <source>The change to %1 says a Resource Dump was %2. Table 2 of the Framework Notification specification allows only created for Resource Dumps: a new dump is a new document.</source>
        <translation>%1 への変更は、リソースダンプが %2 であることを示しています。フレームワーク通知仕様の表 2 では、リソースダンプに許されるのは created だけです。新しいダンプは新しいドキュメントです。</translation>
    </message>
    <message>
        <source>The change to %1 says a %2 was deleted. Table 2 of the Framework Notification specification allows deleted only for Capability Lists and the Source Description.</source>
        <translation>%1 への変更は、%2が削除されたことを示しています。フレームワーク通知仕様の表 2 で deleted が許されるのは、ケーパビリティリストとソース記述だけです。</translation>
    </message>
    <message>
        <source>This framework notification is a &lt;sitemapindex&gt;. Framework notifications are always a &lt;urlset&gt;, with one &lt;url&gt; per change.</source>
        <translation>このフレームワーク通知は &lt;sitemapindex&gt; です。フレームワーク通知は常に &lt;urlset&gt; で、変更ごとに 1 つの &lt;url&gt; を持ちます。</translation>
    </message>
    <message>
        <source>This framework notification reports no change: it has no &lt;url&gt;. It should have one &lt;url&gt; for each changed document.</source>
        <translation>このフレームワーク通知は変更を報告していません: &lt;url&gt; がありません。変更されたドキュメントごとに 1 つの &lt;url&gt; を持つべきです。</translation>
    </message>
    <message>
        <source>capability=&quot;changelist-notification&quot; is the payload of the Change Notification specification, whose text was not available to this validator: it is accepted, and checked only by the rules that every document shares (UNVERIFIED).</source>
        <translation>capability=&quot;changelist-notification&quot; は変更通知仕様のペイロードですが、この検証ツールはその仕様のテキストを入手できませんでした。受け入れますが、すべてのドキュメントに共通するルールだけでチェックします（UNVERIFIED）。</translation>
    </message>
    <message>
        <source>The notification channel&apos;s topic %1 is not an http or https URI. A Destination subscribes to the topic through a WebSub hub, which needs an absolute http(s) URI.</source>
        <translation>通知チャネルのトピック %1 は http または https の URI ではありません。デスティネーションは WebSub ハブを通じてトピックを購読するため、http(s) の絶対 URI が必要です。</translation>
    </message>
    <message>
        <source>The notification channel %1 names no hub. Its &lt;url&gt; must have an &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt; (a sibling of &lt;loc&gt;, as in Example 8 of the specification), or no Destination can subscribe.</source>
        <translation>通知チャネル %1 はハブを指定していません。その &lt;url&gt; には &lt;rs:ln rel=&quot;hub&quot; href=&quot;…&quot;/&gt; が必要です（仕様の例 8 のように、&lt;loc&gt; の兄弟要素として）。これがないと、デスティネーションは購読できません。</translation>
    </message>
    <message>
        <source>The hub %1 of the notification channel %2 is not an http or https URI; a Destination subscribes by an HTTP POST to it.</source>
        <translation>通知チャネル %2 のハブ %1 は http または https の URI ではありません。デスティネーションはこのハブへの HTTP POST で購読します。</translation>
    </message>
    <message>
        <source>The notification channel %1 names %2 hubs; only the first, %3, is used.</source>
        <translation>通知チャネル %1 は %2 個のハブを指定しています。使用するのは最初の %3 だけです。</translation>
    </message>
    <message>
        <source>The entry for %1 advertises a Change Notification channel (capability=&quot;changelist-notification&quot;). The text of that specification was not available to this validator: the entry is accepted and checked like a Framework Notification channel (UNVERIFIED).</source>
        <translation>%1 のエントリは変更通知チャネル（capability=&quot;changelist-notification&quot;）を告知しています。この検証ツールはその仕様のテキストを入手できなかったため、エントリを受け入れ、フレームワーク通知チャネルと同様にチェックします（UNVERIFIED）。</translation>
    </message>
    <message>
        <source>%1 is the topic of both a Framework Notification and a Change Notification channel. The two kinds of notification must be sent on different channels.</source>
        <translation>%1 は、フレームワーク通知チャネルと変更通知チャネルの両方のトピックです。2 種類の通知は別々のチャネルで送信しなければなりません。</translation>
    </message>
    <message>
        <source>The Capability List advertises a second Framework Notification channel, %1 (the first is %2 on line %3). A set of resources has one dedicated channel.</source>
        <translation>ケーパビリティリストが 2 つ目のフレームワーク通知チャネル %1 を告知しています（1 つ目は %3 行目の %2）。リソースセットごとの専用チャネルは 1 つです。</translation>
    </message>
    <message>
        <source>The Capability List Index names the notification channel %1. A channel is advertised as a &lt;url&gt; of the Capability List of its set of resources, a &lt;urlset&gt;.</source>
        <translation>ケーパビリティリストインデックスが通知チャネル %1 を指定しています。チャネルは、そのリソースセットのケーパビリティリスト（&lt;urlset&gt;）の &lt;url&gt; として告知されます。</translation>
    </message>
    <message>
        <source>The Source Description names the notification channel %1. Channels belong to a set of resources and are advertised in its Capability List; a Destination will not look for them here.</source>
        <translation>ソース記述が通知チャネル %1 を指定しています。チャネルはリソースセットに属し、そのケーパビリティリストで告知されます。デスティネーションはここではチャネルを探しません。</translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has the attribute %2, which a %3 does not use; it would mislead a Destination.</source>
        <translation>%1 の &lt;rs:md&gt; に属性 %2 がありますが、これは%3では使われない属性です。デスティネーションを誤解させるおそれがあります。</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a capability attribute. Only the entries of Source Descriptions and Capability Lists name a capability; in a %1 it has no meaning.</source>
        <translation>エントリの &lt;rs:md&gt; に capability 属性があります。capability を指定するのはソース記述とケーパビリティリストのエントリだけで、%1では意味を持ちません。</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a change attribute; change is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation>エントリの &lt;rs:md&gt; に change 属性があります。change は変更リストと変更ダンプマニフェストでのみ使われ、%1では使われません。</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a path attribute; path is used only in Resource Dump and Change Dump Manifests, not in a %1.</source>
        <translation>エントリの &lt;rs:md&gt; に path 属性があります。path はリソースダンプマニフェストと変更ダンプマニフェストでのみ使われ、%1では使われません。</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has a datetime attribute; datetime is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation>エントリの &lt;rs:md&gt; に datetime 属性があります。datetime は変更リストと変更ダンプマニフェストでのみ使われ、%1では使われません。</translation>
    </message>
    <message>
        <source>The entry&apos;s &lt;rs:md&gt; has the attribute %1, which Appendix A does not use in a %2.</source>
        <translation>エントリの &lt;rs:md&gt; に属性 %1 がありますが、付録 A では%2でこの属性を使いません。</translation>
    </message>
</context>
<context>
    <name>W3cDatetime</name>
    <message>
        <source>the value is empty</source>
        <translation>値が空</translation>
    </message>
    <message>
        <source>it must start with a four-digit year</source>
        <translation>4 桁の年で始まらなければならない</translation>
    </message>
    <message>
        <source>the month must be two digits from 01 to 12</source>
        <translation>月は 01 から 12 までの 2 桁でなければならない</translation>
    </message>
    <message>
        <source>the day must be two digits and exist in that month</source>
        <translation>日は 2 桁で、その月に存在する日でなければならない</translation>
    </message>
    <message>
        <source>the time must be hh:mm with hh 00-23 and mm 00-59</source>
        <translation>時刻は hh:mm（hh は 00-23、mm は 00-59）でなければならない</translation>
    </message>
    <message>
        <source>the seconds must be two digits from 00 to 59</source>
        <translation>秒は 00 から 59 までの 2 桁でなければならない</translation>
    </message>
    <message>
        <source>a decimal point must be followed by digits</source>
        <translation>小数点の後には数字が必要</translation>
    </message>
    <message>
        <source>the time zone must be Z or +hh:mm or -hh:mm</source>
        <translation>タイムゾーンは Z、+hh:mm、-hh:mm のいずれかでなければならない</translation>
    </message>
    <message>
        <source>a time needs a time zone: Z or +hh:mm or -hh:mm</source>
        <translation>時刻にはタイムゾーン（Z、+hh:mm、-hh:mm）が必要</translation>
    </message>
    <message>
        <source>unexpected characters after the value</source>
        <translation>値の後に予期しない文字がある</translation>
    </message>
    <message>
        <source>the seconds can be 60 only for a leap second, at 23:59:60 UTC</source>
        <translation>秒を 60 にできるのは、うるう秒（23:59:60 UTC）の場合だけ</translation>
    </message>
</context>
<context>
    <name>WatchEvent</name>
    <message>
        <source>channel %1 at hub %2 (in %3)</source>
        <translation>チャネル %1、ハブ %2（%3 内）</translation>
    </message>
    <message>
        <source>deliveries are not signed: the hub is plain http on another machine, so no secret is sent to it</source>
        <translation>配信は署名されていません: ハブは別のマシン上の平文の http であるため、シークレットを送信していません</translation>
    </message>
    <message>
        <source>subscribed to %1 until %2 (lease %3 s)</source>
        <translation>%1 を %2 まで購読しました（リース %3 秒）</translation>
    </message>
    <message>
        <source>renewed %1 until %2 (lease %3 s)</source>
        <translation>%1 の購読を %2 まで更新しました（リース %3 秒）</translation>
    </message>
    <message>
        <source>denied %1 by %2: %3</source>
        <translation>%1 の購読が %2 によって拒否されました: %3</translation>
    </message>
    <message numerus="yes">
        <source>notification on %1: %n change(s), signature %2%3</source>
        <translation>
            <numerusform>%1 で通知: 変更 %n 件、署名 %2%3</numerusform>
        </translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>valid (%1)</source>
        <translation>有効（%1）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>, seen before</source>
        <translation>、受信済み</translation>
    </message>
    <message>
        <source>rejected a delivery (%1): %2</source>
        <translation>配信を拒否しました（%1）: %2</translation>
    </message>
    <message>
        <source>rejected a delivery on %1 (%2): %3</source>
        <translation>%1 での配信を拒否しました（%2）: %3</translation>
    </message>
    <message numerus="yes">
        <source>read again after a %1: %n document(s)</source>
        <translation>
            <numerusform>%1 を受けて再読み込みしました: %n 個のドキュメント</numerusform>
        </translation>
    </message>
    <message>
        <source>local copy brought up to date (%1, after a %2): %3 created, %4 updated, %5 deleted, %6 failed, %7 unchanged</source>
        <translation>ローカルコピーを最新にしました（%1、%2 を受けて）: 作成 %3、更新 %4、削除 %5、失敗 %6、変更なし %7</translation>
    </message>
    <message>
        <source>unsubscribed from %1</source>
        <translation>%1 の購読を解除しました</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>error on %1: %2</source>
        <translation>%1 でエラー: %2</translation>
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation>停止しました（%1）</translation>
    </message>
    <message>
        <source>callback server listening on %1</source>
        <translation>コールバックサーバーが %1 で待ち受け中</translation>
    </message>
    <message>
        <source>callback server listening on %1, reached by hubs as %2</source>
        <translation>コールバックサーバーが %1 で待ち受け中（ハブからは %2 としてアクセス）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>validated %1 of %2 documents</source>
        <translation>%2 個中 %1 個のドキュメントを検証しました</translation>
    </message>
    <message>
        <source>interrupted; the report covers the documents checked by then</source>
        <translation>中断されました。レポートはその時点までにチェックしたドキュメントを対象としています</translation>
    </message>
    <message>
        <source>crawled %1 of %2 documents: %3</source>
        <translation>%2 個中 %1 個のドキュメントをクロールしました: %3</translation>
    </message>
    <message>
        <source>interrupted; the report covers what was crawled by then</source>
        <translation>中断されました。レポートはその時点までにクロールした内容を対象としています</translation>
    </message>
    <message>
        <source>checked %1 of %2 resources</source>
        <translation>%2 個中 %1 個のリソースをチェックしました</translation>
    </message>
    <message>
        <source>Explore, validate and mirror ResourceSync sources.</source>
        <translation>ResourceSync ソースを探索、検証、ミラーリングします。</translation>
    </message>
    <message>
        <source>Open the bundled demo source, served on loopback.</source>
        <translation>同梱のデモソースをループバックで配信して開きます。</translation>
    </message>
    <message>
        <source>Use this language (en, de, ja) instead of the setting.</source>
        <translation>設定の代わりにこの言語（en、de、ja）を使います。</translation>
    </message>
    <message>
        <source>A site, a document URL or a local path to open.</source>
        <translation>開くサイト、ドキュメントの URL、またはローカルパス。</translation>
    </message>
    <message>
        <source>%1 is not a folder: the local copy must be one.</source>
        <translation>%1 はフォルダーではありません。ローカルコピーはフォルダーである必要があります。</translation>
    </message>
    <message>
        <source>interrupted; the report covers what was done by then</source>
        <translation>中断されました。レポートはその時点までに行った処理を対象としています</translation>
    </message>
    <message>
        <source>audited %1 of %2</source>
        <translation>%2 個中 %1 個を監査しました</translation>
    </message>
    <message>
        <source>mirror: %1</source>
        <translation>ミラー: %1</translation>
    </message>
    <message>
        <source>%1 offers nothing to mirror from; the report says why.</source>
        <translation>%1 にはミラー元となるものがありません。理由はレポートに記載されています。</translation>
    </message>
    <message>
        <source>%1 offers no Resource List, Resource Dump, Change List or Change Dump that could be read: nothing to mirror from.</source>
        <translation>%1 には、読み取り可能なリソースリスト、リソースダンプ、変更リスト、変更ダンプがありません。ミラー元となるものがありません。</translation>
    </message>
    <message>
        <source>%1 offers no Resource List or Change List that could be read: nothing to compare the local copy with.</source>
        <translation>%1 には、読み取り可能なリソースリストも変更リストもありません。ローカルコピーと比較するものがありません。</translation>
    </message>
    <message>
        <source>note: the source&apos;s documents have %1 errors; &apos;rsinspector-cli crawl %2&apos; lists them.</source>
        <translation>注記: ソースのドキュメントにエラーが %1 件あります。&apos;rsinspector-cli crawl %2&apos; で一覧表示できます。</translation>
    </message>
    <message>
        <source>cannot write the report to standard output: %1</source>
        <translation>レポートを標準出力に書き込めません: %1</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>書き込みエラー</translation>
    </message>
    <message>
        <source>checking a random sample of %1 resources per list, seed %2 (--seed %2 picks the same ones again)</source>
        <translation>リストごとに %1 個のリソースを無作為抽出してチェックします。シードは %2 です（--seed %2 を指定すると同じリソースが再び選ばれます）</translation>
    </message>
    <message>
        <source>checked %1 of %2 resources and dump packages</source>
        <translation>%2 個中 %1 個のリソースとダンプパッケージをチェックしました</translation>
    </message>
    <message>
        <source>cannot write the events: %1</source>
        <translation>イベントを書き込めません: %1</translation>
    </message>
</context>
<context>
    <name>rsi::AddressBar</name>
    <message>
        <source>Site, document URL or local folder</source>
        <translation>サイト、ドキュメントの URL、またはローカルフォルダー</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Where to start: a site (https://example.org), the URL of a ResourceSync document, or a folder or file on this computer. Press Enter to open.</source>
        <translation>開始する場所を指定します: サイト（https://example.org）、ResourceSync ドキュメントの URL、またはこのコンピューター上のフォルダーやファイル。Enter キーを押すと開きます。</translation>
    </message>
</context>
<context>
    <name>rsi::AuditJob</name>
    <message>
        <source>There is no source to compare the local copy with.</source>
        <translation>ローカルコピーと比較するソースがありません。</translation>
    </message>
    <message>
        <source>The local copy &quot;%1&quot; is not a folder.</source>
        <translation>ローカルコピー &quot;%1&quot; はフォルダーではありません。</translation>
    </message>
</context>
<context>
    <name>rsi::CallbackServer</name>
    <message>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>%1 のポート %2 で待ち受けできません: %3</translation>
    </message>
</context>
<context>
    <name>rsi::CapabilityListChooser</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;Sets of resources (Capability Lists):</source>
        <translation>リソースセット（ケーパビリティリスト）(&amp;S):</translation>
    </message>
    <message>
        <source>Sets of resources</source>
        <translation>リソースセット</translation>
    </message>
    <message>
        <source>A&amp;ll</source>
        <translation>すべて(&amp;L)</translation>
    </message>
    <message>
        <source>N&amp;one</source>
        <translation>なし(&amp;O)</translation>
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
        <translation>トピック URI は HEAD に %1、GET に %2 で応答しています。どちらも 200 OK で応答しなければなりません。</translation>
    </message>
    <message>
        <source>The topic URI is served without a Content-Type; it must be application/xml, the type of the notifications.</source>
        <translation>トピック URI が Content-Type なしで配信されています。通知の型である application/xml でなければなりません。</translation>
    </message>
    <message>
        <source>The topic URI is served as %1; it must be application/xml, the type of the notifications.</source>
        <translation>トピック URI が %1 として配信されています。通知の型である application/xml でなければなりません。</translation>
    </message>
    <message>
        <source>The topic URI&apos;s answer has no Link header with rel=&quot;self&quot;; it must name the topic URI.</source>
        <translation>トピック URI の応答に rel=&quot;self&quot; の Link ヘッダーがありません。このヘッダーでトピック URI を示さなければなりません。</translation>
    </message>
    <message>
        <source>The topic URI&apos;s Link rel=&quot;self&quot; names %1, not the topic the Capability List gives (%2). Hubs and subscribers take the self link as the topic.</source>
        <translation>トピック URI の Link rel=&quot;self&quot; は %1 を示していますが、これはケーパビリティリストが示すトピック（%2）ではありません。ハブと購読者は self リンクをトピックとして扱います。</translation>
    </message>
    <message>
        <source>The topic URI&apos;s answer has no Link header with rel=&quot;hub&quot;; it must name the hub (%1).</source>
        <translation>トピック URI の応答に rel=&quot;hub&quot; の Link ヘッダーがありません。このヘッダーでハブ（%1）を示さなければなりません。</translation>
    </message>
    <message>
        <source>The topic URI&apos;s Link rel=&quot;hub&quot; names %1, but the Capability List names the hub %2.</source>
        <translation>トピック URI の Link rel=&quot;hub&quot; は %1 を示していますが、ケーパビリティリストが示すハブは %2 です。</translation>
    </message>
    <message>
        <source>The topic URI serves no content and does not say so with Content-Length: 0.</source>
        <translation>トピック URI はコンテンツを返しておらず、そのことを Content-Length: 0 で示してもいません。</translation>
    </message>
</context>
<context>
    <name>rsi::CheckDialog</name>
    <message>
        <source>Choose at least one set of resources.</source>
        <translation>リソースセットを 1 つ以上選択してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular expression: %2.</source>
        <translation>&quot;%1&quot; は正規表現ではありません: %2。</translation>
    </message>
    <message>
        <source>Check resources</source>
        <translation>リソースをチェック</translation>
    </message>
    <message>
        <source>Every resource the chosen sets list is asked for, and every package of their Resource Dumps and Change Dumps is downloaded and checked against its manifest.</source>
        <translation>選択したセットが記載するすべてのリソースを要求し、そのリソースダンプと変更ダンプのすべてのパッケージをダウンロードしてマニフェストと照合します。</translation>
    </message>
    <message>
        <source>&amp;Download every resource and compare its length and hashes</source>
        <translation>すべてのリソースをダウンロードして長さとハッシュを比較(&amp;D)</translation>
    </message>
    <message>
        <source>Without this, each resource is asked for with a HEAD request: whether it exists, and its length, type and date.</source>
        <translation>これを選択しない場合、各リソースは HEAD リクエストで要求され、存在するかどうかと、長さ、タイプ、日付を確認します。</translation>
    </message>
    <message>
        <source>Only resources whose URL &amp;matches:</source>
        <translation>URL が次に一致するリソースのみ(&amp;M):</translation>
    </message>
    <message>
        <source>a regular expression, e.g. /theses/</source>
        <translation>正規表現（例: /theses/）</translation>
    </message>
    <message>
        <source>Lea&amp;ve out resources whose URL matches:</source>
        <translation>URL が次に一致するリソースを除外(&amp;V):</translation>
    </message>
    <message>
        <source>a regular expression, e.g. \.pdf$</source>
        <translation>正規表現（例: \.pdf$）</translation>
    </message>
    <message>
        <source>&amp;Random sample per list:</source>
        <translation>リストごとの無作為抽出(&amp;R):</translation>
    </message>
    <message>
        <source>every resource</source>
        <translation>すべてのリソース</translation>
    </message>
    <message>
        <source> resources</source>
        <translation> 個のリソース</translation>
    </message>
    <message>
        <source>S&amp;eed of the sample:</source>
        <translation>抽出のシード(&amp;E):</translation>
    </message>
    <message>
        <source>new at random</source>
        <translation>新たにランダム生成</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>チェック(&amp;C)</translation>
    </message>
</context>
<context>
    <name>rsi::ComparedDocumentsModel</name>
    <message>
        <source>Entries added:</source>
        <translation>追加されたエントリ:</translation>
    </message>
    <message>
        <source>Entries removed:</source>
        <translation>削除されたエントリ:</translation>
    </message>
    <message>
        <source>Entries changed:</source>
        <translation>変更されたエントリ:</translation>
    </message>
    <message>
        <source>The entries of one of the two crawls were not kept: only their numbers are compared.</source>
        <translation>2 回のクロールのうち一方のエントリが保持されていないため、件数だけを比較しています。</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Entries added</source>
        <translation>追加されたエントリ</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Entries removed</source>
        <translation>削除されたエントリ</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Entries changed</source>
        <translation>変更されたエントリ</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>What else changed</source>
        <translation>そのほかの変更</translation>
    </message>
</context>
<context>
    <name>rsi::ComparisonView</name>
    <message>
        <source>Export the comparison</source>
        <translation>比較結果をエクスポート</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>変更点</translation>
    </message>
    <message>
        <source>What changed: %1</source>
        <translation>変更点: %1</translation>
    </message>
    <message>
        <source>%1, %2 (documents: %3, entries: %4, errors: %5, warnings: %6)</source>
        <translation>%1、%2（ドキュメント: %3、エントリ: %4、エラー: %5、警告: %6）</translation>
    </message>
    <message>
        <source>Before: %1
After: %2</source>
        <translation>変更前: %1
変更後: %2</translation>
    </message>
    <message>
        <source>Documents: %1 added, %2 removed, %3 changed. Entries: %4 added, %5 removed, %6 changed. Findings: %7 new, %8 fixed, %9 remaining.</source>
        <translation>ドキュメント: 追加 %1、削除 %2、変更 %3。エントリ: 追加 %4、削除 %5、変更 %6。指摘: 新規 %7、解消 %8、残存 %9。</translation>
    </message>
    <message>
        <source>Documents whose entries only one of the two crawls kept, compared by their numbers: %1.</source>
        <translation>2 回のクロールのうち一方しかエントリを保持していないため、件数で比較したドキュメント: %1。</translation>
    </message>
    <message>
        <source>Show unchanged documents too</source>
        <translation>変更のないドキュメントも表示</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>New findings: %1</source>
        <translation>新しい指摘: %1</translation>
    </message>
    <message>
        <source>Fixed findings: %1</source>
        <translation>解消された指摘: %1</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>HTML をエクスポート(&amp;H)…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>CSV をエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <source>Documents added, removed and changed</source>
        <translation>追加、削除、変更されたドキュメント</translation>
    </message>
    <message>
        <source>Findings new since the earlier crawl</source>
        <translation>前回のクロール以降に新たに生じた指摘</translation>
    </message>
    <message>
        <source>Findings fixed since the earlier crawl</source>
        <translation>前回のクロール以降に解消された指摘</translation>
    </message>
    <message>
        <source>The comparison could not be saved to %1: %2</source>
        <translation>比較結果を %1 に保存できませんでした: %2</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML ページ (*.html)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
</context>
<context>
    <name>rsi::CrawlJob</name>
    <message>
        <source>&quot;%1&quot; is neither a local file or folder nor an http(s) URL.</source>
        <translation>&quot;%1&quot; はローカルのファイルやフォルダーでも、http(s) URL でもありません。</translation>
    </message>
    <message>
        <source>There is no file or folder %1.</source>
        <translation>ファイルまたはフォルダー %1 は存在しません。</translation>
    </message>
    <message>
        <source>Searched the folder for a Source Description</source>
        <translation>フォルダー内でソース記述を検索</translation>
    </message>
    <message>
        <source>no file there is a ResourceSync document</source>
        <translation>ResourceSync ドキュメントであるファイルはない</translation>
    </message>
    <message>
        <source>The folder %1 holds no ResourceSync document.</source>
        <translation>フォルダー %1 には ResourceSync ドキュメントがありません。</translation>
    </message>
    <message>
        <source>starting from %1</source>
        <translation>%1 から開始</translation>
    </message>
    <message>
        <source>The source names more than %1 documents; the crawl stopped taking more at %2.</source>
        <translation>ソースが記載するドキュメントが %1 個を超えています。クロールは %2 の時点でそれ以上のドキュメントの追加を停止しました。</translation>
    </message>
    <message>
        <source>The folder %1 holds no file for %2.</source>
        <translation>フォルダー %1 に %2 に対応するファイルがありません。</translation>
    </message>
    <message>
        <source>%1 is not an http(s) URL, so the crawl cannot fetch it.</source>
        <translation>%1 は http(s) URL ではないため、クロールで取得できません。</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>%1 を取得できません: %2</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP ステータス %1</translation>
    </message>
    <message>
        <source>Fetched the well-known URI</source>
        <translation>well-known URI を取得</translation>
    </message>
    <message>
        <source>Fetched a Sitemap named by robots.txt</source>
        <translation>robots.txt に記載されたサイトマップを取得</translation>
    </message>
    <message>
        <source>Fetched the target of a resourcesync link</source>
        <translation>resourcesync リンクのターゲットを取得</translation>
    </message>
    <message>
        <source>Read the document given</source>
        <translation>指定されたドキュメントを読み取り</translation>
    </message>
    <message>
        <source>Followed an &quot;up&quot; link</source>
        <translation>&quot;up&quot; リンクを追跡</translation>
    </message>
    <message>
        <source>Fetched the page given</source>
        <translation>指定されたページを取得</translation>
    </message>
    <message>
        <source>Looked for rel=&quot;resourcesync&quot; links in the page and its Link header</source>
        <translation>ページとその Link ヘッダーから rel=&quot;resourcesync&quot; リンクを検索</translation>
    </message>
    <message>
        <source>links found: %1</source>
        <translation>見つかったリンク: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Read robots.txt</source>
        <translation>robots.txt を読み取り</translation>
    </message>
    <message>
        <source>no Sitemap lines</source>
        <translation>Sitemap 行なし</translation>
    </message>
    <message>
        <source>Sitemap lines: %1</source>
        <translation>Sitemap 行: %1</translation>
    </message>
    <message>
        <source>Settled on the Source Description</source>
        <translation>ソース記述を確定</translation>
    </message>
    <message>
        <source>Found no Source Description</source>
        <translation>ソース記述が見つからず</translation>
    </message>
    <message>
        <source>No document of the source could be read from %1: %2</source>
        <translation>%1 からソースのドキュメントを読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>nothing there is a ResourceSync document</source>
        <translation>そこには ResourceSync ドキュメントがない</translation>
    </message>
</context>
<context>
    <name>rsi::CrawlSession</name>
    <message>
        <source>Crawl %1</source>
        <translation>%1 をクロール</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Check and hash the resources of %1</source>
        <translation>%1 のリソースをチェックしてハッシュを照合</translation>
    </message>
    <message>
        <source>Check the resources of %1</source>
        <translation>%1 のリソースをチェック</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>リソース</translation>
    </message>
</context>
<context>
    <name>rsi::CredentialStore</name>
    <message>
        <source>The keychain did not answer.</source>
        <translation>キーチェーンが応答しませんでした。</translation>
    </message>
    <message>
        <source>No keychain service is running on this system.</source>
        <translation>このシステムではキーチェーンサービスが実行されていません。</translation>
    </message>
    <message>
        <source>Access to the keychain was denied.</source>
        <translation>キーチェーンへのアクセスが拒否されました。</translation>
    </message>
    <message>
        <source>The system keychain could not be reached.</source>
        <translation>システムのキーチェーンに接続できませんでした。</translation>
    </message>
    <message>
        <source>The system keychain could not be reached: %1</source>
        <translation>システムのキーチェーンに接続できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>rsi::DeliveryProcessor</name>
    <message>
        <source>The hub delivered the notification without a Content-Type; it must say application/xml.</source>
        <translation>ハブが Content-Type なしで通知を配信しました。application/xml を指定しなければなりません。</translation>
    </message>
    <message>
        <source>The hub delivered the notification as %1; it must say application/xml.</source>
        <translation>ハブが通知を %1 として配信しました。application/xml を指定しなければなりません。</translation>
    </message>
    <message>
        <source>The delivery has no Link header with %1. The hub must send rel=&quot;self&quot; (the topic) and rel=&quot;hub&quot;; it was processed all the same.</source>
        <translation>配信に %1 の Link ヘッダーがありません。ハブは rel=&quot;self&quot;（トピック）と rel=&quot;hub&quot; を送らなければなりません。配信はそのまま処理しました。</translation>
    </message>
    <message>
        <source>The delivery&apos;s Link rel=&quot;self&quot; names %1, but it came to the callback of %2; the callback decides which channel it belongs to.</source>
        <translation>配信の Link rel=&quot;self&quot; は %1 を示していますが、配信は %2 のコールバックに届きました。どのチャネルに属するかはコールバックで判断します。</translation>
    </message>
    <message>
        <source>The delivery is signed with sha1, which WebSub counts as weak; it was accepted. A hub should sign with sha256 or better.</source>
        <translation>配信は sha1 で署名されています。WebSub では sha1 は弱いとされています。配信は受け付けました。ハブは sha256 以上で署名すべきです。</translation>
    </message>
    <message>
        <source>The delivery carries no X-Hub-Signature, though the subscription gave the hub a secret; it was ignored.</source>
        <translation>購読時にハブにシークレットを渡しましたが、配信に X-Hub-Signature がありません。配信は無視しました。</translation>
    </message>
    <message>
        <source>The delivery&apos;s X-Hub-Signature is not a signature this subscriber knows (sha1, sha256, sha384 or sha512 = hex); it was ignored.</source>
        <translation>配信の X-Hub-Signature は、この購読者が認識できる署名（sha1、sha256、sha384、sha512 = 16 進数）ではありません。配信は無視しました。</translation>
    </message>
    <message>
        <source>The delivery&apos;s X-Hub-Signature does not match its body: it was not signed with this subscription&apos;s secret, or it was changed on the way. It was ignored.</source>
        <translation>配信の X-Hub-Signature が本文と一致しません。この購読のシークレットで署名されていないか、途中で改変されています。配信は無視しました。</translation>
    </message>
    <message>
        <source>The delivery is not a notification: %1.</source>
        <translation>配信は通知ではありません: %1。</translation>
    </message>
</context>
<context>
    <name>rsi::DemoServer</name>
    <message>
        <source>There is no folder %1 to serve the demo source from.</source>
        <translation>デモソースの配信元となるフォルダー %1 がありません。</translation>
    </message>
    <message>
        <source>The demo source could not be served on 127.0.0.1: %1</source>
        <translation>デモソースを 127.0.0.1 で配信できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>rsi::DetailsPane</name>
    <message>
        <source>Unread document</source>
        <translation>未読み込みのドキュメント</translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation>%1 行目、%2 列目</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>指摘はありません。</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2, infos: %3</source>
        <translation>エラー: %1、警告: %2、情報: %3</translation>
    </message>
    <message>
        <source>See also:</source>
        <translation>関連項目:</translation>
    </message>
    <message>
        <source>section %1</source>
        <translation>%1 節</translation>
    </message>
    <message>
        <source>%1 more findings are listed in the Findings panel.</source>
        <translation>ほかに %1 件の指摘が「指摘」パネルに表示されています。</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 バイト（%2）</translation>
    </message>
    <message>
        <source>Requested as</source>
        <translation>要求した URL</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>ローカルファイル</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>読み取り不可</translation>
    </message>
    <message>
        <source>Root element</source>
        <translation>ルート要素</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>ケーパビリティ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>(read through gzip)</source>
        <translation>（gzip を展開して読み取り）</translation>
    </message>
    <message>
        <source>Well-formed</source>
        <translation>整形式</translation>
    </message>
    <message>
        <source>No: parsing stopped at an XML error</source>
        <translation>いいえ: XML エラーで解析が停止しました</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>到達方法</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Source Description</source>
        <translation>ソース記述</translation>
    </message>
    <message>
        <source>This is the source&apos;s top document.</source>
        <translation>ソースの最上位のドキュメントです。</translation>
    </message>
    <message>
        <source>From the top</source>
        <translation>最上位から</translation>
    </message>
    <message>
        <source>Reached from the Source Description downward</source>
        <translation>ソース記述から下方向にたどって到達</translation>
    </message>
    <message>
        <source>Not reached from the Source Description downward</source>
        <translation>ソース記述から下方向にたどっても未到達</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>ほか %1 個</translation>
    </message>
    <message>
        <source>Led to</source>
        <translation>リンク先</translation>
    </message>
    <message>
        <source>How it was reached</source>
        <translation>到達の経緯</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>転送</translation>
    </message>
    <message>
        <source>Not fetched over HTTP</source>
        <translation>HTTP で取得していません</translation>
    </message>
    <message>
        <source>Read from a local file: no HTTP</source>
        <translation>ローカルファイルから読み取り（HTTP なし）</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Revalidation</source>
        <translation>再検証</translation>
    </message>
    <message>
        <source>Unchanged since the last crawl (HTTP 304): shown from the last crawl</source>
        <translation>前回のクロール以降変更なし（HTTP 304）: 前回のクロールの内容を表示</translation>
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
        <translation>受信</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>所要時間</translation>
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
        <translation>メタデータ（rs:md）</translation>
    </message>
    <message>
        <source>The document has no root rs:md element.</source>
        <translation>このドキュメントにはルートの rs:md 要素がありません。</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Links (rs:ln)</source>
        <translation>リンク（rs:ln）</translation>
    </message>
    <message>
        <source>The document has no root rs:ln element.</source>
        <translation>このドキュメントにはルートの rs:ln 要素がありません。</translation>
    </message>
    <message>
        <source>(no href)</source>
        <translation>（href なし）</translation>
    </message>
    <message>
        <source>(no rel)</source>
        <translation>（rel なし）</translation>
    </message>
    <message>
        <source>%1 sitemap entries</source>
        <translation>sitemap エントリ %1 個</translation>
    </message>
    <message>
        <source>%1 url entries</source>
        <translation>url エントリ %1 個</translation>
    </message>
    <message>
        <source>(the first %1 are kept)</source>
        <translation>（最初の %1 個を保持）</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>Location (loc)</source>
        <translation>場所（loc）</translation>
    </message>
    <message>
        <source>Last modified (lastmod)</source>
        <translation>最終更新日時（lastmod）</translation>
    </message>
    <message>
        <source>At</source>
        <translation>時点（at）</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>完了時点（completed）</translation>
    </message>
    <message>
        <source>From</source>
        <translation>開始（from）</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>終了（until）</translation>
    </message>
    <message>
        <source>Date and time (datetime)</source>
        <translation>日時（datetime）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更（change）</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>ハッシュ（hash）</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長さ（length）</translation>
    </message>
    <message>
        <source>Media type (type)</source>
        <translation>メディアタイプ（type）</translation>
    </message>
    <message>
        <source>Path in the package (path)</source>
        <translation>パッケージ内のパス（path）</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>エンコーディング（encoding）</translation>
    </message>
    <message>
        <source>Contents (manifest)</source>
        <translation>contents（マニフェスト）</translation>
    </message>
    <message>
        <source>Entry %1 of %2</source>
        <translation>エントリ %1（全 %2 個）</translation>
    </message>
    <message>
        <source>(no loc)</source>
        <translation>（loc なし）</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Listed in</source>
        <translation>記載元</translation>
    </message>
    <message>
        <source>Where it is listed</source>
        <translation>記載場所</translation>
    </message>
    <message>
        <source>Select a document in the tree or an entry in the table to see everything known about it here.</source>
        <translation>ツリーでドキュメントを、または表でエントリを選択すると、それについて分かっていることがすべてここに表示されます。</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>ハブ:</translation>
    </message>
    <message>
        <source>Hub (notification channel)</source>
        <translation>ハブ（通知チャネル）</translation>
    </message>
    <message>
        <source>Unknown: cut short at its byte limit, the rest was not read</source>
        <translation>不明: バイト上限で切り詰められ、残りは読み込まれていません</translation>
    </message>
    <message>
        <source>(cut short at its byte limit: the first %1 are kept, as a sample)</source>
        <translation>(バイト上限で切り詰められました: 最初の %1 件をサンプルとして保持)</translation>
    </message>
    <message>
        <source>(over the entry limit, and this crawl already keeps the entries of other lists over it: the first %1 are kept, as a sample)</source>
        <translation>（エントリ数の上限を超えており、このクロールは上限を超える他のリストのエントリをすでに保持しています。最初の %1 件をサンプルとして保持します）</translation>
    </message>
</context>
<context>
    <name>rsi::DocumentFetcher</name>
    <message>
        <source>The server took longer than %1 seconds to send the document.</source>
        <translation>サーバーがドキュメントの送信に %1 秒以上かかりました。</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルされました。</translation>
    </message>
    <message>
        <source>Cannot create a temporary file for the download.</source>
        <translation>ダウンロード用の一時ファイルを作成できません。</translation>
    </message>
    <message>
        <source>The response is larger than %1 bytes; the download was stopped.</source>
        <translation>応答が %1 バイトを超えたため、ダウンロードを停止しました。</translation>
    </message>
    <message>
        <source>Cannot write the download to a temporary file: %1</source>
        <translation>ダウンロードを一時ファイルに書き込めません: %1</translation>
    </message>
    <message>
        <source>The server redirected to an invalid location: %1</source>
        <translation>サーバーが無効な場所にリダイレクトしました: %1</translation>
    </message>
    <message>
        <source>The server redirected from https to http (%1); the inspector does not downgrade to an unencrypted connection.</source>
        <translation>サーバーが https から http にリダイレクトしました（%1）。インスペクターは暗号化されていない接続へのダウングレードを行いません。</translation>
    </message>
    <message>
        <source>More than %1 redirects; the last one pointed to %2 (a redirect loop?).</source>
        <translation>リダイレクトが %1 回を超えました。最後のリダイレクト先は %2 です（リダイレクトループの可能性があります）。</translation>
    </message>
    <message>
        <source>No data arrived for %1 seconds; the transfer timed out.</source>
        <translation>%1 秒間データが届かなかったため、転送がタイムアウトしました。</translation>
    </message>
    <message>
        <source>The server closed the connection after %1 bytes, before the whole document arrived.</source>
        <translation>ドキュメント全体が届く前に、サーバーが %1 バイトの時点で接続を閉じました。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 %2.</source>
        <translation>サーバーの応答は HTTP %1 %2 でした。</translation>
    </message>
    <message>
        <source>The request for %1 could not be made.</source>
        <translation>%1 へのリクエストを作成できませんでした。</translation>
    </message>
    <message>
        <source>The server sent more than %1 KB of response headers; the download was stopped.</source>
        <translation>サーバーが %1 KB を超える応答ヘッダーを送信したため、ダウンロードを停止しました。</translation>
    </message>
    <message>
        <source>Could not connect to %1 (%2).</source>
        <translation>%1 に接続できませんでした（%2）。</translation>
    </message>
    <message>
        <source>The host %1 was not found.</source>
        <translation>ホスト %1 が見つかりませんでした。</translation>
    </message>
    <message>
        <source>The proxy for %1 failed (%2).</source>
        <translation>%1 のプロキシでエラーが発生しました（%2）。</translation>
    </message>
    <message>
        <source>%1 closed the connection without answering.</source>
        <translation>%1 が応答せずに接続を閉じました。</translation>
    </message>
    <message>
        <source>The connection to %1 failed (%2).</source>
        <translation>%1 への接続に失敗しました（%2）。</translation>
    </message>
    <message>
        <source>The secure (TLS) connection to %1 failed: %2. Only if you trust this server, accept its certificate with the insecure option.</source>
        <translation>%1 へのセキュア（TLS）接続に失敗しました: %2。このサーバーを信頼できる場合に限り、安全でない接続を許可するオプションで証明書を受け入れてください。</translation>
    </message>
    <message>
        <source>The body from %1 cannot be decoded (%2).</source>
        <translation>%1 からの本文をデコードできません（%2）。</translation>
    </message>
    <message>
        <source>%1 did not answer with HTTP (%2).</source>
        <translation>%1 は HTTP で応答しませんでした（%2）。</translation>
    </message>
    <message>
        <source>The transfer from %1 failed (%2).</source>
        <translation>%1 からの転送に失敗しました（%2）。</translation>
    </message>
</context>
<context>
    <name>rsi::DumpCheckJob</name>
    <message>
        <source>The folder %1 holds no file for the package %2.</source>
        <translation>フォルダー %1 に、パッケージ %2 のファイルがありません。</translation>
    </message>
    <message>
        <source>Cannot fetch the package %1: %2</source>
        <translation>パッケージ %1 を取得できません: %2</translation>
    </message>
    <message>
        <source>The package has %1 bytes, but its entry in the %2 (line %3) gives a length of %4.</source>
        <translation>パッケージは %1 バイトですが、%2 内のエントリ（%3 行目）では長さが %4 となっています。</translation>
    </message>
    <message>
        <source>The package&apos;s %1 digest is &quot;%2&quot;, but its entry in the %3 (line %4) gives &quot;%5&quot;.</source>
        <translation>パッケージの %1 ダイジェストは &quot;%2&quot; ですが、%3 内のエントリ（%4 行目）では &quot;%5&quot; となっています。</translation>
    </message>
    <message>
        <source>The package could not be read.</source>
        <translation>パッケージを読み取れませんでした。</translation>
    </message>
</context>
<context>
    <name>rsi::EntryDigests</name>
    <message>
        <source>the entries were stored in a format this version does not know</source>
        <translation>エントリは、このバージョンが認識できない形式で保存されています</translation>
    </message>
    <message>
        <source>the stored entries are damaged</source>
        <translation>保存されたエントリが破損しています</translation>
    </message>
</context>
<context>
    <name>rsi::EntryPanel</name>
    <message>
        <source>Filter entries</source>
        <translation>エントリを絞り込み</translation>
    </message>
    <message>
        <source>Filter entries by text</source>
        <translation>テキストでエントリを絞り込み</translation>
    </message>
    <message>
        <source>Show entries with this change</source>
        <translation>この変更種別のエントリを表示</translation>
    </message>
    <message>
        <source>Show entries with findings</source>
        <translation>指摘のあるエントリを表示</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>すべてのエントリ</translation>
    </message>
    <message>
        <source>With errors</source>
        <translation>エラーあり</translation>
    </message>
    <message>
        <source>With warnings or errors</source>
        <translation>警告またはエラーあり</translation>
    </message>
    <message>
        <source>With any finding</source>
        <translation>指摘あり</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>すべての変更</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 個のエントリ</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation>%2 個中 %1 個のエントリ</translation>
    </message>
</context>
<context>
    <name>rsi::EntryTableModel</name>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>最終更新日時</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>ケーパビリティ</translation>
    </message>
    <message>
        <source>At</source>
        <translation>時点</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>完了時点</translation>
    </message>
    <message>
        <source>From</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>ハッシュ</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Media type</source>
        <translation>メディアタイプ</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>エンコーディング</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>マニフェスト</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>ほか %1 件</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>ハブ</translation>
    </message>
</context>
<context>
    <name>rsi::FindingCodec</name>
    <message>
        <source>the stored findings are damaged or of an unknown format</source>
        <translation>保存された指摘が破損しているか、形式が不明です</translation>
    </message>
</context>
<context>
    <name>rsi::FindingListModel</name>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
</context>
<context>
    <name>rsi::FindingsModel</name>
    <message>
        <source>(source)</source>
        <translation>（ソース）</translation>
    </message>
    <message>
        <source>About the source as a whole</source>
        <translation>ソース全体について</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>%1 times: %2</source>
        <translation>%1 回: %2</translation>
    </message>
</context>
<context>
    <name>rsi::FindingsPanel</name>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Show rules whose id starts with</source>
        <translation>ID が入力した文字列で始まるルールの指摘を表示</translation>
    </message>
    <message>
        <source>Search messages</source>
        <translation>メッセージを検索</translation>
    </message>
    <message>
        <source>Show findings whose message contains</source>
        <translation>メッセージに入力した文字列を含む指摘を表示</translation>
    </message>
    <message>
        <source>Selected document only</source>
        <translation>選択したドキュメントのみ</translation>
    </message>
    <message>
        <source>Explain rule</source>
        <translation>ルールの説明</translation>
    </message>
    <message>
        <source>What the rule of the selected finding asks, and where the specification says so</source>
        <translation>選択した指摘のルールが求める内容と、仕様の該当箇所</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Infos: %1</source>
        <translation>情報: %1</translation>
    </message>
    <message>
        <source>All findings</source>
        <translation>すべての指摘</translation>
    </message>
    <message>
        <source>New since the last crawl: %1</source>
        <translation>前回のクロール以降の新規: %1</translation>
    </message>
    <message>
        <source>Fixed since the last crawl: %1</source>
        <translation>前回のクロール以降に解消: %1</translation>
    </message>
    <message>
        <source>Which findings to show</source>
        <translation>表示する指摘</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryController</name>
    <message>
        <source>The crawl history could not be read: %1</source>
        <translation>クロール履歴を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Compare with &amp;previous crawl</source>
        <translation>前回のクロールと比較(&amp;P)</translation>
    </message>
    <message>
        <source>What changed since the crawl before this one: documents, entries and findings</source>
        <translation>この回の前のクロール以降の変更点（ドキュメント、エントリ、指摘）</translation>
    </message>
    <message>
        <source>Keeping the crawl in the history</source>
        <translation>クロールを履歴に保存中</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>The crawl was not kept in the history: %1</source>
        <translation>クロールは履歴に保存されませんでした: %1</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1（新規）</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1（変更あり）</translation>
    </message>
    <message>
        <source>New since the last crawl.</source>
        <translation>前回のクロール以降に新たに追加。</translation>
    </message>
    <message>
        <source>Changed since the last crawl.</source>
        <translation>前回のクロール以降に変更あり。</translation>
    </message>
    <message>
        <source>Entries: %1.</source>
        <translation>エントリ: %1。</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryPanel</name>
    <message>
        <source>Compare with previous crawl</source>
        <translation>前回のクロールと比較</translation>
    </message>
    <message>
        <source>What changed between the last two crawls of this source</source>
        <translation>このソースの直近 2 回のクロール間の変更点</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>選択したものを比較</translation>
    </message>
    <message>
        <source>What changed between the two selected crawls, or the selected one and the one before it</source>
        <translation>選択した 2 回のクロール間、または選択したクロールとその前のクロールとの間の変更点</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Forget the selected crawls</source>
        <translation>選択したクロールを履歴から削除</translation>
    </message>
    <message>
        <source>Kept crawls of the source</source>
        <translation>保存されているソースのクロール</translation>
    </message>
    <message>
        <source>Crawls are not being kept: turn it on in the settings (History).</source>
        <translation>クロールは保存されていません。設定（履歴）で有効にしてください。</translation>
    </message>
    <message>
        <source>Open a source to see its crawls.</source>
        <translation>ソースを開くと、そのクロールが表示されます。</translation>
    </message>
    <message>
        <source>No crawls of this source are kept yet: each finished crawl is.</source>
        <translation>このソースのクロールはまだ保存されていません。完了したクロールはそれぞれ保存されます。</translation>
    </message>
    <message>
        <source>One crawl is kept; crawl again (F5) to compare.</source>
        <translation>保存されているクロールは 1 回です。比較するにはもう一度クロールしてください（F5）。</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryRunModel</name>
    <message>
        <source>Crawl</source>
        <translation>クロール</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>監査</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>ミラー</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>%1 (did not finish)</source>
        <translation>%1（未完了）</translation>
    </message>
    <message>
        <source>Run %1, %2: %3</source>
        <translation>実行 %1、%2: %3</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>rsi::HistorySaveJob</name>
    <message>
        <source>There is no crawl to keep in the history.</source>
        <translation>履歴に保存するクロールがありません。</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルされました。</translation>
    </message>
</context>
<context>
    <name>rsi::HistorySettingsPage</name>
    <message>
        <source>&amp;Keep every finished crawl in the history</source>
        <translation>完了したクロールをすべて履歴に保存(&amp;K)</translation>
    </message>
    <message>
        <source>Each crawl that finishes is remembered, so that the next one can say what changed and the History panel can show errors and warnings over time.</source>
        <translation>完了したクロールをそれぞれ記録しておくことで、次回のクロールで変更点を示し、「履歴」パネルでエラーと警告の推移を表示できます。</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Size limit of the history</source>
        <translation>履歴のサイズ上限</translation>
    </message>
    <message>
        <source>&amp;Size limit:</source>
        <translation>サイズ上限(&amp;S):</translation>
    </message>
    <message>
        <source>The history is kept in %1. When it grows past the limit, the oldest crawls are deleted first. A crawl takes 8 to 22 bytes per entry (a million entries: 8 to 22 MB), and a few hundred bytes per document and finding.</source>
        <translation>履歴は %1 に保存されます。上限を超えると、古いクロールから順に削除されます。1 回のクロールは、エントリあたり 8～22 バイト（100 万エントリで 8～22 MB）、ドキュメントと指摘あたり数百バイトを使用します。</translation>
    </message>
</context>
<context>
    <name>rsi::HistoryStore</name>
    <message>
        <source>The folder %1 for the crawl history cannot be made.</source>
        <translation>クロール履歴用のフォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Saving the run was canceled.</source>
        <translation>実行の保存はキャンセルされました。</translation>
    </message>
    <message>
        <source>There is no run %1 in the history.</source>
        <translation>履歴に実行 %1 はありません。</translation>
    </message>
    <message>
        <source>Run %1 cannot be read: %2.</source>
        <translation>実行 %1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>Run %1 kept no entries of that document.</source>
        <translation>実行 %1 では、そのドキュメントのエントリを保存していません。</translation>
    </message>
</context>
<context>
    <name>rsi::HttpEngine</name>
    <message>
        <source>Not an http or https URL: %1</source>
        <translation>http または https の URL ではありません: %1</translation>
    </message>
    <message>
        <source>%1 The server asked to wait %2 seconds before trying again, longer than the %3 seconds allowed; the inspector gave up.</source>
        <translation>%1 サーバーは再試行まで %2 秒待つよう要求しましたが、許容される %3 秒より長いため、インスペクターは処理を中止しました。</translation>
    </message>
    <message>
        <source>Attempts made before giving up: %1.</source>
        <translation>中止までの試行回数: %1。</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルされました。</translation>
    </message>
</context>
<context>
    <name>rsi::HubClient</name>
    <message>
        <source>%1 is not an http(s) URL.</source>
        <translation>%1 は http(s) URL ではありません。</translation>
    </message>
    <message>
        <source>The hub redirected to an unusable address.</source>
        <translation>ハブが使用できないアドレスにリダイレクトしました。</translation>
    </message>
    <message>
        <source>The hub redirected from https to http (%1); the request was not sent there, since it may carry a secret.</source>
        <translation>ハブが https から http にリダイレクトしました（%1）。リクエストにはシークレットが含まれている可能性があるため、そこには送信しませんでした。</translation>
    </message>
    <message>
        <source>The hub&apos;s redirects go round in a loop (%1).</source>
        <translation>ハブのリダイレクトがループしています（%1）。</translation>
    </message>
    <message>
        <source>The hub redirected more than %1 times.</source>
        <translation>ハブのリダイレクトが %1 回を超えました。</translation>
    </message>
</context>
<context>
    <name>rsi::JobListModel</name>
    <message>
        <source>%1 of %2 %3</source>
        <extracomment>&quot;12 of 40 documents&quot;: processed, total, what is counted</extracomment>
        <translation>%1/%2 %3</translation>
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
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>タスク</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>rsi::JobsPanel</name>
    <message>
        <source>Cancel job</source>
        <translation>ジョブをキャンセル</translation>
    </message>
    <message>
        <source>Cancel the selected job</source>
        <translation>選択したジョブをキャンセル</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>ジョブ</translation>
    </message>
</context>
<context>
    <name>rsi::MainWindow</name>
    <message>
        <source>About ResourceSync Inspector</source>
        <translation>ResourceSync Inspector について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ResourceSync Inspector %1&lt;/h3&gt;&lt;p&gt;Explore, validate and mirror ResourceSync sources (ANSI/NISO Z39.99).&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ResourceSync Inspector %1&lt;/h3&gt;&lt;p&gt;ResourceSync ソース（ANSI/NISO Z39.99）を探索、検証、ミラーリングします。&lt;/p&gt;&lt;p&gt;GNU GPL バージョン 3 以降のもとでライセンスされています。&lt;/p&gt;</translation>
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
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Recent &amp;sources</source>
        <translation>最近使ったソース(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Open &amp;location…</source>
        <translation>場所を開く(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>ファイルを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a ResourceSync document from a file</source>
        <translation>ファイルから ResourceSync ドキュメントを開く</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>フォルダーを開く(&amp;F)…</translation>
    </message>
    <message>
        <source>Open the &amp;demo source</source>
        <translation>デモソースを開く(&amp;D)</translation>
    </message>
    <message>
        <source>Report as &amp;HTML…</source>
        <translation>レポート（HTML）(&amp;H)…</translation>
    </message>
    <message>
        <source>Save a report to send to the source&apos;s maintainer</source>
        <translation>ソースの管理者に送るレポートを保存</translation>
    </message>
    <message>
        <source>Report as &amp;JSON…</source>
        <translation>レポート（JSON）(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Findings as CSV…</source>
        <translation>指摘（CSV）(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Documents as CSV…</source>
        <translation>ドキュメント一覧（CSV）(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <source>Crawl the source again; unchanged documents are not downloaded again</source>
        <translation>ソースを再クロール（変更のないドキュメントは再ダウンロードしない）</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the running job; what it found so far stays</source>
        <translation>実行中のジョブを停止（それまでに見つかった内容は残る）</translation>
    </message>
    <message>
        <source>&amp;Next finding</source>
        <translation>次の指摘(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous finding</source>
        <translation>前の指摘(&amp;P)</translation>
    </message>
    <message>
        <source>Go to the source &amp;tree</source>
        <translation>ソースツリーへ移動(&amp;T)</translation>
    </message>
    <message>
        <source>Go to the &amp;entries</source>
        <translation>エントリへ移動(&amp;E)</translation>
    </message>
    <message>
        <source>Go to the f&amp;indings</source>
        <translation>指摘へ移動(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Filter entries</source>
        <translation>エントリを絞り込み(&amp;F)</translation>
    </message>
    <message>
        <source>Show the &amp;XML source</source>
        <translation>XML ソースを表示(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Explain the rule</source>
        <translation>ルールの説明(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;About ResourceSync Inspector</source>
        <translation>ResourceSync Inspector について(&amp;A)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>XML source</source>
        <translation>XML ソース</translation>
    </message>
    <message>
        <source>Documents of the source</source>
        <translation>ソースのドキュメント</translation>
    </message>
    <message>
        <source>Source address</source>
        <translation>ソースのアドレス</translation>
    </message>
    <message>
        <source>Progress of the running job</source>
        <translation>実行中のジョブの進行状況</translation>
    </message>
    <message>
        <source>The demo source could not be served: %1</source>
        <translation>デモソースを配信できませんでした: %1</translation>
    </message>
    <message>
        <source>Open a source folder</source>
        <translation>ソースフォルダーを開く</translation>
    </message>
    <message>
        <source>Open a ResourceSync document</source>
        <translation>ResourceSync ドキュメントを開く</translation>
    </message>
    <message>
        <source>XML documents (*.xml *.xml.gz);;All files (*)</source>
        <translation>XML ドキュメント (*.xml *.xml.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Stopped. What was found so far is shown; it was not judged as a whole.</source>
        <translation>停止しました。それまでに見つかった内容を表示しています。全体としての判定は行っていません。</translation>
    </message>
    <message>
        <source>Done: %1 documents, %2 entries.</source>
        <translation>完了: ドキュメント %1 個、エントリ %2 個。</translation>
    </message>
    <message>
        <source>entries/s</source>
        <translation>エントリ/秒</translation>
    </message>
    <message>
        <source>Select a document to see its XML.</source>
        <translation>ドキュメントを選択すると XML が表示されます。</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>The XML could not be read: %1</source>
        <translation>XML を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>Select a finding to explain its rule.</source>
        <translation>指摘を選択すると、そのルールの説明が表示されます。</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML レポート (*.html)</translation>
    </message>
    <message>
        <source>JSON report (*.json)</source>
        <translation>JSON レポート (*.json)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>レポートを %1 に保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Resources can be checked once a crawl has finished.</source>
        <translation>リソースのチェックは、クロールの完了後に実行できます。</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>エラー %1 件</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>警告 %1 件</translation>
    </message>
    <message>
        <source>%1 infos</source>
        <translation>情報 %1 件</translation>
    </message>
    <message>
        <source>%1 documents, %2 entries</source>
        <translation>ドキュメント %1 個、エントリ %2 個</translation>
    </message>
    <message>
        <source>This document is too large to show here (more than %1).</source>
        <translation>このドキュメントは大きすぎるため、ここには表示できません（%1 を超えています）。</translation>
    </message>
    <message>
        <source>Choose a folder for the local copy</source>
        <translation>ローカルコピー用のフォルダーを選択</translation>
    </message>
    <message>
        <source>&amp;Mirror…</source>
        <translation>ミラー(&amp;M)…</translation>
    </message>
    <message>
        <source>Make or update a local copy of the source in a folder</source>
        <translation>フォルダー内にソースのローカルコピーを作成または更新</translation>
    </message>
    <message>
        <source>&amp;Audit local copy…</source>
        <translation>ローカルコピーを監査(&amp;A)…</translation>
    </message>
    <message>
        <source>Compare a local copy with the source: what would a mirror create, update or delete?</source>
        <translation>ローカルコピーをソースと比較（ミラーで作成、更新、削除されるものを確認）</translation>
    </message>
    <message>
        <source>Go to the local &amp;copy</source>
        <translation>ローカルコピーへ移動(&amp;C)</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>ローカルコピー</translation>
    </message>
    <message>
        <source>A source can be mirrored or audited once its crawl has finished.</source>
        <translation>ソースのミラーや監査は、クロールの完了後に実行できます。</translation>
    </message>
    <message>
        <source>Mirroring %1 into %2…</source>
        <translation>%1 を %2 にミラー中…</translation>
    </message>
    <message>
        <source>Auditing %1…</source>
        <translation>%1 を監査中…</translation>
    </message>
    <message>
        <source>Go to the n&amp;otifications</source>
        <translation>通知へ移動(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Follow the source</source>
        <translation>ソースをフォロー(&amp;F)</translation>
    </message>
    <message>
        <source>Subscribe to the source&apos;s notification channels and keep the tree up to date as they report changes</source>
        <translation>ソースの通知チャネルを購読し、変更が報告されるたびにツリーを最新の状態に保つ</translation>
    </message>
    <message>
        <source>Go to the &amp;history</source>
        <translation>履歴へ移動(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Check resources…</source>
        <translation>リソースをチェック(&amp;C)…</translation>
    </message>
    <message>
        <source>Ask the server about every listed resource (does it exist, do length, type and date match the lists?) and check every dump package against its manifest</source>
        <translation>記載されたすべてのリソースについてサーバーに問い合わせ（存在するか、長さ、タイプ、日付がリストと一致するか）、すべてのダンプパッケージをマニフェストと照合</translation>
    </message>
    <message>
        <source>Check resources with &amp;hashes…</source>
        <translation>ハッシュでリソースをチェック(&amp;H)…</translation>
    </message>
    <message>
        <source>Download every listed resource and compare its hash with the lists, and check every dump package against its manifest</source>
        <translation>記載されたすべてのリソースをダウンロードしてハッシュをリストと比較し、すべてのダンプパッケージをマニフェストと照合</translation>
    </message>
</context>
<context>
    <name>rsi::MirrorDialog</name>
    <message>
        <source>Choose the local copy&apos;s folder</source>
        <translation>ローカルコピーのフォルダーを選択</translation>
    </message>
    <message>
        <source>Choose the folder to mirror into.</source>
        <translation>ミラー先のフォルダーを選択してください。</translation>
    </message>
    <message>
        <source>Choose the folder that holds the local copy.</source>
        <translation>ローカルコピーがあるフォルダーを選択してください。</translation>
    </message>
    <message>
        <source>Give the folder&apos;s full path.</source>
        <translation>フォルダーのフルパスを指定してください。</translation>
    </message>
    <message>
        <source>This is a file, not a folder.</source>
        <translation>これはフォルダーではなくファイルです。</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>このフォルダーは存在しません。</translation>
    </message>
    <message>
        <source>The folder is compared with the source: nothing is downloaded or changed.</source>
        <translation>フォルダーをソースと比較します。何もダウンロードせず、変更もしません。</translation>
    </message>
    <message>
        <source>The folder is compared with the source: nothing is downloaded or changed. It holds no earlier mirror, so files are matched by their paths only.</source>
        <translation>フォルダーをソースと比較します。何もダウンロードせず、変更もしません。このフォルダーには以前のミラーがないため、ファイルはパスだけで照合されます。</translation>
    </message>
    <message>
        <source>Incremental sync: the folder holds an earlier mirror, so only what changed since then is downloaded.</source>
        <translation>差分同期: このフォルダーには以前のミラーがあるため、それ以降に変更されたものだけをダウンロードします。</translation>
    </message>
    <message>
        <source>Baseline: the folder holds no earlier mirror, so every resource the source lists is downloaded.</source>
        <translation>ベースライン: このフォルダーには以前のミラーがないため、ソースが記載するすべてのリソースをダウンロードします。</translation>
    </message>
    <message>
        <source>The folder is not empty: files that are current already are kept, and files the source does not list are left alone unless deletion is asked for.</source>
        <translation>フォルダーは空ではありません。すでに最新のファイルはそのまま保持され、ソースが記載していないファイルは、削除を指定しない限り変更されません。</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>ミラー</translation>
    </message>
    <message>
        <source>Make a local copy of the source in this folder:</source>
        <translation>このフォルダーにソースのローカルコピーを作成します:</translation>
    </message>
    <message>
        <source>Make a local copy of %1 in this folder:</source>
        <translation>このフォルダーに %1 のローカルコピーを作成します:</translation>
    </message>
    <message>
        <source>&amp;Mirror</source>
        <translation>ミラー(&amp;M)</translation>
    </message>
    <message>
        <source>Audit local copy</source>
        <translation>ローカルコピーを監査</translation>
    </message>
    <message>
        <source>Compare the local copy in this folder with the source:</source>
        <translation>このフォルダーのローカルコピーをソースと比較します:</translation>
    </message>
    <message>
        <source>Compare the local copy in this folder with %1:</source>
        <translation>このフォルダーのローカルコピーを %1 と比較します:</translation>
    </message>
    <message>
        <source>&amp;Audit</source>
        <translation>監査(&amp;A)</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>選択(&amp;H)…</translation>
    </message>
    <message>
        <source>Folder of the local copy</source>
        <translation>ローカルコピーのフォルダー</translation>
    </message>
    <message>
        <source>&amp;Delete files the source no longer has (moved to %1/trash)</source>
        <translation>ソースにもう存在しないファイルを削除（%1/trash に移動）(&amp;D)</translation>
    </message>
    <message>
        <source>Choose at least one set of resources.</source>
        <translation>リソースセットを 1 つ以上選択してください。</translation>
    </message>
    <message>
        <source>Only the sets of resources checked below are included (%1 of %2).</source>
        <translation>下でチェックしたリソースセットだけが対象になります（%2 個中 %1 個）。</translation>
    </message>
</context>
<context>
    <name>rsi::MirrorJob</name>
    <message>
        <source>The local source folder %1 has no file for it.</source>
        <translation>ローカルのソースフォルダー %1 には、このリソースに対応するファイルがありません。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 は %2 バイトを超えています。</translation>
    </message>
    <message>
        <source>nothing to synchronise from</source>
        <translation>同期元がない</translation>
    </message>
    <message>
        <source>baseline from the Resource List</source>
        <translation>リソースリストからのベースライン</translation>
    </message>
    <message>
        <source>baseline from the Resource Dump</source>
        <translation>リソースダンプからのベースライン</translation>
    </message>
    <message>
        <source>changes from the Change Lists</source>
        <translation>変更リストからの変更</translation>
    </message>
    <message>
        <source>changes from the Change Dump</source>
        <translation>変更ダンプからの変更</translation>
    </message>
    <message>
        <source>%1 is not a folder; a mirror needs a folder of its own.</source>
        <translation>%1 はフォルダーではありません。ミラーには専用のフォルダーが必要です。</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Another mirror is writing into %1 right now.</source>
        <translation>別のミラーが現在 %1 に書き込んでいます。</translation>
    </message>
    <message>
        <source>The change lists begin at %1, after the local copy&apos;s sync point %2: changes in between may have been missed, so this run takes a new baseline.</source>
        <translation>変更リストは %1 から始まっており、ローカルコピーの同期ポイント %2 より後です。その間の変更を見落としている可能性があるため、今回の実行では新しいベースラインを取得します。</translation>
    </message>
    <message>
        <source>Comparing the local copy with the source…</source>
        <translation>ローカルコピーをソースと比較中…</translation>
    </message>
    <message>
        <source>%1 was not mirrored: %2</source>
        <translation>%1 はミラーされませんでした: %2</translation>
    </message>
    <message>
        <source>Downloaded %1 of %2: %3</source>
        <translation>%2 個中 %1 個をダウンロード済み: %3</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2</source>
        <translation>%1 をダウンロードできませんでした: %2</translation>
    </message>
    <message>
        <source>%1 was downloaded but not accepted: %2</source>
        <translation>%1 はダウンロードしましたが、受け入れませんでした: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Downloading package %1 of %2: %3</source>
        <translation>パッケージをダウンロード中（%2 個中 %1 個目）: %3</translation>
    </message>
    <message>
        <source>The dump package %1 could not be downloaded: %2</source>
        <translation>ダンプパッケージ %1 をダウンロードできませんでした: %2</translation>
    </message>
    <message>
        <source>The dump package %1 does not match its listing: %2</source>
        <translation>ダンプパッケージ %1 がその記載内容と一致しません: %2</translation>
    </message>
    <message>
        <source>Checking and extracting package %1 of %2: %3</source>
        <translation>パッケージをチェックして展開中（%2 個中 %1 個目）: %3</translation>
    </message>
    <message>
        <source>%1 was not extracted from %2: its entry failed the package&apos;s checks.</source>
        <translation>%1 は %2 から展開されませんでした: そのエントリがパッケージのチェックに失敗しました。</translation>
    </message>
    <message>
        <source>%1 could not be removed: %2</source>
        <translation>%1 を削除できませんでした: %2</translation>
    </message>
    <message>
        <source>%1 more like this were not listed one by one.</source>
        <translation>同様のものがほかに %1 件ありますが、個別には記載していません。</translation>
    </message>
    <message>
        <source>The mirror was stopped.</source>
        <translation>ミラーは停止されました。</translation>
    </message>
    <message>
        <source>The source lists nothing to mirror: no Resource List, Resource Dump, Change List or Change Dump was found.</source>
        <translation>ソースにはミラーするものが記載されていません。リソースリスト、リソースダンプ、変更リスト、変更ダンプのいずれも見つかりませんでした。</translation>
    </message>
    <message>
        <source>%1 is a link or a file; the mirror keeps its state in a folder of the copy itself, never elsewhere.</source>
        <translation>%1 はリンクまたはファイルです。ミラーは状態をコピー内のフォルダーにだけ保存し、ほかの場所には保存しません。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the state is never read or written through a link. Remove it to start a new baseline.</source>
        <translation>%1 はシンボリックリンクです。状態をリンク経由で読み書きすることはありません。新しいベースラインから始めるには、これを削除してください。</translation>
    </message>
    <message>
        <source>%1 could not be renamed to %2: %3</source>
        <translation>%1 の名前を %2 に変更できませんでした: %3</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; a mirror writes only into a real folder of its own, never through a link. Give the folder it points to instead.</source>
        <translation>%1 はシンボリックリンクです。ミラーは専用の実在するフォルダーにのみ書き込み、リンク経由では書き込みません。代わりにリンク先のフォルダーを指定してください。</translation>
    </message>
    <message>
        <source>Choosing how to synchronise…</source>
        <translation>同期方法を選択中…</translation>
    </message>
    <message>
        <source>Comparing the local copy with the source: %1 of %2 entries…</source>
        <translation>ローカルコピーをソースと比較中: %2 個中 %1 個のエントリ…</translation>
    </message>
    <message>
        <source>The disk holding %1 is full, so the mirror stopped (%2). What was written is kept; free some space and run the mirror again to go on.</source>
        <translation>%1 があるディスクが満杯のため、ミラーを停止しました（%2）。書き込んだ内容は保持されます。空き容量を確保してからミラーを再実行すると、続きから処理します。</translation>
    </message>
    <message>
        <source>Looking for files the source no longer has…</source>
        <translation>ソースにもう存在しないファイルを検索中…</translation>
    </message>
    <message>
        <source>Opening the local copy&apos;s state…</source>
        <translation>ローカルコピーの状態を開いています…</translation>
    </message>
    <message>
        <source>A temporary folder for the dry run could not be made: %1</source>
        <translation>ドライラン用の一時フォルダーを作成できませんでした: %1</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the state is never read or written through a link.</source>
        <translation>%1 はシンボリックリンクです。状態をリンク経由で読み書きすることはありません。</translation>
    </message>
    <message>
        <source>%1 could not be read for the dry run.</source>
        <translation>ドライランのために %1 を読み取れませんでした。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>an unknown number of bytes</source>
        <translation>不明なバイト数</translation>
    </message>
    <message>
        <source>%1 requests, %2</source>
        <translation>%1 リクエスト、%2</translation>
    </message>
    <message>
        <source>The source offers a Resource Dump too, but not every package&apos;s manifest could be read, so whether the packages hold every listed resource cannot be told: the Resource List is used.</source>
        <translation>ソースはリソースダンプも提供していますが、一部のパッケージのマニフェストを読み取れなかったため、パッケージに記載されたすべてのリソースが含まれているかを判断できません。リソースリストを使用します。</translation>
    </message>
    <message>
        <source>The Resource Dump&apos;s packages do not hold every resource the Resource List names as it names them (a resource is missing, or its length or hash differs): the Resource List is used.</source>
        <translation>リソースダンプのパッケージには、リソースリストが記載するすべてのリソースが記載どおりに含まれていません（リソースが欠けているか、長さまたはハッシュが異なります）。リソースリストを使用します。</translation>
    </message>
    <message>
        <source>The Resource Dump&apos;s packages hold every resource the Resource List names: %1 from the dump instead of %2 from the list.</source>
        <translation>リソースダンプのパッケージには、リソースリストが記載するすべてのリソースが含まれています。リストからの %2 の代わりに、ダンプから %1 を取得します。</translation>
    </message>
    <message>
        <source>The Resource Dump holds every listed resource too, but the Resource List costs less here: %1 from the list instead of %2 from the dump.</source>
        <translation>リソースダンプにも記載されたすべてのリソースが含まれていますが、この場合はリソースリストのほうが負担が少なくなります。ダンプからの %2 の代わりに、リストから %1 を取得します。</translation>
    </message>
    <message>
        <source>The Change Dump begins at %1, after the sync point %2; the Change Lists reach back to it and are used.</source>
        <translation>変更ダンプは同期ポイント %2 より後の %1 から始まっています。変更リストはそこまで遡っているため、変更リストを使用します。</translation>
    </message>
    <message>
        <source>The Change Dump reaches until %1, the Change Lists until %2: the Change Lists are used.</source>
        <translation>変更ダンプは %1 まで、変更リストは %2 までを対象としています。変更リストを使用します。</translation>
    </message>
    <message>
        <source>The Change Dump holds the changes since the sync point: %1 from the dump instead of %2 from the Change Lists.</source>
        <translation>変更ダンプには同期ポイント以降の変更が含まれています。変更リストからの %2 の代わりに、ダンプから %1 を取得します。</translation>
    </message>
    <message>
        <source>The Change Lists cost less here: %1 from the lists instead of %2 from the Change Dump.</source>
        <translation>この場合は変更リストのほうが負担が少なくなります。変更ダンプからの %2 の代わりに、リストから %1 を取得します。</translation>
    </message>
    <message>
        <source>The changes since the sync point %1.</source>
        <translation>同期ポイント %1 以降の変更。</translation>
    </message>
    <message>
        <source>The lists were asked for (--from list).</source>
        <translation>リストが指定されました（--from list）。</translation>
    </message>
    <message>
        <source>The dumps were asked for (--from dump).</source>
        <translation>ダンプが指定されました（--from dump）。</translation>
    </message>
    <message>
        <source>The dumps were asked for, but the source offers none: its lists are used.</source>
        <translation>ダンプが指定されましたが、ソースはダンプを提供していません。リストを使用します。</translation>
    </message>
    <message>
        <source>The source offers no dump to take instead of its lists.</source>
        <translation>ソースは、リストの代わりに使えるダンプを提供していません。</translation>
    </message>
    <message>
        <source>The source offers no list, only dumps.</source>
        <translation>ソースはリストを提供しておらず、ダンプだけを提供しています。</translation>
    </message>
    <message>
        <source>The source offers neither a Resource List nor a Resource Dump: its changes are all there is.</source>
        <translation>ソースはリソースリストもリソースダンプも提供していません。変更がすべてです。</translation>
    </message>
    <message>
        <source>The source offers no Resource List, Resource Dump, Change List or Change Dump.</source>
        <translation>ソースはリソースリスト、リソースダンプ、変更リスト、変更ダンプのいずれも提供していません。</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>%1 を読み取れませんでした。</translation>
    </message>
    <message>
        <source>The Resource List %1 was not read whole (%2): files the lists do not name were neither deleted nor reported as extra, and the sync point stays where it was.</source>
        <translation>Resource List %1 を完全には読めませんでした（%2）。リストに載っていないファイルは削除も余分としての報告もしておらず、同期点は元のままです。</translation>
    </message>
</context>
<context>
    <name>rsi::NotificationSettingsPage</name>
    <message>
        <source>Callback server address</source>
        <translation>コールバックサーバーのアドレス</translation>
    </message>
    <message>
        <source>HOST:PORT. 127.0.0.1 lets only this computer in; port 0 takes a free one. 0.0.0.0 listens on every network this computer is on.</source>
        <translation>HOST:PORT。127.0.0.1 ではこのコンピューターからの接続だけを受け付けます。ポート 0 では空いているポートを使用します。0.0.0.0 では、このコンピューターが接続しているすべてのネットワークで待ち受けます。</translation>
    </message>
    <message>
        <source>the server&apos;s own address</source>
        <translation>サーバー自身のアドレス</translation>
    </message>
    <message>
        <source>Public URL</source>
        <translation>公開 URL</translation>
    </message>
    <message>
        <source>The address hubs are told to call, such as https://example.net/rsi, when a tunnel or reverse proxy forwards it to the callback server.</source>
        <translation>トンネルまたはリバースプロキシがコールバックサーバーに転送する場合に、ハブに呼び出し先として伝えるアドレス（例: https://example.net/rsi）。</translation>
    </message>
    <message>
        <source>A source that offers notifications sends them through a hub, a web service that calls this computer back whenever something changes. The hub must be able to reach the callback server. A computer behind a home or office router cannot be reached from the internet, so a public hub cannot call it: run a tunnel or a reverse proxy that forwards to the address above (for example ssh -R 8080:127.0.0.1:8080 example.net, with the address set to 127.0.0.1:8080) and give its public address as the public URL. A hub on this computer, like the demo&apos;s, needs neither.</source>
        <translation>通知を提供するソースは、ハブを通じて通知を送信します。ハブは、変更があるたびにこのコンピューターを呼び出す Web サービスです。ハブはコールバックサーバーに到達できなければなりません。家庭やオフィスのルーターの内側にあるコンピューターにはインターネットから到達できないため、公開ハブからは呼び出せません。上記のアドレスに転送するトンネルまたはリバースプロキシを実行し（例: ssh -R 8080:127.0.0.1:8080 example.net とし、アドレスを 127.0.0.1:8080 に設定）、その公開アドレスを公開 URL に指定してください。デモのハブのように、このコンピューター上にあるハブでは、どちらも必要ありません。</translation>
    </message>
    <message>
        <source>Callback server &amp;address:</source>
        <translation>コールバックサーバーのアドレス(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Public URL:</source>
        <translation>公開 URL(&amp;P):</translation>
    </message>
    <message>
        <source>The callback server address must be HOST:PORT, such as 127.0.0.1:8080.</source>
        <translation>コールバックサーバーのアドレスは、127.0.0.1:8080 のような HOST:PORT の形式でなければなりません。</translation>
    </message>
    <message>
        <source>The public URL must be an http or https address without a query, such as https://example.net/rsi.</source>
        <translation>公開 URL は、https://example.net/rsi のような、クエリを含まない http または https のアドレスでなければなりません。</translation>
    </message>
</context>
<context>
    <name>rsi::NotificationsDock</name>
    <message>
        <source>Folder of the local copy to keep in sync</source>
        <translation>同期を保つローカルコピーのフォルダー</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>通知</translation>
    </message>
</context>
<context>
    <name>rsi::NotificationsPanel</name>
    <message>
        <source>(a folder is asked for when switched on)</source>
        <translation>（有効にするとフォルダーを尋ねます）</translation>
    </message>
    <message>
        <source>Following %1.</source>
        <translation>%1 をフォロー中。</translation>
    </message>
    <message>
        <source>Following %1. Hubs deliver to the callback server at %2.</source>
        <translation>%1 をフォロー中。ハブは %2 のコールバックサーバーに配信します。</translation>
    </message>
    <message>
        <source>Not following this source. Follow subscribes to the notification channels its Capability Lists advertise.</source>
        <translation>このソースをフォローしていません。フォローすると、ケーパビリティリストが告知している通知チャネルを購読します。</translation>
    </message>
    <message>
        <source>Open a source to follow it.</source>
        <translation>ソースを開くと、フォローできます。</translation>
    </message>
    <message>
        <source>Only a hub on this computer can reach the callback server. A public hub cannot reach a computer behind a router: run a tunnel or reverse proxy to it and give its public address in Settings, Notifications.</source>
        <translation>コールバックサーバーに到達できるのは、このコンピューター上のハブだけです。公開ハブはルーターの内側にあるコンピューターに到達できません。このコンピューターへのトンネルまたはリバースプロキシを実行し、その公開アドレスを「設定」の「通知」で指定してください。</translation>
    </message>
    <message>
        <source>Hubs must be able to reach %1; a computer behind a router needs a tunnel or reverse proxy, whose public address goes in Settings, Notifications.</source>
        <translation>ハブは %1 に到達できなければなりません。ルーターの内側にあるコンピューターにはトンネルまたはリバースプロキシが必要で、その公開アドレスは「設定」の「通知」で指定します。</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>フォロー(&amp;F)</translation>
    </message>
    <message>
        <source>Subscribe to the source&apos;s notification channels and show what they say as it arrives.</source>
        <translation>ソースの通知チャネルを購読し、届いた内容を随時表示します。</translation>
    </message>
    <message>
        <source>S&amp;top following</source>
        <translation>フォローを停止(&amp;T)</translation>
    </message>
    <message>
        <source>Unsubscribe from every hub and stop.</source>
        <translation>すべてのハブの購読を解除して停止します。</translation>
    </message>
    <message>
        <source>&amp;Keep the local copy in sync</source>
        <translation>ローカルコピーの同期を保つ(&amp;K)</translation>
    </message>
    <message>
        <source>After every notification, bring the source&apos;s local copy up to date, as Mirror does.</source>
        <translation>通知を受け取るたびに、ミラーと同様に、ソースのローカルコピーを最新の状態にします。</translation>
    </message>
    <message>
        <source>C&amp;hannels</source>
        <translation>チャネル(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation>イベント(&amp;E)</translation>
    </message>
    <message>
        <source>Notification channels</source>
        <translation>通知チャネル</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>What the selected event says</source>
        <translation>選択したイベントの内容</translation>
    </message>
</context>
<context>
    <name>rsi::ReportFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a crawl report.</source>
        <translation>%1 はクロールレポートとしては大きすぎます。</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2 at byte %3.</source>
        <translation>%1 は JSON ではありません: バイト %3 で %2。</translation>
    </message>
    <message>
        <source>%1 is not a report of rsinspector-cli crawl --format json: it has no &quot;documents&quot; and &quot;findings&quot;.</source>
        <translation>%1 は rsinspector-cli crawl --format json のレポートではありません: &quot;documents&quot; と &quot;findings&quot; がありません。</translation>
    </message>
    <message>
        <source>%1 lists a document without a URL.</source>
        <translation>%1 に URL のないドキュメントが記載されています。</translation>
    </message>
    <message>
        <source>%1 has a finding without a rule or a severity.</source>
        <translation>%1 に、ルールまたは重大度のない指摘があります。</translation>
    </message>
</context>
<context>
    <name>rsi::ResourceCheckJob</name>
    <message>
        <source>%1 could not be checked: %2</source>
        <translation>%1 をチェックできませんでした: %2</translation>
    </message>
    <message>
        <source>The Resource List names %1, which answers HTTP %2; a Change List reports it deleted at or after the list&apos;s at, so the list was right when it was made.</source>
        <translation>リソースリストは %1 を記載していますが、その応答は HTTP %2 です。変更リストはリストの at 以降にこれが削除されたと報告しているため、リストは作成時点では正しかったことになります。</translation>
    </message>
    <message>
        <source>The Resource List names %1, but it answers HTTP %2 and no Change List reports it deleted.</source>
        <translation>リソースリストは %1 を記載していますが、その応答は HTTP %2 で、これが削除されたと報告している変更リストはありません。</translation>
    </message>
    <message>
        <source>The Change List reports %1 %2, but it answers HTTP %3 and no later change deletes it.</source>
        <translation>変更リストは %1 を %2 と報告していますが、その応答は HTTP %3 で、これを削除するその後の変更はありません。</translation>
    </message>
    <message>
        <source>The Change List reports %1 deleted, but it still answers HTTP %2 and no later change creates it again.</source>
        <translation>変更リストは %1 を deleted と報告していますが、まだ HTTP %2 を返しており、これを再び作成するその後の変更はありません。</translation>
    </message>
    <message>
        <source>A later change in a Change List explains it: the resource changed since the list was produced.</source>
        <translation>変更リスト内のその後の変更で説明がつきます: リストの作成後にリソースが変更されています。</translation>
    </message>
    <message>
        <source>(The server sent it with Content-Encoding &quot;%1&quot;; length and hash are compared with the bytes as served.)</source>
        <translation>（サーバーは Content-Encoding &quot;%1&quot; で送信しました。length と hash は、送信されたままのバイト列と比較しています。）</translation>
    </message>
    <message>
        <source>length is %1 bytes, but %2 bytes arrived</source>
        <translation>length は %1 バイトだが、届いたのは %2 バイト</translation>
    </message>
    <message>
        <source>The body of %1 does not match the list: %2.</source>
        <translation>%1 の本文がリストと一致しません: %2。</translation>
    </message>
    <message>
        <source>length is %1 bytes, but the Content-Length of %2 is %3.</source>
        <translation>length は %1 バイトですが、%2 の Content-Length は %3 です。</translation>
    </message>
    <message>
        <source>type is &quot;%1&quot;, but %2 is served as &quot;%3&quot;.</source>
        <translation>type は &quot;%1&quot; ですが、%2 は &quot;%3&quot; として配信されています。</translation>
    </message>
    <message>
        <source>encoding is &quot;%1&quot;, but %2 is served without Content-Encoding.</source>
        <translation>encoding は &quot;%1&quot; ですが、%2 は Content-Encoding なしで配信されています。</translation>
    </message>
    <message>
        <source>encoding is &quot;%1&quot;, but %2 is served with Content-Encoding &quot;%3&quot;.</source>
        <translation>encoding は &quot;%1&quot; ですが、%2 は Content-Encoding &quot;%3&quot; で配信されています。</translation>
    </message>
    <message>
        <source>%1 more findings of rule %2 about the resources this document lists are not listed one by one; the first %3 are.</source>
        <translation>このドキュメントが記載するリソースに関するルール %2 の指摘がほかに %1 件ありますが、個別には表示していません。個別に表示したのは最初の %3 件です。</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;, but the body&apos;s is &quot;%3&quot;</source>
        <translation>%1 は &quot;%2&quot; ですが、本文の値は &quot;%3&quot; です</translation>
    </message>
    <message>
        <source>lastmod is &quot;%1&quot;, but the Last-Modified of %2 is &quot;%3&quot; (%4).</source>
        <translation>lastmod は &quot;%1&quot; ですが、%2 の Last-Modified は &quot;%3&quot; です（%4）。</translation>
    </message>
</context>
<context>
    <name>rsi::RuleExplanationDialog</name>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>ルール %1</translation>
    </message>
    <message>
        <source>No rule is chosen.</source>
        <translation>ルールが選択されていません。</translation>
    </message>
    <message>
        <source>“%1” is not a rule of the catalogue, so there is no explanation for it. The catalogue lists the specification&apos;s rules and this application&apos;s own NET-, HTTP- and SAFE- rules.</source>
        <translation>&quot;%1&quot; はカタログのルールではないため、説明はありません。カタログには、仕様のルールと、本アプリケーション独自の NET-、HTTP-、SAFE- ルールが記載されています。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>ResourceSync 1.0 only</source>
        <translation>ResourceSync 1.0 のみ</translation>
    </message>
    <message>
        <source>ResourceSync 1.1 only</source>
        <translation>ResourceSync 1.1 のみ</translation>
    </message>
    <message>
        <source>ResourceSync 1.0 and 1.1</source>
        <translation>ResourceSync 1.0 と 1.1</translation>
    </message>
    <message>
        <source>Not checked yet: it needs a ZIP package, two crawls or a local copy.</source>
        <translation>まだチェックしていません。ZIP パッケージ、2 回のクロール、またはローカルコピーが必要です。</translation>
    </message>
    <message>
        <source>ResourceSync %1, section %2</source>
        <translation>ResourceSync %1、%2 節</translation>
    </message>
    <message>
        <source>ResourceSync %1, Appendix A</source>
        <translation>ResourceSync %1、付録 A</translation>
    </message>
    <message>
        <source>The Sitemap protocol</source>
        <translation>Sitemap プロトコル</translation>
    </message>
    <message>
        <source>The ResourceSync %1 specification</source>
        <translation>ResourceSync %1 仕様</translation>
    </message>
    <message>
        <source>None: this is a rule of the application, not of the specification</source>
        <translation>なし（仕様ではなく、本アプリケーションのルールです）</translation>
    </message>
    <message>
        <source>Not given</source>
        <translation>記載なし</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>節</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>対象バージョン</translation>
    </message>
    <message>
        <source>Checked by</source>
        <translation>チェック方法</translation>
    </message>
    <message>
        <source>Read it in the specification:</source>
        <translation>仕様の該当箇所:</translation>
    </message>
    <message>
        <source>Not checked: it is between the Source and its hub, which a Destination never sees.</source>
        <translation>チェックしません: これはソースとそのハブとの間のことで、デスティネーションからは見えません。</translation>
    </message>
    <message>
        <source>ResourceSync Framework Notification 1.0.1, section %1</source>
        <translation>ResourceSync Framework Notification 1.0.1、%1 節</translation>
    </message>
    <message>
        <source>W3C WebSub, section %1</source>
        <translation>W3C WebSub、%1 節</translation>
    </message>
</context>
<context>
    <name>rsi::RunRecord</name>
    <message>
        <source>run %1</source>
        <translation>実行 %1</translation>
    </message>
</context>
<context>
    <name>rsi::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>ネットワーク(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Validation</source>
        <translation>検証(&amp;V)</translation>
    </message>
    <message>
        <source>C&amp;redentials</source>
        <translation>認証情報(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Sets the fields of the page shown back to their defaults.</source>
        <translation>表示中のページの項目を既定値に戻します。</translation>
    </message>
    <message>
        <source>Connections per host</source>
        <translation>ホストごとの接続数</translation>
    </message>
    <message>
        <source>How many requests may run at the same time against one server. Fewer is gentler: a small repository can slow down, or block a crawler that asks too much at once.</source>
        <translation>1 つのサーバーに対して同時に実行できるリクエストの数です。少ないほどサーバーへの負荷が軽くなります。小規模なリポジトリでは、一度に多くのリクエストを送るクローラーによって応答が遅くなったり、そのクローラーがブロックされたりすることがあります。</translation>
    </message>
    <message>
        <source> ms</source>
        <extracomment>Unit after the delay between requests, in milliseconds</extracomment>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <source>No delay</source>
        <translation>待ち時間なし</translation>
    </message>
    <message>
        <source>Delay between requests</source>
        <translation>リクエスト間の待ち時間</translation>
    </message>
    <message>
        <source>The least time between the starts of two requests to the same server. A delay makes a crawl slower but politer, and keeps it within the rate limits some servers set.</source>
        <translation>同じサーバーへの 2 つのリクエストの開始間隔の最小値です。待ち時間を設けるとクロールは遅くなりますが、サーバーへの負荷が軽くなり、一部のサーバーが設けているレート制限の範囲内に収まります。</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>Unit after the timeout, in seconds</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <source>A request is given up when the server sends nothing for this long.</source>
        <translation>サーバーからこの時間何も送られてこない場合、リクエストを中止します。</translation>
    </message>
    <message>
        <source>User-Agent</source>
        <translation>User-Agent</translation>
    </message>
    <message>
        <source>How this application names itself to servers. Leave empty for the default; some servers ask crawlers to add a contact address, such as a web page or an email.</source>
        <translation>本アプリケーションがサーバーに名乗る名前です。既定値を使う場合は空のままにしてください。クローラーに連絡先（Web ページやメールアドレスなど）の追加を求めるサーバーもあります。</translation>
    </message>
    <message>
        <source>&amp;Connections per host:</source>
        <translation>ホストごとの接続数(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Delay between requests:</source>
        <translation>リクエスト間の待ち時間(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>タイムアウト(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;User-Agent:</source>
        <translation>User-Agent(&amp;U):</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>プロキシ</translation>
    </message>
    <message>
        <source>&amp;System settings</source>
        <translation>システムの設定(&amp;S)</translation>
    </message>
    <message>
        <source>Use the proxy the system is set up with, if any.</source>
        <translation>システムにプロキシが設定されていれば、それを使います。</translation>
    </message>
    <message>
        <source>N&amp;o proxy</source>
        <translation>プロキシなし(&amp;O)</translation>
    </message>
    <message>
        <source>Connect to every server directly.</source>
        <translation>すべてのサーバーに直接接続します。</translation>
    </message>
    <message>
        <source>&amp;Manual:</source>
        <translation>手動(&amp;M):</translation>
    </message>
    <message>
        <source>Send every request through this HTTP proxy.</source>
        <translation>すべてのリクエストをこの HTTP プロキシ経由で送信します。</translation>
    </message>
    <message>
        <source>proxy.example.org</source>
        <translation>proxy.example.org</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>プロキシのホスト</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>プロキシのポート</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>Few connections and a delay between requests are gentler on the servers you crawl, many of which are small repositories.</source>
        <translation>接続数を少なくし、リクエスト間に待ち時間を設けると、クロール先のサーバーへの負荷が軽くなります。その多くは小規模なリポジトリです。</translation>
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
        <translation>仕様のバージョン</translation>
    </message>
    <message>
        <source>The version of the ResourceSync specification that documents are judged against.</source>
        <translation>ドキュメントの判定基準とする ResourceSync 仕様のバージョンです。</translation>
    </message>
    <message>
        <source>&amp;Specification version:</source>
        <translation>仕様のバージョン(&amp;S):</translation>
    </message>
    <message>
        <source>Documents do not say which version they follow: choose the one the source was written for. Every report names the version it used.</source>
        <translation>ドキュメントには準拠するバージョンが記載されていません。ソースが対象としているバージョンを選択してください。どのレポートにも、使用したバージョンが記載されます。</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>No keychain is available: passwords are kept until you quit.</source>
        <translation>キーチェーンを利用できません。パスワードはアプリケーションを終了するまでの間だけ保持されます。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Saved credentials</source>
        <translation>保存済みの認証情報</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>ユーザー名</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add credentials</source>
        <translation>認証情報を追加</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>Remove the selected credentials</source>
        <translation>選択した認証情報を削除</translation>
    </message>
    <message>
        <source>H&amp;ost:</source>
        <translation>ホスト(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>ユーザー名(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P):</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The language of the application&apos;s windows and reports.</source>
        <translation>アプリケーションのウィンドウとレポートの言語です。</translation>
    </message>
    <message>
        <source>&amp;Display language:</source>
        <translation>表示言語(&amp;D):</translation>
    </message>
    <message>
        <source>The new language applies when you press OK.</source>
        <translation>新しい言語は OK を押すと適用されます。</translation>
    </message>
    <message>
        <source>Upda&amp;te</source>
        <translation>更新(&amp;T)</translation>
    </message>
    <message>
        <source>No password</source>
        <translation>パスワードなし</translation>
    </message>
    <message>
        <source>Password set</source>
        <translation>パスワード設定済み</translation>
    </message>
    <message>
        <source>Not&amp;ifications</source>
        <translation>通知(&amp;I)</translation>
    </message>
    <message>
        <source>Histor&amp;y</source>
        <translation>履歴(&amp;Y)</translation>
    </message>
    <message>
        <source>Credentials for &amp;HTTP basic authentication, each sent only to its origin (scheme, host and port):</source>
        <translation>HTTP ベーシック認証の資格情報（それぞれのオリジン（スキーム、ホスト、ポート）にのみ送信）(&amp;H):</translation>
    </message>
    <message>
        <source>example.org, example.org:8443 or http://example.org:8080</source>
        <translation>example.org、example.org:8443、または http://example.org:8080</translation>
    </message>
    <message>
        <source>The server&apos;s host name, with the port when it is not the usual one. Without a scheme, https is meant: a password is sent over plain http only to an address written with http://. A pasted address is shortened to its scheme, host and port.</source>
        <translation>サーバーのホスト名です。通常と異なるポートの場合はポートも含めます。スキームがない場合は https とみなします。パスワードを平文の http で送信するのは、http:// と書かれたアドレスに対してだけです。貼り付けたアドレスは、スキーム、ホスト、ポートに短縮されます。</translation>
    </message>
</context>
<context>
    <name>rsi::SourceTreeModel</name>
    <message>
        <source>1 error</source>
        <translation>エラー 1 件</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>エラー %1 件</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>警告 1 件</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>警告 %1 件</translation>
    </message>
    <message>
        <source>1 info</source>
        <translation>情報 1 件</translation>
    </message>
    <message>
        <source>%1 infos</source>
        <translation>情報 %1 件</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリ</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>指摘</translation>
    </message>
    <message>
        <source>Cut short at its byte limit: the first %1 of the %2 entries read are kept, as a sample.</source>
        <translation>バイト上限で切り詰められました: 読み込んだ %2 件のエントリのうち最初の %1 件をサンプルとして保持します。</translation>
    </message>
    <message>
        <source>Over the entry limit, and this crawl already keeps the entries of other lists over it: the first %1 of the %2 entries are kept, as a sample.</source>
        <translation>エントリ数の上限を超えており、このクロールは上限を超える他のリストのエントリをすでに保持しています。最初の %1 件（全 %2 件中）をサンプルとして保持します。</translation>
    </message>
</context>
<context>
    <name>rsi::SqliteStore</name>
    <message>
        <source>%1 cannot be opened: Qt&apos;s SQLite driver is not installed (on Debian, the package libqt6sql6-sqlite).</source>
        <translation>%1 を開けません: Qt の SQLite ドライバーがインストールされていません（Debian ではパッケージ libqt6sql6-sqlite）。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; the database is not opened through a link.</source>
        <translation>%1 はシンボリックリンクです。データベースをリンク経由で開くことはありません。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 はファイルではありません。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>%1 is being written (its write-ahead log is there): it cannot be read as it stands.</source>
        <translation>%1 は書き込み中です（先行書き込みログがあります）。現在の状態のままでは読み取れません。</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>%1 is not a database this program can read: %2</source>
        <translation>%1 は、このプログラムが読み取れるデータベースではありません: %2</translation>
    </message>
    <message>
        <source>%1 is a database of another program; it is left alone.</source>
        <translation>%1 は別のプログラムのデータベースです。変更せずにそのままにします。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of this program (schema %2; this version knows %3). It is left alone.</source>
        <translation>%1 は、このプログラムの新しいバージョンで書き込まれています（スキーマ %2。このバージョンが認識できるのは %3）。変更せずにそのままにします。</translation>
    </message>
    <message>
        <source>%1 is of an older version and cannot be upgraded read-only.</source>
        <translation>%1 は古いバージョンのもので、読み取り専用ではアップグレードできません。</translation>
    </message>
    <message>
        <source>%1 cannot be prepared: %2</source>
        <translation>%1 を準備できません: %2</translation>
    </message>
    <message>
        <source>the upgrade from schema %1 failed: %2</source>
        <translation>スキーマ %1 からのアップグレードに失敗しました: %2</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>データベースが開かれていません</translation>
    </message>
    <message>
        <source>the statement is not prepared</source>
        <translation>ステートメントが準備されていません</translation>
    </message>
</context>
<context>
    <name>rsi::SubscriptionModel</name>
    <message>
        <source>subscribing</source>
        <translation>購読中</translation>
    </message>
    <message>
        <source>subscribing (%1)</source>
        <translation>購読中（%1）</translation>
    </message>
    <message>
        <source>active until %1</source>
        <translation>%1 まで有効</translation>
    </message>
    <message>
        <source>renewing (active until %1)</source>
        <translation>更新中（%1 まで有効）</translation>
    </message>
    <message>
        <source>denied: %1</source>
        <translation>拒否: %1</translation>
    </message>
    <message>
        <source>expired; subscribing again</source>
        <translation>期限切れ。再購読中</translation>
    </message>
    <message>
        <source>unsubscribing</source>
        <translation>購読解除中</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>まだなし</translation>
    </message>
    <message>
        <source>%1, signed</source>
        <translation>%1、署名あり</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1、署名なし</translation>
    </message>
    <message>
        <source>No secret was given to this hub (it is plain http on another machine), so its notifications cannot be signed.</source>
        <translation>このハブにはシークレットを渡していない（別のマシン上の平文の http である）ため、その通知は署名できません。</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>チャネル</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>ハブ</translation>
    </message>
    <message>
        <source>Subscription</source>
        <translation>購読</translation>
    </message>
    <message>
        <source>Last notification</source>
        <translation>最後の通知</translation>
    </message>
</context>
<context>
    <name>rsi::SyncPanel</name>
    <message>
        <source>Select a resource to compare its local and remote versions.</source>
        <translation>リソースを選択すると、ローカル版とリモート版を比較できます。</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation> （所要時間 %1）</translation>
    </message>
    <message>
        <source>The audit of %1 failed: %2</source>
        <translation>%1 の監査に失敗しました: %2</translation>
    </message>
    <message>
        <source>Audit of %1 stopped:</source>
        <translation>%1 の監査は停止しました:</translation>
    </message>
    <message>
        <source>Audit of %1:</source>
        <translation>%1 の監査:</translation>
    </message>
    <message>
        <source>%1 in sync, all %2 resources the same%3.</source>
        <translation>%1 同期済みです。%2 個のリソースはすべて同一です%3。</translation>
    </message>
    <message>
        <source>%1 %2 to create, %3 to update, %4 to delete, %5 failed, %6 the same%7.</source>
        <translation>%1 作成予定 %2、更新予定 %3、削除予定 %4、失敗 %5、同一 %6%7。</translation>
    </message>
    <message>
        <source>Only part of the copy was compared.</source>
        <translation>コピーの一部だけを比較しました。</translation>
    </message>
    <message>
        <source>The mirror into %1 failed: %2</source>
        <translation>%1 へのミラーに失敗しました: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Mirror into %1 stopped:</source>
        <translation>%1 へのミラーは停止しました:</translation>
    </message>
    <message>
        <source>Mirror into %1 is incomplete:</source>
        <translation>%1 へのミラーは不完全です:</translation>
    </message>
    <message>
        <source>Mirrored into %1:</source>
        <translation>%1 にミラーしました:</translation>
    </message>
    <message>
        <source> (moved to %1)</source>
        <translation> （%1 に移動）</translation>
    </message>
    <message>
        <source>%1 %2 created, %3 updated, %4 deleted%5, %6 failed, %7 unchanged%8.</source>
        <translation>%1 作成 %2、更新 %3、削除 %4%5、失敗 %6、変更なし %7%8。</translation>
    </message>
    <message>
        <source>%1 files the source no longer has were kept (deletion was not asked for).</source>
        <translation>ソースにもう存在しないファイル %1 個を保持しました（削除は指定されていません）。</translation>
    </message>
    <message>
        <source>The change lists no longer reach back to the last sync, so a new baseline was taken.</source>
        <translation>変更リストが最後の同期まで遡っていないため、新しいベースラインを取得しました。</translation>
    </message>
    <message>
        <source>What was done is kept; the next mirror goes on from there.</source>
        <translation>実行済みの処理は保持されます。次回のミラーはそこから続行します。</translation>
    </message>
    <message>
        <source>The failed resources are tried again by the next mirror.</source>
        <translation>失敗したリソースは次回のミラーで再試行されます。</translation>
    </message>
    <message>
        <source>Mirror a source into a folder (File &gt; Mirror…), or audit a local copy, to see here how it compares with the source.</source>
        <translation>ソースをフォルダーにミラーする（ファイル &gt; ミラー…）か、ローカルコピーを監査すると、ソースとの比較結果がここに表示されます。</translation>
    </message>
    <message>
        <source>Same: %1</source>
        <translation>同一: %1</translation>
    </message>
    <message>
        <source>Create: %1</source>
        <translation>作成: %1</translation>
    </message>
    <message>
        <source>Update: %1</source>
        <translation>更新: %1</translation>
    </message>
    <message>
        <source>Delete: %1</source>
        <translation>削除: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%2 個中 %1 個を表示</translation>
    </message>
    <message>
        <source>Local: %1</source>
        <translation>ローカル: %1</translation>
    </message>
    <message>
        <source>Remote: %1</source>
        <translation>リモート: %1</translation>
    </message>
    <message>
        <source>This resource failed: %1</source>
        <translation>このリソースは失敗しました: %1</translation>
    </message>
    <message>
        <source>No URL of the source belongs to this file: there is no remote version to compare it with. %1</source>
        <translation>このファイルに対応するソースの URL がないため、比較するリモート版がありません。%1</translation>
    </message>
    <message>
        <source>The local copy does not have this resource: there is nothing to compare.</source>
        <translation>ローカルコピーにこのリソースがないため、比較するものがありません。</translation>
    </message>
    <message>
        <source>The source no longer lists this resource: there is no remote version to compare it with. %1</source>
        <translation>ソースはこのリソースをもう記載していないため、比較するリモート版がありません。%1</translation>
    </message>
    <message>
        <source>The remote version cannot be fetched here.</source>
        <translation>リモート版はここでは取得できません。</translation>
    </message>
    <message>
        <source>Loading the local and remote versions of %1…</source>
        <translation>%1 のローカル版とリモート版を読み込み中…</translation>
    </message>
    <message>
        <source>The local file could not be read: %1</source>
        <translation>ローカルファイルを読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>The remote version could not be fetched: %1</source>
        <translation>リモート版を取得できませんでした: %1</translation>
    </message>
    <message>
        <source>This resource is too large to compare here (more than %1).</source>
        <translation>このリソースは大きすぎるため、ここでは比較できません（%1 を超えています）。</translation>
    </message>
    <message>
        <source>local %1, remote %2</source>
        <translation>ローカル %1、リモート %2</translation>
    </message>
    <message>
        <source>This resource is not text (%1): it is not compared line by line.</source>
        <translation>このリソースはテキストではないため（%1）、行単位では比較しません。</translation>
    </message>
    <message>
        <source>Search paths, URLs and reasons</source>
        <translation>パス、URL、理由を検索</translation>
    </message>
    <message>
        <source>Show resources whose path, URL or reasons contain</source>
        <translation>パス、URL、理由に次の文字列を含むリソースを表示</translation>
    </message>
    <message>
        <source>Audit again</source>
        <translation>再監査</translation>
    </message>
    <message>
        <source>Compare the folder with the source again, to confirm that it is in sync</source>
        <translation>フォルダーをソースともう一度比較し、同期していることを確認</translation>
    </message>
    <message>
        <source>Resources of the local copy</source>
        <translation>ローカルコピーのリソース</translation>
    </message>
    <message>
        <source>Show or hide the resources in this state</source>
        <translation>この状態のリソースを表示/非表示</translation>
    </message>
</context>
<context>
    <name>rsi::SyncResultModel</name>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Local path</source>
        <translation>ローカルパス</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>rsi::SyncSession</name>
    <message>
        <source>Audit %1</source>
        <translation>%1 を監査</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>Mirror %1 into %2</source>
        <translation>%1 を %2 にミラー</translation>
    </message>
</context>
<context>
    <name>rsi::TextDiffView</name>
    <message>
        <source>Comparing…</source>
        <translation>比較中…</translation>
    </message>
    <message>
        <source>The local and remote versions are the same.</source>
        <translation>ローカル版とリモート版は同一です。</translation>
    </message>
    <message>
        <source>Changed lines: %1. Only in the local version: %2. Only in the remote version: %3.</source>
        <translation>変更された行: %1。ローカル版のみ: %2。リモート版のみ: %3。</translation>
    </message>
    <message>
        <source>The versions differ too much to be aligned line by line: everything between the first and the last difference is shown as changed.</source>
        <translation>版の差異が大きすぎるため、行単位で対応付けできません。最初の差異から最後の差異までのすべてが変更として表示されます。</translation>
    </message>
    <message>
        <source>Long lines are shown broken after each tag.</source>
        <translation>長い行は各タグの後で折り返して表示しています。</translation>
    </message>
    <message>
        <source>Next difference</source>
        <translation>次の差異</translation>
    </message>
    <message>
        <source>Next difference (Alt+Down)</source>
        <translation>次の差異 (Alt+Down)</translation>
    </message>
    <message>
        <source>Previous difference</source>
        <translation>前の差異</translation>
    </message>
    <message>
        <source>Previous difference (Alt+Up)</source>
        <translation>前の差異 (Alt+Up)</translation>
    </message>
    <message>
        <source>Local version</source>
        <translation>ローカル版</translation>
    </message>
    <message>
        <source>Remote version</source>
        <translation>リモート版</translation>
    </message>
</context>
<context>
    <name>rsi::TrendChart</name>
    <message>
        <source>No crawls of this source are kept yet.</source>
        <translation>このソースのクロールはまだ保存されていません。</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Run %1, %2
Errors: %3, warnings: %4</source>
        <translation>実行 %1、%2
エラー: %3、警告: %4</translation>
    </message>
    <message>
        <source>Errors and warnings per crawl</source>
        <translation>クロールごとのエラーと警告</translation>
    </message>
    <message>
        <source>%1 crawls. Errors went from %2 to %3, warnings from %4 to %5.</source>
        <translation>クロール %1 回。エラーは %2 から %3 に、警告は %4 から %5 になりました。</translation>
    </message>
</context>
<context>
    <name>rsi::ValidateJob</name>
    <message>
        <source>&quot;%1&quot; is neither a file nor a URL.</source>
        <translation>&quot;%1&quot; はファイルでも URL でもありません。</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>%1 を取得できません: %2</translation>
    </message>
</context>
<context>
    <name>rsi::VersionLoader</name>
    <message>
        <source>This is a symbolic link; it is not followed.</source>
        <translation>これはシンボリックリンクです。リンク先はたどりません。</translation>
    </message>
    <message>
        <source>This is not a regular file.</source>
        <translation>これは通常のファイルではありません。</translation>
    </message>
</context>
<context>
    <name>rsi::WatchEventModel</name>
    <message>
        <source>Channel found</source>
        <translation>チャネルを検出</translation>
    </message>
    <message>
        <source>Subscribed</source>
        <translation>購読開始</translation>
    </message>
    <message>
        <source>Renewed</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>Notification</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>却下</translation>
    </message>
    <message>
        <source>Read again</source>
        <translation>再読み取り</translation>
    </message>
    <message>
        <source>Local copy updated</source>
        <translation>ローカルコピーを更新</translation>
    </message>
    <message>
        <source>Unsubscribed</source>
        <translation>購読解除</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Listening</source>
        <translation>待ち受け中</translation>
    </message>
    <message>
        <source>hub %1</source>
        <translation>ハブ %1</translation>
    </message>
    <message>
        <source>active until %1</source>
        <translation>%1 まで有効</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (signed)</source>
        <translation> (署名あり)</translation>
    </message>
    <message>
        <source> (not signed)</source>
        <translation> (署名なし)</translation>
    </message>
    <message>
        <source>, seen before</source>
        <translation>、受信済み</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) read again</source>
        <translation>
            <numerusform>%n 件のドキュメントを再読み取り</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 created, %2 updated, %3 deleted, %4 failed</source>
        <translation>作成 %1、更新 %2、削除 %3、失敗 %4</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>チャネル</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>rsi::WatchJob</name>
    <message>
        <source>The callback server could not listen: %1</source>
        <translation>コールバックサーバーが待ち受けできませんでした: %1</translation>
    </message>
    <message>
        <source>The callback server listens on every network (%1), so it has no one address to give the hubs: say which with a public URL (--callback-url).</source>
        <translation>コールバックサーバーがすべてのネットワーク（%1）で待ち受けているため、ハブに伝えるアドレスを 1 つに決められません。公開 URL（--callback-url）で指定してください。</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>ソースを再読み取りできませんでした: %1</translation>
    </message>
    <message>
        <source>%1 advertises no notification channel, so there is nothing to follow; --poll reads its Change Lists on a timer instead.</source>
        <translation>%1 は通知チャネルを告知していないため、フォローするものがありません。代わりに --poll を使うと、変更リストを定期的に読み取ります。</translation>
    </message>
    <message>
        <source>The local copy could not be brought up to date: %1</source>
        <translation>ローカルコピーを最新の状態にできませんでした: %1</translation>
    </message>
</context>
<context>
    <name>rsi::WebSubSubscriber</name>
    <message>
        <source>The hub did not confirm the unsubscription within %1 seconds.</source>
        <translation>ハブが %1 秒以内に購読解除を確認しませんでした。</translation>
    </message>
    <message>
        <source>The hub did not take the unsubscription: %1</source>
        <translation>ハブが購読解除を受け付けませんでした: %1</translation>
    </message>
    <message>
        <source>HTTP %1 %2</source>
        <translation>HTTP %1 %2</translation>
    </message>
    <message>
        <source>The hub answered the subscription request with HTTP %1; WebSub hubs answer 202 Accepted and verify afterwards.</source>
        <translation>ハブは購読リクエストに HTTP %1 で応答しました。WebSub のハブは 202 Accepted で応答し、その後で検証を行います。</translation>
    </message>
    <message>
        <source>The hub verified the subscription but did not answer the request: %1</source>
        <translation>ハブは購読を検証しましたが、リクエストに応答しませんでした: %1</translation>
    </message>
    <message>
        <source>the hub refused the subscription (HTTP %1)</source>
        <translation>ハブが購読を拒否しました（HTTP %1）</translation>
    </message>
    <message>
        <source>the hub refused the subscription (HTTP %1): %2</source>
        <translation>ハブが購読を拒否しました（HTTP %1）: %2</translation>
    </message>
    <message>
        <source>The hub could not take the subscription: HTTP %1 %2</source>
        <translation>ハブが購読を受け付けられませんでした: HTTP %1 %2</translation>
    </message>
    <message>
        <source>The hub could not be reached: %1</source>
        <translation>ハブに到達できませんでした: %1</translation>
    </message>
    <message>
        <source>The hub did not verify the subscription within %1 seconds.</source>
        <translation>ハブが %1 秒以内に購読を検証しませんでした。</translation>
    </message>
    <message>
        <source>%1 Trying again in %2 seconds.</source>
        <translation>%1 %2 秒後に再試行します。</translation>
    </message>
    <message>
        <source>The subscription expired before the hub verified a renewal.</source>
        <translation>ハブが更新を検証する前に購読の期限が切れました。</translation>
    </message>
    <message>
        <source>A delivery came to a callback that was unsubscribed; the hub was told it is gone (410).</source>
        <translation>購読解除済みのコールバックに配信が届きました。ハブにはもう存在しないことを通知しました（410）。</translation>
    </message>
    <message>
        <source>A delivery came to a callback this subscriber never gave out (%1).</source>
        <translation>この購読者が発行していないコールバックに配信が届きました（%1）。</translation>
    </message>
    <message>
        <source>the hub denied the subscription</source>
        <translation>ハブが購読を拒否しました</translation>
    </message>
    <message>
        <source>The hub&apos;s verification carried no hub.lease_seconds; the lease asked for (%1 seconds) is assumed.</source>
        <translation>ハブの検証に hub.lease_seconds がありませんでした。要求したリース期間（%1 秒）とみなします。</translation>
    </message>
    <message>
        <source>The hub&apos;s verification says hub.lease_seconds=&quot;%1&quot;, which is no number of seconds; the lease asked for (%2 seconds) is assumed.</source>
        <translation>ハブの検証では hub.lease_seconds=&quot;%1&quot; となっていますが、これは秒数ではありません。要求したリース期間（%2 秒）とみなします。</translation>
    </message>
    <message>
        <source>The hub granted a lease of 0 seconds; the lease asked for (%1 seconds) is assumed, and the subscription is renewed before it ends.</source>
        <translation>ハブが 0 秒のリース期間を許可しました。要求したリース期間（%1 秒）とみなし、期限が切れる前に購読を更新します。</translation>
    </message>
    <message>
        <source>The hub granted a lease of %1 seconds, outside the 300 to 2,678,400 seconds (a month) the specification recommends.</source>
        <translation>ハブが %1 秒のリース期間を許可しました。これは仕様が推奨する 300～2,678,400 秒（1 か月）の範囲外です。</translation>
    </message>
    <message>
        <source>Too many deliveries are waiting to be processed; the hub was asked to try again later (503).</source>
        <translation>処理待ちの配信が多すぎるため、ハブに後で再試行するよう求めました（503）。</translation>
    </message>
    <message>
        <source>A request to the callback server was refused with HTTP %1: %2.</source>
        <translation>コールバックサーバーへのリクエストを HTTP %1 で拒否しました: %2。</translation>
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
        <translation>ResourceSync ソースの中身を調べます。何が公開されているか、仕様に従っているかを確認し、忠実なローカルコピーを保持できます。</translation>
    </message>
    <message>
        <source>Open the demo source</source>
        <translation>デモソースを開く</translation>
    </message>
    <message>
        <source>Opens a small sample source that comes with the application</source>
        <translation>アプリケーションに付属する小さなサンプルソースを開きます</translation>
    </message>
    <message>
        <source>A small sample source that comes with the application, served from this computer.</source>
        <translation>アプリケーションに付属する小さなサンプルソースです。このコンピューターから配信されます。</translation>
    </message>
    <message>
        <source>&amp;Recent sources</source>
        <translation>最近使ったソース(&amp;R)</translation>
    </message>
    <message>
        <source>Recent sources</source>
        <translation>最近使ったソース</translation>
    </message>
    <message>
        <source>Press Return or double-click to open a source again</source>
        <translation>Return キーを押すかダブルクリックすると、ソースをもう一度開きます</translation>
    </message>
    <message>
        <source>No recent sources yet: the sources you open will be listed here.</source>
        <translation>最近使ったソースはまだありません。開いたソースがここに表示されます。</translation>
    </message>
    <message>
        <source>No recent sources</source>
        <translation>最近使ったソースはありません</translation>
    </message>
    <message>
        <source>To open your own source, type its URL or a folder path in the address bar above, or drop a link or a file onto this window.</source>
        <translation>独自のソースを開くには、上のアドレスバーに URL またはフォルダーのパスを入力するか、リンクやファイルをこのウィンドウにドロップしてください。</translation>
    </message>
</context>
<context>
    <name>rsi::XmlSourceView</name>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>XML source</source>
        <translation>XML ソース</translation>
    </message>
</context>
</TS>
