/// A unified diff (`diff -u`) of two texts, line by line.
///
/// Lines are aligned by patience diff: lines that occur once on each side anchor the alignment (their
/// longest increasing run), the gaps between anchors are aligned the same way, and what is left is
/// matched from both ends. It runs in O(n log n) on a 5,000-line controller where a full
/// longest-common-subsequence table would not fit in memory, and it keeps moved code readable.
public struct UnifiedDiff: Equatable, Sendable {
    public struct Hunk: Equatable, Sendable {
        public let oldStart: Int
        public let oldCount: Int
        public let newStart: Int
        public let newCount: Int
        /// `" line"`, `"-line"`, `"+line"`.
        public let lines: [String]
    }

    public let oldPath: String
    public let newPath: String
    public let hunks: [Hunk]
    public let removed: Int
    public let added: Int

    public init(old: String, new: String, oldPath: String, newPath: String, context: Int = 3) {
        let oldLines = Self.lines(old)
        let newLines = Self.lines(new)
        let (oldNumbers, newNumbers) = Self.numbered(oldLines, newLines)
        let edits = Self.align(oldNumbers[...], newNumbers[...])
        self.oldPath = oldPath
        self.newPath = newPath
        hunks = Self.hunks(edits, oldLines: oldLines, newLines: newLines, context: context)
        removed = edits.filter { $0.kind == .removed }.count
        added = edits.filter { $0.kind == .added }.count
    }

    /// The diff as `diff -u` prints it; empty when the texts are equal.
    public var text: String {
        guard !hunks.isEmpty else { return "" }
        var output = ["--- \(oldPath)", "+++ \(newPath)"]
        for hunk in hunks {
            output.append("@@ -\(Self.range(hunk.oldStart, hunk.oldCount)) +\(Self.range(hunk.newStart, hunk.newCount)) @@")
            output += hunk.lines
        }
        return output.joined(separator: "\n") + "\n"
    }

    static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    static func lines(_ text: String) -> [Substring] {
        var lines = text.lineSlices
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    enum Kind { case same, removed, added }

    struct Edit {
        let kind: Kind
        /// Index in the old text (same, removed) or the new one (added).
        let oldIndex: Int
        let newIndex: Int
    }

    /// Each line as a number, lines equal byte for byte the same: the alignment compares and counts numbers, where
    /// hashing and comparing the lines themselves (a Substring normalizes its Unicode each time) was 2–3% of a large
    /// screen's migration.
    static func numbered(_ old: [Substring], _ new: [Substring]) -> (old: [Int], new: [Int]) {
        var numbers: [LineBytes: Int] = [:]
        func number(_ line: Substring) -> Int {
            let key = LineBytes(line: line)
            if let known = numbers[key] { return known }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
        return (old.map(number), new.map(number))
    }

    /// A line, hashed and compared by its UTF-8 bytes.
    struct LineBytes: Hashable {
        let line: Substring

        static func == (lhs: LineBytes, rhs: LineBytes) -> Bool { lhs.line.utf8.elementsEqual(rhs.line.utf8) }

        func hash(into hasher: inout Hasher) {
            let hashed: Void? = line.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil {
                for byte in line.utf8 { hasher.combine(byte) }
            }
        }
    }

    static func align(_ old: ArraySlice<Int>, _ new: ArraySlice<Int>) -> [Edit] {
        // Common ends first: most of a controller's file header and tail survive unchanged.
        var prefix = 0
        while prefix < min(old.count, new.count), old[old.startIndex + prefix] == new[new.startIndex + prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
            old[old.endIndex - 1 - suffix] == new[new.endIndex - 1 - suffix]
        { suffix += 1 }
        var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: old.startIndex + $0, newIndex: new.startIndex + $0) }
        let oldMiddle = old[(old.startIndex + prefix)..<(old.endIndex - suffix)]
        let newMiddle = new[(new.startIndex + prefix)..<(new.endIndex - suffix)]
        let anchors = uniqueAnchors(oldMiddle, newMiddle)
        if anchors.isEmpty {
            edits += oldMiddle.indices.map { Edit(kind: .removed, oldIndex: $0, newIndex: newMiddle.startIndex) }
            edits += newMiddle.indices.map { Edit(kind: .added, oldIndex: oldMiddle.endIndex, newIndex: $0) }
        } else {
            var oldCursor = oldMiddle.startIndex
            var newCursor = newMiddle.startIndex
            for (oldAnchor, newAnchor) in anchors {
                edits += align(old[oldCursor..<oldAnchor], new[newCursor..<newAnchor])
                edits.append(Edit(kind: .same, oldIndex: oldAnchor, newIndex: newAnchor))
                oldCursor = oldAnchor + 1
                newCursor = newAnchor + 1
            }
            edits += align(old[oldCursor..<oldMiddle.endIndex], new[newCursor..<newMiddle.endIndex])
        }
        edits += (0..<suffix).map { Edit(kind: .same, oldIndex: old.endIndex - suffix + $0, newIndex: new.endIndex - suffix + $0) }
        return edits
    }

    /// Lines that occur exactly once on each side, paired, keeping the longest run in order on both sides.
    static func uniqueAnchors(_ old: ArraySlice<Int>, _ new: ArraySlice<Int>) -> [(Int, Int)] {
        var counts: [Int: (old: Int, new: Int, oldIndex: Int, newIndex: Int)] = [:]
        for index in old.indices { counts[old[index], default: (0, 0, 0, 0)].old += 1; counts[old[index]]!.oldIndex = index }
        for index in new.indices { counts[new[index], default: (0, 0, 0, 0)].new += 1; counts[new[index]]!.newIndex = index }
        let pairs = new.indices.compactMap { index -> (Int, Int)? in
            guard let count = counts[new[index]], count.old == 1, count.new == 1 else { return nil }
            return (count.oldIndex, index)
        }
        return longestIncreasingRun(pairs)
    }

    /// Patience sorting over the pairs (ordered by their new index) by their old index.
    static func longestIncreasingRun(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var pileTops: [Int] = []
        var previous = [Int?](repeating: nil, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            var low = 0
            var high = pileTops.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[pileTops[middle]].0 < pair.0 { low = middle + 1 } else { high = middle }
            }
            previous[position] = low > 0 ? pileTops[low - 1] : nil
            if low == pileTops.count { pileTops.append(position) } else { pileTops[low] = position }
        }
        var run: [(Int, Int)] = []
        var cursor = pileTops.last
        while let position = cursor {
            run.append(pairs[position])
            cursor = previous[position]
        }
        return run.reversed()
    }

    static func hunks(_ edits: [Edit], oldLines: [Substring], newLines: [Substring], context: Int) -> [Hunk] {
        let changed = edits.indices.filter { edits[$0].kind != .same }
        guard !changed.isEmpty else { return [] }
        // Group changes whose context windows touch.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = groups.last, window.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...window.upperBound
            } else {
                groups.append(window)
            }
        }
        return groups.map { group in
            let slice = edits[group]
            let lines = slice.map { edit -> String in
                switch edit.kind {
                case .same: return " " + oldLines[edit.oldIndex]
                case .removed: return "-" + oldLines[edit.oldIndex]
                case .added: return "+" + newLines[edit.newIndex]
                }
            }
            let oldCount = slice.filter { $0.kind != .added }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            let first = slice.first!
            // `diff -u` numbers an empty side by the line before it.
            let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
            let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
            return Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: lines)
        }
    }
}
