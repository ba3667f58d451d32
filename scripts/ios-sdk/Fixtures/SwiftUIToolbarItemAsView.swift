// A keyboard toolbar group used as a view instead of inside `.toolbar { }`: a ToolbarItemGroup is
// toolbar content, not a view.
// expect-error: conform to 'View'
import SwiftUI

struct FixtureToolbarAsView: View {
  var body: some View {
    ToolbarItemGroup(placement: .keyboard) { Text(verbatim: "Done") }
  }
}
