import PolicyLanguage
import PolicyMigration
import SourceReader
import TestSupport
import Testing

/// The proof: for generated IQ configurations written as Swift source (launch settings, list
/// changes, per-screen toggles made directly in the lifecycle or through a helper it calls (a
/// method of the screen, a static function of another type), per-view settings, in IQ 6, 7 or 8
/// spelling), the migrated
/// policy decides every setting as IQ's own rules do, for every generated screen and field.
///
/// IQ's rules (`IQConfiguration+Oracle.swift`) are evaluated on the generated configuration, not
/// on the policy; the field is shown straight after launch (a screen's leak reaches later screens
/// in IQ, and is reported, not reproduced).
@Suite struct MigrationDifferentialTests {
  @Test func migratedPolicyDecidesAsIQ() {
    var compared = 0
    var helpers = 0
    for seed in UInt64(1)...300 {
      var random = SeededRandom(seed: seed)
      let config = IQConfiguration.generate(&random)
      helpers += config.controllers.filter { !$0.toggles.isEmpty && $0.helper != .none }.count
      let source = config.swiftSource
      let reading = SourceReader.read(
        path: "App.swift", bytes: Array(source.utf8), language: .swift)
      let result = PolicyMigration.migrate([reading], version: config.version)
      #expect(result.unmapped.isEmpty, "seed \(seed): \(result.unmapped.map(\.reason.message))")
      let compiled = Policy.compile(SourceFile(path: "migrated.kbpolicy", text: result.policy))
      guard let policy = compiled.policy else {
        Issue.record("seed \(seed): the migrated policy does not compile\n\(result.policy)")
        continue
      }
      let screens = config.controllers.map(\.name) + ["UIViewController", "UITableViewController"]
      let fields: [IQConfiguration.Field?] = config.fields.map { $0 } + [nil]
      var failed = false
      for screen in screens where !failed {
        let chain = config.chain(of: screen)
        for field in fields {
          let context = FieldContext(
            identifier: field?.id ?? "plain",
            classChain: ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"],
            controllerChain: chain)
          let mine = ResolvedValuesSubset(policy.resolve(for: context))
          let iq = config.decide(field: field, chain: chain)
          compared += 1
          if mine != iq {
            Issue.record(
              "seed \(seed), \(field?.id ?? "plain") on \(screen):\n  policy \(mine)\n  IQ     \(iq)\n\(source)\n\(result.policy)"
            )
            failed = true
            break
          }
        }
      }
    }
    #expect(compared > 3000)
    #expect(helpers > 50, "lifecycle helpers generated: \(helpers)")
  }
}
