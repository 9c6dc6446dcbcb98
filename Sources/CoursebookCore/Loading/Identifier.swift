/// Rules for the ids and addresses people type into a course book.
enum Identifier {
    /// Ids of people and courses: `[a-z0-9][a-z0-9_-]*`, at most 64 characters, since they become
    /// file names and web addresses.
    static func isValid(_ id: String) -> Bool {
        let bytes = id.utf8
        guard let first = bytes.first, bytes.count <= 64, isLowerAlphanumeric(first) else { return false }
        return bytes.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A plausible e-mail address: one `@`, a non-empty local part, a dotted domain, no spaces or
    /// brackets. Deliverability cannot be checked offline; this catches typos.
    static func isValidEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last,
              !local.isEmpty, local.count <= 64, domain.count <= 253,
              !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..")
        else { return false }
        let forbidden: Set<Character> = [" ", "\t", "<", ">", "(", ")", "[", "]", ",", ";", ":", "\\", "\""]
        guard !email.contains(where: { forbidden.contains($0) || $0.isNewline }) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }),
              let top = labels.last, top.count >= 2, top.allSatisfy(\.isLetter)
        else { return false }
        return true
    }
}

/// Paths that come from data files and must stay inside the book.
enum BookPath {
    /// A relative path with no `..`, no absolute root, no backslashes, no NUL and no empty parts.
    static func isSafeRelative(_ path: String) -> Bool {
        guard !path.isEmpty, path.utf8.count <= 1024, !path.hasPrefix("/"), !path.hasPrefix("~"),
              !path.contains("\\"), !path.contains("\0"), !path.contains("%")
        else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
        }
    }
}
