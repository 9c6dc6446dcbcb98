import Foundation

/// Downloaded pages kept on disk with their validators (ETag, Last-Modified), one pair of files per address.
struct PageCache: Sendable {
    /// A cached response.
    struct Entry: Sendable, Codable {
        var url: String
        var etag: String?
        var lastModified: String?
        var body: Data
    }

    /// The cache folder.
    let folder: URL

    /// The cached copy of `url`, if any.
    func load(_ url: String) -> Entry? {
        guard let data = try? Data(contentsOf: file(url)), let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.url == url else { return nil }
        return entry
    }

    /// Stores `entry`, creating the folder readable by the user alone (`UserFolder.create`: pages
    /// fetched with a token may be private); a cache that cannot be written is not an error.
    func store(_ entry: Entry) {
        try? UserFolder.create(folder)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? AtomicFile.write(data, to: file(entry.url))
    }

    /// `page-<FNV-1a hash of the address>.json`: stable across runs and free of path characters.
    private func file(_ url: String) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return folder.appendingPathComponent("page-" + HexDigits.padded(hash, width: 16) + ".json")
    }}
