/// Collects the bytes of a request head as they arrive and parses it once its blank line is in,
/// refusing it as soon as a limit is passed. Pure (bytes in, a head or a status out) so the fuzz
/// target drives exactly what the server runs.
///
/// Why not FlyingFox's decoder: it splits lines with `collectUntil { $0.suffix(1) == [LF] }`,
/// whose `suffix` is `Sequence`'s (it returns an Array to match `==`) and walks the whole line
/// gathered so far at every byte, so a 1 MiB header costs ~5·10¹¹ steps, and nothing bounds the
/// line or the head. Here each byte is looked at once when it arrives and once when the finished
/// head is parsed, and never more than `limits.head` bytes are scanned.
package struct RequestHeadReader: Sendable {
    /// What the bytes so far amount to.
    package enum Step: Sendable, Equatable {
        /// The head is not complete and no limit was passed.
        case needMore
        /// A complete head; `leftover` are the bytes after it (the next pipelined request).
        case head(RequestHead, leftover: [UInt8])
        /// The head is refused; answer with this status and close.
        case rejected(RequestRejection)
    }

    private let limits: RequestLimits
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already scanned for line ends.
    private var scanned = 0
    /// Where the line being scanned starts.
    private var lineStart = 0
    /// Complete lines so far (the request line first), without their line endings.
    private var lines: [Range<Int>] = []
    private var finished: Step?

    /// A reader that refuses heads over `limits`.
    package init(limits: RequestLimits = RequestLimits()) {
        self.limits = limits
    }

    /// Adds `bytes` and says whether the head is complete, still open, or refused. After a
    /// `.head` or `.rejected` the reader is spent: it answers the same again.
    package mutating func read(_ bytes: some Collection<UInt8>) -> Step {
        if let finished { return finished }
        buffer.append(contentsOf: bytes)
        let step = scan()
        if case .needMore = step { return step }
        finished = step
        buffer = []
        return step
    }

    /// Scans the bytes added since the last call for line ends, never past `limits.head`.
    private mutating func scan() -> Step {
        let end = Swift.min(buffer.count, limits.head)
        while scanned < end {
            let index = scanned
            scanned += 1
            guard buffer[index] == UInt8(ascii: "\n") else { continue }
            var lineEnd = index
            if lineEnd > lineStart, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            let line = lineStart..<lineEnd
            lineStart = index + 1
            if line.isEmpty {
                // RFC 9112 §2.2: blank lines before the request line are ignored.
                if lines.isEmpty { continue }
                return finish(leftover: Array(buffer[(index + 1)...]))
            }
            if let refusal = checkLength(of: line.count, isRequestLine: lines.isEmpty) { return .rejected(refusal) }
            lines.append(line)
            if lines.count - 1 > limits.fields { return .rejected(.headersTooLarge) }
        }
        // The unfinished line may already be too long (one byte more may be its CR).
        if let refusal = checkLength(of: scanned - lineStart - 1, isRequestLine: lines.isEmpty) { return .rejected(refusal) }
        if buffer.count >= limits.head { return .rejected(lines.isEmpty ? .uriTooLong : .headersTooLarge) }
        return .needMore
    }

    private func checkLength(of length: Int, isRequestLine: Bool) -> RequestRejection? {
        guard length > limits.requestLine else { return nil }
        return isRequestLine ? .uriTooLong : .headersTooLarge
    }

    /// Parses the complete head; `leftover` is what followed its blank line.
    private func finish(leftover: [UInt8]) -> Step {
        guard let requestLine = lines.first else { return .rejected(.badRequest) }
        let request = RequestLineParser.parse(buffer[requestLine])
        guard case .success(let (method, target, version)) = request else {
            if case .failure(let refusal) = request { return .rejected(refusal) }
            return .rejected(.badRequest)
        }
        var fields: [RequestHead.Field] = []
        fields.reserveCapacity(lines.count - 1)
        for line in lines.dropFirst() {
            guard let field = FieldLineParser.parse(buffer[line]) else { return .rejected(.badRequest) }
            fields.append(field)
        }
        let head = RequestHead(method: method, target: target, version: version, fields: fields)
        let hosts = fields.filter { $0.name.caseInsensitiveEquals("Host") }
        // RFC 9112 §3.2: exactly one Host in HTTP/1.1, at most one in HTTP/1.0.
        if hosts.count > 1 || (hosts.isEmpty && version == "HTTP/1.1") { return .rejected(.badRequest) }
        let lengths = fields.filter { $0.name.caseInsensitiveEquals("Content-Length") }
        if lengths.count > 1 || lengths.contains(where: { !$0.value.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } || $0.value.isEmpty }) {
            return .rejected(.badRequest)
        }
        return .head(head, leftover: leftover)
    }
}
