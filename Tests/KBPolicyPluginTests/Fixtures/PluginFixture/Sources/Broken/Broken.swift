public let brokenName = "broken"
