import Foundation
import KBPolicyCLI

exit(KBPolicy.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
