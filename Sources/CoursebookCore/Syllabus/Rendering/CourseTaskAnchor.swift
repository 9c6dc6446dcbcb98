/// The id of a task's list item on the site's course page.
enum CourseTaskAnchor {
    /// The id of the task at `index` (0-based) in the record's task list.
    static func id(_ index: Int) -> String { "course.task-\(index + 1)" }
}
