// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/finding.h"

#include <QString>

namespace rsi::html {

// The pieces every HTML report of the inspector is made of (crawl, validate,
// audit, mirror; history and compare may follow), so that they read as one
// design: one stylesheet (inline, no scripts, no external resources), badges
// that carry their meaning in text and border as well as colour so that a
// black-and-white print loses nothing, and one way of escaping.
//
// The pages are XHTML-compatible HTML5: every element is closed (void
// elements as <br/>), attributes are quoted, the html element carries the
// XHTML namespace, and nothing but &amp; &lt; &gt; &quot; and &#39; is
// escaped, so that an XML parser reads them as well as a browser.
//
// Pure functions: any thread.

// Text for an element or an attribute value: & < > " ' escaped; characters
// XML does not allow (control characters other than tab and line breaks,
// U+FFFE, U+FFFF, unpaired surrogates) and C1 controls become U+FFFD. Every
// text from a source, and every translated text, goes through here.
QString escaped(QStringView text);

// <tag class="cssClass">html</tag>; html must be escaped already.
QString element(const char *tag, const QString &html, const QString &cssClass = {});

// A URL as text, and a link only when a browser may follow it safely
// (http and https): never javascript:, data: or file: links.
QString urlHtml(const QString &url);

// A number in the locale's format.
QString number(qint64 value);

// "error", "warning", "info": stable names, fit for CSS classes.
QString severityClass(Severity severity);
// "Error", "Warning", "Info", translated.
QString severityLabel(Severity severity);

// <!DOCTYPE html>, <html> with the locale's language, <head> with the
// title, the generator and the stylesheet (and a page's own rules after
// it), then <body>.
QString pageStart(const QString &title, QLatin1StringView extraStyle = {});
// The footer line and the closing tags.
QString pageEnd(const QString &footer);

// The report's heading: <header> with <h1>title</h1>, the source as a link
// (when not empty), and the tool, spec version and time it was written.
QString pageHeader(const QString &title, const QString &source, const QString &metaLine);

// The verdict banner: cssClass is "pass", "warn" or "fail".
QString verdict(const QString &text, const QString &cssClass);
// A notice in a box, for a run that did not finish.
QString notice(const QString &text);
// One row of a summary table: a header cell and a value (escaped already).
QString summaryRow(const QString &label, const QString &valueHtml, const QString &cellClass = {});

// Every finding in a table: severity badge, rule, section, position and
// message, with the rule's summary beneath the message. A grouped finding
// (Finding::count > 1) says how many it stands for and lists the lines of
// the first. groupUrl is the document the table is about: a finding about
// another URL names it.
QString findingsTable(FindingList findings, const QString &groupUrl);

} // namespace rsi::html
