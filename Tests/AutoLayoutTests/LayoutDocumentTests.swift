import AutoLayout
import SceneModel
import Testing

/// Screens laid out by their constraints on two devices each, every frame worked out by hand in
/// the comment beside it. iPhone SE (1st generation): 320 × 568, safe area top 20. iPhone 15:
/// 393 × 852, safe area top 59 and bottom 34.
@Suite struct LayoutDocumentTests {
  struct Device {
    var width: Double
    var height: Double
    var safeTop: Double
    var safeBottom: Double
  }
  static let se = Device(width: 320, height: 568, safeTop: 20, safeBottom: 0)
  static let iPhone15 = Device(width: 393, height: 852, safeTop: 59, safeBottom: 34)

  /// Items 0 (root) and 1 (its safe area) on `device`.
  func base(_ device: Device) -> [LayoutItem] {
    [
      LayoutItem(
        name: "root", parent: nil,
        storedFrame: Rect(x: 0, y: 0, width: device.width, height: device.height)),
      LayoutItem(
        name: "safe", kind: .guide(.inset(Insets(top: device.safeTop, bottom: device.safeBottom))),
        parent: 0, storedFrame: Rect(x: 0, y: 0, width: 0, height: 0)),
    ]
  }

  func view(_ name: String, in parent: Int, intrinsic: IntrinsicSize? = nil) -> LayoutItem {
    LayoutItem(
      name: name, parent: parent, storedFrame: Rect(x: 0, y: 0, width: 0, height: 0),
      intrinsicSize: intrinsic)
  }

  func frames(_ document: LayoutDocument) -> [Rect] {
    let layout = document.layout()
    #expect(layout.fallback == nil, "fell back: \(String(describing: layout.fallback))")
    return layout.frames
  }

  /// A logo centred under the safe area's top and a field below it, inset 16 from both sides.
  func login(_ device: Device) -> LayoutDocument {
    var items = base(device)
    items.append(
      view("logo", in: 0, intrinsic: IntrinsicSize(width: 100, height: 100, hugging: (251, 251))))
    items.append(view("field", in: 0))
    return LayoutDocument(
      items: items,
      constraints: [
        AnchorConstraint(name: "c1", first: 2, .centerX, second: 0),
        AnchorConstraint(name: "c2", first: 2, .top, second: 1, constant: 40),
        AnchorConstraint(name: "c3", first: 3, .leading, second: 0, constant: 16),
        AnchorConstraint(name: "c4", first: 0, .trailing, second: 3, constant: 16),
        AnchorConstraint(name: "c5", first: 3, .top, second: 2, .bottom, constant: 24),
        AnchorConstraint(name: "c6", first: 3, .height, constant: 34),
      ])
  }

  @Test func chainFollowsTheSafeArea() {
    // SE: logo x = 320/2 − 100/2 = 110, y = 20 + 40 = 60; field y = 60 + 100 + 24 = 184,
    // width = 320 − 16 − 16 = 288.
    let se = frames(login(Self.se))
    #expect(se[2] == Rect(x: 110, y: 60, width: 100, height: 100))
    #expect(se[3] == Rect(x: 16, y: 184, width: 288, height: 34))
    // iPhone 15: logo x = 393/2 − 50 = 146.5, y = 59 + 40 = 99; field y = 99 + 124 = 223,
    // width = 393 − 32 = 361.
    let big = frames(login(Self.iPhone15))
    #expect(big[2] == Rect(x: 146.5, y: 99, width: 100, height: 100))
    #expect(big[3] == Rect(x: 16, y: 223, width: 361, height: 34))
  }

