import Foundation

/// The snapshot settings of the running test: its record mode and where failure artifacts
/// go. Set for a stretch of code with `withSnapshotTesting(record:artifactsDirectory:operation:)`,
/// for a whole `XCTestCase` by wrapping its `invokeTest()`, or for a swift-testing suite or
/// test with the `.snapshots(record:)` trait. An assertion's own `record:` argument wins over
/// these, and these over the environment (`SNAPSHOT_RECORD`, `RECORD_SNAPSHOTS=1`).
public struct SnapshotConfiguration: Sendable, Equatable {
    /// The record mode, or nil to leave it to the enclosing setting or the environment.
    public var record: SnapshotRecordMode?
    /// The folder failure artifacts are written under, or nil for the enclosing setting,
    /// `SNAPSHOT_ARTIFACTS`, or the build folder.
    public var artifactsDirectory: URL?

    /// Settings that leave everything to the enclosing scope when nil.
    public init(record: SnapshotRecordMode? = nil, artifactsDirectory: URL? = nil) {
        self.record = record
        self.artifactsDirectory = artifactsDirectory
    }

    /// The settings in force here: the innermost scope's, each field falling back outwards.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// These settings over `outer`: a nil field keeps the outer one's value.
    func over(_ outer: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(
            record: record ?? outer.record, artifactsDirectory: artifactsDirectory ?? outer.artifactsDirectory)
    }
}

/// Runs `operation` with the given snapshot settings in force (nil keeps the enclosing
/// one's). For every test of an `XCTestCase`:
///
///     override func invokeTest() {
///         withSnapshotTesting(record: .failed) { super.invokeTest() }
///     }
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, artifactsDirectory: URL? = nil, operation: () throws -> Result
) rethrows -> Result {
    let settings = SnapshotConfiguration(record: record, artifactsDirectory: artifactsDirectory)
    return try SnapshotConfiguration.$current.withValue(
        settings.over(SnapshotConfiguration.current), operation: operation)
}

/// Runs the asynchronous `operation` with the given snapshot settings in force (nil keeps
/// the enclosing one's); child tasks inherit them.
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, artifactsDirectory: URL? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
) async rethrows -> Result {
    let settings = SnapshotConfiguration(record: record, artifactsDirectory: artifactsDirectory)
    return try await SnapshotConfiguration.$current.withValue(
        settings.over(SnapshotConfiguration.current), operation: operation, isolation: isolation)
}
