/// Hears how far a long build is: a stage (`rendering pages`, `writing files`), the items done and
/// the total. Called often; a listener decides how often to show it.
package typealias BuildProgress = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void
