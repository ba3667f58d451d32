import SceneModel

/// Where UIKit lays out a content controller's root view on one device, and the bars around it
/// (grammar.md Part 3, "Where the root view goes").
///
/// The region is the window, or the sheet or popover that presents the controller; inside it the
/// root starts below the navigation bar when the bar is opaque (and
/// `extendedLayoutIncludesOpaqueBars` is off) or `edgesForExtendedLayout` leaves out the top, and
/// ends above the tab bar likewise.
struct RootPlacement {
  /// What the placement is computed from.
  struct Input {
    /// The device and orientation.
    var device: DeviceProfile
    var orientation: Orientation
    /// How the controller (or its outermost container) is presented; `nil`: not presented.
    var presentation: ControllerLayout.Presentation?
    /// The controller's layout attributes.
    var layout: ControllerLayout
    /// Whether a navigation bar shows above the controller, and its stored height.
    var showsNavigationBar: Bool
    var storedBarHeight: Double?
    /// Whether that bar is opaque (`translucent="NO"` on the bar or the simulated bar).
    var opaqueNavigationBar: Bool
    /// Whether a tab bar controller holds the controller (its bar is the device's tab bar height,
    /// `DeviceProfile.tabBarHeight`), and whether that bar is opaque.
    var inTabBar: Bool
    var opaqueTabBar: Bool
    /// The popover size when the controller states none: its stored root size.
    var storedRootSize: Size
    /// The split view column holding the controller, if any.
    var splitColumn: SplitColumn? = nil
  }

  /// The column of a split view controller that holds the controller.
  enum SplitColumn: Equatable {
    case primary
    case secondary

    /// The column a split view controller's relationship segue names; `nil` for another one.
    init?(relationship: String?) {
      switch relationship {
      case "masterViewController", "primaryViewController": self = .primary
      case "detailViewController", "secondaryViewController": self = .secondary
      default: return nil
      }
    }
  }

  /// The primary column's width UIKit gives a split view by default on an iPad (assumed: the
  /// controller may prefer another).
  static let primaryColumnWidth = 320.0

  /// Why the root does not fill the window.
  enum Reason: Equatable {
    /// Below an opaque navigation bar (`translucent="NO"`).
    case opaqueNavigationBar
    /// Below the navigation bar: `edgesForExtendedLayout` leaves out the top.
    case topEdgeExcluded
    /// Above the tab bar (opaque, or `edgesForExtendedLayout` leaves out the bottom).
    case aboveTabBar
  }

  /// The root's frame in the window.
  var frame: Rect
  /// The navigation bar's bottom in the window, and its height, when a bar shows.
  var navigationBarBottom: Double?
  var barHeight: Double?
  /// The root view's safe-area insets (in its own bounds).
  var safeArea: Insets
  /// The sheet or popover holding the controller (`nil`: the window).
  var container: Rect?
  /// The region (`container`, else the window) and its safe-area insets: where the navigation
  /// controller's bars sit.
  var region: Rect
  var regionSafeArea: Insets
  /// A navigation bar's standard height in the region (56 in a sheet).
  var standardBarHeight: Double
  /// The presentation that was applied (`nil`: full screen).
  var presentation: ControllerLayout.Presentation?
  /// Why the root is shorter than its region.
  var reasons: [Reason] = []
  /// The split view column the region is, when a split view shows its columns on this device
  /// (`nil`: not in one, or collapsed to one column on an iPhone), and whether it slides over the
  /// secondary column (the primary column of an iPad in portrait).
  var splitColumn: SplitColumn?
  var splitOverlay = false
  /// The navigation bar height stored in the document when no iOS draws it (it was replaced).
  var replacedBarHeight: Double?

  /// The height of the sheet's own navigation bar on iOS 13 and later (it does not sit below a
  /// status bar).
  static let sheetBarHeight = 56.0
  /// UIKit's default form sheet size on an iPad (`UIModalPresentationFormSheet`: 540 × 620).
  static let formSheetSize = Size(width: 540, height: 620)
  /// The gap above an iPhone sheet (iOS 13 and later: the presenting view shows 10 pt below the
  /// top safe area). Assumed, and said in the note.
  static let sheetGap = 10.0
  /// The navigation bar heights some iOS version draws lie in this range: 32 (compact), 44, 50
  /// (iPadOS 16), 56 (sheets), 74 (a prompt), 96 to 116 (large titles), up to 160 with a search
  /// field. Anything else (Xcode 8's 1000 × 1000 placeholder bar, 0) is not a real bar.
  static let drawnBarHeights = 32.0...160.0

