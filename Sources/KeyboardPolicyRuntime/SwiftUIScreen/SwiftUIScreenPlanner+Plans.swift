import PolicyLanguage
import SceneModel

extension SwiftUIScreenPlanner {
  /// `plan(for:on:)` of every field of `screen`, by name (the first field of a name, as
  /// `plan(for:on:)` finds it), in one pass: each field's values and skip are asked once, each
  /// previous/next list is sorted once, and a field's neighbours are read off prefix tables, so a
  /// screen of n fields costs O(n log n), not n times `plan(for:on:)`'s O(n log n). The SwiftUI
  /// layer asks this once per render and hands each field its plan.
  public func plans(on screen: SwiftUIScreen) -> [String: SwiftUIFieldPlan] {
    let names = SwiftUIScreenNames(screen)
    var containers: [String: SwiftUIContainer] = [:]
    for container in screen.containers where containers[container.id] == nil {
      containers[container.id] = container
    }
    var values: [ResolvedValues] = []
    var skips: [Bool] = []
    values.reserveCapacity(screen.fields.count)
    skips.reserveCapacity(screen.fields.count)
    for field in screen.fields {
      let context = fieldContext(for: field, on: screen)
      values.append(policy.resolve(for: context))
      skips.append(policy.skipsInOrder(context))
    }
    // Each container's enabled fields, in declaration order, gathered once.
    var buckets: [String?: [Int]] = [:]
    for (index, field) in screen.fields.enumerated() where field.isEnabled {
      buckets[field.container, default: []].append(index)
    }
    var groups: [OrderGroupKey: OrderGroup] = [:]
    var plans: [String: SwiftUIFieldPlan] = [:]
    for (index, field) in screen.fields.enumerated() where plans[field.name] == nil {
      let container = field.container.flatMap { containers[$0] }
      let isList =
        container.map { box in policy.deepContainers.contains { box.classChain.contains($0) } }
        ?? false
      let key = OrderGroupKey(
        container: field.container, order: isList ? .position : values[index].order)
      if groups[key] == nil {
        groups[key] = OrderGroup(
          key.order, members: buckets[field.container] ?? [], fields: screen.fields, skips: skips)
      }
      let place = groups[key]!.place(of: field.name, isList: isList)
      plans[field.name] = makePlan(
        for: field, values: values[index], place: place, names: names)
    }
    return plans
  }
}

/// Where a focused field sits in its previous/next list: its neighbours, the list's length and
/// whether the list is a `Form`'s or `List`'s.
struct SwiftUIOrderPlace {
  var previous: String?
  var next: String?
  var count: Int
  var isList: Bool
}

/// A screen's names, gathered once: every field and companion name (what `keep-visible` may
/// name), and the frame of the first companion, else the first field, of a name in a container.
struct SwiftUIScreenNames {
  private struct Key: Hashable {
    var name: String
    var container: String
  }
  let all: Set<String>
  private var companionFrames: [Key: Rect] = [:]
  private var fieldFrames: [Key: Rect] = [:]

  init(_ screen: SwiftUIScreen) {
    all = Set(screen.fields.map(\.name)).union(screen.companions.map(\.name))
    for companion in screen.companions {
      guard let container = companion.container else { continue }
      let key = Key(name: companion.name, container: container)
      if companionFrames[key] == nil { companionFrames[key] = companion.frame }
    }
    for field in screen.fields {
      guard let container = field.container else { continue }
      let key = Key(name: field.name, container: container)
      if fieldFrames[key] == nil { fieldFrames[key] = field.frame }
    }
  }

  /// The frame of the view called `name` in `container`: a companion's first, else a field's.
  func frame(of name: String, in container: String) -> Rect? {
    let key = Key(name: name, container: container)
    return companionFrames[key] ?? fieldFrames[key]
  }
}

/// The fields of one container in one order mode.
struct OrderGroupKey: Hashable {
  var container: String?
  var order: FieldOrder
}

/// One previous/next list sorted once: every enabled field of the container (skipped ones too,
/// each in its place), with prefix tables for the nearest kept member either side.
///
/// The list `plan(for:on:)` builds for a focused field named N is the members that are kept (not
/// skipped) or named N, in this order; N's first member is the focused one. Its previous is the
/// nearest kept member before it (no member named N lies before the first), its next the nearer
/// of the next kept member and N's second member, and its length the kept count plus N's skipped
/// members.
struct OrderGroup {
  /// Member names in list order.
  private var names: [String] = []
  /// Per rank: the rank of the last kept member at or before it (-1 for none).
  private var lastKept: [Int] = []
  /// Per rank: the rank of the first kept member at or after it (`names.count` for none).
  private var firstKept: [Int] = []
  /// Each name's ranks, ascending, and how many of them are skipped.
  private var ranks: [String: (ranks: [Int], skipped: Int)] = [:]
  private var keptCount = 0

  /// The list of `members` (indices into `fields`: the container's enabled fields, in
  /// declaration order) in `order`.
  init(_ order: FieldOrder, members: [Int], fields: [SwiftUIField], skips: [Bool]) {
    var members = members
    switch order {
    case .subviews: break
    case .tag:
      members.sort { a, b in
        let (ta, tb) = (fields[a].order ?? 0, fields[b].order ?? 0)
        return ta != tb ? ta < tb : a < b
      }
    case .position:
      members.sort { a, b in
        let (fa, fb) = (fields[a].frame, fields[b].frame)
        if fa.minY != fb.minY { return fa.minY < fb.minY }
        if fa.minX != fb.minX { return fa.minX < fb.minX }
        return a < b
      }
    }
    names = members.map { fields[$0].name }
    var last = -1
    for (rank, member) in members.enumerated() {
      if !skips[member] {
        last = rank
        keptCount += 1
      }
      lastKept.append(last)
      ranks[fields[member].name, default: ([], 0)].ranks.append(rank)
      if skips[member] { ranks[fields[member].name, default: ([], 0)].skipped += 1 }
    }
    firstKept = Array(repeating: members.count, count: members.count)
    var first = members.count
    for rank in members.indices.reversed() {
      if !skips[members[rank]] { first = rank }
      firstKept[rank] = first
    }
  }

  /// The place of the focused field named `name` (nil neighbours when no enabled field of the
  /// container has that name).
  func place(of name: String, isList: Bool) -> SwiftUIOrderPlace {
    guard let entry = ranks[name], let at = entry.ranks.first else {
      return SwiftUIOrderPlace(previous: nil, next: nil, count: keptCount, isList: isList)
    }
    let before = at > 0 ? lastKept[at - 1] : -1
    var after = at + 1 < names.count ? firstKept[at + 1] : names.count
    if entry.ranks.count > 1 { after = min(after, entry.ranks[1]) }
    return SwiftUIOrderPlace(
      previous: before >= 0 ? names[before] : nil,
      next: after < names.count ? names[after] : nil, count: keptCount + entry.skipped,
      isList: isList)
  }
}
