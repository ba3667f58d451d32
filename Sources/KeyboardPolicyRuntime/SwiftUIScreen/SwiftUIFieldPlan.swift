/// Everything the policy decides for the focused field of a SwiftUI screen, as values the
/// SwiftUI layer sets with SwiftUI's own modifiers (`SwiftUIScreenPlanner.plan(for:on:)`). None
/// of it moves a view: SwiftUI keeps the field above the keyboard (one mover).
public struct SwiftUIFieldPlan: Hashable, Sendable {
  /// The focused field's policy name.
  public var field: String
  /// The keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`), `nil` when the policy's
  /// `toolbar` is off for the field (or the field is a representable's UIKit field).
  public var toolbar: SwiftUIToolbar?
  /// The submit label and what submit does, `nil` when the policy does not manage the field's
  /// return key (`toolbar.return-keys` off, or a text editor whose return inserts a line break).
  public var returnKey: SwiftUIReturnKey?
  /// Where to scroll when the field is focused inside a `ScrollView`, `Form` or `List`; `nil`
  /// outside one (SwiftUI's keyboard safe area alone lifts the field, no room can be added).
  public var scrollTarget: SwiftUIScrollTarget?
  /// How the keyboard is dismissed by touches.
  public var dismissal: SwiftUIDismissal
  /// The companions (`keep-visible`) found on the screen, in the policy's order.
  public var companions: [String]

  /// Creates a plan.
  public init(
    field: String, toolbar: SwiftUIToolbar?, returnKey: SwiftUIReturnKey?,
    scrollTarget: SwiftUIScrollTarget?, dismissal: SwiftUIDismissal, companions: [String] = []
  ) {
    self.field = field
    self.toolbar = toolbar
    self.returnKey = returnKey
    self.scrollTarget = scrollTarget
    self.dismissal = dismissal
    self.companions = companions
  }
}

/// The Previous / Next / Done toolbar of a focused SwiftUI field, in the policy's order.
public struct SwiftUIToolbar: Hashable, Sendable {
  /// Whether the arrows show (`toolbar.previous-next`; `auto`: another field, or a `Form` or
  /// `List`).
  public var showsPreviousNext: Bool
  /// The previous field's policy name.
  public var previous: String?
  /// The next field's policy name.
  public var next: String?
  /// The title: the modifier's title, else the placeholder; `nil` when `toolbar.placeholder` is
  /// off.
  public var title: String?

  /// Creates a toolbar.
  public init(showsPreviousNext: Bool, previous: String?, next: String?, title: String?) {
    self.showsPreviousNext = showsPreviousNext
    self.previous = previous
    self.next = next
    self.title = title
  }

  /// Whether Previous is enabled.
  public var canGoPrevious: Bool { previous != nil }
  /// Whether Next is enabled.
  public var canGoNext: Bool { next != nil }
}

/// A focused field's submit label (`.submitLabel`) and the `.onSubmit` action.
public struct SwiftUIReturnKey: Hashable, Sendable {
  /// What submit does.
  public enum Action: Hashable, Sendable {
    /// Focus moves to the field with this policy name.
    case next(String)
    /// The keyboard is dismissed (focus cleared).
    case resign
  }

  /// The label: `next` while there is a next field, else the policy's `toolbar.last-return-key`.
  public var label: SwiftUISubmitLabel
  /// What submit does.
  public var action: Action

  /// Creates a return key.
  public init(label: SwiftUISubmitLabel, action: Action) {
    self.label = label
    self.action = action
  }
}

/// The room kept below a focused field scrolled into view: the SwiftUI layer puts an invisible
/// view `margin` points tall under `id` (the field, or a companion lower down) and scrolls it to
/// the visible bottom (`ScrollViewProxy.scrollTo(_:anchor: .bottom)`).
public struct SwiftUIScrollTarget: Hashable, Sendable {
  /// The policy name of the view scrolled to (the field or its lowest companion).
  public var id: String
  /// The room below it, in points (the policy's `distance`).
  public var margin: Double

  /// Creates a scroll target.
  public init(id: String, margin: Double) {
    self.id = id
    self.margin = margin
  }
}

/// How touches dismiss the keyboard on a SwiftUI screen (`resign-on-touch`).
public struct SwiftUIDismissal: Hashable, Sendable {
  /// `.scrollDismissesKeyboard` (iOS 16), SwiftUI's names.
  public enum Scroll: String, Hashable, Sendable {
    /// SwiftUI's default: left alone.
    case automatic
    /// A scroll dismisses the keyboard at once.
    case immediately
  }

  /// A tap outside the fields dismisses the keyboard.
  public var tapOutside: Bool
  /// What a scroll of the screen's containers does (iOS 16 and later; earlier, SwiftUI's
  /// default).
  public var scroll: Scroll

  /// Creates a dismissal; resign-on-touch on maps to a tap outside plus `.immediately`.
  public init(resignOnTouch: Bool) {
    tapOutside = resignOnTouch
    scroll = resignOnTouch ? .immediately : .automatic
  }
}
