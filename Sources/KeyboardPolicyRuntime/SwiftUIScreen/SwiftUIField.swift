import SceneModel

/// One named text input of a SwiftUI screen (`.keyboardPolicyField("email", order: 1)`).
public struct SwiftUIField: Hashable, Sendable {
  /// What kind of SwiftUI text input it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `TextField` (one line): a `UITextField` underneath.
    case textField
    /// `SecureField`: a `UITextField` underneath.
    case secureField
    /// `TextEditor` or `TextField(axis: .vertical)`: a `UITextView` underneath; return inserts a
    /// line break.
    case textEditor
    /// A UIKit text input brought in through a `UIViewRepresentable`: the UIKit runtime's field
    /// (its toolbar and return key), never given the SwiftUI layer's toolbar.
    case representable
  }

  /// The field's policy name: what `field "email"` matches.
  public var name: String
  /// The kind of input.
  public var kind: Kind
  /// The `order:` given to the modifier (`toolbar.order = tag` sorts by it; `nil` counts as 0, a
  /// UIKit view's default tag).
  public var order: Int?
  /// The placeholder (`TextField("Email", text:)`'s title): the toolbar's title.
  public var placeholder: String?
  /// A toolbar title given to the modifier, beating the placeholder.
  public var toolbarTitle: String?
  /// The frame measured in the host's coordinate space.
  public var frame: Rect
  /// The id of the container the field sits in (`SwiftUIContainer.id`); `nil`: none.
  public var container: String?
  /// Whether the field takes focus (`.disabled(true)` or hidden: `false`).
  public var isEnabled: Bool

  /// Creates a field.
  public init(
    name: String, kind: Kind = .textField, order: Int? = nil, placeholder: String? = nil,
    toolbarTitle: String? = nil, frame: Rect, container: String? = nil, isEnabled: Bool = true
  ) {
    self.name = name
    self.kind = kind
    self.order = order
    self.placeholder = placeholder
    self.toolbarTitle = toolbarTitle
    self.frame = frame
    self.container = container
    self.isEnabled = isEnabled
  }

  /// The UIKit class chain SwiftUI puts under this kind of input, nearest first, as the policy
  /// matches classes (`UITextField` for `TextField` and `SecureField`, `UITextView` for
  /// `TextEditor`).
  public var classChain: [String] {
    switch kind {
    case .textField, .secureField, .representable:
      ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"]
    case .textEditor: ["UITextView", "UIScrollView", "UIView", "UIResponder", "NSObject"]
    }
  }
}
