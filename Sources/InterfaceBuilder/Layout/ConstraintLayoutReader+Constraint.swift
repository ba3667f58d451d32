import AutoLayout

extension ConstraintLayoutReader {
  /// Why a constraint element was not read.
  struct SkippedConstraint: Error {
    var text: String
  }

  /// The constraint element `node`, kept in the `<constraints>` of item `owner`: `firstItem`
  /// defaults to the owner, no `secondItem` (or `secondAttribute="notAnAttribute"`) is a constant,
  /// `multiplier` is a number or an `a:b` ratio.
  func anchorConstraint(_ node: XMLNode, owner: Int) -> Result<AnchorConstraint, SkippedConstraint>
  {
    let name = node["id"] ?? "constraint"
    func item(_ attribute: String) -> Result<Int?, SkippedConstraint> {
      guard let id = node[attribute] else { return .success(nil) }
      guard let index = ids[id] else {
        return .failure(
          SkippedConstraint(text: "constraint \(name) names \(id), not an item of this screen"))
      }
      return .success(index)
    }
    guard let firstName = node["firstAttribute"],
      let firstAttribute = LayoutAttribute(interfaceBuilder: firstName)
    else {
      return .failure(
        SkippedConstraint(text: "constraint \(name) has no attribute this reader knows"))
    }
    let first: Int
    let second: Int?
    switch (item("firstItem"), item("secondItem")) {
    case (.success(let a), .success(let b)):
      first = a ?? owner
      second = node["secondAttribute"] == "notAnAttribute" ? nil : b
    case (.failure(let skipped), _), (_, .failure(let skipped)):
      return .failure(skipped)
    }
    var secondAttribute = firstAttribute
    if second != nil {
      guard let secondName = node["secondAttribute"],
        let attribute = LayoutAttribute(interfaceBuilder: secondName)
      else {
        return .failure(
          SkippedConstraint(text: "constraint \(name) has no second attribute this reader knows"))
      }
      secondAttribute = attribute
    }
    let relation: LinearConstraint.Relation
    switch node["relation"] {
    case nil: relation = .equal
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case let other?:
      return .failure(SkippedConstraint(text: "constraint \(name) has relation \(other)"))
    }
    guard let multiplier = Self.multiplier(node["multiplier"]) else {
      return .failure(
        SkippedConstraint(text: "constraint \(name) has a multiplier this reader cannot read"))
    }
    let constant = Double(node["constant"] ?? "") ?? 0
    let priority = min(1000, max(1, Double(node["priority"] ?? "") ?? 1000))
    return .success(
      AnchorConstraint(
        name: name, first: first, firstAttribute, relation, second: second, secondAttribute,
        multiplier: multiplier, constant: constant.isFinite ? constant : 0, priority: priority))
  }

  /// A multiplier as Interface Builder writes it: `0.5`, or `16:9` for 16 / 9.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    let parts = text.split(separator: ":", maxSplits: 1)
    if parts.count == 2 {
      guard let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite
      else { return nil }
      return a / b
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
