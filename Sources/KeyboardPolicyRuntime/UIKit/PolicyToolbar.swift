#if canImport(UIKit) && os(iOS)
  import SceneModel
  import UIKit

  /// The Previous / Next / Done bar, set as a field's input accessory view when the policy turns
  /// the toolbar on. Its buttons call the manager; its look comes from `ToolbarAppearance`.
  @MainActor
  final class PolicyToolbar: UIToolbar {
    /// The controls the bar was built for (its arrows' states and title).
    private(set) var controls = FieldControls(
      field: "", showsToolbar: true, showsPreviousNext: false, previous: nil, next: nil,
      title: nil, returnKey: .default, returnAction: .resign, resignsOnTouch: false)

    /// Sets, rebuilds or removes the toolbar on `field` as `controls` say
    /// (`FieldControls.accessoryChange(from:)`): never over an accessory the app set, rebuilt only
    /// when what it shows changed (or `force`, after an appearance change). Returns whether the
    /// accessory changed (the field then needs `reloadInputViews()`).
    static func update(
      on field: UIView, controls: FieldControls, appearance: ToolbarAppearance,
      manager: KeyboardPolicyManager, force: Bool = false
    ) -> Bool {
      let current = field.liveInputAccessory
      var change = controls.accessoryChange(from: current)
      if force, change == .keep, case .runtimeToolbar = current { change = .install }
      let bar: PolicyToolbar?
      switch change {
      case .keep: return false
      case .install: bar = make(controls, appearance, manager, field)
      case .remove: bar = nil
      }
      if let textField = field as? UITextField {
        textField.inputAccessoryView = bar
      } else if let textView = field as? UITextView {
        textView.inputAccessoryView = bar
      } else {
        return false
      }
      return true
    }

    /// Sets the appearance's keyboard override on `field`
    /// (`ToolbarAppearance.keyboardAppearanceChange(from:)`); whether it changed the field's
    /// keyboard (the field then needs `reloadInputViews()`).
    static func applyKeyboardAppearance(_ appearance: ToolbarAppearance, to field: UIView) -> Bool {
      let current =
        (field as? UITextField)?.keyboardAppearance ?? (field as? UITextView)?.keyboardAppearance
      guard let current, let next = appearance.keyboardAppearanceChange(from: .init(current)) else {
        return false
      }
      (field as? UITextField)?.keyboardAppearance = UIKeyboardAppearance(next)
      (field as? UITextView)?.keyboardAppearance = UIKeyboardAppearance(next)
      return true
    }

    private static func make(
      _ controls: FieldControls, _ appearance: ToolbarAppearance, _ manager: KeyboardPolicyManager,
      _ field: UIView
    ) -> PolicyToolbar {
      // The height is the one the desk assumes for the toolbar (`ToolbarDesign.toolbarHeight`),
      // for the design the app runs with; not `sizeToFit()`, which would give UIToolbar's own.
      let height = CGFloat(ToolbarDesign.running.toolbarHeight)
      let bar = PolicyToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: height))
      bar.controls = controls
      // The keyboard's host sets the width; the bar follows the window's (rotation, iPad).
      bar.autoresizingMask = .flexibleWidth
      let keyboard =
        (field as? UITextField)?.keyboardAppearance ?? (field as? UITextView)?.keyboardAppearance
      if keyboard == .dark, ToolbarAppearance.barIsDark(forKeyboard: .dark) {
        bar.barStyle = .black
      }
      bar.tintColor =
        appearance.usesFieldTintColor ? field.tintColor : appearance.tintColor.map(UIColor.init)
      bar.barTintColor = appearance.barTintColor.map(UIColor.init)
      let extra = manager.additionalToolbarItems?(field) ?? (leading: [], trailing: [])
      let slots = controls.toolbarSlots(
        leadingItems: extra.leading.count, trailingItems: extra.trailing.count,
        titleIsTappable: manager.onToolbarTitleTap != nil)
      var items: [UIBarButtonItem] = []
      for slot in slots {
        switch slot {
        case .leadingItem(let index): items.append(extra.leading[index])
        case .trailingItem(let index): items.append(extra.trailing[index])
        case .flexibleSpace:
          items.append(
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
        case .title(let tappable):
          guard let title = controls.title else { continue }
          items.append(
            tappable
              ? titleButton(title, appearance, manager)
              : UIBarButtonItem(customView: titleLabel(title, appearance)))
        case .button(.previous):
          let previous = button(
            .previous, appearance, system: "chevron.up", manager,
            #selector(KeyboardPolicyManager.goPrevious))
          previous.isEnabled = controls.canGoPrevious
          items.append(previous)
        case .button(.next):
          let next = button(
            .next, appearance, system: "chevron.down", manager,
            #selector(KeyboardPolicyManager.goNext))
          next.isEnabled = controls.canGoNext
          items.append(next)
        case .button(.done): items.append(doneButton(appearance, manager))
        }
      }
      bar.items = items
      return bar
    }

    /// Done: the system item, or the appearance's title or image.
    private static func doneButton(
      _ appearance: ToolbarAppearance, _ manager: KeyboardPolicyManager
    )
      -> UIBarButtonItem
    {
      guard appearance.done.title == nil, appearance.done.imageName == nil else {
        return button(
          .done, appearance, system: nil, manager, #selector(KeyboardPolicyManager.done))
      }
      let done = UIBarButtonItem(
        barButtonSystemItem: .done, target: manager, action: #selector(KeyboardPolicyManager.done))
      if let label = appearance.accessibilityLabel(of: .done) { done.accessibilityLabel = label }
      return done
    }

    /// The title as a plain button calling `KeyboardPolicyManager.onToolbarTitleTap`.
    private static func titleButton(
      _ title: String, _ appearance: ToolbarAppearance, _ manager: KeyboardPolicyManager
    ) -> UIBarButtonItem {
      let item = UIBarButtonItem(
        title: title, style: .plain, target: manager,
        action: #selector(KeyboardPolicyManager.titleTapped))
      item.accessibilityLabel = appearance.titleAccessibilityLabel ?? title
      return item
    }

    /// The title: sized to its text, shrinking (to half) rather than pushing the buttons off.
    private static func titleLabel(_ title: String, _ appearance: ToolbarAppearance) -> UILabel {
      let label = UILabel()
      label.text = title
      if let font = appearance.titleFont {
        label.font =
          font.name.flatMap { UIFont(name: $0, size: CGFloat(font.size)) }
          ?? UIFont.systemFont(ofSize: CGFloat(font.size))
      }
      label.textColor = appearance.titleColor.map(UIColor.init) ?? .secondaryLabel
      label.accessibilityLabel = appearance.titleAccessibilityLabel ?? title
      label.adjustsFontSizeToFitWidth = true
      label.minimumScaleFactor = 0.5
      label.sizeToFit()
      return label
    }

    private static func button(
      _ which: ToolbarButton, _ appearance: ToolbarAppearance, system: String?,
      _ target: AnyObject, _ action: Selector
    ) -> UIBarButtonItem {
      let style = appearance.style(of: which)
      let item: UIBarButtonItem
      if let title = style.title {
        item = UIBarButtonItem(title: title, style: .plain, target: target, action: action)
      } else {
        let image =
          style.imageName.flatMap { UIImage(named: $0) }
          ?? system.flatMap { UIImage(systemName: $0) }
        item = UIBarButtonItem(image: image, style: .plain, target: target, action: action)
      }
      item.accessibilityLabel = appearance.accessibilityLabel(of: which)
      return item
    }
  }

  /// The toolbar plays the system input click (`UIDevice.playInputClick()`) only when it says so.
  extension PolicyToolbar: UIInputViewAudioFeedback {
    var enableInputClicksWhenVisible: Bool { true }
  }

  extension UIColor {
    convenience init(_ color: RGBAColor) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }

  extension UIKeyboardAppearance {
    init(_ appearance: ToolbarAppearance.KeyboardAppearance) {
      switch appearance {
      case .default: self = .default
      case .light: self = .light
      case .dark: self = .dark
      }
    }
  }

  extension ToolbarAppearance.KeyboardAppearance {
    init(_ appearance: UIKeyboardAppearance) {
      switch appearance {
      case .light: self = .light
      case .dark: self = .dark
      default: self = .default
      }
    }
  }
#endif
