import Foundation
import PolicyFormatter
import PolicyLanguage
import TestSupport
import Testing

/// The formatter's two promises over generated policies:
///
/// - idempotence: `fmt(fmt(x)) == fmt(x)`;
/// - meaning preservation: the formatted text compiles to an equal policy, ignoring where rules
///   are written (and whether it compiles at all is unchanged).
///
/// Policies come from a fixed seed, with messy layout: comments on their own lines and after code,
/// blank-line runs, tabs, missing and doubled spaces, CRLF line ends, lists split over lines,
/// one-line blocks. `KBPOLICY_SOAK_CASES` sets the number of cases (default 300; 100,000 for a soak).
@Suite struct FormatterPropertyTests {
  static let seed: UInt64 = 0x464D_5450_524F_5053  // "FMTPROPS"

  @Test func formattingIsIdempotentAndKeepsTheMeaning() {
    let cases = ProcessInfo.processInfo.environment["KBPOLICY_SOAK_CASES"].flatMap(Int.init) ?? 300
    var random = SeededRandom(seed: Self.seed)
    var failures = 0
    var compiled = 0
    for number in 0..<cases {
      let caseSeed = random.next()
      var generator = SeededRandom(seed: caseSeed)
      let text = PolicyTextGenerator.policy(&generator)
      guard let message = Self.check(text, compiled: &compiled) else { continue }
      failures += 1
      Issue.record(
        "case \(number) (suite seed \(Self.seed), case seed \(caseSeed)): \(message)\n--- policy ---\n\(text)"
      )
      if failures >= 3 { break }
    }
    // The generator must mostly produce policies that compile, or the test checks little.
    #expect(
      failures > 0 || compiled * 2 >= cases,
      "only \(compiled) of \(cases) generated policies compile")
  }

  /// Nil when both promises hold for `text`, else what broke.
  static func check(_ text: String, compiled: inout Int) -> String? {
    let source = SourceFile(path: "generated.kbpolicy", text: text)
    let (formatted, diagnostics) = Formatter.format(source)
    guard let formatted else {
      return
        "the generated policy does not parse: \(diagnostics.first.map { "\($0.range.start): \($0.message)" } ?? "")"
    }
    let formattedSource = SourceFile(path: "generated.kbpolicy", text: formatted)
    guard let again = Formatter.format(formattedSource).text else {
      return "the formatted text does not parse:\n\(formatted)"
    }
    if again != formatted {
      return "formatting twice changes the text:\n\(formatted)\n--- again ---\n\(again)"
    }
    let before = Policy.compile(source)
    let after = Policy.compile(formattedSource)
    if (before.policy == nil) != (after.policy == nil) {
      return "formatting changes whether the policy compiles:\n\(formatted)"
    }
    if let a = before.policy, let b = after.policy {
      compiled += 1
      if PolicyMeaning(a) != PolicyMeaning(b) {
        return "formatting changes the compiled policy:\n\(formatted)"
      }
    } else if before.diagnostics.map(\.code) != after.diagnostics.map(\.code) {
      return "formatting changes the compile errors:\n\(formatted)"
    }
    return nil
  }
}

