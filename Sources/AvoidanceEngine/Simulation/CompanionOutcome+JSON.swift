import PolicyLanguage
import SceneModel

extension CompanionOutcome {
  /// The companion as JSON (`simulate --format json`, in each step's `outcome.companions`):
  /// `id`, `view`, then either `ignored` (`missing`, `hidden`, `other-controller`,
  /// `above-field`) with `reason` in words, or its window frames before and after, `gap`,
  /// `covered` and `reach` (`{"scrollView": id}` or `{"root": id}`).
  public var jsonValue: JSONValue {
    var o: [(key: String, value: JSONValue)] = [("id", .string(id))]
    if let view { o.append(("view", .string(view))) }
    if let ignored {
      o.append(("ignored", .string(ignored.code)))
      o.append(("reason", .string(ignored.description)))
      return .object(o)
    }
    if let frameBefore { o.append(("frameBefore", Scene.encode(frameBefore))) }
    if let frameAfter { o.append(("frame", Scene.encode(frameAfter))) }
    if let gap {
      o.append(("gap", .number(gap)))
      o.append(("covered", .number(covered)))
    }
    switch reach {
    case .scrolling(let scrollView)?:
      o.append(("reach", .object([("scrollView", .string(scrollView))])))
    case .root(let root)?:
      o.append(("reach", .object([("root", root.map(JSONValue.string) ?? .null)])))
    case nil: break
    }
    return .object(o)
  }
}
