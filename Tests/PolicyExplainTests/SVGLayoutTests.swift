import Foundation
import Testing

@testable import PolicyExplain

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The drawing's geometry: every label lies whole inside the canvas, the covered bracket spans
/// only the covered part, and the shipped example picture is what the renderer draws today.
@Suite struct SVGLayoutTests {
  /// One `<text>` with its position in canvas coordinates.
  struct Label {
    var text: String
    var x: Double
    var y: Double
    var size: Double
    var bold: Bool
    var anchor: String
  }

  /// Reads the canvas size, every text (through the `translate` of its groups) and every line.
  final class Reader: NSObject, XMLParserDelegate, @unchecked Sendable {
    var width = 0.0
    var height = 0.0
    var labels: [Label] = []
    var lines: [(attributes: [String: String], panel: String?)] = []
    private var offsets: [(x: Double, y: Double, panel: String?)] = [(0, 0, nil)]
    private var open: Label?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let base = offsets.last ?? (0, 0, nil)
      switch name {
      case "svg":
        width = Double(attributes["width"] ?? "") ?? 0
        height = Double(attributes["height"] ?? "") ?? 0
      case "g":
        var next = base
        if let transform = attributes["transform"], transform.hasPrefix("translate(") {
          let numbers = transform.dropFirst(10).dropLast().split(separator: ",").compactMap {
            Double($0)
          }
          next.x += numbers.first ?? 0
          next.y += numbers.last ?? 0
        }
        if let id = attributes["id"], id.hasPrefix("panel-") {
          next.panel = String(id.dropFirst(6))
        }
        offsets.append(next)
      case "text":
        open = Label(
          text: "", x: base.x + (Double(attributes["x"] ?? "") ?? 0),
          y: base.y + (Double(attributes["y"] ?? "") ?? 0),
          size: Double(attributes["font-size"] ?? "") ?? 16,
          bold: attributes["font-weight"] == "bold", anchor: attributes["text-anchor"] ?? "start")
      case "line":
        lines.append((attributes, base.panel))
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { open?.text += string }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if name == "g" { offsets.removeLast() }
      if name == "text", let label = open {
        labels.append(label)
        open = nil
      }
    }
  }

  func draw(_ policy: String, _ scene: String, field: String?) throws -> (String, Reader) {
    let builder = try ExplainFixtures.builder(policy: policy, scene: scene)
    let explanation = try builder.explain(field: field).get()
    let text = ExplanationSVGRenderer().render(
      explanation, picture: builder.picture(for: explanation))
    let reader = Reader()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    #expect(parser.parse())
    return (text, reader)
  }

