import AvoidanceEngine
import PolicyLanguage
import SceneModel

extension ExplanationBuilder {
  /// The class SwiftUI's hosting controllers are kinds of (`UIHostingController<ContentView>`,
  /// and the hosts SwiftUI makes for sheets, navigation destinations and tabs).
  static let hostingControllerClass = "UIHostingController"

  /// The SwiftUI hosting controller that owns field `id` (its policy controller, when that is a
  /// kind of `UIHostingController`), whose keyboard safe area moves the field itself; nil
  /// otherwise.
  func swiftUIHost(of id: String) -> SceneController? {
    guard let controller = index.policyController(of: id),
      index.classChain(ofController: controller).contains(Self.hostingControllerClass)
    else { return nil }
    return controller
  }

  /// The outcome for a field in a SwiftUI hosting controller: with avoidance off (the default
  /// layer's `disable in UIHostingController`), SwiftUI's own move (`swiftui-avoids`), unless the
  /// scene records SwiftUI's avoidance off for the screen (`keyboardSafeArea: false`), where
  /// nothing moves the field (the engine's `not-adjusted`); with it on, the engine's verdict and
  /// a warning that both move the field.
  static func verdict(
    field: ExplainedField, decision: [SettingExplanation], adjustment: KeyboardAdjustment,
    swiftUIHost host: SceneController, layerScroll: SwiftUILayerScroll? = nil
  ) -> Verdict {
    let engine = verdict(field: field, decision: decision, adjustment: adjustment)
    let avoidance = decision.first { $0.setting == .avoidance }
    let name = "SwiftUI's hosting controller '\(host.className)'"
    guard avoidance?.value != .bool(true) else {
      return Verdict(
        kind: engine.kind,
        message: engine.message
          + "; \(name) lifts its content above the keyboard as well (its keyboard safe area), so the two moves add up"
      )
    }
    if host.keyboardSafeArea == false {
      // SwiftUI's own avoidance is off on this screen (`.ignoresSafeArea(.keyboard)`, or the
      // layer removed it for `disable in screen`): nothing lifts the field.
      return Verdict(
        kind: engine.kind,
        message: engine.message
          + "; SwiftUI's own keyboard avoidance is off on this screen too ('\(host.className)' has keyboardSafeArea false), so nothing lifts the field"
      )
    }
    let why = avoidance.map { " (\($0.source.summary))" } ?? ""
    let before = coverage(before: "its move", adjustment)
    return Verdict(
      kind: .swiftuiAvoids,
      message:
        "not adjusted by the policy, avoidance is off\(why); \(name) moves the field itself (it shrinks its keyboard safe area and lays its content out above the keyboard): \(before); where SwiftUI's layout puts it is not modelled, check it on device"
        + (layerScroll.map { "; " + $0.sentence(distance: adjustment.distance) } ?? "")
    )
  }

  /// The SwiftUI layer's scroll for a field of a named SwiftUI screen (`FieldContext.screen`) in
  /// a scrolling container (`ScrollView`, `Form`, `List`: a `UIScrollView` among its ancestors):
  /// when the field is focused the layer scrolls the container so that `distance` points below
  /// it come into view (`SwiftUIScreenPlanner`'s scroll target), so `distance` acts there
  /// although avoidance is off. nil for any other field.
  func swiftUILayerScroll(_ context: FieldContext) -> SwiftUILayerScroll? {
    guard let screen = context.screen, context.distanceKeptBySwiftUILayer else { return nil }
    return SwiftUILayerScroll(screen: screen)
  }
}

/// The SwiftUI layer's scroll of a named screen's field into view, `distance` below it.
struct SwiftUILayerScroll {
  /// The screen's policy name.
  var screen: String

  /// The verdict's sentence for it.
  func sentence(distance: Double) -> String {
    "on the SwiftUI screen \"\(screen)\" the SwiftUI layer then scrolls the field's container so that \(PointsFormat.rounded(distance)) pt below the field (distance) come into view; that scroll is not simulated here"
  }
}

extension ExplanationBuilder {

  /// How much of the field the keyboard covers before another mover's move (`move`: "its move",
  /// "UIKit's raise"), the engine having moved nothing: "before its move the keyboard covers
  /// 34 pt of the field", or that the field is clear anyway.
  static func coverage(before move: String, _ adjustment: KeyboardAdjustment) -> String {
    let covered = max(0, min(adjustment.fieldFrame.height, -adjustment.gap))
    return covered > 1e-6
      ? "before \(move) the keyboard covers \(PointsFormat.rounded(covered)) pt of the field"
      : "the field is clear of the keyboard anyway"
  }
}
