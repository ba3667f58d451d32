/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzTargets.run(UnsafeBufferPointer(start: data, count: size))
  return 0
}

#if FUZZING
  // Built with `-sanitize=fuzzer -DFUZZING` (scripts/fuzz.sh): libFuzzer drives `fuzz`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ cb: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  @_cdecl("kbpolicy_fuzz_main")
  func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return LLVMFuzzerRunDriver(&c, &v, fuzz)
  }
#endif
