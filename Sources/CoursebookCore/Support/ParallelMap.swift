import Foundation

/// Order-preserving parallel map over independent work items, for the CPU-bound parts of loading.
enum ParallelMap {
    /// The synchronous form, for the loader: `BookLoader.load()` is synchronous (editing commands,
    /// `check` and `serve`'s rebuilds call it as such), and a synchronous caller cannot wait for a
    /// task group without blocking a thread of the pool that group needs, so this one stays on
    /// `DispatchQueue.concurrentPerform`. Async code uses `chunked` below.
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.set(index, transform(inputs[index]))
        }
        return results.values()
    }

    /// The same with structured concurrency, for the site build: results come back in `inputs`'
    /// order, so output stays byte-identical to a serial run. Work goes out in contiguous chunks, a
    /// few per core, so thousands of small pages do not each pay for a task.
    /// `finished` hears how many inputs are done after each chunk, on the calling task.
    static func chunked<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], finished: ((Int) -> Void)? = nil, _ transform: @escaping @Sendable (Input) -> Output
    ) async -> [Output] {
        let chunkCount = min(inputs.count, 16 * ProcessInfo.processInfo.activeProcessorCount)
        guard chunkCount > 1 else { return inputs.map(transform) }
        let chunkSize = (inputs.count + chunkCount - 1) / chunkCount
        return await withTaskGroup(of: (Int, [Output]).self) { group in
            for start in stride(from: 0, to: inputs.count, by: chunkSize) {
                let chunk = inputs[start..<min(start + chunkSize, inputs.count)]
                group.addTask { (start, chunk.map(transform)) }
            }
            var parts: [(Int, [Output])] = []
            var done = 0
            for await part in group {
                parts.append(part)
                done += part.1.count
                finished?(done)
            }
            return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }
}

extension ParallelMap {
    /// Transforms `inputs` on all cores a batch at a time and hands the results to `consume` in
    /// input order, so only one batch of results is ever held: for results that are written out
    /// in order (the feed, the search index) rather than kept.
    static func batches<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], size: Int = 1024, _ transform: @Sendable (Input) -> Output, consume: (Output) -> Void
    ) {
        for start in stride(from: 0, to: inputs.count, by: size) {
            for output in map(Array(inputs[start..<min(start + size, inputs.count)]), transform) { consume(output) }
        }
    }
}
