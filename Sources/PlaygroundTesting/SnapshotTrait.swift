#if canImport(Testing)
    import Foundation
    import Testing

    /// A swift-testing trait that sets the snapshot record mode (and artifacts folder) for a
    /// suite and every test in it, or for one test: `@Suite(.snapshots(record: .failed))`.
    public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
        /// The settings the trait puts in force.
        public var configuration: SnapshotConfiguration

        /// Applies to the tests of a suite as well as the suite.
        public var isRecursive: Bool { true }

        /// Runs the test (or suite) with the trait's settings in force.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withSnapshotTesting(
                record: configuration.record, artifactsDirectory: configuration.artifactsDirectory
            ) { try await function() }
        }
    }

    extension Trait where Self == SnapshotTrait {
        /// Snapshot assertions in this suite or test use `record` (nil: the environment's
        /// mode, else `.missing`) and write failure artifacts under `artifactsDirectory`
        /// (nil: `SNAPSHOT_ARTIFACTS`, else the build folder).
        public static func snapshots(record: SnapshotRecordMode? = nil, artifactsDirectory: URL? = nil) -> Self {
            SnapshotTrait(configuration: SnapshotConfiguration(record: record, artifactsDirectory: artifactsDirectory))
        }
    }
#endif
