import Foundation
import Testing

@testable import KBPolicyCLI

/// Names the running app can see: an imported view's id is its Interface Builder object id, which
/// the app never sees. `import --identifiers` lists the views to fix, lint warns where a policy
/// uses such an id, and explain marks a companion found only through one.
@Suite struct DeskOnlyNameTests {
  /// A sign-in screen: 'Em1-Tf-001' (outlet emailField, no identifier), 'Pw1-Tf-001' (identifier
  /// "password"), 'Nt1-Tf-001' (placeholder "Promo code", no outlet, no identifier) and the
  /// button 'Bt1-Bn-001' (outlet logInButton, no identifier) below the password field.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Scn-Sgn-001">
                <objects>
                    <viewController id="Sgn-Vc-001" customClass="SignInViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Sgn-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" placeholder="Email" id="Em1-Tf-001">
                                    <rect key="frame" x="16" y="200" width="361" height="34"/>
                                </textField>
                                <textField opaque="NO" contentMode="scaleToFill" placeholder="Password" id="Pw1-Tf-001">
                                    <rect key="frame" x="16" y="600" width="361" height="34"/>
                                    <accessibility key="accessibilityConfiguration" identifier="password"/>
                                </textField>
                                <textField opaque="NO" contentMode="scaleToFill" placeholder="Promo code" id="Nt1-Tf-001">
                                    <rect key="frame" x="16" y="250" width="361" height="34"/>
                                </textField>
                                <button opaque="NO" contentMode="scaleToFill" id="Bt1-Bn-001">
                                    <rect key="frame" x="16" y="650" width="361" height="44"/>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="emailField" destination="Em1-Tf-001" id="Out-001"/>
                            <outlet property="logInButton" destination="Bt1-Bn-001" id="Out-002"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func importListsEveryFieldAndOutletViewWithoutAnIdentifier() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.storyboard, "SignIn.storyboard", in: directory)
    let run = CLI.run(["import", "--identifiers", file])
    #expect(run.code == 0, "\(run.err)")
    let lines = run.out.split(separator: "\n").map(String.init).filter {
      $0.contains("no accessibility identifier")
    }
    // Document order; the password field has its identifier and is not listed.
    #expect(
      lines == [
        #"    no accessibility identifier: 'Em1-Tf-001' (field, UITextField, outlet emailField, placeholder "Email"): set accessibilityIdentifier = "emailField""#,
        #"    no accessibility identifier: 'Nt1-Tf-001' (field, UITextField, placeholder "Promo code"): set accessibilityIdentifier = "promo-code""#,
        #"    no accessibility identifier: 'Bt1-Bn-001' (view, UIButton, outlet logInButton): set accessibilityIdentifier = "logInButton""#,
      ], "\(run.out)")
    // Without the flag the listing is as before.
    let plain = CLI.run(["import", file])
    #expect(!plain.out.contains("no accessibility identifier"))
  }

  @Test func lintWarnsOnAnObjectIdInEveryPosition() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.storyboard, "SignIn.storyboard", in: directory)
    let policy = try CLI.write(
      """
      version 1

      field "Em1-Tf-001" {
        distance = 20
      }

      field "password" {
        keep-visible = "Bt1-Bn-001"
      }

      scroll-view "Sgn-Vw-001" {
        adjust = off
      }

      """, "sign-in.kbpolicy", in: directory)
    let lint = CLI.run(["lint", "--reporter", "xcode", "--storyboard", file, policy])
    let findings = lint.err.split(separator: "\n").filter { $0.contains("[L016]") }
    #expect(findings.count == 3, "\(lint.err)")
    #expect(
      findings.contains { $0.contains(":3:7:") && $0.contains("Interface Builder object id") })
    #expect(findings.contains { $0.contains(":8:18:") && $0.contains("keep-visible 'Bt1-Bn-001'") })
    #expect(findings.contains { $0.contains(":11:13:") })
    #expect(!lint.err.contains("[L010]"), "\(lint.err)")
  }

  @Test func explainMarksACompanionFoundOnlyByItsObjectId() throws {
    let directory = try CLI.temporaryDirectory()
    let file = try CLI.write(Self.storyboard, "SignIn.storyboard", in: directory)
    let policy = try CLI.write(
      "version 1\n\nfield \"password\" {\n  keep-visible = \"Bt1-Bn-001\"\n}\n", "p.kbpolicy",
      in: directory)
    let explain = CLI.run([
      "explain", "--policy", policy, "--storyboard", file, "--field", "password",
    ])
    #expect(explain.code == 0, "\(explain.err)")
    let rows = explain.out.split(separator: "\n").filter {
      $0.contains("keep-visible 'Bt1-Bn-001'")
    }
    #expect(rows.contains { $0.contains("matched by its scene id only") }, "\(explain.out)")
    let json = CLI.run([
      "explain", "--policy", policy, "--storyboard", file, "--field", "password", "--format",
      "json",
    ])
    #expect(json.out.contains("\"deskOnly\""), "\(json.out)")
  }
}
