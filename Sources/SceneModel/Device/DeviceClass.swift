/// One supported device class: every iPhone and iPad that runs the package's iOS floor (iOS 15,
/// Package.swift) and shares one set of metrics, named by its newest or best-known model.
///
/// `--device all` (explain, lint, `kbpolicy test`, a `.kbtest`'s `device all`) lays a screen out
/// on each class in `supported` order (phones first, smallest window first) and reports the worst
/// outcome first. The metrics are `DeviceProfile`'s (window size, status bar, safe area in both
/// orientations, keyboard heights); a class only adds the name people use and the place in the
/// sweep.
///
/// Sources of the numbers: window sizes in points are Apple's published screen dimensions (Human
/// Interface Guidelines, "Layout", device screen sizes; the same as Interface Builder's canvas for
/// each `<device id>`); safe-area insets are the values UIKit reports on each device class in the
/// Simulator that Xcode ships (portrait: status bar or sensor housing on top, home indicator
/// below; landscape: the notch's width left and right and 21 pt below on notched phones, none on
/// home-button phones); keyboard heights are typical values (English keyboard with the predictive
/// bar), not measured by this project and not guarantees (`DeviceProfile`).
///
/// Left out, below the iOS 15 floor: `retina3_5` (iPhone 4s, last iOS 9). Folded, same metrics:
/// `retina4` (older documents' iPhone 5 id) is `retina4_0`. iPhone 5s and iPhone 6 stop at iOS 12;
/// the 320 × 568 class is here for iPhone SE (1st generation) and iPod touch (7th generation),
/// which run iOS 15. Two classes have no Interface Builder id known to this project, so
/// `DeviceProfile` names them itself (`isInterfaceBuilderID` false): `ipad-mini-6` (iPad mini, 6th
/// generation and later, 744 × 1133) and `ipad-pro-11-m4` (iPad Pro 11-inch, M4, 834 × 1210).
/// Missing: the devices released after the table was written.
public struct DeviceClass: Hashable, Sendable {
  /// The name a report uses (`iPhone SE (1st generation)`).
  public var displayName: String
  /// The metrics (Interface Builder's device id is `profile.id`).
  public var profile: DeviceProfile

  /// Creates a class; `nil` when `DeviceProfile.all` has no `id`.
  init?(_ id: String, _ displayName: String) {
    guard let profile = DeviceProfile.named(id) else { return nil }
    self.displayName = displayName
    self.profile = profile
  }

  /// Interface Builder's device id (`retina4_0`), or the project's own name for the class
  /// (`ipad-mini-6`; `profile.isInterfaceBuilderID` tells which).
  public var id: String { profile.id }

  /// The class whose device id is `id`, if it is supported.
  public static func named(_ id: String) -> DeviceClass? { supported.first { $0.id == id } }

  /// Every supported class: the iPhones, then the iPads, each by window size (smallest first).
  public static let supported: [DeviceClass] = [
    ("retina4_0", "iPhone SE (1st generation)"),  // 320 × 568, also iPod touch (7th gen)
    ("retina4_7", "iPhone SE (3rd generation)"),  // 375 × 667: 6s, 7, 8, SE (2nd, 3rd)
    ("retina5_9", "iPhone 11 Pro"),  // 375 × 812, top 44: X, XS, 11 Pro
    ("retina5_4", "iPhone 13 mini"),  // 375 × 812, top 50: 12 mini, 13 mini
    ("retina6_0", "iPhone 14"),  // 390 × 844, top 47: 12, 12 Pro, 13, 13 Pro, 14, 16e
    ("retina6_12", "iPhone 16"),  // 393 × 852, top 59: 14 Pro, 15, 15 Pro, 16
    ("retina6_3", "iPhone 16 Pro"),  // 402 × 874, top 62
    ("retina5_5", "iPhone 8 Plus"),  // 414 × 736: 6s Plus, 7 Plus, 8 Plus
    ("retina6_1", "iPhone 11"),  // 414 × 896, top 48: XR, 11
    ("retina6_5", "iPhone 11 Pro Max"),  // 414 × 896, top 44: XS Max, 11 Pro Max
    ("retina6_7", "iPhone 14 Plus"),  // 428 × 926, top 47: 12 Pro Max, 13 Pro Max, 14 Plus
    ("retina6_72", "iPhone 16 Plus"),  // 430 × 932, top 59: 14 Pro Max, 15 Plus, 15 Pro Max
    ("retina6_9", "iPhone 16 Pro Max"),  // 440 × 956, top 62
    ("ipad-mini-6", "iPad mini (6th generation)"),  // 744 × 1133: mini 6th gen and A17 Pro
    ("ipad9_7", "iPad (6th generation)"),  // 768 × 1024: 5th, 6th gen, Air 2, mini 4 and 5
    ("ipad10_2", "iPad (9th generation)"),  // 810 × 1080: 7th to 9th gen
    ("ipad10_9", "iPad (10th generation)"),  // 820 × 1180: Air 4th, 5th gen too
    ("ipad10_5", "iPad Air (3rd generation)"),  // 834 × 1112: Pro 10.5-inch too
    ("ipad11_0rounded", "iPad Pro (11-inch)"),  // 834 × 1194
    ("ipad-pro-11-m4", "iPad Pro (11-inch, M4)"),  // 834 × 1210
    ("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)"),  // 1024 × 1366, home button
    ("ipad12_9rounded", "iPad Pro (12.9-inch, 6th generation)"),  // 1024 × 1366, rounded
    ("ipad13_0rounded", "iPad Pro (13-inch, M4)"),  // 1032 × 1376
  ].compactMap { DeviceClass($0.0, $0.1) }

  /// The ids `--device` accepts besides `all`, for an unknown-device message.
  public static var ids: [String] { supported.map(\.id) }
}
