#if canImport(UIKit) && os(iOS)
  import UIKit

  /// The Previous / Next / Done bar, set as a field's input accessory view when the policy turns
  /// the toolbar on. Its buttons call the manager; its look comes from `ToolbarAppearance`.
  @MainActor
  final class PolicyToolbar: UIToolbar {
    /// Sets (or removes) the toolbar on `field` as `controls` say.
    static func install(
      on field: UIView, controls: FieldControls, appearance: ToolbarAppearance,
      manager: KeyboardPolicyManager
    ) {
      let bar =
        controls.showsToolbar ? PolicyToolbar.make(controls, appearance, manager, field) : nil
      if let textField = field as? UITextField {
        if bar != nil || textField.inputAccessoryView is PolicyToolbar {
          textField.inputAccessoryView = bar
        }
        if let keyboard = appearance.keyboardAppearance {
          textField.keyboardAppearance = .init(keyboard)
        }
      } else if let textView = field as? UITextView {
        if bar != nil || textView.inputAccessoryView is PolicyToolbar {
          textView.inputAccessoryView = bar
        }
        if let keyboard = appearance.keyboardAppearance {
          textView.keyboardAppearance = .init(keyboard)
        }
      }
    }

    private static func make(
      _ controls: FieldControls, _ appearance: ToolbarAppearance, _ manager: KeyboardPolicyManager,
      _ field: UIView
    ) -> PolicyToolbar {
      let bar = PolicyToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      bar.sizeToFit()
      bar.tintColor =
        appearance.usesFieldTintColor ? field.tintColor : appearance.tintColor.map(UIColor.init)
      bar.barTintColor = appearance.barTintColor.map(UIColor.init)
      var items: [UIBarButtonItem] = []
      if controls.showsPreviousNext {
        let previous = button(
          appearance.previous, system: "chevron.up", manager,
          #selector(KeyboardPolicyManager.goPrevious))
        let next = button(
          appearance.next, system: "chevron.down", manager, #selector(KeyboardPolicyManager.goNext))
        previous.isEnabled = controls.previous != nil
        next.isEnabled = controls.next != nil
        items += [previous, next]
      }
      items.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil))
      if let title = controls.title {
        let label = UILabel()
        label.text = title
        if let font = appearance.titleFont {
          label.font =
            font.name.flatMap { UIFont(name: $0, size: CGFloat(font.size)) }
            ?? UIFont.systemFont(ofSize: CGFloat(font.size))
        }
        label.textColor = appearance.titleColor.map(UIColor.init) ?? .secondaryLabel
        label.accessibilityLabel = appearance.titleAccessibilityLabel ?? title
        items += [
          UIBarButtonItem(customView: label),
          UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        ]
      }
      let done: UIBarButtonItem
      if appearance.done.title == nil, appearance.done.imageName == nil {
        done = UIBarButtonItem(
          barButtonSystemItem: .done, target: manager, action: #selector(KeyboardPolicyManager.done)
        )
      } else {
        done = button(appearance.done, system: nil, manager, #selector(KeyboardPolicyManager.done))
      }
      done.accessibilityLabel = appearance.done.accessibilityLabel ?? done.accessibilityLabel
      items.append(done)
      bar.items = items
      return bar
    }

    private static func button(
      _ style: ToolbarAppearance.ButtonStyle, system: String?, _ target: AnyObject,
      _ action: Selector
    ) -> UIBarButtonItem {
      let item: UIBarButtonItem
      if let title = style.title {
        item = UIBarButtonItem(title: title, style: .plain, target: target, action: action)
      } else {
        let image =
          style.imageName.flatMap { UIImage(named: $0) }
          ?? system.flatMap { UIImage(systemName: $0) }
        item = UIBarButtonItem(image: image, style: .plain, target: target, action: action)
      }
      item.accessibilityLabel = style.accessibilityLabel
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

  extension UIReturnKeyType {
    init(_ key: FieldControls.ReturnKey) {
      switch key {
      case .default: self = .default
      case .go: self = .go
      case .google: self = .google
      case .join: self = .join
      case .next: self = .next
      case .route: self = .route
      case .search: self = .search
      case .send: self = .send
      case .yahoo: self = .yahoo
      case .done: self = .done
      case .emergencyCall: self = .emergencyCall
      case .continue: self = .continue
      }
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
#endif
