import CHeapStats
import Foundation
import Testing
@testable import PolicyLanguage

@Suite struct MemScratch {
  func heap() -> Int { Int(kbpolicy_heap_bytes_in_use()) }
  @Test func breakdown() throws {
    guard let text = try? String(contentsOfFile: "/tmp/large.kbpolicy", encoding: .utf8) else { return }
    _ = Policy.compile(SourceFile(path: "w.kbpolicy", text: "version 1\n"))
    let b = heap()
    let p = Policy.compile(SourceFile(path: "large.kbpolicy", text: text)).policy!
    let a = heap()
    let s = p.storage
    print("policy", a - b, "names", s.names.count, "rules", s.rules.count, "rows", s.resolveTable.rows.count, "idrows", s.resolveTable.identifierRows.count, "values", s.resolveTable.values.count, "slots", s.index.slots.count)
  }
}
