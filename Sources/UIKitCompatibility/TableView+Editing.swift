// A table's editing mode, for code that asks whether a table is being edited before it
// takes a drag for itself.

extension TableView {
    /// Whether the table is in editing mode (`isEditing`); false by default. A stand-in: the
    /// flag is kept and read back, but this table draws no delete or reorder controls.
    public var isEditing: Bool {
        get { objc_getAssociatedObject(self, TableEditingKey.key) as? Bool ?? false }
        set { objc_setAssociatedObject(self, TableEditingKey.key, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    /// Enters or leaves editing mode (`setEditing(_:animated:)`); `animated` is accepted.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }
}

/// The associated-object key of `TableView.isEditing`.
private enum TableEditingKey {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
