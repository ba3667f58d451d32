extension Scene {
  /// The window's horizontal size class: `horizontalSizeClass` when recorded, else regular when
  /// the scene's device is an iPad (`device`, else the device whose screen has the window's
  /// size) and compact otherwise. A scene of an iPad app in a narrow split or Slide Over states
  /// `"horizontalSizeClass": "compact"`.
  public var effectiveHorizontalSizeClass: SizeClass {
    if let horizontalSizeClass { return horizontalSizeClass }
    let profile = device.flatMap(DeviceProfile.named) ?? DeviceProfile.matching(window)
    return profile?.isPad == true ? .regular : .compact
  }
}
