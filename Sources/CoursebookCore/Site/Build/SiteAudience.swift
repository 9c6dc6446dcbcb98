/// Who a site is for: the public site carries no student-level data at all.
package enum SiteAudience: String, Sendable, CaseIterable {
    case `public`, staff
}
