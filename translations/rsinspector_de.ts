<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>--format must be text, json or junit, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--spec-version must be 1.0 or 1.1, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-entries must be a positive whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--expect must be a capability such as resourcelist or changelist-index, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout must be a positive number of seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks each document on its own against the ResourceSync rules.
Arguments: files (.xml or .xml.gz), file:// URLs or http(s):// URLs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the conformance rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules --format must be text or json, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate needs at least one file or URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--concurrency must be a whole number from 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--delay must be a number of seconds from 0 to 3600.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--retries must be a whole number from 0 to 20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rsinspector-cli &lt;command&gt; [options] &lt;arguments&gt;

Commands:
  validate &lt;file|url&gt;...   check each document on its own against the ResourceSync rules
  crawl &lt;url|path&gt;         discover a source and check it whole: every document and how they link
  rules                    list the conformance rules: id, level, section, summary

Run &apos;rsinspector-cli &lt;command&gt; --help&apos; for the options of a command.
Exit codes: 0 no errors, 1 errors found, 2 could not run.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--token takes HOST[:PORT]=TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--user takes HOST[:PORT]=USER:PASSWORD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-documents must be a positive whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovers a ResourceSync source and checks it whole: each document, and how they link to one another.
Argument: a site (http://host/: its well-known URI, robots.txt and home page are tried), any document of the source (http(s) URL, file:// URL or file; its &quot;up&quot; links lead to the Source Description), or a folder laid out like the source&apos;s web server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crawl needs the URL or path of a source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crawl takes one URL or path, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crawl</name>
    <message>
        <source>named on the command line or in the address field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found at the well-known URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>named by a Sitemap line of robots.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>named by an HTML link with rel=&quot;resourcesync&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>named by an HTTP Link header with rel=&quot;resourcesync&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &quot;up&quot; link of another document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &quot;index&quot; link of another document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listed by its parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &quot;contents&quot; link (manifest) of a dump&apos;s package</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrawlReport</name>
    <message>
        <source>found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crawl did not finish (it was interrupted or reached a limit): this report is partial, and what the crawl did not reach was not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unread document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redirected from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged since the last crawl (HTTP 304)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the source was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the source as a whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No document could be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <source>This document names more than %1 addresses; only the first %1 were read and the rest were ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further problems of this kind in this document, not listed one by one: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address contains a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address contains a control character (U+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relative address &quot;%1&quot; cannot be resolved without the address of the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a web address (http or https with a host name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;link rel=&quot;resourcesync&quot;&gt; was ignored: its href is longer than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; has no href attribute, so it does not point to a Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The href of this &lt;link rel=&quot;resourcesync&quot;&gt; cannot be used: %1. It should be the absolute URI of a Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; stands in the body of the page; the specification puts it in the &lt;head&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This &lt;link rel=&quot;resourcesync&quot;&gt; gives the relative address &quot;%1&quot;; use an absolute URI. It was read as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link target is not enclosed in &lt; and &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &lt; before the link target is never closed by &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Link header entry &quot;%1&quot; is malformed: %2. It should read &lt;URI&gt;; rel=&quot;resourcesync&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; stands where a parameter starting with ; should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quoted value of the %1 parameter (from character %2) is never closed by &quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 parameter has = but no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel is given twice and only the first one counts, which does not name resourcesync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resourcesync link in the Link header cannot be used: %1. It should name the absolute URI of a Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resourcesync link in the Link header gives the relative reference &quot;%1&quot;; use an absolute URI. It was read as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 was ignored: its value is longer than %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 was ignored: %2. Its value should be the absolute URL of a Sitemap or Resource List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sitemap directive on line %1 gives the relative address &quot;%2&quot;; it should be an absolute URL. It was read as %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentParser</name>
    <message>
        <source>The document declares a DTD (&lt;!DOCTYPE&gt;). ResourceSync documents have none; its entities are not expanded beyond %1 characters and external entities are never fetched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The XML declaration says encoding=&quot;%1&quot;. ResourceSync documents must be encoded in UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; is bound to the namespace &quot;%2&quot;, which is not the ResourceSync namespace &quot;%3&quot; (mind the trailing slash). The element is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root element is &lt;%1&gt;, so this is not a ResourceSync document. It must be &lt;urlset&gt; or &lt;sitemapindex&gt; in the namespace %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; has no namespace. It must be in the Sitemap namespace %2 (xmlns=&quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root element &lt;%1&gt; is in the namespace &quot;%2&quot;. It must be in the Sitemap namespace %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; comes after the first &lt;%2&gt;. Every example of the specification puts the root rs:md and rs:ln before the entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed in a &lt;%2&gt;, which contains only &lt;%3&gt; elements (besides rs:md and rs:ln).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text &quot;%1&quot; stands between elements, where only elements are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; has the attribute %2, but this element has no attributes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; comes after an element that the Sitemap schema puts later. The order is loc, lastmod, changefreq, priority, then rs:md and rs:ln.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed inside &lt;%2&gt;. The Sitemap elements of an entry are loc, lastmod, changefreq and priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed inside a text element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document starts with a UTF-8 byte order mark. It is tolerated, but not needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes that are not valid UTF-8: %1, the first here. ResourceSync documents must be encoded in UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading stopped after %1 bytes: the document is larger than the inspector reads. A ResourceSync document may have at most 50 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compressed data is corrupt or truncated after %1 bytes; the document inside could not be read completely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The XML is not well-formed: %1. A ResourceSync document must be well-formed XML; nothing after this point was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has %1 entries; only the first %2 were checked one by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1 as gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document is encoded in UTF-16 or UTF-32 (it starts with such a byte order mark or such bytes). ResourceSync documents must be encoded in UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentType</name>
    <message>
        <source>Unknown document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extension document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source Description Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability List Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource List Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource Dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource Dump Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource Dump Manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change List Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Dump Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Dump Manifest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, entries: %2, bytes: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResourceSync Inspector %1, judging against ResourceSync %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no findings: conforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>see %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary: documents: %1, entries: %2, errors: %3, warnings: %4, infos: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(redirected from %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted: this report covers only the documents checked by then.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleCatalogue</name>
    <message>
        <source>The document is well-formed XML 1.0 (one root; tags balanced; &amp; and &lt; escaped in text and attributes; no undeclared prefixes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document is UTF-8: the XML declaration&apos;s encoding is absent or UTF-8 (case-insensitive) and the bytes are valid UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root element is urlset or sitemapindex in the namespace http://www.sitemaps.org/schemas/sitemap/0.9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>md/ln elements are in the namespace exactly http://www.openarchives.org/rs/terms/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root has exactly one rs:md child (&quot;mandatory&quot; at the top level; not repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has a capability attribute (&quot;mandatory in all ResourceSync documents&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability fits the root element. sitemapindex is allowed only with resourcelist, resourcedump, changelist, changedump or description (the Source Description Index).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root may have zero or more rs:ln children (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A urlset contains only url children from the Sitemap namespace (plus rs:md, rs:ln and foreign-namespace elements).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every url/sitemap has exactly one non-empty &lt;loc&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;loc&gt; value, after XML entity decoding and trimming of surrounding whitespace, is an absolute URI (RFC 3986, with a scheme).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt; length: &gt; 2,048 characters → error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one &lt;lastmod&gt; and at most one &lt;changefreq&gt; per url/sitemap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;changefreq&gt; is one of always hourly daily weekly monthly yearly never (case-sensitive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changefreq semantics: always is for resources that change on every access and never is for archived resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;priority&gt; (Sitemap-only) is tolerated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one rs:md per url/sitemap (&quot;not repeatable&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url/sitemap elements carry no attributes (&quot;This element does not have attributes&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attributes that ResourceSync defines on rs:md/rs:ln are unprefixed. rs:capability=&quot;…&quot;, rs:at=&quot;…&quot; and the like are errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An extension attribute on rs:md/rs:ln must be namespace-qualified (prefixed) and in a namespace other than RS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of url (or sitemap) children ≤ 50,000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncompressed document size ≤ 50 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero url/sitemap children is valid for ResourceSync (&quot;zero or more&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element order as in sitemap.xsd: inside url, loc, lastmod, changefreq, priority in that order, then foreign elements (rs:md, rs:ln).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters &apos;, &quot; and &gt; in &lt;loc&gt; appear as character data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitemap single-host rule: all &lt;loc&gt; in a Resource List (and all sitemap/loc in any index) have the same scheme and host as the document&apos;s own URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitemap path-scope rule (a listed URL lies under the directory of the sitemap file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No duplicate &lt;loc&gt; values in documents that list one entry per target (SD, CapL, RL, RLI, RD, RDI, CLI, CD, CDI, RDM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every child of an index document is a &lt;urlset&gt; document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gzip-compressed document (.xml.gz or Content-Encoding: gzip) is accepted and decompressed before GEN-022.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Content-Type of a fetched RS document should be XML (application/xml, text/xml or +xml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md carries only capability, at, completed, from and until (plus extensions). change, hash, length, type, path, encoding or datetime at the top level have no defined meaning → warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W3C Datetime syntax (NOTE-datetime-19980827) for at, completed, from, until, datetime, rs:ln@modified and &lt;lastmod&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the recommended form: a complete date and time in UTC, YYYY-MM-DDThh:mm:ss[.s]Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison semantics for all time rules: convert to UTC instants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top-level capability is one of the 8 defined values (catalogue section 1.2), compared case-sensitively.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level capability appears only in SD and CapL, where it is mandatory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change ∈ {created, updated, deleted} (case-sensitive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash (on rs:md or rs:ln) is a whitespace-separated list of one or more tokens of the form alg:hexdigest. alg is a lower-case hash name from the IANA &quot;Hash Function Textual Names&quot; registry (md5, sha-1, sha-256, …); the digest contains only [0-9a-fA-F], with an even number of digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digest length matches the algorithm: md5 32, sha-1 40, sha-224 56, sha-256 64, sha-384 96, sha-512 128 hex digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An algorithm token the validator does not know → warning (&quot;cannot verify&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length is an unsigned decimal integer ([0-9]+: no sign, no spaces, no exponent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length equals the Content-Length of the representation returned for loc (for rs:ln, of the link target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type is a syntactically valid media type: type &quot;/&quot; subtype followed by optional ;name=value parameters, using RFC 6838/2045 token characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding is one or more comma-separated content-coding tokens and should equal the HTTP Content-Encoding response header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path starts with /, is relative to the package root, uses / as separator and has at least one character after the slash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path on rs:md is used only in RDM and CDM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>datetime (1.1) is a W3C Datetime (ATT-001) that appears only on a url-level rs:md in a CL or CDM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pri is a decimal integer from 1 to 999,999.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rs:ln has a non-empty href.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rs:ln has rel, and its value is a single relation type: either a registered name (token, compared case-insensitively) or an absolute URI (RFC 5988 §4.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rel value outside those featured in the spec (up index describedby describes contents duplicate alternate canonical memento timegate timemap collection via profile and the RS patch URI) → info &quot;unrecognised relation; Destination falls back to loc&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rs:ln@modified (from Atom Link Extensions; not defined in RS §7) must follow ATT-001 syntax (error if not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding, hash, length, path and type are &quot;representation&quot; attributes (Table 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attributes that ResourceSync defines never have an empty value (e.g. at=&quot;&quot;, type=&quot;&quot;, hash=&quot;&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the Appendix A matrix (catalogue section 1.5): an M attribute is missing → error; an R attribute is missing → warning; an X attribute is present → error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed appears only on an element where at is permitted, and only together with at on that element. completed without at → error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until appears only where from is permitted, and only together with from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed ≥ at on the same element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until ≥ from on the same element. until = from (an empty interval) → warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at, completed, from, until and datetime are not later than the fetch time (allow a configurable clock skew, default 5 min).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time attributes are expressed from the perspective of the publishing Source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Source publishes a Source Description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GET &lt;scheme&gt;://&lt;host&gt;/.well-known/resourcesync on the Source&apos;s host returns 2xx (after redirects) with an SD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document at the well-known URI is an SD (urlset with capability=&quot;description&quot;) or a Source Description Index (sitemapindex with capability=&quot;description&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML discovery: a &lt;link&gt; element whose rel token list contains resourcesync and that has an href.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target of a resourcesync link (HTML or HTTP) is a Capability List (root rs:md@capability=&quot;capabilitylist&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The linked CapL &quot;must pertain to&quot; the linking resource: the resource&apos;s URI is covered by that set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP Link header syntax (RFC 5988): &lt;URI-Reference&gt; followed by ; rel=&quot;resourcesync&quot; (quoted or unquoted token; it may be one of several space-separated rels and one of several comma-separated links).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>robots.txt: each Sitemap: value is an absolute URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SD reached through up chains is the same document (same URI after redirects, or byte-identical content) as the SD at the well-known URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A relative href in an HTML link or a Link header is resolved against the page&apos;s base URL → warning &quot;use an absolute URI&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability=&quot;description&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A root rs:ln rel=&quot;describedby&quot; (recommended) points to a document that describes the Source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One url per Capability List offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each url has loc = the URI of a Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a url-level rs:md is present, its capability must equal capabilitylist (error otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each url has a rs:ln rel=&quot;describedby&quot; (recommended) pointing to a description of that set of resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;lastmod&gt; should be omitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SD has no rs:ln rel=&quot;up&quot; (it is the top of the tree).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SD carries no at, completed, from or until (undefined for an SD, not in Appendix A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If there are several SDs, they are grouped by a Source Description Index: sitemapindex, root rs:md@capability=&quot;description&quot;, each sitemap/loc pointing to an SD (urlset, description).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every url/loc target is retrievable and is a CapL (NAV-010), and its up points back to this SD (NAV-002).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset and the root rs:md@capability=&quot;capabilitylist&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; (mandatory) whose href is the SD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A root rs:ln rel=&quot;describedby&quot; (recommended) points to a description of the set of resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each url has loc (the capability document) and a rs:md with capability (both mandatory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one entry per capability value (&quot;must only contain one entry per capability&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level capability is resourcelist, resourcedump, changelist, changedump or a registered extension (warning). description, capabilitylist and *-manifest → error, because manifests live inside ZIPs and are not listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;lastmod&gt; should be omitted unless the CapL is updated every time one of its capability documents changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Capability List is not published as a sitemapindex (Capability List Index).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CapL carries no at, completed, from or until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Different sets of resources use different CapLs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniformity: see XD-001 (what is in the RL is in the RD, and its changes are in the CL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;resourcelist&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has at (the start of the snapshot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed is optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has no from or until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If this RL is a child of an RLI, it carries a root rs:ln rel=&quot;index&quot; whose href is that RLI&apos;s URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One url per resource: a loc repeated within the RL → warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every url has loc (GEN-010).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lastmod and changefreq are optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level rs:md, if present, carries only hash, length, type and encoding (plus extensions). at, completed, from and until (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Url-level rs:ln (mirrors, alternates, metadata, versions, collection, via) → see catalogue section 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The snapshot end is completed, or at if there is no completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A listed loc that returns 404/410 → warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 50,000 entries or more than 50 MB → error (GEN-021/022).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is sitemapindex and rs:md@capability=&quot;resourcelist&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has at; completed is optional; from and until are absent (X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One sitemap per Resource List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each sitemap has loc = a Resource List URI. lastmod is optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child rs:md is optional and may carry only at and completed (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every child is a urlset with capability=&quot;resourcelist&quot; (same capability as the index, and not an index itself).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child entry&apos;s at/completed, when given, equal the child RL&apos;s own top at/completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index snapshot encloses the child snapshots: child at ≥ index at, and child completed ≤ index completed when both are present (Ex. 15: children at 09:00, 09:03 and 09:07 inside 09:00–09:10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each child RL&apos;s up equals the index&apos;s up (the same CapL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each child RL carries rs:ln rel=&quot;index&quot; = this index&apos;s URI (RL-006).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The union of the child RLs is &quot;the entire set of resources&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;resourcedump&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has at; completed is optional; from and until are absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the RD sits under an RDI, it has a root rs:ln rel=&quot;index&quot; pointing to the RDI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One url per bitstream package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each url has loc = the package URI. lastmod is optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level rs:md is recommended, with both type and length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level rs:md may also carry at, completed and hash (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Url-level rs:ln rel=&quot;contents&quot; (optional) points to a copy of that package&apos;s RDM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All packages of one RD have the same format: the same type values, and the same actual format after download.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages are ZIP files (PKWARE APPNOTE 6.3.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several RDs must be grouped by an RDI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each package&apos;s at/completed lies inside the RD&apos;s [at, completed] (Ex. 17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Package fixity: the bytes downloaded have the declared length and match every supported hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI corresponds to the manifest.xml inside the package (&quot;the Source needs to ensure&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A package entry&apos;s at/completed (when given) equal the at/completed of the RDM inside it, and the RDM&apos;s at ≥ the RD&apos;s at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is sitemapindex with rs:md@capability=&quot;resourcedump&quot;, and the top has at (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (by analogy with §10.2; every other capability document makes it mandatory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child sitemap has loc (required) and an optional rs:md with at/completed only (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The children are RD urlsets with capability=&quot;resourcedump&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same consistency as RLI-008, RLI-009 and RLI-011 (child times equal the RDs&apos; own, are enclosed by the index, and the children link back with index).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every package listed by an RD contains a Resource Dump Manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That file is named exactly manifest.xml (case-sensitive) and is located at the top level of the ZIP: the entry name is manifest.xml, with no directory part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset with rs:md@capability=&quot;resourcedump-manifest&quot; and at. completed is optional; from and until are absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (the same CapL as the referencing RD, NAV-011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each url has loc = the URI the Source associates with the bitstream. lastmod and changefreq are optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each url has a rs:md (mandatory) with a path (mandatory) that satisfies ATT-014.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type on the url-level rs:md (recommended).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level rs:md carries no at, completed, from or until (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each path, with its leading / removed, names an existing file entry in the ZIP (exact byte-wise match of the name, / separators).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One url per bitstream: every file entry except manifest.xml (directory entries are ignored) is referenced by some path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitstream fixity: the uncompressed size of the entry equals length, and every supported hash matches the digest of the uncompressed bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path values are unique within the manifest, and loc values are unique (a snapshot holds one state per resource).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZIP practicalities: support ZIP64 (entries ≥ 4 GiB, more than 65,535 entries) and the stored and deflate methods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Url-level rs:ln is allowed (§14). canonical is singled out as suitable for manifests (§14.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;changelist&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until is optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has no at or completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the CL sits under a CLI, it has a root rs:ln rel=&quot;index&quot; pointing to the CLI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One url per change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every url has loc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every url has &lt;lastmod&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every url has a rs:md (mandatory) with change ∈ {created, updated, deleted}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level rs:md may also have hash, length and type (and datetime in 1.1). at, completed, from and until (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward chronological order: the least recent change comes first. 1.0 key: lastmod, non-decreasing over all entries. 1.1 key: datetime, non-decreasing over the entries that have datetime; entries without it are not checked. lastmod is not an ordering key in 1.1, because it may differ from the change time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1.1) Every datetime is ≥ the top from and, if until is present, ≤ until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1.0) Every lastmod (the change time in 1.0) lies in [from, until].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1.0) The pair (loc, lastmod) is unique within the CL; the Source should give change times at a sufficiently fine granularity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1.1) An entry without datetime → info (&quot;providing datetime for each event makes it easier to find the last processed change&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A closed CL (one with until) &quot;will not be updated anymore&quot;: re-fetching it later must give the same entries and the same from/until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An open CL is updated only by appending changes: entries seen earlier persist as a prefix (possibly followed by new entries), and from does not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plausible change sequence per loc within one CL: no created right after created or updated (without a deleted in between), and no updated or deleted right after a deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several CLs must be grouped in a CLI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is sitemapindex and rs:md@capability=&quot;changelist&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has from; until is optional; at and completed are absent (X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One sitemap per Change List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each sitemap has a rs:md with from (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each child whose rs:md is present: if the referenced CL is closed, the entry must carry until; if the CL is open, the entry must not carry until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Lists are listed in forward chronological order: child from values are non-decreasing, and child until values are non-decreasing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child entry&apos;s from/until equal the child CL&apos;s own top from/until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The child intervals tile the index interval: the first child&apos;s from = the index from, each child&apos;s until = the next child&apos;s from (Ex. 20), with no overlaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the index has until (closed index), all children are closed and the last child&apos;s until = the index until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The children are CL urlsets with capability=&quot;changelist&quot; (not indexes), and each child&apos;s up equals the index&apos;s up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each child CL has rs:ln rel=&quot;index&quot; pointing to this CLI (CL-006).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not check the 1.0 prose claim that a closed child is marked by &lt;lastmod&gt; equal to the child&apos;s until (2013-01-02T23:59:59Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset and rs:md@capability=&quot;changedump&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root rs:md has from; until is optional; at and completed are absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the CD sits under a CDI, it has a root rs:ln rel=&quot;index&quot; pointing to the CDI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level rs:md is recommended, with type and length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The url-level rs:md has from (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Url-level rs:ln rel=&quot;contents&quot; (optional) points to a copy of the package&apos;s CDM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a contents link is given, the manifest at that URI matches the manifest.xml inside the package (&quot;the Source must ensure&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries are in forward chronological order of publication (the least recently published package first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All packages have the same format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several CDs must be grouped in a CDI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package intervals lie inside the CD&apos;s [from, until] and are contiguous and non-overlapping (like CLI-009).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A package entry&apos;s from/until equal the from/until of the CDM inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Package fixity: length and hash match the downloaded bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A package lastmod earlier than its own until (Ex. 22: 23:59:59 against an until of 00:00:00 the next day) means the package was published before its interval ended → info.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is sitemapindex with rs:md@capability=&quot;changedump&quot; and a top from (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (by analogy with §12.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child rs:md with from (App.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The children are listed in forward chronological order (by analogy with the CLI MUST).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every package listed by a CD contains manifest.xml at the top level of the ZIP (as RDM-002).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root is urlset with rs:md@capability=&quot;changedump-manifest&quot; and from. until is optional; at and completed are absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a root rs:ln rel=&quot;up&quot; pointing to the CapL (the same as the referencing CD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries are in forward chronological order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completeness: the ZIP contains a bitstream for every change in [from, until], and the manifest refers to each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One url per resource change, and so per bitstream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every url has a rs:md with change ∈ {created, updated, deleted}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unless change=&quot;deleted&quot;, the rs:md has path (ATT-014), and that path names an existing ZIP file entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change=&quot;deleted&quot; entry carries no path (there is no bitstream).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type on the rs:md of non-deleted entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash and length are optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1.1) datetime ∈ [from, until] (as CL-013).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A url-level rs:md carries no at, completed, from, until or capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No two entries share a path (otherwise unpacking overwrites one bitstream with another).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every file entry except manifest.xml is referenced by a url path or by a patch link&apos;s path (LNK-006).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1.0) (loc, lastmod) pairs are unique (as CL-015).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Url-level rs:ln that links to related resources may occur in RL, RDM, CL and CDM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror: rel=&quot;duplicate&quot; with href (mandatory) = the mirror URI. pri is optional (ATT-017).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate links omit the rs:md attributes (hash, length, type, encoding), since the mirror copies are expected to be identical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several links with the same rel and the same (or no) pri give an ambiguous order → info.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate: rel=&quot;alternate&quot; with href (mandatory, error) = a specific URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch: rel=&quot;http://www.openarchives.org/rs/terms/patch&quot; with href and type (both mandatory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canonical: rel=&quot;canonical&quot; with href = the generic URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata: describedby (resource → metadata) and describes (metadata → resource), each with href (mandatory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memento: rel=&quot;memento&quot; with href (mandatory) = the time-specific URI that corresponds to the last modification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memento consistency: the link&apos;s modified equals the entry&apos;s &lt;lastmod&gt; (and, in 1.1, its datetime if present), and its hash, length and type equal those of the url-level rs:md (the Ex. 29 note says they are identical).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When prior-version links (memento, timegate, timemap) are used, the url has &lt;lastmod&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel=&quot;timegate&quot; (href mandatory): any attribute other than rel and href → warning (&quot;meaningless for TimeGates&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel=&quot;timemap&quot; with href (mandatory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel=&quot;collection&quot; with href (mandatory) = the collection URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel=&quot;via&quot; with href (mandatory) = the resource&apos;s URI at the original Source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An aggregator keeps only the existing via link (the chain origin): more than one via per url → warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An aggregator should not inherit collection or canonical links from the original Source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel=&quot;contents&quot; appears only on a url of an RD or CD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every RL, RLI, RD, RDI, RDM, CL, CLI, CD, CDI and CDM has a root rs:ln rel=&quot;up&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CapL&apos;s up target is an SD (a fetched root with capability=&quot;description&quot;), and that SD lists the CapL&apos;s URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up target of a capability document, index or manifest is a CapL that lists it: the CapL entry&apos;s loc is the document&apos;s own URI, or the URI of the index the document belongs to, or (for a manifest) the URI of the RD/CD that references the package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following up links &quot;eventually leads to&quot; an SD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index and each of its children carry the same up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child of an index should carry rs:ln rel=&quot;index&quot; = the index URI (warning if missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel=&quot;index&quot; appears only at the root of a &lt;urlset&gt; document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index and its children have the same capability value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CapL entry&apos;s url-level capability equals the root capability of the fetched target (urlset or sitemapindex).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every SD entry points to a document whose root capability is capabilitylist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up of a manifest inside a ZIP equals the up of the RD/CD that lists the package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every loc of the SD, the CapL and the indexes (RS documents) is retrievable with 2xx after redirects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orphans: an RS document found only through robots.txt or a resourcesync link, and not reachable downward from the SD → info.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniformity inside one CapL (§9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change coverage versus baseline: the earliest from among the CapL&apos;s CLs (or CLI children) is ≤ the RL/RD at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CDM and a CL whose intervals are equal describe the same changes: the same multiset of (loc, change, change time) (Ex. 23 ↔ Ex. 21).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixity of listed resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deleted entry whose loc still returns 2xx, with no later created → warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One resource URI may legitimately belong to several sets of resources (several CapLs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lastmod of the same resource across documents of one CapL never decreases over time (RL at t1, a later RL, CL entries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document could not be read: the file is missing or unreadable, or the server could not be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A listed resource could not be checked: the server could not be reached, the transfer failed or was stopped (time-out, redirect loop, size limit), or it answered with a status other than 2xx, 404 and 410.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered with an HTTP status other than 2xx, so there is no document to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The media type (type/subtype) of the Content-Type a listed resource is served with differs from the type the list gives for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The HTTP Last-Modified of a listed resource differs from the lastmod the list gives for it (lastmod is the resource&apos;s last-modification time, RFC 2616 section 14.29).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document declares a DTD (&lt;!DOCTYPE&gt;); ResourceSync documents have none. Internal entities expand to at most 1,024 characters; external ones are never fetched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document is larger than the inspector reads (a hard limit well above the 50 MB rule); reading stopped there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has more entries than the inspector keeps in memory; entries beyond that limit were counted but not checked one by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gzip stream is corrupt or truncated, so the document inside it could not be read completely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source names more documents than the inspector crawls (a limit against hostile indexes); the documents beyond it were neither fetched nor checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <source>%1 rules; %2 are checked, the rest need a ZIP package, two crawls or a local copy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message>
        <source>A time with reduced precision (a date without a time, or a time without seconds) was compared as the start of its interval, so the order found is approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a W3C Datetime: %3. Write it as YYYY-MM-DDThh:mm:ssZ, e.g. 2013-01-03T09:00:00Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; names a leap second (ss = 60). It is valid, but many programs cannot represent it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a complete date and time. modified comes from the Atom Link Extensions, which use an RFC 3339 date-time such as 2013-01-03T09:00:00Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has white space around the datetime; some readers will not accept it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has reduced precision. ResourceSync recommends a complete date and time in UTC, YYYY-MM-DDThh:mm:ssZ; a shorter value stands for a whole interval and makes comparisons approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; uses a time zone offset. ResourceSync recommends UTC, written with Z (YYYY-MM-DDThh:mm:ssZ).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length &quot;%1&quot; is not a number of bytes: it must be written with the digits 0-9 only, without sign, spaces, separators or exponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length &quot;%1&quot; is too large to be the length of any file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;/&quot; between type and subtype, as in text/html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type and subtype must be non-empty and may not contain spaces or any of ()&lt;&gt;@,;:\&quot;/[]?=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter must be written as ;name=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted parameter value is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters must be separated by &quot;;&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is not a media type: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type &quot;%1&quot;: &quot;%2&quot; is not a registered top-level media type (application, audio, font, image, message, model, multipart, text, video ...); a Destination may not know it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type &quot;%1&quot; is an unregistered, vendor or personal media type; a Destination may not know it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding &quot;%1&quot; names no content coding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must start with &quot;/&quot; (the root of the package)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must name a file after the &quot;/&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it contains a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names the manifest itself, which is not a bitstream of the package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it contains an empty segment (&quot;//&quot; or a final &quot;/&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it contains a &quot;%1&quot; segment, which could point outside the package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path &quot;%1&quot; is not a file path inside the package: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path &quot;%1&quot; contains a backslash. Paths in a package use &quot;/&quot; as separator; a backslash is part of a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pri &quot;%1&quot; is not an integer from 1 to 999999 (a lower number is a higher priority).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>href &quot;%1&quot; is a relative reference. It is resolved against the document&apos;s URI, but an absolute URI is safer for Destinations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; contains white space. An &lt;rs:ln&gt; carries exactly one relation type; use one link per relation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; is neither a registered relation name (letters, digits, &quot;.&quot; and &quot;-&quot;) nor an absolute URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel &quot;%1&quot; is not a relation that ResourceSync describes; a Destination that does not know it will fall back to &lt;loc&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the attribute %2=&quot;%3&quot;, which ResourceSync does not define for it. An extension attribute must carry a prefix bound to its own namespace (e.g. ex:%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the attribute %2; ResourceSync attributes are written without a prefix: %3=&quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the attribute %2 in the ResourceSync namespace, which defines no such attribute. An extension attribute must be in a namespace of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;rs:md&gt; has %1=&quot;%2&quot;: an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change=&quot;%1&quot; is not a defined change. It must be created, updated or deleted, in lower case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has %1=&quot;%2&quot;: an attribute that ResourceSync defines never has an empty value. Give a value or leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has an empty href. Every link must give the URI it points to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has no href. Every link must give the URI it points to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has an empty rel. Every link must say how it relates, e.g. rel=&quot;up&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;rs:ln&gt; has no rel. Every link must say how it relates, e.g. rel=&quot;up&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has alternate representations (rel=&quot;alternate&quot;), so it is a generic URI; its rs:md attributes %2 describe only one of its representations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;, a capability defined by another specification. It is accepted, but this validator does not check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Capability List lists the capability documents of one set of resources (resourcelist, resourcedump, changelist, changedump); the Source Description and other Capability Lists are reached through rel=&quot;up&quot; and the Source Description, not listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. Manifests live inside the ZIP packages of a dump and are not listed in a Capability List; list the Resource Dump or Change Dump instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;, which is not a capability. The values are resourcelist, resourcedump, changelist and changedump (lower case, exactly as written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Capability List has no &lt;rs:ln rel=&quot;describedby&quot;&gt; at its root. A link to a document that describes this set of resources is recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Capability List unless the Source updates the Capability List every time one of its capability documents changes; a stale date misleads Destinations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is listed again, for %2 (first for %3 on line %4). A Capability List must have only one entry per capability; several documents of one capability are grouped by an index, and that index is listed once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Capability List is published as a &lt;sitemapindex&gt; (a Capability List Index). ResourceSync 1.0 defines so few capabilities that one &lt;urlset&gt; always suffices, and Sources should not generate such an index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Capability List is published as a &lt;sitemapindex&gt; (a Capability List Index). No index structure is necessary for a Capability List, and Sources should not generate one; publish a single &lt;urlset&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages without a rel=&quot;contents&quot; link to a copy of their Change Dump Manifest: %1 of %2 (the first is %3). The link is optional; with it a Destination can see what a package holds before downloading it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package %1 has the media type %2, not application/zip. ResourceSync specifies ZIP packages for Change Dumps; a Destination may not be able to unpack another format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The packages of this Change Dump come in %1 formats (%2), first differing at %3. A Change Dump should only point to packages of the same format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages whose &lt;lastmod&gt; is earlier than their until: %1 (the first is %2, lastmod %3, until %4). Such a package was published before the interval it covers had ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deletion of %1 has a path (%2), but a deleted resource has no bitstream in the package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 (change=&quot;%2&quot;) has no path. Unless the change is a deletion, the rs:md must give the path of the bitstream inside the package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has no type. Giving the media type of the bitstream is strongly recommended, so that a Destination knows what it unpacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The path %1 is used by the entry for %2 and, before, by the entry for %3 (line %4). Each bitstream needs its own path, or unpacking overwrites one with another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Change List is closed (until=&quot;%1&quot;): it will not be updated anymore. After processing it, a Destination continues with the next Change List, found through the index or the Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Change List is open (it has no until): the Source will add further changes to it, so a Destination should keep polling it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is reported as created, but an earlier entry (line %2) already reports it as %3 and no deletion comes in between. A resource is created again only after it was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is reported as %2, but an earlier entry (line %3) reports it as deleted and no creation comes in between. A deleted resource cannot be %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources with more than one entry: %1 (the first is %2, listed %3 times). That is allowed: a Change List has one entry per change, so a resource that changed several times is listed several times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;lastmod&gt;. ResourceSync 1.0 makes &lt;lastmod&gt; mandatory in a %2: it gives the time of the change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change to %1 (%2 %3) is listed after a change at a later time (%4, line %5). A %6 lists changes in forward chronological order: the least recent change first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change to %1 happened at %2, before the %3&apos;s from (%4). A %3 only lists changes from its from time on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change to %1 happened at %2, after the %3&apos;s until (%4). A %3 only lists changes up to its until time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed twice with the same change time %2. The pair of URI and change time should be unique, so that a Destination can tell which changes it has processed; give change times at a finer granularity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change &quot;%1&quot; of %2 at %3 is listed twice. Each change is listed once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries without &lt;lastmod&gt;: %1 of %2 (the first is %3). That is allowed in ResourceSync 1.1, but a Destination written for 1.0 needs &lt;lastmod&gt; in every entry of a %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries without a datetime attribute: %1 of %2 (the first is %3). Giving the datetime of each change makes it easier for a Destination to find the last change it processed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has no until, so it points to an open document that is still being updated, yet more entries follow it. Only the last, most recent entry may be open; a closed one must carry until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 starts at %2, earlier than the entry before it (%3, line %4). The entries of a %5 are listed in forward chronological order: the oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 ends at %2, earlier than the entry before it (%3, line %4). The entries of a %5 are listed in forward chronological order: the oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 starts at %2, before the %3&apos;s own from (%4): its interval reaches outside the interval of the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 ends at %2, after the %3&apos;s own until (%4): its interval reaches outside the interval of the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first entry, %1, starts at %2, but the %3 covers changes from %4: changes between %4 and %2 are covered by no entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a gap between the entry for %1, which ends at %2, and the entry for %3, which starts at %4: changes in that gap are covered by no entry. Each entry should start where the one before it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1, which starts at %2, overlaps the entry for %3, which ends at %4. Each entry should start where the one before it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is closed (until=&quot;%2&quot;), but its entry for %3 has no until and so is still open. All entries of a closed %1 are closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is closed at %2, but its last entry, %3, ends at %4: changes after %4 are covered by no entry. The last entry should end where the %1 ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is defined by another specification, not by ResourceSync core; this document is not validated against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is not a ResourceSync capability. Values are compared exactly, without spaces and case-sensitively: write &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability=&quot;%1&quot; is not a ResourceSync capability. It must be one of description, capabilitylist, resourcelist, resourcedump, resourcedump-manifest, changelist, changedump or changedump-manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;sitemapindex&gt; cannot have capability=&quot;%1&quot;: a manifest is the single manifest.xml file inside a dump package and is always a &lt;urlset&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root &lt;rs:md&gt; has %1=&quot;%2&quot;. At the top level only capability, at, completed, from and until have a meaning; %1 describes an entry and belongs on a &lt;url&gt;&apos;s &lt;rs:md&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; has no &lt;rs:md&gt; child. Every ResourceSync document must have exactly one, whose capability says what the document is; without it this is a plain Sitemap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root &lt;%1&gt; has %2 &lt;rs:md&gt; children; it must have exactly one. Only the first is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root &lt;rs:md&gt; has no capability attribute. It is mandatory in every ResourceSync document and says what the document is (resourcelist, changelist ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root &lt;rs:ln&gt; has rel=&quot;%1&quot;. At the top level ResourceSync uses up, index and describedby; a Destination will not act on other relations here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has white space around the URI. It is ignored here, but a Sitemap reader may take it as part of the URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; is not an absolute URI: it has no scheme such as http:. Every &lt;loc&gt; must be a full URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; contains %2, which is not allowed in a URI. It must be percent-encoded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has a &quot;%&quot; that is not followed by two hexadecimal digits; write a literal percent sign as %25.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; has no host name after the scheme; an http(s) URI must be written as http://host/path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt;%1&lt;/loc&gt; contains the non-ASCII character %2. The Sitemap protocol asks for URIs with such characters percent-encoded (UTF-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt; is %1 characters long; the Sitemap protocol allows less than 2,048.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt; is exactly 2,048 characters long. The Sitemap schema accepts it, but the protocol text says &quot;less than 2,048&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; must be written in lower case: &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;changefreq&gt;%1&lt;/changefreq&gt; is not a defined value. It must be always, hourly, daily, weekly, monthly, yearly or never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;changefreq&gt; on a &lt;sitemap&gt; of an index says nothing useful: the change frequency describes resources, and the listed document&apos;s own entries carry it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is reported as updated, but its &lt;changefreq&gt; is &quot;never&quot;, which is meant for archived resources that do not change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;lastmod&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;changefreq&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;priority&gt;%1&lt;/priority&gt; is not a number from 0.0 to 1.0 as the Sitemap protocol defines it. ResourceSync does not use priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;rs:md&gt; elements; at most one is allowed. Only the first is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt; values that are not on this document&apos;s site %1: %2, for example %3. The Sitemap protocol expects every URI of a sitemap to be on the sitemap&apos;s own host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;loc&gt; values outside this document&apos;s directory %1: %2, for example %3. Plain Sitemaps may only list URIs under their own directory; ResourceSync does not require it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has no &lt;%1&gt; entries. ResourceSync allows that, but it is not a valid plain Sitemap, which needs at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This index (&lt;sitemapindex&gt;) has a rel=&quot;index&quot; link to %1. An index link leads from a list to the index that groups it; indexes of indexes are not defined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;canonical&quot; link. A resource has one generic URI, so give one canonical link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has a rel=&quot;profile&quot; link but no rel=&quot;describes&quot; link. A profile link tells how to interpret a metadata record, so it belongs on the entry of a record that describes another resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;memento&quot; link. Give a single memento: the version that corresponds to the last modification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memento link of %1 points to %1 itself. A memento link gives the time-specific URI of a prior version, not the time-generic URI in &lt;loc&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The timemap link of %1 points to %1 itself. A TimeMap is a separate resource that lists the versions of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collection link of %1 points to %1 itself. It must give the URI of the collection the resource belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has more than one rel=&quot;via&quot; link. An aggregator keeps only the existing via link, which points to the original Source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The via link of %1 points to %1 itself. A via link gives the URI of the resource at the original Source it was copied from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rel=&quot;contents&quot; link to %1 appears in a %2. Contents links lead from a package in a Resource Dump or Change Dump to its manifest; elsewhere they have no defined meaning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;contents&quot;; a Destination may ignore other links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). At entry level a %1 defines only rel=&quot;describedby&quot;; a Destination may ignore other links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries of this %1 carry rel=&quot;%2&quot; links (%3 in all, the first to %4). A %1 defines no links at entry level; links to related resources belong in Resource Lists, Resource Dump Manifests, Change Lists and Change Dump Manifests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror %1 uses the %2: scheme. Mirrors may use any protocol, but this application can only fetch http and https mirrors; it uses the others&apos; &lt;loc&gt; instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror link of %1 points to %1 itself. A duplicate link gives the URI of a copy at another location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; where the entry has &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror link to %1 contradicts the entry&apos;s rs:md: %2. A mirror is an identical copy, so it cannot differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror link to %1 repeats %2. Mirror copies are identical to the resource, so these attributes should be left out of duplicate links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alternate link to %1 has no type. Give the media type of the alternate representation, so that a Destination can choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A patch link to %1 appears in a %2. Patches describe changes, so they are allowed only in Change Lists and Change Dump Manifests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patch link to %1 has no type. A patch must give its media type, which says how to apply it to the previous version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patch link to %1 has the media type %2, which this application does not know how to apply; a Destination that does not understand it fetches the full resource from &lt;loc&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patch link to %1 has no path. In a Change Dump Manifest a patch link must give the path of the patch inside the package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links to its metadata record %2 (describedby), and %2 is listed in this document, but its entry has no rel=&quot;describes&quot; link back to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metadata record %1 links to %2 (describes), and %2 is listed in this document, but its entry has no rel=&quot;describedby&quot; link back to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modified is %1 but the entry&apos;s %2 is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot; but the entry&apos;s is &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memento link to %1 does not match the entry it belongs to: %2. The memento is the version of the last modification, so its modified time and representation should be the entry&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The timegate link to %1 has %2. These attributes are meaningless for a TimeGate, which only negotiates versions; give rel and href only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has several rel=&quot;%2&quot; links with the same priority (pri %3), so their order is undefined. Give each a different pri (1 is the highest; none means 999999).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 links to prior versions (memento, timegate or timemap) but has no &lt;lastmod&gt;. ResourceSync 1.0 requires &lt;lastmod&gt; with such links: it is the time used to find the matching version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 links to prior versions (memento, timegate or timemap) but has no &lt;lastmod&gt;. &lt;lastmod&gt; may be given with such links, and helps a Destination find the matching version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This document was expected to be a &lt;%1&gt; with capability=&quot;%2&quot;, but it is a &lt;%3&gt; with capability=&quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document at the well-known URI /.well-known/resourcesync is a %1; it must be a Source Description (capability=&quot;description&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel=&quot;up&quot;&gt; at its root. It must link up to the Capability List it belongs to, so that a Destination can navigate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are %1 &lt;rs:ln rel=&quot;up&quot;&gt; links at the root; there must be exactly one, or navigation is ambiguous.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has no %2 attribute, which is mandatory in a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has no %2 attribute, which is recommended in a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 &lt;rs:md&gt; has a %2 attribute, which is not used in a %3 and would mislead a Destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>datetime is an attribute of ResourceSync 1.1; a Destination that implements 1.0 does not know it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry&apos;s rs:md has a capability attribute; in a %1 it is not used. Only Source Descriptions and Capability Lists give a capability per entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry&apos;s rs:md has a change attribute; change is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry&apos;s rs:md has a path attribute; path is used only in Resource Dump and Change Dump Manifests, not in a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry&apos;s rs:md has a datetime attribute; datetime is used only in Change Lists and Change Dump Manifests, not in a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry&apos;s rs:md has a %1 attribute, which Appendix A does not use in a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An &lt;rs:ln&gt; has a path attribute; on links, path is used only for patches inside a Change Dump Manifest, not in a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has no &lt;loc&gt;. Every entry of a %2 must give the URI it stands for in &lt;loc&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has an empty &lt;loc&gt;. Every entry of a %2 must give the URI it stands for in &lt;loc&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;%1&gt; has %2 &lt;loc&gt; elements; it must have exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed more than once; a %2 lists each target once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md&gt;, which is mandatory in a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md&gt;; one is recommended in a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has %1 entries; at most %2 are allowed in one document. Split it into several documents grouped by an index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document is %1 bytes uncompressed; at most %2 bytes (50 MB) are allowed. Split it into several documents grouped by an index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package %1 has more than one &lt;rs:ln rel=&quot;contents&quot;&gt;. A package contains one manifest, so one link to its copy is expected; a Destination will use the first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contents link of the package %1 points to the package itself. It should point to a copy of the package&apos;s Resource Dump Manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contents link of the package %1 has type=&quot;%2&quot;. It points to a Resource Dump Manifest, which is an XML document, so &quot;application/xml&quot; is expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package %1 has %2=&quot;%3&quot;, outside the Resource Dump&apos;s snapshot (%4). Each package is part of the dump&apos;s snapshot, so its times should lie between the dump&apos;s at and completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it starts at at=&quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it ends at completed=&quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The packages of this Resource Dump declare different formats (%1), for example %2. A Resource Dump should only point to packages of the same format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 is empty. It is optional; when given, it conveys the at (and possibly completed) of that Resource Dump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path=&quot;%1&quot; is given for %2 and already for %3 (line %4). Each bitstream in the package has its own path, so a path appears only once in a manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries of this manifest that point to alternate representations: %1, for example %2. A manifest describes the bitstreams actually in the package, each one specific representation: the specification suggests giving that specific URI in &lt;loc&gt; and the generic URI in an &lt;rs:ln rel=&quot;canonical&quot;&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Resource List gives the start of its snapshot (at=&quot;%1&quot;) but not its end (completed). completed is optional; without it a Destination cannot tell how long resources kept changing while the list was made, and can only rely on at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource %1 has &lt;lastmod&gt; %2, later than the end of the snapshot (%3=&quot;%4&quot;). A Resource List describes resources as they were during the snapshot, so this date is implausible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources that changed while the snapshot was being taken (their &lt;lastmod&gt; lies between at and completed): %1, for example %2. Their state is at least the state at &quot;at&quot; and may already include later changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries without &lt;lastmod&gt;: %1 of %2, for example %3. &lt;lastmod&gt; is optional, but without it a Destination has to fetch a resource to learn whether its copy is current, and an audit cannot compare modification dates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 is empty. It is optional; when given, it conveys the at (and possibly completed) of that Resource List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has an &lt;rs:ln rel=&quot;up&quot;&gt; to &quot;%2&quot;. A Source Description is the top of the ResourceSync tree, so it should not link up to anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Source Description has no &lt;rs:ln rel=&quot;describedby&quot;&gt; at its root. A link to a document that describes the Source is recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Source Description lists no Capability List. It should have one &lt;url&gt; per Capability List; even a Source with a single set of resources lists that one Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:md capability=&quot;capabilitylist&quot;&gt;. The Source Description should say that each listed URI is a Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;rs:md&gt; of the entry for %1 has no capability attribute. In a Source Description it must say capability=&quot;capabilitylist&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Source Description lists only Capability Lists, so the value must be &quot;capabilitylist&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has no &lt;rs:ln rel=&quot;describedby&quot;&gt;. A link to a document that describes this set of resources is recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has a &lt;lastmod&gt;. It should be omitted from a Source Description unless the Source updates the Source Description every time one of its Capability Lists changes; a stale date misleads Destinations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 has capability=&quot;%2&quot;. A Source Description Index groups only Source Descriptions (capability=&quot;description&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &lt;rs:md&gt; has %2, but %3 is not used there, and %2 is meaningful only together with %3 on the same element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &lt;rs:md&gt; has %2 without %3. %2 is meaningful only together with %3 on the same element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is earlier than %3=&quot;%4&quot;; it must not be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until=&quot;%1&quot; is the same instant as from=&quot;%2&quot;, so the list covers an empty interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: further tokens with problems like those above: %2. They are not listed one by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: &quot;%1&quot; is not of the form algorithm:hexdigest, e.g. md5:1e0d5cb8ef6ba40c99b14c0237be735e.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: the algorithm name &quot;%1&quot; must be written in lower case, &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: the algorithm &quot;%1&quot; is unknown to this validator, so its digest cannot be verified. Known: md5, sha-1, sha-224, sha-256, sha-384, sha-512.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash gives the algorithm &quot;%1&quot; more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: the %1 digest &quot;%2&quot; looks like base64 or base64url; ResourceSync digests are written in hexadecimal (%3 digits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; must contain only hexadecimal digits 0-9 and a-f.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; has an odd number of hexadecimal digits; every byte takes two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: a digest of %1 has %2 hexadecimal digits, but &quot;%3&quot; has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash: the digest &quot;%1&quot; uses upper-case hexadecimal digits. It is compared case-insensitively; lower case is usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; is not a content-coding token. The value is a comma-separated list of codings such as gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; looks like a character set. encoding names the content coding the server applied (as in Content-Encoding), such as gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding: &quot;%1&quot; is not in the IANA HTTP content-coding registry (gzip, deflate, br, compress, identity, zstd ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no &lt;rs:ln rel=&quot;up&quot;&gt; at its root. It must link up to the Source Description it belongs to, so that a Destination can navigate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Change Lists, which cover that time, report no creation or deletion of it in between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Change List covers the time in between to explain it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the Resource List (at %2) but in none of the manifests of the Resource Dump %3 (at %4), and %5. The Resource List and the Resource Dump of one Capability List hold the same resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in this manifest of the Resource Dump %2 (at %3) but not in the Resource List %4 (at %5), and %6. The Resource List and the Resource Dump of one Capability List hold the same resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Change Lists of this Capability List begin later than the snapshot of the %1 %2 (at %3): changes made in between are in no Change List, so a Destination that copied the %1 cannot catch up by following changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This manifest lists the change &quot;%1&quot; of %2, but the Change List %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Change List lists the change &quot;%1&quot; of %2, but the Change Dump Manifest %3, which covers the same interval, does not. A Change Dump and a Change List of the same interval describe the same changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 also belongs to another set of resources: the Resource List %2 of the Capability List %3 lists it too. That is allowed; a resource may be in several sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lastmod of %1 here (%2) is earlier than the lastmod an earlier document gives it (%3, in %4). The last modification time of a resource does not go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Source Description was found: not at the well-known URI /.well-known/resourcesync, and not by following up links from the documents that were found. A Source must publish a Source Description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document there is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The well-known URI %1 does not give the Source Description (%2), although the source has one at %3. A Source should publish its Source Description at /.well-known/resourcesync, where Destinations look first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This document was found through a rel=&quot;resourcesync&quot; link (%1), but it is %2. A resourcesync link must point to a Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up links lead to this Source Description, a copy of the one at the well-known URI %1 under another URI. Linking up to the well-known URI itself avoids two copies that can drift apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up links (from %1, among others) lead to this Source Description, which differs from the one at the well-known URI %2. A Source has one Source Description; its documents should link up to the one at the well-known URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This %1 was found only sideways (%2); the Source Description does not lead to it through Capability Lists and indexes. A Destination that starts from the Source Description will not see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 names a document that could not be retrieved (%2). Every document that a Source Description, a Capability List or an index lists must be retrievable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 was redirected to another host: %2. That works, but a Destination that keeps to the source&apos;s host will not follow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document was delivered gzip-compressed and was decompressed before it was checked; the size limit applies to the %1 bytes of the uncompressed document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent this document without a Content-Type. A ResourceSync document should be sent as XML (application/xml, text/xml, or a type ending in +xml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent this document as %1. A ResourceSync document should be sent as XML (application/xml, text/xml, or a type ending in +xml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 gives %2=&quot;%3&quot;, but the %4 itself has no %2. The times an index gives for a document are that document&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 gives %2=&quot;%3&quot;, but the %4 itself says %2=&quot;%5&quot;. The times an index gives for a document are that document&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was started at %2, before this index&apos;s own snapshot began (at %3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was completed at %2, after this index&apos;s own snapshot was completed (%3). The snapshot of an index encloses the snapshots of the documents it lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Change List %1 is closed (until=&quot;%2&quot;), but its entry here has no until. The entry of a closed Change List must carry its until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 gives until=&quot;%2&quot;, but that Change List is open (it has no until). The entry of an open Change List must not carry until.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This index lists itself (%1). An index lists &lt;urlset&gt; documents only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is itself an index (%2). An index lists &lt;urlset&gt; documents only; indexes are not nested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 (capability=&quot;%3&quot;), but this index has capability=&quot;%4&quot;. An index and the documents it lists have the same capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to %1, but the index %2 that lists this document links up to %3. An index and the documents it lists link up to the same Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This %1 is listed by the index %2 but has no &lt;rs:ln rel=&quot;index&quot;&gt; pointing to it. A document that an index lists should link to that index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index link points to %1, which could not be retrieved (%2), so it cannot be an index that lists this document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index link points to %1 (%2), which does not list this document. rel=&quot;index&quot; names the index that lists the document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is also listed by %2, another Resource List of the same index %3. A resource is listed once in the Resource Lists of one index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 Resource Lists of this index hold %2 entries, for %3 different resources: together they are the whole set of resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries repeat a resource that another list of the index holds (RL-007).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the lists could not be read, so the set is incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not every entry was kept, so the count of resources is low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Capability List %1 has more than one %2 (another is %3), and no %4 groups this one. Several %2 documents of one Capability List must be grouped by a %4, which the Capability List lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to %1, which could not be retrieved (%2). A Capability List&apos;s up link must lead to its Source Description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to %1 (%2), not to a Source Description. A Capability List&apos;s up link must lead to the Source Description that lists it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to the Source Description %1, but that Source Description does not list this Capability List. The Source Description must list every Capability List that links up to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 leads to a document that is %2. Every entry of a Source Description must point to a Capability List.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Capability List %1 is listed here, but its up link points to another Source Description, %2. A Capability List belongs to the Source Description that lists it, and links up to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is also listed by the Capability List %2. Different sets of resources have different Capability Lists, so a capability document normally belongs to one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 says capability=&quot;%2&quot;, but the document there is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry for %1 says capability=&quot;%2&quot;, but the document there says capability=&quot;%3&quot; (%4). The capability in a Capability List must be the one the document itself declares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to the Capability List %1, but it lists neither this manifest&apos;s dump (%2) nor an index of it. A manifest links up to the Capability List of its dump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to the Capability List %1, but that Capability List lists neither this %2 nor an index it belongs to. A document links up to the Capability List that lists it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to %1, which could not be retrieved (%2). Following up links must lead to the Source Description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following up links from here reaches the Source Description only after %1 steps, through %2 (%3). A document links up to its Capability List, which links up to the Source Description: two steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The up link points to %1 (%2), not to a Capability List. A document links up to the Capability List that lists it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following up links from here goes round in a circle (back to %1) and never reaches a Source Description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following up links from here, through %1, ends at %2, which could not be retrieved (%3). Following up links must lead to the Source Description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following up links from here, through %1, ends at %2, which is %3 and has no up link. Following up links must lead to the Source Description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following up links from here, through %1, does not reach a Source Description within %2 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a ResourceSync document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more findings of rule %2 about this document are not listed one by one; the first %3 are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>W3cDatetime</name>
    <message>
        <source>the value is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must start with a four-digit year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the month must be two digits from 01 to 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the day must be two digits and exist in that month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time must be hh:mm with hh 00-23 and mm 00-59</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seconds must be two digits from 00 to 59</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decimal point must be followed by digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time zone must be Z or +hh:mm or -hh:mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time needs a time zone: Z or +hh:mm or -hh:mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected characters after the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seconds can be 60 only for a leap second, at 23:59:60 UTC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validated %1 of %2 documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted; the report covers the documents checked by then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crawled %1 of %2 documents: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted; the report covers what was crawled by then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked %1 of %2 resources</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rsi::CrawlJob</name>
    <message>
        <source>&quot;%1&quot; is neither a local file or folder nor an http(s) URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file or folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searched the folder for a Source Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file there is a ResourceSync document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 holds no ResourceSync document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source names more than %1 documents; the crawl stopped taking more at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 holds no file for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an http(s) URL, so the crawl cannot fetch it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched the well-known URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched a Sitemap named by robots.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched the target of a resourcesync link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the document given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followed an &quot;up&quot; link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched the page given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looked for rel=&quot;resourcesync&quot; links in the page and its Link header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read robots.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Sitemap lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitemap lines: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled on the Source Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found no Source Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No document of the source could be read from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing there is a ResourceSync document</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rsi::DocumentFetcher</name>
    <message>
        <source>The server took longer than %1 seconds to send the document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a temporary file for the download.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The response is larger than %1 bytes; the download was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the download to a temporary file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server redirected to an invalid location: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server redirected from https to http (%1); the inspector does not downgrade to an unencrypted connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than %1 redirects; the last one pointed to %2 (a redirect loop?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data arrived for %1 seconds; the transfer timed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the connection after %1 bytes, before the whole document arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered HTTP %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rsi::HttpEngine</name>
    <message>
        <source>Not an http or https URL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The server asked to wait %2 seconds before trying again, longer than the %3 seconds allowed; the inspector gave up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts made before giving up: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rsi::ResourceCheckJob</name>
    <message>
        <source>%1 could not be checked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Resource List names %1, which answers HTTP %2; a Change List reports it deleted at or after the list&apos;s at, so the list was right when it was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Resource List names %1, but it answers HTTP %2 and no Change List reports it deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Change List reports %1 %2, but it answers HTTP %3 and no later change deletes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Change List reports %1 deleted, but it still answers HTTP %2 and no later change creates it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A later change in a Change List explains it: the resource changed since the list was produced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The server sent it with Content-Encoding &quot;%1&quot;; length and hash are compared with the bytes as served.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length is %1 bytes, but %2 bytes arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, but the body&apos;s is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body of %1 does not match the list: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length is %1 bytes, but the Content-Length of %2 is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type is &quot;%1&quot;, but %2 is served as &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lastmod is %1, but the Last-Modified of %2 is %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding is &quot;%1&quot;, but %2 is served without Content-Encoding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoding is &quot;%1&quot;, but %2 is served with Content-Encoding &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more findings of rule %2 about the resources this document lists are not listed one by one; the first %3 are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rsi::ValidateJob</name>
    <message>
        <source>&quot;%1&quot; is neither a file nor a URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
