/// Why a request head was refused, as the status code the preview answers with before closing.
package enum RequestRejection: Int, Error, Sendable, Equatable {
    /// Not HTTP/1.x grammar: a bad method, target, field or line ending, a missing or repeated Host.
    case badRequest = 400
    /// The request line is longer than `RequestLimits.requestLine`.
    case uriTooLong = 414
    /// The header section is longer than `RequestLimits.head`, has too many or too long fields.
    case headersTooLarge = 431
    /// `HTTP/2.0` and other versions this server does not speak.
    case versionNotSupported = 505
}
