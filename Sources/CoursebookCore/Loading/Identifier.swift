/// Rules for the ids and addresses people type into a course book.
enum Identifier {
    /// Ids of people and courses: `[a-z0-9][a-z0-9_-]*`, at most 64 characters, since they become
    /// file names and web addresses.
    static func isValid(_ id: String) -> Bool {
        let bytes = id.utf8
        guard let first = bytes.first, bytes.count <= 64, isLowerAlphanumeric(first) else { return false }
        return bytes.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// Person ids that would name a site index page: teacher and people pages are `ID.html` in
    /// folders whose `index.html` lists them.
    static let reservedPersonIDs: Set<String> = ["index"]

    /// Whether `id` may name a person: a valid id (`isValid`) that no site index page needs.
    static func isValidPersonID(_ id: String) -> Bool {
        isValid(id) && !reservedPersonIDs.contains(id)
    }

    /// Whether an identifier an export or a roster gives is an e-mail address (it has an `@`)
    /// rather than a person id.
    static func isEmailAddress(_ identifier: String) -> Bool { identifier.contains("@") }

    /// What e-mail addresses are compared by: the address without case, so one address names
    /// one person however it is written (`people.csv`'s check and the imports' look-ups).
    static func emailKey(_ address: String) -> String { address.lowercased() }

    /// The id an e-mail address proposes for a person an import adds: its local part (before the
    /// last `@`), lower-cased. It may still be no valid id (`isValidPersonID`).
    static func personID(fromEmail address: String) -> String {
        guard let at = address.lastIndex(of: "@") else { return address.lowercased() }
        return String(address[..<at]).lowercased()
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A plausible e-mail address: one `@`, a non-empty local part, a dotted domain, no spaces or
    /// brackets. Deliverability cannot be checked offline; this catches typos.
    static func isValidEmail(_ email: String) -> Bool {
        if let ascii = email.utf8.withContiguousStorageIfAvailable({ bytes in bytes.allSatisfy { $0 < 0x80 } ? isValidASCIIEmail(bytes) : nil }),
           let valid = ascii {
            return valid
        }
        return isValidEmailByCharacters(email)
    }

    /// The rules applied character by character, for addresses with non-ASCII text.
    static func isValidEmailByCharacters(_ email: String) -> Bool {
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

extension Identifier {
    /// The same rules on an ASCII address's bytes, where each character is one byte: a roster's
    /// worth of addresses is checked without splitting Strings into Characters.
    static func isValidASCIIEmail(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), !bytes[(at + 1)...].contains(UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        let dot = UInt8(ascii: ".")
        guard !local.isEmpty, local.count <= 64, domain.count <= 253, local.first != dot, local.last != dot,
              !zip(local, local.dropFirst()).contains(where: { $0 == dot && $1 == dot })
        else { return false }
        guard !bytes.contains(where: isForbiddenInEmail) else { return false }
        let labels = domain.split(separator: dot, omittingEmptySubsequences: false)
        let hyphen = UInt8(ascii: "-")
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.first != hyphen && $0.last != hyphen }),
              let top = labels.last, top.count >= 2,
              top.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) })
        else { return false }
        return true
    }

    /// Spaces, brackets, quotes and line breaks (LF, VT, FF, CR).
    private static func isForbiddenInEmail(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20, 0x22, 0x28, 0x29, 0x2C, 0x3A, 0x3B, 0x3C, 0x3E, 0x5B, 0x5C, 0x5D: true
        default: false
        }
    }
}
