import Foundation
import SceneModel
import TestSupport
import Testing

/// grammar.md's "Device classes" table is `DeviceClass.supported`, row for row (a generated
/// table's staleness check), and the classes are what `--device all` promises.
@Suite struct DeviceClassTableTests {
  /// The rows of the table under "### Device classes", cells trimmed.
  static func rows() throws -> [[String]] {
    let text = try Repository.text("grammar.md")
    let section = try #require(text.range(of: "### Device classes (`--device all`)"))
    var rows: [[String]] = []
    for line in text[section.upperBound...].split(separator: "\n") {
      if line.hasPrefix("### ") { break }
      guard line.hasPrefix("| `") else { continue }
      rows.append(
        line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
    }
    return rows
  }

  @Test func grammarTableIsTheSupportedClasses() throws {
    func points(_ value: Double) -> String { String(Int(value)) }
    let expected = DeviceClass.supported.map { device -> [String] in
      let p = device.profile
      let portrait = p.safeArea(.portrait)
      let land = p.safeArea(.landscape)
      return [
        "`\(device.id)`", device.displayName,
        "\(points(p.portrait.width)) × \(points(p.portrait.height))",
        "\(points(portrait.top)), \(points(portrait.bottom))",
        [land.top, land.left, land.bottom, land.right].map(points).joined(separator: ", "),
        points(p.keyboardPortrait), points(p.keyboardLandscape),
      ]
    }
    #expect(try Self.rows() == expected)
  }

  @Test func classesAreUniqueSupportedAndFolded() throws {
    let classes = DeviceClass.supported
    #expect(classes.count == 23)
    #expect(Set(classes.map(\.id)).count == classes.count)
    #expect(Set(classes.map(\.displayName)).count == classes.count)
    // Below the iOS 15 floor, and the older id of the same metrics: not classes of their own.
    #expect(DeviceClass.named("retina3_5") == nil)
    #expect(DeviceClass.named("retina4") == nil)
    // Folded: no two classes share every metric.
    struct Metrics: Hashable {
      var width, height, statusBar, top, bottom, keyboard, landscapeKeyboard: Double
      var pad: Bool
    }
    let metrics = classes.map { c in
      let p = c.profile
      return Metrics(
        width: p.portrait.width, height: p.portrait.height, statusBar: p.statusBar,
        top: p.safeTop, bottom: p.safeBottom, keyboard: p.keyboardPortrait,
        landscapeKeyboard: p.keyboardLandscape, pad: p.isPad)
    }
    #expect(Set(metrics).count == classes.count)
    // Phones first, then iPads.
    let firstPad = try #require(classes.firstIndex { $0.profile.isPad })
    let pads = classes[firstPad...].allSatisfy { $0.profile.isPad }
    #expect(pads)
    #expect(classes[0].displayName == "iPhone SE (1st generation)")
  }
}
