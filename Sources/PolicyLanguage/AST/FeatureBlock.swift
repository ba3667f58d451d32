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
  /// The name's first part (nil only for an empty path, which the parser never makes). Stored
  /// apart from the rest, so reading a one-part name is reading this part (no payload to copy
  /// out of an enum, no array). Canonical: the path is `firstPart` then `laterParts`, so the
  /// synthesized equality is the equality of the paths.
  private var firstPart: Identifier?
  /// The name's parts after the first: empty for the usual one-part name (no allocation).
  private var laterParts: [Identifier]
  /// The value as written.
  public var value: ValueNode
  /// From the name to the end of the value.
  public var range: SourceRange

  /// Creates the node.
  public init(path: [Identifier], value: ValueNode, range: SourceRange) {
    self.firstPart = path.first
    self.laterParts = path.count > 1 ? Array(path.dropFirst()) : []
    self.value = value
    self.range = range
  }

  /// Creates a node with a one-part name (the parser's usual case).
  init(name: Identifier, value: ValueNode, range: SourceRange) {
    self.firstPart = name
    self.laterParts = []
    self.value = value
    self.range = range
  }

  /// The name's parts: `["distance"]`, `["toolbar", "order"]`.
  public var path: [Identifier] {
    get {
      guard let firstPart else { return [] }
      return laterParts.isEmpty ? [firstPart] : [firstPart] + laterParts
    }
    set {
      firstPart = newValue.first
      laterParts = newValue.count > 1 ? Array(newValue.dropFirst()) : []
    }
  }

  /// The dotted name, `toolbar.order`.
  public var name: String {
    guard let firstPart else { return "" }
    if laterParts.isEmpty { return firstPart.name }
    return path.map(\.name).joined(separator: ".")
  }

  /// The range of the name alone.
  public var nameRange: SourceRange {
    guard let firstPart else { return range }
    guard let last = laterParts.last else { return firstPart.range }
    return firstPart.range.union(last.range)
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
