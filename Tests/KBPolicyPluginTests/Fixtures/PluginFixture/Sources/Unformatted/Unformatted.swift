public let unformattedName = "unformatted"
