// `.focused(_:equals:)` given a `Bool` focus state and a field name: the value must be of the
// focus state's type.
// expect-error: cannot convert value of type 'String' to expected argument type 'Bool'
import SwiftUI

struct FixtureFocus: View {
  @FocusState private var isFocused: Bool

  var body: some View {
    Text(verbatim: "email").focused($isFocused, equals: "email")
  }
}
