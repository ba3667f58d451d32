/// The blocks of a policy that hold settings.
public enum SettingBlock: Hashable, Sendable {
  /// `avoidance { ... }`, `toolbar { ... }`, `resign-on-touch { ... }`.
  case feature(Feature)
  /// `controller Class { ... }`.
  case controller
  /// `field "id" { ... }` / `field Class { ... }`.
  case field
  /// `scroll-view "id" { ... }` / `scroll-view Class { ... }`.
  case scrollView

  /// The block's keyword: `avoidance`, `controller`, `scroll-view`.
  public var keyword: String {
    switch self {
    case .feature(let feature): feature.rawValue
    case .controller: "controller"
    case .field: "field"
    case .scrollView: "scroll-view"
    }
  }

  /// Every block, in documentation order.
  public static let all: [SettingBlock] =
    Feature.allCases.map(SettingBlock.feature) + [.controller, .field, .scrollView]
}
