@testable import AvoidanceEngine
import SceneModel
import Testing

/// A trace step's words are written when read: a deferred step reads, compares and hashes as the
/// written one with the same words, and the engine's steps show the numbers of the moment they
/// were taken, not of later changes to the same variable.
@Suite struct TraceStepTests {
  @Test func deferredStepEqualsWrittenStep() {
    let written = TraceStep(
      kind: .move, message: "move needed -24", view: "email", values: [.init("moveUp", -24)])
    let deferred = TraceStep(
      kind: .move, deferred: { "move needed " + String(-24) }, view: "email",
      values: [.init("moveUp", -24)])
    #expect(deferred.message == "move needed -24")
    #expect(deferred == written)
    #expect(Set([deferred, written]).count == 1)
    let other = TraceStep(
      kind: .move, deferred: { "move needed -25" }, view: "email", values: [.init("moveUp", -24)])
    #expect(other != written)
  }

  @Test func settingTheMessageReplacesTheDeferredWords() {
    var step = TraceStep(kind: .note, deferred: { "before" }, view: nil, values: [])
    step.message = "after"
    #expect(step.message == "after")
  }

  @Test func contextTraceKeepsTheValueAtTraceTime() {
    var context = EngineContext(
      scene: Scene(window: Size(width: 390, height: 844)), policy: TestPolicy())
    var moveUp = -24.0
    let taken = moveUp
    context.trace(.move, "move \(taken)")
    moveUp = 0
    #expect(moveUp == 0)
    #expect(context.steps.map(\.message) == ["move -24.0"])
  }
}
