import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One GET whose body is collected while it streams in, so a page over the size limit is cut off
/// as soon as its `Content-Length` says so or more than the limit has arrived, instead of being
/// held in memory whole first.
final class PageDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// How a download ended.
    enum Result: Sendable {
        /// The whole body arrived.
        case complete(Data, HTTPURLResponse?)
        /// The body is larger than the limit: its declared length, or what had arrived when it was cut.
        case tooLarge(bytes: Int, declared: Bool)
        /// The transfer failed.
        case failed(String)
    }

    private let limit: Int
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?
    private var oversize: (bytes: Int, declared: Bool)?
    private var continuation: CheckedContinuation<Result, Never>?

    private init(limit: Int) {
        self.limit = limit
    }

    /// Runs `request` with a session configured like `configuration`, refusing bodies over `limit` bytes.
    static func run(_ request: URLRequest, configuration: URLSessionConfiguration, limit: Int) async -> Result {
        let download = PageDownload(limit: limit)
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return await withCheckedContinuation { continuation in
            download.lock.withLock { download.continuation = continuation }
            session.dataTask(with: request).resume()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let declared = Int(clamping: response.expectedContentLength)
        let refuse = http?.statusCode == 200 && declared > limit
        lock.withLock {
            self.response = http
            if refuse { oversize = (declared, true) }
        }
        // `.cancel` alone lets FoundationNetworking drain the body; cancelling the task closes the connection.
        if refuse { dataTask.cancel() }
        completionHandler(refuse ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cut = lock.withLock { () -> Bool in
            guard oversize == nil else { return false }
            body.append(data)
            guard body.count > limit else { return false }
            oversize = (body.count, false)
            body = Data()
            return true
        }
        if cut { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (result, continuation) = lock.withLock { () -> (Result, CheckedContinuation<Result, Never>?) in
            let result: Result
            if let oversize {
                result = .tooLarge(bytes: oversize.bytes, declared: oversize.declared)
            } else if let error {
                result = .failed((error as NSError).localizedDescription)
            } else {
                result = .complete(body, response ?? task.response as? HTTPURLResponse)
            }
            defer { self.continuation = nil }
            return (result, self.continuation)
        }
        continuation?.resume(returning: result)
    }
}
