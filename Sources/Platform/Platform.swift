// The Platform layer; see Package.swift for what it may depend on.
