#if canImport(SwiftUI) && os(iOS)
  import KeyboardPolicyRuntime
  import SwiftUI

  extension SwiftUISubmitLabel {
    /// SwiftUI's `SubmitLabel` of the same name.
    var submitLabel: SubmitLabel {
      switch self {
      case .done: .done
      case .go: .go
      case .send: .send
      case .join: .join
      case .route: .route
      case .search: .search
      case .return: .return
      case .next: .next
      case .continue: .continue
      }
    }
  }
#endif
