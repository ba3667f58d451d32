import PolicyLanguage

/// A place where a policy names a class, and what the name must be there.
struct ClassUsage: Hashable, Sendable {
  /// Where the name is used.
  enum Role: Hashable, Sendable {
    /// In a feature's class list.
    case list(Feature, ClassListKind)
    /// As the class selector of a `controller`, `field` or `scroll-view` block.
    case selector(RuleKind)
    /// As the superclass in a `class` declaration.
    case superclass
  }

  /// The name as written.
  var identifier: Identifier
  /// Its role.
  var role: Role

  /// What the role expects: a view controller (true), a view (false) or either (nil).
  var expectsController: Bool? {
    switch role {
    case .list(_, .enableIn), .list(_, .disableIn), .selector(.controller): true
    case .list(_, .deepContainers), .list(_, .ignoreTouchesIn), .selector(.field),
      .selector(.scrollView):
      false
    case .superclass: nil
    }
  }

  /// How the role is named in messages: `disable in`, `controller`, `class ... :`.
  var roleDescription: String {
    switch role {
    case .list(_, let kind): kind.rawValue
    case .selector(let kind): kind.rawValue
    case .superclass: "class"
    }
  }
}

extension LintContext {
  /// Every class name the policy uses (not the names it declares), in source order.
  var classUsages: [ClassUsage] {
    var result: [ClassUsage] = []
    for statement in file.statements {
      switch statement {
      case .classDeclaration(let declaration):
        result.append(ClassUsage(identifier: declaration.superclass, role: .superclass))
      case .feature(let block):
        for item in block.items {
          guard case .classList(let list) = item else { continue }
          result += list.classes.map {
            ClassUsage(identifier: $0, role: .list(block.feature, list.kind))
          }
        }
      case .rule(let block):
        if case .className(let name) = block.selector {
          result.append(ClassUsage(identifier: name, role: .selector(block.kind)))
        }
      case .version, .extends:
        break
      }
    }
    return result
  }
}
