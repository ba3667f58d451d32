/// The top guide a live window reports when no navigation bar is shown
/// (`LiveWindow.liveStatusBarHeight`).
public enum TopGuide {
  /// The status bar's height, or the window's top safe area when that is taller: on an iPhone with
  /// a Dynamic Island the status bar (54 pt) is shorter than the safe area (59 pt), and a field
  /// moved up to the status bar alone would end under the sensor housing (IQ keeps fields below
  /// the top layout margin there).
  public static func height(statusBar: Double, safeAreaTop: Double) -> Double {
    max(statusBar, safeAreaTop)
  }
}
