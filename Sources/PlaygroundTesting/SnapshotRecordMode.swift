import Foundation

/// When a snapshot assertion writes its reference, as swift-snapshot-testing's `record`
/// modes do. Every mode fails the assertion that wrote something, so a recording run is
/// never green: look at what was written, then run again.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record a reference that does not exist yet; compare with one that does (the default).
    case missing
    /// Record every reference, matching or not.
    case all
    /// Never write a reference: a missing one fails without being recorded (for CI).
    case never
    /// Record a missing reference, and overwrite one that does not match.
    case failed

    /// The mode the environment asks for, or nil when it names none: `SNAPSHOT_RECORD`
    /// (`missing`, `all`, `never` or `failed`), or `RECORD_SNAPSHOTS=1`, which means `.all`
    /// (the variable earlier versions read). Throws for a `SNAPSHOT_RECORD` it cannot read.
    public static func fromEnvironment(_ environment: [String: String]) throws -> SnapshotRecordMode? {
        if let text = environment["SNAPSHOT_RECORD"], !text.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
                throw SnapshotFailure(
                    description: "SNAPSHOT_RECORD=\(text) is not a record mode; use one of "
                        + allCases.map(\.rawValue).joined(separator: ", "))
            }
            return mode
        }
        return environment["RECORD_SNAPSHOTS"] == "1" ? .all : nil
    }
}