/// Generates policy text in the language, with messy but legal layout.
enum PolicyTextGenerator {
  static let controllers = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController",
    "UIInputViewController", "UIAlertController", "UIPageViewController",
  ]
  static let views = [
    "UIView", "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UIControl",
  ]
  static let fields = ["UITextField", "UITextView", "UISearchTextField"]
  static let comments = [
    "keyboard policy", "TODO: tune", "IQKeyboardManager parity", "see issue #12", "ünïcødé ✓", "",
  ]

  static func policy(_ r: inout SeededRandom) -> String {
    var out = Output(r: r)
    out.blankLines()
    out.commentLine()
    out.line("version 1", trailing: true)
    if out.r.chance(5) { out.line("extends none", trailing: true) }
    var declared: [(name: String, kind: Int)] = []
    for index in 0..<out.r.below(6) {
      let kind = out.r.below(3)  // 0 controller, 1 view, 2 field
      let base =
        kind == 0 ? out.r.pick(controllers) : kind == 1 ? out.r.pick(views) : out.r.pick(fields)
      let superclass =
        declared.filter { $0.kind == kind }.map(\.name).last.flatMap { out.r.chance(50) ? $0 : nil }
        ?? base
      let name =
        ["App", "Checkout", "Login", "Profile", "Promo"][index % 5] + "\(index)"
        + (kind == 0 ? "ViewController" : kind == 1 ? "View" : "Field")
      out.blankLines()
      out.line("class \(name)\(out.space(0)):\(out.space(1))\(superclass)", trailing: true)
      declared.append((name, kind))
    }
    let controllerNames = controllers + declared.filter { $0.kind == 0 }.map(\.name)
    let viewNames = views + declared.filter { $0.kind == 1 }.map(\.name)
    let fieldNames = fields + declared.filter { $0.kind == 2 }.map(\.name)
    for feature in ["avoidance", "toolbar", "resign-on-touch"].filter({ _ in out.r.chance(60) }) {
      out.blankLines()
      out.commentLine()
      var items: [String] = []
      items.append("enabled\(out.space(1))=\(out.space(1))\(out.r.pick(["true", "false"]))")
      if feature == "avoidance", out.r.chance(60) { items.append("distance = \(out.number())") }
      if feature == "toolbar" {
        if out.r.chance(50) {
          items.append("order = \(out.r.pick(["subviews", "tag", "position"]))")
        }
        if out.r.chance(40) { items.append("placeholder = \(out.r.pick(["true", "false"]))") }
        if out.r.chance(40) {
          items.append("previous-next = \(out.r.pick(["auto", "always", "never"]))")
        }
      }
      var used: Set<String> = []
      for list in ["disable in", "enable in"] where out.r.chance(60) {
        let names = Array(
          Set((0..<1 + out.r.below(4)).map { _ in out.r.pick(controllerNames) }).subtracting(used)
        ).sorted()
        used.formUnion(names)
        if !names.isEmpty { items.append(out.list(list, names)) }
      }
      if feature == "toolbar", out.r.chance(40) {
        items.append(
          out.list(
            "deep-containers", Array(Set((0..<2).map { _ in out.r.pick(viewNames) })).sorted()))
      }
      if feature == "resign-on-touch", out.r.chance(40) {
        items.append(
          out.list(
            "ignore-touches-in", Array(Set((0..<2).map { _ in out.r.pick(viewNames) })).sorted()))
      }
      out.block(feature, items.shuffled(using: &out.r))
    }
    var selectors: Set<String> = []
    for _ in 0..<out.r.below(5) {
      out.blankLines()
      out.commentLine()
      switch out.r.below(4) {
      case 0:
        let selector = out.r.pick(controllerNames)
        guard selectors.insert("controller \(selector)").inserted else { continue }
        var items = ["distance = \(out.number())"]
        if out.r.chance(50) {
          items.append("toolbar.order = \(out.r.pick(["subviews", "tag", "position"]))")
        }
        if out.r.chance(30) {
          items.append("toolbar.previous-next = \(out.r.pick(["auto", "always", "never"]))")
        }
        out.block("controller \(selector)", items)
      case 1, 2:
        let selector =
          out.r.chance(50)
          ? "\"\(out.r.pick(["email", "password", "promo-code", "search", "note"]))\""
          : out.r.pick(fieldNames)
        guard selectors.insert("field \(selector)").inserted else { continue }
        var items: [String] = []
        if out.r.chance(50) { items.append("avoidance = \(out.r.pick(["on", "off"]))") }
        if out.r.chance(40) { items.append("toolbar = \(out.r.pick(["on", "off"]))") }
        if out.r.chance(30) { items.append("resign-on-touch = \(out.r.pick(["on", "off"]))") }
        if out.r.chance(50) { items.append("distance = \(out.number())") }
        if out.r.chance(30) { items.append("skip-in-order = \(out.r.pick(["true", "false"]))") }
        if items.isEmpty { items.append("distance = 1") }
        out.block("field \(selector)", items)
      default:
        let selector =
          out.r.chance(50)
          ? "\"\(out.r.pick(["feed", "form", "chat"]))\""
          : out.r.pick(["UIScrollView", "UITableView", "UICollectionView"])
        guard selectors.insert("scroll-view \(selector)").inserted else { continue }
        let items = ["adjust", "adjust-inset", "restore-offset"].filter { _ in out.r.chance(60) }
          .map { "\($0) = \(out.r.pick(["on", "off"]))" }
        out.block("scroll-view \(selector)", items.isEmpty ? ["adjust = on"] : items)
      }
    }
    out.blankLines()
    out.commentLine()
    return out.text
  }

  /// Accumulates text with random layout choices.
  struct Output {
    var r: SeededRandom
    var text = ""
    lazy var newline: String = r.chance(10) ? "\r\n" : "\n"

    /// Zero to several spaces or tabs (at least `minimum` spaces' worth).
    mutating func space(_ minimum: Int) -> String {
      let count = max(minimum, r.below(3))
      return r.chance(10) && count > 0 ? "\t" : String(repeating: " ", count: count)
    }

    mutating func indent() -> String { r.pick(["  ", "    ", "\t", " ", "        "]) }

    mutating func number() -> String {
      r.pick(["0", "5", "10", "12.5", "24", "40", "100", "7.25"])
    }

    mutating func line(_ code: String, trailing: Bool) {
      text += code
      if trailing, r.chance(20) {
        text += "\(space(1))# \(r.pick(FormatterPropertyTests_comments))"
      }
      if r.chance(10) { text += " " }
      text += newline
    }

    mutating func blankLines() {
      for _ in 0..<r.below(3) { text += r.chance(20) ? "  \(newline)" : newline }
    }

    mutating func commentLine() {
      if r.chance(30) { text += "# \(r.pick(FormatterPropertyTests_comments))\(newline)" }
    }

    /// `keyword A, B, C`, sometimes split over lines after commas.
    mutating func list(_ keyword: String, _ names: [String]) -> String {
      var result = keyword + " "
      for (i, name) in names.enumerated() {
        if i > 0 { result += "," + (r.chance(15) ? newline + "        " : space(0)) }
        result += name
      }
      return result
    }

    /// `head { items }`, one item per line, or on one line when there is a single item.
    mutating func block(_ head: String, _ items: [String]) {
      if items.count == 1, r.chance(40) {
        line("\(head)\(space(1)){\(space(1))\(items[0])\(space(1))}", trailing: true)
        return
      }
      line("\(head)\(space(1)){", trailing: true)
      for item in items {
        if r.chance(10) { text += newline }
        if r.chance(10) {
          text += "\(indent())# \(r.pick(FormatterPropertyTests_comments))\(newline)"
        }
        line(indent() + item, trailing: true)
      }
      line("}", trailing: true)
    }
  }
}

private let FormatterPropertyTests_comments = PolicyTextGenerator.comments