  /// Every label's extent (generously estimated) lies inside the canvas.
  func expectEveryLabelInside(_ reader: Reader, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(reader.width > 0 && reader.height > 0, sourceLocation: sourceLocation)
    for label in reader.labels {
      let width = ExplanationSVGRenderer.textWidth(label.text, size: label.size, bold: label.bold)
      let left =
        label.anchor == "end"
        ? label.x - width : label.anchor == "middle" ? label.x - width / 2 : label.x
      #expect(
        left >= 0 && left + width <= reader.width,
        "label '\(label.text)' spans \(left)...\(left + width), the canvas is \(reader.width) wide",
        sourceLocation: sourceLocation)
      #expect(
        label.y - label.size >= 0 && label.y <= reader.height,
        "label '\(label.text)' at y \(label.y) is outside the canvas",
        sourceLocation: sourceLocation)
    }
    // No two labels overlap (boxes from the baseline up one font size).
    let boxes = reader.labels.map { label -> (String, Double, Double, Double, Double) in
      let width = ExplanationSVGRenderer.textWidth(label.text, size: label.size, bold: label.bold)
      let left =
        label.anchor == "end"
        ? label.x - width : label.anchor == "middle" ? label.x - width / 2 : label.x
      return (
        label.text, left, left + width, label.y - label.size * 0.8, label.y + label.size * 0.2
      )
    }
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] where a.1 < b.2 && b.1 < a.2 && a.3 < b.4 && b.3 < a.4 {
        Issue.record("labels '\(a.0)' and '\(b.0)' overlap", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func promoCodeLabelsAreWholeAndInside() throws {
    let (_, reader) = try draw(
      "rules/examples/checkout.kbpolicy", "rules/examples/checkout.scene.json", field: "promo-code")
    expectEveryLabelInside(reader)
    let texts = reader.labels.map(\.text)
    // The label that used to be cut to "0 → 21" at the canvas edge. The keyboard is the
    // assumed 336 pt one plus the policy's 58 pt toolbar: top 852 − 394 = 458; the field's bottom
    // 695 must reach 458 − 40 = 418, so it moves up 695 − 418 = 277.
    #expect(texts.contains("scroll 'checkout-table' 0 → 277"))
    #expect(texts.contains("field moves up 277 pt"))
    #expect(texts.contains("gap 40 pt"))
    #expect(texts.contains("covered 44 pt"))
  }

  @Test func longVerdictWrapsInsteadOfRunningOffTheCanvas() throws {
    // A verdict of 150 characters: the title wraps, whole, inside the canvas.
    let (_, reader) = try draw(
      "rules/examples/chat.kbpolicy", "rules/examples/chat.scene.json", field: "message")
    expectEveryLabelInside(reader)
    let title = reader.labels.filter { $0.size == 17 }.map(\.text).joined(separator: " ")
    #expect(
      title
        == "\"message\": not adjusted: avoidance is off (field \"message\" { avoidance = off } (rules/examples/chat.kbpolicy:47:3)); the keyboard covers 36 pt of it"
    )
  }

  /// The chat message box [12, 786, 313, 36] under a keyboard whose top is 516: all 36 pt are
  /// covered, so the red bracket spans 786...822 (the field), not 516...822.
  @Test func coveredBracketSpansOnlyTheCoveredPart() throws {
    let (_, reader) = try draw(
      "rules/examples/chat.kbpolicy", "rules/examples/chat.scene.json", field: "message")
    let bracket = try #require(
      reader.lines.first { $0.attributes["class"] == "gap" && $0.panel == "before" })
    #expect(Double(bracket.attributes["y1"] ?? "") == 786)
    #expect(Double(bracket.attributes["y2"] ?? "") == 822)
    // promo-code [16, 651, 361, 44] under the keyboard top 458 (336 + the toolbar's 58): all of
    // it, 651...695.
    let (_, promo) = try draw(
      "rules/examples/checkout.kbpolicy", "rules/examples/checkout.scene.json", field: "promo-code")
    let covered = try #require(
      promo.lines.first { $0.attributes["class"] == "gap" && $0.panel == "before" })
    #expect(Double(covered.attributes["y1"] ?? "") == 651)
    #expect(Double(covered.attributes["y2"] ?? "") == 695)
    // After the plan the gap runs from the field's bottom (651 − 277 + 44 = 418) to the
    // keyboard (458).
    let gap = try #require(
      promo.lines.first { $0.attributes["class"] == "gap" && $0.panel == "after" })
    #expect(Double(gap.attributes["y1"] ?? "") == 418)
    #expect(Double(gap.attributes["y2"] ?? "") == 458)
  }

  /// README shows `rules/examples/checkout-promo-code.svg`: it is exactly what `explain --svg`
  /// draws now (regenerate it with the README's explain command and `--svg`).
  @Test func shippedPictureIsCurrent() throws {
    let (text, _) = try draw(
      "rules/examples/checkout.kbpolicy", "rules/examples/checkout.scene.json", field: "promo-code")
    let shipped = try ExplainFixtures.text("rules/examples/checkout-promo-code.svg")
    #expect(
      shipped == text,
      "rules/examples/checkout-promo-code.svg is stale: run swift run kbpolicy explain --policy rules/examples/checkout.kbpolicy --scene rules/examples/checkout.scene.json --field promo-code --svg rules/examples/checkout-promo-code.svg"
    )
  }
}
