public let appName = "fixture"
