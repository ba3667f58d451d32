extension Diagnostic.FixIt {
  /// A did-you-mean fix-it: `replace 'postion' with 'position'`.
  package static func replacing(_ range: SourceRange, _ old: String, with new: String) -> Self {
    Self(message: "replace '\(old)' with '\(new)'", range: range, replacement: new)
  }

  /// `replace 'a.json' with 'b.json'` where the text written differs from the title's (here
  /// `"b.json"`, with its quotes).
  package static func replacing(
    _ range: SourceRange, _ old: String, with new: String, writing replacement: String
  ) -> Self {
    Self(message: "replace '\(old)' with '\(new)'", range: range, replacement: replacement)
  }

  /// `insert '{'`: `shown` is what the title quotes, `replacement` the text inserted at `range`
  /// (with its spacing, such as `" {"`).
  package static func inserting(_ shown: String, at range: SourceRange, as replacement: String)
    -> Self
  {
    Self(message: "insert '\(shown)'", range: range, replacement: replacement)
  }

  /// `remove '.'`: deletes `range`.
  package static func removing(_ shown: String, at range: SourceRange) -> Self {
    Self(message: "remove '\(shown)'", range: range, replacement: "")
  }
}