  @Test func proportionalAndRatio() {
    // A card half the root's width (multiplier 0.5), centred, with a 16:9 ratio (height =
    // width · 9/16), its top 10 below the safe area. SE: width 160, height 90, x = 160 − 80 = 80,
    // y = 30. iPhone 15: width 196.5, height 110.53125, x = 196.5 − 98.25 = 98.25, y = 69.
    for (device, expected) in [
      (Self.se, Rect(x: 80, y: 30, width: 160, height: 90)),
      (Self.iPhone15, Rect(x: 98.25, y: 69, width: 196.5, height: 110.53125)),
    ] {
      var items = base(device)
      items.append(view("card", in: 0))
      let document = LayoutDocument(
        items: items,
        constraints: [
          AnchorConstraint(name: "w", first: 2, .width, second: 0, multiplier: 0.5),
          AnchorConstraint(name: "r", first: 2, .height, second: 2, .width, multiplier: 9.0 / 16.0),
          AnchorConstraint(name: "x", first: 2, .centerX, second: 0),
          AnchorConstraint(name: "y", first: 2, .top, second: 1, constant: 10),
        ])
      #expect(frames(document)[2] == expected)
    }
  }

  /// A vertical stack (fill, spacing 8) 20 below the safe area and 20 in from both sides (item
  /// 2), holding a label 20.5 tall (item 3) and two fields 34 tall (items 4 and 5).
  func stackForm(_ device: Device) -> LayoutDocument {
    var items = base(device)
    items.append(view("stack", in: 0))
    items.append(
      view("label", in: 2, intrinsic: IntrinsicSize(width: 60, height: 20.5, hugging: (251, 251))))
    items.append(view("email", in: 2, intrinsic: IntrinsicSize(width: 100, height: 34)))
    items.append(view("password", in: 2, intrinsic: IntrinsicSize(width: 100, height: 34)))
    items[2].stack = StackArrangement(isHorizontal: false, spacing: 8, arranged: [3, 4, 5])
    return LayoutDocument(
      items: items,
      constraints: [
        AnchorConstraint(name: "t", first: 2, .top, second: 1, constant: 20),
        AnchorConstraint(name: "l", first: 2, .leading, second: 0, constant: 20),
        AnchorConstraint(name: "r", first: 0, .trailing, second: 2, constant: 20),
      ])
  }

  @Test func stackViewFillsDown() {
    // A vertical stack (fill, spacing 8) 20 below the safe area, inset 20: a label 20.5 tall
    // and two fields 34 tall. Heights sum: 20.5 + 8 + 34 + 8 + 34 = 104.5. SE: stack at (20, 40)
    // 280 wide; label y 0, fields y 28.5 and 70.5 in the stack. iPhone 15: stack at (20, 79),
    // 353 wide.
    for device in [Self.se, Self.iPhone15] {
      let laid = frames(stackForm(device))
      let width = device.width - 40
      #expect(laid[2] == Rect(x: 20, y: device.safeTop + 20, width: width, height: 104.5))
      #expect(laid[3] == Rect(x: 0, y: 0, width: width, height: 20.5))
      #expect(laid[4] == Rect(x: 0, y: 28.5, width: width, height: 34))
      #expect(laid[5] == Rect(x: 0, y: 70.5, width: width, height: 34))
    }
  }

  @Test func priorityDecidesBetweenPins() {
    // A button wants to sit 20 above the safe area's bottom (priority 750) but must stay at least
    // 500 below the safe area's top (required). SE: the bottom pin would put its top at
    // 568 − 20 − 44 = 504 < 20 + 500 = 520, so it sits at 520. iPhone 15: 852 − 34 − 20 − 44 =
    // 754 ≥ 59 + 500 = 559, so the pin holds: 754.
    for (device, y) in [(Self.se, 520.0), (Self.iPhone15, 754)] {
      var items = base(device)
      items.append(view("button", in: 0))
      let document = LayoutDocument(
        items: items,
        constraints: [
          AnchorConstraint(name: "h", first: 2, .height, constant: 44),
          AnchorConstraint(name: "x", first: 2, .leading, second: 0),
          AnchorConstraint(name: "w", first: 2, .width, second: 0),
          AnchorConstraint(
            name: "b", first: 1, .bottom, second: 2, .bottom, constant: 20, priority: 750),
          AnchorConstraint(
            name: "t", first: 2, .top, .greaterThanOrEqual, second: 1, constant: 500),
        ])
      #expect(frames(document)[2].minY == y)
    }
  }

