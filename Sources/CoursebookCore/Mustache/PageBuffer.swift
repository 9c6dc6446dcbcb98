import Foundation

/// The bytes of one page while it renders. A page is built from thousands of small pieces, so
/// appending must cost little more than the copy: the buffer grows by doubling, and the finished
/// page hands its memory to `Data` without another copy.
struct PageBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it first grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        start = Self.allocate(self.capacity)
    }

    deinit { free(start) }

    /// The last byte written; nil while empty.
    var last: UInt8? { count > 0 ? start[count - 1] : nil }

    /// Appends bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a string's UTF-8 bytes.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a constant, e.g. an HTML entity.
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `text` escaped for HTML with `HTMLEscaping`'s rule, copying runs of safe bytes at once.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                guard let entity = HTMLEscaping.entity(for: bytes[index]) else { continue }
                append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                append(entity)
                runStart = index + 1
            }
            append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// The bytes as `Data`, which takes over the memory, shrunk to fit: a site keeps every page
    /// in memory until it is written.
    consuming func data() -> Data {
        if capacity > count, let fitted = realloc(start, max(count, 1)) {
            start = fitted.assumingMemoryBound(to: UInt8.self)
        }
        let data = Data(bytesNoCopy: start, count: count, deallocator: .free)
        discard self
        return data
    }

    /// The bytes as a string (they are UTF-8: every piece came from a string).
    consuming func string() -> String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(capacity * 2, count + extra)
        guard let grown = realloc(start, capacity) else { fatalError("out of memory rendering a page") }
        start = grown.assumingMemoryBound(to: UInt8.self)
    }

    /// Memory from `malloc`, which `Data`'s `.free` deallocator and `realloc` expect.
    private static func allocate(_ size: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(size) else { fatalError("out of memory rendering a page") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }
}
