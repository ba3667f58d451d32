import PolicyLanguage

/// Builds the formatted text of one file (used by `Formatter`).
struct Printer {
  let source: SourceFile
  let comments: CommentMap
  /// The printed lines so far: code and an optional trailing comment (a blank line is empty).
  private var lines: [(code: String, comment: String?)] = []
  /// Whether anything was printed yet in the current container (file or block).
  private var containerStarted = false

  init(source: SourceFile, comments: CommentMap) {
    self.source = source
    self.comments = comments
  }

  // MARK: - File

  /// The formatted text: trailing comments aligned per section, one newline at the end.
  ///
  /// A section is a run of lines without a blank line. In a section, trailing comments start in
  /// one column, two spaces after the longest code among the lines that have one; lines whose
  /// code is longer than `alignmentLimit` keep two spaces and do not push the column.
  var output: String {
    var text = ""
    var index = 0
    while index < lines.count {
      var end = index
      while end < lines.count, !(lines[end].code.isEmpty && lines[end].comment == nil) { end += 1 }
      let widths = lines[index..<end].filter {
        $0.comment != nil && $0.code.count <= Printer.alignmentLimit
      }
      .map(\.code.count)
      let column = (widths.max() ?? 0) + 2
      for line in lines[index..<end] {
        text += line.code
        if let comment = line.comment {
          if line.code.isEmpty {
            text += comment
          } else {
            let pad = line.code.count <= Printer.alignmentLimit ? column - line.code.count : 2
            text += String(repeating: " ", count: pad) + comment
          }
        }
        text += "\n"
      }
      if end < lines.count { text += "\n" }
      index = end + 1
    }
    return text
  }

  /// Lines with longer code do not take part in trailing-comment alignment.
  static let alignmentLimit = 40

  mutating func printFile(_ file: PolicyFile) {
    var previous: Statement?
    containerStarted = false
    for statement in file.statements {
      let forceBlank =
        previous.map { Formatter.block($0) != nil || Formatter.block(statement) != nil } ?? false
      let start = statement.range.start.offset
      var first = true
      for comment in comments.leading[start] ?? [] {
        separate(line: comment.range.start.line, force: first && forceBlank)
        line(commentText(comment), indent: 0)
        first = false
      }
      separate(line: statement.range.start.line, force: first && forceBlank)
      printStatement(statement)
      previous = statement
    }
    for comment in comments.fileEnd {
      separate(line: comment.range.start.line, force: false)
      line(commentText(comment), indent: 0)
    }
  }

  private mutating func printStatement(_ statement: Statement) {
    let start = statement.range.start.offset
    switch statement {
    case .version(let node):
      line("version \(Formatter.value(node.value))", indent: 0, trailing: comments.trailing[start])
    case .extends(let node):
      line("extends \(node.target.name)", indent: 0, trailing: comments.trailing[start])
    case .classDeclaration(let node):
      line(
        "class \(node.name.name): \(node.superclass.name)", indent: 0,
        trailing: comments.trailing[start])
    case .feature(let block):
      printBlock(
        header: block.feature.rawValue, start: start,
        items: block.items.map { item in
          switch item {
          case .setting(let node): (node.range, .setting(node))
          case .classList(let node): (node.range, .list(node))
          }
        })
    case .rule(let block):
      let selector: String =
        switch block.selector {
        case .identifier(let id): Formatter.quoted(id.name)
        case .className(let id): id.name
        }
      printBlock(
        header: "\(block.kind.rawValue) \(selector)", start: start,
        items: block.settings.map { ($0.range, .setting($0)) })
    }
  }

  private enum Item {
    case setting(SettingNode)
    case list(ClassListNode)
  }

  private mutating func printBlock(header: String, start: Int, items: [(SourceRange, Item)]) {
    let headerComment = comments.header[start]
    let closeComment = comments.close[start]
    let endComments = comments.blockEnd[start] ?? []
    let hasInnerComments = items.contains {
      comments.leading[$0.0.start.offset] != nil || comments.trailing[$0.0.start.offset] != nil
    }
    if items.isEmpty, endComments.isEmpty, !hasInnerComments,
      headerComment == nil || closeComment == nil
    {
      line("\(header) {}", indent: 0, trailing: headerComment ?? closeComment)
      return
    }
    line("\(header) {", indent: 0, trailing: headerComment)
    containerStarted = false
    for (range, item) in items {
      for comment in comments.leading[range.start.offset] ?? [] {
        separate(line: comment.range.start.line, force: false)
        line(commentText(comment), indent: 1)
      }
      separate(line: range.start.line, force: false)
      let trailing = comments.trailing[range.start.offset]
      switch item {
      case .setting(let node):
        let name = node.path.map(\.name).joined(separator: ".")
        line("\(name) = \(Formatter.value(node.value))", indent: 1, trailing: trailing)
      case .list(let node):
        printList(node, trailing: trailing)
      }
    }
    for comment in endComments {
      separate(line: comment.range.start.line, force: false)
      line(commentText(comment), indent: 1)
    }
    line("}", indent: 0, trailing: closeComment)
    containerStarted = true
  }

  private mutating func printList(_ node: ClassListNode, trailing: Comment?) {
    let indent = Formatter.indentation
    let prefix = indent + (node.removes ? "remove " : "") + node.kind.rawValue + " "
    // Classes and `screen "Name"` entries, in source order.
    let entries =
      node.screens.isEmpty
      ? node.classes.map { ($0.range.start.offset, $0.name) }
      : (node.classes.map { ($0.range.start.offset, $0.name) }
        + node.screens.map { ($0.range.start.offset, "screen " + Formatter.quoted($0.name)) })
        .sorted { $0.0 < $1.0 }
    let names = entries.map(\.1)
    let single = prefix + names.joined(separator: ", ")
    if single.count <= Formatter.lineLimit || names.count < 2 {
      line(single.dropFirst(indent.count).description, indent: 1, trailing: trailing)
      return
    }
    let continuation = indent + "    "
    var wrapped: [String] = []
    var current = prefix + names[0]
    for (index, name) in names.enumerated().dropFirst() {
      let isLast = index == names.count - 1
      if current.count + 2 + name.count + (isLast ? 0 : 1) <= Formatter.lineLimit {
        current += ", " + name
      } else {
        wrapped.append(current + ",")
        current = continuation + name
      }
    }
    wrapped.append(current)
    for (index, text) in wrapped.enumerated() {
      let isLast = index == wrapped.count - 1
      lines.append((text, isLast ? trailing.map(commentText) : nil))
    }
    containerStarted = true
  }

  // MARK: - Lines

  /// Emits a blank line before an element when forced, or when the source had one before `line`
  /// (never as the first element of a container).
  private mutating func separate(line sourceLine: Int, force: Bool) {
    guard containerStarted else { return }
    if force || isBlank(sourceLine - 1) { lines.append(("", nil)) }
  }

  private func isBlank(_ line: Int) -> Bool {
    guard line >= 1 else { return false }
    return source.lineText(line).trimmingSpaces.isEmpty
  }

  private mutating func line(_ text: String, indent: Int, trailing: Comment? = nil) {
    lines.append(
      (String(repeating: Formatter.indentation, count: indent) + text, trailing.map(commentText)))
    containerStarted = true
  }

  private func commentText(_ comment: Comment) -> String {
    var text = comment.text
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    return "#" + text
  }
}
