import PolicyLanguage

/// The event script format of `kbpolicy simulate` (grammar.md, Part 2 B): one event a line,
/// `#` starts a comment. The first line with code may be `version 1`, as in policies and policy
/// tests (optional: a script without it is read the same).
///
/// ```
/// version 1
/// focus email                 # textDidBeginEditing
/// keyboard show height 291    # keyboardWillShow; or: keyboard show frame 0 561 393 291
/// keyboard change height 335  # keyboardWillChangeFrame
/// blur                        # textDidEndEditing
/// keyboard hide               # keyboardWillHide
/// rotate landscape            # or portrait
/// ```
public enum EventScript {
  /// Error codes of event scripts.
  public enum Code: String, CaseIterable, Sendable {
    /// Not an event (`wobble`, `keyboard jump`), with a did-you-mean.
    case unknownEvent = "V001"
    /// Missing or extra words (`focus` without an id, `rotate sideways`).
    case wrongArguments = "V002"
    /// A number that is not finite or beyond ±1,000,000 pt, a negative height, or a negative frame
    /// size.
    case invalidNumber = "V003"
    /// `focus` names no text input of the scene (checked before anything runs).
    case unknownField = "V004"
    /// A line longer than 4,096 bytes (`simulate` reads a script line by line).
    case lineTooLong = "V005"
  }

  /// Parses a script; returns every event it could read and a diagnostic for every bad line.
  public static func parse(_ source: SourceFile) -> (
    events: [ScriptedEvent], diagnostics: [Diagnostic]
  ) {
    var events: [ScriptedEvent] = []
    var diagnostics: [Diagnostic] = []
    var first = true
    for lineNumber in 1...max(1, source.lineStarts.count) {
      let text = source.lineText(lineNumber)
      let lineStart = source.lineStarts[min(lineNumber - 1, source.lineStarts.count - 1)]
      let line = parse(
        line: text, number: lineNumber, start: lineStart, path: source.path, first: first)
      switch line {
      case .event(let event)?: events.append(event)
      case .diagnostic(let diagnostic)?: diagnostics.append(diagnostic)
      case nil: break
      }
      if hasCode(text) { first = false }
    }
    return (events, diagnostics)
  }

  /// Whether a line holds code (is neither blank nor only a comment): after one, `version 1`
  /// may no longer stand.
  public static func hasCode(_ text: Substring) -> Bool {
    let code = text.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
    return !code.isEmpty && !code.hasPrefix("#")
  }

  /// The longest line a script read as a stream may have (bytes, without the line break).
  public static let maximumLineLength = 4096

  /// What one line of a script holds.
  public enum Line: Sendable {
    /// An event.
    case event(ScriptedEvent)
    /// Why the line is not an event.
    case diagnostic(Diagnostic)
  }

  /// Parses one line (without its line break) of the script at `path`: line `number`, whose
  /// first byte is at `start` in the file. Nil for a blank line or a comment. A script read as
  /// a stream is parsed this way, one line at a time. `first`: no line with code came before,
  /// so `version 1` may stand here (and is read as nil, as a comment is).
  public static func parse(
    line text: Substring, number: Int, start: Int, path: String, first: Bool = false
  ) -> Line? {
    // Words with their byte offsets, up to a comment.
    var words: [(text: String, offset: Int)] = []
    var current = ""
    var currentStart = 0
    var offset = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "#") { break }
      if byte == 0x20 || byte == 0x09 {
        if !current.isEmpty { words.append((current, currentStart)) }
        current = ""
      } else {
        if current.isEmpty { currentStart = offset }
        current.unicodeScalars.append(UnicodeScalar(byte))
      }
      offset += 1
    }
    if !current.isEmpty { words.append((current, currentStart)) }
    // Re-decode words as UTF-8 (the loop above appends bytes as Latin-1 scalars).
    words = words.map { word in
      let bytes = word.text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
      return (String(decoding: bytes, as: UTF8.self), word.offset)
    }
    guard let word = words.first else { return nil }
    func range(_ index: Int) -> SourceRange {
      let word = words[min(index, words.count - 1)]
      func location(_ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: number, column: column + 1, offset: start + column)
      }
      return SourceRange(
        start: location(word.offset), end: location(word.offset + word.text.utf8.count))
    }
    func fail(_ message: EventScriptMessage, at index: Int) -> Line {
      .diagnostic(Diagnostic(message, at: range(index)))
    }
    let location = range(0).start
    let arguments = words.dropFirst().map(\.text)
    switch word.text {
    case "version":
      guard first else { return fail(.versionNotFirst, at: 0) }
      guard arguments == ["1"] else { return fail(.versionNumber(arguments), at: 1) }
      return nil
    case "focus":
      guard arguments.count == 1 else {
        return fail(.focusArguments, at: arguments.isEmpty ? 0 : 2)
      }
      return .event(
        ScriptedEvent(
          event: .beginEditing(field: arguments[0]), location: location, argumentRange: range(1)))
    case "blur":
      guard arguments.isEmpty else {
        return fail(.blurArguments, at: 1)
      }
      return .event(ScriptedEvent(event: .endEditing, location: location))
    case "rotate":
      guard arguments.count == 1, let orientation = Orientation(rawValue: arguments[0]) else {
        return fail(.rotateArguments, at: min(1, words.count - 1))
      }
      return .event(ScriptedEvent(event: .orientationChange(orientation), location: location))
    case "keyboard":
      guard let verb = arguments.first else {
        return fail(.keyboardVerb, at: 0)
      }
      if verb == "hide" {
        guard arguments.count == 1 else {
          return fail(.keyboardHideArguments, at: 2)
        }
        return .event(ScriptedEvent(event: .keyboardWillHide, location: location))
      }
      guard verb == "show" || verb == "change" else {
        let suggestion = Suggestions.closest(to: verb, in: ["show", "change", "hide"])
        return fail(.unknownKeyboardEvent(verb, suggestion: suggestion), at: 1)
      }
      let rest = Array(arguments.dropFirst())
      if rest.isEmpty {
        // The assumed keyboard: the runner composes it for the focused field.
        var scripted = ScriptedEvent(
          event: verb == "show"
            ? .keyboardWillShow(.height(0)) : .keyboardWillChangeFrame(.height(0)),
          location: location)
        scripted.assumesKeyboard = true
        return .event(scripted)
      }
      var numbers: [Double] = []
      for (i, word) in rest.dropFirst().enumerated() {
        guard let value = DecimalNumber.value(word), LengthRange.contains(value),
          value >= 0 || rest.first == "frame"
        else {
          return fail(.notPoints(word, nonNegative: rest.first == "height"), at: i + 3)
        }
        numbers.append(value)
      }
      let keyboard: Keyboard
      switch (rest.first, numbers.count) {
      case ("height", 1): keyboard = .height(numbers[0])
      case ("frame", 4):
        guard numbers[2] >= 0, numbers[3] >= 0 else {
          return fail(.negativeKeyboardFrame, at: 3)
        }
        keyboard = .frame(
          Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
      default:
        return fail(.keyboardSize(verb), at: min(2, words.count - 1))
      }
      return .event(
        ScriptedEvent(
          event: verb == "show"
            ? .keyboardWillShow(keyboard) : .keyboardWillChangeFrame(keyboard), location: location
        ))
    default:
      let suggestion = Suggestions.closest(
        to: word.text, in: ["focus", "blur", "keyboard", "rotate"])
      return fail(.unknownEvent(word.text, suggestion: suggestion), at: 0)
    }
  }
}
