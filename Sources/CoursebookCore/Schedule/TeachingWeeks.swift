import CourseModel

/// The term's teaching weeks, Monday to Sunday, numbered from the week the term starts in; a
/// week whose weekdays in the term are all holidays (an autumn break) gets no number, as course
/// pages count "Week 9" after the break.
package struct TeachingWeeks: Sendable {
    package let term: Term
    /// Teaching week number per Monday.
    private let numbers: [LocalDate: Int]

    package init(term: Term) {
        self.term = term
        var numbers: [LocalDate: Int] = [:]
        var monday = Self.monday(of: term.start)
        var number = 0
        while monday <= term.end {
            let weekdays = (0..<5).map { monday.adding(days: $0) }.filter(term.contains)
            if weekdays.contains(where: { term.holiday(on: $0) == nil }) {
                number += 1
                numbers[monday] = number
            }
            monday = monday.adding(days: 7)
        }
        self.numbers = numbers
    }

    /// The Monday of `date`'s week.
    package static func monday(of date: LocalDate) -> LocalDate { date.adding(days: -date.weekday.rawValue) }

    /// The teaching week `date` falls in; nil outside the term or in a week off.
    package func number(of date: LocalDate) -> Int? {
        guard term.contains(date) else { return nil }
        return numbers[Self.monday(of: date)]
    }

    /// Whether `date` is a day off: a holiday, or a day of a week with no teaching.
    package func isOff(_ date: LocalDate) -> Bool {
        term.holiday(on: date) != nil || (term.contains(date) && number(of: date) == nil)
    }
}
