// TextKit 1's text storage: attributed text that tells the layout managers laying it out
// whenever it changes, so their lines are never those of an older string.
import Engine
import Foundation

/// `NSTextStorage`: an `NSMutableAttributedString`, as on Apple platforms, that tells the
/// layout managers laying it out (`layoutManagers`) of each edit. An edit outside
/// `beginEditing()`/`endEditing()` is processed at once; inside, the edits are gathered and
/// processed once at the outermost `endEditing()`.
///
/// Every mutating method of the attributed string is routed through `edited(_:range:
/// changeInLength:)`; only `mutableString` edits it behind its back (Linux's Foundation
/// gives no hook there), and a layout manager still notices those, as it compares the
/// string it laid out with the storage's before it answers.
open class NSTextStorage: NSMutableAttributedString {
    /// What changed in an edit (`NSTextStorage.EditActions`).
    public struct EditActions: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit's.
        public let rawValue: UInt
        /// Actions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed (`editedAttributes`).
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed (`editedCharacters`).
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// The layout managers that lay this text out (`layoutManagers`), in the order added.
    public private(set) var layoutManagers: [NSLayoutManager] = []
    /// The storage's delegate (`delegate`), told before and after each edit is processed.
    public weak var delegate: (any NSTextStorageDelegate)?
    /// What the pending edits changed (`editedMask`); empty when none is pending.
    public private(set) var editedMask: EditActions = []
    /// The range, in the edited string, the pending edits cover (`editedRange`);
    /// `NSNotFound` as its location when none is pending.
    public private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// The pending edits' change in the string's length (`changeInLength`).
    public private(set) var changeInLength = 0
    /// How deep `beginEditing()` calls are nested; edits wait for the outermost end.
    private var editingDepth = 0
    /// True inside a mutating method: Foundation's own methods call one another (an append
    /// replaces characters), and the outermost one records the edit.
    private var isMutating = false
    /// How many edits have been processed: a layout manager keeps its lines while this holds.
    package private(set) var editCount = 0

    /// An empty text storage (`init()`).
    public convenience init() {
        self.init(string: "")
    }

    /// Adds `layoutManager` (`addLayoutManager(_:)`): it lays this text out from now on,
    /// and is told of each edit. The storage owns its layout managers, as in UIKit.
    @preconcurrency @MainActor
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes `layoutManager` (`removeLayoutManager(_:)`); it lays out no text afterwards.
    @preconcurrency @MainActor
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        guard let index = layoutManagers.firstIndex(where: { $0 === layoutManager }) else { return }
        layoutManagers.remove(at: index)
        layoutManager.textStorage = nil
    }

    // MARK: Edits

    /// Runs `mutation` and records it as one edit, unless it runs inside another mutation.
    private func recording(
        _ mask: EditActions, range: NSRange, changeInLength delta: Int, _ mutation: () -> Void
    ) {
        guard !isMutating else { return mutation() }
        isMutating = true
        mutation()
        isMutating = false
        edited(mask, range: range, changeInLength: delta)
    }

    /// Records an edit of `range` (in the string before it) that changed the length by
    /// `delta` (`edited(_:range:changeInLength:)`), and processes it unless editing is
    /// batched. Subclasses that store text themselves call it from their primitives.
    open func edited(_ editedMask: EditActions, range: NSRange, changeInLength delta: Int) {
        let after = NSRange(location: range.location, length: max(0, range.length + delta))
        if self.editedMask.isEmpty {
            editedRange = after
        } else {
            editedRange = NSUnionRange(editedRange, after)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Processes the pending edits (`processEditing()`): tells the delegate, then every
    /// layout manager, which drops its lines. Called for you; a subclass overriding it calls
    /// `super`.
    open func processEditing() {
        let mask = editedMask
        let range = editedRange
        let delta = changeInLength
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        editCount += 1
        let managers = layoutManagers
        // Text is laid out on the main thread, as in UIKit; the storage is handed over as is.
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated {
            for manager in managers {
                manager.processEditing(
                    for: storage, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
            }
        }
    }

    /// Starts a batch of edits (`beginEditing()`): they are processed together at the
    /// matching `endEditing()`.
    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    /// Ends a batch (`endEditing()`); the outermost end processes the edits made in it.
    open override func endEditing() {
        super.endEditing()
        guard editingDepth > 0 else { return }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Replaces the characters in `range` with `str` (`replaceCharacters(in:with:)`).
    open override func replaceCharacters(in range: NSRange, with str: String) {
        recording(.editedCharacters, range: range, changeInLength: str.utf16.count - range.length) {
            super.replaceCharacters(in: range, with: str)
        }
    }

    /// Replaces the characters in `range` with `attrString` (`replaceCharacters(in:with:)`).
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        recording(
            [.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length
        ) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    /// Sets the attributes of `range` (`setAttributes(_:range:)`).
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        recording(.editedAttributes, range: range, changeInLength: 0) { super.setAttributes(attrs, range: range) }
    }

    /// Adds one attribute to `range` (`addAttribute(_:value:range:)`).
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        recording(.editedAttributes, range: range, changeInLength: 0) {
            super.addAttribute(name, value: value, range: range)
        }
    }

    /// Adds attributes to `range` (`addAttributes(_:range:)`).
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        recording(.editedAttributes, range: range, changeInLength: 0) { super.addAttributes(attrs, range: range) }
    }

    /// Removes one attribute from `range` (`removeAttribute(_:range:)`).
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        recording(.editedAttributes, range: range, changeInLength: 0) { super.removeAttribute(name, range: range) }
    }

    /// Inserts `attrString` at `loc` (`insert(_:at:)`).
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        recording(
            [.editedCharacters, .editedAttributes], range: NSRange(location: loc, length: 0),
            changeInLength: attrString.length
        ) { super.insert(attrString, at: loc) }
    }

    /// Appends `attrString` (`append(_:)`).
    open override func append(_ attrString: NSAttributedString) {
        recording(
            [.editedCharacters, .editedAttributes], range: NSRange(location: length, length: 0),
            changeInLength: attrString.length
        ) { super.append(attrString) }
    }

    /// Deletes the characters in `range` (`deleteCharacters(in:)`).
    open override func deleteCharacters(in range: NSRange) {
        recording(.editedCharacters, range: range, changeInLength: -range.length) { super.deleteCharacters(in: range) }
    }

    /// Replaces the whole text with `attrString` (`setAttributedString(_:)`).
    open override func setAttributedString(_ attrString: NSAttributedString) {
        recording(
            [.editedCharacters, .editedAttributes], range: NSRange(location: 0, length: length),
            changeInLength: attrString.length - length
        ) { super.setAttributedString(attrString) }
    }
}

/// `NSTextStorageDelegate`: told before and after a text storage processes its edits.
/// Both members have empty defaults, as UIKit's optional ones.
public protocol NSTextStorageDelegate: AnyObject {
    /// Before the edits are processed (`textStorage(_:willProcessEditing:range:changeInLength:)`).
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
    /// After the edits are processed, before the layout managers hear of them
    /// (`textStorage(_:didProcessEditing:range:changeInLength:)`).
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing.
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
    /// Does nothing.
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
}
