// Foundation's exception object, which Foundation on Linux does not declare (it has no
// Objective-C exceptions): UIKit code raises one to stop on a programming error.

/// The name of an exception (`NSExceptionName`), with Foundation's common names.
public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
    /// The name as Foundation spells it.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An argument was invalid (`NSInvalidArgumentException`).
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// An operation was not valid in the object's state (`NSInternalInconsistencyException`).
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// An index or range was out of bounds (`NSRangeException`).
    public static let rangeException = NSExceptionName("NSRangeException")
    /// A generic failure (`NSGenericException`).
    public static let genericException = NSExceptionName("NSGenericException")
}

/// An exception (`NSException`): a name, a reason and extra information. There are no
/// Objective-C exceptions on Linux to catch, so `raise()` ends the process as an uncaught
/// one ends an iOS app: one line on standard error naming the exception and its reason.
public final class NSException: @unchecked Sendable, CustomStringConvertible {
    /// What kind of exception it is.
    public let name: NSExceptionName
    /// Why it was raised; nil when none was given.
    public let reason: String?
    /// Extra information; nil when none was given.
    public let userInfo: [AnyHashable: Any]?

    /// An exception with a name, a reason and extra information
    /// (`init(name:reason:userInfo:)`).
    public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]?) {
        self.name = name
        self.reason = reason
        self.userInfo = userInfo
    }

    /// The reason, or the name when there is none.
    public var description: String { reason ?? name.rawValue }

    /// The line `raise()` writes, in the words an iOS console uses for an uncaught exception.
    public var terminationMessage: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'"
    }

    /// Raises the exception (`raise()`): nothing can catch it here, so the process ends with
    /// `terminationMessage` on standard error, as an uncaught exception ends an iOS app.
    public func raise() {
        fatalError(terminationMessage)
    }
}
