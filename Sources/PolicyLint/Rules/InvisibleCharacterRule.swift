import PolicyLanguage

/// `invisible-character`: a string in a policy holding a control, bidirectional or other format
/// character (U+202E RIGHT-TO-LEFT OVERRIDE, U+200B ZERO WIDTH SPACE, ESC): the name a reviewer
/// reads is not the one the running app is matched against.
struct InvisibleCharacterRule: LintRule {
  static let description = RuleDescription(
    id: "invisible-character", code: "L018", severity: .warning,
    summary: "a string holding a control, bidirectional or zero-width character",
    rationale: """
      A field id, placeholder, title or companion name is matched character for character \
      against what the running app reports. A bidirectional control (U+202A to U+202E, U+2066 \
      to U+2069, U+200E, U+200F, U+061C) reorders how the text is shown, and a zero-width or \
      other format character (U+200B, U+2060, U+00AD, U+FEFF) or a control character (ESC) \
      is not shown at all, so a reviewer reads one name while the policy holds another \
      (the 'Trojan Source' problem). Output escapes them (\\u{202E}); the policy's text \
      should not need them: write the name as the app spells it, without them.
      """,
    triggering: [
      Example(
        """
        version 1

        field ↓"promo\u{202E}code" {
          distance = 40
        }
        """),
      Example(
        """
        version 1

        field "password" {
          keep-visible = ↓"login\u{200B}button"
        }
        """),
    ],
    nonTriggering: [
      Example(
        """
        version 1

        field "promo-code" {
          distance = 40
        }

        field "prénom" {
          distance = 24
        }
        """)
    ])

  func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    var lexer = Lexer(source: context.source)
    while true {
      let token = lexer.next()
      if token.kind == .endOfFile { break }
      guard token.kind == .string,
        let scalar = token.text.unicodeScalars.first(where: Self.isInvisible)
      else { continue }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      findings.append(
        finding(
          "string '\(DiagnosticRenderer.escaped(token.text))' holds U+\(code), "
            + "\(Self.kind(of: scalar)) that is not shown as it is",
          at: token.range,
          notes: [
            Diagnostic.Note(
              message: "the app is matched against every character; remove it, or write the "
                + "name as the app spells it")
          ]))
    }
    return findings
  }

  /// Controls (C0, DEL, C1) and format characters (bidirectional controls, zero-width
  /// characters, the soft hyphen, the byte-order mark).
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format: return true
    default: return false
    }
  }

  /// What `scalar` is, for the message.
  static func kind(of scalar: Unicode.Scalar) -> String {
    if scalar.properties.generalCategory == .control { return "a control character" }
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      return "a bidirectional control"
    default:
      return "a format character"
    }
  }
}
