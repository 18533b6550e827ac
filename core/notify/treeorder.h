// SPDX-FileCopyrightText: ResourceSync Inspector contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rsi {

class SourceTree;

// The tree of a crawl, with its documents numbered as in an earlier crawl of
// the same source where they are the same (by requested URL), and the new
// ones after them. A crawl numbers documents in the order they are found,
// which varies from one crawl to the next; a view that keeps its selection
// and open branches across reads (SourceTreeModel) needs the same document
// under the same number. Parents, children, the Source Description, the
// discovery steps and the source's findings follow. Pure; any thread.
SourceTree reorderedLike(const SourceTree &tree, const SourceTree &previous);

} // namespace rsi
