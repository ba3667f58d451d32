import Testing

@testable import PolicyLanguage

/// The compact forms the parser and the compiler use to copy less: a lexed token's two points,
/// a setting's name stored as its first part and the rest, a block's settings read by position.
@Suite struct CompileCopiesTests {
  private static let text = """
    version 1
    # a comment
    avoidance {
      distance = 12 # trailing
      toolbar.order = position
      disable in Feature0Screen0ViewController, Feature0Screen1ViewController
    }
    field "e\\"mail" {
      keep-visible = "a", "b"
    }
    x = -1.5 10pt @ // no
    """

  /// Every token the parser reads (`nextLexed()`) is the public token (`next()`), and its range
  /// is where `SourceFile` puts its offsets.
  @Test func lexedTokensAreThePublicTokens() {
    let source = SourceFile(path: "copies.kbpolicy", text: Self.text)
    var lexed = Lexer(source: source)
    var plain = Lexer(source: source)
    var count = 0
    while true {
      let token = lexed.nextLexed()
      let full = plain.next()
      #expect(token.token(in: source.path) == full)
      #expect(token.kind == full.kind)
      #expect(token.text == full.text)
      let range = token.range(in: source.path)
      #expect(range.start == full.range.start)
      #expect(range.end == full.range.end)
      #expect(range.start.file == "copies.kbpolicy")
      if token.kind != .newline {
        #expect(range.start == source.location(ofOffset: range.start.offset))
        #expect(range.end == source.location(ofOffset: range.end.offset))
      }
      count += 1
      if token.kind == .endOfFile { break }
    }
    #expect(count > 30)
    #expect(lexed.diagnostics == plain.diagnostics)
    #expect(!lexed.diagnostics.isEmpty)
  }

  private func identifier(_ name: String, _ offset: Int) -> Identifier {
    let source = SourceFile(path: "p", text: String(repeating: " ", count: 40))
    return Identifier(
      name: name,
      range: SourceRange(
        start: source.location(ofOffset: offset),
        end: source.location(ofOffset: offset + name.utf8.count)))
  }

  /// A setting's path reads back as given, for any number of parts, and two settings are equal
  /// exactly when their paths (and values and ranges) are.
  @Test func settingPathsRoundTrip() {
    let value = ValueNode(kind: .number, text: "1", range: identifier("1", 30).range)
    let range = identifier("toolbar.order.x = 1", 0).range
    let parts = [identifier("toolbar", 0), identifier("order", 8), identifier("x", 14)]
    for count in 0...3 {
      let path = Array(parts.prefix(count))
      let node = SettingNode(path: path, value: value, range: range)
      #expect(node.path == path)
      #expect(node.name == path.map(\.name).joined(separator: "."))
      let expectedRange =
        path.isEmpty
        ? range : path.count == 1 ? path[0].range : path[0].range.union(path[count - 1].range)
      #expect(node.nameRange == expectedRange)
      var changed = node
      changed.path = Array(parts.prefix(3 - count))
      #expect(changed.path == Array(parts.prefix(3 - count)))
      #expect(changed != node)
      changed.path = path
      #expect(changed == node)
      #expect(changed.hashValue == node.hashValue)
    }
    let one = SettingNode(name: parts[0], value: value, range: range)
    #expect(one == SettingNode(path: [parts[0]], value: value, range: range))
    #expect(one.name == "toolbar")
    #expect(one.nameRange == parts[0].range)
    #expect(one != SettingNode(path: [parts[0], parts[1]], value: value, range: range))
  }

  /// The compiler's settings of a block, read by the block's position, are the catalogue's.
  @Test func blockSettingsByPositionAreTheTables() {
    for block in SettingBlock.all {
      let byPosition = Compiler.settings(of: block).map { "\($0.name) \($0.position)" }
      let byBlock = (Compiler.settingTable[block] ?? []).map { "\($0.name) \($0.position)" }
      #expect(byPosition == byBlock, "\(block)")
      #expect(!byPosition.isEmpty, "\(block)")
      let names = Set(SettingCatalogue.entries.filter { $0.block == block }.map(\.name))
      #expect(Set(Compiler.settings(of: block).map(\.name)) == names, "\(block)")
    }
  }
}