  @Test func autoresizingSharesGrowth() {
    // Drawn on a 320-wide canvas at x 20, width 280 (right margin 20); laid out 393 wide, the
    // root grew by 73. Flexible width: width 280 + 73 = 353, x 20. Flexible left and right
    // margins (20 and 20, equal shares): x = 20 + 73/2 = 56.5, width 280. On the canvas itself
    // both keep the stored frame.
    for (mask, expected) in [
      (
        AutoresizingMask(flexibleWidth: true, flexibleBottom: true),
        Rect(x: 20, y: 100, width: 353, height: 44)
      ),
      (
        AutoresizingMask(flexibleLeft: true, flexibleRight: true, flexibleBottom: true),
        Rect(x: 56.5, y: 100, width: 280, height: 44)
      ),
    ] {
      var items = base(Self.se)
      items.append(
        LayoutItem(
          name: "bar", parent: 0, storedFrame: Rect(x: 20, y: 100, width: 280, height: 44),
          autoresizing: mask))
      let document = LayoutDocument(items: items, constraints: [])
      #expect(frames(document)[2] == Rect(x: 20, y: 100, width: 280, height: 44))
      let wide = document.layout(rootFrame: Rect(x: 0, y: 0, width: 393, height: 568))
      #expect(wide.fallback == nil)
      #expect(wide.frames[2] == expected)
    }
  }

  @Test func subviewSafeAreaIsClipped() {
    // A panel at the root's top (y 0) and one at y 100, each 300 tall, on the iPhone 15; each has
    // its own safe area, the inner of its frame and the root's (top 59); a field is pinned 8
    // below it. Top panel: guide top = max(0, 59) = 59 → field y = 59 + 8 = 67 in the root,
    // 67 in the panel. Lower panel: max(100, 59) = 100 → field at 8 in the panel.
    for (panelY, fieldY) in [(0.0, 67.0), (100, 8)] {
      var items = base(Self.iPhone15)
      items.append(view("panel", in: 0))
      items.append(
        LayoutItem(
          name: "panelSafe", kind: .guide(.clippedSafeArea(rootGuide: 1)), parent: 2,
          storedFrame: Rect(x: 0, y: 0, width: 0, height: 0)))
      items.append(view("field", in: 2))
      let document = LayoutDocument(
        items: items,
        constraints: [
          AnchorConstraint(name: "p1", first: 2, .top, second: 0, constant: panelY),
          AnchorConstraint(name: "p2", first: 2, .leading, second: 0),
          AnchorConstraint(name: "p3", first: 2, .width, second: 0),
          AnchorConstraint(name: "p4", first: 2, .height, constant: 300),
          AnchorConstraint(name: "f1", first: 4, .top, second: 3, constant: 8),
          AnchorConstraint(name: "f2", first: 4, .leading, second: 2, constant: 16),
          AnchorConstraint(name: "f3", first: 4, .trailing, second: 2, constant: -16),
          AnchorConstraint(name: "f4", first: 4, .height, constant: 34),
        ])
      #expect(frames(document)[4] == Rect(x: 16, y: fieldY, width: 361, height: 34))
    }
  }

