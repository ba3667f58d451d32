import PolicyLanguage
import SceneModel

/// A test's `device` line: one device, or every supported class (`device all`).
extension PolicyTestRunner {
  /// Runs one test that parsed: on its document's device, on the one it pins, or on every
  /// supported class (`device all`: it passes when it passes on each; a failure names the
  /// classes it fails on, worst first).
  mutating func run(
    _ test: PolicyTestCase, testPath: String, sources: inout [String: SourceFile]
  ) -> PolicyTestResult {
    var setup = test.setup
    if setup.device == nil, case .interfaceBuilder? = setup.scene { setup.device = self.device }
    guard let device = setup.device else {
      return run(test, setup: setup, testPath: testPath, sources: &sources)
    }
    if case .json(let path)? = setup.scene {
      let diagnostic = Diagnostic(
        .deviceOnJSONScene(path.path), at: setup.deviceRange ?? test.range)
      return PolicyTestResult(
        test: test, status: .error, failures: [], diagnostics: [diagnostic], actual: nil)
    }
    let runs = TestDevices.runs(device)
    var results: [(device: DeviceClass, result: PolicyTestResult)] = []
    for each in runs {
      setup.device = each.option
      let result = run(test, setup: setup, testPath: testPath, sources: &sources)
      guard runs.count > 1, let device = each.device else { return result }
      if result.status == .error { return result }
      results.append((device, result))
    }
    return Self.combined(test, results)
  }

  /// One result of a test's results on several classes: the worst class's outcome (least
  /// gap), and each failure once per actual value with the classes that gave it, worst first.
  static func combined(
    _ test: PolicyTestCase, _ results: [(device: DeviceClass, result: PolicyTestResult)]
  ) -> PolicyTestResult {
    // Worst first: the least gap (the keyboard covers most), then the sweep's device order.
    let ordered = results.enumerated().sorted { a, b in
      let (x, y) = (a.element.result.actual?.gap, b.element.result.actual?.gap)
      switch (x, y) {
      case (let x?, let y?) where x != y: return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return a.offset < b.offset
      }
    }.map(\.element)
    var failures: [ExpectationFailure] = []
    var index: [ExpectationFailure: Int] = [:]
    for (device, result) in ordered {
      for failure in result.failures {
        if let at = index[failure] {
          failures[at].devices.append(device.displayName)
        } else {
          index[failure] = failures.count
          var named = failure
          named.devices = [device.displayName]
          failures.append(named)
        }
      }
    }
    // A value every class gave is said once.
    for at in failures.indices where failures[at].devices.count == ordered.count {
      failures[at].devices = ["all \(ordered.count) device classes"]
    }
    let actual = ordered.first?.result.actual
    return PolicyTestResult(
      test: test, status: failures.isEmpty ? .passed : .failed, failures: failures,
      diagnostics: [], actual: actual)
  }
}