  /// Computes the placement for `input`.
  init(_ input: Input) {
    let device = input.device
    let window = device.window(input.orientation)
    let safe = device.safeArea(input.orientation)
    var region = Rect(origin: .zero, size: window)
    var regionSafe = safe
    var standardBar = device.navigationBarHeight(input.orientation)
    presentation = nil
    switch Self.effective(input.presentation, device: device, orientation: input.orientation) {
    case .fullScreen, nil:
      break
    case .pageSheet where device.isPad:
      // Apple: a page sheet's width is the screen's width in portrait, its height the screen's.
      let width = min(device.portrait.width, window.width)
      region = Rect(x: (window.width - width) / 2, y: 0, width: width, height: window.height)
      presentation = .pageSheet
    case .formSheet where device.isPad:
      let size = Self.formSheetSize
      region = Self.centred(size, in: window)
      regionSafe = Insets()
      standardBar = Self.sheetBarHeight
      presentation = .formSheet
    case .popover where device.isPad:
      let size = input.layout.preferredContentSize ?? input.storedRootSize
      region = Self.centred(
        Size(width: min(size.width, window.width), height: min(size.height, window.height)),
        in: window)
      regionSafe = Insets()
      presentation = .popover
    case .some(let style):
      // An iPhone in portrait: page sheets, form sheets and adapted popovers are one card.
      let top = safe.top + Self.sheetGap
      region = Rect(x: 0, y: top, width: window.width, height: window.height - top)
      regionSafe = Insets(top: 0, left: safe.left, bottom: safe.bottom, right: safe.right)
      standardBar = Self.sheetBarHeight
      presentation = style
    }
    container = presentation == nil ? nil : region
    if presentation == nil, let column = input.splitColumn,
      let split = Self.split(column, device: device, orientation: input.orientation, safe: safe)
    {
      (region, regionSafe, splitOverlay) = split
      splitColumn = column
    }
    self.region = region
    regionSafeArea = regionSafe
    standardBarHeight = standardBar

    var top = region.minY
    var bottom = region.maxY
    var insets = regionSafe
    if input.showsNavigationBar {
      var height = standardBar
      if let stored = input.storedBarHeight {
        if !Self.drawnBarHeights.contains(stored) {
          replacedBarHeight = stored
        } else if stored > 44 {
          height = stored
        }
      }
      let barBottom = region.minY + regionSafe.top + height
      navigationBarBottom = barBottom
      barHeight = height
      insets.top = barBottom - region.minY
      if input.opaqueNavigationBar && !input.layout.includesOpaqueBars {
        reasons.append(.opaqueNavigationBar)
      } else if !input.layout.extendsUnderTop {
        reasons.append(.topEdgeExcluded)
      }
      if !reasons.isEmpty {
        top = barBottom
        insets.top = 0
      }
    }
    if input.inTabBar {
      let barTop = region.maxY - regionSafe.bottom - device.tabBarHeight(input.orientation)
      insets.bottom = region.maxY - barTop
      if (input.opaqueTabBar && !input.layout.includesOpaqueBars)
        || !input.layout.extendsUnderBottom
      {
        reasons.append(.aboveTabBar)
        bottom = barTop
        insets.bottom = 0
      }
    }
    frame = Rect(x: region.minX, y: top, width: region.width, height: max(0, bottom - top))
    safeArea = insets
  }

  /// The region of split view column `column` in regular width, its safe area, and whether it
  /// slides over the secondary column: the primary column 320 wide at the left; beside it the
  /// secondary in landscape; in portrait the secondary fills the window and the primary slides
  /// over it. `nil` in compact width (the split view collapses to the window).
  private static func split(
    _ column: SplitColumn, device: DeviceProfile, orientation: Orientation, safe: Insets
  ) -> (Rect, Insets, Bool)? {
    guard SizeClass(device: device, orientation: orientation).width == "regular" else {
      return nil
    }
    let window = device.window(orientation)
    let side = window.width > window.height
    let width = primaryColumnWidth
    var insets = safe
    switch column {
    case .primary:
      insets.right = 0
      return (Rect(x: 0, y: 0, width: width, height: window.height), insets, !side)
    case .secondary where side:
      insets.left = 0
      return (
        Rect(x: width, y: 0, width: window.width - width, height: window.height), insets, false
      )
    case .secondary:
      return (Rect(origin: .zero, size: window), safe, false)
    }
  }

  /// The style UIKit shows: sheets and popovers are full screen on an iPhone in landscape
  /// (compact height).
  private static func effective(
    _ style: ControllerLayout.Presentation?, device: DeviceProfile, orientation: Orientation
  ) -> ControllerLayout.Presentation? {
    guard let style, style != .fullScreen else { return nil }
    if !device.isPad && orientation == .landscape { return nil }
    return style
  }

  /// `size` centred in `window`.
  static func centred(_ size: Size, in window: Size) -> Rect {
    Rect(
      x: (window.width - size.width) / 2, y: (window.height - size.height) / 2,
      width: size.width, height: size.height)
  }
}
