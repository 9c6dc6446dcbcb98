import Foundation

/// A unified diff (`---`/`+++` headers, `@@` hunks, three lines of context) of two texts.
///
/// Edits touch a few records of files that may have a million lines, so the common head and tail
/// are skipped first and only the middle is compared line by line.
package struct UnifiedDiff: Sendable {
    /// The name on the `---` line.
    package var oldName: String
    /// The name on the `+++` line.
    package var newName: String
    /// Lines of unchanged context around each change.
    package var context = 3

    /// Names the two sides.
    package init(oldName: String, newName: String) {
        self.oldName = oldName
        self.newName = newName
    }

    private enum Line { case same(Int, Int), removed(Int), added(Int) }

    /// The diff of `old` and `new`, or "" when they are equal.
    package func render(old: Data, new: Data) -> String {
        let a = Self.lines(old), b = Self.lines(new)
        guard a != b else { return "" }
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var script: [Line] = (0..<head).map { .same($0, $0) }
        script += middle(a, b, head: head, aEnd: a.count - tail, bEnd: b.count - tail)
        script += (0..<tail).map { .same(a.count - tail + $0, b.count - tail + $0) }
        return "--- \(oldName)\n+++ \(newName)\n" + hunks(script, a, b)
    }

    /// A line-by-line comparison of the changed middle (LCS), or all-removed/all-added when large.
    private func middle(_ a: [String], _ b: [String], head: Int, aEnd: Int, bEnd: Int) -> [Line] {
        let n = aEnd - head, m = bEnd - head
        guard n > 0, m > 0, n * m <= 4_000_000 else {
            return (head..<aEnd).map { .removed($0) } + (head..<bEnd).map { .added($0) }
        }
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[head + i] == b[head + j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[head + i] == b[head + j] {
                result.append(.same(head + i, head + j)); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                result.append(.removed(head + i)); i += 1
            } else {
                result.append(.added(head + j)); j += 1
            }
        }
        return result
    }

    private func hunks(_ script: [Line], _ a: [String], _ b: [String]) -> String {
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        var output = ""
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = changed[index]
            while index + 1 < changed.count, changed[index + 1] - end <= 2 * context + 1 {
                index += 1
                end = changed[index]
            }
            end = min(script.count - 1, end + context)
            index += 1
            // Lines of each side before the hunk give its start positions.
            var oldStart = 0, newStart = 0
            for line in script[..<start] {
                switch line {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for line in script[start...end] {
                switch line {
                case .same(let i, _): oldCount += 1; newCount += 1; body += " " + a[i] + "\n"
                case .removed(let i): oldCount += 1; body += "-" + a[i] + "\n"
                case .added(let j): newCount += 1; body += "+" + b[j] + "\n"
                }
            }
            output += "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n" + body
        }
        return output
    }

    /// `start,count` as diff prints it: 1-based, and the line before when the count is zero.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    /// Lines without their endings (a trailing CR is dropped so CRLF files read naturally).
    static func lines(_ data: Data) -> [String] {
        guard !data.isEmpty else { return [] }
        var bytes = [UInt8](data)
        if bytes.last == 0x0A { bytes.removeLast() }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
    }
}
