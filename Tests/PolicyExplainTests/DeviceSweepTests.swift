import PolicyExplain
import Testing

/// `DeviceSweep`: worst first, identical outcomes grouped, the one-line summary.
@Suite struct DeviceSweepTests {
  static func outcome(
    _ id: String, _ verdict: Verdict.Kind = .notAdjusted, covered: Double?, visible: Bool?
  ) -> DeviceSweep.Outcome {
    DeviceSweep.Outcome(
      device: id, deviceName: "Phone \(id)", verdict: verdict, covered: covered, visible: visible,
      gap: covered.map { -$0 })
  }

  @Test func worstFirstThenDeviceOrder() {
    let sweep = DeviceSweep([
      Self.outcome("a", .visible, covered: 0, visible: true),
      Self.outcome("b", covered: 3, visible: false),
      Self.outcome("c", .keyboardHidden, covered: nil, visible: nil),
      Self.outcome("d", covered: 24, visible: false),
      Self.outcome("e", .partlyVisible, covered: 0, visible: false),
      Self.outcome("f", covered: 3, visible: false),
    ])
    // Covered most, covered less (ties in device order), partly visible, the rest, visible.
    #expect(sweep.outcomes.map(\.device) == ["d", "b", "f", "e", "c", "a"])
    #expect(sweep.worst?.label == "covered 24 pt")
    #expect(
      sweep.groups.map(\.label) == [
        "covered 24 pt", "covered 3 pt", "partly visible", "keyboard-hidden", "visible",
      ])
    #expect(sweep.groups[1].outcomes.map(\.device) == ["b", "f"])
    #expect(
      sweep.summary
        == "covered 24 pt on Phone d; covered 3 pt on Phone b, Phone f; partly visible on Phone e; "
        + "keyboard-hidden on Phone c; visible on the others")
    #expect(sweep.hasProblem)
  }

  @Test func oneOutcomeEverywhere() {
    let sweep = DeviceSweep(
      ["a", "b", "c"].map { Self.outcome($0, .visible, covered: 0, visible: true) })
    #expect(sweep.groups.count == 1)
    #expect(sweep.summary == "visible on all 3 device classes")
    #expect(!sweep.hasProblem)
  }

  @Test func coveredOnTheSmallestOnly() {
    let sweep = DeviceSweep(
      [Self.outcome("small", covered: 24, visible: false)]
        + (1...20).map { Self.outcome("p\($0)", covered: 0, visible: true) })
    #expect(sweep.summary == "covered 24 pt on Phone small; visible on the others")
    #expect(sweep.groups.map(\.outcomes.count) == [1, 20])
  }
}