  @Test func scrollViewContentTakesItsSize() {
    // A scroll view filling the root, a content view pinned to its edges (the content area) and
    // as wide as its frame, 1,000 tall: content frame (0, 0, 320, 1000) on the SE.
    var items = base(Self.se)
    items.append(
      LayoutItem(
        name: "scroll", kind: .view(isScrollView: true), parent: 0,
        storedFrame: .init(x: 0, y: 0, width: 0, height: 0), contentGuide: 3))
    items.append(
      LayoutItem(
        name: "scroll.content", kind: .guide(.content), parent: 2,
        storedFrame: .init(x: 0, y: 0, width: 0, height: 0)))
    items.append(view("content", in: 2))
    let document = LayoutDocument(
      items: items,
      constraints: [
        AnchorConstraint(name: "s1", first: 2, .top, second: 0),
        AnchorConstraint(name: "s2", first: 2, .leading, second: 0),
        AnchorConstraint(name: "s3", first: 2, .trailing, second: 0),
        AnchorConstraint(name: "s4", first: 2, .bottom, second: 0),
        AnchorConstraint(name: "c1", first: 4, .top, second: 2),
        AnchorConstraint(name: "c2", first: 4, .leading, second: 2),
        AnchorConstraint(name: "c3", first: 2, .trailing, second: 4),
        AnchorConstraint(name: "c4", first: 2, .bottom, second: 4),
        AnchorConstraint(name: "c5", first: 4, .width, second: 2),
        AnchorConstraint(name: "c6", first: 4, .height, constant: 1000),
      ])
    let laid = frames(document)
    #expect(laid[4] == Rect(x: 0, y: 0, width: 320, height: 1000))
    #expect(laid[3].size == Size(width: 320, height: 1000))  // the content size
    #expect(laid[2] == Rect(x: 0, y: 0, width: 320, height: 568))
  }

  @Test func ambiguousAndUnsatisfiableFallBack() {
    var items = base(Self.se)
    items.append(
      LayoutItem(name: "loose", parent: 0, storedFrame: Rect(x: 5, y: 6, width: 7, height: 8)))
    let ambiguous = LayoutDocument(
      items: items, constraints: [AnchorConstraint(name: "only", first: 2, .leading, second: 0)])
    let layout = ambiguous.layout()
    #expect(layout.fallback == .ambiguous(items: ["loose"]))
    #expect(layout.frames[2] == Rect(x: 5, y: 6, width: 7, height: 8))
    let conflicting = LayoutDocument(
      items: items,
      constraints: [
        AnchorConstraint(name: "w100", first: 2, .width, constant: 100),
        AnchorConstraint(name: "x", first: 2, .leading, second: 0),
        AnchorConstraint(name: "w200", first: 2, .width, constant: 200),
      ])
    #expect(
      conflicting.layout().fallback
        == .unsatisfiable(constraints: ["w100", "w200"], isMinimal: true))
  }

  @Test func readableWidthCapsTheMarginsOnWideScreens() {
    // A root whose margins (16 on the SE, 20 on the iPad) follow the readable width (672), and a
    // view between them. SE (320 wide): 320 − 32 = 288 between the margins, less than 672: x 16,
    // width 288. iPad Air 2 in landscape (1024 wide): 1024 − 40 = 984, so 672 wide, centred:
    // x 20 + (984 − 672) / 2 = 176.
    for (width, margin, x, expected) in [(320.0, 16.0, 16.0, 288.0), (1024, 20, 176, 672)] {
      var items = base(Device(width: width, height: 768, safeTop: 20, safeBottom: 0))
      items[0].margins = Insets(top: 20, left: margin, bottom: 0, right: margin)
      items.append(
        LayoutItem(
          name: "readable", kind: .guide(.readable(width: 672)), parent: 0, storedFrame: .zero))
      items[0].readableGuide = 2
      items.append(view("text", in: 0))
      let document = LayoutDocument(
        items: items,
        constraints: [
          AnchorConstraint(name: "l", first: 3, .leading, second: 0, .leadingMargin),
          AnchorConstraint(name: "r", first: 0, .trailingMargin, second: 3, .trailing),
          AnchorConstraint(name: "t", first: 3, .top, second: 1, constant: 8),
          AnchorConstraint(name: "h", first: 3, .height, constant: 100),
        ])
      #expect(frames(document)[3] == Rect(x: x, y: 28, width: expected, height: 100), "\(width)")
    }
  }
}
