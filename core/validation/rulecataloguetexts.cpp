// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The catalogue's rule summaries as translatable texts, so that lupdate
// finds them: rulecatalogue.tsv is data, not source. Kept in step with the
// catalogue by tst_rulecatalogue, which prints the lines to put here when
// a summary changes.

#include "rulecataloguetexts.h"

#include <QtGlobal>

namespace rsi {

QList<const char *> ruleSummarySourceTexts()
{
    static const char *const texts[] = {
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The document is well-formed XML 1.0 (one root; tags balanced; & and < "
                          "escaped in text and attributes; no undeclared prefixes)."), // GEN-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The document is UTF-8: the XML declaration's encoding is absent or "
                          "UTF-8 (case-insensitive) and the bytes are valid UTF-8."), // GEN-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root element is urlset or sitemapindex in the namespace "
                          "http://www.sitemaps.org/schemas/sitemap/0.9."), // GEN-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "md/ln elements are in the namespace exactly "
                          "http://www.openarchives.org/rs/terms/."), // GEN-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root has exactly one rs:md child (\"mandatory\" at the top level; "
                          "not repeatable)."), // GEN-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root rs:md has a capability attribute (\"mandatory in all "
                          "ResourceSync documents\")."), // GEN-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The capability fits the root element. sitemapindex is allowed only with "
                          "resourcelist, resourcedump, changelist, changedump or description (the "
                          "Source Description Index)."), // GEN-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root may have zero or more rs:ln children (repeatable)."), // GEN-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A urlset contains only url children from the Sitemap namespace (plus "
                          "rs:md, rs:ln and foreign-namespace elements)."), // GEN-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every url/sitemap has exactly one non-empty <loc>."), // GEN-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The <loc> value, after XML entity decoding and trimming of surrounding "
                          "whitespace, is an absolute URI (RFC 3986, with a scheme)."), // GEN-011
        QT_TRANSLATE_NOOP("RuleCatalogue", "<loc> length: > 2,048 characters → error."), // GEN-012
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "At most one <lastmod> and at most one <changefreq> per url/sitemap."), // GEN-013
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "<changefreq> is one of always hourly daily weekly monthly yearly never "
                          "(case-sensitive)."), // GEN-014
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "changefreq semantics: always is for resources that change on every "
                          "access and never is for archived resources."), // GEN-015
        QT_TRANSLATE_NOOP("RuleCatalogue", "<priority> (Sitemap-only) is tolerated."), // GEN-016
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "At most one rs:md per url/sitemap (\"not repeatable\")."), // GEN-017
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "url/sitemap elements carry no attributes (\"This element does not have "
                          "attributes\")."), // GEN-018
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The attributes that ResourceSync defines on rs:md/rs:ln are unprefixed. "
                          "rs:capability=\"…\", rs:at=\"…\" and the like are errors."), // GEN-019
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "An extension attribute on rs:md/rs:ln must be namespace-qualified "
                          "(prefixed) and in a namespace other than RS."), // GEN-020
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Number of url (or sitemap) children ≤ 50,000."), // GEN-021
        QT_TRANSLATE_NOOP("RuleCatalogue", "Uncompressed document size ≤ 50 MB."), // GEN-022
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Zero url/sitemap children is valid for ResourceSync (\"zero or more\")."), // GEN-023
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Element order as in sitemap.xsd: inside url, loc, lastmod, changefreq, priority in "
            "that order, then foreign elements (rs:md, rs:ln)."), // GEN-024
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Characters ', \" and > in <loc> appear as character data."), // GEN-025
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Sitemap single-host rule: all <loc> in a Resource List (and all sitemap/loc in any "
            "index) have the same scheme and host as the document's own URL."), // GEN-026
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Sitemap path-scope rule (a listed URL lies under the directory of the "
                          "sitemap file)."), // GEN-027
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "No duplicate <loc> values in documents that list one entry per target "
                          "(SD, CapL, RL, RLI, RD, RDI, CLI, CD, CDI, RDM)."), // GEN-028
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every child of an index document is a <urlset> document."), // GEN-029
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A gzip-compressed document (.xml.gz or Content-Encoding: gzip) is "
                          "accepted and decompressed before GEN-022."), // GEN-030
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The Content-Type of a fetched RS document should be XML "
                          "(application/xml, text/xml or +xml)."), // GEN-031
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root rs:md carries only capability, at, completed, from and until (plus "
            "extensions). change, hash, length, type, path, encoding or datetime at the top level "
            "have no defined meaning → warning."), // GEN-032
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "W3C Datetime syntax (NOTE-datetime-19980827) for at, completed, from, "
                          "until, datetime, rs:ln@modified and <lastmod>."), // ATT-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Use the recommended form: a complete date and time in UTC, "
                          "YYYY-MM-DDThh:mm:ss[.s]Z."), // ATT-002
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Comparison semantics for all time rules: convert to UTC instants."), // ATT-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The top-level capability is one of the 8 defined values (catalogue "
                          "section 1.2), compared case-sensitively."), // ATT-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A url-level capability appears only in SD and CapL, where it is "
                          "mandatory."), // ATT-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "change ∈ {created, updated, deleted} (case-sensitive)."), // ATT-006
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "hash (on rs:md or rs:ln) is a whitespace-separated list of one or more tokens of the "
            "form alg:hexdigest. alg is a lower-case hash name from the IANA \"Hash Function "
            "Textual Names\" registry (md5, sha-1, sha-256, …); the digest contains only "
            "[0-9a-fA-F], with an even number of digits."), // ATT-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The digest length matches the algorithm: md5 32, sha-1 40, sha-224 56, "
                          "sha-256 64, sha-384 96, sha-512 128 hex digits."), // ATT-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "An algorithm token the validator does not know → warning (\"cannot "
                          "verify\")."), // ATT-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "length is an unsigned decimal integer ([0-9]+: no sign, no spaces, no "
                          "exponent)."), // ATT-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "length equals the Content-Length of the representation returned for loc "
                          "(for rs:ln, of the link target)."), // ATT-011
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "type is a syntactically valid media type: type \"/\" subtype followed by optional "
            ";name=value parameters, using RFC 6838/2045 token characters."), // ATT-012
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "encoding is one or more comma-separated content-coding tokens and "
                          "should equal the HTTP Content-Encoding response header."), // ATT-013
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "path starts with /, is relative to the package root, uses / as "
                          "separator and has at least one character after the slash."), // ATT-014
        QT_TRANSLATE_NOOP("RuleCatalogue", "path on rs:md is used only in RDM and CDM."), // ATT-015
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "datetime (1.1) is a W3C Datetime (ATT-001) that appears only on a "
                          "url-level rs:md in a CL or CDM."), // ATT-016
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "pri is a decimal integer from 1 to 999,999."), // ATT-017
        QT_TRANSLATE_NOOP("RuleCatalogue", "Every rs:ln has a non-empty href."), // ATT-018
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every rs:ln has rel, and its value is a single relation type: either a "
                          "registered name (token, compared case-insensitively) or an absolute URI "
                          "(RFC 5988 §4.2)."), // ATT-019
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A rel value outside those featured in the spec (up index describedby "
                          "describes contents duplicate alternate canonical memento timegate "
                          "timemap collection via profile and the RS patch URI) → info "
                          "\"unrecognised relation; Destination falls back to loc\"."), // ATT-020
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "rs:ln@modified (from Atom Link Extensions; not defined in RS §7) must "
                          "follow ATT-001 syntax (error if not)."), // ATT-021
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "encoding, hash, length, path and type are \"representation\" attributes "
                          "(Table 3)."), // ATT-022
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Attributes that ResourceSync defines never have an empty value (e.g. "
                          "at=\"\", type=\"\", hash=\"\")."), // ATT-023
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Apply the Appendix A matrix (catalogue section 1.5): an M attribute is "
                          "missing → error; an R attribute is missing → warning; an X attribute is "
                          "present → error."), // TA-001
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "completed appears only on an element where at is permitted, and only together with at "
            "on that element. completed without at → error."), // TA-002
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "until appears only where from is permitted, and only together with from."), // TA-003
        QT_TRANSLATE_NOOP("RuleCatalogue", "completed ≥ at on the same element."), // TA-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "until ≥ from on the same element. until = from (an empty interval) → "
                          "warning."), // TA-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "at, completed, from, until and datetime are not later than the fetch "
                          "time (allow a configurable clock skew, default 5 min)."), // TA-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Time attributes are expressed from the perspective of the publishing "
                          "Source."), // TA-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The Source publishes a Source Description."), // DISC-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "GET <scheme>://<host>/.well-known/resourcesync on the Source's host "
                          "returns 2xx (after redirects) with an SD."), // DISC-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The document at the well-known URI is an SD (urlset with "
                          "capability=\"description\") or a Source Description Index (sitemapindex "
                          "with capability=\"description\")."), // DISC-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "HTML discovery: a <link> element whose rel token list contains "
                          "resourcesync and that has an href."), // DISC-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The target of a resourcesync link (HTML or HTTP) is a Capability List "
                          "(root rs:md@capability=\"capabilitylist\")."), // DISC-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The linked CapL \"must pertain to\" the linking resource: the "
                          "resource's URI is covered by that set."), // DISC-006
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "HTTP Link header syntax (RFC 5988): <URI-Reference> followed by ; "
            "rel=\"resourcesync\" (quoted or unquoted token; it may be one of several "
            "space-separated rels and one of several comma-separated links)."), // DISC-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "robots.txt: each Sitemap: value is an absolute URL."), // DISC-008
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The SD reached through up chains is the same document (same URI after redirects, or "
            "byte-identical content) as the SD at the well-known URI."), // DISC-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A relative href in an HTML link or a Link header is resolved against "
                          "the page's base URL → warning \"use an absolute URI\"."), // DISC-010
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root is urlset and the root rs:md@capability=\"description\"."), // SD-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A root rs:ln rel=\"describedby\" (recommended) points to a document "
                          "that describes the Source."), // SD-002
        QT_TRANSLATE_NOOP("RuleCatalogue", "One url per Capability List offered."), // SD-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each url has loc = the URI of a Capability List."), // SD-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "If a url-level rs:md is present, its capability must equal "
                          "capabilitylist (error otherwise)."), // SD-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each url has a rs:ln rel=\"describedby\" (recommended) pointing to a "
                          "description of that set of resources."), // SD-006
        QT_TRANSLATE_NOOP("RuleCatalogue", "<lastmod> should be omitted."), // SD-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The SD has no rs:ln rel=\"up\" (it is the top of the tree)."), // SD-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The SD carries no at, completed, from or until (undefined for an SD, "
                          "not in Appendix A)."), // SD-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "If there are several SDs, they are grouped by a Source Description "
                          "Index: sitemapindex, root rs:md@capability=\"description\", each "
                          "sitemap/loc pointing to an SD (urlset, description)."), // SD-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every url/loc target is retrievable and is a CapL (NAV-010), and its up "
                          "points back to this SD (NAV-002)."), // SD-011
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root is urlset and the root rs:md@capability=\"capabilitylist\"."), // CAP-001
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "There is a root rs:ln rel=\"up\" (mandatory) whose href is the SD."), // CAP-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A root rs:ln rel=\"describedby\" (recommended) points to a description "
                          "of the set of resources."), // CAP-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each url has loc (the capability document) and a rs:md with capability "
                          "(both mandatory)."), // CAP-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "At most one entry per capability value (\"must only contain one entry "
                          "per capability\")."), // CAP-005
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A url-level capability is resourcelist, resourcedump, changelist, changedump or a "
            "registered extension (warning). description, capabilitylist and *-manifest → error, "
            "because manifests live inside ZIPs and are not listed."), // CAP-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "<lastmod> should be omitted unless the CapL is updated every time one "
                          "of its capability documents changes."), // CAP-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A Capability List is not published as a sitemapindex (Capability List "
                          "Index)."), // CAP-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The CapL carries no at, completed, from or until."), // CAP-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Different sets of resources use different CapLs."), // CAP-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Uniformity: see XD-001 (what is in the RL is in the RD, and its changes "
                          "are in the CL)."), // CAP-011
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is urlset and rs:md@capability=\"resourcelist\"."), // RL-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root rs:md has at (the start of the snapshot)."), // RL-002
        QT_TRANSLATE_NOOP("RuleCatalogue", "completed is optional."), // RL-003
        QT_TRANSLATE_NOOP("RuleCatalogue", "The root rs:md has no from or until."), // RL-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL."), // RL-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "If this RL is a child of an RLI, it carries a root rs:ln rel=\"index\" "
                          "whose href is that RLI's URI."), // RL-006
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "One url per resource: a loc repeated within the RL → warning."), // RL-007
        QT_TRANSLATE_NOOP("RuleCatalogue", "Every url has loc (GEN-010)."), // RL-008
        QT_TRANSLATE_NOOP("RuleCatalogue", "lastmod and changefreq are optional."), // RL-009
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A url-level rs:md, if present, carries only hash, length, type and encoding (plus "
            "extensions). at, completed, from and until (App. A X), and change, datetime, path and "
            "capability (not used in RLs) → error."), // RL-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Url-level rs:ln (mirrors, alternates, metadata, versions, collection, "
                          "via) → see catalogue section 16."), // RL-011
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The snapshot end is completed, or at if there is no completed."), // RL-012
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A listed loc that returns 404/410 → warning."), // RL-013
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "More than 50,000 entries or more than 50 MB → error (GEN-021/022)."), // RL-014
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root is sitemapindex and rs:md@capability=\"resourcelist\"."), // RLI-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root rs:md has at; completed is optional; from and until are absent "
                          "(X)."), // RLI-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL."), // RLI-003
        QT_TRANSLATE_NOOP("RuleCatalogue", "One sitemap per Resource List."), // RLI-004
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Each sitemap has loc = a Resource List URI. lastmod is optional."), // RLI-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A child rs:md is optional and may carry only at and completed (App. A "
                          "child @at = O). from, until, change and the like → error."), // RLI-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every child is a urlset with capability=\"resourcelist\" (same "
                          "capability as the index, and not an index itself)."), // RLI-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A child entry's at/completed, when given, equal the child RL's own top "
                          "at/completed."), // RLI-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The index snapshot encloses the child snapshots: child at ≥ index at, "
                          "and child completed ≤ index completed when both are present (Ex. 15: "
                          "children at 09:00, 09:03 and 09:07 inside 09:00–09:10)."), // RLI-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each child RL's up equals the index's up (the same CapL)."), // RLI-010
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Each child RL carries rs:ln rel=\"index\" = this index's URI (RL-006)."), // RLI-011
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The union of the child RLs is \"the entire set of resources\"."), // RLI-012
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is urlset and rs:md@capability=\"resourcedump\"."), // RD-001
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root rs:md has at; completed is optional; from and until are absent."), // RD-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL."), // RD-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "If the RD sits under an RDI, it has a root rs:ln rel=\"index\" pointing "
                          "to the RDI."), // RD-004
        QT_TRANSLATE_NOOP("RuleCatalogue", "One url per bitstream package."), // RD-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each url has loc = the package URI. lastmod is optional."), // RD-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A url-level rs:md is recommended, with both type and length."), // RD-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A url-level rs:md may also carry at, completed and hash (App. A child "
                          "@at = O). from, until, change, path and datetime → error."), // RD-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Url-level rs:ln rel=\"contents\" (optional) points to a copy of that "
                          "package's RDM."), // RD-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "All packages of one RD have the same format: the same type values, and "
                          "the same actual format after download."), // RD-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Packages are ZIP files (PKWARE APPNOTE 6.3.3)."), // RD-011
        QT_TRANSLATE_NOOP("RuleCatalogue", "Several RDs must be grouped by an RDI."), // RD-012
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Each package's at/completed lies inside the RD's [at, completed] (Ex. 17)."), // RD-013
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Package fixity: the bytes downloaded have the declared length and match "
                          "every supported hash."), // RD-014
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "If a contents link is given, the manifest at that URI corresponds to the manifest.xml "
            "inside the package (\"the Source needs to ensure\")."), // RD-015
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A package entry's at/completed (when given) equal the at/completed of "
                          "the RDM inside it, and the RDM's at ≥ the RD's at."), // RD-016
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is sitemapindex with rs:md@capability=\"resourcedump\", and "
                          "the top has at (App. A)."), // RDI-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL (by analogy with "
                          "§10.2; every other capability document makes it mandatory)."), // RDI-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A child sitemap has loc (required) and an optional rs:md with "
                          "at/completed only (App. A child @at = O)."), // RDI-003
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The children are RD urlsets with capability=\"resourcedump\"."), // RDI-004
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Same consistency as RLI-008, RLI-009 and RLI-011 (child times equal the RDs' own, are "
            "enclosed by the index, and the children link back with index)."), // RDI-005
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Every package listed by an RD contains a Resource Dump Manifest."), // RDM-001
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "That file is named exactly manifest.xml (case-sensitive) and is located at the top "
            "level of the ZIP: the entry name is manifest.xml, with no directory part."), // RDM-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is urlset with rs:md@capability=\"resourcedump-manifest\" and "
                          "at. completed is optional; from and until are absent."), // RDM-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL (the same CapL as "
                          "the referencing RD, NAV-011)."), // RDM-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each url has loc = the URI the Source associates with the bitstream. "
                          "lastmod and changefreq are optional."), // RDM-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each url has a rs:md (mandatory) with a path (mandatory) that satisfies "
                          "ATT-014."), // RDM-006
        QT_TRANSLATE_NOOP("RuleCatalogue", "type on the url-level rs:md (recommended)."), // RDM-007
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A url-level rs:md carries no at, completed, from or until (App. A X), and no change, "
            "datetime or capability. hash and length are allowed (MAY)."), // RDM-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each path, with its leading / removed, names an existing file entry in "
                          "the ZIP (exact byte-wise match of the name, / separators)."), // RDM-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "One url per bitstream: every file entry except manifest.xml (directory "
                          "entries are ignored) is referenced by some path."), // RDM-010
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Bitstream fixity: the uncompressed size of the entry equals length, and every "
            "supported hash matches the digest of the uncompressed bytes."), // RDM-011
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "path values are unique within the manifest, and loc values are unique "
                          "(a snapshot holds one state per resource)."), // RDM-012
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "ZIP practicalities: support ZIP64 (entries ≥ 4 GiB, more than 65,535 "
                          "entries) and the stored and deflate methods."), // RDM-013
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Url-level rs:ln is allowed (§14). canonical is singled out as suitable "
                          "for manifests (§14.3)."), // RDM-014
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is urlset and rs:md@capability=\"changelist\"."), // CL-001
        QT_TRANSLATE_NOOP("RuleCatalogue", "The root rs:md has from."), // CL-002
        QT_TRANSLATE_NOOP("RuleCatalogue", "until is optional."), // CL-003
        QT_TRANSLATE_NOOP("RuleCatalogue", "The root rs:md has no at or completed."), // CL-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL."), // CL-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "If the CL sits under a CLI, it has a root rs:ln rel=\"index\" pointing "
                          "to the CLI."), // CL-006
        QT_TRANSLATE_NOOP("RuleCatalogue", "One url per change."), // CL-007
        QT_TRANSLATE_NOOP("RuleCatalogue", "Every url has loc."), // CL-008
        QT_TRANSLATE_NOOP("RuleCatalogue", "Every url has <lastmod>."), // CL-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every url has a rs:md (mandatory) with change ∈ {created, updated, "
                          "deleted}."), // CL-010
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A url-level rs:md may also have hash, length and type (and datetime in 1.1). at, "
            "completed, from and until (App. A X), path and capability → error."), // CL-011
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Forward chronological order: the least recent change comes first. 1.0 key: lastmod, "
            "non-decreasing over all entries. 1.1 key: datetime, non-decreasing over the entries "
            "that have datetime; entries without it are not checked. lastmod is not an ordering "
            "key in 1.1, because it may differ from the change time."), // CL-012
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "(1.1) Every datetime is ≥ the top from and, if until is present, ≤ until."), // CL-013
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "(1.0) Every lastmod (the change time in 1.0) lies in [from, until]."), // CL-014
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "(1.0) The pair (loc, lastmod) is unique within the CL; the Source "
                          "should give change times at a sufficiently fine granularity."), // CL-015
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "(1.1) An entry without datetime → info (\"providing datetime for each "
                          "event makes it easier to find the last processed change\")."), // CL-016
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A closed CL (one with until) \"will not be updated anymore\": re-fetching it later "
            "must give the same entries and the same from/until."), // CL-017
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "An open CL is updated only by appending changes: entries seen earlier persist as a "
            "prefix (possibly followed by new entries), and from does not move."), // CL-018
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A plausible change sequence per loc within one CL: no created right "
                          "after created or updated (without a deleted in between), and no updated "
                          "or deleted right after a deleted."), // CL-019
        QT_TRANSLATE_NOOP("RuleCatalogue", "Several CLs must be grouped in a CLI."), // CL-020
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root is sitemapindex and rs:md@capability=\"changelist\"."), // CLI-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root rs:md has from; until is optional; at and completed are absent "
                          "(X)."), // CLI-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL."), // CLI-003
        QT_TRANSLATE_NOOP("RuleCatalogue", "One sitemap per Change List."), // CLI-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Each sitemap has a rs:md with from (App. A child @from = R). Missing → "
                          "warning. A child at or completed → error (X)."), // CLI-005
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "For each child whose rs:md is present: if the referenced CL is closed, the entry must "
            "carry until; if the CL is open, the entry must not carry until."), // CLI-006
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Change Lists are listed in forward chronological order: child from values are "
            "non-decreasing, and child until values are non-decreasing."), // CLI-007
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A child entry's from/until equal the child CL's own top from/until."), // CLI-008
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The child intervals tile the index interval: the first child's from = the index from, "
            "each child's until = the next child's from (Ex. 20), with no overlaps."), // CLI-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "If the index has until (closed index), all children are closed and the "
                          "last child's until = the index until."), // CLI-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The children are CL urlsets with capability=\"changelist\" (not "
                          "indexes), and each child's up equals the index's up."), // CLI-011
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Each child CL has rs:ln rel=\"index\" pointing to this CLI (CL-006)."), // CLI-012
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Do not check the 1.0 prose claim that a closed child is marked by <lastmod> equal to "
            "the child's until (2013-01-02T23:59:59Z)."), // CLI-013
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is urlset and rs:md@capability=\"changedump\"."), // CD-001
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root rs:md has from; until is optional; at and completed are absent."), // CD-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL."), // CD-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "If the CD sits under a CDI, it has a root rs:ln rel=\"index\" pointing "
                          "to the CDI."), // CD-004
        QT_TRANSLATE_NOOP("RuleCatalogue", "One url per bitstream package."), // CD-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A url-level rs:md is recommended, with type and length."), // CD-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The url-level rs:md has from (App. A child @from = R), and until where "
                          "applicable, giving the package interval. A child at, completed, change, "
                          "path or datetime → error."), // CD-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Url-level rs:ln rel=\"contents\" (optional) points to a copy of the "
                          "package's CDM."), // CD-008
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "If a contents link is given, the manifest at that URI matches the manifest.xml inside "
            "the package (\"the Source must ensure\")."), // CD-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Entries are in forward chronological order of publication (the least "
                          "recently published package first)."), // CD-010
        QT_TRANSLATE_NOOP("RuleCatalogue", "All packages have the same format."), // CD-011
        QT_TRANSLATE_NOOP("RuleCatalogue", "Several CDs must be grouped in a CDI."), // CD-012
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The package intervals lie inside the CD's [from, until] and are "
                          "contiguous and non-overlapping (like CLI-009)."), // CD-013
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A package entry's from/until equal the from/until of the CDM inside it."), // CD-014
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Package fixity: length and hash match the downloaded bytes."), // CD-015
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A package lastmod earlier than its own until (Ex. 22: 23:59:59 against "
                          "an until of 00:00:00 the next day) means the package was published "
                          "before its interval ended → info."), // CD-016
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is sitemapindex with rs:md@capability=\"changedump\" and a top "
                          "from (App. A). until is optional; at is absent."), // CDI-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL (by analogy with "
                          "§12.2)."), // CDI-002
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A child rs:md with from (App. A R), and until as for CLI-006."), // CDI-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The children are listed in forward chronological order (by analogy with "
                          "the CLI MUST)."), // CDI-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every package listed by a CD contains manifest.xml at the top level of "
                          "the ZIP (as RDM-002)."), // CDM-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The root is urlset with rs:md@capability=\"changedump-manifest\" and "
                          "from. until is optional; at and completed are absent."), // CDM-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "There is a root rs:ln rel=\"up\" pointing to the CapL (the same as the "
                          "referencing CD)."), // CDM-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Entries are in forward chronological order."), // CDM-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Completeness: the ZIP contains a bitstream for every change in [from, "
                          "until], and the manifest refers to each."), // CDM-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "One url per resource change, and so per bitstream."), // CDM-006
        QT_TRANSLATE_NOOP("RuleCatalogue", "Every url has loc."), // CDM-007
        QT_TRANSLATE_NOOP("RuleCatalogue", "Every url has <lastmod>."), // CDM-008
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Every url has a rs:md with change ∈ {created, updated, deleted}."), // CDM-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Unless change=\"deleted\", the rs:md has path (ATT-014), and that path "
                          "names an existing ZIP file entry."), // CDM-010
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A change=\"deleted\" entry carries no path (there is no bitstream)."), // CDM-011
        QT_TRANSLATE_NOOP("RuleCatalogue", "type on the rs:md of non-deleted entries."), // CDM-012
        QT_TRANSLATE_NOOP("RuleCatalogue", "hash and length are optional."), // CDM-013
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "(1.1) datetime ∈ [from, until] (as CL-013)."), // CDM-014
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A url-level rs:md carries no at, completed, from, until or capability."), // CDM-015
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "No two entries share a path (otherwise unpacking overwrites one "
                          "bitstream with another)."), // CDM-016
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every file entry except manifest.xml is referenced by a url path or by "
                          "a patch link's path (LNK-006)."), // CDM-017
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "(1.0) (loc, lastmod) pairs are unique (as CL-015)."), // CDM-018
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Url-level rs:ln that links to related resources may occur in RL, RDM, "
                          "CL and CDM."), // LNK-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Mirror: rel=\"duplicate\" with href (mandatory) = the mirror URI. pri "
                          "is optional (ATT-017)."), // LNK-002
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Duplicate links omit the rs:md attributes (hash, length, type, encoding), since the "
            "mirror copies are expected to be identical."), // LNK-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Several links with the same rel and the same (or no) pri give an "
                          "ambiguous order → info."), // LNK-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Alternate: rel=\"alternate\" with href (mandatory, error) = a specific "
                          "URI."), // LNK-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Patch: rel=\"http://www.openarchives.org/rs/terms/patch\" with href and "
                          "type (both mandatory)."), // LNK-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Canonical: rel=\"canonical\" with href = the generic URI."), // LNK-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Metadata: describedby (resource → metadata) and describes (metadata → "
                          "resource), each with href (mandatory)."), // LNK-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Memento: rel=\"memento\" with href (mandatory) = the time-specific URI "
                          "that corresponds to the last modification."), // LNK-009
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Memento consistency: the link's modified equals the entry's <lastmod> (and, in 1.1, "
            "its datetime if present), and its hash, length and type equal those of the url-level "
            "rs:md (the Ex. 29 note says they are identical)."), // LNK-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "When prior-version links (memento, timegate, timemap) are used, the url "
                          "has <lastmod>."), // LNK-011
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "rel=\"timegate\" (href mandatory): any attribute other than rel and "
                          "href → warning (\"meaningless for TimeGates\")."), // LNK-012
        QT_TRANSLATE_NOOP("RuleCatalogue", "rel=\"timemap\" with href (mandatory)."), // LNK-013
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "rel=\"collection\" with href (mandatory) = the collection URI."), // LNK-014
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "rel=\"via\" with href (mandatory) = the resource's URI at the original "
                          "Source."), // LNK-015
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "An aggregator keeps only the existing via link (the chain origin): more "
                          "than one via per url → warning."), // LNK-016
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "An aggregator should not inherit collection or canonical links from the "
                          "original Source."), // LNK-017
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "rel=\"contents\" appears only on a url of an RD or CD."), // LNK-018
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every RL, RLI, RD, RDI, RDM, CL, CLI, CD, CDI and CDM has a root rs:ln "
                          "rel=\"up\"."), // NAV-001
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A CapL's up target is an SD (a fetched root with capability=\"description\"), and "
            "that SD lists the CapL's URI."), // NAV-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The up target of a capability document, index or manifest is a CapL "
                          "that lists it: the CapL entry's loc is the document's own URI, or the "
                          "URI of the index the document belongs to, or (for a manifest) the URI "
                          "of the RD/CD that references the package."), // NAV-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Following up links \"eventually leads to\" an SD."), // NAV-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "An index and each of its children carry the same up."), // NAV-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A child of an index should carry rs:ln rel=\"index\" = the index URI "
                          "(warning if missing)."), // NAV-006
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "rel=\"index\" appears only at the root of a <urlset> document."), // NAV-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "An index and its children have the same capability value."), // NAV-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A CapL entry's url-level capability equals the root capability of the "
                          "fetched target (urlset or sitemapindex)."), // NAV-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every SD entry points to a document whose root capability is "
                          "capabilitylist."), // NAV-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The up of a manifest inside a ZIP equals the up of the RD/CD that lists "
                          "the package."), // NAV-011
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Every loc of the SD, the CapL and the indexes (RS documents) is "
                          "retrievable with 2xx after redirects."), // NAV-012
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Orphans: an RS document found only through robots.txt or a resourcesync "
                          "link, and not reachable downward from the SD → info."), // NAV-013
        QT_TRANSLATE_NOOP("RuleCatalogue", "Uniformity inside one CapL (§9)."), // XD-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Change coverage versus baseline: the earliest from among the CapL's CLs "
                          "(or CLI children) is ≤ the RL/RD at."), // XD-002
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A CDM and a CL whose intervals are equal describe the same changes: the same multiset "
            "of (loc, change, change time) (Ex. 23 ↔ Ex. 21)."), // XD-003
        QT_TRANSLATE_NOOP("RuleCatalogue", "Fixity of listed resources."), // XD-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A deleted entry whose loc still returns 2xx, with no later created → "
                          "warning."), // XD-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "One resource URI may legitimately belong to several sets of resources "
                          "(several CapLs)."), // XD-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The lastmod of the same resource across documents of one CapL never "
                          "decreases over time (RL at t1, a later RL, CL entries)."), // XD-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A notification channel is advertised in the Capability List of the set "
                          "of resources it serves, as a <url> of that <urlset> whose rs:md has "
                          "capability=\"framework-notification\"."), // NT-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A channel entry's <loc> is the channel's topic URI, an absolute http or "
                          "https URI."), // NT-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A channel entry has <rs:ln rel=\"hub\" href=\"…\"/> naming the hub, as "
                          "a child of <url> (the prose of FN 5 says a child of <loc>, a defect of "
                          "the spec; Example 8 is followed)."), // NT-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "One dedicated Framework Notification channel per set of resources: two "
                          "Capability Lists sharing a topic URI is an error; a second framework "
                          "channel in one Capability List is a warning."), // NT-004
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A Framework Notification topic URI differs from every Change Notification topic URI "
            "of the same Source: the two are sent on different channels."), // NT-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Channels are advertised in Capability Lists, not in the Source "
                          "Description (derived): a channel entry there is a warning."), // NT-006
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The hub the Capability List names is the rel=\"hub\" link of the topic URI, and the "
            "topic URI's rel=\"self\" link is the entry's <loc> (derived)."), // NT-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "HEAD and GET on the topic URI answer 200 OK."), // NT-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The topic URI is served with Content-Type: application/xml, the media "
                          "type of the notifications."), // NT-009
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The topic URI's response has a Link header with rel=\"self\" naming the "
                          "topic URI."), // NT-010
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The topic URI's response has a Link header with rel=\"hub\" naming the "
                          "hub URI."), // NT-011
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A topic URI that serves no content says so with Content-Length: 0."), // NT-012
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The topic URI may serve the latest notification; a body there is "
                          "validated as a framework notification (NT-020 to NT-034)."), // NT-013
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A Change Notification channel or payload "
                          "(capability=\"changelist-notification\") is accepted, but the text of "
                          "the Change Notification specification was not available: it is checked "
                          "only as far as the Framework Notification rules carry over "
                          "(UNVERIFIED)."), // NT-014
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A framework notification is a <urlset> in the Sitemap namespace; "
                          "<sitemapindex> is never used."), // NT-020
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The root has one rs:md with capability=\"framework-notification\"; a document that "
            "came on a framework channel and says otherwise is not a notification."), // NT-021
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The optional root from and until are W3C datetimes (ATT-001 reports the syntax) and, "
            "both given, from is not later than until (derived)."), // NT-022
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The optional root rs:ln rel=\"up\" leads to the Capability List when "
                          "the changes are to capability documents, and to the Source Description "
                          "when they are to a Capability List."), // NT-023
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A notification has one <url> per change; one with no <url> reports "
                          "nothing (derived)."), // NT-024
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A <url> of a notification has no attributes (reported as GEN-018)."), // NT-025
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Each <url> has one <loc>, the absolute URI of the changed document."), // NT-026
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Each <url> has an rs:md whose change is created, updated or deleted."), // NT-027
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Each change's rs:md has a capability: resourcelist, resourcedump, changelist, "
            "changedump, capabilitylist, description or an Archives value; a value only another "
            "specification may define is a warning."), // NT-028
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The optional datetime of a change is a W3C datetime (reported as ATT-001)."), // NT-029
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A change's rs:md has only change, capability and datetime (\"two "
                          "attributes and may have three\"); others are a warning."), // NT-030
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The pair of capability and change is one Table 2 allows: deleted only "
                          "for a Capability List or the Source Description, and a Resource Dump "
                          "only created."), // NT-031
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A change to a document under an index has one <rs:ln rel=\"index\"> to "
                          "that index."), // NT-032
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Notifications are never sent at index level: a changed document's <loc> "
                          "does not lead to a <sitemapindex>."), // NT-033
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "When the notification is sent, the index it names already lists the "
                          "changed document."), // NT-034
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Several changes may be aggregated in one notification; the Destination "
                          "accepts any number from one."), // NT-035
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Source Description changes go out on every framework channel: the "
                          "Destination handles the copies (and a hub's retries) once, by location, "
                          "capability, change and datetime."), // NT-036
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The Destination subscribes with a POST to the hub URI whose body is a UTF-8 form "
            "(Content-Type: application/x-www-form-urlencoded)."), // NT-040
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The subscription form has hub.callback, hub.mode=subscribe and "
                          "hub.topic, the topic URI."), // NT-041
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "hub.lease_seconds, when asked, is a positive integer; the Destination "
                          "copes with a hub that grants another lease."), // NT-042
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "hub.secret is random, unique per subscription, shorter than 200 bytes, "
                          "and sent only over HTTPS (or to a hub on the same machine)."), // NT-043
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The callback URL is unguessable, unique per subscription and hub, and "
                          "changed on renewal."), // NT-044
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The hub answers a subscription request with 202 Accepted; 4xx or 5xx with a reason "
            "refuses it, and 307 or 308 with a Location sends it to another hub URL."), // NT-045
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The hub's verification GET carries hub.mode, hub.topic, hub.challenge "
                          "and, to subscribe, hub.lease_seconds."), // NT-046
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The Destination confirms a verification (2xx, the challenge as the "
                          "body) only for a pending request of that callback, topic and mode, and "
                          "answers 404 to anything else."), // NT-047
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The lease a hub grants is between 300 seconds and 2,678,400 seconds (a "
                          "month)."), // NT-048
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The Destination records the lease the hub granted and subscribes again "
                          "before it ends."), // NT-049
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "When the hub denies a subscription (hub.mode=denied, with an optional "
                          "hub.reason), the Destination marks it denied."), // NT-050
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A delivery is a POST to the callback with Content-Type: application/xml "
                          "and the notification as its body."), // NT-051
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A delivery carries Link headers with rel=\"self\" (the topic) and rel=\"hub\"; one "
            "without them is still processed, with a warning about the hub."), // NT-052
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The Destination knows which subscription a delivery belongs to by its "
                          "callback URL, never by the delivery's Link headers."), // NT-053
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The Destination answers a delivery with 2xx as soon as it has arrived, "
                          "never with a redirect, and processes it afterwards."), // NT-054
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The Destination may validate each delivered notification (NT-020 to "
                          "NT-034)."), // NT-055
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "With a secret, the hub signs every delivery (X-Hub-Signature: sha1, "
                          "sha256, sha384 or sha512 = the HMAC of the body); a delivery with a "
                          "wrong or missing signature is ignored."), // NT-056
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A sha1 signature is weak (WebSub asks for SHA-256 or better): it is "
                          "accepted with a warning."), // NT-057
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "Hubs retry failed deliveries and keep subscriptions until their lease "
                          "ends, so the Destination processes repeats idempotently."), // NT-058
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "Unsubscribing is the same POST with hub.mode=unsubscribe; the Destination confirms "
            "the hub's verification only when it asked."), // NT-059
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The Source publishes a notification with a POST of it to the hub URI, Content-Type: "
            "application/xml and Link headers rel=\"self\" and rel=\"hub\"."), // NT-060
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The hub answers a publication with 200 OK on success, and 3xx, 4xx or "
                          "5xx on failure."), // NT-061
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A third-party hub may establish trust with the Source and check the "
                          "Link headers of the publication and of the topic URI."), // NT-062
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The change lists no longer reach back to the local copy's last sync point, so changes "
            "may have been missed; a new baseline is needed (the mirror takes one)."), // AUD-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A downloaded resource does not match the length or hash its list gives, "
                          "so it was not accepted; it may have changed during the download, and "
                          "the next run tries again."), // AUD-002
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A resource could not be downloaded (an HTTP status other than 2xx, or a network "
            "failure); the local copy stays incomplete until a later run fetches it."), // AUD-003
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A resource could not be written into the local copy: its URL has no safe place there "
            "(it would escape the folder), or a link or file stands in the way."), // AUD-004
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A Resource List the baseline needs was not read whole (it could not be "
                          "loaded, or was cut short), so the mirror did not look for files the "
                          "source no longer has and left the sync point where it was."), // AUD-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The document could not be read: the file is missing or unreadable, or "
                          "the server could not be reached."), // NET-001
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "A listed resource could not be checked: the server could not be reached, the transfer "
            "failed or was stopped (time-out, redirect loop, size limit), or it answered with a "
            "status other than 2xx, 404 and 410."), // NET-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The server answered with an HTTP status other than 2xx, so there is no "
                          "document to check."), // HTTP-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The media type (type/subtype) of the Content-Type a listed resource is "
                          "served with differs from the type the list gives for it."), // HTTP-002
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The HTTP Last-Modified of a listed resource differs from the lastmod "
                          "the list gives for it (lastmod is the resource's last-modification "
                          "time, RFC 2616 section 14.29)."), // HTTP-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The document declares a DTD (<!DOCTYPE>); ResourceSync documents have "
                          "none. Internal entities expand to at most 1,024 characters; external "
                          "ones are never fetched."), // SAFE-001
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The document is larger than the inspector reads (a hard limit well "
                          "above the 50 MB rule); reading stopped there."), // SAFE-002
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The document has more entries than the inspector keeps in memory; entries beyond that "
            "limit were counted but not checked one by one."), // SAFE-003
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The gzip stream is corrupt or truncated, so the document inside it "
                          "could not be read completely."), // SAFE-004
        QT_TRANSLATE_NOOP(
            "RuleCatalogue",
            "The source names more documents than the inspector crawls (a limit against hostile "
            "indexes); the documents beyond it were neither fetched nor checked."), // SAFE-005
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The ZIP package exceeds the inspector's limits against ZIP bombs "
                          "(number of entries, uncompressed size, or compression ratio); the entry "
                          "was not decompressed."), // SAFE-006
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "A ZIP entry's name would lead outside the folder it is extracted to (an "
                          "absolute path, \"..\", a backslash, a drive letter or NUL); it is never "
                          "extracted."), // SAFE-007
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "The ZIP package is corrupt or truncated: its directory cannot be read, "
                          "so none of its entries can be checked."), // SAFE-008
        QT_TRANSLATE_NOOP("RuleCatalogue",
                          "An element has more attributes than the inspector reads (256), or a "
                          "tag, comment or other piece of markup is longer than it reads (1 MiB); "
                          "reading stopped there, before an XML reader paid for it."), // SAFE-009
    };
    return {std::begin(texts), std::end(texts)};
}

} // namespace rsi
