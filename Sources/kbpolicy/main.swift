import Foundation
import KBPolicyCLI

let console = Console(
  out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  err: { text in FileHandle.standardError.write(Data(text.utf8)) },
  readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
  isTerminal: isatty(STDERR_FILENO) != 0)
exit(KBPolicy.run(Array(CommandLine.arguments.dropFirst()), console: console))
