/// Who a site is for: the public site carries no student-level data at all.
package enum SiteAudience: String, Sendable, CaseIterable {
    case `public`, staff

    /// Whether a book loaded for this site keeps its attendance rows: only the staff site shows
    /// them, so a public build checks them without keeping them (`BookLoader(keepsAttendance:)`).
    package var keepsAttendance: Bool { self == .staff }
}
