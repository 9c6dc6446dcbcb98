import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One GET whose body is collected while it streams in, so a page over the size limit is cut off
/// as soon as its `Content-Length` says so or more than the limit has arrived, instead of being
/// held in memory whole first.
///
/// The server is not trusted: the whole transfer (every redirect and every byte) has one deadline,
/// because URLSession's own time-outs on Linux restart with each byte and a server dripping one
/// byte a second would never trip them; a compressed body is refused, because libcurl inflates it
/// faster than this delegate can count and stop it (a 2 MB gzip body became 2 GiB in memory); and
/// the token goes only to its own origin, on every hop.
final class PageDownload: NSObject, URLSessionDataDelegate, Sendable {
    /// How a download ended.
    enum Result: Sendable {
        /// The whole body arrived.
        case complete(Data, HTTPURLResponse?)
        /// The body is larger than the limit: its declared length, or what had arrived when it was cut.
        case tooLarge(bytes: Int, declared: Bool)
        /// The transfer failed.
        case failed(String)
    }

    /// What one download may do.
    struct Rules: Sendable {
        /// Most body bytes accepted.
        var limit: Int
        /// Seconds the whole transfer may take, redirects included.
        var deadline: TimeInterval
        /// The `Authorization` value and the origin (`scheme://host:port`) it may be sent to.
        var credential: (value: String, origin: String)?
        /// Most redirects followed.
        var maxRedirects = 5
    }

    private struct State {
        var body = Data()
        var response: HTTPURLResponse?
        /// Set once the transfer is stopped on purpose; wins over the transport's own error.
        var verdict: Result?
        /// Whether every hop so far stayed on the credential's origin.
        var onCredentialOrigin = true
        var redirects = 0
        var continuation: CheckedContinuation<Result, Never>?
    }

    private let rules: Rules
    private let state = Mutex(State())

    private init(rules: Rules) {
        self.rules = rules
    }

    /// Runs `request` with a session configured like `configuration` under `rules`.
    static func run(_ request: URLRequest, configuration: URLSessionConfiguration, rules: Rules) async -> Result {
        var request = request
        request.setValue(nil, forHTTPHeaderField: "Authorization")
        // Ask for the body as stored; a server that compresses anyway is refused in `didReceive response`.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let download = PageDownload(rules: rules)
        if let credential = rules.credential, let url = request.url, origin(of: url) == credential.origin {
            request.setValue(credential.value, forHTTPHeaderField: "Authorization")
        } else {
            download.state.withLock { $0.onCredentialOrigin = false }
        }
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        let deadline = rules.deadline
        // A GCD timer, not a sleeping task: when other work keeps Swift's cooperative threads busy a
        // sleeping task wakes late, and a slow server got a sixth request in before the deadline
        // fired. Cancelled when the download ends first, so it does not hold the download.
        let timer = DispatchWorkItem { [weak task] in
            guard let task else { return }
            download.stop(task, .failed("no complete answer within \(Self.seconds(deadline)) (the limit for the whole download)"))
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            download.state.withLock { $0.continuation = continuation }
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: timer)
            task.resume()
        }
    }

    /// `scheme://host:port` with the default port filled in, lowercased: the unit a credential is bound to.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }

    /// Ends the download now with `verdict`, unless it has already ended: the caller gets its answer
    /// at once, whatever FoundationNetworking still does with the cancelled task.
    private func stop(_ task: URLSessionTask, _ verdict: Result) {
        let continuation = state.withLock { state -> CheckedContinuation<Result, Never>? in
            guard state.verdict == nil, let continuation = state.continuation else { return nil }
            state.verdict = verdict
            state.continuation = nil
            state.body = Data()
            return continuation
        }
        guard let continuation else { return }
        continuation.resume(returning: verdict)
        // After the verdict, so a redirect answered under the lock is handed over before this cancel
        // (a cancel while FoundationNetworking awaits that answer traps). Off this queue: `cancel`
        // waits for libcurl's current read loop, and meanwhile the delegate queue keeps dropping
        // whatever that loop still delivers instead of letting it pile up. On a GCD thread, not in a
        // task: that wait blocks its thread, which must not be one of Swift's cooperative pool.
        DispatchQueue.global().async { task.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        var next = request
        // FoundationNetworking copies every header of the first request onto the next hop, whatever its host.
        next.setValue(nil, forHTTPHeaderField: "Authorization")
        let scheme = request.url?.scheme?.lowercased()
        let origin = request.url.flatMap(Self.origin(of:))
        let refused = state.withLock { state -> (Result, CheckedContinuation<Result, Never>?)? in
            // Stopped already (the deadline): the task is cancelled, and answering now would trap.
            guard state.verdict == nil else { return nil }
            state.redirects += 1
            var refusal: String?
            if state.redirects > rules.maxRedirects {
                refusal = "more than \(rules.maxRedirects) redirects"
            } else if scheme != "https" && scheme != "http" {
                refusal = "redirected to an address that is not http(s)"
            }
            if let refusal {
                // Not cancelled: FoundationNetworking traps on a cancel while it awaits this answer.
                // The redirect response becomes the final one, and the verdict stands over it.
                let verdict = Result.failed(refusal)
                state.verdict = verdict
                defer { state.continuation = nil }
                completionHandler(nil)
                return (verdict, state.continuation)
            }
            state.onCredentialOrigin = state.onCredentialOrigin && origin != nil && origin == rules.credential?.origin
            if let credential = rules.credential, state.onCredentialOrigin {
                next.setValue(credential.value, forHTTPHeaderField: "Authorization")
            }
            completionHandler(next)
            return nil
        }
        if let (verdict, continuation) = refused { continuation?.resume(returning: verdict) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let declared = Int(clamping: response.expectedContentLength)
        let encoding = http?.value(forHTTPHeaderField: "Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        state.withLock { $0.response = http }
        var refusal: Result?
        if !encoding.isEmpty, encoding != "identity" {
            refusal = .failed("the server sent a compressed body (Content-Encoding: \(encoding.prefix(40))) though an uncompressed one was asked for")
        } else if http?.statusCode == 200, declared > rules.limit {
            refusal = .tooLarge(bytes: declared, declared: true)
        }
        // `.cancel` alone lets FoundationNetworking drain the body; cancelling the task closes the connection.
        if let refusal { stop(dataTask, refusal) }
        completionHandler(refusal == nil ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let arrived = state.withLock { state -> Int? in
            guard state.verdict == nil else { return nil }
            state.body.append(data)
            return state.body.count > rules.limit ? state.body.count : nil
        }
        if let arrived { stop(dataTask, .tooLarge(bytes: arrived, declared: false)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (result, continuation) = state.withLock { state -> (Result, CheckedContinuation<Result, Never>?) in
            let result: Result
            if let verdict = state.verdict {
                result = verdict
            } else if let error {
                result = .failed((error as NSError).localizedDescription)
            } else {
                result = .complete(state.body, state.response ?? task.response as? HTTPURLResponse)
            }
            // A verdict from now on (the deadline firing late) changes nothing.
            state.verdict = result
            defer { state.continuation = nil }
            return (result, state.continuation)
        }
        continuation?.resume(returning: result)
    }
}
