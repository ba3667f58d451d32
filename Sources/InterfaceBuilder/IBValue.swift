import Foundation

/// Parsing of Interface Builder attribute values.
enum IBValue {
  /// A finite number (`44`, `35.333333333333371`, `-64`); `nil` for anything else.
  static func number(_ text: String) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      return nil
    }
    return value
  }
}
