import Testing

@testable import PolicyLanguage

/// What the compiled policy's tables cost per name: the benchmark's memory row measures the whole
/// heap (README, "The benchmark"); these pin the layout facts that keep it small, so a change that
/// gives every listed class a row of its own (the 1.2 → 4.1 MiB growth) fails here first.
@Suite struct CompiledSizeTests {
  /// `count` controller classes, each in one of the six `enable in` / `disable in` lists.
  static func listedClasses(_ count: Int) -> String {
    var text = "version 1\n"
    for i in 0..<count { text += "class Listed\(i)ViewController: UIViewController\n" }
    let features = ["avoidance", "toolbar", "resign-on-touch"]
    for (f, feature) in features.enumerated() {
      text += "\(feature) {\n"
      for i in stride(from: f, to: count, by: 3) {
        text += "  \(i % 2 == 0 ? "enable" : "disable") in Listed\(i)ViewController\n"
      }
      text += "}\n"
    }
    return text
  }

  @Test func aListedClassTakesNoPrecedenceRow() throws {
    let policy = try #require(
      Policy.compile(SourceFile(path: "lists.kbpolicy", text: Self.listedClasses(600))).policy)
    let table = policy.storage.precedenceTable
    // Only the default layer's few field / controller rules have rows; 600 listed classes add none.
    #expect(table.rowSets.count < 20)
    // Every listed class is still found by its list mask, and the walk finds its entry.
    let names = policy.storage.names
    var listed = 0
    for i in 0..<600 {
      let id = try #require(names.id(of: "Listed\(i)ViewController"))
      if table.entries[Int(id)].listMask != 0 { listed += 1 }
    }
    #expect(listed == 600)
    // A name's entry stays small: its row set and two small masks; a row set pays for the
    // settings it sets, not for the capacity.
    #expect(MemoryLayout<PrecedenceTable.Entry>.stride == 8)
    #expect(MemoryLayout<PrecedenceTable.RowSet>.stride == 16)
    #expect(
      table.positions.count
        == table.rowSets.reduce(0) {
          $0 + $1.fieldMask.nonzeroBitCount + $1.controllerMask.nonzeroBitCount
            + $1.identifierMask.nonzeroBitCount
        })
  }

  @Test func listedClassesAnswerFromTheIndexSlots() throws {
    // The list lanes come from the index's slots: each listed class decides its feature's switch.
    let policy = try #require(
      Policy.compile(SourceFile(path: "lists.kbpolicy", text: Self.listedClasses(30))).policy)
    let switches: [SettingName] = [.avoidance, .toolbar, .resignOnTouch]
    for i in 0..<30 {
      let field = FieldContext(
        classChain: ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"],
        controllerChain: [
          "Listed\(i)ViewController", "UIViewController", "UIResponder", "NSObject",
        ])
      let decision = policy.decide(for: field)
      let setting = decision[switches[i % 3]]
      // i even: `enable in`, odd: `disable in` (of feature i % 3).
      #expect(setting.source.step == (i % 2 == 0 ? .enableList : .disableList), "class \(i)")
      #expect(setting.value == .bool(i % 2 == 0), "class \(i)")
    }
  }
}
