/// A small deterministic random generator for tests that try many generated inputs, so a
/// failure can be replayed from its seed.
struct SeededGenerator {
    var state: UInt64

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    /// One of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
}
