import CourseModel

/// How a project's status is worded: the one mapping from `ProjectStatus` to the phrasebook.
///
/// A course page's dated deadline, which has no done state, has a third wording of its own
/// (`pageDeadlineLabel`). The phrasebook keeps two key sets on purpose: a status alone, as the site's project lists show
/// it (`Overdue`, `status_overdue`), and within a row of a report (`overdue`, `project_overdue`);
/// both are `site.strings` keys a book may already set, so neither is merged into the other.
extension ProjectStatus {
    /// As the site's project lists show it: `Overdue`, `Überfällig`.
    var label: SiteWords.Key {
        switch self {
        case .done: .statusDone
        case .open: .statusOpen
        case .overdue: .statusOverdue
        }
    }

    /// As a course page's own dated deadline shows it on the site, which nobody marks done:
    /// `Upcoming` while it is still due, else `Passed`.
    var pageDeadlineLabel: SiteWords.Key {
        isStillDue ? .statusUpcoming : .statusPassed
    }

    /// As a report's row names it: `overdue`, `überfällig`.
    var word: SiteWords.Key {
        switch self {
        case .done: .projectDone
        case .open: .projectOpen
        case .overdue: .projectOverdue
        }
    }
}
