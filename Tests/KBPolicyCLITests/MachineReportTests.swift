import Foundation
import PolicyLanguage
import PolicyLint
import TestSupport
import Testing

@testable import KBPolicyCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Machine reports as their consumers read them: always a whole document, every result, paths
/// from the repository root, UTF-16 columns, related locations with ids, rule metadata, escaped
/// text, and JUnit counts that add up.
@Suite struct MachineReportTests {
  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func run(_ sarif: [String: Any]) throws -> [String: Any] {
    try #require((sarif["runs"] as? [[String: Any]])?.first)
  }

  static func results(_ sarif: [String: Any]) throws -> [[String: Any]] {
    try #require(try run(sarif)["results"] as? [[String: Any]])
  }

  static func region(_ result: [String: Any]) throws -> [String: Any] {
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    return try #require(
      (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
  }

  static func artifact(_ result: [String: Any]) throws -> [String: Any] {
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    return try #require(
      (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
  }

  // MARK: - Always a whole document (an unreadable input is a result inside it)

  @Test func aNonUTF8PolicyIsAResultInsideEveryMachineReport() throws {
    let directory = try CLI.temporaryDirectory()
    let bad = directory.appendingPathComponent("bad.kbpolicy")
    try Data([0x76, 0x65, 0x72, 0x0A, 0x61, 0xFF, 0x0A]).write(to: bad)
    let good = try CLI.write("version 1\n", "good.kbpolicy", in: directory)
    let sarif = CLI.run(["lint", "--reporter", "sarif", bad.path, good])
    #expect(sarif.code == 1)
    let results = try Self.results(try Self.json(sarif.out))
    #expect(results.map { $0["ruleId"] as? String } == ["F002"])
    // 'ver\na\u{FF}': line 2, column 2.
    #expect(try Self.region(results[0])["startLine"] as? Int == 2)
    #expect(try Self.region(results[0])["startColumn"] as? Int == 2)
    let json = CLI.run(["lint", "--reporter", "json", bad.path, good])
    #expect(json.code == 1)
    let files = try #require(try Self.json(json.out)["files"] as? [[String: Any]])
    #expect(files.count == 2)
    let github = CLI.run(["lint", "--reporter", "github", bad.path])
    #expect(github.code == 1)
    #expect(github.out.hasPrefix("::error file="), "\(github.out)")
    #expect(github.out.contains("the file is not UTF-8 text"))
    // For people the run stops at the file, as in every command.
    let human = CLI.run(["lint", "--reporter", "xcode", bad.path])
    #expect(human.code == 1)
    #expect(human.out.isEmpty)
  }

  @Test func aMissingPolicyIsAResultAndTheRunStillExits2() throws {
    let directory = try CLI.temporaryDirectory()
    let good = try CLI.write("version 1\n", "good.kbpolicy", in: directory)
    let missing = directory.appendingPathComponent("missing.kbpolicy").path
    let sarif = CLI.run(["lint", "--reporter", "sarif", good, missing])
    #expect(sarif.code == 2)
    let results = try Self.results(try Self.json(sarif.out))
    #expect(results.map { $0["ruleId"] as? String } == ["F001"])
  }

  @Test func anInvalidSceneIsAResultInsideTheReport() throws {
    let directory = try CLI.temporaryDirectory()
    let scene = try CLI.write(
      "{\"window\": [393, 852], \"views\": [{\"id\": 1}]}", "s.json", in: directory)
    let policy = CLI.path("rules/examples/checkout.kbpolicy")
    let run = CLI.run(["lint", "--reporter", "sarif", "--scene", scene, policy])
    #expect(run.code == 1)
    let results = try Self.results(try Self.json(run.out))
    #expect(!results.isEmpty)
    #expect(
      try results.contains {
        try (Self.artifact($0)["uri"] as? String ?? "").hasSuffix("s.json")
          && ($0["ruleId"] as? String ?? "").hasPrefix("S")
      })
  }

  /// A storyboard or xib given to lint that cannot be read (not UTF-8, missing) or is not a
  /// valid document (malformed XML, a refused DTD) is a result at that file inside SARIF, JSON
  /// and the github annotations; the report stays a whole document.
  @Test func anUnreadableOrMalformedDocumentIsAResultInsideTheReport() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write("version 1\n", "p.kbpolicy", in: directory)
    let dtd = try CLI.write(
      "<?xml version=\"1.0\"?><!DOCTYPE d [<!ATTLIST d a CDATA #IMPLIED>]><d a=\"x\"/>",
      "a.xib", in: directory)
    let malformed = try CLI.write(
      "<?xml version=\"1.0\"?>\n<document type=\"x\"><scenes>\n", "b.storyboard", in: directory)
    let binary = directory.appendingPathComponent("c.storyboard")
    try Data([0x3C, 0x3F, 0x78, 0xFF, 0x0A]).write(to: binary)
    for (document, code, flag) in [
      (dtd, "IB001", "--xib"), (malformed, "IB001", "--storyboard"),
      (binary.path, "F002", "--storyboard"),
    ] {
      let sarif = CLI.run(["lint", "--reporter", "sarif", flag, document, policy])
      #expect(sarif.code == 1, "\(document): \(sarif.err)")
      let results = try Self.results(try Self.json(sarif.out))
      #expect(
        try results.contains {
          try (Self.artifact($0)["uri"] as? String ?? "").hasSuffix(
            (document as NSString).lastPathComponent) && $0["ruleId"] as? String == code
        }, "\(document): \(sarif.out)")
      #expect(!sarif.err.isEmpty, "\(document): standard error says why the run fails")
      let json = CLI.run(["lint", "--reporter", "json", flag, document, policy])
      #expect(json.code == 1)
      let files = try #require(try Self.json(json.out)["files"] as? [[String: Any]])
      #expect(files.count == 2, "\(json.out)")
      let github = CLI.run(["lint", "--reporter", "github", flag, document, policy])
      #expect(github.code == 1)
      #expect(github.out.hasPrefix("::error file="), "\(github.out)")
    }
    let missing = CLI.run([
      "lint", "--reporter", "sarif", "--xib", directory.appendingPathComponent("none.xib").path,
      policy,
    ])
    #expect(missing.code == 2)
    #expect(
      try Self.results(try Self.json(missing.out)).map { $0["ruleId"] as? String } == ["F001"])
  }

  @Test func aNonUTF8TestFileIsAnErrorCaseInsideTheJUnitReport() throws {
    let directory = try CLI.temporaryDirectory()
    let bad = directory.appendingPathComponent("bad.kbtest")
    try Data([0x76, 0xFE, 0x0A]).write(to: bad)
    let run = CLI.run(["test", "--reporter", "junit", bad.path])
    #expect(run.code == 1)
    let document = try XMLDocument(data: Data(run.out.utf8))
    let cases = try document.nodes(forXPath: "//testcase")
    #expect(cases.count == 1)
    #expect(try document.nodes(forXPath: "//testcase/error").count == 1)
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "1")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
  }

  // MARK: - Every result, capped per run with a note

  /// 150 findings in one file: people see 100 and a count; SARIF and JSON carry all 150.
  @Test func machineReportsCarryEveryResult() throws {
    let directory = try CLI.temporaryDirectory()
    let entries = (0..<151).map { _ in "UITableView" }.joined(separator: ", ")
    let policy = try CLI.write(
      "version 1\n\ntoolbar {\n  deep-containers \(entries)\n}\n", "many.kbpolicy", in: directory)
    let sarif = CLI.run(["lint", "--reporter", "sarif", policy])
    let results = try Self.results(try Self.json(sarif.out))
    #expect(results.count >= 150, "\(results.count)")
    #expect(try Self.run(try Self.json(sarif.out))["properties"] == nil)
    let json = try Self.json(CLI.run(["lint", "--reporter", "json", policy]).out)
    let files = try #require(json["files"] as? [[String: Any]])
    #expect((files[0]["diagnostics"] as? [Any])?.count == results.count)
    let xcode = CLI.run(["lint", "--reporter", "xcode", policy])
    #expect(xcode.err.contains("more diagnostics not shown"), "\(xcode.err.suffix(200))")
  }

  @Test func theRunCapIsStatedWhenReached() throws {
    let source = PolicyLanguage.SourceFile(
      path: "a.kbpolicy",
      text:
        "version 1\n\ntoolbar {\n  deep-containers UITableView, UITableView, UITableView, UITableView\n}\n"
    )
    let result = LintFileResult(source: source, diagnostics: Linter().lint(source))
    #expect(result.diagnostics.count >= 3)
    let text = LintReporter.sarif.render([result], context: ReportContext(maximumResults: 2))
    let run = try Self.run(try Self.json(text))
    #expect((run["results"] as? [Any])?.count == 2)
    let omitted = (run["properties"] as? [String: Any])?["omittedResults"] as? Int
    #expect(omitted == result.diagnostics.count - 2)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let note = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(
      ((note["message"] as? [String: Any])?["text"] as? String)?.contains("at most 2") == true)
  }

  // MARK: - Paths from the repository root

  @Test func pathsAreRelativeToTheRepositoryRootWhereverTheRunStarts() throws {
    let directory = try CLI.temporaryDirectory().resolvingSymlinksInPath()
    let sub = directory.appendingPathComponent("App/Policies")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
    #expect(ReportContext.repositoryRoot(from: sub.path) == directory.path)
    let context = ReportContext.commandLine(workingDirectory: sub.path)
    #expect(context.root == directory.path)
    #expect(context.reportPath("app.kbpolicy") == "App/Policies/app.kbpolicy")
    #expect(context.reportPath("./app.kbpolicy") == "App/Policies/app.kbpolicy")
    #expect(context.reportPath("../Other/x.kbpolicy") == "App/Other/x.kbpolicy")
    #expect(context.reportPath(sub.path + "/a.kbpolicy") == "App/Policies/a.kbpolicy")
    #expect(context.reportPath("/elsewhere/a.kbpolicy") == "/elsewhere/a.kbpolicy")
    // No repository above: the working directory is the root.
    let plain = try CLI.temporaryDirectory().resolvingSymlinksInPath().path
    #expect(ReportContext.repositoryRoot(from: plain) == plain || plain.hasPrefix("/tmp") == false)
  }

  @Test func sarifNamesItsRootAndGitHubDropsTheLeadingDot() throws {
    let root = ReportContext.repositoryRoot(
      from: FileManager.default.currentDirectoryPath)
    let policy = "./rules/examples/checkout.kbpolicy"
    let directory = try CLI.temporaryDirectory()
    // A finding in a copy under the repository would be a file of it; use the real example with
    // a scene that lacks its fields, so unmatched-selector reports.
    let scene = try CLI.write(
      "{\"window\": [393, 852], \"views\": [{\"id\": \"root\", \"frame\": [0, 0, 393, 852]}]}",
      "empty.scene.json", in: directory)
    let sarif = try Self.json(
      CLI.run(["lint", "--reporter", "sarif", "--scene", scene, policy]).out)
    let bases = try #require(try Self.run(sarif)["originalUriBaseIds"] as? [String: Any])
    let base = try #require((bases["SRCROOT"] as? [String: Any])?["uri"] as? String)
    #expect(base.hasPrefix("file://") && base.hasSuffix("/"))
    let results = try Self.results(sarif)
    let first = try #require(results.first { ($0["ruleId"] as? String) == "unmatched-selector" })
    let artifact = try Self.artifact(first)
    #expect(artifact["uriBaseId"] as? String == "SRCROOT")
    let relative = FileManager.default.currentDirectoryPath == root
    if relative {
      #expect(artifact["uri"] as? String == "rules/examples/checkout.kbpolicy")
    }
    let github = CLI.run(["lint", "--reporter", "github", "--scene", scene, policy]).out
    #expect(!github.contains("file=./"), "\(github.prefix(300))")
    #expect(github.contains("file=rules/examples/checkout.kbpolicy") || !relative)
  }

  // MARK: - Columns in UTF-16 code units

  @Test func columnsCountUTF16CodeUnits() throws {
    let directory = try CLI.temporaryDirectory()
    // 'field "é🙂" { distance = 300 }': before 'distance' come 'field "' (7 bytes), é (2 bytes,
    // 1 UTF-16 unit), 🙂 (4 bytes, 2 units) and '" { ' (4): 17 bytes or 14 units, so columns 18
    // and 15 from 1.
    let line = "field \"é🙂\" { distance = 300 }"
    let policy = try CLI.write("version 1\n\n\(line)\n", "c.kbpolicy", in: directory)
    let byteColumn =
      line.utf8.distance(
        from: line.utf8.startIndex,
        to: line.range(of: "distance")!.lowerBound.samePosition(in: line.utf8)!) + 1
    let unitColumn =
      line.utf16.distance(
        from: line.utf16.startIndex,
        to: line.range(of: "distance")!.lowerBound.samePosition(in: line.utf16)!) + 1
    #expect(byteColumn == 18 && unitColumn == 15)
    let run = CLI.run(["lint", "--reporter", "sarif", policy])
    let results = try Self.results(try Self.json(run.out))
    let range = try #require(results.first { ($0["ruleId"] as? String) == "distance-range" })
    #expect(try Self.region(range)["startColumn"] as? Int == unitColumn)
    let github = CLI.run(["lint", "--reporter", "github", policy]).out
    #expect(github.contains("line=3,col=\(unitColumn),"), "\(github)")
    #expect(try Self.run(try Self.json(run.out))["columnKind"] as? String == "utf16CodeUnits")
  }

  // MARK: - Related locations, metadata, escaping, duplicates, titles

  @Test func relatedLocationsHaveIdsAndNeverPointAtTheBuiltInDefaultPolicy() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      """
      version 1

      class A: UIViewController

      avoidance {
        disable in A
        enable in A
        disable in UITableViewController
      }

      """, "r.kbpolicy", in: directory)
    let sarif = try Self.json(CLI.run(["lint", "--reporter", "sarif", policy]).out)
    var relatedCount = 0
    for result in try Self.results(sarif) {
      let text = ((result["message"] as? [String: Any])?["text"] as? String) ?? ""
      for related in (result["relatedLocations"] as? [[String: Any]]) ?? [] {
        relatedCount += 1
        let id = try #require(related["id"] as? Int)
        #expect(text.contains("](\(id))"), "the message links related location \(id): \(text)")
        let uri =
          ((related["physicalLocation"] as? [String: Any])?["artifactLocation"]
          as? [String: Any])?["uri"] as? String ?? ""
        #expect(!uri.hasSuffix("rules/default.kbpolicy"), "\(uri)")
      }
    }
    #expect(relatedCount >= 1)
  }

  @Test func rulesCarryHelpTagsAndTheToolVersion() throws {
    let sarif = try Self.json(
      CLI.run(["lint", "--reporter", "sarif", CLI.path("rules/examples/chat.kbpolicy")]).out)
    let driver = try #require(
      (try Self.run(sarif)["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == KBPolicy.version)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    for rule in rules {
      #expect(((rule["help"] as? [String: Any])?["markdown"] as? String)?.isEmpty == false)
      let tags = (rule["properties"] as? [String: Any])?["tags"] as? [String]
      #expect(tags?.contains("keyboard-policy") == true, "\(rule["id"] ?? "")")
    }
  }

  /// With `--docs-url`, every SARIF rule links (`helpUri`) to the section of the repository's
  /// documents that describes its code: a lint rule to docs/lint.md's rule table, a language, scene or
  /// input-file code to its list in grammar.md; each link names a file and heading that exist.
  @Test func rulesLinkToTheSectionDescribingTheirCode() throws {
    let directory = try CLI.temporaryDirectory()
    // An invalid scene: its S codes are results, so they are rules of the driver too.
    let scene = try CLI.write(
      "{\"window\": [393, 852], \"views\": [{\"id\": 1}]}", "s.json", in: directory)
    let policy = try CLI.write(
      "version 1\n\navoidance {\n  distanse = 3\n}\n", "p.kbpolicy", in: directory)
    let base = "https://example.org/KeyboardPolicy/blob/v\(KBPolicy.version)"
    let run = CLI.run(["lint", "--reporter", "sarif", "--docs-url", base, "--scene", scene, policy])
    let driver = try #require(
      (try Self.run(try Self.json(run.out))["tool"] as? [String: Any])?["driver"]
        as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.contains("L007") || ids.contains("unknown-class"))
    #expect(ids.contains("E040"), "\(ids)")
    #expect(ids.contains { $0.hasPrefix("S") }, "\(ids)")
    for rule in rules {
      let uri = try #require(rule["helpUri"] as? String, "\(rule["id"] ?? "")")
      #expect(uri.hasPrefix(base + "/"))
      let parts = uri.dropFirst(base.count + 1).split(separator: "#").map(String.init)
      #expect(parts.count == 2, "\(uri)")
      let text = try String(contentsOfFile: CLI.path(parts[0]), encoding: .utf8)
      let anchors = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
        String(
          heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            .map { $0 == " " ? "-" : $0 })
      }
      #expect(anchors.contains(parts[1]), "\(uri) names no heading of \(parts[0])")
    }
    // Without it there is no link (the tool assumes no web address of its own).
    let plain = try Self.json(CLI.run(["lint", "--reporter", "sarif", policy]).out)
    let plainRules = try #require(
      ((try Self.run(plain)["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]
        as? [[String: Any]])
    #expect(plainRules.allSatisfy { $0["helpUri"] == nil })
    #expect(CLI.run(["lint", "--docs-url", "docs/", policy]).code == 2)
  }

  @Test func controlAndBidiCharactersAreEscapedInSARIFMessages() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      "version 1\n\nclass Evil\u{202E}x: UIViewController\n\navoidance {\n  enable in Evil\u{202E}x\n}\n",
      "e.kbpolicy", in: directory)
    let sarif = try Self.json(CLI.run(["lint", "--reporter", "sarif", policy]).out)
    let results = try Self.results(sarif)
    #expect(!results.isEmpty)
    for result in results {
      let text = ((result["message"] as? [String: Any])?["text"] as? String) ?? ""
      #expect(!text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B }, "\(text)")
    }
  }

  @Test func theSameFileGivenTwiceIsReportedOnce() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      "version 1\n\navoidance {\n  distance = 300\n}\n", "twice.kbpolicy", in: directory)
    let once = try Self.results(
      try Self.json(CLI.run(["lint", "--reporter", "sarif", policy]).out))
    let twice = try Self.results(
      try Self.json(
        CLI.run([
          "lint", "--reporter", "sarif", policy, directory.path + "/./twice.kbpolicy",
        ]).out))
    #expect(once.count == 1)
    #expect(twice.count == once.count)
  }

  @Test func githubTitlesSayWhatIsWrong() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write(
      "version 1\n\navoidance {\n  distance = 300\n}\n", "t.kbpolicy", in: directory)
    let out = CLI.run(["lint", "--reporter", "github", policy]).out
    #expect(out.contains("title=L008 distance-range%3A a distance above 200 pt"), "\(out)")
  }

  // MARK: - JUnit counts and times

  @Test func junitCountsEveryCaseAndWritesTimes() throws {
    let directory = try CLI.temporaryDirectory()
    let policy = try CLI.write("version 1\n", "p.kbpolicy", in: directory)
    _ = policy
    try FileManager.default.copyItem(
      at: CLI.repository.appendingPathComponent("rules/examples/checkout.scene.json"),
      to: directory.appendingPathComponent("s.json"))
    let test = try CLI.write(
      """
      version 1

      policy "p.kbpolicy"
      scene "s.json"
      bogus line

      test "email keeps 10 pt" {
        field email
        expect distance = 10
      }

      """, "a.kbtest", in: directory)
    let run = CLI.run(["test", "--reporter", "junit", test])
    let document = try XMLDocument(data: Data(run.out.utf8))
    let cases = try document.nodes(forXPath: "//testcase")
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "\(cases.count)")
    #expect(cases.count == 2)
    let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "\(cases.count)")
    for element in [root, suite] + cases.compactMap({ $0 as? XMLElement }) {
      let time = try #require(element.attribute(forName: "time")?.stringValue)
      #expect(Double(time) != nil, "\(time)")
    }
    for element in cases.compactMap({ $0 as? XMLElement }) {
      #expect(element.attribute(forName: "file")?.stringValue == test)
      #expect(element.attribute(forName: "line")?.stringValue != nil)
    }
  }
}
