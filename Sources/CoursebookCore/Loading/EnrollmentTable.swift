/// Enrollment numbers by (course, student) numbers, in the order enrollments were added.
///
/// An open-addressing table on the packed pair: attendance looks one up per row, millions of
/// times, where a Dictionary would hash each key with SipHash.
struct EnrollmentTable: Sendable {
    /// Each enrollment's course number, by enrollment number.
    private(set) var courses: [Int] = []
    /// Packed pair plus one (0 marks an empty slot), and the enrollment number, per slot.
    private var keys: [UInt64] = Array(repeating: 0, count: 16)
    private var numbers: [Int32] = Array(repeating: 0, count: 16)
    /// 64 minus log2 of the slot count: a key's mixed top bits pick its first slot.
    private var shift: UInt64 = 60

    /// How many enrollments there are.
    var count: Int { courses.count }

    /// Enrolls `student` in `course`; the enrollment's number, and whether it is new.
    mutating func insert(_ student: Int, in course: Int) -> (number: Int, isNew: Bool) {
        let key = Self.key(course, student)
        if let known = find(key) { return (known, false) }
        let number = courses.count
        courses.append(course)
        if courses.count * 2 > keys.count { grow() }
        place(key, number)
        return (number, true)
    }

    /// The number of `student`'s enrollment in `course`, if any.
    func number(_ student: Int, in course: Int) -> Int? { find(Self.key(course, student)) }

    private func find(_ key: UInt64) -> Int? {
        let mask = keys.count - 1
        var slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != 0 {
            if keys[slot] == key { return Int(numbers[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func place(_ key: UInt64, _ number: Int) {
        let mask = keys.count - 1
        var slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = key
        numbers[slot] = Int32(number)
    }

    private mutating func grow() {
        let old = zip(keys, numbers).filter { $0.0 != 0 }
        keys = Array(repeating: 0, count: keys.count * 2)
        numbers = Array(repeating: 0, count: keys.count)
        shift -= 1
        for (key, number) in old { place(key, Int(number)) }
    }

    private static func key(_ course: Int, _ student: Int) -> UInt64 {
        (UInt64(truncatingIfNeeded: course) << 32 | UInt64(truncatingIfNeeded: student)) &+ 1
    }
}
