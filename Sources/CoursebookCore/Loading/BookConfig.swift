import CourseModel
import Foundation

/// What `coursebook.yml` holds: the title, the term and optional settings.
struct BookConfig {
    var title: String
    var term: Term
    var settings: BookSettings
}
