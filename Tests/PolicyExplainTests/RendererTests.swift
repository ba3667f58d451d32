import Foundation
import Testing

@testable import PolicyExplain

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG is well-formed XML with the key elements; the JSON has every key docs/explain.md documents.
@Suite struct RendererTests {
  /// Collects element names, ids and attributes while parsing.
  final class Collector: NSObject, XMLParserDelegate, @unchecked Sendable {
    var ids: Set<String> = []
    var elements: [String] = []
    var rootAttributes: [String: String] = [:]
    var attributeValues: [String] = []
    var texts: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if elements.isEmpty { rootAttributes = attributes }
      elements.append(name)
      if let id = attributes["id"] { ids.insert(id) }
      attributeValues += attributes.map { "\($0.key)=\($0.value)" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
  }

  func svg(_ policy: String, _ scene: String, field: String?) throws -> (String, Collector) {
    let builder = try ExplainFixtures.builder(policy: policy, scene: scene)
    let explanation = try builder.explain(field: field).get()
    let text = ExplanationSVGRenderer().render(
      explanation, picture: builder.picture(for: explanation))
    let collector = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = collector
    #expect(parser.parse(), "SVG is not well-formed XML: \(String(describing: parser.parserError))")
    return (text, collector)
  }

  @Test func svgParsesAndHasTheKeyElements() throws {
    let (text, svg) = try svg(
      "rules/examples/checkout.kbpolicy", "rules/examples/checkout.scene.json", field: "promo-code")
    #expect(svg.elements.first == "svg")
    #expect(svg.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(svg.rootAttributes["version"] == "1.1")
    #expect(svg.rootAttributes["viewBox"] != nil)
    for id in [
      "panel-before", "panel-after", "keyboard-before", "keyboard-after", "focused-before",
      "focused-after", "gap-label", "legend",
    ] {
      #expect(svg.ids.contains(id), "missing #\(id)")
    }
    #expect(svg.texts.contains("gap 40 pt"))
    // The policy's toolbar (58 pt) sits on the 336 pt keyboard: top 852 − 394 = 458; the field's
    // bottom 695 must reach 458 − 40 = 418: up 277.
    #expect(svg.texts.contains { $0.hasPrefix("field moves up 277 pt") })
    #expect(svg.texts.contains("· 58 pt, assumed"))
    #expect(svg.texts.contains { $0.contains("scroll view checkout-table") })
    #expect(svg.texts.contains("navigation bar"))
    #expect(svg.attributeValues.contains("class=move"))
    // Self-contained: no links, images, scripts or styles from elsewhere.
    #expect(!text.contains("href"))
    #expect(!text.contains("<script"))
    #expect(!text.contains("<image"))
  }

  @Test func svgEscapesTextAndDrawsNotAdjustedFields() throws {
    let (_, svg) = try svg(
      "rules/examples/chat.kbpolicy", "rules/examples/chat.scene.json", field: "message")
    #expect(svg.texts.contains("avoidance is off"))
    #expect(svg.texts.contains { $0.contains("covered") })
    #expect(SVGWriter.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
  }

  static let specKeys: [String] = [
    "field", "controller", "adjustment.root.y", "adjustment.scrollViews", "result.fieldFrame",
    "result.keyboardTop",
    "result.gap", "result.visible",
  ]
  static let settings = [
    "avoidance", "toolbar", "resign-on-touch", "distance", "toolbar.order", "toolbar.placeholder",
    "toolbar.previous-next",
  ]

  @Test func jsonHasEverySpecKey() throws {
    let explanation = try ExplainFixtures.explain(
      policy: "rules/examples/checkout.kbpolicy", scene: "rules/examples/checkout.scene.json",
      field: "promo-code")
    let text = ExplanationJSONRenderer().render(explanation)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    func value(_ path: String) -> Any? {
      var current: Any? = json
      for part in path.split(separator: ".") {
        current = (current as? [String: Any])?[String(part)]
      }
      return current
    }
    for key in Self.specKeys { #expect(value(key) != nil, "missing \(key)") }
    let decisions = try #require(json["decisions"] as? [String: Any])
    for setting in Self.settings {
      let entry = try #require(decisions[setting] as? [String: Any], "missing decisions.\(setting)")
      #expect(entry["value"] != nil)
      let source = try #require(entry["source"] as? [String: Any])
      #expect(source["kind"] is String)
      if source["kind"] as? String != "builtin" {
        #expect(
          source["file"] is String && source["line"] is NSNumber && source["column"] is NSNumber,
          "decisions.\(setting).source")
      }
      let overridden = try #require(entry["overridden"] as? [[String: Any]])
      for loser in overridden {
        #expect(loser["source"] != nil && loser["value"] != nil && loser["reason"] is String)
      }
    }
    let scroll = try #require((value("adjustment.scrollViews") as? [[String: Any]])?.first)
    for key in ["id", "contentOffsetY", "contentInsetBottom", "indicatorInsetBottom"] {
      #expect(scroll[key] != nil, "scrollViews[].\(key)")
    }
    #expect((value("result.fieldFrame") as? [Any])?.count == 4)
    #expect(value("result.visible") as? Bool == true)
    #expect((value("decisions.distance.source") as? [String: Any])?["line"] as? Int == 46)
    // Keys are sorted: the first top-level key is "adjustment".
    #expect(text.hasPrefix("{\n  \"adjustment\""))
  }

  @Test func jsonOmitsFileForBuiltinSources() throws {
    let alert = try ExplainFixtures.explain(
      policy: ExplainFixtures.casePolicy("alert-exemption"),
      scene: ExplainFixtures.caseScene("alert-exemption"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(ExplanationJSONRenderer().render(alert).utf8))
        as? [String: Any])
    let source = try #require(
      ((json["decisions"] as? [String: Any])?["avoidance"] as? [String: Any])?["source"]
        as? [String: Any])
    #expect(source["kind"] as? String == "builtin")
    #expect(source["file"] == nil && source["line"] == nil && source["column"] == nil)
  }

  @Test func codableRoundTrip() throws {
    let explanation = try ExplainFixtures.explain(
      policy: ExplainFixtures.casePolicy("superclass-disable"),
      scene: ExplainFixtures.caseScene("form"))
    let data = try JSONEncoder().encode(explanation)
    #expect(try JSONDecoder().decode(Explanation.self, from: data) == explanation)
  }

  @Test func tableAlignsColumnsAndSummarises() throws {
    let builder = try ExplainFixtures.builder(
      policy: ExplainFixtures.casePolicy("superclass-disable"),
      scene: ExplainFixtures.caseScene("form"), includesWhatIfs: false)
    let table = ExplanationTableRenderer().render(builder.explainAll())
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("field ") == true)
    #expect(lines.count == 1 + 5 + 1 + 1 + 1)
    #expect(table.contains("5 text inputs: "))
    // Not adjusted, but covered (gap -171, the field 44 tall) is told apart from clear (gap 345).
    #expect(lines[1].hasSuffix("   345  not-adjusted, clear"))
    #expect(lines[5].hasSuffix("  -171  not-adjusted, covered 44 pt"))
    #expect(lines[7] == "5 text inputs: 5 not adjusted (avoidance off; 1 covered by the keyboard)")
    // The scene records its keyboard: nothing is said about an assumed height.
    #expect(lines[8] == "")
    let json = ExplanationJSONRenderer().render(all: builder.explainAll())
    #expect(json.contains("\"covered\": 44,"))
    #expect(json.contains("\"notAdjustedCovered\": 1,"))
    #expect(json.contains("\"keyboardAssumed\": false"))
  }
}
