#if canImport(UIKit) && os(iOS)
  import PolicyLanguage
  import UIKit

  extension UIReturnKeyType {
    /// The UIKit key of a policy's return key: the one table between the two, which the way
    /// back (`ReturnKeyType.init?(_:)`) reads too (a `switch`, so a new `ReturnKeyType` case is a
    /// compile error here).
    init(_ key: ReturnKeyType) {
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

  extension ReturnKeyType {
    /// The key of a `UIReturnKeyType` (the table above, read backwards); `nil` for a key this
    /// runtime does not know.
    init?(_ key: UIReturnKeyType) {
      guard let found = Self.allCases.first(where: { UIReturnKeyType($0) == key }) else {
        return nil
      }
      self = found
    }
  }
#endif
