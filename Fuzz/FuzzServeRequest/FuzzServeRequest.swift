@testable import CoursebookServe
import FuzzSupport

/// libFuzzer entry: `serve`'s request-head reader on arbitrary bytes, fed at once and in chunks
/// (their size taken from the first byte): both must agree, and an accepted head must be within
/// the limits and hold no byte a response header or a log line could be split by.
@main
enum FuzzServeRequest {
    static func main() { runFuzzer(fuzzServeRequest) }
}

/// One input (also exported under the name libFuzzer links against).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServeRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = RequestLimits(requestLine: 512, head: 2048, fields: 8)  // small, so the fuzzer reaches them
    var whole = RequestHeadReader(limits: limits)
    let once = whole.read(bytes)

    let chunk = Int(bytes.first ?? 1) % 7 + 1
    var pieces = RequestHeadReader(limits: limits)
    var step = RequestHeadReader.Step.needMore
    var fed = 0
    while fed < bytes.count {
        let next = bytes[fed..<min(bytes.count, fed + chunk)]
        fed += next.count
        step = pieces.read(next)
        if case .needMore = step { continue }
        break
    }
    if bytes.isEmpty { step = pieces.read([]) }
    switch (once, step) {
    case (.needMore, .needMore), (.rejected, .rejected):
        precondition(once == step, "chunked and whole disagree: \(once) vs \(step)")
    case (.head(let head, let rest), .head(let chunkedHead, let chunkedRest)):
        precondition(head == chunkedHead, "heads differ")
        precondition(rest == chunkedRest + bytes[fed...], "leftovers differ")
        check(head, limits: limits)
        if let hosts = LoopbackHosts(boundHost: "127.0.0.1", port: 4000) { _ = hosts.allows(head.value(of: "Host")) }
        _ = head.keepsAlive
    default:
        preconditionFailure("chunked and whole disagree: \(once) vs \(step)")
    }
    return 0
}

private func check(_ head: RequestHead, limits: RequestLimits) {
    precondition(head.target.utf8.count <= limits.requestLine && head.target.hasPrefix("/"), "target")
    precondition(head.version == "HTTP/1.1" || head.version == "HTTP/1.0", "version")
    precondition(!head.method.isEmpty && head.fields.count <= limits.fields, "method or fields")
    for field in head.fields {
        precondition(!field.name.isEmpty && !field.name.utf8.contains { $0 < 0x21 || $0 == UInt8(ascii: ":") }, "name")
        precondition(!field.value.utf8.contains { $0 == 0 || $0 == 10 || $0 == 13 }, "value")
    }
}
