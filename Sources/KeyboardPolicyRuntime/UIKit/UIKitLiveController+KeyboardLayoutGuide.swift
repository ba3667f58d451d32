#if canImport(UIKit) && os(iOS)
  import UIKit

  extension UIKitLiveController {
    /// Whether views of the screen are pinned to the root view's `keyboardLayoutGuide` (iOS
    /// 15): a `UIKeyboardLayoutGuide` among the loaded root view's `layoutGuides` that an active
    /// constraint on the root view ties to another item (`KeyboardGuideUse`). Reads
    /// `layoutGuides`, never `keyboardLayoutGuide`, which would create the guide.
    var liveFollowsKeyboardLayoutGuide: Bool {
      guard let view = controller.viewIfLoaded else { return false }
      var guides: Set<ObjectIdentifier> = []
      for guide in view.layoutGuides where guide is UIKeyboardLayoutGuide {
        guides.insert(ObjectIdentifier(guide))
      }
      guard !guides.isEmpty else { return false }
      let use = KeyboardGuideUse(owner: ObjectIdentifier(view), guides: guides)
      return use.isPinned(
        by: view.constraints.lazy.map { constraint in
          KeyboardGuideUse.Constraint(
            first: constraint.firstItem.map(ObjectIdentifier.init),
            second: constraint.secondItem.map(ObjectIdentifier.init),
            isActive: constraint.isActive)
        })
    }
  }
#endif
