import AvoidanceEngine
import SceneModel
import Foundation
import InterfaceBuilder
import PolicyLanguage
import Testing

/// The shipped examples and test fixtures the differential test runs over.
enum Corpus {
  /// The repository root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func policy(_ path: String?) throws -> Policy {
    guard let path else {
      return try #require(
        Policy.compile(SourceFile(path: "empty.kbpolicy", text: "version 1\n")).policy)
    }
    let compiled = Policy.compile(SourceFile(path: path, text: try text(path)))
    return try #require(compiled.policy, "\(path) does not compile: \(compiled.diagnostics)")
  }

  static func scene(_ path: String) throws -> Scene {
    let decoded = Scene.decode(json: try text(path))
    return try #require(decoded.scene, "\(path): \(decoded.issues)")
  }

  static func events(_ path: String) throws -> [EngineEvent] {
    let parsed = EventScript.parse(SourceFile(path: path, text: try text(path)))
    #expect(parsed.diagnostics.isEmpty, "\(path): \(parsed.diagnostics)")
    return parsed.events.map(\.event)
  }

  /// Every controller scene of an Interface Builder document, classes refined by `policy`.
  static func storyboardScenes(_ path: String, policy: Policy) throws -> [(String, Scene)] {
    let result = InterfaceBuilderImporter().importDocument(text: try text(path))
    #expect(result.errors.isEmpty, "\(path): \(result.errors)")
    return result.scenes.map {
      // An imported scene names its device and records no keyboard; a live capture knows no
      // Interface Builder device, so the corpus records the device's keyboard instead (the one
      // the session shows) and drops the name.
      var scene = $0.scene(refinedBy: policy.classHierarchy)
      if let device = scene.device.flatMap(DeviceProfile.named) {
        scene.keyboard = .height(device.keyboardHeight(scene.orientation))
      }
      scene.device = nil
      return ("\(path) \($0.controllerClass)", scene)
    }
  }

  /// A whole editing session over every text input of `scene`: focus each (keyboard showing from
  /// the first), the QuickType bar appearing, a floating keyboard and back, rotation both ways,
  /// end editing, hide.
  static func session(for scene: Scene) -> [EngineEvent] {
    let index = SceneIndex(scene)
    let fields = index.allViewIDs.filter { index.textInputKind(of: $0) != nil }
    let height = scene.keyboard?.height(in: scene.window) ?? 336
    var events: [EngineEvent] = []
    for (i, field) in fields.enumerated() {
      events.append(.beginEditing(field: field))
      if i == 0 { events.append(.keyboardWillShow(.height(height))) }
      if i == 1 { events.append(.keyboardWillChangeFrame(.height(height + 44))) }
    }
    let other: Orientation = scene.orientation == .portrait ? .landscape : .portrait
    events += [
      .keyboardWillChangeFrame(
        .frame(Rect(x: 20, y: 100, width: scene.window.width / 2, height: 200))),
      .keyboardWillChangeFrame(.height(height)),
      .orientationChange(other), .orientationChange(scene.orientation),
      .endEditing, .keyboardWillHide,
    ]
    if let first = fields.first {
      events += [
        .beginEditing(field: first), .keyboardWillShow(.height(height)), .keyboardWillHide,
      ]
    }
    return events
  }
}
