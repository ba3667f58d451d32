/// The words the parser treats specially, classified once per distinct word by the lexer.
enum Keyword: UInt8, Sendable {
  /// Not a keyword.
  case none
  case version
  case extends
  case `class`
  case avoidance
  case toolbar
  case resignOnTouch
  case controller
  /// `screen` (a SwiftUI screen: a rule block, or an entry of `enable in` / `disable in`).
  case screen
  case field
  case scrollView
  case enable
  case disable
  case deepContainers
  case ignoreTouchesIn
  case `in`
  /// `remove` (before a class list: drop entries of the default layer's list).
  case remove
  /// `none` (after `extends`).
  case noneWord
  /// `default` (after `extends`).
  case defaultWord

  /// Every keyword with its spelling.
  static let spellings: [(String, Keyword)] = [
    ("version", .version), ("extends", .extends), ("class", .class), ("avoidance", .avoidance),
    ("toolbar", .toolbar), ("resign-on-touch", .resignOnTouch), ("controller", .controller),
    ("screen", .screen), ("field", .field), ("scroll-view", .scrollView), ("enable", .enable),
    ("disable", .disable),
    ("deep-containers", .deepContainers), ("ignore-touches-in", .ignoreTouchesIn), ("in", .in),
    ("remove", .remove),
    ("none", .noneWord), ("default", .defaultWord),
  ]

  /// The keyword `text` spells, or `.none`.
  init(_ text: String) {
    self = Keyword.spellings.first { $0.0 == text }?.1 ?? .none
  }

  /// Whether the keyword starts a top-level statement.
  var startsStatement: Bool {
    switch self {
    case .version, .extends, .class, .avoidance, .toolbar, .resignOnTouch, .controller, .screen,
      .field, .scrollView:
      true
    default: false
    }
  }

  /// Whether the keyword starts a class list (`enable in`, `disable in`, `deep-containers`,
  /// `ignore-touches-in`).
  var startsClassList: Bool {
    switch self {
    case .enable, .disable, .deepContainers, .ignoreTouchesIn: true
    default: false
    }
  }
}
