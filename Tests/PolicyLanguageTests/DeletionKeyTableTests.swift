import Testing

@testable import PolicyLanguage

/// The flat table behind `SuggestionIndex`'s deletion index: runs found by key through
/// collisions, and the index over numbered near misses still the scan's answer.
@Suite struct DeletionKeyTableTests {
  @Test func collidingKeysKeepTheirOwnRuns() {
    // Capacity 4 gives 16 slots (the smallest table); keys 1, 17 and 33 all start at slot 1
    // (key & 15), and 0 is a key like any other.
    var table = DeletionKeyTable(capacity: 4)
    let keys: [UInt64] = [1, 17, 33, 17, 0, 33, 17]
    for key in keys { table.count(key) }
    // Runs in slot order: 0 (slot 0, one posting) 0..<1, 1 (slot 1) 1..<2, 17 (slot 2) 2..<5,
    // 33 (slot 3) 5..<7: 7 postings in all.
    #expect(table.assignRuns() == 7)
    #expect(table.run(0).map { [$0.start, $0.count] } == [0, 0])
    var placed: [UInt64: [Int]] = [:]
    for key in keys { placed[key, default: []].append(table.append(key)) }
    #expect(placed == [0: [0], 1: [1], 17: [2, 3, 4], 33: [5, 6]])
    #expect(table.run(17).map { [$0.start, $0.count] } == [2, 3])
    #expect(table.run(49) == nil)
  }

  @Test func numberedNearMissesAnswerAsTheScan() {
    // `ScreenNViewController` declared, `ScreenNViewControler` looked up: the digits make each
    // word one or two edits from many names (`Screen12...` from `Screen123...`).
    let names = (0..<150).map { "Screen\($0)ViewController" }
    var index = SuggestionIndex(names)
    var words = (0..<150).map { "Screen\($0 * 7 % 160)ViewControler" }
    words += ["Screen1ViewController", "Screen12ViewControllr", "Sreen5ViewController"]
    for word in words {
      let target = Array(word.lowercased().utf8)
      let expected = names.filter { $0 != word }
        .map {
          (name: $0, distance: BoundedDistanceTests.reference(target, Array($0.lowercased().utf8)))
        }
        .filter { $0.distance <= 2 && $0.distance < max(target.count, 1) }
        .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
      #expect(index.closest(to: word) == expected, "\(word)")
    }
  }
}
