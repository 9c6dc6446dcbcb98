import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Attendance arithmetic")
struct AttendanceCalculatorTests {
    @Test func countsPointsAndPercentageWithTheDefaultWeights() {
        // P P L A E: points 1 + 1 + 0.5 = 2.5 over 5 − 1 excused = 4 sessions → 62.5 %.
        let tally = AttendanceCalculator().tally([.present, .present, .late, .absent, .excused])
        #expect((tally.present, tally.late, tally.absent, tally.excused) == (2, 1, 1, 1))
        #expect(tally.points == 2.5)
        #expect(tally.percent == 62.5)
    }

    @Test func weightsComeFromTheSettings() {
        // Present 2, late 0.25: P L L = 2 + 0.25 + 0.25 = 2.5 over 3 → 83.333… → 83.3.
        let tally = AttendanceCalculator(presentWeight: 2, lateWeight: 0.25).tally([.present, .late, .late])
        #expect(tally.points == 2.5)
        #expect(tally.percent == 83.3)
    }

    @Test func percentageRoundsToOneDecimalHalfAwayFromZero() {
        // L + 7 × A: 0.5 / 8 = 6.25 % → 6.3 (a banker's rounding would give 6.2).
        let tally = AttendanceCalculator().tally([.late] + Array(repeating: .absent, count: 7))
        #expect(tally.percent == 6.3)
        // 2 / 3 = 66.666… → 66.7.
        #expect(AttendanceCalculator().tally([.present, .present, .absent]).percent == 66.7)
    }

    @Test func allExcusedOrNothingTakenHasNoPercentage() {
        #expect(AttendanceCalculator().tally([.excused, .excused]).percent == nil)
        #expect(AttendanceCalculator().tally([]).percent == nil)
        #expect(AttendanceReport.letter(.excused) == "E")
        #expect(ReportText.percent(nil) == "—")
    }

    /// The fixture's Algebra course up to Monday 2026-10-05, worked out by hand: sessions on
    /// 09-07, 09-09, 09-14, 09-16, 09-23, 09-28 and 10-05 (09-21 cancelled, 09-30 a holiday);
    /// rows exist for 09-07, 09-09, 09-14 and 10-05 (and 10-07, after today), so 4 are taken.
    @Test func takenSessionsAndMissingRowsOnTheFixture() throws {
        let book = try ReportFixture.book()
        let result = AttendanceCalculator().course("alg", in: book, records: book.attendance, today: ReportFixture.today)
        #expect(result.taken.map(\.description) == ["2026-09-07", "2026-09-09", "2026-09-14", "2026-10-05"])
        let byID = Dictionary(uniqueKeysWithValues: result.students.map { ($0.person.id, $0.tally) })
        // mixed: P, A, no row on 09-14 (absent), E → 1 point over 3 → 33.3.
        #expect(byID["mixed"]?.statuses == [.present, .absent, .absent, .excused])
        #expect(byID["mixed"]?.points == 1)
        #expect(byID["mixed"]?.percent == 33.3)
        // ralvarez: L, L, E, P → 2 points over 3 → 66.7.
        #expect(byID["ralvarez"]?.points == 2)
        #expect(byID["ralvarez"]?.percent == 66.7)
        // zbaker: E, no row on 09-09 (absent), E, E → 0 over 1 → 0.0.
        #expect(byID["zbaker"].map { ($0.absent, $0.excused, $0.percent) } ?? (0, 0, nil) == (1, 3, 0.0))
        // ezola: P, P, P, L; the absence on 10-07 is after today and does not count.
        #expect(byID["ezola"]?.points == 3.5)
        #expect(byID["ezola"]?.percent == 87.5)
    }

    @Test func anEarlierTodayTakesFewerSessions() throws {
        let book = try ReportFixture.book()
        let result = AttendanceCalculator().course("alg", in: book, records: book.attendance, today: LocalDate(iso: "2026-09-09")!)
        #expect(result.taken.count == 2)
        let geo = AttendanceCalculator().course("geo", in: book, records: book.attendance, today: ReportFixture.today)
        // eabel was excused at both taken sessions: no percentage.
        #expect(geo.students.first { $0.person.id == "eabel" }?.tally.percent == nil)
    }
}
