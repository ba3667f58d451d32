/// One of the three feature blocks: `avoidance`, `toolbar`, `resign-on-touch`.
public struct FeatureBlock: Hashable, Sendable {
  /// Which feature.
  public var feature: Feature
  /// The block keyword as written.
  public var keyword: Identifier
  /// Settings and class lists, in source order.
  public var items: [BlockItem]
  /// From the keyword to the closing brace.
  public var range: SourceRange

  /// Creates the node.
  public init(feature: Feature, keyword: Identifier, items: [BlockItem], range: SourceRange) {
    self.feature = feature
    self.keyword = keyword
    self.items = items
    self.range = range
  }
}

/// The three switchable features of IQKeyboardManager.
public enum Feature: String, Hashable, Sendable, CaseIterable, Codable {
  /// Distance handling: moving the screen so the field sits above the keyboard.
  case avoidance
  /// The automatic Previous / Next / Done toolbar.
  case toolbar
  /// Tapping outside the field resigns it.
  case resignOnTouch = "resign-on-touch"
}

/// An entry inside a block.
///
/// Both cases are boxed (`indirect`): an item is one reference, so `items` arrays stay small and
/// building or copying an item moves 8 bytes.
public indirect enum BlockItem: Hashable, Sendable {
  /// `name = value` (the name may be dotted: `toolbar.order`).
  case setting(SettingNode)
  /// `enable in A, B` / `disable in A` / `deep-containers A, B` / `ignore-touches-in A`.
  case classList(ClassListNode)

  /// The item's range.
  public var range: SourceRange {
    switch self {
    case .setting(let node): node.range
    case .classList(let node): node.range
    }
  }
}

/// `name = value`.
public struct SettingNode: Hashable, Sendable {
  /// The name's parts, stored without an array for the usual one-part name.
  private var storedPath: Path
  /// The value as written.
  public var value: ValueNode
  /// From the name to the end of the value.
  public var range: SourceRange

  /// A path of one part (no allocation) or any other number of parts. Canonical: one part is
  /// always `.one`, so the synthesized equality is the equality of the paths.
  private enum Path: Hashable, Sendable {
    case one(Identifier)
    case many([Identifier])

    init(_ path: [Identifier]) {
      self = path.count == 1 ? .one(path[0]) : .many(path)
    }
  }

  /// Creates the node.
  public init(path: [Identifier], value: ValueNode, range: SourceRange) {
    self.storedPath = Path(path)
    self.value = value
    self.range = range
  }

  /// Creates a node with a one-part name (the parser's usual case).
  init(name: Identifier, value: ValueNode, range: SourceRange) {
    self.storedPath = .one(name)
    self.value = value
    self.range = range
  }

  /// The name's parts: `["distance"]`, `["toolbar", "order"]`.
  public var path: [Identifier] {
    get {
      switch storedPath {
      case .one(let part): [part]
      case .many(let parts): parts
      }
    }
    set { storedPath = Path(newValue) }
  }

  /// The dotted name, `toolbar.order`.
  public var name: String {
    switch storedPath {
    case .one(let part): part.name
    case .many(let parts): parts.map(\.name).joined(separator: ".")
    }
  }

  /// The range of the name alone.
  public var nameRange: SourceRange {
    switch storedPath {
    case .one(let part): return part.range
    case .many(let parts):
      guard let first = parts.first, let last = parts.last else { return range }
      return first.range.union(last.range)
    }
  }
}

/// A value as written: a number, a bare word (`true`, `off`, `position`) or a quoted string.
public struct ValueNode: Hashable, Sendable {
  /// What kind of token the value is.
  public var kind: Kind
  /// The source text (for a string, the contents without quotes, escapes resolved).
  public var text: String
  /// Where it is.
  public var range: SourceRange
  /// The values after it when the setting lists several, comma-separated
  /// (`keep-visible = "login-button", "forgot-password"`); empty for a single value.
  public var rest: [ValueNode]

  /// Creates the node.
  public init(kind: Kind, text: String, range: SourceRange, rest: [ValueNode] = []) {
    self.kind = kind
    self.text = text
    self.range = range
    self.rest = rest
  }

  /// The value and the ones listed after it, in order.
  public var items: [ValueNode] {
    rest.isEmpty ? [self] : [ValueNode(kind: kind, text: text, range: range)] + rest
  }

  /// From the first value to the last one listed.
  public var listRange: SourceRange {
    guard let last = rest.last else { return range }
    return range.union(last.range)
  }

  /// The lexical kind of a value.
  public enum Kind: Hashable, Sendable {
    /// A decimal number, possibly negative or fractional; `DecimalNumber.value(text)` parses it.
    case number
    /// A bare word.
    case word
    /// A quoted string.
    case string
  }
}

/// A class list: `enable in`, `disable in`, `deep-containers`, `ignore-touches-in`.
public struct ClassListNode: Hashable, Sendable {
  /// Which list.
  public var kind: ClassListKind
  /// The list keyword(s), e.g. `disable in`.
  public var keywordRange: SourceRange
  /// The class names, in order.
  public var classes: [Identifier]
  /// The SwiftUI screens listed (`disable in screen "Chat"`), in order: each name without its
  /// quotes, its range the whole entry's, from `screen` to the closing quote. Only `enable in` and `disable in`
  /// take screens (the compiler reports them elsewhere).
  public var screens: [Identifier]
  /// From the keyword to the last class.
  public var range: SourceRange
  /// True for `remove disable in A, B`: the entries are taken out of the default layer's list
  /// instead of added (the keyword range then starts at `remove`).
  public var removes: Bool

  /// Creates the node.
  public init(
    kind: ClassListKind, keywordRange: SourceRange, classes: [Identifier], range: SourceRange,
    removes: Bool = false, screens: [Identifier] = []
  ) {
    self.kind = kind
    self.keywordRange = keywordRange
    self.classes = classes
    self.screens = screens
    self.range = range
    self.removes = removes
  }
}

/// The four kinds of class list.
public enum ClassListKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// `enable in`: controllers where the feature is on even when `enabled = false`.
  case enableIn = "enable in"
  /// `disable in`: controllers where the feature is off; beats every `enable in`.
  case disableIn = "disable in"
  /// `deep-containers` (toolbar only): views whose descendants navigate together.
  case deepContainers = "deep-containers"
  /// `ignore-touches-in` (resign-on-touch only): views whose touches never resign.
  case ignoreTouchesIn = "ignore-touches-in"
}
