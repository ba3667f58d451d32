/// A top-level statement of a policy file.
///
/// Every case is boxed (`indirect`): a statement is one reference, so building, appending and
/// passing statements moves 8 bytes, not the largest node.
public indirect enum Statement: Hashable, Sendable {
  /// `version 1`
  case version(VersionDeclaration)
  /// `extends none` / `extends default`: whether the policy is layered over the default policy.
  case extends(ExtendsDeclaration)
  /// `class Name: Superclass`
  case classDeclaration(ClassDeclaration)
  /// `avoidance { ... }`, `toolbar { ... }`, `resign-on-touch { ... }`
  case feature(FeatureBlock)
  /// `controller Name { ... }`, `field "id" { ... }`, `field Class { ... }`, `scroll-view ... { ... }`
  case rule(RuleBlock)

  /// The statement's whole range.
  public var range: SourceRange {
    switch self {
    case .version(let node): node.range
    case .extends(let node): node.range
    case .classDeclaration(let node): node.range
    case .feature(let node): node.range
    case .rule(let node): node.range
    }
  }
}

/// `version N`
public struct VersionDeclaration: Hashable, Sendable {
  /// The number as written (validated by the compiler).
  public var value: ValueNode
  /// The whole statement.
  public var range: SourceRange

  /// Creates the node.
  public init(value: ValueNode, range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// `extends none` or `extends default`.
public struct ExtendsDeclaration: Hashable, Sendable {
  /// The word after `extends` (validated by the compiler: `none` | `default`).
  public var target: Identifier
  /// The whole statement.
  public var range: SourceRange

  /// Creates the node.
  public init(target: Identifier, range: SourceRange) {
    self.target = target
    self.range = range
  }
}

/// `class Name: Superclass`: declares an app class so a policy can be checked without a scene.
public struct ClassDeclaration: Hashable, Sendable {
  /// The declared class.
  public var name: Identifier
  /// Its direct superclass.
  public var superclass: Identifier
  /// The whole statement.
  public var range: SourceRange

  /// Creates the node.
  public init(name: Identifier, superclass: Identifier, range: SourceRange) {
    self.name = name
    self.superclass = superclass
    self.range = range
  }
}
