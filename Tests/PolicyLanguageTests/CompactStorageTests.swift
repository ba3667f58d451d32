import Testing

@testable import PolicyLanguage

/// The compiled policy's compact storage: interned names, packed rules put back
/// together by `Policy.rules`, the shared class hierarchy and the policy's identity.
@Suite struct CompactStorageTests {
  // MARK: - NameStore

  @Test func nameStoreGivesDenseStableIDsAndFindsEveryName() {
    var store = NameStore()
    // Lengths around the 8-byte hash words, the empty name, non-ASCII and a 1,024-byte name.
    var names = [
      "", "a", "UIView", "12345678", "123456789", "héllo→wörld",
      String(repeating: "x", count: 1024),
    ]
    for i in 0..<5_000 { names.append("Feature\(i)Screen\(i % 8)ViewController") }
    for (expected, name) in names.enumerated() {
      #expect(store.intern(name) == Int32(expected))
    }
    // Interning again gives the same ids and adds nothing.
    for (expected, name) in names.enumerated() { #expect(store.intern(name) == Int32(expected)) }
    #expect(store.count == names.count)
    let compact = store.compacted()
    for (expected, name) in names.enumerated() {
      #expect(compact.id(of: name) == Int32(expected))
      #expect(compact.name(Int32(expected)) == name)
    }
    #expect(compact.id(of: "Feature5000Screen0ViewController") == nil)
    #expect(compact.id(of: "UIVie") == nil)
    #expect(compact.id(of: "UIView ") == nil)
    var other = NameStore()
    _ = other.intern("nothing")
    let view = other.intern("UIView")
    #expect(compact.id(of: view, in: other) == 2)
    #expect(compact.id(of: 0, in: other) == nil)
  }

  // MARK: - Rules put back together

  static let policyText = """
    version 1
    class CheckoutViewController: UIViewController
    class PromoField: UITextField

    avoidance {
        distance = 012
        disable in CheckoutViewController
    }
    toolbar {
        order = position
        deep-containers UITableView
    }
    controller CheckoutViewController {
        distance = 1e1
        toolbar.previous-next = never
    }
    field "promo-code" {
        avoidance = off
        distance = 12.50
    }
    field PromoField {
        skip-in-order = true
    }
    scroll-view "list" {
        adjust-inset = off
    }
    scroll-view UITableView {
        restore-offset = on
    }
    """

  @Test func everyRuleComesBackWithItsValueWordsAndLocation() throws {
    let source = SourceFile(path: "app/checkout.kbpolicy", text: Self.policyText)
    let policy = try #require(Policy.compile(source).policy)
    let user = policy.rules.filter { $0.layer == .user }
    let bytes = Array(Self.policyText.utf8)
    func written(at location: PolicyLanguage.SourceLocation, count: Int) -> String {
      String(decoding: bytes[location.offset..<(location.offset + count)], as: UTF8.self)
    }
    let expected: [(text: String, value: SettingValue?)] = [
      ("avoidance { distance = 012 }", .number(12)),
      ("avoidance { disable in CheckoutViewController }", nil),
      ("toolbar { order = position }", .order(.position)),
      ("toolbar { deep-containers UITableView }", nil),
      ("controller CheckoutViewController { distance = 1e1 }", .number(10)),
      (
        "controller CheckoutViewController { toolbar.previous-next = never }", .previousNext(.never)
      ),
      ("field \"promo-code\" { avoidance = off }", .bool(false)),
      ("field \"promo-code\" { distance = 12.50 }", .number(12.5)),
      ("field PromoField { skip-in-order = true }", .bool(true)),
      ("scroll-view \"list\" { adjust-inset = off }", .bool(false)),
      ("scroll-view UITableView { restore-offset = on }", .bool(true)),
    ]
    #expect(user.map(\.text) == expected.map(\.text))
    #expect(user.map(\.value) == expected.map(\.value))
    for rule in user {
      #expect(rule.location.file == "app/checkout.kbpolicy")
      #expect(policy.rules[rule.order].text == rule.text)
      // Each rule points at its setting's name, or at the listed class.
      let word = rule.setting ?? rule.target?.description ?? "?"
      #expect(written(at: rule.location, count: word.utf8.count) == word, "\(rule.text)")
      let lineStart = Self.policyText.utf8.prefix(rule.location.offset).split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
      ).count
      #expect(rule.location.line == lineStart)
    }
    // Default-layer rules keep the default file's path.
    let defaults = policy.rules.filter { $0.layer == .default }
    #expect(!defaults.isEmpty)
    #expect(defaults.allSatisfy { $0.location.file == Policy.defaultPolicyPath })
    #expect(policy.deepContainers.contains("UITableView"))
  }

  // MARK: - Class hierarchy

  @Test func theHierarchyIsThePoliciesDeclaredClassesOverUIKit() throws {
    let source = SourceFile(path: "app.kbpolicy", text: Self.policyText)
    let policy = try #require(Policy.compile(source).policy)
    let hierarchy = policy.classHierarchy
    #expect(hierarchy.superclass(of: "CheckoutViewController") == "UIViewController")
    #expect(hierarchy.superclass(of: "UITextField") == "UIControl")
    #expect(hierarchy.superclass(of: "Unknown") == nil)
    #expect(hierarchy.declares("PromoField"))
    #expect(!hierarchy.declares("UITextField"))
    #expect(hierarchy.custom["PromoField"] == "UITextField")
    #expect(hierarchy.custom["UIView"] == nil)
    #expect(
      hierarchy.chain(of: "PromoField") == [
        "PromoField", "UITextField", "UIControl", "UIView", "UIResponder", "NSObject",
      ])
    // Equal to the same classes given as a dictionary, and to a second compilation.
    let again = try #require(Policy.compile(source).policy)
    #expect(hierarchy == ClassHierarchy(custom: hierarchy.custom))
    #expect(hierarchy == again.classHierarchy)
    #expect(hierarchy.hashValue == ClassHierarchy(custom: hierarchy.custom).hashValue)
    // Merged classes win over declared ones, and make the hierarchies differ.
    var merged = hierarchy
    merged.merge(["PromoField": "UISearchTextField"])
    #expect(merged.superclass(of: "PromoField") == "UISearchTextField")
    #expect(merged != hierarchy)
    #expect(hierarchy.superclass(of: "PromoField") == "UITextField")
  }

  @Test func identityIsTheCompiledValueNotItsText() throws {
    let source = SourceFile(path: "app.kbpolicy", text: Self.policyText)
    let policy = try #require(Policy.compile(source).policy)
    let copy = policy
    let again = try #require(Policy.compile(source).policy)
    #expect(policy.isIdentical(to: copy))
    #expect(!policy.isIdentical(to: again))
  }

  /// A partial chain whose last class the policy never names walks UIKit's superclasses by name
  /// until one the policy names, then by id.
  @Test func partialChainsReachRulesOnUIKitAncestorsThePolicyNames() throws {
    let text = """
      version 1
      field UIScrollView {
          distance = 33
      }
      controller UIResponder {
          toolbar.order = tag
      }
      """
    let policy = try #require(Policy.compile(SourceFile(path: "p.kbpolicy", text: text)).policy)
    let field = FieldContext(
      classChain: ["UITextView"], controllerChain: ["UINavigationController"])
    let resolved = policy.resolve(for: field)
    #expect(resolved.distance == 33)
    #expect(resolved.order == .tag)
    #expect(resolved == policy.decide(for: field).values)
  }
}
